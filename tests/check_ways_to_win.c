/* check_ways_to_win.c - the game ends of the Lichess family and of
 * Fairy-Stockfish's flag, check-count, extinction and compulsory-capture
 * keys, worked by hand from the rules as Lichess states them
 * (lichess.org/variant: King of the Hill, Racing Kings, Three-check,
 * Antichess) and as Fairy-Stockfish's variants.ini header states its
 * keys; the perft counts against Fairy-Stockfish are in
 * tests/fsf_builtin_perft.txt. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <string.h>

static void play_all(vchess_game *g, const char *const *moves)
{
    for (; *moves; moves++)
        tu_play(g, *moves);
}

static int result(const vchess_game *g, int *reason)
{
    int r = -1;

    ck_assert_int_eq(vchess_game_result(&r, reason, g), 0);
    return r;
}

static int legal_count(const vchess_game *g)
{
    return (int)tu_perft(g, 1);
}

/* The king walks to e4, a centre cell: white has won, black may not
 * move. */
START_TEST(hill_reached_wins)
{
    static const char *const moves[] = {"e2e3", "a7a6", "e1e2", "a6a5",
                                        "e2d3", "a5a4", NULL};
    vchess_game *g = tu_game("kingofthehill", NULL);
    int why;

    play_all(g, moves);
    ck_assert_int_eq(result(g, &why), VCHESS_ONGOING);
    tu_play(g, "d3d4");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_FLAG);
    ck_assert_int_eq(legal_count(g), 0);
    vchess_game_free(g);
}
END_TEST

/* The hill still lets checkmate win, and is no refuge in check: a king
 * may not step onto it into check. */
START_TEST(hill_is_no_refuge)
{
    char buf[256];
    vchess_game *g = tu_game("kingofthehill", "8/8/8/3q4/8/2K5/8/7k w - - 0 1");

    ck_assert_str_eq(tu_moves(g, "c3", buf, sizeof(buf)), "c3b2 c3b4 c3c2");
    vchess_game_free(g);
}
END_TEST

/* White reaches the eighth rank; black, whose king cannot reach it on
 * the next move, has lost at once. */
START_TEST(race_won_when_black_cannot_follow)
{
    vchess_game *g = tu_game("racingkings", "8/6K1/8/k7/8/8/8/8 w - - 0 1");
    int why;

    tu_play(g, "g7g8");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_FLAG);
    ck_assert_int_eq(legal_count(g), 0);
    vchess_game_free(g);
}
END_TEST

/* ... and when black can follow, it may: if it does, a draw; if it
 * does not, white has won. */
START_TEST(race_drawn_when_black_follows)
{
    vchess_game *g = tu_game("racingkings", "8/k5K1/8/8/8/8/8/8 w - - 0 1");
    int why;

    tu_play(g, "g7g8");
    ck_assert_int_eq(result(g, &why), VCHESS_ONGOING);
    ck_assert_int_eq(legal_count(g), 5);
    tu_play(g, "a7b8");
    ck_assert_int_eq(result(g, &why), VCHESS_DRAW);
    ck_assert_int_eq(why, VCHESS_REASON_FLAG);
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    tu_play(g, "a7a6");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_FLAG);
    vchess_game_free(g);
}
END_TEST

/* No move may give check: the rook on a1 may not go to b1 (the king's
 * file) or a3 (its rank). */
START_TEST(race_gives_no_check)
{
    char buf[512];
    vchess_game *g = tu_game("racingkings", "8/8/8/8/8/1k6/8/R6K w - - 0 1");

    ck_assert_str_eq(tu_moves(g, "a1", buf, sizeof(buf)),
                     "a1a2 a1a4 a1a5 a1a6 a1a7 a1a8 a1c1 a1d1 a1e1 a1f1 a1g1");
    vchess_game_free(g);
}
END_TEST

/* The third check wins; the FEN counts the checks still to give. */
START_TEST(third_check_wins)
{
    char fen[256];
    vchess_game *g = tu_game(
        "3check",
        "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 3");
    int why;

    tu_play(g, "f1b5");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_CHECKS);
    ck_assert_int_eq(legal_count(g), 0);
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq "
                     "- 0+3 1 3");
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq "
                     "- 1+3 0 3");
    vchess_game_free(g);
}
END_TEST

/* Lichess's and python-chess's "+W+B" after the move number counts the
 * checks given: two given of three is one still to give. */
START_TEST(lichess_check_field)
{
    char fen[256];
    vchess_game *g = tu_game(
        "3check",
        "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 +2+0");

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq "
                     "- 1+3 0 3");
    vchess_game_free(g);
}
END_TEST

/* Captures are compulsory, and the king may be taken; losing every
 * piece wins. */
START_TEST(antichess_must_capture)
{
    char buf[256];
    vchess_game *g = tu_game("antichess", "8/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    int why;

    ck_assert_str_eq(tu_moves(g, "e1", buf, sizeof(buf)), "");
    ck_assert_int_eq(legal_count(g), 1); /* e4xd5 only */
    tu_play(g, "e4d5");
    ck_assert_int_eq(result(g, &why), VCHESS_BLACK_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_EXTINCTION);
    vchess_game_free(g);
}
END_TEST

/* A stalemated side wins in antichess. */
START_TEST(antichess_stalemate_wins)
{
    vchess_game *g = tu_game("antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1");
    int why;

    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_STALEMATE);
    vchess_game_free(g);
}
END_TEST

/* Horde: white plays without a king and loses with no piece left; its
 * pawns double-step from the first rank too, and such a step cannot be
 * taken en passant, while one from the second rank can (Lichess's rule,
 * Fairy-Stockfish's enPassantRegion). */
START_TEST(horde_first_rank_step)
{
    char fen[128], buf[256];
    vchess_game *g = tu_game("horde", "4k3/8/8/8/8/1p6/8/P7 w - - 0 1");

    ck_assert_str_eq(tu_moves(g, "a1", buf, sizeof(buf)), "a1a2 a1a3");
    tu_play(g, "a1a3");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "4k3/8/8/8/8/Pp6/8/8 b - - 0 1");
    vchess_game_free(g);
    g = tu_game("horde", "4k3/8/8/8/1p6/8/P7/8 w - - 0 1");
    tu_play(g, "a2a4");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "4k3/8/8/8/Pp6/8/8/8 b - a3 0 1");
    ck_assert_str_eq(tu_moves(g, "b4", buf, sizeof(buf)), "b4a3 b4b3");
    vchess_game_free(g);
}
END_TEST

START_TEST(horde_extinct_loses)
{
    vchess_game *g = tu_game("horde", "4k3/8/8/8/8/8/3q4/4P3 b - - 0 1");
    int why;

    tu_play(g, "d2e1");
    ck_assert_int_eq(result(g, &why), VCHESS_BLACK_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_EXTINCTION);
    vchess_game_free(g);
}
END_TEST

/* Only a side whose start position has no king may lack one. */
START_TEST(horde_black_needs_its_king)
{
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_int_eq(tu_new_game(&g, "horde", "8/8/8/8/8/8/8/P7 w - - 0 1",
                                 &err),
                     VCHESS_EFEN);
    ck_assert_ptr_nonnull(strstr(err.text, "black has none"));
    ck_assert_int_eq(tu_new_game(&g, "chess", "4k3/8/8/8/8/8/8/P7 w - - 0 1",
                                 &err),
                     VCHESS_EFEN);
    ck_assert_ptr_nonnull(strstr(err.text, "white has none"));
}
END_TEST

/* Atomic (lichess.org/variant/atomic): a capture blows away the
 * capturing piece and every piece but pawns next to the cell: Nxd7 takes
 * the pawn, and the knight, the bishop on c8, the queen on d8 and the
 * king on e8 go with it; the pawns on c7 and e7 stay.  Black's king is
 * gone: white has won. */
START_TEST(atomic_capture_explodes)
{
    char fen[128];
    vchess_game *g = tu_game("atomic", "rnbqkbnr/ppppp1pp/8/2N5/8/8/PPPPPPPP/"
                                       "R1BQKBNR w KQkq - 0 1");
    int why;

    tu_play(g, "c5d7");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rn3bnr/ppp1p1pp/8/8/8/8/PPPPPPPP/R1BQKBNR b KQ - 0 1");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_EXPLOSION);
    ck_assert_int_eq(legal_count(g), 0);
    vchess_game_free(g);
}
END_TEST

/* A king may not capture (it would blow itself away): the king on e1
 * has d2 and f2, not the pawn on e2 nor d1 and f1, which it guards. */
START_TEST(atomic_king_does_not_capture)
{
    char buf[256];
    vchess_game *g = tu_game("atomic", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1");

    ck_assert_str_eq(tu_moves(g, "e1", buf, sizeof(buf)), "e1d2 e1f2");
    vchess_game_free(g);
}
END_TEST

/* Kings side by side cannot take each other, so a king next to the
 * other is not in check from anything: the rook on a2 does not check
 * the king on d2 while the black king stands on d3, and the white king
 * may step along the rook's rank, next to the black king. */
START_TEST(atomic_touching_kings)
{
    char buf[256];
    vchess_game *g = tu_game("atomic", "8/8/8/8/8/3k4/r2K4/8 w - - 0 1");

    ck_assert_int_eq(tu_in_check(g), 0);
    ck_assert_str_eq(tu_moves(g, "d2", buf, sizeof(buf)),
                     "d2c1 d2c2 d2c3 d2d1 d2e1 d2e2 d2e3");
    vchess_game_free(g);
}
END_TEST

/* Blowing away the other king wins even out of check: the rook on a1
 * checks white, and Qxd8 does not answer the check, but it blows up the
 * king on e8, so it is legal and wins. */
START_TEST(atomic_explosion_beats_check)
{
    vchess_game *g = tu_game("atomic", "3qk3/8/8/8/7Q/8/8/r3K3 w - - 0 1");
    int why;

    ck_assert_int_eq(tu_in_check(g), 1);
    tu_play(g, "h4d8");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_EXPLOSION);
    vchess_game_free(g);
}
END_TEST

/* nocheckatomic (ICC's rules): nothing is check, so the king on e1 may
 * stay on the rook's rank (d1, f1) as well as leave it (d2, e2, f2); and
 * Rxe1, which blows the rook away too, takes the king and wins. */
START_TEST(nocheckatomic_king_may_hang)
{
    vchess_game *g = tu_game("nocheckatomic", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
    int why;

    ck_assert_int_eq(tu_in_check(g), 0);
    ck_assert_int_eq(legal_count(g), 5);
    vchess_game_free(g);
    g = tu_game("nocheckatomic", "4k3/8/8/8/8/8/8/r3K3 b - - 0 1");
    tu_play(g, "a1e1");
    ck_assert_int_eq(result(g, &why), VCHESS_BLACK_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_EXPLOSION);
    vchess_game_free(g);
}
END_TEST

/* Breakthrough: the first piece on the far rank wins; pieces step
 * forward straight or diagonally and take only diagonally. */
START_TEST(breakthrough_far_rank_wins)
{
    char buf[256];
    vchess_game *g = tu_game("breakthrough", "8/8/8/8/8/8/1p6/2P4P b - - 0 1");
    int why;

    ck_assert_str_eq(tu_moves(g, "b2", buf, sizeof(buf)), "b2a1 b2b1 b2c1");
    tu_play(g, "b2c1");
    ck_assert_int_eq(result(g, &why), VCHESS_BLACK_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_FLAG);
    vchess_game_free(g);
}
END_TEST

/* After `move` from `fen` in the variant "t" that `text` defines: the
 * result is `expected`, for `reason` (when the game has ended). */
static void after_move(const char *text, const char *fen, const char *move,
                       int expected, int reason)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    int why = -1;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "t", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, fen, NULL, &err), 0);
    tu_play(g, move);
    ck_assert_int_eq(result(g, &why), expected);
    if (expected != VCHESS_ONGOING)
        ck_assert_int_eq(why, reason);
    vchess_game_free(g);
    vchess_variant_set_free(s);
}

/* flagPieceSafe: a piece on its flag region wins only unattacked: the
 * rook on a8 has won; on d8, next to the king, the game goes on. */
START_TEST(flag_piece_safe)
{
    static const char text[] = "[t:chess]\nflagRegionWhite = *8\n"
                               "flagRegionBlack = *1\nflagPieceSafe = true\n";

    after_move(text, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8",
               VCHESS_WHITE_WINS, VCHESS_REASON_FLAG);
    after_move(text, "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8",
               VCHESS_ONGOING, 0);
}
END_TEST

/* connectN: the side that makes a row of three (here along ranks and
 * files only) has won; a diagonal row does not count. */
START_TEST(connect_three)
{
    static const char text[] = "[t]\nmaxRank = 4\nmaxFile = d\n"
                               "customPiece1 = q:mK\n"
                               "startFen = 4/4/4/4 w - - 0 1\nconnectN = 3\n"
                               "connectDiagonal = false\n";

    after_move(text, "4/4/q1q1/QQ1Q w - - 0 1", "d1c1", VCHESS_WHITE_WINS,
               VCHESS_REASON_CONNECT);
    after_move(text, "q3/4/1QQ1/Q2q w - - 0 1", "c2c3", VCHESS_ONGOING, 0);
}
END_TEST

/* Blasts with a royal king are not in the model (a king that could be
 * blown away is no royal piece), and say what to write instead. */
START_TEST(blast_needs_a_commoner_king)
{
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_int_ne(vchess_variant_set_load(
                         &s, "[t:chess]\nblastOnCapture = true\n", "t.ini",
                         NULL, &err),
                     0);
    ck_assert_ptr_nonnull(strstr(err.text, "commoner"));
    ck_assert_int_ne(vchess_variant_set_load(
                         &s, "[t:atomic]\ndupleCheck = true\n", "t.ini",
                         NULL, &err),
                     0);
    ck_assert_ptr_nonnull(strstr(err.text, "dupleCheck"));
}
END_TEST

/* A key this model does not have yet is refused by name. */
START_TEST(unknown_end_refused)
{
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_int_ne(vchess_variant_set_load(&s, "[t:chess]\ncollinearN = 3\n",
                                             "t.ini", NULL, &err),
                     0);
    ck_assert_ptr_nonnull(strstr(err.text, "collinearN"));
}
END_TEST

Suite *ways_to_win_suite(void)
{
    Suite *s = suite_create("ways_to_win");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, hill_reached_wins);
    tcase_add_test(tc, hill_is_no_refuge);
    tcase_add_test(tc, race_won_when_black_cannot_follow);
    tcase_add_test(tc, race_drawn_when_black_follows);
    tcase_add_test(tc, race_gives_no_check);
    tcase_add_test(tc, third_check_wins);
    tcase_add_test(tc, lichess_check_field);
    tcase_add_test(tc, antichess_must_capture);
    tcase_add_test(tc, antichess_stalemate_wins);
    tcase_add_test(tc, horde_first_rank_step);
    tcase_add_test(tc, horde_extinct_loses);
    tcase_add_test(tc, horde_black_needs_its_king);
    tcase_add_test(tc, atomic_capture_explodes);
    tcase_add_test(tc, atomic_king_does_not_capture);
    tcase_add_test(tc, atomic_touching_kings);
    tcase_add_test(tc, atomic_explosion_beats_check);
    tcase_add_test(tc, nocheckatomic_king_may_hang);
    tcase_add_test(tc, breakthrough_far_rank_wins);
    tcase_add_test(tc, flag_piece_safe);
    tcase_add_test(tc, connect_three);
    tcase_add_test(tc, blast_needs_a_commoner_king);
    tcase_add_test(tc, unknown_end_refused);
    suite_add_tcase(s, tc);
    return s;
}
