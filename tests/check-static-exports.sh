#!/bin/sh
# check-static-exports.sh - the static library defines no global symbol but
# vchess_* ones, so that a program statically linked with it may have names
# of its own that the library uses inside (vc_perft, ...).
#
# Checked on the archive ($1, default the built lib/.libs/libvariantchess.a):
#   * every defined global symbol $NM lists (T, D, B, R, W, i, ...) starts
#     with vchess_;
#   * a program that defines vc_perft, with a meaning of its own, links
#     with the archive, counts chess perft 3 = 8902 through the API and
#     still has its own vc_perft (with libtool's archive as it was, the
#     library called the program's vc_perft and counted 42 nodes);
#   * so does one that also defines vc_text_init and vc_builtin_names
#     (with libtool's archive: multiple definitions, no program), and one
#     with a target_clones vc_attacked, where $CC has target_clones (with
#     the resolver's section group left in: a discarded section, no
#     program).
# Environment (set by make check, and by make installcheck, which names the
# installed archive): top_srcdir, top_builddir, NM, CC, CFLAGS, LDFLAGS,
# PTHREAD_CFLAGS, PTHREAD_LIBS, and VCHESS_STATIC_LOCALISED (no when
# configure could not localise the archive: no objcopy, no ld -r).
# Exit: 0 pass, 1 fail, 77 skip (no static library, e.g. --disable-static,
# or not localised).
set -u

srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
lib=${1:-$builddir/lib/.libs/libvariantchess.a}
nm_cmd=${NM:-nm}
CC=${CC:-cc}

if test ! -f "$lib"; then
    echo "SKIP: $lib not built (--disable-static)"
    exit 77
fi
if test "${VCHESS_STATIC_LOCALISED:-yes}" = no; then
    echo "SKIP: configure could not localise the archive (no objcopy, or" \
        "ld -r or objcopy failed): $lib is as libtool made it"
    exit 77
fi

tmp=${TMPDIR:-/tmp}/check-static-exports.$$
mkdir "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

status=0

# Defined global symbols of every member (nm's member headers have one
# field, undefined symbols two).
if ! $nm_cmd -g --defined-only "$lib" > "$tmp/nm"; then
    echo "FAIL: $nm_cmd -g --defined-only $lib"
    exit 1
fi
awk 'NF >= 3 { print $NF }' "$tmp/nm" | sort -u > "$tmp/global"
grep -v '^vchess_' "$tmp/global" > "$tmp/extra"
if test -s "$tmp/extra"; then
    echo "FAIL: global symbols of $lib not named vchess_*" \
        "($(wc -l < "$tmp/extra") of $(wc -l < "$tmp/global")):"
    sed 's/^/  /' "$tmp/extra"
    status=1
fi
if ! test -s "$tmp/global"; then
    echo "FAIL: no global symbol at all in $lib"
    status=1
fi

# Programs with vc_ names of their own, linked with the archive: vc_perft
# alone, a function of another signature (the library's member perft.o
# defines nothing else, so libtool's archive gave the library this one);
# then with a function of a name the library's text helpers use and an
# array of the name of one of its data tables; then with vc_attacked, a
# target_clones function as the library's is (its resolver's section group
# is known by name), where the compiler has target_clones.
cat > "$tmp/clash.c" <<'EOC'
#include <inttypes.h>
#include <stdio.h>
#include <variantchess.h>

int vc_perft(void);

int vc_perft(void)
{
    return 42;
}

#ifdef MORE_NAMES
int vc_text_init(int x);
extern const char vc_builtin_names[];

int vc_text_init(int x)
{
    return x + 1;
}

const char vc_builtin_names[] = "the program's own";
#endif

#ifdef CLONED_NAME
int vc_attacked(unsigned long long x);

__attribute__((target_clones("popcnt", "default")))
int vc_attacked(unsigned long long x)
{
    return __builtin_popcountll(x) + 100;
}
#endif

int main(void)
{
    vchess_game *g = NULL;
    uint64_t nodes = 0;
    int rc;

    rc = vchess_game_new(&g, "chess", NULL);
    if (rc == 0)
        rc = vchess_game_perft(&nodes, g, 3);
    vchess_game_free(g);
    if (rc != 0 || nodes != 8902) {
        printf("chess perft 3: %s, %" PRIu64 " nodes, not 8902\n",
               vchess_strerror(rc), nodes);
        return 1;
    }
    if (vc_perft() != 42) {
        printf("the program's vc_perft is not its own\n");
        return 1;
    }
#ifdef MORE_NAMES
    if (vc_text_init(1) != 2 || vc_builtin_names[0] != 't') {
        printf("the program's vc_text_init, vc_builtin_names are not its own\n");
        return 1;
    }
#endif
#ifdef CLONED_NAME
    if (vc_attacked(3) != 102) {
        printf("the program's vc_attacked is not its own\n");
        return 1;
    }
#endif
    return 0;
}
EOC
ran=0
for names in vc_perft "vc_perft vc_text_init vc_builtin_names" \
    "vc_perft vc_attacked"; do
    case $names in
    *vc_text_init*) define=-DMORE_NAMES ;;
    *vc_attacked*) define=-DCLONED_NAME ;;
    *) define= ;;
    esac
    # shellcheck disable=SC2086
    if test "$define" = -DCLONED_NAME &&
        ! $CC $define -I"$srcdir/include" ${CFLAGS:-} -c -o "$tmp/clash.o" \
            "$tmp/clash.c" > /dev/null 2>&1; then
        echo "(no target_clones in $CC: not tried with $names)"
        continue
    fi
    rm -f "$tmp/clash"
    # shellcheck disable=SC2086
    if ! $CC $define -I"$srcdir/include" ${CFLAGS:-} ${PTHREAD_CFLAGS:-} \
        ${LDFLAGS:-} -o "$tmp/clash" "$tmp/clash.c" "$lib" ${PTHREAD_LIBS:-} \
        > "$tmp/cc.log" 2>&1; then
        echo "FAIL: a program defining $names does not link with $lib:"
        sed -e 's/^/  /' -e 20q "$tmp/cc.log"
        status=1
    elif ! "$tmp/clash" > "$tmp/run.log" 2>&1; then
        echo "FAIL: a program defining $names, linked with $lib:"
        sed 's/^/  /' "$tmp/run.log"
        status=1
    else
        ran=$((ran + 1))
    fi
done

if test "$status" -eq 0; then
    echo "PASS: $(wc -l < "$tmp/global") global symbols in $lib, all" \
        "vchess_*; $ran programs with their own vc_perft, ... count" \
        "perft 3 = 8902"
fi
exit $status
