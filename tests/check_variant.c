/* check_variant.c - variant objects: built once and shared, their
 * queries, and the geometry programs draw boards from. */
#include "suites.h"
#include "testutil.h"

#include <math.h>
#include <string.h>

static const vchess_variant *builtin(const char *name)
{
    const vchess_variant *v = NULL;

    ck_assert_int_eq(vchess_variant_builtin(&v, name, NULL), 0);
    ck_assert_ptr_nonnull(v);
    return v;
}

START_TEST(built_once_and_shared)
{
    const vchess_variant *v = builtin("trihexagonal");
    vchess_game *a = tu_game("trihexagonal", NULL), *b = NULL;
    vchess_error err;

    ck_assert_ptr_eq(builtin("trihexagonal"), v);
    ck_assert_ptr_eq(vchess_game_variant(a), v);
    ck_assert_int_eq(vchess_game_create(&b, v, NULL, NULL, NULL), 0);
    ck_assert_ptr_eq(vchess_game_variant(b), v);
    vchess_variant_ref(v); /* no-ops on a built-in */
    vchess_variant_unref(v);
    vchess_variant_unref(v);
    vchess_game_free(a);
    vchess_game_free(b);
    ck_assert_str_eq(vchess_variant_name(v), "trihexagonal");
    ck_assert_int_eq(vchess_variant_builtin(&v, "Chess", &err),
                     VCHESS_EVARIANT);
    ck_assert_int_eq(vchess_variant_builtin(NULL, "chess", NULL),
                     VCHESS_EINVAL);
}
END_TEST

/* Sizes from the rules: chess 8 x 8; trumpisten 5 x 11 minus 4 holes;
 * trihexagonal 9 kites in each of 8 ranks cut from 5 x 3 hexagons
 * (docs/rules/trihexagonal.md, section 1). */
START_TEST(board_queries)
{
    static const struct {
        const char *name;
        int kind, files, ranks, hexagons, cells;
    } boards[] = {
        {"chess", VCHESS_BOARD_RECT, 8, 8, 0, 64},
        {"trumpisten", VCHESS_BOARD_RECT, 5, 11, 0, 51},
        {"trihexagonal", VCHESS_BOARD_KITES, 9, 8, 15, 72},
    };

    for (size_t i = 0; i < sizeof(boards) / sizeof(boards[0]); i++) {
        const vchess_variant *v = builtin(boards[i].name);
        int kind = 0, files = 0, ranks = 0, hexagons = -1, cells = 0;

        ck_assert_int_eq(vchess_variant_board_kind(&kind, v), 0);
        ck_assert_int_eq(vchess_variant_board_size(&files, &ranks, &hexagons,
                                                   v),
                         0);
        ck_assert_int_eq(vchess_variant_cell_count(&cells, v), 0);
        ck_assert_int_eq(kind, boards[i].kind);
        ck_assert_int_eq(files, boards[i].files);
        ck_assert_int_eq(ranks, boards[i].ranks);
        ck_assert_int_eq(hexagons, boards[i].hexagons);
        ck_assert_int_eq(cells, boards[i].cells);
    }
}
END_TEST

START_TEST(piece_queries)
{
    const vchess_variant *v = builtin("trumpisten");
    char letters[16] = "", letter = 0;
    int n = 0, amazon = -1;

    ck_assert_int_eq(vchess_variant_piece_count(&n, v), 0);
    ck_assert_int_eq(n, 6); /* king, pawn, knight, rook, queen, amazonrider */
    for (int k = 0; k < n; k++) {
        ck_assert_int_eq(vchess_variant_piece_letter(&letter, v, k), 0);
        letters[k] = letter;
        if (letter == 'A')
            amazon = k;
    }
    ck_assert_ptr_nonnull(strchr(letters, 'K'));
    ck_assert_ptr_null(strchr(letters, 'B')); /* no bishops in trumpisten */
    ck_assert_int_ge(amazon, 0);
    ck_assert_str_eq(vchess_variant_piece_name(v, amazon), "amazonrider");
    ck_assert_ptr_null(vchess_variant_piece_name(v, n));
    ck_assert_int_eq(vchess_variant_piece_letter(&letter, v, n),
                     VCHESS_ERANGE);
    ck_assert_str_eq(vchess_variant_start_fen(v),
                     "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1");
}
END_TEST

/* The bounds hold at the start and are not absurd: no fewer moves than
 * the start position has, nor for chess than the 218 a chess position
 * has had (breakthrough's pawns have fewer). */
START_TEST(bounds)
{
    for (size_t i = 0; i < vchess_builtin_count(); i++) {
        const char *name = vchess_builtin_name(i);
        const vchess_variant *v = builtin(name);
        vchess_game *g = NULL;
        size_t moves = 0, fen = 0;

        ck_assert_int_eq(vchess_variant_max_moves(&moves, v), 0);
        ck_assert_int_eq(vchess_variant_fen_max(&fen, v), 0);
        ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
        ck_assert_uint_ge(moves, tu_perft(g, 1));
        vchess_game_free(g);
        if (strcmp(name, "chess") == 0)
            ck_assert_uint_ge(moves, 218);
        ck_assert_uint_le(moves, 4096);
        ck_assert_uint_gt(fen, strlen(vchess_variant_start_fen(v)));
        ck_assert_uint_le(fen, 1024);
    }
}
END_TEST

static double polygon_area(const double *xy, size_t n)
{
    double twice = 0;

    for (size_t k = 0; k < n; k++) {
        size_t j = (k + 1) % n;
        twice += xy[2 * k] * xy[2 * j + 1] - xy[2 * j] * xy[2 * k + 1];
    }
    return twice / 2;
}

/* A square is 1 x 1 with a1 at the origin and dark; a kite is a sixth of
 * a hexagon of side 1, so its area is sqrt(3) / 4, counter-clockwise. */
START_TEST(cell_geometry)
{
    const vchess_variant *chess = builtin("chess"), *tri = builtin("trihexagonal");
    double xy[16], x = 0, y = 0;
    size_t n = 0;
    int shade = -1, cells = 0;

    ck_assert_int_eq(vchess_variant_cell_polygon(xy, 8, &n, chess, 0), 0);
    ck_assert_uint_eq(n, 4);
    ck_assert_double_eq_tol(polygon_area(xy, n), 1.0, 1e-12);
    ck_assert_int_eq(vchess_variant_cell_centre(&x, &y, chess, 0), 0);
    ck_assert_double_eq_tol(x, 0.5, 1e-12);
    ck_assert_double_eq_tol(y, 0.5, 1e-12);
    ck_assert_int_eq(vchess_variant_cell_shade(&shade, chess, 0), 0);
    ck_assert_int_eq(shade, 1);
    ck_assert_int_eq(vchess_variant_cell_polygon(xy, 3, &n, chess, 0),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(n, 4);
    ck_assert_int_eq(vchess_variant_cell_polygon(xy, 8, &n, chess, 64),
                     VCHESS_ECELL);
    vchess_variant_cell_count(&cells, tri);
    for (int c = 0; c < cells; c++) {
        ck_assert_int_eq(vchess_variant_cell_polygon(xy, 8, &n, tri, c), 0);
        ck_assert_uint_eq(n, 4);
        ck_assert_double_eq_tol(polygon_area(xy, n), sqrt(3.0) / 4, 1e-9);
    }
}
END_TEST

Suite *variant_suite(void)
{
    Suite *s = suite_create("variant");
    TCase *tc = tcase_create("objects");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, built_once_and_shared);
    tcase_add_test(tc, board_queries);
    tcase_add_test(tc, piece_queries);
    tcase_add_test(tc, bounds);
    tcase_add_test(tc, cell_geometry);
    suite_add_tcase(s, tc);
    return s;
}
