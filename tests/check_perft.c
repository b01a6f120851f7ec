/* check_perft.c - perft of every case in tests/perft_cases.txt, the data
 * file the Python tests read too, plus the divide law. */
#include "suites.h"
#include "testutil.h"

#include <inttypes.h>

#define MAX_CASES 128

static struct tu_perft_case cases[MAX_CASES];
static int ncases;

START_TEST(data_file_has_cases)
{
    ck_assert_msg(ncases >= 20, "read %d cases from %s/perft_cases.txt",
                  ncases, tu_data_dir());
}
END_TEST

START_TEST(perft_case)
{
    const struct tu_perft_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, tu_case_fen(c));
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_game_perft(&nodes, g, c->depth), 0);
    ck_assert_msg(nodes == c->nodes, "%s %s depth %u: %" PRIu64 " != %" PRIu64,
                  c->variant, c->fen, c->depth, nodes, c->nodes);
    vchess_game_free(g);
}
END_TEST

/* divide sums to perft, has one line per legal move, and leaves the
 * position as it was. */
START_TEST(divide_matches_perft)
{
    const struct tu_perft_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, tu_case_fen(c));
    vchess_move moves[TU_MAX_MOVES];
    uint64_t counts[TU_MAX_MOVES], total = 0, sum = 0, first = 0;
    size_t n = 0, legal = 0;
    char before[512], after[512];

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_perft_divide(moves, counts, TU_MAX_MOVES,
                                              &n, &total, g, c->depth),
                     0);
    vchess_game_legal_moves(moves, TU_MAX_MOVES, &legal, g);
    for (size_t i = 0; i < n; i++)
        sum += counts[i];
    vchess_game_perft(&first, g, 1);
    ck_assert_uint_eq(n, legal);
    ck_assert_uint_eq(sum, total);
    ck_assert_uint_eq(total, c->nodes);
    ck_assert_uint_eq(first, n);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

Suite *perft_suite(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("cases");

    ncases = tu_perft_cases(cases, MAX_CASES);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, data_file_has_cases);
    tcase_add_loop_test(tc, perft_case, 0, ncases);
    tcase_add_loop_test(tc, divide_matches_perft, 0, ncases);
    suite_add_tcase(s, tc);
    return s;
}
