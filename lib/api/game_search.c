/* game_search.c - the public searcher over the engine's search
 * (search.h): a handle owning the engine's state and its table. */
#include "api.h"
#include "search/search.h"

#include <string.h>

struct vchess_searcher {
    vchess_allocator alloc;
    struct vc_searcher *engine;
    struct vc_tt_entry *tt;
    struct vc_searcher **helpers; /* threads - 1 of them */
    int nhelpers;
};

/* Entries of a table of about hash_mb MiB: a power of two, at least
 * 4096 (64 KiB) so that hash_mb 0 still gives a useful table. */
static size_t table_entries(size_t hash_mb)
{
    size_t want = hash_mb * (1024 * 1024 / sizeof(struct vc_tt_entry));
    size_t n = 4096;

    while (n * 2 <= want)
        n *= 2;
    return n;
}

int vchess_searcher_create(vchess_searcher **out, size_t hash_mb,
                           const vchess_allocator *alloc, vchess_error *err)
{
    vchess_searcher *s;
    vchess_allocator a;
    size_t n;

    if (!out)
        return vc_error_set(err, VCHESS_EINVAL, 0, "no place for the searcher");
    *out = NULL;
    if (alloc && alloc->version != VCHESS_ALLOCATOR_VERSION)
        return vc_error_set(err, VCHESS_EVERSION, 0,
                            "unknown allocator version %u", alloc->version);
    if (hash_mb > ((size_t)-1 >> 21))
        return vc_error_set(err, VCHESS_EINVAL, 0,
                            "hash table of %zu MiB is too large", hash_mb);
    vc_alloc_pick(&a, alloc);
    n = table_entries(hash_mb);
    if (!(s = vc_alloc(&a, sizeof(*s))))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    s->alloc = a;
    s->helpers = NULL;
    s->nhelpers = 0;
    s->engine = vc_alloc(&a, sizeof(*s->engine));
    s->tt = vc_alloc(&a, n * sizeof(*s->tt));
    if (!s->engine || !s->tt) {
        vchess_searcher_free(s);
        return vc_error_set(err, VCHESS_ENOMEM, 0,
                            "out of memory for a %zu MiB table", hash_mb);
    }
    vc_searcher_init(s->engine, s->tt, n);
    *out = s;
    return 0;
}

static void free_helpers(vchess_allocator *a, struct vc_searcher **helpers,
                         int n)
{
    for (int i = 0; i < n; i++)
        vc_free(a, helpers[i]);
    vc_free(a, helpers);
}

void vchess_searcher_free(vchess_searcher *s)
{
    vchess_allocator a;

    if (!s)
        return;
    a = s->alloc;
    free_helpers(&a, s->helpers, s->nhelpers);
    vc_free(&a, s->tt);
    vc_free(&a, s->engine);
    vc_free(&a, s);
}

void vchess_searcher_stop(vchess_searcher *s)
{
    if (s)
        atomic_store(&s->engine->stop, 1);
}

int vchess_searcher_clear(vchess_searcher *s)
{
    if (!s)
        return VCHESS_EINVAL;
    vc_searcher_clear(s->engine);
    return 0;
}

int vchess_searcher_set_threads(vchess_searcher *s, int threads,
                                vchess_error *err)
{
    struct vc_searcher **helpers = NULL;
    int n = threads - 1;

    if (!s)
        return vc_error_set(err, VCHESS_EINVAL, 0, "no searcher");
    if (threads < 1 || threads > VCHESS_SEARCH_THREADS_MAX)
        return vc_error_set(err, VCHESS_EINVAL, 0,
                            "%d threads: 1 to %d can search", threads,
                            VCHESS_SEARCH_THREADS_MAX);
    if (n > 0 && !(helpers = vc_alloc(&s->alloc, (size_t)n * sizeof(*helpers))))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    for (int i = 0; i < n; i++)
        if (!(helpers[i] = vc_alloc(&s->alloc, sizeof(*helpers[i])))) {
            free_helpers(&s->alloc, helpers, i);
            return vc_error_set(err, VCHESS_ENOMEM, 0,
                                "out of memory for %d threads", threads);
        }
    free_helpers(&s->alloc, s->helpers, s->nhelpers);
    s->helpers = helpers;
    s->nhelpers = n;
    vc_searcher_add_helpers(s->engine, helpers, n);
    return 0;
}

int vchess_search_limits_init(vchess_search_limits *limits, unsigned version)
{
    static const vchess_search_limits defaults = VCHESS_SEARCH_LIMITS_INIT;

    if (!limits)
        return VCHESS_EINVAL;
    if (version < 1 || version > VCHESS_SEARCH_LIMITS_VERSION)
        return VCHESS_EVERSION;
    *limits = defaults;
    limits->version = version;
    return 0;
}

static int mate_in(int score)
{
    if (score > VC_MATE_BOUND)
        return (VC_MATE - score + 1) / 2;
    if (score < -VC_MATE_BOUND)
        return -((VC_MATE + score) / 2);
    return 0;
}

static void to_info(const struct vc_search_report *r, vchess_search_info *i)
{
    memset(i, 0, sizeof(*i));
    i->version = VCHESS_SEARCH_INFO_VERSION;
    i->depth = r->depth;
    i->score_cp = r->score;
    i->mate_in = mate_in(r->score);
    i->nodes = r->nodes;
    i->time_ms = r->time_ms;
    i->pv_length = (size_t)r->pv_length;
    memcpy(i->pv, r->pv, (size_t)r->pv_length * sizeof(*r->pv));
}

static int relay_iteration(const struct vc_search_report *r, void *user)
{
    const vchess_search_limits *limits = user;
    vchess_search_info info;

    to_info(r, &info);
    return limits->on_iteration(&info, limits->user);
}

static int check_limits(const vchess_search_limits *limits,
                        vchess_error *err)
{
    if (limits->version < 1 ||
        limits->version > VCHESS_SEARCH_LIMITS_VERSION)
        return vc_error_set(err, VCHESS_EVERSION, 0,
                            "unknown search limits version %u",
                            limits->version);
    if (limits->depth < 0)
        return vc_error_set(err, VCHESS_EINVAL, 0, "negative depth %d",
                            limits->depth);
    return 0;
}

/* 1 if g's game is over (then *best says so). */
static int game_over(vchess_search_info *best, const vchess_game *g)
{
    int result;

    if (vc_game_result(g, &result) == VC_REASON_NONE)
        return 0;
    memset(best, 0, sizeof(*best));
    best->version = VCHESS_SEARCH_INFO_VERSION;
    return 1;
}

int vchess_searcher_run(vchess_search_info *best, vchess_searcher *s,
                        const vchess_game *g,
                        const vchess_search_limits *limits, vchess_error *err)
{
    struct vc_search_limits lim = {0, 0, 0, NULL, NULL};
    struct vc_search_report r;
    struct vc_pos p, start;
    size_t n;
    int st, have_start;

    if (!best || !s || !g || !limits)
        return vc_error_set(err, VCHESS_EINVAL, 0, "a NULL argument");
    if ((st = check_limits(limits, err)) != 0)
        return st;
    if (game_over(best, g))
        return vc_error_set(err, VCHESS_EGAMEOVER, 0, "the game is over");
    lim.depth = limits->depth;
    lim.nodes = limits->nodes;
    lim.time_ms = limits->time_ms;
    if (limits->on_iteration) {
        lim.on_iteration = relay_iteration;
        lim.user = (void *)limits;
    }
    p = g->pos;
    n = g->ply < p.halfmove ? g->ply : p.halfmove;
    have_start = vc_fen_parse(vc_game_v(g), vc_game_v(g)->start_fen, &start,
                              NULL) == 0;
    vc_search(s->engine, vc_game_v(g), have_start ? &start : NULL, &p,
              g->keys + (g->ply - n), n, &lim, &r);
    to_info(&r, best);
    return 0;
}
