/* check_placing.c - games of placing stones: a piece with no moves at
 * all (Fairy-Stockfish's immobile, or a custom piece of empty Betza),
 * drops that fall down a file or are pushed in from an edge
 * (enclosingDrop = top, anyside) and a square of stones that wins
 * (connectNxN), worked by hand from the rules as Fairy-Stockfish's
 * variants.ini header and its source state them; perft against
 * Fairy-Stockfish is in tests/definition_perft.txt. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Three in a row on 3x3, with stones that never move. */
static const char stones3[] =
    "[t]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\n"
    "startFen = 3/3/3[PPPPPpppp] w - - 0 1\npieceDrops = true\n"
    "doubleStep = false\ncastling = false\nstalemateValue = draw\n"
    "connectN = 3\n";

/* Connect four: 7 files, 6 ranks, stones fall down their file. */
static const char gravity4[] =
    "[t]\nmaxRank = 6\nmaxFile = 7\nimmobile = p\n"
    "startFen = 7/7/7/7/7/7[PPPPPPPPPPPPPPPPPPPPPppppppppppppppppppppp] w "
    "- - 0 1\npieceDrops = true\nenclosingDrop = top\ndoubleStep = false\n"
    "castling = false\nstalemateValue = draw\nconnectN = 4\nnMoveRule = 0\n";

/* The same pushed in from the four edges of a 7x7 board. */
static const char anyside4[] =
    "[t]\nmaxRank = 7\nmaxFile = 7\nimmobile = p\n"
    "startFen = 7/7/7/7/7/7/7[" "PPPPPPPPPPPPPPPPPPPPPPPPP" "pppppppppppp"
    "pppppppppppp] w - - 0 1\npieceDrops = true\nenclosingDrop = anyside\n"
    "doubleStep = false\ncastling = false\nconnectN = 4\n";

static int result(const vchess_game *g, int *reason)
{
    int r = -1;

    ck_assert_int_eq(vchess_game_result(&r, reason, g), 0);
    return r;
}

/* A stone on the board has no move, attacks nothing and reads, writes
 * and draws as any piece: black's only moves are its drops onto the
 * eight empty cells (SAN "P@a1"); with empty hands the side to move is
 * stalemated (a draw), though the stones stand beside each other. */
START_TEST(immobile_stones)
{
    vchess_variant_set *set = NULL;
    char got[512], svg[16384];
    vchess_game *g = tu_text_game(&set, stones3, "t", "3/1P1/3[PPPPpppp] b - - 0 1");
    vchess_move m = 0;
    size_t needed = 0;
    int why = -1;

    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "P@a1 P@a2 P@a3 P@b1 P@b3 P@c1 P@c2 P@c3");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "P@a1", NULL), 0);
    ck_assert_int_eq(vchess_game_move_san(got, sizeof(got), NULL, g, m), 0);
    ck_assert_str_eq(got, "P@a1");
    ck_assert_int_eq(vchess_game_svg(svg, sizeof(svg), &needed, g, NULL), 0);
    ck_assert_int_eq(strstr(svg, "data-cell=\"b2\"") != NULL, 1);
    tu_play(g, "P@a1");
    ck_assert_str_eq(tu_fen(g, got, sizeof(got)),
                     "3/1P1/p2[PPPPppp] w - - 0 2");
    ck_assert_str_eq(tu_moves(g, "b2", got, sizeof(got)), "");
    ck_assert_int_eq(tu_in_check(g), 0);
    vchess_game_free(g);
    g = tu_text_game(&set, stones3, "t", "Pp1/pP1/3[] w - - 0 1");
    ck_assert_uint_eq(tu_perft(g, 1), 0);
    ck_assert_int_eq(result(g, &why), VCHESS_DRAW);
    ck_assert_int_eq(why, VCHESS_REASON_STALEMATE);
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* "customPiece1 = s:" - no Betza letters - is such a stone too, and
 * the writer and reader keep it so. */
START_TEST(empty_betza_is_a_stone)
{
    vchess_variant_set *set = NULL;
    char got[512];
    vchess_game *g = tu_text_game(
        &set,
        "[t:chess]\ncustomPiece1 = s:\n"
        "startFen = 4k3/8/8/8/3S4/8/8/4K3 w - - 0 1\n",
        "t", NULL);

    ck_assert_str_eq(tu_moves(g, "d4", got, sizeof(got)), "");
    ck_assert_uint_eq(tu_perft(g, 1), 5); /* the king's steps */
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* Tic-tac-toe, whose games stop at a win: the positions after each ply
 * follow from the published numbers of its games by length (1440 end
 * on the fifth ply, 5328, 47952, 72576 and 127872 on the next ones;
 * 255168 in all): after ply n + 1 there are (positions after n, less
 * the games ended there) x (9 - n). */
START_TEST(tictactoe_perft)
{
    static const uint64_t plies[10] = {1,     9,      72,     504,
                                       3024,  15120,  54720,  148176,
                                       200448, 127872};
    static const uint64_t ended[10] = {0,    0,    0,     0,     0,
                                       1440, 5328, 47952, 72576, 127872};
    vchess_variant_set *set = NULL;
    vchess_game *g = tu_text_game(&set, stones3, "t", NULL);
    uint64_t games = 0;

    for (int n = 0; n < 9; n++)
        ck_assert_uint_eq(plies[n + 1],
                          (plies[n] - ended[n]) * (uint64_t)(9 - n));
    for (int n = 0; n < 10; n++)
        games += ended[n];
    ck_assert_uint_eq(games, 255168);
    ck_assert_uint_eq(tu_perft(g, (unsigned)_i), plies[_i]);
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* enclosingDrop = top: the first move has the seven cells of the first
 * rank; a stone on c1 lifts that file's drop to c2; a full file a has
 * none. */
START_TEST(gravity_drops)
{
    vchess_variant_set *set = NULL;
    char got[512];
    vchess_game *g = tu_text_game(&set, gravity4, "t", NULL);

    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "P@a1 P@b1 P@c1 P@d1 P@e1 P@f1 P@g1");
    tu_play(g, "P@c1");
    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "P@a1 P@b1 P@c2 P@d1 P@e1 P@f1 P@g1");
    vchess_game_free(g);
    g = tu_text_game(&set, gravity4, "t",
                  "p6/P6/p6/P6/p6/P6[PPPPPPPPPPpppppppppp] w - - 0 1");
    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "P@b1 P@c1 P@d1 P@e1 P@f1 P@g1");
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* With chess pieces (crazyhouse): the drop falls as a stone does, and a
 * pawn still keeps off the first rank.  White's king on a1: a knight
 * may enter b1 to h1 or a2 (8), a pawn only a2; the king has 3 steps. */
START_TEST(gravity_keeps_pawn_ranks)
{
    vchess_variant_set *set = NULL;
    static const char house[] = "[t:crazyhouse]\nenclosingDrop = top\n";
    vchess_game *g = tu_text_game(&set, house, "t", "k7/8/8/8/8/8/8/K7[N] w - - 0 1");

    ck_assert_uint_eq(tu_perft(g, 1), 8 + 3);
    vchess_game_free(g);
    g = tu_text_game(&set, house, "t", "k7/8/8/8/8/8/8/K7[P] w - - 0 1");
    ck_assert_uint_eq(tu_perft(g, 1), 1 + 3);
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* enclosingDrop = anyside, as Fairy-Stockfish reckons it: a stone
 * pushed in from the west or the south edge rests before the first
 * stone in its way (or at the far edge); pushed in from the east or the
 * north, Fairy-Stockfish takes the cell nearest the west or south edge
 * that is empty after a stone or the edge.  On an empty board that is
 * the 24 cells of the rim.  A stone on d4 stops the pushes from a4 at
 * c4 and from d1 at d3, instead of g4 and d7; those from g4 and d7 give
 * a4 and d1, not e4 and d5. */
START_TEST(anyside_drops)
{
    vchess_variant_set *set = NULL;
    char got[512];
    vchess_game *g = tu_text_game(&set, anyside4, "t", NULL);

    ck_assert_uint_eq(tu_perft(g, 1), 24);
    vchess_game_free(g);
    g = tu_text_game(&set, anyside4, "t",
                  "7/7/7/3p3/7/7/7[PPPPPPPPPPpppppppppp] w - - 0 1");
    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "P@a1 P@a2 P@a3 P@a4 P@a5 P@a6 P@a7 P@b1 P@b7 P@c1 "
                     "P@c4 P@c7 P@d1 P@d3 P@e1 P@e7 P@f1 P@f7 P@g1 P@g2 "
                     "P@g3 P@g5 P@g6 P@g7");
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* connectNxN = 2 (with no connectN): the side that fills a 2x2 square
 * has won; three of its four cells do not. */
START_TEST(square_wins)
{
    static const char text[] =
        "[t]\nmaxRank = 5\nmaxFile = 5\nimmobile = -\ncustomPiece1 = p:mK\n"
        "startFen = 5/5/5/5/5[PPPPpppp] w - - 0 1\npieceDrops = true\n"
        "doubleStep = false\ncastling = false\nconnectNxN = 2\n";
    static const char *const fen = "3pp/3p1/1P2p/1P3/PP3[] w - - 0 1";
    vchess_variant_set *set = NULL;
    vchess_game *g = tu_text_game(&set, text, "t", fen);
    int why = -1;

    tu_play(g, "b3a2");
    ck_assert_int_eq(result(g, &why), VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_CONNECT);
    ck_assert_uint_eq(tu_perft(g, 1), 0);
    vchess_game_free(g);
    g = tu_text_game(&set, text, "t", fen);
    tu_play(g, "b3c2");
    ck_assert_int_eq(result(g, &why), VCHESS_ONGOING);
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* What is not in the model is refused by name: the drops that flip
 * (reversi, ataxx), pawns pushed in from any side, a value that is not
 * Fairy-Stockfish's. */
START_TEST(entry_refusals)
{
    static const struct {
        const char *text, *says;
    } bad[] = {
        {"[t:crazyhouse]\nenclosingDrop = reversi\n", "'reversi'"},
        {"[t:crazyhouse]\nenclosingDrop = ataxx\n", "'ataxx'"},
        {"[t:crazyhouse]\nenclosingDrop = anyside\n", "with pawns"},
        {"[t:crazyhouse]\nenclosingDrop = down\n", "none, top or anyside"},
    };

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        vchess_variant_set *s = NULL;
        vchess_error err;
        ck_assert_int_ne(
            vchess_variant_set_load(&s, bad[i].text, "t.ini", NULL, &err), 0);
        ck_assert_msg(strstr(err.text, bad[i].says) != NULL, "%s", err.text);
    }
}
END_TEST

Suite *placing_suite(void)
{
    Suite *s = suite_create("placing");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, immobile_stones);
    tcase_add_test(tc, empty_betza_is_a_stone);
    tcase_add_loop_test(tc, tictactoe_perft, 0, 10);
    tcase_add_test(tc, gravity_drops);
    tcase_add_test(tc, gravity_keeps_pawn_ranks);
    tcase_add_test(tc, anyside_drops);
    tcase_add_test(tc, square_wins);
    tcase_add_test(tc, entry_refusals);
    suite_add_tcase(s, tc);
    return s;
}
