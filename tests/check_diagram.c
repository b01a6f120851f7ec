/* check_diagram.c - Interactive Diagram parameter text: the Trumpisten
 * seed page's definition loads unchanged and gives the perft of the
 * spec and of the whole Trumpisten perft suite; orthodox chess written
 * as a Diagram gives the Chess Programming Wiki's perft; errors name
 * source, line, column, key and reason. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The seed page as copied into tests/data, and its Diagram line. */
static char *seed_line(void)
{
    char path[512], buf[4096];
    FILE *f;
    char *line = NULL;

    snprintf(path, sizeof(path), "%s/data/trumpisten-diagram.txt",
             tu_data_dir());
    ck_assert_msg((f = fopen(path, "r")) != NULL, "%s", path);
    while (!line && fgets(buf, sizeof(buf), f))
        if (strncmp(buf, "files=5 ranks=11", 16) == 0)
            line = strdup(buf);
    fclose(f);
    ck_assert_ptr_nonnull(line);
    return line;
}

static vchess_game *game_of(const char *text, const char *source,
                            const char *name, const char *fen)
{
    vchess_variant_set *s = NULL;
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_set_load(&s, text, source, NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, name, NULL), 0);
    ck_assert_msg(vchess_game_create(&g, v, fen, NULL, &err) == 0, "%s: %s",
                  fen ? fen : "start", err.text);
    vchess_variant_set_free(s); /* the game keeps the variant */
    return g;
}

/* Perft 1-5 of the spec (docs/rules/trumpisten.md, issue 11). */
static const uint64_t seed_perft[] = {17, 289, 6527, 146651, 3724450};

START_TEST(seed_loads_as_it_is)
{
    char *line = seed_line();
    vchess_game *g = game_of(line, "trumpisten-diagram.txt",
                             "trumpisten-diagram", NULL);

    ck_assert_uint_eq(tu_perft(g, (unsigned)_i + 1), seed_perft[_i]);
    vchess_game_free(g);
    free(line);
}
END_TEST

/* The page's Rules text (not its Diagram) says "Stalemate is a win, bare
 * king loses"; with those two written as keys, the Diagram is the
 * built-in Trumpisten on every case of tests/perft_cases.txt. */
START_TEST(seed_equals_builtin_suite)
{
    static struct tu_perft_case cases[128];
    char *line = seed_line(), text[4096];
    int n = tu_perft_cases(cases, 128), used = 0;

    snprintf(text, sizeof(text), "%s stalemate=win bareKingLoses=true\n",
             strtok(line, "\n"));
    for (int i = 0; i < n; i++) {
        vchess_game *g;
        if (strcmp(cases[i].variant, "trumpisten") != 0)
            continue;
        g = game_of(text, "seed", "seed", tu_case_fen(&cases[i]));
        ck_assert_msg(tu_perft(g, cases[i].depth) == cases[i].nodes,
                      "%s depth %u", cases[i].fen, cases[i].depth);
        vchess_game_free(g);
        used++;
    }
    ck_assert_int_ge(used, 7);
    free(line);
}
END_TEST

/* The same Diagram, one parameter a line, the morph spaces intact. */
START_TEST(one_key_a_line)
{
    static const char text[] =
        "files=5\nranks=11\npromoZone=1\npromoChoice=NRQ\nroyal=K\n"
        "satellite=trump\nsquareSize=50\n"
        "hole::::a5,e5,a7,e7\n"
        "pawn:P:fR2fmF:pawn:a1,b1,d1,e1,,a11,b11,d11,e11\n"
        "morph=/////A   A/////\n"
        "knight:N:N:knight:b2,d2,,b10,d10\nmorph=/////A   A/////\n"
        "rook:R:R:rook:a2,e2,,a10,e10\nmorph=/////A   A/////\n"
        "queen:Q:Q3:queen:c2,,c10\nmorph=/////A   A/////\n"
        "amazonrider:A:QNN:amazonrider:\n"
        "king:K:KisO1:king:c1,,c11\n";
    vchess_game *g = game_of(text, "x", "trump", NULL);
    char fen[256];

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1");
    ck_assert_uint_eq(tu_perft(g, 3), 6527);
    vchess_game_free(g);
}
END_TEST

/* Orthodox chess as a Diagram; counts from the Chess Programming Wiki
 * (the chess lines of tests/perft_cases.txt), castling rights written
 * Shredder style as the Diagram's castling is. */
static const char chess_diagram[] =
    "files=8 ranks=8 promoZone=1 promoChoice=QRBN royal=K "
    "pawn:P:ifmnDfmWfcF:pawn:a2-h2,,a7-h7 knight:N:N:knight:b1,g1,,b8,g8 "
    "bishop:B:B:bishop:c1,f1,,c8,f8 rook:R:R:rook:a1,h1,,a8,h8 "
    "queen:Q:Q:queen:d1,,d8 king:K:KisO2:king:e1,,e8";

static void shredder(char *fen)
{
    char *s = strchr(fen, ' ');

    s = s ? strchr(s + 1, ' ') : NULL;
    for (; s && *++s && *s != ' ';)
        *s = *s == 'K' ? 'H' : *s == 'Q' ? 'A' : *s == 'k' ? 'h'
             : *s == 'q' ? 'a' : *s;
}

START_TEST(chess_as_diagram)
{
    static struct tu_perft_case cases[128];
    int n = tu_perft_cases(cases, 128), used = 0;

    for (int i = 0; i < n; i++) {
        vchess_game *g;
        if (strcmp(cases[i].variant, "chess") != 0 ||
            cases[i].nodes > 5000000)
            continue;
        shredder(cases[i].fen);
        g = game_of(chess_diagram, "c", "c", tu_case_fen(&cases[i]));
        ck_assert_msg(tu_perft(g, cases[i].depth) == cases[i].nodes,
                      "%s depth %u", cases[i].fen, cases[i].depth);
        vchess_game_free(g);
        used++;
    }
    ck_assert_int_ge(used, 8);
}
END_TEST

/* A king with a partner on one side only: castling towards the rook,
 * none towards the empty corner (which is no partner). */
START_TEST(castling_one_side)
{
    static const char text[] = "files=8 ranks=8 royal=K "
                               "king:K:KisO2:king:e1,,e8 "
                               "rook:R:R:rook:a1,,a8,h8";
    vchess_game *g = game_of(text, "d.txt", "d", NULL);
    char fen[128], moves[256];

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "r3k2r/8/8/8/8/8/8/R3K3 w Aah - 0 1");
    ck_assert_str_eq(tu_moves(g, "e1", moves, sizeof(moves)),
                     "e1a1 e1d1 e1d2 e1e2 e1f1 e1f2");
    vchess_game_free(g);
}
END_TEST

static const struct {
    const char *text;
    unsigned line, column;
    const char *says;
} diagram_bad[] = {
    {"files=5 ranks=5 foo=1", 1, 17, "unknown key 'foo'"},
    {"files=8\nranks=8\nroyal=K\nking:K:KaW:king:e1,,e8\n", 4, 9,
     "unknown Betza letter 'a'"},
    {"files=8 ranks=8 rook:R:RO2:rook:a1", 1, 25, "castling"},
    {"files=8 ranks=8 king:K:K:king:i1", 1, 31, "not on the 8 x 8"},
    {"files=8 ranks=8 king:K:K:king:e1 rook:R:R:rook:e1", 1, 48, "twice"},
    {"files=8 ranks=8 rook:R:iR:rook:a1", 1, 24, "only for pawns"},
    {"files=4 ranks=2 rook:R:R:rook:a1 morph=A.../ knight:N:N:n:b1 "
     "morph=/ amazon:A:QN:a:", 1, 40, "must change too"},
    {"files=4 ranks=2 rook:R:R:rook:a1 morph=AAAAA/", 1, 40, "a rank of 4"},
    {"files=4 ranks=2 promoZone=2", 1, 27, "promoZone"},
    {"files=4 ranks=2 oops", 1, 17, "expected key=value"},
    {"files=4 ranks=2 lion:L::lion:b1", 1, 17, "XBetza"},
    {"files=4 ranks=2 a:N:N:a:b1 b:N:N:b:c1", 1, 28, "'N' is used twice"},
    {"files=4 ranks=2 knight:N:N:knight:b1:x", 1, 38, "count in hand"},
    {"files=4 ranks=2 knight:N:N:knight:b1:1:x", 1, 39, "at most six"},
    {"files=4 ranks=2 knight:N:N", 1, 17, "five fields"},
    {"files=4 ranks=2 king:K:K:king:a1:1", 1, 34, "not in hand"},
    {"files=8 ranks=8 promoChoice=*QR king:K:K:king:e1", 1, 29,
     "'*' (promotion to pieces from holdings) is not supported"},
    {"files=8 ranks=8 maxPromote=1 king:K:K:king:e1", 1, 17,
     "'maxPromote' is not supported"},
    {"files=8 ranks=8 shuffle=BZ bishop:B:B:b:c1 king:K:K:king:e1", 1, 26,
     "'Z' is not a piece ID"},
    {"files=8 ranks=8 shuffle=KR rook:R:R:r:b1,h1 king:K:KisO2:k:e1", 1, 25,
     "corners of its rank"},
    {"files=8 ranks=8 horse:H:cnN:h:b1 king:K:K:k:e1", 1, 27,
     "'n' (lame) on 'N'"},
    {"files=8 ranks=8 king:K:KisO9:king:e1", 1, 27, "from 1 to 8"},
    {"files=12 ranks=12 king:K:KisO4isO3isO2:king:g2", 1, 33,
     "castling by 4 and by 3 cells"},
    {"files=8 ranks=8 holdingsType=-1 king:K:K:king:e1", 1, 30,
     "-1 (captures to the owner's hand) is not supported"},
    {"files=8 ranks=8 double knight:N:NN king:K:K:king:e1", 1, 17,
     "five fields"},
    {"files=8 ranks=8 double\nknight:D:NN:n:b1 king:K:K:king:e1", 1, 17,
     "expected key=value"},
    {"files=8 ranks=8 royal=Z king:K:K:king:e1", 1, 23, "royal=Z names no"},
    {"files=8 ranks=8 royal=99 king:K:K:king:e1", 1, 23, "royal=99 names"},
    {"files=8 ranks=8 royal=2 king:K:K:king:e1", 1, 23, "from 1 to 1"},
    {"files=8 ranks=8 royal=1x king:K:K:king:e1", 1, 23, "royal=1x names"},
    {"files=8 ranks=8", 1, 1, "no piece lines"},
    {"\n\n  files=8 ranks=8\n", 3, 3, "no piece lines"},
};

START_TEST(diagram_errors)
{
    vchess_variant_set *s = (vchess_variant_set *)&s;
    vchess_error err;

    ck_assert_int_eq(vchess_variant_set_load(&s, diagram_bad[_i].text,
                                             "d.txt", NULL, &err),
                     VCHESS_ESYNTAX);
    ck_assert_ptr_null(s);
    ck_assert_msg(strstr(err.text, diagram_bad[_i].says) != NULL, "%s",
                  err.text);
    ck_assert_msg(strncmp(err.text, "d.txt:", 6) == 0, "%s", err.text);
    ck_assert_uint_eq(err.line, diagram_bad[_i].line);
    ck_assert_uint_eq(err.column, diagram_bad[_i].column);
}
END_TEST

START_TEST(display_keys_warn)
{
    vchess_variant_set *s = NULL;
    size_t n = 0;

    ck_assert_int_eq(vchess_variant_set_load(
                         &s, "files=4 ranks=2 squareSize=50 "
                             "king:K:K:king:a1,,d2",
                         "w.txt", NULL, NULL),
                     0);
    ck_assert_int_eq(vchess_variant_set_warning_count(&n, s), 0);
    ck_assert_uint_eq(n, 1);
    ck_assert_ptr_nonnull(strstr(vchess_variant_set_warning(s, 0),
                                 "w.txt:1:17: key 'squareSize' ignored"));
    ck_assert_str_eq(vchess_variant_set_name(s, 0), "w");
    vchess_variant_set_free(s);
}
END_TEST

/* Random characters written over the seed's Diagram: an error with a
 * place, or a variant whose moves can be counted; never a crash (run
 * under `make check-asan` for memory errors). */
START_TEST(mutations_never_crash)
{
    static const char alphabet[] = " \n:=,-/*0123456789AKNPQRW"
                                   "abcfhimnOsvz";
    char *base = seed_line();
    size_t n = strlen(base);
    unsigned seed = 2026;

    for (int round = 0; round < 300; round++) {
        char *text = strdup(base);
        vchess_variant_set *s = NULL;
        vchess_error err;
        for (int k = 0; k < 3; k++) {
            seed = seed * 1103515245u + 12345u;
            text[(seed >> 8) % n] =
                alphabet[(seed >> 20) % (sizeof(alphabet) - 1)];
        }
        if (vchess_variant_set_load(&s, text, "m", NULL, &err) == 0) {
            const vchess_variant *v = NULL;
            vchess_game *g = NULL;
            ck_assert_int_eq(vchess_variant_set_get(
                                 &v, s, vchess_variant_set_name(s, 0), NULL),
                             0);
            if (vchess_game_create(&g, v, NULL, NULL, NULL) == 0)
                tu_perft(g, 2);
            vchess_game_free(g);
            vchess_variant_set_free(s);
        } else {
            ck_assert(err.text[0] != 0 && err.line >= 1);
        }
        free(text);
    }
    free(base);
}
END_TEST

Suite *diagram_suite(void)
{
    Suite *s = suite_create("diagram");
    TCase *tc = tcase_create("diagram");

    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, seed_loads_as_it_is, 0,
                        sizeof(seed_perft) / sizeof(seed_perft[0]));
    tcase_add_test(tc, seed_equals_builtin_suite);
    tcase_add_test(tc, one_key_a_line);
    tcase_add_test(tc, chess_as_diagram);
    tcase_add_test(tc, castling_one_side);
    tcase_add_loop_test(tc, diagram_errors, 0,
                        sizeof(diagram_bad) / sizeof(diagram_bad[0]));
    tcase_add_test(tc, display_keys_warn);
    tcase_add_test(tc, mutations_never_crash);
    suite_add_tcase(s, tc);
    return s;
}
