/* check_exchange.c - static exchange evaluation (lib/engine/exchange.c):
 * exchanges worked out by hand on small chess and capablanca positions,
 * with the textbook values (pawn 100, knight and bishop 300, rook 500,
 * queen 900, archbishop 700). */
#include "engine/position.h"
#include "notation/fen.h"
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

static void textbook(const struct vc_variant *v, int value[VC_MAX_PTYPES])
{
    static const struct {
        char letter;
        int value;
    } book[] = {{'P', 100}, {'N', 300}, {'B', 300}, {'R', 500},
                {'Q', 900}, {'A', 700}, {'C', 800}};

    memset(value, 0, VC_MAX_PTYPES * sizeof(*value));
    for (size_t i = 0; i < sizeof(book) / sizeof(book[0]); i++)
        for (int t = 1; t < VC_MAX_PTYPES; t++)
            if (v->piece[t].letter == book[i].letter)
                value[t] = book[i].value;
}

/* The legal move from `from` to `to` in fen (in *p), promoting to the
 * piece of letter `promo` (0: none). */
static uint32_t move_of(const struct vc_variant *v, struct vc_pos *p,
                        const char *fen, const char *from, const char *to,
                        char promo)
{
    int f = vc_board_find(v->board, from), t = vc_board_find(v->board, to);
    uint32_t moves[VC_MAX_GEN];
    vchess_error err;
    int n;

    ck_assert_msg(vc_fen_parse(v, fen, p, &err) == 0, "%s: %s", fen, err.text);
    n = vc_gen_legal(v, p, moves);
    for (int i = 0; i < n; i++)
        if (VC_MFROM(moves[i]) == f && VC_MTO(moves[i]) == t &&
            !VC_MDROP(moves[i]) &&
            (int)VC_MPROMO(moves[i]) == (promo ? tu_type_of(v, promo) : 0))
            return moves[i];
    ck_abort_msg("%s%s is not legal in %s", from, to, fen);
    return 0;
}

/* The move's exchange wins `want` exactly: at least want, not want + 1. */
static void exchange_promoting(const char *variant, const char *fen,
                               const char *from, const char *to, char promo,
                               int want)
{
    const struct vc_variant *v = tu_builtin(variant);
    int value[VC_MAX_PTYPES];
    struct vc_pos p;
    uint32_t m = move_of(v, &p, fen, from, to, promo);

    textbook(v, value);
    ck_assert_msg(vc_exchange_ge(v, &p, m, value, want), "%s%s in %s: < %d",
                  from, to, fen, want);
    ck_assert_msg(!vc_exchange_ge(v, &p, m, value, want + 1),
                  "%s%s in %s: > %d", from, to, fen, want);
}

static void exchange_is(const char *variant, const char *fen, const char *from,
                        const char *to, int want)
{
    exchange_promoting(variant, fen, from, to, 0, want);
}

START_TEST(an_undefended_pawn_is_won)
{
    exchange_is("chess", "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1", "d5", 100);
}
END_TEST

/* Rxd5 exd5: a rook for a pawn. */
START_TEST(a_rook_for_a_defended_pawn_is_lost)
{
    exchange_is("chess", "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1", "d5",
                100 - 500);
}
END_TEST

/* Rd2xd5 Rxd5 Rxd5: the rook behind the first joins once it has taken,
 * a knight won; without it the exchange would lose 200. */
START_TEST(the_piece_behind_joins)
{
    exchange_is("chess", "3rk3/8/8/3n4/8/8/3R4/3RK3 w - - 0 1", "d2", "d5",
                300);
}
END_TEST

/* Nxd5: the king takes back when nothing defends d5 (a knight for a
 * pawn), and may not when the bishop on b3 does (a pawn won). */
START_TEST(the_king_takes_only_where_nothing_takes_back)
{
    exchange_is("chess", "8/8/4k3/3p4/8/2N5/8/4K3 w - - 0 1", "c3", "d5",
                100 - 300);
    exchange_is("chess", "8/8/4k3/3p4/8/1BN5/8/4K3 w - - 0 1", "c3", "d5",
                100);
}
END_TEST

/* After the first move each side takes back only while it pays. */
START_TEST(each_side_stops_when_taking_loses)
{
    /* Bxd5 (knight won) exd5 (bishop lost) Qxd5 (pawn won): the queen
     * then stands where nothing attacks it. */
    exchange_is("chess", "4k3/8/4p3/3n4/8/1B6/8/3QK3 w - - 0 1", "b3", "d5",
                300 - 300 + 100);
    /* With a black rook on d8 the queen must not take the pawn back. */
    exchange_is("chess", "3rk3/8/4p3/3n4/8/1B6/8/3QK3 w - - 0 1", "b3", "d5",
                300 - 300);
}
END_TEST

/* A quiet move onto a cell a pawn takes on hangs its piece. */
START_TEST(a_quiet_move_can_hang_its_piece)
{
    exchange_is("chess", "4k3/8/4p3/8/8/2N5/8/4K3 w - - 0 1", "c3", "d5",
                -300);
    exchange_is("chess", "4k3/8/8/8/8/2N5/8/4K3 w - - 0 1", "c3", "d5", 0);
}
END_TEST

/* En passant takes the pawn beside, and promotion adds the new piece. */
START_TEST(en_passant_and_promotion)
{
    exchange_is("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5", "d6", 100);
    /* b7xa8=Q: a rook, and a queen for the pawn; nothing takes back. */
    exchange_promoting("chess", "r6k/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7", "a8",
                       'Q', 500 + 900 - 100);
}
END_TEST

/* The archbishop (A, bishop + knight) takes a knight that a chancellor
 * defends: 300 won, 700 lost. */
START_TEST(compound_pieces_take_part)
{
    exchange_is("capablanca", "5k4/10/3c6/10/4n5/10/3A6/5K4 w - - 0 1", "d2",
                "e4", 300 - 700);
}
END_TEST

/* vc_attackers_in() on d5: the bishop, the knight and the rook in
 * front of the queen for white, the pawn for black; the queen once the
 * rook is taken off. */
START_TEST(attackers_of_a_cell)
{
    const struct vc_variant *v = tu_builtin("chess");
    const char *fen = "4k3/8/4p3/3r4/5N2/1B6/3R4/3QK3 w - - 0 1";
    int d5 = vc_board_find(v->board, "d5"), d2 = vc_board_find(v->board, "d2");
    uint64_t occ[2], got[2], want[VC_SET_WORDS] = {0};
    vchess_error err;
    struct vc_pos p;

    ck_assert_int_eq(vc_fen_parse(v, fen, &p, &err), 0);
    occ[0] = p.occ[0][0] | p.occ[1][0];
    occ[1] = 0;
    ck_assert(vc_attackers_in(v, &p, d5, 0, occ, got));
    vc_set_add(want, vc_board_find(v->board, "b3"));
    vc_set_add(want, vc_board_find(v->board, "f4"));
    vc_set_add(want, d2);
    ck_assert_uint_eq(got[0], want[0]);
    occ[0] &= ~((uint64_t)1 << d2);
    ck_assert(vc_attackers_in(v, &p, d5, 0, occ, got));
    want[0] &= ~((uint64_t)1 << d2);
    vc_set_add(want, vc_board_find(v->board, "d1"));
    ck_assert_uint_eq(got[0], want[0]);
    ck_assert(vc_attackers_in(v, &p, d5, 1, occ, got));
    ck_assert_uint_eq(got[0], (uint64_t)1 << vc_board_find(v->board, "e6"));
}
END_TEST

/* The exchange found through the attackers' cell sets is the one found
 * by walking the attack scans (as on boards too large for sets), for
 * every move of random games and three thresholds.  (Fails with the
 * x-rays or the walked lines of attack.c's sets path taken out.) */
START_TEST(sets_and_walks_agree)
{
    static const char *const names[] = {
        "chess",     "capablanca",   "grand",     "shogi",
        "makruk",    "trumpisten",   "hoppelpoppel", "torishogi",
        "glinski", /* its lines of no order are walked */
        "mccooey",   "trihexagonal"};
    static const int thresholds[] = {-300, 0, 100};
    uint64_t rng = 0x9E3779B97F4A7C15u;
    long compared = 0;

    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        const struct vc_variant *v = tu_builtin(names[i]);
        struct vc_variant *walk = malloc(sizeof(*walk));
        uint32_t *moves = malloc(VC_MOVE_ROOM(v) * sizeof(*moves));
        int value[VC_MAX_PTYPES];
        vchess_error err;

        ck_assert_ptr_nonnull(walk);
        ck_assert_ptr_nonnull(moves);
        ck_assert(v->reach_ok);
        memcpy(walk, v, sizeof(*walk));
        walk->reach_ok = 0;
        for (int t = 0; t < VC_MAX_PTYPES; t++)
            value[t] = 100 + 97 * t;
        for (int game = 0; game < 3; game++) {
            struct vc_pos p;
            ck_assert_int_eq(vc_fen_parse(v, v->start_fen, &p, &err), 0);
            for (int ply = 0; ply < 120; ply++) {
                struct vc_undo u;
                int n = vc_gen_legal(v, &p, moves);
                if (n == 0 || vc_ended(v, &p))
                    break;
                for (int k = 0; k < n; k++)
                    for (int t = 0; t < 3; t++, compared++)
                        ck_assert_int_eq(
                            vc_exchange_ge(v, &p, moves[k], value,
                                           thresholds[t]),
                            vc_exchange_ge(walk, &p, moves[k], value,
                                           thresholds[t]));
                rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
                vc_make(v, &p, moves[rng % (uint64_t)n], &u);
            }
        }
        free(moves);
        free(walk);
    }
    ck_assert_int_gt(compared, 100000);
}
END_TEST

Suite *exchange_suite(void)
{
    Suite *s = suite_create("exchange");
    TCase *tc = tcase_create("by hand");

    tcase_add_test(tc, an_undefended_pawn_is_won);
    tcase_add_test(tc, a_rook_for_a_defended_pawn_is_lost);
    tcase_add_test(tc, the_piece_behind_joins);
    tcase_add_test(tc, the_king_takes_only_where_nothing_takes_back);
    tcase_add_test(tc, each_side_stops_when_taking_loses);
    tcase_add_test(tc, a_quiet_move_can_hang_its_piece);
    tcase_add_test(tc, en_passant_and_promotion);
    tcase_add_test(tc, compound_pieces_take_part);
    tcase_add_test(tc, attackers_of_a_cell);
    tcase_add_test(tc, sets_and_walks_agree);
    suite_add_tcase(s, tc);
    return s;
}
