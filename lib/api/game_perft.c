/* game_perft.c - deep perft and perft split of a game (public API): the
 * options, the table's memory, progress reports and work items as FEN. */
#include "api.h"
#include "engine/perft_deep.h"

#include <stddef.h>
#include <string.h>
#include <time.h>

#define PERFT_OPTIONS_V1_SIZE offsetof(vchess_perft_options, max_nodes)

int vchess_perft_options_init(vchess_perft_options *opts, unsigned version)
{
    static const vchess_perft_options defaults = VCHESS_PERFT_OPTIONS_INIT;

    if (!opts)
        return VCHESS_EINVAL;
    if (version < 1 || version > VCHESS_PERFT_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    /* a struct of version 1 ends before the limits */
    memcpy(opts, &defaults, version == 1 ? PERFT_OPTIONS_V1_SIZE
                                         : sizeof(defaults));
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

/* What ends a count early: the caller's time and stop function. */
struct limits {
    const vchess_perft_options *o;
    uint64_t deadline_ns; /* 0: none */
};

static uint64_t now_ns(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* now + ms, saturated (a time too long to count is no limit). */
static uint64_t deadline_after(uint64_t ms)
{
    uint64_t now = now_ns();

    if (!ms)
        return 0;
    return ms > (UINT64_MAX - now) / 1000000u ? UINT64_MAX
                                               : now + ms * 1000000u;
}

static int poll_limits(void *ctx)
{
    const struct limits *l = ctx;

    if (l->deadline_ns && now_ns() >= l->deadline_ns)
        return VCHESS_ELIMIT;
    if (l->o->stop && l->o->stop(l->o->user))
        return VCHESS_ESTOPPED;
    return 0;
}

/* The halt of a count by o's version 2 members (none for version 1). */
static struct vc_perft_halt *halt_init(struct vc_perft_halt *h,
                                       struct limits *l,
                                       const vchess_perft_options *o)
{
    if (o->version < 2 || (!o->max_nodes && !o->time_ms && !o->stop))
        return NULL;
    l->o = o;
    l->deadline_ns = deadline_after(o->time_ms);
    h->max_leaves = o->max_nodes;
    h->poll = l->deadline_ns || o->stop ? poll_limits : NULL;
    h->ctx = l;
    atomic_init(&h->leaves, 0);
    atomic_init(&h->why, 0);
    return h;
}

/* 0, or why the count was ended early (err filled). */
static int halt_status(const struct vc_perft_halt *h, uint64_t nodes,
                       vchess_error *err)
{
    int why = h ? atomic_load(&h->why) : 0;

    if (why == VC_HALT_LEAVES || (h && h->max_leaves && nodes > h->max_leaves))
        return vc_error_set(err, VCHESS_ELIMIT, 0,
                            "perft counts more than %llu nodes",
                            (unsigned long long)h->max_leaves);
    if (why == VCHESS_ELIMIT)
        return vc_error_set(err, why, 0, "perft ran out of time");
    if (why)
        return vc_error_set(err, VCHESS_ESTOPPED, 0, "perft stopped");
    return 0;
}

int vchess_game_perft_deep(uint64_t *nodes, const vchess_game *g,
                           unsigned depth, const vchess_perft_options *opts,
                           vchess_error *err)
{
    static const vchess_perft_options defaults = VCHESS_PERFT_OPTIONS_INIT;
    const vchess_perft_options *o = opts ? opts : &defaults;
    struct vc_perft_halt halt, *h;
    struct limits lim;
    struct vc_tt t;
    uint64_t n;
    int rc;

    if (!nodes || !g)
        return vc_error_set(err, VCHESS_EINVAL, 0, "nodes or game is NULL");
    if (depth > VCHESS_PERFT_MAX_DEPTH)
        return vc_error_set(err, VCHESS_EDEPTH, 0, "depth %u above %d", depth,
                            VCHESS_PERFT_MAX_DEPTH);
    if ((rc = check_options(o, err)) < 0 ||
        (rc = table_create(&t, g, o, err)) < 0)
        return rc;
    h = halt_init(&halt, &lim, o);
    n = vc_perft_threads(vc_game_v(g), &g->pos, depth, &t, o->threads,
                         o->progress ? report : NULL, (void *)o, h);
    if (t.entry)
        vc_free(&g->alloc, t.entry);
    if ((rc = halt_status(h, n, err)) < 0)
        return rc;
    *nodes = n;
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
