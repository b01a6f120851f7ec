/* check_trihexagonal.c - Trihexagonal Chess rules through the public API,
 * with the spec's worked examples (docs/rules/trihexagonal.md sections 4-5).
 * Positions are written with fen_of(), which knows the FEN cell order of
 * spec section 2 independently of the library. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#define TH "trihexagonal"

/* Spec section 2: left-to-right cell order of odd and even ranks. */
static const char *const odd_order[9] = {"a", "b/", "b", "c", "d/",
                                         "d", "e", "f/", "f"};
static const char *const even_order[9] = {"a", "a/", "b", "c", "c/",
                                          "d", "e", "e/", "f"};

/* Slot of a cell name such as "c4/" in its rank, or -1. */
static int slot_of(const char *cell, int *rank)
{
    char file[3] = {cell[0], 0, 0};
    const char *const *order;

    *rank = cell[1] - '0';
    if (cell[2] == '/')
        file[1] = '/';
    order = *rank % 2 ? odd_order : even_order;
    for (int i = 0; i < 9; i++)
        if (strcmp(order[i], file) == 0)
            return i;
    return -1;
}

/* FEN from "Kd1 pc4/ ..." (piece letter then cell), side and castling. */
static const char *fen_of(const char *pieces, const char *rest, char *buf,
                          size_t size)
{
    char board[9][10];
    char token[8];
    size_t len = 0;
    int used;

    memset(board, 0, sizeof(board));
    for (const char *p = pieces; sscanf(p, "%7s%n", token, &used) == 1;
         p += used) {
        int rank, slot = slot_of(token + 1, &rank);
        ck_assert_int_ge(slot, 0);
        board[rank][slot] = token[0];
    }
    for (int rank = 8; rank >= 1; rank--) {
        int empty = 0;
        for (int i = 0; i < 9; i++) {
            if (!board[rank][i] && ++empty)
                continue;
            if (empty)
                len += (size_t)snprintf(buf + len, size - len, "%d", empty);
            empty = 0;
            len += (size_t)snprintf(buf + len, size - len, "%c",
                                    board[rank][i]);
        }
        if (empty)
            len += (size_t)snprintf(buf + len, size - len, "%d", empty);
        len += (size_t)snprintf(buf + len, size - len, rank > 1 ? "/" : " ");
    }
    snprintf(buf + len, size - len, "%s", rest);
    return buf;
}

static const struct {
    const char *pieces, *from, *expected;
} moves[] = {
    /* the pawn table of section 4 (targets made capturable) */
    {"Kd1 kc8 Pb2 pa3 pc3", "b2", "b2a3 b2b3 b2c3 b2c4/"},
    {"Kd1 kc8 Pb3 pc4 pe4", "b3", "b3b3/ b3c4 b3c4/ b3e4"},
    {"Kd1 kc8 Pe2/ pf3/", "e2/", "e2/e2 e2/f2 e2/f3/"},
    {"Kd1 kc8 Pd5/ pe8/", "d5/",
     "d5/d6 d5/e6 d5/e8/b d5/e8/n d5/e8/q d5/e8/r"}, /* e8/ is rank 8 */
    /* a blocked forward step also blocks the double step */
    {"Kd1 kc8 Pb2 pb3", "b2", ""},
    /* the bishop from d4 */
    {"Kf1 kc8 Bd4", "d4",
     "d4a1 d4a7 d4b2 d4b6 d4c3 d4c5 d4e3 d4e5 d4f2 d4f6"},
    /* the rook from c1: a ring both ways plus an arc; b2 counted once */
    {"Kf1 kc8 Rc1", "c1",
     "c1a2/ c1b1 c1b1/ c1b2 c1b3 c1c2 c1c2/ c1c4/ c1d1/ c1d4 c1e2 c1e3 "
     "c1e4 c1e4/"},
    /* the knight lists of section 4 */
    {"Kf1 kc8 Nd4", "d4", "d4b1/ d4b3/ d4c2/ d4d3 d4e4/ d4e6 d4f5"},
    {"Kf1 kc8 Nb1", "b1", "b1a2/ b1c4/ b1d1/ b1d2 b1d3/"},
    /* f1 has a single neighbour and no diagonal step (the pawn keeps the
     * position from being a dead K v K) */
    {"Kf1 kc8 Pa2", "f1", "f1f1/"},
};

START_TEST(spec_examples)
{
    char fen[512];
    struct tu_moves_case c = {TH, NULL, moves[_i].from, moves[_i].expected};

    c.fen = fen_of(moves[_i].pieces, "w - - 0 1", fen, sizeof(fen));
    tu_check_moves(&c);
}
END_TEST

START_TEST(start_position)
{
    vchess_game *g = tu_game(TH, NULL);
    char buf[512], built[512];

    fen_of("Ka8 Kd1", "", built, sizeof(built)); /* exercise fen_of */
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w Kk - "
                     "0 1");
    ck_assert_str_eq(fen_of("Ra1 Nb1/ Bb1 Qc1 Bd1/ Kd1 Be1 Nf1/ Rf1 Pa2 "
                            "Pa2/ Pb2 Pc2 Pc2/ Pd2 Pe2 Pe2/ Pf2 ra8 na8/ "
                            "bb8 kc8 bc8/ qd8 be8 ne8/ rf8 pa7 pb7/ pb7 "
                            "pc7 pd7/ pd7 pe7 pf7/ pf7",
                            "w Kk - 0 1", built, sizeof(built)),
                     buf);
    ck_assert_int_eq(tu_cell_count(g), 72);
    vchess_game_free(g);
}
END_TEST

START_TEST(cell_names)
{
    vchess_game *g = tu_game(TH, NULL);
    const char *bad[] = {"a1/", "g3", "c4//", "a9", "A1", ""};

    int cell;

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
        ck_assert_int_eq(vchess_variant_cell_index(&cell, vchess_game_variant(g),
                                                   bad[i]),
                         VCHESS_ECELL);
    ck_assert_str_eq(tu_cell_name(g, tu_cell(g, "c4/")),
                     "c4/");
    vchess_game_free(g);
}
END_TEST

START_TEST(en_passant_on_the_skipped_cell)
{
    char fen[512], buf[512];
    vchess_game *g = tu_game(TH, fen_of("Kd1 kc8 Pb2 pe4", "w - - 0 1", fen,
                                        sizeof(fen)));

    tu_play(g, "b2c4/");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     fen_of("Kd1 kc8 Pc4/ pe4", "b - b3 0 1", fen,
                            sizeof(fen)));
    tu_play(g, "e4b3"); /* white pawn b3 captures e4, so e4 captures b3 */
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     fen_of("Kd1 kc8 pb3", "w - - 0 2", fen, sizeof(fen)));
    vchess_game_free(g);
}
END_TEST

START_TEST(castling)
{
    char fen[512], buf[512];
    vchess_game *g = tu_game(TH, fen_of("Ra1 Kd1 Rf1 ra8 kc8", "w Kk - 0 1",
                                        fen, sizeof(fen)));

    tu_play(g, "d1f1/");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     fen_of("Ra1 Kf1/ Rf2 ra8 kc8", "b k - 1 1", fen,
                            sizeof(fen)));
    tu_play(g, "c8a8/");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     fen_of("Ra1 Kf1/ Rf2 ka8/ ra7", "w - - 2 2", fen,
                            sizeof(fen)));
    vchess_game_free(g);
}
END_TEST

/* Castling needs e1, f1/, f2 empty. */
START_TEST(castling_blocked)
{
    static const char *const blockers[] = {"Be1", "Nf1/", "Pf2"};
    char fen[512], pieces[64], buf[4096];
    vchess_game *g;

    snprintf(pieces, sizeof(pieces), "Kd1 Rf1 kc8 %s", blockers[_i]);
    g = tu_game(TH, fen_of(pieces, "w K - 0 1", fen, sizeof(fen)));
    ck_assert_ptr_null(strstr(tu_moves(g, "d1", buf, sizeof(buf)), "d1f1/"));
    vchess_game_free(g);
}
END_TEST

/* Each rank-7 cell: a white pawn's moves into rank 8 all promote, four
 * ways each; its forward steps that stay in rank 7 do not promote. */
START_TEST(promotion_on_the_whole_last_rank)
{
    char fen[512], pieces[64], from[8];
    vchess_move list[TU_MAX_MOVES];
    size_t n = 0, promos = 0;
    vchess_game *g;

    snprintf(from, sizeof(from), "%c7%s", odd_order[_i][0],
             odd_order[_i][1] ? "/" : "");
    snprintf(pieces, sizeof(pieces), "Kf1 ka1 P%s", from);
    g = tu_game(TH, fen_of(pieces, "w - - 0 1", fen, sizeof(fen)));
    vchess_game_legal_moves(list, TU_MAX_MOVES, &n, g);
    for (size_t i = 0; i < n; i++) {
        const char *to = tu_cell_name(g, vchess_move_to(list[i]));
        vchess_move_info info;
        int promo;

        ck_assert_int_eq(vchess_game_move_info(&info, g, list[i]), 0);
        promo = info.promotion != 0;
        if (vchess_move_from(list[i]) != tu_cell(g, from))
            continue;
        ck_assert_int_eq(promo, to[1] == '8');
        promos += (size_t)promo;
    }
    ck_assert_msg(promos % 4 == 0, "%s: %zu promotions", from, promos);
    vchess_game_free(g);
}
END_TEST

/* A knight on d4 checks a king on each cell of its spec list: attack
 * detection must follow the knight's own (non-symmetric) relation. */
START_TEST(knight_checks_follow_its_relation)
{
    static const char *const targets[] = {"b1/", "c2/", "b3/", "d3",
                                          "e4/", "f5",  "e6"};
    char fen[512], pieces[64];
    vchess_game *g;

    snprintf(pieces, sizeof(pieces), "K%s nd4 ka8", targets[_i]);
    g = tu_game(TH, fen_of(pieces, "w - - 0 1", fen, sizeof(fen)));
    ck_assert_int_eq(tu_in_check(g), 1);
    vchess_game_free(g);
}
END_TEST

Suite *trihexagonal_suite(void)
{
    Suite *s = suite_create("trihexagonal");
    TCase *tc = tcase_create("rules");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, spec_examples, 0,
                        sizeof(moves) / sizeof(moves[0]));
    tcase_add_test(tc, start_position);
    tcase_add_test(tc, cell_names);
    tcase_add_test(tc, en_passant_on_the_skipped_cell);
    tcase_add_test(tc, castling);
    tcase_add_loop_test(tc, castling_blocked, 0, 3);
    tcase_add_loop_test(tc, promotion_on_the_whole_last_rank, 0, 9);
    tcase_add_loop_test(tc, knight_checks_follow_its_relation, 0, 7);
    suite_add_tcase(s, tc);
    return s;
}
