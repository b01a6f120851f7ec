/* attack.c - is a cell attacked?  Walks the variant's attack scans (the
 * inverse of each capturing movement family) outward from the cell. */
#ifdef HAVE_CONFIG_H
#include <config.h> /* VC_CLONES (cellset.h) */
#endif
#include "base/cellset.h"
#include "position.h"

#include <string.h>

/* 1 if the first piece on the ray (cells, len) is by's and attacks; the
 * cell `lifted` counts as empty (VC_NO_CELL: none). */
static int ray_hits(const struct vc_pos *p, const struct vc_attack_scan *s,
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

static int scan_hits(const struct vc_board *b, const struct vc_pos *p,
                     const struct vc_attack_scan *s, int cell, int by)
{
    int nrays;
    const struct vc_ray *ray = vc_board_rays(b, cell, s->fam, &nrays);

    for (int i = 0; i < nrays; i++, ray++)
        if (ray_hits(p, s, &b->ray_cells[ray->off],
                     ray->len < s->maxrange ? ray->len : s->maxrange, by,
                     VC_NO_CELL))
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

/* The cell-set path (when v->reach_ok): the lines from a cell come by
 * kind (struct vc_scan_head); the first and second piece on a rising
 * line are its lowest occupied cells, on a falling one its highest.
 * Its functions take the words of a cell set in use, nw (1 or 2), and
 * are inlined into a copy for each. */

/* The pieces the king danger tests look at, copied out of the position:
 * the compiler then need not read them again after each store into the
 * struct vc_danger. */
struct occupancy {
    uint64_t all[2]; /* every piece */
    uint64_t by[2];  /* the attacking side's */
};

HOT void occupancy_of(struct occupancy *o, const struct vc_pos *p, int by)
{
    for (int w = 0; w < 2; w++) {
        o->all[w] = p->occ[0][w] | p->occ[1][w];
        o->by[w] = p->occ[by][w];
    }
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

/* A line that gives check: its cells up to the checker into evade. */
static void line_evade(const struct vc_scan_line *l, int rising, int checker,
                       struct vc_danger *dg)
{
    uint64_t before[2];

    vc_set_beside(before, l->cells, checker, rising);
    dg->evade[0] |= before[0];
    dg->evade[1] |= before[1];
    vc_set_add(dg->evade, checker);
}

/* One line from our king, where `on` holds the pieces on it (an enemy
 * one among them): 1 if it gives check; marks a pin. */
HOT int danger_on_line(const struct vc_variant *v, const struct vc_pos *p,
                       const struct vc_scan_line *l, int rising,
                       uint64_t on[2], int nw, struct vc_danger *dg)
{
    int them = p->side ^ 1, first = line_first(rising, on, nw), second;
    uint8_t q = p->sq[first];

    if (VC_COLOR(q) == them) {
        if (!line_reaches(v, them, l, rising, VC_TYPE(q), first))
            return 0;
        line_evade(l, rising, first, dg);
        return 1;
    }
    on[first >> 6] &= ~((uint64_t)1 << (first & 63));
    if (!(on[0] | on[1]))
        return 0;
    second = line_first(rising, on, nw);
    q = p->sq[second];
    if (VC_COLOR(q) == them &&
        line_reaches(v, them, l, rising, VC_TYPE(q), second))
        vc_set_add(dg->pinned, first);
    return 0;
}

/* The lines of one kind from our king: how many give check. */
HOT int danger_on_lines(const struct vc_variant *v, const struct vc_pos *p,
                        const struct vc_scan_line *l, int n, int rising,
                        const struct occupancy *o, int nw,
                        struct vc_danger *dg)
{
    int checks = 0;

    for (; n > 0; n--, l++) {
        uint64_t on[2];
        if (line_cut(on, l, o->by, nw) && /* else no check, no pin */
            line_cut(on, l, o->all, nw))
            checks += danger_on_line(v, p, l, rising, on, nw, dg);
    }
    return checks;
}

/* Lines of no order from our king, walked cell by cell when an enemy
 * piece is on them. */
HOT int danger_on_walks(const struct vc_variant *v, const struct vc_pos *p,
                        const struct vc_scan_line *l, int n,
                        const struct occupancy *o, struct vc_danger *dg)
{
    int them = p->side ^ 1, checks = 0;

    for (; n > 0; n--, l++) {
        uint64_t on[2];
        if (line_cut(on, l, o->by, 2))
            checks += danger_on_ray(p, &v->scan[them][l->scan],
                                    &v->board->ray_cells[l->ray], l->len, dg);
    }
    return checks;
}

/* The one-cell rays of each scan as one set: every enemy piece on it that
 * moves so gives check (nothing stands between to be pinned). */
HOT int danger_on_leaps(const struct vc_pos *p, const struct vc_scan_line *l,
                        int n, const struct occupancy *o, int nw,
                        struct vc_danger *dg)
{
    int checks = 0;

    for (; n > 0; n--, l++)
        for (int w = 0; w < nw; w++)
            for (uint64_t hit = l->cells[w] & o->by[w]; hit;
                 hit &= hit - 1) {
                int cell = w * 64 + __builtin_ctzll(hit);
                if (l->some >> VC_TYPE(p->sq[cell]) & 1) {
                    vc_set_add(dg->evade, cell);
                    checks++;
                }
            }
    return checks;
}

#if defined(VC_LINE_TABLES)
/* 1 if a piece of type t on `cell`, first of its side on a line of group
 * g, may attack along it (a piece of a type in `some` but not `every`
 * does only from the cells of `near`). */
HOT int may_attack(const struct vc_scan_group *g, int t, int cell)
{
    return (g->some >> t & 1) &&
           ((g->every >> t & 1) || vc_set_has(g->near, cell));
}

/* 0 if no piece of the side `by` (whose pieces are `by_occ`) can check or
 * pin along the scan lines of head h: none that may attack along a line
 * is the first of by's on it, looked up as if by's were the only pieces
 * on the board. */
HOT int xray_free(const struct vc_variant *v, const struct vc_pos *p,
                  const struct vc_scan_head *h, const uint64_t by_occ[2],
                  int nw)
{
    const struct vc_scan_group *g = &v->sgroup[h->group_at];

    for (const struct vc_scan_group *end = g + h->ngroups; g < end; g++) {
        const uint64_t *e =
            vc_table_entry(g->tab, g->mask, g->low, by_occ, nw);
        for (int w = 0; w < nw; w++)
            for (uint64_t hit = e[w] & by_occ[w]; hit; hit &= hit - 1) {
                int cell = w * 64 + __builtin_ctzll(hit);
                if (may_attack(g, VC_TYPE(p->sq[cell]), cell))
                    return 0;
            }
    }
    return 1;
}
#endif

HOT int king_danger_by_sets(const struct vc_variant *v, const struct vc_pos *p,
                            int nw, struct vc_danger *dg)
{
    const struct vc_scan_head *h =
        &v->scan_head[p->side ^ 1][p->king[p->side]];
    const struct vc_scan_line *l = &v->scan_line[h->at];
    struct occupancy o;
    int checks;

    occupancy_of(&o, p, p->side ^ 1);
    checks = danger_on_leaps(p, l, h->n[VC_SCAN_LEAPS], &o, nw, dg);
#if defined(VC_LINE_TABLES)
    if (v->sgroup && h->ngroups && xray_free(v, p, h, o.by, nw))
        return checks; /* the lines hold no check and no pin */
#endif
    l = &v->scan_line[h->lines_at];
    checks += danger_on_lines(v, p, l, h->n[VC_SCAN_RISING], 1, &o, nw, dg);
    l += h->n[VC_SCAN_RISING];
    checks += danger_on_lines(v, p, l, h->n[VC_SCAN_FALLING], 0, &o, nw, dg);
    l += h->n[VC_SCAN_FALLING];
    return checks + danger_on_walks(v, p, l, h->n[VC_SCAN_WALKED], &o, dg);
}

VC_CLONES
int vc_king_danger(const struct vc_variant *v, const struct vc_pos *p,
                   struct vc_danger *dg)
{
    const struct vc_board *b = v->board;
    int k = p->king[p->side], them = p->side ^ 1, checks = 0;

    memset(dg, 0, sizeof(*dg)); /* a few wide stores, cheaper than a loop */
    if (v->reach_ok && k != VC_NO_CELL)
        return v->nwords == 1 ? king_danger_by_sets(v, p, 1, dg)
                              : king_danger_by_sets(v, p, 2, dg);
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
            ray_hits(p, &v->scan[by][l->scan], &v->board->ray_cells[l->ray],
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
    const struct vc_scan_line *rising = &v->scan_line[h->lines_at];
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

/* by's pieces among `occ` that attack `cell` were occ's pieces alone on
 * the board, into out (nw words). */
HOT void attackers_by_sets(const struct vc_variant *v, const struct vc_pos *p,
                           int cell, int by, const uint64_t occ[2],
                           uint64_t out[2], int nw)
{
    const struct vc_scan_head *h = &v->scan_head[by][cell];
    const struct vc_scan_line *l = &v->scan_line[h->at];
    const struct vc_scan_line *end = &v->scan_line[h->lines_at];
    uint64_t mine[2] = {occ[0] & p->occ[by][0], occ[1] & p->occ[by][1]};

    out[0] = out[1] = 0;
    for (int n = h->n[VC_SCAN_LEAPS]; n > 0; n--, l++)
        for (int w = 0; w < nw; w++)
            for (uint64_t hit = l->cells[w] & mine[w]; hit; hit &= hit - 1)
                if (l->some >> VC_TYPE(p->sq[w * 64 + __builtin_ctzll(hit)]) &
                    1)
                    out[w] |= hit & -hit;
    l = end;
    for (int kind = VC_SCAN_RISING; kind <= VC_SCAN_FALLING; kind++)
        for (int n = h->n[kind], rising = kind == VC_SCAN_RISING; n > 0;
             n--, l++) {
            uint64_t on[2];
            int first;
            if (!line_cut(on, l, mine, nw) || !line_cut(on, l, occ, nw))
                continue;
            first = line_first(rising, on, nw);
            if (vc_set_has(mine, first) &&
                line_reaches(v, by, l, rising, VC_TYPE(p->sq[first]), first))
                vc_set_add(out, first);
        }
    for (int n = h->n[VC_SCAN_WALKED]; n > 0; n--, l++) {
        const struct vc_attack_scan *s = &v->scan[by][l->scan];
        const uint8_t *cells = &v->board->ray_cells[l->ray];
        uint64_t on[2];
        if (!line_cut(on, l, mine, 2))
            continue;
        for (int d = 0; d < l->len; d++) {
            int c = cells[d];
            if (!vc_set_has(occ, c))
                continue;
            if (vc_set_has(mine, c) && s->range[VC_TYPE(p->sq[c])] > d &&
                d + 1 >= s->min)
                vc_set_add(out, c);
            break;
        }
    }
}

VC_CLONES
int vc_attackers_in(const struct vc_variant *v, const struct vc_pos *p,
                    int cell, int by, const uint64_t occ[2], uint64_t out[2])
{
    if (!v->reach_ok)
        return 0;
    if (v->nwords == 1)
        attackers_by_sets(v, p, cell, by, occ, out, 1);
    else
        attackers_by_sets(v, p, cell, by, occ, out, 2);
    return 1;
}

VC_CLONES
int vc_attacked_lifted(const struct vc_variant *v, struct vc_pos *p,
                       int cell, int by, int lifted)
{
    uint8_t q = p->sq[lifted];

    if (v->reach_ok) /* the sets path reads the occupancy it is given */
        return v->nwords == 1 ? attacked_by_sets(v, p, cell, by, lifted, 1)
                              : attacked_by_sets(v, p, cell, by, lifted, 2);
    uint64_t bit = (uint64_t)1 << (lifted & 63);
    int hit;

    p->sq[lifted] = 0;
    p->occ[VC_COLOR(q)][lifted >> 6] &= ~bit;
    hit = vc_attacked(v, p, cell, by);
    p->occ[VC_COLOR(q)][lifted >> 6] |= bit;
    p->sq[lifted] = q;
    return hit;
}

VC_CLONES
int vc_scan_cut(const struct vc_variant *v, int by, int cell,
                const uint64_t occ[2], uint64_t out[2])
{
#if defined(VC_LINE_TABLES)
    const struct vc_scan_head *h = &v->scan_head[by][cell];
    const struct vc_scan_line *l = &v->scan_line[h->at];
    const struct vc_scan_group *g, *end;
    int nw = v->nwords;

    if (!v->sgroup || !h->ngroups)
        return 0;
    out[0] = out[1] = 0;
    for (int i = 0; i < h->n[VC_SCAN_LEAPS]; i++, l++) {
        out[0] |= l->cells[0];
        out[1] |= l->cells[1];
    }
    /* a group's entry holds its lines' cells up to their first pieces */
    g = &v->sgroup[h->group_at];
    for (end = g + h->ngroups; g < end; g++) {
        const uint64_t *e =
            vc_table_entry(g->tab, g->mask, g->low, occ, nw);
        out[0] |= e[0];
        if (nw > 1)
            out[1] |= e[1];
    }
    return 1;
#else
    (void)v, (void)by, (void)cell, (void)occ, (void)out;
    return 0;
#endif
}

VC_CLONES
int vc_attacked(const struct vc_variant *v, const struct vc_pos *p,
                int cell, int by)
{
    if (v->reach_ok && v->nwords == 1)
        return attacked_by_sets(v, p, cell, by, VC_NO_CELL, 1);
    if (v->reach_ok)
        return attacked_by_sets(v, p, cell, by, VC_NO_CELL, 2);
    for (int i = 0; i < v->nscan[by]; i++)
        if (scan_hits(v->board, p, &v->scan[by][i], cell, by))
            return 1;
    return 0;
}

int vc_in_check(const struct vc_variant *v, const struct vc_pos *p)
{
    int k = p->king[p->side];

    if (__builtin_expect(v->pseudo_royal != 0, 0) &&
        vc_pseudo_in_check(v, p))
        return 1;
    return k != VC_NO_CELL && vc_attacked(v, p, k, p->side ^ 1);
}

VC_CLONES
int vc_check_cells(const struct vc_variant *v, const struct vc_pos *p,
                   uint64_t out[2])
{
    int k = p->king[p->side ^ 1];
    uint64_t occ[2] = {p->occ[0][0] | p->occ[1][0],
                       p->occ[0][1] | p->occ[1][1]};

    if (!v->reach_ok || v->listed || v->after_move || k == VC_NO_CELL)
        return 0;
    if (!vc_scan_cut(v, p->side, k, occ, out))
        memcpy(out, v->scan_zone[p->side][k], 2 * sizeof(*out));
    return 1;
}

/* If line l from our king pins the piece on `cell` (as vc_king_danger()
 * finds pins), its cells up to and including the pinner are anded into
 * keep, and 1 returned. */
static int pin_on_line(const struct vc_variant *v, const struct vc_pos *p,
                       const struct vc_scan_line *l, int cell,
                       uint64_t keep[2])
{
    struct vc_danger found;
    uint64_t on[2], line[2] = {0, 0};
    int rising = l->kind == VC_SCAN_RISING;

    if (!vc_set_has(l->cells, cell))
        return 0;
    memset(&found, 0, sizeof(found));
    if (l->kind == VC_SCAN_WALKED) {
        const uint8_t *cells = &v->board->ray_cells[l->ray];
        danger_on_ray(p, &v->scan[p->side ^ 1][l->scan], cells, l->len,
                      &found);
        if (!vc_set_has(found.pinned, cell))
            return 0;
        for (int d = 0;; d++) { /* up to the first piece past `cell` */
            vc_set_add(line, cells[d]);
            if (p->sq[cells[d]] && cells[d] != cell)
                break;
        }
    } else {
        struct occupancy o;
        uint64_t past[2]; /* the pieces on it but `cell` */
        int pinner;
        occupancy_of(&o, p, p->side ^ 1);
        line_cut(on, l, o.all, 2);
        past[0] = on[0];
        past[1] = on[1];
        past[cell >> 6] &= ~((uint64_t)1 << (cell & 63));
        danger_on_line(v, p, l, rising, on, 2, &found);
        if (!vc_set_has(found.pinned, cell))
            return 0;
        pinner = line_first(rising, past, 2);
        vc_set_beside(line, l->cells, pinner, rising);
        vc_set_add(line, pinner);
    }
    keep[0] &= line[0];
    keep[1] &= line[1];
    return 1;
}

int vc_pin_lines(const struct vc_variant *v, const struct vc_pos *p,
                 int cell, uint64_t keep[2])
{
    const struct vc_scan_head *h =
        &v->scan_head[p->side ^ 1][p->king[p->side]];
    const struct vc_scan_line *l = &v->scan_line[h->lines_at];
    int n = h->n[VC_SCAN_RISING] + h->n[VC_SCAN_FALLING] +
            h->n[VC_SCAN_WALKED], pins = 0;

    for (; n > 0; n--, l++)
        pins += pin_on_line(v, p, l, cell, keep);
    return pins;
}
