/* check_usi.c - the shogi family's SFEN and USI move texts.  Expected
 * texts are the USI protocol's own examples (the start position, the
 * example position of its "position sfen" command), lishogi's minishogi
 * start, the handicap starts shogi GUIs list, and what Fairy-Stockfish
 * writes under USI (`position sfen ... moves ...', then `d' and `go
 * perft 1'); bindings/python/tests/test_usi_fsf.py compares random
 * games with Fairy-Stockfish itself. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHOGI_BOARD "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"
#define SHOGI_START SHOGI_BOARD " b - 1"
/* The USI protocol's example of "position sfen". */
#define USI_EXAMPLE                                                          \
    "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w "  \
    "Sbgn3p 124"

static const vchess_variant *variant(const char *name)
{
    const vchess_variant *v = NULL;

    ck_assert_int_eq(vchess_variant_builtin(&v, name, NULL), 0);
    return v;
}

static vchess_game *sfen_game(const char *name, const char *sfen)
{
    vchess_game *g = NULL;
    vchess_error err;
    int rc = vchess_game_create_sfen(&g, variant(name), sfen, NULL, &err);

    ck_assert_msg(rc == 0, "%s: %s", sfen, err.text);
    return g;
}

static const char *sfen_of(const vchess_game *g, char *buf, size_t size)
{
    ck_assert_int_eq(vchess_game_sfen(buf, size, NULL, g), 0);
    return buf;
}

static void play_usi(vchess_game *g, const char *text)
{
    vchess_move m = 0;
    vchess_error err;
    int rc = vchess_game_parse_usi(&m, g, text, &err);

    ck_assert_msg(rc == 0, "%s: %s", text, err.text);
    ck_assert_int_eq(vchess_game_push(g, m), 0);
}

static const char *usi_of(const vchess_game *g, vchess_move m, char *buf,
                          size_t size)
{
    ck_assert_int_eq(vchess_game_move_usi(buf, size, NULL, g, m), 0);
    return buf;
}

/* Each start position's SFEN, from the start position (FEN) of the
 * built-in: USI's, lishogi's minishogi, Fairy-Stockfish's judkins and
 * euroshogi. */
static const char *const starts[][2] = {
    {"shogi", SHOGI_START},
    {"minishogi", "rbsgk/4p/5/P4/KGSBR b - 1"},
    {"judkins", "rbnsgk/5p/6/6/P5/KGSNBR b - 1"},
    {"euroshogi", "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1 b - 1"},
};

START_TEST(start_sfens)
{
    char buf[256], fen[256];
    vchess_game *g = tu_game(starts[_i][0], NULL), *h;
    int usi = 0;

    ck_assert_int_eq(vchess_variant_has_usi(&usi, vchess_game_variant(g)), 0);
    ck_assert_int_eq(usi, 1);
    ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)), starts[_i][1]);
    /* and the SFEN reads back as the start position */
    h = sfen_game(starts[_i][0], starts[_i][1]);
    ck_assert_str_eq(tu_fen(h, fen, sizeof(fen)),
                     vchess_variant_start_fen(vchess_game_variant(g)));
    vchess_game_free(h);
    vchess_game_free(g);
}
END_TEST

/* SFEN where FEN has castling or en passant, or on boards that are not
 * squares: none. */
START_TEST(variants_without_sfen)
{
    static const char *const names[] = {"chess", "crazyhouse", "trihexagonal",
                                        "glinski", "capablanca", "makruk"};
    char buf[256];
    vchess_game *g = NULL;
    vchess_move m = 0;
    vchess_error err;
    int usi = 7;

    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        const vchess_variant *v = variant(names[i]);
        ck_assert_int_eq(vchess_variant_has_usi(&usi, v), 0);
        ck_assert_msg(usi == 0, "%s has USI", names[i]);
        ck_assert_int_eq(
            vchess_game_create_sfen(&g, v, "8/8 b - 1", NULL, &err),
            VCHESS_EINVAL);
        ck_assert_ptr_null(g);
    }
    g = tu_game("chess", NULL);
    ck_assert_int_eq(vchess_game_sfen(buf, sizeof(buf), NULL, g),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_set_sfen(g, SHOGI_START, &err),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "7g7f", &err),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e2e4", NULL), 0);
    ck_assert_int_eq(vchess_game_move_usi(buf, sizeof(buf), NULL, g, m),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_has_usi(NULL, vchess_game_variant(g)),
                     VCHESS_EINVAL);
    vchess_game_free(g);
    g = NULL;
    ck_assert_int_eq(vchess_game_create_sfen(NULL, variant("shogi"),
                                             SHOGI_START, NULL, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_create_sfen(&g, variant("shogi"), NULL,
                                             NULL, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_sfen(buf, sizeof(buf), NULL, NULL),
                     VCHESS_EINVAL);
}
END_TEST

/* 7g7f 3c3d 8h2b+: Fairy-Stockfish's SFEN after them, the bishop in
 * hand and the move number 4; the FEN says the same. */
START_TEST(moves_and_hands)
{
    char buf[256], text[VCHESS_MOVE_TEXT_MAX];
    vchess_game *g = sfen_game("shogi", SHOGI_START);
    vchess_move m = 0;

    play_usi(g, "7g7f");
    play_usi(g, "3c3d");
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "8h2b+", NULL), 0);
    ck_assert_str_eq(usi_of(g, m, text, sizeof(text)), "8h2b+");
    ck_assert_int_eq(vchess_game_move_coord(text, sizeof(text), NULL, g, m),
                     0);
    ck_assert_str_eq(text, "b2h8+"); /* the board's names */
    ck_assert_int_eq(vchess_game_push(g, m), 0);
    ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)),
                     "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/"
                     "LNSGKGSNL w B 4");
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/"
                     "LNSGKGSNL[B] b - - 0 2");
    /* gote takes back; sente drops the bishop: "B*4e" */
    play_usi(g, "3a2b");
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "B*4e", NULL), 0);
    ck_assert_str_eq(usi_of(g, m, text, sizeof(text)), "B*4e");
    ck_assert_int_eq(vchess_game_push(g, m), 0);
    ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)),
                     "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/"
                     "LNSGKGSNL w b 6");
    /* taking back the moves takes back the SFEN */
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)), SHOGI_START);
    vchess_game_free(g);
}
END_TEST

/* The USI protocol's example position: read, written back as it is
 * (hands in USI's order), and 178 legal moves as Fairy-Stockfish
 * counts them; gote's drops are upper case too. */
START_TEST(usi_example_position)
{
    char buf[256], text[VCHESS_MOVE_TEXT_MAX];
    vchess_game *g = sfen_game("shogi", USI_EXAMPLE);
    vchess_move m = 0;
    int n = -1;

    ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)), USI_EXAMPLE);
    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)),
                     "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/"
                     "1KSG3+r1/LN2+p3L[Sbgnppp] b - - 0 62");
    ck_assert_uint_eq(tu_perft(g, 1), 178);
    ck_assert_int_eq(vchess_game_hand_count(&n, g, 'p'), 0);
    ck_assert_int_eq(n, 3);
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "P*4h", NULL), 0);
    ck_assert_str_eq(usi_of(g, m, text, sizeof(text)), "P*4h");
    /* the knight on 8e may promote on 7g, or not */
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "8e7g+", NULL), 0);
    ck_assert_str_eq(usi_of(g, m, text, sizeof(text)), "8e7g+");
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "8e7g", NULL), 0);
    ck_assert_str_eq(usi_of(g, m, text, sizeof(text)), "8e7g");
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "8e7g=", NULL), 0);
    ck_assert_str_eq(usi_of(g, m, text, sizeof(text)), "8e7g");
    vchess_game_free(g);
}
END_TEST

/* Handicap games: gote (the stronger player, uwate) moves first and the
 * move number still starts at 1; Fairy-Stockfish agrees after five
 * moves of the two-piece handicap. */
START_TEST(handicap_move_numbers)
{
    static const char *const handicaps[] = {
        /* lance, bishop, rook, two pieces, four pieces, six pieces */
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"};
    char buf[256];
    int side = -1;

    for (size_t i = 0; i < sizeof(handicaps) / sizeof(handicaps[0]); i++) {
        vchess_game *g = sfen_game("shogi", handicaps[i]);
        ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)), handicaps[i]);
        ck_assert_int_eq(vchess_game_side_to_move(&side, g), 0);
        ck_assert_int_eq(side, VCHESS_BLACK);
        vchess_game_free(g);
    }
    {
        vchess_game *g = sfen_game("shogi", handicaps[3]);
        play_usi(g, "5a4b");
        ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)),
                         "lnsg1gsnl/5k3/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/"
                         "LNSGKGSNL b - 2");
        play_usi(g, "7g7f");
        play_usi(g, "4b3b");
        play_usi(g, "8h3c+");
        play_usi(g, "2a3c");
        ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)),
                         "lnsg1gs1l/6k2/ppppppnpp/9/9/2P6/PP1PPPPPP/7R1/"
                         "LNSGKGSNL b Pb 6");
        vchess_game_free(g);
    }
}
END_TEST

/* Hands: counts before letters, any order read, USI's order written
 * (R B G S N L P, sente's then gote's); minishogi's and judkins'. */
START_TEST(hand_fields)
{
    static const char *const cases[][3] = {
        {"shogi", "4k4/9/9/9/9/9/9/9/4K4 b 2PSb3p 1",
         "4k4/9/9/9/9/9/9/9/4K4 b S2Pb3p 1"},
        {"shogi", "4k4/9/9/9/9/9/9/9/4K4 b GNLPSRB2g3n3l17p3s2rb 1",
         "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP2rb2g3s3n3l17p 1"},
        {"shogi", "4k4/9/9/9/9/9/9/9/4K4 w PP 9",
         "4k4/9/9/9/9/9/9/9/4K4 w 2P 9"},
        {"minishogi", "2k2/5/5/5/2K2 w RBGSPrbgsp 7",
         "2k2/5/5/5/2K2 w RBGSPrbgsp 7"},
        {"judkins", "2k3/6/6/6/6/3K2 b 2P2p2n 3",
         "2k3/6/6/6/6/3K2 b 2P2n2p 3"},
    };
    char buf[256];
    int n = -1;

    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        vchess_game *g = sfen_game(cases[i][0], cases[i][1]);
        ck_assert_str_eq(sfen_of(g, buf, sizeof(buf)), cases[i][2]);
        if (i == 1) {
            ck_assert_int_eq(vchess_game_hand_count(&n, g, 'p'), 0);
            ck_assert_int_eq(n, 17);
        }
        vchess_game_free(g);
    }
}
END_TEST

/* Bad SFEN: refused with VCHESS_EFEN, the offset at the defect, a game
 * being set left as it was. */
static const struct bad_sfen {
    const char *variant, *sfen;
    size_t offset;
    const char *what;
} bad[] = {
    {"shogi", SHOGI_BOARD " b -", 61, "too few"},
    {"shogi", SHOGI_BOARD " b - 1 1", 64, "too many"},
    {"shogi", SHOGI_BOARD, 57, "too few"},
    {"shogi", "", 0, "too few"},
    {"shogi", " " SHOGI_START, 0, "space before the board"},
    {"shogi", SHOGI_BOARD " x - 1", 58, "side to move"},
    {"shogi", SHOGI_BOARD " B - 1", 58, "side to move"},
    {"shogi", SHOGI_BOARD " bw - 1", 58, "side to move"},
    {"shogi", SHOGI_BOARD " b 0P 1", 60, "starts with 0"},
    {"shogi", SHOGI_BOARD " b 82P 1", 60, "larger than the board"},
    {"shogi", SHOGI_BOARD " b 2 1", 61, "without its piece"},
    {"shogi", SHOGI_BOARD " b P2 1", 62, "without its piece"},
    {"shogi", SHOGI_BOARD " b 2+P 1", 61, "without its piece"},
    {"shogi", SHOGI_BOARD " b K 1", 60, "cannot be in a hand"},
    {"shogi", SHOGI_BOARD " b X 1", 60, "cannot be in a hand"},
    {"shogi", SHOGI_BOARD " b +P 1", 60, "cannot be in a hand"},
    {"shogi", SHOGI_BOARD " b P- 1", 61, "alone"},
    {"shogi", "4k4/9/9/9/9/9/9/9/4K4 b 70P10p 1", 24,
     "than the board has cells"},
    {"shogi", SHOGI_BOARD " b - 0", 62, "bad move number"},
    {"shogi", SHOGI_BOARD " b - 1x", 62, "bad move number"},
    {"shogi", SHOGI_BOARD " b - -1", 62, "bad move number"},
    {"shogi", SHOGI_BOARD " b - 1234567890", 62, "bad move number"},
    {"shogi", SHOGI_BOARD "L b - 1", 57, "too many cells in a rank"},
    {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1",
     56, "too few cells in a rank"},
    {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL9 b - "
              "1",
     58, "too many cells in a rank"},
    {"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
     55, "too few ranks"},
    {"shogi", SHOGI_BOARD "/9 b - 1", 57, "too many ranks"},
    {"shogi", SHOGI_BOARD "[] b - 1", 57, "hand in the board"},
    {"shogi", SHOGI_BOARD "[] w - - 0 1", 57, "hand in the board"},
    {"shogi", "9/9/9/9/9/9/9/9/4K4 b - 1", 0, "has none"},
    {"shogi", "4k4/9/9/9/9/9/9/4r4/4K4 w - 1", 24, "not to move is in check"},
    {"minishogi", SHOGI_START, 29, "too many ranks"},
    {"minishogi", "rbsgk/4p/5/P4/KGSBR b N 1", 22, "cannot be in a hand"},
};

START_TEST(bad_sfens)
{
    const struct bad_sfen *c = &bad[_i];
    vchess_game *g = tu_game(c->variant, NULL);
    vchess_error err;
    char before[256], after[256];

    tu_play(g, strcmp(c->variant, "shogi") == 0 ? "c3c4" : "a2a3");
    sfen_of(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_set_sfen(g, c->sfen, &err), VCHESS_EFEN);
    ck_assert_msg(strstr(err.text, c->what) != NULL, "%s: '%s', not '%s'",
                  c->sfen, err.text, c->what);
    ck_assert_msg(err.offset == c->offset, "%s: offset %zu, not %zu (%s)",
                  c->sfen, err.offset, c->offset, err.text);
    ck_assert_uint_eq(err.column, c->offset + 1);
    ck_assert_str_eq(sfen_of(g, after, sizeof(after)), before);
    ck_assert_uint_eq(tu_ply(g), 1);
    vchess_game_free(g);
    g = (vchess_game *)&err; /* not NULL: the call must clear it */
    ck_assert_int_eq(vchess_game_create_sfen(&g, variant(c->variant), c->sfen,
                                             NULL, NULL),
                     VCHESS_EFEN);
    ck_assert_ptr_null(g);
}
END_TEST

/* Bad USI move texts: the status and the offset of the defect. */
static const struct bad_move {
    const char *text;
    int status;
    size_t offset;
} bad_moves[] = {
    {"", VCHESS_ESYNTAX, 0},
    {"c3c4", VCHESS_ESYNTAX, 0},      /* the board's names, not USI's */
    {"7g", VCHESS_ESYNTAX, 2},
    {"7g7", VCHESS_ESYNTAX, 3},
    {"7g7f7", VCHESS_ESYNTAX, 4},
    {"7g7f++", VCHESS_ESYNTAX, 5},
    {"7g7fx", VCHESS_ESYNTAX, 4},     /* no such promotion letter */
    {"0g7f", VCHESS_ECELL, 0},
    {"7g7j", VCHESS_ECELL, 2},        /* shogi's ranks end at i */
    {"P5e", VCHESS_ESYNTAX, 1},
    {"P*5", VCHESS_ESYNTAX, 3},
    {"P*5e+", VCHESS_ESYNTAX, 4},
    {"Q*5e", VCHESS_ESYNTAX, 0},
    {"p*5e", VCHESS_ESYNTAX, 0},      /* a drop's letter is upper case */
    {"P@5e", VCHESS_ESYNTAX, 1},
    {"P*5e", VCHESS_ENOPIECE, 0},     /* nothing in hand */
    {"5e5d", VCHESS_ENOPIECE, 0},     /* an empty cell */
    {"3c3d", VCHESS_ENOPIECE, 0},     /* gote's pawn */
    {"7g7e", VCHESS_EILLEGAL, 0},
    {"7g7f+", VCHESS_EILLEGAL, 0},    /* no promotion there */
};

START_TEST(bad_usi_moves)
{
    const struct bad_move *c = &bad_moves[_i];
    vchess_game *g = tu_game("shogi", NULL);
    vchess_move m = 12345;
    vchess_error err;
    int rc = vchess_game_parse_usi(&m, g, c->text, &err);

    ck_assert_msg(rc == c->status, "'%s': %s, not %s (%s)", c->text,
                  vchess_status_name(rc), vchess_status_name(c->status),
                  err.text);
    ck_assert_msg(err.offset == c->offset, "'%s': offset %zu, not %zu",
                  c->text, err.offset, c->offset);
    ck_assert_uint_eq(m, 12345);
    vchess_game_free(g);
}
END_TEST

/* The listing in USI: as many texts as moves, each the move's own USI
 * text, and each read back as that move; shogi's 30 first moves. */
START_TEST(usi_listing)
{
    static const char *const sfens[] = {SHOGI_START, USI_EXAMPLE,
                                        "rbsgk/4p/5/P4/KGSBR b - 1"};
    static char texts[TU_MAX_MOVES * VCHESS_MOVE_TEXT_MAX];
    vchess_move moves[TU_MAX_MOVES], back = 0;
    char one[VCHESS_MOVE_TEXT_MAX];
    size_t n = 0, needed = 0;

    for (size_t k = 0; k < sizeof(sfens) / sizeof(sfens[0]); k++) {
        vchess_game *g = sfen_game(k == 2 ? "minishogi" : "shogi", sfens[k]);
        char *word, *rest = texts;
        size_t i = 0;
        ck_assert_int_eq(vchess_game_legal_move_texts(
                             texts, sizeof(texts), &needed, moves,
                             TU_MAX_MOVES, &n, g, VCHESS_NOTATION_USI),
                         0);
        ck_assert_uint_eq(n, k == 0 ? 30 : k == 1 ? 178 : 14);
        ck_assert_uint_eq(needed, strlen(texts) + 1);
        if (k == 0)
            ck_assert_ptr_nonnull(strstr(texts, "7g7f"));
        while ((word = strtok_r(rest, " ", &rest)) != NULL) {
            ck_assert_uint_lt(i, n);
            ck_assert_str_eq(usi_of(g, moves[i], one, sizeof(one)), word);
            ck_assert_int_eq(vchess_game_parse_usi(&back, g, word, NULL), 0);
            ck_assert_uint_eq(back, moves[i]);
            i++;
        }
        ck_assert_uint_eq(i, n);
        vchess_game_free(g);
    }
    {
        vchess_game *g = tu_game("chess", NULL);
        ck_assert_int_eq(vchess_game_legal_move_texts(
                             texts, sizeof(texts), &needed, moves,
                             TU_MAX_MOVES, &n, g, VCHESS_NOTATION_USI),
                         VCHESS_EINVAL);
        vchess_game_free(g);
    }
}
END_TEST

/* The buffer rules: too small is VCHESS_EBUFS with the size needed. */
START_TEST(sfen_buffers)
{
    char buf[256], small[8];
    size_t needed = 0, fen_max = 0;
    vchess_game *g = sfen_game("shogi", USI_EXAMPLE);
    vchess_move m = 0;

    ck_assert_int_eq(vchess_game_sfen(small, sizeof(small), &needed, g),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(needed, strlen(USI_EXAMPLE) + 1);
    ck_assert_int_eq(vchess_game_sfen(NULL, 0, &needed, g), VCHESS_EBUFS);
    ck_assert_uint_eq(needed, strlen(USI_EXAMPLE) + 1);
    ck_assert_int_eq(vchess_game_sfen(buf, needed, &needed, g), 0);
    ck_assert_str_eq(buf, USI_EXAMPLE);
    ck_assert_int_eq(vchess_variant_fen_max(&fen_max, vchess_game_variant(g)),
                     0);
    ck_assert_uint_ge(fen_max, needed);
    ck_assert_int_eq(vchess_game_parse_usi(&m, g, "8e7g+", NULL), 0);
    ck_assert_int_eq(vchess_game_move_usi(small, 5, &needed, g, m),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(needed, 6);
    ck_assert_int_eq(vchess_game_move_usi(small, 6, &needed, g, m), 0);
    ck_assert_str_eq(small, "8e7g+");
    ck_assert_int_eq(vchess_game_move_usi(small, 6, NULL, g, 0xFFFFFFFFu),
                     VCHESS_EMOVE);
    vchess_game_free(g);
}
END_TEST

/* Random play in each variant: the SFEN of every position reads back
 * as the same position (FEN less the half-move clock, which SFEN does
 * not hold) and writes the same SFEN; every move's USI text reads back
 * as the move. */
static void strip_clock(char *fen)
{
    /* "... w - - H F" -> "... w - - F" */
    char *end = strrchr(fen, ' '), *half;

    *end = '\0';
    half = strrchr(fen, ' ');
    *end = ' ';
    memmove(half, end, strlen(end) + 1);
}

START_TEST(round_trips)
{
    const char *name = starts[_i][0];
    vchess_game *g = tu_game(name, NULL);
    vchess_move moves[TU_MAX_MOVES], back = 0;
    char sfen[256], again[256], fen[256], fen2[256], text[32];
    unsigned seed = 29u + (unsigned)_i;
    size_t n = 0;

    for (int ply = 0; ply < 300; ply++) {
        vchess_game *h;
        ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g),
                         0);
        sfen_of(g, sfen, sizeof(sfen));
        h = sfen_game(name, sfen);
        ck_assert_str_eq(sfen_of(h, again, sizeof(again)), sfen);
        tu_fen(g, fen, sizeof(fen));
        tu_fen(h, fen2, sizeof(fen2));
        strip_clock(fen);
        strip_clock(fen2);
        ck_assert_msg(strcmp(fen, fen2) == 0, "%s: %s != %s", sfen, fen,
                      fen2);
        vchess_game_free(h);
        if (n == 0)
            break;
        for (size_t i = 0; i < n; i++) {
            usi_of(g, moves[i], text, sizeof(text));
            ck_assert_int_eq(vchess_game_parse_usi(&back, g, text, NULL), 0);
            ck_assert_uint_eq(back, moves[i]);
        }
        seed = seed * 1103515245u + 12345u;
        ck_assert_int_eq(vchess_game_push(g, moves[(seed >> 8) % n]), 0);
    }
    vchess_game_free(g);
}
END_TEST

/* Kyoto shogi in USI, as Fairy-Stockfish lists its start under USI:
 * demotions end in '-', promotions in '+', drops either way up. */
START_TEST(kyoto_usi)
{
    static const char *const start[] = {
        "1e1d+", "2e1d-", "2e2d-", "2e3d-", "3e2d", "3e3d",
        "3e4d", "4e3d+", "4e4d+", "4e5d+", "5e4d-", "5e5d-"};
    vchess_game *g = sfen_game("kyotoshogi", "p+nks+l/5/5/5/+LSK+NP b - 1");
    vchess_move moves[TU_MAX_MOVES];
    char one[VCHESS_MOVE_TEXT_MAX], seen[12][VCHESS_MOVE_TEXT_MAX];
    size_t n = 0;

    ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g), 0);
    ck_assert_uint_eq(n, 12);
    for (size_t i = 0; i < n; i++)
        snprintf(seen[i], sizeof(seen[i]), "%s",
                 usi_of(g, moves[i], one, sizeof(one)));
    qsort(seen, n, sizeof(seen[0]), (int (*)(const void *, const void *))strcmp);
    for (size_t i = 0; i < n; i++)
        ck_assert_str_eq(seen[i], start[i]);
    play_usi(g, "5e5d-");
    ck_assert_str_eq(sfen_of(g, one, sizeof(one)),
                     "p+nks+l/5/5/L4/1SK+NP w - 2");
    vchess_game_free(g);
    g = sfen_game("kyotoshogi", "1+nks+l/5/5/5/+LSK+N1 b Pp 1");
    play_usi(g, "+P*1e");
    ck_assert_str_eq(sfen_of(g, one, sizeof(one)),
                     "1+nks+l/5/5/5/+LSK+N+P w p 2");
    vchess_game_free(g);
}
END_TEST

Suite *usi_suite(void)
{
    Suite *s = suite_create("usi");
    TCase *tc = tcase_create("core");
    int nstarts = (int)(sizeof(starts) / sizeof(starts[0]));

    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, start_sfens, 0, nstarts);
    tcase_add_test(tc, variants_without_sfen);
    tcase_add_test(tc, moves_and_hands);
    tcase_add_test(tc, usi_example_position);
    tcase_add_test(tc, handicap_move_numbers);
    tcase_add_test(tc, hand_fields);
    tcase_add_loop_test(tc, bad_sfens, 0, (int)(sizeof(bad) / sizeof(bad[0])));
    tcase_add_loop_test(tc, bad_usi_moves, 0,
                        (int)(sizeof(bad_moves) / sizeof(bad_moves[0])));
    tcase_add_test(tc, usi_listing);
    tcase_add_test(tc, kyoto_usi);
    tcase_add_test(tc, sfen_buffers);
    tcase_add_loop_test(tc, round_trips, 0, nstarts);
    suite_add_tcase(s, tc);
    return s;
}
