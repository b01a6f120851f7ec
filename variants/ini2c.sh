#!/bin/sh
# ini2c.sh - print a definition text as the lines of a C string literal,
# for lib/fsf_builtin.c to #include: `sh ini2c.sh variants/fsf.ini`.
# Line for line, comments included, so that line numbers agree.
set -e
test $# -eq 1 || { echo "usage: $0 FILE.ini" >&2; exit 2; }
test -r "$1" || { echo "$0: cannot read '$1'" >&2; exit 1; }
sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
    -e 's/^/    "/' -e 's/$/\\n"/' "$1"
