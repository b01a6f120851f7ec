/* game_query.c - questions about a game's position beyond its legal
 * moves (1.1): each draw claim on its own, attackers, pins, the royal
 * pieces, the position's hash and its pseudo-legal moves. */
#include "api.h"

#include <string.h>

int vchess_game_can_claim(int *can, const vchess_game *g, int reason)
{
    int result;

    if (!can || !g || (reason != VCHESS_REASON_REPETITION &&
                       reason != VCHESS_REASON_FIFTY_MOVES))
        return VCHESS_EINVAL;
    *can = vc_game_result(g, &result) == VC_REASON_NONE &&
           vc_claim_open(vc_game_v(g), &g->pos, g->keys, g->ply + 1, reason);
    return 0;
}

int vchess_game_hand_count(int *count, const vchess_game *g, char piece)
{
    const struct vc_variant *v;
    int upper = piece >= 'a' && piece <= 'z' ? piece - 'a' + 'A' : piece;

    if (!count || !g || !piece)
        return VCHESS_EINVAL;
    v = vc_game_v(g);
    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        if (v->piece[t].letter == upper) {
            *count = g->pos.hand[upper != piece][t];
            return 0;
        }
    }
    return VCHESS_EINVAL;
}

/* The cells of set s into cells[0..cap) by the library's buffer rules. */
static int deliver_cells(int *cells, size_t cap, size_t *count,
                         const uint64_t s[VC_SET_WORDS], int ncells)
{
    size_t n = 0;

    for (int c = 0; c < ncells; c++)
        if (vc_set_has(s, c)) {
            if (n < cap)
                cells[n] = c;
            n++;
        }
    *count = n;
    return n > cap ? VCHESS_EBUFS : 0;
}

static int cell_ok(const vchess_game *g, int cell)
{
    return cell >= 0 && cell < vc_game_v(g)->board->ncells;
}

int vchess_game_attackers(int *cells, size_t cap, size_t *count,
                          const vchess_game *g, int side, int cell)
{
    uint64_t set[VC_SET_WORDS];

    if (!count || !g || (!cells && cap) ||
        (side != VCHESS_WHITE && side != VCHESS_BLACK))
        return VCHESS_EINVAL;
    if (!cell_ok(g, cell))
        return VCHESS_ECELL;
    vc_attackers(vc_game_v(g), &g->pos, cell, side, set);
    return deliver_cells(cells, cap, count, set, vc_game_v(g)->board->ncells);
}

int vchess_game_pin(int *cells, size_t cap, size_t *count,
                    const vchess_game *g, int cell)
{
    uint64_t set[VC_SET_WORDS];

    if (!count || !g || (!cells && cap))
        return VCHESS_EINVAL;
    if (!cell_ok(g, cell))
        return VCHESS_ECELL;
    vc_pin_cells(vc_game_v(g), &g->pos, cell, set);
    return deliver_cells(cells, cap, count, set, vc_game_v(g)->board->ncells);
}

int vchess_game_royal_cell(int *cell, const vchess_game *g, int side)
{
    if (!cell || !g || (side != VCHESS_WHITE && side != VCHESS_BLACK))
        return VCHESS_EINVAL;
    *cell = g->pos.king[side] == VC_NO_CELL ? -1 : g->pos.king[side];
    return 0;
}

int vchess_game_hash(uint64_t *hash, const vchess_game *g)
{
    if (!hash || !g)
        return VCHESS_EINVAL;
    *hash = vc_repetition_key(vc_game_v(g), &g->pos);
    return 0;
}

int vchess_game_pseudo_legal_moves(vchess_move *moves, size_t cap,
                                   size_t *count, const vchess_game *g)
{
    uint32_t all[VC_MAX_GEN];
    int n;

    if (!g || !count || (!moves && cap))
        return VCHESS_EINVAL;
    n = vc_gen_pseudo(vc_game_v(g), &g->pos, all);
    *count = (size_t)n;
    if ((size_t)n > cap)
        return VCHESS_EBUFS;
    if (n)
        memcpy(moves, all, (size_t)n * sizeof(*all));
    return 0;
}
