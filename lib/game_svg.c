/* game_svg.c - the public picture call: the api layer hands the game's
 * board geometry, its pieces as FEN letters and the options to the render
 * layer (render.c), which sees nothing else of the game. */
#include "api.h"
#include "render.h"

int vchess_svg_options_init(vchess_svg_options *opts, unsigned version)
{
    static const vchess_svg_options defaults = VCHESS_SVG_OPTIONS_INIT;

    if (!opts)
        return VCHESS_EINVAL;
    if (version < 1 || version > VCHESS_SVG_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    *opts = defaults;
    opts->version = version;
    return 0;
}

/* Set `bit` in marks[] for each of cells[0..n). */
static int mark_cells(const vchess_game *g, const int *cells, size_t n,
                      uint8_t bit, uint8_t *marks)
{
    if (n && !cells)
        return VCHESS_EINVAL;
    for (size_t i = 0; i < n; i++) {
        if (cells[i] < 0 || cells[i] >= vc_game_v(g)->board.ncells)
            return VCHESS_ECELL;
        marks[cells[i]] |= bit;
    }
    return 0;
}

static int read_options(const vchess_game *g, const vchess_svg_options *opt,
                        struct vc_render_opts *ro, uint8_t *marks)
{
    uint8_t scratch[VC_MAX_CELLS] = {0};
    int rc;

    if (!opt)
        return 0;
    if (opt->version < 1 || opt->version > VCHESS_SVG_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    ro->flip = opt->flip != 0;
    ro->names = opt->show_names != 0;
    if ((rc = mark_cells(g, opt->highlight, opt->nhighlight,
                         VC_MARK_HIGHLIGHT, marks)) < 0 ||
        (rc = mark_cells(g, opt->arrows, 2 * opt->narrows, 1, scratch)) < 0)
        return rc;
    return mark_cells(g, opt->targets, opt->ntargets, VC_MARK_TARGET, marks);
}

int vchess_game_svg(char *buf, size_t size, size_t *needed,
                    const vchess_game *g, const vchess_svg_options *opts)
{
    uint8_t marks[VC_MAX_CELLS] = {0};
    char pieces[VC_MAX_CELLS];
    struct vc_render_opts ro = {0, 0, marks};
    int rc;

    if (!g)
        return VCHESS_EINVAL;
    if ((rc = read_options(g, opts, &ro, marks)) < 0)
        return rc;
    for (int c = 0; c < vc_game_v(g)->board.ncells; c++)
        vchess_game_piece_at(&pieces[c], g, c);
    return vc_deliver(vc_render_svg(&vc_game_v(g)->board, pieces, &ro, buf,
                                    buf ? size : 0),
                      buf, size, needed);
}
