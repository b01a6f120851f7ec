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
 * empty.  A group holds the lines of one way of moving of a piece (one
 * group of its move program), so its table is the one of every piece,
 * in any variant on the board, that moves so.  A plan's lines are
 * grouped by themselves, so that its groups, and the rows that hold
 * them (rows.c), depend on its piece's moves alone; a queen's groups are
 * a rook's and a bishop's all the same, since its two ways of moving
 * are grouped apart and in the same order.
 *
 * MAX_BITS trades memory for lookups.  At 10 the tables of chess take
 * 417 KB, of the trihexagonal board 1.3 MB, of all 29 built-ins 17.2 MB
 * (a variant's own struct is 2.6 MB); at 12 chess and the trihexagonal
 * board counted no faster (within 1 %) while the built-ins took 50 MB; at
 * 8, 6 MB, the trihexagonal board counted 5-8 % slower.
 *
 * The attack scans' lines from each cell (scanline.c) are grouped the
 * same way, for vc_king_danger's first look, in the groups of the cell's
 * plans where those hold the same lines (a rook's lines are the rook's
 * scan lines). */
#ifdef HAVE_CONFIG_H
#include <config.h> /* VC_V3_CLONES (cellset.h) */
#endif
#include "base/cellset.h"
#include "line_share.h"
#include "variant.h"

#include <string.h>

#define MAX_BITS 10                      /* cells of a group's mask */
#define MAX_WORDS ((size_t)1 << 19)      /* 4 MB of entries at most */
#define MAX_MADE 64                      /* groups made at one cell */
#define MAX_GROUP_LINES 16
#define MAX_ITEMS 32                     /* lines of a plan or a scan head */

/* A line's cells in order; the `skip` nearest only have to be empty. */
struct line_ref {
    const uint8_t *cells;
    uint8_t len, skip;
};

/* A line to be grouped and what its group's header says of it: the mode
 * of a plan's line, the attackers of a scan line (lines of one group
 * agree in these); and of a scan line, the types that attack from each
 * of its cells and the ranges of its scan.  A plan's line comes from one
 * group of its move program (one way of moving, `part`); lines of
 * different parts are never grouped together, so that a table depends
 * on one way of moving alone, and pieces (and variants) that share it
 * share the table: a custom piece that adds a nightrider's lines to a
 * short slide meets the nightrider's tables and the slide's already
 * made. */
struct item {
    struct line_ref ref;
    uint8_t mode;
    uint8_t part;
    uint32_t some;
    uint32_t every;
    const uint8_t *range;
};

struct made {
    uint64_t mask[2];
    const uint64_t *tab; /* shared (line_share.c), one reference ours */
    uint8_t nlines;
    struct line_ref line[MAX_GROUP_LINES];
};

struct build {
    const struct vc_variant *v;
    struct vc_variant *out;      /* NULL: only measure */
    struct vc_line_group *head;  /* out's group headers: plans' */
    struct vc_scan_group *shead; /* scan lines' */
    const vchess_allocator *alloc; /* of out's tables */
    size_t nhead, nshead, nwords;
    /* the most headers there were at once: a group_items() that fails
     * writes some before it takes them back */
    size_t peak_head, peak_shead;
    struct made made[MAX_MADE];  /* the groups of the current cell */
    int nmade;
    /* White's scan lines of the current cell and where their headers
     * went, for black's that are the same (group_scans). */
    struct item white[MAX_ITEMS];
    int nwhite, white_got;
    size_t white_first;
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
static void stop_cells(const struct line_ref *l, uint64_t m[2])
{
    m[0] = m[1] = 0;
    for (int d = 0; d + 1 < l->len; d++)
        vc_set_add(m, l->cells[d]);
}

static int same_line(const struct line_ref *a, const struct line_ref *b)
{
    return a->len == b->len && a->skip == b->skip &&
           memcmp(a->cells, b->cells, a->len) == 0;
}

static int same_class(const struct item *a, const struct item *b)
{
    return a->mode == b->mode && a->part == b->part && a->some == b->some;
}

/* The cells a line reaches on occupancy occ: past its `skip` nearest
 * cells, up to the first occupied one (as line_walked in targets.h). */
static void reach_line(const struct line_ref *l, const uint64_t occ[2],
                       uint64_t t[2])
{
    for (int d = 0; d < l->len; d++) {
        if (d >= l->skip)
            vc_set_add(t, l->cells[d]);
        if (vc_set_has(occ, l->cells[d]))
            return;
    }
}

/* The table of group g: its occupancies in the order of their index,
 * each word's subsets of the mask enumerated in increasing order (the
 * order PEXT keeps), word 0 the faster. */
struct fill {
    const struct made *g;
    int nw;
};

static void fill_table(void *ctx, uint64_t *e)
{
    const struct made *g = ((const struct fill *)ctx)->g;
    int nw = ((const struct fill *)ctx)->nw;
    uint64_t occ[2] = {0, 0};

    do {
        do {
            uint64_t t[2] = {0, 0};
            for (int k = 0; k < g->nlines; k++)
                reach_line(&g->line[k], occ, t);
            for (int w = 0; w < nw; w++)
                *e++ = t[w];
            occ[0] = (occ[0] - g->mask[0]) & g->mask[0];
        } while (occ[0]);
        occ[1] = (occ[1] - g->mask[1]) & g->mask[1];
    } while (occ[1]);
}

/* The cells of scan lines `members` of it[] from which a piece of a
 * type that attacks along some of them but not from every cell of all
 * (not in `every`) may attack: those within its range. */
static void near_cells(const struct item *it, uint32_t members,
                       uint32_t every, uint64_t near[2])
{
    near[0] = near[1] = 0;
    for (; members; members &= members - 1) {
        const struct item *i = &it[__builtin_ctz(members)];
        int reach = 0;
        for (uint32_t t = i->some & ~every; t; t &= t - 1)
            if (i->range[__builtin_ctz(t)] > reach)
                reach = i->range[__builtin_ctz(t)];
        for (int d = 0; d < reach && d < i->ref.len; d++)
            vc_set_add(near, i->ref.cells[d]);
    }
}

/* A header for group g, of a plan's lines (scan 0) or a scan head's
 * (its lines: the items `members` of it[]). */
static void add_head(struct build *b, const struct made *g,
                     const struct item *it, uint32_t members, int scan)
{
    const struct item *cls = &it[__builtin_ctz(members)];
    uint8_t low = (uint8_t)__builtin_popcountll(g->mask[0]);

    if (scan && b->out) {
        struct vc_scan_group *h = &b->shead[b->nshead];
        memset(h, 0, sizeof(*h));
        h->mask[0] = g->mask[0];
        h->mask[1] = g->mask[1];
        h->tab = g->tab;
        vc_line_table_ref(g->tab);
        h->some = cls->some;
        h->every = cls->some;
        for (uint32_t m = members; m; m &= m - 1)
            h->every &= it[__builtin_ctz(m)].every;
        near_cells(it, members, h->every, h->near);
        h->low = low;
    } else if (b->out) {
        b->head[b->nhead] = (struct vc_line_group){
            {g->mask[0], g->mask[1]}, g->tab, cls->mode, low, {0}};
        vc_line_table_ref(g->tab);
    }
    if (scan && ++b->nshead > b->peak_shead)
        b->peak_shead = b->nshead;
    if (!scan && ++b->nhead > b->peak_head)
        b->peak_head = b->nhead;
}

/* The shared table of group g: its key is all the table depends on (the
 * words of a set, the mask, each line's cells and skip). */
static const uint64_t *share_table(const struct build *b, const struct made *g,
                                   size_t words)
{
    uint8_t key[2 + sizeof(g->mask) + MAX_GROUP_LINES * (2 + 255)];
    struct fill ctx = {g, b->v->nwords};
    size_t n = 0;

    key[n++] = b->v->nwords;
    memcpy(key + n, g->mask, sizeof(g->mask));
    n += sizeof(g->mask);
    key[n++] = g->nlines;
    for (int k = 0; k < g->nlines; k++) {
        key[n++] = g->line[k].len;
        key[n++] = g->line[k].skip;
        memcpy(key + n, g->line[k].cells, g->line[k].len);
        n += g->line[k].len;
    }
    return vc_line_table_get(key, n, words, fill_table, &ctx, b->alloc);
}

/* The group made before at the current cell with the lines of g (a
 * queen's and a rook's), or NULL. */
static struct made *made_before(struct build *b, const struct made *g)
{
    for (int k = 0; k < b->nmade; k++) {
        struct made *m = &b->made[k];
        int same = m->nlines == g->nlines && m->mask[0] == g->mask[0] &&
                   m->mask[1] == g->mask[1];
        for (int i = 0; same && i < g->nlines; i++)
            same = same_line(&m->line[i], &g->line[i]);
        if (same)
            return m;
    }
    return NULL;
}

/* A new group of the current cell with its table; 0 if there is no room. */
static int make_group(struct build *b, struct made *g)
{
    size_t words = ((size_t)1 << bits_of(g->mask)) * b->v->nwords;

    if (b->nmade == MAX_MADE || b->nwords + words > MAX_WORDS)
        return 0;
    b->nwords += words;
    g->tab = NULL;
    if (b->out && !(g->tab = share_table(b, g, words)))
        return 0;
    b->made[b->nmade++] = *g;
    return 1;
}

/* Give back the references of the headers from `first` on. */
static void drop_heads(struct build *b, size_t first, int scan)
{
    for (size_t i = first; b->out && i < (scan ? b->nshead : b->nhead); i++)
        vc_line_table_unref(scan ? b->shead[i].tab : b->head[i].tab);
}

/* The items not yet in `used` that make up group g, all of one class, as
 * bits of the items; 0 if there are none such. */
static uint32_t lines_of(const struct made *g, const struct item *it, int n,
                         uint32_t used)
{
    uint32_t got = 0;
    int first = -1;

    for (int k = 0; k < g->nlines; k++) {
        int i = 0;
        while (i < n && ((used | got) >> i & 1 ||
                         !same_line(&g->line[k], &it[i].ref) ||
                         (first >= 0 && !same_class(&it[first], &it[i]))))
            i++;
        if (i == n)
            return 0;
        if (first < 0)
            first = i;
        got |= (uint32_t)1 << i;
    }
    return got;
}

/* Groups the items not in `used` into new groups: each line joins the
 * group of its class it adds the fewest cells to (none, for a line back
 * round the same circle), or a group of its own when it fits in none;
 * 0 if there is no room. */
static int pack(struct build *b, const struct item *it, int n, uint32_t used,
                int scan)
{
    struct made g[MAX_ITEMS];
    uint32_t members[MAX_ITEMS]; /* each group's items */
    int ng = 0;

    for (int i = 0; i < n; i++) {
        uint64_t m[2];
        int best = -1, fewest = MAX_BITS + 1;
        if (used >> i & 1)
            continue;
        stop_cells(&it[i].ref, m);
        for (int k = 0; k < ng; k++) {
            uint64_t u[2] = {g[k].mask[0] | m[0], g[k].mask[1] | m[1]};
            int added = bits_of(u) - bits_of(g[k].mask);
            if (same_class(&it[__builtin_ctz(members[k])], &it[i]) &&
                bits_of(u) <= MAX_BITS &&
                added < fewest && g[k].nlines < MAX_GROUP_LINES) {
                best = k;
                fewest = added;
            }
        }
        if (best < 0) {
            best = ng++;
            memset(&g[best], 0, sizeof(g[best]));
            members[best] = 0;
        }
        members[best] |= (uint32_t)1 << i;
        g[best].mask[0] |= m[0];
        g[best].mask[1] |= m[1];
        g[best].line[g[best].nlines++] = it[i].ref;
    }
    for (int k = 0; k < ng; k++) {
        const struct made *same = made_before(b, &g[k]);
        if (!same && !make_group(b, &g[k]))
            return 0;
        add_head(b, same ? same : &g[k], it, members[k], scan);
    }
    return 1;
}

/* The groups of n lines: of scan lines, groups of the cell made before
 * where they fit; new ones for the rest; the headers' count, or -1
 * (headers taken back) if the lines do not go into tables. */
static int group_items(struct build *b, const struct item *it, int n,
                       int scan)
{
    size_t *count = scan ? &b->nshead : &b->nhead, first = *count;
    uint32_t used = 0;

    if (n == 0 || n > MAX_ITEMS)
        return -1;
    for (int i = 0; i < n; i++) {
        uint64_t m[2];
        stop_cells(&it[i].ref, m);
        if (bits_of(m) > MAX_BITS)
            return -1;
    }
    for (int k = 0; scan && k < b->nmade; k++) {
        uint32_t got = lines_of(&b->made[k], it, n, used);
        if (got) {
            used |= got;
            add_head(b, &b->made[k], it, got, scan);
        }
    }
    if (!pack(b, it, n, used, scan) || *count - first > 255) {
        drop_heads(b, first, scan);
        *count = first;
        return -1;
    }
    return (int)(*count - first);
}

static int lines_in(const struct vc_plan *pl)
{
    return pl->n[0] + pl->n[1] + pl->n[2];
}

/* The ends of the groups of the move program at prog[at] (offsets in
 * prog, past each group's last ray), at most MAX_PARTS; their count. */
#define MAX_PARTS 32
static int parts_of(const struct vc_variant *v, uint32_t at,
                    uint32_t end[MAX_PARTS])
{
    const uint8_t *s = &v->prog[at];
    int n = 0;

    while (*s++ != 0 && n < MAX_PARTS) {
        for (int nrays = *s++; nrays > 0; nrays--)
            s += 1 + s[0];
        end[n++] = (uint32_t)(s - v->prog);
    }
    return n;
}

/* The group of those that holds the ray at prog[ray]. */
static uint8_t part_of(const uint32_t *end, int n, uint32_t ray)
{
    int part = 0;

    while (part + 1 < n && ray >= end[part])
        part++;
    return (uint8_t)part;
}

/* The plan of (code, cell), whose move program is at prog[at]. */
static void group_plan(struct build *b, const struct vc_plan *pl,
                       uint32_t at, struct vc_plan *out)
{
    const struct vc_variant *v = b->v;
    struct item it[MAX_ITEMS];
    uint32_t end[MAX_PARTS];
    size_t first = b->nhead;
    int n = lines_in(pl), got, nparts;

    if (n > MAX_ITEMS)
        return;
    nparts = n ? parts_of(v, at, end) : 0;
    for (int i = 0; i < n; i++) {
        const struct vc_reach *r = &vc_plan_lines(pl)[i];
        it[i] = (struct item){{&v->prog[r->ray + 1], v->prog[r->ray], r->skip},
                              r->mode, part_of(end, nparts, r->ray), 0, 0,
                              NULL};
    }
    if ((got = group_items(b, it, n, 0)) > 0 && out) {
        out->group_at = (uint32_t)first;
        out->ngroups = (uint8_t)got;
    }
}

static int same_items(const struct item *a, const struct item *b, int n)
{
    for (int i = 0; i < n; i++)
        if (!same_line(&a[i].ref, &b[i].ref) || a[i].some != b[i].some ||
            a[i].every != b[i].every ||
            memcmp(a[i].range, b[i].range, VC_MAX_PTYPES) != 0)
            return 0;
    return 1;
}

/* The scan lines of by's attacks on `cell` (leaps left out).  Black's,
 * when they are white's (the pawns' captures are leaps), take white's
 * headers. */
static void group_scans(struct build *b, int by, int cell)
{
    const struct vc_variant *v = b->v;
    const struct vc_scan_head *h = &v->scan_head[by][cell];
    const struct vc_scan_line *l = &v->scan_line[h->lines_at];
    struct item it[MAX_ITEMS];
    size_t first = b->nshead;
    int n = h->n[VC_SCAN_RISING] + h->n[VC_SCAN_FALLING] +
            h->n[VC_SCAN_WALKED], got;

    if (by == 0)
        b->nwhite = -1;
    if (n > MAX_ITEMS)
        return;
    for (int i = 0; i < n; i++, l++)
        it[i] = (struct item){{&v->board->ray_cells[l->ray], l->len, 0},
                              0, 0, l->some, l->every,
                              v->scan[by][l->scan].range};
    if (by == 1 && n == b->nwhite && same_items(it, b->white, n)) {
        first = b->white_first;
        got = b->white_got;
    } else {
        got = group_items(b, it, n, 1);
    }
    if (by == 0) {
        memcpy(b->white, it, (size_t)n * sizeof(it[0]));
        b->nwhite = n;
        b->white_first = first;
        b->white_got = got;
    }
    if (got > 0 && b->out) {
        b->out->scan_head[by][cell].group_at = (uint32_t)first;
        b->out->scan_head[by][cell].ngroups = (uint8_t)got;
    }
}

/* The plans of one cell, fewest lines first, then the scans.  A plan
 * held for both colours (alike_rows) is grouped once. */
static void group_cell(struct build *b, int cell)
{
    const struct vc_variant *v = b->v;
    int code[VC_PIECE_CODES], n = 0;

    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++) {
            int c = VC_PIECE(color, v->type_list[k]), j;
            if (color == 1 && (v->alike_rows >> v->type_list[k] & 1))
                continue; /* white's plans, grouped with them */
            j = n++;
            for (; j > 0 && lines_in(&v->plan[code[j - 1]][cell]) >
                                lines_in(&v->plan[c][cell]); j--)
                code[j] = code[j - 1];
            code[j] = c;
        }
    b->nmade = 0;
    for (int i = 0; i < n; i++)
        group_plan(b, &v->plan[code[i]][cell],
                   v->prog_at[VC_COLOR(code[i])][VC_TYPE(code[i])][cell],
                   b->out ? &b->out->plan[code[i]][cell] : NULL);
    for (int by = 0; by < 2; by++)
        group_scans(b, by, cell);
    for (int k = 0; b->out && k < b->nmade; k++)
        vc_line_table_unref(b->made[k].tab);
}

static void run(struct build *b)
{
    for (int cell = 0; cell < b->v->board->ncells; cell++)
        group_cell(b, cell);
}

size_t vc_line_tables_size(const struct vc_variant *v, size_t *nheads)
{
    struct build b;

    *nheads = 0;
    if (!v->reach_ok || v->nwords > 2 || !fast_gather())
        return 0;
    memset(&b, 0, sizeof(b));
    b.v = v;
    run(&b);
    if (b.nhead + b.nshead == 0)
        return 0;
    *nheads = b.peak_head;
    return b.peak_head * sizeof(struct vc_line_group) +
           b.peak_shead * sizeof(struct vc_scan_group);
}

void vc_line_tables_fill(struct vc_variant *v, void *room, size_t nheads,
                         const vchess_allocator *a)
{
    struct build b;

    memset(&b, 0, sizeof(b));
    b.v = v;
    b.out = v;
    b.alloc = a;
    b.head = room;
    b.shead = (struct vc_scan_group *)(b.head + nheads);
    run(&b);
    v->lgroup = b.head;
    v->sgroup = b.shead;
    v->tabled = 1;
    v->nlgroups = (uint32_t)b.nhead;
    v->nsgroups = (uint32_t)b.nshead;
}

void vc_line_tables_release(struct vc_variant *v)
{
    for (uint32_t i = 0; i < v->nlgroups; i++)
        vc_line_table_unref(v->lgroup[i].tab);
    for (uint32_t i = 0; i < v->nsgroups; i++)
        vc_line_table_unref(v->sgroup[i].tab);
    v->sgroup = NULL;
    v->nlgroups = v->nsgroups = 0;
}
