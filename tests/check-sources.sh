#!/bin/sh
# check-sources.sh - the build knows every source file, and only files that
# exist: catches a new lib/*/*.c that is never compiled, a header missing
# from the tarball, a test that never runs, a Check suite not in the runner.
#
# Checked in $top_srcdir:
#   * each lib/*/*.[ch], examples/*.[ch], tests/*.{c,h,cpp,sh,py},
#     tests/ref/*.py, bindings/python/variantchess/*.py and
#     bindings/python/tests/*.{py,sh} is named in Makefile.am, and so is
#     each build script lib/*.sh;
#   * each such path named in Makefile.am exists;
#   * each `Suite *NAME_suite(void)' defined in tests/check_*.c is in the
#     table of tests/check_main.c, and each entry there is defined.
# Exit: 0 pass, 1 fail.
set -u

srcdir=${top_srcdir:-.}
am=$srcdir/Makefile.am
tmp=${TMPDIR:-/tmp}/check-sources.$$
mkdir "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

# Paths named in Makefile.am (comments removed).
# shellcheck disable=SC2020
sed 's/#.*//' "$am" | tr ' \t\\=' '\n\n\n\n' |
    grep -E '^(lib|examples|tests|bindings/python)/[A-Za-z0-9_./-]+\.(c|h|cpp|sh|py)$' |
    sort -u > "$tmp/named"

# Source files on disk.
(
    cd "$srcdir" || exit 1
    for f in lib/*/*.c lib/*/*.h examples/*.c examples/*.h tests/*.c tests/*.h \
        tests/*.cpp tests/*.sh tests/*.py tests/ref/*.py tests/fuzz/*.c \
        tests/fuzz/*.h \
        bindings/python/variantchess/*.py bindings/python/tests/*.py \
        bindings/python/tests/*.sh lib/*.sh; do
        test -f "$f" && echo "$f"
    done
) | sort -u > "$tmp/present"

status=0
unnamed=$(comm -13 "$tmp/named" "$tmp/present")
missing=$(comm -23 "$tmp/named" "$tmp/present")
if test -n "$unnamed"; then
    echo "FAIL: files not named in Makefile.am (add them to a _SOURCES,"
    echo "      noinst_HEADERS, TESTS, PY_TESTS or EXTRA_DIST list):"
    echo "$unnamed" | sed 's/^/  /'
    status=1
fi
if test -n "$missing"; then
    echo "FAIL: named in Makefile.am but missing from the tree:"
    echo "$missing" | sed 's/^/  /'
    status=1
fi

# Check suites: defined vs registered in the runner.
sed -n 's/^Suite \*\([A-Za-z0-9_]*_suite\)(void).*/\1/p' \
    "$srcdir"/tests/check_*.c | sort -u > "$tmp/defined"
sed -n 's/^ *{"[^"]*", *\([A-Za-z0-9_]*_suite\)},.*/\1/p' \
    "$srcdir/tests/check_main.c" | sort -u > "$tmp/registered"
unregistered=$(comm -23 "$tmp/defined" "$tmp/registered")
undefined=$(comm -13 "$tmp/defined" "$tmp/registered")
if test -n "$unregistered"; then
    echo "FAIL: suites defined but not in tests/check_main.c (and suites.h):"
    echo "$unregistered" | sed 's/^/  /'
    status=1
fi
if test -n "$undefined"; then
    echo "FAIL: suites in tests/check_main.c that no tests/check_*.c defines:"
    echo "$undefined" | sed 's/^/  /'
    status=1
fi

if test "$status" -eq 0; then
    echo "PASS: $(wc -l < "$tmp/present") source files, $(wc -l < "$tmp/defined") suites, all known to the build"
fi
exit $status
