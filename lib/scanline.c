/* scanline.c - the attack scans as cell sets (struct vc_scan_line): from
 * each cell, the rays each colour's attacks come along, for attack.c to
 * find the first pieces on them without walking. */
#include "variant.h"

#include <string.h>

static void add_cell(uint64_t set[2], int cell)
{
    set[cell >> 6] |= (uint64_t)1 << (cell & 63);
}

/* The order of a line's cells: VC_REACH_RISING, _FALLING or _WALK. */
static int line_order(const uint8_t *cells, int len)
{
    int rising = 1, falling = 1;

    for (int k = 1; k < len; k++) {
        rising &= cells[k] > cells[k - 1];
        falling &= cells[k] < cells[k - 1];
    }
    return rising ? VC_REACH_RISING : falling ? VC_REACH_FALLING
                                              : VC_REACH_WALK;
}

static struct vc_scan_line *next_line(struct vc_variant *v)
{
    if (v->nscan_lines >= VC_MAX_SCAN_LINES)
        return NULL;
    memset(&v->scan_line[v->nscan_lines], 0, sizeof(v->scan_line[0]));
    return &v->scan_line[v->nscan_lines++];
}

/* The lines of by's attack scans from `cell`; 0, or -1 when full. */
static int scan_lines(struct vc_variant *v, int by, int cell)
{
    const struct vc_board *b = &v->board;
    struct vc_scan_line *l;

    for (int i = 0; i < v->nscan[by]; i++) {
        const struct vc_attack_scan *s = &v->scan[by][i];
        int nrays;
        const struct vc_ray *ray = vc_board_rays(b, cell, s->fam, &nrays);
        struct vc_scan_line *leaps = NULL;
        for (int r = 0; r < nrays; r++, ray++) {
            const uint8_t *cells = &b->ray_cells[ray->off];
            int len = ray->len < s->maxrange ? ray->len : s->maxrange;
            if (len == 0)
                continue;
            if (len == 1 && leaps) { /* the scan's one-cell rays: one set */
                add_cell(leaps->cells, cells[0]);
                continue;
            }
            if (!(l = next_line(v)))
                return -1;
            if (len == 1)
                leaps = l;
            l->how = len == 1 ? VC_REACH_LEAP : (uint8_t)line_order(cells, len);
            l->scan = (uint8_t)i;
            l->len = (uint8_t)len;
            l->ray = ray->off;
            for (int k = 0; k < len; k++)
                add_cell(l->cells, cells[k]);
        }
    }
    return next_line(v) ? 0 : -1; /* zeroed: VC_REACH_END */
}

/* Each colour's lines from every cell, ordered by colour and cell. */
int vc_derive_scan_lines(struct vc_variant *v)
{
    v->nscan_lines = 0;
    for (int by = 0; by < 2; by++)
        for (int cell = 0; cell < v->board.ncells; cell++) {
            v->scan_line_at[by][cell] = v->nscan_lines;
            if (scan_lines(v, by, cell) < 0)
                return -1;
        }
    return 0;
}
