/* tables.c - a variant's tables compiled in a room of the largest size,
 * then kept in one block of the size they take (tables.h).  The builders
 * append to the room as to fixed arrays, bounded by VC_MAX_PROG,
 * VC_MAX_REACH and the like; what a chess variant takes of the room's
 * 2.6 MB is some 100 KB. */
#include "tables.h"

#include "base/zobrist.h"
#include "board/share.h"

#include <pthread.h>
#include <string.h>

struct room {
    struct vc_board board;
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

/* The rows of the codes and types a variant does not use. */
static const uint32_t no_programs[VC_MAX_CELLS];
static const struct vc_plan no_plans[VC_MAX_CELLS];
static const struct vc_shift no_shifts[VC_MAX_SHIFTS];
static const uint64_t no_zone[128][2];
static const struct vc_scan_head no_heads[VC_MAX_CELLS];
static const uint64_t no_cells[VC_MAX_CELLS][2];

static void point_at_room(struct vc_variant *v, struct room *r)
{
    v->tables = r;
    v->board = &r->board;
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
    }
    for (int color = 0; color < 2; color++) {
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

static void place_code(struct layout *l, struct vc_variant *out, int code)
{
    const struct vc_variant *v = l->v;
    int zone_cells = cells_of(v) < 128 ? cells_of(v) : 128;
    /* Without the cell-set form, plans and zones were never made. */
    void *plan = place(l, v->reach_ok ? l->r->plan[code] : NULL,
                       (size_t)cells_of(v), sizeof(struct vc_plan));
    void *zone = place(l, v->reach_ok ? l->r->piece_zone[code] : NULL,
                       (size_t)zone_cells, sizeof(l->r->piece_zone[code][0]));
    void *shift = place(l, l->r->shift[code], v->nshifts[code],
                        sizeof(struct vc_shift));

    if (!out)
        return;
    out->plan[code] = plan;
    out->piece_zone[code] = zone;
    out->shift[code] = v->nshifts[code] ? shift : (void *)no_shifts;
}

/* Black's rows of type t, which are white's (alike_rows): none of their
 * own, white's placed before them. */
static void same_rows(struct vc_variant *out, int t)
{
    int black = VC_PIECE(1, t), white = VC_PIECE(0, t);

    if (!out)
        return;
    out->prog_at[1][t] = out->prog_at[0][t];
    out->plan[black] = out->plan[white];
    out->piece_zone[black] = out->piece_zone[white];
    out->shift[black] = out->shift[white];
}

/* Lay the tables out: measure (out NULL) or fill out's. */
static void lay_out(struct layout *l, struct vc_variant *out)
{
    const struct vc_variant *v = l->v;
    void *prog = place(l, l->r->prog, v->prog_len, 1);
    void *reach = place(l, l->r->reach, v->nreach, sizeof(struct vc_reach));
    void *lines = place(l, l->r->scan_line, v->nscan_lines,
                        sizeof(struct vc_scan_line));

    if (out) {
        out->prog = prog;
        out->reach = reach;
        out->scan_line = lines;
    }
    for (int color = 0; color < 2; color++) {
        size_t n = (size_t)cells_of(v);
        void *heads = place(l, l->r->scan_head[color], n,
                            sizeof(struct vc_scan_head));
        void *zones = place(l, l->r->scan_zone[color], n,
                            sizeof(l->r->scan_zone[color][0]));
        void *ep = place(l, l->r->ep_from[color], n,
                         sizeof(l->r->ep_from[color][0]));
        if (out) {
            out->scan_head[color] = heads;
            out->scan_zone[color] = zones;
            out->ep_from[color] = ep;
        }
    }
    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++) {
            int t = v->type_list[k];
            void *row;
            if (color == 1 && (v->alike_rows >> t & 1)) {
                same_rows(out, t);
                continue;
            }
            row = place(l, l->r->prog_at[color][t], (size_t)cells_of(v),
                        sizeof(uint32_t));
            if (out)
                out->prog_at[color][t] = row;
            place_code(l, out, VC_PIECE(color, t));
        }
}

/* The rows of the unused codes and types: the shared rows of zeros. */
static void point_at_zeros(struct vc_variant *v)
{
    for (int color = 0; color < 2; color++)
        for (int t = 0; t < VC_MAX_PTYPES; t++)
            v->prog_at[color][t] = (uint32_t *)no_programs;
    for (int code = 0; code < VC_PIECE_CODES; code++) {
        v->plan[code] = (struct vc_plan *)no_plans;
        v->shift[code] = (struct vc_shift *)no_shifts;
        v->piece_zone[code] = (uint64_t(*)[2])no_zone;
    }
    for (int color = 0; color < 2; color++) {
        v->scan_head[color] = (struct vc_scan_head *)no_heads;
        v->scan_zone[color] = (uint64_t(*)[2])no_cells;
        v->ep_from[color] = (uint64_t(*)[2])no_cells;
    }
    v->prog = NULL;
    v->reach = NULL;
    v->scan_line = NULL;
    v->tables = NULL;
}

int vc_tables_close(struct vc_variant *v, const vchess_allocator *a)
{
    struct room *r = v->tables;
    struct layout l = {v, r, NULL, 0};
    const struct vc_board *board = vc_board_share(&r->board, a);
    char *block;

    lay_out(&l, NULL);
    block = board ? vc_alloc(a, l.at ? l.at : 1) : NULL;
    point_at_zeros(v);
    v->board = (struct vc_board *)board;
    if (block) {
        l.block = block;
        l.at = 0;
        lay_out(&l, v);
        v->tables = block;
    } else {
        vc_board_unshare(board);
        v->board = NULL;
    }
    vc_free(a, r);
    return block ? 0 : -1;
}

void vc_tables_discard(struct vc_variant *v, const vchess_allocator *a)
{
    vc_free(a, v->tables);
    point_at_zeros(v);
    v->board = NULL;
}

void vc_tables_free(struct vc_variant *v, const vchess_allocator *a)
{
    vc_free(a, v->tables);
    vc_board_unshare(v->board);
    v->tables = NULL;
    v->board = NULL;
}

static uint64_t zobrist[VC_PIECE_CODES][VC_MAX_CELLS];
static pthread_once_t zobrist_once = PTHREAD_ONCE_INIT;

static void zobrist_fill(void)
{
    for (int code = 0; code < VC_PIECE_CODES; code++)
        for (int c = 0; c < VC_MAX_CELLS; c++)
            zobrist[code][c] = vc_zobrist_piece((uint8_t)code, c);
}

const uint64_t (*vc_zobrist_table(void))[VC_MAX_CELLS]
{
    pthread_once(&zobrist_once, zobrist_fill);
    return (const uint64_t(*)[VC_MAX_CELLS])zobrist;
}
