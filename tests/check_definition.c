/* check_definition.c - variants defined as text: the Betza reader on
 * hand-worked pieces, the loader's errors (where and why), variant sets
 * through the public API, and perft of loaded variants against counts
 * from Fairy-Stockfish (tests/definition_perft.txt). */
#include "define/betza.h"
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Betza ----------------------------------------------------------- */

static struct vc_betza betza(const char *text)
{
    struct vc_betza b;
    char why[160];
    size_t at = 0;

    ck_assert_msg(vc_betza_parse(&b, text, why, sizeof(why), &at) == 0,
                  "%s: %s at %zu", text, why, at);
    return b;
}

static int has(const struct vc_betza_atom *a, int df, int dr)
{
    for (int i = 0; i < a->nvec; i++)
        if (a->df[i] == df && a->dr[i] == dr)
            return 1;
    return 0;
}

START_TEST(betza_atoms)
{
    struct vc_betza b = betza("N");

    ck_assert_int_eq(b.natoms, 1);
    ck_assert_int_eq(b.atom[0].nvec, 8);
    ck_assert(has(&b.atom[0], 1, 2) && has(&b.atom[0], -2, -1));
    ck_assert_int_eq(b.atom[0].range, 1);
    ck_assert_int_eq(b.atom[0].mode, VC_BETZA_MOVE | VC_BETZA_CAPTURE);
    b = betza("Q"); /* WW and FF */
    ck_assert_int_eq(b.natoms, 2);
    ck_assert_int_eq(b.atom[0].range, VC_BETZA_UNLIMITED);
    ck_assert(has(&b.atom[0], 0, 1) && has(&b.atom[1], -1, -1));
    b = betza("R12"); /* twelve, not R1 then a stray 2 */
    ck_assert_int_eq(b.natoms, 1);
    ck_assert_int_eq(b.atom[0].range, 12);
    b = betza("W3NN");
    ck_assert_int_eq(b.atom[0].range, 3);
    ck_assert_int_eq(b.atom[1].range, VC_BETZA_UNLIMITED);
    ck_assert_int_eq(b.atom[1].nvec, 8);
}
END_TEST

START_TEST(betza_modifiers)
{
    struct vc_betza b = betza("fmWfcF"); /* a pawn without double step */

    ck_assert_int_eq(b.natoms, 2);
    ck_assert_int_eq(b.atom[0].nvec, 1);
    ck_assert(has(&b.atom[0], 0, 1));
    ck_assert_int_eq(b.atom[0].mode, VC_BETZA_MOVE);
    ck_assert_int_eq(b.atom[1].nvec, 2);
    ck_assert(has(&b.atom[1], 1, 1) && has(&b.atom[1], -1, 1));
    ck_assert_int_eq(b.atom[1].mode, VC_BETZA_CAPTURE);
    b = betza("ifmnD"); /* the double step: two W steps, first empty */
    ck_assert_int_eq(b.atom[0].nvec, 1);
    ck_assert(has(&b.atom[0], 0, 1));
    ck_assert_int_eq(b.atom[0].min, 2);
    ck_assert_int_eq(b.atom[0].range, 2);
    ck_assert_int_eq(b.atom[0].mode, VC_BETZA_MOVE | VC_BETZA_INITIAL);
    b = betza("nA"); /* the elephant that can be blocked */
    ck_assert(has(&b.atom[0], 1, 1) && b.atom[0].min == 2);
    b = betza("ffN"); /* narrow forward: the shogi knight */
    ck_assert_int_eq(b.atom[0].nvec, 2);
    ck_assert(has(&b.atom[0], 1, 2) && has(&b.atom[0], -1, 2));
    b = betza("fN");
    ck_assert_int_eq(b.atom[0].nvec, 4);
    b = betza("flF"); /* a pair that meets: forward-left only */
    ck_assert_int_eq(b.atom[0].nvec, 1);
    ck_assert(has(&b.atom[0], -1, 1));
    b = betza("fsW"); /* a pair that cannot meet: forward and sideways */
    ck_assert_int_eq(b.atom[0].nvec, 3);
    ck_assert(!has(&b.atom[0], 0, -1));
    b = betza("vR");
    ck_assert_int_eq(b.atom[0].nvec, 2);
    ck_assert(has(&b.atom[0], 0, -1) && has(&b.atom[0], 0, 1));
}
END_TEST

static struct vc_betza betza_hex(const char *text)
{
    struct vc_betza b;
    char why[160];
    size_t at = 0;

    ck_assert_msg(vc_betza_parse_hex(&b, text, why, sizeof(why), &at) == 0,
                  "%s: %s at %zu", text, why, at);
    return b;
}

/* On the hexagon (axial steps, docs/definitions.md): six W, six F,
 * twelve N, directions by the true angle. */
START_TEST(betza_hexagonal)
{
    struct vc_betza b = betza_hex("WFN");
    char why[160];
    size_t at = 0;

    ck_assert_int_eq(b.natoms, 3);
    ck_assert_int_eq(b.atom[0].nvec, 6);
    ck_assert_int_eq(b.atom[1].nvec, 6);
    ck_assert_int_eq(b.atom[2].nvec, 12);
    ck_assert(has(&b.atom[0], 1, -1) && has(&b.atom[1], 2, -1) &&
              has(&b.atom[2], 3, -2));
    b = betza_hex("ffW"); /* up the file */
    ck_assert_int_eq(b.atom[0].nvec, 1);
    ck_assert(has(&b.atom[0], 0, 1));
    b = betza_hex("fW"); /* and the two sides beside it */
    ck_assert_int_eq(b.atom[0].nvec, 3);
    b = betza_hex("fsW"); /* Glinski's pawn takes so */
    ck_assert_int_eq(b.atom[0].nvec, 2);
    ck_assert(has(&b.atom[0], -1, 1) && has(&b.atom[0], 1, 0));
    b = betza_hex("fF"); /* McCooey's pawn takes so */
    ck_assert_int_eq(b.atom[0].nvec, 2);
    ck_assert(has(&b.atom[0], -1, 2) && has(&b.atom[0], 1, 1));
    b = betza_hex("sF");
    ck_assert_int_eq(b.atom[0].nvec, 2);
    ck_assert(has(&b.atom[0], 2, -1) && has(&b.atom[0], -2, 1));
    b = betza_hex("iffmnD"); /* the double step */
    ck_assert_int_eq(b.atom[0].nvec, 1);
    ck_assert(has(&b.atom[0], 0, 1) && b.atom[0].min == 2);
    b = betza_hex("G"); /* three corners in a line */
    ck_assert(has(&b.atom[0], 3, 3) && b.atom[0].nvec == 6);
    ck_assert_int_lt(vc_betza_parse_hex(&b, "fC", why, sizeof(why), &at), 0);
    ck_assert_uint_eq(at, 1);
    ck_assert_ptr_nonnull(strstr(why, "hexagonal"));
}
END_TEST

/* A piece of a designer's own on Gliński's board: from f6 its moves are
 * the cells the hexagonal reading of its Betza names. */
START_TEST(hexagonal_custom_piece)
{
    static const char text[] = "[t:glinski]\ncustomPiece1 = a:fsWsF\n"
                               "customPiece2 = c:ffNbbW\n";
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    char buf[256];

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "t", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, "k/3/5/7/9/5A5/11/11/C10/"
                                               "11/9K1 w - - 0 1",
                                        NULL, NULL),
                     0);
    ck_assert_str_eq(tu_moves(g, "f6", buf, sizeof(buf)),
                     "f6d5 f6e6 f6g6 f6h5");
    /* from a3: the four leaps nearest the file forward, one step back */
    ck_assert_str_eq(tu_moves(g, "a3", buf, sizeof(buf)),
                     "a3a2 a3b6 a3c6");
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* Cells of a hexagonal board's far files (l6: file 12 of 11) are its
 * own: a morph there loads. */
START_TEST(hexagonal_morph_cells)
{
    static const char text[] = "[t:glinski]\nmorph = q:l6,a6,f11\n";
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    vchess_variant_set_free(s);
}
END_TEST

/* Holes on a hexagonal board, written '*' in its FEN as on a
 * rectangle: with f6 cut out of Gliński's board white's f5 pawn cannot
 * move, and his other 50 first moves do not pass f6. */
START_TEST(hexagonal_holes)
{
    static const char text[] =
        "[t:glinski]\nstartFen = b/qbk/n1b1n/r5r/ppppppppp/5*5/5P5/4P1P4/"
        "3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1\n";
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    char buf[256];
    int count = 0;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "t", NULL), 0);
    ck_assert_int_eq(vchess_variant_cell_count(&count, v), 0);
    ck_assert_int_eq(count, 90);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    ck_assert_uint_eq(tu_perft(g, 1), 50);
    ck_assert_str_eq(tu_moves(g, "f5", buf, sizeof(buf)), "");
    ck_assert_ptr_nonnull(strstr(tu_fen(g, buf, sizeof(buf)), "/5*5/"));
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

static const struct {
    const char *text;
    size_t at;
    const char *says;
} betza_bad[] = {
    {"X", 0, "'X'"},
    {"fmWJ", 3, "'J'"},
    {"nN", 1, "'N'"},      /* lame on a bent leap */
    {"NN3", 2, "'3'"},     /* doubled and a range */
    {"W300", 1, "range"}, /* at the digits */
    {"vF", 1, "no move"},
    {"fm", 2, "without an atom"},
    {"W1.", 2, "'.'"},
};

START_TEST(betza_errors)
{
    struct vc_betza b;
    char why[160] = "";
    size_t at = 99;

    ck_assert_int_eq(vc_betza_parse(&b, betza_bad[_i].text, why,
                                    sizeof(why), &at),
                     -1);
    ck_assert_msg(strstr(why, betza_bad[_i].says) != NULL, "%s: %s",
                  betza_bad[_i].text, why);
    ck_assert_uint_eq(at, betza_bad[_i].at);
}
END_TEST

/* ---- the loader's errors --------------------------------------------- */

static const struct {
    const char *text;
    unsigned line, column;
    const char *says;
} load_bad[] = {
    {"[a:chess]\nfoo = 1\n", 2, 1, "unknown key 'foo'"},
    {"[a:chess]\ncustomPiece1 = x:mWJ\n", 2, 20, "'J'"},
    {"[a:chess]\nstartFen = 8/8/8 w - - 0 1\n", 2, 17, "startFen"},
    {"[a:chess]\nmaxFile = j\n", 2, 11, "no start position"},
    {"maxRank = 6\n", 1, 1, "before the first [section]"},
    {"[a:chess]\n[a:chess]\n", 2, 2, "defined twice"},
    {"[a:xiangqi]\n", 1, 4, "unknown parent"},
    {"[a:chess]\npieceNames = x:xray\n", 2, 14, "'x' is not a piece"},
    {"[a:chess]\npieceNames = q:my  queen\n", 2, 19, "' ' in a piece name"},
    {"[a:chess]\ncannon = c\n", 2, 10, "cannon"},
    {"[a:chess]\nnFoldValue = wins\n", 2, 14, "nFoldValue"},
    {"[a:chess]\nmaxRank = 16\nmaxFile = q\n", 3, 11, "a to p (or 1 to 16)"},
    {"[a:chess]\nmaxRank = 17\n", 2, 11, "from 1 to 16, not '17'"},
    {"[a:chess]\ncustomPiece1 = z:iN\n", 2, 18, "initial-only captures"},
    {"[a:chess]\npromotionPieceTypes = qk\n", 2, 23, "'k'"},
    {"[a]\npawn = p\n", 1, 2, "no start position"},
    {"[a:chess]\nmaxFile = p\nmaxRank = 16\npawn = -\n"
     "customPiece1 = z:QNN\nstartFen = k15/16/16/16/16/16/16/16/16/16/16/"
     "16/16/16/16/K15 w - - 0 1\n",
     6, 12, "16384"},
    {"[a:chess]\nstalemateValue = lose\n", 2, 18, "win, loss or draw"},
    {"[a:chess]\nkey without value\n", 2, 1, "key = value"},
    {"[a:chess]\nmorph = q:z9\n", 2, 11, "'z9' is not a cell name"},
    {"[a:chess]\nmorph = x:e4\n", 2, 9, "'x' is not a piece"},
    {"[a:chess]\nmorph = q:a9\n", 2, 9, "a9 is not on the board"},
    {"[a:chess]\nminorPieceTypes = k\n", 2, 19, "non-royal"},
    {"[a:chess]\nbareKingLoses = yes\n", 2, 17, "true or false"},
    {"[a:chess]\nboard = trihexagonal\nstartFen = rnbkbqbnr/ppppppppp/9/9/"
     "9/9/PPPPPPPPP/RNBQBKBNR w - - 0 1\ncustomPiece1 = z:fW\n",
     4, 18, "kite board"},
    {"[a:chess]\nboard = hex\n", 2, 9, "rectangle, trihexagonal or hexagonal"},
    {"[a:chess]\nhexagonSide = 5\n", 2, 15, "needs 'board = hexagonal'"},
    {"[a:glinski]\nhexagonSide = 9\n", 2, 15, "from 2 to 8"},
    {"[a:glinski]\ncustomPiece1 = z:C\n", 2, 18, "hexagonal board"},
    {"[a:glinski]\nmorph = q:j6\n", 2, 9, "j6 is not on the board"},
    {"[a:chess]\ncastlingRule1 = K O-O e1 g1 h1 f1 empty:f1,g1 s:e1\n",
     2, 17, "'safe:'"},
    {"[a:chess]\ncastlingRule1 = K O-O e1 g1 h1 f9 empty:f1 safe:e1\n",
     2, 17, "castling rule"},
};

START_TEST(loader_errors)
{
    vchess_variant_set *s = (vchess_variant_set *)&s;
    vchess_error err;

    ck_assert_int_eq(vchess_variant_set_load(&s, load_bad[_i].text, "t.ini",
                                             NULL, &err),
                     VCHESS_ESYNTAX);
    ck_assert_ptr_null(s);
    ck_assert_msg(strstr(err.text, load_bad[_i].says) != NULL, "%s",
                  err.text);
    ck_assert_msg(strncmp(err.text, "t.ini:", 6) == 0, "%s", err.text);
    ck_assert_uint_eq(err.line, load_bad[_i].line);
    ck_assert_uint_eq(err.column, load_bad[_i].column);
}
END_TEST

/* ---- perft against Fairy-Stockfish ------------------------------------ */

static vchess_variant_set *load_file(const char *name)
{
    char *text = tu_read_data(name);
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_set_load(&s, text, name, NULL, &err) == 0,
                  "%s", err.text);
    free(text);
    return s;
}

/* Every line of definition_perft.txt, in the variants of `file`. */
static void perft_file(const char *file)
{
    vchess_variant_set *s = load_file(file);
    char *data = tu_read_data("definition_perft.txt"), *line, *save = NULL;
    int cases = 0;

    for (line = strtok_r(data, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        char name[64];
        unsigned depth;
        unsigned long long nodes;
        int used = 0;
        const vchess_variant *v;
        vchess_game *g;
        uint64_t got;
        const char *fen;

        if (line[0] == '#' ||
            sscanf(line, "%63s %u %llu%n", name, &depth, &nodes, &used) < 3)
            continue;
        fen = strstr(line + used, "fen ");
        ck_assert_int_eq(vchess_variant_set_get(&v, s, name, NULL), 0);
        ck_assert_int_eq(vchess_game_create(&g, v, fen ? fen + 4 : NULL,
                                            NULL, NULL),
                         0);
        ck_assert_int_eq(vchess_game_perft(&got, g, depth), 0);
        ck_assert_msg(got == nodes, "%s: %s: %llu, not %llu", file, line,
                      (unsigned long long)got, nodes);
        vchess_game_free(g);
        cases++;
    }
    ck_assert_int_ge(cases, 9);
    free(data);
    vchess_variant_set_free(s);
}

START_TEST(perft_named_pieces)
{
    perft_file("definition_variants.ini");
}
END_TEST

START_TEST(perft_betza_pieces)
{
    perft_file("definition_betza.ini");
}
END_TEST

/* ---- the shipped definitions of the built-ins ------------------------- */

static const char *const shipped[] = {"chess", "trihexagonal",
                                      "trumpisten"};

/* variants/NAME.ini, read from the source tree as a user's file, gives
 * the counts of tests/perft_cases.txt (from the Chess Programming Wiki
 * and the rules' specs) for variant NAME. */
START_TEST(shipped_equal_builtins)
{
    static struct tu_perft_case cases[128];
    char file[64];
    int n = tu_perft_cases(cases, 128), used = 0;
    vchess_variant_set *s;
    const vchess_variant *v;

    snprintf(file, sizeof(file), "../variants/%s.ini", shipped[_i]);
    s = load_file(file);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, shipped[_i], NULL), 0);
    for (int i = 0; i < n; i++) {
        vchess_game *g;
        uint64_t got = 0;
        if (strcmp(cases[i].variant, shipped[_i]) != 0 ||
            cases[i].nodes > 5000000)
            continue;
        ck_assert_int_eq(vchess_game_create(&g, v, tu_case_fen(&cases[i]),
                                            NULL, NULL),
                         0);
        ck_assert_int_eq(vchess_game_perft(&got, g, cases[i].depth), 0);
        ck_assert_msg(got == cases[i].nodes, "%s: %s depth %u: %llu",
                      file, cases[i].fen, cases[i].depth,
                      (unsigned long long)got);
        vchess_game_free(g);
        used++;
    }
    ck_assert_int_ge(used, 7);
    vchess_variant_set_free(s);
}
END_TEST

/* ---- the public objects ---------------------------------------------- */

static int allocs, frees;

static void *count_malloc(void *opaque, size_t size)
{
    (void)opaque;
    allocs++;
    return malloc(size);
}

static void *count_realloc(void *opaque, void *p, size_t size)
{
    (void)opaque;
    allocs += p == NULL;
    return realloc(p, size);
}

static void count_free(void *opaque, void *p)
{
    (void)opaque;
    frees += p != NULL;
    free(p);
}

START_TEST(set_outlived_by_games)
{
    static const vchess_allocator a = {VCHESS_ALLOCATOR_VERSION,
                                       count_malloc, count_realloc,
                                       count_free, NULL};
    static const char text[] = "[one:chess]\nvariantTemplate = fairy\n"
                               "[two:one]\nqueen = -\n"
                               "startFen = rnb1kbnr/pppppppp/8/8/8/8/"
                               "PPPPPPPP/RNB1KBNR w KQkq - 0 1\n"
                               "promotionPieceTypes = rbn\n";
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    size_t n = 0;
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_variant_set_load(&s, text, "x", &a, NULL), 0);
    ck_assert_int_eq(vchess_variant_set_count(&n, s), 0);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(vchess_variant_set_name(s, 1), "two");
    ck_assert_ptr_null(vchess_variant_set_name(s, 2));
    ck_assert_int_eq(vchess_variant_set_warning_count(&n, s), 0);
    ck_assert_uint_eq(n, 1);
    ck_assert_ptr_nonnull(strstr(vchess_variant_set_warning(s, 0),
                                 "x:2:1: key 'variantTemplate'"));
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "three", NULL),
                     VCHESS_EVARIANT);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "two", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    vchess_variant_set_free(s); /* the game keeps "two" alive */
    ck_assert_str_eq(vchess_variant_name(vchess_game_variant(g)), "two");
    /* chess without queens: chess's 20 first moves and Kd1, the same
       21 replies */
    ck_assert_int_eq(vchess_game_perft(&nodes, g, 2), 0);
    ck_assert_uint_eq(nodes, 441);
    ck_assert_int_lt(frees, allocs);
    vchess_game_free(g);
    ck_assert_int_eq(frees, allocs);
}
END_TEST

/* Random bytes written over a definition: an error or a variant, never
 * a crash (run under `make check-asan` for memory errors). */
START_TEST(fuzz_never_crashes)
{
    static const char base[] =
        "[f:chess]\nmaxRank = 6\nmaxFile = f\ncustomPiece1 = z:ifmnDcF\n"
        "startFen = rnzknr/pppppp/6/6/PPPPPP/RNZKNR w - - 0 1\n"
        "castling = false\npromotionRank = 6\n";
    static const char alphabet[] = "[]:=\n #;-/0123456789abcfhijkmnpqrsvz"
                                   "BDFKNQRWZ";
    unsigned seed = 12345;

    for (int round = 0; round < 300; round++) {
        char text[sizeof(base)];
        vchess_variant_set *s = NULL;
        vchess_error err;

        memcpy(text, base, sizeof(base));
        for (int k = 0; k < 3; k++) {
            seed = seed * 1103515245u + 12345u;
            text[(seed >> 8) % (sizeof(base) - 1)] =
                alphabet[(seed >> 20) % (sizeof(alphabet) - 1)];
        }
        if (vchess_variant_set_load(&s, text, "fuzz", NULL, &err) == 0)
            vchess_variant_set_free(s);
        else
            ck_assert(err.text[0] != 0 && err.line >= 1);
    }
}
END_TEST

/* Fairy-Stockfish's leniencies, each a warning with line and column: a
 * key given twice (the last counts), a start position without its side
 * to move, castling or en passant field (perft 2 of the last without
 * castling rights: Stockfish counts 63, with them 66). */
static const struct {
    const char *text, *warning;
    uint64_t perft2;
} lenient[] = {
    {"[a:chess]\nnMoveRule = 10\nnMoveRule = 50\n",
     "t.ini:3:1: key 'nMoveRule': given twice", 400},
    {"[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n",
     "t.ini:2:55: key 'startFen': no side to move, castling or en passant "
     "field: read as 'w - -'",
     400},
    {"[a:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2R w\n",
     "key 'startFen': no castling or en passant field", 63},
    /* fields that are not of their kind stand for missing ones */
    {"[a:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2R w 0 1\n",
     "t.ini:2:35: key 'startFen': no castling or en passant field: read as "
     "'- -'",
     63},
    {"[a:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2R w - 0 1\n",
     "key 'startFen': no en passant field: read as '-'", 63},
    {"[a:3check]\nstartFen = 4k3/8/8/8/8/8/8/4K2R w 3+3 0 1\n",
     "key 'startFen': no castling or en passant field", 63},
    /* a letter another piece holds: that piece goes (perft 2: 324, as
     * Fairy-Stockfish counts with the knight replaced by a D leaper) */
    {"[a:chess]\ncustomPiece1 = n:D\n",
     "t.ini:2:16: key 'customPiece1': piece letter 'n' was 'knight''s: that "
     "piece is removed",
     324},
    /* castling rights of a variant without castling */
    {"[a:chess]\ncastling = false\n",
     "key 'startFen': castling is off: its castling rights 'KQkq' are left "
     "out",
     400},
};

START_TEST(lenient_keys)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    size_t n = 0;

    ck_assert_msg(vchess_variant_set_load(&s, lenient[_i].text, "t.ini", NULL,
                                          &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_warning_count(&n, s), 0);
    ck_assert_uint_eq(n, 1);
    ck_assert_msg(strstr(vchess_variant_set_warning(s, 0),
                         lenient[_i].warning) != NULL,
                  "%s", vchess_variant_set_warning(s, 0));
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "a", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    ck_assert_uint_eq(tu_perft(g, 2), lenient[_i].perft2);
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* The promotion choices follow the pieces, as Fairy-Stockfish's follow
 * its piece types: a piece that takes the knight's letter leaves them
 * without a knight (Fairy-Stockfish counts 8: the king's five steps and
 * b8=Q, b8=R, b8=B), as does a queen removed (8), while a queen given
 * another letter is there by that one (9); a section that names the
 * choices keeps them (9). */
START_TEST(letter_taken_from_promotions)
{
#define NO_QUEEN "startFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w - - 0 1\n"
    static const char *const text[] = {
        "[a:chess]\ncustomPiece1 = n:D\n",
        "[a:chess]\npromotionPieceTypes = qrbn\ncustomPiece1 = n:D\n",
        "[a:chess]\nqueen = -\n" NO_QUEEN,
        "[a:chess]\nqueen = z\n" NO_QUEEN};
    static const uint64_t expected[] = {8, 9, 8, 9};

    for (int i = 0; i < 4; i++) {
        vchess_variant_set *s = NULL;
        const vchess_variant *v = NULL;
        vchess_game *g = NULL;
        vchess_error err;

        ck_assert_msg(vchess_variant_set_load(&s, text[i], "t.ini", NULL,
                                              &err) == 0,
                      "%s", err.text);
        ck_assert_int_eq(vchess_variant_set_get(&v, s, "a", NULL), 0);
        ck_assert_int_eq(vchess_game_create(&g, v, "4k3/1P6/8/8/8/8/8/4K3 w - "
                                                   "- 0 1",
                                            NULL, &err),
                         0);
        ck_assert_uint_eq(tu_perft(g, 1), expected[i]);
        vchess_game_free(g);
        vchess_variant_set_free(s);
    }
}
END_TEST

/* promotionRegionWhite: white's pawns promote on entering the region,
 * black's keep promotionRank's first rank. */
START_TEST(promotion_region)
{
    static const char text[] = "[t:chess]\npromotionRegionWhite = *7 *8\n";
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;
    char buf[256];

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "t", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, "4k3/8/P7/8/8/8/p7/4K3 w - - "
                                               "0 1",
                                        NULL, NULL),
                     0);
    ck_assert_str_eq(tu_moves(g, "a6", buf, sizeof(buf)),
                     "a6a7b a6a7n a6a7q a6a7r");
    tu_play(g, "e1d1");
    ck_assert_str_eq(tu_moves(g, "a2", buf, sizeof(buf)),
                     "a2a1b a2a1n a2a1q a2a1r");
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

Suite *definition_suite(void)
{
    Suite *s = suite_create("definition");
    TCase *tc = tcase_create("definition");

    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, betza_atoms);
    tcase_add_test(tc, betza_modifiers);
    tcase_add_test(tc, betza_hexagonal);
    tcase_add_test(tc, hexagonal_custom_piece);
    tcase_add_test(tc, hexagonal_holes);
    tcase_add_test(tc, hexagonal_morph_cells);
    tcase_add_test(tc, promotion_region);
    tcase_add_test(tc, letter_taken_from_promotions);
    tcase_add_loop_test(tc, lenient_keys, 0,
                        (int)(sizeof(lenient) / sizeof(lenient[0])));
    tcase_add_loop_test(tc, betza_errors, 0,
                        sizeof(betza_bad) / sizeof(betza_bad[0]));
    tcase_add_loop_test(tc, loader_errors, 0,
                        sizeof(load_bad) / sizeof(load_bad[0]));
    tcase_add_test(tc, perft_named_pieces);
    tcase_add_test(tc, perft_betza_pieces);
    tcase_add_loop_test(tc, shipped_equal_builtins, 0,
                        sizeof(shipped) / sizeof(shipped[0]));
    tcase_add_test(tc, set_outlived_by_games);
    tcase_add_test(tc, fuzz_never_crashes);
    suite_add_tcase(s, tc);
    return s;
}
