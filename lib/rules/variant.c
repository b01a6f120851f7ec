/* variant.c - the builder helpers that fill a variant's record: pieces,
 * their moves and castling rules (compile.c turns it into tables). */
#include "variant.h"

#include <stdio.h>
#include <string.h>

void vc_piece_set(struct vc_variant *v, int type, char letter,
                  const char *name, int flags)
{
    struct vc_piece_def *p = &v->piece[type];

    p->letter = letter;
    snprintf(p->name, sizeof(p->name), "%s", name);
    p->flags = (uint8_t)flags;
    p->ncomp = 0;
}

void vc_piece_add_colored(struct vc_variant *v, int type, int white_fam,
                          int black_fam, int min, int range, int mode)
{
    struct vc_piece_def *p = &v->piece[type];
    struct vc_component *c = &p->comp[p->ncomp];

    if (p->ncomp >= VC_MAX_COMPONENTS)
        return;
    c->fam[0] = (uint8_t)white_fam;
    c->fam[1] = (uint8_t)black_fam;
    c->min = (uint8_t)min;
    c->range = (uint8_t)range;
    c->mode = (uint8_t)mode;
    p->ncomp++;
}

static int cell_of(const struct vc_variant *v, const char *name)
{
    return vc_board_find(v->board, name);
}

static int cell_list(const struct vc_variant *v, const char *const *names,
                     uint8_t *out, uint8_t *n)
{
    *n = 0;
    for (; *names; names++) {
        int c = cell_of(v, *names);
        if (c < 0 || *n >= VC_MAX_CASTLE_CELLS)
            return -1;
        out[(*n)++] = (uint8_t)c;
    }
    return 0;
}

static int set_cell(const struct vc_variant *v, const char *name,
                    uint8_t *out)
{
    int c = cell_of(v, name);

    *out = (uint8_t)c;
    return c;
}

int vc_castle_add(struct vc_variant *v, const struct vc_castle_spec *s)
{
    struct vc_castle *c = &v->castle[v->ncastle];

    if (v->ncastle >= VC_MAX_CASTLE)
        return -1;
    c->color = (uint8_t)s->color;
    c->right = s->right;
    c->san = s->san;
    c->king_type = (uint8_t)(s->king_type ? s->king_type : VC_ROYAL);
    c->partner_type = (uint8_t)s->partner_type;
    if (set_cell(v, s->king_from, &c->king_from) < 0 ||
        set_cell(v, s->king_to, &c->king_to) < 0 ||
        set_cell(v, s->partner_from, &c->partner_from) < 0 ||
        set_cell(v, s->partner_to, &c->partner_to) < 0 ||
        set_cell(v, s->coord_to, &c->coord_to) < 0 ||
        cell_list(v, s->empty, c->empty, &c->nempty) < 0 ||
        cell_list(v, s->safe, c->safe, &c->nsafe) < 0)
        return -1;
    v->ncastle++;
    return 0;
}

int vc_pawn_type(const struct vc_variant *v)
{
    for (int k = 0; k < v->ntypes; k++)
        if (v->piece[v->type_list[k]].flags & VC_PF_PAWN)
            return v->type_list[k];
    return 0;
}
