/* perft_deep.c - perft with a shared transposition table, the root moves
 * split between threads.  Each thread counts on its own copy of the
 * position; the table (perft_table.c) and a few counters are all they
 * share. */
#include "perft_deep.h"

#include <pthread.h>

/* 1 if the count is to stop now (and h says why). */
static int halted(struct vc_perft_halt *h)
{
    int why;

    if (!h)
        return 0;
    if (atomic_load_explicit(&h->why, memory_order_relaxed))
        return 1;
    why = h->max_leaves &&
                  atomic_load_explicit(&h->leaves, memory_order_relaxed) >
                      h->max_leaves
              ? VC_HALT_LEAVES
          : h->poll ? h->poll(h->ctx)
                    : 0;
    if (why)
        atomic_store(&h->why, why);
    return why != 0;
}

/* 1 if the count has been stopped (without asking again). */
static int stopped(const struct vc_perft_halt *h)
{
    return h && atomic_load_explicit(&h->why, memory_order_relaxed);
}

/* A subtree of depth 2 counted: what the bound is checked against. */
static uint64_t counted(struct vc_perft_halt *h, uint64_t nodes)
{
    if (h)
        atomic_fetch_add_explicit(&h->leaves, nodes, memory_order_relaxed);
    return nodes;
}

uint64_t vc_perft_hashed(const struct vc_variant *v, struct vc_pos *p,
                         unsigned depth, const struct vc_tt *t,
                         struct vc_perft_halt *h)
{
    struct vc_undo u;
    uint64_t nodes = 0, check = 0;
    int n;

    if (depth < 2 || (!t->nbuckets && (depth < 3 || !h)))
        return vc_perft(v, p, depth);
    if (t->nbuckets) {
        check = vc_tt_check(v, p);
        if (vc_tt_probe(t, p->key, check, depth, &nodes))
            return nodes;
    }
    uint32_t moves[VC_MOVE_ROOM(v)]; /* after the early returns */
    n = vc_gen_legal_sets(v, p, moves);
    for (int i = 0; i < n && (depth < 3 || !halted(h)); i++) {
        uint64_t sub;
        vc_make(v, p, moves[i], &u);
        sub = vc_perft_hashed(v, p, depth - 1, t, h);
        vc_unmake(v, p, &u);
        nodes += depth == 3 ? counted(h, sub) : sub;
    }
    if (t->nbuckets && !stopped(h))
        vc_tt_store(t, p->key, check, depth, nodes);
    return nodes;
}

/* What the threads of one count share. */
struct split {
    const struct vc_variant *v;
    const struct vc_pos *root;
    const struct vc_tt *t;
    unsigned depth;
    uint32_t moves[VC_MAX_GEN];
    int nmoves;
    atomic_int next;           /* the next root move to take */
    pthread_mutex_t lock;      /* guards the three below */
    size_t done;
    uint64_t nodes;
    vc_perft_report *report;
    void *user;
    struct vc_perft_halt *halt;
};

static void add_result(struct split *s, uint64_t nodes)
{
    pthread_mutex_lock(&s->lock);
    s->done++;
    s->nodes += nodes;
    if (s->report)
        s->report(s->done, (size_t)s->nmoves, s->nodes, s->user);
    pthread_mutex_unlock(&s->lock);
}

static void *count_root_moves(void *arg)
{
    struct split *s = arg;
    struct vc_pos p = *s->root;
    struct vc_undo u;
    int i;

    while ((i = atomic_fetch_add(&s->next, 1)) < s->nmoves &&
           !halted(s->halt)) {
        uint64_t nodes;
        vc_make(s->v, &p, s->moves[i], &u);
        nodes = vc_perft_hashed(s->v, &p, s->depth - 1, s->t, s->halt);
        vc_unmake(s->v, &p, &u);
        if (!stopped(s->halt))
            add_result(s, nodes);
    }
    return NULL;
}

#define MAX_HELPERS 255

uint64_t vc_perft_threads(const struct vc_variant *v, const struct vc_pos *p,
                          unsigned depth, const struct vc_tt *t,
                          unsigned threads, vc_perft_report *report,
                          void *user, struct vc_perft_halt *h)
{
    struct split s = {.v = v, .root = p, .t = t, .depth = depth,
                      .report = report, .user = user, .halt = h};
    struct vc_pos copy = *p;
    pthread_t helper[MAX_HELPERS];
    unsigned started = 0;

    if (depth < 2)
        return vc_perft(v, &copy, depth);
    s.nmoves = vc_gen_legal(v, &copy, s.moves);
    atomic_init(&s.next, 0);
    pthread_mutex_init(&s.lock, NULL);
    while (started + 1 < threads && started < MAX_HELPERS &&
           pthread_create(&helper[started], NULL, count_root_moves, &s) == 0)
        started++;
    count_root_moves(&s);
    for (unsigned i = 0; i < started; i++)
        pthread_join(helper[i], NULL);
    pthread_mutex_destroy(&s.lock);
    return s.nodes;
}
