/* make.c - placing, removing, making and unmaking as calls, for the code
 * outside perft's last ply (which inlines make.h itself). */
#include "make.h"

void vc_pos_put(const struct vc_variant *v, struct vc_pos *p, int cell,
                uint8_t piece)
{
    vc_put_inline(v, p, cell, piece);
}

void vc_pos_remove(struct vc_pos *p, int cell)
{
    vc_remove_inline(p, cell);
}

void vc_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
             struct vc_undo *u)
{
    vc_make_inline(v, p, m, u, 1);
}

void vc_make_unkeyed(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                     struct vc_undo *u)
{
    vc_make_inline(v, p, m, u, 0);
}

void vc_unmake(const struct vc_variant *v, struct vc_pos *p,
               const struct vc_undo *u)
{
    vc_unmake_inline(v, p, u);
}
