#!/bin/sh
# test_prefix_install.sh - `./configure --prefix=DIR && make install' gives
# a package that finds the installed library by itself: only PYTHONPATH
# is set (no VARIANTCHESS_LIBRARY, no LD_LIBRARY_PATH), and configure's
# summary and `make install' print where the package went.
#
#   sh bindings/python/tests/test_prefix_install.sh SRCDIR
#
# SRCDIR is an unconfigured source tree with a configure script (`make
# check-python-install' passes a fresh `make distdir').  Builds in a
# scratch directory.  Exit 0 pass, 1 fail.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$1" && pwd)
PYTHON=${PYTHON:-python3}
MAKE=${MAKE:-make}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-prefix.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
prefix=$tmp/prefix
mkdir "$tmp/build"
cd "$tmp/build"
"$src/configure" --prefix="$prefix" --disable-static PYTHON="$PYTHON" \
    > configure.log 2>&1 || { cat configure.log >&2; fail configure; }
$MAKE -j2 install > install.log 2>&1 || { cat install.log >&2; fail install; }

site=$(sed -n 's/^ *Python package: *\([^ ]*\).*/\1/p' configure.log)
echo "configure: $(grep 'Python package:' configure.log | sed 's/^ *//')"
grep "variantchess: Python package in $site" install.log ||
    fail "make install did not say where the package went"
test -f "$site/variantchess/_install.py" || fail "no _install.py in $site"
# ... and, last, what to do since Python does not look there
grep '^variantchess:' install.log | tail -n 1 | grep "does not look in $site: import with PYTHONPATH=$site" ||
    fail "make install did not say that $PYTHON does not look in $site"

# Nothing but PYTHONPATH: the package finds $prefix/lib by itself.
cd "$tmp"
env -i PATH=/usr/bin:/bin HOME="$tmp" PYTHONPATH="$site" "$PYTHON" -c '
import sys, variantchess
lib = variantchess.LIBRARY_PATH
print("imported", variantchess.__file__, "library", lib)
sys.exit(not lib.startswith(sys.argv[1] + "/lib/"))' "$prefix" ||
    fail "the installed package did not load $prefix/lib's library"
env -i PATH=/usr/bin:/bin HOME="$tmp" PYTHONPATH="$site" \
    VARIANTCHESS_TEST_INSTALLED=1 PYTHONDONTWRITEBYTECODE=1 \
    "$PYTHON" -m unittest discover -s "$here" -p 'test_*.py' ||
    fail "the binding's tests against the --prefix installation"
echo "PASS: --prefix=DIR install works with PYTHONPATH alone"
