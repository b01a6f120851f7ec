/* vchess-board - draw a position as SVG.
 *
 *   vchess-board [--variant NAME] [--fen FEN] [--moves MOVES]
 *                [--highlight CELL,CELL...] [--moves-from CELL]
 *                [--arrows FROM-TO,FROM-TO...] [--flip] [--names]
 *                [--no-coordinates] [--size PIXELS] [-o FILE]
 *
 * Writes the SVG to FILE, or to stdout.  --moves plays the moves (any
 * notation, separated by spaces or commas) from the position first, so
 * the last one is shown and a check marked.  --highlight shades the
 * listed cells; --moves-from CELL shades CELL and marks the legal targets
 * of the piece on it; --arrows draws arrows between cells.  --size sets
 * the picture's width.  Bad arguments: one line on stderr and exit status
 * 2; a failure to write: exit status 1. */
#include <variantchess.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *highlight, *from, *output, *moves, *arrows,
        *size;
    int flip, names, plain;
};

/* Cells to mark, with room for every cell of any board. */
struct cells {
    int highlight[VCHESS_MAX_MOVES], targets[VCHESS_MAX_MOVES];
    int arrows[2 * VCHESS_MAX_MOVES];
    size_t nhighlight, ntargets, narrows;
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
                    "[--fen FEN] [--moves MOVES] [--highlight CELLS] "
                    "[--moves-from CELL] [--arrows FROM-TO,...] [--flip] "
                    "[--names] [--no-coordinates] [--size PIXELS] "
                    "[-o FILE])\n", why);
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
        else if (strcmp(a, "--no-coordinates") == 0)
            o->plain = 1;
        else if (strcmp(a, "--moves") == 0)
            dst = &o->moves;
        else if (strcmp(a, "--arrows") == 0)
            dst = &o->arrows;
        else if (strcmp(a, "--size") == 0)
            dst = &o->size;
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

static int add_cell(vchess_game *g, const char *name, struct cells *c)
{
    int cell = vchess_game_cell_index(g, name);

    if (cell < 0)
        return fail("no such cell", name);
    if (c->nhighlight < VCHESS_MAX_MOVES)
        c->highlight[c->nhighlight++] = cell;
    return 0;
}

/* The comma-separated cell names of list (copied: names may end in '/'). */
static int add_list(vchess_game *g, const char *list, struct cells *c)
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

/* Cell `name` of n characters, or -1 after saying why. */
static int cell_of(vchess_game *g, const char *name, size_t n)
{
    char copy[16];
    int cell;

    if (n == 0 || n >= sizeof(copy)) {
        fail("bad cell", name);
        return -1;
    }
    memcpy(copy, name, n);
    copy[n] = '\0';
    if ((cell = vchess_game_cell_index(g, copy)) < 0)
        fail("no such cell", copy);
    return cell;
}

/* FROM-TO pairs separated by commas. */
static int add_arrows(vchess_game *g, const char *list, struct cells *c)
{
    while (*list) {
        size_t n = strcspn(list, ","), dash = strcspn(list, "-");
        int from, to;
        if (dash >= n)
            return fail("bad arrow (FROM-TO)", list);
        if ((from = cell_of(g, list, dash)) < 0 ||
            (to = cell_of(g, list + dash + 1, n - dash - 1)) < 0)
            return 2;
        if (c->narrows < VCHESS_MAX_MOVES) {
            c->arrows[2 * c->narrows] = from;
            c->arrows[2 * c->narrows++ + 1] = to;
        }
        list += n + (list[n] == ',');
    }
    return 0;
}

/* Play the moves of list, separated by spaces or commas. */
static int play(vchess_game *g, const char *list)
{
    char text[64];
    vchess_move m;

    while (*(list += strspn(list, " ,"))) {
        size_t n = strcspn(list, " ,");
        if (n >= sizeof(text))
            return fail("bad move", list);
        memcpy(text, list, n);
        text[n] = '\0';
        if (vchess_move_parse(g, text, &m) < 0 || vchess_game_push(g, m) < 0)
            return fail("illegal or unreadable move", text);
        list += n;
    }
    return 0;
}

static int add_targets(vchess_game *g, const char *from, struct cells *c)
{
    vchess_move moves[VCHESS_MAX_MOVES];
    size_t n = 0;
    int cell = vchess_game_cell_index(g, from);

    if (cell < 0)
        return fail("no such cell", from);
    if (!vchess_game_piece_at(g, cell))
        return fail("no piece on", from);
    if (vchess_game_legal_moves(g, moves, VCHESS_MAX_MOVES, &n) < 0)
        return fail("cannot list the legal moves", "");
    if (c->nhighlight < VCHESS_MAX_MOVES)
        c->highlight[c->nhighlight++] = cell;
    for (size_t i = 0; i < n; i++)
        if (vchess_move_from(moves[i]) == cell)
            c->targets[c->ntargets++] = vchess_move_to(moves[i]);
    return 0;
}

/* The SVG in a new buffer the caller frees, or NULL. */
static char *make_svg(const vchess_game *g, const vchess_svg_options *so)
{
    size_t need = 0;
    char *svg;

    if (vchess_game_svg(g, so, NULL, 0, &need) != VCHESS_EBUFS)
        return NULL;
    if (!(svg = malloc(need)))
        return NULL;
    if (vchess_game_svg(g, so, svg, need, NULL) == 0)
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

static int draw(vchess_game *g, const struct options *o)
{
    struct cells c;
    vchess_svg_options so;
    char *svg;
    int rc;

    char *end = NULL;

    c.nhighlight = c.ntargets = c.narrows = 0;
    if ((o->moves && play(g, o->moves) != 0) ||
        (o->highlight && add_list(g, o->highlight, &c) != 0) ||
        (o->from && add_targets(g, o->from, &c) != 0) ||
        (o->arrows && add_arrows(g, o->arrows, &c) != 0))
        return 2;
    vchess_svg_options_init(&so);
    so.flip = o->flip;
    so.show_names = o->names;
    so.highlight = c.highlight;
    so.nhighlight = c.nhighlight;
    so.targets = c.targets;
    so.ntargets = c.ntargets;
    so.arrows = c.arrows;
    so.narrows = c.narrows;
    so.show_coordinates = !o->plain;
    if (o->size && ((so.size = strtod(o->size, &end)) <= 0 || *end))
        return fail("bad size", o->size);
    if (!(svg = make_svg(g, &so)))
        return fail("cannot draw the position", "");
    rc = write_text(o->output, svg);
    free(svg);
    return rc;
}

int main(int argc, char **argv)
{
    struct options o = {"chess", NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                        0, 0, 0};
    vchess_error err = {0, 0, ""};
    vchess_game *g;
    int rc;

    if (parse_args(argc, argv, &o) != 0)
        return 2;
    if ((rc = vchess_game_new_ex(&g, o.variant, o.fen, &err)) < 0)
        return fail(vchess_strerror(rc), err.text);
    rc = draw(g, &o);
    vchess_game_free(g);
    return rc;
}
