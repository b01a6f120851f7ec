/* check_big_boards.c - boards beyond 128 cells, up to 16 x 16: the last
 * cells exist and keep their names, FEN and move text round-trip on them,
 * a king on cell 255 can be in check, a Diagram of 16 x 16 loads, and a
 * board beyond the limit is an error that names it.  Perft against the
 * independent reference is tests/test_big_boards.py. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* tests/data/big-boards.ini, loaded once per test. */
static vchess_variant_set *load_big_boards(void)
{
    char *text = tu_read_data("data/big-boards.ini");
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_set_load(&s, text, "big-boards.ini", NULL,
                                          &err) == 0,
                  "%s", err.text);
    free(text);
    return s;
}

static vchess_game *big_game(const char *name, const char *fen)
{
    vchess_variant_set *s = load_big_boards();
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_int_eq(vchess_variant_set_get(&v, s, name, NULL), 0);
    ck_assert_msg(vchess_game_create(&g, v, fen, NULL, &err) == 0, "%s: %s",
                  fen ? fen : "start", err.text);
    vchess_variant_set_free(s); /* the game keeps its variant */
    return g;
}

START_TEST(last_cells_exist)
{
    vchess_game *g = big_game("chess16", NULL);
    vchess_game *h = big_game("holes16", NULL);
    const vchess_variant *v = vchess_game_variant(g);
    int cell = -1;

    ck_assert_int_eq(tu_cell_count(g), 256);
    ck_assert_str_eq(vchess_variant_cell_name(v, 255), "p16");
    ck_assert_str_eq(vchess_variant_cell_name(v, 254), "o16");
    ck_assert_str_eq(vchess_variant_cell_name(v, 128), "a9");
    ck_assert_int_eq(vchess_variant_cell_index(&cell, v, "p16"), 0);
    ck_assert_int_eq(cell, 255);
    /* p16 is a hole: the 255 cells are a1 .. o16 */
    ck_assert_int_eq(tu_cell_count(h), 255);
    ck_assert_int_eq(tu_cell(h, "o16"), 254);
    ck_assert_int_eq(vchess_variant_cell_index(&cell, vchess_game_variant(h),
                                               "p16"),
                     VCHESS_ECELL);
    vchess_game_free(g);
    vchess_game_free(h);
}
END_TEST

/* FENs written by hand that put pieces, holes and the en passant cell
 * where a byte-wide sentinel would have been. */
static const struct {
    const char *variant, *fen;
} round_trip[] = {
    {"chess16", "15k/16/16/3Pp11/16/16/16/1r14/7R8/16/16/16/16/16/16/K15 "
                "w - e14 0 1"},
    {"chess16", "r7k6r/14P1/16/16/16/16/16/16/16/16/16/16/16/16/2p13/"
                "R7K6R b KQkq - 3 40"},
    {"holes16", "14k*/16/R15/16/16/16/16/16/16/16/16/16/16/16/5p10/"
                "8K6R w K - 0 1"},
    {"holes16", "rnbqnbrqkrbnqbn*/pppppppppppppppp/16/16/16/16/16/16/16/16/"
                "16/16/16/16/PPPPPPPPPPPPPPPP/RNBQNBRQKRBNQBNR w KQq - 0 1"},
    {"chess12", "r5k4r/pp8pp/12/5pP5/12/12/12/12/12/12/PP8PP/R5K4R "
                "w KQkq f10 0 1"},
    {"chess10x16", "5k4/10/10/5pP3/10/10/10/10/10/10/10/10/10/10/10/5K4 "
                   "w - f14 0 1"},
};

START_TEST(fen_round_trip)
{
    vchess_game *g = big_game(round_trip[_i].variant, round_trip[_i].fen);
    char fen[600];

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)), round_trip[_i].fen);
    vchess_game_free(g);
}
END_TEST

START_TEST(en_passant_cell_212)
{
    vchess_game *g = big_game("chess16", round_trip[0].fen);
    int ep = -1;

    ck_assert_int_eq(vchess_game_ep_cell(&ep, g), 0);
    ck_assert_int_eq(ep, 13 * 16 + 4);
    tu_play(g, "d13e14");
    ck_assert_int_eq(tu_piece_at(g, "e13"), 0);
    ck_assert_int_eq(tu_piece_at(g, "e14"), 'P');
    vchess_game_free(g);
}
END_TEST

/* The white king on p16 (cell 255) and a black rook on p1: check, and
 * only king moves off the p-file answer it (o16, o15; not p15). */
START_TEST(king_on_cell_255_in_check)
{
    vchess_game *g = big_game("chess16", "k14K/16/16/16/16/16/16/16/16/16/"
                                         "16/16/16/16/5P10/15r w - - 0 1");
    char buf[256];

    ck_assert_int_eq(tu_in_check(g), 1);
    ck_assert_str_eq(tu_moves(g, "p16", buf, sizeof(buf)), "p16o15 p16o16");
    ck_assert_str_eq(tu_moves(g, "f2", buf, sizeof(buf)), "");
    ck_assert_uint_eq(tu_perft(g, 1), 2);
    vchess_game_free(g);
}
END_TEST

/* Every legal move's coordinate text and SAN parse back to it, on a
 * position with moves onto p16 and two-digit ranks to disambiguate. */
START_TEST(move_text_round_trip)
{
    vchess_game *g = big_game("chess16", "k13n1/15P/16/16/15R/16/16/16/16/"
                                         "16/16/16/16/16/15R/K15 w - - 0 1");
    vchess_move moves[512];
    size_t n = 0;
    int seen = 0;

    ck_assert_int_eq(vchess_game_legal_moves(moves, 512, &n, g), 0);
    for (size_t i = 0; i < n; i++) {
        char coord[16], san[16];
        vchess_move back = 0;

        ck_assert_int_eq(vchess_game_move_coord(coord, sizeof(coord), NULL,
                                                g, moves[i]),
                         0);
        ck_assert_int_eq(vchess_game_move_san(san, sizeof(san), NULL, g,
                                              moves[i]),
                         0);
        ck_assert_int_eq(vchess_game_parse_move(&back, g, coord, NULL), 0);
        ck_assert_msg(back == moves[i], "%s", coord);
        ck_assert_int_eq(vchess_game_parse_move(&back, g, san, NULL), 0);
        ck_assert_msg(back == moves[i], "%s", san);
        /* written by hand from the rules of SAN */
        seen += strcmp(coord, "p15p16q") == 0 && strcmp(san, "p16=Q") == 0;
        seen += strcmp(coord, "p15o16n") == 0 && strcmp(san, "pxo16=N") == 0;
        seen += strcmp(coord, "p12p8") == 0 && strcmp(san, "R12p8") == 0;
        seen += strcmp(coord, "p2p8") == 0 && strcmp(san, "R2p8") == 0;
        seen += strcmp(coord, "p12b12") == 0 && strcmp(san, "Rb12") == 0;
    }
    ck_assert_int_eq(seen, 5);
    vchess_game_free(g);
}
END_TEST

/* Orthodox pieces as an Interactive Diagram on 16 x 16: 16 pawns with
 * single and double steps (32), two knights with two moves each (4), the
 * queen (e1 f1 g1) and the king (g1 i1) on the gaps of the first rank
 * give 41 moves, and 41 * 41 after black's (no move of one side meets
 * the other's pieces yet). */
static const char diagram16[] =
    "files=16 ranks=16 promoZone=1 promoChoice=QRBN royal=K "
    "pawn:P:ifmnDfmWfcF:pawn:a2-p2,,a15-p15 "
    "knight:N:N:knight:b1,o1,,b16,o16 "
    "bishop:B:B:bishop:c1,n1,,c16,n16 rook:R:R:rook:a1,p1,,a16,p16 "
    "queen:Q:Q:queen:d1,,d16 king:K:KisO2:king:h1,,h16";

START_TEST(diagram_16x16_loads)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    char fen[600];
    const char *want = "rnbq3k5bnr/pppppppppppppppp/16/16/16/16/16/16/16/16/"
                       "16/16/16/16/PPPPPPPPPPPPPPPP/RNBQ3K5BNR w ";

    ck_assert_msg(vchess_variant_set_load(&s, diagram16, "d16", NULL,
                                          &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "d16", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    tu_fen(g, fen, sizeof(fen));
    ck_assert_msg(strncmp(fen, want, strlen(want)) == 0, "%s", fen);
    ck_assert_uint_eq(tu_perft(g, 1), 41);
    ck_assert_uint_eq(tu_perft(g, 2), 41 * 41);
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* Many riders on 16 x 16: queen, amazon, archbishop, chancellor and seven
 * rider families (nightrider, zebra, camel, giraffe, dabbaba, alfil and
 * threeleaper riders) fit the engine's tables; the move bound needs
 * more than the 4096 moves of 128-cell boards. */
static const char riders16[] =
    "[riders16:chess]\nmaxFile = p\nmaxRank = 16\npromotionRank = 16\n"
    "amazon = a\narchbishop = h\nchancellor = c\ncustomPiece1 = s:NN\n"
    "customPiece2 = z:ZZ\ncustomPiece3 = x:CC\ncustomPiece4 = g:GG\n"
    "customPiece5 = d:DD\ncustomPiece6 = y:AA\ncustomPiece7 = w:HH\n"
    "promotionPieceTypes = qacszxgdyw\ncastling = false\n"
    "startFen = rnbqahcskzxgdywr/pppppppppppppppp/16/16/16/16/16/16/16/16/"
    "16/16/16/16/PPPPPPPPPPPPPPPP/RNBQAHCSKZXGDYWR w - - 0 1\n";

START_TEST(many_riders_fit)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    size_t bound = 0;

    ck_assert_msg(vchess_variant_set_load(&s, riders16, "r", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "riders16", NULL), 0);
    ck_assert_int_eq(vchess_variant_max_moves(&bound, v), 0);
    ck_assert_uint_gt(bound, 4096);
    ck_assert_uint_le(bound, 16384);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    ck_assert_uint_gt(tu_perft(g, 2), 0);
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* One file or rank more than 16: an error that says the limit. */
static const struct {
    const char *text, *says;
} too_big[] = {
    {"files=17 ranks=16 king:K:K:king:a1,,b16", "from 1 to 16"},
    {"files=16 ranks=17 king:K:K:king:a1,,b16", "from 1 to 16"},
    {"[a:chess]\nmaxFile = q\n", "a to p (or 1 to 16)"},
    {"[a:chess]\nmaxFile = 17\n", "from 1 to 16, not '17'"},
    {"[a:chess]\nmaxRank = 17\n", "from 1 to 16"},
};

START_TEST(beyond_the_limit)
{
    vchess_variant_set *s = (vchess_variant_set *)&s;
    vchess_error err;

    ck_assert_int_eq(vchess_variant_set_load(&s, too_big[_i].text, "t",
                                             NULL, &err),
                     VCHESS_ESYNTAX);
    ck_assert_ptr_null(s);
    ck_assert_msg(strstr(err.text, too_big[_i].says) != NULL, "%s",
                  err.text);
}
END_TEST

Suite *big_boards_suite(void)
{
    Suite *s = suite_create("big_boards");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, last_cells_exist);
    tcase_add_loop_test(tc, fen_round_trip, 0,
                        (int)(sizeof(round_trip) / sizeof(round_trip[0])));
    tcase_add_test(tc, en_passant_cell_212);
    tcase_add_test(tc, king_on_cell_255_in_check);
    tcase_add_test(tc, move_text_round_trip);
    tcase_add_test(tc, diagram_16x16_loads);
    tcase_add_test(tc, many_riders_fit);
    tcase_add_loop_test(tc, beyond_the_limit, 0,
                        (int)(sizeof(too_big) / sizeof(too_big[0])));
    suite_add_tcase(s, tc);
    return s;
}
