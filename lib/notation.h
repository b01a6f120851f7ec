/* notation.h - moves to and from text (coordinate notation). */
#ifndef VC_NOTATION_H
#define VC_NOTATION_H

#include "position.h"
#include "variantchess.h"

#include <stddef.h>

/* Coordinate text of m into buf; returns the full length without NUL. */
size_t vc_move_coord(const struct vc_variant *v, uint32_t m, char *buf,
                     size_t size);
/* Find the legal move (among moves[0..n)) that `text` names in coordinate
 * notation.  Returns 0 and *out, or a status with err filled. */
int vc_move_parse_coord(const struct vc_variant *v, const uint32_t *moves,
                        int n, const char *text, uint32_t *out,
                        vchess_error *err);
/* Read a cell name at text; returns its length and *cell (-1 if the
 * name is well formed but not on this board), or 0 if no name is there. */
size_t vc_read_cell(const struct vc_variant *v, const char *text, int *cell);

#endif
