/* rect.h - rectangular boards, optionally with holes. */
#ifndef VC_RECT_H
#define VC_RECT_H

#include "board.h"

/* Build a files x ranks board minus the NULL-terminated list of hole
 * names, with the standard families of board.h, ready for use.
 * Returns 0 or -1. */
int vc_rect_build(struct vc_board *b, int files, int ranks,
                  const char *const *holes);

/* The same in steps: begin, add families, then vc_board_finish(). */
int vc_rect_begin(struct vc_board *b, int files, int ranks,
                  const char *const *holes);

/* A step of df files to the right and dr ranks up. */
struct vc_vector {
    int df, dr;
};

/* A new family of rays repeating each vector at most `limit` times
 * (1: leaps), stopped by the edge or a hole; its inverse uses the
 * negated vectors (the family itself when the set is symmetric).
 * Returns the family or -1. */
int vc_rect_add_family(struct vc_board *b, const struct vc_vector *vec,
                       int n, int limit);

#endif
