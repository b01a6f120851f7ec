/* board.c - building and indexing a board's ray tables. */
#include "board.h"

#include <string.h>

void vc_board_init(struct vc_board *b)
{
    memset(b, 0, sizeof(*b));
    b->unit_x = 1.0;
    b->unit_y = 1.0;
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
    if (b->nrays >= VC_MAX_RAYS || b->nray_cells + len > VC_MAX_RAY_CELLS ||
        len > 255)
        return -1;
    r = &b->rays[b->nrays];
    r->off = (uint16_t)b->nray_cells;
    r->len = (uint8_t)len;
    memcpy(&b->ray_cells[b->nray_cells], cells, (size_t)len);
    b->pending_cell[b->nrays] = (uint8_t)from;
    b->pending_fam[b->nrays] = (uint8_t)fam;
    b->nray_cells += len;
    b->nrays++;
    return 0;
}

/* Add, for every one-cell ray X->Y of family `fam`, the ray Y->X to `inv`. */
static int add_inverse(struct vc_board *b, int fam, int inv)
{
    int n = b->nrays;

    for (int i = 0; i < n; i++) {
        uint8_t from = b->pending_cell[i];

        if (b->pending_fam[i] != fam)
            continue;
        for (int k = 0; k < b->rays[i].len && k < 1; k++) {
            uint8_t to = b->ray_cells[b->rays[i].off + k];
            if (vc_board_add_ray(b, to, inv, &from, 1) < 0)
                return -1;
        }
    }
    return 0;
}

/* Stable counting sort of the rays by (cell, family). */
static void index_rays(struct vc_board *b)
{
    static const int nkeys = VC_MAX_CELLS * VC_FAM_COUNT;
    uint16_t start[VC_MAX_CELLS * VC_FAM_COUNT + 1];
    struct vc_ray sorted[VC_MAX_RAYS];

    memset(start, 0, sizeof(start));
    for (int i = 0; i < b->nrays; i++)
        start[b->pending_cell[i] * VC_FAM_COUNT + b->pending_fam[i] + 1]++;
    for (int k = 0; k < nkeys; k++)
        start[k + 1] = (uint16_t)(start[k + 1] + start[k]);
    for (int c = 0; c < VC_MAX_CELLS; c++)
        for (int f = 0; f < VC_FAM_COUNT; f++) {
            int k = c * VC_FAM_COUNT + f;
            b->ray_first[c][f] = start[k];
            b->ray_count[c][f] = (uint8_t)(start[k + 1] - start[k]);
        }
    for (int i = 0; i < b->nrays; i++) {
        int k = b->pending_cell[i] * VC_FAM_COUNT + b->pending_fam[i];
        sorted[start[k]++] = b->rays[i];
    }
    for (int i = 0; i < b->nrays; i++) {
        b->rays[i] = sorted[i];
    }
}

int vc_board_finish(struct vc_board *b)
{
    if (add_inverse(b, VC_FAM_KNIGHT, VC_FAM_KNIGHT_INV) < 0 ||
        add_inverse(b, VC_FAM_PDIAG_W, VC_FAM_PDIAG_W_INV) < 0 ||
        add_inverse(b, VC_FAM_PDIAG_B, VC_FAM_PDIAG_B_INV) < 0)
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
