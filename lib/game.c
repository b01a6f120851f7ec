/* game.c - the public vchess_game API composing variant, engine and
 * notation.  Every entry point checks its arguments. */
#include "game.h"
#include "fen.h"
#include "san.h"

#include <stdlib.h>
#include <string.h>

/* Every move list the engine can make fits the caller's VCHESS_MAX_MOVES. */
typedef char vc_move_lists_fit_the_api[VC_MAX_GEN <= VCHESS_MAX_MOVES ? 1 : -1];

#define FAIL(g, code, ...) vc_error_set(&(g)->err, (code), 0, __VA_ARGS__)

size_t vchess_variant_count(void)
{
    return vc_variant_count();
}

const char *vchess_variant_name(size_t i)
{
    return vc_variant_name(i);
}

static int start(vchess_game *g, const char *variant, const char *fen)
{
    if (vc_variant_build(&g->v, variant) < 0)
        return vc_error_set(&g->err, VCHESS_EVARIANT, 0,
                            "unknown variant '%.60s'", variant);
    return vc_fen_parse(&g->v, fen ? fen : g->v.start_fen, &g->pos, &g->err);
}

static int grow(vchess_game *g, size_t need)
{
    struct vc_undo *u;
    uint64_t *k;
    size_t cap = g->cap ? g->cap : 64;

    if (need <= g->cap)
        return 0;
    while (cap < need)
        cap *= 2;
    if (!(u = realloc(g->undo, cap * sizeof(*u))))
        return VCHESS_ENOMEM;
    g->undo = u;
    if (!(k = realloc(g->keys, (cap + 1) * sizeof(*k))))
        return VCHESS_ENOMEM;
    g->keys = k;
    g->cap = cap;
    return 0;
}

static void reset_history(vchess_game *g)
{
    g->ply = 0;
    g->keys[0] = vc_position_key(&g->v, &g->pos);
}

int vchess_game_new_ex(vchess_game **out, const char *variant,
                       const char *fen, vchess_error *err)
{
    vchess_game *g;
    int rc;

    if (out)
        *out = NULL;
    if (!out || !variant)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (!(g = calloc(1, sizeof(*g))) || grow(g, 64) < 0) {
        vchess_game_free(g);
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    }
    if ((rc = start(g, variant, fen)) < 0) {
        if (err)
            *err = g->err;
        vchess_game_free(g);
        return rc;
    }
    reset_history(g);
    *out = g;
    return 0;
}

int vchess_game_new(vchess_game **out, const char *variant, const char *fen)
{
    return vchess_game_new_ex(out, variant, fen, NULL);
}

int vchess_game_copy(vchess_game **out, const vchess_game *g)
{
    vchess_game *c;

    if (out)
        *out = NULL;
    if (!out || !g)
        return VCHESS_EINVAL;
    if (!(c = malloc(sizeof(*c))))
        return VCHESS_ENOMEM;
    *c = *g;
    c->undo = NULL;
    c->keys = NULL;
    c->cap = 0;
    if (grow(c, g->cap) < 0) {
        vchess_game_free(c);
        return VCHESS_ENOMEM;
    }
    memcpy(c->undo, g->undo, g->ply * sizeof(*g->undo));
    memcpy(c->keys, g->keys, (g->ply + 1) * sizeof(*g->keys));
    *out = c;
    return 0;
}

void vchess_game_free(vchess_game *g)
{
    if (!g)
        return;
    free(g->undo);
    free(g->keys);
    free(g);
}

const vchess_error *vchess_game_last_error(const vchess_game *g)
{
    return g ? &g->err : NULL;
}

const char *vchess_game_variant(const vchess_game *g)
{
    return g ? g->v.name : NULL;
}

int vchess_game_set_fen(vchess_game *g, const char *fen)
{
    struct vc_pos p;
    int rc;

    if (!g || !fen)
        return g ? FAIL(g, VCHESS_EINVAL, "NULL FEN") : VCHESS_EINVAL;
    if ((rc = vc_fen_parse(&g->v, fen, &p, &g->err)) < 0)
        return rc;
    g->pos = p;
    reset_history(g);
    return 0;
}

/* Copy text into a caller buffer by the library's buffer rules. */
static int deliver(size_t len, char *buf, size_t size, size_t *needed)
{
    if (needed)
        *needed = len + 1;
    return len + 1 > size || !buf ? VCHESS_EBUFS : 0;
}

int vchess_game_fen(const vchess_game *g, char *buf, size_t size,
                    size_t *needed)
{
    if (!g)
        return VCHESS_EINVAL;
    return deliver(vc_fen_write(&g->v, &g->pos, buf, buf ? size : 0), buf,
                   size, needed);
}

int vchess_game_side_to_move(const vchess_game *g)
{
    return g ? g->pos.side : VCHESS_EINVAL;
}

int vchess_game_in_check(const vchess_game *g)
{
    return g ? vc_in_check(&g->v, &g->pos) : VCHESS_EINVAL;
}

int vchess_game_legal_moves(const vchess_game *g, vchess_move *moves,
                            size_t cap, size_t *count)
{
    uint32_t all[VC_MAX_GEN];
    struct vc_pos p;
    int n;

    if (!g || !count || (!moves && cap))
        return VCHESS_EINVAL;
    p = g->pos;
    n = vc_gen_legal(&g->v, &p, all);
    *count = (size_t)n;
    if ((size_t)n > cap)
        return VCHESS_EBUFS;
    if (n)
        memcpy(moves, all, (size_t)n * sizeof(*all));
    return 0;
}

int vchess_game_is_legal(const vchess_game *g, vchess_move m)
{
    uint32_t all[VC_MAX_GEN];
    struct vc_pos p;
    int n;

    if (!g)
        return VCHESS_EINVAL;
    p = g->pos;
    n = vc_gen_legal(&g->v, &p, all);
    for (int i = 0; i < n; i++)
        if (all[i] == m)
            return 1;
    return 0;
}

int vchess_game_push(vchess_game *g, vchess_move m)
{
    if (!g)
        return VCHESS_EINVAL;
    if (vchess_game_is_legal(g, m) != 1)
        return FAIL(g, VCHESS_EILLEGAL, "illegal move");
    if (grow(g, g->ply + 1) < 0)
        return FAIL(g, VCHESS_ENOMEM, "out of memory");
    vc_make(&g->v, &g->pos, m, &g->undo[g->ply]);
    g->ply++;
    g->keys[g->ply] = vc_position_key(&g->v, &g->pos);
    return 0;
}

int vchess_game_pop(vchess_game *g)
{
    if (!g)
        return VCHESS_EINVAL;
    if (g->ply == 0)
        return FAIL(g, VCHESS_ENOUNDO, "no move to undo");
    g->ply--;
    vc_unmake(&g->v, &g->pos, &g->undo[g->ply]);
    return 0;
}

size_t vchess_game_ply(const vchess_game *g)
{
    return g ? g->ply : 0;
}

int vchess_game_cell_count(const vchess_game *g)
{
    return g ? g->v.board.ncells : VCHESS_EINVAL;
}

const char *vchess_game_cell_name(const vchess_game *g, int cell)
{
    if (!g || cell < 0 || cell >= g->v.board.ncells)
        return NULL;
    return g->v.board.name[cell];
}

int vchess_game_cell_index(const vchess_game *g, const char *name)
{
    int c;

    if (!g || !name)
        return VCHESS_EINVAL;
    c = vc_board_find(&g->v.board, name);
    return c < 0 ? VCHESS_ECELL : c;
}

char vchess_game_piece_at(const vchess_game *g, int cell)
{
    uint8_t q;

    if (!g || cell < 0 || cell >= g->v.board.ncells)
        return 0;
    q = g->pos.sq[cell];
    if (!q)
        return 0;
    return VC_COLOR(q) ? (char)(g->v.piece[VC_TYPE(q)].letter + 32)
                       : g->v.piece[VC_TYPE(q)].letter;
}

int vchess_move_to_coord(const vchess_game *g, vchess_move m, char *buf,
                         size_t size, size_t *needed)
{
    if (!g || VC_MFROM(m) >= g->v.board.ncells ||
        VC_MTO(m) >= g->v.board.ncells)
        return VCHESS_EINVAL;
    return deliver(vc_move_coord(&g->v, m, buf, buf ? size : 0), buf, size,
                   needed);
}

int vchess_move_to_san(const vchess_game *g, vchess_move m, char *buf,
                       size_t size, size_t *needed)
{
    struct vc_pos p;

    if (!g)
        return VCHESS_EINVAL;
    if (vchess_game_is_legal(g, m) != 1)
        return VCHESS_EILLEGAL;
    p = g->pos;
    return deliver(vc_move_san(&g->v, &p, m, buf, buf ? size : 0), buf, size,
                   needed);
}

int vchess_move_parse(vchess_game *g, const char *text, vchess_move *out)
{
    if (!g || !text || !out)
        return g ? FAIL(g, VCHESS_EINVAL, "NULL argument") : VCHESS_EINVAL;
    return vc_move_parse(&g->v, &g->pos, text, out, &g->err);
}

int vchess_move_from(vchess_move m)
{
    return VC_MFROM(m);
}

int vchess_move_to(vchess_move m)
{
    return VC_MTO(m);
}

char vchess_move_promotion(vchess_move m)
{
    static const char letters[VC_NPTYPES] = {0, 'p', 'n', 'b', 'r', 'q', 'k', 'a'};

    return letters[VC_MPROMO(m) & 7];
}

int vchess_move_is_castling(vchess_move m)
{
    return VC_MKIND(m) == VC_CASTLE;
}
