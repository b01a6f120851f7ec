/* tables.h - the room a variant's tables are compiled in, and where they
 * are kept after (tables.c): the rows of its piece codes in copies shared
 * with other variants (rows.c), the rest in one block of its own size.
 *
 * A variant is compiled as: vc_tables_open(); the builders and
 * vc_variant_finish() fill the tables; vc_tables_close() makes the line
 * tables, shares the rows and copies the rest into the block (or
 * vc_tables_discard() when the build failed); vc_tables_free() when the
 * variant goes. */
#ifndef VC_TABLES_H
#define VC_TABLES_H

#include "base/alloc.h"
#include "variant.h"

/* Point v's tables at a zeroed room of the largest size, from a.
 * Returns 0, or -1 when there is no memory. */
int vc_tables_open(struct vc_variant *v, const vchess_allocator *a);
/* Make the line tables (where they pay), point the rows of the piece
 * codes at shared copies, copy the rest into one block of its size and
 * free the room.  Returns 0, or -1 when there is no memory (the room is
 * freed all the same and v holds no tables). */
int vc_tables_close(struct vc_variant *v, const vchess_allocator *a);
/* Free the room of a build that failed. */
void vc_tables_discard(struct vc_variant *v, const vchess_allocator *a);
/* Give back what a closed variant holds: its block, its references to
 * the shared board, rows and line tables (nothing when it has none). */
void vc_tables_free(struct vc_variant *v, const vchess_allocator *a);

/* vc_zobrist_piece() of every piece code on every cell: one table for
 * all variants, made on first use (thread-safe) and never freed. */
const uint64_t (*vc_zobrist_table(void))[VC_MAX_CELLS];
/* vc_zobrist_ep() of every cell, and 0 at VC_MAX_CELLS (no cell): one
 * table for all variants, as vc_zobrist_table(). */
const uint64_t *vc_zobrist_ep_table(void);

#endif
