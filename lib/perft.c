/* perft.c - counting the leaves of the legal move tree. */
#include "position.h"

uint64_t vc_perft(const struct vc_variant *v, struct vc_pos *p,
                  unsigned depth)
{
    uint32_t moves[VC_MOVE_ROOM(v)];
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
