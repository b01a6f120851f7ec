/* hex.h - hexagonal boards: a hexagon of hexagons with `side` cells to a
 * side (91 cells for side 6, Glinski's and McCooey's board), optionally
 * with holes, in the notation of Glinski's game or McCooey's. */
#ifndef VC_HEX_H
#define VC_HEX_H

#include "board.h"
#include "rect.h"

/* The sides the tables hold: 2 * side - 1 files and ranks. */
#define VC_HEX_MIN_SIDE 2
#define VC_HEX_MAX_SIDE 8

/* Build the board of `side` minus the NULL-terminated list of hole
 * names, ready for use.  Cells lie in axial coordinates (q, r): q the
 * file from the centre, right positive; r up the file.  Files are
 * lettered a, b, ... without j (Glinski's notation) or, when letter_j,
 * with it (McCooey's); a cell's rank is its place in its file
 * counted from the bottom (Glinski's ranks, which bend at the centre
 * file), cells are numbered rank by rank, each rank left to right.
 * Families: ORTHO the six lines through the cell's sides, DIAG the six
 * through its corners, KNIGHT the twelve leaps of one orthogonal and one
 * outward diagonal step, NRIDER those leaps repeated, UP / DOWN along
 * the file, UP_DIAG / DOWN_DIAG the two diagonal steps forward /
 * backward.  Polygon units: x = 1/2, y = sqrt(3)/2 (side 1); the centre
 * of (q, r) is (3q, 2r + q).  Shades: 0 light, 1 dark, 2 middle (the
 * centre's).  Returns 0 or -1. */
int vc_hex_build(struct vc_board *b, int side, int letter_j,
                 const char *const *holes);

/* The same in steps: begin, add families, then vc_board_finish(). */
int vc_hex_begin(struct vc_board *b, int side, int letter_j,
                 const char *const *holes);

/* A new family of rays repeating each axial vector (df = dq, dr) at most
 * `limit` times, stopped by the edge or a hole; its inverse uses the
 * negated vectors (the family itself when the set is symmetric).
 * Returns the family or -1. */
int vc_hex_add_family(struct vc_board *b, const struct vc_vector *vec,
                      int n, int limit);

/* The steps of one kind as axial vectors: the six through a cell's
 * sides (clockwise from the one up the file), the six through its
 * corners (the k-th between sides k and k + 1), the twelve knight leaps.
 * Fills out (room for 12) and returns how many. */
enum { VC_HEX_SIDES, VC_HEX_CORNERS, VC_HEX_KNIGHT };
int vc_hex_steps(int kind, struct vc_vector *out);

/* 1 if `cell` is the last of its file upwards (up = 1) or downwards
 * (up = -1), on the whole hexagon: a hole beyond it does not count as
 * the edge.  For a board made by vc_hex_begin(). */
int vc_hex_file_end(const struct vc_board *b, int cell, int up);

/* 1 if the board was made by vc_hex_begin(). */
int vc_hex_is(const struct vc_board *b);

#endif
