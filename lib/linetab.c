/* linetab.c - line tables: the targets of a plan's lines looked up,
 * not cut line by line (targets.h).  A plan's lines are put in groups of
 * one mode whose cells that may stop a line (all but each line's last)
 * number at most MAX_BITS; a group's table holds, for each way those
 * cells may be occupied, the cells its lines reach.  The index of an
 * occupancy is its bits gathered by the CPU's PEXT instruction
 * (vc_pext), so there are tables only where that is fast.  The lines'
 * records stay, for the paths that read them (the lister of perft's inner
 * plies, the royal piece's steps) and for CPUs without the tables.
 *
 * Lines of every kind are grouped: rising, falling, walked (a rook's
 * circle round a hexagon) and lines whose nearest cells only have to be
 * empty.  Plans of the same cell share a group when it holds lines of
 * both (a queen's groups are a rook's and a bishop's), so the plans of
 * each cell are grouped fewest lines first.
 *
 * MAX_BITS trades memory for lookups.  At 10 (bench/README.md) the tables
 * of chess take 402 KB, of the trihexagonal board 1.3 MB, of all built-ins
 * 18 MB; at 12 chess and the trihexagonal board count no faster (within
 * 1 %), while the built-ins take 50 MB; at 8, 6 MB, the trihexagonal board
 * counts 5-8 % slower. */
#ifdef HAVE_CONFIG_H
#include <config.h> /* VC_V3_CLONES (cellset.h) */
#endif
#include "cellset.h"
#include "variant.h"

#include <string.h>

#define MAX_BITS 10                      /* cells of a group's mask */
#define MAX_WORDS ((size_t)1 << 19)      /* 4 MB of entries at most */
#define MAX_MADE 64                      /* groups made at one cell */
#define MAX_GROUP_LINES 16
#define MAX_PLAN_LINES 32

struct made {
    uint64_t mask[2];
    uint32_t at;
    uint8_t mode;
    uint8_t nlines;
    uint32_t line[MAX_GROUP_LINES]; /* indices in reach[] */
};

struct build {
    const struct vc_variant *v;
    struct vc_variant *out;      /* NULL: only measure */
    struct vc_line_group *head;  /* out's group headers */
    uint64_t *entry;             /* out's entries */
    size_t nhead, nwords;
    struct made made[MAX_MADE];  /* the groups of the current cell */
    int nmade;
};

/* 1 if PEXT is there and fast (not microcoded, as on AMD's Zen 1 and 2). */
static int fast_gather(void)
{
#if defined(VC_LINE_TABLES)
    __builtin_cpu_init();
    return __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("znver1") &&
           !__builtin_cpu_is("znver2");
#else
    return 0;
#endif
}

static int bits_of(const uint64_t m[2])
{
    return __builtin_popcountll(m[0]) + __builtin_popcountll(m[1]);
}

/* The cells of a line that may stop it: all but its last. */
static void stop_cells(const struct vc_variant *v, const struct vc_reach *r,
                       uint64_t m[2])
{
    const uint8_t *s = &v->prog[r->ray];

    m[0] = m[1] = 0;
    for (int d = 0; d + 1 < s[0]; d++)
        vc_set_add(m, s[1 + d]);
}

static int same_line(const struct vc_variant *v, const struct vc_reach *a,
                     const struct vc_reach *b)
{
    const uint8_t *s = &v->prog[a->ray], *t = &v->prog[b->ray];

    return a->mode == b->mode && a->skip == b->skip && s[0] == t[0] &&
           memcmp(s + 1, t + 1, s[0]) == 0;
}

/* The cells a line reaches on occupancy occ: past its `skip` nearest
 * cells, up to the first occupied one (as line_walked in targets.h). */
static void reach_line(const struct vc_variant *v, const struct vc_reach *r,
                       const uint64_t occ[2], uint64_t t[2])
{
    const uint8_t *s = &v->prog[r->ray];

    for (int d = 0; d < s[0]; d++) {
        int to = s[1 + d];
        if (d >= r->skip)
            vc_set_add(t, to);
        if (vc_set_has(occ, to))
            return;
    }
}

/* The table of group g: its occupancies in the order of their index,
 * each word's subsets of the mask enumerated in increasing order (the
 * order PEXT keeps), word 0 the faster. */
static void fill_table(struct build *b, const struct made *g)
{
    const struct vc_variant *v = b->v;
    uint64_t *e = &b->entry[g->at];
    uint64_t occ[2] = {0, 0};
    int nw = v->nwords;

    do {
        do {
            uint64_t t[2] = {0, 0};
            for (int k = 0; k < g->nlines; k++)
                reach_line(v, &v->reach[g->line[k]], occ, t);
            for (int w = 0; w < nw; w++)
                *e++ = t[w];
            occ[0] = (occ[0] - g->mask[0]) & g->mask[0];
        } while (occ[0]);
        occ[1] = (occ[1] - g->mask[1]) & g->mask[1];
    } while (occ[1]);
}

static void add_head(struct build *b, const struct made *g)
{
    if (b->out)
        b->head[b->nhead] = (struct vc_line_group){
            {g->mask[0], g->mask[1]}, g->at, g->mode,
            (uint8_t)__builtin_popcountll(g->mask[0]), {0, 0}};
    b->nhead++;
}

/* A new group of the current cell with its table; 0 if there is no room. */
static int make_group(struct build *b, struct made *g)
{
    size_t words = ((size_t)1 << bits_of(g->mask)) * b->v->nwords;

    if (b->nmade == MAX_MADE || b->nwords + words > MAX_WORDS)
        return 0;
    g->at = (uint32_t)b->nwords;
    b->nwords += words;
    if (b->out)
        fill_table(b, g);
    b->made[b->nmade++] = *g;
    add_head(b, g);
    return 1;
}

/* The plan's lines first..first+n-1 not yet in `used` that make up group
 * g, as bits of the plan's lines; 0 if some line of g is not among them. */
static uint32_t lines_of(const struct build *b, const struct made *g,
                         uint32_t first, int n, uint32_t used)
{
    uint32_t got = 0;

    for (int k = 0; k < g->nlines; k++) {
        const struct vc_reach *r = &b->v->reach[g->line[k]];
        int i = 0;
        while (i < n && ((used | got) >> i & 1 ||
                         !same_line(b->v, r, &b->v->reach[first + i])))
            i++;
        if (i == n)
            return 0;
        got |= (uint32_t)1 << i;
    }
    return got;
}

/* Groups the plan's lines of `mode` not in `used` into new groups: each
 * line joins the group it adds the fewest cells to (none, for a line
 * back round the same circle), or a group of its own when it fits in
 * none; 0 if there is no room. */
static int pack_mode(struct build *b, uint32_t first, int n, uint32_t used,
                     int mode)
{
    struct made g[MAX_PLAN_LINES];
    int ng = 0;

    for (int i = 0; i < n; i++) {
        const struct vc_reach *r = &b->v->reach[first + i];
        uint64_t m[2];
        int best = -1, fewest = MAX_BITS + 1;
        if (used >> i & 1 || r->mode != mode)
            continue;
        stop_cells(b->v, r, m);
        for (int k = 0; k < ng; k++) {
            uint64_t u[2] = {g[k].mask[0] | m[0], g[k].mask[1] | m[1]};
            int added = bits_of(u) - bits_of(g[k].mask);
            if (bits_of(u) <= MAX_BITS && added < fewest &&
                g[k].nlines < MAX_GROUP_LINES) {
                best = k;
                fewest = added;
            }
        }
        if (best < 0) {
            best = ng++;
            memset(&g[best], 0, sizeof(g[best]));
            g[best].mode = (uint8_t)mode;
        }
        g[best].mask[0] |= m[0];
        g[best].mask[1] |= m[1];
        g[best].line[g[best].nlines++] = first + (uint32_t)i;
    }
    for (int k = 0; k < ng; k++)
        if (!make_group(b, &g[k]))
            return 0;
    return 1;
}

/* The groups of one plan: groups of the cell made for plans with fewer
 * lines where they fit, new ones for the rest. */
static void group_plan(struct build *b, struct vc_plan *pl)
{
    int n = pl->n[0] + pl->n[1] + pl->n[2], ok = 1;
    size_t first_head = b->nhead;
    uint32_t used = 0;

    if (n == 0 || n > MAX_PLAN_LINES)
        return;
    for (int i = 0; i < n; i++) {
        uint64_t m[2];
        stop_cells(b->v, &b->v->reach[pl->line_at + i], m);
        if (bits_of(m) > MAX_BITS)
            return;
    }
    for (int k = 0; k < b->nmade; k++) {
        uint32_t got = lines_of(b, &b->made[k], pl->line_at, n, used);
        if (got) {
            used |= got;
            add_head(b, &b->made[k]);
        }
    }
    for (int mode = VC_MOVE; mode <= VC_BOTH && ok; mode++)
        ok = pack_mode(b, pl->line_at, n, used, mode);
    if (!ok || b->nhead - first_head > 255) {
        b->nhead = first_head;
        return;
    }
    if (b->out) {
        pl->group_at = (uint32_t)first_head;
        pl->ngroups = (uint8_t)(b->nhead - first_head);
    }
}

static int lines_in(const struct vc_plan *pl)
{
    return pl->n[0] + pl->n[1] + pl->n[2];
}

/* The plans of one cell, fewest lines first. */
static void group_cell(struct build *b, int cell)
{
    const struct vc_variant *v = b->v;
    struct vc_variant *out = b->out;
    int code[VC_PIECE_CODES], n = 0;

    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++) {
            int c = VC_PIECE(color, v->type_list[k]), j = n++;
            for (; j > 0 && lines_in(&v->plan[code[j - 1]][cell]) >
                                lines_in(&v->plan[c][cell]); j--)
                code[j] = code[j - 1];
            code[j] = c;
        }
    b->nmade = 0;
    for (int i = 0; i < n; i++) {
        struct vc_plan scratch = v->plan[code[i]][cell];
        group_plan(b, out ? &out->plan[code[i]][cell] : &scratch);
    }
}

static void run(struct build *b)
{
    for (int cell = 0; cell < b->v->board.ncells; cell++)
        group_cell(b, cell);
}

size_t vc_line_tables_size(const struct vc_variant *v)
{
    struct build b;

    if (!v->reach_ok || v->nwords > 2 || !fast_gather())
        return 0;
    memset(&b, 0, sizeof(b));
    b.v = v;
    run(&b);
    if (b.nhead == 0)
        return 0;
    return b.nhead * sizeof(struct vc_line_group) + b.nwords * sizeof(uint64_t);
}

void vc_line_tables_fill(struct vc_variant *v, void *room)
{
    struct build b;

    memset(&b, 0, sizeof(b));
    b.v = v;
    run(&b); /* measure again: where the entries begin */
    b.out = v;
    b.head = room;
    b.entry = (uint64_t *)(b.head + b.nhead);
    b.nhead = b.nwords = 0;
    run(&b);
    v->lgroup = b.head;
    v->ltab = b.entry;
}
