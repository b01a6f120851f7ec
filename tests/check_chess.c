/* check_chess.c - orthodox rules: castling, en passant, promotion, check,
 * mate, stalemate, draws.  Expected moves are worked out by hand from the
 * FIDE rules. */
#include "suites.h"
#include "testutil.h"

#include <string.h>

static const struct tu_moves_case moves[] = {
    /* both castlings from the start-like position */
    {"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1",
     "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"},
    /* f1 attacked: no O-O, and the king may not step there */
    {"chess", "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1",
     "e1c1 e1d1 e1d2 e1e2"},
    /* b1 attacked does not stop O-O-O: the king does not cross it */
    {"chess", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1",
     "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2"},
    /* in check: no castling */
    {"chess", "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "e1", "e1d2 e1e2 e1f2"},
    /* a piece between king and rook */
    {"chess", "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1",
     "e1d1 e1d2 e1e2 e1f1 e1f2"},
    /* right missing */
    {"chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1",
     "e1d1 e1d2 e1e2 e1f1 e1f2"},
    /* en passant */
    {"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5", "e5d6 e5e6"},
    /* en passant that would expose the king along the rank */
    {"chess", "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1", "e5", "e5e6"},
    /* promotion, each piece a move; capture-promotion too */
    {"chess", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7",
     "b7a8b b7a8n b7a8q b7a8r b7b8b b7b8n b7b8q b7b8r"},
    /* pinned knight has no move; pinned rook slides along the pin */
    {"chess", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2", ""},
    {"chess", "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e2",
     "e2e3 e2e4 e2e5 e2e6 e2e7"},
    /* double step only from the second rank, blocked double step */
    {"chess", "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2", ""},
    {"chess", "4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1", "e2", "e2e3"},
    {"chess", "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3", "e3e4"},
};

START_TEST(legal_moves_table)
{
    tu_check_moves(&moves[_i]);
}
END_TEST

START_TEST(results)
{
    tu_check_result("chess", NULL, VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_check_result("chess",
                    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w "
                    "KQkq - 1 3",
                    VCHESS_BLACK_WINS, VCHESS_REASON_CHECKMATE);
    tu_check_result("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", VCHESS_DRAW,
                    VCHESS_REASON_STALEMATE);
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", VCHESS_DRAW,
                    VCHESS_REASON_INSUFFICIENT);
    /* FIDE 5.2.2 dead positions: K+B v K, K+N v K, bishops all on one
     * colour; not K+N+N v K, K+B v K+N, bishops on both colours, K+P */
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/5B2 w - - 0 1", VCHESS_DRAW,
                    VCHESS_REASON_INSUFFICIENT);
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/6n1 w - - 0 1", VCHESS_DRAW,
                    VCHESS_REASON_INSUFFICIENT);
    tu_check_result("chess", "2b5/8/4k3/8/8/3K4/8/5B2 w - - 0 1",
                    VCHESS_DRAW, VCHESS_REASON_INSUFFICIENT); /* c8, f1 */
    tu_check_result("chess", "3b4/8/4k3/8/8/3K4/8/5B2 w - - 0 1",
                    VCHESS_ONGOING, VCHESS_REASON_NONE); /* d8 dark, f1 light */
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/1N4N1 w - - 0 1",
                    VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/1n3B2 w - - 0 1",
                    VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_check_result("chess", "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1",
                    VCHESS_ONGOING, VCHESS_REASON_NONE);
    /* FIDE 9.3 and 9.6.2: after 50 moves a draw may be claimed, after 75
     * the game is drawn */
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/7R w - - 100 80",
                    VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_check_result("chess", "8/8/4k3/8/8/3K4/8/7R w - - 150 80",
                    VCHESS_DRAW, VCHESS_REASON_SEVENTY_FIVE);
}
END_TEST

static int claim_of(const vchess_game *g)
{
    int reason = -1;

    ck_assert_int_eq(vchess_game_claim(&reason, g), 0);
    return reason;
}

/* FIDE 9.2: the third occurrence may be claimed; 9.6.1: the fifth ends
 * the game.  Each round of knight moves brings back the start position. */
START_TEST(threefold_and_fivefold_repetition)
{
    vchess_game *g = tu_game("chess", NULL);
    const char *shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
    int r, why;

    for (int round = 0; round < 4; round++) {
        ck_assert_int_eq(claim_of(g), round >= 2 ? VCHESS_REASON_REPETITION
                                                 : VCHESS_REASON_NONE);
        for (int i = 0; i < 4; i++) {
            vchess_game_result(&r, &why, g);
            ck_assert_int_eq(r, VCHESS_ONGOING);
            tu_play(g, shuffle[i]);
        }
    }
    vchess_game_result(&r, &why, g);
    ck_assert_int_eq(r, VCHESS_DRAW);
    ck_assert_int_eq(why, VCHESS_REASON_FIVEFOLD);
    ck_assert_int_eq(claim_of(g), VCHESS_REASON_NONE);
    ck_assert_int_eq(vchess_game_push(g, 0), VCHESS_EGAMEOVER);
    vchess_game_free(g);
}
END_TEST

/* After a mate no text is a move: the game is over, whatever the move
 * would do on the board (e1f2 would also leave the king in check). */
START_TEST(parse_after_mate_is_game_over)
{
    vchess_game *g = tu_game("chess", NULL);
    const char *fools_mate[] = {"f2f3", "e7e5", "g2g4", "d8h4"};
    vchess_move m;
    vchess_error err;

    for (int i = 0; i < 4; i++)
        tu_play(g, fools_mate[i]);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e1f2", &err),
                     VCHESS_EGAMEOVER);
    ck_assert_int_eq(err.code, VCHESS_EGAMEOVER);
    ck_assert_ptr_nonnull(strstr(err.text, "checkmate"));
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "a2a3", NULL),
                     VCHESS_EGAMEOVER);
    vchess_game_free(g);
}
END_TEST

START_TEST(fifty_move_claim)
{
    vchess_game *g = tu_game("chess", "8/8/4k3/8/8/3K4/8/7R w - - 99 80");

    ck_assert_int_eq(claim_of(g), VCHESS_REASON_NONE);
    tu_play(g, "h1h2");
    ck_assert_int_eq(claim_of(g), VCHESS_REASON_FIFTY_MOVES);
    vchess_game_free(g);
}
END_TEST

START_TEST(castling_rights_follow_moves)
{
    vchess_game *g = tu_game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    char fen[512];

    tu_play(g, "h1h8"); /* captures the h8 rook: K and k go */
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1");
    tu_play(g, "e8e7"); /* black king moves: q goes */
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "r6R/4k3/8/8/8/8/8/R3K3 w Q - 1 2");
    tu_play(g, "e1c1"); /* O-O-O */
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "r6R/4k3/8/8/8/8/8/2KR4 b - - 2 2");
    vchess_game_free(g);
}
END_TEST

START_TEST(check_detection)
{
    vchess_game *g = tu_game("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1");

    ck_assert_int_eq(tu_in_check(g), 0);
    tu_play(g, "h1h8");
    ck_assert_int_eq(tu_in_check(g), 1);
    vchess_game_free(g);
}
END_TEST

Suite *chess_suite(void)
{
    Suite *s = suite_create("chess");
    TCase *tc = tcase_create("rules");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, legal_moves_table, 0,
                        sizeof(moves) / sizeof(moves[0]));
    tcase_add_test(tc, results);
    tcase_add_test(tc, threefold_and_fivefold_repetition);
    tcase_add_test(tc, parse_after_mate_is_game_over);
    tcase_add_test(tc, fifty_move_claim);
    tcase_add_test(tc, castling_rights_follow_moves);
    tcase_add_test(tc, check_detection);
    suite_add_tcase(s, tc);
    return s;
}
