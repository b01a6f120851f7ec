/* describe.c - a cell's tables as text, to compare with the spec by eye. */
#include "game.h"
#include "text.h"


static const struct {
    int fam;
    const char *label;
} families[] = {
    {VC_FAM_ORTHO, "orthogonal (rook)"},
    {VC_FAM_DIAG, "diagonal (bishop)"},
    {VC_FAM_KNIGHT, "knight"},
    {VC_FAM_KNIGHT_INV, "knights reaching it from"},
    {VC_FAM_NRIDER, "nightrider"},
    {VC_FAM_PUSH_W, "white pawn forward"},
    {VC_FAM_PDIAG_W, "white pawn diagonal"},
    {VC_FAM_PUSH_B, "black pawn forward"},
    {VC_FAM_PDIAG_B, "black pawn diagonal"},
};

static void add_family(struct vc_text *t, const struct vc_board *b, int cell,
                       int fam, const char *label)
{
    int nrays;
    const struct vc_ray *ray = vc_board_rays(b, cell, fam, &nrays);

    if (nrays == 0)
        return;
    vc_text_printf(t, "%s:", label);
    for (int i = 0; i < nrays; i++, ray++) {
        vc_text_printf(t, i ? " |" : "");
        for (int k = 0; k < ray->len; k++)
            vc_text_printf(t, " %s", b->name[b->ray_cells[ray->off + k]]);
    }
    vc_text_printf(t, "\n");
}

int vchess_game_describe_cell(const vchess_game *g, int cell, char *buf,
                              size_t size, size_t *needed)
{
    struct vc_text t;
    const struct vc_board *b;

    if (!g || cell < 0 || cell >= g->v.board.ncells)
        return VCHESS_EINVAL;
    b = &g->v.board;
    vc_text_init(&t, buf, size);
    vc_text_printf(&t, "cell %s: rank %d, file %c, %s\n", b->name[cell],
                   b->rank[cell] + 1, b->file[cell],
                   b->shade[cell] ? "dark" : "light");
    for (size_t i = 0; i < sizeof(families) / sizeof(families[0]); i++)
        add_family(&t, b, cell, families[i].fam, families[i].label);
    vc_text_end(&t);
    if (needed)
        *needed = t.len + 1;
    return buf && t.len < size ? 0 : VCHESS_EBUFS;
}
