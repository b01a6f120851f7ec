/* perft.c - counting the leaves of the legal move tree. */
#include "position.h"

uint64_t vc_perft(const struct vc_variant *v, struct vc_pos *p,
                  unsigned depth)
{
    struct vc_undo u;
    uint64_t nodes = 0;
    int n;

    if (depth == 0)
        return 1;
    if (depth == 1)
        return (uint64_t)vc_count_legal(v, p);
    uint32_t moves[VC_MOVE_ROOM(v)]; /* after the leaves' early return */
    n = vc_gen_legal_sets(v, p, moves);
    if (depth == 2 && v->reach_ok)
        return vc_count_after(v, p, moves, n);
    for (int i = 0; i < n; i++) {
        vc_make_unkeyed(v, p, moves[i], &u);
        nodes += vc_perft(v, p, depth - 1);
        vc_unmake(v, p, &u);
    }
    return nodes;
}
