#!/bin/sh
# localise-archive.sh ARCHIVE - leave only vchess_* names global in a static
# library: its members are linked into one relocatable object ($LD -r), in
# which $OBJCOPY makes every other defined symbol local; ARCHIVE is then
# that one object.
#
# Why: the library's internal functions and tables are vc_* and global
# across its objects.  Hidden visibility keeps them out of the shared
# library, but means nothing to a static link, where a program's own
# vc_perft would take the place of the library's (or clash with it).
# Inside the one object the library's own references are resolved to its
# own definitions, which no other object then sees.  Not all of them are
# hidden (the target_clones functions of lib/count.c are default-visibility
# ifuncs), so the names kept global are listed: those starting vchess_.
#
# Run by make (Makefile.am, after libtool has made lib/libvariantchess.la)
# and by configure, which tries it on a small archive first.  Running it
# again on its own result changes nothing.
# Environment: LD, OBJCOPY, NM, AR, RANLIB (the tools configure found).
# Exit: 0 done, 1 failed (ARCHIVE unchanged).
set -u

if test $# -ne 1; then
    echo "usage: $0 ARCHIVE" >&2
    exit 1
fi
archive=$1
LD=${LD:-ld}
OBJCOPY=${OBJCOPY:-objcopy}
NM=${NM:-nm}
AR=${AR:-ar}
RANLIB=${RANLIB:-ranlib}

fail() {
    echo "$0: $archive: $*" >&2
    exit 1
}

tmp=$archive.localise
rm -rf "$tmp"
mkdir "$tmp" || fail "cannot make $tmp"
trap 'rm -rf "$tmp"' EXIT INT TERM

# All the members, whatever their names (two may share one), into one
# object named after the archive (libvariantchess.o).
base=${archive##*/}
obj=$tmp/${base%.a}.o
$LD -r -o "$obj" --whole-archive "$archive" || fail "$LD -r failed"

$NM -g "$obj" > "$tmp/nm" || fail "$NM failed"
awk '{ print $NF }' "$tmp/nm" | grep '^vchess_' | sort -u > "$tmp/keep"
test -s "$tmp/keep" || fail "no vchess_* symbol"
# Section groups go too: their only members are here now, and a group is
# known by its signature's name, local or not (a program's own
# target_clones vc_attacked would have its resolver's group discard the
# library's).
$OBJCOPY --localize-hidden --keep-global-symbols="$tmp/keep" \
    --remove-section=.group "$obj" || fail "$OBJCOPY failed"

$AR cr "$tmp/new.a" "$obj" || fail "$AR failed"
$RANLIB "$tmp/new.a" || fail "$RANLIB failed"
mv -f "$tmp/new.a" "$archive" || fail "cannot replace it"
