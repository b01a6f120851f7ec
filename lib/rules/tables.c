/* tables.c - a variant's tables compiled in a room of the largest size,
 * then kept in one block of the size they take (tables.h).  The builders
 * append to the room as to fixed arrays, bounded by VC_MAX_PROG,
 * VC_MAX_REACH and the like; what a chess variant takes of the room's
 * 2.6 MB is some 100 KB. */
#include "tables.h"

#include "base/zobrist.h"
#include "board/share.h"
#include "rows.h"

#include <pthread.h>
#include <string.h>

struct room {
    struct vc_board board;
    uint64_t stuck[2][VC_MAX_PTYPES][VC_SET_WORDS];
    uint64_t drop_cells[2][VC_MAX_PTYPES][VC_SET_WORDS];
    uint64_t file_cells[VC_MAX_SLOTS][VC_SET_WORDS];
    struct vc_attack_scan scan[2][VC_MAX_SCANS];
    uint32_t prog_at[2][VC_MAX_PTYPES][VC_MAX_CELLS];
    uint8_t prog[VC_MAX_PROG];
    struct vc_plan plan[VC_PIECE_CODES][VC_MAX_CELLS];
    struct vc_shift shift[VC_PIECE_CODES][VC_MAX_SHIFTS];
    struct vc_reach reach[VC_MAX_REACH];
    struct vc_scan_line scan_line[VC_MAX_SCAN_LINES];
    uint64_t piece_zone[VC_PIECE_CODES][128][2];
    struct vc_scan_head scan_head[2][VC_MAX_CELLS];
    uint64_t scan_zone[2][VC_MAX_CELLS][2];
    uint64_t ep_from[2][VC_MAX_CELLS][2];
};

/* The rows of what a variant does not have. */
static const struct vc_shift no_shifts[VC_MAX_SHIFTS];
static const struct vc_scan_head no_heads[VC_MAX_CELLS];
static const uint64_t no_cells[VC_MAX_CELLS][2];
static const uint64_t no_sets[2][VC_MAX_PTYPES][VC_SET_WORDS];

static void point_at_room(struct vc_variant *v, struct room *r)
{
    v->tables = r;
    v->board = &r->board;
    v->stuck = r->stuck;
    v->drop_cells = r->drop_cells;
    v->file_cells = r->file_cells;
    v->prog = r->prog;
    v->reach = r->reach;
    v->scan_line = r->scan_line;
    for (int color = 0; color < 2; color++)
        for (int t = 0; t < VC_MAX_PTYPES; t++)
            v->prog_at[color][t] = r->prog_at[color][t];
    for (int code = 0; code < VC_PIECE_CODES; code++) {
        v->plan[code] = r->plan[code];
        v->shift[code] = r->shift[code];
        v->piece_zone[code] = r->piece_zone[code];
        v->prog_of[code] = r->prog;
    }
    for (int color = 0; color < 2; color++) {
        v->scan[color] = r->scan[color];
        v->scan_head[color] = r->scan_head[color];
        v->scan_zone[color] = r->scan_zone[color];
        v->ep_from[color] = r->ep_from[color];
    }
}

int vc_tables_open(struct vc_variant *v, const vchess_allocator *a)
{
    struct room *r = vc_alloc(a, sizeof(*r));

    if (!r)
        return -1;
    /* The builders set every plan, line record and program byte they
     * make, and the board builders clear the board; only these rows are
     * read where nothing was written. */
    memset(r->prog_at, 0, sizeof(r->prog_at));
    memset(r->shift, 0, sizeof(r->shift));
    memset(r->scan_head, 0, sizeof(r->scan_head));
    memset(r->scan_zone, 0, sizeof(r->scan_zone));
    memset(r->ep_from, 0, sizeof(r->ep_from));
    memset(r->scan, 0, sizeof(r->scan));
    memset(r->stuck, 0, sizeof(r->stuck));
    memset(r->drop_cells, 0, sizeof(r->drop_cells));
    memset(r->file_cells, 0, sizeof(r->file_cells));
    point_at_room(v, r);
    return 0;
}

/* Bytes from *at for n items of size `size`, aligned for any of them. */
static size_t take(size_t *at, size_t n, size_t size)
{
    size_t here = (*at + 15) & ~(size_t)15;

    *at = here + n * size;
    return here;
}

/* The block's layout, walked once to measure it and once to fill it:
 * with `block` NULL only *size is set. */
struct layout {
    const struct vc_variant *v;
    const struct room *r;
    char *block;
    size_t at;
};

/* n items from `from`, or zeros where from is NULL. */
static void *place(struct layout *l, const void *from, size_t n,
                   size_t size)
{
    size_t here = take(&l->at, n, size);

    if (!l->block)
        return NULL;
    if (from)
        memcpy(l->block + here, from, n * size);
    else
        memset(l->block + here, 0, n * size);
    return l->block + here;
}

static int cells_of(const struct vc_variant *v)
{
    return v->board->ncells;
}

static int all_zero(const void *p, size_t n)
{
    const uint8_t *b = p;

    return n == 0 || (b[0] == 0 && memcmp(b, b + 1, n - 1) == 0);
}

/* A table of cell sets by colour and type: the shared zeros when it is
 * all zeros (no drops, no stuck pieces), else its copy. */
static void *sets_of(struct layout *l, const void *from)
{
    if (all_zero(from, sizeof(no_sets)))
        return (void *)no_sets;
    return place(l, from, 1, sizeof(no_sets));
}

/* Lay the tables out: measure (out NULL) or fill out's.  The rows of
 * the piece codes are not among them: they are shared (rows.c). */
static void lay_out(struct layout *l, struct vc_variant *out)
{
    const struct vc_variant *v = l->v;
    void *lines = place(l, l->r->scan_line, v->nscan_lines,
                        sizeof(struct vc_scan_line));
    void *groups = place(l, v->sgroup, v->nsgroups,
                         sizeof(struct vc_scan_group));
    void *stuck = sets_of(l, l->r->stuck);
    void *drop_cells = sets_of(l, l->r->drop_cells);
    /* the files' cells are read for dropNoDoubled only */
    void *files = v->no_doubled ? place(l, l->r->file_cells, 1,
                                        sizeof(l->r->file_cells))
                                : (void *)no_sets;

    if (out) {
        out->scan_line = lines;
        out->sgroup = v->nsgroups ? groups : NULL;
        out->stuck = stuck;
        out->drop_cells = drop_cells;
        out->file_cells = files;
    }
    for (int color = 0; color < 2; color++) {
        size_t n = (size_t)cells_of(v);
        void *scan = place(l, l->r->scan[color], v->nscan[color],
                           sizeof(struct vc_attack_scan));
        void *heads = place(l, l->r->scan_head[color], n,
                            sizeof(struct vc_scan_head));
        void *zones = place(l, l->r->scan_zone[color], n,
                            sizeof(l->r->scan_zone[color][0]));
        void *ep = place(l, l->r->ep_from[color], n,
                         sizeof(l->r->ep_from[color][0]));
        if (out) {
            out->scan[color] = scan;
            out->scan_head[color] = heads;
            out->scan_zone[color] = zones;
            out->ep_from[color] = ep;
        }
    }
    for (int code = 0; code < VC_PIECE_CODES; code++) {
        void *shift = place(l, l->r->shift[code], v->nshifts[code],
                            sizeof(struct vc_shift));
        if (out)
            out->shift[code] = v->nshifts[code] ? shift : (void *)no_shifts;
    }
}

/* What the block holds, pointed at rows of zeros. */
static void point_at_zeros(struct vc_variant *v)
{
    for (int code = 0; code < VC_PIECE_CODES; code++)
        v->shift[code] = (struct vc_shift *)no_shifts;
    v->stuck = (uint64_t(*)[VC_MAX_PTYPES][VC_SET_WORDS])no_sets;
    v->drop_cells = (uint64_t(*)[VC_MAX_PTYPES][VC_SET_WORDS])no_sets;
    v->file_cells = (uint64_t(*)[VC_SET_WORDS])no_sets;
    for (int color = 0; color < 2; color++) {
        v->scan[color] = NULL;
        v->nscan[color] = 0;
        v->scan_head[color] = (struct vc_scan_head *)no_heads;
        v->scan_zone[color] = (uint64_t(*)[2])no_cells;
        v->ep_from[color] = (uint64_t(*)[2])no_cells;
    }
    v->prog = NULL;
    v->reach = NULL;
    v->scan_line = NULL;
    v->sgroup = NULL;
    v->tables = NULL;
}

/* The line tables, where they pay; without memory for them the
 * variant counts moves all the same, from its line records. */
static void add_line_tables(struct vc_variant *v, const vchess_allocator *a)
{
    size_t nheads, size = vc_line_tables_size(v, &nheads);
    void *room = size ? vc_alloc(a, size) : NULL;

    if (room)
        vc_line_tables_fill(v, room, nheads, a);
}

int vc_tables_close(struct vc_variant *v, const vchess_allocator *a)
{
    struct room *r = v->tables;
    struct layout l = {v, r, NULL, 0};
    const struct vc_board *board;
    void *groups;
    char *block;

    add_line_tables(v, a);
    if (vc_rows_share(v, a) < 0) {
        vc_tables_discard(v, a);
        return -1;
    }
    groups = (void *)v->lgroup; /* the line tables' room */
    board = vc_board_share(&r->board, a);
    lay_out(&l, NULL);
    block = board ? vc_alloc(a, l.at ? l.at : 1) : NULL;
    if (block) {
        l.block = block;
        l.at = 0;
        lay_out(&l, v);
        v->tables = block;
        v->board = (struct vc_board *)board;
        v->prog = NULL;
        v->reach = NULL;
    } else {
        vc_line_tables_release(v);
        vc_rows_release(v);
        vc_board_unshare(board);
        point_at_zeros(v);
        v->board = NULL;
    }
    v->lgroup = NULL;
    vc_free(a, groups);
    vc_free(a, r);
    return block ? 0 : -1;
}

void vc_tables_discard(struct vc_variant *v, const vchess_allocator *a)
{
    vc_line_tables_release(v);
    vc_free(a, (void *)v->lgroup);
    v->lgroup = NULL;
    vc_free(a, v->tables);
    point_at_zeros(v);
    v->board = NULL;
}

void vc_tables_free(struct vc_variant *v, const vchess_allocator *a)
{
    vc_line_tables_release(v);
    vc_rows_release(v);
    vc_free(a, v->tables);
    vc_board_unshare(v->board);
    v->tables = NULL;
    v->board = NULL;
}

static uint64_t zobrist[VC_PIECE_CODES][VC_MAX_CELLS];
static uint64_t zobrist_ep[VC_MAX_CELLS + 1];
static pthread_once_t zobrist_once = PTHREAD_ONCE_INIT;

static void zobrist_fill(void)
{
    for (int code = 0; code < VC_PIECE_CODES; code++)
        for (int c = 0; c < VC_MAX_CELLS; c++)
            zobrist[code][c] = vc_zobrist_piece((uint8_t)code, c);
    for (int c = 0; c < VC_MAX_CELLS; c++)
        zobrist_ep[c] = vc_zobrist_ep(c);
    zobrist_ep[VC_MAX_CELLS] = 0;
}

const uint64_t *vc_zobrist_ep_table(void)
{
    pthread_once(&zobrist_once, zobrist_fill);
    return zobrist_ep;
}

const uint64_t (*vc_zobrist_table(void))[VC_MAX_CELLS]
{
    pthread_once(&zobrist_once, zobrist_fill);
    return (const uint64_t(*)[VC_MAX_CELLS])zobrist;
}
