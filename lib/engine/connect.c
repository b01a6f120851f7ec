/* connect.c - Fairy-Stockfish's connect rules (connectN, connectNxN):
 * the side that has just moved wins (or gets connect.value) with n of
 * its counted pieces in a row along a rank, a file or a diagonal of the
 * rectangle, or with its counted pieces on every cell of a square of
 * nxn cells. */
#include "position.h"

/* The cell df files and dr ranks from `cell`, or -1 (off the board, or a
 * hole). */
static int step(const struct vc_board *b, int cell, int df, int dr)
{
    int f = b->file[cell] - 'a' + df, r = b->rank[cell] + dr;

    if (r < 0 || r >= b->nranks || f < 0 || f >= b->rank_len[r] ||
        b->rank_slot[r][f] == VC_HOLE)
        return -1;
    return b->rank_slot[r][f];
}

static int counted(const struct vc_variant *v, const struct vc_pos *p,
                   int cell, int c)
{
    uint8_t q = cell < 0 ? 0 : p->sq[cell];

    return q && VC_COLOR(q) == c &&
           (!v->connect.types || (v->connect.types >> VC_TYPE(q) & 1));
}

/* 1 if a row of n starts on `cell` and runs (df, dr). */
static int row(const struct vc_variant *v, const struct vc_pos *p, int cell,
               int c, int df, int dr)
{
    for (int k = 1; k < v->connect.n; k++)
        if (!counted(v, p, cell = step(v->board, cell, df, dr), c))
            return 0;
    return 1;
}

/* 1 if the nxn cells of the square whose lowest, leftmost cell is
 * `cell` are all counted. */
static int square(const struct vc_variant *v, const struct vc_pos *p,
                  int cell, int c)
{
    for (int dr = 0; dr < v->connect.nxn; dr++)
        for (int df = 0; df < v->connect.nxn; df++)
            if (!counted(v, p, step(v->board, cell, df, dr), c))
                return 0;
    return 1;
}

/* 1 if a rule's row or square starts on `cell`. */
static int connects(const struct vc_variant *v, const struct vc_pos *p,
                    int cell, int c)
{
    static const int dirs[4][3] = {{VC_CONNECT_HORIZONTAL, 1, 0},
                                   {VC_CONNECT_VERTICAL, 0, 1},
                                   {VC_CONNECT_DIAGONAL, 1, 1},
                                   {VC_CONNECT_DIAGONAL, 1, -1}};

    for (int d = 0; v->connect.n && d < 4; d++)
        if ((v->connect.dirs & dirs[d][0]) &&
            row(v, p, cell, c, dirs[d][1], dirs[d][2]))
            return 1;
    return v->connect.nxn && square(v, p, cell, c);
}

int vc_connect_end(const struct vc_variant *v, const struct vc_pos *p,
                   int *result)
{
    int c = p->side ^ 1;

    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[c][w]; bb; bb &= bb - 1) {
            int cell = w * 64 + __builtin_ctzll(bb), value = v->connect.value;
            if (!counted(v, p, cell, c) || !connects(v, p, cell, c))
                continue;
            *result = value == 0 ? VC_DRAWN
                      : (value > 0) == (c == 0) ? VC_WHITE_WINS
                                                : VC_BLACK_WINS;
            return 1;
        }
    return 0;
}
