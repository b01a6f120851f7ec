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

/* The plies without capture or pawn move after which a draw may be
 * claimed (the n-move rule), or 0 for none. */
int vc_move_rule_plies(const struct vc_variant *v)
{
    if (v->move_rule == VC_RULE_NONE)
        return 0;
    return 2 * (v->move_rule ? v->move_rule : 50);
}

/* The occurrences of a position that let a draw be claimed, or 0. */
static int fold_rule(const struct vc_variant *v)
{
    if (v->fold_rule == VC_RULE_NONE)
        return 0;
    return v->fold_rule ? v->fold_rule : 3;
}

/* Results decided by the moves available: mate, stalemate, bare king. */
static int terminal(const struct vc_variant *v, const struct vc_pos *p,
                    int *result)
{
    struct vc_pos scratch = *p;
    uint32_t moves[VC_MAX_GEN];
    int why = v->ends_early ? vc_rule_end(v, p, result) : VC_REASON_NONE;

    if (why != VC_REASON_NONE)
        return why;
    if (vc_gen_legal(v, &scratch, moves) > 0)
        return VC_REASON_NONE;
    if (vc_in_check(v, p)) {
        *result = winner(p->side ^ 1);
        return VC_REASON_CHECKMATE;
    }
    *result = v->stalemate_value == 0 ? VC_DRAWN
              : v->stalemate_value > 0 ? winner(p->side)
                                       : winner(p->side ^ 1);
    return VC_REASON_STALEMATE;
}

/* FIDE 5.2.2, the dead positions the rules list: kings alone; a king
 * and one minor piece against a king; kings and minor pieces that keep
 * one shade, all on cells of the same shade (bishops of one colour). */
static int dead(const struct vc_variant *v, const struct vc_pos *p)
{
    int minors = 0, shade = -1, one_shade = 1;

    for (int c = 0; c < v->board->ncells; c++) {
        uint8_t q = p->sq[c];
        int t = VC_TYPE(q);

        if (!q || t == VC_ROYAL)
            continue;
        if (!(v->piece[t].flags & VC_PF_MINOR))
            return 0;
        minors++;
        if (!v->shade_bound[t] || (shade >= 0 && shade != v->board->shade[c]))
            one_shade = 0;
        shade = v->board->shade[c];
    }
    return minors <= 1 || one_shade;
}

/* The automatic draws scale FIDE's with the variant's rules: the n-move
 * rule's count half as long again (75 moves for 50), two repetitions
 * more than a claim needs (five for three). */
int vc_drawn_by_rule(const struct vc_variant *v, const struct vc_pos *p,
                     const uint64_t *keys, size_t nkeys)
{
    int plies = vc_move_rule_plies(v), folds = fold_rule(v);

    if (v->kk_draw && dead(v, p))
        return VC_REASON_INSUFFICIENT;
    if (!v->fold_value && folds && nkeys &&
        occurrences(keys, nkeys) >= folds + 2)
        return VC_REASON_FIVEFOLD;
    if (plies && p->halfmove >= (uint32_t)(plies * 3 / 2))
        return VC_REASON_SEVENTY_FIVE;
    return VC_REASON_NONE;
}

int vc_fold_score(const struct vc_variant *v, int side)
{
    return v->fold_absolute && side == 1 ? -v->fold_value : v->fold_value;
}

int vc_fold_end(const struct vc_variant *v, const struct vc_pos *p,
                const uint64_t *keys, size_t nkeys, int *result)
{
    int folds = fold_rule(v), score = vc_fold_score(v, p->side);

    if (!v->fold_value || !folds || !nkeys ||
        occurrences(keys, nkeys) < folds)
        return VC_REASON_NONE;
    *result = winner(score > 0 ? p->side : p->side ^ 1);
    return score > 0 ? VC_REASON_VARIANT_WIN : VC_REASON_VARIANT_LOSS;
}

int vc_result(const struct vc_variant *v, const struct vc_pos *p,
              const uint64_t *keys, size_t nkeys, int *result)
{
    int reason;

    *result = VC_ONGOING;
    if ((reason = terminal(v, p, result)) != VC_REASON_NONE)
        return reason;
    if ((reason = vc_fold_end(v, p, keys, nkeys, result)) != VC_REASON_NONE)
        return reason;
    if ((reason = vc_drawn_by_rule(v, p, keys, nkeys)) != VC_REASON_NONE)
        *result = VC_DRAWN;
    return reason;
}

int vc_claim_open(const struct vc_variant *v, const struct vc_pos *p,
                  const uint64_t *keys, size_t nkeys, int reason)
{
    int plies = vc_move_rule_plies(v), folds = fold_rule(v);

    if (reason == VC_REASON_REPETITION)
        return !v->fold_value && folds && nkeys &&
               occurrences(keys, nkeys) >= folds;
    if (reason == VC_REASON_FIFTY_MOVES)
        return plies && p->halfmove >= (uint32_t)plies;
    return 0;
}

int vc_claim(const struct vc_variant *v, const struct vc_pos *p,
             const uint64_t *keys, size_t nkeys)
{
    if (vc_claim_open(v, p, keys, nkeys, VC_REASON_REPETITION))
        return VC_REASON_REPETITION;
    if (vc_claim_open(v, p, keys, nkeys, VC_REASON_FIFTY_MOVES))
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
