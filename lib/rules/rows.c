/* rows.c - the shared rows of piece codes (rows.h).  A code's rows are
 * laid out in one image whose offsets count from the image's own
 * arrays, so the image depends only on the code's moves on the board;
 * the image is then its own key (line_share.c). */
#include "rows.h"

#include "line_share.h"

#include <string.h>

/* The sizes of an image's arrays, its first bytes (so that two images
 * of the same bytes have the same layout). */
struct head {
    uint32_t ncells, nzone, nreach, ngroups, nprog, plans;
    uint32_t pad[2];
};

struct image {
    struct head h;
    size_t at_prog_at, at_plan, at_zone, at_reach, at_group, at_prog, size;
};

static const uint8_t no_moves[16]; /* an empty move program */
static const uint32_t no_programs[VC_MAX_CELLS];
static const struct vc_plan no_plans[VC_MAX_CELLS];
static const uint64_t no_zone[128][2];

static size_t align16(size_t n)
{
    return (n + 15) & ~(size_t)15;
}

static int lines_in(const struct vc_plan *pl)
{
    return pl->n[0] + pl->n[1] + pl->n[2];
}

/* The offsets of an image's arrays, from its sizes. */
static void layout(struct image *im)
{
    const struct head *h = &im->h;
    size_t at = align16(sizeof(struct head));

    im->at_prog_at = at;
    at = align16(at + (size_t)h->ncells * sizeof(uint32_t));
    im->at_plan = at;
    at = align16(at + (h->plans ? (size_t)h->ncells : 0) *
                          sizeof(struct vc_plan));
    im->at_zone = at;
    at = align16(at + h->nzone * sizeof(no_zone[0]));
    im->at_reach = at;
    at = align16(at + h->nreach * sizeof(struct vc_reach));
    im->at_group = at;
    at = align16(at + h->ngroups * sizeof(struct vc_line_group));
    im->at_prog = at;
    im->size = align16(at + h->nprog);
}

/* The sizes and layout of the image of (color, t). */
static void measure(const struct vc_variant *v, int color, int t,
                    struct image *im)
{
    int code = VC_PIECE(color, t), ncells = v->board->ncells;

    memset(im, 0, sizeof(*im));
    im->h.ncells = (uint32_t)ncells;
    im->h.plans = v->reach_ok;
    im->h.nzone = v->reach_ok ? (uint32_t)(ncells < 128 ? ncells : 128) : 0;
    for (int c = 0; c < ncells; c++) {
        im->h.nprog += (uint32_t)vc_program_size(vc_program(v, color, t, c));
        if (v->reach_ok) {
            im->h.nreach += (uint32_t)lines_in(&v->plan[code][c]);
            im->h.ngroups += v->tabled ? v->plan[code][c].ngroups : 0;
        }
    }
    layout(im);
}

/* Fill the image (zeroed) of (color, t): each cell's program, plan,
 * line records and groups copied, their offsets counted anew. */
static void fill(const struct vc_variant *v, int color, int t,
                 const struct image *im, uint8_t *out)
{
    int code = VC_PIECE(color, t);
    uint32_t *prog_at = (uint32_t *)(out + im->at_prog_at);
    struct vc_plan *plan = (struct vc_plan *)(out + im->at_plan);
    struct vc_reach *reach = (struct vc_reach *)(out + im->at_reach);
    struct vc_line_group *group = (struct vc_line_group *)(out + im->at_group);
    uint32_t nprog = 0, nreach = 0, ngroups = 0;

    memcpy(out, &im->h, sizeof(im->h));
    if (im->h.nzone)
        memcpy(out + im->at_zone, v->piece_zone[code],
               im->h.nzone * sizeof(no_zone[0]));
    for (uint32_t c = 0; c < im->h.ncells; c++) {
        const uint8_t *s = vc_program(v, color, t, (int)c);
        uint32_t len = (uint32_t)vc_program_size(s);
        uint32_t old = v->prog_at[color][t][c];
        const struct vc_plan *pl = &v->plan[code][c];
        memcpy(out + im->at_prog + nprog, s, len);
        prog_at[c] = nprog;
        if (im->h.plans) {
            const struct vc_reach *r = vc_plan_lines(pl);
            int n = lines_in(pl);
            plan[c] = *pl;
            vc_plan_set_lines(&plan[c], &reach[nreach]);
            for (int i = 0; i < n; i++) {
                reach[nreach + i] = r[i];
                reach[nreach + i].ray = r[i].ray - old + nprog;
            }
            nreach += (uint32_t)n;
            if (v->tabled && pl->ngroups) {
                memcpy(&group[ngroups], &v->lgroup[pl->group_at],
                       pl->ngroups * sizeof(group[0]));
                plan[c].group_at = (uint32_t)((const char *)&group[ngroups] -
                                              (const char *)&plan[c]);
                ngroups += pl->ngroups;
            } else {
                plan[c].group_at = 0;
            }
        }
        nprog += len;
    }
}

/* A new copy holds a reference to each line table of its groups. */
static void made(void *ctx, uint64_t *copy)
{
    const struct image *im = ctx;
    const struct vc_line_group *g =
        (const struct vc_line_group *)((const uint8_t *)copy + im->at_group);

    for (uint32_t i = 0; i < im->h.ngroups; i++)
        vc_line_table_ref(g[i].tab);
}

/* The last reference to a copy gives back its line tables'. */
static void last(const void *copy)
{
    struct image im;
    const struct vc_line_group *g;

    memcpy(&im.h, copy, sizeof(im.h));
    layout(&im);
    g = (const struct vc_line_group *)((const uint8_t *)copy + im.at_group);
    for (uint32_t i = 0; i < im.h.ngroups; i++)
        vc_line_table_unref(g[i].tab);
}

/* Point the code's rows at its image. */
static void point_at(struct vc_variant *v, int color, int t,
                     const struct image *im, const uint8_t *copy)
{
    int code = VC_PIECE(color, t);

    v->rows[code] = copy;
    v->prog_at[color][t] = (uint32_t *)(copy + im->at_prog_at);
    v->prog_of[code] = copy + im->at_prog;
    v->plan[code] = im->h.plans ? (struct vc_plan *)(copy + im->at_plan)
                                : (struct vc_plan *)no_plans;
    v->piece_zone[code] = im->h.nzone ? (uint64_t(*)[2])(copy + im->at_zone)
                                      : (uint64_t(*)[2])no_zone;
}

/* The shared copy of (color, t)'s rows; -1 when there is no memory. */
static int share_code(struct vc_variant *v, int color, int t,
                      const vchess_allocator *a)
{
    struct image im;
    uint8_t *scratch;
    const void *copy;

    measure(v, color, t, &im);
    if (!(scratch = vc_alloc(a, im.size)))
        return -1;
    memset(scratch, 0, im.size);
    fill(v, color, t, &im, scratch);
    copy = vc_shared_copy_get(scratch, im.size, made, &im, a);
    vc_free(a, scratch);
    if (!copy)
        return -1;
    point_at(v, color, t, &im, copy);
    return 0;
}

/* The rows of the codes and types v does not use: rows of zeros. */
static void point_unused_at_zeros(struct vc_variant *v, const uint8_t *used)
{
    for (int code = 0; code < VC_PIECE_CODES; code++) {
        if (used[code])
            continue;
        v->rows[code] = NULL;
        v->prog_at[VC_COLOR(code)][VC_TYPE(code)] = (uint32_t *)no_programs;
        v->prog_of[code] = no_moves;
        v->plan[code] = (struct vc_plan *)no_plans;
        v->piece_zone[code] = (uint64_t(*)[2])no_zone;
    }
}

/* Black's rows of type t are white's (alike_rows). */
static void same_rows(struct vc_variant *v, int t)
{
    int black = VC_PIECE(1, t), white = VC_PIECE(0, t);

    v->rows[black] = NULL; /* white's reference */
    v->prog_at[1][t] = v->prog_at[0][t];
    v->prog_of[black] = v->prog_of[white];
    v->plan[black] = v->plan[white];
    v->piece_zone[black] = v->piece_zone[white];
}

/* Each code's rows are read from v's compiled ones before they are
 * pointed at its copy; a black code that moves as white's is pointed at
 * white's copy. */
int vc_rows_share(struct vc_variant *v, const vchess_allocator *a)
{
    uint8_t used[VC_PIECE_CODES] = {0};

    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++) {
            int t = v->type_list[k];
            if (color == 1 && (v->alike_rows >> t & 1))
                continue;
            if (share_code(v, color, t, a) < 0) {
                vc_rows_release(v);
                return -1;
            }
            used[VC_PIECE(color, t)] = 1;
        }
    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        if (v->alike_rows >> t & 1) {
            same_rows(v, t);
            used[VC_PIECE(1, t)] = 1;
        }
    }
    point_unused_at_zeros(v, used);
    for (uint32_t i = 0; i < v->nlgroups; i++)
        vc_line_table_unref(v->lgroup[i].tab);
    v->nlgroups = 0;
    return 0;
}

void vc_rows_release(struct vc_variant *v)
{
    for (int code = 0; code < VC_PIECE_CODES; code++) {
        if (v->rows[code])
            vc_shared_copy_unref(v->rows[code], last);
        v->rows[code] = NULL;
    }
}
