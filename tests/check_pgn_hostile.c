/* check_pgn_hostile.c - PGN from someone who means harm: a tag value
 * cannot run over a line (PGN standard, 8.1.1: a tag pair is on one
 * line), whatever the writer writes the reader reads back, and the
 * reader's time grows with the text no faster than its size. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char *pgn_of(const vchess_game *g)
{
    size_t need = 0;
    char *buf;

    ck_assert_int_eq(vchess_game_pgn(NULL, 0, &need, g), VCHESS_EBUFS);
    ck_assert_ptr_nonnull(buf = malloc(need));
    ck_assert_int_eq(vchess_game_pgn(buf, need, NULL, g), 0);
    return buf;
}

/* A backslash before the end of a line does not carry the value over:
 * the tag is unterminated, on line 1. */
START_TEST(a_value_cannot_span_lines)
{
    static const char pgn[] = "[White \"a\\\n[Black \"b\"]\n\n1. e4 *\n";
    vchess_game *g = NULL;
    vchess_error e;

    ck_assert_int_eq(vchess_game_from_pgn(&g, NULL, pgn, &e),
                     VCHESS_ESYNTAX);
    ck_assert_ptr_null(g);
    ck_assert_uint_eq(e.line, 1);
    ck_assert_ptr_nonnull(strstr(e.text, "unterminated tag value"));
}
END_TEST

/* The same through the multi-game reader: the first game is refused,
 * the next one is read. */
START_TEST(the_reader_refuses_it_too)
{
    static const char pgn[] = "[White \"a\\\n[Black \"b\"]\n\n1. e4 *\n\n"
                              "[White \"c\"]\n\n1. d4 *\n";
    vchess_pgn_reader *r = NULL;
    vchess_game *g = NULL;
    const char *white = NULL;
    vchess_error e;

    ck_assert_int_eq(
        vchess_pgn_reader_create(&r, pgn, strlen(pgn), NULL, NULL), 0);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, &e), VCHESS_ESYNTAX);
    ck_assert_int_eq(vchess_pgn_reader_next(&g, r, &e), 0);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(vchess_game_tag(&white, g, "White"), 0);
    ck_assert_str_eq(white, "c");
    vchess_game_free(g);
    vchess_pgn_reader_free(r);
}
END_TEST

/* A value or name the reader could not read back is refused when set. */
START_TEST(set_tag_refuses_what_cannot_read_back)
{
    vchess_game *g = tu_game("chess", NULL);
    char value[1100], name[70];

    memset(value, 'v', sizeof(value) - 1);
    value[sizeof(value) - 1] = 0;
    ck_assert_int_eq(vchess_game_set_tag(g, "White", value), VCHESS_EINVAL);
    value[1023] = 0; /* the longest */
    ck_assert_int_eq(vchess_game_set_tag(g, "White", value), 0);
    ck_assert_int_eq(vchess_game_set_tag(g, "White", "a\nb"), VCHESS_EINVAL);
    memset(name, 'N', sizeof(name) - 1);
    name[sizeof(name) - 1] = 0;
    ck_assert_int_eq(vchess_game_set_tag(g, name, "x"), VCHESS_EINVAL);
    name[63] = 0;
    ck_assert_int_eq(vchess_game_set_tag(g, name, "x"), 0);
    vchess_game_free(g);
}
END_TEST

/* Every byte but the newline, quotes and backslashes included, at the
 * longest length, written and read back unchanged. */
START_TEST(what_is_written_reads_back)
{
    vchess_game *g = tu_game("chess", NULL), *back = NULL;
    char value[1024], *pgn;
    const char *got = NULL;
    vchess_error e;
    size_t n = 0;

    for (int i = 0; n < sizeof(value) - 1; i++)
        if ((unsigned char)(i % 255 + 1) != '\n')
            value[n++] = (char)(i % 255 + 1);
    value[n] = 0;
    ck_assert_int_eq(vchess_game_set_tag(g, "Annotator", value), 0);
    ck_assert_int_eq(vchess_game_set_tag(g, "White", "\\\"]\n[X \"y"),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_set_tag(g, "White", "a\\"), 0);
    ck_assert_int_eq(vchess_game_set_tag(g, "Black", "\"]  [Injected \"1"),
                     0);
    pgn = pgn_of(g);
    ck_assert_msg(vchess_game_from_pgn(&back, NULL, pgn, &e) == 0, "%s",
                  e.text);
    ck_assert_int_eq(vchess_game_tag(&got, back, "Annotator"), 0);
    ck_assert_str_eq(got, value);
    ck_assert_int_eq(vchess_game_tag(&got, back, "White"), 0);
    ck_assert_str_eq(got, "a\\");
    ck_assert_int_eq(vchess_game_tag(&got, back, "Black"), 0);
    ck_assert_str_eq(got, "\"]  [Injected \"1");
    ck_assert_int_eq(vchess_game_tag(&got, back, "Injected"), 0);
    ck_assert_ptr_null(got);
    free(pgn);
    vchess_game_free(back);
    vchess_game_free(g);
}
END_TEST

/* ---- time against size ----------------------------------------------- */

/* A PGN text of n units of one shape, in memory to free(). */
typedef char *make_text_fn(size_t n);

static char *text_room(size_t n, size_t unit)
{
    char *t = malloc(n * unit + 64);

    ck_assert_ptr_nonnull(t);
    return t;
}

/* n tags, one a line. */
static char *many_tags(size_t n)
{
    char *t = text_room(n, 20), *p = t;

    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "[T%zu \"v\"]\n", i);
    strcpy(p, "\n1. e4 *\n");
    return t;
}

/* n tags on one line. */
static char *tags_on_a_line(size_t n)
{
    char *t = text_room(n, 20), *p = t;

    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "[T%zu \"v\"] ", i);
    strcpy(p, "\n\n1. e4 *\n");
    return t;
}

/* n comments and NAGs after one move. */
static char *many_notes(size_t n)
{
    char *t = text_room(n, 8), *p = t;

    p += sprintf(p, "1. e4");
    for (size_t i = 0; i < n; i++)
        p += sprintf(p, i % 2 ? " $%zu" : " {c%zu}", i % 200);
    strcpy(p, " *\n");
    return t;
}

/* n games that each open a comment none of them closes. */
static char *open_comments(size_t n)
{
    char *t = text_room(n, 16), *p = t;

    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "[E \"%zu\"]\n\n{\n\n", i % 1000);
    return t;
}

/* The first game of text, read by vchess_game_from_pgn(). */
static int read_first(const char *text, vchess_error *e)
{
    vchess_game *g = NULL;
    int rc = vchess_game_from_pgn(&g, NULL, text, e);

    vchess_game_free(g);
    return rc;
}

/* Every game of text through a vchess_pgn_reader, errors and all. */
static int read_every(const char *text, vchess_error *e)
{
    vchess_pgn_reader *r = NULL;
    size_t calls = 0, len = strlen(text);

    ck_assert_int_eq(vchess_pgn_reader_create(&r, text, len, NULL, e), 0);
    for (;;) {
        vchess_game *g = NULL;
        int rc = vchess_pgn_reader_next(&g, r, e);

        if (rc == 0 && !g)
            break;
        vchess_game_free(g);
        ck_assert_uint_le(++calls, len + 2);
    }
    vchess_pgn_reader_free(r);
    return 0;
}

typedef int read_fn(const char *text, vchess_error *e);

/* CPU seconds `read` takes for the text, the least of five runs. */
static double read_time(read_fn *read, const char *text)
{
    double best = 1e9;

    for (int run = 0; run < 5; run++) {
        vchess_error e;
        clock_t t0 = clock();
        int rc = read(text, &e);
        double t = (double)(clock() - t0) / CLOCKS_PER_SEC;

        ck_assert_msg(rc == 0, "%s", e.text);
        best = t < best ? t : best;
    }
    return best;
}

static const struct {
    const char *name;
    make_text_fn *make;
    read_fn *read;
    size_t n; /* units of the smaller text; the larger is about 2 MB */
} shapes[] = {
    {"tags", many_tags, read_first, 60000},
    {"tags on a line", tags_on_a_line, read_first, 60000},
    {"comments and NAGs", many_notes, read_first, 150000},
    {"games with open comments", open_comments, read_every, 60000},
};

/* Twice the text may take about twice the time: more than three times
 * means the reader is worse than linear.  The 0.1 s of slack absorbs the
 * page faults and cache misses of a loaded machine, which made the
 * larger text read up to five times as long as the smaller in 20 ms
 * runs; a reader quadratic in the 60,000 units would spend seconds. */
START_TEST(reading_time_grows_with_size)
{
    char *small = shapes[_i].make(shapes[_i].n);
    char *large = shapes[_i].make(2 * shapes[_i].n);
    double t1 = read_time(shapes[_i].read, small);
    double t2 = read_time(shapes[_i].read, large);

    ck_assert_msg(strlen(large) > 1000000, "%zu bytes", strlen(large));
    ck_assert_msg(t2 <= 3 * t1 + 0.1, "%s: %.3f s for %zu bytes, %.3f s "
                  "for %zu", shapes[_i].name, t1, strlen(small), t2,
                  strlen(large));
    free(small);
    free(large);
}
END_TEST

Suite *pgn_hostile_suite(void)
{
    Suite *s = suite_create("pgn_hostile");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_value_cannot_span_lines);
    tcase_add_test(tc, the_reader_refuses_it_too);
    tcase_add_test(tc, set_tag_refuses_what_cannot_read_back);
    tcase_add_test(tc, what_is_written_reads_back);
    tcase_add_loop_test(tc, reading_time_grows_with_size, 0,
                        sizeof(shapes) / sizeof(shapes[0]));
    suite_add_tcase(s, tc);
    return s;
}
