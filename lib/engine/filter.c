/* filter.c - rules that take moves out of the legal ones: pseudo-royal
 * pieces (pseudo.c), no move may give check (Fairy-Stockfish's checking
 * = false), and a side that can capture must (mustCapture), as
 * Fairy-Stockfish applies them: the captures that count are those that
 * give no check. */
#include "position.h"

static int gives_check(const struct vc_variant *v, struct vc_pos *p,
                       uint32_t m)
{
    struct vc_undo u;
    int check;

    vc_make_unkeyed(v, p, m, &u);
    check = vc_in_check(v, p);
    vc_unmake(v, p, &u);
    return check;
}

static int is_capture(const struct vc_pos *p, uint32_t m)
{
    return VC_MKIND(m) == VC_EP ||
           (VC_MKIND(m) != VC_CASTLE && p->sq[VC_MTO(m)] != 0);
}

static int keep_quiet(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (!gives_check(v, p, moves[i]))
            moves[kept++] = moves[i];
    return kept;
}

static int keep_captures(const struct vc_pos *p, uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (is_capture(p, moves[i]))
            moves[kept++] = moves[i];
    return kept ? kept : n;
}

int vc_filter_moves(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *moves, int n)
{
    if (v->pseudo_royal)
        n = vc_pseudo_keep(v, p, moves, n);
    if (v->no_checks)
        n = keep_quiet(v, p, moves, n);
    if (v->must_capture)
        n = keep_captures(p, moves, n);
    return n;
}
