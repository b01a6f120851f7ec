/* tetrille.c - the Trihexagonal Chess board computed from exact integer
 * coordinates (x in units of sqrt(3)/4, y in units of 1/4).
 *
 * Each cell's polygon is stored as H, M1, T, M2 (counter-clockwise), and
 * every step is found by comparing those integer points: side k of a kite
 * runs from vertex k to vertex k+1, and the side or vertex opposite index
 * k is k+2 (mod 4). */
#include "tetrille.h"

#define COLS 3
#define RANKS 8
#define SQRT3_4 0.43301270189221932338

enum { V_H, V_M1, V_T, V_M2 };

struct pt {
    int x, y;
};

/* Hexagon vertex at 30 + 60k degrees and edge midpoint at 60k degrees. */
static const struct pt hex_vertex[6] = {{2, 2},   {0, 4},  {-2, 2},
                                        {-2, -2}, {0, -4}, {2, -2}};
static const struct pt edge_mid[6] = {{2, 0},   {1, 3},  {-1, 3},
                                      {-2, 0}, {-1, -3}, {1, -3}};

static struct pt vert(const struct vc_board *b, int c, int k)
{
    struct pt p = {b->vx[c][k & 3], b->vy[c][k & 3]};
    return p;
}

static struct pt combine(struct pt p, int kp, struct pt q, int kq)
{
    struct pt r = {kp * p.x + kq * q.x, kp * p.y + kq * q.y};
    return r;
}

static int vertex_index(const struct vc_board *b, int c, struct pt p)
{
    for (int k = 0; k < 4; k++)
        if (b->vx[c][k] == p.x && b->vy[c][k] == p.y)
            return k;
    return -1;
}

static int common_vertices(const struct vc_board *b, int c, int d)
{
    int n = 0;

    for (int k = 0; k < 4; k++)
        n += vertex_index(b, d, vert(b, c, k)) >= 0;
    return n;
}

/* The kite whose H and T are h and t, or -1. */
static int find_kite(const struct vc_board *b, struct pt h, struct pt t)
{
    for (int d = 0; d < b->ncells; d++)
        if (vertex_index(b, d, h) == V_H && vertex_index(b, d, t) == V_T)
            return d;
    return -1;
}

/* Orthogonal step across side s of c; *entry = that side's index in the
 * cell reached (both polygons run counter-clockwise, so it is reversed). */
static int cross_side(const struct vc_board *b, int c, int s, int *entry)
{
    struct pt p = vert(b, c, s), q = vert(b, c, s + 1);

    for (int d = 0; d < b->ncells; d++) {
        int i = vertex_index(b, d, p), k = vertex_index(b, d, q);
        if (d != c && i >= 0 && k >= 0 && ((k + 1) & 3) == i) {
            *entry = k;
            return d;
        }
    }
    return -1;
}

/* Through an M vertex: the other kite there with only m in common. */
static int through_m(const struct vc_board *b, int c, struct pt m,
                     int *arrival)
{
    for (int d = 0; d < b->ncells; d++) {
        int i = vertex_index(b, d, m);
        if (d != c && i >= 0 && common_vertices(b, c, d) == 1) {
            *arrival = i;
            return d;
        }
    }
    return -1;
}

/* Diagonal step of c through its vertex k; *arrival = the vertex of the
 * cell reached through which it was entered. */
static int diag_step(const struct vc_board *b, int c, int k, int *arrival)
{
    struct pt h = vert(b, c, V_H), t = vert(b, c, V_T);

    switch (k & 3) {
    case V_H:
        *arrival = V_H;
        return find_kite(b, h, combine(h, 2, t, -1));
    case V_T:
        *arrival = V_T;
        return find_kite(b, combine(t, 3, h, -2), combine(t, 2, h, -1));
    default:
        return through_m(b, c, vert(b, c, k), arrival);
    }
}

typedef int (*step_fn)(const struct vc_board *b, int c, int k, int *entry);

/* Rook and bishop lines both leave a kite opposite where they entered it:
 * the side sharing no vertex with the entry side, or the opposite vertex
 * (M1 <-> M2, H <-> T).  A ring stops before returning to its start. */
static int add_lines(struct vc_board *b, int c, int fam, step_fn step)
{
    uint8_t ray[VC_MAX_CELLS];

    for (int k = 0; k < 4; k++) {
        int n = 0, cur = c, dir = k, entry, next;
        while (n < b->ncells && (next = step(b, cur, dir, &entry)) >= 0 &&
               next != c) {
            ray[n++] = (uint8_t)next;
            cur = next;
            dir = (entry + 2) & 3;
        }
        if (vc_board_add_ray(b, c, fam, ray, n) < 0)
            return -1;
    }
    return 0;
}

/* Orthogonal step into y across side s, then a diagonal step of y through
 * one of its two vertices off s; duplicate targets are dropped. */
static int add_knight(struct vc_board *b, int c)
{
    uint8_t seen[VC_MAX_CELLS] = {0};

    for (int s = 0; s < 4; s++) {
        int e, a, y = cross_side(b, c, s, &e);
        for (int k = e + 2; y >= 0 && k <= e + 3; k++) {
            uint8_t z;
            int d = diag_step(b, y, k, &a);
            if (d < 0 || seen[d])
                continue;
            seen[d] = 1;
            z = (uint8_t)d;
            if (vc_board_add_ray(b, c, VC_FAM_KNIGHT, &z, 1) < 0)
                return -1;
        }
    }
    return 0;
}

/* Does side s of c have an outward normal whose y component has the sign
 * of up?  Counter-clockwise, side p->q has outward normal (qy-py, px-qx)
 * up to positive scale factors. */
static int forward(const struct vc_board *b, int c, int s, int up)
{
    return up * (b->vx[c][s & 3] - b->vx[c][(s + 1) & 3]) > 0;
}

static int add_forward_steps(struct vc_board *b, int c, int fam, int up)
{
    for (int s = 0; s < 4; s++) {
        uint8_t ray[2];
        int n = 0, e, e2, y, z;
        if (!forward(b, c, s, up) || (y = cross_side(b, c, s, &e)) < 0)
            continue;
        ray[n++] = (uint8_t)y;
        if (forward(b, y, e + 2, up) &&
            (z = cross_side(b, y, e + 2, &e2)) >= 0)
            ray[n++] = (uint8_t)z;
        if (vc_board_add_ray(b, c, fam, ray, n) < 0)
            return -1;
    }
    return 0;
}

/* A diagonal step through vertex k heads from the opposite vertex to k;
 * those whose vertex lies above (up = 1) or below (up = -1) the opposite
 * one. */
static int add_diagonal_steps(struct vc_board *b, int c, int fam, int up)
{
    for (int k = 0; k < 4; k++) {
        int a, d = diag_step(b, c, k, &a);
        uint8_t z;
        if (d < 0 || up * (b->vy[c][k] - b->vy[c][(k + 2) & 3]) <= 0)
            continue;
        z = (uint8_t)d;
        if (vc_board_add_ray(b, c, fam, &z, 1) < 0)
            return -1;
    }
    return 0;
}

static int add_cell_rays(struct vc_board *b, int c)
{
    if (add_lines(b, c, VC_FAM_ORTHO, cross_side) < 0 ||
        add_lines(b, c, VC_FAM_DIAG, diag_step) < 0 || add_knight(b, c) < 0)
        return -1;
    for (int dir = 0; dir < 2; dir++) {
        int up = dir == 0 ? 1 : -1;
        if (add_forward_steps(b, c, VC_FAM_UP + dir, up) < 0 ||
            add_diagonal_steps(b, c, VC_FAM_UP_DIAG + dir, up) < 0)
            return -1;
    }
    return 0;
}

/* Spec section 2: gray kites are lettered a-f left to right; a white kite
 * (slot 1 of its hexagon) borrows the letter of its hexagon's theta=30
 * kite in odd ranks (slot 2) or theta=210 kite in even ranks (slot 0). */
static void kite_name(char *name, int rank, int j, int slot)
{
    int upper = rank % 2 == 0;
    int own = slot != 1 ? slot : upper ? 2 : 0;

    name[0] = (char)('a' + 2 * j + (own == 2));
    name[1] = (char)('1' + rank);
    name[2] = slot == 1 ? '/' : '\0';
    name[3] = '\0';
}

/* Kite theta = 30 + 60t of hexagon (row, j): polygon H, M1, T, M2. */
static void kite_polygon(struct vc_board *b, int c, int row, int j, int t)
{
    struct pt h = {4 * j - 2 * row, 6 * row};
    struct pt v[4] = {h, combine(h, 1, edge_mid[t], 1),
                      combine(h, 1, hex_vertex[t], 1),
                      combine(h, 1, edge_mid[(t + 1) % 6], 1)};

    b->nverts[c] = 4;
    for (int k = 0; k < 4; k++) {
        b->vx[c][k] = (int16_t)v[k].x;
        b->vy[c][k] = (int16_t)v[k].y;
    }
    b->shade[c] = (uint8_t)(t != 1 && t != 4);
}

/* Rank 2r+1 is row r's upper half (theta 150, 90, 30 left to right), rank
 * 2r its lower half (theta 210, 270, 330). */
static int add_rank(struct vc_board *b, int rank)
{
    int row = (rank + 1) / 2, upper = rank % 2 == 0;

    b->rank_len[rank] = 3 * COLS;
    for (int j = 0; j < COLS; j++)
        for (int slot = 0; slot < 3; slot++) {
            char name[VC_NAME_MAX];
            int t = upper ? 2 - slot : 3 + slot, c;
            kite_name(name, rank, j, slot);
            c = vc_board_add_cell(b, name, rank, name[0]);
            if (c < 0)
                return -1;
            kite_polygon(b, c, row, j, t);
            b->rank_slot[rank][3 * j + slot] = (uint16_t)c;
        }
    return 0;
}

int vc_tetrille_build(struct vc_board *b)
{
    vc_board_init(b);
    b->unit_x = SQRT3_4;
    b->unit_y = 0.25;
    b->rays_overlap = 1;
    for (int rank = 0; rank < RANKS; rank++)
        if (add_rank(b, rank) < 0)
            return -1;
    for (int c = 0; c < b->ncells; c++)
        if (add_cell_rays(b, c) < 0)
            return -1;
    return vc_board_finish(b);
}
