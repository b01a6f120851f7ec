/* record.c - a game's record: tags, recorded result, annotations. */
#include "record.h"
#include "base/alloc.h"
#include "base/hash.h"

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
    vc_free(a, r->slots);
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

/* A name's hash, its bits mixed down (low bits of the byte hash alone
 * hardly tell short names apart). */
static uint64_t name_hash(const char *name)
{
    uint64_t h = vc_hash_bytes(VC_HASH_START, name, strlen(name));

    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    return h ^ (h >> 33);
}

long vc_tag_find(const struct vc_record *r, const char *name)
{
    uint64_t h;

    if (!r || !r->nslots)
        return -1;
    h = name_hash(name);
    for (size_t k = (size_t)h & (r->nslots - 1);;
         k = (k + 1) & (r->nslots - 1)) {
        const struct vc_tag_slot *s = &r->slots[k];
        if (s->index == 0)
            return -1;
        if (s->check == (uint32_t)(h >> 32) &&
            strcmp(r->tags[s->index - 1].name, name) == 0)
            return (long)(s->index - 1);
    }
}

/* Put tag i into the index (which has room). */
static void index_tag(struct vc_record *r, size_t i)
{
    uint64_t h = r->tags[i].hash;
    size_t k = (size_t)h & (r->nslots - 1);

    while (r->slots[k].index)
        k = (k + 1) & (r->nslots - 1);
    r->slots[k].index = i + 1;
    r->slots[k].check = (uint32_t)(h >> 32);
}

static void reindex(struct vc_record *r)
{
    memset(r->slots, 0, r->nslots * sizeof(*r->slots));
    for (size_t i = 0; i < r->ntags; i++)
        index_tag(r, i);
}

/* Room in the index for one more tag. */
static int grow_index(const vchess_allocator *a, struct vc_record *r)
{
    size_t n = r->nslots ? r->nslots : 8;
    struct vc_tag_slot *slots;

    if (2 * (r->ntags + 1) <= r->nslots)
        return 0;
    while (2 * (r->ntags + 1) > n)
        n *= 2;
    if (!(slots = vc_alloc(a, n * sizeof(*slots))))
        return VCHESS_ENOMEM;
    vc_free(a, r->slots);
    r->slots = slots;
    r->nslots = n;
    reindex(r);
    return 0;
}

static int grow_tags(const vchess_allocator *a, struct vc_record *r)
{
    size_t cap = r->tag_cap ? 2 * r->tag_cap : 8;
    struct vc_tag *t;

    if (grow_index(a, r) < 0)
        return VCHESS_ENOMEM;
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
    r->tags[r->ntags].value = v;
    r->tags[r->ntags].hash = name_hash(n);
    index_tag(r, r->ntags++);
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
    reindex(r);
    return 0;
}

/* The room a note of len bytes is kept in: a power of two, so that
 * appending to it costs what is appended, however often it is done. */
static size_t room_for(size_t len)
{
    size_t room = 16;

    while (room <= len)
        room *= 2;
    return room;
}

/* *slot (of *len bytes) with " " and text appended (or text alone when
 * *slot is empty). */
static int append(const vchess_allocator *a, char **slot, size_t *len,
                  const char *text, size_t n)
{
    size_t old = *slot ? *len : 0, at = old ? old + 1 : 0;
    char *s = *slot;

    if (!s || room_for(at + n) > room_for(old)) {
        if (!(s = vc_realloc(a, *slot, room_for(at + n))))
            return VCHESS_ENOMEM;
    }
    if (old)
        s[old] = ' ';
    memcpy(s + at, text, n);
    s[at + n] = 0;
    *slot = s;
    *len = at + n;
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
    n->len = 0;
    return n;
}

int vc_note_add(const vchess_allocator *a, struct vc_record *r, size_t ply,
                uint32_t move, const char *text, size_t len)
{
    struct vc_note *n;

    if (ply == SIZE_MAX)
        return append(a, &r->preface, &r->preface_len, text, len);
    if (!(n = last_note_for(a, r, ply, move)))
        return VCHESS_ENOMEM;
    if (append(a, &n->text, &n->len, text, len) < 0) {
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
