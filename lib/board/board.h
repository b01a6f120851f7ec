/* board.h - a board as data: cells, names, ranks and per-cell ray tables.
 *
 * A ray is an ordered list of cells leaving a cell in one "direction" of a
 * movement family.  Sliders walk a ray until blocked; leapers use only the
 * first cell of each ray.  Builders (rect.c, tetrille.c) add rays in any
 * order with vc_board_add_ray(); vc_board_finish() indexes them and derives
 * the inverse tables used for attack detection. */
#ifndef VC_BOARD_H
#define VC_BOARD_H

#include <stdint.h>

/* Cells are numbered 0 .. VC_MAX_CELLS - 1, so a real cell fits a byte
 * (ray cells, move programs, the from / to bytes of a move); a field that
 * may also hold one of the two sentinels below is 16 bits wide. */
#define VC_MAX_CELLS 256
#define VC_SET_WORDS (VC_MAX_CELLS / 64) /* 64-bit words of a cell set */
#define VC_MAX_RANKS 16
#define VC_MAX_SLOTS 16      /* FEN slots of one rank (cells and holes) */
#define VC_NAME_MAX 6        /* "e11" "c4/" + NUL */
#define VC_MAX_RAYS 32768    /* rays of all cells and families */
#define VC_MAX_RAY_CELLS 65535
#define VC_MAX_FAMS 48       /* movement families of one board */
#define VC_MAX_VERTS 6
#define VC_NO_CELL 0xFFFF
#define VC_HOLE 0xFFFE       /* a FEN slot that is a hole, not a cell */

/* What the field widths below can hold: cells in a byte, ray indexes and
 * ray cell offsets in 16 bits, whole words of a cell set. */
_Static_assert(VC_MAX_CELLS <= 256 && VC_MAX_CELLS % 64 == 0,
               "cells are stored in bytes and sets in 64-bit words");
_Static_assert(VC_MAX_CELLS <= VC_HOLE, "sentinels must not be cells");
_Static_assert(VC_MAX_RAYS <= 65535 && VC_MAX_RAY_CELLS <= 65535,
               "ray_first, ray offsets and their sort keys are 16 bits");

/* Movement families: sets of rays, one set per cell.  The standard ones
 * below are made by every builder (an empty family is allowed); builders
 * may add more with vc_board_new_family().  Each family has an inverse:
 * the rays from X of the inverse of F lead to the cells from which F
 * reaches X.  Lines that run both ways are their own inverse. */
enum vc_family {
    VC_FAM_ORTHO,     /* orthogonal lines (symmetric) */
    VC_FAM_DIAG,      /* diagonal lines (symmetric) */
    VC_FAM_KNIGHT,    /* knight leaps (one cell per ray) */
    VC_FAM_NRIDER,    /* lines of knight leaps (symmetric) */
    VC_FAM_UP,        /* straight forward towards the last rank */
    VC_FAM_DOWN,      /* straight towards the first rank */
    VC_FAM_UP_DIAG,   /* one diagonal step forward (one cell per ray) */
    VC_FAM_DOWN_DIAG, /* one diagonal step backward */
    VC_FAM_STANDARD   /* number of standard families */
};
#define VC_INVERSE_DERIVED 0xFF /* inverse made by vc_board_finish() */

struct vc_ray {
    uint16_t off; /* into ray_cells */
    uint8_t len;
};

struct vc_board {
    int ncells;
    int nranks;
    char name[VC_MAX_CELLS][VC_NAME_MAX];
    uint8_t rank[VC_MAX_CELLS]; /* 0-based, 0 = white's first rank */
    char file[VC_MAX_CELLS];    /* file letter used in SAN */
    /* FEN layout: rank r (0-based) left to right, cell index or VC_HOLE */
    uint8_t rank_len[VC_MAX_RANKS];
    uint16_t rank_slot[VC_MAX_RANKS][VC_MAX_SLOTS];
    /* picture: polygon of each cell in board units, y up; shade 0 = light */
    uint8_t nverts[VC_MAX_CELLS];
    int16_t vx[VC_MAX_CELLS][VC_MAX_VERTS];
    int16_t vy[VC_MAX_CELLS][VC_MAX_VERTS];
    uint8_t shade[VC_MAX_CELLS];
    double unit_x, unit_y; /* length of one vx / vy unit */
    /* 1 when two rays of one family from a cell may reach the same cell
       (rook rings): move generation then removes duplicate targets */
    uint8_t rays_overlap;
    int nfam;
    uint8_t inverse[VC_MAX_FAMS];
    int nrays;
    int nray_cells;
    /* ray index: rays of (cell, family) are rays[first .. first+count),
     * by cell: ncells rows.  These four point into `store` while the
     * board is built (vc_board_init); a shared copy (share.c) holds only
     * the rows, rays and cells in use, right after the fields above. */
    uint16_t (*ray_first)[VC_MAX_FAMS];
    uint8_t (*ray_count)[VC_MAX_FAMS];
    struct vc_ray *rays;
    uint8_t *ray_cells;
    /* the builder's room: the tables at their largest, and rays in
     * insertion order tagged with cell/family */
    struct vc_board_store {
        uint16_t ray_first[VC_MAX_CELLS][VC_MAX_FAMS];
        uint8_t ray_count[VC_MAX_CELLS][VC_MAX_FAMS];
        struct vc_ray rays[VC_MAX_RAYS];
        uint8_t ray_cells[VC_MAX_RAY_CELLS];
        uint8_t pending_cell[VC_MAX_RAYS];
        uint8_t pending_fam[VC_MAX_RAYS];
        struct vc_ray sorted[VC_MAX_RAYS];
    } store;
};

/* Start an empty board with the standard families, its tables in its
 * own store.  A board is not copied by value: its tables point into the
 * store of the board they were built in (share.c makes the copies). */
void vc_board_init(struct vc_board *b);
/* A new family whose inverse is `inverse` (its own index when inverse is
 * -1, a family derived from its one-cell rays when VC_INVERSE_DERIVED);
 * returns its index or -1 when the board has no room for it. */
int vc_board_new_family(struct vc_board *b, int inverse);
/* Add a cell; returns its index or -1 when the board is full. */
int vc_board_add_cell(struct vc_board *b, const char *name, int rank,
                      char file);
/* Append a ray of `len` cells leaving `from` in family `fam`.  An empty ray
 * is ignored.  Returns 0, or -1 when the tables are full. */
int vc_board_add_ray(struct vc_board *b, int from, int fam,
                     const uint8_t *cells, int len);
/* Derive the inverse families and index the rays.  Returns 0 or -1.
 * It may be called again after more rays or families were added; an
 * inverse derived before is not brought up to date. */
int vc_board_finish(struct vc_board *b);
/* Cell index by exact name, or -1. */
int vc_board_find(const struct vc_board *b, const char *name);

/* The order of a line's cell numbers, which decides how its first
 * occupied cell is found in a cell set (lowest or highest bit, or a
 * walk). */
enum vc_line_order { VC_LINE_RISING = 1, VC_LINE_FALLING, VC_LINE_MIXED };
int vc_line_order(const uint8_t *cells, int len);

/* Iterate the rays of (cell, family). */
static inline const struct vc_ray *vc_board_rays(const struct vc_board *b,
                                                 int cell, int fam,
                                                 int *count)
{
    *count = b->ray_count[cell][fam];
    return &b->rays[b->ray_first[cell][fam]];
}

#endif
