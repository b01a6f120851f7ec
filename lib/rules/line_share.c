/* line_share.c - the shared line tables (line_share.h), in a hash table
 * of lists under one lock.  A table belongs to the allocator that made
 * it: a caller's allocator must outlive what was made with it, so tables
 * of different allocators are never mixed. */
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
    uint64_t table[];
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry *bucket[BUCKETS];

static const uint8_t *key_of(const struct entry *e)
{
    return (const uint8_t *)(e->table + e->words);
}

static struct entry *find(uint64_t hash, const uint8_t *key, size_t len,
                          const vchess_allocator *a)
{
    for (struct entry *e = bucket[hash % BUCKETS]; e; e = e->next)
        if (e->hash == hash && e->len == len && vc_alloc_same(&e->alloc, a) &&
            memcmp(key_of(e), key, len) == 0)
            return e;
    return NULL;
}

static struct entry *make(uint64_t hash, const uint8_t *key, size_t len,
                          size_t words, vc_line_fill_fn *fill, void *ctx,
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
    fill(ctx, e->table);
    e->next = bucket[hash % BUCKETS];
    bucket[hash % BUCKETS] = e;
    return e;
}

const uint64_t *vc_line_table_get(const uint8_t *key, size_t len,
                                  size_t words, vc_line_fill_fn *fill,
                                  void *ctx, const vchess_allocator *a)
{
    uint64_t hash = vc_hash_bytes(VC_HASH_START, key, len);
    struct entry *e;

    pthread_mutex_lock(&lock);
    e = find(hash, key, len, a);
    if (!e)
        e = make(hash, key, len, words, fill, ctx, a);
    if (e)
        e->refs++;
    pthread_mutex_unlock(&lock);
    return e ? e->table : NULL;
}

static struct entry *entry_of(const uint64_t *table)
{
    return (struct entry *)((char *)table - offsetof(struct entry, table));
}

void vc_line_table_ref(const uint64_t *table)
{
    pthread_mutex_lock(&lock);
    entry_of(table)->refs++;
    pthread_mutex_unlock(&lock);
}

void vc_line_table_unref(const uint64_t *table)
{
    struct entry *e = entry_of(table), **link;

    pthread_mutex_lock(&lock);
    if (--e->refs == 0) {
        for (link = &bucket[e->hash % BUCKETS]; *link != e;
             link = &(*link)->next)
            ;
        *link = e->next;
    } else {
        e = NULL;
    }
    pthread_mutex_unlock(&lock);
    if (e)
        vc_free(&e->alloc, e);
}
