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

#define VC_MAX_CELLS 128
#define VC_MAX_RANKS 16
#define VC_MAX_SLOTS 16      /* FEN slots of one rank (cells and holes) */
#define VC_NAME_MAX 6        /* "e11" "c4/" + NUL */
#define VC_MAX_RAYS 4096     /* rays of all cells and families */
#define VC_MAX_RAY_CELLS 16384
#define VC_MAX_VERTS 4
#define VC_NO_CELL 0xFF
#define VC_HOLE 0xFE         /* a FEN slot that is a hole, not a cell */

/* Movement families.  The *_INV families are derived: the rays from a cell
 * X of KNIGHT_INV list the cells from which a knight reaches X. */
enum vc_family {
    VC_FAM_ORTHO,       /* rook lines (symmetric) */
    VC_FAM_DIAG,        /* bishop lines (symmetric) */
    VC_FAM_KNIGHT,      /* knight leaps (one cell per ray) */
    VC_FAM_NRIDER,      /* nightrider lines (symmetric) */
    VC_FAM_PUSH_W,      /* white pawn forward: [Y] or [Y, double-step Z] */
    VC_FAM_PUSH_B,
    VC_FAM_PDIAG_W,     /* white pawn diagonal forward (one cell per ray) */
    VC_FAM_PDIAG_B,
    VC_FAM_KNIGHT_INV,  /* derived */
    VC_FAM_PDIAG_W_INV, /* derived: cells from which a white pawn's
                           diagonal reaches X */
    VC_FAM_PDIAG_B_INV, /* derived */
    VC_FAM_COUNT
};

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
    uint8_t rank_slot[VC_MAX_RANKS][VC_MAX_SLOTS];
    /* picture: polygon of each cell in board units, y up; shade 0 = light */
    uint8_t nverts[VC_MAX_CELLS];
    int16_t vx[VC_MAX_CELLS][VC_MAX_VERTS];
    int16_t vy[VC_MAX_CELLS][VC_MAX_VERTS];
    uint8_t shade[VC_MAX_CELLS];
    double unit_x, unit_y; /* length of one vx / vy unit */
    /* 1 when two rays of one family from a cell may reach the same cell
       (rook rings): move generation then removes duplicate targets */
    uint8_t rays_overlap;
    /* ray index: rays of (cell, family) are rays[first .. first+count) */
    uint16_t ray_first[VC_MAX_CELLS][VC_FAM_COUNT];
    uint8_t ray_count[VC_MAX_CELLS][VC_FAM_COUNT];
    int nrays;
    int nray_cells;
    struct vc_ray rays[VC_MAX_RAYS];
    uint8_t ray_cells[VC_MAX_RAY_CELLS];
    /* builder scratch: rays in insertion order, tagged with cell/family */
    uint8_t pending_cell[VC_MAX_RAYS];
    uint8_t pending_fam[VC_MAX_RAYS];
};

/* Start an empty board. */
void vc_board_init(struct vc_board *b);
/* Add a cell; returns its index or -1 when the board is full. */
int vc_board_add_cell(struct vc_board *b, const char *name, int rank,
                      char file);
/* Append a ray of `len` cells leaving `from` in family `fam`.  An empty ray
 * is ignored.  Returns 0, or -1 when the tables are full. */
int vc_board_add_ray(struct vc_board *b, int from, int fam,
                     const uint8_t *cells, int len);
/* Index the rays and derive the inverse families.  Returns 0 or -1. */
int vc_board_finish(struct vc_board *b);
/* Cell index by exact name, or -1. */
int vc_board_find(const struct vc_board *b, const char *name);

/* Iterate the rays of (cell, family). */
static inline const struct vc_ray *vc_board_rays(const struct vc_board *b,
                                                 int cell, int fam,
                                                 int *count)
{
    *count = b->ray_count[cell][fam];
    return &b->rays[b->ray_first[cell][fam]];
}

#endif
