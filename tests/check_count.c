/* check_count.c - the move counter (lib/count.c, perft's last ply) against
 * the move generator, two separate paths: in every position of random
 * games of each variant they must give the same number of legal moves. */
#include "suites.h"
#include "api.h"
#include "fen.h"
#include "position.h"

#include <stdlib.h>

/* Definitions whose boards, pieces and rules differ from the seeds':
 * Capablanca (80 cells: sets of two words), Gardner (5 x 5), Makruk
 * (promotion on the sixth rank), Knightmate (a royal knight), Janus
 * (castling across eight cells), Amazon; Shatranj and Courier (bare
 * king), Grand (promotion by choice, limited), Makpong (a king in check
 * may only take), and chess with promotion by choice on the seventh rank
 * (no limits). */
static const char *const loaded[] = {
    "[a:capablanca]\n", "[a:gardner]\n", "[a:makruk]\n",
    "[a:knightmate]\n", "[a:janus]\n", "[a:amazon]\n",
    "[a:shatranj]\n", "[a:courier]\n", "[a:grand]\n", "[a:makpong]\n",
    "[a:chess]\npromotionRank = 7\nmandatoryPawnPromotion = false\n"
    "immobilityIllegal = true\n"};

#define N_BUILTIN 3
#define N_VARIANTS (N_BUILTIN + sizeof(loaded) / sizeof(loaded[0]))

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1103515245u + 12345u;
    return *state >> 8;
}

/* Play `games` random games of up to `plies` moves, comparing the count
 * with the generator's list in every position met; returns how many
 * positions were compared. */
static int compare_games(const struct vc_variant *v, int games, int plies)
{
    uint32_t *moves = malloc(VC_MAX_GEN * sizeof(*moves));
    uint32_t seed = 12345;
    int positions = 0;

    ck_assert_ptr_nonnull(moves);
    for (int g = 0; g < games; g++) {
        struct vc_pos p;
        ck_assert_int_eq(vc_fen_parse(v, v->start_fen, &p, NULL), 0);
        for (int ply = 0; ply < plies; ply++) {
            int n = vc_gen_legal(v, &p, moves);
            struct vc_undo u;
            int counted = vc_count_legal(v, &p);
            if (counted != n) {
                char fen[VC_FEN_TEXT_MAX];
                vc_fen_write(v, &p, fen, sizeof(fen));
                ck_abort_msg("%s: counted %d, listed %d", fen, counted, n);
            }
            positions++;
            if (n == 0)
                break;
            vc_make(v, &p, moves[next_random(&seed) % (uint32_t)n], &u);
        }
    }
    free(moves);
    return positions;
}

START_TEST(count_equals_generator)
{
    const vchess_variant *v = NULL;
    vchess_variant_set *set = NULL;

    if (_i < N_BUILTIN) {
        ck_assert_int_eq(
            vchess_variant_builtin(&v, vchess_builtin_name((size_t)_i), NULL),
            0);
    } else {
        ck_assert_int_eq(vchess_variant_set_load(&set, loaded[_i - N_BUILTIN],
                                                 "test", NULL, NULL),
                         0);
        ck_assert_int_eq(vchess_variant_set_get(&v, set, "a", NULL), 0);
    }
    ck_assert_int_ge(compare_games(&v->v, 200, 200), 5000);
    vchess_variant_set_free(set);
}
END_TEST

Suite *count_suite(void)
{
    Suite *s = suite_create("count");
    TCase *tc = tcase_create("against the generator");

    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, count_equals_generator, 0, (int)N_VARIANTS);
    suite_add_tcase(s, tc);
    return s;
}
