/* rows.h - each piece code's rows (its prog_at row, plans, zones, line
 * records, line groups and move programs) in one copy shared by every
 * variant whose code has the same rows (rows.c). */
#ifndef VC_ROWS_H
#define VC_ROWS_H

#include "base/alloc.h"
#include "variant.h"

/* Point the rows of every piece code of v, compiled in its tables' room
 * (with its line tables, if any), at shared copies, and give back v's
 * references to its plans' line tables (the copies hold their own);
 * the rows of codes v does not use at rows of zeros.  Returns 0, or -1
 * when there is no memory (v then holds no copy). */
int vc_rows_share(struct vc_variant *v, const vchess_allocator *a);
/* Give back v's references to its copies. */
void vc_rows_release(struct vc_variant *v);

#endif
