/* notation.h - moves to and from text: coordinate output, cell names and
 * the tokenizer that splits any accepted move text (coordinate, long
 * algebraic, SAN, castling) into its parts.  Matching the parts against
 * the legal moves is san.c's job. */
#ifndef VC_NOTATION_H
#define VC_NOTATION_H

#include "engine/position.h"
#include "variantchess.h"

#include <stddef.h>

/* Coordinate text of m into buf; returns the full length without NUL. */
size_t vc_move_coord(const struct vc_variant *v, uint32_t m, char *buf,
                     size_t size);
/* Read a cell name at text; returns its length and *cell (-1 if the
 * name is well formed but not on this board), or 0 if no name is there. */
size_t vc_read_cell(const struct vc_variant *v, const char *text, int *cell);

/* 1 if a to-cell written after the king's from-cell names castling rule i:
 * the cell written in coordinate notation, the partner's cell (as UCI
 * writes Chess960 castling), or the king's target unless the king also
 * moves there without castling (Trumpisten's c1b1, a king that rides). */
int vc_castle_named(const struct vc_variant *v, int i, int to);
/* The to-cell coordinate notation writes for castling rule i: the rule's
 * own, or the partner's cell where that one is also the king's own move. */
int vc_castle_coord_to(const struct vc_variant *v, int i);

/* s appended at buf[at] as far as size leaves room for a NUL; returns
 * the length with all of s (the move writers' own, faster than
 * snprintf). */
size_t vc_text_append(char *buf, size_t size, size_t at, const char *s);

/* The parts of a move text.  Absent parts are 0 / NULL (castle, piece,
 * file, promo) or -1 (from, rank). */
struct vc_move_text {
    const char *castle; /* "O-O" or "O-O-O" (also when written 0-0) */
    int piece;        /* type named by an upper-case letter */
    int from;         /* from-cell written in full */
    char file;        /* from-file letter (SAN disambiguation) */
    int rank;         /* 0-based from-rank (SAN disambiguation) */
    int to;           /* to-cell */
    int promo;        /* promotion type */
    int drop;         /* 1: a drop ("P@e4", "@e4" a pawn's), of piece */
    int plus;         /* 1: a piece's promotion written '+' ("e4e5+") */
    int minus;        /* 1: a piece's demotion written '-' ("e4e5-") */
    int gate;         /* type entering from the hand, SAN's "/H" */
    int gate_cell;    /* its cell when written ("O-O/Hh1"), else -1 */
    size_t at_from;   /* offset of the from part (cell, file or rank) */
};

/* Split `text` into t.  Trailing "+#!?" are ignored; cell names are
 * lower case, piece letters upper case (a promotion letter may be either).
 * Returns 0, or VCHESS_ESYNTAX / VCHESS_ECELL with err's offset at the
 * offending byte or cell name. */
int vc_move_tokenize(const struct vc_variant *v, const char *text,
                     struct vc_move_text *t, vchess_error *err);

/* 1 if the own piece on `from` fits t's piece letter and from part. */
int vc_text_from_ok(const struct vc_variant *v, const struct vc_pos *p,
                    const struct vc_move_text *t, int from);
/* 1 if the text split into t names the move m of p. */
int vc_text_names(const struct vc_variant *v, const struct vc_pos *p,
                  const struct vc_move_text *t, uint32_t m);

#endif
