#!/bin/sh
# test_installed.sh - the Python binding works as installed by `make
# install': the package from the configured Python site directory finds
# the installed shared library by itself (find_library, with
# LD_LIBRARY_PATH pointing at $libdir, VARIANTCHESS_LIBRARY unset), and the
# binding's tests pass against both.
#
# Two ways to run it:
#   * from `make installcheck' (so `make check-install' and `make
#     distcheck'), with DESTDIR (may be empty), pythondir, libdir and PYTHON
#     in the environment: checks the installation that is there;
#   * by hand: `sh bindings/python/tests/test_installed.sh [BUILDDIR]'
#     runs `make install DESTDIR=<scratch dir>' in BUILDDIR (default: the
#     current directory), checks it, and removes the scratch directory.
# Exit status 0 on success, 1 on failure; when there is no Python or no
# shared library it says SKIP and exits 77 by hand, 0 under installcheck.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
PYTHON=${PYTHON:-python3}
installcheck=no
test -n "${pythondir:-}" && test -n "${libdir:-}" && installcheck=yes

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

skip() {
    echo "SKIP: $*"
    if test $installcheck = yes; then exit 0; else exit 77; fi
}

if test "$PYTHON" = ":" || ! command -v "$PYTHON" > /dev/null 2>&1; then
    skip "no Python interpreter (PYTHON=$PYTHON)"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-pyinstall.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

if test $installcheck = yes; then
    dest=${DESTDIR:-}
    site=$dest$pythondir
    lib=$dest$libdir
else
    builddir=${1:-.}
    if ! ${MAKE:-make} -C "$builddir" install DESTDIR="$tmp/root" \
        > "$tmp/install.log" 2>&1; then
        cat "$tmp/install.log" >&2
        fail "make install DESTDIR=$tmp/root"
    fi
    init=$(find "$tmp/root" -path '*/variantchess/__init__.py' | head -n 1)
    so=$(find "$tmp/root" -name 'libvariantchess.so*' | head -n 1)
    test -n "$init" || fail "make install installed no variantchess package"
    test -n "$so" || fail "make install installed no libvariantchess.so"
    site=$(dirname "$(dirname "$init")")
    lib=$(dirname "$so")
fi

test -f "$site/variantchess/__init__.py" ||
    fail "no variantchess package in $site"
if ! ls "$lib"/libvariantchess.so* > /dev/null 2>&1; then
    skip "no shared library in $lib (--disable-shared?)"
fi

# Only the installed tree: no source tree on the path, no explicit library,
# no byte-code written into the installation (uninstall must leave nothing).
unset VARIANTCHESS_LIBRARY top_builddir
PYTHONPATH=$site
LD_LIBRARY_PATH=$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
VARIANTCHESS_TEST_INSTALLED=1
PYTHONDONTWRITEBYTECODE=1
export PYTHONPATH LD_LIBRARY_PATH VARIANTCHESS_TEST_INSTALLED \
    PYTHONDONTWRITEBYTECODE

cd "$tmp"
"$PYTHON" - "$site" "$lib" <<'EOF' || fail "importing the installed package"
import os, sys
import variantchess
site, lib = (os.path.realpath(p) for p in sys.argv[1:])
package = os.path.realpath(os.path.dirname(variantchess.__file__))
if os.path.dirname(package) != site:
    sys.exit("variantchess imported from %s, not from %s" % (package, site))
if os.path.exists("/proc/self/maps"):  # Linux: which file is mapped
    with open("/proc/self/maps") as maps:
        loaded = set(line.split()[-1] for line in maps
                     if "libvariantchess" in line)
    if not loaded or any(os.path.dirname(os.path.realpath(p)) != lib
                         for p in loaded):
        sys.exit("loaded %s, not the library in %s" % (sorted(loaded), lib))
print("installed variantchess %s in %s, library %s (%s)"
      % (variantchess.__version__, package, variantchess.LIBRARY_PATH,
         variantchess.library_version()))
EOF
"$PYTHON" -m unittest discover -s "$here" -p 'test_*.py' ||
    fail "the binding's tests against the installed tree"
echo "PASS: the Python binding works from $site"
