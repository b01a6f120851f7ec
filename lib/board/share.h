/* share.h - boards shared between variants: one copy of each distinct
 * board (content-keyed, reference-counted), so a variant on a board that
 * another already uses pays nothing for it (share.c). */
#ifndef VC_SHARE_H
#define VC_SHARE_H

#include "base/alloc.h"
#include "board.h"

/* A shared copy of b, with one more reference: the copy of an equal
 * board made with the same allocator, or a new one from a.  NULL when
 * there is no memory.  Safe to call from several threads at once. */
const struct vc_board *vc_board_share(const struct vc_board *b,
                                      const vchess_allocator *a);
/* Drop one reference of a shared board; the last frees it. */
void vc_board_unshare(const struct vc_board *b);

#endif
