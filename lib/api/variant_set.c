/* variant_set.c - the public vchess_variant_set: variants read from
 * variants.ini text, each a reference-counted vchess_variant. */
#include "api.h"
#include "define/definition.h"

#include <stdio.h>
#include <string.h>

struct vchess_variant_set {
    vchess_allocator alloc;
    size_t n;
    vchess_variant **v;
    int nwarn;
    char warn[VC_DEF_WARN_MAX][VC_DEF_WARN_TEXT];
};

static int build_one(vchess_variant **out, const struct vc_def *d,
                     const vchess_allocator *a, const char *text,
                     const char *source, vchess_error *err)
{
    char why[200];
    size_t at = 0;
    int status = vc_variant_from_def(out, d, a, why, sizeof(why), &at);

    if (status == VCHESS_ENOMEM)
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    if (status < 0 && err) {
        vc_error_set(err, VCHESS_ESYNTAX, at, "%s", "");
        vc_error_locate(err, text);
        snprintf(err->text, sizeof(err->text), "%.40s:%u:%u: [%.40s] %.150s",
                 source, (unsigned)err->line, (unsigned)err->column, d->name,
                 why);
    }
    return status;
}

static int build_all(vchess_variant_set *s, const struct vc_def_list *l,
                     const char *text, const char *source, vchess_error *err)
{
    if (!l->ndefs)
        return 0;
    if (!(s->v = vc_alloc(&s->alloc, l->ndefs * sizeof(*s->v))))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    for (size_t i = 0; i < l->ndefs; i++) {
        int status = build_one(&s->v[i], &l->defs[i], &s->alloc, text,
                               source, err);
        if (status < 0)
            return status;
        s->n++;
    }
    return 0;
}

int vchess_variant_set_load(vchess_variant_set **out, const char *text,
                            const char *source_name,
                            const vchess_allocator *alloc, vchess_error *err)
{
    vchess_variant_set *s;
    struct vc_def_list l;
    const char *source = source_name ? source_name : "text";
    int status;

    if (out)
        *out = NULL;
    if (!out || !text)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (alloc && alloc->version != VCHESS_ALLOCATOR_VERSION)
        return vc_error_set(err, VCHESS_EVERSION, 0,
                            "unknown allocator version %u", alloc->version);
    memset(&l, 0, sizeof(l));
    {
        vchess_allocator a;
        vc_alloc_pick(&a, alloc);
        if (!(s = vc_alloc(&a, sizeof(*s))))
            return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
        memset(s, 0, sizeof(*s));
        s->alloc = a;
    }
    l.alloc = &s->alloc;
    status = vc_def_read(&l, text, source, err);
    if (status == 0)
        status = build_all(s, &l, text, source, err);
    s->nwarn = l.nwarn;
    memcpy(s->warn, l.warn, sizeof(s->warn));
    vc_free(&s->alloc, l.defs);
    if (status < 0) {
        vchess_variant_set_free(s);
        return status;
    }
    *out = s;
    return 0;
}

void vchess_variant_set_free(vchess_variant_set *s)
{
    vchess_allocator a;

    if (!s)
        return;
    a = s->alloc;
    for (size_t i = 0; i < s->n; i++)
        vchess_variant_unref(s->v[i]);
    vc_free(&a, s->v);
    vc_free(&a, s);
}

int vchess_variant_set_count(size_t *n, const vchess_variant_set *s)
{
    if (!n || !s)
        return VCHESS_EINVAL;
    *n = s->n;
    return 0;
}

const char *vchess_variant_set_name(const vchess_variant_set *s, size_t i)
{
    return s && i < s->n ? s->v[i]->v.name : NULL;
}

int vchess_variant_set_get(const vchess_variant **out,
                           const vchess_variant_set *s, const char *name,
                           vchess_error *err)
{
    if (!out || !s || !name)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    for (size_t i = 0; i < s->n; i++)
        if (strcmp(s->v[i]->v.name, name) == 0) {
            *out = s->v[i];
            return 0;
        }
    return vc_error_set(err, VCHESS_EVARIANT, 0,
                        "the set defines no variant '%.60s'", name);
}

int vchess_variant_set_warning_count(size_t *n, const vchess_variant_set *s)
{
    if (!n || !s)
        return VCHESS_EINVAL;
    *n = (size_t)s->nwarn;
    return 0;
}

const char *vchess_variant_set_warning(const vchess_variant_set *s,
                                       size_t i)
{
    return s && i < (size_t)s->nwarn ? s->warn[i] : NULL;
}
