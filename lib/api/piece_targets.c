/* piece_targets.c - vchess_variant_piece_targets(): where a piece alone
 * on an empty board could go, read from the variant's compiled move
 * programs (see struct vc_variant), so that a definition's author sees
 * what the engine will play. */
#include "api.h"

#include <string.h>

/* Mark every cell of one move-program group: rays of cells from the
 * group's least distance on, each with the group's move/capture bits. */
static const uint8_t *mark_group(unsigned *marks, const uint8_t *s)
{
    int mode = *s++, nrays = *s++;
    int first = mode >> 4; /* the least distance - 1 */

    for (; nrays > 0; nrays--, s += 1 + s[0])
        for (int d = first; d < s[0]; d++)
            marks[s[1 + d]] |= ((mode & VC_MOVE) ? VCHESS_TARGET_MOVE : 0) |
                               ((mode & VC_CAPTURE) ? VCHESS_TARGET_CAPTURE
                                                    : 0);
    return s;
}

int vchess_variant_piece_targets(int *targets, size_t cap, size_t *n,
                                 const vchess_variant *v, int kind,
                                 int color, int cell)
{
    unsigned marks[VC_MAX_CELLS];
    const uint8_t *s;
    size_t count = 0;

    if (!n || !v || (cap && !targets) ||
        (color != VCHESS_WHITE && color != VCHESS_BLACK))
        return VCHESS_EINVAL;
    *n = 0;
    if (kind < 0 || kind >= v->v.ntypes)
        return VCHESS_ERANGE;
    if (cell < 0 || cell >= v->v.board->ncells)
        return VCHESS_ECELL;
    memset(marks, 0, sizeof(marks));
    s = vc_program(&v->v, color, v->v.type_list[kind], cell);
    while (*s)
        s = mark_group(marks, s);
    for (int c = 0; c < v->v.board->ncells; c++)
        if (marks[c] && c != cell) {
            if (count < cap)
                targets[count] = c | (int)marks[c];
            count++;
        }
    *n = count;
    return count > cap ? VCHESS_EBUFS : 0;
}
