/* make.h - making and unmaking a move, inline: make.c builds the
 * engine's functions of them (vc_make(), vc_unmake(), ...), and the last
 * ply of perft (count.c) builds them into its loop, where a call for
 * each of the many positions it counts would cost more than the move. */
#ifndef VC_MAKE_H
#define VC_MAKE_H

#include "position.h" /* and cellset.h: HOT */

HOT void vc_put_inline(const struct vc_variant *v, struct vc_pos *p, int cell,
                       uint8_t piece)
{
    int c = VC_COLOR(piece);

    p->sq[cell] = piece;
    vc_set_add(p->occ[c], cell);
    p->pawns[cell >> 6] |= (uint64_t)v->pawn_code[piece] << (cell & 63);
    p->count[c]++;
    if (VC_TYPE(piece) == VC_ROYAL)
        p->king[c] = (uint16_t)cell;
}

HOT void vc_remove_inline(struct vc_pos *p, int cell)
{
    uint8_t piece = p->sq[cell];
    int c = VC_COLOR(piece);

    p->sq[cell] = 0;
    p->occ[c][cell >> 6] &= ~((uint64_t)1 << (cell & 63));
    p->pawns[cell >> 6] &= ~((uint64_t)1 << (cell & 63));
    p->count[c]--;
    if (VC_TYPE(piece) == VC_ROYAL && p->king[c] == cell)
        p->king[c] = VC_NO_CELL;
}

/* The piece `was` on `from` goes to the empty cell `to`, arriving as
 * `is` (vc_remove_inline() and vc_put_inline() in one, the count of
 * pieces unchanged). */
HOT void vc_move_inline(const struct vc_variant *v, struct vc_pos *p, int from,
                        int to, uint8_t was, uint8_t is)
{
    int c = VC_COLOR(was);
    uint64_t f = (uint64_t)1 << (from & 63), t = (uint64_t)1 << (to & 63);

    p->sq[from] = 0;
    p->sq[to] = is;
    p->occ[c][from >> 6] &= ~f;
    p->occ[c][to >> 6] |= t;
    p->pawns[from >> 6] &= ~f;
    p->pawns[to >> 6] |= (uint64_t)v->pawn_code[is] << (to & 63);
    if (VC_TYPE(was) == VC_ROYAL && p->king[c] == from)
        p->king[c] = VC_NO_CELL;
    if (VC_TYPE(is) == VC_ROYAL)
        p->king[c] = (uint16_t)to;
}

/* A pawn partner (Trumpisten) moves a pawn: the fifty-move count restarts. */
HOT void make_castle(const struct vc_variant *v, struct vc_pos *p,
                     const struct vc_castle *c, int keyed)
{
    uint8_t king = p->sq[c->king_from], partner = p->sq[c->partner_from];

    vc_remove_inline(p, c->king_from);
    vc_remove_inline(p, c->partner_from);
    vc_put_inline(v, p, c->king_to, king);
    vc_put_inline(v, p, c->partner_to, partner);
    if (keyed)
        p->key ^= v->zobrist[king][c->king_from] ^
                  v->zobrist[king][c->king_to] ^
                  v->zobrist[partner][c->partner_from] ^
                  v->zobrist[partner][c->partner_to];
    if (v->pawn_code[partner])
        p->halfmove = 0;
}

HOT void unmake_castle(const struct vc_variant *v, struct vc_pos *p,
                       const struct vc_castle *c)
{
    uint8_t king = p->sq[c->king_to], partner = p->sq[c->partner_to];

    vc_remove_inline(p, c->king_to);
    vc_remove_inline(p, c->partner_to);
    vc_put_inline(v, p, c->king_from, king);
    vc_put_inline(v, p, c->partner_from, partner);
}

HOT uint64_t ep_key(const struct vc_variant *v, int ep)
{
    return v->zobrist_ep[ep == VC_NO_CELL ? VC_MAX_CELLS : ep];
}

/* The piece as it stands after arriving on `to`: promoted or morphed. */
HOT uint8_t arriving(const struct vc_variant *v, uint8_t piece, uint32_t m)
{
    int to = VC_MTO(m);

    if (VC_MPROMO(m))
        return VC_PIECE(VC_COLOR(piece), VC_MPROMO(m));
    if (v->morph[to] && VC_TYPE(piece) != VC_ROYAL)
        return VC_PIECE(VC_COLOR(piece), v->morph[to]);
    return piece;
}

HOT void make_ordinary(const struct vc_variant *v, struct vc_pos *p,
                       uint32_t m, struct vc_undo *u, int keyed)
{
    int from = VC_MFROM(m), to = VC_MTO(m);
    uint8_t arrived = arriving(v, u->moved, m);

    u->cap_cell = (uint16_t)(VC_MKIND(m) == VC_EP ? p->ep_victim : to);
    u->captured = p->sq[u->cap_cell];
    if (u->captured) {
        vc_remove_inline(p, u->cap_cell);
        if (keyed)
            p->key ^= v->zobrist[u->captured][u->cap_cell];
    }
    vc_move_inline(v, p, from, to, u->moved, arrived);
    if (keyed)
        p->key ^= v->zobrist[u->moved][from] ^ v->zobrist[arrived][to];
    if (u->captured || v->pawn_code[u->moved])
        p->halfmove = 0;
}

/* What unmaking m needs of p as it stands, the moving piece `moved`. */
HOT void vc_undo_start(const struct vc_pos *p, uint32_t m, uint8_t moved,
                       struct vc_undo *u)
{
    u->move = m;
    u->moved = moved;
    u->captured = 0;
    u->castle = p->castle;
    u->ep = p->ep;
    u->ep_victim = p->ep_victim;
    u->halfmove = p->halfmove;
    u->key = p->key;
}

/* keyed: keep p->key (vc_make()), or leave it (vc_make_unkeyed()). */
HOT void vc_make_inline(const struct vc_variant *v, struct vc_pos *p,
                        uint32_t m, struct vc_undo *u, int keyed)
{
    int from = VC_MFROM(m), to = VC_MTO(m);

    vc_undo_start(p, m, p->sq[from], u);
    p->halfmove++;
    if (VC_MKIND(m) == VC_CASTLE)
        make_castle(v, p, &v->castle[VC_MCASTLE(m)], keyed);
    else
        make_ordinary(v, p, m, u, keyed);
    p->castle &= v->castle_keep[from] & v->castle_keep[to];
    p->ep = p->ep_victim = VC_NO_CELL;
    /* a double step that promotes (or changes kind) leaves no pawn to
     * take en passant */
    if (VC_MKIND(m) == VC_DOUBLE && v->en_passant &&
        (v->piece[VC_TYPE(p->sq[to])].flags & VC_PF_PAWN)) {
        p->ep = (uint16_t)VC_MSKIP(m);
        p->ep_victim = (uint16_t)to;
    }
    if (keyed) {
        if (p->castle != u->castle)
            p->key ^=
                v->zobrist_castle[u->castle] ^ v->zobrist_castle[p->castle];
        if (p->ep != u->ep)
            p->key ^= ep_key(v, u->ep) ^ ep_key(v, p->ep);
        p->key ^= VC_ZOBRIST_BLACK;
    }
    if (p->side == 1)
        p->fullmove++;
    p->side ^= 1;
}

HOT void vc_unmake_inline(const struct vc_variant *v, struct vc_pos *p,
                          const struct vc_undo *u)
{
    uint32_t m = u->move;

    p->side ^= 1;
    if (p->side == 1)
        p->fullmove--;
    if (VC_MKIND(m) == VC_CASTLE) {
        unmake_castle(v, p, &v->castle[VC_MCASTLE(m)]);
    } else {
        vc_move_inline(v, p, VC_MTO(m), VC_MFROM(m), p->sq[VC_MTO(m)],
                       u->moved);
        if (u->captured)
            vc_put_inline(v, p, u->cap_cell, u->captured);
    }
    p->castle = u->castle;
    p->ep = u->ep;
    p->ep_victim = u->ep_victim;
    p->halfmove = u->halfmove;
    p->key = u->key;
}

#endif
