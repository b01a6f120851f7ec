#!/bin/sh
# test_pip_install.sh - `pip install bindings/python' gives a working
# package: installs it with pip (offline: --no-build-isolation --no-index)
# into a scratch directory and runs the binding's tests against it.
#
#   sh bindings/python/tests/test_pip_install.sh LIBRARY
#
# LIBRARY is the shared library the installed package is to use (default
# $VARIANTCHESS_LIBRARY, e.g. lib/.libs/libvariantchess.so of a built
# tree).  Exit status 0 on success, 77 (skipped) without pip or setuptools,
# 1 on failure.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
PYTHON=${PYTHON:-python3}
VARIANTCHESS_LIBRARY=${1:-${VARIANTCHESS_LIBRARY:-}}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

test -n "$VARIANTCHESS_LIBRARY" ||
    fail "usage: $0 path/to/libvariantchess.so (or set VARIANTCHESS_LIBRARY)"
# Building offline needs setuptools, and wheel unless setuptools >= 70.1.
if ! "$PYTHON" -m pip --version > /dev/null 2>&1 ||
    ! "$PYTHON" -c 'import setuptools
try:
    import setuptools.command.bdist_wheel
except ImportError:
    import wheel' > /dev/null 2>&1; then
    echo "SKIP: $PYTHON lacks pip, setuptools or wheel (Debian: python3-pip)"
    exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-pip.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
# pip builds in place: work on a copy so the source tree stays clean.
cp -R "$here/.." "$tmp/src"
rm -rf "$tmp/src/tests" "$tmp/src/build" "$tmp/src"/*.egg-info
"$PYTHON" -m pip install --quiet --no-build-isolation --no-index \
    --target "$tmp/site" "$tmp/src" || fail "pip install"
test -f "$tmp/site/variantchess/_ffi.py" || fail "pip installed no package"
test ! -e "$tmp/site/tests" || fail "pip installed the tests"

unset top_builddir
PYTHONPATH=$tmp/site
VARIANTCHESS_TEST_INSTALLED=1
export PYTHONPATH VARIANTCHESS_TEST_INSTALLED VARIANTCHESS_LIBRARY
cd "$tmp"
"$PYTHON" -c 'import sys, variantchess
sys.exit(not variantchess.__file__.startswith(sys.argv[1]))' "$tmp/site" ||
    fail "variantchess was not imported from the pip installation"
"$PYTHON" -m unittest discover -s "$here" -p 'test_*.py' ||
    fail "the binding's tests against the pip installation"
echo "PASS: pip install bindings/python works"
