/* perft_work.c - split a perft into work items, count items, merge the
 * results (see perft_work.h). */
#include "perft_work.h"

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_BYTES 2048

/* ---- split: distinct positions and how often each is reached ---- */

struct position_count {
    char *fen;
    unsigned long long times;
};

struct position_set {
    struct position_count *item; /* in order of first arrival */
    size_t n, cap;
    size_t *slot;                /* index + 1 into item, 0: empty */
    size_t nslots;               /* a power of two, > 2 n */
    int failed;
};

/* The FEN without its two move counters (the part perft depends on). */
static size_t fen_key_length(const char *fen)
{
    const char *last = strrchr(fen, ' ');

    for (const char *c = last; c && c > fen; c--)
        if (c[-1] == ' ')
            return (size_t)(c - 1 - fen);
    return strlen(fen);
}

static size_t hash_text(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;

    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
    return (size_t)(h ^ h >> 29);
}

static size_t *find_slot(const struct position_set *s, const char *fen)
{
    size_t n = fen_key_length(fen), i = hash_text(fen, n);

    for (;; i++) {
        size_t *slot = &s->slot[i & (s->nslots - 1)];
        const char *other;
        if (!*slot)
            return slot;
        other = s->item[*slot - 1].fen;
        if (fen_key_length(other) == n && memcmp(other, fen, n) == 0)
            return slot;
    }
}

/* Double the slots (and rehash) when they are half full. */
static int grow(struct position_set *s)
{
    size_t *old = s->slot, nold = s->nslots;

    s->nslots = nold ? 2 * nold : 1024;
    s->slot = calloc(s->nslots, sizeof(*s->slot));
    if (!s->slot)
        return -1;
    for (size_t i = 0; i < nold; i++)
        if (old[i])
            *find_slot(s, s->item[old[i] - 1].fen) = old[i];
    free(old);
    return 0;
}

static int add_position(const char *fen, void *user)
{
    struct position_set *s = user;
    size_t *slot;

    if (2 * (s->n + 1) > s->nslots && grow(s) < 0)
        return VCHESS_ENOMEM;
    slot = find_slot(s, fen);
    if (*slot) {
        s->item[*slot - 1].times++;
        return 0;
    }
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        void *p = realloc(s->item, cap * sizeof(*s->item));
        if (!p)
            return VCHESS_ENOMEM;
        s->item = p;
        s->cap = cap;
    }
    if (!(s->item[s->n].fen = strdup(fen)))
        return VCHESS_ENOMEM;
    s->item[s->n].times = 1;
    *slot = ++s->n;
    return 0;
}

int work_split(FILE *out, const vchess_game *g, const char *variant,
               unsigned plies, unsigned depth)
{
    struct position_set s = {NULL, 0, 0, NULL, 0, 0};
    int rc = vchess_game_perft_split(g, plies, add_position, &s, NULL);

    for (size_t i = 0; i < s.n; i++) {
        if (rc == 0)
            fprintf(out, "%s ; %s ; %u ; %llu\n", variant, s.item[i].fen,
                    depth - plies, s.item[i].times);
        free(s.item[i].fen);
    }
    free(s.item);
    free(s.slot);
    return rc;
}

/* ---- reading item and result lines ---- */

/* Split line at ';' into at most max trimmed fields; their number. */
static int fields(char *line, char **field, int max)
{
    int n = 0;

    for (char *next = line; next && n < max; n++) {
        char *end;
        field[n] = next;
        next = strchr(next, ';');
        if (next)
            *next++ = 0;
        while (*field[n] == ' ' || *field[n] == '\t')
            field[n]++;
        end = field[n] + strlen(field[n]);
        while (end > field[n] && strchr(" \t\r\n", end[-1]))
            *--end = 0;
    }
    return n;
}

static int number(const char *text, unsigned long long *value)
{
    char *end;

    if (text[0] < '0' || text[0] > '9')
        return -1;
    errno = 0;
    *value = strtoull(text, &end, 10);
    return errno || *end ? -1 : 0;
}

static int line_error(const char *name, unsigned long lineno, const char *what)
{
    fprintf(stderr, "vchess-perft: %s:%lu: %s\n", name, lineno, what);
    return 2;
}

static int skip_line(const char *line)
{
    return line[0] == '#' || strspn(line, " \t\r\n") == strlen(line);
}

/* ---- count ---- */

static int count_item(FILE *out, char **f, const struct work_counter *c,
                      const char **why)
{
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    unsigned long long depth, times;
    uint64_t nodes = 0;
    int rc;

    if (number(f[2], &depth) < 0 || depth > VCHESS_PERFT_MAX_DEPTH ||
        number(f[3], &times) < 0) {
        *why = "bad DEPTH or MULTIPLICITY";
        return 2;
    }
    if (cli_variants_find(&v, c->vs, f[0], NULL) < 0) {
        *why = "unknown variant";
        return 2;
    }
    rc = vchess_game_create(&g, v, f[1], NULL, NULL);
    if (rc == 0)
        rc = vchess_game_perft_deep(&nodes, g, (unsigned)depth, c->opts, NULL);
    vchess_game_free(g);
    if (rc < 0) {
        *why = vchess_strerror(rc);
        return 2;
    }
    fprintf(out, "%s ; %s ; %llu ; %llu ; %" PRIu64 "\n", f[0], f[1], depth,
            times, nodes);
    fflush(out);
    return 0;
}

int work_count(FILE *in, const char *name, FILE *out,
               const struct work_counter *c)
{
    char line[LINE_MAX_BYTES], *f[5];
    unsigned long lineno = 0;

    while (fgets(line, sizeof(line), in)) {
        const char *why = "not VARIANT ; FEN ; DEPTH ; MULTIPLICITY";
        lineno++;
        if (skip_line(line))
            continue;
        if (fields(line, f, 5) != 4 || count_item(out, f, c, &why) != 0)
            return line_error(name, lineno, why);
    }
    return ferror(in) ? line_error(name, lineno, "read error") : 0;
}

/* ---- merge ---- */

int work_merge(FILE *in, const char *name, unsigned long long *nodes)
{
    char line[LINE_MAX_BYTES], *f[6];
    unsigned long lineno = 0;

    while (fgets(line, sizeof(line), in)) {
        unsigned long long depth, times, count;
        lineno++;
        if (skip_line(line))
            continue;
        if (fields(line, f, 6) != 5 || number(f[2], &depth) < 0 ||
            number(f[3], &times) < 0 || number(f[4], &count) < 0)
            return line_error(name, lineno,
                              "not VARIANT ; FEN ; DEPTH ; MULTIPLICITY ; "
                              "COUNT");
        *nodes += times * count;
    }
    return ferror(in) ? line_error(name, lineno, "read error") : 0;
}
