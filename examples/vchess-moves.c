/* vchess-moves - list the legal moves of a position.
 *
 *   vchess-moves [--variant-file FILE] [--variant NAME] [--fen FEN]
 *   vchess-moves [--variant-file FILE] [--variant NAME] --dump-cell CELL
 *
 * One line per legal move, in the library's order: "<SAN> <coordinate>",
 * e.g. "Nf3 g1f3".  A position without legal moves prints nothing.
 * --dump-cell prints, for each white piece of the variant, where it could
 * move and capture from CELL on an empty board (a check of a definition).
 * Bad
 * arguments: one line on stderr and exit status 2.  --help prints the
 * synopsis of docs/man/vchess-moves.1 (tests/check-man.sh compares them). */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *dump_cell;
    struct cli_variants vs;
};

static const char *const synopsis[] = {
    "[--variant-file FILE] [--variant NAME] [--fen FEN]",
    "[--variant-file FILE] [--variant NAME] --dump-cell CELL", NULL};
static const struct cli_option option_help[] = {
    CLI_VARIANT_FILE_HELP,
    CLI_VARIANT_HELP,
    {"--fen FEN", "the position, instead of the start position"},
    {"--dump-cell CELL", "each piece's moves from CELL on an empty board"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-moves", synopsis,
    "List the legal moves of a position, one \"<SAN> <coordinate>\" a line.",
    option_help};

static int parse_args(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], **slot = NULL;
        int status = cli_help_or_version(&program, arg);
        if (status != CLI_RUN)
            return status;
        status = cli_variant_file_option(&o->vs, &program, argc, argv, &i);
        if (status != CLI_NOT_MINE) {
            if (status != CLI_RUN)
                return status;
            continue;
        }
        if (strcmp(arg, "--variant") == 0)
            slot = &o->variant;
        else if (strcmp(arg, "--fen") == 0)
            slot = &o->fen;
        else if (strcmp(arg, "--dump-cell") == 0)
            slot = &o->dump_cell;
        else
            return cli_usage_error(&program, "unknown argument '%s'", arg);
        if (!(*slot = cli_value(argc, argv, &i)))
            return cli_usage_error(&program, "option '%s' needs a value",
                                   arg);
    }
    return CLI_RUN;
}

/* "<SAN> <coordinate>" of each legal move. */
static int list_moves(const vchess_game *g)
{
    vchess_move *moves = NULL;
    char san[VCHESS_MOVE_TEXT_MAX], coord[VCHESS_MOVE_TEXT_MAX];
    size_t n = 0, cap = 0;
    int rc = vchess_variant_max_moves(&cap, vchess_game_variant(g));

    if (rc == 0 && !(moves = malloc(cap * sizeof(*moves))))
        rc = VCHESS_ENOMEM;
    if (rc == 0)
        rc = vchess_game_legal_moves(moves, cap, &n, g);
    for (size_t i = 0; rc == 0 && i < n; i++) {
        if ((rc = vchess_game_move_san(san, sizeof(san), NULL, g,
                                       moves[i])) == 0 &&
            (rc = vchess_game_move_coord(coord, sizeof(coord), NULL, g,
                                         moves[i])) == 0)
            printf("%s %s\n", san, coord);
    }
    free(moves);
    if (rc < 0)
        fprintf(stderr, "vchess-moves: %s\n", vchess_strerror(rc));
    return rc < 0 ? 1 : 0;
}

/* " CELL..." of the targets that have `flag`. */
static void print_targets(const vchess_variant *v, const int *t, size_t n,
                          int flag)
{
    for (size_t i = 0; i < n; i++)
        if (t[i] & flag)
            printf(" %s", vchess_variant_cell_name(v, VCHESS_TARGET_CELL(t[i])));
}

/* "L name: moves CELL...; captures CELL..." for each piece kind. */
static int dump_cell(const vchess_variant *v, const char *name)
{
    int cell, count = 0, cells = 0;
    int *t;

    if (vchess_variant_cell_index(&cell, v, name) < 0)
        return cli_error(program.name, NULL, name, "no such cell", NULL);
    vchess_variant_piece_count(&count, v);
    vchess_variant_cell_count(&cells, v);
    if (!(t = malloc((size_t)cells * sizeof(*t))))
        return 1;
    for (int k = 0; k < count; k++) {
        char letter = '?';
        size_t n = 0;
        vchess_variant_piece_letter(&letter, v, k);
        if (vchess_variant_piece_targets(t, (size_t)cells, &n, v, k,
                                         VCHESS_WHITE, cell) < 0)
            n = 0;
        printf("%c %s: moves", letter, vchess_variant_piece_name(v, k));
        print_targets(v, t, n, VCHESS_TARGET_MOVE);
        printf("; captures");
        print_targets(v, t, n, VCHESS_TARGET_CAPTURE);
        putchar('\n');
    }
    free(t);
    return 0;
}

int main(int argc, char **argv)
{
    struct options o = {NULL, NULL, NULL, {0, {NULL}}};
    vchess_error err;
    vchess_game *g;
    int rc;

    if ((rc = parse_args(argc, argv, &o)) != CLI_RUN) {
        cli_variants_free(&o.vs);
        return rc;
    }
    rc = cli_variants_game(&g, &o.variant, &o.vs, o.fen, &err);
    cli_variants_free(&o.vs); /* the game keeps its variant */
    if (rc < 0)
        return cli_game_error(program.name, rc, o.variant, o.fen, err.text);
    rc = o.dump_cell ? dump_cell(vchess_game_variant(g), o.dump_cell)
                     : list_moves(g);
    vchess_game_free(g);
    if (fflush(stdout) != 0)
        return 1;
    return rc;
}
