/* position.h - the engine: a position, moves, make/undo, move generation
 * and attack detection, all driven by the tables of a vc_variant.  The
 * engine never parses or prints text. */
#ifndef VC_POSITION_H
#define VC_POSITION_H

#include "variant.h"

#include <stdint.h>

/* Moves: from | to << 8 | promotion type << 16 | kind << 20
 *        | castling rule << 22 | skipped cell << 24 (double steps). */
enum vc_move_kind { VC_NORMAL, VC_DOUBLE, VC_EP, VC_CASTLE };

#define VC_MOVE(from, to, promo, kind, aux)                                   \
    ((uint32_t)(from) | (uint32_t)(to) << 8 | (uint32_t)(promo) << 16 |       \
     (uint32_t)(kind) << 20 | (uint32_t)(aux) << 24)
#define VC_MFROM(m) ((int)((m) & 0xFF))
#define VC_MTO(m) ((int)(((m) >> 8) & 0xFF))
#define VC_MPROMO(m) ((int)(((m) >> 16) & 0xF))
#define VC_MKIND(m) ((int)(((m) >> 20) & 0x3))
#define VC_MCASTLE(m) ((int)(((m) >> 24) & 0xFF))
#define VC_MSKIP(m) ((int)(((m) >> 24) & 0xFF))


struct vc_pos {
    uint8_t sq[VC_MAX_CELLS];
    uint64_t occ[2][2]; /* cells of each colour, 128 bits */
    uint8_t side;
    uint8_t castle;     /* bit i: right of v->castle[i] */
    uint8_t ep;         /* cell a pawn skipped, or VC_NO_CELL */
    uint8_t ep_victim;  /* cell of the pawn that skipped it */
    uint8_t king[2];    /* VC_NO_CELL when absent */
    uint8_t count[2];   /* pieces of each colour, king included */
    uint16_t halfmove;
    uint32_t fullmove;
};

struct vc_undo {
    uint32_t move;
    uint8_t moved;      /* piece before the move */
    uint8_t captured;
    uint8_t cap_cell;
    uint8_t castle, ep, ep_victim;
    uint16_t halfmove;
};

/* position.c */
void vc_pos_clear(struct vc_pos *p);
void vc_pos_put(struct vc_pos *p, int cell, uint8_t piece);
void vc_pos_remove(struct vc_pos *p, int cell);
void vc_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
             struct vc_undo *u);
void vc_unmake(const struct vc_variant *v, struct vc_pos *p,
               const struct vc_undo *u);

/* attack.c */
int vc_attacked(const struct vc_variant *v, const struct vc_pos *p,
                int cell, int by);
/* 1 if the side to move is in check; its pieces that alone shield the
 * king from an enemy line piece are set in pinned (128 bits). */
int vc_king_danger(const struct vc_variant *v, const struct vc_pos *p,
                   uint64_t pinned[2]);
int vc_in_check(const struct vc_variant *v, const struct vc_pos *p);
/* 1 if the game is over by bare king (before any move is generated). */
int vc_bare_king(const struct vc_variant *v, const struct vc_pos *p);

/* movegen.c: moves into out[VC_MAX_GEN]; returns their number. */
int vc_gen_pseudo(const struct vc_variant *v, const struct vc_pos *p,
                  uint32_t *out);
int vc_gen_legal(const struct vc_variant *v, struct vc_pos *p,
                 uint32_t *out);

/* perft.c */
uint64_t vc_perft(const struct vc_variant *v, struct vc_pos *p,
                  unsigned depth);

#endif
