/* text.h - appending text to a caller's buffer that may be too small.
 * Writing stops at the buffer's end but the length keeps counting, so the
 * caller learns the size the whole text needs. */
#ifndef VC_TEXT_H
#define VC_TEXT_H

#include <stddef.h>

struct vc_text {
    char *buf;   /* may be NULL when size is 0 */
    size_t size;
    size_t len;  /* length of the whole text so far */
};

void vc_text_init(struct vc_text *t, char *buf, size_t size);
void vc_text_put(struct vc_text *t, const char *s);
void vc_text_putc(struct vc_text *t, char c);
void vc_text_printf(struct vc_text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* NUL-terminate what fits; returns the whole length without the NUL. */
size_t vc_text_end(struct vc_text *t);

#endif
