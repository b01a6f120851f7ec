/* counting.c - the endgame counting rules of makruk and asean, as
 * Fairy-Stockfish 11.1 keeps them: once a count starts it runs one a ply
 * until the game ends drawn past its limit.  The count depends on the
 * moves played, so it is replayed from a game's undo records, from the
 * count its first position had (read from its FEN). */
#include "position.h"

/* Pieces of `color` in each counting role, and pawns of both sides. */
static void tally(const struct vc_variant *v, const struct vc_pos *p,
                  int color, int role[VC_ROLES], int *pawns)
{
    for (int r = 0; r < VC_ROLES; r++)
        role[r] = 0;
    *pawns = 0;
    for (int c = 0; c < v->board->ncells; c++) {
        uint8_t q = p->sq[c];
        if (!q)
            continue;
        *pawns += (v->piece[VC_TYPE(q)].flags & VC_PF_PAWN) != 0;
        if (VC_COLOR(q) == color)
            role[v->count_role[VC_TYPE(q)]]++;
    }
}

/* Makruk: no count while pawns stand or the side that just moved has
 * its king alone; the board's honour (64) while the side to move has
 * more than its king, else the pieces' honour by the other's material. */
static int makruk_limit(const struct vc_variant *v, const struct vc_pos *p)
{
    int role[VC_ROLES], pawns, other = p->side ^ 1;

    tally(v, p, other, role, &pawns);
    if (pawns || p->count[other] == 1)
        return 0;
    if (p->count[p->side] > 1)
        return 64;
    return role[VC_ROLE_ROOK] > 1    ? 8
           : role[VC_ROLE_ROOK]      ? 16
           : role[VC_ROLE_KHON] > 1  ? 22
           : role[VC_ROLE_KNIGHT] > 1 ? 32
           : role[VC_ROLE_KHON]      ? 44
                                     : 64;
}

/* Asean: only a bare king to move counts, by the other's material. */
static int asean_limit(const struct vc_variant *v, const struct vc_pos *p)
{
    int role[VC_ROLES], pawns;

    if (p->count[p->side] > 1)
        return 0;
    tally(v, p, p->side ^ 1, role, &pawns);
    if (role[VC_ROLE_ROOK])
        return 16;
    if (role[VC_ROLE_MET] && (role[VC_ROLE_KHON] || role[VC_ROLE_KNIGHT]))
        return role[VC_ROLE_KHON] ? 44 : 64;
    return 0;
}

void vc_count_step(const struct vc_variant *v, const struct vc_pos *p,
                   int captured, struct vc_count *c)
{
    int moves;

    if (c->limit)
        c->ply++;
    if (c->limit && !(captured && p->count[p->side] == 1))
        return;
    moves = v->counting == VC_COUNT_MAKRUK ? makruk_limit(v, p)
                                           : asean_limit(v, p);
    if (!moves)
        return;
    c->limit = 2 * moves;
    c->ply = v->counting == VC_COUNT_MAKRUK && p->count[p->side] == 1
                 ? 2 * (p->count[0] + p->count[1])
                 : 0;
}

void vc_count_replay(const struct vc_variant *v, const struct vc_pos *now,
                     const struct vc_undo *undo, size_t nply,
                     const struct vc_count *start, struct vc_count *out)
{
    struct vc_pos p = *now;
    struct vc_undo u;

    *out = *start;
    if (!v->counting)
        return;
    for (size_t i = nply; i-- > 0;)
        vc_unmake(v, &p, &undo[i]);
    for (size_t i = 0; i < nply; i++) {
        vc_make(v, &p, undo[i].move, &u);
        vc_count_step(v, &p, u.captured != 0, out);
    }
}

int vc_counted_out(const struct vc_variant *v, const struct vc_pos *now,
                   const struct vc_undo *undo, size_t nply,
                   const struct vc_count *start)
{
    struct vc_count c;

    if (!v->counting)
        return 0;
    vc_count_replay(v, now, undo, nply, start, &c);
    return c.limit && c.ply > c.limit;
}
