/* record.c - a game's record: tags, recorded result, annotations. */
#include "record.h"
#include "base/alloc.h"

#include <stdint.h>
#include <string.h>

static char *dup_text(const vchess_allocator *a, const char *s, size_t n)
{
    char *d = vc_alloc(a, n + 1);

    if (d) {
        memcpy(d, s, n);
        d[n] = 0;
    }
    return d;
}

void vc_record_free(const vchess_allocator *a, struct vc_record *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->ntags; i++) {
        vc_free(a, r->tags[i].name);
        vc_free(a, r->tags[i].value);
    }
    for (size_t i = 0; i < r->nnotes; i++)
        vc_free(a, r->notes[i].text);
    vc_free(a, r->tags);
    vc_free(a, r->notes);
    vc_free(a, r->preface);
    vc_free(a, r);
}

struct vc_record *vc_record_get(const vchess_allocator *a,
                                struct vc_record **slot)
{
    if (!*slot && (*slot = vc_alloc(a, sizeof(**slot))) != NULL)
        memset(*slot, 0, sizeof(**slot));
    return *slot;
}

static int copy_tags(const vchess_allocator *a, struct vc_record *c,
                     const struct vc_record *r)
{
    for (size_t i = 0; i < r->ntags; i++)
        if (vc_tag_set(a, c, r->tags[i].name, r->tags[i].value) < 0)
            return VCHESS_ENOMEM;
    return 0;
}

static int copy_notes(const vchess_allocator *a, struct vc_record *c,
                      const struct vc_record *r)
{
    for (size_t i = 0; i < r->nnotes; i++) {
        const struct vc_note *n = &r->notes[i];
        if (vc_note_add(a, c, n->ply, n->move, n->text, strlen(n->text)) < 0)
            return VCHESS_ENOMEM;
    }
    if (r->preface &&
        vc_note_add(a, c, SIZE_MAX, 0, r->preface, strlen(r->preface)) < 0)
        return VCHESS_ENOMEM;
    return 0;
}

struct vc_record *vc_record_copy(const vchess_allocator *a,
                                 const struct vc_record *r)
{
    struct vc_record *c = NULL;

    if (!r || !vc_record_get(a, &c))
        return NULL;
    c->result_ply = r->result_ply;
    if (copy_tags(a, c, r) < 0 || copy_notes(a, c, r) < 0) {
        vc_record_free(a, c);
        return NULL;
    }
    return c;
}

long vc_tag_find(const struct vc_record *r, const char *name)
{
    for (size_t i = 0; r && i < r->ntags; i++)
        if (strcmp(r->tags[i].name, name) == 0)
            return (long)i;
    return -1;
}

static int grow_tags(const vchess_allocator *a, struct vc_record *r)
{
    size_t cap = r->tag_cap ? 2 * r->tag_cap : 8;
    struct vc_tag *t;

    if (r->ntags < r->tag_cap)
        return 0;
    if (!(t = vc_realloc(a, r->tags, cap * sizeof(*t))))
        return VCHESS_ENOMEM;
    r->tags = t;
    r->tag_cap = cap;
    return 0;
}

int vc_tag_set(const vchess_allocator *a, struct vc_record *r,
               const char *name, const char *value)
{
    long i = vc_tag_find(r, name);
    char *v = dup_text(a, value, strlen(value)), *n;

    if (!v)
        return VCHESS_ENOMEM;
    if (i >= 0) {
        vc_free(a, r->tags[i].value);
        r->tags[i].value = v;
        return 0;
    }
    if (grow_tags(a, r) < 0 || !(n = dup_text(a, name, strlen(name)))) {
        vc_free(a, v);
        return VCHESS_ENOMEM;
    }
    r->tags[r->ntags].name = n;
    r->tags[r->ntags++].value = v;
    return 0;
}

int vc_tag_remove(const vchess_allocator *a, struct vc_record *r,
                  const char *name)
{
    long i = vc_tag_find(r, name);

    if (i < 0)
        return VCHESS_ERANGE;
    vc_free(a, r->tags[i].name);
    vc_free(a, r->tags[i].value);
    memmove(&r->tags[i], &r->tags[i + 1],
            (r->ntags - (size_t)i - 1) * sizeof(*r->tags));
    r->ntags--;
    return 0;
}

/* *slot with " " and text appended (or text alone when *slot is NULL). */
static int append(const vchess_allocator *a, char **slot, const char *text,
                  size_t len)
{
    size_t old = *slot ? strlen(*slot) : 0, at = old ? old + 1 : 0;
    char *s = vc_realloc(a, *slot, at + len + 1);

    if (!s)
        return VCHESS_ENOMEM;
    if (old)
        s[old] = ' ';
    memcpy(s + at, text, len);
    s[at + len] = 0;
    *slot = s;
    return 0;
}

static struct vc_note *last_note_for(const vchess_allocator *a,
                                     struct vc_record *r, size_t ply,
                                     uint32_t move)
{
    struct vc_note *n;

    if (r->nnotes && r->notes[r->nnotes - 1].ply == ply)
        return &r->notes[r->nnotes - 1];
    if (r->nnotes == r->note_cap) {
        size_t cap = r->note_cap ? 2 * r->note_cap : 8;
        if (!(n = vc_realloc(a, r->notes, cap * sizeof(*n))))
            return NULL;
        r->notes = n;
        r->note_cap = cap;
    }
    n = &r->notes[r->nnotes++];
    n->ply = ply;
    n->move = move;
    n->text = NULL;
    return n;
}

int vc_note_add(const vchess_allocator *a, struct vc_record *r, size_t ply,
                uint32_t move, const char *text, size_t len)
{
    struct vc_note *n;

    if (ply == SIZE_MAX)
        return append(a, &r->preface, text, len);
    if (!(n = last_note_for(a, r, ply, move)))
        return VCHESS_ENOMEM;
    if (append(a, &n->text, text, len) < 0) {
        if (!n->text)
            r->nnotes--;
        return VCHESS_ENOMEM;
    }
    return 0;
}

const char *vc_note_after(const struct vc_record *r, size_t ply,
                          uint32_t move)
{
    size_t lo = 0, hi = r ? r->nnotes : 0;

    while (lo < hi) { /* notes are in ply order */
        size_t mid = lo + (hi - lo) / 2;
        if (r->notes[mid].ply < ply)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (r && lo < r->nnotes && r->notes[lo].ply == ply &&
        r->notes[lo].move == move)
        return r->notes[lo].text;
    return NULL;
}
