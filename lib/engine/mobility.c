/* mobility.c - how many cells a piece reaches, read from its plan (the
 * cell-set form of its move programs, targets.h), for the evaluation's
 * mobility: a few set operations where walking the programs visits each
 * cell. */
#ifdef HAVE_CONFIG_H
#include <config.h> /* VC_CLONES (cellset.h), VC_LINE_TABLES */
#endif
#include "targets.h"

HOT int reach_both(const struct vc_variant *v, const struct vc_pos *p,
                   int cell, int nw)
{
    uint8_t code = p->sq[cell];
    const uint64_t *own = p->occ[VC_COLOR(code)];
    struct sets s;
    uint64_t t[2];

    for (int w = 0; w < 2; w++) {
        s.occ[w] = p->occ[0][w] | p->occ[1][w];
        s.to[0][w] = s.to[VC_MOVE][w] = s.to[VC_CAPTURE][w] = 0;
        s.to[VC_BOTH][w] = ~own[w];
    }
    targets(t, v, p, &s, code, &v->plan[code][cell], nw, 1);
    return vc_cells_in(t[0]) + (nw > 1 ? vc_cells_in(t[1]) : 0);
}

VC_CLONES
int vc_reach_both(const struct vc_variant *v, const struct vc_pos *p,
                  int cell)
{
    return v->nwords == 1 ? reach_both(v, p, cell, 1)
                          : reach_both(v, p, cell, 2);
}
