#!/bin/sh
# check-pgn-files.sh - real-world PGN files (tests/pgn/*.pgn, see
# tests/pgn/README.md) replayed by vchess-pgn: every game is read, and
# each final position (placement, side to move, castling rights, en
# passant cell) equals the one pgn-extract computes (-Wepd prints the
# position after every move of a game; the last one of each game counts).
# Skipped (77) without pgn-extract.
srcdir=${top_srcdir:-.}
dir=${VCHESS_EXAMPLES_DIR:-examples}
pgn_extract=$(command -v pgn-extract || command -v /usr/games/pgn-extract)
[ -n "$pgn_extract" ] || { echo "SKIP: no pgn-extract"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0

for f in "$srcdir"/tests/pgn/*.pgn; do
    "$pgn_extract" -Wepd -s "$f" 2>/dev/null |
        awk 'BEGIN { RS = ""; FS = "\n" } { print $NF }' |
        cut -d' ' -f1-4 > "$tmp/want"
    if ! "$dir/vchess-pgn" "$f" > "$tmp/out" 2> "$tmp/err"; then
        fail=$((fail + 1))
        echo "FAIL: $f: vchess-pgn failed:"; head -5 "$tmp/err"
        continue
    fi
    cut -d' ' -f1-4 "$tmp/out" > "$tmp/got"
    if [ ! -s "$tmp/want" ] || ! cmp -s "$tmp/want" "$tmp/got"; then
        fail=$((fail + 1))
        echo "FAIL: $f: final positions differ from pgn-extract's:"
        diff "$tmp/want" "$tmp/got" | head -10
    else
        pass=$((pass + 1))
        echo "ok: $f: $(wc -l < "$tmp/got") games"
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
