/* check_oom.c - running out of memory anywhere: every allocation of a
 * scenario fails in turn, and each time the call reports VCHESS_ENOMEM
 * (or copes), nothing is held afterwards and the objects that lived
 * before are as they were. */
#include "suites.h"
#include "testutil.h"

#include "api/api.h"

#include <stdatomic.h>
#include <string.h>

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

/* ---- a server's scenario, each allocation failing in turn ------------- */

#define TRY(call)                                                             \
    do {                                                                      \
        int rc_ = (call);                                                     \
        ck_assert_msg(rc_ == 0 || rc_ == VCHESS_ENOMEM, "%s: %d", #call, rc_); \
        if (rc_ < 0)                                                          \
            return rc_;                                                       \
    } while (0)

struct scenario {
    struct tu_failing f;
    vchess_variant_set *set;
    vchess_game *g, *copy, *back;
    vchess_pgn_reader *r;
    vchess_searcher *s;
    char pgn[4096];
};

static int load_and_play(struct scenario *c)
{
    static const char *const moves[] = {"e2e4", "e7e5", "d4f5", "b8c6"};
    vchess_load_options lo = VCHESS_LOAD_OPTIONS_INIT;
    vchess_game_options go = VCHESS_GAME_OPTIONS_INIT;
    const vchess_variant *v = NULL;
    vchess_move m;

    lo.allocator = go.allocator = &c->f.alloc;
    TRY(vchess_variant_set_load_ext(&c->set, "[o:chess]\nkniroo = o\n", "t",
                                    &lo, NULL));
    ck_assert_int_eq(vchess_variant_set_get(&v, c->set, "o", NULL), 0);
    TRY(vchess_game_create(&c->g, v, "rnbqkbnr/pppppppp/8/8/3O4/8/PPPPPPPP/"
                           "RNBQKBNR w KQkq - 0 1", &go, NULL));
    for (size_t i = 0; i < 4; i++) {
        ck_assert_int_eq(vchess_game_parse_move(&m, c->g, moves[i], NULL), 0);
        TRY(vchess_game_push(c->g, m));
    }
    TRY(vchess_game_set_tag(c->g, "White", "a"));
    TRY(vchess_game_set_tag(c->g, "Annotator", "b"));
    return vchess_game_copy(&c->copy, c->g);
}

static int write_and_read(struct scenario *c)
{
    size_t ply = 0;

    ck_assert_int_eq(vchess_game_pgn(c->pgn, sizeof(c->pgn), NULL, c->copy),
                     0);
    TRY(vchess_pgn_reader_create(&c->r, c->pgn, strlen(c->pgn), &c->f.alloc,
                                 NULL));
    ck_assert_int_eq(vchess_pgn_reader_add_variants(c->r, c->set), 0);
    TRY(vchess_pgn_reader_next(&c->back, c->r, NULL));
    ck_assert_int_eq(vchess_game_ply(&ply, c->back), 0);
    ck_assert_uint_eq(ply, 4);
    return 0;
}

static int search_and_count(struct scenario *c)
{
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_perft_options po = VCHESS_PERFT_OPTIONS_INIT;
    vchess_search_info best;
    uint64_t nodes = 0, plain = 0;

    TRY(vchess_searcher_create(&c->s, 0, &c->f.alloc, NULL));
    TRY(vchess_searcher_set_threads(c->s, 2, NULL));
    lim.depth = 2;
    ck_assert_int_eq(vchess_searcher_run(&best, c->s, c->back, &lim, NULL), 0);
    ck_assert_uint_eq(best.depth, 2);
    po.hash_bytes = 1 << 16;
    TRY(vchess_game_perft_deep(&nodes, c->back, 3, &po, NULL));
    ck_assert_int_eq(vchess_game_perft(&plain, c->back, 3), 0);
    ck_assert_uint_eq(nodes, plain);
    return 0;
}

static void scenario_free(struct scenario *c)
{
    vchess_searcher_free(c->s);
    vchess_game_free(c->back);
    vchess_pgn_reader_free(c->r);
    vchess_game_free(c->copy);
    vchess_game_free(c->g);
    vchess_variant_set_free(c->set);
}

/* The scenario with allocation n failing: its status; *calls the
 * allocations it asked for. */
static int run_failing(long n, long *calls)
{
    struct scenario c;
    int rc;

    memset(&c, 0, sizeof(c));
    tu_failing_init(&c.f, n);
    if ((rc = load_and_play(&c)) == 0 && (rc = write_and_read(&c)) == 0)
        rc = search_and_count(&c);
    scenario_free(&c);
    *calls = c.f.calls;
    ck_assert_msg(c.f.live == 0, "allocation %ld failed: %ld blocks held", n,
                  c.f.live);
    return rc;
}

/* Each time: VCHESS_ENOMEM, or (where the library does without the
 * memory, as without line tables) the same results; nothing held. */
START_TEST(each_allocation_of_a_scenario_fails_in_turn)
{
    long calls = 0, ignored, failed = 0;

    ck_assert_int_eq(run_failing(0, &calls), 0);
    ck_assert_int_gt(calls, 20);
    for (long n = 1; n <= calls; n++)
        failed += run_failing(n, &ignored) == VCHESS_ENOMEM;
    ck_assert_int_gt(failed, 50); /* the line tables are the rest */
}
END_TEST

Suite *oom_suite(void)
{
    Suite *s = suite_create("oom");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_failed_game_keeps_its_variant);
    tcase_add_test(tc, each_allocation_of_a_scenario_fails_in_turn);
    suite_add_tcase(s, tc);
    return s;
}
