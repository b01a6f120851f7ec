/* check_chess960.c - Chess960 (Fischer random): start positions by
 * Scharnagl's number, with the anchors the numbering's own tables fix
 * (0 is BBQNNRKR, 518 the usual RNBQKBNR, 959 RKRNNQBB); X-FEN and
 * Shredder-FEN castling fields; castling as the king taking its own rook,
 * worked by hand from the Chess960 castling rule (king to g or c, rook to
 * f or d, all cells between empty, the king's path not attacked, and not
 * in check after the move).  Whole-tree counts against Fairy-Stockfish
 * are in tests/fsf_builtin_perft.txt (fischerandom, chess960). */
#include "suites.h"
#include "testutil.h"

#include <string.h>

static const vchess_variant *c960(void)
{
    const vchess_variant *v = NULL;

    ck_assert_int_eq(vchess_variant_builtin(&v, "chess960", NULL), 0);
    return v;
}

static const char *numbered(long n, char *buf, size_t size)
{
    ck_assert_int_eq(vchess_variant_start_fen_960(buf, size, NULL, c960(), n),
                     0);
    return buf;
}

START_TEST(numbering_anchors)
{
    char fen[128];

    ck_assert_str_eq(numbered(518, fen, sizeof(fen)),
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    ck_assert_str_eq(numbered(0, fen, sizeof(fen)),
                     "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    ck_assert_str_eq(numbered(959, fen, sizeof(fen)),
                     "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1");
}
END_TEST

START_TEST(numbering_refuses)
{
    const vchess_variant *chess = NULL;
    char fen[128];

    ck_assert_int_eq(vchess_variant_start_fen_960(fen, sizeof(fen), NULL,
                                                  c960(), -1),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_start_fen_960(fen, sizeof(fen), NULL,
                                                  c960(), 960),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_builtin(&chess, "chess", NULL), 0);
    ck_assert_int_eq(vchess_variant_start_fen_960(fen, sizeof(fen), NULL,
                                                  chess, 518),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_random_fen_960(fen, sizeof(fen), NULL,
                                                   chess, 1),
                     VCHESS_EINVAL);
}
END_TEST

/* 960 numbers, 960 different positions, each a game can start from. */
START_TEST(numbering_distinct)
{
    static char seen[960][9];
    char fen[128];

    for (long n = 0; n < 960; n++) {
        vchess_game *g = NULL;
        numbered(n, fen, sizeof(fen));
        memcpy(seen[n], strrchr(fen, '/') + 1, 8);
        seen[n][8] = 0;
        for (long k = 0; k < n; k++)
            ck_assert_str_ne(seen[k], seen[n]);
        ck_assert_int_eq(vchess_game_create(&g, c960(), fen, NULL, NULL), 0);
        vchess_game_free(g);
    }
}
END_TEST

START_TEST(random_is_seeded)
{
    char a[128], b[128], c[128];
    int differ = 0;

    ck_assert_int_eq(vchess_variant_random_fen_960(a, sizeof(a), NULL, c960(),
                                                   42),
                     0);
    ck_assert_int_eq(vchess_variant_random_fen_960(b, sizeof(b), NULL, c960(),
                                                   42),
                     0);
    ck_assert_str_eq(a, b);
    for (unsigned long long s = 1; s <= 8; s++) {
        ck_assert_int_eq(vchess_variant_random_fen_960(c, sizeof(c), NULL,
                                                       c960(), s),
                         0);
        differ += strcmp(a, c) != 0;
    }
    ck_assert_int_ge(differ, 7);
}
END_TEST

/* A shuffle of a board that is not chess's: capablanca's ten pieces. */
START_TEST(random_other_board)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v;
    vchess_game *g = NULL;
    char fen[256], rank[16];
    int k = 0, r = 0, bishops_light = 0;

    ck_assert_int_eq(vchess_variant_set_load(
                         &s, "[c960:capablanca]\nchess960 = true\n", "t.ini",
                         NULL, NULL),
                     0);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "c960", NULL), 0);
    ck_assert_int_eq(vchess_variant_random_fen_960(fen, sizeof(fen), NULL, v,
                                                   7),
                     0);
    ck_assert_int_eq(vchess_game_create(&g, v, fen, NULL, NULL), 0);
    memcpy(rank, strrchr(fen, '/') + 1, 10);
    for (int f = 0; f < 10; f++) {
        k += rank[f] == 'K' && r == 1; /* the king after one rook */
        r += rank[f] == 'R';
        bishops_light += rank[f] == 'B' && f % 2 == 1;
    }
    ck_assert_int_eq(k, 1);
    ck_assert_int_eq(bishops_light, 1); /* one on each shade */
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* Shredder-FEN in, X-FEN out; castling written as the king taking its
 * rook. */
START_TEST(castling_fields)
{
    char fen[128], buf[256];
    vchess_game *g = tu_game(
        "chess960", "1r2k1r1/1p4p1/8/8/8/8/1P4P1/1R2K1R1 w GBgb - 0 1");

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "1r2k1r1/1p4p1/8/8/8/8/1P4P1/1R2K1R1 w KQkq - 0 1");
    ck_assert_str_eq(tu_moves(g, "e1", buf, sizeof(buf)),
                     "e1b1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1");
    tu_play(g, "e1g1");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "1r2k1r1/1p4p1/8/8/8/8/1P4P1/1R3RK1 b kq - 1 1");
    tu_play(g, "e8b8");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "2kr2r1/1p4p1/8/8/8/8/1P4P1/1R3RK1 w - - 2 2");
    vchess_game_free(g);
}
END_TEST

/* An inner rook keeps its file letter in X-FEN. */
START_TEST(inner_rook)
{
    char fen[128];
    vchess_game *g = tu_game("chess960", "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
    vchess_game_free(g);
}
END_TEST

/* The king stays on c1, the rook goes b1-d1: the queen on a1 then sees
 * the king, so the castling is illegal although no cell of the king's
 * path is attacked before it. */
START_TEST(rook_shield)
{
    char buf[256];
    vchess_game *g = tu_game("chess960", "7k/8/8/8/8/8/8/qRK5 w B - 0 1");

    ck_assert_str_eq(tu_moves(g, "c1", buf, sizeof(buf)),
                     "c1c2 c1d1 c1d2");
    vchess_game_free(g);
}
END_TEST

START_TEST(bad_castling_letter)
{
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_int_eq(tu_new_game(&g, "chess960",
                                 "4k3/8/8/8/8/8/8/R3K3 w C - 0 1", &err),
                     VCHESS_EFEN);
    ck_assert_ptr_nonnull(strstr(err.text, "'C'"));
}
END_TEST

Suite *chess960_suite(void)
{
    Suite *s = suite_create("chess960");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, numbering_anchors);
    tcase_add_test(tc, numbering_refuses);
    tcase_add_test(tc, numbering_distinct);
    tcase_add_test(tc, random_is_seeded);
    tcase_add_test(tc, random_other_board);
    tcase_add_test(tc, castling_fields);
    tcase_add_test(tc, inner_rook);
    tcase_add_test(tc, rook_shield);
    tcase_add_test(tc, bad_castling_letter);
    suite_add_tcase(s, tc);
    return s;
}
