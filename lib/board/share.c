/* share.c - boards shared between variants (share.h).  The shared
 * copies are kept in one list under a lock; a copy is found by the hash
 * of the board's bytes in use, then compared whole, and belongs to the
 * allocator that made it (a caller's allocator must outlive the objects
 * made with it, so copies of different allocators are never mixed). */
#include "share.h"

#include "base/hash.h"

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct shared {
    struct vc_board board; /* first: the board is the entry */
    struct shared *next;
    uint64_t hash;
    size_t refs;
    vchess_allocator alloc;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct shared *boards;

/* The parts of a board in use: everything before the ray tables, then
 * the rays and their cells that it has (builder scratch left out). */
struct span {
    const void *at;
    size_t len;
};

static void spans_of(const struct vc_board *b, struct span s[3])
{
    s[0] = (struct span){b, offsetof(struct vc_board, rays)};
    s[1] = (struct span){b->rays, (size_t)b->nrays * sizeof(b->rays[0])};
    s[2] = (struct span){b->ray_cells, (size_t)b->nray_cells};
}

static uint64_t hash_of(const struct vc_board *b)
{
    struct span s[3];
    uint64_t h = VC_HASH_START;

    spans_of(b, s);
    for (int i = 0; i < 3; i++)
        h = vc_hash_bytes(h, s[i].at, s[i].len);
    return h;
}

static int same_board(const struct vc_board *a, const struct vc_board *b)
{
    struct span x[3], y[3];

    spans_of(a, x);
    spans_of(b, y);
    for (int i = 0; i < 3; i++)
        if (x[i].len != y[i].len || memcmp(x[i].at, y[i].at, x[i].len) != 0)
            return 0;
    return 1;
}

static struct shared *find(const struct vc_board *b, uint64_t hash,
                           const vchess_allocator *a)
{
    for (struct shared *s = boards; s; s = s->next)
        if (s->hash == hash && vc_alloc_same(&s->alloc, a) &&
            same_board(&s->board, b))
            return s;
    return NULL;
}

const struct vc_board *vc_board_share(const struct vc_board *b,
                                      const vchess_allocator *a)
{
    uint64_t hash = hash_of(b);
    struct shared *s;

    pthread_mutex_lock(&lock);
    if ((s = find(b, hash, a)) == NULL && (s = vc_alloc(a, sizeof(*s)))) {
        memcpy(&s->board, b, sizeof(*b));
        s->hash = hash;
        s->refs = 0;
        s->alloc = *a;
        s->next = boards;
        boards = s;
    }
    if (s)
        s->refs++;
    pthread_mutex_unlock(&lock);
    return s ? &s->board : NULL;
}

void vc_board_unshare(const struct vc_board *b)
{
    struct shared *s = (struct shared *)b, **link;

    if (!b)
        return;
    pthread_mutex_lock(&lock);
    if (--s->refs == 0) {
        for (link = &boards; *link != s; link = &(*link)->next)
            ;
        *link = s->next;
    } else {
        s = NULL;
    }
    pthread_mutex_unlock(&lock);
    if (s)
        vc_free(&s->alloc, s);
}
