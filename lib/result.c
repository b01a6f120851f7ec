/* result.c - how a game stands: over or not, who won and why. */
#include "game.h"
#include "fen.h"

/* FNV-1a over cells, side, castling rights and en passant cell. */
uint64_t vc_position_key(const struct vc_variant *v, const struct vc_pos *p)
{
    uint64_t h = 1469598103934665603ULL;
    const uint8_t extra[3] = {p->side, p->castle, p->ep};

    for (int c = 0; c < v->board.ncells; c++)
        h = (h ^ p->sq[c]) * 1099511628211ULL;
    for (int i = 0; i < 3; i++)
        h = (h ^ extra[i]) * 1099511628211ULL;
    return h;
}

static int repetitions(const vchess_game *g)
{
    int n = 0;

    for (size_t i = 0; i <= g->ply; i++)
        n += g->keys[i] == g->keys[g->ply];
    return n;
}

static vchess_result winner(int color)
{
    return color == VCHESS_WHITE ? VCHESS_WHITE_WINS : VCHESS_BLACK_WINS;
}

/* Results decided by the moves available: mate, stalemate, bare king. */
static vchess_reason terminal(const vchess_game *g, vchess_result *result)
{
    const struct vc_pos *p = &g->pos;
    struct vc_pos scratch = g->pos;
    uint32_t moves[VC_MAX_GEN];

    if (vc_bare_king(&g->v, p)) {
        *result = p->count[0] <= 1 && p->count[1] <= 1
                      ? VCHESS_DRAW
                      : winner(p->count[0] <= 1 ? 1 : 0);
        return VCHESS_REASON_BARE_KING;
    }
    if (vc_gen_legal(&g->v, &scratch, moves) > 0)
        return VCHESS_REASON_NONE;
    if (vc_in_check(&g->v, p)) {
        *result = winner(p->side ^ 1);
        return VCHESS_REASON_CHECKMATE;
    }
    *result = g->v.stalemate_wins ? winner(p->side ^ 1) : VCHESS_DRAW;
    return VCHESS_REASON_STALEMATE;
}

static vchess_reason draw_rule(const vchess_game *g)
{
    if (g->pos.halfmove >= 100)
        return VCHESS_REASON_FIFTY_MOVES;
    if (repetitions(g) >= 3)
        return VCHESS_REASON_REPETITION;
    if (g->v.kk_draw && g->pos.count[0] == 1 && g->pos.count[1] == 1)
        return VCHESS_REASON_INSUFFICIENT;
    return VCHESS_REASON_NONE;
}

int vchess_game_result(const vchess_game *g, vchess_result *result,
                       vchess_reason *reason)
{
    vchess_result r = VCHESS_ONGOING;
    vchess_reason why;

    if (!g || !result)
        return VCHESS_EINVAL;
    why = terminal(g, &r);
    if (why == VCHESS_REASON_NONE && (why = draw_rule(g)) != 0)
        r = VCHESS_DRAW;
    *result = r;
    if (reason)
        *reason = why;
    return 0;
}
