/* check_notation.c - move text in and out (coordinate, long algebraic,
 * SAN, castling forms), each parse error with its offset, the round-trip
 * law over tests/perft_cases.txt, FEN round trip and FEN errors, and PGN
 * write / read.  Expected moves and strings come from the rules
 * (docs/rules/trihexagonal.md, trumpisten.md, chess.md, PGN). */
#include "suites.h"
#include "testutil.h"
#include "variantchess.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Positions used below (each checked legal by the rules). */
#define CHESS_CASTLE "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define KIWIPETE                                                              \
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define CHESS_EP "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
#define CHESS_PROMO "7k/4P3/6K1/8/8/8/8/8 w - - 0 1"
#define CHESS_ROOKS "7k/8/8/8/8/8/8/R4RK1 w - - 0 1"
#define CHESS_QUEENS "6k1/8/8/8/8/Q7/8/Q1Q4K w - - 0 1"
#define CHESS_PIN "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"
#define CHESS_CHECK "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1"
#define CHESS_F1_ATTACKED "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1"
#define CHESS_NO_K "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"
#define CHESS_KINGS "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
/* trihexagonal: e1, f1/, f2 empty so that White may castle */
#define TRI_CASTLE "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPP1/RNBQBK2R w Kk - 0 1"
#define TRI_PROMO "k8/6P2/9/9/9/9/9/5K3 w - - 0 1"      /* P e7 */
#define TRI_BISHOP "3k5/2p6/9/9/9/2B6/9/5K3 w - - 0 1"  /* B b3, p b7 */
#define TRI_PAWN "k8/9/9/4p4/4P4/9/9/5K3 w - - 0 1"     /* P c4/, p d5/ */
#define TRI_ROOKS "k8/9/9/9/6RR1/2p6/9/5K3 w - - 0 1"   /* R e4 e4/, p b3 */
#define TRUMP_CASTLE "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/P1KPP w AEae - 0 1"
#define TRUMP_PROMO "r1k2/4P/5/5/*3*/5/*3*/5/5/5/K3R w - - 0 1"
#define TRUMP_PAWNS "2kp1/5/5/5/*3*/5/*3*/5/5/1P1P1/2K2 w - - 0 1"
#define TRUMP_ROOK "2kp1/R4/5/5/*3*/5/*3*/5/5/5/2K2 w - - 0 1"
#define TRUMP_KNIGHT "2kp1/5/5/5/*3*/5/*3*/1N3/5/5/2K2 w - - 0 1"

/* ---- helpers ---------------------------------------------------------- */

static vchess_game *game(const char *variant, const char *fen)
{
    vchess_error err;
    vchess_game *g = NULL;
    int rc = tu_new_game(&g, variant, fen, &err);

    ck_assert_msg(rc == 0, "%s %s: %s", variant, fen ? fen : "", err.text);
    return g;
}

static const char *coord(vchess_game *g, vchess_move m, char *buf)
{
    ck_assert_int_eq(vchess_game_move_coord(buf, VCHESS_MOVE_TEXT_MAX, NULL, g, m), 0);
    return buf;
}

static const char *san(vchess_game *g, vchess_move m, char *buf)
{
    ck_assert_int_eq(vchess_game_move_san(buf, VCHESS_MOVE_TEXT_MAX, NULL, g, m), 0);
    return buf;
}

/* The legal move whose coordinate text is `text` (fails the test if
 * there is none). */
static vchess_move legal(vchess_game *g, const char *text)
{
    vchess_move moves[TU_MAX_MOVES];
    char buf[VCHESS_MOVE_TEXT_MAX];
    size_t n;

    ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g),
                     0);
    for (size_t i = 0; i < n; i++)
        if (strcmp(coord(g, moves[i], buf), text) == 0)
            return moves[i];
    ck_abort_msg("%s is not a legal move", text);
    return 0;
}

static void play(vchess_game *g, const char *text)
{
    vchess_move m;

    ck_assert_msg(vchess_game_parse_move(&m, g, text, &tu_err) == 0, "%s: %s", text,
                  tu_err.text);
    ck_assert_int_eq(vchess_game_push(g, m), 0);
}

/* ---- every accepted input form --------------------------------------- */

struct parse_case {
    const char *variant, *fen, *text, *coord;
};

static const struct parse_case parse_cases[] = {
    /* coordinate, long algebraic and SAN */
    {"chess", NULL, "e2e4", "e2e4"},
    {"chess", NULL, "e2-e4", "e2e4"},
    {"chess", NULL, "e4", "e2e4"},
    {"chess", NULL, "e4!?", "e2e4"},
    {"chess", NULL, "Nf3", "g1f3"},
    {"chess", NULL, "Ng1f3", "g1f3"},
    {"chess", NULL, "Ng1-f3", "g1f3"},
    {"chess", NULL, "Ngf3", "g1f3"},
    {"chess", NULL, "N1f3", "g1f3"},
    {"chess", NULL, "g1f3", "g1f3"},
    {"chess", KIWIPETE, "Bxa6", "e2a6"},
    {"chess", KIWIPETE, "Be2xa6", "e2a6"},
    {"chess", KIWIPETE, "e2a6", "e2a6"},
    {"chess", KIWIPETE, "dxe6", "d5e6"},
    {"chess", KIWIPETE, "d5xe6", "d5e6"},
    {"chess", KIWIPETE, "gxh3", "g2h3"},
    {"chess", KIWIPETE, "Qxf6", "f3f6"},
    {"chess", KIWIPETE, "Nxf7", "e5f7"},
    {"chess", CHESS_EP, "exf6", "e5f6"},
    {"chess", CHESS_EP, "e5f6", "e5f6"},
    {"chess", CHESS_EP, "e5xf6!", "e5f6"},
    {"chess", CHESS_PROMO, "e8=Q#", "e7e8q"},
    {"chess", CHESS_PROMO, "e8=Q", "e7e8q"},
    {"chess", CHESS_PROMO, "e8Q", "e7e8q"},
    {"chess", CHESS_PROMO, "e7e8q", "e7e8q"},
    {"chess", CHESS_PROMO, "e7e8=Q", "e7e8q"},
    {"chess", CHESS_PROMO, "e7-e8=N", "e7e8n"},
    {"chess", CHESS_PROMO, "e8=R#", "e7e8r"},
    {"chess", CHESS_PROMO, "e8=b", "e7e8b"},
    /* castling: SAN, king's move, king onto its rook (UCI Chess960) */
    {"chess", CHESS_CASTLE, "O-O", "e1g1"},
    {"chess", CHESS_CASTLE, "0-0", "e1g1"},
    {"chess", CHESS_CASTLE, "O-O+", "e1g1"},
    {"chess", CHESS_CASTLE, "O-O-O", "e1c1"},
    {"chess", CHESS_CASTLE, "0-0-0", "e1c1"},
    {"chess", CHESS_CASTLE, "e1g1", "e1g1"},
    {"chess", CHESS_CASTLE, "Ke1g1", "e1g1"},
    {"chess", CHESS_CASTLE, "e1h1", "e1g1"},
    {"chess", CHESS_CASTLE, "e1c1", "e1c1"},
    {"chess", CHESS_CASTLE, "Ke1-c1", "e1c1"},
    {"chess", CHESS_CASTLE, "e1a1", "e1c1"},
    {"chess", CHESS_CASTLE, "h1g1", "h1g1"},
    {"chess", CHESS_CASTLE, "Kf1", "e1f1"},
    /* trihexagonal: slash cells never confuse the tokenizer */
    {"trihexagonal", NULL, "b2c4/", "b2c4/"},
    {"trihexagonal", NULL, "b2-c4/", "b2c4/"},
    {"trihexagonal", NULL, "bc4/", "b2c4/"},
    {"trihexagonal", NULL, "Nb1/c3", "b1/c3"},
    {"trihexagonal", NULL, "Nb1/-c3", "b1/c3"},
    {"trihexagonal", NULL, "Nc3", "b1/c3"},
    {"trihexagonal", NULL, "b1/b3", "b1/b3"},
    {"trihexagonal", NULL, "Nb3", "b1/b3"},
    {"trihexagonal", NULL, "Be4/", "d1/e4/"},
    {"trihexagonal", TRI_CASTLE, "O-O", "d1f1/"},
    {"trihexagonal", TRI_CASTLE, "Kd1f1/", "d1f1/"},
    {"trihexagonal", TRI_CASTLE, "Kd1-f1/", "d1f1/"},
    {"trihexagonal", TRI_CASTLE, "d1f1/", "d1f1/"},
    {"trihexagonal", TRI_CASTLE, "d1f1", "d1f1/"},
    {"trihexagonal", TRI_CASTLE, "Ke1", "d1e1"},
    {"trihexagonal", TRI_PROMO, "e7e8/=Q", "e7e8/q"},
    {"trihexagonal", TRI_PROMO, "e7e8/q", "e7e8/q"},
    {"trihexagonal", TRI_PROMO, "e8/=N", "e7e8/n"},
    {"trihexagonal", TRI_PROMO, "e7f7/", "e7f7/"},
    {"trihexagonal", TRI_BISHOP, "Bb3xb7", "b3b7"},
    {"trihexagonal", TRI_BISHOP, "Bxb7+", "b3b7"},
    {"trihexagonal", TRI_BISHOP, "b3b7", "b3b7"},
    {"trihexagonal", TRI_PAWN, "cxd5/", "c4/d5/"},
    {"trihexagonal", TRI_PAWN, "c4/xd5/", "c4/d5/"},
    {"trihexagonal", TRI_PAWN, "c4/d5/", "c4/d5/"},
    {"trihexagonal", TRI_ROOKS, "Re4xb3", "e4b3"},
    {"trihexagonal", TRI_ROOKS, "Re4/xb3", "e4/b3"},
    {"trihexagonal", TRI_ROOKS, "e4/b3", "e4/b3"},
    {"trihexagonal", TRI_ROOKS, "Re4-b3", "e4b3"},
    /* trumpisten: two-digit ranks; castling next to the plain step */
    {"trumpisten", TRUMP_CASTLE, "c1b1", "c1b1"},
    {"trumpisten", TRUMP_CASTLE, "Kb1", "c1b1"},
    {"trumpisten", TRUMP_CASTLE, "Kc1-b1", "c1b1"},
    {"trumpisten", TRUMP_CASTLE, "c1a1", "c1a1"},
    {"trumpisten", TRUMP_CASTLE, "O-O-O", "c1a1"},
    {"trumpisten", TRUMP_CASTLE, "0-0-0", "c1a1"},
    {"trumpisten", TRUMP_CASTLE, "Nbc4", "b2c4"},
    {"trumpisten", TRUMP_CASTLE, "Ndc4", "d2c4"},
    {"trumpisten", TRUMP_CASTLE, "b2c4", "b2c4"},
    {"trumpisten", TRUMP_PROMO, "e10e11q", "e10e11q"},
    {"trumpisten", TRUMP_PROMO, "e11=Q+", "e10e11q"},
    {"trumpisten", TRUMP_PROMO, "e10-e11=N", "e10e11n"},
    {"trumpisten", TRUMP_PROMO, "e11R", "e10e11r"},
    {"trumpisten", TRUMP_PROMO, "d11=Q", "e10d11q"},
    {"trumpisten", TRUMP_ROOK, "a10a11", "a10a11"},
    {"trumpisten", TRUMP_ROOK, "Ra11", "a10a11"},
    {"trumpisten", TRUMP_ROOK, "Ra10-a11", "a10a11"},
    {"trumpisten", TRUMP_ROOK, "Ra8", "a10a8"},
    {"trumpisten", TRUMP_PAWNS, "bc3", "b2c3"},
    {"trumpisten", TRUMP_PAWNS, "dc3", "d2c3"},
    {"trumpisten", TRUMP_PAWNS, "b2c3", "b2c3"},
    {"trumpisten", TRUMP_PAWNS, "b4", "b2b4"},
    {"trumpisten", TRUMP_PAWNS, "e3", "d2e3"},
    {"trumpisten", TRUMP_KNIGHT, "Na6", "b4a6"},
};

START_TEST(test_parse)
{
    const struct parse_case *c = &parse_cases[_i];
    vchess_game *g = game(c->variant, c->fen);
    char buf[VCHESS_MOVE_TEXT_MAX];
    vchess_move m;
    int rc = vchess_game_parse_move(&m, g, c->text, &tu_err);

    ck_assert_msg(rc == 0, "%s: '%s' gave %s: %s", c->variant, c->text,
                  vchess_status_name(rc), tu_err.text);
    ck_assert_str_eq(coord(g, m, buf), c->coord);
    ck_assert_uint_eq(m, legal(g, c->coord));
    vchess_game_free(g);
}
END_TEST

/* ---- SAN output ------------------------------------------------------- */

struct san_case {
    const char *variant, *fen, *coord, *san;
};

static const struct san_case san_cases[] = {
    {"chess", NULL, "g1f3", "Nf3"},
    {"chess", NULL, "e2e4", "e4"},
    {"chess", CHESS_CASTLE, "e1g1", "O-O"},
    {"chess", CHESS_CASTLE, "e1c1", "O-O-O"},
    {"chess", CHESS_CASTLE, "h1g1", "Rg1"},
    {"chess", CHESS_ROOKS, "a1c1", "Rac1"},
    {"chess", CHESS_ROOKS, "f1c1", "Rfc1"},
    {"chess", CHESS_ROOKS, "f1f7", "Rf7"},
    {"chess", CHESS_QUEENS, "c1b2", "Qcb2"},
    {"chess", CHESS_QUEENS, "a3b2", "Q3b2"},
    {"chess", CHESS_QUEENS, "a1b2", "Qa1b2"},
    {"chess", KIWIPETE, "e2a6", "Bxa6"},
    {"chess", KIWIPETE, "d5e6", "dxe6"},
    {"chess", KIWIPETE, "g2h3", "gxh3"},
    {"chess", KIWIPETE, "e5f7", "Nxf7"},
    {"chess", KIWIPETE, "e1g1", "O-O"},
    {"chess", CHESS_EP, "e5f6", "exf6"},
    {"chess", CHESS_PROMO, "e7e8q", "e8=Q#"},
    {"chess", CHESS_PROMO, "e7e8r", "e8=R#"},
    {"chess", CHESS_PROMO, "e7e8b", "e8=B"},
    {"chess", CHESS_PROMO, "e7e8n", "e8=N"},
    {"chess", CHESS_PIN, "e1d2", "Kd2"},
    {"trihexagonal", NULL, "b1/c3", "Nc3"},
    {"trihexagonal", NULL, "b1/b3", "Nb3"},
    {"trihexagonal", NULL, "b2b3", "b3"},
    {"trihexagonal", NULL, "b2c4/", "bc4/"}, /* c2 also reaches c4/ */
    {"trihexagonal", NULL, "c2c4/", "cc4/"},
    {"trihexagonal", NULL, "d1/e4/", "Be4/"},
    {"trihexagonal", TRI_CASTLE, "d1f1/", "O-O"},
    {"trihexagonal", TRI_CASTLE, "d1e1", "Ke1"},
    {"trihexagonal", TRI_PROMO, "e7e8/q", "e8/=Q"},
    {"trihexagonal", TRI_PROMO, "e7e8/n", "e8/=N"},
    {"trihexagonal", TRI_PROMO, "e7f7/", "f7/"},
    {"trihexagonal", TRI_BISHOP, "b3b7", "Bxb7+"},
    {"trihexagonal", TRI_PAWN, "c4/d5/", "cxd5/"},
    /* e4 and e4/ share file letter and rank: the full cell decides */
    {"trihexagonal", TRI_ROOKS, "e4b3", "Re4xb3"},
    {"trihexagonal", TRI_ROOKS, "e4/b3", "Re4/xb3"},
    {"trumpisten", TRUMP_CASTLE, "c1a1", "O-O-O"},
    {"trumpisten", TRUMP_CASTLE, "c1b1", "Kb1"},
    {"trumpisten", TRUMP_CASTLE, "b2c4", "Nbc4"},
    {"trumpisten", TRUMP_CASTLE, "d2c4", "Ndc4"},
    {"trumpisten", TRUMP_CASTLE, "c2c3", "Qc3"},
    {"trumpisten", TRUMP_PROMO, "e10e11q", "e11=Q+"},
    {"trumpisten", TRUMP_PROMO, "e10e11n", "e11=N"},
    {"trumpisten", TRUMP_PROMO, "e10e11r", "e11=R+"},
    {"trumpisten", TRUMP_PROMO, "e10d11q", "d11=Q+"},
    {"trumpisten", TRUMP_PAWNS, "b2c3", "bc3"},
    {"trumpisten", TRUMP_PAWNS, "d2c3", "dc3"},
    {"trumpisten", TRUMP_PAWNS, "b2b3", "b3"},
    {"trumpisten", TRUMP_PAWNS, "d2e3", "e3"},
    {"trumpisten", TRUMP_ROOK, "a10a11", "Ra11+"},
    {"trumpisten", TRUMP_ROOK, "a10a8", "Ra8"},
    {"trumpisten", TRUMP_KNIGHT, "b4a6", "Na6"}, /* morphs, no suffix */
};

START_TEST(test_san)
{
    const struct san_case *c = &san_cases[_i];
    vchess_game *g = game(c->variant, c->fen);
    char buf[VCHESS_MOVE_TEXT_MAX];

    ck_assert_str_eq(san(g, legal(g, c->coord), buf), c->san);
    vchess_game_free(g);
}
END_TEST

/* ---- errors, with their offsets --------------------------------------- */

struct error_case {
    const char *variant, *fen, *text;
    int code;
    size_t offset;
    const char *has[2]; /* substrings the message must contain */
};

static const struct error_case error_cases[] = {
    {"chess", NULL, "", VCHESS_ESYNTAX, 0, {NULL, NULL}},
    {"chess", NULL, "+", VCHESS_ESYNTAX, 0, {NULL, NULL}},
    {"chess", NULL, "e2e4e5", VCHESS_ESYNTAX, 4, {NULL, NULL}},
    {"chess", NULL, "Xe4", VCHESS_ESYNTAX, 0, {NULL, NULL}},
    {"chess", NULL, "E2E4", VCHESS_ESYNTAX, 0, {NULL, NULL}},
    {"chess", NULL, "e4x", VCHESS_ESYNTAX, 3, {NULL, NULL}},
    {"chess", NULL, "e2e4 ", VCHESS_ESYNTAX, 4, {NULL, NULL}},
    {"chess", NULL, "Nf3+x", VCHESS_ESYNTAX, 3, {NULL, NULL}},
    {"chess", NULL, "o-o", VCHESS_ESYNTAX, 1, {NULL, NULL}},
    {"chess", NULL, "N0c3", VCHESS_ESYNTAX, 1, {NULL, NULL}},
    {"chess", CHESS_PROMO, "e7e8=", VCHESS_ESYNTAX, 5, {NULL, NULL}},
    {"chess", CHESS_PROMO, "e7e8=X", VCHESS_ESYNTAX, 5, {NULL, NULL}},
    {"chess", CHESS_CASTLE, "O-O-O-O", VCHESS_ESYNTAX, 5, {NULL, NULL}},
    {"trumpisten", NULL, "Bc3", VCHESS_ESYNTAX, 0, {NULL, NULL}},
    {"chess", NULL, "a1/a3", VCHESS_ECELL, 0, {"a1/", NULL}},
    {"chess", NULL, "e2e9", VCHESS_ECELL, 2, {"e9", NULL}},
    {"chess", NULL, "i2", VCHESS_ECELL, 0, {"i2", NULL}},
    {"trihexagonal", NULL, "a1/b3", VCHESS_ECELL, 0, {"a1/", NULL}},
    {"trihexagonal", NULL, "Nb1/g3", VCHESS_ECELL, 4, {"g3", NULL}},
    {"trihexagonal", NULL, "Nb1/a1/", VCHESS_ECELL, 4, {"a1/", NULL}},
    {"trumpisten", NULL, "a5a6", VCHESS_ECELL, 0, {"a5", NULL}},
    {"trumpisten", NULL, "a4a5", VCHESS_ECELL, 2, {"a5", NULL}},
    {"trumpisten", NULL, "a12", VCHESS_ECELL, 0, {"a12", NULL}},
    {"chess", NULL, "e3e4", VCHESS_ENOPIECE, 0, {"e3", NULL}},
    {"chess", NULL, "Nf3d4", VCHESS_ENOPIECE, 1, {"f3", NULL}},
    {"chess", NULL, "Bb1c3", VCHESS_ENOPIECE, 1, {"bishop", "knight"}},
    {"chess", NULL, "e7e5", VCHESS_ENOPIECE, 0, {"e7", NULL}},
    {"chess", NULL, "Ndc3", VCHESS_ENOPIECE, 1, {"knight", NULL}},
    {"chess", NULL, "N9c3", VCHESS_ENOPIECE, 1, {"knight", "9"}},
    {"chess", CHESS_KINGS, "Nc3", VCHESS_ENOPIECE, 0, {"knight", NULL}},
    {"chess", NULL, "e2e5", VCHESS_EILLEGAL, 0, {"e2e5", NULL}},
    {"chess", NULL, "Qd1d3", VCHESS_EILLEGAL, 0, {"blocked on d2", NULL}},
    {"chess", NULL, "Qd3", VCHESS_EILLEGAL, 0, {"blocked on d2", NULL}},
    {"chess", NULL, "Nb1d2", VCHESS_EILLEGAL, 0, {"d2", "pawn"}},
    {"chess", NULL, "O-O", VCHESS_EILLEGAL, 0, {"f1", "not empty"}},
    {"chess", NULL, "e1g1", VCHESS_EILLEGAL, 0, {"f1", "not empty"}},
    {"chess", NULL, "Nc4", VCHESS_EILLEGAL, 0, {"knight", "c4"}},
    {"chess", NULL, "e4=Q", VCHESS_EILLEGAL, 0, {"not a promotion", NULL}},
    {"chess", NULL, "e5", VCHESS_EILLEGAL, 0, {"pawn", "e5"}},
    {"chess", CHESS_PROMO, "e7e8", VCHESS_EILLEGAL, 0, {"promotion", NULL}},
    {"chess", CHESS_PROMO, "e8=K", VCHESS_EILLEGAL, 0, {"promotion", NULL}},
    {"chess", CHESS_PIN, "Bd3", VCHESS_EILLEGAL, 0, {"check", NULL}},
    {"chess", CHESS_CHECK, "Ra2", VCHESS_EILLEGAL, 0, {"check", NULL}},
    {"chess", CHESS_CHECK, "O-O", VCHESS_EILLEGAL, 0, {"check", NULL}},
    {"chess", CHESS_F1_ATTACKED, "O-O", VCHESS_EILLEGAL, 0,
     {"f1", "attacked"}},
    {"chess", CHESS_NO_K, "O-O", VCHESS_EILLEGAL, 0, {"right", "K"}},
    {"trihexagonal", NULL, "Bb1b3", VCHESS_EILLEGAL, 0, {"blocked on c2",
                                                          NULL}},
    {"trihexagonal", NULL, "e1e2/", VCHESS_EILLEGAL, 0, {"e2/", "pawn"}},
    {"trihexagonal", NULL, "O-O-O", VCHESS_EILLEGAL, 0, {"O-O-O", NULL}},
    {"trumpisten", NULL, "c1b1", VCHESS_EILLEGAL, 0, {"b1", "pawn"}},
    {"trumpisten", NULL, "O-O", VCHESS_EILLEGAL, 0, {"d1", "not empty"}},
    {"chess", CHESS_ROOKS, "Rc1", VCHESS_EAMBIGUOUS, 0, {"a1c1", "f1c1"}},
    {"chess", CHESS_QUEENS, "Qab2", VCHESS_EAMBIGUOUS, 0, {"a1b2", "a3b2"}},
    {"trihexagonal", NULL, "c4/", VCHESS_EAMBIGUOUS, 0, {"b2c4/", "c2c4/"}},
    {"trihexagonal", TRI_ROOKS, "Rxb3", VCHESS_EAMBIGUOUS, 0,
     {"e4b3", "e4/b3"}},
    {"trihexagonal", TRI_ROOKS, "Rexb3", VCHESS_EAMBIGUOUS, 0,
     {"e4b3", "e4/b3"}},
    {"trihexagonal", TRI_ROOKS, "R4xb3", VCHESS_EAMBIGUOUS, 0,
     {"e4b3", "e4/b3"}},
    {"trumpisten", NULL, "Nc4", VCHESS_EAMBIGUOUS, 0, {"b2c4", "d2c4"}},
    {"trumpisten", TRUMP_PAWNS, "c3", VCHESS_EAMBIGUOUS, 0, {"b2c3", "d2c3"}},
};

START_TEST(test_error)
{
    const struct error_case *c = &error_cases[_i];
    vchess_game *g = game(c->variant, c->fen);
    const vchess_error *e = &tu_err;
    vchess_move m = 0;
    int rc = vchess_game_parse_move(&m, g, c->text, &tu_err);

    ck_assert_msg(rc == c->code, "'%s': got %s (%s), expected %s", c->text,
                  vchess_status_name(rc), e->text,
                  vchess_status_name(c->code));
    ck_assert_int_eq(e->code, c->code);
    ck_assert_msg(e->offset == c->offset, "'%s': offset %lu, expected %lu",
                  c->text, (unsigned long)e->offset,
                  (unsigned long)c->offset);
    for (int k = 0; k < 2; k++)
        ck_assert_msg(!c->has[k] || strstr(e->text, c->has[k]),
                      "'%s': message \"%s\" lacks \"%s\"", c->text, e->text,
                      c->has[k]);
    ck_assert_uint_eq(tu_ply(g), 0);
    vchess_game_free(g);
}
END_TEST

/* ---- the round-trip law ----------------------------------------------- */

static const char *const variants[] = {"chess", "trihexagonal",
                                       "trumpisten"};

/* parse(san(m)) == m and parse(coord(m)) == m for every legal move m, and
 * the SAN texts of the position are pairwise distinct. */
static void check_position(vchess_game *g)
{
    static const size_t W = VCHESS_MOVE_TEXT_MAX;
    vchess_move moves[TU_MAX_MOVES], m;
    char(*text)[VCHESS_MOVE_TEXT_MAX] = malloc(TU_MAX_MOVES * W);
    char c[VCHESS_MOVE_TEXT_MAX];
    size_t n;

    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g),
                     0);
    for (size_t i = 0; i < n; i++) {
        san(g, moves[i], text[i]);
        ck_assert_msg(vchess_game_parse_move(&m, g, text[i], &tu_err) == 0 && m == moves[i],
                      "SAN %s does not name its move", text[i]);
        ck_assert_msg(vchess_game_parse_move(&m, g, coord(g, moves[i], c), &tu_err) == 0 &&
                          m == moves[i],
                      "coordinate %s does not name its move", c);
        for (size_t j = 0; j < i; j++)
            ck_assert_str_ne(text[i], text[j]);
    }
    free(text);
}

static void walk(vchess_game *g, int depth)
{
    vchess_move moves[TU_MAX_MOVES];
    size_t n;

    check_position(g);
    if (depth == 0)
        return;
    ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g),
                     0);
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(vchess_game_push(g, moves[i]), 0);
        walk(g, depth - 1);
        ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    }
}

/* Every position of tests/perft_cases.txt and every position one ply
 * after it (two plies after a start position). */
START_TEST(test_round_trip_cases)
{
    static struct tu_perft_case cases[128];
    const char *done[16];
    int n = tu_perft_cases(cases, 128), ndone = 0, seen = 0;

    for (int i = 0; i < n; i++) {
        const char *fen = tu_case_fen(&cases[i]);
        vchess_game *g;
        int dup = 0;
        if (strcmp(cases[i].variant, variants[_i]) != 0)
            continue;
        seen++;
        for (int k = 0; k < ndone; k++)
            dup |= strcmp(done[k], cases[i].fen) == 0;
        if (dup || ndone == 16)
            continue;
        done[ndone++] = cases[i].fen;
        g = game(variants[_i], fen);
        walk(g, fen ? 1 : 2);
        vchess_game_free(g);
    }
    ck_assert_msg(seen > 0, "no case of %s in perft_cases.txt", variants[_i]);
}
END_TEST

/* Positions deep in games played with a fixed pseudo-random sequence. */
START_TEST(test_round_trip_games)
{
    unsigned long seed = 12345;

    for (int round = 0; round < 4; round++) {
        vchess_game *g = game(variants[_i], NULL);
        vchess_move moves[TU_MAX_MOVES];
        size_t n;
        for (int ply = 0; ply < 100; ply++) {
            check_position(g);
            vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g);
            if (n == 0)
                break;
            seed = (seed * 1103515245UL + 12345UL) & 0x7fffffffUL;
            ck_assert_int_eq(vchess_game_push(g, moves[(seed >> 8) % n]), 0);
        }
        vchess_game_free(g);
    }
}
END_TEST

/* ---- FEN -------------------------------------------------------------- */

struct fen_case {
    const char *variant, *fen;
};

static const struct fen_case fen_cases[] = {
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
    {"chess", KIWIPETE},
    {"chess", CHESS_EP},
    {"chess", CHESS_NO_K},
    {"chess", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40"},
    {"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
    {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
    {"trihexagonal",
     "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w Kk - 0 1"},
    {"trihexagonal",
     "rnbkbqbnr/ppppppppp/9/9/4P4/9/PP1PPPPPP/RNBQBKBNR b Kk b3 0 1"},
    {"trihexagonal", TRI_CASTLE},
    {"trihexagonal", TRI_ROOKS},
    {"trihexagonal", "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR b k - "
                     "3 7"},
    {"trumpisten", "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1"},
    {"trumpisten", TRUMP_CASTLE},
    {"trumpisten", TRUMP_PROMO},
    {"trumpisten", "ppkpp/rnqnr/5/5/*3*/A4/*3*/5/5/RNQN1/PPKPP b Ae - 5 9"},
    {"trumpisten", "ppkpp/rnqnr/5/5/*3*/4a/*3*/5/5/RNQNR/PPKPP w - - 0 2"},
};

START_TEST(test_fen_round_trip)
{
    const struct fen_case *c = &fen_cases[_i];
    vchess_game *g = game(c->variant, c->fen);
    char buf[512];

    ck_assert_int_eq(vchess_game_fen(buf, sizeof(buf), NULL, g), 0);
    ck_assert_str_eq(buf, c->fen);
    ck_assert_int_eq(vchess_game_set_fen(g, c->fen, &tu_err), 0);
    ck_assert_int_eq(vchess_game_fen(buf, sizeof(buf), NULL, g), 0);
    ck_assert_str_eq(buf, c->fen);
    vchess_game_free(g);
}
END_TEST

/* Spec: "the en passant field names the skipped cell Y, e.g. b3 after
 * b2c4/". */
START_TEST(test_fen_after_double_step)
{
    vchess_game *g = game("trihexagonal", NULL);
    char buf[512];

    play(g, "b2c4/");
    ck_assert_int_eq(vchess_game_fen(buf, sizeof(buf), NULL, g), 0);
    ck_assert_str_eq(buf, "rnbkbqbnr/ppppppppp/9/9/4P4/9/PP1PPPPPP/"
                          "RNBQBKBNR b Kk b3 0 1");
    vchess_game_free(g);
}
END_TEST

struct fen_error_case {
    const char *variant, *fen;
    size_t offset;
    const char *has;
};

#define CHESS_RANKS "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
#define TRI_RANKS "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/"
#define TRUMP_RANKS "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/"

static const struct fen_error_case fen_error_cases[] = {
    {"chess", CHESS_RANKS "RNBQKBN w KQkq - 0 1", 42, "too few cells"},
    {"chess", CHESS_RANKS "RNBQKBNRR w KQkq - 0 1", 43, "too many cells"},
    {"chess", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 19,
     "too many cells"},
    {"chess", CHESS_RANKS "RNBQKBNR/8 w KQkq - 0 1", 43, "too many ranks"},
    {"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 34,
     "too few ranks"},
    {"chess", CHESS_RANKS "RNBQKBNX w KQkq - 0 1", 42, "'X'"},
    {"chess", CHESS_RANKS "RNBQKBNR x KQkq - 0 1", 44, "side"},
    {"chess", CHESS_RANKS "RNBQKBN1 w KQkq - 0 1", 46, "'K'"},
    {"chess", "4k3/8/8/8/8/8/8/R5KR w K - 0 1", 23, "king"},
    {"chess", CHESS_RANKS "RNBQKBNR w KQkqK - 0 1", 50, "'K'"},
    {"chess", CHESS_RANKS "RNBQKBNR w KQkX - 0 1", 49, "'X'"},
    {"chess", CHESS_RANKS "RNBQKBNR w KQkq e3 0 1", 51, "en passant"},
    {"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
     53, "en passant"},
    {"chess", CHESS_RANKS "RNBQKBNR w KQkq e9 0 1", 51, "e9"},
    {"chess", "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 7,
     "h8"},
    {"chess", CHESS_RANKS "RNBQKBKR w - - 0 1", 41, "white has more"},
    {"chess", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 0,
     "black has none"},
    {"chess", "4k3/8/8/8/8/8/8/8 w - - 0 1", 0, "white has none"},
    {"chess", CHESS_RANKS "RNBQKBNR w KQkq - x 1", 53, "counter"},
    {"chess", "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", 22, "in check"},
    {"trihexagonal", TRI_RANKS "RNBQBKBNR w KQk - 0 1", 51, "'Q'"},
    {"trihexagonal", TRI_RANKS "RNBQBKBN w Kk - 0 1", 46, "too few cells"},
    {"trihexagonal", TRI_RANKS "RNBQBKBNR w Kk b3 0 1", 53, "en passant"},
    {"trihexagonal", "Pnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w K - "
                     "0 1", 0, "a8"},
    {"trumpisten", "ppkpp/rnqnr/5/5/4*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1",
     16, "hole"},
    {"trumpisten", TRUMP_RANKS "RNQNR/PPKPP w AEae e3 0 1", 49,
     "en passant"},
    {"trumpisten", TRUMP_RANKS "RNQNR/PPKPP w AEaeB - 0 1", 48, "'B'"},
    {"trumpisten", TRUMP_RANKS "RNQNR/1PKPP w AEae - 0 1", 44, "a1"},
    {"trumpisten", TRUMP_RANKS "RNQNB/PPKPP w AEae - 0 1", 34, "'B'"},
    {"trumpisten", "ppkpP/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AE - 0 1", 4,
     "e11"},
};

START_TEST(test_fen_error)
{
    const struct fen_error_case *c = &fen_error_cases[_i];
    vchess_error err;
    vchess_game *g = NULL;
    int rc = tu_new_game(&g, c->variant, c->fen, &err);

    ck_assert_int_eq(rc, VCHESS_EFEN);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(err.code, VCHESS_EFEN);
    ck_assert_msg(err.offset == c->offset, "%s: offset %lu (%s), expected %lu",
                  c->fen, (unsigned long)err.offset, err.text,
                  (unsigned long)c->offset);
    ck_assert_msg(strstr(err.text, c->has), "%s: \"%s\" lacks \"%s\"",
                  c->fen, err.text, c->has);
}
END_TEST

/* ---- PGN -------------------------------------------------------------- */

#define ROSTER                                                                \
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"     \
    "[White \"?\"]\n[Black \"?\"]\n"

/* The PGN of g, in a buffer the caller frees. */
static char *pgn_of(vchess_game *g)
{
    size_t need = 0;
    char *buf;

    ck_assert_int_eq(vchess_game_pgn(NULL, 0, &need, g), VCHESS_EBUFS);
    buf = malloc(need);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(vchess_game_pgn(buf, need, NULL, g), 0);
    ck_assert_uint_eq(strlen(buf) + 1, need);
    return buf;
}

struct pgn_write_case {
    const char *variant, *fen, *moves[6], *pgn;
};

static const struct pgn_write_case pgn_write_cases[] = {
    {"chess", NULL, {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", NULL},
     ROSTER "[Result \"*\"]\n\n"
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n"},
    {"chess", NULL, {"f2f3", "e7e5", "g2g4", "d8h4", NULL},
     ROSTER "[Result \"0-1\"]\n\n"
            "1. f3 e5 2. g4 Qh4# 0-1\n"},
    {"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
     {"c7c5", "g1f3", NULL},
     ROSTER "[Result \"*\"]\n[SetUp \"1\"]\n"
            "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 "
            "0 1\"]\n\n1... c5 2. Nf3 *\n"},
    /* Fairy-Stockfish's name for the same rules keeps its tag */
    {"normal", NULL, {"e2e4", NULL},
     ROSTER "[Result \"*\"]\n[Variant \"normal\"]\n\n1. e4 *\n"},
    {"trihexagonal", NULL, {"b2c4/", "d7d5/", "b1/c3", NULL},
     ROSTER "[Result \"*\"]\n[Variant \"trihexagonal\"]\n\n"
            "1. bc4/ dd5/ 2. Nc3 *\n"},
    {"trumpisten", TRUMP_CASTLE, {"c1a1", NULL},
     ROSTER "[Result \"*\"]\n[Variant \"trumpisten\"]\n[SetUp \"1\"]\n"
            "[FEN \"" TRUMP_CASTLE "\"]\n\n1. O-O-O *\n"},
};

START_TEST(test_pgn_write)
{
    const struct pgn_write_case *c = &pgn_write_cases[_i];
    vchess_game *g = game(c->variant, c->fen);
    char *text;

    for (int k = 0; c->moves[k]; k++)
        ck_assert_int_eq(vchess_game_push(g, legal(g, c->moves[k])), 0);
    text = pgn_of(g);
    ck_assert_str_eq(text, c->pgn);
    free(text);
    vchess_game_free(g);
}
END_TEST

static void check_line_lengths(const char *text)
{
    size_t len = 0;

    for (; *text; text++) {
        len = *text == '\n' ? 0 : len + 1;
        ck_assert_uint_le(len, 79);
    }
}

/* Write -> read -> write gives the same text, position and history, and
 * movetext lines stay within 79 characters. */
static void check_pgn_round_trip(vchess_game *g)
{
    char *text = pgn_of(g), *again, fen1[512], fen2[512];
    vchess_error err;
    vchess_game *h = NULL;
    int rc = vchess_game_from_pgn(&h, NULL, text, &err);

    ck_assert_msg(rc == 0, "%s\n-> %s at %lu", text, err.text,
                  (unsigned long)err.offset);
    again = pgn_of(h);
    ck_assert_str_eq(again, text);
    ck_assert_uint_eq(tu_ply(h), tu_ply(g));
    vchess_game_fen(fen1, sizeof(fen1), NULL, g);
    vchess_game_fen(fen2, sizeof(fen2), NULL, h);
    ck_assert_str_eq(fen1, fen2);
    check_line_lengths(text);
    free(again);
    free(text);
    vchess_game_free(h);
}

START_TEST(test_pgn_round_trip)
{
    unsigned long seed = 777;
    vchess_game *g = game(variants[_i / 2], NULL);
    vchess_move moves[TU_MAX_MOVES];
    size_t n;

    for (int ply = 0; ply < 160; ply++) {
        vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g);
        if (n == 0)
            break;
        seed = (seed * 1103515245UL + 12345UL + (unsigned long)_i) &
               0x7fffffffUL;
        ck_assert_int_eq(vchess_game_push(g, moves[(seed >> 8) % n]), 0);
        if (_i % 2 && ply == 9) { /* odd cases: start from a set position */
            char fen[512];
            vchess_game_fen(fen, sizeof(fen), NULL, g);
            ck_assert_int_eq(vchess_game_set_fen(g, fen, &tu_err), 0);
        }
    }
    check_pgn_round_trip(g);
    vchess_game_free(g);
}
END_TEST

struct pgn_read_case {
    const char *pgn, *fen; /* fen: expected final FEN (a prefix of it) */
    size_t ply;
};

static const struct pgn_read_case pgn_read_cases[] = {
    {"[Event \"x\"]\n[Variant \"Standard\"]\n\n1.e4 {a comment} e5 "
     "2.Nf3 $1 (2. Nc3 Nf6 (2... Bc5)) 2...Nc6 ; to the end of the line\n"
     "3. Bb5!? a6 1/2-1/2\n",
     "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", 6},
    {"1. e2e4 e7-e5 2. Ng1-f3 *",
     "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", 3},
    {"% an escaped line\n[Variant \"Trihexagonal\"]\n1. b2c4/ d7d5/ 2. Nc3 *",
     "rnbkbqbnr/ppppp1ppp/9/4p4/4P4/3N5/PP1PPPPPP/R1BQBKBNR b Kk - 1 2", 3},
    {"[Variant \"trumpisten\"]\n[SetUp \"1\"]\n[FEN \"" TRUMP_CASTLE "\"]\n"
     "\n1. O-O-O *\n",
     "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/1KPPP b ae -", 1},
    {"1. e4 e5 1-0\n\n[Event \"second game\"]\n1. d4 *\n",
     "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", 2},
    {"[Event \"no moves\"]\n*",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0},
};

START_TEST(test_pgn_read)
{
    const struct pgn_read_case *c = &pgn_read_cases[_i];
    vchess_error err;
    char fen[512];
    vchess_game *g = NULL;
    int rc = vchess_game_from_pgn(&g, NULL, c->pgn, &err);

    ck_assert_msg(rc == 0, "%s at %lu", err.text, (unsigned long)err.offset);
    ck_assert_uint_eq(tu_ply(g), c->ply);
    vchess_game_fen(fen, sizeof(fen), NULL, g);
    ck_assert_msg(strncmp(fen, c->fen, strlen(c->fen)) == 0, "%s != %s", fen,
                  c->fen);
    while (tu_ply(g))
        ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    vchess_game_free(g);
}
END_TEST

struct pgn_error_case {
    const char *pgn;
    int code;
    size_t offset;
    const char *has;
};

static const struct pgn_error_case pgn_error_cases[] = {
    {"1. e4 e5 2. Ke3 *", VCHESS_EILLEGAL, 12, "move 2 (white)"},
    {"1. e4 Ke7 *", VCHESS_EILLEGAL, 6, "move 1 (black)"},
    {"[Variant \"trumpisten\"]\n\n1. Nc4 *", VCHESS_EAMBIGUOUS, 27,
     "move 1 (white)"},
    {"1. e4 e5 2. Nf3 Nf6 3. e9 *", VCHESS_ECELL, 23, "move 3 (white)"},
    {"1. e4 e5 2. Nf3 Nf6 3. Zz *", VCHESS_ESYNTAX, 23, "move 3 (white)"},
    {"1. e4 {oops", VCHESS_ESYNTAX, 6, "comment"},
    {"1. e4 (e5", VCHESS_ESYNTAX, 6, "variation"},
    {"1. e4 ) *", VCHESS_ESYNTAX, 6, "unexpected"},
    {"[Event \"x]\n1. e4 *", VCHESS_ESYNTAX, 7, "tag value"},
    {"[Event x]\n1. e4 *", VCHESS_ESYNTAX, 7, "tag value"},
    {"[Variant \"nosuchvariant\"]\n1. e4 *", VCHESS_EVARIANT, 10, "nosuchvariant"},
    {"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*", VCHESS_EFEN, 6, "one king"},
    {"[FEN \"" CHESS_RANKS "RNBQKBNR w KQkq e3 0 1\"]\n*", VCHESS_EFEN, 57,
     "en passant"},
    {"", VCHESS_ESYNTAX, 0, "no game"},
};

START_TEST(test_pgn_error)
{
    const struct pgn_error_case *c = &pgn_error_cases[_i];
    vchess_error err;
    vchess_game *g = (vchess_game *)&err; /* must be reset to NULL */
    int rc = vchess_game_from_pgn(&g, NULL, c->pgn, &err);

    ck_assert_msg(rc == c->code, "'%s': %s (%s)", c->pgn,
                  vchess_status_name(rc), err.text);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(err.code, c->code);
    ck_assert_msg(err.offset == c->offset, "'%s': offset %lu (%s)", c->pgn,
                  (unsigned long)err.offset, err.text);
    ck_assert_msg(strstr(err.text, c->has), "\"%s\" lacks \"%s\"", err.text,
                  c->has);
}
END_TEST

/* ---- buffer and argument rules ---------------------------------------- */

START_TEST(test_api_rules)
{
    vchess_game *g = game("chess", NULL), *h = NULL;
    vchess_move m = legal(g, "g1f3");
    char buf[4];
    size_t need = 0;

    ck_assert_int_eq(vchess_game_move_san(buf, 3, &need, g, m), VCHESS_EBUFS);
    ck_assert_uint_eq(need, 4); /* "Nf3" and NUL */
    ck_assert_int_eq(vchess_game_move_san(NULL, 0, &need, g, m), VCHESS_EBUFS);
    ck_assert_uint_eq(need, 4);
    ck_assert_int_eq(vchess_game_move_san(buf, 4, NULL, g, m), 0);
    ck_assert_str_eq(buf, "Nf3");
    ck_assert_int_eq(vchess_game_push(g, m), 0);
    ck_assert_int_eq(vchess_game_move_san(buf, sizeof(buf), NULL, g, m),
                     VCHESS_EILLEGAL); /* g1f3 is not a move of black */
    ck_assert_int_eq(vchess_game_move_san(buf, 4, NULL, NULL, m),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_pgn(buf, 4, NULL, NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_pgn(buf, sizeof(buf), &need, g),
                     VCHESS_EBUFS);
    ck_assert_uint_gt(need, sizeof(buf));
    ck_assert_int_eq(vchess_game_from_pgn(&h, NULL, NULL, NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_from_pgn(NULL, NULL, "*", NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, NULL, &tu_err), VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

/* A king that also moves two cells along its rank (mnD) reaches its
 * castling cell without castling: the king's move and castling stay two
 * moves, each with its own text (castling written as king takes rook). */
START_TEST(test_castle_beside_king_move)
{
    vchess_variant_set *set = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_move m;
    char buf[VCHESS_MOVE_TEXT_MAX];

    ck_assert_int_eq(vchess_variant_set_load(&set,
                                             "[longking:chess]\n"
                                             "king = k:KmnD\n",
                                             "test", NULL, &tu_err),
                     0);
    ck_assert_int_eq(vchess_variant_set_get(&v, set, "longking", &tu_err), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, "r3k3/8/8/8/8/8/8/4K3 b q - 0 1",
                                        NULL, &tu_err),
                     0);
    ck_assert_str_eq(san(g, legal(g, "e8c8"), buf), "Kc8");
    ck_assert_str_eq(san(g, legal(g, "e8a8"), buf), "O-O-O");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "Kc8", &tu_err), 0);
    ck_assert_str_eq(coord(g, m, buf), "e8c8");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "O-O-O", &tu_err), 0);
    ck_assert_str_eq(coord(g, m, buf), "e8a8");
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

#define N_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

static TCase *loop_case(const char *name, const TTest *test, int n,
                        int timeout)
{
    TCase *tc = tcase_create(name);

    tcase_set_timeout(tc, timeout);
    tcase_add_loop_test(tc, test, 0, n);
    return tc;
}

Suite *notation_suite(void)
{
    Suite *s = suite_create("notation");

    suite_add_tcase(s, loop_case("parse", test_parse, N_OF(parse_cases), 10));
    suite_add_tcase(s, loop_case("san", test_san, N_OF(san_cases), 10));
    suite_add_tcase(s, loop_case("error", test_error, N_OF(error_cases), 10));
    suite_add_tcase(s, loop_case("round_trip_cases", test_round_trip_cases,
                                 N_OF(variants), 120));
    suite_add_tcase(s, loop_case("round_trip_games", test_round_trip_games,
                                 N_OF(variants), 60));
    suite_add_tcase(s, loop_case("fen", test_fen_round_trip,
                                 N_OF(fen_cases), 10));
    suite_add_tcase(s, loop_case("fen_double_step",
                                 test_fen_after_double_step, 1, 10));
    suite_add_tcase(s, loop_case("fen_error", test_fen_error,
                                 N_OF(fen_error_cases), 10));
    suite_add_tcase(s, loop_case("pgn_write", test_pgn_write,
                                 N_OF(pgn_write_cases), 10));
    suite_add_tcase(s, loop_case("pgn_round_trip", test_pgn_round_trip,
                                 2 * N_OF(variants), 30));
    suite_add_tcase(s, loop_case("pgn_read", test_pgn_read,
                                 N_OF(pgn_read_cases), 10));
    suite_add_tcase(s, loop_case("pgn_error", test_pgn_error,
                                 N_OF(pgn_error_cases), 10));
    suite_add_tcase(s, loop_case("api", test_api_rules, 1, 10));
    suite_add_tcase(s, loop_case("castle_beside_king_move",
                                 test_castle_beside_king_move, 1, 10));
    return s;
}
