/* game_history.c - game ends that look back along the game, as only a
 * game (not a position) can: shogi's pawn-drop mate, which loses for
 * the player who drops (shogiPawnDropMateIllegal), and perpetual check,
 * which loses for the player who gives it (perpetualCheckIllegal). */
#include "api.h"

static int winner(int color)
{
    return color == 0 ? VC_WHITE_WINS : VC_BLACK_WINS;
}

/* The index into g->keys of the earliest of the current position's last
 * fold_rule occurrences, or -1 when it has not stood that often. */
static long fold_start(const vchess_game *g, int folds)
{
    int seen = 0;

    for (long i = (long)g->ply; i >= 0; i--)
        if (g->keys[i] == g->keys[g->ply] && ++seen == folds)
            return i;
    return -1;
}

/* Perpetual check: over the positions since `from`, bit c set when
 * every position with colour c to move had c in check. */
static int perpetual_checks(const vchess_game *g, long from)
{
    const struct vc_variant *v = vc_game_v(g);
    struct vc_pos q = g->pos;
    int checked[2] = {1, 1}, any[2] = {0, 0};

    for (long j = (long)g->ply; j >= from; j--) {
        any[q.side] = 1;
        checked[q.side] &= vc_in_check(v, &q);
        if (j > from)
            vc_unmake(v, &q, &g->undo[j - 1]);
    }
    return (checked[0] && any[0]) | (checked[1] && any[1]) << 1;
}

static int perpetual_end(const vchess_game *g, int *result)
{
    const struct vc_variant *v = vc_game_v(g);
    int folds = v->fold_rule ? v->fold_rule : 3, checked;
    long from;

    if (v->fold_rule == VC_RULE_NONE || (from = fold_start(g, folds)) < 0)
        return VC_REASON_NONE;
    checked = perpetual_checks(g, from);
    if (checked == 1 || checked == 2) {
        /* colour c was always in check: the other one gave it, and loses */
        *result = winner(checked == 1 ? 0 : 1);
        return *result == winner(g->pos.side) ? VC_REASON_VARIANT_WIN
                                              : VC_REASON_VARIANT_LOSS;
    }
    return VC_REASON_NONE;
}

int vc_history_end(const vchess_game *g, int why, int *result)
{
    const struct vc_variant *v = vc_game_v(g);

    if (why == VC_REASON_CHECKMATE && v->drop_mate_type && g->ply > 0) {
        uint32_t m = g->undo[g->ply - 1].move;
        if (VC_MDROP(m) && VC_MPROMO(m) == v->drop_mate_type) {
            *result = winner(g->pos.side);
            return VC_REASON_VARIANT_WIN;
        }
    }
    if (v->perpetual_check_loses && (why == VC_REASON_NONE ||
                                     why == VC_REASON_FIVEFOLD))
        return perpetual_end(g, result);
    return VC_REASON_NONE;
}
