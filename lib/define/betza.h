/* betza.h - Betza's piece notation, the subset that fits the engine's
 * model on rectangular boards: text -> atoms with their vectors.
 *
 * Atoms W F D N A H C Z G, shorthands R B Q K, riders by doubling (NN)
 * or a range (W3, R4; 0 means unlimited), direction modifiers f b l r
 * s v (single, doubled or paired, seen from white), mode modifiers m c,
 * e (the capture may be en passant), i (initial-only) and n (lame: only
 * where it is a least distance on a straight line, nD nA nH nG).  The
 * empty text has no atoms: a piece that never moves (Fairy-Stockfish's
 * immobile piece, a stone of a placing game).  Anything else is an
 * error naming the letter and its column. */
#ifndef VC_BETZA_H
#define VC_BETZA_H

#include <stddef.h>

#define VC_BETZA_MAX_ATOMS 16
#define VC_BETZA_MAX_VEC 12
#define VC_BETZA_UNLIMITED 255

/* Mode bits, the engine's values (VC_MOVE, VC_CAPTURE, VC_INITIAL). */
enum {
    VC_BETZA_MOVE = 1,
    VC_BETZA_CAPTURE = 2,
    VC_BETZA_INITIAL = 4
};

struct vc_betza_atom {
    int nvec;
    int df[VC_BETZA_MAX_VEC], dr[VC_BETZA_MAX_VEC]; /* white's steps */
    int min, range;  /* distances in steps, 1-based; range may be
                        VC_BETZA_UNLIMITED */
    int mode;
    int en_passant;  /* 'e': its captures may take en passant */
};

struct vc_betza {
    int natoms;
    struct vc_betza_atom atom[VC_BETZA_MAX_ATOMS];
};

/* Parse text (NUL-terminated).  Returns 0, or -1 with a message in
 * why[0..size) and the 0-based offset of the bad letter in *at. */
int vc_betza_parse(struct vc_betza *out, const char *text, char *why,
                   size_t size, size_t *at);

/* The same on a hexagonal board (board/hex.h): the steps are axial
 * vectors (df = q, dr = r).  W is the six steps through a cell's sides,
 * F the six through its corners, N the twelve knight leaps; D, A, H and
 * G are two or three W or F steps in a line (nD, nA, ... lame); C and Z
 * have no meaning there.  Directions are read from the step's true
 * angle, seen from white: f and b forward and backward of the rank, l
 * and r of the file, v nearer the file than the rank, s nearer the rank;
 * so fW is the step along the file and the two beside it, ffW the one
 * along the file, fsW the two beside it, fF the two forward corners,
 * sF the two along the rank. */
int vc_betza_parse_hex(struct vc_betza *out, const char *text, char *why,
                       size_t size, size_t *at);

#endif
