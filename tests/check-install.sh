#!/bin/sh
# check-install.sh - an installed libvariantchess is usable: pkg-config
# finds it, a program builds against the installed header and library only,
# and it runs with the installed shared library; so does the C example of
# README.md; the installed vchess-perft runs too; every program has its
# manual page under $mandir/man1, and LICENSE and the rules are under
# $docdir.
#
# Run by `make installcheck' (so by `make distcheck' and `make
# check-install'), with DESTDIR, prefix, libdir, includedir, bindir,
# mandir, docdir, bin_programs (bin_PROGRAMS), PKG_CONFIG, CC, EXEEXT,
# PACKAGE_VERSION and README in the environment.
set -eu

dest=${DESTDIR:-}
: "${libdir:?}" "${includedir:?}" "${bindir:?}" "${PACKAGE_VERSION:?}"
: "${mandir:?}" "${docdir:?}" "${bin_programs:?}"
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
CC=${CC:-cc}
EXEEXT=${EXEEXT:-}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

test -f "$dest$includedir/variantchess.h" ||
    fail "$dest$includedir/variantchess.h not installed"
test -f "$dest$libdir/pkgconfig/variantchess.pc" ||
    fail "$dest$libdir/pkgconfig/variantchess.pc not installed"
for h in board.h api.h position.h; do
    test ! -f "$dest$includedir/$h" || fail "internal header $h installed"
done

for p in $bin_programs; do
    page=$dest$mandir/man1/${p##*/}.1
    test -f "$page" || fail "manual page $page not installed"
done
for f in LICENSE rules/chess.md rules/trihexagonal.md rules/trumpisten.md \
    rules/trihexagonal-board.png; do
    test -f "$dest$docdir/$f" || fail "$dest$docdir/$f not installed"
done

# pkg-config prefixes -I/-L paths with the sysroot, i.e. DESTDIR.
PKG_CONFIG_PATH=$dest$libdir/pkgconfig
PKG_CONFIG_SYSROOT_DIR=$dest
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
test "$($PKG_CONFIG --modversion variantchess)" = "$PACKAGE_VERSION" ||
    fail "pkg-config --modversion variantchess is not $PACKAGE_VERSION"
cflags=$($PKG_CONFIG --cflags variantchess)
libs=$($PKG_CONFIG --libs variantchess)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vchess-installcheck.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
cat > "$tmp/t.c" <<'EOC'
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <variantchess.h>

int main(int argc, char **argv)
{
    vchess_game *g = NULL;
    uint64_t nodes = 0;
    int rc;

    if (argc != 2 || strcmp(argv[1], vchess_version_string()) != 0 ||
        vchess_version() != VCHESS_VERSION_NUMBER) {
        fprintf(stderr, "version mismatch: %s\n", vchess_version_string());
        return 1;
    }
    rc = vchess_game_new(&g, "chess", NULL);
    if (rc == 0)
        rc = vchess_game_perft(&nodes, g, 2);
    vchess_game_free(g);
    if (rc != 0 || nodes != 400) {
        fprintf(stderr, "perft: %s, %" PRIu64 " nodes\n",
                vchess_strerror(rc), nodes);
        return 1;
    }
    printf("installed libvariantchess %s: perft(2) = %" PRIu64 "\n",
           vchess_version_string(), nodes);
    return 0;
}
EOC
# shellcheck disable=SC2086
$CC $cflags -o "$tmp/t$EXEEXT" "$tmp/t.c" $libs ||
    fail "cannot build against the installed library"
LD_LIBRARY_PATH=$dest$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
"$tmp/t$EXEEXT" "$PACKAGE_VERSION" || fail "program against installed library"
# The README's C example, as a reader would build it.  After 1.e4 there are
# 13160 leaves three plies deep (Stockfish's divide of perft 4 says so).
if test -n "${README:-}"; then
    awk '/^```c$/ { on = 1; next } /^```/ { if (on) exit } on' "$README" \
        > "$tmp/ex.c"
    # shellcheck disable=SC2086
    $CC $cflags -o "$tmp/ex$EXEEXT" "$tmp/ex.c" $libs ||
        fail "cannot build the README's C example"
    "$tmp/ex$EXEEXT" | grep -qx "success, perft(3) after e2e4 = 13160" ||
        fail "the README's C example prints: $("$tmp/ex$EXEEXT")"
fi
"$dest$bindir/vchess-perft$EXEEXT" --variant chess 1 > /dev/null ||
    fail "installed vchess-perft --variant chess 1"
echo "PASS: installed tree in $dest$libdir works"
