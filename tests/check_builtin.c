/* check_builtin.c - the built-in variants are the compiled-in definition
 * texts (the files of variants/): every name builds, the names table
 * agrees with the texts, the built-ins are parents, and our own variant,
 * trihexagonal-archbishop, against the spec of the kite board
 * (docs/rules/trihexagonal.md) worked by hand. */
#include "define/definition.h"
#include "suites.h"
#include "testutil.h"

#include "api/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const vchess_variant *builtin(const char *name)
{
    const vchess_variant *v = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_builtin(&v, name, &err) == 0, "%s: %s",
                  name, err.text);
    return v;
}

/* Each built-in builds once, under its own name; asking again gives the
 * same shared object.  Kite boards are the two trihexagonal ones, the
 * hexagonal boards Glinski's and McCooey's: 91 hexagons each. */
START_TEST(every_builtin_builds)
{
    for (size_t i = 0; i < vchess_builtin_count(); i++) {
        const char *name = vchess_builtin_name(i);
        const vchess_variant *v = builtin(name);
        int kind = 0, hexagons = -1;
        int kites = strncmp(name, "trihexagonal", 12) == 0;
        int hex =
            strcmp(name, "glinski") == 0 || strcmp(name, "mccooey") == 0;

        ck_assert_ptr_eq(builtin(name), v);
        ck_assert_str_eq(vchess_variant_name(v), name);
        ck_assert_int_eq(vchess_variant_board_kind(&kind, v), 0);
        ck_assert_int_eq(kind, kites ? VCHESS_BOARD_KITES
                               : hex ? VCHESS_BOARD_HEX
                                     : VCHESS_BOARD_RECT);
        ck_assert_int_eq(vchess_variant_board_size(NULL, NULL, &hexagons, v),
                         0);
        ck_assert_int_eq(hexagons, kites ? 15 /* spec section 1 */
                                   : hex ? 91
                                         : 0);
    }
}
END_TEST

/* The names table written at build time lists exactly the sections the
 * reader finds in the texts, in order. */
START_TEST(names_are_the_sections)
{
    struct vc_def_list l;
    vchess_allocator a;
    vchess_error err;

    vc_alloc_pick(&a, NULL);
    memset(&l, 0, sizeof(l));
    l.alloc = &a;
    ck_assert_msg(vc_def_read_builtin(&l, NULL, &err) == 0, "%s", err.text);
    ck_assert_uint_eq(l.ndefs, vchess_builtin_count());
    for (size_t i = 0; i < l.ndefs; i++)
        ck_assert_str_eq(l.defs[i].name, vchess_builtin_name(i));
    free(l.defs);
}
END_TEST

static uint64_t child_perft(const char *parent, unsigned depth)
{
    char text[64];
    vchess_variant_set *s = NULL;
    const vchess_variant *v;
    vchess_game *g = NULL;
    vchess_error err;
    uint64_t nodes = 0;
    int hexagons = -1;

    snprintf(text, sizeof(text), "[child:%s]\n", parent);
    ck_assert_msg(vchess_variant_set_load(&s, text, "t.ini", NULL, &err) == 0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "child", NULL), 0);
    ck_assert_int_eq(vchess_variant_board_size(NULL, NULL, &hexagons, v), 0);
    ck_assert_int_eq(hexagons, strcmp(parent, "trihexagonal") == 0 ? 15 : 0);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    ck_assert_int_eq(vchess_game_perft(&nodes, g, depth), 0);
    vchess_game_free(g);
    vchess_variant_set_free(s);
    return nodes;
}

/* The seed variants are parents too; counts from the specs (trihexagonal
 * section 6, trumpisten section 5). */
START_TEST(seeds_are_parents)
{
    ck_assert_uint_eq(child_perft("trihexagonal", 3), 6479);
    ck_assert_uint_eq(child_perft("trumpisten", 3), 6527);
    ck_assert_uint_eq(child_perft("chess", 3), 8902);
}
END_TEST

/* ---- trihexagonal-archbishop ----------------------------------------- */

#define ARCH "trihexagonal-archbishop"

static int kind_of(const vchess_variant *v, char letter)
{
    int n = 0;
    char l = 0;

    ck_assert_int_eq(vchess_variant_piece_count(&n, v), 0);
    for (int k = 0; k < n; k++) {
        ck_assert_int_eq(vchess_variant_piece_letter(&l, v, k), 0);
        if (l == letter)
            return k;
    }
    ck_abort_msg("no piece %c", letter);
    return -1;
}

/* The cells piece `letter` of white reaches from `from` on the empty
 * board, as a sorted, space-separated list of names. */
static const char *targets(const vchess_variant *v, char letter,
                           const char *from, char *buf, size_t size)
{
    int t[256], cell = 0, n = 0;
    size_t count = 0;
    const char *names[256];

    ck_assert_int_eq(vchess_variant_cell_index(&cell, v, from), 0);
    ck_assert_int_eq(vchess_variant_piece_targets(t, 256, &count, v,
                                                  kind_of(v, letter), 0, cell),
                     0);
    for (size_t i = 0; i < count; i++)
        names[n++] = vchess_variant_cell_name(v, VCHESS_TARGET_CELL(t[i]));
    for (int i = 1; i < n; i++) /* insertion sort by name */
        for (int k = i; k > 0 && strcmp(names[k - 1], names[k]) > 0; k--) {
            const char *x = names[k];
            names[k] = names[k - 1];
            names[k - 1] = x;
        }
    buf[0] = 0;
    for (int i = 0; i < n; i++)
        snprintf(buf + strlen(buf), size - strlen(buf), "%s ", names[i]);
    return buf;
}

/* It loads; its start position is legal: nobody is in check, whoever is
 * to move, and the FEN reads back as written. */
START_TEST(archbishop_start_is_legal)
{
    const char *fen = "rnbkaqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQAKBNR "
                      "w Kk - 0 1";
    const char *black = "rnbkaqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQAKBNR "
                        "b Kk - 0 1";
    vchess_game *g = tu_game(ARCH, NULL);
    char buf[256];

    ck_assert_str_eq(tu_fen(g, buf, sizeof(buf)), fen);
    ck_assert_int_eq(tu_in_check(g), 0);
    vchess_game_free(g);
    g = tu_game(ARCH, black);
    ck_assert_int_eq(tu_in_check(g), 0);
    vchess_game_free(g);
}
END_TEST

/* The archbishop from d4 reaches exactly the spec's knight cells and
 * bishop lines from d4 (section 4: knight b1/ c2/ b3/ d3 e4/ f5 e6;
 * bishop c5 b6 a7, e5 f6, c3 b2 a1, e3 f2). */
START_TEST(archbishop_d4_as_the_spec)
{
    char buf[512];

    ck_assert_str_eq(targets(builtin(ARCH), 'A', "d4", buf, sizeof(buf)),
                     "a1 a7 b1/ b2 b3/ b6 c2/ c3 c5 d3 e3 e4/ e5 e6 f2 f5 "
                     "f6 ");
}
END_TEST

/* From a few more cells: the archbishop's targets are the union of
 * trihexagonal's bishop and knight targets there. */
START_TEST(archbishop_is_bishop_and_knight)
{
    static const char *const cells[] = {"b1", "d1/", "a2/", "c4", "f5/",
                                        "e8", "a8"};
    const vchess_variant *a = builtin(ARCH), *t = builtin("trihexagonal");

    for (size_t i = 0; i < sizeof(cells) / sizeof(cells[0]); i++) {
        char arch[512], bishop[512], knight[512], both[1024] = "";
        char *names[128], *save = NULL;
        int n = 0;

        targets(t, 'B', cells[i], bishop, sizeof(bishop));
        targets(t, 'N', cells[i], knight, sizeof(knight));
        snprintf(both, sizeof(both), "%s%s", bishop, knight);
        for (char *w = strtok_r(both, " ", &save); w;
             w = strtok_r(NULL, " ", &save)) {
            int dup = 0;
            for (int k = 0; k < n; k++)
                dup |= strcmp(names[k], w) == 0;
            if (!dup)
                names[n++] = w;
        }
        for (int x = 1; x < n; x++)
            for (int k = x; k > 0 && strcmp(names[k - 1], names[k]) > 0; k--) {
                char *y = names[k];
                names[k] = names[k - 1];
                names[k - 1] = y;
            }
        targets(a, 'A', cells[i], arch, sizeof(arch));
        bishop[0] = 0;
        for (int k = 0; k < n; k++)
            snprintf(bishop + strlen(bishop), sizeof(bishop) - strlen(bishop),
                     "%s ", names[k]);
        ck_assert_msg(strcmp(arch, bishop) == 0, "%s: %s, not %s", cells[i],
                      arch, bishop);
    }
}
END_TEST

/* Perft 1 by hand.  The start differs from trihexagonal's (18 moves,
 * spec section 6) only by the archbishop on d1/ (c8/, far from white's
 * pieces: no check, no pin), whose bishop moves are the old bishop's.
 * Its knight moves (spec sections 1-4): d1/ is hexagon (0,1)'s 90-degree
 * kite; its sides border c1 and d1 (same hexagon), e2 (hexagon (1,2),
 * 210) and d2 (hexagon (1,1), 330).  Then one diagonal step through a
 * vertex of Y off the shared side: from c1 through T to b2 (through M2:
 * off the board); from d1 through T or M1: off the board; from e2
 * through H to f3, through M1 to d3; from d2 through H to c3, through M2
 * to e3.  b2 holds a white pawn: 4 more moves, 22. */
START_TEST(archbishop_perft_one_by_hand)
{
    vchess_game *g = tu_game(ARCH, NULL);
    char buf[512];

    ck_assert_str_eq(targets(builtin("trihexagonal"), 'N', "d1/", buf,
                             sizeof(buf)),
                     "b2 c3 d3 e3 f3 ");
    ck_assert_uint_eq(tu_perft(g, 1), 22);
    vchess_game_free(g);
}
END_TEST

/* ---- glinski, mccooey ----------------------------------------------- */

/* The same stalemate (black king f11; white queen h8, king d7): won by
 * the side that gives it in Gliński's game, drawn in McCooey's
 * (docs/rules/glinski.md section 5, mccooey.md section 4). */
START_TEST(hexagonal_stalemates)
{
    static const char fen[] = "k/3/5/5Q1/2K6/11/11/11/11/11/11 b - - 0 1";

    tu_check_result("glinski", fen, VCHESS_WHITE_WINS,
                    VCHESS_REASON_STALEMATE);
    tu_check_result("mccooey", fen, VCHESS_DRAW, VCHESS_REASON_STALEMATE);
}
END_TEST

/* McCooey's army leaves the centre pawn's cell f4 unguarded and the
 * king boxed in: a black knight there (which also forks the queen on e1
 * and the rook on d1) is mate, as tests/ref/hexperft.py finds too. */
START_TEST(mccooey_knight_on_f4_mates)
{
    tu_check_result("mccooey",
                    "b/qbk/rnbnr/ppppppp/9/11/11/5n5/4PBP4/3PNBNP3/"
                    "2PRQBKRP2 w - - 0 1",
                    VCHESS_BLACK_WINS, VCHESS_REASON_CHECKMATE);
}
END_TEST

Suite *builtin_suite(void)
{
    Suite *s = suite_create("builtin");
    TCase *tc = tcase_create("builtin");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, every_builtin_builds);
    tcase_add_test(tc, names_are_the_sections);
    tcase_add_test(tc, seeds_are_parents);
    tcase_add_test(tc, archbishop_start_is_legal);
    tcase_add_test(tc, archbishop_d4_as_the_spec);
    tcase_add_test(tc, archbishop_is_bishop_and_knight);
    tcase_add_test(tc, archbishop_perft_one_by_hand);
    tcase_add_test(tc, hexagonal_stalemates);
    tcase_add_test(tc, mccooey_knight_on_f4_mates);
    suite_add_tcase(s, tc);
    return s;
}
