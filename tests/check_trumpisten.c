/* check_trumpisten.c - Trumpisten Chess as in docs/rules/trumpisten.md: holes,
 * Q3 queen, amazonrider, fR2fmF pawns, trump squares, castling with the
 * corner pawn, stalemate wins, bare king loses.  Expected moves are worked
 * out by hand from the spec.  A side with only its king has lost and has
 * no moves, so most positions give each side one more piece (a pawn on
 * e10 or e2) that stays out of the way. */
#include "suites.h"
#include "testutil.h"

#include <string.h>

#define T "trumpisten"

static const struct tu_moves_case moves[] = {
    /* rook: the file is cut by no hole on b; rank 6 runs to both edges */
    {T, "k4/4p/5/5/*3*/1R3/*3*/5/5/5/4K w - - 0 1", "b6",
     "b6a6 b6b1 b6b10 b6b11 b6b2 b6b3 b6b4 b6b5 b6b7 b6b8 b6b9 b6c6 b6d6 "
     "b6e6"},
    /* rook between the holes a5 and a7: only sideways */
    {T, "k4/4p/5/5/*3*/R4/*3*/5/5/5/4K w - - 0 1", "a6",
     "a6b6 a6c6 a6d6 a6e6"},
    {T, "k4/4p/5/5/*3*/5/*3*/R4/5/5/4K w - - 0 1", "a4",
     "a4a1 a4a2 a4a3 a4b4 a4c4 a4d4 a4e4"},
    /* knight: leaps over holes, never lands on them */
    {T, "k4/4p/5/5/*3*/2N2/*3*/5/5/5/4K w - - 0 1", "c6",
     "c6b4 c6b8 c6d4 c6d8"},
    {T, "k4/4p/5/5/*3*/5/*N2*/5/5/5/4K w - - 0 1", "b5",
     "b5a3 b5c3 b5c7 b5d4 b5d6"},
    /* queen: at most three cells, stopped by holes */
    {T, "k4/4p/5/5/*3*/2Q2/*3*/5/5/5/4K w - - 0 1", "c6",
     "c6a4 c6a6 c6a8 c6b5 c6b6 c6b7 c6c3 c6c4 c6c5 c6c7 c6c8 c6c9 c6d5 "
     "c6d6 c6d7 c6e4 c6e6 c6e8"},
    {T, "k3K/4p/5/5/*3*/5/*3*/5/2Q2/5/5 w - - 0 1", "c3",
     "c3a1 c3a3 c3b2 c3b3 c3b4 c3c1 c3c2 c3c4 c3c5 c3c6 c3d2 c3d3 c3d4 "
     "c3e1 c3e3"},
    /* amazonrider: queen lines plus nightrider lines over holes */
    {T, "k3K/4p/5/5/*3*/5/*3*/5/5/5/A4 w - - 0 1", "a1",
     "a1a2 a1a3 a1a4 a1b1 a1b2 a1b3 a1c1 a1c2 a1c3 a1c5 a1d1 a1d4 a1d7 "
     "a1e1 a1e3 a1e9"},
    /* a nightrider line ends where it would land on a hole */
    {T, "k3K/4p/5/5/*3*/5/*3*/5/5/5/2A2 w - - 0 1", "c1",
     "c1a1 c1a2 c1a3 c1b1 c1b2 c1b3 c1c10 c1c11 c1c2 c1c3 c1c4 c1c5 c1c6 "
     "c1c7 c1c8 c1c9 c1d1 c1d2 c1d3 c1e1 c1e2 c1e3"},
    /* pawn fR2fmF: one or two straight, diagonals to empty cells only */
    {T, "k4/4p/5/5/*3*/5/*3*/5/2P2/5/4K w - - 0 1", "c3",
     "c3b4 c3c4 c3c5 c3d4"},
    {T, "k4/5/5/5/*3*/5/*3*/2p2/2P2/5/4K w - - 0 1", "c3",
     "c3b4 c3c4 c3d4"},
    {T, "k4/5/5/5/*3*/5/*1p1*/3p1/2P2/5/4K w - - 0 1", "c3",
     "c3b4 c3c4 c3c5"},
    {T, "k4/4p/5/5/*3*/5/*3*/P4/5/5/4K w - - 0 1", "a4", "a4b5"},
    {T, "k4/4p/5/5/*3*/5/*3*/5/5/5/1P2K w - - 0 1", "b1",
     "b1a2 b1b2 b1b3 b1c2"},
    /* promotion to Q, N or R, also diagonally and after two cells */
    {T, "k3K/2P1p/5/5/*3*/5/*3*/5/5/5/5 w - - 0 1", "c10",
     "c10b11n c10b11q c10b11r c10c11n c10c11q c10c11r c10d11n c10d11q "
     "c10d11r"},
    {T, "k3K/4p/2P2/5/*3*/5/*3*/5/5/5/5 w - - 0 1", "c9",
     "c9b10 c9c10 c9c11n c9c11q c9c11r c9d10"},
    /* castling towards both corner pawns, written king onto partner */
    {T, "p1k1p/5/5/5/*3*/5/*3*/5/5/5/P1K1P w AEae - 0 1", "c1",
     "c1a1 c1b1 c1b2 c1c2 c1d1 c1d2 c1e1"},
    /* in check: no castling */
    {T, "p1k1p/5/2r2/5/*3*/5/*3*/5/5/5/P1K1P w AEae - 0 1", "c1",
     "c1b1 c1b2 c1d1 c1d2"},
    /* destination attacked: no castling that way */
    {T, "p1k1p/5/1r3/5/*3*/5/*3*/5/5/5/P1K1P w AEae - 0 1", "c1",
     "c1c2 c1d1 c1d2 c1e1"},
    /* the cell between king and pawn occupied */
    {T, "p1k1p/5/5/5/*3*/5/*3*/5/5/5/PNK1P w AEae - 0 1", "c1",
     "c1b2 c1c2 c1d1 c1d2 c1e1"},
    /* a pawn attacks straight ahead, 2 cells when the first is empty:
       the king may not step back along the file */
    {T, "k4/5/5/5/*3*/5/*1p1*/2K2/5/4P/5 w - - 0 1", "c4",
     "c4b3 c4b4 c4b5 c4c5 c4d3 c4d4 c4d5"},
};

START_TEST(legal_moves_table)
{
    tu_check_moves(&moves[_i]);
}
END_TEST

static void expect_piece_after(const char *fen, const char *move,
                               const char *cell, char piece)
{
    vchess_game *g = tu_game(T, fen);

    tu_play(g, move);
    ck_assert_int_eq(tu_piece_at(g, cell),
                     piece);
    vchess_game_free(g);
}

START_TEST(trump_squares_morph)
{
    /* by a move, by a capture, a pawn too; never the king */
    expect_piece_after("k4/4p/5/5/*3*/1R3/*3*/5/5/5/4K w - - 0 1", "b6a6",
                       "a6", 'A');
    expect_piece_after("k4/4p/5/5/*3*/1R2n/*3*/5/5/5/4K w - - 0 1", "b6e6",
                       "e6", 'A');
    expect_piece_after("k4/4p/5/5/*3*/5/*P2*/5/5/5/4K w - - 0 1", "b5a6",
                       "a6", 'A');
    expect_piece_after("4K/5/5/5/*3*/5/*3*/1n3/5/P4/4k b - - 0 1", "b4a6",
                       "a6", 'a');
    expect_piece_after("k4/4p/5/5/*3*/5/*K2*/5/5/4P/5 w - - 0 1", "b5a6",
                       "a6", 'K');
}
END_TEST

START_TEST(piece_on_trump_square_in_fen_stays)
{
    vchess_game *g = tu_game(T, "k4/5/5/5/*3*/R4/*3*/5/5/5/4K w - - 0 1");

    ck_assert_int_eq(tu_piece_at(g, "a6"),
                     'R');
    vchess_game_free(g);
}
END_TEST

START_TEST(castling_moves_king_and_pawn)
{
    const char *fen = "p1k1p/5/5/5/*3*/5/*3*/5/5/5/P1K1P w AEae - 3 1";
    vchess_game *g = tu_game(T, fen);
    char buf[512];

    tu_play(g, "c1a1");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "p1k1p/5/5/5/*3*/5/*3*/5/5/5/1KP1P b ae - 0 1");
    tu_play(g, "c11e11");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "p1pk1/5/5/5/*3*/5/*3*/5/5/5/1KP1P w - - 0 2");
    vchess_game_free(g);
    g = tu_game(T, fen); /* the plain step keeps the pawn home */
    tu_play(g, "c1b1");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "p1k1p/5/5/5/*3*/5/*3*/5/5/5/PK2P b ae - 4 1");
    vchess_game_free(g);
}
END_TEST

START_TEST(game_ends)
{
    tu_check_result(T, NULL, VCHESS_ONGOING, VCHESS_REASON_NONE);
    /* stalemate wins for the stalemating side */
    tu_check_result(T, "k4/5/1Q3/5/*3*/p4/*P2*/5/5/5/4K b - - 0 1",
                    VCHESS_WHITE_WINS, VCHESS_REASON_STALEMATE);
    tu_check_result(T, "k4/1Q3/2K2/5/*3*/p4/*P2*/5/5/5/5 b - - 0 1",
                    VCHESS_WHITE_WINS, VCHESS_REASON_CHECKMATE);
    /* bare king loses at once, whoever is to move */
    tu_check_result(T, "k4/5/5/5/*3*/5/*3*/5/5/5/3RK w - - 0 1",
                    VCHESS_WHITE_WINS, VCHESS_REASON_BARE_KING);
    tu_check_result(T, "k4/5/5/5/*3*/5/*3*/5/5/3r1/K4 b - - 0 1",
                    VCHESS_BLACK_WINS, VCHESS_REASON_BARE_KING);
}
END_TEST

START_TEST(bare_king_has_no_moves)
{
    vchess_game *g = tu_game(T, "k4/5/5/5/*3*/5/*3*/5/5/5/3RK w - - 0 1");
    uint64_t nodes = 1;

    ck_assert_int_eq(vchess_game_perft(&nodes, g, 1), 0);
    ck_assert_uint_eq(nodes, 0);
    vchess_game_free(g);
}
END_TEST

START_TEST(pawn_checks_straight_not_diagonally)
{
    vchess_game *g = tu_game(T, "k4/5/5/5/*3*/5/*3*/5/2p2/5/2K2 w - - 0 1");

    ck_assert_int_eq(tu_in_check(g), 1);
    vchess_game_free(g);
    g = tu_game(T, "k4/5/5/5/*3*/5/*3*/5/5/1p3/2K2 w - - 0 1");
    ck_assert_int_eq(tu_in_check(g), 0);
    vchess_game_free(g);
}
END_TEST

static const struct {
    const char *fen, *why;
} bad_fens[] = {
    {"ppkpp/rnqnr/5/5/R3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1", "hole"},
    {"ppkpp/rnqnr/5/5/*3*/5/*3*/*4/5/RNQNR/PPKPP w AEae - 0 1", "hole"},
    {"ppkpp/rnqnr/5/5/5/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1", "hole"},
    {"ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w KQkq - 0 1", "castling"},
    {"ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/1PKPP w AEae - 0 1", "castling"},
    {"ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae c3 0 1", "passant"},
};

START_TEST(fen_rejected)
{
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_int_eq(tu_new_game(&g, T, bad_fens[_i].fen, &err),
                     VCHESS_EFEN);
    ck_assert_ptr_null(g);
    ck_assert_msg(strstr(err.text, bad_fens[_i].why) != NULL,
                  "%s: \"%s\" lacks \"%s\"", bad_fens[_i].fen, err.text,
                  bad_fens[_i].why);
}
END_TEST

START_TEST(start_fen_round_trip)
{
    vchess_game *g = tu_game(T, NULL);
    char buf[512];
    int cell;

    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1");
    ck_assert_int_eq(tu_cell_count(g), 51);
    ck_assert_int_eq(vchess_variant_cell_index(&cell, vchess_game_variant(g),
                                               "a5"),
                     VCHESS_ECELL);
    ck_assert_int_ge(tu_cell(g, "e11"), 0);
    vchess_game_free(g);
}
END_TEST

Suite *trumpisten_suite(void)
{
    Suite *s = suite_create("trumpisten");
    TCase *tc = tcase_create("rules");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, legal_moves_table, 0,
                        sizeof(moves) / sizeof(moves[0]));
    tcase_add_test(tc, trump_squares_morph);
    tcase_add_test(tc, piece_on_trump_square_in_fen_stays);
    tcase_add_test(tc, castling_moves_king_and_pawn);
    tcase_add_test(tc, game_ends);
    tcase_add_test(tc, bare_king_has_no_moves);
    tcase_add_test(tc, pawn_checks_straight_not_diagonally);
    tcase_add_loop_test(tc, fen_rejected, 0,
                        sizeof(bad_fens) / sizeof(bad_fens[0]));
    tcase_add_test(tc, start_fen_round_trip);
    suite_add_tcase(s, tc);
    return s;
}
