/* check_count.c - perft's own paths against the move generator: in every
 * position of random games of each variant the move counter (count.c,
 * the last ply) must give the number of legal moves, and the lister of
 * the inner plies (gensets.c) the same moves in any order; and the
 * king's danger read with the line tables must be the one read without,
 * and a move away from vc_check_cells() can give no check.
 * Quiescence's generator (vc_gen_tactical) is checked in the same
 * positions. */
#include "suites.h"
#include "api/api.h"
#include "notation/fen.h"
#include "engine/position.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* Definitions whose boards, pieces and rules differ from the seeds':
 * Capablanca (80 cells: sets of two words), Gardner (5 x 5), Makruk
 * (promotion on the sixth rank), Knightmate (a royal knight), Janus
 * (castling across eight cells), Amazon; Shatranj and Courier (bare
 * king), Grand (promotion by choice, limited), Makpong (a king in check
 * may only take), chess with promotion by choice on the seventh rank
 * (no limits), and an Interactive Diagram whose royal piece is a pawn
 * (listed move by move). */
static const char *const loaded[] = {
    "[a:capablanca]\n", "[a:gardner]\n", "[a:makruk]\n",
    "[a:knightmate]\n", "[a:janus]\n", "[a:amazon]\n",
    "[a:shatranj]\n", "[a:courier]\n", "[a:grand]\n", "[a:makpong]\n",
    "[a:chess]\npromotionRank = 7\nmandatoryPawnPromotion = false\n"
    "immobilityIllegal = true\n",
    "files=8 ranks=8 promoZone=1 promoChoice=R royal=P satellite=a "
    "pawn:P:fmWfcF:pawn:e1,,e8 rook:R:R:rook:a1,h1,,a8,h8 "
    "knight:N:N:knight:b1,g1,,b8,g8 bishop:B:B:bishop:c1,f1,,c8,f8 "
    "queen:Q:Q:queen:d1,,d8\n"};

#define N_LOADED (sizeof(loaded) / sizeof(loaded[0]))

static uint32_t next_random(uint32_t *state)
{
    *state = *state * 1103515245u + 12345u;
    return *state >> 8;
}

static int by_value(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

    return (x > y) - (x < y);
}

/* vc_gen_legal_sets() must list the n moves of `moves` (sorted here). */
static void compare_lists(const struct vc_variant *v, struct vc_pos *p,
                          uint32_t *moves, int n, uint32_t *other)
{
    int m = vc_gen_legal_sets(v, p, other);

    qsort(moves, (size_t)n, sizeof(*moves), by_value);
    qsort(other, (size_t)m, sizeof(*other), by_value);
    if (m != n || memcmp(moves, other, (size_t)n * sizeof(*moves)) != 0) {
        char fen[VC_FEN_TEXT_MAX];
        int i = 0;
        while (i < n && i < m && moves[i] == other[i])
            i++;
        vc_fen_write(v, p, fen, sizeof(fen));
        ck_abort_msg("%s: listed %d, by sets %d; first difference at %d: "
                     "%#x / %#x",
                     fen, n, m, i, i < n ? moves[i] : 0,
                     i < m ? other[i] : 0);
    }
}

/* A capture, en passant or a promotion (a drop may promote nothing). */
static int captures_or_promotes(const struct vc_pos *p, uint32_t m)
{
    return !VC_MDROP(m) &&
           (VC_MPROMO(m) || VC_MKIND(m) == VC_EP ||
            (VC_MKIND(m) != VC_CASTLE && p->sq[VC_MTO(m)]));
}

/* What vc_gen_tactical() lists wrongly of p, whose n moves the generator
 * listed: "" when it lists, in their order, a part of them that holds
 * every one that captures or promotes, and in check all of them. */
static const char *tactical_error(const struct vc_variant *v,
                                  struct vc_pos *p, const uint32_t *moves,
                                  int n, uint32_t *other)
{
    int m = vc_gen_tactical(v, p, other), k = 0;

    if (vc_in_check(v, p) &&
        (m != n || memcmp(moves, other, (size_t)n * sizeof(*moves))))
        return "in check, not every legal move";
    for (int i = 0; i < n; i++) {
        if (k < m && other[k] == moves[i])
            k++;
        else if (captures_or_promotes(p, moves[i]))
            return "a move that captures or promotes left out";
    }
    return k == m ? "" : "a move not legal or out of order";
}

static void compare_tactical(const struct vc_variant *v, struct vc_pos *p,
                             const uint32_t *moves, int n, uint32_t *other)
{
    const char *error = tactical_error(v, p, moves, n, other);

    if (*error) {
        char fen[VC_FEN_TEXT_MAX];
        vc_fen_write(v, p, fen, sizeof(fen));
        ck_abort_msg("%s: tactical moves: %s", fen, error);
    }
}

/* The king's danger in v, which may read the line tables first, against
 * plain's, which reads the lines one by one. */
static void compare_danger(const struct vc_variant *v,
                           const struct vc_variant *plain,
                           const struct vc_pos *p)
{
    struct vc_danger a, b;
    int checks = vc_king_danger(v, p, &a);

    if (checks != vc_king_danger(plain, p, &b) || memcmp(&a, &b, sizeof(a))) {
        char fen[VC_FEN_TEXT_MAX];
        vc_fen_write(v, p, fen, sizeof(fen));
        ck_abort_msg("%s: the king's danger differs from the lines' reading",
                     fen);
    }
}

/* The counts after each of p's n moves, added up one by one, against
 * vc_count_after()'s sum, which shares the enemy royal piece's danger
 * between the moves that leave the lines onto it alone. */
static void compare_after(const struct vc_variant *v, struct vc_pos *p,
                          const uint32_t *moves, int n)
{
    uint64_t one_by_one = 0, after;

    for (int i = 0; i < n; i++) {
        struct vc_undo u;
        vc_make(v, p, moves[i], &u);
        one_by_one += (uint64_t)vc_count_legal(v, p);
        vc_unmake(v, p, &u);
    }
    after = vc_count_after(v, p, moves, n);
    if (after != one_by_one) {
        char fen[VC_FEN_TEXT_MAX];
        vc_fen_write(v, p, fen, sizeof(fen));
        ck_abort_msg("%s: %llu counted after its moves, %llu one by one", fen,
                     (unsigned long long)after,
                     (unsigned long long)one_by_one);
    }
}

/* Every move of p's n that vc_check_cells() says cannot change whether
 * the other side's royal piece is attacked (its cells left alone, no
 * castling, en passant or drop) must leave it attacked as before. */
static void compare_check_cells(const struct vc_variant *v, struct vc_pos *p,
                                const uint32_t *moves, int n)
{
    uint64_t cells[2];
    int before;

    if (!vc_check_cells(v, p, cells))
        return;
    before = vc_attacked(v, p, p->king[p->side ^ 1], p->side);
    for (int i = 0; i < n; i++) {
        uint32_t m = moves[i];
        struct vc_undo u;
        int after;
        if (VC_MKIND(m) == VC_CASTLE || VC_MKIND(m) == VC_EP ||
            VC_MDROP(m) || vc_set_has(cells, VC_MFROM(m)) ||
            vc_set_has(cells, VC_MTO(m)))
            continue;
        vc_make(v, p, m, &u);
        after = vc_in_check(v, p);
        vc_unmake(v, p, &u);
        if (after != before) {
            char fen[VC_FEN_TEXT_MAX];
            vc_fen_write(v, p, fen, sizeof(fen));
            ck_abort_msg("%s: move %#x, away from the check cells, gives "
                         "check %d (was %d)", fen, m, after, before);
        }
    }
}

/* Play `games` random games of up to `plies` moves (and more games, up
 * to five times as many, while they have met fewer than 25 positions
 * each: games that end soon, as dobutsu's), comparing the count and the
 * lists by sets with the generator's list in every position met, the
 * counts after its moves with their sum, the king's danger with
 * plain's (if not NULL), and the moves that leave the check cells alone;
 * returns how many positions were compared. */
static int compare_games(const struct vc_variant *v,
                         const struct vc_variant *plain, int games, int plies)
{
    uint32_t *moves = malloc(VC_MAX_GEN * sizeof(*moves));
    uint32_t *other = malloc(VC_MAX_GEN * sizeof(*other));
    uint32_t seed = 12345;
    int positions = 0;

    ck_assert_ptr_nonnull(moves);
    ck_assert_ptr_nonnull(other);
    for (int g = 0; g < games || (positions < 25 * games && g < 5 * games);
         g++) {
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
            compare_tactical(v, &p, moves, n, other);
            compare_lists(v, &p, moves, n, other);
            if (v->reach_ok && positions % 10 == 0) /* a tenth: slow */
                compare_after(v, &p, moves, n);
            if (plain)
                compare_danger(v, plain, &p);
            compare_check_cells(v, &p, moves, n);
            positions++;
            if (n == 0)
                break;
            vc_make(v, &p, moves[next_random(&seed) % (uint32_t)n], &u);
        }
    }
    free(other);
    free(moves);
    return positions;
}

/* A copy of v that reads every line from its records, as on a CPU
 * without the line tables (linetab.c). */
static struct vc_variant *without_tables(const struct vc_variant *v)
{
    struct vc_variant *copy = malloc(sizeof(*copy));

    ck_assert_ptr_nonnull(copy);
    memcpy(copy, v, sizeof(*copy));
    copy->tabled = 0;
    copy->sgroup = NULL;
    copy->nsgroups = 0;
    return copy;
}

START_TEST(count_equals_generator)
{
    const vchess_variant *v = NULL;
    vchess_variant_set *set = NULL;
    struct vc_variant *copy;
    int n_builtin = (int)vchess_builtin_count();

    if (_i < n_builtin) {
        ck_assert_int_eq(
            vchess_variant_builtin(&v, vchess_builtin_name((size_t)_i), NULL),
            0);
    } else {
        ck_assert_int_eq(vchess_variant_set_load(&set, loaded[_i - n_builtin],
                                                 "test", NULL, NULL),
                         0);
        ck_assert_int_eq(vchess_variant_set_get(&v, set, "a", NULL), 0);
    }
    copy = without_tables(&v->v);
    ck_assert_int_ge(compare_games(&v->v, copy, 200, 200), 5000);
    ck_assert_int_ge(compare_games(copy, NULL, 100, 200), 2500);
    free(copy);
    vchess_variant_set_free(set);
}
END_TEST

/* Trumpisten's pawn moves and takes along its forward line (fR2),
 * counted by its shift groups: the knight on c4 is taken and stops the
 * line (no c5).  The six moves, by hand: Kb1, Kd1, Kc2 (b2 and d2 are
 * the knight's), cxc4, and b4, d4 (fmF). */
START_TEST(count_pawn_line_stops_at_capture)
{
    const struct vc_variant *v = tu_builtin("trumpisten");
    struct vc_pos p;

    ck_assert_int_eq(vc_fen_parse(v, "2k2/5/5/5/*3*/5/*3*/2n2/2P2/5/2K2 w "
                                     "- - 0 1",
                                  &p, NULL),
                     0);
    ck_assert_int_eq(vc_count_legal(v, &p), 6);
}
END_TEST

/* Positions with castling open, and how many castling moves each has by
 * the rules: chess's target and passed cells must not be attacked (b1
 * may be), nor the king; Trumpisten's king steps to b1 or d1, which must
 * not be attacked (its files have no holes; a and e files stop at their
 * holes).  The counter tests these cells as they stand (castle_settled)
 * and must count what the generator lists. */
static const struct {
    const char *variant, *fen;
    int castles;
} castling[] = {
    {"chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 2},
    {"chess", "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", 1},  /* g1 */
    {"chess", "2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 1},  /* c1 */
    {"chess", "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", 2},  /* b1: may be */
    {"chess", "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", 0},  /* check */
    {"chess", "r3k2r/8/8/8/8/8/8/4KR2 b kq - 0 1", 1},   /* f8 */
    {"trumpisten", "2k2/4r/5/5/*3*/5/*3*/5/5/5/P1K1P w AE - 0 1", 2},
    {"trumpisten", "1rk2/5/5/5/*3*/5/*3*/5/5/5/P1K1P w AE - 0 1", 1},
    {"trumpisten", "2kr1/5/5/5/*3*/5/*3*/5/5/5/P1K1P w AE - 0 1", 1},
    {"trumpisten", "2k2/2r2/5/5/*3*/5/*3*/5/5/5/P1K1P w AE - 0 1", 0},
};

#define N_CASTLING (sizeof(castling) / sizeof(castling[0]))

START_TEST(count_castling_by_cells)
{
    const struct vc_variant *v = tu_builtin(castling[_i].variant);
    uint32_t moves[VC_MAX_GEN];
    struct vc_pos p;
    int n, castles = 0;

    ck_assert_int_eq(vc_fen_parse(v, castling[_i].fen, &p, NULL), 0);
    n = vc_gen_legal(v, &p, moves);
    for (int i = 0; i < n; i++)
        castles += VC_MKIND(moves[i]) == VC_CASTLE;
    ck_assert_int_eq(castles, castling[_i].castles);
    ck_assert_int_eq(vc_count_legal(v, &p), n);
}
END_TEST

/* Pinned pieces, counted by the lines of their pins: the moves of each
 * position counted by hand (the white king's steps, then the pinned
 * piece's). */
static const struct {
    const char *fen;
    int moves;
} pinned[] = {
    /* rook pinned on the e-file: d1 d2 f1 f2; e3 and takes e4 */
    {"4k3/8/8/8/4r3/8/4R3/4K3 w - - 0 1", 4 + 2},
    /* bishop pinned on the e-file: d1 d2 f1 f2; none */
    {"4k3/8/8/8/4r3/8/4B3/4K3 w - - 0 1", 4 + 0},
    /* queen pinned on a diagonal: c1 e1 d2 e2; b3 and takes a4 */
    {"4k3/8/8/8/b7/8/2Q5/3K4 w - - 0 1", 4 + 2},
    /* pawn pinned on its file: d1 d2 f1 f2; e3 e4 */
    {"4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1", 4 + 2},
    /* pawn pinned on a diagonal: d1 f1 e2 f2; takes c3 */
    {"4k3/8/8/8/8/2b5/3P4/4K3 w - - 0 1", 4 + 1},
    /* pinned rook, king in check by the knight on d3: d1 d2 f1; none */
    {"4k3/8/8/8/4r3/3n4/4R3/4K3 w - - 0 1", 3 + 0},
};

#define N_PINNED (sizeof(pinned) / sizeof(pinned[0]))

START_TEST(count_pinned_by_lines)
{
    const struct vc_variant *v = tu_builtin("chess");
    uint32_t moves[VC_MAX_GEN];
    struct vc_pos p;

    ck_assert_int_eq(vc_fen_parse(v, pinned[_i].fen, &p, NULL), 0);
    ck_assert_int_eq(vc_count_legal(v, &p), pinned[_i].moves);
    ck_assert_int_eq(vc_gen_legal(v, &p, moves), pinned[_i].moves);
}
END_TEST

/* Which castlings need no test after the move: chess's and Trumpisten's
 * open no line onto the king's target; the trihexagonal king leaves d1,
 * on the line from its target f1/ through e1, so its moves are made. */
START_TEST(castling_settled_by_lines)
{
    ck_assert_uint_eq(tu_builtin("chess")->castle_settled, 0xf);
    ck_assert_uint_eq(tu_builtin("trumpisten")->castle_settled, 0xf);
    ck_assert_uint_eq(tu_builtin("trihexagonal")->castle_settled, 0);
}
END_TEST

/* Perft makes its moves without updating the Zobrist key
 * (vc_make_unkeyed); taking them back must restore it. */
START_TEST(perft_restores_the_key)
{
    const struct vc_variant *v = tu_builtin("chess");
    struct vc_pos p;
    uint64_t key;

    ck_assert_int_eq(vc_fen_parse(v, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/"
                                     "RNBQKBNR w KQkq f6 0 3",
                                  &p, NULL),
                     0);
    key = p.key;
    ck_assert_uint_eq(key, vc_pos_key_compute(&p, v->board->ncells));
    ck_assert_uint_gt(vc_perft(v, &p, 3), 0);
    ck_assert_uint_eq(p.key, key);
}
END_TEST

Suite *count_suite(void)
{
    Suite *s = suite_create("count");
    TCase *tc = tcase_create("against the generator");

    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, count_equals_generator, 0,
                        (int)(vchess_builtin_count() + N_LOADED));
    tcase_add_test(tc, count_pawn_line_stops_at_capture);
    tcase_add_test(tc, perft_restores_the_key);
    tcase_add_loop_test(tc, count_castling_by_cells, 0, (int)N_CASTLING);
    tcase_add_test(tc, castling_settled_by_lines);
    tcase_add_loop_test(tc, count_pinned_by_lines, 0, (int)N_PINNED);
    suite_add_tcase(s, tc);
    return s;
}
