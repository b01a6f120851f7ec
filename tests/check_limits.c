/* check_limits.c - the limits a server sets on work the library does
 * for it: search time that cannot be counted in nanoseconds is no limit
 * (not a deadline in the past), and perft and deep perft stop at a node
 * or time budget or when asked to from another thread. */
#include "suites.h"
#include "testutil.h"

#include <pthread.h>
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

Suite *limits_suite(void)
{
    Suite *s = suite_create("limits");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, huge_search_times_are_no_limit);
    suite_add_tcase(s, tc);
    return s;
}
