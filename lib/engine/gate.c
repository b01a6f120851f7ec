/* gate.c - gating (Fairy-Stockfish's gating and seirawanGating, S-Chess):
 * the gates a move leaves or captures, and a piece of the hand entering
 * on the gate its move leaves. */
#include "make.h"

static int take_gate(struct vc_pos *p, int cell)
{
    if (!vc_set_has(p->gates, cell))
        return 0;
    p->gates[cell >> 6] &= ~((uint64_t)1 << (cell & 63));
    return 1;
}

int vc_gate_cell(const struct vc_variant *v, uint32_t m)
{
    const struct vc_castle *c;

    if (VC_MKIND(m) != VC_CASTLE)
        return VC_MFROM(m);
    c = &v->castle[VC_MCASTLE(m)];
    return VC_MSKIP(m) & VC_GATE_PARTNER ? c->partner_from : c->king_from;
}

static void hand_take(struct vc_pos *p, int color, int type, int keyed)
{
    int n = p->hand[color][type];

    p->hand[color][type] = (uint8_t)(n - 1);
    if (keyed)
        p->key ^= vc_zobrist_hand(color, type, n) ^
                  vc_zobrist_hand(color, type, n - 1);
}

/* Once the last piece of its hand entered, a side's gates are gone
 * (Fairy-Stockfish's, whose positions then repeat as they would without
 * them): the slots of its castling rank that held one. */
static uint16_t clear_gates(const struct vc_variant *v, struct vc_pos *p,
                            int color, int keyed)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[color];
    uint16_t cleared = 0;

    for (int f = 0; f < b->rank_len[rank]; f++) {
        int c = b->rank_slot[rank][f];
        if (c != VC_HOLE && take_gate(p, c)) {
            cleared = (uint16_t)(cleared | 1u << f);
            if (keyed)
                p->key ^= vc_zobrist_gate(c);
        }
    }
    return cleared;
}

static void restore_gates(const struct vc_variant *v, struct vc_pos *p,
                          int color, uint16_t cleared)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[color];

    for (int f = 0; f < b->rank_len[rank]; f++)
        if (cleared >> f & 1)
            vc_set_add(p->gates, b->rank_slot[rank][f]);
}

void vc_gate_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                  struct vc_undo *u, int keyed)
{
    int mover = p->side ^ 1, type = vc_move_gate(m);
    int castle = VC_MKIND(m) == VC_CASTLE;
    const struct vc_castle *c = castle ? &v->castle[VC_MCASTLE(m)] : NULL;

    u->gates_lost = (uint8_t)(take_gate(p, VC_MFROM(m)) |
                              (castle && take_gate(p, c->partner_from)) << 1 |
                              (!castle && u->captured &&
                               take_gate(p, u->cap_cell)) << 2);
    if (keyed) {
        if (u->gates_lost & 1)
            p->key ^= vc_zobrist_gate(VC_MFROM(m));
        if (u->gates_lost & 2)
            p->key ^= vc_zobrist_gate(c->partner_from);
        if (u->gates_lost & 4)
            p->key ^= vc_zobrist_gate(u->cap_cell);
    }
    if (type) {
        int cell = vc_gate_cell(v, m);
        uint8_t piece = VC_PIECE(mover, type);
        vc_put_inline(v, p, cell, piece);
        hand_take(p, mover, type, keyed);
        if (keyed)
            p->key ^= v->zobrist[piece][cell];
    }
    u->gates_cleared = type && !v->captures_to_hand && !vc_hand_total(p, mover)
                           ? clear_gates(v, p, mover, keyed)
                           : 0;
}

void vc_gate_unmake(const struct vc_variant *v, struct vc_pos *p,
                    const struct vc_undo *u)
{
    uint32_t m = u->move;
    int mover = p->side ^ 1, type = vc_move_gate(m);

    if (u->gates_cleared)
        restore_gates(v, p, mover, u->gates_cleared);
    if (type) {
        vc_remove_inline(p, vc_gate_cell(v, m));
        p->hand[mover][type]++;
    }
    if (u->gates_lost & 1)
        vc_set_add(p->gates, VC_MFROM(m));
    if (u->gates_lost & 2)
        vc_set_add(p->gates, v->castle[VC_MCASTLE(m)].partner_from);
    if (u->gates_lost & 4)
        vc_set_add(p->gates, u->cap_cell);
}

/* The gating moves of m: one per kind in hand that may enter on `cell`
 * (m's from-cell, or castling's king or partner cell: `partner`). */
static int gatings(const struct vc_variant *v, const struct vc_pos *p,
                   uint32_t m, int cell, int partner, uint32_t *out)
{
    int us = p->side, n = 0;

    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        if (!p->hand[us][t] || !vc_set_has(v->drop_cells[us][t], cell))
            continue;
        out[n++] = VC_MKIND(m) == VC_CASTLE
                       ? m | (uint32_t)t << 16 |
                             (uint32_t)(partner ? VC_GATE_PARTNER : 0) << 23
                       : m | (uint32_t)t << 23;
    }
    return n;
}

/* A castling move may enter its piece on the king's or the partner's
 * cell, but not where the king or the partner arrives. */
static int castle_gatings(const struct vc_variant *v, const struct vc_pos *p,
                          uint32_t m, uint32_t *out)
{
    const struct vc_castle *c = &v->castle[VC_MCASTLE(m)];
    int n = 0;

    for (int side = 0; side < 2; side++) {
        int cell = side ? c->partner_from : c->king_from;
        if (vc_set_has(p->gates, cell) && cell != c->king_to &&
            cell != c->partner_to)
            n += gatings(v, p, m, cell, side, out + n);
    }
    return n;
}

int vc_gate_add(const struct vc_variant *v, const struct vc_pos *p,
                uint32_t *out, int start, int n)
{
    int end = n;

    for (int i = start; i < end; i++) {
        uint32_t m = out[i];
        if (VC_MKIND(m) == VC_CASTLE)
            n += castle_gatings(v, p, m, out + n);
        else if (VC_MKIND(m) == VC_NORMAL &&
                 vc_set_has(p->gates, VC_MFROM(m)))
            n += gatings(v, p, m, VC_MFROM(m), 0, out + n);
    }
    return n;
}
