#!/bin/sh
# test_system_install.sh - on Debian, `./configure && make && make
# install' (prefix /usr/local) with the system python3 lets
# `python3 -c "import variantchess"' work with no environment variable;
# then `make uninstall'.  It installs into the real /usr/local, so it runs
# only as root with CI=true (CI's throw-away machine) or
# VCHESS_SYSTEM_INSTALL=yes.
#
#   sh bindings/python/tests/test_system_install.sh SRCDIR
#
# SRCDIR is an unconfigured source tree with a configure script.  The
# build sees only the system's PATH (no pyenv or virtualenv python3).
# Exit 0 pass, 77 skip, 1 fail.
set -eu

src=$(cd "$1" && pwd)
if test "${CI:-}" != true && test "${VCHESS_SYSTEM_INSTALL:-}" != yes; then
    echo "SKIP: installs into /usr/local; set VCHESS_SYSTEM_INSTALL=yes"
    exit 77
fi
test "$(id -u)" = 0 || { echo "SKIP: not root"; exit 77; }
test -x /usr/bin/python3 || { echo "SKIP: no /usr/bin/python3"; exit 77; }

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-system.XXXXXX")
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
export PATH
cleanup() {
    make -C "$tmp/build" uninstall > /dev/null 2>&1 || true
    rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
mkdir "$tmp/build"
cd "$tmp/build"
"$src/configure" --disable-static > configure.log 2>&1 ||
    { cat configure.log >&2; fail configure; }
grep 'Python package:' configure.log
make -j2 > build.log 2>&1 || { cat build.log >&2; fail make; }
make install > install.log 2>&1 || { cat install.log >&2; fail install; }
grep 'variantchess: Python package in' install.log
site=$(sed -n 's/^variantchess: Python package in \(.*\), library.*/\1/p' \
    install.log)

cd /
env -i PATH=/usr/bin:/bin python3 -c '
import variantchess
print("imported", variantchess.__file__, "library",
      variantchess.LIBRARY_PATH)
assert variantchess.Game().perft(2) == 400' ||
    fail "python3 -c 'import variantchess' after make install"
make -C "$tmp/build" uninstall > /dev/null 2>&1 || fail "make uninstall"
env -i PATH=/usr/bin:/bin python3 -c 'from variantchess import Game' \
    2> /dev/null && fail "variantchess still importable after make uninstall"
test ! -e "$site" || fail "make uninstall left $site"
echo "PASS: make install into /usr/local is importable by python3"
