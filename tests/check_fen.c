/* check_fen.c - FEN in and out: every defect gets EFEN with its own
 * message (and never a crash), and valid FENs come back unchanged. */
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static const struct {
    const char *variant, *fen, *why;
} bad[] = {
    {"chess", "", "too few cells"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "ranks"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
     "ranks"},
    {"chess", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     "too many cells"},
    {"chess", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     "too few cells"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
     "unknown piece letter 'X'"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
     "side to move"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "side to move"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "passant"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1",
     "castling right 'X'"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
     "castling right 'K' without"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1",
     "castling right 'K'"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
     "not an en passant target"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq i3 0 1",
     "no such en passant cell"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
     "move counter"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
     "move counter"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
     "trailing"},
    {"chess", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
     "exactly one king"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
     "exactly one king"},
    {"chess", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "promoted"},
    {"chess", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "promoted"},
    {"chess", "4k3/8/8/8/8/8/8/4K2r b - - 0 1", "not to move is in check"},
    {"chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ", "trailing"},
    {"chess", "0nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     "empty-cell count"},
    {"trihexagonal", "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w KQkq "
                     "- 0 1",
     "castling right 'Q'"},
    {"trihexagonal", "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPP/RNBQBKBNR w Kk - "
                     "0 1",
     "too few cells"},
    {"trihexagonal", "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w Kk "
                     "a1/ 0 1",
     "no such en passant cell 'a1/'"},
    {"trihexagonal", "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w Kk "
                     "b3 0 1",
     "not an en passant target"},
};

START_TEST(bad_fen_rejected)
{
    vchess_game *g = tu_game(bad[_i].variant, NULL);
    char before[512], after[512];
    vchess_error err, *e = &err;

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_set_fen(g, bad[_i].fen, e), VCHESS_EFEN);
    ck_assert_int_eq(e->code, VCHESS_EFEN);
    ck_assert_msg(strstr(e->text, bad[_i].why) != NULL,
                  "\"%s\": message \"%s\" lacks \"%s\"", bad[_i].fen, e->text,
                  bad[_i].why);
    ck_assert_uint_le(e->offset, strlen(bad[_i].fen));
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

/* Arbitrary bytes and overlong input: an error, never a crash. */
START_TEST(garbage_never_crashes)
{
    vchess_game *g = tu_game("trumpisten", NULL);
    size_t n = 100000;
    char *junk = malloc(n + 1);

    for (size_t i = 0; i < n; i++)
        junk[i] = (char)(1 + (i * 7919) % 255);
    junk[n] = 0;
    ck_assert_int_eq(vchess_game_set_fen(g, junk, NULL), VCHESS_EFEN);
    memset(junk, '9', n);
    ck_assert_int_eq(vchess_game_set_fen(g, junk, NULL), VCHESS_EFEN);
    memset(junk, '/', n);
    ck_assert_int_eq(vchess_game_set_fen(g, junk, NULL), VCHESS_EFEN);
    ck_assert_int_eq(vchess_game_set_fen(g, NULL, NULL), VCHESS_EINVAL);
    free(junk);
    vchess_game_free(g);
}
END_TEST

static const struct {
    const char *variant, *fen;
} good[] = {
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq "
              "- 0 1"},
    {"chess", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"},
    {"chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"},
    {"trihexagonal", "rnbkbqbnr/ppppppppp/9/9/4P4/9/PP1PPPPPP/RNBQBKBNR b Kk "
                     "b3 0 1"},
    {"trumpisten", "ppkpp/rnqnr/5/5/*3*/A4/*3*/5/5/RNQNR/PPKPP b - - 12 40"},
};

START_TEST(good_fen_round_trip)
{
    vchess_game *g = tu_game(good[_i].variant, good[_i].fen);
    char buf[512];

    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)), good[_i].fen);
    vchess_game_free(g);
}
END_TEST

START_TEST(counters_are_optional)
{
    vchess_game *g = tu_game("chess", "4k3/8/8/8/8/8/8/4K3 b - -");
    char buf[512];

    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    vchess_game_free(g);
}
END_TEST

Suite *fen_suite(void)
{
    Suite *s = suite_create("fen");
    TCase *tc = tcase_create("fen");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, bad_fen_rejected, 0, sizeof(bad) / sizeof(bad[0]));
    tcase_add_test(tc, garbage_never_crashes);
    tcase_add_loop_test(tc, good_fen_round_trip, 0,
                        sizeof(good) / sizeof(good[0]));
    tcase_add_test(tc, counters_are_optional);
    suite_add_tcase(s, tc);
    return s;
}
