/* check_hex.c - the hexagonal board against docs/rules/glinski.md and
 * docs/rules/mccooey.md: the cells, ranks and names of Glinski's board
 * (11 files a-l without j, ranks 1-6 of 11 cells, rank 11 only f11), the
 * three shades (30 light, 30 dark, 31 middle, the centre middle), the
 * lines and leaps of the worked examples, holes, and the families a
 * definition adds. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/hex.h"
#include "suites.h"

#define MAX_LIST 16

static struct vc_board *board;

static void build(int letter_j, const char *const *holes)
{
    free(board);
    board = malloc(sizeof(*board));
    ck_assert_ptr_nonnull(board);
    ck_assert_int_eq(vc_hex_build(board, 6, letter_j, holes), 0);
}

static void setup(void)
{
    build(0, NULL);
}

static void teardown(void)
{
    free(board);
    board = NULL;
}

static int cell(const char *name)
{
    int c = vc_board_find(board, name);

    ck_assert_msg(c >= 0, "no cell named '%s'", name);
    return c;
}

/* The rays of (from, fam) are exactly the NULL-terminated lists of
 * space-separated names, in any order. */
static void assert_rays(const char *from, int fam, const char *const *rays)
{
    int count, n = 0;
    const struct vc_ray *r = vc_board_rays(board, cell(from), fam, &count);

    for (; rays[n]; n++) {
        char buf[128], text[128] = "";
        int found = 0;
        for (int i = 0; i < count; i++) {
            text[0] = 0;
            for (int k = 0; k < r[i].len; k++) {
                strcat(text, k ? " " : "");
                strcat(text, board->name[board->ray_cells[r[i].off + k]]);
            }
            found += strcmp(text, rays[n]) == 0;
        }
        strcpy(buf, rays[n]);
        ck_assert_msg(found == 1, "%s: ray '%s' found %d times (family %d)",
                      from, buf, found, fam);
    }
    ck_assert_int_eq(count, n);
}

/* --- cells, ranks, names ---------------------------------------------- */

START_TEST(test_counts)
{
    static const int rank_len[11] = {11, 11, 11, 11, 11, 11, 9, 7, 5, 3, 1};

    ck_assert_int_eq(board->ncells, 91);
    ck_assert_int_eq(board->nranks, 11);
    for (int r = 0; r < 11; r++)
        ck_assert_int_eq(board->rank_len[r], rank_len[r]);
    ck_assert_int_eq(cell("f11"), 90); /* the last cell: rank 11 alone */
    ck_assert_int_eq(cell("a1"), 0);
    ck_assert_int_eq(cell("l1"), 10);
}
END_TEST

/* File lengths 6, 7, ..., 11 (f), ..., 6; no file j (Glinski). */
START_TEST(test_files)
{
    static const char files[] = "abcdefghikl";
    static const int len[11] = {6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6};

    for (int f = 0; f < 11; f++) {
        char name[16];
        int n = 0;
        for (int c = 0; c < board->ncells; c++)
            n += board->file[c] == files[f];
        ck_assert_int_eq(n, len[f]);
        snprintf(name, sizeof(name), "%c%d", files[f], len[f]);
        cell(name);
        snprintf(name, sizeof(name), "%c%d", files[f], len[f] + 1);
        ck_assert_int_lt(vc_board_find(board, name), 0);
    }
    ck_assert_int_lt(vc_board_find(board, "j1"), 0);
}
END_TEST

/* McCooey's notation: files a-k with j. */
START_TEST(test_files_with_j)
{
    build(1, NULL);
    ck_assert_int_eq(board->ncells, 91);
    cell("j1");
    cell("j7");
    cell("k6");
    ck_assert_int_lt(vc_board_find(board, "l1"), 0);
    ck_assert_int_lt(vc_board_find(board, "k7"), 0);
}
END_TEST

/* Cells are numbered rank by rank, each left to right. */
START_TEST(test_order)
{
    int c = 0;

    for (int r = 0; r < board->nranks; r++)
        for (int s = 0; s < board->rank_len[r]; s++, c++) {
            ck_assert_int_eq(board->rank_slot[r][s], c);
            ck_assert_int_eq(board->rank[c], r);
            ck_assert(s == 0 || board->file[c] > board->file[c - 1]);
        }
    ck_assert_int_eq(c, 91);
}
END_TEST

/* --- shades and polygons ---------------------------------------------- */

START_TEST(test_shades)
{
    int n[3] = {0, 0, 0};

    for (int c = 0; c < board->ncells; c++) {
        int count;
        const struct vc_ray *r;
        ck_assert_int_lt(board->shade[c], 3);
        n[board->shade[c]]++;
        r = vc_board_rays(board, c, VC_FAM_ORTHO, &count);
        for (int i = 0; i < count; i++)
            ck_assert_int_ne(board->shade[board->ray_cells[r[i].off]],
                             board->shade[c]);
        r = vc_board_rays(board, c, VC_FAM_DIAG, &count);
        for (int i = 0; i < count; i++)
            for (int k = 0; k < r[i].len; k++)
                ck_assert_int_eq(board->shade[board->ray_cells[r[i].off + k]],
                                 board->shade[c]);
    }
    ck_assert_int_eq(n[0], 30);
    ck_assert_int_eq(n[1], 30);
    ck_assert_int_eq(n[2], 31);
    ck_assert_int_eq(board->shade[cell("f1")], 0);
    ck_assert_int_eq(board->shade[cell("f11")], 1);
    ck_assert_int_eq(board->shade[cell("f6")], 2);
    /* Glinski's three bishops stand on the three shades */
    ck_assert_int_ne(board->shade[cell("f1")], board->shade[cell("f2")]);
    ck_assert_int_ne(board->shade[cell("f2")], board->shade[cell("f3")]);
    ck_assert_int_ne(board->shade[cell("f1")], board->shade[cell("f3")]);
}
END_TEST

/* Regular hexagons of side 1: six corners, each 1 from the centre and
 * from its neighbours, centres of side-neighbours sqrt(3) apart. */
START_TEST(test_polygons)
{
    for (int c = 0; c < board->ncells; c++) {
        double cx = 0, cy = 0;
        ck_assert_int_eq(board->nverts[c], 6);
        for (int k = 0; k < 6; k++) {
            cx += board->vx[c][k] * board->unit_x / 6;
            cy += board->vy[c][k] * board->unit_y / 6;
        }
        for (int k = 0; k < 6; k++) {
            double x = board->vx[c][k] * board->unit_x - cx;
            double y = board->vy[c][k] * board->unit_y - cy;
            double dx = (board->vx[c][(k + 1) % 6] - board->vx[c][k]) *
                        board->unit_x;
            double dy = (board->vy[c][(k + 1) % 6] - board->vy[c][k]) *
                        board->unit_y;
            ck_assert_double_eq_tol(x * x + y * y, 1.0, 1e-9);
            ck_assert_double_eq_tol(dx * dx + dy * dy, 1.0, 1e-9);
        }
    }
}
END_TEST

/* --- lines and leaps (the rules pages' examples) ------------------------ */

START_TEST(test_rook_f6)
{
    static const char *const rays[] = {
        "f7 f8 f9 f10 f11", "f5 f4 f3 f2 f1", "e6 d6 c6 b6 a6",
        "g6 h6 i6 k6 l6",   "e5 d4 c3 b2 a1", "g5 h4 i3 k2 l1", NULL};

    assert_rays("f6", VC_FAM_ORTHO, rays);
}
END_TEST

START_TEST(test_bishop_f6)
{
    static const char *const rays[] = {"g7 h8", "e7 d8", "h5 k4", "d5 b4",
                                       "g4 h2", "e4 d2", NULL};

    assert_rays("f6", VC_FAM_DIAG, rays);
}
END_TEST

/* A corner: a1 has three side-neighbours and two corner-neighbours. */
START_TEST(test_corner_a1)
{
    static const char *const rook[] = {"a2 a3 a4 a5 a6",
                                       "b2 c3 d4 e5 f6 g6 h6 i6 k6 l6",
                                       "b1 c1 d1 e1 f1", NULL};
    static const char *const bishop[] = {"b3 c5 d7 e9 f11", "c2 e3 g3 i2 l1",
                                         NULL};

    assert_rays("a1", VC_FAM_ORTHO, rook);
    assert_rays("a1", VC_FAM_DIAG, bishop);
}
END_TEST

START_TEST(test_knight_f6)
{
    static const char *const rays[] = {"c4", "c5", "d3", "d7", "e3", "e8",
                                       "g3", "g8", "h3", "h7", "i4", "i5",
                                       NULL};

    assert_rays("f6", VC_FAM_KNIGHT, rays);
}
END_TEST

/* Near the edge: d1's knight leaps, six of the twelve. */
START_TEST(test_knight_d1)
{
    static const char *const rays[] = {"b2", "c3", "e4", "f4", "g1", "g2",
                                       NULL};

    assert_rays("d1", VC_FAM_KNIGHT, rays);
}
END_TEST

START_TEST(test_pawn_families)
{
    static const char *const up[] = {"f6 f7 f8 f9 f10 f11", NULL};
    static const char *const up_diag[] = {"e6", "g6", NULL};
    static const char *const down[] = {"f4 f3 f2 f1", NULL};
    static const char *const down_diag[] = {"e3", "g3", NULL};
    static const char *const none[] = {NULL};

    assert_rays("f5", VC_FAM_UP, up);
    assert_rays("f5", VC_FAM_UP_DIAG, up_diag);
    assert_rays("f5", VC_FAM_DOWN, down);
    assert_rays("f5", VC_FAM_DOWN_DIAG, down_diag);
    assert_rays("f11", VC_FAM_UP, none);
    assert_rays("f1", VC_FAM_DOWN, none);
}
END_TEST

/* The far edges where pawns promote: the last cell of each file. */
START_TEST(test_file_ends)
{
    static const char *const top[] = {"a6", "b7", "c8", "d9", "e10", "f11",
                                      "g10", "h9", "i8", "k7", "l6"};
    int up = 0, down = 0;

    for (int c = 0; c < board->ncells; c++) {
        up += vc_hex_file_end(board, c, 1);
        down += vc_hex_file_end(board, c, -1);
        ck_assert_int_eq(vc_hex_file_end(board, c, -1), board->rank[c] == 0);
    }
    ck_assert_int_eq(up, 11);
    ck_assert_int_eq(down, 11);
    for (int i = 0; i < 11; i++)
        ck_assert(vc_hex_file_end(board, cell(top[i]), 1));
}
END_TEST

/* Every family's rays stay on the board, hold each cell once, and the
 * side and corner lines run both ways. */
START_TEST(test_lines_symmetric)
{
    static const int fams[] = {VC_FAM_ORTHO, VC_FAM_DIAG, VC_FAM_NRIDER};

    for (int f = 0; f < 3; f++)
        for (int c = 0; c < board->ncells; c++) {
            int count;
            const struct vc_ray *r = vc_board_rays(board, c, fams[f], &count);
            for (int i = 0; i < count; i++) {
                int first = board->ray_cells[r[i].off], back, hit = 0;
                const struct vc_ray *s =
                    vc_board_rays(board, first, fams[f], &back);
                for (int j = 0; j < back; j++)
                    hit += board->ray_cells[s[j].off] == c;
                ck_assert_int_eq(hit, 1);
            }
        }
}
END_TEST

/* --- holes and added families ------------------------------------------ */

START_TEST(test_holes)
{
    static const char *const holes[] = {"f6", NULL};
    static const char *const rook[] = {"f4 f3 f2 f1", "e5 d5 c5 b5 a5",
                                       "g5 h5 i5 k5 l5", "e4 d3 c2 b1",
                                       "g4 h3 i2 k1", NULL};
    static const char *const knight[] = {"c5", "c6", "d4", "d8", "e4",
                                         "e9", "g4", "g9", "h4", "h8",
                                         "i5", "i6", NULL};

    build(0, holes);
    ck_assert_int_eq(board->ncells, 90);
    ck_assert_int_lt(vc_board_find(board, "f6"), 0);
    ck_assert_int_eq(board->rank_len[5], 11);
    ck_assert_int_eq(board->rank_slot[5][5], VC_HOLE);
    assert_rays("f5", VC_FAM_ORTHO, rook);
    assert_rays("f7", VC_FAM_KNIGHT, knight);
}
END_TEST

/* A new family: the two forward sides beside the file, one step (a
 * Glinski pawn on b5 takes on a5 and c6, on f5 on e5 and g5). */
START_TEST(test_add_family)
{
    static const struct vc_vector fs[2] = {{-1, 1}, {1, 0}};
    static const char *const white[] = {"e5", "g5", NULL};
    static const char *const black[] = {"e5", "g5", NULL};
    static const char *const b5[] = {"a5", "c6", NULL};
    int fam;

    ck_assert_int_eq(vc_hex_begin(board, 6, 0, NULL), 0);
    fam = vc_hex_add_family(board, fs, 2, 1);
    ck_assert_int_ge(fam, VC_FAM_STANDARD);
    ck_assert_int_ne(board->inverse[fam], fam);
    ck_assert_int_eq(vc_board_finish(board), 0);
    assert_rays("f5", fam, white);
    assert_rays("f6", board->inverse[fam], black);
    assert_rays("b5", fam, b5);
    ck_assert_int_lt(vc_hex_add_family(board, fs, 0, 1), 0);
}
END_TEST

START_TEST(test_bad_sizes)
{
    ck_assert_int_lt(vc_hex_begin(board, 1, 0, NULL), 0);
    ck_assert_int_lt(vc_hex_begin(board, VC_HEX_MAX_SIDE + 1, 0, NULL), 0);
    ck_assert_int_eq(vc_hex_build(board, VC_HEX_MAX_SIDE, 0, NULL), 0);
    ck_assert_int_eq(board->ncells, 169);
}
END_TEST

static TCase *tcase(Suite *s, const char *name)
{
    TCase *tc = tcase_create(name);

    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 10);
    suite_add_tcase(s, tc);
    return tc;
}

Suite *hex_suite(void)
{
    Suite *s = suite_create("hex");
    TCase *tc = tcase(s, "cells");

    tcase_add_test(tc, test_counts);
    tcase_add_test(tc, test_files);
    tcase_add_test(tc, test_files_with_j);
    tcase_add_test(tc, test_order);
    tcase_add_test(tc, test_shades);
    tcase_add_test(tc, test_polygons);

    tc = tcase(s, "examples");
    tcase_add_test(tc, test_rook_f6);
    tcase_add_test(tc, test_bishop_f6);
    tcase_add_test(tc, test_corner_a1);
    tcase_add_test(tc, test_knight_f6);
    tcase_add_test(tc, test_knight_d1);
    tcase_add_test(tc, test_pawn_families);
    tcase_add_test(tc, test_file_ends);
    tcase_add_test(tc, test_lines_symmetric);

    tc = tcase(s, "building");
    tcase_add_test(tc, test_holes);
    tcase_add_test(tc, test_add_family);
    tcase_add_test(tc, test_bad_sizes);
    return s;
}
