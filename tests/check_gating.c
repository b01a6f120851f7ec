/* check_gating.c - gating (S-Chess, S-House), worked by hand from the
 * rules as S-Chess's inventors state them and as Fairy-Stockfish writes
 * its texts; perft against Fairy-Stockfish is in
 * tests/fsf_builtin_perft.txt. */
#include "suites.h"
#include "testutil.h"

#include <string.h>

static vchess_move parsed(const vchess_game *g, const char *text)
{
    vchess_move m = 0;

    ck_assert_msg(vchess_game_parse_move(&m, g, text, &tu_err) == 0,
                  "%s: %s", text, tu_err.text);
    return m;
}

static const char *san_of(const vchess_game *g, const char *text, char *buf)
{
    ck_assert_int_eq(vchess_game_move_san(buf, VCHESS_MOVE_TEXT_MAX, NULL,
                                          g, parsed(g, text)),
                     0);
    return buf;
}

/* King e1 and rook h1 on gates, a hawk in hand: the king's five steps
 * and the rook's nine moves, each also with the hawk entering behind,
 * and castling with the hawk on e1, on h1 or not at all: 31 moves. */
START_TEST(every_move_off_a_gate_may_gate)
{
    vchess_game *g = tu_game("seirawan", "4k3/8/8/8/8/8/8/4K2R[H] w K - 0 1");

    ck_assert_int_eq(tu_perft(g, 1), 5 * 2 + 9 * 2 + 3);
    vchess_game_free(g);
}
END_TEST

/* A bishop on f1 pinned by the rook on h1: the hawk entering on f1
 * would shut the line again, but the move must be legal without it
 * (the inventors' rule), so only the king moves: d1 d2 e2 f2, each also
 * gating when e1 is a gate. */
START_TEST(gating_does_not_unpin)
{
    vchess_game *g = tu_game("seirawan", "4k3/8/8/8/8/8/8/4KB1r[H] w F - 0 1");
    vchess_move m = 0;

    ck_assert_int_eq(tu_perft(g, 1), 4);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Bd3/H", NULL),
                     VCHESS_EILLEGAL);
    vchess_game_free(g);
    g = tu_game("seirawan", "4k3/8/8/8/8/8/8/4KB1r[H] w EF - 0 1");
    ck_assert_int_eq(tu_perft(g, 1), 8);
    vchess_game_free(g);
}
END_TEST

/* Texts as Fairy-Stockfish writes them: SAN "/H" after the move (and
 * the cell for castling), coordinates with the letter after the cells,
 * castling that gates on the rook's cell from the rook to the king. */
START_TEST(gating_texts)
{
    char san[VCHESS_MOVE_TEXT_MAX], buf[VCHESS_MOVE_TEXT_MAX];
    vchess_game *g = tu_game("seirawan", "4k3/8/8/8/8/8/8/4K2R[H] w K - 0 1");
    vchess_move m = parsed(g, "O-O/Hh1");

    ck_assert_str_eq(san_of(g, "h1e1h", san), "O-O/Hh1");
    ck_assert_str_eq(san_of(g, "e1g1h", san), "O-O/He1");
    ck_assert_str_eq(san_of(g, "h1h8h", san), "Rh8/H+");
    ck_assert_int_eq(vchess_game_move_coord(buf, sizeof(buf), NULL, g, m), 0);
    ck_assert_str_eq(buf, "h1e1h");
    ck_assert(parsed(g, "O-O/He1") == parsed(g, "e1g1h"));
    ck_assert(parsed(g, "Kd2/H") == parsed(g, "e1d2h"));
    ck_assert(parsed(g, "Kd2") != parsed(g, "Kd2/H"));
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "O-O/H", NULL),
                     VCHESS_EAMBIGUOUS);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Kd2/E", &tu_err),
                     VCHESS_ENOPIECE);
    ck_assert_str_eq(tu_err.text, "no white elephant in hand");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Kd2/", &tu_err),
                     VCHESS_ESYNTAX);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "O-O/Hf1", &tu_err),
                     VCHESS_EILLEGAL);
    vchess_game_free(g);
    /* no gates: the rook has moved (and come back) */
    g = tu_game("seirawan", "4k3/8/8/8/8/8/8/4K2R[H] w - - 0 1");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Rh2/H", &tu_err),
                     VCHESS_EILLEGAL);
    ck_assert_msg(strstr(tu_err.text, "h1 is no gate") != NULL, "%s",
                  tu_err.text);
    vchess_game_free(g);
}
END_TEST

/* The piece and the cell a gating move brings in, as the API reports
 * them. */
START_TEST(gating_move_reports_its_piece)
{
    vchess_game *g = tu_game("seirawan", "4k3/8/8/8/8/8/8/4K2R[H] w K - 0 1");
    vchess_move_info info;
    char piece = 'x';
    int cell = 0;

    ck_assert_int_eq(vchess_game_move_gate(&piece, &cell, g,
                                           parsed(g, "h1e1h")), 0);
    ck_assert_int_eq(piece, 'H');
    ck_assert_int_eq(cell, tu_cell(g, "h1"));
    ck_assert_int_eq(vchess_game_move_info(&info, g, parsed(g, "h1e1h")), 0);
    ck_assert(info.flags & VCHESS_MOVE_GATING);
    ck_assert(info.flags & VCHESS_MOVE_CASTLING);
    ck_assert(!(info.flags & VCHESS_MOVE_PROMOTION));
    ck_assert_int_eq(vchess_game_move_gate(&piece, &cell, g,
                                           parsed(g, "Kd2")), 0);
    ck_assert_int_eq(piece, 0);
    ck_assert_int_eq(cell, VCHESS_CELL_NONE);
    vchess_game_free(g);
}
END_TEST

/* The gates in the FEN's castling field: those a right does not name,
 * by file letter after each colour's rights; gone when their piece
 * moves, and all of a colour's once its hand is empty (S-Chess's hand
 * does not refill).  Fairy-Stockfish writes the same fields. */
START_TEST(gates_in_the_fen)
{
    char fen[256];
    vchess_game *g = tu_game("seirawan", NULL);

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w "
                     "KQBCDFGkqbcdfg - 0 1");
    tu_play(g, "Nc3/H");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b "
                     "KQCDFGkqbcdfg - 1 1");
    tu_play(g, "Nc6");
    tu_play(g, "Nf3/E");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "r1bqkbnr/pppppppp/2n5/8/8/2N2N2/PPPPPPPP/RHBQKBER[eh] b "
                     "KQkqcdfg - 3 2");
    vchess_game_free(g);
    /* the rook leaves: the right goes, the king's gate stays, now named */
    g = tu_game("seirawan", NULL);
    tu_play(g, "a4");
    tu_play(g, "a5");
    tu_play(g, "Ra3");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/1ppppppp/8/p7/P7/R7/1PPPPPPP/1NBQKBNR[EHeh] b "
                     "KBCDFGkqbcdfg - 1 2");
    vchess_game_free(g);
}
END_TEST

/* Fairy-Stockfish 11.1 also names the gates of the rights ("KQABDEFGH"),
 * which reads the same; a gate must stand on a piece of its colour. */
START_TEST(gate_letters_read)
{
    char fen[256];
    vchess_game *g = NULL;

    g = tu_game("shouse", "r2qkbnr/Pp1b1pp1/p3p2p/n1pE2B1/P1PP2P1/8/1PP1PP1e/"
                          "RNHQKBNR[H] w KQABDEFGHkqaefgh - 0 17");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "r2qkbnr/Pp1b1pp1/p3p2p/n1pE2B1/P1PP2P1/8/1PP1PP1e/"
                     "RNHQKBNR[H] w KQBDFGkqfg - 0 17");
    vchess_game_free(g);
    ck_assert_int_eq(tu_new_game(&g, "seirawan",
                                 "4k3/8/8/8/8/8/8/4K3[H] w B - 0 1", &tu_err),
                     VCHESS_EFEN);
    ck_assert_msg(strstr(tu_err.text, "'B'") != NULL, "%s", tu_err.text);
    ck_assert_int_eq(tu_new_game(&g, "seirawan",
                                 "4k3/8/8/8/8/8/8/1N2K3[H] w BB - 0 1",
                                 &tu_err),
                     VCHESS_EFEN);
}
END_TEST

/* S-House: a captured piece joins the hand and may enter by a drop or
 * by gating; pawns do not gate (they may not enter on the first rank). */
START_TEST(shouse_gates_and_drops)
{
    char fen[256];
    vchess_game *g = tu_game("shouse", "4k3/8/8/8/8/8/8/1N2K3[P] w B - 0 1");

    /* knight b1: a3 c3 d2, king d1 d2 e2 f2 f1, and the pawn onto the
     * 61 empty cells less the 13 of ranks 1 and 8 */
    ck_assert_int_eq(tu_perft(g, 1), 3 + 5 + 48);
    vchess_game_free(g);
    g = tu_game("shouse", NULL);
    tu_play(g, "e4");
    tu_play(g, "d5");
    tu_play(g, "exd5");
    tu_play(g, "Qxd5");
    tu_play(g, "Bb5/H+");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnb1kbnr/ppp1pppp/8/1B1q4/8/8/PPPP1PPP/RNBQKHNR[EPehp] "
                     "b KQBCDGkqbcfg - 1 3");
    vchess_game_free(g);
}
END_TEST

Suite *gating_suite(void)
{
    Suite *s = suite_create("gating");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, every_move_off_a_gate_may_gate);
    tcase_add_test(tc, gating_does_not_unpin);
    tcase_add_test(tc, gating_texts);
    tcase_add_test(tc, gating_move_reports_its_piece);
    tcase_add_test(tc, gates_in_the_fen);
    tcase_add_test(tc, gate_letters_read);
    tcase_add_test(tc, shouse_gates_and_drops);
    suite_add_tcase(s, tc);
    return s;
}
