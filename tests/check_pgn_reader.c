/* check_pgn_reader.c - the PGN reader (game after game, warnings, errors
 * that name the game, recovery at the next game) and a game's record
 * (tags, recorded result, annotations written back), plus the position
 * values counters, en passant cell and castling rights.  Expected texts
 * follow the PGN standard's export format by hand; positions are the
 * chess rules' (FIDE), worked out by hand. */
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#define ROSTER                                                                \
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"     \
    "[White \"?\"]\n[Black \"?\"]\n"
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"

static vchess_pgn_reader *reader(const char *text)
{
    vchess_pgn_reader *r = NULL;

    ck_assert_int_eq(
        vchess_pgn_reader_create(&r, text, strlen(text), NULL, NULL), 0);
    return r;
}

static char *pgn_of(const vchess_game *g)
{
    size_t need = 0;
    char *buf;

    ck_assert_int_eq(vchess_game_pgn(NULL, 0, &need, g), VCHESS_EBUFS);
    ck_assert_ptr_nonnull(buf = malloc(need));
    ck_assert_int_eq(vchess_game_pgn(buf, need, NULL, g), 0);
    return buf;
}

/* One accepted departure from strict PGN: the warning it gives (text
 * part, line, column) and the final position. */
struct lenient_case {
    const char *pgn, *warning;
    unsigned line, column;
    const char *fen;
};

static const struct lenient_case lenient_cases[] = {
    {"[Variant \"Standard\"]\n\n1. e4 *", "'Standard' read as 'chess'", 1,
     11, AFTER_E4},
    {"[Variant \"From Position\"]\n[FEN \"" START " w KQkq - 0 1\"]\n\n"
     "1. e4 *",
     "'From Position' read as 'chess'", 1, 11, AFTER_E4},
    {"[Variant \"CHESS\"]\n\n1. e4 *", "'CHESS' read as 'chess'", 1, 11,
     AFTER_E4},
    {"[FEN \"" START " w KQkq - 0 0\"]\n\n1. e4 *", "full-move number 0", 1,
     62, AFTER_E4},
    {"[FEN \"4k3/p7/8/8/8/8/P7/4K3 w KQ - 0 1\"]\n\n1. Kd2 *",
     "castling right 'K'", 1, 31, "4k3/p7/8/8/8/8/P2K4/8 b - - 1 1"},
    {"1. e4", "game without a result", 1, 6, AFTER_E4},
    {"1 e4 *", "move number '1' without a dot", 1, 1, AFTER_E4},
    {"[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. 0-0 0-0-0 *",
     "with zeros", 3, 4, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2"},
    {"1. e4 (1. d4 (1. c4)) *", "variation dropped", 1, 7, AFTER_E4},
    {"\xEF\xBB\xBF" "1. e4 *", "byte order mark", 1, 1, AFTER_E4},
    {"[Event \"x\"]\r\n\r\n1. e4 *\r\n", "carriage return", 1, 12, AFTER_E4},
    {"[White \"\"Deep\" Blue\"]\n\n1. e4 *", "unescaped", 1, 9, AFTER_E4},
    {"1. e4!!! *", "suffix '!!!' dropped", 1, 6, AFTER_E4},
};

START_TEST(test_lenient)
{
    const struct lenient_case *c = &lenient_cases[_i];
    vchess_pgn_reader *r = reader(c->pgn);
    vchess_game *g = NULL;
    vchess_error w;
    size_t n = 0;
    char fen[256];
    int rc = vchess_pgn_reader_next(&g, r, &tu_err);

    ck_assert_msg(rc == 0, "%s: %s", c->pgn, tu_err.text);
    ck_assert_int_eq(vchess_pgn_reader_warning_count(&n, r), 0);
    ck_assert_uint_ge(n, 1);
    ck_assert_int_eq(vchess_pgn_reader_warning(&w, r, 0), 0);
    ck_assert_msg(strstr(w.text, c->warning), "'%s' in '%s'", c->warning,
                  w.text);
    ck_assert_uint_eq(w.line, c->line);
    ck_assert_uint_eq(w.column, c->column);
    ck_assert_int_eq(vchess_pgn_reader_warning(&w, r, n), VCHESS_ERANGE);
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)), c->fen);
    vchess_game_free(g);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, NULL), 0);
    ck_assert_ptr_null(g);
    vchess_pgn_reader_free(r);
}
END_TEST

/* Strict PGN export format warns nothing. */
START_TEST(test_strict_no_warnings)
{
    vchess_pgn_reader *r = reader(
        ROSTER "[Result \"1-0\"]\n\n{Intro} 1. e4 $1 {Best by test} 1... e5 "
               "2. Nf3 Nc6! 3. Bb5?! ; Spanish\n%escape line\na6 1-0\n");
    vchess_game *g = NULL;
    size_t n = 1;

    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, &tu_err), 0);
    ck_assert_int_eq(vchess_pgn_reader_warning_count(&n, r), 0);
    ck_assert_uint_eq(n, 0);
    ck_assert_uint_eq(tu_ply(g), 6);
    vchess_game_free(g);
    vchess_pgn_reader_free(r);
}
END_TEST

/* Three games, the second with an illegal move: game 1, an error naming
 * game 2 with its line and column, game 3, the end. */
START_TEST(test_games_and_recovery)
{
    static const char text[] = "[Event \"one\"]\n\n1. e4 e5 *\n\n"
                               "[Event \"two\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                               "[Event \"three\"]\n\n1. d4 *\n";
    vchess_pgn_reader *r = reader(text);
    vchess_game *g = NULL;
    const char *event = NULL;
    unsigned long number = 0;
    vchess_error e;

    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, NULL), 0);
    ck_assert_int_eq(vchess_game_tag(&event, g, "Event"), 0);
    ck_assert_str_eq(event, "one");
    vchess_game_free(g);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, &e), VCHESS_EILLEGAL);
    ck_assert_ptr_null(g);
    ck_assert_ptr_nonnull(strstr(e.text, "game 2, move 2 (white)"));
    ck_assert_ptr_nonnull(strstr(e.text, "Ke3"));
    ck_assert_uint_eq(e.line, 7);
    ck_assert_uint_eq(e.column, 13);
    ck_assert_int_eq(vchess_pgn_reader_game_number(&number, r), 0);
    ck_assert_uint_eq(number, 2);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, NULL), 0);
    ck_assert_int_eq(vchess_game_tag(&event, g, "Event"), 0);
    ck_assert_str_eq(event, "three");
    vchess_game_free(g);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, NULL), 0);
    ck_assert_ptr_null(g);
    vchess_pgn_reader_free(r);
}
END_TEST

/* Tags kept in order, the recorded result although the position is not
 * over, comments and NAGs back after their moves (suffixes as NAGs). */
START_TEST(test_record_written_back)
{
    static const char text[] =
        "[Event \"Casual\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n"
        "[Result \"1-0\"]\n[Annotator \"Cleo\"]\n[ECO \"C20\"]\n\n"
        "{Intro} 1. e4! {Best by test} e5 (1... c5) 2. Nf3 ; attack\n"
        "Nc6 $2 1-0\n";
    static const char want[] =
        "[Event \"Casual\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
        "[Round \"?\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n"
        "[Result \"1-0\"]\n[Annotator \"Cleo\"]\n"
        "[ECO \"C20\"]\n\n"
        "{Intro} 1. e4 $1 {Best by test} 1... e5 2. Nf3 {attack} 2... Nc6 $2 "
        "1-0\n";
    vchess_game *g = NULL, *c = NULL;
    char *out;

    ck_assert_int_eq(vchess_game_from_pgn(&g, NULL, text, &tu_err), 0);
    out = pgn_of(g);
    ck_assert_str_eq(out, want);
    free(out);
    ck_assert_int_eq(vchess_game_copy(&c, g), 0);
    vchess_game_free(g);
    out = pgn_of(c);
    ck_assert_str_eq(out, want);
    free(out);
    vchess_game_free(c);
}
END_TEST

/* After a move is taken back the recorded result no longer applies. */
START_TEST(test_result_follows_ply)
{
    vchess_game *g = NULL;
    vchess_move m;
    char *out;

    ck_assert_int_eq(vchess_game_from_pgn(&g, NULL, "1. e4 e5 0-1", NULL),
                     0);
    ck_assert_int_eq(vchess_game_pop(&m, g), 0);
    out = pgn_of(g);
    ck_assert_str_eq(out, ROSTER "[Result \"*\"]\n\n"
                                 "1. e4 *\n");
    free(out);
    ck_assert_int_eq(vchess_game_set_tag(g, "Result", "1/2-1/2"), 0);
    out = pgn_of(g);
    ck_assert_str_eq(out, ROSTER "[Result \"1/2-1/2\"]\n"
                                 "\n1. e4 1/2-1/2\n");
    free(out);
    vchess_game_free(g);
}
END_TEST

START_TEST(test_tags)
{
    vchess_game *g = tu_game("chess", NULL);
    const char *name, *value;
    size_t n = 9;

    ck_assert_int_eq(vchess_game_tag_count(&n, g), 0);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(vchess_game_tag(&value, g, "White"), 0);
    ck_assert_ptr_null(value);
    ck_assert_int_eq(vchess_game_set_tag(g, "White", "Anna"), 0);
    ck_assert_int_eq(vchess_game_set_tag(g, "Opening", "Giuoco"), 0);
    ck_assert_int_eq(vchess_game_set_tag(g, "White", "Ann"), 0);
    ck_assert_int_eq(vchess_game_tag_count(&n, g), 0);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(vchess_game_tag_at(&name, &value, g, 0), 0);
    ck_assert_str_eq(name, "White");
    ck_assert_str_eq(value, "Ann");
    ck_assert_int_eq(vchess_game_tag_at(&name, &value, g, 2), VCHESS_ERANGE);
    ck_assert_int_eq(vchess_game_set_tag(g, "Bad name", "x"), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_set_tag(g, "Note", "a\nb"), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_remove_tag(g, "White"), 0);
    ck_assert_int_eq(vchess_game_remove_tag(g, "White"), 0);
    ck_assert_int_eq(vchess_game_tag_at(&name, &value, g, 0), 0);
    ck_assert_str_eq(name, "Opening");
    vchess_game_free(g);
}
END_TEST

/* A Variant tag naming a loaded variant (Gardner's 5x5 minichess; the
 * position after 1. b3 axb3 worked out by hand); without the set the tag
 * is an unknown variant; bad arguments and too many sets. */
START_TEST(test_loaded_variants)
{
    const char *pgn = "[Variant \"tiny\"]\n\n1. b3 axb3 *\n";
    vchess_variant_set *set;
    vchess_pgn_reader *r;
    vchess_game *g;
    char fen[128];

    ck_assert_int_eq(vchess_variant_set_load(&set, "[tiny:gardner]\n", "t",
                                             NULL, NULL), 0);
    ck_assert_int_eq(vchess_pgn_reader_create(&r, pgn, strlen(pgn), NULL,
                                              NULL), 0);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, NULL), VCHESS_EVARIANT);
    vchess_pgn_reader_free(r);

    ck_assert_int_eq(vchess_pgn_reader_create(&r, pgn, strlen(pgn), NULL,
                                              NULL), 0);
    ck_assert_int_eq(vchess_pgn_reader_add_variants(r, NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_pgn_reader_add_variants(NULL, set),
                     VCHESS_EINVAL);
    for (int i = 0; i < 16; i++)
        ck_assert_int_eq(vchess_pgn_reader_add_variants(r, set), 0);
    ck_assert_int_eq(vchess_pgn_reader_add_variants(r, set), VCHESS_ERANGE);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, NULL), 0);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(vchess_game_fen(fen, sizeof(fen), NULL, g), 0);
    ck_assert_str_eq(fen, "rnbqk/1pppp/1p3/P1PPP/RNBQK w - - 0 2");
    vchess_pgn_reader_free(r);
    vchess_variant_set_free(set); /* the game holds its variant */
    ck_assert_int_eq(vchess_game_fen(fen, sizeof(fen), NULL, g), 0);
    vchess_game_free(g);
}
END_TEST

/* Each top-level variation: the main-line move it replaces and where its
 * text is; nested ones stay inside their parent's text. */
START_TEST(test_variations)
{
    static const char text[] =
        "[Event \"x\"]\n\n{Intro} 1. e4 $1 {Best} e5 (1... c5 2. Nf3 (2. c3))"
        " (1... e6) 2. Nf3 *\n";
    vchess_pgn_reader *r = reader(text);
    vchess_game *g = NULL;
    size_t n = 9, ply = 9, start = 0, end = 0;

    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, &tu_err), 0);
    ck_assert_int_eq(vchess_pgn_reader_variation_count(&n, r), 0);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(vchess_pgn_reader_variation(&ply, &start, &end, r, 0),
                     0);
    ck_assert_uint_eq(ply, 2);
    ck_assert_uint_eq(start, strstr(text, "(1... c5") - text);
    ck_assert_uint_eq(end - start, strlen("(1... c5 2. Nf3 (2. c3))"));
    ck_assert_int_eq(vchess_pgn_reader_variation(&ply, &start, &end, r, 1),
                     0);
    ck_assert_uint_eq(ply, 2);
    ck_assert_uint_eq(start, strstr(text, "(1... e6)") - text);
    ck_assert_int_eq(vchess_pgn_reader_variation(&ply, &start, &end, r, 2),
                     VCHESS_ERANGE);
    vchess_game_free(g);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, &tu_err), 0);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(vchess_pgn_reader_variation_count(&n, r), 0);
    ck_assert_uint_eq(n, 0);
    vchess_pgn_reader_free(r);
}
END_TEST

/* The annotations by the move they follow; one taken back is gone. */
START_TEST(test_notes)
{
    vchess_game *g = NULL;
    const char *note = NULL;
    size_t n = 9, ply = 9;

    ck_assert_int_eq(vchess_game_from_pgn(&g, NULL,
                                          "{Intro} 1. e4 $1 {Best} e5 "
                                          "2. Nf3 ; attack\n*", &tu_err), 0);
    ck_assert_int_eq(vchess_game_note_count(&n, g), 0);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(vchess_game_note_at(&ply, &note, g, 0), 0);
    ck_assert_uint_eq(ply, 0);
    ck_assert_str_eq(note, "{Intro}");
    ck_assert_int_eq(vchess_game_note_at(&ply, &note, g, 1), 0);
    ck_assert_uint_eq(ply, 1);
    ck_assert_str_eq(note, "$1 {Best}");
    ck_assert_int_eq(vchess_game_note_at(&ply, &note, g, 2), 0);
    ck_assert_uint_eq(ply, 3);
    ck_assert_str_eq(note, "{attack}");
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    ck_assert_int_eq(vchess_game_note_count(&n, g), 0);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(vchess_game_note_at(&ply, &note, g, 2), VCHESS_ERANGE);
    vchess_game_free(g);
}
END_TEST

START_TEST(test_position_values)
{
    vchess_game *g = tu_game("chess", NULL);
    unsigned half = 9, full = 9;
    int cell = 0;
    char rights[8];

    tu_play(g, "e2e4");
    ck_assert_int_eq(vchess_game_counters(&half, &full, g), 0);
    ck_assert_uint_eq(half, 0);
    ck_assert_uint_eq(full, 1);
    ck_assert_int_eq(vchess_game_ep_cell(&cell, g), 0);
    ck_assert_int_eq(cell, tu_cell(g, "e3"));
    tu_play(g, "e7e5");
    tu_play(g, "e1e2");
    ck_assert_int_eq(vchess_game_counters(&half, &full, g), 0);
    ck_assert_uint_eq(half, 1);
    ck_assert_uint_eq(full, 2);
    ck_assert_int_eq(vchess_game_ep_cell(&cell, g), 0);
    ck_assert_int_eq(cell, -1);
    ck_assert_int_eq(vchess_game_castling(rights, sizeof(rights), NULL, g),
                     0);
    ck_assert_str_eq(rights, "kq");
    ck_assert_int_eq(vchess_game_castling(rights, 2, NULL, g), VCHESS_EBUFS);
    vchess_game_free(g);
}
END_TEST

Suite *pgn_reader_suite(void)
{
    Suite *s = suite_create("pgn_reader");
    TCase *t = tcase_create("pgn_reader");

    tcase_add_loop_test(t, test_lenient, 0,
                        (int)(sizeof(lenient_cases) / sizeof(lenient_cases[0])));
    tcase_add_test(t, test_strict_no_warnings);
    tcase_add_test(t, test_games_and_recovery);
    tcase_add_test(t, test_record_written_back);
    tcase_add_test(t, test_result_follows_ply);
    tcase_add_test(t, test_tags);
    tcase_add_test(t, test_position_values);
    tcase_add_test(t, test_loaded_variants);
    tcase_add_test(t, test_variations);
    tcase_add_test(t, test_notes);
    suite_add_tcase(s, t);
    return s;
}
