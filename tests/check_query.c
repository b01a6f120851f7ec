/* check_query.c - the 1.1 questions about a position: each draw claim on
 * its own, attackers, pins, royal cells, the hash and pseudo-legal moves.
 * Expected cells are worked out by hand from the rules of chess. */
#include "suites.h"
#include "testutil.h"

#include <string.h>

static int can_claim(const vchess_game *g, int reason)
{
    int can = -1;

    ck_assert_int_eq(vchess_game_can_claim(&can, g, reason), 0);
    return can;
}

/* The clock passes 100 while the kings' shuffle repeats the position a
 * third time: both draws are open, though vchess_game_claim() names one. */
START_TEST(both_claims_at_once)
{
    vchess_game *g = tu_game("chess", "8/1k4K1/2p5/2p5/2P5/8/8/8 w - - 100 60");
    const char *shuffle[] = {"g7g8", "b7a8", "g8g7", "a8b7"};
    int can;

    ck_assert_int_eq(can_claim(g, VCHESS_REASON_FIFTY_MOVES), 1);
    ck_assert_int_eq(can_claim(g, VCHESS_REASON_REPETITION), 0);
    for (int i = 0; i < 8; i++)
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(can_claim(g, VCHESS_REASON_FIFTY_MOVES), 1);
    ck_assert_int_eq(can_claim(g, VCHESS_REASON_REPETITION), 1);
    ck_assert_int_eq(vchess_game_can_claim(&can, g, VCHESS_REASON_CHECKMATE),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(no_claim_at_the_start)
{
    vchess_game *g = tu_game("chess", NULL);

    ck_assert_int_eq(can_claim(g, VCHESS_REASON_FIFTY_MOVES), 0);
    ck_assert_int_eq(can_claim(g, VCHESS_REASON_REPETITION), 0);
    vchess_game_free(g);
}
END_TEST

/* The cells vchess_game_attackers() gives, as names joined by spaces. */
static const char *attackers(const vchess_game *g, int side, const char *cell,
                             char *buf)
{
    int cells[64];
    size_t n = 0;

    ck_assert_int_eq(vchess_game_attackers(cells, 64, &n, g, side,
                                           tu_cell(g, cell)), 0);
    buf[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (i)
            strcat(buf, " ");
        strcat(buf, tu_cell_name(g, cells[i]));
    }
    return buf;
}

START_TEST(attackers_of_cells)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_game *rooks = tu_game("chess", "4k3/8/8/8/8/8/R7/R3K3 w - - 0 1");
    char buf[256];
    int cells[2];
    size_t n = 9;

    ck_assert_str_eq(attackers(g, VCHESS_WHITE, "f3", buf), "g1 e2 g2");
    ck_assert_str_eq(attackers(g, VCHESS_BLACK, "f3", buf), "");
    /* the defenders of a piece of the same side */
    ck_assert_str_eq(attackers(g, VCHESS_WHITE, "e2", buf), "d1 e1 f1 g1");
    /* the rook behind its own rook does not attack through it */
    ck_assert_str_eq(attackers(rooks, VCHESS_WHITE, "a8", buf), "a2");
    ck_assert_str_eq(attackers(rooks, VCHESS_WHITE, "a2", buf), "a1");
    ck_assert_int_eq(vchess_game_attackers(cells, 2, &n, g, VCHESS_WHITE,
                                           tu_cell(g, "e2")), VCHESS_EBUFS);
    ck_assert_uint_eq(n, 4);
    ck_assert_int_eq(vchess_game_attackers(cells, 2, &n, g, 2, 0),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_attackers(cells, 2, &n, g, 0, 64),
                     VCHESS_ECELL);
    vchess_game_free(rooks);
    vchess_game_free(g);
}
END_TEST

static const char *const file_e[] = {"e2", "e3", "e4", "e5", "e6", "e7"};

START_TEST(pins)
{
    vchess_game *g = tu_game("chess", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    vchess_game *diag = tu_game("chess", "4k3/8/8/b7/8/2P5/8/4K3 w - - 0 1");
    int cells[64];
    size_t n = 9;

    ck_assert_int_eq(vchess_game_pin(cells, 64, &n, g, tu_cell(g, "e2")), 0);
    ck_assert_uint_eq(n, 6);
    for (size_t i = 0; i < n; i++)
        ck_assert_str_eq(tu_cell_name(g, cells[i]), file_e[i]);
    ck_assert_int_eq(vchess_game_pin(cells, 64, &n, g, tu_cell(g, "e7")), 0);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(vchess_game_pin(cells, 64, &n, g, tu_cell(g, "a1")), 0);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(
        vchess_game_pin(cells, 64, &n, diag, tu_cell(diag, "c3")), 0);
    ck_assert_uint_eq(n, 4); /* d2, c3, b4 and the bishop's a5 */
    vchess_game_free(diag);
    vchess_game_free(g);
}
END_TEST

START_TEST(royal_cells)
{
    vchess_game *g = tu_game("chess", NULL);
    int cell = -2;

    ck_assert_int_eq(vchess_game_royal_cell(&cell, g, VCHESS_WHITE), 0);
    ck_assert_str_eq(tu_cell_name(g, cell), "e1");
    ck_assert_int_eq(vchess_game_royal_cell(&cell, g, VCHESS_BLACK), 0);
    ck_assert_str_eq(tu_cell_name(g, cell), "e8");
    ck_assert_int_eq(vchess_game_royal_cell(&cell, g, 5), VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

static uint64_t hash_of(const vchess_game *g)
{
    uint64_t h = 0;

    ck_assert_int_eq(vchess_game_hash(&h, g), 0);
    return h;
}

/* Equal positions hash alike whatever their clocks and however they were
 * reached; an en passant cell counts only when the capture is legal. */
START_TEST(hashes)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_game *ep = tu_game("chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/"
                                       "RNBQKBNR b KQkq e3 0 1");
    vchess_game *no_ep = tu_game("chess", "rnbqkbnr/pppppppp/8/8/4P3/8/"
                                          "PPPP1PPP/RNBQKBNR b KQkq - 7 9");
    uint64_t start = hash_of(g);

    tu_play(g, "g1f3");
    ck_assert(hash_of(g) != start);
    tu_play(g, "g8f6");
    tu_play(g, "f3g1");
    tu_play(g, "f6g8");
    ck_assert(hash_of(g) == start);
    ck_assert(hash_of(ep) == hash_of(no_ep));
    vchess_game_free(no_ep);
    vchess_game_free(ep);
    vchess_game_free(g);
}
END_TEST

/* The pinned knight's six moves are pseudo-legal, not legal; the king
 * has four steps either way. */
START_TEST(pseudo_legal_moves)
{
    vchess_game *g = tu_game("chess", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    vchess_move moves[64];
    size_t n = 0;

    ck_assert_int_eq(vchess_game_pseudo_legal_moves(moves, 64, &n, g), 0);
    ck_assert_uint_eq(n, 10);
    ck_assert_int_eq(vchess_game_legal_moves(moves, 64, &n, g), 0);
    ck_assert_uint_eq(n, 4);
    ck_assert_int_eq(vchess_game_pseudo_legal_moves(moves, 3, &n, g),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(n, 10);
    vchess_game_free(g);
}
END_TEST

Suite *query_suite(void)
{
    Suite *s = suite_create("query");
    TCase *tc = tcase_create("query");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, both_claims_at_once);
    tcase_add_test(tc, no_claim_at_the_start);
    tcase_add_test(tc, attackers_of_cells);
    tcase_add_test(tc, pins);
    tcase_add_test(tc, royal_cells);
    tcase_add_test(tc, hashes);
    tcase_add_test(tc, pseudo_legal_moves);
    suite_add_tcase(s, tc);
    return s;
}
