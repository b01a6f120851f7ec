/* check_fsf_builtin.c - Fairy-Stockfish's built-in variants compiled into
 * the library (variants/fsf.ini): each is a parent a user's text can
 * name, and plays as Fairy-Stockfish 11.1 does (perft counts it made, in
 * tests/fsf_builtin_perft.txt, from start positions and from positions
 * it reached by random play). */
#include "define/definition.h"
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A game of "[t:PARENT]" - nothing but the compiled-in parent. */
static vchess_game *child_game(const char *parent, const char *fen)
{
    char text[128];
    vchess_variant_set *s = NULL;
    const vchess_variant *v;
    vchess_game *g = NULL;
    vchess_error err;

    snprintf(text, sizeof(text), "[t:%s]\n", parent);
    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s: %s", parent, err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "t", NULL), 0);
    ck_assert_msg(vchess_game_create(&g, v, fen, NULL, &err) == 0, "%s: %s",
                  parent, err.text);
    vchess_variant_set_free(s);
    return g;
}

START_TEST(perft_as_fairy_stockfish)
{
    char *data = tu_read_data("fsf_builtin_perft.txt"), *line, *save = NULL;
    int cases = 0;

    for (line = strtok_r(data, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        char name[64];
        unsigned depth;
        unsigned long long nodes;
        int used = 0;
        const char *fen;
        vchess_game *g;
        uint64_t got;

        if (line[0] == '#' ||
            sscanf(line, "%63s %u %llu%n", name, &depth, &nodes, &used) < 3)
            continue;
        fen = strstr(line + used, "fen ");
        g = child_game(name, fen ? fen + 4 : NULL);
        ck_assert_int_eq(vchess_game_perft(&got, g, depth), 0);
        ck_assert_msg(got == nodes, "%s: %llu, not %llu", line,
                      (unsigned long long)got, nodes);
        vchess_game_free(g);
        cases++;
    }
    ck_assert_int_ge(cases, 40);
    free(data);
}
END_TEST

/* Every section of the compiled-in text loads, and has counts in the
 * data file (so none goes unchecked). */
START_TEST(every_builtin_is_counted)
{
    char *data = tu_read_data("fsf_builtin_perft.txt");
    vchess_variant_set *s = NULL;
    vchess_error err;
    size_t n = 0;
    const char *fsf = NULL;

    for (size_t i = 0; i < vc_builtin_text_count; i++)
        if (strcmp(vc_builtin_texts[i].source, "variants/fsf.ini") == 0)
            fsf = vc_builtin_texts[i].text;
    ck_assert_ptr_nonnull(fsf);
    ck_assert_msg(vchess_variant_set_load(&s, fsf, "variants/fsf.ini", NULL,
                                          &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_count(&n, s), 0);
    ck_assert_int_ge(n, 20);
    for (size_t i = 0; i < n; i++) {
        char start[80];
        snprintf(start, sizeof(start), "\n%s ", vchess_variant_set_name(s, i));
        ck_assert_msg(strstr(data, start), "%s has no counts", start + 1);
    }
    vchess_variant_set_free(s);
    free(data);
}
END_TEST

/* A child changes what it names and keeps the rest of its parent. */
START_TEST(child_overrides_parent)
{
    static const char text[] =
        "[small:capablanca]\n"
        "startFen = 4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1\n";
    vchess_variant_set *s = NULL;
    const vchess_variant *v;
    vchess_game *g;
    vchess_error err;
    uint64_t got;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "small", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    /* By the rules: rook a1 goes b1 c1 d1 and a2..a8 (10), rook j1 goes
     * i1 h1 g1 f1 and j2..j8 (11), king e1 to d1 d2 e2 f2 f1 (5), and
     * castles to i1 (capablanca's kingside file) and c1 (2): 28. */
    ck_assert_int_eq(vchess_game_perft(&got, g, 1), 0);
    ck_assert_int_eq(got, 28);
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

/* What the parent brought is blamed on the parent's name. */
START_TEST(error_names_the_section)
{
    vchess_variant_set *s = NULL;
    vchess_error err;

    ck_assert_int_lt(vchess_variant_set_load(&s, "[t:janus]\nmaxRank = 9\n",
                                             "t.ini", NULL, &err),
                     0);
    ck_assert_ptr_nonnull(strstr(err.text, "t.ini:"));
    ck_assert_ptr_nonnull(strstr(err.text, "startFen"));
    ck_assert_int_lt(vchess_variant_set_load(&s, "[t:gardner2]\n", "t.ini",
                                             NULL, &err),
                     0);
    ck_assert_ptr_nonnull(strstr(err.text, "unknown parent"));
}
END_TEST

Suite *fsf_builtin_suite(void)
{
    Suite *s = suite_create("fsf_builtin");
    TCase *tc = tcase_create("fsf_builtin");

    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, perft_as_fairy_stockfish);
    tcase_add_test(tc, every_builtin_is_counted);
    tcase_add_test(tc, child_overrides_parent);
    tcase_add_test(tc, error_names_the_section);
    suite_add_tcase(s, tc);
    return s;
}
