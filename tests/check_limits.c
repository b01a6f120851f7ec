/* check_limits.c - the limits a server sets on work the library does
 * for it: search time that cannot be counted in nanoseconds is no limit
 * (not a deadline in the past), perft and deep perft stop at a node
 * or time budget or when asked to from another thread, and a load of
 * definition text stops at the variants, cells or bytes of text it was
 * allowed, with the line and column of the section that passed. */
#include "suites.h"
#include "testutil.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

/* Depth 4 of the start position with a time limit of `ms`. */
static int depth_reached(uint64_t ms)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_searcher *s = NULL;
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;

    ck_assert_int_eq(vchess_searcher_create(&s, 1, NULL, NULL), 0);
    lim.depth = 4;
    lim.time_ms = ms;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, NULL), 0);
    vchess_searcher_free(s);
    vchess_game_free(g);
    return best.depth;
}

/* A time far beyond what a run takes does not end it early, however
 * large: 2^62 ms and more overflowed the deadline into the past. */
START_TEST(huge_search_times_are_no_limit)
{
    static const uint64_t times[] = {1000000, UINT64_C(1) << 44,
                                     UINT64_C(1) << 62, UINT64_MAX};

    for (size_t i = 0; i < sizeof(times) / sizeof(times[0]); i++)
        ck_assert_msg(depth_reached(times[i]) == 4, "time %llu ms",
                      (unsigned long long)times[i]);
}
END_TEST

/* ---- perft ------------------------------------------------------------ */

/* Perft of the chess start position with opts; the status, *nodes. */
static int perft_with(uint64_t *nodes, unsigned depth,
                      const vchess_perft_options *o)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_error e;
    int rc = vchess_game_perft_deep(nodes, g, depth, o, &e);

    ck_assert(rc == 0 || e.code == rc);
    vchess_game_free(g);
    return rc;
}

/* A node budget: a count up to it is exact, one above it is refused
 * (perft 4 of chess is 197281, perft 5 4865609). */
START_TEST(perft_within_a_node_budget)
{
    vchess_perft_options o = VCHESS_PERFT_OPTIONS_INIT;
    uint64_t nodes = 7;

    o.threads = (unsigned)(1 + _i % 2);
    o.hash_bytes = _i >= 2 ? 1u << 20 : 0;
    o.max_nodes = 197281;
    ck_assert_int_eq(perft_with(&nodes, 4, &o), 0);
    ck_assert_uint_eq(nodes, 197281);
    o.max_nodes = 197280;
    nodes = 7;
    ck_assert_int_eq(perft_with(&nodes, 4, &o), VCHESS_ELIMIT);
    ck_assert_uint_eq(nodes, 7);
    o.max_nodes = 4865609;
    ck_assert_int_eq(perft_with(&nodes, 5, &o), 0);
    ck_assert_uint_eq(nodes, 4865609);
    o.max_nodes = 100000;
    ck_assert_int_eq(perft_with(&nodes, VCHESS_PERFT_MAX_DEPTH, &o),
                     VCHESS_ELIMIT);
}
END_TEST

/* The deepest count, which would not end in a lifetime, ends at a time
 * limit. */
START_TEST(perft_within_a_time_budget)
{
    vchess_perft_options o = VCHESS_PERFT_OPTIONS_INIT;
    uint64_t nodes = 7;

    o.threads = (unsigned)(1 + _i % 2);
    o.hash_bytes = _i >= 2 ? 1u << 20 : 0;
    o.time_ms = 50;
    ck_assert_int_eq(perft_with(&nodes, VCHESS_PERFT_MAX_DEPTH, &o),
                     VCHESS_ELIMIT);
    ck_assert_uint_eq(nodes, 7);
    o.time_ms = UINT64_MAX; /* no limit in practice */
    ck_assert_int_eq(perft_with(&nodes, 3, &o), 0);
    ck_assert_uint_eq(nodes, 8902);
}
END_TEST

static int flag_set(void *user)
{
    return atomic_load((atomic_int *)user);
}

static void *set_flag_soon(void *user)
{
    struct timespec pause = {0, 50 * 1000 * 1000};

    nanosleep(&pause, NULL);
    atomic_store((atomic_int *)user, 1);
    return NULL;
}

/* Another thread stops the deepest count. */
START_TEST(perft_stopped_from_another_thread)
{
    vchess_perft_options o = VCHESS_PERFT_OPTIONS_INIT;
    atomic_int stop;
    pthread_t t;
    uint64_t nodes = 7;

    atomic_init(&stop, 0);
    o.threads = (unsigned)(1 + _i % 2);
    o.hash_bytes = _i >= 2 ? 1u << 20 : 0;
    o.stop = flag_set;
    o.user = &stop;
    ck_assert_int_eq(pthread_create(&t, NULL, set_flag_soon, &stop), 0);
    ck_assert_int_eq(perft_with(&nodes, VCHESS_PERFT_MAX_DEPTH, &o),
                     VCHESS_ESTOPPED);
    pthread_join(t, NULL);
    ck_assert_uint_eq(nodes, 7);
}
END_TEST

/* Options of version 1 have no limits, and still count. */
START_TEST(perft_options_of_version_1)
{
    vchess_perft_options o;
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_perft_options_init(&o, 1), 0);
    ck_assert_uint_eq(o.version, 1);
    ck_assert_int_eq(perft_with(&nodes, 3, &o), 0);
    ck_assert_uint_eq(nodes, 8902);
    ck_assert_int_eq(vchess_perft_options_init(&o, 2), 0);
    ck_assert_uint_eq(o.max_nodes, 0);
    ck_assert_ptr_null(o.stop);
    ck_assert_int_eq(vchess_perft_options_init(&o, 3), VCHESS_EVERSION);
}
END_TEST

/* ---- loading ---------------------------------------------------------- */

/* n sections "[vI:chess]", one a line, in memory to free(). */
static char *sections(size_t n)
{
    char *t = malloc(n * 16 + 1), *p = t;

    ck_assert_ptr_nonnull(t);
    *p = 0;
    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "[v%zu:chess]\n", i);
    return t;
}

static int load_with(vchess_variant_set **s, const char *text,
                     const vchess_load_options *o, vchess_error *e)
{
    int rc = vchess_variant_set_load_ext(s, text, "t.ini", o, e);

    ck_assert(rc == 0 || *s == NULL);
    ck_assert(rc == 0 || e->code == rc);
    return rc;
}

/* 1,000 sections against a limit of 100: refused at the 101st, on line
 * 101 at its name, before any variant is built (so with few blocks). */
START_TEST(load_within_a_variant_limit)
{
    char *text = sections(1000);
    struct tu_failing f;
    vchess_load_options o = VCHESS_LOAD_OPTIONS_INIT;
    vchess_variant_set *s = NULL;
    vchess_error e;
    size_t n = 0;

    tu_failing_init(&f, 0);
    o.allocator = &f.alloc;
    o.max_variants = 100;
    ck_assert_int_eq(load_with(&s, text, &o, &e), VCHESS_ELIMIT);
    ck_assert_uint_eq(e.line, 101);
    ck_assert_uint_eq(e.column, 2);
    ck_assert_msg(strstr(e.text, "t.ini:101:2:") == e.text, "%s", e.text);
    ck_assert_int_lt(f.calls, 1000);
    ck_assert_int_eq(f.live, 0);
    for (size_t lines = 0, i = 0; text[i]; i++) /* v0..v99: the limit */
        if (text[i] == '\n' && ++lines == 100)
            text[i + 1] = 0;
    ck_assert_msg(load_with(&s, text, &o, &e) == 0, "%s", e.text);
    ck_assert_int_eq(vchess_variant_set_count(&n, s), 0);
    ck_assert_uint_eq(n, 100);
    vchess_variant_set_free(s);
    ck_assert_int_eq(f.live, 0);
    free(text);
}
END_TEST

START_TEST(load_within_a_cell_limit)
{
    static const char text[] = "[a:chess]\n[b:chess]\nmaxFile = j\n"
        "startFen = rnbqkbnrrr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRRR"
        " w - - 0 1\n";
    vchess_load_options o = VCHESS_LOAD_OPTIONS_INIT;
    vchess_variant_set *s = NULL;
    vchess_error e;

    o.max_cells = 64 + 80 - 1;
    ck_assert_int_eq(load_with(&s, text, &o, &e), VCHESS_ELIMIT);
    ck_assert_uint_eq(e.line, 2);
    ck_assert_ptr_nonnull(strstr(e.text, "[b]"));
    o.max_cells = 64 + 80;
    ck_assert_msg(load_with(&s, text, &o, &e) == 0, "%s", e.text);
    vchess_variant_set_free(s);
}
END_TEST

START_TEST(load_within_a_text_limit)
{
    static const char text[] = "[a:chess]\n[b:chess]\n"; /* 20 bytes */
    vchess_load_options o = VCHESS_LOAD_OPTIONS_INIT;
    vchess_variant_set *s = NULL;
    vchess_error e;

    o.max_text = 19;
    ck_assert_int_eq(load_with(&s, text, &o, &e), VCHESS_ELIMIT);
    o.max_text = 20;
    ck_assert_msg(load_with(&s, text, &o, &e) == 0, "%s", e.text);
    vchess_variant_set_free(s);
}
END_TEST

START_TEST(load_options_versions)
{
    vchess_load_options o;
    vchess_variant_set *s = NULL;
    vchess_error e;

    ck_assert_int_eq(vchess_load_options_init(&o, 1), 0);
    ck_assert_uint_eq(o.max_variants, 0);
    ck_assert_ptr_null(o.allocator);
    ck_assert_int_eq(vchess_load_options_init(&o, 2), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_load_options_init(NULL, 1), VCHESS_EINVAL);
    o.version = 2;
    ck_assert_int_eq(load_with(&s, "[a:chess]\n", &o, &e), VCHESS_EVERSION);
    ck_assert_msg(load_with(&s, "[a:chess]\n", NULL, &e) == 0, "%s",
                  e.text);
    vchess_variant_set_free(s);
}
END_TEST

Suite *limits_suite(void)
{
    Suite *s = suite_create("limits");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, huge_search_times_are_no_limit);
    /* loops: one thread or two, without a table or with one */
    tcase_add_loop_test(tc, perft_within_a_node_budget, 0, 4);
    tcase_add_loop_test(tc, perft_within_a_time_budget, 0, 4);
    tcase_add_loop_test(tc, perft_stopped_from_another_thread, 0, 4);
    tcase_add_test(tc, perft_options_of_version_1);
    tcase_add_test(tc, load_within_a_variant_limit);
    tcase_add_test(tc, load_within_a_cell_limit);
    tcase_add_test(tc, load_within_a_text_limit);
    tcase_add_test(tc, load_options_versions);
    suite_add_tcase(s, tc);
    return s;
}
