/* eval.h - a static evaluation derived from the variant's own tables.
 *
 * Nothing here is tuned per variant: a piece is worth what its mean
 * number of moves says, over positions of random games of the variant
 * from its start position (a pawn is the unit, 100), each cell adds
 * what the piece's reach from that cell gains over its average, pawns gain
 * as they near promotion (four times as much once the opponent's pieces
 * are off as at the start; half as much while an enemy pawn stands on a
 * cell the pawn's moves lead to or attacks one of them or the pawn: a
 * pawn that is not passed; a passed one gains in the endgame as the enemy
 * royal piece stands far from it and its own near), and a piece one move
 * from a cell where it would change type (Trumpisten's trump squares)
 * gains part of that change.
 * A piece with n moves (its plain moving groups on the position) gains
 * 60 (sqrt(n / m) - 1) centipawns, m its type's sampled mean, whatever
 * its value: a piece that cannot move loses more than one with twice its
 * mean gains.  The royal piece keeps to its back cells while the
 * opponent has pieces, better still to those castling shelters it on, and
 * to the centre without them.
 * Where losing a kind of piece wins (the extinction rule's value for the
 * extinct side is a win: the whole army in giveaway and antichess, the
 * king in codrus) pieces of that kind count against their owner. */
#ifndef VC_EVAL_H
#define VC_EVAL_H

#include "engine/position.h"

#define VC_PAWN_VALUE 100
#define VC_MOB_MAX 127
#define VC_PASS_SLOTS 2

struct vc_eval {
    int value[VC_MAX_PTYPES];                        /* centipawns */
    int16_t cell[2][VC_MAX_PTYPES][VC_MAX_CELLS];    /* value on that cell */
    int nwords;                                      /* the variant's */
    int hands;                  /* drops: pieces in hand count their value */
    /* the royal piece's cells while the opponent has its pieces (mg) and
     * without them (eg), mixed by the opponent's material: the sum of
     * phase_value over its pieces, full at the start */
    int king_terms;
    int phase_value[VC_MAX_PTYPES];
    int full;
    int16_t king_mg[2][VC_MAX_CELLS], king_eg[2][VC_MAX_CELLS];
    /* what a pawn's cell adds once the opponent's pieces are off, beyond
     * cell[][][] (mixed as the royal piece's terms) */
    int16_t pawn_eg[2][VC_MAX_PTYPES][VC_MAX_CELLS];
    /* mobility: the variant's move programs, the sampled mean moves of
     * each type and what a piece of that type with n moves gains (n up
     * to VC_MOB_MAX; a type that counts none has mob_on 0) */
    const uint8_t *prog[2][VC_MAX_PTYPES]; /* vc_program()'s parts */
    const uint32_t *prog_at[2][VC_MAX_PTYPES];
    /* 1 where a type's moves are counted from its plans (vc_reach_both()),
     * as they are whenever that counts what walking its programs does */
    uint8_t mob_sets[2][VC_MAX_PTYPES];
    const struct vc_variant *v;
    double mob_mean[VC_MAX_PTYPES];
    uint8_t mob_on[VC_MAX_PTYPES];
    int16_t mob_bonus[VC_MAX_PTYPES][VC_MOB_MAX + 1];
    /* passed pawns, of up to VC_PASS_SLOTS pawn types (the slot of a type:
     * pass_slot[type] - 1; 0 for others): a pawn whose span from its cell
     * (the cells its moves lead to, and those from which an enemy pawn
     * attacks them or the pawn's own) holds an enemy pawn keeps half its
     * advance (adv: what its cell adds to a pawn's value) */
    uint8_t pass_slot[VC_MAX_PTYPES];
    uint64_t span[VC_PASS_SLOTS][2][VC_MAX_CELLS][VC_SET_WORDS];
    int16_t adv[VC_PASS_SLOTS][2][VC_MAX_CELLS];
    /* moves of the royal piece (white's) from one cell to another, at
     * most KING_FAR: how near each royal piece stands to a passed pawn */
    uint8_t king_dist[VC_MAX_CELLS][VC_MAX_CELLS];
};

/* start: the variant's start position, where the sampled games begin;
 * room: scratch for VC_MOVE_ROOM(v) moves. */
void vc_eval_init(struct vc_eval *e, const struct vc_variant *v,
                  const struct vc_pos *start, uint32_t *room);
/* Score of p in centipawns from the side to move's point of view. */
int vc_evaluate(const struct vc_eval *e, const struct vc_pos *p);

#endif
