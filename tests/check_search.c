/* check_search.c - the searcher through the public API: mates of known
 * puzzles found and proved by playing them out, Trumpisten's own game
 * ends, reproducible node-limited results, stopping from another thread,
 * helper threads, bad arguments. */
#include "suites.h"
#include "testutil.h"
#include "variantchess.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

static vchess_searcher *searcher(size_t hash_mb)
{
    vchess_searcher *s;

    ck_assert_int_eq(vchess_searcher_create(&s, hash_mb, NULL, NULL), 0);
    return s;
}

/* A search to depth, stopped after at most nodes (0: no limit; where
 * it stops, best.depth < depth). */
static vchess_search_info search_bounded(const vchess_game *g, int depth,
                                         uint64_t nodes)
{
    vchess_searcher *s = searcher(4);
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;

    lim.depth = depth;
    lim.nodes = nodes;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, NULL), 0);
    vchess_searcher_free(s);
    return best;
}

static vchess_search_info search_depth(const vchess_game *g, int depth)
{
    return search_bounded(g, depth, 0);
}

/* Play the first n moves of the principal variation; each must be legal. */
static void play_pv(vchess_game *g, const vchess_search_info *i, size_t n)
{
    ck_assert_uint_ge(i->pv_length, n);
    for (size_t k = 0; k < n; k++)
        ck_assert_int_eq(vchess_game_push(g, i->pv[k]), 0);
}

static void assert_result(const vchess_game *g, int want, int why)
{
    int r, reason;

    ck_assert_int_eq(vchess_game_result(&r, &reason, g), 0);
    ck_assert_int_eq(r, want);
    ck_assert_int_eq(reason, why);
}

/* The Scholar's mate: 4. Qxf7#. */
START_TEST(finds_mate_in_one)
{
    vchess_game *g = tu_game(
        "chess",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    vchess_search_info i = search_depth(g, 3);

    ck_assert_int_eq(i.mate_in, 1);
    ck_assert_int_eq(i.score_cp, 29999);
    play_pv(g, &i, 1);
    assert_result(g, VCHESS_WHITE_WINS, VCHESS_REASON_CHECKMATE);
    vchess_game_free(g);
}
END_TEST

/* Lichess puzzle cblb8 (mateIn2, database.lichess.org, CC0): after
 * 41... e1=Q white mates in two, 42. Rd8+ Qe8 43. Rxe8#. */
START_TEST(finds_mate_in_two)
{
    vchess_game *g = tu_game("chess",
                             "6k1/8/3R2K1/5p1p/5P2/r6P/4p1P1/8 b - - 0 41");
    vchess_search_info i;

    tu_play(g, "e2e1q");
    i = search_depth(g, 6);
    ck_assert_int_eq(i.mate_in, 2);
    ck_assert_int_eq(i.score_cp, 29997);
    play_pv(g, &i, 3);
    assert_result(g, VCHESS_WHITE_WINS, VCHESS_REASON_CHECKMATE);
    vchess_game_free(g);
}
END_TEST

/* The same puzzle from the loser's side, one move before the mate: black
 * is mated in one whatever it does. */
START_TEST(sees_being_mated)
{
    vchess_game *g = tu_game("chess",
                             "6k1/8/3R2K1/5p1p/5P2/r6P/4p1P1/8 b - - 0 41");
    vchess_search_info i;

    tu_play(g, "e2e1q");
    tu_play(g, "d6d8");
    i = search_depth(g, 4);
    ck_assert_int_eq(i.mate_in, -1);
    ck_assert_int_eq(i.score_cp, -29998);
    vchess_game_free(g);
}
END_TEST

/* Trumpisten (spec 4, "stalemate wins"): Qb9 leaves black's king on a11
 * no square and its pawn on a8 no move (a7 is a hole, b7 taken), without
 * check: black is stalemated and loses. */
START_TEST(trumpisten_stalemate_wins)
{
    vchess_game *g =
        tu_game("trumpisten", "k4/5/3Q1/p4/*P2*/5/*3*/5/5/5/4K w - - 0 1");
    vchess_search_info i = search_depth(g, 3);

    ck_assert_int_eq(i.mate_in, 1);
    play_pv(g, &i, 1);
    assert_result(g, VCHESS_WHITE_WINS, VCHESS_REASON_STALEMATE);
    vchess_game_free(g);
}
END_TEST

/* Trumpisten (spec 4, "bare king loses"): Rxc3 leaves black a bare king. */
START_TEST(trumpisten_bare_king_wins)
{
    vchess_game *g =
        tu_game("trumpisten", "k4/5/5/5/*3*/5/*3*/5/2n2/5/2R1K w - - 0 1");
    vchess_search_info i = search_depth(g, 4);

    ck_assert_int_eq(i.mate_in, 1);
    play_pv(g, &i, 1);
    assert_result(g, VCHESS_WHITE_WINS, VCHESS_REASON_BARE_KING);
    vchess_game_free(g);
}
END_TEST

/* White, a queen down, can go back to a position of the game's history:
 * that repetition is a draw, better than anything else.  From the same
 * position without that history the score is a queen's worth down. */
START_TEST(repetition_of_the_game_counts_as_draw)
{
    vchess_game *g = tu_game("chess", "4k3/8/8/8/8/6N1/q7/4K3 b - - 0 1");
    vchess_game *fresh = tu_game("chess", "4k3/8/8/8/8/8/q7/4K2N w - - 4 3");
    vchess_search_info i;
    vchess_move back;

    tu_play(g, "a2a3");
    tu_play(g, "g3h1");
    tu_play(g, "a3a2");
    ck_assert_int_eq(vchess_game_parse_move(&back, g, "h1g3", NULL), 0);
    i = search_depth(g, 4);
    ck_assert_int_eq(i.score_cp, 0);
    ck_assert_uint_eq(i.pv[0], back);
    i = search_depth(fresh, 4);
    ck_assert_int_lt(i.score_cp, -300);
    vchess_game_free(g);
    vchess_game_free(fresh);
}
END_TEST

/* A finished game: no move, a status saying why. */
START_TEST(game_over_gives_no_move)
{
    vchess_game *g = tu_game("chess", "k6R/8/1K6/8/8/8/8/8 b - - 0 1");
    vchess_searcher *s = searcher(1);
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;
    vchess_error err;

    lim.depth = 3;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, &err),
                     VCHESS_EGAMEOVER);
    ck_assert_int_eq(err.code, VCHESS_EGAMEOVER);
    ck_assert_uint_eq(best.pv_length, 0);
    ck_assert_int_eq(best.depth, 0);
    vchess_searcher_free(s);
    vchess_game_free(g);
}
END_TEST

static const char *const variants[] = {"chess", "trihexagonal", "trumpisten"};

static vchess_search_info by_nodes(const vchess_game *g, uint64_t nodes)
{
    vchess_searcher *s = searcher(2);
    vchess_search_limits lim;
    vchess_search_info best;

    ck_assert_int_eq(
        vchess_search_limits_init(&lim, VCHESS_SEARCH_LIMITS_VERSION), 0);
    lim.nodes = nodes;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, NULL), 0);
    vchess_searcher_free(s);
    return best;
}

START_TEST(node_limit_is_reproducible)
{
    vchess_game *g = tu_game(variants[_i], NULL);
    vchess_search_info a = by_nodes(g, 30000), b = by_nodes(g, 30000);
    int legal;

    ck_assert_int_eq(vchess_game_is_legal(&legal, g, a.pv[0]), 0);
    ck_assert_int_eq(legal, 1);
    ck_assert_int_ge(a.depth, 2);
    ck_assert_int_eq(a.depth, b.depth);
    ck_assert_int_eq(a.score_cp, b.score_cp);
    ck_assert_uint_eq(a.nodes, b.nodes);
    ck_assert_uint_eq(a.pv_length, b.pv_length);
    ck_assert_int_eq(memcmp(a.pv, b.pv, a.pv_length * sizeof(a.pv[0])), 0);
    ck_assert_uint_le(a.nodes, 30000);
    vchess_game_free(g);
}
END_TEST

/* A cleared searcher searches as a new one, though it searched another
 * variant with the same start, the same keys and another evaluation
 * before: a static score kept from chess misleads king of the hill (with
 * the clearing of the kept scores taken out of prepare(), this fails). */
START_TEST(cleared_searcher_forgets_the_other_variant)
{
    vchess_game *chess = tu_game("chess", NULL);
    vchess_game *hill = tu_game("kingofthehill", NULL);
    vchess_search_info fresh = by_nodes(hill, 20000), again;
    vchess_searcher *s = searcher(2);
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;

    lim.nodes = 20000;
    ck_assert_int_eq(vchess_searcher_run(&again, s, chess, &lim, NULL), 0);
    ck_assert_int_eq(vchess_searcher_clear(s), 0);
    ck_assert_int_eq(vchess_searcher_run(&again, s, hill, &lim, NULL), 0);
    ck_assert_int_eq(again.score_cp, fresh.score_cp);
    ck_assert_uint_eq(again.nodes, fresh.nodes);
    ck_assert_int_eq(memcmp(again.pv, fresh.pv,
                            fresh.pv_length * sizeof(fresh.pv[0])),
                     0);
    vchess_searcher_free(s);
    vchess_game_free(hill);
    vchess_game_free(chess);
}
END_TEST

struct run_args {
    vchess_searcher *s;
    vchess_game *g;
    vchess_search_info best;
    int rc;
    atomic_int finished;
};

static void *run_unlimited(void *arg)
{
    struct run_args *a = arg;
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;

    a->rc = vchess_searcher_run(&a->best, a->s, a->g, &lim, NULL);
    atomic_store(&a->finished, 1);
    return NULL;
}

/* An unlimited search returns soon after another thread stops it (the
 * stop is repeated in case the first came before the run began, which
 * forgets it; without stop the run would go on until the timeout). */
START_TEST(stops_from_another_thread)
{
    struct run_args a = {NULL, NULL, {0}, -1, 0};
    struct timespec pause = {0, 200 * 1000 * 1000};
    struct timespec retry = {0, 20 * 1000 * 1000};
    pthread_t t;
    int legal;

    a.s = searcher(4);
    a.g = tu_game("chess", NULL);
    ck_assert_int_eq(pthread_create(&t, NULL, run_unlimited, &a), 0);
    nanosleep(&pause, NULL);
    while (!atomic_load(&a.finished)) {
        vchess_searcher_stop(a.s);
        nanosleep(&retry, NULL);
    }
    ck_assert_int_eq(pthread_join(t, NULL), 0);
    ck_assert_int_eq(a.rc, 0);
    ck_assert_int_ge(a.best.depth, 1);
    ck_assert_int_eq(vchess_game_is_legal(&legal, a.g, a.best.pv[0]), 0);
    ck_assert_int_eq(legal, 1);
    vchess_searcher_free(a.s);
    vchess_game_free(a.g);
}
END_TEST

static int count_iterations(const vchess_search_info *i, void *user)
{
    int *n = user;

    ck_assert_int_eq(i->depth, *n + 1);
    ck_assert_uint_ge(i->pv_length, 1);
    return ++*n == 3;
}

/* The callback sees each depth in turn; returning nonzero stops. */
START_TEST(iterations_are_reported)
{
    vchess_game *g = tu_game("trihexagonal", NULL);
    vchess_searcher *s = searcher(1);
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;
    int n = 0;

    lim.depth = 10;
    lim.on_iteration = count_iterations;
    lim.user = &n;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, NULL), 0);
    ck_assert_int_eq(n, 3);
    ck_assert_int_eq(best.depth, 3);
    vchess_searcher_free(s);
    vchess_game_free(g);
}
END_TEST

/* With three threads the mate in two of finds_mate_in_two is still
 * found and proved, a run after going back to one thread is reproducible
 * again (the same result as a new searcher's), and a node limit counts
 * only the calling thread. */
START_TEST(threads_find_the_mate)
{
    vchess_game *g = tu_game("chess",
                             "6k1/8/3R2K1/5p1p/5P2/r6P/4p1P1/8 b - - 0 41");
    vchess_searcher *s = searcher(1);
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info i, fresh;

    tu_play(g, "e2e1q");
    ck_assert_int_eq(vchess_searcher_set_threads(s, 3, NULL), 0);
    lim.depth = 6;
    ck_assert_int_eq(vchess_searcher_run(&i, s, g, &lim, NULL), 0);
    ck_assert_int_eq(i.mate_in, 2);
    ck_assert_int_eq(i.score_cp, 29997);
    ck_assert_int_eq(vchess_searcher_set_threads(s, 1, NULL), 0);
    ck_assert_int_eq(vchess_searcher_clear(s), 0);
    lim.depth = 0;
    lim.nodes = 20000;
    ck_assert_int_eq(vchess_searcher_run(&i, s, g, &lim, NULL), 0);
    fresh = by_nodes(g, 20000);
    ck_assert_uint_eq(i.nodes, fresh.nodes);
    ck_assert_int_eq(i.score_cp, fresh.score_cp);
    play_pv(g, &i, 3);
    assert_result(g, VCHESS_WHITE_WINS, VCHESS_REASON_CHECKMATE);
    vchess_searcher_free(s);
    vchess_game_free(g);
}
END_TEST

START_TEST(bad_thread_counts)
{
    vchess_searcher *s = searcher(0);
    vchess_error err;

    ck_assert_int_eq(vchess_searcher_set_threads(NULL, 2, &err),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_set_threads(s, 0, &err), VCHESS_EINVAL);
    ck_assert_int_eq(err.code, VCHESS_EINVAL);
    ck_assert_int_eq(
        vchess_searcher_set_threads(s, VCHESS_SEARCH_THREADS_MAX + 1, NULL),
        VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_set_threads(s, 2, NULL), 0);
    ck_assert_int_eq(vchess_searcher_set_threads(s, 4, NULL), 0);
    vchess_searcher_free(s); /* frees the helpers: valgrind and ASan look */
}
END_TEST

START_TEST(bad_arguments)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_searcher *s;
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;
    vchess_error err;

    ck_assert_int_eq(vchess_searcher_create(NULL, 1, NULL, &err),
                     VCHESS_EINVAL);
    ck_assert_int_eq(err.code, VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_create(&s, (size_t)-1, NULL, NULL),
                     VCHESS_EINVAL);
    ck_assert_ptr_null(s);
    s = searcher(0);
    ck_assert_int_eq(vchess_searcher_run(NULL, s, g, &lim, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_run(&best, NULL, g, &lim, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_run(&best, s, NULL, &lim, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, NULL, NULL),
                     VCHESS_EINVAL);
    lim.depth = -1;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, NULL),
                     VCHESS_EINVAL);
    lim.depth = 1;
    lim.version = 99;
    ck_assert_int_eq(vchess_searcher_run(&best, s, g, &lim, NULL),
                     VCHESS_EVERSION);
    ck_assert_int_eq(vchess_search_limits_init(&lim, 99), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_search_limits_init(NULL, 1), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_clear(NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_searcher_clear(s), 0);
    vchess_searcher_stop(NULL);
    vchess_searcher_free(s);
    vchess_searcher_free(NULL);
    vchess_game_free(g);
}
END_TEST

/* Shogi: a pawn dropped on i8 would mate the king in the corner (the
 * silver guards i8 and h8, the knight h9; black's pawn on a7 keeps it
 * from being stalemated), but a mate by a pawn drop loses for the
 * dropper, and it is white's only mate: the search must neither report
 * a mate nor play the drop (before it knew the rule, it played it). */
START_TEST(no_mate_by_a_pawn_drop)
{
    vchess_game *g = tu_game("shogi", "8k/9/p5NS1/9/9/9/9/9/4K4[P] w - - 0 1");
    vchess_search_info i = search_depth(g, 2);
    vchess_move drop = 0;

    ck_assert_int_eq(vchess_game_parse_move(&drop, g, "P@i8", NULL), 0);
    ck_assert_int_eq(i.mate_in, 0);
    ck_assert_uint_ge(i.pv_length, 1);
    ck_assert_uint_ne(i.pv[0], drop);
    vchess_game_free(g);
}
END_TEST

/* Quiescence searches captures and promotions only.  From these starts
 * (shogi: pieces promote, so the move generator lists every move for
 * quiescence; makpong: a rule ties captures to the other moves) one move
 * of either side brings no capture nor promotion within reach, so a
 * depth-1 search visits the root and each reply at most twice (a null
 * window, then the full one where the reply raised alpha).  Before the
 * fix, quiescence played the quiet moves of these variants: thousands of
 * nodes, and in shogi searches that did not end. */
START_TEST(quiescence_plays_no_quiet_move)
{
    static const char *const quiet_starts[] = {"shogi", "makpong"};
    vchess_game *g = tu_game(quiet_starts[_i], NULL);
    vchess_move moves[1024];
    size_t n;
    vchess_search_info i = search_bounded(g, 1, 100000);

    ck_assert_int_eq(vchess_game_legal_moves(moves, 1024, &n, g), 0);
    ck_assert_int_eq(i.depth, 1);
    ck_assert_uint_le(i.nodes, 1 + 2 * n);
    vchess_game_free(g);
}
END_TEST

/* Every built-in start is searched to depth 4 within 200,000 nodes: an
 * alpha-beta tree of depth 4 over b moves has some 2 b^2 leaves at best,
 * 20,000 for b = 100, and ten times that leaves room for imperfect
 * order and quiescence.  (Fourteen built-ins did not finish depth 5 in
 * ten seconds while quiescence played quiet moves.) */
START_TEST(each_builtin_searched_to_depth_4)
{
    vchess_game *g = tu_game(vchess_builtin_name((size_t)_i), NULL);
    vchess_search_info best = search_bounded(g, 4, 200000);

    ck_assert_int_eq(best.depth, 4);
    ck_assert_uint_lt(best.nodes, 200000);
    vchess_game_free(g);
}
END_TEST

Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("search");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, finds_mate_in_one);
    tcase_add_test(tc, no_mate_by_a_pawn_drop);
    tcase_add_loop_test(tc, quiescence_plays_no_quiet_move, 0, 2);
    tcase_add_loop_test(tc, each_builtin_searched_to_depth_4, 0,
                        (int)vchess_builtin_count());
    tcase_add_test(tc, finds_mate_in_two);
    tcase_add_test(tc, sees_being_mated);
    tcase_add_test(tc, trumpisten_stalemate_wins);
    tcase_add_test(tc, trumpisten_bare_king_wins);
    tcase_add_test(tc, repetition_of_the_game_counts_as_draw);
    tcase_add_test(tc, game_over_gives_no_move);
    tcase_add_loop_test(tc, node_limit_is_reproducible, 0, 3);
    tcase_add_test(tc, cleared_searcher_forgets_the_other_variant);
    tcase_add_test(tc, stops_from_another_thread);
    tcase_add_test(tc, iterations_are_reported);
    tcase_add_test(tc, bad_arguments);
    tcase_add_test(tc, threads_find_the_mate);
    tcase_add_test(tc, bad_thread_counts);
    suite_add_tcase(s, tc);
    return s;
}
