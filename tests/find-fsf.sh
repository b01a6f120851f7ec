# find-fsf.sh - sourced by the scripts that recount perft with
# Fairy-Stockfish: sets $fsf to $FAIRY_STOCKFISH or the installed
# fairy-stockfish, or exits 77 (skipped) when there is none.
fsf=${FAIRY_STOCKFISH:-}
if test -z "$fsf"; then
    for p in fairy-stockfish /usr/games/fairy-stockfish; do
        if command -v "$p" >/dev/null 2>&1; then fsf=$p; break; fi
    done
fi
test -n "$fsf" || { echo "fairy-stockfish not installed: skipped"; exit 77; }
