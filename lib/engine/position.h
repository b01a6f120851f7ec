/* position.h - the engine: a position, moves, make/undo, move generation
 * and attack detection, all driven by the tables of a vc_variant.  The
 * engine never parses or prints text. */
#ifndef VC_POSITION_H
#define VC_POSITION_H

#include "base/cellset.h"
#include "rules/variant.h"
#include "base/zobrist.h"

#include <stddef.h>
#include <stdint.h>

/* Moves: from | to << 8 | promotion type << 16 | kind << 21
 *        | aux << 23: the castling rule, or the skipped cell of a
 *        two-cell pawn step.  A drop (v->drops) sets bit 31: its piece
 *        type is in the promotion bits and its from-cell is its to-cell
 *        (VC_DROP_CODE); no other move sets bit 31.
 * Gating (v->gate_moves): an ordinary move (VC_NORMAL) that enters a
 *        piece of the hand on the cell it leaves has the piece's type as
 *        its aux; a castling move that does has it in the promotion bits
 *        (castling never promotes), and VC_GATE_PARTNER in its aux when
 *        the piece enters on the partner's cell, not the king's. */
enum vc_move_kind { VC_NORMAL, VC_DOUBLE, VC_EP, VC_CASTLE };

#define VC_MOVE_CODE(from, to, promo, kind, aux)                              \
    ((uint32_t)(from) | (uint32_t)(to) << 8 | (uint32_t)(promo) << 16 |       \
     (uint32_t)(kind) << 21 | (uint32_t)(aux) << 23)
#define VC_MFROM(m) ((int)((m) & 0xFF))
#define VC_MTO(m) ((int)(((m) >> 8) & 0xFF))
#define VC_MPROMO(m) ((int)(((m) >> 16) & 0x1F))
#define VC_MKIND(m) ((int)(((m) >> 21) & 0x3))
#define VC_MCASTLE(m) ((int)(((m) >> 23) & 0x7F))
#define VC_GATE_PARTNER 0x80
#define VC_MSKIP(m) ((int)(((m) >> 23) & 0xFF))
#define VC_MDROP(m) ((int)((m) >> 31))
#define VC_DROP_CODE(type, to)                                               \
    ((uint32_t)(to) | (uint32_t)(to) << 8 | (uint32_t)(type) << 16 |         \
     (uint32_t)1 << 31)

/* The type a gating move enters (VC_NORMAL or VC_CASTLE), or 0. */
static inline int vc_move_gate(uint32_t m)
{
    if (VC_MDROP(m))
        return 0;
    if (VC_MKIND(m) == VC_CASTLE)
        return VC_MPROMO(m);
    return VC_MKIND(m) == VC_NORMAL ? VC_MSKIP(m) : 0;
}

/* Sets of cells (cellset.h): bit c of word c / 64, VC_SET_WORDS words.
 * A position's sets use only their first v->nwords words (the others
 * stay 0), so boards of up to 64 or 128 cells pay for one or two words. */

struct vc_pos {
    uint8_t sq[VC_MAX_CELLS];
    uint64_t occ[2][VC_SET_WORDS]; /* cells of each colour */
    uint64_t pawns[VC_SET_WORDS];  /* cells of pawns (VC_PF_PAWN types) */
    uint8_t side;
    uint8_t castle;     /* bit i: right of v->castle[i] */
    uint8_t checks[2];  /* checks each side has still to give
                           (v->check_count), else 0 */
    uint16_t ep;        /* cell a pawn skipped, or VC_NO_CELL */
    uint16_t ep_victim; /* cell of the pawn that skipped it */
    uint16_t king[2];   /* VC_NO_CELL when absent */
    uint16_t count[2];  /* pieces of each colour, king included */
    uint32_t halfmove;
    uint32_t fullmove;
    uint64_t key;       /* Zobrist key: pieces, side, castling, en passant,
                           hands */
    /* Drops (v->drops): the pieces each colour holds, by type, and the
     * cells of pieces that were promoted (they go back to the hand as
     * the pawn they were, v->hand_demote). */
    uint8_t hand[2][VC_MAX_PTYPES];
    uint64_t promoted[VC_SET_WORDS];
    /* Gating (v->gating): the gates, cells on a castling rank whose
     * piece has not moved since the start position; a gate belongs to
     * the colour of the piece on it. */
    uint64_t gates[VC_SET_WORDS];
};

/* The most pieces one capture may blow away (v->blast): its cell and
 * its neighbours. */
#define VC_MAX_BLAST 16

struct vc_undo {
    uint32_t move;
    uint8_t moved;      /* piece before the move */
    uint8_t captured;
    uint8_t castle;
    uint8_t checks[2];
    uint16_t cap_cell;
    uint16_t ep, ep_victim;
    uint32_t halfmove;
    uint64_t key;
    uint8_t promoted;   /* drops: bit 0 the moved piece, bit 1 the
                           captured one was a promoted piece */
    uint8_t nblast;     /* pieces the capture blew away (v->blast) */
    uint8_t gates_lost; /* gating: bit 0 the from-cell, bit 1 the castling
                           partner's, bit 2 the captured piece's was a
                           gate */
    uint16_t gates_cleared; /* the slots of the mover's castling rank
                               whose gates went with its last piece in
                               hand */
    uint8_t blast_cell[VC_MAX_BLAST], blast_piece[VC_MAX_BLAST];
};

/* position.c */
/* The key of p computed from scratch (what make/unmake keep up;
 * vc_pos_put and vc_pos_remove leave the key alone). */
uint64_t vc_pos_key_compute(const struct vc_pos *p, int ncells);
void vc_pos_clear(struct vc_pos *p);
/* make.c */
void vc_pos_put(const struct vc_variant *v, struct vc_pos *p, int cell,
                uint8_t piece);
void vc_pos_remove(struct vc_pos *p, int cell);
void vc_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
             struct vc_undo *u);
/* vc_make() that leaves p->key as it was, wrong for the new position
 * until vc_unmake() restores the position: for what reads no key (perft's
 * count, a legality test), which then need not load the Zobrist tables. */
void vc_make_unkeyed(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                     struct vc_undo *u);
void vc_unmake(const struct vc_variant *v, struct vc_pos *p,
               const struct vc_undo *u);

/* connect.c: 1 if the side not to move has connect.n pieces in a row
 * (connectN) or fills a square of connect.nxn (connectNxN), with
 * *result. */
int vc_connect_end(const struct vc_variant *v, const struct vc_pos *p,
                   int *result);

/* blast.c: blastOnCapture, after and before vc_make_inline() and
 * vc_unmake_inline() (make.c).  vc_neighbours() writes the cells one
 * orthogonal or diagonal step from `cell` (at most VC_MAX_BLAST - 1). */
int vc_neighbours(const struct vc_variant *v, int cell, uint8_t *out);
void vc_blast(const struct vc_variant *v, struct vc_pos *p, struct vc_undo *u,
              int keyed);
void vc_unblast(const struct vc_variant *v, struct vc_pos *p,
                const struct vc_undo *u);

/* drop.c: drops made and unmade (for make.c); a capture's piece into the
 * captor's hand, around vc_make_inline() and vc_unmake_inline(); and the
 * side to move's drops onto `cells` (v->nwords words) into out. */
void vc_drop_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                  struct vc_undo *u, int keyed);
void vc_drop_unmake(const struct vc_variant *v, struct vc_pos *p,
                    const struct vc_undo *u);
void vc_hand_before(const struct vc_variant *v, const struct vc_pos *p,
                    uint32_t m, struct vc_undo *u);
void vc_hand_after(const struct vc_variant *v, struct vc_pos *p,
                   struct vc_undo *u, int keyed);
void vc_hand_undo(const struct vc_variant *v, struct vc_pos *p,
                  const struct vc_undo *u);
int vc_gen_drops(const struct vc_variant *v, const struct vc_pos *p,
                 const uint64_t *cells, uint32_t *out);

/* gate.c: gating, after vc_make_inline() (and the hand's part of a
 * capture) and before vc_unmake_inline(): the gates the move leaves or
 * takes are gone, and a gating move's piece enters from the hand. */
void vc_gate_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                  struct vc_undo *u, int keyed);
void vc_gate_unmake(const struct vc_variant *v, struct vc_pos *p,
                    const struct vc_undo *u);
/* The cell gating move m enters its piece on. */
int vc_gate_cell(const struct vc_variant *v, uint32_t m);
/* Gating moves (v->gate_moves) of the board moves out[start..n) of the
 * piece on `from`, appended; returns the new n. */
int vc_gate_add(const struct vc_variant *v, const struct vc_pos *p,
                uint32_t *out, int start, int n);

/* pseudo.c: extinctionPseudoRoyal.  1 if a pseudo-royal piece of the
 * side to move is attacked; and moves[0..n) cut to those that leave each
 * of the mover's pseudo-royal pieces on the board and unattacked, or
 * take one of the other side's (returns the new n). */
int vc_pseudo_in_check(const struct vc_variant *v, const struct vc_pos *p);
int vc_pseudo_keep(const struct vc_variant *v, struct vc_pos *p,
                   uint32_t *moves, int n);

/* attack.c */
int vc_attacked(const struct vc_variant *v, const struct vc_pos *p,
                int cell, int by);
/* vc_attacked() with the piece on `lifted` taken off the board (a royal
 * piece stepping away no longer shields its target); p is restored. */
int vc_attacked_lifted(const struct vc_variant *v, struct vc_pos *p,
                       int cell, int by, int lifted);
/* by's pieces among the cells of occ that attack `cell` were they the
 * only pieces on the board (the others taken off), into out, and 1; 0
 * where v has no cell-set form of its attacks (v->reach_ok: boards of
 * up to 128 cells). */
int vc_attackers_in(const struct vc_variant *v, const struct vc_pos *p,
                    int cell, int by, const uint64_t occ[2], uint64_t out[2]);
/* The cells by's attacks on `cell` depend on, the board occupied as
 * occ: the cells of each of by's scan lines from `cell` up to and
 * including its first occupied cell, and the cells of its leaps.  Into
 * out; 0 if the line tables do not cover the cell (then
 * v->scan_zone[by][cell] holds the cells). */
int vc_scan_cut(const struct vc_variant *v, int by, int cell,
                const uint64_t occ[2], uint64_t out[2]);
/* What threatens the royal piece of the side to move (cell sets):
 * pinned holds its pieces that alone shield it from an enemy line piece;
 * evade the cells of each line that gives check, from the royal piece up
 * to and including the checker (a move to one of them, when there is one
 * such line, blocks or captures). */
struct vc_danger {
    uint64_t pinned[VC_SET_WORDS];
    uint64_t evade[VC_SET_WORDS];
};
/* The number of lines that give check (0: not in check); fills dg. */
int vc_king_danger(const struct vc_variant *v, const struct vc_pos *p,
                   struct vc_danger *dg);
/* The lines on which the piece on `cell` is pinned (vc_king_danger()'s
 * dg.pinned), from the royal piece of the side to move up to and
 * including the pinner: their cells anded into keep (a move onto them
 * keeps each line shut).  Returns how many there are.  Boards of the
 * cell-set path only (v->reach_ok): keep has two words. */
int vc_pin_lines(const struct vc_variant *v, const struct vc_pos *p,
                 int cell, uint64_t keep[2]);
int vc_in_check(const struct vc_variant *v, const struct vc_pos *p);
/* The cells a move of the side to move must leave or enter to change
 * whether the other side's royal piece is attacked: the side's scan lines
 * from that piece up to and including their first pieces, and its leaps,
 * into out; and 1.  0 where a move may change more than its two cells
 * (v->after_move), a rule filters the moves (v->listed), the attacks are
 * not read from cell sets (!v->reach_ok) or there is no such piece.  A
 * move that neither leaves nor enters them, nor castles, nor takes en
 * passant, leaves the piece attacked exactly as before. */
int vc_check_cells(const struct vc_variant *v, const struct vc_pos *p,
                   uint64_t out[2]);
/* attackers.c */
/* by's pieces that attack `cell` (a piece of by on `cell` excluded), into
 * out; returns how many. */
int vc_attackers(const struct vc_variant *v, const struct vc_pos *p,
                 int cell, int by, uint64_t out[VC_SET_WORDS]);
/* If the piece on `cell` is pinned (lifting it lets an enemy piece attack
 * its royal piece), the cells it may stand on that keep every such line
 * shut, the pinners' cells among them, into out, and 1; else 0. */
int vc_pin_cells(const struct vc_variant *v, const struct vc_pos *p,
                 int cell, uint64_t out[VC_SET_WORDS]);
/* exchange.c: 1 if m (legal in p) wins at least `threshold` on its cell,
 * in the units of value[] (by type; the royal piece's is not read), once
 * both sides have taken back there with their least valuable attackers
 * while it pays (static exchange evaluation).  A drop or castling wins
 * 0. */
int vc_exchange_ge(const struct vc_variant *v, const struct vc_pos *p,
                   uint32_t m, const int value[VC_MAX_PTYPES], int threshold);
/* mobility.c: the cells the piece on `cell` reaches by its moves that
 * may both move and capture (mode VC_BOTH), none of its own side's:
 * each once, where two of its lines meet.  Needs v->reach_ok. */
int vc_reach_both(const struct vc_variant *v, const struct vc_pos *p,
                  int cell);
/* extinction.c */
/* The colour v's extinction rule ends the game for in p, or -1. */
int vc_extinct_side(const struct vc_variant *v, const struct vc_pos *p);
/* The result (VC_WHITE_WINS, VC_BLACK_WINS, VC_DRAWN) of a p that a bare
 * king or extinction ends. */
int vc_bare_king_result(const struct vc_variant *v, const struct vc_pos *p);
/* flag.c: 1 if v's flag rule ends p, with the result. */
int vc_flag_end(const struct vc_variant *v, const struct vc_pos *p,
                int *result);
/* ends.c: the reason (VC_REASON_BARE_KING, _EXTINCTION, _FLAG, _CHECKS)
 * a rule ends p before any move, and the result (result may be NULL),
 * or VC_REASON_NONE. */
int vc_rule_end(const struct vc_variant *v, const struct vc_pos *p,
                int *result);
/* The pieces colour c holds in hand (drops). */
static inline int vc_hand_total(const struct vc_pos *p, int c)
{
    int n = 0;

    for (int t = 0; t < VC_MAX_PTYPES; t++)
        n += p->hand[c][t];
    return n;
}
/* A colour's army as extinction counts it: on the board and in hand. */
static inline int vc_army(const struct vc_variant *v, const struct vc_pos *p,
                          int c)
{
    return p->count[c] + (v->drops ? vc_hand_total(p, c) : 0);
}
/* 1 if the extinction rule on whole armies ends p (vc_extinct_side()'s
 * test when the army is the one kind counted). */
static inline int vc_army_extinct(const struct vc_variant *v,
                                  const struct vc_pos *p)
{
    const struct vc_extinction *x = &v->extinction;

    if (__builtin_expect(v->drops, 0)) {
        for (int c = 0; c < 2; c++)
            if (vc_army(v, p, c) <= x->own &&
                vc_army(v, p, c ^ 1) >= x->other + (x->claim && c == p->side))
                return 1;
        return 0;
    }
    for (int c = 0; c < 2; c++)
        if (p->count[c] <= x->own &&
            p->count[c ^ 1] >= x->other + (x->claim && c == p->side))
            return 1;
    return 0;
}
/* 1 if a rule ends p before any move; inline, as the last ply of perft
 * asks it of every position. */
static inline int vc_ended(const struct vc_variant *v, const struct vc_pos *p)
{
    int e = v->ends_early;

    if (!e)
        return 0;
    if ((e & VC_END_BARE) && (p->count[0] <= 1 || p->count[1] <= 1))
        return 1;
    if ((e & VC_END_ARMY) && vc_army_extinct(v, p))
        return 1;
    return (e & VC_END_OTHER) && vc_rule_end(v, p, NULL) != 0;
}
/* filter.c: moves[0..n) of p, legal but for the rules that take moves
 * out (v->no_checks, v->must_capture), less those; returns how many are
 * kept, p restored. */
int vc_filter_moves(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *moves, int n);
/* 1 if m is a move value the variant could make (not that it is legal). */
int vc_move_valid(const struct vc_variant *v, uint32_t m);

/* movegen.c: moves into out[], which has room for VC_MOVE_ROOM(v) moves
 * (at most VC_MAX_GEN); returns their number.  A recursive caller keeps
 * its list in an array of that size, not VC_MAX_GEN: boards of 256 cells
 * need 64 KiB for VC_MAX_GEN, chess 6 KiB for its bound. */
#define VC_MOVE_ROOM(v) ((v)->max_moves > 0 ? (v)->max_moves : 1)
int vc_gen_pseudo(const struct vc_variant *v, const struct vc_pos *p,
                  uint32_t *out);
int vc_gen_legal(const struct vc_variant *v, struct vc_pos *p,
                 uint32_t *out);
/* For quiescence: of vc_gen_legal()'s moves, in its order, those that
 * capture or promote, with at most a few others (a pawn's step onto a
 * cell where it may promote, unpromoted).  In check, and where a rule of
 * v ties the captures to the quiet moves (pseudo-royal pieces, no
 * checks, must drop, makpong, gating, promotion of pieces), every legal
 * move. */
int vc_gen_tactical(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *out);

/* The legal moves of the piece on `from` into out, given the danger
 * (checks, dg) vc_king_danger() found; and the legal castling moves (out
 * has room for VC_MAX_CASTLE).  For count.c and gensets.c. */
int vc_gen_piece_legal(const struct vc_variant *v, struct vc_pos *p,
                       int from, int checks, const struct vc_danger *dg,
                       uint32_t *out);
int vc_gen_castles_legal(const struct vc_variant *v, struct vc_pos *p,
                         uint32_t *out);

/* count.c: the number of legal moves, vc_gen_legal()'s answer. */
int vc_count_legal(const struct vc_variant *v, struct vc_pos *p);
/* The sum of vc_count_legal() over the positions after each of the n
 * moves (perft's last two plies, made without the key); p is restored.
 * Only where v->reach_ok (boards the cell sets cover). */
uint64_t vc_count_after(const struct vc_variant *v, struct vc_pos *p,
                        const uint32_t *moves, int n);

/* gensets.c: vc_gen_legal()'s moves, in another order (for perft). */
int vc_gen_legal_sets(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t *out);

/* result.c: results and reasons (the public header uses the same
 * numbers).  keys[0..nkeys) are the repetition keys of the game's
 * positions, the current one last (nkeys may be 0). */
enum { VC_ONGOING, VC_WHITE_WINS, VC_BLACK_WINS, VC_DRAWN };
enum {
    VC_REASON_NONE, VC_REASON_CHECKMATE, VC_REASON_STALEMATE,
    VC_REASON_BARE_KING, VC_REASON_REPETITION, VC_REASON_FIFTY_MOVES,
    VC_REASON_INSUFFICIENT, VC_REASON_FIVEFOLD, VC_REASON_SEVENTY_FIVE,
    VC_REASON_VARIANT_WIN = 9,   /* a rule of the variant: the side to */
    VC_REASON_VARIANT_LOSS = 10, /* move wins, loses (nFoldValue) */
    VC_REASON_VARIANT_DRAW = 11, /* a rule of the variant: counting */
    VC_REASON_EXTINCTION = 12,   /* a kind of piece is gone */
    VC_REASON_FLAG = 13,         /* a flag piece reached its region */
    VC_REASON_CHECKS = 14,       /* the n-th check */
    VC_REASON_CONNECT = 15,      /* n pieces in a row */
    VC_REASON_EXPLOSION = 16     /* extinction by a blast */
};
/* The final result of p and its reason (VC_REASON_NONE: ongoing). */
int vc_result(const struct vc_variant *v, const struct vc_pos *p,
              const uint64_t *keys, size_t nkeys, int *result);
/* nFoldValue: the game's end by the variant's n-th occurrence of p, the
 * last of keys[0..nkeys) (VC_REASON_VARIANT_WIN or _LOSS of the side to
 * move, with *result), or VC_REASON_NONE; and that value (-1, 0, 1) for
 * `side`. */
int vc_fold_end(const struct vc_variant *v, const struct vc_pos *p,
                const uint64_t *keys, size_t nkeys, int *result);
int vc_fold_score(const struct vc_variant *v, int side);
/* A draw that ends the game although moves remain (dead position,
 * fivefold repetition, 75 moves, or what the variant's n-move and
 * n-fold rules make of them), or VC_REASON_NONE. */
int vc_drawn_by_rule(const struct vc_variant *v, const struct vc_pos *p,
                     const uint64_t *keys, size_t nkeys);
/* A draw that may be claimed in p (repetition, fifty moves, or the
 * variant's n-fold and n-move rules) or NONE. */
int vc_claim(const struct vc_variant *v, const struct vc_pos *p,
             const uint64_t *keys, size_t nkeys);
/* 1 if the draw of `reason` (VC_REASON_REPETITION or
 * VC_REASON_FIFTY_MOVES) may be claimed in p, whatever else may be. */
int vc_claim_open(const struct vc_variant *v, const struct vc_pos *p,
                  const uint64_t *keys, size_t nkeys, int reason);
/* The plies of the variant's n-move rule (100 for fifty moves), 0 for
 * none. */
int vc_move_rule_plies(const struct vc_variant *v);
/* The key by which p counts for repetitions: its en passant cell only
 * when an en passant capture is legal. */
uint64_t vc_repetition_key(const struct vc_variant *v, const struct vc_pos *p);

/* makpong.c: the legal moves[0..n) of p, in check, less the royal
 * moves makpong's rule forbids (v->makpong).  Returns how many are kept;
 * p is restored. */
int vc_makpong_keep(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *moves, int n);

/* counting.c: Fairy-Stockfish's counting rules (v->counting).  A count
 * of `limit` plies (0: none running) that has run `ply` plies. */
struct vc_count {
    int limit, ply;
};
/* Update c after a move that led to p (captured: it took a piece). */
void vc_count_step(const struct vc_variant *v, const struct vc_pos *p,
                   int captured, struct vc_count *c);
/* The count now of the game that reached `now` by the moves of
 * undo[0..nply) from a position whose count was *start. */
void vc_count_replay(const struct vc_variant *v, const struct vc_pos *now,
                     const struct vc_undo *undo, size_t nply,
                     const struct vc_count *start, struct vc_count *out);
/* 1 if that count has run past its limit: the game is drawn. */
int vc_counted_out(const struct vc_variant *v, const struct vc_pos *now,
                   const struct vc_undo *undo, size_t nply,
                   const struct vc_count *start);

/* perft.c */
uint64_t vc_perft(const struct vc_variant *v, struct vc_pos *p,
                  unsigned depth);

#endif
