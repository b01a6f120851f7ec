#!/bin/sh
# bench/deep.sh - wall time of chess perft 7 with our deep perft (2
# threads, 256 MB table) next to Stockfish's `go perft 7` (one thread, no
# table), on the same machine one after the other.  Issue 15's goal: ours
# at most half of Stockfish's.  Not part of make check (minutes of CPU).
#
#   sh bench/deep.sh [PATH/TO/vchess-perft] [DEPTH]
#
# Prints one line per program: wall and CPU seconds, and the node count
# (both must be 3195901860 at depth 7).  Exit 1 on a count mismatch.
perft=${1:-examples/vchess-perft}
depth=${2:-7}
stockfish=${STOCKFISH:-/usr/games/stockfish}

timed() {
    name=$1
    shift
    /usr/bin/time -f "$name wall %e s, cpu %U+%S s" "$@"
}

ours=$(timed "vchess-perft --threads 2 --hash 256" "$perft" --threads 2 \
    --hash 256 "$depth" 2>"${TMPDIR:-/tmp}/deep.$$" | sed -n 's/^nodes //p')
grep wall "${TMPDIR:-/tmp}/deep.$$"
rm -f "${TMPDIR:-/tmp}/deep.$$"
echo "  nodes $ours"
if test -x "$stockfish"; then
    theirs=$(printf 'position startpos\ngo perft %s\nquit\n' "$depth" |
        timed "stockfish go perft" "$stockfish" 2>&1 |
        sed -n -e 's/^Nodes searched: //p' -e '/wall/p')
    echo "$theirs" | sed -n '/wall/p'
    nodes=$(echo "$theirs" | sed -n '1p')
    echo "  nodes $nodes"
    test "$nodes" = "$ours" || { echo "MISMATCH"; exit 1; }
else
    echo "stockfish: not found ($stockfish)"
fi
