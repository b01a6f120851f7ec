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

# $fsf_newer: a Fairy-Stockfish newer than Debian's 11.1, for the counts
# that follow the newer one's rules (lines after "#! counted by: newer"
# in the data files): $fsf if it is newer, else $FAIRY_STOCKFISH_NEWER,
# else empty (those lines are skipped).
fsf_is_newer() {
    ! printf 'uci\nquit\n' | "$1" 2>/dev/null | grep -q '^id name Fairy-Stockfish 11\.1'
}
fsf_newer=
if fsf_is_newer "$fsf"; then
    fsf_newer=$fsf
elif test -n "${FAIRY_STOCKFISH_NEWER:-}" && fsf_is_newer "$FAIRY_STOCKFISH_NEWER"; then
    fsf_newer=$FAIRY_STOCKFISH_NEWER
fi
