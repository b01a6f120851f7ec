/* game_svg.c - the public picture call: the api layer hands the game's
 * board geometry, its pieces as FEN letters and the marks it reads from
 * the game (last move, king in check, cells that change a piece) and from
 * the options to the render layer (render.c), which sees nothing else of
 * the game. */
#include "game.h"
#include "render.h"

#include <string.h>

void vchess_svg_options_init(vchess_svg_options *opt)
{
    if (!opt)
        return;
    memset(opt, 0, sizeof(*opt));
    opt->version = VCHESS_SVG_OPTIONS_VERSION;
    opt->show_coordinates = 1;
    opt->show_last_move = 1;
    opt->show_check = 1;
    opt->show_special = 1;
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

/* The marks the game itself gives: last move, check, special cells. */
static void game_marks(const vchess_game *g, const vchess_svg_options *o,
                       uint8_t *marks)
{
    int king = g->pos.king[g->pos.side];

    if (o->show_last_move && g->ply > 0) {
        uint32_t m = g->undo[g->ply - 1].move;
        marks[VC_MFROM(m)] |= VC_MARK_LAST_MOVE;
        marks[VC_MTO(m)] |= VC_MARK_LAST_MOVE;
    }
    if (o->show_check && king != VC_NO_CELL && vc_in_check(&g->v, &g->pos))
        marks[king] |= VC_MARK_CHECK;
    for (int c = 0; o->show_special && c < g->v.board.ncells; c++)
        if (g->v.morph[c])
            marks[c] |= VC_MARK_SPECIAL;
}

/* The options of a version 1 caller, completed with the defaults. */
static vchess_svg_options complete(const vchess_svg_options *opt)
{
    vchess_svg_options o;

    vchess_svg_options_init(&o);
    if (opt && opt->version >= 2)
        return *opt;
    if (opt) {
        o.flip = opt->flip;
        o.show_names = opt->show_names;
        o.highlight = opt->highlight;
        o.nhighlight = opt->nhighlight;
        o.targets = opt->targets;
        o.ntargets = opt->ntargets;
    }
    return o;
}

static int read_arrows(const vchess_game *g, const vchess_svg_options *o)
{
    if (o->narrows && !o->arrows)
        return VCHESS_EINVAL;
    for (size_t i = 0; i < 2 * o->narrows; i++)
        if (o->arrows[i] < 0 || o->arrows[i] >= g->v.board.ncells)
            return VCHESS_ECELL;
    return o->size < 0 ? VCHESS_EINVAL : 0;
}

static int read_options(const vchess_game *g, const vchess_svg_options *opt,
                        struct vc_render_opts *ro, uint8_t *marks)
{
    vchess_svg_options o = complete(opt);
    int rc;

    if (opt && (opt->version < 1 || opt->version > VCHESS_SVG_OPTIONS_VERSION))
        return VCHESS_EINVAL;
    if ((rc = read_arrows(g, &o)) < 0 ||
        (rc = mark_cells(g, o.highlight, o.nhighlight, VC_MARK_HIGHLIGHT,
                         marks)) < 0 ||
        (rc = mark_cells(g, o.targets, o.ntargets, VC_MARK_TARGET, marks)) < 0)
        return rc;
    game_marks(g, &o, marks);
    ro->flip = o.flip != 0;
    ro->names = o.show_names != 0;
    ro->coords = o.show_coordinates != 0;
    ro->size = o.size;
    ro->arrows = o.arrows;
    ro->narrows = o.narrows;
    return 0;
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
