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
    char (*warn)[VC_DEF_WARN_TEXT]; /* nwarn of them, or NULL */
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

int vchess_load_options_init(vchess_load_options *opts, unsigned version)
{
    static const vchess_load_options defaults = VCHESS_LOAD_OPTIONS_INIT;

    if (!opts)
        return VCHESS_EINVAL;
    if (version < 1 || version > VCHESS_LOAD_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    *opts = defaults;
    opts->version = version;
    return 0;
}

/* The boards of the definitions read hold at most o->max_cells cells
 * together. */
static int check_cells(const struct vc_def_list *l,
                       const vchess_load_options *o, const char *text,
                       const char *source, vchess_error *err)
{
    size_t cells = 0;

    for (size_t i = 0; o->max_cells && i < l->ndefs; i++) {
        const struct vc_def *d = &l->defs[i];
        cells += (size_t)d->files * (size_t)d->ranks;
        if (cells <= o->max_cells)
            continue;
        vc_error_set(err, VCHESS_ELIMIT, d->section_at, "%s", "");
        vc_error_locate(err, text);
        if (err)
            snprintf(err->text, sizeof(err->text),
                     "%.60s:%u:%u: [%.40s] more than %zu cells in all (the "
                     "caller's limit)",
                     source, (unsigned)err->line, (unsigned)err->column,
                     d->name, o->max_cells);
        return VCHESS_ELIMIT;
    }
    return 0;
}

static int check_load(const char *text, const vchess_load_options *o,
                      vchess_error *err)
{
    const vchess_allocator *a = o->allocator;

    if (o->version < 1 || o->version > VCHESS_LOAD_OPTIONS_VERSION)
        return vc_error_set(err, VCHESS_EVERSION,
                            0, "unknown load options version %u", o->version);
    if (a && a->version != VCHESS_ALLOCATOR_VERSION)
        return vc_error_set(err, VCHESS_EVERSION, 0,
                            "unknown allocator version %u", a->version);
    if (a && (!a->malloc_fn || !a->realloc_fn || !a->free_fn))
        return vc_error_set(err, VCHESS_EINVAL, 0, "bad allocator");
    if (o->max_text && strnlen(text, o->max_text + 1) > o->max_text)
        return vc_error_set(err, VCHESS_ELIMIT, 0,
                            "a text of more than %zu bytes (the caller's "
                            "limit)", o->max_text);
    return 0;
}

/* The reader's warnings, kept with the set. */
static int keep_warnings(vchess_variant_set *s, const struct vc_def_list *l,
                         vchess_error *err)
{
    size_t size = (size_t)l->nwarn * sizeof(s->warn[0]);

    if (!(s->warn = vc_alloc(&s->alloc, size)))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    memcpy(s->warn, l->warn, size);
    s->nwarn = l->nwarn;
    return 0;
}

static vchess_variant_set *set_new(const vchess_allocator *alloc)
{
    vchess_allocator a;
    vchess_variant_set *s;

    vc_alloc_pick(&a, alloc);
    if ((s = vc_alloc(&a, sizeof(*s))) != NULL) {
        memset(s, 0, sizeof(*s));
        s->alloc = a;
    }
    return s;
}

int vchess_variant_set_load_ext(vchess_variant_set **out, const char *text,
                                const char *source_name,
                                const vchess_load_options *opts,
                                vchess_error *err)
{
    static const vchess_load_options defaults = VCHESS_LOAD_OPTIONS_INIT;
    const vchess_load_options *o = opts ? opts : &defaults;
    const char *source = source_name ? source_name : "text";
    vchess_variant_set *s;
    struct vc_def_list l;
    int status;

    if (out)
        *out = NULL;
    if (!out || !text)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if ((status = check_load(text, o, err)) < 0)
        return status;
    if (!(s = set_new(o->allocator)))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    memset(&l, 0, sizeof(l));
    l.alloc = &s->alloc;
    l.max_defs = o->max_variants;
    status = vc_def_read(&l, text, source, err);
    if (status == 0)
        status = check_cells(&l, o, text, source, err);
    if (status == 0)
        status = build_all(s, &l, text, source, err);
    if (status == 0 && l.nwarn > 0)
        status = keep_warnings(s, &l, err);
    vc_free(&s->alloc, l.defs);
    if (status < 0) {
        vchess_variant_set_free(s);
        return status;
    }
    *out = s;
    return 0;
}

int vchess_variant_set_load(vchess_variant_set **out, const char *text,
                            const char *source_name,
                            const vchess_allocator *alloc, vchess_error *err)
{
    vchess_load_options o = VCHESS_LOAD_OPTIONS_INIT;

    o.allocator = alloc;
    return vchess_variant_set_load_ext(out, text, source_name, &o, err);
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
    vc_free(&a, s->warn);
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
