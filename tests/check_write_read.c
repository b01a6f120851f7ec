/* check_write_read.c - whatever the library writes, it reads back: the
 * SAN of a piece lettered O (which is not castling), and FENs whose
 * counters were already at the largest a FEN may hold. */
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* A chess variant with a knight-rook compound lettered O, on d4. */
static const char letter_o[] = "[o:chess]\nkniroo = o\n";
#define O_ON_D4 "rnbqkbnr/pppppppp/8/8/3O4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static vchess_game *loaded_game(vchess_variant_set **set, const char *text,
                                const char *name, const char *fen)
{
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error e;

    ck_assert_msg(vchess_variant_set_load(set, text, "t", NULL, &e) == 0,
                  "%s", e.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, *set, name, NULL), 0);
    ck_assert_msg(vchess_game_create(&g, v, fen, NULL, &e) == 0, "%s",
                  e.text);
    return g;
}

/* Every legal move's SAN names that move again. */
static size_t san_reads_back(const vchess_game *g)
{
    vchess_move moves[TU_MAX_MOVES], back;
    size_t n = 0;
    char san[VCHESS_MOVE_TEXT_MAX];
    vchess_error e;

    ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g), 0);
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(
            vchess_game_move_san(san, sizeof(san), NULL, g, moves[i]), 0);
        ck_assert_msg(vchess_game_parse_move(&back, g, san, &e) == 0,
                      "'%s': %s", san, e.text);
        ck_assert_msg(back == moves[i], "'%s' read as another move", san);
    }
    return n;
}

START_TEST(the_piece_lettered_o_reads_back)
{
    vchess_variant_set *s = NULL;
    vchess_game *g = loaded_game(&s, letter_o, "o", O_ON_D4);
    vchess_move m;

    ck_assert_uint_gt(san_reads_back(g), 20);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Of5", &tu_err), 0);
    ck_assert_int_eq(vchess_move_from(m), tu_cell(g, "d4"));
    ck_assert_int_eq(vchess_move_to(m), tu_cell(g, "f5"));
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Od4d7", &tu_err), 0);
    ck_assert_int_eq(vchess_move_to(m), tu_cell(g, "d7"));
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* Castling is still read where a piece is lettered O. */
START_TEST(castling_beside_a_piece_lettered_o)
{
    vchess_variant_set *s = NULL;
    vchess_game *g = loaded_game(
        &s, letter_o, "o", "r3k2r/pppppppp/8/8/3O4/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    vchess_move m;
    char san[VCHESS_MOVE_TEXT_MAX];

    san_reads_back(g);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "O-O", &tu_err), 0);
    ck_assert_int_eq(vchess_game_move_san(san, sizeof(san), NULL, g, m), 0);
    ck_assert_str_eq(san, "O-O");
    ck_assert_int_eq(vchess_move_to(m), tu_cell(g, "g1"));
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "0-0-0", &tu_err), 0);
    ck_assert_int_eq(vchess_move_to(m), tu_cell(g, "c1"));
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* The game's own PGN, with moves of the O piece, reads back. */
START_TEST(its_pgn_reads_back)
{
    vchess_variant_set *s = NULL;
    vchess_game *g = loaded_game(&s, letter_o, "o", O_ON_D4), *back = NULL;
    static const char *const moves[] = {"d4f5", "e7e6", "f5d6", "c7d6"};
    vchess_pgn_reader *r = NULL;
    size_t need = 0, ply = 0;
    char *pgn;

    for (size_t i = 0; i < 4; i++)
        tu_play(g, moves[i]);
    ck_assert_int_eq(vchess_game_pgn(NULL, 0, &need, g), VCHESS_EBUFS);
    ck_assert_ptr_nonnull(pgn = malloc(need));
    ck_assert_int_eq(vchess_game_pgn(pgn, need, NULL, g), 0);
    ck_assert_ptr_nonnull(strstr(pgn, "1. Of5 e6 2. Od6 cxd6"));
    ck_assert_int_eq(
        vchess_pgn_reader_create(&r, pgn, strlen(pgn), NULL, NULL), 0);
    ck_assert_int_eq(vchess_pgn_reader_add_variants(r, s), 0);
    ck_assert_msg(vchess_pgn_reader_next(&back, r, &tu_err) == 0, "%s",
                  tu_err.text);
    ck_assert_int_eq(vchess_game_ply(&ply, back), 0);
    ck_assert_uint_eq(ply, 4);
    free(pgn);
    vchess_game_free(back);
    vchess_pgn_reader_free(r);
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* Every variant of tests/definition_variants.ini (whose "odder" has a
 * piece lettered O on the board): the SAN of each legal move of its
 * start position, and two moves on, reads back. */
START_TEST(the_test_variants_read_back)
{
    char *text = tu_read_data("definition_variants.ini");
    vchess_variant_set *s = NULL;
    size_t n = 0;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t", NULL, &tu_err) == 0,
                  "%s", tu_err.text);
    ck_assert_int_eq(vchess_variant_set_count(&n, s), 0);
    for (size_t i = 0; i < n; i++) {
        const vchess_variant *v = NULL;
        vchess_game *g = NULL;
        vchess_move moves[TU_MAX_MOVES];
        size_t k = 0;

        ck_assert_int_eq(vchess_variant_set_get(&v, s,
                                                vchess_variant_set_name(s, i),
                                                NULL), 0);
        ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
        for (int ply = 0; ply < 3; ply++) {
            if (san_reads_back(g) == 0)
                break;
            ck_assert_int_eq(
                vchess_game_legal_moves(moves, TU_MAX_MOVES, &k, g), 0);
            ck_assert_int_eq(vchess_game_push(g, moves[k / 2]), 0);
        }
        vchess_game_free(g);
    }
    vchess_variant_set_free(s);
    free(text);
}
END_TEST

/* ---- counters at the largest a FEN holds ------------------------------ */

static void fen_reads_back(const vchess_game *g, const char *want)
{
    char fen[512];
    vchess_game *back = NULL;

    ck_assert_int_eq(vchess_game_fen(fen, sizeof(fen), NULL, g), 0);
    ck_assert_str_eq(fen, want);
    ck_assert_msg(vchess_game_create(&back, vchess_game_variant(g), fen,
                                     NULL, &tu_err) == 0,
                  "%s: %s", fen, tu_err.text);
    vchess_game_free(back);
}

/* The full-move number stops at 999999999. */
START_TEST(the_full_move_number_saturates)
{
    vchess_game *g = tu_game("chess", "4k3/p7/8/8/8/8/P7/4K3 b - - 0 999999999");
    unsigned half = 0, full = 0;

    tu_play(g, "e8d8");
    fen_reads_back(g, "3k4/p7/8/8/8/8/P7/4K3 w - - 1 999999999");
    ck_assert_int_eq(vchess_game_counters(&half, &full, g), 0);
    ck_assert_uint_eq(full, 999999999);
    tu_play(g, "e1d1");
    tu_play(g, "d8e8");
    fen_reads_back(g, "4k3/p7/8/8/8/8/P7/3K4 w - - 3 999999999");
    vchess_game_free(g);
}
END_TEST

/* Without an n-move rule the half-move clock grows as far: it stops at
 * 999999999 too. */
START_TEST(the_half_move_clock_saturates)
{
    vchess_variant_set *s = NULL;
    vchess_game *g = loaded_game(&s, "[nolimit:chess]\nnMoveRule = 0\n",
                                 "nolimit",
                                 "4k3/p7/8/8/8/8/P7/4K3 w - - 999999999 7");
    unsigned half = 0, full = 0;

    tu_play(g, "e1d1");
    fen_reads_back(g, "4k3/p7/8/8/8/8/P7/3K4 b - - 999999999 7");
    ck_assert_int_eq(vchess_game_counters(&half, &full, g), 0);
    ck_assert_uint_eq(half, 999999999);
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    fen_reads_back(g, "4k3/p7/8/8/8/8/P7/4K3 w - - 999999999 7");
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* A double step that promotes leaves no pawn to take en passant, so no
 * en passant cell (which the FEN reader would refuse). */
START_TEST(a_promoting_double_step_has_no_en_passant)
{
    vchess_variant_set *s = NULL;
    vchess_game *g = loaded_game(
        &s, "[p2:chess]\npromotionRank = 2\nmandatoryPawnPromotion = false\n",
        "p2", NULL);
    vchess_move m;
    int cell = 0;

    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e2e4n", &tu_err), 0);
    ck_assert_int_eq(vchess_game_push(g, m), 0);
    ck_assert_int_eq(vchess_game_ep_cell(&cell, g), 0);
    ck_assert_int_eq(cell, -1);
    fen_reads_back(g, "rnbqkbnr/pppppppp/8/8/4N3/8/PPPP1PPP/RNBQKBNR b KQkq - "
                      "0 1");
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e2e4", &tu_err), 0);
    ck_assert_int_eq(vchess_game_push(g, m), 0);
    fen_reads_back(g, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq "
                      "e3 0 1");
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

Suite *write_read_suite(void)
{
    Suite *s = suite_create("write_read");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, the_piece_lettered_o_reads_back);
    tcase_add_test(tc, castling_beside_a_piece_lettered_o);
    tcase_add_test(tc, its_pgn_reads_back);
    tcase_add_test(tc, the_test_variants_read_back);
    tcase_add_test(tc, the_full_move_number_saturates);
    tcase_add_test(tc, the_half_move_clock_saturates);
    tcase_add_test(tc, a_promoting_double_step_has_no_en_passant);
    suite_add_tcase(s, tc);
    return s;
}
