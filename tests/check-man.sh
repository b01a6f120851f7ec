#!/bin/sh
# check-man.sh - every installed program has a manual page that agrees with
# the program:
#   * each program of bin_PROGRAMS in Makefile.am has docs/man/NAME.1, and
#     Makefile.am installs it (dist_man1_MANS);
#   * the page's SYNOPSIS forms equal, in order, the usage lines that
#     `NAME --help' prints (so the two cannot drift apart);
#   * the page has the sections NAME, SYNOPSIS, DESCRIPTION, OPTIONS,
#     EXIT STATUS, EXAMPLES and SEE ALSO, and OPTIONS lists --help and
#     --version;
#   * groff renders it without a warning (skipped without groff).
# Prints "N passed, N failed" and exits non-zero on any failure.
srcdir=${top_srcdir:-.}
dir=${VCHESS_EXAMPLES_DIR:-examples}
am=$srcdir/Makefile.am
pass=0
fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# The names in a "VARIABLE = \ ..." list of Makefile.am, one a line.
am_list() {
    sed -n "/^$1 *=/,/[^\\\\]\$/p" "$am" | tr ' \t\\=' '\n\n\n\n' |
        grep -v -e "^$1\$" -e '^$'
}

# The SYNOPSIS forms of man page $1, one a line: .SY starts a form, .OP
# adds "[OPTION ARG]", font macros add their arguments (joined without
# spaces for the alternating ones), .YS ends it; escapes are removed.
man_synopsis() {
    sed -n '/^\.SH SYNOPSIS/,/^\.SH /p' "$1" | awk '
        function add(s) { form = form == "" ? s : form " " s }
        function args(from, sep,   s, i) {
            s = ""
            for (i = from; i <= NF; i++) s = s (i > from ? sep : "") $i
            return s
        }
        /^\.SY / { form = ""; add(args(2, " ")); next }
        /^\.OP / { add("[" args(2, " ") "]"); next }
        /^\.(B|I|R) / { add(args(2, " ")); next }
        /^\.(BI|BR|IB|IR|RB|RI) / { add(args(2, "")); next }
        /^\.YS/ { print form; form = ""; next }
        /^\./ { next }
        { add($0) }
    ' | sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\&//g' -e 's/\\~/ /g' \
        -e 's/  */ /g'
}

# The usage forms of `$1 --help', one a line: "usage: " and "   or: " start
# a form, other lines up to the first empty one continue it.
help_synopsis() {
    "$dir/$1" --help | awk '
        /^$/ { exit }
        /^usage: / || /^   or: / {
            if (form != "") print form
            form = substr($0, 8); next
        }
        { sub(/^ +/, ""); form = form " " $0 }
        END { if (form != "") print form }
    ' | sed -e 's/  */ /g'
}

programs=$(am_list bin_PROGRAMS | sed 's|^examples/||')
pages=$(am_list dist_man1_MANS)
[ -n "$programs" ] && ok || bad "no bin_PROGRAMS found in $am"
command -v groff >/dev/null 2>&1 && have_groff=yes ||
    echo "SKIP: groff is not installed; pages are not rendered"

for p in $programs; do
    page=$srcdir/docs/man/$p.1
    if [ ! -f "$page" ]; then
        bad "$p has no manual page docs/man/$p.1"
        continue
    fi
    printf '%s\n' $pages | grep -qx "docs/man/$p.1" && ok ||
        bad "docs/man/$p.1 is not in dist_man1_MANS"
    want=$(help_synopsis "$p")
    got=$(man_synopsis "$page")
    [ -n "$want" ] && [ "$got" = "$want" ] && ok ||
        bad "$p: SYNOPSIS of $p.1 is
$got
but $p --help says
$want"
    for s in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" EXAMPLES \
        "SEE ALSO"; do
        grep -q "^\\.SH \"*$s\"*\$" "$page" && ok || bad "$p.1 lacks $s"
    done
    for o in help version; do
        sed -n '/^\.SH OPTIONS/,/^\.SH /p' "$page" |
            grep -q "^\\.B \\\\-\\\\-$o\$" && ok ||
            bad "OPTIONS of $p.1 lacks --$o"
    done
    if [ "$have_groff" = yes ]; then
        warn=$(groff -man -Tutf8 -ww -z "$page" 2>&1)
        [ -z "$warn" ] && ok || bad "groff warns about $p.1: $warn"
    fi
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
