/* reach.c - the move programs as cell sets (struct vc_reach): what the
 * move counter (count.c) reads instead of walking cells one by one. */
#include "base/cellset.h"
#include "variant.h"

#include <string.h>

struct reach_out {
    struct vc_variant *v;
    struct vc_plan *plan; /* the plan being filled */
    int full;
};

static struct vc_reach *next_record(struct reach_out *o)
{
    struct vc_variant *v = o->v;

    if (v->nreach >= VC_MAX_REACH) {
        o->full = 1;
        return NULL;
    }
    memset(&v->reach[v->nreach], 0, sizeof(v->reach[0]));
    return &v->reach[v->nreach++];
}

/* One ray of a program group: a one-cell move joins the leaps of its
 * mode, a longer line becomes a record of its own. */
static void add_ray(struct reach_out *o, int mode, int skip,
                    const uint8_t *s)
{
    int len = s[0];
    struct vc_reach *r;

    if (len == 0)
        return;
    if (len == 1 && skip == 0) {
        vc_set_add(o->plan->leap[mode - 1], s[1]);
        return;
    }
    if (!(r = next_record(o)))
        return;
    r->how = (uint8_t)vc_line_order(s + 1, len);
    r->mode = (uint8_t)mode;
    r->skip = (uint8_t)skip;
    r->ray = (uint32_t)(s - o->v->prog);
    for (int k = 1; k <= len; k++)
        vc_set_add(r->cells, s[k]);
}

/* The cells a piece's moves in `mode` may end on, lines whole. */
static void plan_cells(const struct vc_plan *pl, int mode, uint64_t out[2])
{
    const struct vc_reach *r = vc_plan_lines(pl);
    int n = pl->n[0] + pl->n[1] + pl->n[2];

    for (int w = 0; w < 2; w++)
        out[w] = pl->leap[mode - 1][w];
    for (; n > 0; n--, r++)
        if (r->mode == mode)
            for (int w = 0; w < 2; w++)
                out[w] |= r->cells[w];
}

/* Where the pawn on `cell` may capture: the en passant cells it serves. */
static void note_en_passant(struct vc_variant *v, int color, int type,
                            int cell)
{
    uint64_t takes[2];

    if (!(v->piece[type].flags & VC_PF_PAWN))
        return;
    plan_cells(&v->plan[VC_PIECE(color, type)][cell], VC_CAPTURE, takes);
    for (int c = 0; c < v->board->ncells; c++)
        if (takes[c >> 6] >> (c & 63) & 1)
            vc_set_add(v->ep_from[color][c], cell);
}

/* 1 if a move of the plan may end on a promotion cell of `color`. */
static int may_promote(const struct vc_variant *v, const struct vc_plan *pl,
                       int color)
{
    uint64_t any = 0, cells[2];

    for (int mode = 1; mode <= VC_BOTH; mode++) {
        plan_cells(pl, mode, cells);
        any |= (cells[0] & v->promo_cells[color][0]) |
               (cells[1] & v->promo_cells[color][1]);
    }
    return any != 0;
}

/* 1 if every move of the plan is of mode VC_BOTH. */
static int is_plain(const struct vc_plan *pl)
{
    const struct vc_reach *r = vc_plan_lines(pl);
    int n = pl->n[0] + pl->n[1] + pl->n[2];
    uint64_t others = 0;

    for (int w = 0; w < 2; w++)
        others |= pl->leap[VC_MOVE - 1][w] | pl->leap[VC_CAPTURE - 1][w];
    for (; n > 0; n--, r++)
        others |= r->mode != VC_BOTH;
    return others == 0;
}

static int kind_of(const struct vc_reach *r)
{
    if (r->skip || r->how == VC_REACH_WALK)
        return VC_REACH_K_OTHER;
    return r->how == VC_REACH_RISING ? VC_REACH_K_RISING
                                     : VC_REACH_K_FALLING;
}

/* Order the lines from `at` on by kind and count them into the plan. */
static void sort_by_kind(struct vc_variant *v, uint32_t at,
                         struct vc_plan *pl)
{
    vc_plan_set_lines(pl, &v->reach[at]);
    memset(pl->n, 0, sizeof(pl->n));
    for (uint32_t i = at; i < v->nreach; i++) {
        struct vc_reach r = v->reach[i];
        uint32_t j = i;
        for (; j > at && kind_of(&v->reach[j - 1]) > kind_of(&r); j--)
            v->reach[j] = v->reach[j - 1];
        v->reach[j] = r;
        pl->n[kind_of(&r)]++;
    }
}

/* The plan of the program at prog[at]. */
static void reach_program(struct reach_out *o, uint32_t at,
                          struct vc_plan *pl)
{
    const uint8_t *s = &o->v->prog[at];
    uint32_t first = o->v->nreach;
    int mode;

    memset(pl, 0, sizeof(*pl));
    o->plan = pl;
    while ((mode = *s++) != 0)
        for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
            add_ray(o, mode & VC_BOTH, mode >> 4, s);
    sort_by_kind(o->v, first, pl);
}

/* The cells the targets of plan pl depend on (the cells of its lines
 * and leaps) into zone. */
static void plan_zone(const struct vc_variant *v, const struct vc_plan *pl,
                      uint64_t zone[2])
{
    const struct vc_reach *r = vc_plan_lines(pl);
    int nlines = 0;

    for (int kind = 0; kind < VC_REACH_KINDS; kind++)
        nlines += pl->n[kind];
    for (int w = 0; w < 2; w++)
        zone[w] = pl->leap[0][w] | pl->leap[1][w] | pl->leap[2][w];
    for (; nlines > 0; nlines--, r++) {
        const uint8_t *ray = &v->prog[r->ray];
        for (int d = 1; d <= ray[0]; d++)
            vc_set_add(zone, ray[d]);
    }
}

/* The plans and zones of (color, t) on every cell; for a type whose
 * black rows are white's (alike_rows), white's, made before. */
static void reach_type(struct reach_out *o, int color, int t)
{
    struct vc_variant *v = o->v;
    int code = VC_PIECE(color, t);

    if (color == 1 && (v->alike_rows >> t & 1)) {
        v->plan[code] = v->plan[VC_PIECE(0, t)];
        v->piece_zone[code] = v->piece_zone[VC_PIECE(0, t)];
        return;
    }
    for (int cell = 0; cell < v->board->ncells; cell++) {
        struct vc_plan *pl = &v->plan[code][cell];
        reach_program(o, v->prog_at[color][t][cell], pl);
        if (o->full)
            continue;
        note_en_passant(v, color, t, cell);
        pl->promo = v->pawn_code[code] && may_promote(v, pl, color);
        pl->plain = (uint8_t)is_plain(pl);
        plan_zone(v, pl, v->piece_zone[code][cell]);
    }
}

int vc_derive_reach(struct vc_variant *v)
{
    struct reach_out o;

    memset(&o, 0, sizeof(o));
    o.v = v;
    v->reach_ok = 0;
    v->nreach = 0;
    if (v->board->ncells > 128)
        return 0;
    memset(v->promo_cells, 0, sizeof(v->promo_cells));
    memset(v->promo_opt_cells, 0, sizeof(v->promo_opt_cells));
    for (int color = 0; color < 2; color++)
        memset(v->ep_from[color], 0,
               (size_t)v->board->ncells * sizeof(v->ep_from[color][0]));
    vc_castle_sets(v);
    for (int c = 0; c < v->board->ncells; c++)
        for (int color = 0; color < 2; color++)
        {
            if (v->cell_flags[c] &
                ((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << color))
                vc_set_add(v->promo_cells[color], c);
            if (v->cell_flags[c] & (VC_CELL_PROMO_OPT_W << color))
                vc_set_add(v->promo_opt_cells[color], c);
        }
    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++)
            reach_type(&o, color, v->type_list[k]);
    return !o.full;
}
