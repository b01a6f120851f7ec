/* game_svg.c - the public picture call: the api layer hands the game's
 * board geometry, its pieces as FEN letters and the marks it reads from
 * the game (last move, king in check, cells that change a piece) and from
 * the options to the render layer (render.c), which sees nothing else of
 * the game. */
#include "api.h"
#include "render/render.h"

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
        if (cells[i] < 0 || cells[i] >= vc_game_v(g)->board->ncells)
            return VCHESS_ECELL;
        marks[cells[i]] |= bit;
    }
    return 0;
}

/* The marks the game itself gives: last move, check, special cells. */
static void game_marks(const vchess_game *g, const vchess_svg_options *o,
                       uint8_t *marks)
{
    const struct vc_variant *v = vc_game_v(g);
    int king = g->pos.king[g->pos.side];

    if (o->show_last_move && g->ply > 0) {
        uint32_t m = g->undo[g->ply - 1].move;
        marks[VC_MFROM(m)] |= VC_MARK_LAST_MOVE;
        marks[VC_MTO(m)] |= VC_MARK_LAST_MOVE;
    }
    if (o->show_check && king != VC_NO_CELL && vc_in_check(v, &g->pos))
        marks[king] |= VC_MARK_CHECK;
    for (int c = 0; o->show_special && c < v->board->ncells; c++)
        if (v->morph[c])
            marks[c] |= VC_MARK_SPECIAL;
}

static int read_options(const vchess_game *g, const vchess_svg_options *o,
                        struct vc_render_opts *ro, uint8_t *marks)
{
    int rc;

    if (o->version < 1 || o->version > VCHESS_SVG_OPTIONS_VERSION)
        return VCHESS_EVERSION;
    if (!(o->size >= 0)) /* negative or NaN */
        return VCHESS_EINVAL;
    if ((rc = mark_cells(g, o->arrows, 2 * o->narrows, 0, marks)) < 0 ||
        (rc = mark_cells(g, o->highlight, o->nhighlight, VC_MARK_HIGHLIGHT,
                         marks)) < 0 ||
        (rc = mark_cells(g, o->targets, o->ntargets, VC_MARK_TARGET,
                         marks)) < 0)
        return rc;
    game_marks(g, o, marks);
    ro->flip = o->flip != 0;
    ro->names = o->show_names != 0;
    ro->coords = o->show_coordinates != 0;
    ro->size = o->size;
    ro->arrows = o->arrows;
    ro->narrows = o->narrows;
    return 0;
}

/* A side's hand as FEN letters, from the last kind to the first (as the
 * FEN writes it), cut at HAND_TEXT_MAX - 1 letters. */
#define HAND_TEXT_MAX 128
static void hand_letters(const vchess_game *g, int side, char *out)
{
    const struct vc_variant *v = vc_game_v(g);
    size_t n = 0;

    for (int k = v->ntypes; k-- > 0;) {
        int t = v->type_list[k];
        char letter = v->piece[t].letter;
        if (side)
            letter = (char)(letter - 'A' + 'a');
        for (int i = 0; i < g->pos.hand[side][t] && n + 1 < HAND_TEXT_MAX;
             i++)
            out[n++] = letter;
    }
    out[n] = 0;
}

int vchess_game_svg(char *buf, size_t size, size_t *needed,
                    const vchess_game *g, const vchess_svg_options *opts)
{
    static const vchess_svg_options defaults = VCHESS_SVG_OPTIONS_INIT;
    uint8_t marks[VC_MAX_CELLS] = {0};
    char pieces[VC_MAX_CELLS];
    char hands[2][HAND_TEXT_MAX];
    struct vc_render_opts ro = {0};
    int rc;

    if (!g)
        return VCHESS_EINVAL;
    ro.marks = marks;
    if ((rc = read_options(g, opts ? opts : &defaults, &ro, marks)) < 0)
        return rc;
    for (int c = 0; c < vc_game_v(g)->board->ncells; c++)
        vchess_game_piece_at(&pieces[c], g, c);
    if (vc_game_v(g)->drops) {
        hand_letters(g, 0, hands[0]);
        hand_letters(g, 1, hands[1]);
        ro.hands[0] = hands[0];
        ro.hands[1] = hands[1];
    }
    return vc_deliver(vc_render_svg(vc_game_v(g)->board, pieces, &ro, buf,
                                    buf ? size : 0),
                      buf, size, needed);
}
