/* alloc.h - every allocation of the library goes through a
 * vchess_allocator: the caller's, or the C library's (alloc.c). */
#ifndef VC_ALLOC_H
#define VC_ALLOC_H

#include "variantchess.h"

#include <stddef.h>

/* The allocator to use: opts' one, or the C library's. */
void vc_alloc_pick(vchess_allocator *out, const vchess_allocator *opts);
void *vc_alloc(const vchess_allocator *a, size_t size);
void *vc_realloc(const vchess_allocator *a, void *ptr, size_t size);
void vc_free(const vchess_allocator *a, void *ptr);
/* 1 if a and b are the same allocator (what one made, the other frees). */
int vc_alloc_same(const vchess_allocator *a, const vchess_allocator *b);

#endif
