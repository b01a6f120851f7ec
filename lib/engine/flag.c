/* flag.c - Fairy-Stockfish's flag rule (capture the flag): a side wins
 * by bringing its flag pieces onto its region, as King of the Hill and
 * Racing Kings do. */
#include "position.h"

/* 1 if every cell of colour c's region is occupied. */
static int region_full(const struct vc_variant *v, const struct vc_pos *p,
                       int c)
{
    for (int w = 0; w < v->nwords; w++)
        if (v->flag.region[c][w] & ~(p->occ[0][w] | p->occ[1][w]))
            return 0;
    return 1;
}

static int flag_type(const struct vc_flag *fl, int c, uint8_t q)
{
    return fl->type[c] == VC_FLAG_ANY || VC_TYPE(q) == fl->type[c];
}

/* How many of colour c's flag pieces stand on its region. */
static inline int on_region(const struct vc_variant *v, const struct vc_pos *p,
                            int c)
{
    const struct vc_flag *fl = &v->flag;
    int n = 0;

    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = fl->region[c][w] & p->occ[c][w]; bb; bb &= bb - 1)
            n += flag_type(fl, c, p->sq[w * 64 + __builtin_ctzll(bb)]);
    return n;
}

/* reached() under flagPieceBlockedWin or flagPieceSafe, for n > 0. */
static __attribute__((noinline)) int reached_rare(const struct vc_variant *v,
                                                  const struct vc_pos *p,
                                                  int c, int n)
{
    const struct vc_flag *fl = &v->flag;

    if (n < fl->count && !(fl->blocked && region_full(v, p, c)))
        return 0;
    if (!fl->safe || n != fl->count || (fl->move && c == p->side))
        return 1;
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = fl->region[c][w] & p->occ[c][w]; bb; bb &= bb - 1) {
            int cell = w * 64 + __builtin_ctzll(bb);
            if (flag_type(fl, c, p->sq[cell]) && vc_attacked(v, p, cell, c ^ 1))
                return 0;
        }
    return 1;
}

/* 1 if colour c has flag.count of its flag pieces on its region (or,
 * with flagPieceBlockedWin, some and the region is full); with
 * flagPieceSafe (but for the side to move under flagMove, whose pieces
 * have stood a move) each of exactly that many must be unattacked. */
static inline int reached(const struct vc_variant *v, const struct vc_pos *p,
                          int c)
{
    int n = on_region(v, p, c);

    if (!n)
        return 0;
    if (!v->flag.safe && !v->flag.blocked)
        return n >= v->flag.count;
    return reached_rare(v, p, c, n);
}

static int royal_flag(const struct vc_variant *v, int c)
{
    return v->has_royal && v->flag.type[c] == VC_ROYAL;
}

/* With flagMove, black (to move) may still draw by bringing its royal
 * flag piece onto its region too: 1 if a legal royal move gets there. */
static int may_answer(const struct vc_variant *v, const struct vc_pos *p)
{
    struct vc_pos q = *p;
    struct vc_danger dg;
    uint32_t moves[VC_MOVE_ROOM(v)];
    int k = p->king[1], n;

    if (k == VC_NO_CELL || vc_king_danger(v, &q, &dg) != 0)
        return 0;
    n = vc_filter_moves(v, &q, moves,
                        vc_gen_piece_legal(v, &q, k, 0, &dg, moves));
    for (int i = 0; i < n; i++)
        if (vc_set_has(v->flag.region[1], VC_MTO(moves[i])))
            return 1;
    return 0;
}

/* Fairy-Stockfish's order: a side to move that reached its region the
 * move before (flagMove) has won, or drawn when both did and white's
 * royal piece came first; a side not to move that reached its region
 * has won, unless flagMove gives the other one more move, which only a
 * royal flag piece that cannot get there forgoes. */
int vc_flag_end(const struct vc_variant *v, const struct vc_pos *p,
                int *result)
{
    const struct vc_flag *fl = &v->flag;
    int us = p->side, them = us ^ 1;

    if ((fl->move || fl->safe) && reached(v, p, us)) {
        *result = ((fl->move && us == 0 && royal_flag(v, them)) ||
                   (fl->safe && !fl->move)) &&
                          reached(v, p, them)
                      ? VC_DRAWN
                      : us == 0 ? VC_WHITE_WINS : VC_BLACK_WINS;
        return 1;
    }
    if ((!fl->move || fl->safe || royal_flag(v, us)) && reached(v, p, them)) {
        if (fl->move && royal_flag(v, us) && us == 1 && may_answer(v, p))
            return 0;
        *result = them == 0 ? VC_WHITE_WINS : VC_BLACK_WINS;
        return 1;
    }
    return 0;
}
