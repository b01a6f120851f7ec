#!/bin/sh
# check-diagrams-fsf.sh - Fairy-Stockfish (an independent implementation)
# recounts tests/diagrams/perft.txt from the sections of
# tests/diagrams/diagrams.ini; then, for a few seeds, the shuffled start
# position that vchess-define gives for tests/diagrams/shuffle.txt is
# counted by both, Fairy-Stockfish with the same section (Fischer
# castling).  Skipped (77) when fairy-stockfish is not installed.
data=${VCHESS_TEST_DATA:-tests}
dir=${VCHESS_EXAMPLES_DIR:-examples}
. "$data/find-fsf.sh"

ini=$data/diagrams/diagrams.ini

fsf_count() { # VARIANT POSITION DEPTH
    printf 'uci\nsetoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition %s\ngo perft %s\nquit\n' \
        "$ini" "$1" "$2" "$3" | "$fsf" 2>&1 | sed -n 's/^Nodes searched: //p'
}

while read -r file variant depth nodes rest; do
    case $file in '#'* | '') continue ;; esac
    case $rest in
    fen\ *) pos=$rest ;;
    *) pos=startpos ;;
    esac
    got=$(fsf_count "$variant" "$pos" "$depth")
    if test "$got" != "$nodes"; then
        echo "FAIL: $file $variant $depth $pos: fairy-stockfish $got, file $nodes"
        exit 1
    fi
    echo "ok: $file $depth $nodes"
done < "$data/diagrams/perft.txt" || exit 1

for seed in 1 2 3 4 5 6; do
    fen=$("$dir/vchess-define" --depth 0 --seed $seed "$data/diagrams/shuffle.txt" |
        sed -n 's/^# seed [0-9]*: //p')
    test -n "$fen" || { echo "FAIL: no shuffled position for seed $seed"; exit 1; }
    ours=$("$dir/vchess-perft" --variant-file "$data/diagrams/shuffle.txt" \
        --fen "$fen" 3 2>/dev/null | sed -n 's/^nodes \([0-9]*\).*/\1/p')
    theirs=$(fsf_count shuffle "fen $fen" 3)
    if test -z "$ours" || test "$ours" != "$theirs"; then
        echo "FAIL: seed $seed $fen: library $ours, fairy-stockfish $theirs"
        exit 1
    fi
    echo "ok: seed $seed $fen $ours"
done
