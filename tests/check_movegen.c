/* check_movegen.c - the generator's limits: crowded positions of every
 * variant stay within the move bound the variant was built against. */
#include "suites.h"
#include "testutil.h"
#include "rules/variant.h"
#include "engine/position.h"

#include <stdlib.h>

static const char *const names[] = {"chess", "trihexagonal", "trumpisten"};

/* Fill every `stride`-th cell with `type` for the side to move, one king
 * each, and count the pseudo-legal moves. */
static int crowd(const struct vc_variant *v, int type, int stride)
{
    struct vc_pos p;
    uint32_t *moves = malloc(VC_MAX_GEN * sizeof(*moves));
    int n;

    vc_pos_clear(&p);
    vc_pos_put(v, &p, 0, VC_PIECE(0, VC_ROYAL));
    vc_pos_put(v, &p, v->board->ncells - 1, VC_PIECE(1, VC_ROYAL));
    for (int c = 1; c < v->board->ncells - 1; c++)
        if (c % stride == 0)
            vc_pos_put(v, &p, c, VC_PIECE(0, type));
    n = vc_gen_pseudo(v, &p, moves);
    free(moves);
    return n;
}

START_TEST(crowded_positions_fit)
{
    const struct vc_variant *v = tu_builtin(names[_i]);

    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        if (t == VC_ROYAL)
            continue;
        for (int stride = 1; stride <= 4; stride++) {
            int n = crowd(v, t, stride);
            ck_assert_int_ge(n, 1);
            ck_assert_int_le(n, VC_MAX_GEN);
        }
    }
}
END_TEST

/* Kings alone on the first and last cell: white's king on a1 has three
 * steps in every variant (chess and trumpisten: a2 b1 b2; trihexagonal,
 * worked out from spec section 3: b1/ and a2/ across its two inner sides,
 * b2 through its M1 vertex -- H, T and M2 lead off the board). */
START_TEST(corner_king_has_three_steps)
{
    const struct vc_variant *v = tu_builtin(names[_i]);
    struct vc_pos p;
    uint32_t moves[VC_MAX_GEN];

    vc_pos_clear(&p);
    vc_pos_put(v, &p, 0, VC_PIECE(0, VC_ROYAL));
    vc_pos_put(v, &p, v->board->ncells - 1, VC_PIECE(1, VC_ROYAL));
    ck_assert_int_eq(vc_gen_pseudo(v, &p, moves), 3);
}
END_TEST

Suite *movegen_suite(void)
{
    Suite *s = suite_create("movegen");
    TCase *tc = tcase_create("limits");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, crowded_positions_fit, 0, 3);
    tcase_add_loop_test(tc, corner_king_has_three_steps, 0, 3);
    suite_add_tcase(s, tc);
    return s;
}
