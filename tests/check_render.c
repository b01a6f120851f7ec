/* check_render.c - SVG pictures: one element per cell, buffer rules,
 * highlights and targets, flipping, names, holes and the amazonrider. */
#include "render.h"
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct variant_case {
    const char *variant;
    int cells, holes, pieces;
    const char *corner, *opposite; /* cells swapped by a 180 degree turn */
};

static const struct variant_case variants[] = {
    {"chess", 64, 0, 32, "a1", "h8"},
    {"trihexagonal", 72, 0, 36, "a1", "f8"},
    {"trumpisten", 51, 4, 20, "a1", "e11"},
};

static vchess_game *new_game(const char *variant, const char *fen)
{
    vchess_game *g = NULL;

    ck_assert_int_eq(vchess_game_new(&g, variant, fen), 0);
    return g;
}

/* The SVG of g in a new buffer (the caller frees it). */
static char *svg_of(const vchess_game *g, const vchess_svg_options *o)
{
    size_t need = 0;
    char *svg;

    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, o), VCHESS_EBUFS);
    ck_assert_uint_gt(need, 1);
    svg = malloc(need);
    ck_assert_ptr_nonnull(svg);
    ck_assert_int_eq(vchess_game_svg(svg, need, NULL, g, o), 0);
    ck_assert_uint_eq(strlen(svg), need - 1);
    return svg;
}

static int count(const char *text, const char *needle)
{
    int n = 0;

    for (const char *p = text; (p = strstr(p, needle)) != NULL; p++)
        n++;
    return n;
}

/* Length of the text up to the end of the <svg> start tag. */
static size_t head_len(const char *svg)
{
    const char *p = strstr(svg, "<svg");

    ck_assert_ptr_nonnull(p);
    ck_assert_ptr_nonnull(p = strchr(p, '>'));
    return (size_t)(p - svg);
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The vertices of cell `name`'s polygon as sorted "x,y" words in out. */
static void cell_points(const char *svg, const char *name, char *out,
                        size_t size)
{
    char key[32], copy[256], *words[8], *w;
    const char *p;
    size_t n = 0, len;

    snprintf(key, sizeof(key), "data-cell=\"%s\"", name);
    ck_assert_ptr_nonnull(p = strstr(svg, key));
    ck_assert_ptr_nonnull(p = strstr(p, " points=\""));
    p += strlen(" points=\"");
    len = strcspn(p, "\"");
    ck_assert_uint_lt(len, sizeof(copy));
    memcpy(copy, p, len);
    copy[len] = '\0';
    for (w = strtok(copy, " "); w && n < 8; w = strtok(NULL, " "))
        words[n++] = w;
    qsort(words, n, sizeof(words[0]), by_text);
    out[0] = '\0';
    for (size_t i = 0; i < n; i++)
        snprintf(out + strlen(out), size - strlen(out), "%s ", words[i]);
}

START_TEST(one_element_per_cell)
{
    const struct variant_case *c = &variants[_i];
    vchess_game *g = new_game(c->variant, NULL);
    char *svg = svg_of(g, NULL);

    ck_assert_int_eq(tu_cell_count(g), c->cells);
    ck_assert_int_eq(count(svg, "class=\"cell\""), c->cells);
    ck_assert_int_eq(count(svg, "<polygon class=\"cell\""), c->cells);
    ck_assert_int_eq(count(svg, "class=\"hole\""), c->holes);
    ck_assert_int_eq(count(svg, "class=\"piece\""), c->pieces);
    ck_assert_int_eq(count(svg, "class=\"name\""), 0);
    ck_assert_int_eq(count(svg, "class=\"highlight\""), 0);
    ck_assert_int_eq(count(svg, "class=\"target\""), 0);
    ck_assert(strncmp(svg, "<?xml", 5) == 0);
    ck_assert_str_eq(svg + strlen(svg) - 7, "</svg>\n");
    free(svg);
    vchess_game_free(g);
}
END_TEST

START_TEST(flip_turns_the_board)
{
    const struct variant_case *c = &variants[_i];
    vchess_game *g = new_game(c->variant, NULL);
    vchess_svg_options o;
    char *plain, *flipped, a[256], b[256];

    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.flip = 1;
    plain = svg_of(g, NULL);
    flipped = svg_of(g, &o);
    cell_points(plain, c->corner, a, sizeof(a));
    cell_points(flipped, c->corner, b, sizeof(b));
    ck_assert_str_ne(a, b);
    cell_points(plain, c->opposite, a, sizeof(a));
    ck_assert_str_eq(a, b);
    /* same picture size: the texts agree up to the <svg> start tag's end */
    ck_assert_int_eq(strncmp(plain, flipped, head_len(plain)), 0);
    free(plain);
    free(flipped);
    vchess_game_free(g);
}
END_TEST

START_TEST(names_when_asked)
{
    const struct variant_case *c = &variants[_i];
    vchess_game *g = new_game(c->variant, NULL);
    vchess_svg_options o;
    char *svg;

    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.show_names = 1;
    svg = svg_of(g, &o);
    ck_assert_int_eq(count(svg, "class=\"name\""), c->cells);
    ck_assert_int_eq(count(svg, ">a1</text>"), 1);
    free(svg);
    vchess_game_free(g);
}
END_TEST

START_TEST(trihexagonal_names_keep_the_slash)
{
    vchess_game *g = new_game("trihexagonal", NULL);
    vchess_svg_options o;
    char *svg;

    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.show_names = 1;
    svg = svg_of(g, &o);
    ck_assert_int_eq(count(svg, ">c4/</text>"), 1);
    ck_assert_int_eq(count(svg, "data-cell=\"c4/\""), 1);
    free(svg);
    vchess_game_free(g);
}
END_TEST

START_TEST(buffer_too_small)
{
    vchess_game *g = new_game("trihexagonal", NULL);
    size_t need = 0, need2 = 0;
    char *buf;

    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, NULL), VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_svg(NULL, 100, NULL, g, NULL), VCHESS_EBUFS);
    buf = malloc(need);
    ck_assert_ptr_nonnull(buf);
    memset(buf, 'x', need);
    ck_assert_int_eq(vchess_game_svg(buf, need - 1, &need2, g, NULL),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(need2, need);
    ck_assert_uint_eq(strlen(buf), need - 2); /* truncated, terminated */
    ck_assert_int_eq(buf[need - 1], 'x');     /* nothing past size */
    ck_assert_int_eq(vchess_game_svg(buf, 1, NULL, g, NULL), VCHESS_EBUFS);
    ck_assert_str_eq(buf, "");
    ck_assert_int_eq(vchess_game_svg(buf, need, &need2, g, NULL), 0);
    ck_assert_uint_eq(need2, need);
    ck_assert_uint_eq(strlen(buf), need - 1);
    free(buf);
    vchess_game_free(g);
}
END_TEST

static int cell(vchess_game *g, const char *name)
{
    int c = tu_cell(g, name);

    ck_assert_int_ge(c, 0);
    return c;
}

START_TEST(highlights_and_targets)
{
    vchess_game *g = new_game("chess", NULL);
    int hl[2], tg[3];
    vchess_svg_options o;
    char *svg;

    hl[0] = cell(g, "e2");
    hl[1] = cell(g, "e4");
    tg[0] = cell(g, "f3");
    tg[1] = cell(g, "h3");
    tg[2] = cell(g, "e7"); /* occupied: a ring instead of a dot */
    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.highlight = hl;
    o.nhighlight = 2;
    o.targets = tg;
    o.ntargets = 3;
    svg = svg_of(g, &o);
    ck_assert_int_eq(count(svg, "<polygon class=\"highlight\""), 2);
    ck_assert_int_eq(count(svg, "<circle class=\"target\""), 3);
    ck_assert_int_eq(count(svg, "class=\"target\""), 3);
    ck_assert_int_eq(count(svg, "class=\"cell\""), 64);
    free(svg);
    vchess_game_free(g);
}
END_TEST

START_TEST(bad_options)
{
    vchess_game *g = new_game("trumpisten", NULL);
    int cells[1] = {51};
    vchess_svg_options o;
    size_t need = 7;

    ck_assert_int_eq(vchess_svg_options_init(NULL, 1), VCHESS_EINVAL);
    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    ck_assert_int_eq(o.version, VCHESS_SVG_OPTIONS_VERSION);
    o.highlight = cells;
    o.nhighlight = 1;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_ECELL);
    cells[0] = -1;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_ECELL);
    o.nhighlight = 0;
    o.targets = NULL;
    o.ntargets = 2;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_EINVAL);
    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.version = 0;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_EVERSION);
    o.version = VCHESS_SVG_OPTIONS_VERSION + 1;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_EVERSION);
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, NULL, NULL),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(amazonrider_has_its_own_mark)
{
    vchess_game *g = new_game(
        "trumpisten",
        "ppkpp/rnqnr/5/5/*3*/A3a/*3*/5/5/RNQNR/PPKPP w AEae - 0 1");
    char *svg = svg_of(g, NULL);

    ck_assert_int_eq(count(svg, "data-piece=\"A\"><circle"), 1);
    ck_assert_int_eq(count(svg, "data-piece=\"a\"><circle"), 1);
    ck_assert_int_eq(count(svg, ">A</text>"), 2);
    ck_assert_int_eq(count(svg, "data-piece=\"Q\"><circle"), 0);
    free(svg);
    vchess_game_free(g);
}
END_TEST

/* The render layer alone: no pieces, no options, a board of squares. */
START_TEST(render_layer_alone)
{
    struct vc_board b;
    char buf[64];
    size_t len;

    vc_board_init(&b);
    vc_board_add_cell(&b, "x<1", 0, 'x');
    b.nverts[0] = 4;
    b.vx[0][1] = b.vx[0][2] = 1;
    b.vy[0][2] = b.vy[0][3] = 1;
    len = vc_render_svg(&b, NULL, NULL, NULL, 0);
    ck_assert_uint_gt(len, sizeof(buf));
    ck_assert_uint_eq(vc_render_svg(&b, NULL, NULL, buf, sizeof(buf)), len);
    ck_assert_uint_eq(strlen(buf), sizeof(buf) - 1);
    {
        char *all = malloc(len + 1);
        ck_assert_ptr_nonnull(all);
        vc_render_svg(&b, NULL, NULL, all, len + 1);
        ck_assert_int_eq(count(all, "data-cell=\"x&lt;1\""), 1);
        ck_assert_int_eq(count(all, "points=\"6.0,66.0 66.0,66.0 "
                                    "66.0,6.0 6.0,6.0\""), 1);
        free(all);
    }
}
END_TEST

Suite *render_suite(void)
{
    Suite *s = suite_create("render");
    TCase *tc = tcase_create("svg");
    int nv = (int)(sizeof(variants) / sizeof(variants[0]));

    tcase_set_timeout(tc, 10);
    tcase_add_loop_test(tc, one_element_per_cell, 0, nv);
    tcase_add_loop_test(tc, flip_turns_the_board, 0, nv);
    tcase_add_loop_test(tc, names_when_asked, 0, nv);
    tcase_add_test(tc, trihexagonal_names_keep_the_slash);
    tcase_add_test(tc, buffer_too_small);
    tcase_add_test(tc, highlights_and_targets);
    tcase_add_test(tc, bad_options);
    tcase_add_test(tc, amazonrider_has_its_own_mark);
    tcase_add_test(tc, render_layer_alone);
    suite_add_tcase(s, tc);
    return s;
}
