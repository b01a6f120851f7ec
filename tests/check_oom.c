/* check_oom.c - running out of memory anywhere: every allocation of a
 * scenario fails in turn, and each time the call reports VCHESS_ENOMEM
 * (or copes), nothing is held afterwards and the objects that lived
 * before are as they were. */
#include "suites.h"
#include "testutil.h"

#include "api/api.h"

#include <stdatomic.h>

static vchess_variant_set *load_set(const char *text)
{
    vchess_variant_set *s = NULL;
    vchess_error e;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t", NULL, &e) == 0,
                  "%s", e.text);
    return s;
}

static const vchess_variant *get(const vchess_variant_set *s,
                                 const char *name)
{
    const vchess_variant *v = NULL;

    ck_assert_int_eq(vchess_variant_set_get(&v, s, name, NULL), 0);
    return v;
}

/* A game of a loaded variant whose creation fails at allocation n
 * leaves the variant with the set's one reference. */
static int create_failing(const vchess_variant *v, long n)
{
    struct tu_failing f;
    vchess_game_options o = VCHESS_GAME_OPTIONS_INIT;
    vchess_game *g = NULL;
    int rc, refs;

    tu_failing_init(&f, n);
    o.allocator = &f.alloc;
    rc = vchess_game_create(&g, v, NULL, &o, NULL);
    ck_assert_msg(rc == 0 || rc == VCHESS_ENOMEM, "allocation %ld: %d", n,
                  rc);
    ck_assert(rc == 0 || g == NULL);
    vchess_game_free(g);
    refs = atomic_load(&v->refs);
    ck_assert_msg(refs == 1, "allocation %ld: %d references", n, refs);
    ck_assert_msg(f.live == 0, "allocation %ld: %ld blocks held", n, f.live);
    return rc;
}

START_TEST(a_failed_game_keeps_its_variant)
{
    vchess_variant_set *s = load_set("[a:chess]\n");
    const vchess_variant *v = get(s, "a");
    long n = 1;

    while (create_failing(v, n) == VCHESS_ENOMEM)
        n++;
    ck_assert_int_gt(n, 2);
    ck_assert_ptr_eq(get(s, "a"), v);
    vchess_variant_set_free(s);
}
END_TEST

Suite *oom_suite(void)
{
    Suite *s = suite_create("oom");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_failed_game_keeps_its_variant);
    suite_add_tcase(s, tc);
    return s;
}
