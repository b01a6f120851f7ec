/* variant.h - a variant as one plain record: board, pieces, special rules.
 *
 * A piece is a list of movement components (family, range, capture mode);
 * the engine interprets them with one generic move generator. */
#ifndef VC_VARIANT_H
#define VC_VARIANT_H

#include "board.h"

#include <stddef.h>
#include <stdint.h>

enum vc_ptype {
    VC_NONE = 0,
    VC_PAWN,
    VC_KNIGHT,
    VC_BISHOP,
    VC_ROOK,
    VC_QUEEN,
    VC_KING,
    VC_AMAZON,
    VC_NPTYPES
};

/* A piece code on the board: type | colour << 3; 0 is an empty cell. */
#define VC_PIECE(color, type) ((uint8_t)((type) | ((color) << 3)))
#define VC_TYPE(p) ((p) & 7)
#define VC_COLOR(p) ((p) >> 3)

enum vc_mode {
    VC_MOVE = 1,          /* may go to an empty cell */
    VC_CAPTURE = 2,       /* may capture on an occupied cell */
    VC_BOTH = 3,
    VC_COLORED = 4,       /* family is white's; black uses family + 1 */
    VC_DOUBLE_START = 8   /* range 2 only from the double-step cells */
};

#define VC_MAX_COMPONENTS 4
#define VC_UNLIMITED 255

struct vc_component {
    uint8_t fam;
    uint8_t range;
    uint8_t mode;
};

struct vc_piece_def {
    char letter; /* upper case; 0 if the variant has no such piece */
    uint8_t ncomp;
    struct vc_component comp[VC_MAX_COMPONENTS];
};

#define VC_MAX_CASTLE 4
#define VC_MAX_CASTLE_CELLS 4

struct vc_castle {
    uint8_t color;
    char right;          /* FEN letter of the right */
    const char *san;     /* "O-O" or "O-O-O" */
    uint8_t king_from, king_to;
    uint8_t partner_type;
    uint8_t partner_from, partner_to;
    uint8_t coord_to;    /* to-cell written in coordinate notation */
    uint8_t nempty, empty[VC_MAX_CASTLE_CELLS]; /* must be empty */
    uint8_t nsafe, safe[VC_MAX_CASTLE_CELLS];   /* must not be attacked */
};

#define VC_MAX_PROG 65536
/* Bound on the pseudo-legal moves of any position of any variant:
 * vc_variant_finish() refuses a variant whose move programs could give
 * more (one piece per cell, each reaching every cell of its program,
 * pawns once per promotion choice, plus every castling). */
#define VC_MAX_GEN 2048

/* Cell flags */
enum {
    VC_CELL_PROMO_W = 1,
    VC_CELL_PROMO_B = 2,
    VC_CELL_DOUBLE_W = 4, /* white pawns may double-step from here */
    VC_CELL_DOUBLE_B = 8
};

/* One attack scan: walk rays of `fam` from the attacked cell; the first
 * piece met at distance d attacks when range[type] >= d. */
struct vc_attack_scan {
    uint8_t fam;
    uint8_t maxrange;
    uint8_t range[VC_NPTYPES];
};

struct vc_variant {
    const char *name;
    const char *start_fen;
    struct vc_board board;
    struct vc_piece_def piece[VC_NPTYPES];
    uint8_t npromo;
    uint8_t promo[4];               /* promotion choices, in SAN order */
    uint8_t cell_flags[VC_MAX_CELLS];
    uint8_t morph[VC_MAX_CELLS];    /* type a non-king becomes there, or 0 */
    uint8_t ncastle;
    struct vc_castle castle[VC_MAX_CASTLE];
    uint8_t castle_keep[VC_MAX_CELLS]; /* rights kept when a move touches */
    uint8_t en_passant;
    uint8_t stalemate_wins;
    uint8_t bare_king_loses;
    uint8_t kk_draw;                 /* king versus king is a draw */
    uint8_t holes_in_fen;            /* FEN writes holes as '*' */
    /* derived by vc_variant_finish() */
    uint8_t nscan[2];
    struct vc_attack_scan scan[2][VC_FAM_COUNT];
    /* Move programs: what a piece of (colour, type) on a cell may do, as
     * a byte stream at prog[prog_at[colour][type][cell]]: groups of
     * (mode, nrays, then each ray as length and cells, already cut to
     * the component's range), ended by a 0 mode. */
    uint32_t prog_at[2][VC_NPTYPES][VC_MAX_CELLS];
    uint32_t prog_len;
    uint8_t prog[VC_MAX_PROG];
};

/* Fill v with the named built-in variant.  Returns 0 or -1 if unknown. */
int vc_variant_build(struct vc_variant *v, const char *name);
size_t vc_variant_count(void);
const char *vc_variant_name(size_t i);

/* Builders of the built-in variants (variant_*.c). */
int vc_variant_chess(struct vc_variant *v);
int vc_variant_trihexagonal(struct vc_variant *v);
int vc_variant_trumpisten(struct vc_variant *v);

/* Shared helpers for the builders. */
void vc_piece_set(struct vc_variant *v, int type, char letter);
void vc_piece_add(struct vc_variant *v, int type, int fam, int range,
                  int mode);
int vc_cell(const struct vc_variant *v, const char *name);
/* A castling rule by cell names; empty/safe end at the first NULL. */
struct vc_castle_spec {
    int color;
    char right;
    const char *san;
    int partner_type;
    const char *king_from, *king_to, *partner_from, *partner_to, *coord_to;
    const char *empty[VC_MAX_CASTLE_CELLS + 1];
    const char *safe[VC_MAX_CASTLE_CELLS + 1];
};
int vc_castle_add(struct vc_variant *v, const struct vc_castle_spec *s);
/* Pawn, knight, bishop, rook, queen and king of orthodox chess. */
void vc_orthodox_pieces(struct vc_variant *v);
/* Promotion and double-step flags by rank (0-based last rank of white). */
void vc_pawn_ranks(struct vc_variant *v, int last_rank);
/* Derive attack scans and castling masks.  Returns 0 or -1. */
int vc_variant_finish(struct vc_variant *v);

#endif
