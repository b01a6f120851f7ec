/* tetrille.h - the Trihexagonal Chess board: 72 kites of the deltoidal
 * trihexagonal tiling (docs/rules/trihexagonal.md, sections 1-4). */
#ifndef VC_TETRILLE_H
#define VC_TETRILLE_H

#include "board.h"

/* Fill `b` (any previous content is discarded) with the 72 cells, rank 1
 * first and each rank left to right, their names, kite polygons and the
 * families ORTHO, DIAG, KNIGHT, UP/DOWN and UP_DIAG/DOWN_DIAG (NRIDER
 * stays empty).  Polygon units: x = sqrt(3)/4, y = 1/4; the centre of hexagon
 * (r, j) is (4j - 2r, 6r).  UP and DOWN rays hold the straight step and
 * its continuation wherever the geometry gives one.
 * Returns 0, or -1 when a board table overflows. */
int vc_tetrille_build(struct vc_board *b);

#endif
