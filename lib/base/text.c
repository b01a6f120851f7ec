/* text.c - appending text to a caller's buffer that may be too small. */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>

void vc_text_init(struct vc_text *t, char *buf, size_t size)
{
    t->buf = buf;
    t->size = buf ? size : 0;
    t->len = 0;
    if (t->size)
        buf[0] = '\0';
}

void vc_text_putc(struct vc_text *t, char c)
{
    if (t->len + 1 < t->size)
        t->buf[t->len] = c;
    t->len++;
}

void vc_text_put(struct vc_text *t, const char *s)
{
    for (; *s; s++)
        vc_text_putc(t, *s);
}

void vc_text_printf(struct vc_text *t, const char *fmt, ...)
{
    size_t room = t->len < t->size ? t->size - t->len : 0;
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(room ? t->buf + t->len : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        t->len += (size_t)n;
}

size_t vc_text_end(struct vc_text *t)
{
    if (t->size)
        t->buf[t->len < t->size ? t->len : t->size - 1] = '\0';
    return t->len;
}
