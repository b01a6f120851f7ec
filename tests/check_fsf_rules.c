/* check_fsf_rules.c - Fairy-Stockfish's game-end keys in definition text:
 * nMoveRule and nFoldRule, the extinction keys of shatranj and courier.
 * The expected plies and occurrences come from the rule text
 * (Fairy-Stockfish's variant.h: nMoveRule counts full moves, nFoldRule
 * the occurrences of a position) and from FIDE 9.6 for the automatic
 * draws, which docs/definitions.md scales; the bare-king results from
 * Fairy-Stockfish's is_immediate_game_end() as docs/definitions.md
 * states it (a side with its king alone loses once the other has a piece
 * more than it could take back on its move).  The counting tests are
 * worked by hand from the counting rules as Fairy-Stockfish 11.1 states
 * them (position.cpp, counting_limit() and do_move()): a count starts
 * after the first move that meets its condition, runs one a ply, and
 * the game is drawn once it has run past twice the limit in moves. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <string.h>

/* A game of the one variant "t" that `text` defines. */
static vchess_game *text_game(const char *text, const char *fen)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v;
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "t", NULL), 0);
    ck_assert_msg(vchess_game_create(&g, v, fen, NULL, &err) == 0, "%s",
                  err.text);
    vchess_variant_set_free(s);
    return g;
}

static int claim(const vchess_game *g)
{
    int reason = -1;

    ck_assert_int_eq(vchess_game_claim(&reason, g), 0);
    return reason;
}

static int result(const vchess_game *g, int *reason)
{
    int r = -1;

    ck_assert_int_eq(vchess_game_result(&r, reason, g), 0);
    return r;
}

/* Knights shuffle on a board where nothing else can change: each ply
 * adds one to the n-move count. */
static const char *const shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
#define KNIGHTS_FEN "6nk/8/8/8/8/8/8/6NK w - - 0 1"

START_TEST(n_move_rule_10)
{
    vchess_game *g = text_game("[t:chess]\nnMoveRule = 10\nnFoldRule = 0\n",
                               KNIGHTS_FEN);
    int reason;

    /* 10 full moves: a claim at halfmove 20, not at 19 */
    for (int i = 0; i < 19; i++)
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    tu_play(g, shuffle[19 % 4]);
    ck_assert_int_eq(claim(g), VCHESS_REASON_FIFTY_MOVES);
    ck_assert_int_eq(result(g, &reason), VCHESS_ONGOING);
    /* automatic at 15 moves (75 for 50): halfmove 30 */
    for (int i = 20; i < 29; i++)
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(result(g, &reason), VCHESS_ONGOING);
    tu_play(g, shuffle[29 % 4]);
    ck_assert_int_eq(result(g, &reason), VCHESS_DRAW);
    ck_assert_int_eq(reason, VCHESS_REASON_SEVENTY_FIVE);
    vchess_game_free(g);
}
END_TEST

START_TEST(n_move_rule_none)
{
    vchess_game *g = text_game("[t:chess]\nnMoveRule = 0\nnFoldRule = 0\n",
                               KNIGHTS_FEN);
    int reason;

    for (int i = 0; i < 160; i++)
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    ck_assert_int_eq(result(g, &reason), VCHESS_ONGOING);
    vchess_game_free(g);
}
END_TEST

START_TEST(n_fold_rule_2)
{
    vchess_game *g = text_game("[t:chess]\nnFoldRule = 2\n", KNIGHTS_FEN);
    int reason;

    /* the start position stands again after 4 plies: its second time */
    for (int i = 0; i < 3; i++)
        tu_play(g, shuffle[i]);
    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    tu_play(g, shuffle[3]);
    ck_assert_int_eq(claim(g), VCHESS_REASON_REPETITION);
    ck_assert_int_eq(result(g, &reason), VCHESS_ONGOING);
    /* automatic at the fourth (two more, as five for three) */
    for (int i = 0; i < 7; i++)
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(result(g, &reason), VCHESS_ONGOING);
    tu_play(g, shuffle[3]);
    ck_assert_int_eq(result(g, &reason), VCHESS_DRAW);
    ck_assert_int_eq(reason, VCHESS_REASON_FIVEFOLD);
    vchess_game_free(g);
}
END_TEST

/* nFoldValue: the n-th occurrence ends the game for the side to move
 * (here white, to move when the start position stands again), at once
 * and with no claim; nFoldValueAbsolute reads the value as white's. */
START_TEST(n_fold_value_loss)
{
    vchess_game *g = text_game("[t:chess]\nnFoldRule = 2\nnFoldValue = loss\n",
                               KNIGHTS_FEN);
    int reason;

    for (int i = 0; i < 3; i++)
        tu_play(g, shuffle[i]);
    ck_assert_int_eq(result(g, &reason), VCHESS_ONGOING);
    tu_play(g, shuffle[3]);
    ck_assert_int_eq(result(g, &reason), VCHESS_BLACK_WINS);
    ck_assert_int_eq(reason, VCHESS_REASON_VARIANT_LOSS);
    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    {
        vchess_move moves[64];
        size_t n = 99;
        ck_assert_int_eq(vchess_game_legal_moves(moves, 64, &n, g), VCHESS_OK);
        ck_assert_uint_eq(n, 0);
    }
    vchess_game_free(g);
}
END_TEST

START_TEST(n_fold_value_absolute)
{
    /* black to move at the repetition: "win" is white's */
    vchess_game *g = text_game("[t:chess]\nnFoldRule = 2\nnFoldValue = win\n"
                               "nFoldValueAbsolute = true\n",
                               "6nk/8/8/8/8/8/8/6NK b - - 0 1");
    static const char *const black_first[] = {"g8f6", "g1f3", "f6g8",
                                              "f3g1"};
    int reason;

    for (int i = 0; i < 4; i++)
        tu_play(g, black_first[i]);
    ck_assert_int_eq(result(g, &reason), VCHESS_WHITE_WINS);
    ck_assert_int_eq(reason, VCHESS_REASON_VARIANT_LOSS);
    vchess_game_free(g);
}
END_TEST

/* Chess's usual numbers stay: threefold and fifty moves by default. */
START_TEST(usual_rules_by_default)
{
    vchess_game *g = text_game("[t:chess]\n", KNIGHTS_FEN);

    for (int i = 0; i < 8; i++)
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(claim(g), VCHESS_REASON_REPETITION);
    vchess_game_free(g);
    g = text_game("[t:chess]\nnFoldRule = 3\nnMoveRule = 50\n",
                  "6nk/8/8/8/8/8/8/6NK w - - 99 80");
    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    tu_play(g, "g1f3");
    ck_assert_int_eq(claim(g), VCHESS_REASON_FIFTY_MOVES);
    vchess_game_free(g);
}
END_TEST

/* ---- shatranj's bare king ---------------------------------------------- */

static vchess_game *shatranj(const char *fen)
{
    return text_game("[t:shatranj]\n", fen);
}

static void expect(const vchess_game *g, int want, int want_reason)
{
    int reason = -1;

    ck_assert_int_eq(result(g, &reason), want);
    ck_assert_int_eq(reason, want_reason);
}

START_TEST(bared_with_two_pieces_left_loses_at_once)
{
    vchess_game *g = shatranj("8/8/8/3k4/8/3n3R/8/R2K4 w - - 0 1");
    size_t n = 9;

    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_play(g, "h3d3");
    expect(g, VCHESS_WHITE_WINS, VCHESS_REASON_BARE_KING);
    ck_assert_int_eq(vchess_game_legal_moves(NULL, 0, &n, g), 0);
    ck_assert_uint_eq(n, 0);
    vchess_game_free(g);
}
END_TEST

START_TEST(bared_king_may_bare_back)
{
    /* one white piece left: black, bare, is still to move */
    vchess_game *g = shatranj("8/8/8/3k4/8/3n3R/8/3K4 w - - 0 1");

    tu_play(g, "h3d3");
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_play(g, "d5c4"); /* it does not take back (it cannot) */
    expect(g, VCHESS_WHITE_WINS, VCHESS_REASON_BARE_KING);
    vchess_game_free(g);
    /* white bare to move takes black's last piece: both bare, play on */
    g = shatranj("8/8/8/3k4/8/8/3q4/3K4 w - - 0 1");
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    tu_play(g, "d1d2");
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    vchess_game_free(g);
}
END_TEST

START_TEST(stalemate_loses)
{
    /* black's king alone, stalemated by king and fers */
    vchess_game *g = shatranj("k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");

    expect(g, VCHESS_WHITE_WINS, VCHESS_REASON_STALEMATE);
    vchess_game_free(g);
}
END_TEST

START_TEST(shatranj_seventy_moves)
{
    vchess_game *g = shatranj("kr6/8/8/8/8/8/8/KR6 w - - 139 100");

    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    tu_play(g, "b1b2");
    ck_assert_int_eq(claim(g), VCHESS_REASON_FIFTY_MOVES);
    vchess_game_free(g);
}
END_TEST

/* ---- makruk's and asean's counts ----------------------------------------- */

/* Plays n plies of a 4-ply cycle, from its ply `start`. */
static void cycle(vchess_game *g, const char *const four[4], int start,
                  int n)
{
    for (int i = 0; i < n; i++)
        tu_play(g, four[(start + i) % 4]);
}

static void drawn_by_count(const vchess_game *g)
{
    size_t n = 9;

    expect(g, VCHESS_DRAW, VCHESS_REASON_VARIANT_DRAW);
    ck_assert_int_eq(vchess_game_legal_moves(NULL, 0, &n, g), 0);
    ck_assert_uint_eq(n, 0);
}

static const char *const rook_cycle[] = {"a1a2", "e5e6", "a2a1", "e6e5"};

/* King and rook against a bare king: the pieces' honour of one rook is
 * 16 moves, 32 plies, and a bare king's count starts at twice the pieces
 * on the board, here 6: drawn when it passes 32, 27 plies later. */
START_TEST(makruk_rook_count)
{
    vchess_game *g = text_game("[t:makruk]\nnFoldRule = 0\n",
                               "8/8/8/4k3/8/8/8/R6K w - - 0 1");

    cycle(g, rook_cycle, 0, 27);
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    cycle(g, rook_cycle, 27, 1);
    drawn_by_count(g);
    vchess_game_free(g);
}
END_TEST

/* A pawn on the board: no count, and makruk has no 50-move rule. */
START_TEST(makruk_no_count_with_pawns)
{
    vchess_game *g = text_game("[t:makruk]\nnFoldRule = 0\n",
                               "8/8/8/4k3/8/1P6/8/R6K w - - 0 1");

    cycle(g, rook_cycle, 0, 200);
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    ck_assert_int_eq(claim(g), VCHESS_REASON_NONE);
    vchess_game_free(g);
}
END_TEST

static const char *const knight_cycle[] = {"b1c3", "g8f6", "c3b1", "f6g8"};

/* Both sides with pieces, no pawns: the board's honour, 64 moves
 * counted from 0 after the first move; drawn when past 128. */
START_TEST(makruk_board_honour)
{
    vchess_game *g = text_game("[t:makruk]\nnFoldRule = 0\n",
                               "6n1/8/8/2k5/8/8/8/RN5K w - - 0 1");

    cycle(g, knight_cycle, 0, 129);
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    cycle(g, knight_cycle, 129, 1);
    drawn_by_count(g);
    vchess_game_free(g);
}
END_TEST

/* When a capture bares the defender the count starts again, by the
 * pieces' honour: one rook, 16 moves, from twice the 4 pieces left. */
START_TEST(makruk_count_restarts_when_bared)
{
    static const char *const shuffle[] = {"d4e4", "g8g7", "e4d4", "g7g8"};
    vchess_game *g = text_game("[t:makruk]\nnFoldRule = 0\n",
                               "6n1/8/8/2k5/8/8/8/RN5K w - - 0 1");

    cycle(g, knight_cycle, 0, 100); /* the board's count is at 99 */
    tu_play(g, "a1a8");
    tu_play(g, "c5d4");
    tu_play(g, "a8g8"); /* black bare: the count is at 8 */
    cycle(g, shuffle, 0, 24);
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    cycle(g, shuffle, 0, 1);
    drawn_by_count(g);
    vchess_game_free(g);
}
END_TEST

/* Asean counts only for a bare king to move: a rook gives 16 moves,
 * counted from 0 after the first move. */
START_TEST(asean_rook_count)
{
    vchess_game *g = text_game("[t:asean]\nnFoldRule = 0\n",
                               "8/8/8/4k3/8/8/8/R6K w - - 0 1");

    cycle(g, rook_cycle, 0, 33);
    expect(g, VCHESS_ONGOING, VCHESS_REASON_NONE);
    cycle(g, rook_cycle, 33, 1);
    drawn_by_count(g);
    vchess_game_free(g);
}
END_TEST

static const struct {
    const char *text, *says;
} refused[] = {
    {"[t:chess]\ncountingRule = thai\n", "countingRule"},
    {"[t:chess]\nextinctionValue = win\nextinctionPieceTypes = kz\n",
     "extinctionPieceTypes: 'z' is not a piece"},
    {"[t:chess]\nextinctionPieceTypes = k1\n", "extinctionPieceTypes"},
    {"[t:chess]\nflagPiece = kq\n", "flagPiece"},
    {"[t:chess]\nflagRegionWhite = d4 e9x\n", "flagRegionWhite"},
    {"[t:chess]\nflagRegion = *8\nflagPiece = z\n",
     "flagPiece: 'z' is not a piece"},
    {"[t:chess]\ncheckCounting = yes\n", "checkCounting"},
    {"[t:chess]\nextinctionValue = lose\n", "extinctionValue"},
    {"[t:chess]\nextinctionPieceCount = x\n", "extinctionPieceCount"},
    {"[t:shatranj]\nbareKingLoses = true\n", "bareKingLoses"},
    {"[t:chess]\npromotionLimit = q1\n", "promotionLimit"},
    {"[t:chess]\npromotionLimit = x:1\n", "promotionLimit: 'x'"},
    {"[t:chess]\nmandatoryPawnPromotion = no\n", "mandatoryPawnPromotion"},
    {"[t:chess]\nimmobilityIllegal = true\ncustomPiece1 = z:fW\n",
     "immobilityIllegal: 'Z' cannot move"},
    {"[t:chess]\nnFoldRule = 1\n", "nFoldRule"},
    {"[t:chess]\nnMoveRule = -3\n", "nMoveRule"},
    {"[t:chess]\nnFoldValue = lost\n", "nFoldValue"},
    {"[t:chess]\nnFoldValueAbsolute = yes\n", "nFoldValueAbsolute"},
    {"[t:chess]\npawnTypes = pz\n", "pawnTypes: 'z' is not a piece"},
    {"[t:chess]\npassOnStalemate = true\n",
     "key 'passOnStalemate' is Fairy-Stockfish's, and not supported"},
    {"[t:chess]\nmobilityRegionWhiteKing = a1\n", "not supported"},
    {"[t:chess]\ncustomPiece1 = z:fceF\n", "'e' (en passant) is in the model "
                                          "only for pawns"},
    {"[t:chess]\ncustomPiece1 = z:fmeF\n", "'e' (en passant) goes with 'c'"},
    {"[t:chess]\ncustomPiece1 = z:fW\npawnTypes = pz\n"
     "promotionPawnTypes = z\n", "all promote or none"},
};

START_TEST(refused_keys)
{
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_int_eq(vchess_variant_set_load(&s, refused[_i].text, "t.ini",
                                             NULL, &err),
                     VCHESS_ESYNTAX);
    ck_assert_msg(strstr(err.text, refused[_i].says) != NULL, "%s",
                  err.text);
}
END_TEST

Suite *fsf_rules_suite(void)
{
    Suite *s = suite_create("fsf_rules");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, n_move_rule_10);
    tcase_add_test(tc, n_move_rule_none);
    tcase_add_test(tc, n_fold_rule_2);
    tcase_add_test(tc, n_fold_value_loss);
    tcase_add_test(tc, n_fold_value_absolute);
    tcase_add_test(tc, usual_rules_by_default);
    tcase_add_test(tc, bared_with_two_pieces_left_loses_at_once);
    tcase_add_test(tc, bared_king_may_bare_back);
    tcase_add_test(tc, stalemate_loses);
    tcase_add_test(tc, shatranj_seventy_moves);
    tcase_add_test(tc, makruk_rook_count);
    tcase_add_test(tc, makruk_no_count_with_pawns);
    tcase_add_test(tc, makruk_board_honour);
    tcase_add_test(tc, makruk_count_restarts_when_bared);
    tcase_add_test(tc, asean_rook_count);
    tcase_add_loop_test(tc, refused_keys, 0,
                        (int)(sizeof(refused) / sizeof(refused[0])));
    suite_add_tcase(s, tc);
    return s;
}
