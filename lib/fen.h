/* fen.h - positions to and from FEN text (notation layer). */
#ifndef VC_FEN_H
#define VC_FEN_H

#include "position.h"
#include "variantchess.h"

#include <stddef.h>

/* Parse fen into *out.  Returns 0, or VCHESS_EFEN with err filled. */
int vc_fen_parse(const struct vc_variant *v, const char *fen,
                 struct vc_pos *out, vchess_error *err);
/* Write the FEN of p into buf (always NUL-terminated when size > 0);
 * returns the length the full text needs, without the NUL. */
size_t vc_fen_write(const struct vc_variant *v, const struct vc_pos *p,
                    char *buf, size_t size);
/* Set err's code, offset and message (printf-style). */
int vc_error_set(vchess_error *err, int code, size_t offset,
                 const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif
