/* bench/variants.c - what a variant object costs: heap and time to build
 * the first built-in variants, then heap and time of each further 8 x 8
 * variant loaded from text, one text per set and all in one text.  Built
 * and run by `make bench`; figures beside the targets, not pass/fail: it
 * exits 0 whether or not a target holds (see bench/README.md).
 *
 *   bench/variants [--count N]   (default 1000 further variants) */
#include <variantchess.h>

#include "measure.h"

#include <malloc.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

/* The targets printed beside the figures. */
#define TARGET_KB 128.0      /* each further 8 x 8 variant */
#define TARGET_MS 1.0
#define TARGET_COUNT 1000    /* distinct variants loaded at once */
#define TARGET_RSS_MB 256.0
#define TARGET_SECONDS 2.0

/* ---- a counting allocator: the bytes the library asked for and holds */

struct counter {
    size_t live;
};

/* Each block carries its size in front, at malloc's alignment. */
typedef union {
    max_align_t align;
    size_t size;
} header;

static void *count_malloc(void *opaque, size_t size)
{
    struct counter *c = opaque;
    header *h = malloc(sizeof(*h) + size);

    if (!h)
        return NULL;
    h->size = size;
    c->live += size;
    return h + 1;
}

static void *count_realloc(void *opaque, void *ptr, size_t size)
{
    struct counter *c = opaque;
    header *h, *n;
    size_t old;

    if (!ptr)
        return count_malloc(opaque, size);
    h = (header *)ptr - 1;
    old = h->size;
    if (!(n = realloc(h, sizeof(*n) + size)))
        return NULL;
    n->size = size;
    c->live = c->live - old + size;
    return n + 1;
}

static void count_free(void *opaque, void *ptr)
{
    struct counter *c = opaque;
    header *h;

    if (!ptr)
        return;
    h = (header *)ptr - 1;
    c->live -= h->size;
    free(h);
}

/* ---- resident memory (MB), from /proc/self/status */

/* The value of `key` (VmRSS, VmHWM) in MB, or -1. */
static double proc_status_mb(const char *key)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    size_t len = strlen(key);
    double mb = -1;

    if (!f)
        return -1;
    while (fgets(line, sizeof(line), f))
        if (strncmp(line, key, len) == 0 && line[len] == ':') {
            mb = strtod(line + len + 1, NULL) / 1024.0;
            break;
        }
    fclose(f);
    return mb;
}

/* The peak resident set so far (MB): VmHWM, else ru_maxrss. */
static double peak_rss_mb(void)
{
    struct rusage ru;
    double mb = proc_status_mb("VmHWM");

    if (mb >= 0)
        return mb;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_maxrss / 1024.0;
}

/* Give freed memory back and restart the peak at the current resident
 * set (Linux: "5" to /proc/self/clear_refs).  1 if the peak restarted,
 * 0 if it goes on counting from the start of the process. */
static int restart_peak(void)
{
    FILE *f;
    int ok;

    malloc_trim(0);
    if (!(f = fopen("/proc/self/clear_refs", "w")))
        return 0;
    ok = fputs("5", f) >= 0;
    return fclose(f) == 0 && ok;
}

/* ---- the definitions: chess with one piece replaced */

/*
 * Variant k (from 1) is chess with one of knight, bishop, rook, queen
 * (by (k - 1) % 4) replaced by a custom piece with the same letter, so
 * the start position and the promotion choices stay valid.  A one-line
 * change cannot do it: `customPiece1 = r:...` alone is refused (the
 * letter is the rook's), so the piece is removed first:
 *
 *     [v999:chess]
 *     rook = -
 *     customPiece1 = r:W2F4NNZ
 *
 * A Betza string joins one part of each of three families, each part
 * possibly empty but not all three: an orthogonal slide (W, W2..W6, R), a
 * diagonal slide (F, F2..F6, B), and leaps off those lines (N, C, Z, the
 * nightrider NN, compounds of them).  No two strings move alike on an
 * empty 8 x 8 board (W6 and R part from an edge, NN from N on a second
 * leap), and for each letter the string that is the original piece (N,
 * B, R, RB) is skipped: every definition is a different game.
 */
static const char *const orth[] = {"", "W", "W2", "W3", "W4", "W5", "W6",
                                   "R"};
static const char *const diag[] = {"", "F", "F2", "F3", "F4", "F5", "F6",
                                   "B"};
static const char *const leap[] = {"", "N", "C", "Z", "NC", "NZ", "CZ",
                                   "NCZ", "NN", "NNC", "NNZ", "NNCZ"};
#define NORTH (sizeof(orth) / sizeof(*orth))
#define NDIAG (sizeof(diag) / sizeof(*diag))
#define NLEAP (sizeof(leap) / sizeof(*leap))
#define NBETZA (NORTH * NDIAG * NLEAP - 1) /* all but the empty string */

static const struct {
    const char *key;
    char letter;
    const char *original; /* its Betza, left out */
} role[] = {
    {"knight", 'n', "N"},
    {"bishop", 'b', "B"},
    {"rook", 'r', "R"},
    {"queen", 'q', "RB"},
};
#define NROLE (sizeof(role) / sizeof(*role))
#define MAX_COUNT (NROLE * (NBETZA - 1))

/* Betza string j (0 <= j < NBETZA) into buf. */
static void betza(char *buf, size_t size, size_t j)
{
    size_t n = j + 1; /* 0 is the empty string */

    snprintf(buf, size, "%s%s%s", orth[n / (NDIAG * NLEAP)],
             diag[n / NLEAP % NDIAG], leap[n % NLEAP]);
}

/* Definition k (1 <= k <= MAX_COUNT), appended at buf + *len. */
static int definition(char *buf, size_t size, size_t *len, size_t k)
{
    size_t r = (k - 1) % NROLE, j = (k - 1) / NROLE;
    char b[32], o[32];
    int n;

    /* The j-th string of the role, skipping its original. */
    for (size_t i = 0; i <= j; i++) {
        betza(b, sizeof(b), i);
        if (strcmp(b, role[r].original) == 0)
            j++;
    }
    betza(o, sizeof(o), j);
    n = snprintf(buf + *len, size - *len,
                 "[v%zu:chess]\n%s = -\ncustomPiece1 = %c:%s\n", k,
                 role[r].key, role[r].letter, o);
    if (n < 0 || (size_t)n >= size - *len)
        return -1;
    *len += (size_t)n;
    return 0;
}

#define DEF_MAX 80 /* one definition's text, NUL included */

/* ---- figures */

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return (x > y) - (x < y);
}

/* Median and max of v[0..n) (sorts v). */
static void median_max(double *median, double *max, double *v, size_t n)
{
    qsort(v, n, sizeof(*v), compare);
    *median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    *max = v[n - 1];
}

static const char *verdict(int holds)
{
    return holds ? "PASS" : "over";
}

/* What holding `count` variants at once came to. */
struct total {
    double heap_mb;   /* held through the allocator */
    double malloc_mb; /* mallinfo2's growth, allocator headers included */
    double rss_mb;    /* resident with all of them loaded */
    double peak_mb;   /* peak resident while loading */
    double before_mb; /* resident before loading */
    double seconds;   /* in the loads alone */
    int peak_restarted;
};

static void print_total(const struct total *t)
{
    printf("  %-8s heap %.1f MB (mallinfo2: %.1f MB), %.3f s loading\n",
           "total", t->heap_mb, t->malloc_mb, t->seconds);
    printf("  %-8s %.1f MB with all loaded, peak %.1f MB%s (%.1f MB "
           "before)\n", "resident", t->rss_mb, t->peak_mb,
           t->peak_restarted ? "" : " since start", t->before_mb);
}

static void print_error(const char *what, const vchess_error *e)
{
    fprintf(stderr, "bench/variants: %s: %s\n", what,
            e->text[0] ? e->text : "failed");
}

/* The first built-ins: cost of the first vchess_variant_builtin() (it
 * builds the variant, which then lives until the process ends, with
 * malloc: there is no allocator for built-ins) and of a second one. */
static int builtins(void)
{
    static const char *const names[] = {"chess", "trihexagonal", "courier"};

    printf("built-in variants (vchess_variant_builtin; built on first use, "
           "kept until exit)\n");
    printf("  %-14s %6s %11s %11s %11s %10s\n", "variant", "cells",
           "first (ms)", "first (KB)", "again (us)", "again (B)");
    for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++) {
        const vchess_variant *v;
        vchess_error e;
        size_t h0, h1, h2;
        double t0, t1, t2;
        int cells;

        memset(&e, 0, sizeof(e));
        h0 = heap_in_use();
        t0 = now();
        if (vchess_variant_builtin(&v, names[i], &e) != 0) {
            print_error(names[i], &e);
            return -1;
        }
        t1 = now();
        h1 = heap_in_use();
        if (vchess_variant_builtin(&v, names[i], &e) != 0) {
            print_error(names[i], &e);
            return -1;
        }
        t2 = now();
        h2 = heap_in_use();
        if (vchess_variant_cell_count(&cells, v) != 0)
            return -1;
        printf("  %-14s %6d %11.3f %11.1f %11.3f %10ld\n", names[i], cells,
               (t1 - t0) * 1e3, (double)(h1 - h0) / 1024.0, (t2 - t1) * 1e6,
               (long)h2 - (long)h1);
    }
    return 0;
}

/* Loads text into *set with allocator a; checks it holds `count`
 * variants, each one found by name. */
static int load(vchess_variant_set **set, const char *text, size_t count,
                const vchess_allocator *a)
{
    vchess_error e;
    size_t n;

    memset(&e, 0, sizeof(e));
    if (vchess_variant_set_load(set, text, "bench", a, &e) != 0) {
        print_error("vchess_variant_set_load", &e);
        return -1;
    }
    if (vchess_variant_set_count(&n, *set) != 0 || n != count) {
        fprintf(stderr, "bench/variants: %zu variants loaded, not %zu\n", n,
                count);
        return -1;
    }
    return 0;
}

static int check_names(const vchess_variant_set *set, size_t first,
                       size_t count)
{
    for (size_t k = first; k < first + count; k++) {
        const vchess_variant *v;
        char name[32];
        vchess_error e;

        memset(&e, 0, sizeof(e));
        snprintf(name, sizeof(name), "v%zu", k);
        if (vchess_variant_set_get(&v, set, name, &e) != 0) {
            print_error(name, &e);
            return -1;
        }
    }
    return 0;
}

/* Each definition as its own text and set, all kept alive. */
static int one_per_set(struct total *t, double *kb, double *ms, size_t count)
{
    struct counter c = {0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, count_malloc,
                          count_realloc, count_free, &c};
    vchess_variant_set **sets = calloc(count, sizeof(*sets));
    size_t h0;
    int status = 0;

    if (!sets)
        return -1;
    t->peak_restarted = restart_peak();
    t->before_mb = proc_status_mb("VmRSS");
    t->seconds = 0;
    h0 = heap_in_use();
    for (size_t i = 0; i < count && status == 0; i++) {
        char text[DEF_MAX];
        size_t len = 0, live = c.live;
        double t0;

        if (definition(text, sizeof(text), &len, i + 1) != 0) {
            status = -1;
            break;
        }
        t0 = now();
        status = load(&sets[i], text, 1, &a);
        ms[i] = (now() - t0) * 1e3;
        t->seconds += ms[i] / 1e3;
        kb[i] = (double)(c.live - live) / 1024.0;
        if (status == 0)
            status = check_names(sets[i], i + 1, 1);
    }
    t->heap_mb = (double)c.live / (1024.0 * 1024.0);
    t->malloc_mb = (double)(heap_in_use() - h0) / (1024.0 * 1024.0);
    t->rss_mb = proc_status_mb("VmRSS");
    t->peak_mb = peak_rss_mb();
    for (size_t i = 0; i < count; i++)
        vchess_variant_set_free(sets[i]);
    free(sets);
    if (status == 0 && c.live != 0) {
        fprintf(stderr, "bench/variants: %zu bytes held after the sets "
                "were freed\n", c.live);
        status = -1;
    }
    return status;
}

/* All definitions in one text, one set. */
static int one_set(struct total *t, size_t count)
{
    struct counter c = {0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, count_malloc,
                          count_realloc, count_free, &c};
    vchess_variant_set *set = NULL;
    size_t size = count * DEF_MAX + 1, len = 0, h0;
    char *text = malloc(size);
    double t0;
    int status;

    if (!text)
        return -1;
    text[0] = '\0';
    for (size_t k = 1; k <= count; k++)
        if (definition(text, size, &len, k) != 0) {
            free(text);
            return -1;
        }
    t->peak_restarted = restart_peak();
    t->before_mb = proc_status_mb("VmRSS");
    h0 = heap_in_use();
    t0 = now();
    status = load(&set, text, count, &a);
    t->seconds = now() - t0;
    t->heap_mb = (double)c.live / (1024.0 * 1024.0);
    t->malloc_mb = (double)(heap_in_use() - h0) / (1024.0 * 1024.0);
    t->rss_mb = proc_status_mb("VmRSS");
    t->peak_mb = peak_rss_mb();
    if (status == 0)
        status = check_names(set, 1, count);
    vchess_variant_set_free(set);
    free(text);
    if (status == 0 && c.live != 0) {
        fprintf(stderr, "bench/variants: %zu bytes held after the set "
                "was freed\n", c.live);
        status = -1;
    }
    return status;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: bench/variants [--count N]   (1 to %zu, default "
            "%d)\n", (size_t)MAX_COUNT, TARGET_COUNT);
}

int main(int argc, char **argv)
{
    size_t count = TARGET_COUNT;
    struct total sets, set;
    double *kb, *ms, kb_med, kb_max, ms_med, ms_max;
    char first[DEF_MAX];
    size_t len = 0, further;
    int judged, status;

    for (int i = 1; i < argc; i++) {
        char *end;

        if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--count") != 0 || i + 1 >= argc) {
            usage(stderr);
            return 2;
        }
        count = strtoul(argv[++i], &end, 10);
        if (*end || end == argv[i] || !count || count > MAX_COUNT) {
            usage(stderr);
            return 2;
        }
    }
    kb = calloc(count, sizeof(*kb));
    ms = calloc(count, sizeof(*ms));
    if (!kb || !ms)
        return 2;

    if (builtins() != 0)
        return 1;

    printf("\neach further variant: chess with one piece replaced, %zu "
           "distinct definitions\n", count);
    printf("  text \"[vK:chess]\\nROLE = -\\ncustomPiece1 = LETTER:BETZA"
           "\\n\"\n  e.g. \"");
    definition(first, sizeof(first), &len, count < 2 ? 1 : 2);
    for (const char *p = first; *p; p++)
        if (*p == '\n')
            fputs("\\n", stdout);
        else
            putchar(*p);
    printf("\"\n");
    status = one_per_set(&sets, kb, ms, count);
    if (status == 0)
        status = one_set(&set, count);
    if (status != 0)
        return 1;
    /* The first pays for the board and tables the others share. */
    further = count > 1 ? 1 : 0;
    median_max(&kb_med, &kb_max, kb + further, count - further);
    median_max(&ms_med, &ms_max, ms + further, count - further);
    printf("one text per set (%zu sets, all kept)\n", count);
    printf("  %-8s %.1f KB; %.3f ms (the board and tables the others "
           "share)\n", "first", kb[0], ms[0]);
    printf("  %-8s %.1f KB median, %.1f KB max; %.3f ms median, %.3f ms "
           "max\n", further ? "further" : "each", kb_med, kb_max, ms_med,
           ms_max);
    print_total(&sets);
    printf("all %zu in one text, one set\n", count);
    printf("  %-8s %.1f KB, %.3f ms (mean: total / %zu)\n", "each",
           set.heap_mb * 1024.0 / (double)count, set.seconds * 1e3 / count,
           count);
    print_total(&set);

    printf("\ntargets\n");
    printf("  each further 8x8 variant: at most %.0f KB and %.0f ms\n",
           TARGET_KB, TARGET_MS);
    printf("    %-22s %9.1f KB  %s\n", "KB (max):", kb_max,
           verdict(kb_max <= TARGET_KB));
    printf("    %-22s %9.3f ms  %s\n", "ms (median):", ms_med,
           verdict(ms_med <= TARGET_MS));
    printf("  %d,%03d distinct: under %.0f MB resident and %.0f s\n",
           TARGET_COUNT / 1000, TARGET_COUNT % 1000, TARGET_RSS_MB,
           TARGET_SECONDS);
    judged = count == TARGET_COUNT;
    printf("    %-22s %9.1f MB  %s\n", "one per set, peak:", sets.peak_mb,
           judged ? verdict(sets.peak_mb < TARGET_RSS_MB) : "-");
    printf("    %-22s %9.3f s   %s\n", "one per set, time:", sets.seconds,
           judged ? verdict(sets.seconds < TARGET_SECONDS) : "-");
    printf("    %-22s %9.1f MB  %s\n", "one set, peak:", set.peak_mb,
           judged ? verdict(set.peak_mb < TARGET_RSS_MB) : "-");
    printf("    %-22s %9.3f s   %s\n", "one set, time:", set.seconds,
           judged ? verdict(set.seconds < TARGET_SECONDS) : "-");
    if (!judged)
        printf("    (%zu loaded, not %d: not judged)\n", count,
               TARGET_COUNT);
    free(kb);
    free(ms);
    return 0;
}
