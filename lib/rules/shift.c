/* shift.c - pawn moves as shifts of the set of pawns (struct vc_shift):
 * where every move of a pawn type from a cell goes a fixed number of
 * cells, the same for many cells, count.c counts the moves of all its
 * pawns with a few set operations instead of pawn by pawn.  The groups
 * are read off the plans (reach.c); a type whose moves do not fit keeps
 * being counted piece by piece. */
#include "base/cellset.h"
#include "variant.h"

#include <string.h>

struct groups {
    int n;
    struct vc_shift g[VC_MAX_SHIFTS];
};

/* Put `from` into the group (mode, delta, len); 0 when there are too
 * many groups. */
static int join(struct groups *gs, int from, int mode,
                const int8_t delta[VC_SHIFT_STEPS], int len)
{
    int i = 0;

    while (i < gs->n && !(gs->g[i].mode == mode && gs->g[i].len == len &&
                          memcmp(gs->g[i].delta, delta,
                                 sizeof(gs->g[i].delta)) == 0))
        i++;
    if (i == gs->n) {
        if (gs->n == VC_MAX_SHIFTS)
            return 0;
        memset(&gs->g[i], 0, sizeof(gs->g[i]));
        gs->g[i].mode = (uint8_t)mode;
        memcpy(gs->g[i].delta, delta, sizeof(gs->g[i].delta));
        gs->g[i].len = (uint8_t)len;
        gs->n++;
    }
    vc_set_add(gs->g[i].from, from);
    return 1;
}

/* Note a target; 0 if an earlier group of the cell reaches it too (the
 * moves would be counted twice). */
static int fresh(uint64_t seen[2], int to)
{
    if (vc_set_has(seen, to))
        return 0;
    vc_set_add(seen, to);
    return 1;
}

/* A line of the plan as a group: each cell a fixed number of cells on
 * from the one before, the same from step VC_SHIFT_STEPS - 1 on, no
 * cells skipped; 0 if it is not such a line. */
static int join_line(const struct vc_variant *v, struct groups *gs,
                     uint64_t seen[2], int from, const struct vc_reach *r)
{
    const uint8_t *s = &v->prog[r->ray];
    int8_t delta[VC_SHIFT_STEPS];
    int len = s[0];

    if (r->skip)
        return 0;
    for (int k = 1, at = from; k <= len; at = s[k++]) {
        int d = s[k] - at, step = k <= VC_SHIFT_STEPS ? k - 1
                                                      : VC_SHIFT_STEPS - 1;
        if (d <= -64 || d >= 64 || (k > VC_SHIFT_STEPS && d != delta[step]) ||
            !fresh(seen, s[k]))
            return 0;
        delta[step] = (int8_t)d;
    }
    for (int k = len; k < VC_SHIFT_STEPS; k++)
        delta[k] = delta[len - 1];
    return join(gs, from, r->mode, delta, len);
}

/* The groups of every cell's plan of piece code q; 0 if they do not fit. */
static int groups_of(const struct vc_variant *v, int q, struct groups *gs)
{
    gs->n = 0;
    for (int from = 0; from < v->board->ncells; from++) {
        const struct vc_plan *pl = &v->plan[q][from];
        const struct vc_reach *r = vc_plan_lines(pl);
        int nlines = pl->n[0] + pl->n[1] + pl->n[2];
        uint64_t seen[2] = {0, 0};

        for (int mode = 1; mode <= VC_BOTH; mode++)
            for (int w = 0; w < 2; w++)
                for (uint64_t m = pl->leap[mode - 1][w]; m; m &= m - 1) {
                    int to = w * 64 + __builtin_ctzll(m);
                    int8_t delta[VC_SHIFT_STEPS];
                    if (to - from <= -64 || to - from >= 64 ||
                        !fresh(seen, to))
                        return 0;
                    memset(delta, to - from, sizeof(delta));
                    if (!join(gs, from, mode, delta, 1))
                        return 0;
                }
        for (int i = 0; i < nlines; i++)
            if (!join_line(v, gs, seen, from, &r[i]))
                return 0;
    }
    return 1;
}

/* The cells of `from` moved by delta cells (the groups' moves stay on
 * the board). */
static void moved(uint64_t out[2], const uint64_t from[2], int delta)
{
    out[0] = out[1] = 0;
    for (int c = 0; c < 128; c++)
        if (vc_set_has(from, c))
            vc_set_add(out, c + delta);
}

/* Group i of gs into `out` as one of mode 0, joined with the later
 * one-step groups of its delta not yet in `taken`; 0 (nothing done) if
 * there are none.  Their cells are disjoint: a cell's moves reach each
 * target once (fresh()). */
static int join_steps(const struct groups *gs, int i, int taken[],
                      struct vc_shift *out)
{
    int joined = 0;

    memset(out, 0, sizeof(*out));
    memcpy(out->delta, gs->g[i].delta, sizeof(out->delta));
    out->len = 1;
    for (int j = i; j < gs->n; j++) {
        const struct vc_shift *g = &gs->g[j];
        uint64_t to[2];
        if (taken[j] || g->len != 1 || g->delta[0] != gs->g[i].delta[0])
            continue;
        joined++;
        moved(to, g->from, g->delta[0]);
        for (int w = 0; w < 2; w++) {
            out->from[w] |= g->from[w];
            if (g->mode & VC_MOVE)
                out->to[0][w] |= to[w];
            if (g->mode & VC_CAPTURE)
                out->to[1][w] |= to[w];
        }
    }
    if (joined < 2)
        return 0;
    for (int j = i; j < gs->n; j++)
        taken[j] |= gs->g[j].len == 1 &&
                    gs->g[j].delta[0] == gs->g[i].delta[0];
    return 1;
}

/* The groups of gs into v's for code q, one-step groups of one delta
 * joined. */
static void arrange(struct vc_variant *v, int q, const struct groups *gs)
{
    struct vc_shift *out = v->shift[q];
    int taken[VC_MAX_SHIFTS] = {0}, n = 0;

    for (int i = 0; i < gs->n; i++)
        if (!taken[i] && gs->g[i].len == 1 &&
            join_steps(gs, i, taken, &out[n]))
            n++;
    for (int i = 0; i < gs->n; i++)
        if (!taken[i])
            out[n++] = gs->g[i];
    v->nshifts[q] = (uint8_t)n;
}

/* The cells from which a pawn of code q, moving by group g, may reach a
 * promotion cell of its colour. */
static void note_promotions(struct vc_variant *v, int q,
                            const struct vc_shift *g)
{
    for (int from = 0; from < v->board->ncells; from++) {
        int to = from;
        if (!vc_set_has(g->from, from))
            continue;
        for (int k = 0; k < g->len; k++) {
            to += g->delta[k < VC_SHIFT_STEPS ? k : VC_SHIFT_STEPS - 1];
            if (to >= 0 && to < v->board->ncells &&
                vc_set_has(v->promo_cells[q >> 5], to))
                vc_set_add(v->shift_promo_from[q], from);
        }
    }
}

/* How many pawn types the colour has. */
static int pawn_codes(const struct vc_variant *v, int color)
{
    int n = 0;

    for (int k = 0; k < v->ntypes; k++)
        n += v->pawn_code[VC_PIECE(color, v->type_list[k])];
    return n;
}

void vc_derive_shifts(struct vc_variant *v)
{
    memset(v->shift_slot, 0, sizeof(v->shift_slot));
    memset(v->nshift_codes, 0, sizeof(v->nshift_codes));
    memset(v->nshifts, 0, sizeof(v->nshifts));
    memset(v->shift_promo_from, 0, sizeof(v->shift_promo_from));
    memset(v->pawns_shifted, 0, sizeof(v->pawns_shifted));
    if (!v->reach_ok || v->has_promo_limit) /* such pawns are listed */
        return;
    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++) {
            int q = VC_PIECE(color, v->type_list[k]);
            struct groups gs;
            if (!v->pawn_code[q] ||
                v->nshift_codes[color] == VC_MAX_SHIFT_CODES ||
                !groups_of(v, q, &gs))
                continue;
            for (int i = 0; i < gs.n; i++)
                note_promotions(v, q, &gs.g[i]);
            arrange(v, q, &gs);
            v->shift_code[color][v->nshift_codes[color]++] = (uint8_t)q;
            v->shift_slot[q] = v->nshift_codes[color];
        }
    for (int color = 0; color < 2; color++)
        v->pawns_shifted[color] = v->nshift_codes[color] == 1 &&
                                  pawn_codes(v, color) == 1;
}
