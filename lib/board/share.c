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

/* A shared copy: the entry, then the board's fields before its builder
 * room (store), then the rows, rays and cells it has, which the board's
 * pointers are set to. */
struct shared {
    struct shared *next;
    uint64_t hash;
    size_t refs;
    vchess_allocator alloc;
    struct vc_board board; /* cut off at its store */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct shared *boards;

/* The parts of a board in use: its fields up to the table pointers,
 * then the rows of its cells, its rays and their cells. */
struct span {
    const void *at;
    size_t len;
};
enum { SPANS = 5 };

static void spans_of(const struct vc_board *b, struct span s[SPANS])
{
    size_t rows = (size_t)b->ncells;

    s[0] = (struct span){b, offsetof(struct vc_board, ray_first)};
    s[1] = (struct span){b->ray_first, rows * sizeof(b->ray_first[0])};
    s[2] = (struct span){b->ray_count, rows * sizeof(b->ray_count[0])};
    s[3] = (struct span){b->rays, (size_t)b->nrays * sizeof(b->rays[0])};
    s[4] = (struct span){b->ray_cells, (size_t)b->nray_cells};
}

static uint64_t hash_of(const struct vc_board *b)
{
    struct span s[SPANS];
    uint64_t h = VC_HASH_START;

    spans_of(b, s);
    for (int i = 0; i < SPANS; i++)
        h = vc_hash_bytes(h, s[i].at, s[i].len);
    return h;
}

static int same_board(const struct vc_board *a, const struct vc_board *b)
{
    struct span x[SPANS], y[SPANS];

    spans_of(a, x);
    spans_of(b, y);
    for (int i = 0; i < SPANS; i++)
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

/* Bytes from *at for len bytes, aligned for any of the tables. */
static size_t take(size_t *at, size_t len)
{
    size_t here = (*at + 7) & ~(size_t)7;

    *at = here + len;
    return here;
}

/* A copy of b that holds only what it uses, or NULL. */
static struct shared *copy_of(const struct vc_board *b,
                              const vchess_allocator *a)
{
    struct span s[SPANS];
    size_t at[SPANS], size = offsetof(struct shared, board);
    struct shared *c;
    char *base;

    spans_of(b, s);
    /* the board's fields on the entry's board, its pointers too */
    at[0] = take(&size, offsetof(struct vc_board, store));
    for (int i = 1; i < SPANS; i++)
        at[i] = take(&size, s[i].len);
    if ((c = vc_alloc(a, size)) == NULL)
        return NULL;
    base = (char *)c;
    for (int i = 0; i < SPANS; i++)
        if (s[i].len) /* NULL rays of an empty table */
            memcpy(base + at[i], s[i].at, s[i].len);
    c->board.ray_first = (uint16_t(*)[VC_MAX_FAMS])(base + at[1]);
    c->board.ray_count = (uint8_t(*)[VC_MAX_FAMS])(base + at[2]);
    c->board.rays = (struct vc_ray *)(base + at[3]);
    c->board.ray_cells = (uint8_t *)(base + at[4]);
    return c;
}

const struct vc_board *vc_board_share(const struct vc_board *b,
                                      const vchess_allocator *a)
{
    uint64_t hash = hash_of(b);
    struct shared *s;

    pthread_mutex_lock(&lock);
    if ((s = find(b, hash, a)) == NULL && (s = copy_of(b, a))) {
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
    struct shared *s, **link;

    if (!b)
        return;
    s = (struct shared *)((const char *)b - offsetof(struct shared, board));
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
