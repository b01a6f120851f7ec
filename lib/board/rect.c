/* rect.c - geometry of rectangular boards with holes: cells are
 * files x ranks minus the holes; rays are straight vectors that stop at
 * the edge or at a hole (a leap may pass over a hole, never land on it). */
#include "rect.h"

#include <stdio.h>
#include <string.h>

struct grid {
    int files, ranks;
    int cell[VC_MAX_RANKS][VC_MAX_SLOTS]; /* index or -1 for hole */
};

static int is_hole(const char *const *holes, const char *name)
{
    for (; holes && *holes; holes++)
        if (strcmp(*holes, name) == 0)
            return 1;
    return 0;
}

static void add_cells(struct vc_board *b, struct grid *g,
                      const char *const *holes)
{
    for (int r = 0; r < g->ranks; r++) {
        b->rank_len[r] = (uint8_t)g->files;
        for (int f = 0; f < g->files; f++) {
            char name[VC_NAME_MAX];
            snprintf(name, sizeof(name), "%c%u", 'a' + f,
                     (unsigned)(r + 1) % 100u); /* bounds the text; r < 16 */
            g->cell[r][f] = is_hole(holes, name)
                                ? -1
                                : vc_board_add_cell(b, name, r, 'a' + f);
            b->rank_slot[r][f] =
                g->cell[r][f] < 0 ? VC_HOLE : (uint16_t)g->cell[r][f];
        }
    }
    b->nranks = g->ranks;
}

static int at(const struct grid *g, int f, int r)
{
    if (f < 0 || r < 0 || f >= g->files || r >= g->ranks)
        return -1;
    return g->cell[r][f];
}

/* Ray from (f, r) repeating (df, dr) at most `limit` times. */
static int add_vector(struct vc_board *b, const struct grid *g, int f, int r,
                      int df, int dr, int limit, int fam)
{
    uint8_t cells[VC_MAX_SLOTS + VC_MAX_RANKS];
    int n = 0;

    for (int k = 1; k <= limit && n < (int)sizeof(cells); k++) {
        int c = at(g, f + k * df, r + k * dr);
        if (c < 0)
            break;
        cells[n++] = (uint8_t)c;
    }
    return vc_board_add_ray(b, at(g, f, r), fam, cells, n);
}

static const int king_dirs[8][2] = {{1, 0},  {-1, 0}, {0, 1},  {0, -1},
                                    {1, 1},  {-1, 1}, {1, -1}, {-1, -1}};
static const int knight_dirs[8][2] = {{1, 2},  {2, 1},  {2, -1}, {1, -2},
                                      {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

static int add_cell_rays(struct vc_board *b, const struct grid *g, int f,
                         int r)
{
    int err = 0;

    for (int d = 0; d < 8; d++) {
        int fam = d < 4 ? VC_FAM_ORTHO : VC_FAM_DIAG;
        err |= add_vector(b, g, f, r, king_dirs[d][0], king_dirs[d][1],
                          VC_MAX_SLOTS, fam);
        err |= add_vector(b, g, f, r, knight_dirs[d][0], knight_dirs[d][1],
                          1, VC_FAM_KNIGHT);
        err |= add_vector(b, g, f, r, knight_dirs[d][0], knight_dirs[d][1],
                          VC_MAX_SLOTS, VC_FAM_NRIDER);
    }
    for (int dir = 0; dir < 2; dir++) {
        int up = dir == 0 ? 1 : -1;
        err |= add_vector(b, g, f, r, 0, up, VC_MAX_RANKS, VC_FAM_UP + dir);
        err |= add_vector(b, g, f, r, -1, up, 1, VC_FAM_UP_DIAG + dir);
        err |= add_vector(b, g, f, r, 1, up, 1, VC_FAM_UP_DIAG + dir);
    }
    return err;
}

static void add_square(struct vc_board *b, int c, int f, int r)
{
    static const int dx[4] = {0, 1, 1, 0}, dy[4] = {0, 0, 1, 1};

    b->nverts[c] = 4;
    for (int k = 0; k < 4; k++) {
        b->vx[c][k] = (int16_t)(f + dx[k]);
        b->vy[c][k] = (int16_t)(r + dy[k]);
    }
    b->shade[c] = (uint8_t)((f + r) % 2 == 0);
}

/* The grid of a board made by vc_rect_begin(), read back from its FEN
 * layout. */
static void grid_of(const struct vc_board *b, struct grid *g)
{
    g->ranks = b->nranks;
    g->files = b->nranks ? b->rank_len[0] : 0;
    for (int r = 0; r < g->ranks; r++)
        for (int f = 0; f < g->files; f++)
            g->cell[r][f] = b->rank_slot[r][f] == VC_HOLE
                                ? -1
                                : b->rank_slot[r][f];
}

int vc_rect_begin(struct vc_board *b, int files, int ranks,
                  const char *const *holes)
{
    struct grid g = {files, ranks, {{0}}};

    if (files < 1 || ranks < 1 || files > VC_MAX_SLOTS ||
        ranks > VC_MAX_RANKS || files * ranks > VC_MAX_CELLS)
        return -1;
    vc_board_init(b);
    add_cells(b, &g, holes);
    for (int r = 0; r < ranks; r++)
        for (int f = 0; f < files; f++) {
            if (g.cell[r][f] < 0)
                continue;
            add_square(b, g.cell[r][f], f, r);
            if (add_cell_rays(b, &g, f, r) != 0)
                return -1;
        }
    return 0;
}

/* 1 if the vector set is closed under negation. */
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

static int add_vectors(struct vc_board *b, const struct grid *g, int fam,
                       const struct vc_vector *vec, int n, int sign,
                       int limit)
{
    int err = 0;

    for (int r = 0; r < g->ranks; r++)
        for (int f = 0; f < g->files; f++)
            for (int i = 0; g->cell[r][f] >= 0 && i < n; i++)
                err |= add_vector(b, g, f, r, sign * vec[i].df,
                                  sign * vec[i].dr, limit, fam);
    return err;
}

int vc_rect_add_family(struct vc_board *b, const struct vc_vector *vec,
                       int n, int limit)
{
    struct grid g;
    int fam, inv;

    if (n < 1 || limit < 1)
        return -1;
    for (int i = 0; i < n; i++)
        if (vec[i].df == 0 && vec[i].dr == 0)
            return -1;
    grid_of(b, &g);
    if (symmetric(vec, n)) {
        if ((fam = vc_board_new_family(b, -1)) < 0)
            return -1;
        return add_vectors(b, &g, fam, vec, n, 1, limit) ? -1 : fam;
    }
    if ((fam = vc_board_new_family(b, -1)) < 0 ||
        (inv = vc_board_new_family(b, fam)) < 0)
        return -1;
    b->inverse[fam] = (uint8_t)inv;
    if (add_vectors(b, &g, fam, vec, n, 1, limit) ||
        add_vectors(b, &g, inv, vec, n, -1, limit))
        return -1;
    return fam;
}

int vc_rect_build(struct vc_board *b, int files, int ranks,
                  const char *const *holes)
{
    if (vc_rect_begin(b, files, ranks, holes) < 0)
        return -1;
    return vc_board_finish(b);
}
