#!/bin/sh
# check-pgn-files.sh - real-world PGN replayed by vchess-pgn: every game
# is read, and each final position equals the one pgn-extract computes
# (-Wepd prints the position after every move of a game; the last one of
# each game counts): placement, side to move and en passant cell exactly,
# castling rights as a subset (vchess drops rights the position cannot
# have, with a warning; pgn-extract keeps them).
#
# The files are the ones installed on this machine, so that no third-party
# data (GPL) is copied into this MIT tree: pgn-extract's own eco.pgn (2014
# games; always there with pgn-extract) and, when the pychess package is
# installed, its puzzle and lesson collections (FEN set-ups with full-move
# number 0, [Variant "Standard"], comments, nested variations, NAGs).
# More files may be named in PGN_FILES.  Skipped (77) without pgn-extract.
dir=${VCHESS_EXAMPLES_DIR:-examples}
pgn_extract=$(command -v pgn-extract || command -v /usr/games/pgn-extract)
[ -n "$pgn_extract" ] || { echo "SKIP: no pgn-extract"; exit 77; }
files="$(ls /usr/share/pgn-extract/eco.pgn \
    /usr/share/pychess/learn/puzzles/mate_in_2.pgn \
    /usr/share/pychess/learn/lessons/*.pgn 2>/dev/null) ${PGN_FILES:-}"
[ -n "$(echo $files)" ] || { echo "SKIP: no PGN files installed"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

for f in $files; do
    "$pgn_extract" -Wepd -s "$f" 2>/dev/null |
        awk 'BEGIN { RS = ""; FS = "\n" } { print $NF }' |
        cut -d' ' -f1-4 > "$tmp/want"
    if ! "$dir/vchess-pgn" "$f" > "$tmp/out" 2> "$tmp/err"; then
        fail=$((fail + 1))
        echo "FAIL: $f: vchess-pgn failed:"; head -5 "$tmp/err"
        continue
    fi
    cut -d' ' -f1-4 "$tmp/out" > "$tmp/got"
    # As many games; per game fields 1, 2 and 4 equal, 3 a subset.
    if [ -s "$tmp/want" ] &&
        [ "$(wc -l < "$tmp/want")" = "$(wc -l < "$tmp/got")" ] &&
        paste -d'|' "$tmp/want" "$tmp/got" | awk -F'|' '
        {
            split($1, w, " "); split($2, g, " ")
            ok = w[1] == g[1] && w[2] == g[2] && w[4] == g[4]
            if (g[3] != "-")
                for (i = 1; i <= length(g[3]); i++)
                    if (index(w[3], substr(g[3], i, 1)) == 0) ok = 0
            if (!ok) { bad = 1; print "game " NR ": want " $1 " got " $2 }
        }
        END { exit bad }' > "$tmp/diff"; then
        pass=$((pass + 1))
        echo "ok: $f: $(wc -l < "$tmp/got") games"
    else
        fail=$((fail + 1))
        echo "FAIL: $f: final positions differ from pgn-extract's" \
            "($(wc -l < "$tmp/want") games, $(wc -l < "$tmp/got") read):"
        head -10 "$tmp/diff"
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
