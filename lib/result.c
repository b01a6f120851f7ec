/* result.c - how a position stands: over or not, who won and why, and
 * which draw may be claimed.  Repetitions are found by Zobrist keys: a
 * game of n plies compares fewer than n * n / 2 pairs of 64-bit keys, so
 * even a game of 10,000 plies has a chance below 3e-12 of mistaking one
 * position for another. */
#include "position.h"

static int winner(int color)
{
    return color == 0 ? VC_WHITE_WINS : VC_BLACK_WINS;
}

/* How often the last position of keys[0..n) stands in it. */
static int occurrences(const uint64_t *keys, size_t n)
{
    int count = 0;

    for (size_t i = 0; i < n; i++)
        count += keys[i] == keys[n - 1];
    return count;
}

/* Results decided by the moves available: mate, stalemate, bare king. */
static int terminal(const struct vc_variant *v, const struct vc_pos *p,
                    int *result)
{
    struct vc_pos scratch = *p;
    uint32_t moves[VC_MAX_GEN];

    if (vc_bare_king(v, p)) {
        *result = p->count[0] <= 1 && p->count[1] <= 1
                      ? VC_DRAWN
                      : winner(p->count[0] <= 1 ? 1 : 0);
        return VC_REASON_BARE_KING;
    }
    if (vc_gen_legal(v, &scratch, moves) > 0)
        return VC_REASON_NONE;
    if (vc_in_check(v, p)) {
        *result = winner(p->side ^ 1);
        return VC_REASON_CHECKMATE;
    }
    *result = v->stalemate_wins ? winner(p->side ^ 1) : VC_DRAWN;
    return VC_REASON_STALEMATE;
}

int vc_drawn_by_rule(const struct vc_variant *v, const struct vc_pos *p,
                     const uint64_t *keys, size_t nkeys)
{
    if (v->kk_draw && p->count[0] == 1 && p->count[1] == 1)
        return VC_REASON_INSUFFICIENT;
    if (nkeys && occurrences(keys, nkeys) >= 5)
        return VC_REASON_FIVEFOLD;
    if (p->halfmove >= 150)
        return VC_REASON_SEVENTY_FIVE;
    return VC_REASON_NONE;
}

int vc_result(const struct vc_variant *v, const struct vc_pos *p,
              const uint64_t *keys, size_t nkeys, int *result)
{
    int reason;

    *result = VC_ONGOING;
    if ((reason = terminal(v, p, result)) != VC_REASON_NONE)
        return reason;
    if ((reason = vc_drawn_by_rule(v, p, keys, nkeys)) != VC_REASON_NONE)
        *result = VC_DRAWN;
    return reason;
}

int vc_claim(const struct vc_pos *p, const uint64_t *keys, size_t nkeys)
{
    if (nkeys && occurrences(keys, nkeys) >= 3)
        return VC_REASON_REPETITION;
    if (p->halfmove >= 100)
        return VC_REASON_FIFTY_MOVES;
    return VC_REASON_NONE;
}

uint64_t vc_repetition_key(const struct vc_variant *v, const struct vc_pos *p)
{
    struct vc_pos scratch = *p;
    uint32_t moves[VC_MAX_GEN];
    int n;

    if (p->ep == VC_NO_CELL)
        return p->key;
    n = vc_gen_legal(v, &scratch, moves);
    for (int i = 0; i < n; i++)
        if (VC_MKIND(moves[i]) == VC_EP)
            return p->key;
    return p->key ^ vc_zobrist_ep(p->ep);
}
