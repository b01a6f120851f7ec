/* line_share.h - what variants share (line_share.c): line tables (a
 * group's table depends only on its lines and the words of a cell set,
 * so variants whose pieces move alike on the same board hold one copy)
 * and copies of piece rows (rows.c), each keyed by its content. */
#ifndef VC_LINE_SHARE_H
#define VC_LINE_SHARE_H

#include "base/alloc.h"

#include <stddef.h>
#include <stdint.h>

/* Fills a new table of `words` words for the caller's ctx. */
typedef void vc_line_fill_fn(void *ctx, uint64_t *table);

/* The table whose key is key[0..len) (all it depends on), with one more
 * reference: the one made before with the same allocator, or a new one
 * of `words` words from a, filled by fill(ctx, table).  NULL when there
 * is no memory.  Safe to call from several threads at once. */
const uint64_t *vc_line_table_get(const uint8_t *key, size_t len,
                                  size_t words, vc_line_fill_fn *fill,
                                  void *ctx, const vchess_allocator *a);
void vc_line_table_ref(const uint64_t *table);
/* Drop one reference; the last frees the table. */
void vc_line_table_unref(const uint64_t *table);

/* A copy of bytes[0..len) (at least 16-byte aligned) with one more
 * reference: the one made before with the same allocator, or a new one
 * from a, for which made(ctx, copy) is called (it may take references
 * on line tables).  NULL when there is no memory.  Safe to call from
 * several threads at once. */
const void *vc_shared_copy_get(const void *bytes, size_t len,
                               vc_line_fill_fn *made, void *ctx,
                               const vchess_allocator *a);
/* Drop one reference; the last calls last(copy) and frees the copy. */
void vc_shared_copy_unref(const void *copy, void (*last)(const void *copy));

#endif
