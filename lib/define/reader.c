/* reader.c - what the two definition readers share (reader.h). */
#include "reader.h"

#include "base/alloc.h"
#include "base/error.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>

void vc_reader_init(struct vc_reader *r, struct vc_def_list *list,
                    const char *text, const char *source, vchess_error *err)
{
    r->text = text;
    r->source = source ? source : "text";
    r->err = err;
    r->list = list;
    r->key = NULL;
}

static int vfail(const struct vc_reader *r, int code, size_t at,
                 const char *fmt, va_list ap)
{
    char why[VCHESS_ERROR_TEXT_MAX];

    if (!r->err)
        return code;
    vsnprintf(why, sizeof(why), fmt, ap);
    vc_error_set(r->err, code, at, "%s", "");
    vc_error_locate(r->err, r->text);
    snprintf(r->err->text, sizeof(r->err->text), "%.60s:%u:%u: %.170s",
             r->source, (unsigned)r->err->line, (unsigned)r->err->column,
             why);
    return code;
}

int vc_reader_fail(const struct vc_reader *r, size_t at, const char *fmt, ...)
{
    va_list ap;
    int rc;

    va_start(ap, fmt);
    rc = vfail(r, VCHESS_ESYNTAX, at, fmt, ap);
    va_end(ap);
    return rc;
}

static int limit(const struct vc_reader *r, size_t at, const char *fmt, ...)
{
    va_list ap;
    int rc;

    va_start(ap, fmt);
    rc = vfail(r, VCHESS_ELIMIT, at, fmt, ap);
    va_end(ap);
    return rc;
}

static void warn_as(const struct vc_reader *r, size_t at, const char *how,
                    const char *what)
{
    struct vc_def_list *l = r->list;
    vchess_error e;

    if (l->nwarn >= VC_DEF_WARN_MAX)
        return;
    vc_error_set(&e, 0, at, "%s", "");
    vc_error_locate(&e, r->text);
    snprintf(l->warn[l->nwarn++], VC_DEF_WARN_TEXT,
             "%.40s:%u:%u: key '%.40s'%s: %s", r->source, (unsigned)e.line,
             (unsigned)e.column, r->key, how, what);
}

void vc_reader_warn(const struct vc_reader *r, size_t at, const char *what)
{
    warn_as(r, at, " ignored", what);
}

void vc_reader_lenient(const struct vc_reader *r, size_t at,
                       const char *what)
{
    warn_as(r, at, "", what);
}

int vc_def_cell(const char *s, size_t n, int *file, int *rank)
{
    int r = 0;

    if (n < 2 || n > 3 || s[0] < 'a' || s[0] >= 'a' + VC_MAX_SLOTS)
        return -1;
    for (size_t i = 1; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return -1;
        r = r * 10 + (s[i] - '0');
    }
    if (r < 1 || r > VC_MAX_RANKS || s[1] == '0')
        return -1;
    *file = s[0] - 'a';
    *rank = r - 1;
    return 0;
}

int vc_def_list_room(const struct vc_reader *r, size_t at)
{
    struct vc_def_list *l = r->list;

    if (l->max_defs && l->ndefs >= l->max_defs)
        return limit(r, at, "more than %zu variants (the caller's limit)",
                     l->max_defs);
    if (l->ndefs == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 8;
        struct vc_def *d = vc_realloc(l->alloc, l->defs, cap * sizeof(*d));
        if (!d)
            return vc_error_set(r->err, VCHESS_ENOMEM, 0, "out of memory");
        l->defs = d;
        l->cap = cap;
    }
    return 0;
}
