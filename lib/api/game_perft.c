/* game_perft.c - deep perft and perft split of a game (public API): the
 * options, the table's memory, progress reports and work items as FEN. */
#include "api.h"
#include "engine/perft_deep.h"

#include <string.h>

int vchess_perft_options_init(vchess_perft_options *opts, unsigned version)
{
    static const vchess_perft_options defaults = VCHESS_PERFT_OPTIONS_INIT;

    if (!opts)
        return VCHESS_EINVAL;
    if (version < 1 || version > VCHESS_PERFT_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    *opts = defaults;
    opts->version = version;
    return 0;
}

static int check_options(const vchess_perft_options *o, vchess_error *err)
{
    if (o->version < 1 || o->version > VCHESS_PERFT_OPTIONS_VERSION)
        return vc_error_set(err, VCHESS_EVERSION, 0,
                            "unknown perft options version %u", o->version);
    if (o->threads < 1 || o->threads > VCHESS_PERFT_MAX_THREADS)
        return vc_error_set(err, VCHESS_EINVAL, 0,
                            "threads %u is not from 1 to %d", o->threads,
                            VCHESS_PERFT_MAX_THREADS);
    return 0;
}

/* A zeroed table of about o->hash_bytes from g's allocator. */
static int table_create(struct vc_tt *t, const vchess_game *g,
                        const vchess_perft_options *o, vchess_error *err)
{
    size_t bytes;

    t->entry = NULL;
    t->nbuckets = vc_tt_buckets(o->hash_bytes);
    if (!t->nbuckets)
        return 0;
    bytes = t->nbuckets * VC_TT_WAYS * sizeof(*t->entry);
    t->entry = vc_alloc(&g->alloc, bytes);
    if (!t->entry)
        return vc_error_set(err, VCHESS_ENOMEM, 0,
                            "cannot allocate a table of %zu bytes", bytes);
    memset(t->entry, 0, bytes);
    return 0;
}

static void report(size_t done, size_t total, uint64_t nodes, void *user)
{
    const vchess_perft_options *o = user;
    vchess_perft_progress p = {VCHESS_PERFT_PROGRESS_VERSION, done, total,
                               nodes};

    o->progress(&p, o->user);
}

int vchess_game_perft_deep(uint64_t *nodes, const vchess_game *g,
                           unsigned depth, const vchess_perft_options *opts,
                           vchess_error *err)
{
    static const vchess_perft_options defaults = VCHESS_PERFT_OPTIONS_INIT;
    const vchess_perft_options *o = opts ? opts : &defaults;
    struct vc_tt t;
    int rc;

    if (!nodes || !g)
        return vc_error_set(err, VCHESS_EINVAL, 0, "nodes or game is NULL");
    if (depth > VCHESS_PERFT_MAX_DEPTH)
        return vc_error_set(err, VCHESS_EDEPTH, 0, "depth %u above %d", depth,
                            VCHESS_PERFT_MAX_DEPTH);
    if ((rc = check_options(o, err)) < 0 ||
        (rc = table_create(&t, g, o, err)) < 0)
        return rc;
    *nodes = vc_perft_threads(vc_game_v(g), &g->pos, depth, &t, o->threads,
                              o->progress ? report : NULL, (void *)o);
    if (t.entry)
        vc_free(&g->alloc, t.entry);
    return 0;
}

/* The walk of vchess_game_perft_split(). */
struct walk {
    const struct vc_variant *v;
    vchess_perft_item_fn *item;
    void *user;
    char fen[VC_FEN_TEXT_MAX];
};

static int split(struct walk *w, struct vc_pos *p, unsigned plies)
{
    uint32_t moves[VC_MOVE_ROOM(w->v)];
    struct vc_undo u;
    int n, rc = 0;

    if (plies == 0) {
        vc_fen_write(w->v, p, w->fen, sizeof(w->fen));
        return w->item(w->fen, w->user);
    }
    n = vc_gen_legal(w->v, p, moves);
    for (int i = 0; rc >= 0 && i < n; i++) {
        vc_make(w->v, p, moves[i], &u);
        rc = split(w, p, plies - 1);
        vc_unmake(w->v, p, &u);
    }
    return rc;
}

int vchess_game_perft_split(const vchess_game *g, unsigned plies,
                            vchess_perft_item_fn *item, void *user,
                            vchess_error *err)
{
    struct walk w;
    struct vc_pos p;
    int rc;

    if (!g || !item)
        return vc_error_set(err, VCHESS_EINVAL, 0, "game or item is NULL");
    if (plies > VCHESS_PERFT_MAX_DEPTH)
        return vc_error_set(err, VCHESS_EDEPTH, 0, "plies %u above %d", plies,
                            VCHESS_PERFT_MAX_DEPTH);
    w.v = vc_game_v(g);
    w.item = item;
    w.user = user;
    p = g->pos;
    rc = split(&w, &p, plies);
    return rc < 0 ? vc_error_set(err, rc, 0, "stopped by the item function")
                  : 0;
}
