#!/bin/sh
# check-definition-fsf.sh - recount tests/definition_perft.txt with
# Fairy-Stockfish (an independent implementation) reading
# tests/definition_variants.ini; skipped (77) when fairy-stockfish is not
# installed.  The Check suite "definition" compares the same file with
# the library, so the two agree through it.
data=${VCHESS_TEST_DATA:-tests}
. "$data/find-fsf.sh"

status=0
engine=$fsf
while read -r name depth nodes rest; do
    fsf_line "$name" "$depth" "$nodes" "$rest" || continue
    case $rest in
    fen\ *) pos=$rest ;;
    *) pos=startpos ;;
    esac
    got=$(printf 'uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition %s\ngo perft %s\nquit\n' \
        "$data/definition_variants.ini" "$name" "$pos" "$depth" |
        "$engine" 2>&1 | sed -n 's/^Nodes searched: //p')
    if test "$got" != "$nodes"; then
        echo "FAIL: $name $depth $pos: fairy-stockfish $got, file $nodes"
        exit 1
    fi
    echo "ok: $name $depth $nodes"
done < "$data/definition_perft.txt" || status=1
exit $status
