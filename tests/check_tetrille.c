/* check_tetrille.c - the Trihexagonal Chess board against
 * docs/rules/trihexagonal.md: every worked example of section 4, the geometry
 * and naming of sections 1-2, and structural properties (central symmetry,
 * symmetric rook and bishop lines). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "suites.h"
#include "board/tetrille.h"

#define MAX_LIST 16

static struct vc_board *board;

static void setup(void)
{
    board = malloc(sizeof(*board));
    ck_assert_ptr_nonnull(board);
    ck_assert_int_eq(vc_tetrille_build(board), 0);
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

/* Cells of a space-separated list of names; returns how many. */
static int parse(const char *list, int *out)
{
    char buf[128];
    int n = 0;

    ck_assert_uint_lt(strlen(list), sizeof(buf));
    strcpy(buf, list);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        ck_assert_int_lt(n, MAX_LIST);
        out[n++] = cell(t);
    }
    return n;
}

static int ray_equals(const struct vc_ray *r, const int *cells, int n)
{
    if (r->len != n)
        return 0;
    for (int k = 0; k < n; k++)
        if (board->ray_cells[r->off + k] != cells[k])
            return 0;
    return 1;
}

/* How many rays of (from, fam) are exactly the cell sequence `cells`. */
static int count_equal(int from, int fam, const int *cells, int n)
{
    int count, hits = 0;
    const struct vc_ray *r = vc_board_rays(board, from, fam, &count);

    for (int i = 0; i < count; i++)
        hits += ray_equals(&r[i], cells, n);
    return hits;
}

static int count_containing(int from, int fam, int target)
{
    int count, hits = 0;
    const struct vc_ray *r = vc_board_rays(board, from, fam, &count);

    for (int i = 0; i < count; i++)
        for (int k = 0; k < r[i].len; k++)
            hits += board->ray_cells[r[i].off + k] == target;
    return hits;
}

/* The rays of (from, fam) are exactly the NULL-terminated lists. */
static void assert_rays(const char *from, int fam, const char *const *rays)
{
    int c = cell(from), n = 0, count;

    vc_board_rays(board, c, fam, &count);
    for (; rays[n]; n++) {
        int cells[MAX_LIST], len = parse(rays[n], cells);
        ck_assert_msg(count_equal(c, fam, cells, len) == 1,
                      "%s: ray '%s' missing (family %d)", from, rays[n], fam);
    }
    ck_assert_int_eq(count, n);
}

/* Cell k (0 = first) of every ray of (from, fam) that has one, as a set;
 * the set must equal `list` and hold no duplicate. */
static void assert_cells_at(const char *from, int fam, int k,
                            const char *list)
{
    int want[MAX_LIST], n = parse(list, want), count, got = 0;
    const struct vc_ray *r = vc_board_rays(board, cell(from), fam, &count);
    int seen[VC_MAX_CELLS] = {0};

    for (int i = 0; i < count; i++) {
        int c;
        if (r[i].len <= k)
            continue;
        c = board->ray_cells[r[i].off + k];
        ck_assert_msg(!seen[c], "%s: %s twice", from, board->name[c]);
        seen[c] = 1;
        got++;
    }
    for (int i = 0; i < n; i++)
        ck_assert_msg(seen[want[i]], "%s: %s missing (family %d)", from,
                      board->name[want[i]], fam);
    ck_assert_int_eq(got, n);
}

/* 180-degree rotation about the centre of hexagon (2,1): rank r -> 9-r,
 * left-to-right order reversed. */
static int rot(int c)
{
    int r = board->rank[c];

    for (int k = 0; k < board->rank_len[r]; k++)
        if (board->rank_slot[r][k] == c)
            return board->rank_slot[7 - r][8 - k];
    ck_abort_msg("cell %d not in its rank", c);
    return -1;
}

/* --- Sections 1-2: cells, ranks, names, colours, shapes --------------- */

START_TEST(test_counts)
{
    int gray = 0;

    ck_assert_int_eq(board->ncells, 72);
    ck_assert_int_eq(board->nranks, 8);
    ck_assert_int_eq(board->rays_overlap, 1);
    ck_assert_double_eq_tol(board->unit_x, 0.4330127018922193, 1e-15);
    ck_assert_double_eq_tol(board->unit_y, 0.25, 1e-15);
    for (int c = 0; c < board->ncells; c++)
        gray += board->shade[c] == 1;
    ck_assert_int_eq(gray, 48);
}
END_TEST

START_TEST(test_names_unique)
{
    for (int c = 0; c < board->ncells; c++) {
        ck_assert_int_eq(vc_board_find(board, board->name[c]), c);
        ck_assert_int_eq(board->file[c], board->name[c][0]);
        ck_assert_int_eq(board->shade[c], strchr(board->name[c], '/') == NULL);
    }
}
END_TEST

/* Section 2: left-to-right (FEN) order of every rank. */
static const char *const rank_letters[2][9] = {
    {"a", "b/", "b", "c", "d/", "d", "e", "f/", "f"},
    {"a", "a/", "b", "c", "c/", "d", "e", "e/", "f"},
};

START_TEST(test_rank_order)
{
    int r = _i;

    ck_assert_int_eq(board->rank_len[r], 9);
    for (int k = 0; k < 9; k++) {
        const char *l = rank_letters[r % 2][k];
        char want[VC_NAME_MAX] = {l[0], (char)('1' + r), l[1], '\0'};
        int c = board->rank_slot[r][k];
        ck_assert_int_eq(c, 9 * r + k);
        ck_assert_int_eq(board->rank[c], r);
        ck_assert_str_eq(board->name[c], want);
    }
}
END_TEST

static const char *const bad_names[] = {"a1/", "g3", "c4//", "a0", "a9",
                                        "A1", "", "c4 "};

START_TEST(test_bad_names)
{
    ck_assert_int_eq(vc_board_find(board, bad_names[_i]), -1);
}
END_TEST

/* Section 2's name examples: hexagon (r, j) and kite angle theta.  The
 * kite is H, M1 (edge midpoint at theta-30), T (vertex at theta), M2. */
static const struct {
    const char *name;
    int r, j, theta;
} kites[] = {
    {"a1", 0, 0, 150},  {"b1/", 0, 0, 90}, {"b1", 0, 0, 30},
    {"c1", 0, 1, 150},  {"a2", 1, 0, 210}, {"a2/", 1, 0, 270},
    {"b2", 1, 0, 330},  {"f8", 4, 2, 330},
};
static const int vertex_off[6][2] = {{2, 2},   {0, 4},  {-2, 2},
                                     {-2, -2}, {0, -4}, {2, -2}};
static const int mid_off[6][2] = {{2, 0},   {1, 3},  {-1, 3},
                                  {-2, 0}, {-1, -3}, {1, -3}};

static void assert_has_vertex(int c, int x, int y)
{
    int found = 0;

    for (int k = 0; k < board->nverts[c]; k++)
        found |= board->vx[c][k] == x && board->vy[c][k] == y;
    ck_assert_msg(found, "%s lacks vertex (%d,%d)", board->name[c], x, y);
}

START_TEST(test_kite_geometry)
{
    int c = cell(kites[_i].name), t = (kites[_i].theta - 30) / 60;
    int hx = 4 * kites[_i].j - 2 * kites[_i].r, hy = 6 * kites[_i].r;

    ck_assert_int_eq(board->nverts[c], 4);
    assert_has_vertex(c, hx, hy);
    assert_has_vertex(c, hx + vertex_off[t][0], hy + vertex_off[t][1]);
    assert_has_vertex(c, hx + mid_off[t][0], hy + mid_off[t][1]);
    assert_has_vertex(c, hx + mid_off[(t + 1) % 6][0],
                      hy + mid_off[(t + 1) % 6][1]);
}
END_TEST

/* A kite is a sixth of a hexagon of circumradius 1: sqrt(3)/4, i.e. 4
 * units of sqrt(3)/16. */
START_TEST(test_kite_areas)
{
    for (int c = 0; c < board->ncells; c++) {
        int twice = 0;
        for (int k = 0; k < board->nverts[c]; k++) {
            int n = (k + 1) % board->nverts[c];
            twice += board->vx[c][k] * board->vy[c][n] -
                     board->vx[c][n] * board->vy[c][k];
        }
        ck_assert_int_eq(abs(twice), 8);
    }
}
END_TEST

/* The rotation maps every kite's polygon onto its image's:
 * (x, y) -> (-x, 24 - y) about the centre (0, 12) of hexagon (2,1). */
START_TEST(test_rotation_geometry)
{
    for (int c = 0; c < board->ncells; c++) {
        int d = rot(c);
        ck_assert_int_eq(rot(d), c);
        for (int k = 0; k < board->nverts[c]; k++)
            assert_has_vertex(d, -board->vx[c][k], 24 - board->vy[c][k]);
    }
}
END_TEST

/* --- Section 4: worked examples --------------------------------------- */

/* The pawn table.  A double step exists only from rank 2, so the table's
 * "-" for b3 and d5/ is the rank rule, not geometry: those rows check the
 * first cells only. */
static const struct {
    const char *cell, *forward, *dbl, *captures;
} pawns[] = {
    {"b2", "b3", "c4/", "a3 c3"},
    {"b3", "b3/ c4/", NULL, "c4 e4"},
    {"e2/", "e2 f2", "", "f3/"},
    {"d5/", "d6 e6", NULL, "e8/"},
};

START_TEST(test_pawn_table)
{
    assert_cells_at(pawns[_i].cell, VC_FAM_UP, 0, pawns[_i].forward);
    if (pawns[_i].dbl) {
        ck_assert_int_eq(board->rank[cell(pawns[_i].cell)], 1);
        assert_cells_at(pawns[_i].cell, VC_FAM_UP, 1, pawns[_i].dbl);
    }
    assert_cells_at(pawns[_i].cell, VC_FAM_UP_DIAG, 0, pawns[_i].captures);
}
END_TEST

START_TEST(test_bishop_d4)
{
    static const char *const rays[] = {"c5 b6 a7", "e5 f6", "c3 b2 a1",
                                       "e3 f2", NULL};
    assert_rays("d4", VC_FAM_DIAG, rays);
}
END_TEST

START_TEST(test_rook_c1)
{
    static const char *const rays[] = {
        "d1/ e2 e3 e4/ e4 d4 c4/ b3 b2 b1/ b1",
        "b1 b1/ b2 b3 c4/ d4 e4 e4/ e3 e2 d1/", "c2/ c2 b2 a2/", NULL};
    assert_rays("c1", VC_FAM_ORTHO, rays);
}
END_TEST

START_TEST(test_rook_b6)
{
    static const char *const rays[] = {
        "b5/ b5 c5 d5/ e6 e7 e8/ e8 d8 c8/ b7",
        "b7 c8/ d8 e8 e8/ e7 e6 d5/ c5 b5 b5/", "a6/",
        "c6 c6/ c5 c4 b3/ a3", NULL};
    assert_rays("b6", VC_FAM_ORTHO, rays);
}
END_TEST

START_TEST(test_rook_c5_reaches_b6_thrice)
{
    ck_assert_int_eq(count_containing(cell("c5"), VC_FAM_ORTHO, cell("b6")),
                     3);
}
END_TEST

/* Rings and arcs of section 4 seen from each of their cells: both ways
 * along the line, up to the edge or to just before the cell itself. */
static const struct {
    int fam, ring;
    const char *line;
} lines[] = {
    {VC_FAM_ORTHO, 1, "b6 b5/ b5 c5 d5/ e6 e7 e8/ e8 d8 c8/ b7"},
    {VC_FAM_ORTHO, 0, "a6/ b6 c6 c6/ c5 c4 b3/ a3"},
    {VC_FAM_ORTHO, 1, "c1 d1/ e2 e3 e4/ e4 d4 c4/ b3 b2 b1/ b1"},
    {VC_FAM_ORTHO, 0, "c1 c2/ c2 b2 a2/"},
    {VC_FAM_DIAG, 0, "a7 b6 c5 d4 e3 f2"},
    {VC_FAM_DIAG, 0, "a1 b2 c3 d4 e5 f6"},
};

static void assert_line_from(int line, const int *cells, int n, int i,
                             int way)
{
    int want[MAX_LIST], len = 0;

    for (int k = 1; k < n; k++) {
        int at = i + way * k;
        if (lines[line].ring)
            at = (at + n) % n;
        else if (at < 0 || at >= n)
            break;
        want[len++] = cells[at];
    }
    if (len > 0)
        ck_assert_msg(count_equal(cells[i], lines[line].fam, want, len) == 1,
                      "line '%s' from %s", lines[line].line,
                      board->name[cells[i]]);
}

START_TEST(test_lines)
{
    int cells[MAX_LIST], n = parse(lines[_i].line, cells);

    for (int i = 0; i < n; i++) {
        assert_line_from(_i, cells, n, i, 1);
        assert_line_from(_i, cells, n, i, -1);
    }
}
END_TEST

static const char *const lone_neighbour[][2] = {{"f1", "f1/"},
                                                {"a8", "a8/"}};

START_TEST(test_one_orthogonal_neighbour)
{
    assert_cells_at(lone_neighbour[_i][0], VC_FAM_ORTHO, 0,
                    lone_neighbour[_i][1]);
}
END_TEST

static const char *const knights[][2] = {
    {"d4", "b1/ c2/ b3/ d3 e4/ f5 e6"},
    {"b1", "d1/ a2/ d2 d3/ c4/"},
};

START_TEST(test_knight)
{
    int count;
    const struct vc_ray *r =
        vc_board_rays(board, cell(knights[_i][0]), VC_FAM_KNIGHT, &count);

    for (int i = 0; i < count; i++)
        ck_assert_int_eq(r[i].len, 1);
    assert_cells_at(knights[_i][0], VC_FAM_KNIGHT, 0, knights[_i][1]);
}
END_TEST

/* Section 7: "the bishop b1 reaches b3 only through c2", "e8 cannot reach
 * f6". */
START_TEST(test_section7_bishops)
{
    int along[] = {cell("c2"), cell("b3")}, count, hits = 0;
    const struct vc_ray *r =
        vc_board_rays(board, cell("b1"), VC_FAM_DIAG, &count);

    for (int i = 0; i < count; i++)
        if (r[i].len >= 2 && board->ray_cells[r[i].off] == along[0] &&
            board->ray_cells[r[i].off + 1] == along[1])
            hits++;
    ck_assert_int_eq(hits, 1);
    ck_assert_int_eq(count_containing(cell("b1"), VC_FAM_DIAG, along[1]), 1);
    ck_assert_int_eq(count_containing(cell("e8"), VC_FAM_DIAG, cell("f6")),
                     0);
}
END_TEST

/* --- Structure ---------------------------------------------------------- */

/* Every ray: cells on the board, never the origin, no cell twice. */
START_TEST(test_rays_well_formed)
{
    ck_assert_int_le(board->nfam, VC_MAX_FAMS);
    for (int c = 0; _i < board->nfam && c < board->ncells; c++) {
        int count;
        const struct vc_ray *r = vc_board_rays(board, c, _i, &count);
        for (int i = 0; i < count; i++) {
            int seen[VC_MAX_CELLS] = {0};
            ck_assert_int_ge(r[i].len, 1);
            for (int k = 0; k < r[i].len; k++) {
                int d = board->ray_cells[r[i].off + k];
                ck_assert_int_lt(d, board->ncells);
                ck_assert_int_ne(d, c);
                ck_assert_int_eq(seen[d], 0);
                seen[d] = 1;
            }
        }
    }
}
END_TEST

static int first_cells(int c, int fam, int *seen)
{
    int count, n = 0;
    const struct vc_ray *r = vc_board_rays(board, c, fam, &count);

    for (int i = 0; i < count; i++) {
        int d = board->ray_cells[r[i].off];
        n += !seen[d];
        seen[d] = 1;
    }
    return n;
}

/* At most 4 orthogonal neighbours, a king has at most 8 targets, rings
 * have 12 kites, a pawn has at most 2 captures. */
START_TEST(test_step_limits)
{
    for (int c = 0; c < board->ncells; c++) {
        int seen[VC_MAX_CELLS] = {0}, count;
        const struct vc_ray *r = vc_board_rays(board, c, VC_FAM_ORTHO, &count);
        int ortho = first_cells(c, VC_FAM_ORTHO, seen);
        ck_assert_int_eq(ortho, count);
        ck_assert_int_le(ortho, 4);
        ck_assert_int_le(ortho + first_cells(c, VC_FAM_DIAG, seen), 8);
        for (int i = 0; i < count; i++)
            ck_assert_int_le(r[i].len, 11);
        ck_assert_int_le(board->ray_count[c][VC_FAM_UP_DIAG], 2);
        ck_assert_int_le(board->ray_count[c][VC_FAM_DOWN_DIAG], 2);
        ck_assert_int_eq(board->ray_count[c][VC_FAM_NRIDER], 0);
    }
}
END_TEST

/* Forward steps: 1 or 2 below the last rank; captures: "none on some edge
 * cells". */
START_TEST(test_pawn_counts)
{
    int no_capture = 0;

    for (int c = 0; c < board->ncells; c++) {
        int pushes = board->ray_count[c][VC_FAM_UP];
        if (board->rank[c] == 7)
            continue;
        ck_assert_msg(pushes == 1 || pushes == 2, "%s: %d forward steps",
                      board->name[c], pushes);
        no_capture += board->ray_count[c][VC_FAM_UP_DIAG] == 0;
    }
    ck_assert_int_gt(no_capture, 0);
}
END_TEST

/* One-cell families: length 1, distinct targets. */
static const int leap_fams[] = {VC_FAM_KNIGHT, VC_FAM_UP_DIAG,
                                VC_FAM_DOWN_DIAG};

START_TEST(test_leaps_single)
{
    for (int c = 0; c < board->ncells; c++) {
        int seen[VC_MAX_CELLS] = {0}, count;
        const struct vc_ray *r =
            vc_board_rays(board, c, leap_fams[_i], &count);
        for (int i = 0; i < count; i++)
            ck_assert_int_eq(r[i].len, 1);
        ck_assert_int_eq(first_cells(c, leap_fams[_i], seen), count);
    }
}
END_TEST

START_TEST(test_push_lengths)
{
    for (int c = 0; c < board->ncells; c++)
        for (int fam = VC_FAM_UP; fam <= VC_FAM_DOWN; fam++) {
            int count;
            const struct vc_ray *r = vc_board_rays(board, c, fam, &count);
            for (int i = 0; i < count; i++)
                ck_assert_int_le(r[i].len, 2);
        }
}
END_TEST

/* Stands for the knight's inverse family, which the board numbers. */
#define KNIGHT_INV (-1)

static int family(int f)
{
    return f == KNIGHT_INV ? board->inverse[VC_FAM_KNIGHT] : f;
}

/* Family f from X, rotated, is family g from rot(X). */
static const int rot_fams[][2] = {
    {VC_FAM_ORTHO, VC_FAM_ORTHO},     {VC_FAM_DIAG, VC_FAM_DIAG},
    {VC_FAM_KNIGHT, VC_FAM_KNIGHT},   {VC_FAM_UP, VC_FAM_DOWN},
    {VC_FAM_DOWN, VC_FAM_UP},   {VC_FAM_UP_DIAG, VC_FAM_DOWN_DIAG},
    {VC_FAM_DOWN_DIAG, VC_FAM_UP_DIAG}, {KNIGHT_INV, KNIGHT_INV},
};

START_TEST(test_central_symmetry)
{
    int f = family(rot_fams[_i][0]), g = family(rot_fams[_i][1]);

    for (int c = 0; c < board->ncells; c++) {
        int count, rcount;
        const struct vc_ray *r = vc_board_rays(board, c, f, &count);
        vc_board_rays(board, rot(c), g, &rcount);
        ck_assert_int_eq(count, rcount);
        for (int i = 0; i < count; i++) {
            int cells[VC_MAX_CELLS];
            for (int k = 0; k < r[i].len; k++)
                cells[k] = rot(board->ray_cells[r[i].off + k]);
            ck_assert_msg(count_equal(rot(c), g, cells, r[i].len) == 1,
                          "%s family %d ray %d has no rotated image",
                          board->name[c], f, i);
        }
    }
}
END_TEST

/* Y at distance d from X on a line means X at distance d from Y. */
static int at_distance(int from, int fam, int target, int d)
{
    int count;
    const struct vc_ray *r = vc_board_rays(board, from, fam, &count);

    for (int i = 0; i < count; i++)
        if (r[i].len >= d && board->ray_cells[r[i].off + d - 1] == target)
            return 1;
    return 0;
}

static const int line_fams[] = {VC_FAM_ORTHO, VC_FAM_DIAG};

START_TEST(test_lines_symmetric)
{
    int fam = line_fams[_i];

    for (int c = 0; c < board->ncells; c++) {
        int count;
        const struct vc_ray *r = vc_board_rays(board, c, fam, &count);
        for (int i = 0; i < count; i++)
            for (int k = 0; k < r[i].len; k++)
                ck_assert_msg(at_distance(board->ray_cells[r[i].off + k], fam,
                                          c, k + 1),
                              "%s -> %s not symmetric", board->name[c],
                              board->name[board->ray_cells[r[i].off + k]]);
    }
}
END_TEST

/* Section 4: the knight relation is not symmetric; the derived inverse
 * table must still list exactly the knights attacking each cell. */
START_TEST(test_knight_asymmetric_and_inverse)
{
    int asymmetric = 0;

    for (int x = 0; x < board->ncells; x++)
        for (int z = 0; z < board->ncells; z++) {
            int fwd = at_distance(x, VC_FAM_KNIGHT, z, 1);
            asymmetric += fwd && !at_distance(z, VC_FAM_KNIGHT, x, 1);
            ck_assert_int_eq(fwd, at_distance(z, board->inverse[VC_FAM_KNIGHT], x, 1));
        }
    ck_assert_int_gt(asymmetric, 0);
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

#define N(a) ((int)(sizeof(a) / sizeof((a)[0])))

Suite *tetrille_suite(void)
{
    Suite *s = suite_create("tetrille");
    TCase *tc = tcase(s, "cells");

    tcase_add_test(tc, test_counts);
    tcase_add_test(tc, test_names_unique);
    tcase_add_loop_test(tc, test_rank_order, 0, 8);
    tcase_add_loop_test(tc, test_bad_names, 0, N(bad_names));
    tcase_add_loop_test(tc, test_kite_geometry, 0, N(kites));
    tcase_add_test(tc, test_kite_areas);
    tcase_add_test(tc, test_rotation_geometry);

    tc = tcase(s, "examples");
    tcase_add_loop_test(tc, test_pawn_table, 0, N(pawns));
    tcase_add_test(tc, test_bishop_d4);
    tcase_add_test(tc, test_rook_c1);
    tcase_add_test(tc, test_rook_b6);
    tcase_add_test(tc, test_rook_c5_reaches_b6_thrice);
    tcase_add_loop_test(tc, test_lines, 0, N(lines));
    tcase_add_loop_test(tc, test_one_orthogonal_neighbour, 0,
                        N(lone_neighbour));
    tcase_add_loop_test(tc, test_knight, 0, N(knights));
    tcase_add_test(tc, test_section7_bishops);

    tc = tcase(s, "structure");
    tcase_add_loop_test(tc, test_rays_well_formed, 0, VC_MAX_FAMS);
    tcase_add_test(tc, test_step_limits);
    tcase_add_test(tc, test_pawn_counts);
    tcase_add_loop_test(tc, test_leaps_single, 0, N(leap_fams));
    tcase_add_test(tc, test_push_lengths);
    tcase_add_loop_test(tc, test_central_symmetry, 0, N(rot_fams));
    tcase_add_loop_test(tc, test_lines_symmetric, 0, N(line_fams));
    tcase_add_test(tc, test_knight_asymmetric_and_inverse);
    return s;
}
