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
# fsf_line LINE...: for a data file's line, 0 if it is a count to make
# with $engine; 1 (after saying so) if it is to be skipped: a comment, a
# blank, a "#! counted by:" line (which sets $engine), or a count that
# needs the newer engine where there is none.  Counts "#! counted by:
# variants.ini" were made by a newer Fairy-Stockfish from the sections
# of its own variants.ini (not in this tree): tests/fsf_tally.py
# recounts those sections where that file is at hand.
engine=
skip_why=
fsf_line() {
    case $1 in
    '#!')
        case "$*" in
        *variants.ini*) engine= skip_why="Fairy-Stockfish's variants.ini" ;;
        *newer*) engine=$fsf_newer skip_why="a Fairy-Stockfish newer than 11.1" ;;
        *) engine=$fsf skip_why= ;;
        esac
        return 1 ;;
    '#'* | '') return 1 ;;
    esac
    if test -z "$engine"; then
        echo "skip: $1 $2 $3 (needs $skip_why)"
        return 1
    fi
    return 0
}
if fsf_is_newer "$fsf"; then
    fsf_newer=$fsf
elif test -n "${FAIRY_STOCKFISH_NEWER:-}" && fsf_is_newer "$FAIRY_STOCKFISH_NEWER"; then
    fsf_newer=$FAIRY_STOCKFISH_NEWER
fi
