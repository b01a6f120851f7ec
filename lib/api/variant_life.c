/* variant_life.c - a loaded variant's life: built from a definition,
 * which it keeps, with one reference, shared by counting references,
 * freed with the last one (a built-in is never freed).  The reference
 * count is atomic, so games on several threads may share a variant. */
#include "api.h"
#include "define/definition.h"
#include "rules/tables.h"

#include <string.h>

/* Hexagons of a kite board: the distinct centres its kites share. */
static int count_hexagons(const struct vc_board *b)
{
    int n = 0;

    for (int c = 0; c < b->ncells; c++) {
        int first = 1;
        for (int d = 0; d < c && first; d++)
            first = b->vx[d][0] != b->vx[c][0] || b->vy[d][0] != b->vy[c][0];
        n += first;
    }
    return n;
}

int vc_variant_from_def(vchess_variant **out, const struct vc_def *d,
                        const vchess_allocator *a, char *why, size_t size,
                        size_t *at)
{
    vchess_variant *w = vc_alloc(a, sizeof(*w));

    if (!w)
        return VCHESS_ENOMEM;
    memset(w, 0, sizeof(*w));
    w->def = *d;
    if (vc_tables_open(&w->v, a) < 0) {
        vc_free(a, w);
        return VCHESS_ENOMEM;
    }
    if (vc_def_build(&w->v, &w->def, why, size, at) < 0) {
        vc_tables_discard(&w->v, a);
        vc_free(a, w);
        return VCHESS_ESYNTAX;
    }
    if (vc_tables_close(&w->v, a) < 0) {
        vc_free(a, w);
        return VCHESS_ENOMEM;
    }
    w->board_kind = d->kites      ? VCHESS_BOARD_KITES
                    : d->hex_side ? VCHESS_BOARD_HEX
                                  : VCHESS_BOARD_RECT;
    w->hexagons = d->kites      ? count_hexagons(w->v.board)
                  : d->hex_side ? w->v.board->ncells
                                : 0;
    w->alloc = *a;
    atomic_init(&w->refs, 1);
    *out = w;
    return 0;
}

void vchess_variant_ref(const vchess_variant *v)
{
    if (v && !v->builtin)
        atomic_fetch_add_explicit(&((vchess_variant *)v)->refs, 1,
                                  memory_order_relaxed);
}

void vchess_variant_unref(const vchess_variant *v)
{
    vchess_variant *w = (vchess_variant *)v;

    if (!v || v->builtin)
        return;
    if (atomic_fetch_sub_explicit(&w->refs, 1, memory_order_acq_rel) == 1) {
        vc_tables_free(&w->v, &w->alloc);
        vc_free(&w->alloc, w);
    }
}
