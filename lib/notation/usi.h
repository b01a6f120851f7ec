/* usi.h - moves as USI writes them (notation layer): files numbered 1-9
 * from the right, ranks lettered from 'a' at the top ("7g7f"), a
 * piece's promotion '+' ("8h2b+"), a drop the upper-case letter, '*'
 * and the cell ("P*5e").  Only for variants that vc_sfen_fits(). */
#ifndef VC_USI_H
#define VC_USI_H

#include "engine/position.h"
#include "variantchess.h"

#include <stddef.h>

/* USI text of the move m of v into buf (NUL-terminated when size > 0);
 * returns the whole length without the NUL. */
size_t vc_move_usi(const struct vc_variant *v, uint32_t m, char *buf,
                   size_t size);

/* The legal move of p that the USI text `text` names ('=' after a move
 * says it does not promote, as some programs write).  Returns 0 and
 * *out, or VCHESS_ESYNTAX, VCHESS_ECELL (offset at the bad byte or
 * cell), VCHESS_ENOPIECE or VCHESS_EILLEGAL with err set.  p is
 * unchanged afterwards. */
int vc_usi_parse(const struct vc_variant *v, struct vc_pos *p,
                 const char *text, uint32_t *out, vchess_error *err);

#endif
