#!/bin/sh
# check-cli.sh - the vchess-perft command line: output format, divide with
# slash-named cells and two-digit ranks, exit status 2 on bad input.
# Prints "N passed, N failed" and exits non-zero on any failure.
perft=${VCHESS_EXAMPLES_DIR:-examples}/vchess-perft
pass=0
fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# expect_last "args" "last stdout line"
expect_last() {
    last=$($perft $1 2>/dev/null | tail -n 1)
    [ "$last" = "$2" ] && ok || bad "$1: last line '$last', expected '$2'"
}

# expect_status "args" status
expect_status() {
    err=$($perft "$@" 2>&1 >/dev/null)
    status=$?
    lines=$(printf '%s\n' "$err" | grep -c .)
    [ "$status" -eq 2 ] && [ "$lines" -eq 1 ] && ok ||
        bad "$*: status $status, $lines stderr lines (expected 2, 1)"
}

expect_last "3" "nodes 8902"
expect_last "--variant trihexagonal 3" "nodes 6479"
expect_last "--variant trumpisten 3" "nodes 6527"
expect_last "0" "nodes 1"

# divide: one "<move> <count>" line per root move, then the total
out=$($perft --variant trihexagonal --divide 2 2>/dev/null)
echo "$out" | grep -qx 'b2c4/ [0-9]*' && ok || bad "divide lacks b2c4/"
n=$(echo "$out" | grep -c -v '^nodes ')
[ "$n" -eq 18 ] && ok || bad "trihexagonal divide has $n moves, not 18"
sum=$(echo "$out" | grep -v '^nodes ' | awk '{s += $2} END {print s}')
[ "$sum" -eq 319 ] && ok || bad "trihexagonal divide sums to $sum"
echo "$out" | tail -n 1 | grep -qx 'nodes 319' && ok || bad "divide total"
out=$($perft --variant trumpisten --fen 'k4/2P1p/5/5/*3*/5/*3*/5/5/5/4K w - - 0 1' --divide 1 2>/dev/null)
echo "$out" | grep -qx 'c10c11q 1' && ok || bad "two-digit ranks in divide"

# time and speed go to stderr, not stdout
$perft 2 2>&1 >/dev/null | grep -q 'nodes/s' && ok || bad "no speed on stderr"

expect_status --variant nosuch 2
expect_status --fen 'not a fen' 2
expect_status -- -1
expect_status 99
expect_status x
expect_status
expect_status --variant
expect_status --variant trihexagonal --dump-cell a1/

dump=$($perft --variant trihexagonal --dump-cell c1)
echo "$dump" | grep -q 'c2/ c2 b2 a2/' && ok || bad "dump-cell c1 lacks its arc"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
