/* targets.h - a piece's targets read from its plan (the cell-set form
 * of the move programs, reach.c), shared by the move counter (count.c)
 * and the lister of perft's inner plies (gensets.c).  The sets here take
 * two words: boards of up to 128 cells (vc_derive_reach). */
#ifndef VC_TARGETS_H
#define VC_TARGETS_H

#include "base/cellset.h"
#include "position.h"

/* Take away the `skip` nearest cells of a line (they only have to be
 * empty): the lowest of a rising line, the highest of a falling one. */
static inline void drop_nearest(uint64_t t[2], const struct vc_reach *r)
{
    uint64_t c[2] = {r->cells[0], r->cells[1]};

    for (int k = 0; k < r->skip; k++) {
        if (r->how == VC_REACH_RISING) {
            if (c[0])
                c[0] &= c[0] - 1;
            else
                c[1] &= c[1] - 1;
        } else if (c[1]) {
            c[1] &= ~((uint64_t)1 << (63 - __builtin_clzll(c[1])));
        } else {
            c[0] &= ~((uint64_t)1 << (63 - __builtin_clzll(c[0])));
        }
    }
    t[0] &= c[0];
    t[1] &= c[1];
}

/* A line of no order, walked: its cells up to the first occupied one,
 * past the `skip` nearest. */
static inline void line_walked(uint64_t t[2], const uint8_t *prog,
                               const struct vc_pos *p,
                               const struct vc_reach *r)
{
    const uint8_t *s = prog + r->ray;

    t[0] = t[1] = 0;
    for (int d = 0; d < s[0]; d++) {
        int to = s[1 + d];
        if (d >= r->skip)
            t[to >> 6] |= (uint64_t)1 << (to & 63);
        if (p->sq[to])
            return;
    }
}

/* The cells a move of each mode may end on (index: VC_MOVE,
 * VC_CAPTURE, VC_BOTH), and the occupied ones. */
struct sets {
    uint64_t occ[2];
    uint64_t to[VC_BOTH + 1][2];
};

/* A rising line up to its first occupied cell: the lowest set bit of
 * the occupied cells on it, b, and every bit below (all when b is 0). */
HOT void cut_rising(uint64_t t[2], const uint64_t c[2], const uint64_t occ[2],
                    int nw)
{
    uint64_t b0 = c[0] & occ[0];

    t[0] = c[0] & (b0 ^ (b0 - 1));
    if (nw > 1) {
        uint64_t b1 = c[1] & occ[1];
        t[1] = b0 ? 0 : c[1] & (b1 ^ (b1 - 1));
    }
}

/* A falling line down to its first occupied cell: the highest set bit
 * and every bit above. */
HOT uint64_t from_highest(uint64_t b)
{
    return -((uint64_t)1 << (63 - __builtin_clzll(b | 1)));
}

HOT void cut_falling(uint64_t t[2], const uint64_t c[2],
                     const uint64_t occ[2], int nw)
{
    if (nw > 1) {
        uint64_t b1 = c[1] & occ[1];
        t[1] = c[1] & from_highest(b1);
        t[0] = b1 ? 0 : c[0] & from_highest(c[0] & occ[0]);
    } else {
        t[0] = c[0] & from_highest(c[0] & occ[0]);
    }
}

/* A line of kind VC_REACH_K_OTHER: walked, or cut and its nearest
 * cells dropped (prog: its piece code's programs, vc_line_ray()). */
static inline void other_line(uint64_t out[2], const uint8_t *prog,
                              const struct vc_pos *p, const struct sets *s,
                              const struct vc_reach *r)
{
    uint64_t t[2];

    if (r->how == VC_REACH_WALK) {
        line_walked(t, prog, p, r);
    } else {
        if (r->how == VC_REACH_RISING)
            cut_rising(t, r->cells, s->occ, 2);
        else
            cut_falling(t, r->cells, s->occ, 2);
        drop_nearest(t, r);
    }
    for (int w = 0; w < 2; w++)
        out[w] |= t[w] & s->to[r->mode][w];
}

/* The cells of the plan's rising and falling lines up to where they are
 * stopped; `plain` (a constant where inlined): all of mode VC_BOTH, so
 * their cells are kept whole for the caller to take the own ones away. */
HOT void cut_lines(uint64_t o[2], const struct vc_reach *r,
                   const struct vc_reach *rise_end,
                   const struct vc_reach *fall_end, const struct sets *s,
                   int nw, int plain)
{
    for (; r < rise_end; r++) {
        uint64_t t[2] = {0, 0};
        cut_rising(t, r->cells, s->occ, nw);
        for (int w = 0; w < nw; w++)
            o[w] |= plain ? t[w] : t[w] & s->to[r->mode][w];
    }
    for (; r < fall_end; r++) {
        uint64_t t[2] = {0, 0};
        cut_falling(t, r->cells, s->occ, nw);
        for (int w = 0; w < nw; w++)
            o[w] |= plain ? t[w] : t[w] & s->to[r->mode][w];
    }
}

/* The plan's one-cell moves whose mode allows their cells. */
HOT void leap_targets(uint64_t o[2], const struct vc_plan *pl,
                      const struct sets *s, int nw)
{
    for (int w = 0; w < nw; w++)
        o[w] = (pl->leap[VC_MOVE - 1][w] & s->to[VC_MOVE][w]) |
               (pl->leap[VC_CAPTURE - 1][w] & s->to[VC_CAPTURE][w]) |
               (pl->leap[VC_BOTH - 1][w] & s->to[VC_BOTH][w]);
}

#if defined(VC_LINE_TABLES)
/* The cells the plan's lines reach, looked up in its line tables;
 * `plain` as for cut_lines. */
HOT void looked_up(uint64_t o[2], const struct vc_line_group *g,
                   const struct sets *s, const struct vc_plan *pl, int nw,
                   int plain)
{

    for (const struct vc_line_group *end = g + pl->ngroups; g < end; g++) {
        const uint64_t *e =
            vc_table_entry(g->tab, g->mask, g->low, s->occ, nw);
        for (int w = 0; w < nw; w++)
            o[w] |= plain ? e[w] : e[w] & s->to[g->mode][w];
    }
}
#endif

/* The cells a piece of code `code` and plan pl may move to, its lines
 * read from their records. */
HOT void lines_targets(uint64_t out[2], const struct vc_variant *v,
                       const struct vc_pos *p, const struct sets *s,
                       int code, const struct vc_plan *pl, int nw)
{
    const struct vc_reach *r = vc_plan_lines(pl);
    const struct vc_reach *rise_end = r + pl->n[VC_REACH_K_RISING];
    const struct vc_reach *fall_end = rise_end + pl->n[VC_REACH_K_FALLING];
    const struct vc_reach *end = fall_end + pl->n[VC_REACH_K_OTHER];
    uint64_t o[2] = {0, 0};

    if (pl->plain) {
        for (int w = 0; w < nw; w++)
            o[w] = pl->leap[VC_BOTH - 1][w];
        cut_lines(o, r, rise_end, fall_end, s, nw, 1);
        for (int w = 0; w < nw; w++)
            o[w] &= s->to[VC_BOTH][w];
    } else {
        leap_targets(o, pl, s, nw);
        cut_lines(o, r, rise_end, fall_end, s, nw, 0);
    }
    out[0] = o[0];
    out[1] = o[1];
    for (r = fall_end; r < end; r++)
        other_line(out, v->prog_of[code], p, s, r);
}

/* The cells a piece of code `code` and plan pl may move to; `tabled` (a
 * constant where inlined): its lines looked up in the line tables when
 * it has them.
 * The tabled way repeats lines_targets()'s leaps on purpose: one shared
 * function for both took 2.7 % more instructions in chess perft. */
HOT void targets(uint64_t out[2], const struct vc_variant *v,
                 const struct vc_pos *p, const struct sets *s, int code,
                 const struct vc_plan *pl, int nw, int tabled)
{
#if defined(VC_LINE_TABLES)
    if (tabled && pl->ngroups) {
        uint64_t o[2] = {0, 0};
        if (pl->plain) {
            for (int w = 0; w < nw; w++)
                o[w] = pl->leap[VC_BOTH - 1][w];
            looked_up(o, vc_plan_groups(pl), s, pl, nw, 1);
            for (int w = 0; w < nw; w++)
                o[w] &= s->to[VC_BOTH][w];
        } else {
            leap_targets(o, pl, s, nw);
            looked_up(o, vc_plan_groups(pl), s, pl, nw, 0);
        }
        out[0] = o[0];
        out[1] = o[1];
        return;
    }
#else
    (void)tabled;
#endif
    lines_targets(out, v, p, s, code, pl, nw);
}

/* The sets of the position for the side to move. */
HOT void sets_of(struct sets *s, const struct vc_pos *p)
{
    for (int w = 0; w < 2; w++) {
        uint64_t own = p->occ[p->side][w], them = p->occ[p->side ^ 1][w];
        s->occ[w] = own | them;
        s->to[VC_MOVE][w] = ~s->occ[w];
        s->to[VC_CAPTURE][w] = them;
        s->to[VC_BOTH][w] = ~own;
        s->to[0][w] = 0;
    }
}

/* 1 if the cells castling i needs empty are. */
HOT int castle_cells_empty(const struct vc_variant *v, const struct sets *s,
                           int i)
{
    return !(v->castle_empty[i][0] & s->occ[0]) &&
           !(v->castle_empty[i][1] & s->occ[1]);
}

/* 1 if one of the side's castling rights has its cells empty. */
HOT int castling_open(const struct vc_variant *v, const struct vc_pos *p,
                      const struct sets *s)
{
    for (unsigned r = p->castle & v->castle_of[p->side]; r; r &= r - 1)
        if (castle_cells_empty(v, s, __builtin_ctz(r)))
            return 1;
    return 0;
}

/* Pawns of the side to move that may promote where promotion has a
 * limit (promo_limit): their moves are listed, as the limit depends on
 * the pieces on the board. */
static inline void add_limited(uint64_t out[2], const struct vc_variant *v,
                               const struct vc_pos *p)
{
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[p->side][w] & p->pawns[w]; bb;
             bb &= bb - 1) {
            int from = w * 64 + __builtin_ctzll(bb);
            if (v->plan[p->sq[from]][from].promo)
                out[w] |= bb & -bb;
        }
}

/* The pieces whose moves are listed and tested one by one: pinned
 * pieces (dg; NULL: leave them out), every piece in double check, pawns
 * that may take en passant, a royal pawn and pawns that may promote
 * under a limit. */
HOT void listed_cells(uint64_t out[2], const struct vc_variant *v,
                      const struct vc_pos *p, int checks,
                      const struct vc_danger *dg)
{
    int k = p->king[p->side];

    for (int w = 0; w < 2; w++) {
        out[w] = checks > 1 ? ~(uint64_t)0 : dg ? dg->pinned[w] : 0;
        if (p->ep != VC_NO_CELL)
            out[w] |= v->ep_from[p->side][p->ep][w];
    }
    if (k != VC_NO_CELL && v->pawn_code[p->sq[k]])
        out[k >> 6] |= (uint64_t)1 << (k & 63);
    if (v->has_promo_limit)
        add_limited(out, v, p);
}

#endif
