/* scanline.c - the attack scans as cell sets (struct vc_scan_line): from
 * each cell, the rays each colour's attacks come along, for attack.c to
 * find the first pieces on them without walking. */
#include "base/cellset.h"
#include "variant.h"

#include <string.h>

/* The kind of a ray of len cells (enum vc_scan_kind). */
static int line_kind(const uint8_t *cells, int len)
{
    int order;

    if (len == 1)
        return VC_SCAN_LEAPS;
    order = vc_line_order(cells, len);
    return order == VC_LINE_RISING    ? VC_SCAN_RISING
           : order == VC_LINE_FALLING ? VC_SCAN_FALLING
                                       : VC_SCAN_WALKED;
}

/* The least distance (1-based) from which scan s attacks. */
static int nearest(const struct vc_attack_scan *s)
{
    return s->min > 1 ? s->min : 1;
}

/* The types that attack along scan s from some distance. */
static uint32_t scan_types(const struct vc_variant *v,
                           const struct vc_attack_scan *s)
{
    uint32_t types = 0;

    for (int k = 0; k < v->ntypes; k++)
        if (s->range[v->type_list[k]] >= nearest(s))
            types |= (uint32_t)1 << v->type_list[k];
    return types;
}

/* l->some and l->every for a line of scan s, whose types are `types`: a
 * piece attacks from the distances nearest(s) to its range. */
static void note_attackers(struct vc_scan_line *l,
                           const struct vc_attack_scan *s, uint32_t types)
{
    l->some = nearest(s) <= l->len ? types : 0;
    l->every = 0;
    for (uint32_t m = nearest(s) == 1 ? types : 0; m; m &= m - 1)
        if (s->range[__builtin_ctz(m)] >= l->len)
            l->every |= m & -m;
}

static struct vc_scan_line *next_line(struct vc_variant *v)
{
    if (v->nscan_lines >= VC_MAX_SCAN_LINES)
        return NULL;
    memset(&v->scan_line[v->nscan_lines], 0, sizeof(v->scan_line[0]));
    return &v->scan_line[v->nscan_lines++];
}

/* The lines of by's attack scans from `cell`, lines no piece attacks
 * along left out; 0, or -1 when they do not fit. */
static int scan_lines(struct vc_variant *v, int by, int cell)
{
    const struct vc_board *b = v->board;
    struct vc_scan_line *l;

    for (int i = 0; i < v->nscan[by]; i++) {
        const struct vc_attack_scan *s = &v->scan[by][i];
        int nrays;
        const struct vc_ray *ray = vc_board_rays(b, cell, s->fam, &nrays);
        uint32_t types = scan_types(v, s);
        struct vc_scan_line *leaps = NULL;
        for (int r = 0; r < nrays; r++, ray++) {
            const uint8_t *cells = &b->ray_cells[ray->off];
            int len = ray->len < s->maxrange ? ray->len : s->maxrange;
            if (len == 0)
                continue;
            if (len == 1 && leaps) { /* the scan's one-cell rays: one set */
                vc_set_add(leaps->cells, cells[0]);
                continue;
            }
            if (!(l = next_line(v)))
                return -1;
            l->kind = (uint8_t)line_kind(cells, len);
            l->scan = (uint8_t)i;
            l->len = (uint8_t)len;
            l->ray = ray->off;
            for (int k = 0; k < len; k++)
                vc_set_add(l->cells, cells[k]);
            note_attackers(l, s, types);
            if (!l->some)
                v->nscan_lines--;
            else if (len == 1)
                leaps = l;
        }
    }
    return 0;
}

/* Order the lines from h->at on by kind and count them into h; 0, or -1
 * when a kind has too many. */
static int sort_by_kind(struct vc_variant *v, struct vc_scan_head *h)
{
    int n[VC_SCAN_KINDS] = {0};

    for (uint32_t i = h->at; i < v->nscan_lines; i++) {
        struct vc_scan_line l = v->scan_line[i];
        uint32_t j = i;
        for (; j > h->at && v->scan_line[j - 1].kind > l.kind; j--)
            v->scan_line[j] = v->scan_line[j - 1];
        v->scan_line[j] = l;
        n[l.kind]++;
    }
    for (int kind = 0; kind < VC_SCAN_KINDS; kind++) {
        if (n[kind] > UINT8_MAX)
            return -1;
        h->n[kind] = (uint8_t)n[kind];
    }
    return 0;
}

/* The cells of the lines of h, the last ones made, into zone. */
static void zone_of(const struct vc_variant *v, const struct vc_scan_head *h,
                    uint64_t zone[2])
{
    zone[0] = zone[1] = 0;
    for (uint32_t i = h->at; i < v->nscan_lines; i++) {
        zone[0] |= v->scan_line[i].cells[0];
        zone[1] |= v->scan_line[i].cells[1];
    }
}

/* Black's lines of h (not its leaps), the last ones made, when they are
 * white's of the same cell, w: white's, held once. */
static void share_white_lines(struct vc_variant *v, struct vc_scan_head *h,
                              const struct vc_scan_head *w)
{
    uint32_t n = 0;

    h->lines_at = h->at + h->n[VC_SCAN_LEAPS];
    for (int kind = VC_SCAN_RISING; kind < VC_SCAN_KINDS; kind++) {
        if (h->n[kind] != w->n[kind])
            return;
        n += h->n[kind];
    }
    if (n && memcmp(&v->scan_line[h->lines_at], &v->scan_line[w->lines_at],
                    n * sizeof(v->scan_line[0])) == 0) {
        v->nscan_lines -= n;
        h->lines_at = w->lines_at;
    }
}

/* Each colour's lines from every cell. */
int vc_derive_scan_lines(struct vc_variant *v)
{
    long covered = 0;

    v->nscan_lines = 0;
    for (int by = 0; by < 2; by++)
        for (int cell = 0; cell < v->board->ncells; cell++) {
            struct vc_scan_head *h = &v->scan_head[by][cell];
            uint64_t *zone = v->scan_zone[by][cell];
            h->at = v->nscan_lines;
            if (scan_lines(v, by, cell) < 0 || sort_by_kind(v, h) < 0)
                return -1;
            zone_of(v, h, zone);
            covered += vc_cells_in(zone[0]) + vc_cells_in(zone[1]);
            if (by == 0)
                h->lines_at = h->at + h->n[VC_SCAN_LEAPS];
            else
                share_white_lines(v, h, &v->scan_head[0][cell]);
        }
    v->zones_narrow = 5 * covered <= 6L * v->board->ncells * v->board->ncells;
    return 0;
}

/* 1 if one of the lines of `by`'s scans from `cell` meets a cell of
 * `opened` before a cell of `closed`, with cells of the line beyond it:
 * emptying the one may then let an attack through. */
static int opens_a_line(const struct vc_variant *v, int by, int cell,
                        const uint64_t opened[2], const uint64_t closed[2])
{
    const struct vc_scan_head *h = &v->scan_head[by][cell];
    const struct vc_scan_line *l = &v->scan_line[h->lines_at];
    const struct vc_scan_line *end = l;

    for (int kind = VC_SCAN_RISING; kind < VC_SCAN_KINDS; kind++)
        end += h->n[kind];
    for (; l < end; l++) {
        const uint8_t *cells = &v->board->ray_cells[l->ray];
        for (int d = 0; d + 1 < l->len && !vc_set_has(closed, cells[d]); d++)
            if (vc_set_has(opened, cells[d]))
                return 1;
    }
    return 0;
}

/* A piece attacks along a line only as the first piece on it, so a
 * castling that opens no line onto its royal piece's target leaves the
 * target attacked by no piece that did not attack it before. */
uint8_t vc_castles_settled(const struct vc_variant *v)
{
    uint8_t settled = 0;

    for (int i = 0; i < v->ncastle; i++) {
        const struct vc_castle *c = &v->castle[i];
        uint64_t opened[2] = {0, 0}, closed[2] = {0, 0};
        int safe = 0;
        for (int k = 0; k < c->nsafe; k++)
            safe |= c->safe[k] == c->king_to;
        vc_set_add(opened, c->king_from);
        vc_set_add(opened, c->partner_from);
        vc_set_add(closed, c->king_to);
        vc_set_add(closed, c->partner_to);
        for (int w = 0; w < 2; w++) {
            uint64_t both = opened[w] & closed[w];
            opened[w] &= ~both;
            closed[w] &= ~both;
        }
        if (safe && !opens_a_line(v, c->color ^ 1, c->king_to, opened, closed))
            settled |= (uint8_t)(1u << i);
    }
    return settled;
}
