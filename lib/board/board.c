/* board.c - building and indexing a board's ray tables. */
#include "board.h"

#include <string.h>

void vc_board_init(struct vc_board *b)
{
    static const uint8_t standard_inverse[VC_FAM_STANDARD] = {
        [VC_FAM_ORTHO] = VC_FAM_ORTHO,
        [VC_FAM_DIAG] = VC_FAM_DIAG,
        [VC_FAM_KNIGHT] = VC_INVERSE_DERIVED,
        [VC_FAM_NRIDER] = VC_FAM_NRIDER,
        [VC_FAM_UP] = VC_FAM_DOWN,
        [VC_FAM_DOWN] = VC_FAM_UP,
        [VC_FAM_UP_DIAG] = VC_INVERSE_DERIVED,
        [VC_FAM_DOWN_DIAG] = VC_INVERSE_DERIVED,
    };

    memset(b, 0, sizeof(*b));
    b->ray_first = b->store.ray_first;
    b->ray_count = b->store.ray_count;
    b->rays = b->store.rays;
    b->ray_cells = b->store.ray_cells;
    b->unit_x = 1.0;
    b->unit_y = 1.0;
    b->nfam = VC_FAM_STANDARD;
    memcpy(b->inverse, standard_inverse, sizeof(standard_inverse));
}

int vc_board_new_family(struct vc_board *b, int inverse)
{
    int f = b->nfam;

    if (f >= VC_MAX_FAMS)
        return -1;
    b->inverse[f] = (uint8_t)(inverse < 0 ? f : inverse);
    b->nfam++;
    return f;
}

int vc_board_add_cell(struct vc_board *b, const char *name, int rank,
                      char file)
{
    int c = b->ncells;

    if (c >= VC_MAX_CELLS || strlen(name) >= VC_NAME_MAX || rank < 0 ||
        rank >= VC_MAX_RANKS)
        return -1;
    strcpy(b->name[c], name);
    b->rank[c] = (uint8_t)rank;
    b->file[c] = file;
    if (rank >= b->nranks)
        b->nranks = rank + 1;
    b->ncells++;
    return c;
}

int vc_board_add_ray(struct vc_board *b, int from, int fam,
                     const uint8_t *cells, int len)
{
    struct vc_ray *r;

    if (len <= 0)
        return 0;
    if (fam < 0 || fam >= b->nfam)
        return -1;
    if (b->nrays >= VC_MAX_RAYS || b->nray_cells + len > VC_MAX_RAY_CELLS ||
        len > 255)
        return -1;
    r = &b->rays[b->nrays];
    r->off = (uint16_t)b->nray_cells;
    r->len = (uint8_t)len;
    memcpy(&b->ray_cells[b->nray_cells], cells, (size_t)len);
    b->store.pending_cell[b->nrays] = (uint8_t)from;
    b->store.pending_fam[b->nrays] = (uint8_t)fam;
    b->nray_cells += len;
    b->nrays++;
    return 0;
}

/* Add, for every one-cell ray X->Y of family `fam`, the ray Y->X to `inv`. */
static int add_inverse(struct vc_board *b, int fam, int inv)
{
    int n = b->nrays;

    for (int i = 0; i < n; i++) {
        uint8_t from = b->store.pending_cell[i];

        if (b->store.pending_fam[i] != fam)
            continue;
        for (int k = 0; k < b->rays[i].len && k < 1; k++) {
            uint8_t to = b->ray_cells[b->rays[i].off + k];
            if (vc_board_add_ray(b, to, inv, &from, 1) < 0)
                return -1;
        }
    }
    return 0;
}

/* Make the inverse of every family that asks for a derived one. */
static int derive_inverses(struct vc_board *b)
{
    int nfam = b->nfam;

    for (int f = 0; f < nfam; f++) {
        int inv;

        if (b->inverse[f] != VC_INVERSE_DERIVED)
            continue;
        if ((inv = vc_board_new_family(b, f)) < 0 ||
            add_inverse(b, f, inv) < 0)
            return -1;
        b->inverse[f] = (uint8_t)inv;
    }
    return 0;
}

/* Stable counting sort of the rays by (cell, family). */
static void index_rays(struct vc_board *b)
{
    enum { NKEYS = VC_MAX_CELLS * VC_MAX_FAMS };
    struct vc_board_store *st = &b->store;
    uint16_t start[NKEYS + 1];

    memset(start, 0, sizeof(start));
    for (int i = 0; i < b->nrays; i++)
        start[st->pending_cell[i] * VC_MAX_FAMS + st->pending_fam[i] + 1]++;
    for (int k = 0; k < NKEYS; k++)
        start[k + 1] = (uint16_t)(start[k + 1] + start[k]);
    for (int c = 0; c < VC_MAX_CELLS; c++)
        for (int f = 0; f < VC_MAX_FAMS; f++) {
            int k = c * VC_MAX_FAMS + f;
            b->ray_first[c][f] = start[k];
            b->ray_count[c][f] = (uint8_t)(start[k + 1] - start[k]);
        }
    for (int i = 0; i < b->nrays; i++) {
        int k = st->pending_cell[i] * VC_MAX_FAMS + st->pending_fam[i];
        st->sorted[start[k]++] = b->rays[i];
    }
    memcpy(b->rays, st->sorted, (size_t)b->nrays * sizeof(b->rays[0]));
    for (int c = 0; c < VC_MAX_CELLS; c++)
        for (int f = 0; f < VC_MAX_FAMS; f++)
            for (int i = 0; i < b->ray_count[c][f]; i++) {
                st->pending_cell[b->ray_first[c][f] + i] = (uint8_t)c;
                st->pending_fam[b->ray_first[c][f] + i] = (uint8_t)f;
            }
}

int vc_board_finish(struct vc_board *b)
{
    if (derive_inverses(b) < 0)
        return -1;
    index_rays(b);
    return 0;
}

int vc_board_find(const struct vc_board *b, const char *name)
{
    for (int c = 0; c < b->ncells; c++)
        if (strcmp(b->name[c], name) == 0)
            return c;
    return -1;
}

int vc_line_order(const uint8_t *cells, int len)
{
    int rising = 1, falling = 1;

    for (int k = 1; k < len; k++) {
        rising &= cells[k] > cells[k - 1];
        falling &= cells[k] < cells[k - 1];
    }
    return rising ? VC_LINE_RISING : falling ? VC_LINE_FALLING
                                             : VC_LINE_MIXED;
}
