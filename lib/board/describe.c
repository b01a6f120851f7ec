/* describe.c - a cell's tables as text, to compare with the spec by eye. */
#include "describe.h"
#include "base/text.h"

static const char *const standard_label[VC_FAM_STANDARD] = {
    [VC_FAM_ORTHO] = "orthogonal (rook)",
    [VC_FAM_DIAG] = "diagonal (bishop)",
    [VC_FAM_KNIGHT] = "knight",
    [VC_FAM_NRIDER] = "nightrider",
    [VC_FAM_UP] = "straight forward (white)",
    [VC_FAM_DOWN] = "straight forward (black)",
    [VC_FAM_UP_DIAG] = "diagonal step forward (white)",
    [VC_FAM_DOWN_DIAG] = "diagonal step forward (black)",
};

static void add_family(struct vc_text *t, const struct vc_board *b, int cell,
                       int fam)
{
    int nrays;
    const struct vc_ray *ray = vc_board_rays(b, cell, fam, &nrays);

    if (nrays == 0)
        return;
    if (fam < VC_FAM_STANDARD)
        vc_text_printf(t, "%s:", standard_label[fam]);
    else if (b->inverse[fam] < VC_FAM_STANDARD)
        vc_text_printf(t, "reaching it by %s:",
                       standard_label[b->inverse[fam]]);
    else
        vc_text_printf(t, "family %d:", fam);
    for (int i = 0; i < nrays; i++, ray++) {
        vc_text_printf(t, i ? " |" : "");
        for (int k = 0; k < ray->len; k++)
            vc_text_printf(t, " %s", b->name[b->ray_cells[ray->off + k]]);
    }
    vc_text_printf(t, "\n");
}

size_t vc_describe_cell(const struct vc_board *b, int cell, char *buf,
                        size_t size)
{
    struct vc_text t;

    vc_text_init(&t, buf, size);
    vc_text_printf(&t, "cell %s: rank %d, file %c, %s\n", b->name[cell],
                   b->rank[cell] + 1, b->file[cell],
                   b->shade[cell] == 2 ? "middle"
                   : b->shade[cell]    ? "dark"
                                       : "light");
    for (int fam = 0; fam < b->nfam; fam++)
        add_family(&t, b, cell, fam);
    return vc_text_end(&t);
}
