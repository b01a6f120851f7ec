/* game.c - the public vchess_game: creating, copying and freeing games,
 * positions, legal moves, playing and taking back.  Every entry point
 * checks its arguments. */
#include "api.h"
#include "notation/fen.h"

#include <string.h>

/* The engine's and the header's results and reasons agree. */
typedef char vc_results_agree[(int)VC_DRAWN == (int)VCHESS_DRAW &&
                                      (int)VC_WHITE_WINS ==
                                          (int)VCHESS_WHITE_WINS &&
                                      (int)VC_REASON_SEVENTY_FIVE ==
                                          (int)VCHESS_REASON_SEVENTY_FIVE &&
                                      (int)VC_REASON_INSUFFICIENT ==
                                          (int)VCHESS_REASON_INSUFFICIENT &&
                                      (int)VC_REASON_VARIANT_WIN ==
                                          (int)VCHESS_REASON_VARIANT_WIN &&
                                      (int)VC_REASON_VARIANT_LOSS ==
                                          (int)VCHESS_REASON_VARIANT_LOSS &&
                                      (int)VC_REASON_VARIANT_DRAW ==
                                          (int)VCHESS_REASON_VARIANT_DRAW &&
                                      (int)VC_REASON_EXTINCTION ==
                                          (int)VCHESS_REASON_EXTINCTION &&
                                      (int)VC_REASON_FLAG ==
                                          (int)VCHESS_REASON_FLAG &&
                                      (int)VC_REASON_CHECKS ==
                                          (int)VCHESS_REASON_CHECKS &&
                                      (int)VC_REASON_CONNECT ==
                                          (int)VCHESS_REASON_CONNECT &&
                                      (int)VC_REASON_EXPLOSION ==
                                          (int)VCHESS_REASON_EXPLOSION
                                  ? 1
                                  : -1];

#define HISTORY_START 8

int vchess_game_options_init(vchess_game_options *opts, unsigned version)
{
    static const vchess_game_options defaults = VCHESS_GAME_OPTIONS_INIT;

    if (!opts)
        return VCHESS_EINVAL;
    if (version < 1 || version > VCHESS_GAME_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    *opts = defaults;
    opts->version = version;
    return 0;
}

static int grow(vchess_game *g, size_t need)
{
    struct vc_undo *u;
    uint64_t *k;
    size_t cap = g->cap ? g->cap : HISTORY_START;

    if (need <= g->cap && g->keys)
        return 0;
    while (cap < need)
        cap *= 2;
    if (!(u = vc_realloc(&g->alloc, g->undo, cap * sizeof(*u))))
        return VCHESS_ENOMEM;
    g->undo = u;
    if (!(k = vc_realloc(&g->alloc, g->keys, (cap + 1) * sizeof(*k))))
        return VCHESS_ENOMEM;
    g->keys = k;
    g->cap = cap;
    return 0;
}

static void reset_history(vchess_game *g)
{
    g->ply = 0;
    g->keys[0] = vc_repetition_key(vc_game_v(g), &g->pos);
}

static int check_options(const vchess_game_options *opts,
                         const vchess_allocator **alloc)
{
    *alloc = NULL;
    if (!opts)
        return 0;
    if (opts->version < 1 || opts->version > VCHESS_GAME_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    if (opts->allocator &&
        (opts->allocator->version != VCHESS_ALLOCATOR_VERSION ||
         !opts->allocator->malloc_fn || !opts->allocator->realloc_fn ||
         !opts->allocator->free_fn))
        return VCHESS_EINVAL;
    *alloc = opts->allocator;
    return 0;
}

/* fen read into *pos; for Chess960 with the castling of its position
 * set in *own (a copy of v's record), which has room for one. */
static int read_fen(const struct vc_variant *v, struct vc_variant *own,
                    const char *fen, struct vc_pos *pos,
                    struct vc_count *count, vchess_error *err)
{
    int rc;

    if (own) {
        *own = *v;
        if ((rc = vc_fen_castles_960(own, fen, err)) < 0)
            return vc_error_locate(err, fen), rc;
        v = own;
    }
    if ((rc = vc_fen_parse_counted(v, fen, pos, count, err)) < 0)
        return vc_error_locate(err, fen), rc;
    return 0;
}

int vchess_game_create(vchess_game **out, const vchess_variant *v,
                       const char *fen, const vchess_game_options *opts,
                       vchess_error *err)
{
    const vchess_allocator *user;
    vchess_allocator alloc;
    struct vc_count count;
    vchess_game *g;
    int rc;

    if (out)
        *out = NULL;
    if (!out || !v)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if ((rc = check_options(opts, &user)) < 0)
        return vc_error_set(err, rc, 0, "bad game options");
    vc_alloc_pick(&alloc, user);
    if (!(g = vc_alloc(&alloc, sizeof(*g))))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    memset(g, 0, sizeof(*g));
    g->alloc = alloc;
    if ((v->v.chess960 && !(g->own = vc_alloc(&alloc, sizeof(*g->own)))) ||
        grow(g, HISTORY_START) < 0) {
        vchess_game_free(g);
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    }
    if ((rc = read_fen(&v->v, g->own, fen ? fen : v->v.start_fen, &g->pos,
                       &count, err)) < 0) {
        vchess_game_free(g);
        return rc;
    }
    g->variant = v;
    g->count0 = count;
    vchess_variant_ref(v);
    reset_history(g);
    *out = g;
    return 0;
}

int vchess_game_new(vchess_game **out, const char *variant, const char *fen)
{
    const vchess_variant *v;
    int rc;

    if (out)
        *out = NULL;
    if ((rc = vchess_variant_builtin(&v, variant, NULL)) < 0)
        return rc;
    return vchess_game_create(out, v, fen, NULL, NULL);
}

int vchess_game_copy(vchess_game **out, const vchess_game *g)
{
    vchess_game *c;

    if (out)
        *out = NULL;
    if (!out || !g)
        return VCHESS_EINVAL;
    if (!(c = vc_alloc(&g->alloc, sizeof(*c))))
        return VCHESS_ENOMEM;
    *c = *g;
    c->undo = NULL;
    c->keys = NULL;
    c->cap = 0;
    c->record = NULL;
    c->own = NULL;
    if (grow(c, g->cap) < 0 ||
        (g->own && !(c->own = vc_alloc(&c->alloc, sizeof(*c->own)))) ||
        (g->record && !(c->record = vc_record_copy(&c->alloc, g->record)))) {
        vc_free(&c->alloc, c->undo);
        vc_free(&c->alloc, c->keys);
        vc_free(&c->alloc, c->own);
        vc_free(&c->alloc, c);
        return VCHESS_ENOMEM;
    }
    if (g->own)
        *c->own = *g->own;
    memcpy(c->undo, g->undo, g->ply * sizeof(*g->undo));
    memcpy(c->keys, g->keys, (g->ply + 1) * sizeof(*g->keys));
    vchess_variant_ref(c->variant);
    *out = c;
    return 0;
}

void vchess_game_free(vchess_game *g)
{
    vchess_allocator alloc;

    if (!g)
        return;
    alloc = g->alloc;
    vc_free(&alloc, g->undo);
    vc_free(&alloc, g->keys);
    vc_record_free(&alloc, g->record);
    vc_free(&alloc, g->own);
    if (g->variant)
        vchess_variant_unref(g->variant);
    vc_free(&alloc, g);
}

const vchess_variant *vchess_game_variant(const vchess_game *g)
{
    return g ? g->variant : NULL;
}

int vchess_game_set_fen(vchess_game *g, const char *fen, vchess_error *err)
{
    struct vc_pos p;
    struct vc_count count;
    int rc;

    if (!g || !fen)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (g->own) {
        struct vc_variant own;
        if ((rc = read_fen(&g->variant->v, &own, fen, &p, &count, err)) < 0)
            return rc;
        *g->own = own;
    } else if ((rc = read_fen(vc_game_v(g), NULL, fen, &p, &count, err)) < 0) {
        return rc;
    }
    vc_game_reset(g, &p, &count);
    return 0;
}

void vc_game_reset(vchess_game *g, const struct vc_pos *p,
                   const struct vc_count *count)
{
    g->pos = *p;
    g->count0 = *count;
    g->sfen_shift = 0;
    reset_history(g);
}

int vchess_game_fen(char *buf, size_t size, size_t *needed,
                    const vchess_game *g)
{
    struct vc_count count;

    if (!g)
        return VCHESS_EINVAL;
    vc_count_replay(vc_game_v(g), &g->pos, g->undo, g->ply, &g->count0,
                    &count);
    return vc_deliver(vc_fen_write_counted(vc_game_v(g), &g->pos, &count, buf,
                                           buf ? size : 0),
                      buf, size, needed);
}

int vchess_game_side_to_move(int *side, const vchess_game *g)
{
    if (!side || !g)
        return VCHESS_EINVAL;
    *side = g->pos.side;
    return 0;
}

int vchess_game_in_check(int *in_check, const vchess_game *g)
{
    if (!in_check || !g)
        return VCHESS_EINVAL;
    *in_check = vc_in_check(vc_game_v(g), &g->pos);
    return 0;
}

int vchess_game_piece_at(char *piece, const vchess_game *g, int cell)
{
    const struct vc_variant *v;
    uint8_t q;

    if (!piece || !g)
        return VCHESS_EINVAL;
    v = vc_game_v(g);
    if (cell < 0 || cell >= v->board->ncells)
        return VCHESS_ECELL;
    q = g->pos.sq[cell];
    *piece = !q ? 0
         : VC_COLOR(q) ? (char)(v->piece[VC_TYPE(q)].letter + ('a' - 'A'))
                       : v->piece[VC_TYPE(q)].letter;
    return 0;
}

/* Legal moves of g's position: none once the game is over. */
/* 1 if the game ends by a rule that looks at more than the board (the
 * draws by rule, repetitions, a history, the count): checked only in a
 * position with legal moves, as vc_game_result() does. */
static int ended_by_rule(const vchess_game *g, const struct vc_pos *p)
{
    const struct vc_variant *v = vc_game_v(g);
    int r;

    return vc_drawn_by_rule(v, p, g->keys, g->ply + 1) != VC_REASON_NONE ||
           vc_fold_end(v, p, g->keys, g->ply + 1, &r) != VC_REASON_NONE ||
           (v->perpetual_check_loses &&
            vc_history_end(g, VC_REASON_NONE, &r) != VC_REASON_NONE) ||
           vc_counted_out(v, &g->pos, g->undo, g->ply, &g->count0);
}

static int legal_moves(const vchess_game *g, uint32_t *out)
{
    const struct vc_variant *v = vc_game_v(g);
    struct vc_pos p = g->pos;
    int n;

    if (vc_ended(v, &p))
        return 0;
    n = vc_gen_legal(v, &p, out);
    return n && ended_by_rule(g, &p) ? 0 : n;
}

/* The legal moves of the side to move's piece on `from`, as legal_moves()
 * lists them, for a variant whose rules never judge the list as a whole
 * (no list filter, no makpong). */
static int piece_legal_moves(const vchess_game *g, int from, uint32_t *out)
{
    const struct vc_variant *v = vc_game_v(g);
    struct vc_pos p = g->pos;
    struct vc_danger dg;
    int n;

    if (vc_ended(v, &p))
        return 0;
    n = vc_gen_piece_legal(v, &p, from, vc_king_danger(v, &p, &dg), &dg,
                           out);
    return n && ended_by_rule(g, &p) ? 0 : n;
}

int vc_game_result(const vchess_game *g, int *result)
{
    const struct vc_variant *v = vc_game_v(g);
    int why = vc_result(v, &g->pos, g->keys, g->ply + 1, result);
    int r, history = vc_history_end(g, why, &r);

    if (history != VC_REASON_NONE) {
        *result = r;
        return history;
    }
    if (why == VC_REASON_NONE &&
        vc_counted_out(v, &g->pos, g->undo, g->ply, &g->count0)) {
        *result = VC_DRAWN;
        why = VC_REASON_VARIANT_DRAW;
    }
    return why;
}

int vc_game_legal(const vchess_game *g, uint32_t m)
{
    const struct vc_variant *v = vc_game_v(g);
    uint32_t all[VC_MAX_GEN];
    int from = VC_MFROM(m), n;

    /* A board move that is not castling is legal when it is among its
     * piece's legal moves: a push need not list them all. */
    if (!VC_MDROP(m) && VC_MKIND(m) != VC_CASTLE && !v->listed &&
        !v->makpong && from < v->board->ncells &&
        vc_set_has(g->pos.occ[g->pos.side], from))
        n = piece_legal_moves(g, from, all);
    else
        n = legal_moves(g, all);

    for (int i = 0; i < n; i++)
        if (all[i] == m)
            return 1;
    return 0;
}

int vc_check_move(const vchess_game *g, vchess_move m)
{
    return vc_move_valid(vc_game_v(g), m) ? 0 : VCHESS_EMOVE;
}

static int game_over(const vchess_game *g);

int vc_check_legal(const vchess_game *g, vchess_move m)
{
    if (!vc_move_valid(vc_game_v(g), m))
        return VCHESS_EMOVE;
    if (vc_game_legal(g, m))
        return 0;
    return game_over(g) ? VCHESS_EGAMEOVER : VCHESS_EILLEGAL;
}

int vchess_game_legal_moves(vchess_move *moves, size_t cap, size_t *count,
                            const vchess_game *g)
{
    uint32_t all[VC_MAX_GEN];
    int n;

    if (!g || !count || (!moves && cap))
        return VCHESS_EINVAL;
    n = legal_moves(g, all);
    *count = (size_t)n;
    if ((size_t)n > cap)
        return VCHESS_EBUFS;
    if (n)
        memcpy(moves, all, (size_t)n * sizeof(*all));
    return 0;
}

int vchess_game_is_legal(int *legal, const vchess_game *g, vchess_move m)
{
    if (!legal || !g)
        return VCHESS_EINVAL;
    *legal = vc_move_valid(vc_game_v(g), m) && vc_game_legal(g, m);
    return 0;
}

static int game_over(const vchess_game *g)
{
    int result;

    return vc_game_result(g, &result) != VC_REASON_NONE;
}

int vchess_game_push(vchess_game *g, vchess_move m)
{
    int rc;

    if (!g)
        return VCHESS_EINVAL;
    if ((rc = vc_check_legal(g, m)) < 0)
        return rc;
    if (grow(g, g->ply + 1) < 0)
        return VCHESS_ENOMEM;
    vc_make(vc_game_v(g), &g->pos, m, &g->undo[g->ply]);
    g->ply++;
    g->keys[g->ply] = vc_repetition_key(vc_game_v(g), &g->pos);
    return 0;
}

int vchess_game_pop(vchess_move *move, vchess_game *g)
{
    if (!g)
        return VCHESS_EINVAL;
    if (g->ply == 0)
        return VCHESS_ENOUNDO;
    g->ply--;
    vc_unmake(vc_game_v(g), &g->pos, &g->undo[g->ply]);
    if (move)
        *move = g->undo[g->ply].move;
    return 0;
}

int vchess_game_ply(size_t *ply, const vchess_game *g)
{
    if (!ply || !g)
        return VCHESS_EINVAL;
    *ply = g->ply;
    return 0;
}

int vchess_game_history(vchess_move *move, const vchess_game *g, size_t i)
{
    if (!move || !g)
        return VCHESS_EINVAL;
    if (i >= g->ply)
        return VCHESS_ERANGE;
    *move = g->undo[i].move;
    return 0;
}

int vchess_game_result(int *result, int *reason, const vchess_game *g)
{
    int r, why;

    if (!result || !g)
        return VCHESS_EINVAL;
    why = vc_game_result(g, &r);
    *result = r;
    if (reason)
        *reason = why;
    return 0;
}

int vchess_game_claim(int *reason, const vchess_game *g)
{
    if (!reason || !g)
        return VCHESS_EINVAL;
    *reason = game_over(g) ? VC_REASON_NONE
                           : vc_claim(vc_game_v(g), &g->pos, g->keys,
                                      g->ply + 1);
    return 0;
}

int vchess_game_perft(uint64_t *nodes, const vchess_game *g, unsigned depth)
{
    struct vc_pos p;

    if (!nodes || !g)
        return VCHESS_EINVAL;
    if (depth > VCHESS_PERFT_MAX_DEPTH)
        return VCHESS_EDEPTH;
    p = g->pos;
    *nodes = vc_perft(vc_game_v(g), &p, depth);
    return 0;
}

int vchess_game_perft_divide(vchess_move *moves, uint64_t *counts,
                             size_t cap, size_t *count, uint64_t *nodes,
                             const vchess_game *g, unsigned depth)
{
    const struct vc_variant *v;
    uint32_t all[VC_MAX_GEN];
    struct vc_pos p;
    struct vc_undo u;
    int n;

    if (!g || !count || !nodes || (cap && (!moves || !counts)))
        return VCHESS_EINVAL;
    if (depth < 1 || depth > VCHESS_PERFT_MAX_DEPTH)
        return VCHESS_EDEPTH;
    v = vc_game_v(g);
    p = g->pos;
    n = vc_gen_legal(v, &p, all);
    *count = (size_t)n;
    if ((size_t)n > cap)
        return VCHESS_EBUFS;
    *nodes = 0;
    for (int i = 0; i < n; i++) {
        vc_make(v, &p, all[i], &u);
        moves[i] = all[i];
        counts[i] = vc_perft(v, &p, depth - 1);
        *nodes += counts[i];
        vc_unmake(v, &p, &u);
    }
    return 0;
}
