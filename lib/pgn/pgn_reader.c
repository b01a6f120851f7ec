/* pgn_reader.c - the public vchess_pgn_reader: every game of a PGN text
 * in turn, with the warnings of the last game read, and a fresh start
 * at the next game after one that cannot be read. */
#include "pgn.h"
#include "base/error.h"

#include <stdint.h>
#include <string.h>

#define WARNINGS_MAX 512 /* a game's warnings beyond these are dropped */
#define SETS_MAX 16      /* vchess_pgn_reader_add_variants() */
#define VARIATIONS_MAX 65536 /* a game's variations beyond these too */

/* A variation of the last game read (vc_pgn_variation_fn). */
struct variation {
    size_t ply, start, end;
};

struct vchess_pgn_reader {
    vchess_allocator alloc;
    const vchess_allocator *user; /* what the games are created with */
    char *text;
    size_t at;            /* where the next game starts */
    unsigned long game;   /* number of the last game read */
    vchess_error *warnings;
    size_t nwarnings, cap;
    size_t line_at;       /* a place whose line and column are known */
    uint32_t line, column;
    const vchess_variant_set *sets[SETS_MAX];
    size_t nsets;
    struct variation *variations;
    size_t nvariations, variation_cap;
    size_t no_close_from; /* vc_pgn_source's, kept from game to game */
};

int vchess_pgn_reader_create(vchess_pgn_reader **out, const char *text,
                             size_t len, const vchess_allocator *alloc,
                             vchess_error *err)
{
    vchess_allocator a;
    vchess_pgn_reader *r;

    if (out)
        *out = NULL;
    if (!out || (!text && len))
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (alloc && (alloc->version != VCHESS_ALLOCATOR_VERSION ||
                  !alloc->malloc_fn || !alloc->realloc_fn || !alloc->free_fn))
        return vc_error_set(err, VCHESS_EINVAL, 0, "bad allocator");
    vc_alloc_pick(&a, alloc);
    if (!(r = vc_alloc(&a, sizeof(*r))))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    memset(r, 0, sizeof(*r));
    r->alloc = a;
    r->user = alloc;
    if (!(r->text = vc_alloc(&a, len + 1))) {
        vc_free(&a, r);
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    }
    if (len)
        memcpy(r->text, text, len);
    r->text[len] = 0;
    r->line = r->column = 1;
    r->no_close_from = SIZE_MAX;
    *out = r;
    return 0;
}

void vchess_pgn_reader_free(vchess_pgn_reader *r)
{
    vchess_allocator a;

    if (!r)
        return;
    a = r->alloc;
    vc_free(&a, r->warnings);
    vc_free(&a, r->variations);
    vc_free(&a, r->text);
    vc_free(&a, r);
}

/* Line and column of an offset, counted on from the last one asked for
 * (offsets mostly grow, so a whole file costs one pass). */
static void locate(vchess_pgn_reader *r, vchess_error *e)
{
    if (e->offset < r->line_at) {
        r->line_at = 0;
        r->line = r->column = 1;
    }
    for (; r->line_at < e->offset && r->text[r->line_at]; r->line_at++) {
        if (r->text[r->line_at] == '\n')
            r->line++, r->column = 1;
        else
            r->column++;
    }
    e->line = r->line;
    e->column = r->column;
}

static void add_warning(void *ctx, size_t at, const char *text)
{
    vchess_pgn_reader *r = ctx;
    vchess_error *w;

    if (r->nwarnings == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 8;
        if (cap > WARNINGS_MAX ||
            !(w = vc_realloc(&r->alloc, r->warnings, cap * sizeof(*w))))
            return;
        r->warnings = w;
        r->cap = cap;
    }
    w = &r->warnings[r->nwarnings++];
    vc_error_set(w, VCHESS_OK, at, "%s", text);
    locate(r, w);
}

static void add_variation(void *ctx, size_t ply, size_t start, size_t end)
{
    vchess_pgn_reader *r = ctx;
    struct variation *v;

    if (r->nvariations == r->variation_cap) {
        size_t cap = r->variation_cap ? 2 * r->variation_cap : 8;
        if (cap > VARIATIONS_MAX ||
            !(v = vc_realloc(&r->alloc, r->variations, cap * sizeof(*v))))
            return;
        r->variations = v;
        r->variation_cap = cap;
    }
    r->variations[r->nvariations++] = (struct variation){ply, start, end};
}

static int line_is_blank(const char *line)
{
    while (*line == ' ' || *line == '\t' || *line == '\r')
        line++;
    return *line == '\n' || !*line;
}

/* The start of the first game after offset `from`: a line that opens
 * with '[' after a blank line or a line that does not (the movetext);
 * the end of the text if there is none. */
static size_t next_game(const char *text, size_t from)
{
    const char *p = strchr(text + from, '\n'), *prev;

    while (p) {
        prev = p;
        p++;
        if (*p == '[') {
            const char *before = prev;
            while (before > text && before[-1] != '\n')
                before--;
            if (line_is_blank(before) || *before != '[')
                return (size_t)(p - text);
        }
        p = strchr(p, '\n');
    }
    return strlen(text);
}

/* Only white space, %escape lines and ;comments are left. */
static int at_end(vchess_pgn_reader *r)
{
    size_t at = r->at;

    for (;;) {
        at += strspn(r->text + at, " \t\r\n");
        if (r->text[at] != '%' && r->text[at] != ';')
            return r->text[at] == 0;
        at += strcspn(r->text + at, "\n");
    }
}

int vchess_pgn_reader_next(vchess_game **out, vchess_pgn_reader *r,
                           vchess_error *err)
{
    struct vc_pgn_source src;
    vchess_error e;
    int rc;

    if (out)
        *out = NULL;
    if (!out || !r)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    r->nwarnings = r->nvariations = 0;
    if (at_end(r))
        return 0;
    memset(&src, 0, sizeof(src));
    src.text = r->text;
    src.at = r->at;
    src.game = ++r->game;
    src.alloc = r->user;
    src.warn = add_warning;
    src.variation = add_variation;
    src.ctx = r;
    src.sets = r->sets;
    src.nsets = r->nsets;
    src.no_close_from = r->no_close_from;
    rc = vc_pgn_read_game(out, &src, &e);
    r->no_close_from = src.no_close_from;
    if (rc < 0) {
        locate(r, &e);
        r->at = next_game(r->text, e.offset > r->at ? e.offset : r->at);
        if (err)
            *err = e;
        return rc;
    }
    r->at = src.at;
    return 0;
}

int vchess_pgn_reader_add_variants(vchess_pgn_reader *r,
                                   const vchess_variant_set *set)
{
    if (!r || !set)
        return VCHESS_EINVAL;
    if (r->nsets == SETS_MAX)
        return VCHESS_ERANGE;
    r->sets[r->nsets++] = set;
    return 0;
}

int vchess_pgn_reader_game_number(unsigned long *n,
                                  const vchess_pgn_reader *r)
{
    if (!n || !r)
        return VCHESS_EINVAL;
    *n = r->game;
    return 0;
}

int vchess_pgn_reader_warning_count(size_t *n, const vchess_pgn_reader *r)
{
    if (!n || !r)
        return VCHESS_EINVAL;
    *n = r->nwarnings;
    return 0;
}

int vchess_pgn_reader_warning(vchess_error *warning,
                              const vchess_pgn_reader *r, size_t i)
{
    if (!warning || !r)
        return VCHESS_EINVAL;
    if (i >= r->nwarnings)
        return VCHESS_ERANGE;
    *warning = r->warnings[i];
    return 0;
}

int vchess_pgn_reader_variation_count(size_t *n, const vchess_pgn_reader *r)
{
    if (!n || !r)
        return VCHESS_EINVAL;
    *n = r->nvariations;
    return 0;
}

int vchess_pgn_reader_variation(size_t *ply, size_t *start, size_t *end,
                                const vchess_pgn_reader *r, size_t i)
{
    if (!ply || !start || !end || !r)
        return VCHESS_EINVAL;
    if (i >= r->nvariations)
        return VCHESS_ERANGE;
    *ply = r->variations[i].ply;
    *start = r->variations[i].start;
    *end = r->variations[i].end;
    return 0;
}
