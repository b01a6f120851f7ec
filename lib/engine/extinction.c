/* extinction.c - games a side ends by running out of pieces: a bare king
 * that loses at once (bare_king_loses) and Fairy-Stockfish's extinction
 * rule, on whole armies (shatranj, courier, giveaway) or on chosen kinds
 * of pieces. */
#include "position.h"

/* The pieces of colour c and type t in p; with `hands` (drops) those in
 * hand too, as Fairy-Stockfish counts them. */
static inline int count_type(const struct vc_variant *v,
                             const struct vc_pos *p, int c, int t, int hands)
{
    uint8_t code = VC_PIECE(c, t);
    int n = hands ? p->hand[c][t] : 0;

    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[c][w]; bb; bb &= bb - 1)
            n += p->sq[w * 64 + __builtin_ctzll(bb)] == code;
    return n;
}

/* The pieces of colour c of a kind: bit 0 the whole army, else type t. */
static inline int count_kind(const struct vc_variant *v,
                             const struct vc_pos *p, int c, int t, int hands)
{
    if (t == 0)
        return hands ? vc_army(v, p, c) : p->count[c];
    return count_type(v, p, c, t, hands);
}

/* As Fairy-Stockfish looks: the side not to move first, then each kind
 * in type order.  `hands` a constant: the variants without drops count
 * as they did. */
static inline int extinct_side(const struct vc_variant *v,
                               const struct vc_pos *p, int hands)
{
    const struct vc_extinction *x = &v->extinction;

    for (int k = 0; k < 2; k++) {
        int c = p->side ^ 1 ^ k;
        for (uint32_t ts = x->types; ts; ts &= ts - 1) {
            int t = __builtin_ctz(ts);
            if (count_kind(v, p, c, t, hands) <= x->own &&
                count_kind(v, p, c ^ 1, t, hands) >=
                    x->other + (x->claim && c == p->side))
                return c;
        }
    }
    return -1;
}

int vc_extinct_side(const struct vc_variant *v, const struct vc_pos *p)
{
    if (!v->extinction.on)
        return -1;
    return v->drops ? extinct_side(v, p, 1) : extinct_side(v, p, 0);
}

static int winner(int color)
{
    return color == 0 ? VC_WHITE_WINS : VC_BLACK_WINS;
}

int vc_bare_king_result(const struct vc_variant *v, const struct vc_pos *p)
{
    int c;

    if (v->bare_king_loses)
        return p->count[0] <= 1 && p->count[1] <= 1
                   ? VC_DRAWN
                   : winner(p->count[0] <= 1 ? 1 : 0);
    c = vc_extinct_side(v, p);
    return v->extinction.value == 0 ? VC_DRAWN
           : v->extinction.value > 0 ? winner(c)
                                     : winner(c ^ 1);
}
