/* render.h - an SVG picture of a board and the pieces on it.
 *
 * The render layer reads only a board's geometry (cell polygons, shades,
 * names, FEN slots) and one FEN letter per cell; it knows nothing of
 * games, positions or move generation. */
#ifndef VC_RENDER_H
#define VC_RENDER_H

#include "board.h"

#include <stddef.h>
#include <stdint.h>

/* Per-cell marks */
enum {
    VC_MARK_HIGHLIGHT = 1, /* e.g. the cells of the last move */
    VC_MARK_TARGET = 2     /* e.g. where the selected piece may go */
};

struct vc_render_opts {
    int flip;              /* turn the picture by 180 degrees */
    int names;             /* write each cell's name into it */
    const uint8_t *marks;  /* VC_MARK_* bits per cell, or NULL */
};

/* Write the SVG picture of board b with pieces[c] standing on cell c
 * (FEN letter, upper case white; 0 = empty) for 0 <= c < b->ncells into
 * buf.  buf may be NULL when size is 0; otherwise the text is always
 * NUL-terminated, truncated when it does not fit.  Returns the length of
 * the whole text, without the NUL.  o may be NULL (defaults). */
size_t vc_render_svg(const struct vc_board *b, const char *pieces,
                     const struct vc_render_opts *o, char *buf,
                     size_t size);

#endif
