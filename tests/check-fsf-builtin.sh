#!/bin/sh
# check-fsf-builtin.sh - recount tests/fsf_builtin_perft.txt with
# Fairy-Stockfish's own built-in variants (UCI_Variant NAME, no
# VariantPath); skipped (77) when fairy-stockfish is not installed.  The
# Check suite "fsf_builtin" compares the same file with the library's
# compiled-in variants/fsf.ini, so the two agree through it.
#
# Lines after "#! counted by: newer" were counted by a Fairy-Stockfish
# newer than Debian's 11.1, whose rules they follow where 11.1's differ
# (docs/definitions.md says where); find-fsf.sh finds one to recount
# them ($fsf_newer), else they are left out.  "#! counted by: 11.1" goes
# back to the others.
data=${VCHESS_TEST_DATA:-tests}
. "$data/find-fsf.sh"

engine=$fsf
while read -r name depth nodes rest; do
    fsf_line "$name" "$depth" "$nodes" "$rest" || continue
    case $rest in
    fen\ *) pos=$rest ;;
    *) pos=startpos ;;
    esac
    # Fairy-Stockfish reads Chess960 castling only with UCI_Chess960, and
    # calls chess960 fischerandom.
    case $name in
    chess960 | fischerandom) c960=true fsfname=fischerandom ;;
    *) c960=false fsfname=$name ;;
    esac
    got=$(printf 'uci\nsetoption name UCI_Chess960 value %s\nsetoption name UCI_Variant value %s\nposition %s\ngo perft %s\nquit\n' \
        "$c960" "$fsfname" "$pos" "$depth" | "$engine" 2>&1 | sed -n 's/^Nodes searched: //p')
    if test "$got" != "$nodes"; then
        echo "FAIL: $name $depth $pos: fairy-stockfish $got, file $nodes"
        exit 1
    fi
    echo "ok: $name $depth $nodes"
done < "$data/fsf_builtin_perft.txt"
