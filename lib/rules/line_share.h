/* line_share.h - line tables shared between variants (line_share.c): a
 * group's table depends only on its lines and the words of a cell set,
 * so variants whose pieces move alike on the same board hold one copy. */
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

#endif
