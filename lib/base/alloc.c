/* alloc.c - every allocation of the library, through the caller's
 * allocator when one was given. */
#include "alloc.h"

#include <stdlib.h>

static void *std_malloc(void *opaque, size_t size)
{
    (void)opaque;
    return malloc(size);
}

static void *std_realloc(void *opaque, void *ptr, size_t size)
{
    (void)opaque;
    return realloc(ptr, size);
}

static void std_free(void *opaque, void *ptr)
{
    (void)opaque;
    free(ptr);
}

void vc_alloc_pick(vchess_allocator *out, const vchess_allocator *opts)
{
    static const vchess_allocator std = {VCHESS_ALLOCATOR_VERSION, std_malloc,
                                         std_realloc, std_free, NULL};

    *out = opts ? *opts : std;
}

void *vc_alloc(const vchess_allocator *a, size_t size)
{
    return a->malloc_fn(a->opaque, size);
}

void *vc_realloc(const vchess_allocator *a, void *ptr, size_t size)
{
    return a->realloc_fn(a->opaque, ptr, size);
}

void vc_free(const vchess_allocator *a, void *ptr)
{
    if (ptr)
        a->free_fn(a->opaque, ptr);
}

int vc_deliver(size_t len, char *buf, size_t size, size_t *needed)
{
    if (needed)
        *needed = len + 1;
    return len + 1 > size || !buf ? VCHESS_EBUFS : 0;
}

int vc_alloc_same(const vchess_allocator *a, const vchess_allocator *b)
{
    return a->malloc_fn == b->malloc_fn && a->realloc_fn == b->realloc_fn &&
           a->free_fn == b->free_fn && a->opaque == b->opaque;
}
