/* attackers.c - which pieces attack a cell, and the cells a pinned piece
 * may stand on: vc_attacked() asked of one piece at a time. */
#include "base/cellset.h"
#include "position.h"

#include <string.h>

/* 1 if by's piece on `from` attacks `cell`: by's other pieces are given
 * to the other side, so that they still block lines but attack nothing. */
static int attacks_alone(const struct vc_variant *v, const struct vc_pos *p,
                         int from, int cell, int by)
{
    struct vc_pos q = *p;

    for (int c = 0; c < v->board->ncells; c++) {
        uint8_t piece = q.sq[c];

        if (!piece || c == from || VC_COLOR(piece) != by)
            continue;
        vc_pos_remove(&q, c);
        vc_pos_put(v, &q, c, VC_PIECE(by ^ 1, VC_TYPE(piece)));
    }
    return vc_attacked(v, &q, cell, by);
}

int vc_attackers(const struct vc_variant *v, const struct vc_pos *p,
                 int cell, int by, uint64_t out[VC_SET_WORDS])
{
    int n = 0;

    memset(out, 0, VC_SET_WORDS * sizeof(*out));
    if (!vc_attacked(v, p, cell, by))
        return 0;
    for (int c = 0; c < v->board->ncells; c++)
        if (c != cell && p->sq[c] && VC_COLOR(p->sq[c]) == by &&
            attacks_alone(v, p, c, cell, by)) {
            vc_set_add(out, c);
            n++;
        }
    return n;
}

/* 1 if one of the pieces on `pinners` that is still by's attacks `cell`. */
static int pinner_hits(const struct vc_variant *v, const struct vc_pos *p,
                       const uint64_t pinners[VC_SET_WORDS], int cell, int by)
{
    for (int c = 0; c < v->board->ncells; c++)
        if (vc_set_has(pinners, c) && p->sq[c] && VC_COLOR(p->sq[c]) == by &&
            attacks_alone(v, p, c, cell, by))
            return 1;
    return 0;
}

/* The enemy pieces that attack the royal piece `king` of the piece on
 * `cell` only once that piece is lifted; their number. */
static int pinners_of(const struct vc_variant *v, const struct vc_pos *p,
                      int cell, int king, uint64_t out[VC_SET_WORDS])
{
    int them = VC_COLOR(p->sq[cell]) ^ 1, n = 0;
    uint64_t before[VC_SET_WORDS];
    struct vc_pos lifted = *p;

    vc_attackers(v, p, king, them, before);
    vc_pos_remove(&lifted, cell);
    vc_attackers(v, &lifted, king, them, out);
    for (int w = 0; w < VC_SET_WORDS; w++) {
        out[w] &= ~before[w];
        n += vc_cells_in(out[w]);
    }
    return n;
}

int vc_pin_cells(const struct vc_variant *v, const struct vc_pos *p,
                 int cell, uint64_t out[VC_SET_WORDS])
{
    uint8_t piece = p->sq[cell];
    int king = piece ? p->king[VC_COLOR(piece)] : VC_NO_CELL;
    uint64_t pinners[VC_SET_WORDS];
    struct vc_pos lifted = *p;

    memset(out, 0, VC_SET_WORDS * sizeof(*out));
    if (king == VC_NO_CELL || king == cell ||
        !pinners_of(v, p, cell, king, pinners))
        return 0;
    vc_pos_remove(&lifted, cell);
    for (int x = 0; x < v->board->ncells; x++) {
        struct vc_pos there = lifted;

        if (x == king)
            continue;
        if (there.sq[x])
            vc_pos_remove(&there, x);
        vc_pos_put(v, &there, x, piece);
        if (!pinner_hits(v, &there, pinners, king, VC_COLOR(piece) ^ 1))
            vc_set_add(out, x);
    }
    return 1;
}
