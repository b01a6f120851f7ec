#!/bin/sh
# check-cli.sh - the example programs' command lines: vchess-perft's output
# format, divide with slash-named cells and two-digit ranks; --help and
# --version of every program; vchess-define's report and errors; exit
# status 2 and one stderr line naming the bad input once on bad input.
# Prints "N passed, N failed" and exits non-zero on any failure.
dir=${VCHESS_EXAMPLES_DIR:-examples}
perft=$dir/vchess-perft
programs="vchess-perft vchess-board vchess-moves vchess-pgn vchess-play
    vchess-engine vchess-interactive vchess-define"
# The version the programs must report, read from the header as configure
# reads it (configure.ac).
header=${top_srcdir:-.}/include/variantchess.h
version=$(sed -n 's/^#define VCHESS_VERSION_STRING "\([^"]*\)".*/\1/p' \
    "$header")
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
# built-ins under Fairy-Stockfish's names: its `go perft 3' (11.1)
expect_last "--variant capablanca 3" "nodes 25228"
# ours: tests/ref/refperft.py --variant trihexagonal-archbishop 3
expect_last "--variant trihexagonal-archbishop 3" "nodes 11319"
expect_last "0" "nodes 1"
# Chess960 by number: Fairy-Stockfish's fischerandom (UCI_Chess960) counts
# 9006 from position 0 (BBQNNRKR, tests/fsf960.py), chess's 8902 from 518
expect_last "--960 0 3" "nodes 9006"
expect_last "--variant chess960 --960 518 3" "nodes 8902"
expect_status --960 960 3
expect_status --960 0 --fen 8/8/8/8/8/8/8/8 3
expect_status --variant capablanca --960 0 3

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
# into one file, the count comes before the time (stdout flushed first),
# so README's first line gives "name: nodes N" lines
first=$( ($perft 2 >"${TMPDIR:-/tmp}/vchess-cli.$$" 2>&1);
    head -n 1 "${TMPDIR:-/tmp}/vchess-cli.$$")
rm -f "${TMPDIR:-/tmp}/vchess-cli.$$"
[ "$first" = "nodes 400" ] && ok || bad "first line into a file: '$first'"
# an unknown variant points to --list
$perft --variant nosuch 2 2>&1 >/dev/null | grep -q -e '--list' && ok ||
    bad "unknown variant does not name --list"

# --variant-file: a variant of the file by name, a file's only variant
# without --variant, built-ins still there; counts from Fairy-Stockfish
# (tests/definition_perft.txt) and chess
data=${VCHESS_TEST_DATA:-tests}
tmp=${TMPDIR:-/tmp}/check-cli.$$
printf '[solo:chess]\nstalemateValue = loss\n' > "$tmp.solo.ini"
printf '[x:chess]\nqueen = q\nfoo = 1\n' > "$tmp.bad.ini"
expect_last "--variant-file $data/definition_variants.ini --variant capa 3" \
    "nodes 25228"
expect_last "--variant-file $tmp.solo.ini 3" "nodes 8902"
expect_last "--variant-file $tmp.solo.ini --variant trumpisten 2" \
    "nodes 289"
err=$($perft --variant-file "$tmp.bad.ini" 1 2>&1 >/dev/null)
[ "$err" = "vchess-perft: $tmp.bad.ini:3:1: unknown key 'foo'" ] && ok ||
    bad "--variant-file error: '$err'"
expect_status --variant-file "$tmp.bad.ini" 1
expect_status --variant-file "$tmp.none.ini" 1
expect_status --variant-file "$tmp.solo.ini" --variant nosuch 1

# --variant-file is repeatable and in every program that takes --variant;
# a parent may be one of Fairy-Stockfish's built-ins.  Counts: chess's and
# Fairy-Stockfish's (capablanca 3: 25228, gardner 2: 53), the knight's
# cells by the rules; two variants and no --variant: chess.
printf '[tiny:gardner]\n' > "$tmp.tiny.ini"
expect_last "--variant-file $tmp.solo.ini --variant-file $tmp.tiny.ini \
--variant tiny 2" "nodes 53"
expect_last "--variant-file $tmp.tiny.ini --variant-file $tmp.solo.ini \
--variant solo 3" "nodes 8902"
expect_last "--variant-file $tmp.tiny.ini --variant-file $tmp.solo.ini 3" \
    "nodes 8902"
printf '[mine:capablanca]\n' > "$tmp.capa.ini"
expect_last "--variant-file $tmp.capa.ini 3" "nodes 25228"
out=$("$dir/vchess-moves" --variant-file "$tmp.tiny.ini" | wc -l)
[ "$out" -eq 7 ] && ok || bad "vchess-moves gardner: $out moves, not 7"
out=$("$dir/vchess-moves" --variant-file "$tmp.solo.ini" --variant-file \
    "$tmp.tiny.ini" --variant tiny --fen '4k/5/5/5/1N2K w - - 0 1' |
    awk '$2 ~ /^b1/ {print $2}' | sort | tr '\n' ' ')
[ "$out" = "b1a3 b1c3 b1d2 " ] && ok || bad "vchess-moves tiny knight: '$out'"
out=$("$dir/vchess-play" --variant-file "$tmp.tiny.ini" b2b3 | head -n 1)
[ "$out" = "rnbqk/ppppp/1P3/P1PPP/RNBQK b - - 0 1" ] && ok ||
    bad "vchess-play gardner b2b3: '$out'"
"$dir/vchess-board" --variant-file "$tmp.capa.ini" | grep -c 'data-cell=' |
    grep -qx 80 && ok || bad "vchess-board capablanca: not 80 cells"
out=$(printf 'moves\nquit\n' | "$dir/vchess-interactive" --variant-file \
    "$tmp.tiny.ini" --white human --black human | grep -o 'Nc3.*' | wc -w)
[ "$out" -eq 7 ] && ok || bad "vchess-interactive gardner: $out moves, not 7"
# A PGN game of a loaded variant (gardner: 1. b3 axb3 by hand), then chess.
printf '[Variant "tiny"]\n\n1. b3 axb3 *\n\n[Variant "chess"]\n\n1. e4 *\n' \
    > "$tmp.tiny.pgn"
out=$("$dir/vchess-pgn" --variant-file "$tmp.tiny.ini" "$tmp.tiny.pgn" |
    tr '\n' '|')
[ "$out" = "rnbqk/1pppp/1p3/P1PPP/RNBQK w - - 0 2|\
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1|" ] && ok ||
    bad "vchess-pgn --variant-file: '$out'"
"$dir/vchess-pgn" "$tmp.tiny.pgn" >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "vchess-pgn read a variant it was not given"
for p in vchess-moves vchess-play vchess-board vchess-interactive vchess-pgn; do
    err=$("$dir/$p" --variant-file "$tmp.bad.ini" 2>&1 >/dev/null)
    status=$?
    [ "$status" -eq 2 ] &&
        [ "$err" = "$p: $tmp.bad.ini:3:1: unknown key 'foo'" ] && ok ||
        bad "$p --variant-file bad: status $status, '$err'"
done

# vchess-moves --dump-cell: each piece from a cell of an empty board;
# expected cells from the rules of chess
moves=$dir/vchess-moves
# dump_cell CELL LETTER moves|captures: the sorted cells of that piece
dump_cell() {
    "$moves" --dump-cell "$1" | grep "^$2 " | sed "s/.*$3\\([^;]*\\).*/\\1/" |
        tr ' ' '\n' | grep . | sort | tr '\n' ' '
}
expect_cells() {
    got=$(dump_cell "$1" "$2" "$3")
    [ "$got" = "$4" ] && ok || bad "--dump-cell $1 $2 $3: '$got', not '$4'"
}
expect_cells e4 N moves "c3 c5 d2 d6 f2 f6 g3 g5 "
expect_cells e4 N captures "c3 c5 d2 d6 f2 f6 g3 g5 "
expect_cells a1 N moves "b3 c2 "
expect_cells e2 P moves "e3 e4 "
expect_cells e2 P captures "d3 f3 "
expect_cells e3 P moves "e4 "
expect_cells h8 K moves "g7 g8 h7 "
n=$(dump_cell e4 R moves | wc -w)
[ "$n" -eq 14 ] && ok || bad "--dump-cell e4: rook has $n moves, not 14"
n=$(dump_cell d4 Q moves | wc -w)
[ "$n" -eq 27 ] && ok || bad "--dump-cell d4: queen has $n moves, not 27"
n=$(dump_cell d4 B captures | wc -w)
[ "$n" -eq 13 ] && ok || bad "--dump-cell d4: bishop has $n captures, not 13"
n=$("$moves" --dump-cell e4 | wc -l)
[ "$n" -eq 6 ] && ok || bad "--dump-cell e4: $n pieces, not 6"
got=$("$moves" --variant-file "$tmp.tiny.ini" --dump-cell c3 | grep '^N ')
[ "$got" = "N knight: moves b1 d1 a2 e2 a4 e4 b5 d5; captures b1 d1 a2 e2 a4 e4 b5 d5" ] \
    && ok || bad "--dump-cell on gardner's 5 x 5: '$got'"
err=$("$moves" --dump-cell z9 2>&1 >/dev/null)
[ $? -eq 2 ] && [ "$err" = "vchess-moves: 'z9': no such cell" ] && ok ||
    bad "--dump-cell z9: '$err'"
rm -f "$tmp.tiny.ini" "$tmp.capa.ini" "$tmp.tiny.pgn"
rm -f "$tmp.solo.ini" "$tmp.bad.ini"

expect_status --variant nosuch 2
expect_status --fen 'not a fen' 2
expect_status -- -1
expect_status 99
expect_status x
expect_status
expect_status --variant
expect_status --variant trihexagonal --dump-cell a1/
# --list: the built-ins first (chess, trihexagonal, trumpisten, then
# Fairy-Stockfish's names), then the variants of the files
list=$($perft --list)
[ "$(echo "$list" | head -n 3 | tr '\n' ' ')" = "chess trihexagonal trumpisten " ] &&
    ok || bad "--list begins '$(echo "$list" | head -n 3)'"
echo "$list" | grep -qx capablanca && ok || bad "--list lacks capablanca"
printf '[listed:chess]\n' > "$tmp.listed.ini"
list=$($perft --variant-file "$tmp.listed.ini" --list)
rm -f "$tmp.listed.ini"
[ "$(echo "$list" | tail -n 1)" = "listed" ] && ok ||
    bad "--list ends '$(echo "$list" | tail -n 1)'"
expect_status --list 3
expect_status --list --variant chess
# an option the chosen mode would ignore is refused, not dropped
expect_status --split 1 --threads 2 3
expect_status --merge --fen 8/8/8/8/8/8/8/8
expect_status --count-items --variant chess
expect_status --dump-cell e4 --divide
expect_status --merge --count-items
expect_status --divide --progress 2

dump=$($perft --variant trihexagonal --dump-cell c1)
echo "$dump" | grep -q 'c2/ c2 b2 a2/' && ok || bad "dump-cell c1 lacks its arc"

# --help: usage on stdout, nothing on stderr, status 0; --version: name
# and library version.  An unknown option before --help is still an error.
errfile=${TMPDIR:-/tmp}/check-cli-err.$$
for p in $programs; do
    out=$("$dir/$p" --help 2>"$errfile")
    status=$?
    err=$(cat "$errfile")
    first=$(printf '%s\n' "$out" | head -n 1)
    case $first in "usage: $p "*) u=ok ;; *) u=bad ;; esac
    [ "$status" -eq 0 ] && [ "$u" = ok ] && [ -z "$err" ] && ok ||
        bad "$p --help: status $status, first line '$first', stderr '$err'"
    printf '%s\n' "$out" | grep -q -- '^  --version ' && ok ||
        bad "$p --help does not list --version"
    out=$("$dir/$p" --version 2>&1)
    [ $? -eq 0 ] && [ "$out" = "$p (libvariantchess) $version" ] && ok ||
        bad "$p --version says '$out', not '$p (libvariantchess) $version'"
    "$dir/$p" --nosuch-option --help >/dev/null 2>&1
    [ $? -eq 2 ] && ok || bad "$p --nosuch-option --help is not an error"
done
rm -f "$errfile"
out=$($perft --variant chess --help 2>/dev/null | head -n 1)
case $out in
"usage: vchess-perft "*) ok ;;
*) bad "--help after an option: '$out'" ;;
esac
out=$("$dir/vchess-play" -- --help 2>&1)
[ $? -eq 2 ] && ok || bad "vchess-play -- --help: after --, a move; got '$out'"

# count NEEDLE TEXT: how many times NEEDLE occurs in TEXT.
count() {
    printf '%s\n' "$2" | awk -v n="$1" '{
        s = $0
        while ((i = index(s, n)) > 0) { c++; s = substr(s, i + length(n)) }
    } END { print c + 0 }'
}

# expect_error STDIN PROGRAM NEEDLE KIND ARGS...: status 2, one stderr line
# starting "PROGRAM: " in which NEEDLE (the bad input, quoted) and KIND
# (what is wrong with it; "" for no check) each occur exactly once.
expect_error() {
    input=$1 p=$2 needle=$3 kind=$4
    shift 4
    err=$(printf '%s' "$input" | "$dir/$p" "$@" 2>&1 >/dev/null)
    status=$?
    lines=$(printf '%s\n' "$err" | grep -c .)
    n=$(count "$needle" "$err")
    k=1
    [ -z "$kind" ] || k=$(count "$kind" "$err")
    case $err in "$p: "*) head=ok ;; *) head=bad ;; esac
    [ "$status" -eq 2 ] && [ "$lines" -eq 1 ] && [ "$head" = ok ] &&
        [ "$n" -eq 1 ] && [ "$k" -eq 1 ] && ok ||
        bad "$p $*: status $status, stderr '$err' (want 2, one line" \
            "naming $needle once and saying '$kind' once)"
}

for p in vchess-perft vchess-board vchess-moves vchess-play; do
    depth=
    [ $p = vchess-perft ] && depth=1
    expect_error "" $p "'xiangqi'" "unknown variant" --variant xiangqi $depth
    expect_error "" $p "'8/8/8'" "FEN" --fen 8/8/8 $depth
    expect_error "" $p "'--frobnicate'" "" --frobnicate
    expect_error "" $p "'--fen'" "" --fen
done
expect_error "" vchess-perft "'xyzzy'" "DEPTH" xyzzy
expect_error "" vchess-perft "'31415'" "DEPTH" 31415
expect_error "" vchess-perft "'7'" "" 1 7
expect_error "" vchess-play "'e2e5'" "illegal move" e2e5
expect_error "" vchess-play "'Kf3'" "illegal move" e4 e5 Kf3
expect_error "" vchess-play "move 3" "" e4 e5 Kf3
expect_error "" vchess-play "'zz9'" "" zz9

# FIDE 9.2: the third occurrence of the start position can be claimed, the
# game goes on.
out=$("$dir/vchess-play" Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 2>&1)
printf '%s\n' "$out" | grep -qx 'result \* none' &&
    printf '%s\n' "$out" | grep -qx 'claim repetition' && ok ||
    bad "vchess-play: no 'claim repetition' after three occurrences: $out"
out=$("$dir/vchess-play" Nf3 Nf6 Ng1 Ng8 2>&1)
printf '%s\n' "$out" | grep -q '^claim' &&
    bad "vchess-play: a claim after two occurrences: $out" || ok
expect_error "" vchess-board "'zz9'" "no such cell" --highlight e2,zz9
expect_error "" vchess-board "'e4'" "" --moves-from e4
expect_error '[Variant "xiangqi"]

1. e4 *
' vchess-pgn "'xiangqi'" "unknown variant" -
expect_error '1. e2e5 *
' vchess-pgn "'e2e5'" "illegal move"
expect_error "" vchess-pgn "/no/such/file.pgn" "" /no/such/file.pgn
expect_error "" vchess-pgn "/no/such/b.pgn" "" /no/such/b.pgn

# Every game of every file, one FEN per game; an error names the line and
# column in its file.  Fool's mate and 1. e4 by hand (the en passant cell
# written after every double step, as the PGN standard's FEN does).
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-cli.XXXXXX")
printf '[Event "a"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event "b"]\n\n1. e4 *\n' \
    > "$tmp/two.pgn"
printf '1. d4 *\n' > "$tmp/one.pgn"
out=$("$dir/vchess-pgn" "$tmp/two.pgn" "$tmp/one.pgn")
want='rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1'
[ "$out" = "$want" ] && ok || bad "vchess-pgn two files: got '$out'"
printf '1. e4 e5 *\n\n1. e4 e5\n2. Ke3 *\n' > "$tmp/bad.pgn"
err=$("$dir/vchess-pgn" "$tmp/bad.pgn" 2>&1 >/dev/null)
case $err in *"bad.pgn:4:4:"*) ok ;; *) bad "vchess-pgn: want bad.pgn:4:4, got '$err'" ;; esac

# vchess-define: each display key one warning, the definition back, and
# perft 1-3 as Fairy-Stockfish counts the page (tests/diagrams/perft.txt);
# its output loads again and counts the same.
define=$dir/vchess-define
page=${top_srcdir:-.}/tests/diagrams/capablanca.txt
out=$("$define" "$page" 2>/dev/null)
n=$(printf '%s\n' "$out" | grep -c "^# warning: .*display only")
[ "$n" -eq 9 ] && ok || bad "vchess-define: $n display warnings, not 9"
printf '%s\n' "$out" | grep -qx '# perft 3 25228' && ok ||
    bad "vchess-define: no '# perft 3 25228' in '$out'"
printf '%s\n' "$out" > "$tmp/again.ini"
"$define" --depth 2 "$tmp/again.ini" | grep -qx '# perft 2 784' && ok ||
    bad "vchess-define: its own output does not load and count again"
"$define" --depth 0 --svg "$tmp/start.svg" "$page" >/dev/null &&
    grep -q '<svg' "$tmp/start.svg" && ok || bad "vchess-define --svg"
# A malformed line: status 2, one line naming the file's line and column;
# the same for a Diagram's stray word and a refused key.
printf '[x:chess]\nmaxRank 8\n' > "$tmp/bad.ini"
expect_error "" vchess-define "bad.ini:2:1:" "expected 'key = value'" \
    "$tmp/bad.ini"
printf 'files=8 ranks=8\nking:K:K:king:e1 oops\n' > "$tmp/bad.txt"
expect_error "" vchess-define "bad.txt:2:18:" "expected key=value" \
    "$tmp/bad.txt"
printf 'files=8 maxPromote=1 king:K:K:king:e1\n' > "$tmp/bad.txt"
expect_error "" vchess-define "bad.txt:1:9:" "not supported" "$tmp/bad.txt"
expect_error "" vchess-define "'9'" "--depth" --depth 9 "$page"
rm -rf "$tmp"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
