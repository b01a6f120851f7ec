/* attacked.h - is a cell attacked?  The cell-set path (when
 * v->reach_ok): the lines from a cell come by kind (struct
 * vc_scan_head); the first piece on a rising line is its lowest occupied
 * cell, on a falling one its highest.  Its functions take the words of a
 * cell set in use, nw (1 or 2), and are inlined into a copy for each:
 * in attack.c, and in count.c's tests of the royal piece's steps. */
#ifndef VC_ATTACKED_H
#define VC_ATTACKED_H

#include "cellset.h"
#include "position.h"

/* 1 if the first piece on the ray (cells, len) is by's and attacks; the
 * cell `lifted` counts as empty (VC_NO_CELL: none). */
HOT int ray_hits(const struct vc_pos *p, const struct vc_attack_scan *s,
                    const uint8_t *cells, int len, int by, int lifted)
{
    for (int d = 0; d < len; d++) {
        uint8_t q = p->sq[cells[d]];
        if (!q || cells[d] == lifted)
            continue;
        return VC_COLOR(q) == by && s->range[VC_TYPE(q)] > d &&
               d + 1 >= s->min;
    }
    return 0;
}

/* The cells of line l in set (nw words): out[0], out[1]; 0 if none. */
HOT int line_cut(uint64_t out[2], const struct vc_scan_line *l,
                 const uint64_t *set, int nw)
{
    out[0] = l->cells[0] & set[0];
    out[1] = nw > 1 ? l->cells[1] & set[1] : 0;
    return (out[0] | out[1]) != 0;
}

HOT int line_first(int rising, const uint64_t on[2], int nw)
{
    if (nw == 1)
        return rising ? __builtin_ctzll(on[0]) : 63 - __builtin_clzll(on[0]);
    return rising ? vc_set_lowest(on[0], on[1])
                  : vc_set_highest(on[0], on[1]);
}

/* 1 if a piece of by's of `type` on `cell` of line l attacks along it. */
HOT int line_reaches(const struct vc_variant *v, int by,
                     const struct vc_scan_line *l, int rising, int type,
                     int cell)
{
    const struct vc_attack_scan *s;
    uint64_t before[2];
    int d;

    if (!(l->some >> type & 1))
        return 0;
    if (l->every >> type & 1)
        return 1;
    s = &v->scan[by][l->scan];
    vc_set_beside(before, l->cells, cell, rising);
    d = vc_cells_in(before[0]) + vc_cells_in(before[1]);
    return s->range[type] > d && d + 1 >= s->min;
}

/* 1 if a piece of by's on the one-cell rays of the n leap lines from l
 * attacks. */
HOT int leaps_hit(const struct vc_pos *p, const struct vc_scan_line *l,
                  int n, int by, int nw)
{
    for (; n > 0; n--, l++)
        for (int w = 0; w < nw; w++)
            for (uint64_t hit = l->cells[w] & p->occ[by][w]; hit;
                 hit &= hit - 1)
                if (l->some >> VC_TYPE(p->sq[w * 64 + __builtin_ctzll(hit)]) &
                    1)
                    return 1;
    return 0;
}

/* 1 if the first piece on one of the n lines from l is by's and attacks. */
HOT int lines_hit(const struct vc_variant *v, const struct vc_pos *p,
                  const struct vc_scan_line *l, int n, int rising,
                  const uint64_t *occ, int by, int nw)
{
    for (; n > 0; n--, l++) {
        uint64_t on[2];
        int first;
        if (!line_cut(on, l, p->occ[by], nw) || !line_cut(on, l, occ, nw))
            continue;
        first = line_first(rising, on, nw);
        if (VC_COLOR(p->sq[first]) == by &&
            line_reaches(v, by, l, rising, VC_TYPE(p->sq[first]), first))
            return 1;
    }
    return 0;
}

HOT int walks_hit(const struct vc_variant *v, const struct vc_pos *p,
                  const struct vc_scan_line *l, int n, int by, int lifted)
{
    for (; n > 0; n--, l++) {
        uint64_t on[2];
        if (line_cut(on, l, p->occ[by], 2) &&
            ray_hits(p, &v->scan[by][l->scan], &v->board.ray_cells[l->ray],
                     l->len, by, lifted))
            return 1;
    }
    return 0;
}

/* 1 if a piece of by's attacks `cell`, with the piece on `lifted` taken
 * off the board (VC_NO_CELL: none); it must not be by's. */
HOT int attacked_by_sets(const struct vc_variant *v, const struct vc_pos *p,
                         int cell, int by, int lifted, int nw)
{
    const struct vc_scan_head *h = &v->scan_head[by][cell];
    const struct vc_scan_line *l = &v->scan_line[h->at];
    const struct vc_scan_line *rising = l + h->n[VC_SCAN_LEAPS];
    const struct vc_scan_line *falling = rising + h->n[VC_SCAN_RISING];
    const struct vc_scan_line *walked = falling + h->n[VC_SCAN_FALLING];
    uint64_t occ[2] = {p->occ[0][0] | p->occ[1][0],
                       p->occ[0][1] | p->occ[1][1]};

    if (lifted != VC_NO_CELL)
        occ[lifted >> 6] &= ~((uint64_t)1 << (lifted & 63));
    /* lines before leaps: in the built-ins' perfts an attack comes more
     * often along a line, and an attack found ends the search */
    return walks_hit(v, p, walked, h->n[VC_SCAN_WALKED], by, lifted) ||
           lines_hit(v, p, rising, h->n[VC_SCAN_RISING], 1, occ, by, nw) ||
           lines_hit(v, p, falling, h->n[VC_SCAN_FALLING], 0, occ, by, nw) ||
           leaps_hit(p, l, h->n[VC_SCAN_LEAPS], by, nw);
}

#endif
