/* attack.c - is a cell attacked?  Walks the variant's attack scans (the
 * inverse of each capturing movement family) outward from the cell. */
#include "cellset.h"
#include "position.h"

#include <string.h>

/* 1 if the first piece on the ray (cells, len) is by's and attacks. */
static int ray_hits(const struct vc_pos *p, const struct vc_attack_scan *s,
                    const uint8_t *cells, int len, int by)
{
    for (int d = 0; d < len; d++) {
        uint8_t q = p->sq[cells[d]];
        if (!q)
            continue;
        return VC_COLOR(q) == by && s->range[VC_TYPE(q)] > d &&
               d + 1 >= s->min;
    }
    return 0;
}

static int scan_hits(const struct vc_board *b, const struct vc_pos *p,
                     const struct vc_attack_scan *s, int cell, int by)
{
    int nrays;
    const struct vc_ray *ray = vc_board_rays(b, cell, s->fam, &nrays);

    for (int i = 0; i < nrays; i++, ray++)
        if (ray_hits(p, s, &b->ray_cells[ray->off],
                     ray->len < s->maxrange ? ray->len : s->maxrange, by))
            return 1;
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

/* The cell-set path (when v->reach_ok): the first and second piece on
 * each scan line are its lowest or highest occupied cells. */

/* The first occupied cell of line l among `hit`. */
static inline int line_first(const struct vc_scan_line *l, uint64_t lo,
                             uint64_t hi)
{
    return l->how == VC_REACH_FALLING ? vc_set_highest(lo, hi)
                                      : vc_set_lowest(lo, hi);
}

/* 1 if a piece of `type` on `cell` of line l attacks along it. */
static inline int line_reaches(const struct vc_scan_line *l,
                               const struct vc_attack_scan *s, int type,
                               int cell)
{
    int range = s->range[type], d;
    uint64_t before[2];

    if (range >= l->len && s->min <= 1)
        return range > 0;
    vc_set_beside(before, l->cells, cell, l->how != VC_REACH_FALLING);
    d = vc_cells_in(before[0]) + vc_cells_in(before[1]);
    return range > d && d + 1 >= s->min;
}

/* A line that gives check: its cells up to the checker into evade. */
static void line_evade(const struct vc_scan_line *l, int checker,
                       struct vc_danger *dg)
{
    uint64_t before[2];

    vc_set_beside(before, l->cells, checker, l->how != VC_REACH_FALLING);
    dg->evade[0] |= before[0];
    dg->evade[1] |= before[1];
    vc_set_add(dg->evade, checker);
}

/* One line from our king: 1 if it gives check; marks a pin. */
static int danger_on_line(const struct vc_variant *v, const struct vc_pos *p,
                          const struct vc_scan_line *l, struct vc_danger *dg)
{
    const struct vc_attack_scan *s = &v->scan[p->side ^ 1][l->scan];
    const uint64_t(*occ)[VC_SET_WORDS] = p->occ;
    int them = p->side ^ 1, first, second;
    uint64_t lo, hi;
    uint8_t q;

    if (!((l->cells[0] & occ[them][0]) | (l->cells[1] & occ[them][1])))
        return 0; /* no enemy piece on the line: no check, no pin */
    lo = l->cells[0] & (occ[0][0] | occ[1][0]);
    hi = l->cells[1] & (occ[0][1] | occ[1][1]);
    first = line_first(l, lo, hi);
    q = p->sq[first];
    if (VC_COLOR(q) != p->side) {
        if (!line_reaches(l, s, VC_TYPE(q), first))
            return 0;
        line_evade(l, first, dg);
        return 1;
    }
    if (first < 64)
        lo &= ~((uint64_t)1 << first);
    else
        hi &= ~((uint64_t)1 << (first - 64));
    if (!(lo | hi))
        return 0;
    second = line_first(l, lo, hi);
    q = p->sq[second];
    if (VC_COLOR(q) != p->side && line_reaches(l, s, VC_TYPE(q), second))
        vc_set_add(dg->pinned, first);
    return 0;
}

/* The one-cell rays of a scan as one set: every enemy piece on it that
 * moves so gives check (nothing stands between to be pinned). */
static int danger_on_leaps(const struct vc_variant *v, const struct vc_pos *p,
                           const struct vc_scan_line *l, struct vc_danger *dg)
{
    const struct vc_attack_scan *s = &v->scan[p->side ^ 1][l->scan];
    int checks = 0;

    if (s->min > 1)
        return 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t hit = l->cells[w] & p->occ[p->side ^ 1][w]; hit;
             hit &= hit - 1) {
            int cell = w * 64 + __builtin_ctzll(hit);
            if (s->range[VC_TYPE(p->sq[cell])] > 0) {
                vc_set_add(dg->evade, cell);
                checks++;
            }
        }
    return checks;
}

static int king_danger_by_sets(const struct vc_variant *v,
                               const struct vc_pos *p, struct vc_danger *dg)
{
    const struct vc_board *b = &v->board;
    const struct vc_scan_line *l =
        &v->scan_line[v->scan_line_at[p->side ^ 1][p->king[p->side]]];
    int checks = 0;

    for (; l->how != VC_REACH_END; l++)
        checks += l->how == VC_REACH_LEAP   ? danger_on_leaps(v, p, l, dg)
                  : l->how == VC_REACH_WALK ? danger_on_ray(p,
                                                  &v->scan[p->side ^ 1][l->scan],
                                                  &b->ray_cells[l->ray], l->len, dg)
                                            : danger_on_line(v, p, l, dg);
    return checks;
}

int vc_king_danger(const struct vc_variant *v, const struct vc_pos *p,
                   struct vc_danger *dg)
{
    const struct vc_board *b = &v->board;
    int k = p->king[p->side], them = p->side ^ 1, checks = 0;

    memset(dg, 0, sizeof(*dg)); /* a few wide stores, cheaper than a loop */
    if (v->reach_ok && k != VC_NO_CELL)
        return king_danger_by_sets(v, p, dg);
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

/* 1 if a piece of by's on the one-cell rays of scan line l attacks. */
static int leaps_hit(const struct vc_pos *p, const struct vc_attack_scan *s,
                     const struct vc_scan_line *l, int by)
{
    if (s->min > 1)
        return 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t hit = l->cells[w] & p->occ[by][w]; hit; hit &= hit - 1)
            if (s->range[VC_TYPE(p->sq[w * 64 + __builtin_ctzll(hit)])] > 0)
                return 1;
    return 0;
}

static int line_hits(const struct vc_pos *p, const struct vc_attack_scan *s,
                     const struct vc_scan_line *l, int by)
{
    uint64_t lo, hi;
    int first;

    if (!((l->cells[0] & p->occ[by][0]) | (l->cells[1] & p->occ[by][1])))
        return 0;
    lo = l->cells[0] & (p->occ[0][0] | p->occ[1][0]);
    hi = l->cells[1] & (p->occ[0][1] | p->occ[1][1]);
    first = line_first(l, lo, hi);
    return VC_COLOR(p->sq[first]) == by &&
           line_reaches(l, s, VC_TYPE(p->sq[first]), first);
}

static int attacked_by_sets(const struct vc_variant *v, const struct vc_pos *p,
                            int cell, int by)
{
    const struct vc_scan_line *l = &v->scan_line[v->scan_line_at[by][cell]];

    for (; l->how != VC_REACH_END; l++) {
        const struct vc_attack_scan *s = &v->scan[by][l->scan];
        if (l->how == VC_REACH_LEAP ? leaps_hit(p, s, l, by)
            : l->how == VC_REACH_WALK
                ? ray_hits(p, s, &v->board.ray_cells[l->ray], l->len, by)
                : line_hits(p, s, l, by))
            return 1;
    }
    return 0;
}

int vc_attacked_lifted(const struct vc_variant *v, struct vc_pos *p,
                       int cell, int by, int lifted)
{
    uint8_t q = p->sq[lifted];
    uint64_t bit = (uint64_t)1 << (lifted & 63);
    int hit;

    p->sq[lifted] = 0;
    p->occ[VC_COLOR(q)][lifted >> 6] &= ~bit;
    hit = vc_attacked(v, p, cell, by);
    p->occ[VC_COLOR(q)][lifted >> 6] |= bit;
    p->sq[lifted] = q;
    return hit;
}

int vc_attacked(const struct vc_variant *v, const struct vc_pos *p,
                int cell, int by)
{
    if (v->reach_ok)
        return attacked_by_sets(v, p, cell, by);
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
    if (v->bare_king_loses)
        return p->count[0] <= 1 || p->count[1] <= 1;
    return v->extinction.on && vc_extinct_side(v, p) >= 0;
}
