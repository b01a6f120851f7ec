/* count.c - how many legal moves a position has, without listing them
 * (the last ply of perft): the answer of vc_gen_legal(), read from the
 * cell-set form of the move programs (reach.c).  The royal piece's
 * steps are tested target by target; a piece whose moves need testing
 * one by one (pinned pieces, any piece in double check, pawns that may
 * take en passant) is still listed. */
#ifdef HAVE_CONFIG_H
#include <config.h> /* VC_POPCNT_CLONES */
#endif
#include "cellset.h"
#include "position.h"

#if defined(__GNUC__)
#define HOT static inline __attribute__((always_inline))
#else
#define HOT static inline
#endif

/* Take away the `skip` nearest cells of a line (they only have to be
 * empty): the lowest of a rising line, the highest of a falling one. */
static void drop_nearest(uint64_t t[2], const struct vc_reach *r)
{
    uint64_t c[2] = {r->cells[0], r->cells[1]};

    for (int k = 0; k < r->skip; k++) {
        if (r->how == VC_REACH_RISING) {
            if (c[0])
                c[0] &= c[0] - 1;
            else
                c[1] &= c[1] - 1;
        } else if (c[1]) {
            c[1] &= ~((uint64_t)1 << (63 - __builtin_clzll(c[1])));
        } else {
            c[0] &= ~((uint64_t)1 << (63 - __builtin_clzll(c[0])));
        }
    }
    t[0] &= c[0];
    t[1] &= c[1];
}

/* A line of no order, walked: its cells up to the first occupied one,
 * past the `skip` nearest. */
static void line_walked(uint64_t t[2], const struct vc_variant *v,
                        const struct vc_pos *p, const struct vc_reach *r)
{
    const uint8_t *s = &v->prog[r->ray];

    t[0] = t[1] = 0;
    for (int d = 0; d < s[0]; d++) {
        int to = s[1 + d];
        if (d >= r->skip)
            t[to >> 6] |= (uint64_t)1 << (to & 63);
        if (p->sq[to])
            return;
    }
}

/* The cells a move of each mode may end on (index: VC_MOVE,
 * VC_CAPTURE, VC_BOTH), and the occupied ones. */
struct sets {
    uint64_t occ[2];
    uint64_t to[VC_BOTH + 1][2];
};

/* A rising line up to its first occupied cell: the lowest set bit of
 * the occupied cells on it, b, and every bit below (all when b is 0). */
HOT void cut_rising(uint64_t t[2], const uint64_t c[2], const uint64_t occ[2],
                    int nw)
{
    uint64_t b0 = c[0] & occ[0];

    t[0] = c[0] & (b0 ^ (b0 - 1));
    if (nw > 1) {
        uint64_t b1 = c[1] & occ[1];
        t[1] = b0 ? 0 : c[1] & (b1 ^ (b1 - 1));
    }
}

/* A falling line down to its first occupied cell: the highest set bit
 * and every bit above. */
HOT uint64_t from_highest(uint64_t b)
{
    return -((uint64_t)1 << (63 - __builtin_clzll(b | 1)));
}

HOT void cut_falling(uint64_t t[2], const uint64_t c[2],
                     const uint64_t occ[2], int nw)
{
    if (nw > 1) {
        uint64_t b1 = c[1] & occ[1];
        t[1] = c[1] & from_highest(b1);
        t[0] = b1 ? 0 : c[0] & from_highest(c[0] & occ[0]);
    } else {
        t[0] = c[0] & from_highest(c[0] & occ[0]);
    }
}

/* A line of kind VC_REACH_K_OTHER: walked, or cut and its nearest
 * cells dropped. */
static void other_line(uint64_t out[2], const struct vc_variant *v,
                       const struct vc_pos *p, const struct sets *s,
                       const struct vc_reach *r)
{
    uint64_t t[2];

    if (r->how == VC_REACH_WALK) {
        line_walked(t, v, p, r);
    } else {
        if (r->how == VC_REACH_RISING)
            cut_rising(t, r->cells, s->occ, 2);
        else
            cut_falling(t, r->cells, s->occ, 2);
        drop_nearest(t, r);
    }
    for (int w = 0; w < 2; w++)
        out[w] |= t[w] & s->to[r->mode][w];
}

/* The cells a piece of plan pl may move to. */
HOT void targets(uint64_t out[2], const struct vc_variant *v,
                 const struct vc_pos *p, const struct sets *s,
                 const struct vc_plan *pl, int nw)
{
    const struct vc_reach *r = &v->reach[pl->line_at];
    const struct vc_reach *rise_end = r + pl->n[VC_REACH_K_RISING];
    const struct vc_reach *fall_end = rise_end + pl->n[VC_REACH_K_FALLING];
    const struct vc_reach *end = fall_end + pl->n[VC_REACH_K_OTHER];
    uint64_t o[2] = {0, 0};

    for (int w = 0; w < nw; w++)
        o[w] = (pl->leap[VC_MOVE - 1][w] & s->to[VC_MOVE][w]) |
               (pl->leap[VC_CAPTURE - 1][w] & s->to[VC_CAPTURE][w]) |
               (pl->leap[VC_BOTH - 1][w] & s->to[VC_BOTH][w]);
    for (; r < rise_end; r++) {
        uint64_t t[2] = {0, 0};
        cut_rising(t, r->cells, s->occ, nw);
        for (int w = 0; w < nw; w++)
            o[w] |= t[w] & s->to[r->mode][w];
    }
    for (; r < fall_end; r++) {
        uint64_t t[2] = {0, 0};
        cut_falling(t, r->cells, s->occ, nw);
        for (int w = 0; w < nw; w++)
            o[w] |= t[w] & s->to[r->mode][w];
    }
    out[0] = o[0];
    out[1] = o[1];
    for (; r < end; r++)
        other_line(out, v, p, s, r);
}

/* The moves a pawn's targets m add for promotion: one per choice but
 * the first on promotion cells, one more where it may also not promote. */
static int promotion_extra(const struct vc_variant *v, int side,
                           const uint64_t m[2], int nw)
{
    int n = 0;

    for (int w = 0; w < nw; w++)
        n += (v->npromo - 1) * vc_cells_in(m[w] & v->promo_cells[side][w]) +
             vc_cells_in(m[w] & v->promo_opt_cells[side][w]);
    return n;
}

/* s moved by delta cells (|delta| < 64). */
HOT void shifted(uint64_t out[2], const uint64_t s[2], int delta, int nw)
{
    if (nw == 1) {
        out[0] = delta > 0 ? s[0] << delta : s[0] >> -delta;
    } else if (delta > 0) {
        out[1] = s[1] << delta | s[0] >> (64 - delta);
        out[0] = s[0] << delta;
    } else {
        out[0] = s[0] >> -delta | s[1] << (64 + delta);
        out[1] = s[1] >> -delta;
    }
}

/* Moves of the pawns `pawns` of code q, by its shift groups. */
HOT int count_shifted(const struct vc_variant *v, const struct sets *s,
                      int q, const uint64_t pawns[2], const uint64_t *onto,
                      int nw)
{
    const struct vc_shift *g = v->shift[q], *end = g + v->nshifts[q];
    int n = 0;

    for (; g < end; g++) {
        uint64_t at[2] = {pawns[0] & g->from[0], 0}, m[2] = {0, 0};
        if (nw > 1)
            at[1] = pawns[1] & g->from[1];
        for (int k = g->len; k > 0 && (at[0] | at[1]); k--) {
            shifted(at, at, g->delta, nw);
            for (int w = 0; w < nw; w++) {
                at[w] &= s->to[g->mode][w];
                m[w] |= at[w] & onto[w];
            }
        }
        n += vc_cells_in(m[0]) + (nw > 1 ? vc_cells_in(m[1]) : 0);
        if ((m[0] & v->promo_cells[q >> 5][0]) |
            (m[1] & v->promo_cells[q >> 5][1]))
            n += promotion_extra(v, q >> 5, m, nw);
    }
    return n;
}

/* Moves of one piece that shields nothing: its targets (onto the line
 * of the one check, if in check), each promotion choice counted. */
HOT int count_piece(const struct vc_variant *v, const struct vc_pos *p,
                    const struct sets *s, int from, const uint64_t *onto,
                    int nw)
{
    const struct vc_plan *pl = &v->plan[p->sq[from]][from];
    uint64_t t[2], m[2] = {0, 0};
    int n;

    targets(t, v, p, s, pl, nw);
    m[0] = t[0] & onto[0];
    n = vc_cells_in(m[0]);
    if (nw > 1) {
        m[1] = t[1] & onto[1];
        n += vc_cells_in(m[1]);
    }
    if (pl->promo && n)
        n += promotion_extra(v, p->side, m, nw);
    return n;
}

static int listed(const struct vc_variant *v, struct vc_pos *p, int from,
                  int checks, const struct vc_danger *dg)
{
    uint32_t moves[VC_MOVE_ROOM(v)];

    return vc_gen_piece_legal(v, p, from, checks, dg, moves);
}

/* Moves of the royal piece by its targets: a step is legal when the
 * target is safe with the royal piece lifted off its cell (castling is
 * counted apart). */
static int count_royal(const struct vc_variant *v, struct vc_pos *p,
                       const struct sets *s, int from, int nw)
{
    uint64_t t[2];
    int n = 0;

    targets(t, v, p, s, &v->plan[p->sq[from]][from], nw);
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = t[w]; bb; bb &= bb - 1)
            n += !vc_attacked_lifted(v, p, w * 64 + __builtin_ctzll(bb),
                                     p->side ^ 1, from);
    return n;
}

/* Pawns of the side to move that may promote where promotion has a
 * limit (promo_limit): their moves are listed, as the limit depends on
 * the pieces on the board. */
static void add_limited(uint64_t out[2], const struct vc_variant *v,
                        const struct vc_pos *p)
{
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[p->side][w]; bb; bb &= bb - 1) {
            int from = w * 64 + __builtin_ctzll(bb);
            if (v->plan[p->sq[from]][from].promo)
                out[w] |= bb & -bb;
        }
}

/* The pieces whose moves are listed and tested one by one: pinned
 * pieces, every piece in double check, pawns that may take en passant,
 * a royal pawn and pawns that may promote under a limit. */
HOT void listed_cells(uint64_t out[2], const struct vc_variant *v,
                      const struct vc_pos *p, int checks,
                      const struct vc_danger *dg)
{
    int k = p->king[p->side];

    for (int w = 0; w < 2; w++) {
        out[w] = checks > 1 ? ~(uint64_t)0 : dg->pinned[w];
        if (p->ep != VC_NO_CELL)
            out[w] |= v->ep_from[p->side][p->ep][w];
    }
    if (k != VC_NO_CELL && v->pawn_code[p->sq[k]])
        out[k >> 6] |= (uint64_t)1 << (k & 63);
    if (v->has_promo_limit)
        add_limited(out, v, p);
}

/* Castling moves: listed only when one of the side's rights has its
 * cells empty. */
static int count_castles(const struct vc_variant *v, struct vc_pos *p,
                         const struct sets *s)
{
    for (unsigned r = p->castle & v->castle_of[p->side]; r; r &= r - 1) {
        int i = __builtin_ctz(r);
        if (!(v->castle_empty[i][0] & s->occ[0]) &&
            !(v->castle_empty[i][1] & s->occ[1]))
            return vc_gen_castles_legal(v, p);
    }
    return 0;
}

static int count_by_listing(const struct vc_variant *v, struct vc_pos *p)
{
    uint32_t moves[VC_MOVE_ROOM(v)];

    return vc_gen_legal(v, p, moves);
}

/* vc_count_legal() on a board whose cell sets take nw words. */
HOT int count_legal(const struct vc_variant *v, struct vc_pos *p, int nw)
{
    static const uint64_t all[2] = {~(uint64_t)0, ~(uint64_t)0};
    struct vc_danger dg;
    struct sets s;
    uint64_t list[2], pawns[VC_MAX_SHIFT_CODES][2] = {{0}};
    const uint64_t *onto;
    int k = p->king[p->side], checks, n;

    checks = vc_king_danger(v, p, &dg);
    onto = checks ? dg.evade : all;
    listed_cells(list, v, p, checks, &dg);
    for (int w = 0; w < 2; w++) {
        uint64_t own = p->occ[p->side][w], them = p->occ[p->side ^ 1][w];
        s.occ[w] = own | them;
        s.to[VC_MOVE][w] = ~s.occ[w];
        s.to[VC_CAPTURE][w] = them;
        s.to[VC_BOTH][w] = ~own;
        s.to[0][w] = 0;
    }
    n = p->castle ? count_castles(v, p, &s) : 0;
    if (k != VC_NO_CELL && !v->pawn_code[p->sq[k]]) {
        n += count_royal(v, p, &s, k, nw);
        list[k >> 6] |= (uint64_t)1 << (k & 63); /* counted */
    }
    for (int w = 0; w < nw; w++) {
        uint64_t own = p->occ[p->side][w];
        for (uint64_t bb = own & ~list[w]; bb; bb &= bb - 1) {
            int from = w * 64 + __builtin_ctzll(bb), slot;
            if ((slot = v->shift_slot[p->sq[from]]) != 0)
                pawns[slot - 1][w] |= bb & -bb;
            else
                n += count_piece(v, p, &s, from, onto, nw);
        }
    }
    for (int i = 0; i < v->nshift_codes[p->side]; i++)
        n += count_shifted(v, &s, v->shift_code[p->side][i], pawns[i], onto,
                           nw);
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = p->occ[p->side][w] & list[w]; bb; bb &= bb - 1) {
            int from = w * 64 + __builtin_ctzll(bb);
            if (from != k || v->pawn_code[p->sq[k]])
                n += listed(v, p, from, checks, &dg);
        }
    return n;
}

#ifdef VC_POPCNT_CLONES
__attribute__((target_clones("popcnt", "default")))
#endif
int vc_count_legal(const struct vc_variant *v, struct vc_pos *p)
{
    if (!v->reach_ok || v->makpong)
        return count_by_listing(v, p); /* rules the sets do not cover */
    if ((v->bare_king_loses || v->extinction.on) && vc_bare_king(v, p))
        return 0;
    return v->board.ncells <= 64 ? count_legal(v, p, 1)
                                 : count_legal(v, p, 2);
}
