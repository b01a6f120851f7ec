/* variant_api.c - the public vchess_variant: the built-in variants,
 * built from their compiled-in definition texts on first use and then
 * shared, reference counts, and the queries. */
#include "api.h"
#include "define/definition.h"
#include "board/describe.h"
#include "notation/fen.h"

#include <pthread.h>
#include <string.h>

/* Room for the built-ins of lib/define/builtin_text.c (tests/check_builtin.c
 * builds every one, so a text with more sections fails there). */
#define MAX_BUILTINS 256

/* Each built-in is allocated and built once, then only read until the
 * process ends: the one-time build is guarded by `builtin_lock`, and the pointer
 * (stored last, with release order) tells readers it is done without
 * taking the lock. */
static _Atomic(struct vchess_variant *) builtin_store[MAX_BUILTINS];
static pthread_mutex_t builtin_lock = PTHREAD_MUTEX_INITIALIZER;

/* Built-in i, read from the built-in texts up to the one defining it. */
static int builtin_build(struct vchess_variant **out, size_t i,
                         vchess_error *err)
{
    struct vc_def_list l;
    vchess_allocator a;
    char why[200];
    size_t at = 0;
    int status;

    vc_alloc_pick(&a, NULL);
    memset(&l, 0, sizeof(l));
    l.alloc = &a;
    status = vc_def_read_builtin(&l, vc_builtin_names[i], err);
    for (size_t k = 0; status == 0 && k < l.ndefs; k++)
        if (strcmp(l.defs[k].name, vc_builtin_names[i]) == 0) {
            status = vc_variant_from_def(out, &l.defs[k], &a, why,
                                         sizeof(why), &at);
            if (status == VCHESS_ESYNTAX)
                status = vc_error_set(err, VCHESS_EVARIANT, 0, "built-in "
                                      "variant '%s' does not build: %.150s",
                                      vc_builtin_names[i], why);
            break;
        }
    vc_free(&a, l.defs);
    if (status == 0 && !*out)
        status = vc_error_set(err, VCHESS_EVARIANT, 0, "built-in variant "
                              "'%s' has no definition", vc_builtin_names[i]);
    if (status == VCHESS_ENOMEM)
        vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    if (status == 0)
        (*out)->builtin = 1;
    return status;
}

static int builtin_get(const struct vchess_variant **out, size_t i,
                       vchess_error *err)
{
    struct vchess_variant *v;
    int status = 0;

    if (i >= MAX_BUILTINS)
        return vc_error_set(err, VCHESS_EVARIANT, 0, "more built-in "
                            "variants than the library has room for");
    v = atomic_load_explicit(&builtin_store[i], memory_order_acquire);
    if (!v) {
        pthread_mutex_lock(&builtin_lock);
        v = atomic_load_explicit(&builtin_store[i], memory_order_relaxed);
        if (!v && (status = builtin_build(&v, i, err)) == 0)
            atomic_store_explicit(&builtin_store[i], v, memory_order_release);
        pthread_mutex_unlock(&builtin_lock);
    }
    *out = v;
    return status;
}

size_t vchess_builtin_count(void)
{
    return vc_builtin_name_count;
}

const char *vchess_builtin_name(size_t i)
{
    return i < vc_builtin_name_count ? vc_builtin_names[i] : NULL;
}

int vchess_variant_builtin(const vchess_variant **out, const char *name,
                           vchess_error *err)
{
    if (!out || !name)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    for (size_t i = 0; i < vc_builtin_name_count; i++)
        if (strcmp(vc_builtin_names[i], name) == 0)
            return builtin_get(out, i, err);
    return vc_error_set(err, VCHESS_EVARIANT, 0, "unknown variant '%.60s'",
                        name);
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
    b = v->v.board;
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
    *count = v->v.board->ncells;
    return 0;
}

static int cell_ok(const vchess_variant *v, int cell)
{
    return v && cell >= 0 && cell < v->v.board->ncells;
}

const char *vchess_variant_cell_name(const vchess_variant *v, int cell)
{
    return cell_ok(v, cell) ? v->v.board->name[cell] : NULL;
}

int vchess_variant_cell_index(int *cell, const vchess_variant *v,
                              const char *name)
{
    int c;

    if (!cell || !v || !name)
        return VCHESS_EINVAL;
    if ((c = vc_board_find(v->v.board, name)) < 0)
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
    b = v->v.board;
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
    b = v->v.board;
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
    *shade = v->v.board->shade[cell];
    return 0;
}

int vchess_variant_has_drops(int *drops, const vchess_variant *v)
{
    if (!drops || !v)
        return VCHESS_EINVAL;
    *drops = v->v.drops;
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
 * letters, the longest cell name, two counters and spaces; with drops
 * the hands (fewer pieces than cells, the FEN reader's bound) in their
 * brackets, and a mark ('~' or '+') before or after each piece. */
int vchess_variant_fen_max(size_t *n, const vchess_variant *v)
{
    const struct vc_board *b;
    size_t slots = 0;

    if (!n || !v)
        return VCHESS_EINVAL;
    b = v->v.board;
    for (int r = 0; r < b->nranks; r++)
        slots += b->rank_len[r] + 1u;
    *n = slots + 2 + (v->v.ncastle ? v->v.ncastle : 1) + 1 + VC_NAME_MAX +
         2 * 11 + 1;
    if (v->v.drops || v->v.piece_promo)
        *n += 2 + 2 * (size_t)b->ncells;
    return 0;
}

int vchess_variant_definition_text(char *buf, size_t size, size_t *needed,
                                   const vchess_variant *v)
{
    if (!v)
        return VCHESS_EINVAL;
    return vc_deliver(vc_def_write(&v->def, buf, buf ? size : 0), buf, size,
                      needed);
}

int vchess_variant_describe_cell(char *buf, size_t size, size_t *needed,
                                 const vchess_variant *v, int cell)
{
    if (!cell_ok(v, cell))
        return v ? VCHESS_ECELL : VCHESS_EINVAL;
    return vc_deliver(vc_describe_cell(v->v.board, cell, buf,
                                       buf ? size : 0),
                      buf, size, needed);
}
