/* reach.c - the move programs as cell sets (struct vc_reach): what the
 * move counter (count.c) reads instead of walking cells one by one. */
#include "variant.h"

#include <string.h>

static void add_cell(uint64_t set[2], int cell)
{
    set[cell >> 6] |= (uint64_t)1 << (cell & 63);
}

/* The order of a line's cells: VC_REACH_RISING, _FALLING or _WALK. */
static int line_order(const uint8_t *cells, int len)
{
    int rising = 1, falling = 1;

    for (int k = 1; k < len; k++) {
        rising &= cells[k] > cells[k - 1];
        falling &= cells[k] < cells[k - 1];
    }
    return rising ? VC_REACH_RISING : falling ? VC_REACH_FALLING
                                              : VC_REACH_WALK;
}

struct reach_out {
    struct vc_variant *v;
    struct vc_reach leap[VC_BOTH + 1]; /* one-cell moves, by mode */
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
        o->leap[mode].how = VC_REACH_LEAP;
        add_cell(o->leap[mode].cells, s[1]);
        return;
    }
    if (!(r = next_record(o)))
        return;
    r->how = (uint8_t)line_order(s + 1, len);
    r->mode = (uint8_t)mode;
    r->skip = (uint8_t)skip;
    r->ray = (uint32_t)(s - o->v->prog);
    for (int k = 1; k <= len; k++)
        add_cell(r->cells, s[k]);
}

/* Where the pawn on `cell` may capture: the en passant cells it serves. */
static void note_en_passant(struct vc_variant *v, int color, int type,
                            int cell)
{
    const struct vc_reach_head *h = &v->reach_head[color][type][cell];
    int n = h->n[0] + h->n[1] + h->n[2] + h->n[3];

    if (!(v->piece[type].flags & VC_PF_PAWN))
        return;
    for (const struct vc_reach *r = &v->reach[h->at]; n > 0; n--, r++)
        for (int c = 0; r->mode == VC_CAPTURE && c < v->board.ncells; c++)
            if (r->cells[c >> 6] >> (c & 63) & 1)
                add_cell(v->ep_from[color][c], cell);
}

static int kind_of(const struct vc_reach *r)
{
    if (r->how == VC_REACH_LEAP)
        return VC_REACH_K_LEAPS;
    if (r->skip || r->how == VC_REACH_WALK)
        return VC_REACH_K_OTHER;
    return r->how == VC_REACH_RISING ? VC_REACH_K_RISING
                                     : VC_REACH_K_FALLING;
}

/* Order the records from `at` on by kind and count them into h. */
static void sort_by_kind(struct vc_variant *v, uint32_t at,
                         struct vc_reach_head *h)
{
    h->at = at;
    memset(h->n, 0, sizeof(h->n));
    for (uint32_t i = at; i < v->nreach; i++) {
        struct vc_reach r = v->reach[i];
        uint32_t j = i;
        for (; j > at && kind_of(&v->reach[j - 1]) > kind_of(&r); j--)
            v->reach[j] = v->reach[j - 1];
        v->reach[j] = r;
        h->n[kind_of(&r)]++;
    }
}

/* The records of the program at prog[at], described by h. */
static void reach_program(struct reach_out *o, uint32_t at,
                          struct vc_reach_head *h)
{
    const uint8_t *s = &o->v->prog[at];
    uint32_t first = o->v->nreach;
    int mode;

    memset(o->leap, 0, sizeof(o->leap));
    while ((mode = *s++) != 0)
        for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
            add_ray(o, mode & VC_BOTH, mode >> 4, s);
    for (int m = 1; m <= VC_BOTH; m++) {
        struct vc_reach *r;
        if (o->leap[m].how && (r = next_record(o))) {
            *r = o->leap[m];
            r->mode = (uint8_t)m;
        }
    }
    sort_by_kind(o->v, first, h);
}

void vc_derive_reach(struct vc_variant *v)
{
    struct reach_out o;

    memset(&o, 0, sizeof(o));
    o.v = v;
    v->reach_ok = 0;
    v->nreach = 0;
    if (v->board.ncells > 128)
        return;
    memset(v->promo_cells, 0, sizeof(v->promo_cells));
    memset(v->promo_opt_cells, 0, sizeof(v->promo_opt_cells));
    memset(v->ep_from, 0, sizeof(v->ep_from));
    for (int c = 0; c < v->board.ncells; c++)
        for (int color = 0; color < 2; color++)
        {
            if (v->cell_flags[c] &
                ((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << color))
                add_cell(v->promo_cells[color], c);
            if (v->cell_flags[c] & (VC_CELL_PROMO_OPT_W << color))
                add_cell(v->promo_opt_cells[color], c);
        }
    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++)
            for (int cell = 0; cell < v->board.ncells; cell++) {
                int t = v->type_list[k];
                reach_program(&o, v->prog_at[color][t][cell],
                              &v->reach_head[color][t][cell]);
                if (!o.full)
                    note_en_passant(v, color, t, cell);
            }
    v->reach_ok = !o.full && vc_derive_scan_lines(v) == 0;
}
