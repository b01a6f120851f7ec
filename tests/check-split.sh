#!/bin/sh
# check-split.sh - a perft split into work items, counted by GNU parallel
# (as on a cluster, but on this machine) and merged, gives the direct
# count; so does the same split counted in three chunks (as a Slurm array
# job would); --merge refuses a line without a count.
# Expected counts: tests/perft_cases.txt (Chess Programming Wiki, and the
# rules' own numbers for the two seed variants), not our own output.
# Exit: 0 pass, 1 fail, 77 skip (GNU parallel missing).
dir=${VCHESS_EXAMPLES_DIR:-examples}
perft=$dir/vchess-perft
pass=0
fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

if ! parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
    echo "SKIP: GNU parallel not installed"
    exit 77
fi
tmp=${TMPDIR:-/tmp}/check-split.$$
mkdir "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

# variant plies depth nodes
while read -r variant plies depth nodes; do
    $perft --variant "$variant" --split "$plies" "$depth" > "$tmp/items" ||
        bad "$variant: --split $plies $depth failed"
    parallel --will-cite --pipe -N 200 "$perft" --count-items \
        < "$tmp/items" > "$tmp/results"
    got=$($perft --merge < "$tmp/results")
    [ "$got" = "nodes $nodes" ] && ok ||
        bad "$variant perft $depth via parallel: '$got', want $nodes"
    direct=$($perft --variant "$variant" "$depth" 2>/dev/null)
    [ "$direct" = "$got" ] && ok || bad "$variant: direct '$direct'"
    # Three chunks, counted one by one with a table, merged as files.
    split -n l/3 "$tmp/items" "$tmp/chunk."
    for c in "$tmp"/chunk.*; do
        $perft --threads 2 --hash 1 --count-items "$c" > "$c.out"
    done
    got=$($perft --merge "$tmp"/chunk.*.out)
    [ "$got" = "nodes $nodes" ] && ok ||
        bad "$variant perft $depth in chunks: '$got', want $nodes"
    rm -f "$tmp"/chunk.*
    # Each distinct position once: fewer lines than paths, and the
    # multiplicities add up to the number of paths.
    paths=$(awk -F' ; ' '{ s += $4 } END { print s }' "$tmp/items")
    want=$($perft --variant "$variant" "$plies" 2>/dev/null)
    [ "nodes $paths" = "$want" ] && ok ||
        bad "$variant: multiplicities add up to $paths, $want paths"
done <<'CASES'
chess 2 4 197281
trihexagonal 2 4 130527
trumpisten 2 4 146651
CASES

echo "chess ; startpos ; 2 ; 1" > "$tmp/bad"
if $perft --merge "$tmp/bad" > /dev/null 2> "$tmp/err"; then
    bad "--merge took a line without a count"
else
    grep -q ":1: not VARIANT" "$tmp/err" && ok || bad "message: $(cat "$tmp/err")"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
