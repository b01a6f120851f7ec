/* vchess-board - draw a position as SVG.
 *
 *   vchess-board [--variant-file FILE] [--variant NAME] [--fen FEN] [--moves MOVES]
 *                [--highlight CELLS] [--moves-from CELL]
 *                [--arrows FROM-TO,...] [--flip] [--names]
 *                [--no-coordinates] [--size PIXELS] [-o FILE]
 *
 * Writes the SVG to FILE, or to stdout.  --moves plays the moves (any
 * notation, separated by spaces or commas) first, so the last one is
 * shown and a check marked.  --highlight shades the listed cells;
 * --moves-from CELL shades CELL and marks the legal targets of the piece
 * on it; --arrows draws arrows between cells.  Bad arguments: one line on
 * stderr and exit status 2; a failure to write: exit status 1.  --help
 * prints the synopsis of docs/man/vchess-board.1 (tests/check-man.sh
 * compares them). */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *moves, *highlight, *from, *arrows, *size,
        *output;
    int flip, names, plain;
    struct cli_variants vs;
};

/* Cells to mark, with room for every cell of any board. */
#define MAX_MARKS 256 /* marked cells, each at most once */

struct cells {
    int highlight[MAX_MARKS], targets[MAX_MARKS], arrows[2 * MAX_MARKS];
    size_t nhighlight, ntargets, narrows;
};

static const char *const synopsis[] = {
    "[--variant-file FILE] [--variant NAME] [--fen FEN] [--moves MOVES] [--highlight CELLS] "
    "[--moves-from CELL] [--arrows FROM-TO,...] [--flip] [--names] "
    "[--no-coordinates] [--size PIXELS] [-o FILE]",
    NULL};
static const struct cli_option option_help[] = {
    CLI_VARIANT_FILE_HELP,
    CLI_VARIANT_HELP,
    {"--fen FEN", "draw FEN, not the start position"},
    {"--moves MOVES", "play MOVES (spaces or commas between) first"},
    {"--highlight CELLS", "shade the comma-separated CELLS, e.g. e2,e4"},
    {"--moves-from CELL", "shade CELL and mark its piece's legal targets"},
    {"--arrows FROM-TO,...", "draw arrows, e.g. e2-e4,g1-f3"},
    {"--flip", "draw the board with black at the bottom"},
    {"--names", "write each cell's name into it"},
    {"--no-coordinates", "leave out the file and rank labels"},
    {"--size PIXELS", "width of the picture"},
    {"-o FILE", "write the SVG to FILE instead of standard output"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-board", synopsis, "Draw a position as SVG.", option_help};

/* "vchess-board: 'INPUT': WHAT", or without INPUT when it is NULL. */
static int fail(const char *what, const char *input)
{
    return cli_error(program.name, NULL, input, what, NULL);
}

/* Where the value of option arg goes, or NULL if arg takes none. */
static const char **value_slot(struct options *o, const char *arg)
{
    return strcmp(arg, "--variant") == 0      ? &o->variant
           : strcmp(arg, "--fen") == 0        ? &o->fen
           : strcmp(arg, "--moves") == 0      ? &o->moves
           : strcmp(arg, "--highlight") == 0  ? &o->highlight
           : strcmp(arg, "--moves-from") == 0 ? &o->from
           : strcmp(arg, "--arrows") == 0     ? &o->arrows
           : strcmp(arg, "--size") == 0       ? &o->size
           : strcmp(arg, "-o") == 0           ? &o->output
                                              : NULL;
}

static int flag(struct options *o, const char *arg)
{
    if (strcmp(arg, "--flip") == 0)
        o->flip = 1;
    else if (strcmp(arg, "--names") == 0)
        o->names = 1;
    else if (strcmp(arg, "--no-coordinates") == 0)
        o->plain = 1;
    else
        return cli_usage_error(&program, "unknown argument '%s'", arg);
    return CLI_RUN;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], **slot = value_slot(o, arg);
        int status = cli_help_or_version(&program, arg);
        if (status != CLI_RUN)
            return status;
        status = cli_variant_file_option(&o->vs, &program, argc, argv, &i);
        if (status != CLI_NOT_MINE) {
            if (status != CLI_RUN)
                return status;
            continue;
        }
        if (slot && !(*slot = cli_value(argc, argv, &i)))
            return cli_usage_error(&program, "option '%s' needs a value",
                                   arg);
        if (!slot && (status = flag(o, arg)) != CLI_RUN)
            return status;
    }
    return CLI_RUN;
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

/* The cell named by the n characters at name, or -1 after saying why. */
static int cell_of(const vchess_game *g, const char *name, size_t n)
{
    char copy[16];
    int cell;

    if (n == 0 || n >= sizeof(copy)) {
        fail("bad cell", name);
        return -1;
    }
    memcpy(copy, name, n);
    copy[n] = '\0';
    if (vchess_variant_cell_index(&cell, vchess_game_variant(g), copy) < 0) {
        fail("no such cell", copy);
        return -1;
    }
    return cell;
}

/* The comma-separated cell names of list. */
static int add_list(const vchess_game *g, const char *list, struct cells *c)
{
    while (*list) {
        size_t n = strcspn(list, ",");
        int cell = cell_of(g, list, n);
        if (cell < 0)
            return 2;
        mark(c->highlight, &c->nhighlight, cell);
        list += n + (list[n] == ',');
    }
    return 0;
}

/* FROM-TO pairs separated by commas. */
static int add_arrows(const vchess_game *g, const char *list,
                      struct cells *c)
{
    while (*list) {
        size_t n = strcspn(list, ","), dash = strcspn(list, "-");
        int from, to;
        if (dash >= n)
            return fail("bad arrow (FROM-TO)", list);
        if ((from = cell_of(g, list, dash)) < 0 ||
            (to = cell_of(g, list + dash + 1, n - dash - 1)) < 0)
            return 2;
        if (c->narrows < MAX_MARKS) {
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
    vchess_error err;
    vchess_move m;
    int rc;

    while (*(list += strspn(list, " ,"))) {
        size_t n = strcspn(list, " ,");
        if (n >= sizeof(text))
            return fail("move text too long", list);
        memcpy(text, list, n);
        text[n] = '\0';
        if ((rc = vchess_game_parse_move(&m, g, text, &err)) < 0)
            return cli_error(program.name, NULL, NULL, err.text, NULL);
        if ((rc = vchess_game_push(g, m)) < 0)
            return fail(vchess_strerror(rc), text);
        list += n;
    }
    return 0;
}

/* A picture width: a positive number of pixels. */
static int parse_size(const char *text, double *size)
{
    char *end;

    errno = 0;
    *size = strtod(text, &end);
    if (errno || end == text || *end || !(*size > 0) || *size > 1e6)
        return fail("bad size", text);
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
        return fail("no piece on that cell", from);
    vchess_variant_max_moves(&cap, vchess_game_variant(g));
    if (!(moves = malloc(cap * sizeof(*moves))))
        return fail("out of memory", NULL);
    rc = vchess_game_legal_moves(moves, cap, &n, g);
    mark(c->highlight, &c->nhighlight, cell);
    for (size_t i = 0; rc == 0 && i < n; i++)
        if (vchess_move_from(moves[i]) == cell)
            mark(c->targets, &c->ntargets, vchess_move_to(moves[i]));
    free(moves);
    return rc < 0 ? fail("cannot list the legal moves", NULL) : 0;
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

    c.nhighlight = c.ntargets = c.narrows = 0;
    vchess_svg_options_init(&so, VCHESS_SVG_OPTIONS_VERSION);
    if ((o->highlight && add_list(g, o->highlight, &c) != 0) ||
        (o->from && add_targets(g, o->from, &c) != 0) ||
        (o->arrows && add_arrows(g, o->arrows, &c) != 0) ||
        (o->size && parse_size(o->size, &so.size) != 0))
        return 2;
    so.flip = o->flip;
    so.show_names = o->names;
    so.show_coordinates = !o->plain;
    so.arrows = c.arrows;
    so.narrows = c.narrows;
    so.highlight = c.highlight;
    so.nhighlight = c.nhighlight;
    so.targets = c.targets;
    so.ntargets = c.ntargets;
    if (!(svg = make_svg(g, &so)))
        return fail("cannot draw the position", NULL);
    rc = write_text(o->output, svg);
    free(svg);
    return rc;
}

int main(int argc, char **argv)
{
    struct options o;
    vchess_error err;
    vchess_game *g = NULL;
    int rc;

    memset(&o, 0, sizeof(o));
    if ((rc = parse_args(argc, argv, &o)) != CLI_RUN) {
        cli_variants_free(&o.vs);
        return rc;
    }
    rc = cli_variants_game(&g, &o.variant, &o.vs, o.fen, &err);
    cli_variants_free(&o.vs); /* the game keeps its variant */
    if (rc < 0)
        return cli_game_error(program.name, rc, o.variant, o.fen, err.text);
    rc = o.moves ? play(g, o.moves) : 0;
    if (rc == 0)
        rc = draw(g, &o);
    vchess_game_free(g);
    return rc;
}
