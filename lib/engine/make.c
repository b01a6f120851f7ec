/* make.c - placing, removing, making and unmaking as calls, for the code
 * outside perft's last ply (which inlines make.h itself), with the rules
 * that follow a move: blasts and counted checks. */
#include "make.h"

void vc_pos_put(const struct vc_variant *v, struct vc_pos *p, int cell,
                uint8_t piece)
{
    vc_put_inline(v, p, cell, piece);
}

void vc_pos_remove(struct vc_pos *p, int cell)
{
    vc_remove_inline(p, cell);
}

/* checkCounting: a move that gives check counts down the mover's checks
 * still to give (make.h leaves them alone: perft's last ply, which
 * inlines it, is not taken for such variants). */
static void count_check(const struct vc_variant *v, struct vc_pos *p,
                        struct vc_undo *u, int keyed)
{
    int mover = p->side ^ 1;

    u->checks[0] = p->checks[0];
    u->checks[1] = p->checks[1];
    if (!p->checks[mover] || !vc_in_check(v, p))
        return;
    p->checks[mover]--;
    if (keyed)
        p->key ^= vc_zobrist_checks(mover, p->checks[mover] + 1) ^
                  vc_zobrist_checks(mover, p->checks[mover]);
}

/* A move of a variant with rules around its moves (v->after_move:
 * drops and hands, gates, blasts, counted checks), out of the common
 * path. */
static __attribute__((noinline)) void make_ruled(const struct vc_variant *v,
                                                 struct vc_pos *p, uint32_t m,
                                                 struct vc_undo *u, int keyed)
{
    if (VC_MDROP(m)) {
        vc_drop_make(v, p, m, u, keyed);
    } else {
        if (v->captures_to_hand)
            vc_hand_before(v, p, m, u);
        vc_make_inline(v, p, m, u, keyed);
        if (v->captures_to_hand)
            vc_hand_after(v, p, u, keyed);
        if (v->gating)
            vc_gate_make(v, p, m, u, keyed);
    }
    if (v->blast)
        vc_blast(v, p, u, keyed);
    if (v->check_count)
        count_check(v, p, u, keyed);
}

static __attribute__((noinline)) void unmake_ruled(const struct vc_variant *v,
                                                   struct vc_pos *p,
                                                   const struct vc_undo *u)
{
    if (v->blast)
        vc_unblast(v, p, u);
    if (VC_MDROP(u->move)) {
        vc_drop_unmake(v, p, u);
    } else {
        if (v->gating)
            vc_gate_unmake(v, p, u);
        if (v->captures_to_hand)
            vc_hand_undo(v, p, u);
        vc_unmake_inline(v, p, u);
    }
    if (v->check_count) {
        p->checks[0] = u->checks[0];
        p->checks[1] = u->checks[1];
    }
}

void vc_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
             struct vc_undo *u)
{
    if (__builtin_expect(v->after_move, 0))
        make_ruled(v, p, m, u, 1);
    else
        vc_make_inline(v, p, m, u, 1);
}

void vc_make_unkeyed(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                     struct vc_undo *u)
{
    if (__builtin_expect(v->after_move, 0))
        make_ruled(v, p, m, u, 0);
    else
        vc_make_inline(v, p, m, u, 0);
}

void vc_unmake(const struct vc_variant *v, struct vc_pos *p,
               const struct vc_undo *u)
{
    if (__builtin_expect(v->after_move, 0))
        unmake_ruled(v, p, u);
    else
        vc_unmake_inline(v, p, u);
}
