/* variant_api.c - the public vchess_variant: built-in variants built once
 * on first use, reference counts, and the queries. */
#include "api.h"
#include "describe.h"
#include "fen.h"

#include <pthread.h>
#include <string.h>

struct builtin {
    const char *name;
    int board_kind;
};

static const struct builtin builtins[] = {
    {"chess", VCHESS_BOARD_RECT},
    {"trihexagonal", VCHESS_BOARD_KITES},
    {"trumpisten", VCHESS_BOARD_RECT},
};
#define NBUILTINS (sizeof(builtins) / sizeof(builtins[0]))

/* Built once, then only read: the one-time build is guarded by `lock`,
 * and `ready` (written last, with release order) tells readers it is
 * done without taking the lock. */
static struct vchess_variant builtin_store[NBUILTINS];
static atomic_int builtin_ready[NBUILTINS];
static pthread_mutex_t builtin_lock = PTHREAD_MUTEX_INITIALIZER;

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

static int build(struct vchess_variant *out, const struct builtin *b)
{
    if (vc_variant_build(&out->v, b->name) < 0)
        return -1;
    out->builtin = 1;
    out->board_kind = b->board_kind;
    out->hexagons =
        b->board_kind == VCHESS_BOARD_KITES ? count_hexagons(&out->v.board)
                                            : 0;
    return 0;
}

static const struct vchess_variant *builtin_get(size_t i)
{
    int ok = 1;

    if (atomic_load_explicit(&builtin_ready[i], memory_order_acquire))
        return &builtin_store[i];
    pthread_mutex_lock(&builtin_lock);
    if (!atomic_load_explicit(&builtin_ready[i], memory_order_relaxed)) {
        ok = build(&builtin_store[i], &builtins[i]) == 0;
        if (ok)
            atomic_store_explicit(&builtin_ready[i], 1, memory_order_release);
    }
    pthread_mutex_unlock(&builtin_lock);
    return ok ? &builtin_store[i] : NULL;
}

size_t vchess_builtin_count(void)
{
    return NBUILTINS;
}

const char *vchess_builtin_name(size_t i)
{
    return i < NBUILTINS ? builtins[i].name : NULL;
}

int vchess_variant_builtin(const vchess_variant **out, const char *name,
                           vchess_error *err)
{
    if (!out || !name)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    for (size_t i = 0; i < NBUILTINS; i++) {
        if (strcmp(builtins[i].name, name) != 0)
            continue;
        if (!(*out = builtin_get(i)))
            return vc_error_set(err, VCHESS_EVARIANT, 0,
                                "variant '%s' could not be built", name);
        return 0;
    }
    return vc_error_set(err, VCHESS_EVARIANT, 0, "unknown variant '%.60s'",
                        name);
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
    if (atomic_fetch_sub_explicit(&w->refs, 1, memory_order_acq_rel) == 1)
        vc_free(&w->alloc, w);
}

const char *vchess_variant_name(const vchess_variant *v)
{
    return v ? v->v.name : NULL;
}

const char *vchess_variant_start_fen(const vchess_variant *v)
{
    return v ? v->v.start_fen : NULL;
}

int vchess_variant_board_kind(int *kind, const vchess_variant *v)
{
    if (!kind || !v)
        return VCHESS_EINVAL;
    *kind = v->board_kind;
    return 0;
}

int vchess_variant_board_size(int *files, int *ranks, int *hexagons,
                              const vchess_variant *v)
{
    const struct vc_board *b;
    int most = 0;

    if (!v)
        return VCHESS_EINVAL;
    b = &v->v.board;
    for (int r = 0; r < b->nranks; r++)
        most = b->rank_len[r] > most ? b->rank_len[r] : most;
    if (files)
        *files = most;
    if (ranks)
        *ranks = b->nranks;
    if (hexagons)
        *hexagons = v->hexagons;
    return 0;
}

int vchess_variant_cell_count(int *count, const vchess_variant *v)
{
    if (!count || !v)
        return VCHESS_EINVAL;
    *count = v->v.board.ncells;
    return 0;
}

static int cell_ok(const vchess_variant *v, int cell)
{
    return v && cell >= 0 && cell < v->v.board.ncells;
}

const char *vchess_variant_cell_name(const vchess_variant *v, int cell)
{
    return cell_ok(v, cell) ? v->v.board.name[cell] : NULL;
}

int vchess_variant_cell_index(int *cell, const vchess_variant *v,
                              const char *name)
{
    int c;

    if (!cell || !v || !name)
        return VCHESS_EINVAL;
    if ((c = vc_board_find(&v->v.board, name)) < 0)
        return VCHESS_ECELL;
    *cell = c;
    return 0;
}

int vchess_variant_cell_polygon(double *xy, size_t cap, size_t *count,
                                const vchess_variant *v, int cell)
{
    const struct vc_board *b;
    size_t n;

    if (!count || (!xy && cap))
        return VCHESS_EINVAL;
    if (!cell_ok(v, cell))
        return v ? VCHESS_ECELL : VCHESS_EINVAL;
    b = &v->v.board;
    n = b->nverts[cell];
    *count = n;
    if (n > cap)
        return VCHESS_EBUFS;
    for (size_t k = 0; k < n; k++) {
        xy[2 * k] = b->vx[cell][k] * b->unit_x;
        xy[2 * k + 1] = b->vy[cell][k] * b->unit_y;
    }
    return 0;
}

int vchess_variant_cell_centre(double *x, double *y, const vchess_variant *v,
                               int cell)
{
    const struct vc_board *b;
    double sx = 0, sy = 0;
    int n;

    if (!x || !y)
        return VCHESS_EINVAL;
    if (!cell_ok(v, cell))
        return v ? VCHESS_ECELL : VCHESS_EINVAL;
    b = &v->v.board;
    n = b->nverts[cell];
    for (int k = 0; k < n; k++) {
        sx += b->vx[cell][k];
        sy += b->vy[cell][k];
    }
    *x = sx / n * b->unit_x;
    *y = sy / n * b->unit_y;
    return 0;
}

int vchess_variant_cell_shade(int *shade, const vchess_variant *v, int cell)
{
    if (!shade)
        return VCHESS_EINVAL;
    if (!cell_ok(v, cell))
        return v ? VCHESS_ECELL : VCHESS_EINVAL;
    *shade = v->v.board.shade[cell];
    return 0;
}

int vchess_variant_piece_count(int *count, const vchess_variant *v)
{
    if (!count || !v)
        return VCHESS_EINVAL;
    *count = v->v.ntypes;
    return 0;
}

static int kind_ok(const vchess_variant *v, int kind)
{
    return v && kind >= 0 && kind < v->v.ntypes;
}

int vchess_variant_piece_letter(char *letter, const vchess_variant *v,
                                int kind)
{
    if (!letter || !v)
        return VCHESS_EINVAL;
    if (!kind_ok(v, kind))
        return VCHESS_ERANGE;
    *letter = v->v.piece[v->v.type_list[kind]].letter;
    return 0;
}

const char *vchess_variant_piece_name(const vchess_variant *v, int kind)
{
    return kind_ok(v, kind) ? v->v.piece[v->v.type_list[kind]].name : NULL;
}

int vchess_variant_max_moves(size_t *n, const vchess_variant *v)
{
    if (!n || !v)
        return VCHESS_EINVAL;
    *n = (size_t)v->v.max_moves;
    return 0;
}

/* Each cell a letter or one digit, a separator per rank, castling
 * letters, the longest cell name, two counters and spaces. */
int vchess_variant_fen_max(size_t *n, const vchess_variant *v)
{
    const struct vc_board *b;
    size_t slots = 0;

    if (!n || !v)
        return VCHESS_EINVAL;
    b = &v->v.board;
    for (int r = 0; r < b->nranks; r++)
        slots += b->rank_len[r] + 1u;
    *n = slots + 2 + (v->v.ncastle ? v->v.ncastle : 1) + 1 + VC_NAME_MAX +
         2 * 11 + 1;
    return 0;
}

int vchess_variant_describe_cell(char *buf, size_t size, size_t *needed,
                                 const vchess_variant *v, int cell)
{
    if (!cell_ok(v, cell))
        return v ? VCHESS_ECELL : VCHESS_EINVAL;
    return vc_deliver(vc_describe_cell(&v->v.board, cell, buf,
                                       buf ? size : 0),
                      buf, size, needed);
}
