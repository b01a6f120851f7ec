/* check_render.c - SVG pictures: one element per cell, buffer rules,
 * highlights and targets, flipping, names, holes and the amazonrider;
 * the render layer alone: marks, labels, size and vector pieces. */
#include "board/rect.h"
#include "render/render.h"
#include "suites.h"
#include "board/tetrille.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct variant_case {
    const char *variant;
    int cells, holes, pieces;
    const char *corner, *opposite; /* cells swapped by a 180 degree turn */
    int labels;                    /* files + ranks */
    int special;                   /* cells that change a piece */
};

/* Trumpisten's trump squares a6 and e6 change a piece (its spec, 4). */
static const struct variant_case variants[] = {
    {"chess", 64, 0, 32, "a1", "h8", 8 + 8, 0},
    {"trihexagonal", 72, 0, 36, "a1", "f8", 6 + 8, 0},
    {"trumpisten", 51, 4, 20, "a1", "e11", 5 + 11, 2},
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
    /* defaults: labels and special cells shown; no move, no check yet */
    ck_assert_int_eq(count(svg, "class=\"coord\""), c->labels);
    ck_assert_int_eq(count(svg, "class=\"special\""), c->special);
    ck_assert_int_eq(count(svg, "class=\"lastmove\""), 0);
    ck_assert_int_eq(count(svg, "class=\"check\""), 0);
    ck_assert_int_eq(count(svg, "class=\"arrow\""), 0);
    ck_assert(strncmp(svg, "<?xml", 5) == 0);
    ck_assert_str_eq(svg + strlen(svg) - 7, "</svg>\n");
    free(svg);
    vchess_game_free(g);
}
END_TEST

/* Drop variants draw each hand: each kind once with its count, white's
 * below the board; games without drops have no hand bands. */
START_TEST(hands_beside_the_board)
{
    vchess_game *g = new_game(
        "crazyhouse",
        "r1bqk2r/ppp2ppp/2n5/3Np3/2B1P1n1/8/PPP2PPP/R2QK2R[NBPPbpp] w KQkq "
        "- 0 9");
    vchess_game *chess = new_game("chess", NULL);
    char *svg = svg_of(g, NULL), *plain = svg_of(chess, NULL);
    const char *white = strstr(svg, "data-side=\"white\"");
    const char *black = strstr(svg, "data-side=\"black\"");

    ck_assert_ptr_nonnull(white);
    ck_assert_ptr_nonnull(black);
    ck_assert_int_eq(count(svg, "class=\"held\""), 5);
    ck_assert_ptr_nonnull(strstr(white, "data-piece=\"P\" data-count=\"2\""));
    ck_assert_ptr_nonnull(strstr(black, "data-piece=\"p\" data-count=\"2\""));
    ck_assert_ptr_nonnull(strstr(white, "data-piece=\"N\" data-count=\"1\""));
    ck_assert_int_eq(count(plain, "class=\"hand\""), 0);
    free(svg);
    free(plain);
    vchess_game_free(g);
    vchess_game_free(chess);
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

    ck_assert_int_eq(count(svg, "data-piece=\"A\"><use"), 1);
    ck_assert_int_eq(count(svg, "data-piece=\"a\"><use"), 1);
    ck_assert_int_eq(count(svg, "id=\"vc-piece-A\""), 1);
    ck_assert_int_eq(count(svg, "href=\"#vc-piece-A\""), 2);
    ck_assert_int_eq(count(svg, "href=\"#vc-piece-Q\""), 2);
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

static void play(vchess_game *g, const char *moves)
{
    char text[16];
    int n;

    while (sscanf(moves, " %15s%n", text, &n) == 1) {
        tu_play(g, text);
        moves += n;
    }
}

/* Fool's mate: the last move, d8h4, checks the king on e1. */
START_TEST(last_move_and_check_from_the_game)
{
    vchess_game *g = new_game("chess", NULL);
    vchess_svg_options o;
    char *svg;

    play(g, "f2f3 e7e5 g2g4 d8h4");
    svg = svg_of(g, NULL);
    ck_assert_int_eq(count(svg, "class=\"lastmove\""), 2);
    ck_assert_int_eq(count(svg, "class=\"check\""), 1);
    free(svg);
    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.show_last_move = 0;
    o.show_check = 0;
    o.show_coordinates = 0;
    svg = svg_of(g, &o);
    ck_assert_int_eq(count(svg, "class=\"lastmove\""), 0);
    ck_assert_int_eq(count(svg, "class=\"check\""), 0);
    ck_assert_int_eq(count(svg, "class=\"coord\""), 0);
    free(svg);
    vchess_game_free(g);
}
END_TEST

START_TEST(special_cells_can_be_hidden)
{
    vchess_game *g = new_game("trumpisten", NULL);
    vchess_svg_options o;
    char *svg;

    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.show_special = 0;
    svg = svg_of(g, &o);
    ck_assert_int_eq(count(svg, "class=\"special\""), 0);
    free(svg);
    vchess_game_free(g);
}
END_TEST

START_TEST(arrows_and_size)
{
    vchess_game *g = new_game("trihexagonal", NULL);
    int arrows[4];
    vchess_svg_options o;
    size_t need;
    char *svg;

    arrows[0] = cell(g, "b2");
    arrows[1] = cell(g, "c4/");
    arrows[2] = cell(g, "e8");
    arrows[3] = cell(g, "d5");
    vchess_svg_options_init(&o, VCHESS_SVG_OPTIONS_VERSION);
    o.arrows = arrows;
    o.narrows = 2;
    o.size = 300.0;
    svg = svg_of(g, &o);
    ck_assert_int_eq(count(svg, "class=\"arrow\""), 2);
    ck_assert_int_eq(count(svg, " width=\"300.0\""), 1);
    free(svg);
    arrows[3] = 72;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_ECELL);
    o.arrows = NULL;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_EINVAL);
    o.narrows = 0;
    o.size = -1.0;
    ck_assert_int_eq(vchess_game_svg(NULL, 0, &need, g, &o), VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

/* ---- the render layer alone ---------------------------------------- */

enum { SQUARES, TRUMPISTEN, KITES, NBOARDS };

static const char *const trumpisten_holes[] = {"a5", "e5", "a7", "e7", NULL};

/* A new board (the caller frees it): chess's, Trumpisten's or the kites. */
static struct vc_board *board_of(int kind)
{
    struct vc_board *b = malloc(sizeof(*b));

    ck_assert_ptr_nonnull(b);
    if (kind == SQUARES)
        ck_assert_int_eq(vc_rect_build(b, 8, 8, NULL), 0);
    else if (kind == TRUMPISTEN)
        ck_assert_int_eq(vc_rect_build(b, 5, 11, trumpisten_holes), 0);
    else
        ck_assert_int_eq(vc_tetrille_build(b), 0);
    return b;
}

static int at(const struct vc_board *b, const char *name)
{
    int c = vc_board_find(b, name);

    ck_assert_int_ge(c, 0);
    return c;
}

/* The picture in a new buffer (the caller frees it). */
static char *render(const struct vc_board *b, const char *pieces,
                    const struct vc_render_opts *ro)
{
    size_t len = vc_render_svg(b, pieces, ro, NULL, 0);
    char *svg = malloc(len + 1);

    ck_assert_ptr_nonnull(svg);
    ck_assert_uint_eq(vc_render_svg(b, pieces, ro, svg, len + 1), len);
    return svg;
}

/* pieces[] of board b from "cell=letter" words, e.g. "e1=K e8=k". */
static void place(const struct vc_board *b, const char *words, char *pieces)
{
    char name[8];
    int n;

    memset(pieces, 0, VC_MAX_CELLS);
    while (sscanf(words, " %7[^=]=%n", name, &n) == 1) {
        pieces[at(b, name)] = words[n];
        words += n + 1;
    }
}

START_TEST(each_mark_one_element)
{
    struct vc_board *b = board_of(SQUARES);
    uint8_t marks[VC_MAX_CELLS] = {0};
    int arrows[10] = {0, 0, 5, 5, 0, 200, -1, 3, 0, 0};
    struct vc_render_opts ro = {0};
    char pieces[VC_MAX_CELLS];
    char *svg;

    place(b, "e1=K e4=P e8=k", pieces);
    marks[at(b, "e2")] |= VC_MARK_LAST_MOVE | VC_MARK_HIGHLIGHT;
    marks[at(b, "e4")] |= VC_MARK_LAST_MOVE;
    marks[at(b, "e8")] |= VC_MARK_CHECK;
    marks[at(b, "d4")] |= VC_MARK_SPECIAL;
    marks[at(b, "d5")] |= VC_MARK_TARGET;
    arrows[0] = at(b, "e2");
    arrows[1] = at(b, "e4");
    arrows[8] = at(b, "g1");
    arrows[9] = at(b, "f3");
    ro.marks = marks;
    ro.arrows = arrows;
    ro.narrows = 5; /* e2-e4, g1-f3 and three that name no two cells */
    svg = render(b, pieces, &ro);
    ck_assert_int_eq(count(svg, "class=\"lastmove\""), 2);
    ck_assert_int_eq(count(svg, "class=\"highlight\""), 1);
    ck_assert_int_eq(count(svg, "class=\"check\""), 1);
    ck_assert_int_eq(count(svg, "class=\"special\""), 1);
    ck_assert_int_eq(count(svg, "class=\"target\""), 1);
    ck_assert_int_eq(count(svg, "class=\"arrow\""), 2);
    ck_assert_int_eq(count(svg, "class=\"coord\""), 0);
    ck_assert_int_eq(count(svg, "class=\"piece\""), 3);
    free(svg);
    free(b);
}
END_TEST

/* Files and ranks of each board: chess 8 + 8; Trumpisten 5 + 11; the
 * kite board's files a-f and ranks 1-8 (spec/trihexagonal.md). */
static const int nfiles[NBOARDS] = {8, 5, 6}, nranks[NBOARDS] = {8, 11, 8};

START_TEST(labels_name_every_file_and_rank)
{
    struct vc_board *b = board_of(_i);
    struct vc_render_opts ro = {0};
    char *svg, text[32];

    ro.coords = 1;
    svg = render(b, NULL, &ro);
    ck_assert_int_eq(count(svg, "class=\"coord\""), nfiles[_i] + nranks[_i]);
    for (int f = 0; f < nfiles[_i]; f++) {
        snprintf(text, sizeof(text), "\">%c</text>", 'a' + f);
        ck_assert_int_eq(count(svg, text), 1);
    }
    for (int r = 1; r <= nranks[_i]; r++) {
        snprintf(text, sizeof(text), "\">%d</text>", r);
        ck_assert_int_eq(count(svg, text), 1);
    }
    free(svg);
    free(b);
}
END_TEST

/* ` name="..."` of the first element after `from` in svg, as a number. */
static double number_after(const char *svg, const char *from,
                           const char *name)
{
    char key[32];
    const char *p = strstr(svg, from);

    ck_assert_ptr_nonnull(p);
    snprintf(key, sizeof(key), " %s=\"", name);
    ck_assert_ptr_nonnull(p = strstr(p, key));
    return strtod(p + strlen(key), NULL);
}

START_TEST(size_sets_the_width_only)
{
    struct vc_board *b = board_of(_i);
    struct vc_render_opts ro = {0};
    char *plain, *sized, *vb;
    double w, h;

    ro.coords = 1;
    plain = render(b, NULL, &ro);
    ro.size = 800.0;
    sized = render(b, NULL, &ro);
    ck_assert_int_eq(count(sized, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                  "xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                                  " width=\"800.0\""), 1);
    w = number_after(plain, "<svg", "width");
    h = number_after(plain, "<svg", "height");
    ck_assert_double_eq_tol(number_after(sized, "<svg", "height"),
                            800.0 * h / w, 0.06);
    /* the drawing itself is the same: the text from the viewBox on */
    ck_assert_ptr_nonnull(vb = strstr(plain, " viewBox="));
    ck_assert_str_eq(strstr(sized, " viewBox="), vb);
    free(plain);
    free(sized);
    free(b);
}
END_TEST

/* 60 pixels a square and a margin of 6 on each side; the labels take the
 * same band left of and below a board of squares, so it stays square. */
START_TEST(default_size_of_squares)
{
    struct vc_board *b = board_of(SQUARES);
    struct vc_render_opts ro = {0};
    char *svg = render(b, NULL, &ro);

    ck_assert_double_eq_tol(number_after(svg, "<svg", "width"), 492.0, 0.01);
    ck_assert_double_eq_tol(number_after(svg, "<svg", "height"), 492.0, 0.01);
    free(svg);
    ro.coords = 1;
    svg = render(b, NULL, &ro);
    ck_assert_double_eq_tol(number_after(svg, "<svg", "width"),
                            number_after(svg, "<svg", "height"), 0.01);
    ck_assert_double_gt(number_after(svg, "<svg", "width"), 492.0);
    free(svg);
    free(b);
}
END_TEST

/* The pieces of the chess start, with no text at all: they are shapes,
 * one definition per kind, one <use> per piece. */
START_TEST(pieces_are_shapes_not_text)
{
    struct vc_board *b = board_of(SQUARES);
    char pieces[VC_MAX_CELLS], *svg;
    const char *back = "RNBQKBNR";

    memset(pieces, 0, sizeof(pieces));
    for (int f = 0; f < 8; f++) {
        char name[3] = {(char)('a' + f), '1', '\0'};
        pieces[at(b, name)] = back[f];
        name[1] = '2';
        pieces[at(b, name)] = 'P';
        name[1] = '7';
        pieces[at(b, name)] = 'p';
        name[1] = '8';
        pieces[at(b, name)] = (char)(back[f] - 'A' + 'a');
    }
    svg = render(b, pieces, NULL);
    ck_assert_int_eq(count(svg, "class=\"piece\""), 32);
    ck_assert_int_eq(count(svg, "<use "), 32);
    ck_assert_int_eq(count(svg, "<text"), 0);
    ck_assert_int_eq(count(svg, "id=\"vc-piece-"), 6);
    static const int uses[6] = {2, 2, 4, 4, 4, 16}; /* of K Q R B N P */
    for (int i = 0; i < 6; i++) {
        const char *k = "KQRBNP" + i;
        char id[32];
        snprintf(id, sizeof(id), "id=\"vc-piece-%c\"", *k);
        ck_assert_int_eq(count(svg, id), 1);
        snprintf(id, sizeof(id), "href=\"#vc-piece-%c\"", *k);
        ck_assert_int_eq(count(svg, id), uses[i]);
    }
    free(svg);
    free(b);
}
END_TEST

/* The value of attribute `name` in the group of piece letter (a copy). */
static void piece_attr(const char *svg, char letter, const char *name,
                       char *out, size_t size)
{
    char key[32];
    const char *p;
    size_t n;

    snprintf(key, sizeof(key), "data-piece=\"%c\"", letter);
    ck_assert_ptr_nonnull(p = strstr(svg, key));
    snprintf(key, sizeof(key), " %s=\"", name);
    ck_assert_ptr_nonnull(p = strstr(p, key));
    p += strlen(key);
    n = strcspn(p, "\"");
    ck_assert_uint_lt(n, size);
    memcpy(out, p, n);
    out[n] = '\0';
}

START_TEST(colours_swap_between_sides)
{
    struct vc_board *b = board_of(KITES);
    char pieces[VC_MAX_CELLS], wf[32], wc[32], bf[32], bc[32], *svg;

    place(b, "c4/=K d5/=k", pieces);
    svg = render(b, pieces, NULL);
    piece_attr(svg, 'K', "fill", wf, sizeof(wf));
    piece_attr(svg, 'K', "color", wc, sizeof(wc));
    piece_attr(svg, 'k', "fill", bf, sizeof(bf));
    piece_attr(svg, 'k', "color", bc, sizeof(bc));
    ck_assert_str_ne(wf, bf);
    ck_assert_str_ne(wf, wc);
    ck_assert_int_eq(count(svg, "id=\"vc-piece-K\""), 1);
    free(svg);
    free(b);
}
END_TEST

/* A letter without a shape is a disc with the letter; the known ones
 * beside it stay shapes. */
START_TEST(unknown_letter_in_a_disc)
{
    struct vc_board *b = board_of(TRUMPISTEN);
    char pieces[VC_MAX_CELLS], *svg;

    place(b, "c1=K c11=k a6=A b4=Z d8=z", pieces);
    svg = render(b, pieces, NULL);
    ck_assert_int_eq(count(svg, "data-piece=\"Z\"><circle"), 1);
    ck_assert_int_eq(count(svg, "data-piece=\"z\"><circle"), 1);
    ck_assert_int_eq(count(svg, ">Z</text>"), 2);
    ck_assert_int_eq(count(svg, "vc-piece-Z"), 0);
    ck_assert_int_eq(count(svg, "data-piece=\"A\"><use"), 1);
    ck_assert_int_eq(count(svg, "class=\"piece\""), 5);
    free(svg);
    free(b);
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
    tcase_add_test(tc, hands_beside_the_board);
    tcase_add_test(tc, render_layer_alone);
    tcase_add_test(tc, last_move_and_check_from_the_game);
    tcase_add_test(tc, special_cells_can_be_hidden);
    tcase_add_test(tc, arrows_and_size);
    tcase_add_test(tc, each_mark_one_element);
    tcase_add_loop_test(tc, labels_name_every_file_and_rank, 0, NBOARDS);
    tcase_add_loop_test(tc, size_sets_the_width_only, 0, NBOARDS);
    tcase_add_test(tc, default_size_of_squares);
    tcase_add_test(tc, pieces_are_shapes_not_text);
    tcase_add_test(tc, colours_swap_between_sides);
    tcase_add_test(tc, unknown_letter_in_a_disc);
    suite_add_tcase(s, tc);
    return s;
}
