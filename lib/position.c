/* position.c - placing pieces, Zobrist keys and making / unmaking moves. */
#include "position.h"

#include <string.h>

static uint64_t splitmix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

uint64_t vc_zobrist_piece(uint8_t piece, int cell)
{
    return splitmix64((uint64_t)piece << 8 | (uint64_t)cell);
}

uint64_t vc_zobrist_castle(uint8_t rights)
{
    return rights ? splitmix64(0x10000u | rights) : 0;
}

uint64_t vc_zobrist_ep(int cell)
{
    return cell == VC_NO_CELL ? 0 : splitmix64(0x20000u | (unsigned)cell);
}

uint64_t vc_pos_key_compute(const struct vc_pos *p, int ncells)
{
    uint64_t key = vc_zobrist_castle(p->castle) ^ vc_zobrist_ep(p->ep);

    for (int c = 0; c < ncells; c++)
        if (p->sq[c])
            key ^= vc_zobrist_piece(p->sq[c], c);
    return p->side ? key ^ VC_ZOBRIST_BLACK : key;
}

void vc_pos_clear(struct vc_pos *p)
{
    memset(p, 0, sizeof(*p));
    p->ep = p->ep_victim = VC_NO_CELL;
    p->king[0] = p->king[1] = VC_NO_CELL;
    p->fullmove = 1;
}

void vc_pos_put(const struct vc_variant *v, struct vc_pos *p, int cell,
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

void vc_pos_remove(struct vc_pos *p, int cell)
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

/* A pawn partner (Trumpisten) moves a pawn: the fifty-move count restarts. */
static void make_castle(const struct vc_variant *v, struct vc_pos *p,
                        const struct vc_castle *c, int keyed)
{
    uint8_t king = p->sq[c->king_from], partner = p->sq[c->partner_from];

    vc_pos_remove(p, c->king_from);
    vc_pos_remove(p, c->partner_from);
    vc_pos_put(v, p, c->king_to, king);
    vc_pos_put(v, p, c->partner_to, partner);
    if (keyed)
        p->key ^= v->zobrist[king][c->king_from] ^
                  v->zobrist[king][c->king_to] ^
                  v->zobrist[partner][c->partner_from] ^
                  v->zobrist[partner][c->partner_to];
    if (v->pawn_code[partner])
        p->halfmove = 0;
}

static void unmake_castle(const struct vc_variant *v, struct vc_pos *p,
                          const struct vc_castle *c)
{
    uint8_t king = p->sq[c->king_to], partner = p->sq[c->partner_to];

    vc_pos_remove(p, c->king_to);
    vc_pos_remove(p, c->partner_to);
    vc_pos_put(v, p, c->king_from, king);
    vc_pos_put(v, p, c->partner_from, partner);
}

static uint64_t ep_key(const struct vc_variant *v, int ep)
{
    return v->zobrist_ep[ep == VC_NO_CELL ? VC_MAX_CELLS : ep];
}

/* The piece as it stands after arriving on `to`: promoted or morphed. */
static uint8_t arriving(const struct vc_variant *v, uint8_t piece,
                        uint32_t m)
{
    int to = VC_MTO(m);

    if (VC_MPROMO(m))
        return VC_PIECE(VC_COLOR(piece), VC_MPROMO(m));
    if (v->morph[to] && VC_TYPE(piece) != VC_ROYAL)
        return VC_PIECE(VC_COLOR(piece), v->morph[to]);
    return piece;
}

static inline __attribute__((always_inline)) void
make_ordinary(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
              struct vc_undo *u, int keyed)
{
    int from = VC_MFROM(m), to = VC_MTO(m);
    uint8_t arrived = arriving(v, u->moved, m);

    u->cap_cell = (uint16_t)(VC_MKIND(m) == VC_EP ? p->ep_victim : to);
    u->captured = p->sq[u->cap_cell];
    if (u->captured) {
        vc_pos_remove(p, u->cap_cell);
        if (keyed)
            p->key ^= v->zobrist[u->captured][u->cap_cell];
    }
    vc_pos_remove(p, from);
    vc_pos_put(v, p, to, arrived);
    if (keyed)
        p->key ^= v->zobrist[u->moved][from] ^ v->zobrist[arrived][to];
    if (u->captured || v->pawn_code[u->moved])
        p->halfmove = 0;
}

static inline __attribute__((always_inline)) void
make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
     struct vc_undo *u, int keyed)
{
    int from = VC_MFROM(m), to = VC_MTO(m);

    u->move = m;
    u->moved = p->sq[from];
    u->captured = 0;
    u->castle = p->castle;
    u->ep = p->ep;
    u->ep_victim = p->ep_victim;
    u->halfmove = p->halfmove;
    u->key = p->key;
    p->halfmove++;
    if (VC_MKIND(m) == VC_CASTLE)
        make_castle(v, p, &v->castle[VC_MCASTLE(m)], keyed);
    else
        make_ordinary(v, p, m, u, keyed);
    p->castle &= v->castle_keep[from] & v->castle_keep[to];
    p->ep = p->ep_victim = VC_NO_CELL;
    if (VC_MKIND(m) == VC_DOUBLE && v->en_passant) {
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

void vc_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
             struct vc_undo *u)
{
    make(v, p, m, u, 1);
}

void vc_make_unkeyed(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                     struct vc_undo *u)
{
    make(v, p, m, u, 0);
}

void vc_unmake(const struct vc_variant *v, struct vc_pos *p,
               const struct vc_undo *u)
{
    uint32_t m = u->move;

    p->side ^= 1;
    if (p->side == 1)
        p->fullmove--;
    if (VC_MKIND(m) == VC_CASTLE) {
        unmake_castle(v, p, &v->castle[VC_MCASTLE(m)]);
    } else {
        vc_pos_remove(p, VC_MTO(m));
        vc_pos_put(v, p, VC_MFROM(m), u->moved);
        if (u->captured)
            vc_pos_put(v, p, u->cap_cell, u->captured);
    }
    p->castle = u->castle;
    p->ep = u->ep;
    p->ep_victim = u->ep_victim;
    p->halfmove = u->halfmove;
    p->key = u->key;
}

/* Promotion types are the variant's choices; castling rules exist. */
int vc_move_valid(const struct vc_variant *v, uint32_t m)
{
    int promo = VC_MPROMO(m), ok = 0;

    if (m >> 31 || VC_MFROM(m) >= v->board.ncells ||
        VC_MTO(m) >= v->board.ncells)
        return 0;
    if (VC_MKIND(m) == VC_CASTLE)
        return VC_MCASTLE(m) < v->ncastle && !promo &&
               v->castle[VC_MCASTLE(m)].king_from == VC_MFROM(m) &&
               v->castle[VC_MCASTLE(m)].king_to == VC_MTO(m);
    if (VC_MKIND(m) == VC_DOUBLE && VC_MSKIP(m) >= v->board.ncells)
        return 0;
    if (VC_MKIND(m) != VC_DOUBLE && VC_MSKIP(m) != 0)
        return 0;
    for (int i = 0; i < v->npromo; i++)
        ok |= v->promo[i] == promo;
    return promo == 0 || ok;
}
