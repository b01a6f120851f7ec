/* filter.c - rules that take moves out of the legal ones: pseudo-royal
 * pieces (pseudo.c), no move may give check (Fairy-Stockfish's checking
 * = false), a side that can capture must (mustCapture), as
 * Fairy-Stockfish applies them: the captures that count are those that
 * give no check; and the rules of drops: no drop may give check
 * (dropChecks = false), bishops dropped onto both shades
 * (dropOppositeColoredBishop), a side that holds a piece must drop it
 * (mustDrop). */
#include "position.h"

static int gives_check(const struct vc_variant *v, struct vc_pos *p,
                       uint32_t m)
{
    struct vc_undo u;
    int check;

    vc_make_unkeyed(v, p, m, &u);
    check = vc_in_check(v, p);
    vc_unmake(v, p, &u);
    return check;
}

static int is_capture(const struct vc_pos *p, uint32_t m)
{
    return VC_MKIND(m) == VC_EP ||
           (VC_MKIND(m) != VC_CASTLE && p->sq[VC_MTO(m)] != 0);
}

static int keep_quiet(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (!gives_check(v, p, moves[i]))
            moves[kept++] = moves[i];
    return kept;
}

static int keep_captures(const struct vc_pos *p, uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (is_capture(p, moves[i]))
            moves[kept++] = moves[i];
    return kept ? kept : n;
}

static int keep_quiet_drops(const struct vc_variant *v, struct vc_pos *p,
                            uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (!VC_MDROP(moves[i]) || !gives_check(v, p, moves[i]))
            moves[kept++] = moves[i];
    return kept;
}

/* The side to move's bishops (drop_bishop) on cells of each shade. */
static void bishop_shades(const struct vc_variant *v, const struct vc_pos *p,
                          int on[2])
{
    on[0] = on[1] = 0;
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[p->side][w]; bb; bb &= bb - 1) {
            int c = w * 64 + __builtin_ctzll(bb);
            if (VC_TYPE(p->sq[c]) == v->drop_bishop)
                on[v->board->shade[c] & 1]++;
        }
}

/* dropOppositeColoredBishop: a bishop may not join more than half of
 * its side's bishops (on the board and in hand, rounded up) on a
 * shade, and no other drop may leave too few cells of a shade for the
 * bishops still to come. */
static int bishops_apart(const struct vc_variant *v, const struct vc_pos *p,
                         uint32_t m)
{
    int us = p->side, b = v->drop_bishop, to = VC_MTO(m), on[2];
    int total = p->hand[us][b];

    bishop_shades(v, p, on);
    total += on[0] + on[1];
    if (VC_MPROMO(m) == b)
        return on[v->board->shade[to] & 1] + 1 <= (total + 1) / 2;
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = v->drop_cells[us][b][w] &
                           ~(p->occ[0][w] | p->occ[1][w]);
             bb; bb &= bb - 1) {
            int c = w * 64 + __builtin_ctzll(bb);
            if (c != to)
                on[v->board->shade[c] & 1]++;
        }
    return on[0] >= total / 2 && on[1] >= total / 2;
}

static int keep_bishops_apart(const struct vc_variant *v,
                              const struct vc_pos *p, uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (!VC_MDROP(moves[i]) || bishops_apart(v, p, moves[i]))
            moves[kept++] = moves[i];
    return kept;
}

/* mustDrop: while the side to move holds a piece of must_drop_type (of
 * any kind for 0) and may drop one, its moves are those drops; while it
 * holds one, no other kind is dropped. */
static int keep_drops(const struct vc_variant *v, const struct vc_pos *p,
                      uint32_t *moves, int n)
{
    int kept = 0, t = v->must_drop_type, held = 0;

    for (int k = 0; k < v->ntypes; k++)
        held += p->hand[p->side][v->type_list[k]];
    if (t ? !p->hand[p->side][t] : !held)
        return n;
    for (int i = 0; i < n; i++)
        if (VC_MDROP(moves[i]) && (!t || VC_MPROMO(moves[i]) == t))
            moves[kept++] = moves[i];
    if (kept)
        return kept;
    for (int i = 0; i < n; i++)
        if (!VC_MDROP(moves[i]))
            moves[kept++] = moves[i];
    return kept;
}

int vc_filter_moves(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *moves, int n)
{
    if (v->pseudo_royal)
        n = vc_pseudo_keep(v, p, moves, n);
    if (v->no_checks)
        n = keep_quiet(v, p, moves, n);
    if (v->drop_no_checks)
        n = keep_quiet_drops(v, p, moves, n);
    if (v->must_capture)
        n = keep_captures(p, moves, n);
    if (v->drop_bishop)
        n = keep_bishops_apart(v, p, moves, n);
    if (v->must_drop)
        n = keep_drops(v, p, moves, n);
    return n;
}
