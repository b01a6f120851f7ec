#!/bin/sh
# check-exports.sh - the dynamic symbols defined by the built shared library
# are exactly the functions declared with VCHESS_EXPORT in the public header.
#
# Convention relied on: each exported declaration starts a line with
# VCHESS_EXPORT and has the function name before the first '(' on that line.
# Environment (set by make check): top_srcdir, top_builddir, NM.
# Exit: 0 pass, 1 fail, 77 skip (no shared library, e.g. --disable-shared).
set -u

srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
header=$srcdir/include/variantchess.h
lib=$builddir/lib/.libs/libvariantchess.so
nm_cmd=${NM:-nm}

if test ! -f "$lib"; then
    echo "SKIP: $lib not built (static-only build)"
    exit 77
fi

tmp=${TMPDIR:-/tmp}/check-exports.$$
mkdir "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

# Declared: the identifier just before the first '(' of each line that
# starts with VCHESS_EXPORT.
grep '^VCHESS_EXPORT' "$header" | sed -e 's/(.*//' \
    -e 's/.*[^A-Za-z0-9_]\([A-Za-z_][A-Za-z0-9_]*\)[ 	]*$/\1/' |
    sort -u > "$tmp/declared"
ndecl=$(grep -c '^VCHESS_EXPORT' "$header")
if test "$ndecl" -ne "$(wc -l < "$tmp/declared")"; then
    echo "FAIL: $ndecl VCHESS_EXPORT lines in $header but" \
        "$(wc -l < "$tmp/declared") distinct names read from them"
    exit 1
fi

# Exported: every defined dynamic symbol except absolute ones (version
# nodes), with any @VERSION suffix removed.
$nm_cmd -D --defined-only "$lib" |
    awk 'NF >= 3 && $2 != "A" { sub(/@.*/, "", $3); print $3 }' |
    sort -u > "$tmp/exported"

status=0
extra=$(comm -13 "$tmp/declared" "$tmp/exported")
missing=$(comm -23 "$tmp/declared" "$tmp/exported")
if test -n "$extra"; then
    echo "FAIL: exported by $lib but not declared VCHESS_EXPORT in the header:"
    echo "$extra" | sed 's/^/  /'
    status=1
fi
if test -n "$missing"; then
    echo "FAIL: declared VCHESS_EXPORT in the header but not exported" \
        "(undefined, static, or missing VCHESS_EXPORT/VCHESS_BUILDING):"
    echo "$missing" | sed 's/^/  /'
    status=1
fi
if test "$status" -eq 0; then
    echo "PASS: $(wc -l < "$tmp/exported") exported symbols match the header"
fi
exit $status
