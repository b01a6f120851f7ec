#!/bin/sh
# test_pip_install.sh - `pip install bindings/python' in a fresh virtual
# environment builds the C library into the package, offline, with
# Debian's python3-setuptools, python3-wheel and python3-venv: the venv
# sees them (--system-site-packages), pip gets --no-build-isolation
# --no-index.  No library is installed anywhere else and no variable
# points at one; the binding's tests run against what pip installed.
#
#   sh bindings/python/tests/test_pip_install.sh [SRCDIR]
#
# SRCDIR is the source tree (default: two levels above this directory);
# it is copied first (lib, include, variants, bindings/python), so it stays
# clean.
# Exit 0 pass, 77 skip (no venv, setuptools or wheel), 1 fail.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "${1:-$here/../../..}" && pwd)
PYTHON=${PYTHON:-python3}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

if ! "$PYTHON" -c 'import venv, setuptools
try:
    import setuptools.command.bdist_wheel
except ImportError:
    import wheel' > /dev/null 2>&1; then
    echo "SKIP: $PYTHON lacks venv, setuptools or wheel" \
        "(Debian: python3-venv python3-setuptools python3-wheel)"
    exit 77
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-pip.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp/src/bindings"
cp -R "$src/lib" "$src/include" "$src/variants" "$tmp/src/"
cp -R "$src/bindings/python" "$tmp/src/bindings/"
find "$tmp/src" \( -name '*.o' -o -name '*.lo' -o -name '*.la' -o \
    -name .libs -o -name .deps -o -name build -o -name '*.egg-info' -o \
    -name __pycache__ \) -prune -exec rm -rf {} +

"$PYTHON" -m venv --system-site-packages "$tmp/venv" || fail "venv"
"$tmp/venv/bin/python" -m pip install --quiet --no-build-isolation \
    --no-index "$tmp/src/bindings/python" || fail "pip install"

cd "$tmp"
unset VARIANTCHESS_LIBRARY LD_LIBRARY_PATH PYTHONPATH top_builddir
"$tmp/venv/bin/python" -c '
import os, sys, variantchess
package = os.path.dirname(variantchess.__file__)
print("imported", package, "library", variantchess.LIBRARY_PATH)
sys.exit(not (package.startswith(sys.argv[1]) and
              variantchess.LIBRARY_PATH.startswith(package)))' "$tmp/venv" ||
    fail "pip's package does not carry its own library"
VARIANTCHESS_TEST_INSTALLED=1 PYTHONDONTWRITEBYTECODE=1 \
    "$tmp/venv/bin/python" -m unittest discover -s "$here" -p 'test_*.py' ||
    fail "the binding's tests against the pip installation"
echo "PASS: pip install bindings/python builds and ships the library"
