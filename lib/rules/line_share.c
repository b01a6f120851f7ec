/* line_share.c - what variants share (line_share.h): the line tables and
 * the copies of piece rows, each in a hash table of lists under a lock
 * of its own.  What is shared belongs to the allocator that made it: a
 * caller's allocator must outlive what was made with it, so copies of
 * different allocators are never mixed. */
#include "line_share.h"

#include "base/hash.h"

#include <pthread.h>
#include <string.h>

#define BUCKETS 4096

struct entry {
    struct entry *next;
    uint64_t hash;
    size_t refs;
    vchess_allocator alloc;
    size_t len, words; /* of the key (after the table) and the table */
    uint64_t table[];  /* a copy's bytes are its key: words 0 */
};

struct registry {
    pthread_mutex_t lock;
    struct entry *bucket[BUCKETS];
};

static struct registry lines = {PTHREAD_MUTEX_INITIALIZER, {NULL}};
static struct registry copies = {PTHREAD_MUTEX_INITIALIZER, {NULL}};

static const uint8_t *key_of(const struct entry *e)
{
    return (const uint8_t *)(e->table + e->words);
}

static struct entry *find(const struct registry *g, uint64_t hash,
                          const uint8_t *key, size_t len,
                          const vchess_allocator *a)
{
    for (struct entry *e = g->bucket[hash % BUCKETS]; e; e = e->next)
        if (e->hash == hash && e->len == len && vc_alloc_same(&e->alloc, a) &&
            memcmp(key_of(e), key, len) == 0)
            return e;
    return NULL;
}

static struct entry *make(struct registry *g, uint64_t hash,
                          const uint8_t *key, size_t len, size_t words,
                          const vchess_allocator *a)
{
    struct entry *e = vc_alloc(a, sizeof(*e) + words * sizeof(uint64_t) + len);

    if (!e)
        return NULL;
    e->hash = hash;
    e->refs = 0;
    e->alloc = *a;
    e->len = len;
    e->words = words;
    memcpy((uint8_t *)(e->table + words), key, len);
    e->next = g->bucket[hash % BUCKETS];
    g->bucket[hash % BUCKETS] = e;
    return e;
}

/* The entry of `key` with one more reference, made (and `made` called
 * for it, under the lock) when new; NULL when there is no memory. */
static struct entry *get(struct registry *g, const uint8_t *key, size_t len,
                         size_t words, vc_line_fill_fn *made, void *ctx,
                         const vchess_allocator *a)
{
    uint64_t hash = vc_hash_bytes(VC_HASH_START, key, len);
    struct entry *e;

    pthread_mutex_lock(&g->lock);
    e = find(g, hash, key, len, a);
    if (!e && (e = make(g, hash, key, len, words, a)) != NULL)
        made(ctx, e->table);
    if (e)
        e->refs++;
    pthread_mutex_unlock(&g->lock);
    return e;
}

static struct entry *entry_of(const void *table)
{
    return (struct entry *)((char *)table - offsetof(struct entry, table));
}

/* Drop one reference; the last unlinks the entry, calls last(table)
 * (when not NULL) and frees it. */
static void drop(struct registry *g, const void *table,
                 void (*last)(const void *table))
{
    struct entry *e = entry_of(table), **link;

    pthread_mutex_lock(&g->lock);
    if (--e->refs == 0) {
        for (link = &g->bucket[e->hash % BUCKETS]; *link != e;
             link = &(*link)->next)
            ;
        *link = e->next;
    } else {
        e = NULL;
    }
    pthread_mutex_unlock(&g->lock);
    if (!e)
        return;
    if (last)
        last(e->table);
    vc_free(&e->alloc, e);
}

const uint64_t *vc_line_table_get(const uint8_t *key, size_t len,
                                  size_t words, vc_line_fill_fn *fill,
                                  void *ctx, const vchess_allocator *a)
{
    struct entry *e = get(&lines, key, len, words, fill, ctx, a);

    return e ? e->table : NULL;
}

void vc_line_table_ref(const uint64_t *table)
{
    pthread_mutex_lock(&lines.lock);
    entry_of(table)->refs++;
    pthread_mutex_unlock(&lines.lock);
}

void vc_line_table_unref(const uint64_t *table)
{
    drop(&lines, table, NULL);
}

const void *vc_shared_copy_get(const void *bytes, size_t len,
                               vc_line_fill_fn *made, void *ctx,
                               const vchess_allocator *a)
{
    struct entry *e = get(&copies, bytes, len, 0, made, ctx, a);

    return e ? e->table : NULL;
}

void vc_shared_copy_unref(const void *copy, void (*last)(const void *copy))
{
    drop(&copies, copy, last);
}
