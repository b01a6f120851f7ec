/* makpong.c - makpong's rule (Fairy-Stockfish's makpongRule): a king in
 * check may not move, except to take the one piece that gives check. */
#include "position.h"

/* 1 if the royal piece of p's side may go to `to` under the rule: an
 * enemy piece stands there and, with it gone, nothing else attacks the
 * royal piece where it stands. */
static int takes_only_checker(const struct vc_variant *v, struct vc_pos *p,
                              int to)
{
    uint8_t q = p->sq[to];
    int attacked;

    if (!q || VC_COLOR(q) == p->side)
        return 0;
    vc_pos_remove(p, to);
    attacked = vc_attacked(v, p, p->king[p->side], p->side ^ 1);
    vc_pos_put(v, p, to, q);
    return !attacked;
}

int vc_makpong_keep(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *moves, int n)
{
    int kept = 0, king = p->king[p->side];

    for (int i = 0; i < n; i++)
        if (VC_MFROM(moves[i]) != king ||
            takes_only_checker(v, p, VC_MTO(moves[i])))
            moves[kept++] = moves[i];
    return kept;
}
