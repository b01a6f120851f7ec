/* check_exchange.c - static exchange evaluation (lib/engine/exchange.c):
 * exchanges worked out by hand on small chess and capablanca positions,
 * with the textbook values (pawn 100, knight and bishop 300, rook 500,
 * queen 900, archbishop 700). */
#include "engine/position.h"
#include "notation/fen.h"
#include "suites.h"
#include "testutil.h"

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
    suite_add_tcase(s, tc);
    return s;
}
