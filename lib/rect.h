/* rect.h - rectangular boards, optionally with holes. */
#ifndef VC_RECT_H
#define VC_RECT_H

#include "board.h"

/* Build a files x ranks board minus the NULL-terminated list of hole
 * names, with all families of board.h.  Returns 0 or -1. */
int vc_rect_build(struct vc_board *b, int files, int ranks,
                  const char *const *holes);

#endif
