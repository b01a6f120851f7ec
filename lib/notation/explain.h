/* explain.h - why a move text names no legal move. */
#ifndef VC_EXPLAIN_H
#define VC_EXPLAIN_H

#include "notation.h"

/* Called when the text split into t names no legal move of p: sets err
 * to VCHESS_ENOPIECE (no such piece; offset of the from part, or 0) or
 * VCHESS_EILLEGAL (offset 0, with the reason when it is cheap to tell:
 * own piece on the target, promotion, king left in check, blocked way,
 * castling conditions) and returns that code.  p is unchanged. */
int vc_move_explain(const struct vc_variant *v, struct vc_pos *p,
                    const struct vc_move_text *t, const char *text,
                    vchess_error *err);

#endif
