/* sfen.h - shogi's SFEN, the position text of USI, in and out (notation
 * layer).
 *
 * SFEN has four fields: the board as FEN writes it (ranks from the top,
 * upper case the side that moves first: sente, our white), the side to
 * move ('b' sente, 'w' gote: the other way round from FEN), the hands
 * ('-', or a count before each letter that is held more than once:
 * sente's then gote's, "S2Pb3p") and the move number counted in plies
 * from 1.  It has no castling, en passant or half-move field. */
#ifndef VC_SFEN_H
#define VC_SFEN_H

#include "engine/position.h"
#include "variantchess.h"

#include <stddef.h>

/* 1 if v's positions fit SFEN and its moves USI: a board of equal ranks
 * without holes, at most 9 files (USI numbers them 1-9 from the right)
 * and at most VC_MAX_RANKS ranks (lettered from 'a' at the top); no
 * castling, en passant or check counting, which SFEN cannot hold; drops
 * or promotions of pieces, the shogi family's rules (other variants keep
 * FEN).  The board's kind (squares, not kites) is the caller's to check. */
int vc_sfen_fits(const struct vc_variant *v);

/* The file (0 the leftmost, as FEN writes a rank) of cell x. */
int vc_sfen_file(const struct vc_variant *v, int x);

/* Parse the SFEN `sfen` of v (vc_sfen_fits) into *out; *shift receives
 * how far its move number is from the one p's FEN counters give
 * (-1, 0 or 1: a game whose first mover is gote, such as a handicap
 * game, counts its plies from 1 as well).  Returns 0, or VCHESS_EFEN
 * with err's offset into sfen. */
int vc_sfen_parse(const struct vc_variant *v, const char *sfen,
                  struct vc_pos *out, int *shift, vchess_error *err);

/* The SFEN of p into buf (NUL-terminated when size > 0), its move number
 * moved by `shift`; returns the whole length without the NUL. */
size_t vc_sfen_write(const struct vc_variant *v, const struct vc_pos *p,
                     int shift, char *buf, size_t size);

#endif
