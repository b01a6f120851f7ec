/* pseudo.c - Fairy-Stockfish's extinctionPseudoRoyal: while a side has
 * at most pseudo_count pieces of a pseudo-royal type, those pieces are
 * royal to it.  No move may leave one attacked (a king stepping two
 * cells to castle may not cross an attacked cell either) or blow one
 * away, unless it takes one of the other side's; with blasts, a
 * pseudo-royal piece next to an enemy one cannot be taken, for the taker
 * would blow up its own.  The sets are those of the position before the
 * move, followed along it, as Fairy-Stockfish keeps them. */
#include "position.h"

#include <string.h>

/* The cells of colour c's pseudo-royal pieces; counts[t] the pieces of
 * each pseudo-royal type t. */
static void royals(const struct vc_variant *v, const struct vc_pos *p, int c,
                   uint64_t *out, int *counts)
{
    memset(out, 0, sizeof(uint64_t) * VC_SET_WORDS);
    memset(counts, 0, sizeof(int) * VC_MAX_PTYPES);
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[c][w]; bb; bb &= bb - 1)
            counts[VC_TYPE(p->sq[w * 64 + __builtin_ctzll(bb)])]++;
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[c][w]; bb; bb &= bb - 1) {
            int cell = w * 64 + __builtin_ctzll(bb), t = VC_TYPE(p->sq[cell]);
            if ((v->pseudo_royal >> t & 1) && counts[t] <= v->pseudo_count)
                vc_set_add(out, cell);
        }
}

/* 1 if a cell of `theirs` is next to `cell` (when captures blast). */
static int touching(const struct vc_variant *v, int cell,
                    const uint64_t *theirs)
{
    uint8_t around[VC_MAX_BLAST];
    int n;

    if (!v->blast)
        return 0;
    n = vc_neighbours(v, cell, around);
    for (int i = 0; i < n; i++)
        if (vc_set_has(theirs, around[i]))
            return 1;
    return 0;
}

/* 1 if one of `ours` is attacked by `by`. */
static int any_attacked(const struct vc_variant *v, const struct vc_pos *p,
                        const uint64_t *ours, const uint64_t *theirs, int by)
{
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = ours[w]; bb; bb &= bb - 1) {
            int cell = w * 64 + __builtin_ctzll(bb);
            if (!touching(v, cell, theirs) && vc_attacked(v, p, cell, by))
                return 1;
        }
    return 0;
}

int vc_pseudo_in_check(const struct vc_variant *v, const struct vc_pos *p)
{
    uint64_t ours[VC_SET_WORDS], theirs[VC_SET_WORDS];
    int counts[VC_MAX_PTYPES];

    royals(v, p, p->side, ours, counts);
    royals(v, p, p->side ^ 1, theirs, counts);
    return any_attacked(v, p, ours, theirs, p->side ^ 1);
}

/* 1 if a cell the castling king crosses before its target (its own cell
 * included) is attacked, the king lifted off. */
static int castle_crosses_attack(const struct vc_variant *v,
                                 struct vc_pos *p, const struct vc_castle *c,
                                 const uint64_t *theirs)
{
    int nrays, from = c->king_from, to = c->king_to, by = p->side ^ 1;
    const struct vc_ray *r = vc_board_rays(v->board, from, VC_FAM_ORTHO, &nrays);

    if (!touching(v, from, theirs) &&
        vc_attacked_lifted(v, p, from, by, from))
        return 1;
    for (int i = 0; i < nrays; i++) {
        const uint8_t *cells = &v->board->ray_cells[r[i].off];
        int k = 0;
        while (k < r[i].len && cells[k] != to)
            k++;
        if (k == r[i].len)
            continue;
        for (int j = 0; j < k; j++)
            if (!touching(v, cells[j], theirs) &&
                vc_attacked_lifted(v, p, cells[j], by, from))
                return 1;
        return 0;
    }
    return 0;
}

/* Our pseudo-royal cells after m (before its blast), from `ours` before
 * it; 0 if m is a castling that crosses an attacked cell. */
static int follow(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                  const uint64_t *ours, const int *counts,
                  const uint64_t *theirs, uint64_t *after)
{
    int from = VC_MFROM(m), to = VC_MTO(m), promo = VC_MPROMO(m);

    memcpy(after, ours, sizeof(uint64_t) * VC_SET_WORDS);
    if (VC_MKIND(m) == VC_CASTLE) {
        const struct vc_castle *c = &v->castle[VC_MCASTLE(m)];
        from = c->king_from;
        to = c->king_to;
        if (vc_set_has(ours, from) && castle_crosses_attack(v, p, c, theirs))
            return 0;
    }
    if (vc_set_has(after, from)) {
        after[from >> 6] &= ~((uint64_t)1 << (from & 63));
        vc_set_add(after, to);
    }
    if (promo && (v->pseudo_royal >> promo & 1)) {
        if (counts[promo] >= v->pseudo_count) /* one more: none royal */
            for (int w = 0; w < v->nwords; w++)
                for (uint64_t bb = after[w]; bb; bb &= bb - 1) {
                    int cell = w * 64 + __builtin_ctzll(bb);
                    if (VC_TYPE(p->sq[cell]) == promo)
                        after[w] &= ~((uint64_t)1 << (cell & 63));
                }
        else
            vc_set_add(after, to);
    }
    return 1;
}

/* 1 if a cell of set holds no piece of colour c any more. */
static int any_gone(const struct vc_variant *v, const struct vc_pos *p,
                    const uint64_t *set, int c)
{
    for (int w = 0; w < v->nwords; w++)
        if (set[w] & ~p->occ[c][w])
            return 1;
    return 0;
}

static int pseudo_legal_move(const struct vc_variant *v, struct vc_pos *p,
                             uint32_t m, const uint64_t *ours,
                             const int *counts, const uint64_t *theirs)
{
    uint64_t after[VC_SET_WORDS];
    struct vc_undo u;
    int us = p->side, ok;

    if (!follow(v, p, m, ours, counts, theirs, after))
        return 0;
    vc_make_unkeyed(v, p, m, &u);
    ok = !any_gone(v, p, after, us) &&
         (any_gone(v, p, theirs, us ^ 1) ||
          !any_attacked(v, p, after, theirs, us ^ 1));
    vc_unmake(v, p, &u);
    return ok;
}

int vc_pseudo_keep(const struct vc_variant *v, struct vc_pos *p,
                   uint32_t *moves, int n)
{
    uint64_t ours[VC_SET_WORDS], theirs[VC_SET_WORDS];
    int counts[VC_MAX_PTYPES], other[VC_MAX_PTYPES], kept = 0;

    royals(v, p, p->side, ours, counts);
    royals(v, p, p->side ^ 1, theirs, other);
    for (int i = 0; i < n; i++)
        if (pseudo_legal_move(v, p, moves[i], ours, counts, theirs))
            moves[kept++] = moves[i];
    return kept;
}
