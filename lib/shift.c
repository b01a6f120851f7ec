/* shift.c - pawn moves as shifts of the set of pawns (struct vc_shift):
 * where every move of a pawn type from a cell goes a fixed number of
 * cells, the same for many cells, count.c counts the moves of all its
 * pawns with a few set operations instead of pawn by pawn.  The groups
 * are read off the plans (reach.c); a type whose moves do not fit keeps
 * being counted piece by piece. */
#include "cellset.h"
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
    for (int from = 0; from < v->board.ncells; from++) {
        const struct vc_plan *pl = &v->plan[q][from];
        const struct vc_reach *r = &v->reach[pl->line_at];
        int nlines = pl->n[0] + pl->n[1] + pl->n[2];
        uint64_t seen[2] = {0, 0};

        for (int mode = 1; mode <= VC_BOTH; mode++)
            for (int to = 0; to < v->board.ncells; to++) {
                int8_t delta[VC_SHIFT_STEPS];
                if (!vc_set_has(pl->leap[mode - 1], to))
                    continue;
                if (to - from <= -64 || to - from >= 64 || !fresh(seen, to))
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
            memcpy(v->shift[q], gs.g, sizeof(gs.g[0]) * (size_t)gs.n);
            v->nshifts[q] = (uint8_t)gs.n;
            v->shift_code[color][v->nshift_codes[color]++] = (uint8_t)q;
            v->shift_slot[q] = v->nshift_codes[color];
        }
    for (int color = 0; color < 2; color++)
        v->pawns_shifted[color] = v->nshift_codes[color] == 1 &&
                                  pawn_codes(v, color) == 1;
}
