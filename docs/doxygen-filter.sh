#!/bin/sh
# doxygen-filter.sh FILE - print FILE with its plain C comments turned into
# Doxygen comments, so that `make doc' builds the API reference from the
# header's comments as they are written: the first comment documents the
# file, a comment on a line of its own the declaration after it, and a
# comment after code on the same line that code.
exec awk '
    NR == 1 && /^\/\*([^*]|$)/ { sub(/^\/\*/, "/** @file"); print; next }
    /^[ \t]*\/\*([^*]|$)/ { sub(/\/\*/, "/**") }
    /[^ \t\/][ \t]*\/\*([^*]|$)/ { sub(/\/\*/, "/**<") }
    { print }
' "$1"
