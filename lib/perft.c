/* perft.c - counting the leaves of the legal move tree. */
#include "fen.h"
#include "game.h"

uint64_t vc_perft(const struct vc_variant *v, struct vc_pos *p,
                  unsigned depth)
{
    uint32_t moves[VC_MAX_GEN];
    struct vc_undo u;
    uint64_t nodes = 0;
    int n;

    if (depth == 0)
        return 1;
    n = vc_gen_legal(v, p, moves);
    if (depth == 1)
        return (uint64_t)n;
    for (int i = 0; i < n; i++) {
        vc_make(v, p, moves[i], &u);
        nodes += vc_perft(v, p, depth - 1);
        vc_unmake(v, p, &u);
    }
    return nodes;
}

static int perft_args(vchess_game *g, unsigned depth)
{
    if (!g)
        return VCHESS_EINVAL;
    if (depth > VCHESS_PERFT_MAX_DEPTH)
        return vc_error_set(&g->err, VCHESS_EDEPTH, 0,
                            "depth %u is above %d", depth,
                            VCHESS_PERFT_MAX_DEPTH);
    return 0;
}

int vchess_perft(vchess_game *g, unsigned depth, uint64_t *nodes)
{
    int rc = perft_args(g, depth);

    if (rc < 0)
        return rc;
    if (!nodes)
        return vc_error_set(&g->err, VCHESS_EINVAL, 0, "NULL nodes");
    *nodes = vc_perft(&g->v, &g->pos, depth);
    return 0;
}

int vchess_perft_divide(vchess_game *g, unsigned depth, vchess_move *moves,
                        uint64_t *counts, size_t cap, size_t *count,
                        uint64_t *nodes)
{
    uint32_t all[VC_MAX_GEN];
    struct vc_undo u;
    int rc = perft_args(g, depth), n;

    if (rc < 0)
        return rc;
    if (depth < 1 || !count || !nodes || (cap && (!moves || !counts)))
        return vc_error_set(&g->err, depth < 1 ? VCHESS_EDEPTH : VCHESS_EINVAL,
                            0, "divide needs depth >= 1 and out-parameters");
    n = vc_gen_legal(&g->v, &g->pos, all);
    *count = (size_t)n;
    if ((size_t)n > cap)
        return vc_error_set(&g->err, VCHESS_EBUFS, 0, "buffer too small");
    *nodes = 0;
    for (int i = 0; i < n; i++) {
        vc_make(&g->v, &g->pos, all[i], &u);
        moves[i] = all[i];
        counts[i] = vc_perft(&g->v, &g->pos, depth - 1);
        *nodes += counts[i];
        vc_unmake(&g->v, &g->pos, &u);
    }
    return 0;
}
