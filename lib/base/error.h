/* error.h - filling a caller's vchess_error (every layer above the
 * engine reports through it). */
#ifndef VC_ERROR_H
#define VC_ERROR_H

#include "variantchess.h"

#include <stddef.h>

/* Set err's code, offset and message (printf-style); line and column
 * are 0.  err may be NULL.  Returns code. */
int vc_error_set(vchess_error *err, int code, size_t offset,
                 const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* Fill err's line and column (from 1) from its offset into text. */
void vc_error_locate(vchess_error *err, const char *text);

#endif
