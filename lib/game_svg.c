/* game_svg.c - the public picture call: the api layer hands the game's
 * board geometry, its pieces as FEN letters and the options to the render
 * layer (render.c), which sees nothing else of the game. */
#include "game.h"
#include "render.h"

#include <string.h>

void vchess_svg_options_init(vchess_svg_options *opt)
{
    if (!opt)
        return;
    memset(opt, 0, sizeof(*opt));
    opt->version = VCHESS_SVG_OPTIONS_VERSION;
}

/* Set `bit` in marks[] for each of cells[0..n). */
static int mark_cells(const vchess_game *g, const int *cells, size_t n,
                      uint8_t bit, uint8_t *marks)
{
    if (n && !cells)
        return VCHESS_EINVAL;
    for (size_t i = 0; i < n; i++) {
        if (cells[i] < 0 || cells[i] >= g->v.board.ncells)
            return VCHESS_ECELL;
        marks[cells[i]] |= bit;
    }
    return 0;
}

static int read_options(const vchess_game *g, const vchess_svg_options *opt,
                        struct vc_render_opts *ro, uint8_t *marks)
{
    int rc;

    if (!opt)
        return 0;
    if (opt->version < 1 || opt->version > VCHESS_SVG_OPTIONS_VERSION)
        return VCHESS_EINVAL;
    ro->flip = opt->flip != 0;
    ro->names = opt->show_names != 0;
    if ((rc = mark_cells(g, opt->highlight, opt->nhighlight,
                         VC_MARK_HIGHLIGHT, marks)) < 0)
        return rc;
    return mark_cells(g, opt->targets, opt->ntargets, VC_MARK_TARGET, marks);
}

int vchess_game_svg(const vchess_game *g, const vchess_svg_options *opt,
                    char *buf, size_t size, size_t *needed)
{
    uint8_t marks[VC_MAX_CELLS] = {0};
    char pieces[VC_MAX_CELLS];
    struct vc_render_opts ro = {0};
    size_t len;
    int rc;

    if (!g)
        return VCHESS_EINVAL;
    ro.marks = marks;
    if ((rc = read_options(g, opt, &ro, marks)) < 0)
        return rc;
    for (int c = 0; c < g->v.board.ncells; c++)
        pieces[c] = vchess_game_piece_at(g, c);
    len = vc_render_svg(&g->v.board, pieces, &ro, buf, buf ? size : 0);
    if (needed)
        *needed = len + 1;
    return !buf || len + 1 > size ? VCHESS_EBUFS : 0;
}
