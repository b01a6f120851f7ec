/* san.h - Standard Algebraic Notation out, and any accepted move text in.
 *
 * SAN is written with minimal disambiguation: none, else the from-file
 * letter (board.file[]), else the from-rank, else the full from-cell; a
 * pawn move names its from-file when it captures or is ambiguous, else
 * its full from-cell ("exd5/", "e4/xd5/").  Castling is the variant's
 * "O-O" / "O-O-O", promotion "=Q", then '+' or '#'. */
#ifndef VC_SAN_H
#define VC_SAN_H

#include "notation.h"

/* SAN of the legal move m of p into buf (NUL-terminated when size > 0);
 * returns the full length without the NUL.  p is unchanged afterwards. */
size_t vc_move_san(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                   char *buf, size_t size);
/* The same where moves[0..n) are the legal moves of p, generated once
 * for the SAN of them all. */
size_t vc_move_san_among(const struct vc_variant *v, struct vc_pos *p,
                         const uint32_t *moves, int n, uint32_t m, char *buf,
                         size_t size);
/* The legal move of p that `text` names in coordinate notation, long
 * algebraic or SAN.  Returns 0 and *out, or VCHESS_ESYNTAX, VCHESS_ECELL,
 * VCHESS_ENOPIECE, VCHESS_EILLEGAL or VCHESS_EAMBIGUOUS with err set
 * (offset into text; the reason or the candidates in err->text).
 * p is unchanged afterwards. */
int vc_move_parse(const struct vc_variant *v, struct vc_pos *p,
                  const char *text, uint32_t *out, vchess_error *err);

#endif
