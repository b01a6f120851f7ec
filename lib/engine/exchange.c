/* exchange.c - static exchange evaluation: whether a move wins at least
 * so much on its cell once both sides have taken back there, each with
 * its least valuable attacker, for as long as taking pays.  Attackers
 * are found with the takers so far off the board (in cell sets,
 * vc_attackers_in(), or on boards too large for them by walking the
 * attack scans out from the cell), so the pieces behind a taker join the
 * exchange as it leaves. */
#include "base/cellset.h"
#include "position.h"

#include <limits.h>

/* What a royal piece is worth as a taker: more than any other, so it
 * takes last, and it takes only where nothing takes it back. */
#define ROYAL_WORTH 100000

static int worth(const struct vc_variant *v, const int value[], int type)
{
    return type == VC_ROYAL && v->has_royal ? ROYAL_WORTH : value[type];
}

/* The least a piece of v is worth: an attacker worth no more is the
 * least valuable there can be. */
static int cheapest(const struct vc_variant *v, const int value[])
{
    int least = INT_MAX;

    for (int i = 0; i < v->ntypes; i++) {
        int w = worth(v, value, v->type_list[i]);
        least = w < least ? w : least;
    }
    return least;
}

/* The cell of by's least valuable piece on the cells of att; the search
 * stops at one worth `bottom` (cheapest()'s): none can be worth less. */
static int least_in(const struct vc_variant *v, const struct vc_pos *p,
                    const uint64_t att[2], const int value[], int bottom)
{
    int best = VC_NO_CELL, least = INT_MAX;

    for (int w = 0; w < 2; w++)
        for (uint64_t bb = att[w]; bb && least > bottom; bb &= bb - 1) {
            int c = w * 64 + __builtin_ctzll(bb);
            int worth_c = worth(v, value, VC_TYPE(p->sq[c]));
            if (worth_c < least) {
                best = c;
                least = worth_c;
            }
        }
    return best;
}

/* least_attacker() on a board with no cell sets of attacks: the scans
 * walked out from the cell. */
static int least_by_walk(const struct vc_variant *v, const struct vc_pos *p,
                         int cell, int by, const uint64_t *gone,
                         const int value[], int bottom)
{
    const struct vc_board *b = v->board;
    int best = VC_NO_CELL, least = INT_MAX;

    for (int i = 0; i < v->nscan[by] && least > bottom; i++) {
        const struct vc_attack_scan *s = &v->scan[by][i];
        int nrays;
        const struct vc_ray *ray = vc_board_rays(b, cell, s->fam, &nrays);

        for (int r = 0; r < nrays; r++, ray++) {
            const uint8_t *cells = &b->ray_cells[ray->off];
            int len = ray->len < s->maxrange ? ray->len : s->maxrange;

            for (int d = 0; d < len; d++) {
                uint8_t q = p->sq[cells[d]];
                int w;
                if (!q || vc_set_has(gone, cells[d]))
                    continue;
                if (VC_COLOR(q) == by && s->range[VC_TYPE(q)] > d &&
                    d + 1 >= s->min &&
                    (w = worth(v, value, VC_TYPE(q))) < least) {
                    best = cells[d];
                    least = w;
                }
                break;
            }
        }
    }
    return best;
}

/* The cell of by's least valuable piece that attacks `cell`, the pieces
 * on `gone` taken off the board; VC_NO_CELL if none. */
static int least_attacker(const struct vc_variant *v, const struct vc_pos *p,
                          int cell, int by, const uint64_t *gone,
                          const int value[], int bottom)
{
    uint64_t occ[2], att[2];

    for (int w = 0; w < 2; w++)
        occ[w] = (p->occ[0][w] | p->occ[1][w]) & ~gone[w];
    if (vc_attackers_in(v, p, cell, by, occ, att))
        return least_in(v, p, att, value, bottom);
    return least_by_walk(v, p, cell, by, gone, value, bottom);
}

/* What m takes and what its promotion adds. */
static int first_gain(const struct vc_variant *v, const struct vc_pos *p,
                      uint32_t m, const int value[])
{
    int to = VC_MTO(m), kind = VC_MKIND(m), got = 0;

    if (kind == VC_EP)
        got = value[VC_TYPE(p->sq[p->ep_victim])];
    else if (kind != VC_CASTLE && p->sq[to])
        got = worth(v, value, VC_TYPE(p->sq[to]));
    if (VC_MPROMO(m))
        got += value[VC_MPROMO(m)] - value[VC_TYPE(p->sq[VC_MFROM(m)])];
    return got;
}

/* Stockfish's see_ge() over attack scans: `balance` is what the side
 * that moved first keeps above the threshold if the exchange stops with
 * the taker just named; each side takes back while that can turn the
 * result. */
int vc_exchange_ge(const struct vc_variant *v, const struct vc_pos *p,
                   uint32_t m, const int value[VC_MAX_PTYPES], int threshold)
{
    uint64_t gone[VC_SET_WORDS] = {0};
    int from = VC_MFROM(m), to = VC_MTO(m), side = p->side, bottom, won = 1;
    int balance;

    if (VC_MDROP(m) || VC_MKIND(m) == VC_CASTLE)
        return 0 >= threshold;
    if ((balance = first_gain(v, p, m, value) - threshold) < 0)
        return 0;
    balance =
        worth(v, value, VC_MPROMO(m) ? VC_MPROMO(m) : VC_TYPE(p->sq[from])) -
        balance;
    if (balance <= 0)
        return 1; /* even losing the piece keeps the threshold */
    bottom = cheapest(v, value);
    vc_set_add(gone, from);
    if (VC_MKIND(m) == VC_EP)
        vc_set_add(gone, p->ep_victim);
    for (;;) {
        int c;
        side ^= 1;
        if ((c = least_attacker(v, p, to, side, gone, value, bottom)) ==
            VC_NO_CELL)
            break;
        vc_set_add(gone, c);
        won ^= 1;
        if (VC_TYPE(p->sq[c]) == VC_ROYAL && v->has_royal)
            return least_attacker(v, p, to, side ^ 1, gone, value, bottom) !=
                           VC_NO_CELL
                       ? won ^ 1 /* it may not take where it is taken */
                       : won;
        if ((balance = worth(v, value, VC_TYPE(p->sq[c])) - balance) < won)
            break;
    }
    return won;
}
