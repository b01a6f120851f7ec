/* attack.c - is a cell attacked?  Walks the variant's attack scans (the
 * inverse of each capturing movement family) outward from the cell. */
#include "position.h"

#include <string.h>

static int scan_hits(const struct vc_board *b, const struct vc_pos *p,
                     const struct vc_attack_scan *s, int cell, int by)
{
    int nrays;
    const struct vc_ray *ray = vc_board_rays(b, cell, s->fam, &nrays);

    for (int i = 0; i < nrays; i++, ray++) {
        const uint8_t *cells = &b->ray_cells[ray->off];
        int len = ray->len < s->maxrange ? ray->len : s->maxrange;

        for (int d = 0; d < len; d++) {
            uint8_t q = p->sq[cells[d]];
            if (!q)
                continue;
            if (VC_COLOR(q) == by && s->range[VC_TYPE(q)] > d &&
                d + 1 >= s->min)
                return 1;
            break;
        }
    }
    return 0;
}

/* One ray of a scan from our king: 1 if it gives check (its cells up to
 * the checker then go into evade); a piece of ours that alone stands
 * between the king and an attacker is marked pinned. */
static int danger_on_ray(const struct vc_pos *p,
                         const struct vc_attack_scan *s, const uint8_t *cells,
                         int len, struct vc_danger *dg)
{
    int us = p->side, own = -1;

    for (int d = 0; d < len; d++) {
        uint8_t q = p->sq[cells[d]];
        if (!q)
            continue;
        if (VC_COLOR(q) == us) {
            if (own >= 0)
                return 0;
            own = cells[d];
            continue;
        }
        if (s->range[VC_TYPE(q)] <= d || d + 1 < s->min)
            return 0;
        if (own >= 0) {
            vc_set_add(dg->pinned, own);
            return 0;
        }
        for (int k = 0; k <= d; k++)
            vc_set_add(dg->evade, cells[k]);
        return 1;
    }
    return 0;
}

int vc_king_danger(const struct vc_variant *v, const struct vc_pos *p,
                   struct vc_danger *dg)
{
    const struct vc_board *b = &v->board;
    int k = p->king[p->side], them = p->side ^ 1, checks = 0;

    memset(dg, 0, sizeof(*dg)); /* a few wide stores, cheaper than a loop */
    for (int i = 0; k != VC_NO_CELL && i < v->nscan[them]; i++) {
        const struct vc_attack_scan *s = &v->scan[them][i];
        int nrays;
        const struct vc_ray *ray = vc_board_rays(b, k, s->fam, &nrays);

        for (int r = 0; r < nrays; r++, ray++)
            checks += danger_on_ray(p, s, &b->ray_cells[ray->off],
                                    ray->len < s->maxrange ? ray->len
                                                           : s->maxrange,
                                    dg);
    }
    return checks;
}

int vc_attacked(const struct vc_variant *v, const struct vc_pos *p,
                int cell, int by)
{
    for (int i = 0; i < v->nscan[by]; i++)
        if (scan_hits(&v->board, p, &v->scan[by][i], cell, by))
            return 1;
    return 0;
}

int vc_in_check(const struct vc_variant *v, const struct vc_pos *p)
{
    int k = p->king[p->side];

    return k != VC_NO_CELL && vc_attacked(v, p, k, p->side ^ 1);
}

int vc_bare_king(const struct vc_variant *v, const struct vc_pos *p)
{
    return v->bare_king_loses && (p->count[0] <= 1 || p->count[1] <= 1);
}
