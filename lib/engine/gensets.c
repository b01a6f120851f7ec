/* gensets.c - the legal moves of a position for perft's inner plies:
 * the moves vc_gen_legal() lists, in another order, read from the plans
 * (targets.h) instead of walked cell by cell.  Pieces whose moves need
 * testing one by one (count.c's listed cells) and pawns that may promote
 * still go through the generator. */
#include "targets.h"

static int add_targets(uint32_t *out, int from, const uint64_t t[2], int nw)
{
    int n = 0;

    for (int w = 0; w < nw; w++)
        for (uint64_t bb = t[w]; bb; bb &= bb - 1)
            out[n++] = VC_MOVE_CODE(from, w * 64 + __builtin_ctzll(bb), 0,
                                    VC_NORMAL, 0);
    return n;
}

/* The royal piece's steps onto cells that are safe with it lifted. */
static int royal_moves(const struct vc_variant *v, struct vc_pos *p,
                       const struct sets *s, int from, uint32_t *out,
                       int nw)
{
    uint64_t t[2];
    int n = 0;

    targets(t, v, p, s, p->sq[from], &v->plan[p->sq[from]][from], nw, 0);
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = t[w]; bb; bb &= bb - 1) {
            int to = w * 64 + __builtin_ctzll(bb);
            if (!vc_attacked_lifted(v, p, to, p->side ^ 1, from))
                out[n++] = VC_MOVE_CODE(from, to, 0, VC_NORMAL, 0);
        }
    return n;
}

/* A pawn's line walked as the generator walks it: the second cell of a
 * step onto empty cells is a two-cell step (it records the first). */
static int pawn_line(const struct vc_variant *v, const struct vc_pos *p,
                     const uint8_t *s, const struct vc_reach *r, int from,
                     const uint64_t *onto, uint32_t *out)
{
    int n = 0;

    for (int d = 0; d < s[0]; d++) {
        int to = s[1 + d];
        uint8_t q = p->sq[to];
        int on = d >= r->skip && vc_set_has(onto, to);
        if (q) {
            if (on && VC_COLOR(q) != p->side && (r->mode & VC_CAPTURE))
                out[n++] = VC_MOVE_CODE(from, to, 0, VC_NORMAL, 0);
            break;
        }
        if (on && (r->mode & VC_MOVE))
            out[n++] = d == 1 && !(v->no_ep[s[1]] >> (p->side ^ 1) & 1)
                           ? VC_MOVE_CODE(from, to, 0, VC_DOUBLE, s[1])
                           : VC_MOVE_CODE(from, to, 0, VC_NORMAL, 0);
    }
    return n;
}

/* The moves of a pawn that cannot promote from here. */
static int pawn_moves(const struct vc_variant *v, const struct vc_pos *p,
                      const struct sets *s, int code,
                      const struct vc_plan *pl, int from,
                      const uint64_t *onto, uint32_t *out, int nw)
{
    const struct vc_reach *r = vc_plan_lines(pl);
    int nlines = pl->n[0] + pl->n[1] + pl->n[2], n;
    uint64_t t[2] = {0, 0};

    leap_targets(t, pl, s, nw);
    for (int w = 0; w < nw; w++)
        t[w] &= onto[w];
    n = add_targets(out, from, t, nw);
    for (int i = 0; i < nlines; i++)
        n += pawn_line(v, p, vc_line_ray(v, code, &r[i]), &r[i], from,
                       onto, out + n);
    return n;
}

HOT int gen_legal_sets(const struct vc_variant *v, struct vc_pos *p,
                       uint32_t *out, int nw)
{
    static const uint64_t all[2] = {~(uint64_t)0, ~(uint64_t)0};
    struct vc_danger dg;
    struct sets s;
    uint64_t list[2];
    const uint64_t *onto;
    int k = p->king[p->side], checks, n = 0;

    checks = vc_king_danger(v, p, &dg);
    if (v->makpong && checks)
        return vc_gen_legal(v, p, out); /* makpong.c's rule */
    onto = checks ? dg.evade : all;
    listed_cells(list, v, p, checks, &dg);
    sets_of(&s, p);
    if (p->castle && castling_open(v, p, &s))
        n = vc_gen_castles_legal(v, p, out);
    if (k != VC_NO_CELL && !v->pawn_code[p->sq[k]]) {
        n += royal_moves(v, p, &s, k, out + n, nw);
        list[k >> 6] |= (uint64_t)1 << (k & 63); /* listed */
    }
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = p->occ[p->side][w]; bb; bb &= bb - 1) {
            int from = w * 64 + __builtin_ctzll(bb);
            uint8_t q = p->sq[from];
            const struct vc_plan *pl = &v->plan[q][from];
            uint64_t t[2];
            if ((list[w] >> (from & 63) & 1) ||
                (v->pawn_code[q] && pl->promo)) {
                if (from != k || v->pawn_code[q])
                    n += vc_gen_piece_legal(v, p, from, checks, &dg, out + n);
            } else if (v->pawn_code[q]) {
                n += pawn_moves(v, p, &s, q, pl, from, onto, out + n, nw);
            } else {
                targets(t, v, p, &s, q, pl, nw, 0);
                t[0] &= onto[0];
                t[1] &= onto[1];
                n += add_targets(out + n, from, t, nw);
            }
        }
    return n;
}

int vc_gen_legal_sets(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t *out)
{
    if (!v->reach_ok || v->listed || vc_ended(v, p))
        return vc_gen_legal(v, p, out); /* what the sets do not cover */
    return v->board->ncells <= 64 ? gen_legal_sets(v, p, out, 1)
                                 : gen_legal_sets(v, p, out, 2);
}
