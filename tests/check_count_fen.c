/* check_count_fen.c - the count of makruk-like variants in the FEN.  The
 * expected FENs are what Fairy-Stockfish prints with `d' after `position
 * fen F moves M' (a build of its current source, with large boards):
 * while a count runs, its limit stands in the en passant field and its
 * plies in the half-move field. */
#include "suites.h"
#include "testutil.h"

#include <string.h>

struct count_case {
    const char *variant, *fen, *moves, *after;
};

#define ROOK_VS_KING "8/8/4k3/8/8/4K3/8/6R1"

static const struct count_case cases[] = {
    /* the count starts when the bare king is to move: 3 pieces, 6 plies */
    {"makruk", ROOK_VS_KING " w - - 0 30", "g1g2",
     "8/8/4k3/8/8/4K3/6R1/8 b - 32 6 30"},
    {"makruk", ROOK_VS_KING " w - - 0 30", "g1g2 e6e7 g2g3",
     "8/4k3/8/8/8/4K1R1/8/8 b - 32 8 31"},
    {"makruk", ROOK_VS_KING " w - - 0 30", "g1g2 e6e7 g2g1 e7e6",
     ROOK_VS_KING " w - 32 9 32"},
    /* the bare king moved first: no count yet */
    {"makruk", ROOK_VS_KING " b - - 0 30", "e6e7",
     "8/4k3/8/8/8/4K3/8/6R1 w - - 1 31"},
    /* a count read from the FEN runs on */
    {"makruk", "8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31", "",
     "8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31"},
    {"makruk", "8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31", "g2g1",
     "8/4k3/8/8/8/4K3/8/6R1 b - 32 8 31"},
    {"makruk", ROOK_VS_KING " w - 32 31 30", "g1g2",
     "8/8/4k3/8/8/4K3/6R1/8 b - 32 32 30"},
    /* a met more: 4 pieces; a khon on black's side: the board's honour */
    {"makruk", "8/8/4k3/8/3M4/4K3/8/6R1 w - - 0 30", "g1g2 e6e7",
     "8/4k3/8/8/3M4/4K3/6R1/8 w - 32 9 31"},
    {"makruk", "8/8/4k3/3s4/3M4/4K3/8/6R1 w - - 0 30", "g1g2 e6e7",
     "8/4k3/8/3s4/3M4/4K3/6R1/8 w - 128 1 31"},
    {"makpong", ROOK_VS_KING " w - - 0 30", "g1g2",
     "8/8/4k3/8/8/4K3/6R1/8 b - 32 6 30"},
    {"ai-wok", ROOK_VS_KING " w - - 0 30", "g1g2",
     "8/8/4k3/8/8/4K3/6R1/8 b - 32 6 30"},
    /* asean counts from 0 */
    {"asean", ROOK_VS_KING " w - - 0 30", "g1g2 e6e7 g2g3",
     "8/4k3/8/8/8/4K1R1/8/8 b - 32 2 31"},
};

START_TEST(count_in_fen)
{
    const struct count_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, c->fen);
    char moves[64], buf[128], *save = NULL;

    strcpy(moves, c->moves);
    for (char *m = strtok_r(moves, " ", &save); m;
         m = strtok_r(NULL, " ", &save))
        tu_play(g, m);
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)), c->after);
    ck_assert_int_eq(vchess_game_set_fen(g, c->after, &tu_err), 0);
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)), c->after);
    vchess_game_free(g);
}
END_TEST

/* Past the limit read from the FEN the game is drawn by the count. */
START_TEST(count_from_fen_ends_the_game)
{
    vchess_game *g = tu_game("makruk", ROOK_VS_KING " w - 32 32 30");
    int result, reason;

    tu_play(g, "g1g2");
    ck_assert_int_eq(vchess_game_result(&result, &reason, g), 0);
    ck_assert_int_eq(result, VCHESS_DRAW);
    ck_assert_int_eq(reason, VCHESS_REASON_VARIANT_DRAW);
    vchess_game_free(g);
}
END_TEST

START_TEST(bad_count_fields)
{
    vchess_game *g = NULL;
    const vchess_variant *makruk, *chess;

    ck_assert_int_eq(vchess_variant_builtin(&makruk, "makruk", NULL), 0);
    ck_assert_int_eq(vchess_variant_builtin(&chess, "chess", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, makruk, ROOK_VS_KING " w - 0 5 30",
                                        NULL, &tu_err), VCHESS_EFEN);
    ck_assert_uint_eq(tu_err.offset, strlen(ROOK_VS_KING " w - "));
    ck_assert_int_eq(vchess_game_create(&g, chess,
                                        "4k3/8/8/8/8/8/8/4K3 w - 32 5 30",
                                        NULL, &tu_err), VCHESS_EFEN);
    ck_assert_ptr_null(g);
}
END_TEST

/* A game set up with a running count writes it in its PGN's FEN tag. */
START_TEST(count_in_pgn_fen)
{
    vchess_game *g = tu_game("makruk", "8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31");
    char buf[1024];

    ck_assert_int_eq(vchess_game_pgn(buf, sizeof(buf), NULL, g), 0);
    ck_assert_ptr_nonnull(
        strstr(buf, "[FEN \"8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31\"]"));
    vchess_game_free(g);
}
END_TEST

Suite *count_fen_suite(void)
{
    Suite *s = suite_create("count_fen");
    TCase *tc = tcase_create("count_fen");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, count_in_fen, 0,
                        (int)(sizeof(cases) / sizeof(cases[0])));
    tcase_add_test(tc, count_from_fen_ends_the_game);
    tcase_add_test(tc, bad_count_fields);
    tcase_add_test(tc, count_in_pgn_fen);
    suite_add_tcase(s, tc);
    return s;
}
