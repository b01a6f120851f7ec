/* check_diagram_pages.c - Interactive Diagram texts written in the
 * styles real pages use (tests/diagrams/: all on one line with display
 * keys, one key a line, HTML tags and character references, empty move
 * fields, a shuffle, a hand): they load unedited and give the perft that
 * Fairy-Stockfish counts from the same rules (tests/diagrams/perft.txt);
 * the one the engine cannot play is refused by its missing feature; a
 * shuffle's seeded start positions keep the Diagram's constraints. */
#include "suites.h"
#include "testutil.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILES 8

static vchess_variant_set *load_page(const char *file, vchess_error *err)
{
    char name[128], *text;
    vchess_variant_set *s = NULL;

    snprintf(name, sizeof(name), "diagrams/%s", file);
    text = tu_read_data(name);
    if (vchess_variant_set_load(&s, text, file, NULL, err) < 0)
        s = NULL;
    free(text);
    return s;
}

static const vchess_variant *only_variant(const vchess_variant_set *s)
{
    const vchess_variant *v = NULL;

    ck_assert_int_eq(vchess_variant_set_get(&v, s,
                                            vchess_variant_set_name(s, 0),
                                            NULL),
                     0);
    return v;
}

/* One line "FILE VARIANT DEPTH NODES [fen FEN]": 1 if it loaded and
 * counted as Fairy-Stockfish did, 0 if the file was refused. */
static int check_line(const char *line)
{
    char file[64], variant[64];
    unsigned depth;
    unsigned long long nodes;
    const char *fen = strstr(line, " fen ");
    vchess_variant_set *s;
    vchess_game *g = NULL;
    vchess_error err;
    int n = 0;

    ck_assert_int_eq(sscanf(line, "%63s %63s %u %llu%n", file, variant,
                            &depth, &nodes, &n),
                     4);
    if (!(s = load_page(file, &err)))
        return 0;
    ck_assert_msg(vchess_game_create(&g, only_variant(s),
                                     fen ? fen + 5 : NULL, NULL,
                                     &err) == 0,
                  "%s", err.text);
    ck_assert_msg(tu_perft(g, (int)depth) == nodes, "%s", line);
    vchess_game_free(g);
    vchess_variant_set_free(s);
    return 1;
}

/* The name of v's piece of FEN letter `letter`. */
static const char *name_of(const vchess_variant *v, char letter)
{
    int count = 0;
    char x;

    ck_assert_int_eq(vchess_variant_piece_count(&count, v), 0);
    for (int k = 0; k < count; k++)
        if (vchess_variant_piece_letter(&x, v, k) == 0 && x == letter)
            return vchess_variant_piece_name(v, k);
    return "";
}

static int seen(char (*files)[64], int n, const char *line)
{
    for (int i = 0; i < n; i++)
        if (strncmp(line, files[i], strlen(files[i])) == 0 &&
            line[strlen(files[i])] == ' ')
            return 1;
    return 0;
}

/* At least four of the five pages load and every count of those agrees. */
START_TEST(pages_give_fsf_perft)
{
    char *text = tu_read_data("diagrams/perft.txt"), *line, *save = NULL;
    char files[MAX_FILES][64];
    int nfiles = 0, loaded = 0, counts = 0;

    for (line = strtok_r(text, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
        int ok;
        if (line[0] == '#' || !line[0])
            continue;
        ok = check_line(line);
        counts += ok;
        if (!seen(files, nfiles, line)) {
            ck_assert_int_lt(nfiles, MAX_FILES);
            sscanf(line, "%63s", files[nfiles++]);
            loaded += ok;
        }
    }
    free(text);
    ck_assert_int_eq(nfiles, 5);
    ck_assert_int_ge(loaded, 4);
    ck_assert_int_ge(counts, 16);
}
END_TEST

/* The page the engine cannot play says why: its horse's lame leap. */
START_TEST(refusal_names_the_feature)
{
    vchess_error err;

    ck_assert_ptr_null(load_page("horse.txt", &err));
    ck_assert_msg(strstr(err.text, "'n' (lame) on 'N'") != NULL, "%s",
                  err.text);
    ck_assert_uint_eq(err.line, 1);
    ck_assert_uint_eq(err.column, 111);
}
END_TEST

/* Tags and references: the name "crowned&nbsp;knight" is two words, and
 * each display key is one warning at its place on the page's one line. */
START_TEST(html_text)
{
    vchess_error err;
    vchess_variant_set *s = load_page("crownedknight.txt", &err);
    const vchess_variant *v;
    size_t n = 0;

    ck_assert_msg(s != NULL, "%s", err.text);
    v = only_variant(s);
    ck_assert_str_eq(vchess_variant_set_name(s, 0), "crownedknight");
    ck_assert_str_eq(name_of(v, 'C'), "crowned knight");
    ck_assert_int_eq(vchess_variant_set_warning_count(&n, s), 0);
    ck_assert_uint_eq(n, 5);
    ck_assert_ptr_nonnull(strstr(vchess_variant_set_warning(s, 0),
                                 "crownedknight.txt:1:45: key "
                                 "'graphicsDir' ignored"));
    vchess_variant_set_free(s);
}
END_TEST

/* A display key given on every line warns once. */
START_TEST(display_key_warns_once)
{
    vchess_variant_set *s = NULL;
    size_t n = 0;

    ck_assert_int_eq(vchess_variant_set_load(
                         &s, "files=4 ranks=2 squareSize=50\nborders=0\n"
                             "squareSize=40 king::::a1,,d2 squareSize=30",
                         "w.txt", NULL, NULL),
                     0);
    ck_assert_int_eq(vchess_variant_set_warning_count(&n, s), 0);
    ck_assert_uint_eq(n, 2);
    ck_assert_ptr_nonnull(strstr(vchess_variant_set_warning(s, 1),
                                 "w.txt:2:1: key 'borders' ignored"));
    vchess_variant_set_free(s);
}
END_TEST

/* The first rank of a FEN (white's, or black's: the last, the first
 * written), one upper-case letter or '.' a file. */
static void first_rank(const char *fen, char *out, int black)
{
    const char *r = fen, *end = strchr(fen, ' ');
    int k = 0;

    for (const char *p = fen; !black && p < end; p++)
        if (*p == '/')
            r = p + 1;
    for (; r < end && *r != '/' && *r != '['; r++)
        if (isdigit((unsigned char)*r))
            for (int i = 0; i < *r - '0'; i++)
                out[k++] = '.';
        else
            out[k++] = (char)toupper((unsigned char)*r);
    out[k] = 0;
}

/* shuffle=N!BRQK with the king's castling: bishops on both shades, the
 * king between the rooks, black's rank the mirror of white's; the seed
 * decides, and some seeds give other positions than the nominal one. */
START_TEST(shuffle_constraints)
{
    vchess_error err;
    vchess_variant_set *s = load_page("shuffle.txt", &err);
    const vchess_variant *v;
    int moved = 0;

    ck_assert_msg(s != NULL, "%s", err.text);
    v = only_variant(s);
    for (unsigned long long seed = 0; seed < 64; seed++) {
        char fen[128], again[128], w[16], b[16];
        const char *bishop, *king;
        ck_assert_int_eq(vchess_variant_random_fen_960(fen, sizeof(fen),
                                                       NULL, v, seed),
                         0);
        ck_assert_int_eq(vchess_variant_random_fen_960(again, sizeof(again),
                                                       NULL, v, seed),
                         0);
        ck_assert_str_eq(fen, again);
        first_rank(fen, w, 0);
        first_rank(fen, b, 1);
        ck_assert_str_eq(w, b);
        bishop = strchr(w, 'B');
        ck_assert_ptr_nonnull(bishop);
        ck_assert_int_eq((strrchr(w, 'B') - bishop) % 2, 1);
        king = strchr(w, 'K');
        ck_assert(strchr(w, 'R') < king && strrchr(w, 'R') > king);
        ck_assert_ptr_nonnull(strstr(fen, "/pppppppp/8/8/8/8/PPPPPPPP/"));
        moved += strcmp(w, "RNBQKBNR") != 0;
    }
    ck_assert_int_gt(moved, 32);
    vchess_variant_set_free(s);
}
END_TEST

/* shuffle=:BN: the bishops stand on mirrored files, so the back rank is
 * chess's or has bishops and knights swapped, and both come up. */
START_TEST(symmetric_shuffle)
{
    vchess_variant_set *s = NULL;
    int seen[2] = {0, 0};

    ck_assert_int_eq(vchess_variant_set_load(
                         &s, "files=8 ranks=8 shuffle=:BN symmetry=mirror "
                             "Knight:N:::b1,g1 Bishop::::c1,f1 Rook::::a1,h1 "
                             "Queen::::d1 King::::e1",
                         "t.txt", NULL, NULL),
                     0);
    for (unsigned long long seed = 0; seed < 32; seed++) {
        char fen[128], w[16];
        ck_assert_int_eq(vchess_variant_random_fen_960(
                             fen, sizeof(fen), NULL, only_variant(s), seed),
                         0);
        first_rank(fen, w, 0);
        ck_assert_msg(strcmp(w, "RNBQKBNR") == 0 ||
                          strcmp(w, "RBNQKNBR") == 0,
                      "%s", fen);
        seen[w[1] == 'B']++;
    }
    ck_assert(seen[0] && seen[1]);
    vchess_variant_set_free(s);
}
END_TEST

/* Empty move fields take the orthodox moves by name, the King is royal
 * without royal=, and symmetry=mirror gives black's army. */
START_TEST(orthodox_by_name)
{
    vchess_error err;
    vchess_variant_set *s = load_page("orthodox.txt", &err);
    vchess_game *g = NULL;
    char fen[128];

    ck_assert_msg(s != NULL, "%s", err.text);
    ck_assert_int_eq(vchess_game_create(&g, only_variant(s), NULL, NULL,
                                        &err),
                     0);
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1");
    ck_assert_str_eq(name_of(only_variant(s), 'K'), "King");
    vchess_game_free(g);
    vchess_variant_set_free(s);
}
END_TEST

static vchess_game *game_of(const char *text, const char *fen)
{
    vchess_variant_set *s = NULL;
    vchess_game *g = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t.txt", NULL, &err) ==
                      0,
                  "%s", err.text);
    ck_assert_msg(vchess_game_create(&g, only_variant(s), fen, NULL, &err) ==
                      0,
                  "%s", err.text);
    vchess_variant_set_free(s); /* the game keeps the variant */
    return g;
}

/* Chess as the manual's own example writes its pieces: no moves, the
 * pawn the site's ifmnDfmWfceF; the Chess Programming Wiki's counts of
 * tests/perft_cases.txt, en passant and promotions among them (castling
 * rights there as the Diagram writes them, Shredder style). */
START_TEST(chess_by_names)
{
    static const char text[] =
        "files=8 ranks=8 promoZone=1 promoChoice=QRBN symmetry=mirror "
        "Pawn::::a2-h2 Knight:N:::b1,g1 Bishop::::c1,f1 Rook::::a1,h1 "
        "Queen::::d1 King::KisO2::e1";
    static struct tu_perft_case cases[128];
    int n = tu_perft_cases(cases, 128), used = 0;

    for (int i = 0; i < n; i++) {
        vchess_game *g;
        char *c;
        if (strcmp(cases[i].variant, "chess") != 0 ||
            cases[i].nodes > 3000000)
            continue;
        c = strchr(cases[i].fen, ' ');
        c = c ? strchr(c + 1, ' ') : NULL;
        for (; c && *++c && *c != ' ';)
            *c = *c == 'K' ? 'H' : *c == 'Q' ? 'A' : *c == 'k' ? 'h'
                 : *c == 'q' ? 'a' : *c;
        g = game_of(text, tu_case_fen(&cases[i]));
        ck_assert_msg(tu_perft(g, cases[i].depth) == cases[i].nodes,
                      "%s depth %u", cases[i].fen, cases[i].depth);
        vchess_game_free(g);
        used++;
    }
    ck_assert_int_ge(used, 8);
}
END_TEST

/* symmetry=rotate turns white's army round the centre for black's. */
START_TEST(rotated_army)
{
    vchess_game *g = game_of("files=4 ranks=4 symmetry=rotate "
                             "king:K:K:king:a1 rook:R:R:rook:b1",
                             NULL);
    char fen[64];

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "2rk/4/4/KR2 w - - 0 1");
    vchess_game_free(g);
}
END_TEST

/* The castling forms O2 and iO2 castle as isO2 does: towards the rook
 * on h1 (e1h1), none towards the empty a-side. */
START_TEST(castling_forms)
{
    static const char *const forms[] = {"KO2", "KiO2", "KisO2", "isO2K"};

    for (size_t i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
        char text[160], moves[128];
        vchess_game *g;
        snprintf(text, sizeof(text),
                 "files=8 ranks=8 king:K:%s:king:e1,,e8 "
                 "rook:R:R:rook:h1,,h8",
                 forms[i]);
        g = game_of(text, NULL);
        ck_assert_str_eq(tu_moves(g, "e1", moves, sizeof(moves)),
                         "e1d1 e1d2 e1e2 e1f1 e1f2 e1h1");
        vchess_game_free(g);
    }
}
END_TEST

/* holdingsType=1: a capture goes to the captor's hand.  After Rxb2
 * Kc4, white has its king's a2 and b1, its rook's a2 c2 d2 b1 b3 b4,
 * and a drop of the rook won on each of the 13 empty cells: 21. */
START_TEST(captures_to_hand)
{
    vchess_game *g = game_of("files=4 ranks=4 holdingsType=1 "
                             "king:K:K:king:a1,,d4 rook:R:R:rook:b1,,b2",
                             NULL);
    int n = 0;

    tu_play(g, "b1b2");
    tu_play(g, "d4c4");
    ck_assert_int_eq(vchess_game_hand_count(&n, g, 'R'), 0);
    ck_assert_int_eq(n, 1);
    ck_assert_uint_eq(tu_perft(g, 1), 21);
    vchess_game_free(g);
}
END_TEST

Suite *diagram_pages_suite(void)
{
    Suite *s = suite_create("diagram_pages");
    TCase *tc = tcase_create("diagram_pages");

    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, pages_give_fsf_perft);
    tcase_add_test(tc, refusal_names_the_feature);
    tcase_add_test(tc, html_text);
    tcase_add_test(tc, display_key_warns_once);
    tcase_add_test(tc, shuffle_constraints);
    tcase_add_test(tc, symmetric_shuffle);
    tcase_add_test(tc, orthodox_by_name);
    tcase_add_test(tc, chess_by_names);
    tcase_add_test(tc, rotated_army);
    tcase_add_test(tc, castling_forms);
    tcase_add_test(tc, captures_to_hand);
    suite_add_tcase(s, tc);
    return s;
}
