/* position.c - an empty position, a position's key from scratch, and
 * whether a move value belongs to a variant. */
#include "position.h"

#include <string.h>

uint64_t vc_pos_key_compute(const struct vc_pos *p, int ncells)
{
    uint64_t key = vc_zobrist_castle(p->castle) ^ vc_zobrist_ep(p->ep) ^
                   vc_zobrist_checks(0, p->checks[0]) ^
                   vc_zobrist_checks(1, p->checks[1]);

    for (int c = 0; c < ncells; c++) {
        if (p->sq[c])
            key ^= vc_zobrist_piece(p->sq[c], c);
        if (vc_set_has(p->gates, c))
            key ^= vc_zobrist_gate(c);
    }
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < VC_MAX_PTYPES; t++)
            key ^= vc_zobrist_hand(c, t, p->hand[c][t]);
    return p->side ? key ^ VC_ZOBRIST_BLACK : key;
}

void vc_pos_clear(struct vc_pos *p)
{
    memset(p, 0, sizeof(*p));
    p->ep = p->ep_victim = VC_NO_CELL;
    p->king[0] = p->king[1] = VC_NO_CELL;
    p->fullmove = 1;
}

/* Promotion types are the variant's choices; castling rules exist. */
int vc_move_valid(const struct vc_variant *v, uint32_t m)
{
    int promo = VC_MPROMO(m), ok = 0;

    if (VC_MDROP(m))
        return v->drops && m == VC_DROP_CODE(promo, VC_MTO(m)) &&
               VC_MTO(m) < v->board->ncells && v->piece[promo].letter &&
               (!v->piece[promo].base || v->drop_promoted);
    if (VC_MFROM(m) >= v->board->ncells ||
        VC_MTO(m) >= v->board->ncells)
        return 0;
    if (VC_MKIND(m) == VC_CASTLE)
        return VC_MCASTLE(m) < v->ncastle &&
               (promo ? v->gate_moves && v->piece[promo].letter
                      : !(VC_MSKIP(m) & VC_GATE_PARTNER)) &&
               v->castle[VC_MCASTLE(m)].king_from == VC_MFROM(m) &&
               v->castle[VC_MCASTLE(m)].king_to == VC_MTO(m);
    if (VC_MKIND(m) == VC_DOUBLE && VC_MSKIP(m) >= v->board->ncells)
        return 0;
    if (VC_MKIND(m) == VC_NORMAL && VC_MSKIP(m) != 0 &&
        !(v->gate_moves && VC_MSKIP(m) < VC_MAX_PTYPES &&
          v->piece[VC_MSKIP(m)].letter))
        return 0;
    if (VC_MKIND(m) == VC_EP && VC_MSKIP(m) != 0)
        return 0;
    for (int i = 0; i < v->npromo; i++)
        ok |= v->promo[i] == promo;
    ok |= v->piece[promo].base != 0; /* promotedPieceType */
    ok |= v->piece_demotion && v->promotes_to[promo]; /* its demotion */
    return promo == 0 || ok;
}
