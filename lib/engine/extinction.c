/* extinction.c - games a side ends by running out of pieces: a bare king
 * that loses at once (bare_king_loses) and Fairy-Stockfish's extinction
 * rule on whole armies, kings included (shatranj, courier). */
#include "position.h"

int vc_extinct_side(const struct vc_variant *v, const struct vc_pos *p)
{
    const struct vc_extinction *x = &v->extinction;

    if (!x->on)
        return -1;
    for (int c = 0; c < 2; c++)
        if (p->count[c] <= x->own &&
            p->count[c ^ 1] >= x->other + (x->claim && c == p->side))
            return c;
    return -1;
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
