/* hex.c - hexagonal boards computed from axial coordinates (q, r), with
 * s = -q - r the third cube coordinate: a cell is on the board of side n
 * when |q|, |r| and |s| are all below n.  Every step is a vector of
 * (q, r): the six sides' neighbours are the unit cube vectors, each
 * corner's the sum of the two sides beside it, each knight leap a side
 * step and the corner step beside it that leads on outwards; a step
 * points up when its height 2r + q (in half cells) is positive. */
#include "hex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPAN (2 * VC_HEX_MAX_SIDE - 1)
#define SQRT3_2 0.86602540378443864676

struct grid {
    int side;
    int letter_j; /* 1: files a, b, ... with j; 0: without (Glinski's) */
    int cell[SPAN][SPAN]; /* [q + side - 1][r + side - 1]: index or -1 */
};

/* The unit cube vectors (permutations of (1, -1, 0)) clockwise from the
 * one up the file. */
static const struct vc_vector side_steps[6] = {
    {0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}};

static struct vc_vector plus(struct vc_vector a, struct vc_vector b)
{
    struct vc_vector v = {a.df + b.df, a.dr + b.dr};

    return v;
}

int vc_hex_steps(int kind, struct vc_vector *out)
{
    for (int k = 0; k < 6; k++) {
        struct vc_vector s = side_steps[k], next = side_steps[(k + 1) % 6];
        struct vc_vector corner = plus(s, next);
        if (kind == VC_HEX_SIDES)
            out[k] = s;
        else if (kind == VC_HEX_CORNERS)
            out[k] = corner;
        else {
            out[2 * k] = plus(s, corner);
            out[2 * k + 1] = plus(next, corner);
        }
    }
    return kind == VC_HEX_KNIGHT ? 12 : 6;
}

static int height(struct vc_vector v)
{
    return 2 * v.dr + v.df;
}

static int on_board(int side, int q, int r)
{
    return abs(q) < side && abs(r) < side && abs(q + r) < side;
}

/* The lowest r of file q. */
static int bottom(int side, int q)
{
    return q < 0 ? 1 - side - q : 1 - side;
}

/* Files a, b, ..., without the letter j as Glinski's notation has them,
 * or with it as McCooey's has. */
static char file_letter(const struct grid *g, int q)
{
    int f = q + g->side - 1;

    return (char)('a' + f + (f >= 9 && !g->letter_j));
}

static int at(const struct grid *g, int q, int r)
{
    if (!on_board(g->side, q, r))
        return -1;
    return g->cell[q + g->side - 1][r + g->side - 1];
}

static int is_hole(const char *const *holes, const char *name)
{
    for (; holes && *holes; holes++)
        if (strcmp(*holes, name) == 0)
            return 1;
    return 0;
}

/* Hexagon (q, r): corners at 0, 60, ..., 300 degrees, counter-clockwise;
 * shade by (q - r) mod 3, the centre's class being the middle one. */
static void add_hexagon(struct vc_board *b, int c, int q, int r)
{
    static const int dx[6] = {2, 1, -1, -2, -1, 1};
    static const int dy[6] = {0, 1, 1, 0, -1, -1};
    static const uint8_t shade_of[3] = {2, 1, 0};

    b->nverts[c] = 6;
    for (int k = 0; k < 6; k++) {
        b->vx[c][k] = (int16_t)(3 * q + dx[k]);
        b->vy[c][k] = (int16_t)(2 * r + q + dy[k]);
    }
    b->shade[c] = shade_of[((q - r) % 3 + 3) % 3];
}

/* Rank by rank (from white's side), each left to right. */
static int add_cells(struct vc_board *b, struct grid *g,
                     const char *const *holes)
{
    int n = g->side;

    for (int rank = 0; rank < 2 * n - 1; rank++) {
        int slot = 0;
        for (int q = 1 - n; q < n; q++) {
            int r = bottom(n, q) + rank, c;
            char name[16]; /* vc_board_add_cell refuses a name too long */
            if (!on_board(n, q, r))
                continue;
            snprintf(name, sizeof(name), "%c%d", file_letter(g, q),
                     rank + 1);
            c = is_hole(holes, name)
                    ? -1
                    : vc_board_add_cell(b, name, rank, file_letter(g, q));
            if (c >= 0)
                add_hexagon(b, c, q, r);
            g->cell[q + n - 1][r + n - 1] = c;
            b->rank_slot[rank][slot++] = c < 0 ? VC_HOLE : (uint16_t)c;
        }
        b->rank_len[rank] = (uint8_t)slot;
    }
    b->nranks = 2 * n - 1;
    return 0;
}

/* Ray from (q, r) repeating v at most `limit` times. */
static int add_vector(struct vc_board *b, const struct grid *g, int q,
                      int r, struct vc_vector v, int limit, int fam)
{
    uint8_t cells[SPAN];
    int n = 0;

    for (int k = 1; k <= limit && n < SPAN; k++) {
        int c = at(g, q + k * v.df, r + k * v.dr);
        if (c < 0)
            break;
        cells[n++] = (uint8_t)c;
    }
    return vc_board_add_ray(b, at(g, q, r), fam, cells, n);
}

static int add_vectors(struct vc_board *b, const struct grid *g, int q,
                       int r, const struct vc_vector *vec, int n, int sign,
                       int limit, int fam)
{
    int err = 0;

    for (int i = 0; i < n; i++) {
        struct vc_vector v = {sign * vec[i].df, sign * vec[i].dr};
        err |= add_vector(b, g, q, r, v, limit, fam);
    }
    return err;
}

/* The steps of `from` that point up (sign 1) or down (-1), those along
 * the file (straight) or the others. */
static int heading(const struct vc_vector *from, int n, int sign,
                   int straight, struct vc_vector *out)
{
    int k = 0;

    for (int i = 0; i < n; i++)
        if (sign * height(from[i]) > 0 && (from[i].df == 0) == straight)
            out[k++] = from[i];
    return k;
}

static int add_cell_rays(struct vc_board *b, const struct grid *g, int q,
                         int r)
{
    struct vc_vector sides[6], corners[6], knight[12], v[6];
    int err = 0;

    vc_hex_steps(VC_HEX_SIDES, sides);
    vc_hex_steps(VC_HEX_CORNERS, corners);
    vc_hex_steps(VC_HEX_KNIGHT, knight);
    err |= add_vectors(b, g, q, r, sides, 6, 1, SPAN, VC_FAM_ORTHO);
    err |= add_vectors(b, g, q, r, corners, 6, 1, SPAN, VC_FAM_DIAG);
    err |= add_vectors(b, g, q, r, knight, 12, 1, 1, VC_FAM_KNIGHT);
    err |= add_vectors(b, g, q, r, knight, 12, 1, SPAN, VC_FAM_NRIDER);
    for (int dir = 0; dir < 2; dir++) {
        int sign = dir == 0 ? 1 : -1, n = heading(sides, 6, sign, 1, v);
        err |= add_vectors(b, g, q, r, v, n, 1, SPAN, VC_FAM_UP + dir);
        n = heading(corners, 6, sign, 0, v);
        err |= add_vectors(b, g, q, r, v, n, 1, 1, VC_FAM_UP_DIAG + dir);
    }
    return err;
}

int vc_hex_begin(struct vc_board *b, int side, int letter_j,
                 const char *const *holes)
{
    struct grid g = {side, letter_j != 0, {{0}}};

    if (side < VC_HEX_MIN_SIDE || side > VC_HEX_MAX_SIDE ||
        3 * side * (side - 1) + 1 > VC_MAX_CELLS)
        return -1;
    vc_board_init(b);
    b->unit_x = 0.5;
    b->unit_y = SQRT3_2;
    add_cells(b, &g, holes);
    for (int q = 1 - side; q < side; q++)
        for (int r = 1 - side; r < side; r++)
            if (at(&g, q, r) >= 0 && add_cell_rays(b, &g, q, r) != 0)
                return -1;
    return 0;
}

/* The grid of a board made by vc_hex_begin(), read back from the cells'
 * polygons (corner 0 of (q, r) is (3q + 2, 2r + q)). */
static void grid_of(const struct vc_board *b, struct grid *g)
{
    g->side = (b->nranks + 1) / 2;
    for (int i = 0; i < SPAN; i++)
        for (int k = 0; k < SPAN; k++)
            g->cell[i][k] = -1;
    for (int c = 0; c < b->ncells; c++) {
        int q = (b->vx[c][0] - 2) / 3, r = (b->vy[c][0] - q) / 2;
        g->cell[q + g->side - 1][r + g->side - 1] = c;
    }
}

int vc_hex_file_end(const struct vc_board *b, int cell, int up)
{
    int side = (b->nranks + 1) / 2, q = (b->vx[cell][0] - 2) / 3;
    int r = (b->vy[cell][0] - q) / 2;

    return !on_board(side, q, r + (up > 0 ? 1 : -1));
}

int vc_hex_is(const struct vc_board *b)
{
    return b->ncells > 0 && b->nverts[0] == 6;
}

static int symmetric(const struct vc_vector *vec, int n)
{
    for (int i = 0; i < n; i++) {
        int found = 0;
        for (int k = 0; k < n; k++)
            found |= vec[k].df == -vec[i].df && vec[k].dr == -vec[i].dr;
        if (!found)
            return 0;
    }
    return 1;
}

static int add_family_rays(struct vc_board *b, const struct grid *g,
                           int fam, const struct vc_vector *vec, int n,
                           int sign, int limit)
{
    int err = 0;

    for (int q = 1 - g->side; q < g->side; q++)
        for (int r = 1 - g->side; r < g->side; r++)
            if (at(g, q, r) >= 0)
                err |= add_vectors(b, g, q, r, vec, n, sign, limit, fam);
    return err;
}

int vc_hex_add_family(struct vc_board *b, const struct vc_vector *vec,
                      int n, int limit)
{
    struct grid g;
    int fam, inv;

    if (n < 1 || limit < 1 || !vc_hex_is(b))
        return -1;
    for (int i = 0; i < n; i++)
        if (vec[i].df == 0 && vec[i].dr == 0)
            return -1;
    grid_of(b, &g);
    if ((fam = vc_board_new_family(b, -1)) < 0)
        return -1;
    if (symmetric(vec, n))
        return add_family_rays(b, &g, fam, vec, n, 1, limit) ? -1 : fam;
    if ((inv = vc_board_new_family(b, fam)) < 0)
        return -1;
    b->inverse[fam] = (uint8_t)inv;
    if (add_family_rays(b, &g, fam, vec, n, 1, limit) ||
        add_family_rays(b, &g, inv, vec, n, -1, limit))
        return -1;
    return fam;
}

int vc_hex_build(struct vc_board *b, int side, int letter_j,
                 const char *const *holes)
{
    if (vc_hex_begin(b, side, letter_j, holes) < 0)
        return -1;
    return vc_board_finish(b);
}
