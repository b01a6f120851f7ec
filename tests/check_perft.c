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

/* Deep perft (table and threads) gives the independent counts of the
 * data file.  A 4 KiB table (64 buckets) keeps replacing entries and
 * sends many positions to one bucket; 1 MiB keeps most of them. */
static const struct {
    unsigned threads;
    size_t hash_bytes;
} deep_setups[] = {{1, 4096}, {2, 1 << 20}, {4, 4096}, {2, 0}};

START_TEST(deep_perft_case)
{
    const struct tu_perft_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, tu_case_fen(c));
    vchess_perft_options opts = VCHESS_PERFT_OPTIONS_INIT;

    for (size_t k = 0; k < sizeof(deep_setups) / sizeof(*deep_setups); k++) {
        uint64_t nodes = 0;
        opts.threads = deep_setups[k].threads;
        opts.hash_bytes = deep_setups[k].hash_bytes;
        ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, c->depth, &opts,
                                                NULL),
                         0);
        ck_assert_msg(nodes == c->nodes,
                      "%s %s depth %u, %u threads, %zu bytes: %" PRIu64
                      " != %" PRIu64,
                      c->variant, c->fen, c->depth, opts.threads,
                      opts.hash_bytes, nodes, c->nodes);
    }
    vchess_game_free(g);
}
END_TEST

START_TEST(deep_perft_bad_options)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_perft_options opts;
    vchess_error err;
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_perft_options_init(NULL, 1), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_perft_options_init(&opts, 0), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_perft_options_init(&opts, 3), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_perft_options_init(&opts, 1), 0);
    ck_assert_uint_eq(opts.threads, 1);
    opts.version = 3;
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, 2, &opts, &err),
                     VCHESS_EVERSION);
    ck_assert_int_eq(err.code, VCHESS_EVERSION);
    opts.version = 1;
    opts.threads = 0;
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, 2, &opts, &err),
                     VCHESS_EINVAL);
    opts.threads = VCHESS_PERFT_MAX_THREADS + 1;
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, 2, &opts, NULL),
                     VCHESS_EINVAL);
    opts.threads = 1;
    ck_assert_int_eq(vchess_game_perft_deep(NULL, g, 2, &opts, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, NULL, 2, &opts, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g,
                                            VCHESS_PERFT_MAX_DEPTH + 1, &opts,
                                            NULL),
                     VCHESS_EDEPTH);
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, 3, NULL, NULL), 0);
    ck_assert_uint_eq(nodes, 8902); /* CPW, as in perft_cases.txt */
    vchess_game_free(g);
}
END_TEST

/* Rook moves come back to a position two plies later with 2 plies
 * still to go (1.Ra2 Rb8 against 1.Ra3 Rb8 2.Ra2 Rb7 ... Rb8), so a
 * table that ignored the depth of an entry would give a wrong count.
 * Expected: Stockfish 15.1 (Debian), "go perft 6" on this FEN. */
START_TEST(deep_perft_transpositions)
{
    vchess_game *g = tu_game("chess", "r6k/8/8/8/8/8/8/R6K w - - 0 1");
    vchess_perft_options opts = VCHESS_PERFT_OPTIONS_INIT;
    uint64_t nodes = 0;

    opts.threads = 2;
    opts.hash_bytes = 1 << 20;
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, 6, &opts, NULL), 0);
    ck_assert_uint_eq(nodes, 11603895);
    vchess_game_free(g);
}
END_TEST

struct progress_log {
    size_t calls, last_done, root_moves;
    uint64_t last_nodes;
    int out_of_order;
};

static void log_progress(const vchess_perft_progress *p, void *user)
{
    struct progress_log *log = user;

    log->calls++;
    if (p->root_moves_done != log->last_done + 1 || p->nodes < log->last_nodes)
        log->out_of_order = 1;
    log->last_done = p->root_moves_done;
    log->last_nodes = p->nodes;
    log->root_moves = p->root_moves;
}

/* One report per root move, counting up to the total. */
START_TEST(deep_perft_progress)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_perft_options opts = VCHESS_PERFT_OPTIONS_INIT;
    struct progress_log log = {0, 0, 0, 0, 0};
    uint64_t nodes = 0;

    opts.threads = 2;
    opts.progress = log_progress;
    opts.user = &log;
    ck_assert_int_eq(vchess_game_perft_deep(&nodes, g, 3, &opts, NULL), 0);
    ck_assert_uint_eq(nodes, 8902);
    ck_assert_uint_eq(log.calls, 20);
    ck_assert_uint_eq(log.root_moves, 20);
    ck_assert_uint_eq(log.last_nodes, 8902);
    ck_assert_int_eq(log.out_of_order, 0);
    vchess_game_free(g);
}
END_TEST

/* Split: perft of the items at depth - plies adds up to the case's
 * count, and the items leave g as it was. */
struct split_sum {
    const char *variant;
    unsigned depth;
    uint64_t nodes;
    size_t items;
};

static int add_item(const char *fen, void *user)
{
    struct split_sum *s = user;
    vchess_game *g = tu_game(s->variant, fen);
    uint64_t nodes = 0;
    int rc = vchess_game_perft(&nodes, g, s->depth);

    vchess_game_free(g);
    s->nodes += nodes;
    s->items++;
    return rc;
}

START_TEST(split_adds_up)
{
    const struct tu_perft_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, tu_case_fen(c));
    unsigned plies = c->depth < 2 ? c->depth : 2;
    struct split_sum sum = {c->variant, c->depth - plies, 0, 0};
    uint64_t paths = 0;
    char before[512], after[512];

    if (c->nodes > 500000) {
        vchess_game_free(g);
        return;
    }
    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_perft_split(g, plies, add_item, &sum, NULL),
                     0);
    ck_assert_uint_eq(sum.nodes, c->nodes);
    vchess_game_perft(&paths, g, plies);
    ck_assert_uint_eq(sum.items, paths);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

static int stop_at_third(const char *fen, void *user)
{
    (void)fen;
    return ++*(int *)user == 3 ? VCHESS_EINVAL : 0;
}

START_TEST(split_stops_when_asked)
{
    vchess_game *g = tu_game("chess", NULL);
    int calls = 0;

    ck_assert_int_eq(vchess_game_perft_split(g, 2, stop_at_third, &calls,
                                             NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(calls, 3);
    ck_assert_int_eq(vchess_game_perft_split(g, VCHESS_PERFT_MAX_DEPTH + 1,
                                             stop_at_third, &calls, NULL),
                     VCHESS_EDEPTH);
    ck_assert_int_eq(vchess_game_perft_split(g, 1, NULL, NULL, NULL),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

Suite *perft_suite(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("cases");
    TCase *deep = tcase_create("deep");

    ncases = tu_perft_cases(cases, MAX_CASES);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, data_file_has_cases);
    tcase_add_loop_test(tc, perft_case, 0, ncases);
    tcase_add_loop_test(tc, divide_matches_perft, 0, ncases);
    suite_add_tcase(s, tc);
    tcase_set_timeout(deep, 120);
    tcase_add_loop_test(deep, deep_perft_case, 0, ncases);
    tcase_add_test(deep, deep_perft_transpositions);
    tcase_add_test(deep, deep_perft_bad_options);
    tcase_add_test(deep, deep_perft_progress);
    tcase_add_loop_test(deep, split_adds_up, 0, ncases);
    tcase_add_test(deep, split_stops_when_asked);
    suite_add_tcase(s, deep);
    return s;
}
