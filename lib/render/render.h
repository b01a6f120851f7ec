/* render.h - an SVG picture of a board and the pieces on it.
 *
 * The render layer reads only a board's geometry (cell polygons, shades,
 * names, FEN slots and ranks), one FEN letter per cell and the marks the
 * caller hands it; it knows nothing of games, positions or move
 * generation. */
#ifndef VC_RENDER_H
#define VC_RENDER_H

#include "board/board.h"

#include <stddef.h>
#include <stdint.h>

/* Per-cell marks */
enum {
    VC_MARK_HIGHLIGHT = 1, /* shaded, e.g. a selected piece's cell */
    VC_MARK_TARGET = 2,    /* e.g. where the selected piece may go */
    VC_MARK_LAST_MOVE = 4, /* from or to cell of the last move */
    VC_MARK_CHECK = 8,     /* a king in check stands here */
    VC_MARK_SPECIAL = 16   /* a cell that changes a piece (trump square) */
};

struct vc_render_opts {
    int flip;              /* turn the picture by 180 degrees */
    int names;             /* write each cell's name into it */
    int coords;            /* file and rank labels on the border */
    double size;           /* picture width in pixels; 0: 60 per unit */
    const uint8_t *marks;  /* VC_MARK_* bits per cell, or NULL */
    const int *arrows;     /* arrows[2k] -> arrows[2k + 1], k < narrows;
                              pairs naming no two distinct cells are
                              skipped */
    size_t narrows;
    /* Drop variants: each side's pieces in hand as FEN letters (white's
     * [0], black's [1], NUL-ended), drawn in a band below and above the
     * board, each kind once with its count; NULL: no bands. */
    const char *hands[2];
};

/* Write the SVG picture of board b with pieces[c] standing on cell c
 * (FEN letter, upper case white; 0 = empty) for 0 <= c < b->ncells into
 * buf.  buf may be NULL when size is 0; otherwise the text is always
 * NUL-terminated, truncated when it does not fit.  Returns the length of
 * the whole text, without the NUL.  o may be NULL (defaults: all off). */
size_t vc_render_svg(const struct vc_board *b, const char *pieces,
                     const struct vc_render_opts *o, char *buf,
                     size_t size);

#endif
