/* vchess-board - draw a position as SVG.
 *
 *   vchess-board [--variant NAME] [--fen FEN] [--highlight CELL,CELL...]
 *                [--moves-from CELL] [--flip] [--names] [-o FILE]
 *
 * Writes the SVG to FILE, or to stdout.  --highlight shades the listed
 * cells (e.g. the last move); --moves-from CELL shades CELL and marks the
 * legal targets of the piece on it.  Bad arguments: one line on stderr and
 * exit status 2; a failure to write: exit status 1. */
#include <variantchess.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *highlight, *from, *output;
    int flip, names;
};

/* Cells to mark, with room for every cell of any board. */
#define MAX_MARKS 256 /* marked cells, each at most once */

struct cells {
    int highlight[MAX_MARKS], targets[MAX_MARKS];
    size_t nhighlight, ntargets;
};

static int fail(const char *what, const char *detail)
{
    fprintf(stderr, "vchess-board: %s%s%s\n", what, *detail ? ": " : "",
            detail);
    return 2;
}

static int usage(const char *why)
{
    fprintf(stderr, "vchess-board: %s (usage: vchess-board [--variant NAME] "
                    "[--fen FEN] [--highlight CELLS] [--moves-from CELL] "
                    "[--flip] [--names] [-o FILE])\n", why);
    return 2;
}

/* The value of option argv[*i], or NULL (and *i unchanged) if missing. */
static const char *value(int argc, char **argv, int *i)
{
    return *i + 1 < argc ? argv[++*i] : NULL;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], **dst = NULL;
        if (strcmp(a, "--flip") == 0)
            o->flip = 1;
        else if (strcmp(a, "--names") == 0)
            o->names = 1;
        else if (strcmp(a, "--variant") == 0)
            dst = &o->variant;
        else if (strcmp(a, "--fen") == 0)
            dst = &o->fen;
        else if (strcmp(a, "--highlight") == 0)
            dst = &o->highlight;
        else if (strcmp(a, "--moves-from") == 0)
            dst = &o->from;
        else if (strcmp(a, "-o") == 0)
            dst = &o->output;
        else
            return usage("unknown argument");
        if (dst && !(*dst = value(argc, argv, &i)))
            return usage("missing value");
    }
    return 0;
}

/* Add cell to list[0..*n) unless it is there. */
static void mark(int *list, size_t *n, int cell)
{
    for (size_t i = 0; i < *n; i++)
        if (list[i] == cell)
            return;
    if (*n < MAX_MARKS)
        list[(*n)++] = cell;
}

static int add_cell(const vchess_game *g, const char *name, struct cells *c)
{
    int cell;

    if (vchess_variant_cell_index(&cell, vchess_game_variant(g), name) < 0)
        return fail("no such cell", name);
    mark(c->highlight, &c->nhighlight, cell);
    return 0;
}

/* The comma-separated cell names of list (copied: names may end in '/'). */
static int add_list(const vchess_game *g, const char *list, struct cells *c)
{
    char name[16];

    while (*list) {
        size_t n = strcspn(list, ",");
        if (n == 0 || n >= sizeof(name))
            return fail("bad cell list", list);
        memcpy(name, list, n);
        name[n] = '\0';
        if (add_cell(g, name, c) != 0)
            return 2;
        list += n + (list[n] == ',');
    }
    return 0;
}

static int add_targets(const vchess_game *g, const char *from,
                       struct cells *c)
{
    vchess_move *moves;
    size_t n = 0, cap = 0;
    char piece = 0;
    int cell, rc;

    if (vchess_variant_cell_index(&cell, vchess_game_variant(g), from) < 0)
        return fail("no such cell", from);
    if (vchess_game_piece_at(&piece, g, cell) < 0 || !piece)
        return fail("no piece on", from);
    vchess_variant_max_moves(&cap, vchess_game_variant(g));
    if (!(moves = malloc(cap * sizeof(*moves))))
        return fail("out of memory", "");
    rc = vchess_game_legal_moves(moves, cap, &n, g);
    mark(c->highlight, &c->nhighlight, cell);
    for (size_t i = 0; rc == 0 && i < n; i++)
        if (vchess_move_from(moves[i]) == cell)
            mark(c->targets, &c->ntargets, vchess_move_to(moves[i]));
    free(moves);
    return rc < 0 ? fail("cannot list the legal moves", "") : 0;
}

/* A game of the named built-in variant; *err says why not. */
static int new_game(vchess_game **g, const char *variant, const char *fen,
                    vchess_error *err)
{
    const vchess_variant *v;
    int rc = vchess_variant_builtin(&v, variant, err);

    *g = NULL;
    return rc < 0 ? rc : vchess_game_create(g, v, fen, NULL, err);
}

/* The SVG in a new buffer the caller frees, or NULL. */
static char *make_svg(const vchess_game *g, const vchess_svg_options *so)
{
    size_t need = 0;
    char *svg;

    if (vchess_game_svg(NULL, 0, &need, g, so) != VCHESS_EBUFS)
        return NULL;
    if (!(svg = malloc(need)))
        return NULL;
    if (vchess_game_svg(svg, need, NULL, g, so) == 0)
        return svg;
    free(svg);
    return NULL;
}

static int write_text(const char *path, const char *text)
{
    FILE *f = path ? fopen(path, "w") : stdout;
    int ok;

    if (!f) {
        fprintf(stderr, "vchess-board: cannot open %s: %s\n", path,
                strerror(errno));
        return 1;
    }
    ok = fputs(text, f) >= 0;
    ok = (path ? fclose(f) == 0 : fflush(f) == 0) && ok;
    if (!ok)
        fprintf(stderr, "vchess-board: cannot write %s\n",
                path ? path : "stdout");
    return ok ? 0 : 1;
}

static int draw(const vchess_game *g, const struct options *o)
{
    struct cells c;
    vchess_svg_options so;
    char *svg;
    int rc;

    c.nhighlight = c.ntargets = 0;
    if ((o->highlight && add_list(g, o->highlight, &c) != 0) ||
        (o->from && add_targets(g, o->from, &c) != 0))
        return 2;
    vchess_svg_options_init(&so, VCHESS_SVG_OPTIONS_VERSION);
    so.flip = o->flip;
    so.show_names = o->names;
    so.highlight = c.highlight;
    so.nhighlight = c.nhighlight;
    so.targets = c.targets;
    so.ntargets = c.ntargets;
    if (!(svg = make_svg(g, &so)))
        return fail("cannot draw the position", "");
    rc = write_text(o->output, svg);
    free(svg);
    return rc;
}

int main(int argc, char **argv)
{
    struct options o = {"chess", NULL, NULL, NULL, NULL, 0, 0};
    vchess_error err;
    vchess_game *g;
    int rc;

    if (parse_args(argc, argv, &o) != 0)
        return 2;
    if (new_game(&g, o.variant, o.fen, &err) < 0)
        return fail(err.text, "");
    rc = draw(g, &o);
    vchess_game_free(g);
    return rc;
}
