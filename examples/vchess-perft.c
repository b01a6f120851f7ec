/* vchess-perft - count the legal move tree of a position.
 *
 *   vchess-perft [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                [--divide] DEPTH
 *   vchess-perft [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                --dump-cell CELL
 *
 * --variant-file (repeatable) loads the variants a variants.ini text
 * defines; --variant then names one of them or a built-in, and without
 * --variant files defining exactly one variant give that one
 * (cli_variants.h).
 *
 * With --divide, one line per root move: "<move> <count>".  The last line
 * on stdout is "nodes <N>"; time and speed go to stderr.  --dump-cell
 * prints a cell's neighbour, ray and step tables instead.  Bad arguments:
 * one line on stderr and exit status 2.  --help prints the synopsis of
 * docs/man/vchess-perft.1 (tests/check-man.sh compares the two). */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct options {
    const char *variant, *fen, *dump_cell;
    int divide;
    unsigned depth;
    struct cli_variants vs;
};

static const char *const synopsis[] = {
    "[--variant-file FILE] [--variant NAME] [--fen FEN] [--divide] DEPTH",
    "[--variant-file FILE] [--variant NAME] [--fen FEN] --dump-cell CELL",
    NULL};
static const struct cli_option option_help[] = {
    CLI_VARIANT_FILE_HELP,
    CLI_VARIANT_HELP,
    {"--fen FEN", "start from FEN, not from the start position"},
    {"--divide", "first one line \"<move> <count>\" per root move"},
    {"--dump-cell CELL", "print CELL's neighbour, ray and step tables"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-perft", synopsis,
    "Count the leaf nodes of the legal move tree of depth DEPTH.",
    option_help};

static int parse_depth(const char *text, unsigned *depth)
{
    char *end;
    unsigned long d;

    if (text[0] < '0' || text[0] > '9')
        return -1;
    errno = 0;
    d = strtoul(text, &end, 10);
    if (errno || *end || d > VCHESS_PERFT_MAX_DEPTH)
        return -1;
    *depth = (unsigned)d;
    return 0;
}

/* Where the value of option arg goes, or NULL if arg takes none. */
static const char **value_slot(struct options *o, const char *arg)
{
    return strcmp(arg, "--variant") == 0        ? &o->variant
           : strcmp(arg, "--fen") == 0       ? &o->fen
           : strcmp(arg, "--dump-cell") == 0 ? &o->dump_cell
                                             : NULL;
}

/* An argument that is not an option with a value. */
static int flag_or_depth(struct options *o, const char *arg, int *have_depth)
{
    if (strcmp(arg, "--divide") == 0)
        o->divide = 1;
    else if (arg[0] == '-' && arg[1])
        return cli_usage_error(&program, "unknown option '%s'", arg);
    else if (*have_depth)
        return cli_usage_error(&program, "extra argument '%s'", arg);
    else if (parse_depth(arg, &o->depth) != 0)
        return cli_usage_error(&program,
                               "DEPTH '%s' is not a number from 0 to %d", arg,
                               VCHESS_PERFT_MAX_DEPTH);
    else
        *have_depth = 1;
    return CLI_RUN;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    int have_depth = 0;

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
        if (!slot && (status = flag_or_depth(o, arg, &have_depth)) != CLI_RUN)
            return status;
    }
    if (!have_depth && !o->dump_cell)
        return cli_usage_error(&program, "missing DEPTH");
    return CLI_RUN;
}

static int run_divide(const vchess_game *g, unsigned depth, uint64_t *nodes)
{
    size_t cap = 0, n;
    vchess_move *moves;
    uint64_t *counts;
    char text[VCHESS_MOVE_TEXT_MAX];
    int rc = vchess_variant_max_moves(&cap, vchess_game_variant(g));

    moves = malloc(cap * sizeof(*moves));
    counts = malloc(cap * sizeof(*counts));
    if (rc == 0 && (!moves || !counts))
        rc = VCHESS_ENOMEM;
    if (rc == 0)
        rc = vchess_game_perft_divide(moves, counts, cap, &n, nodes, g, depth);
    for (size_t i = 0; rc == 0 && i < n; i++) {
        vchess_game_move_coord(text, sizeof(text), NULL, g, moves[i]);
        printf("%s %" PRIu64 "\n", text, counts[i]);
    }
    free(moves);
    free(counts);
    return rc;
}

static int dump_cell(const vchess_variant *v, const char *name)
{
    char text[8192];
    int cell;

    if (vchess_variant_cell_index(&cell, v, name) < 0) {
        fprintf(stderr, "vchess-perft: no cell '%s' in %s\n", name,
                vchess_variant_name(v));
        return 2;
    }
    vchess_variant_describe_cell(text, sizeof(text), NULL, v, cell);
    fputs(text, stdout);
    return 0;
}

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    struct options o;
    vchess_error err;
    vchess_game *g;
    uint64_t nodes = 0;
    double t0, dt;
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
    if (o.dump_cell) {
        rc = dump_cell(vchess_game_variant(g), o.dump_cell);
        vchess_game_free(g);
        return rc;
    }
    t0 = now();
    rc = o.divide && o.depth > 0 ? run_divide(g, o.depth, &nodes)
                                 : vchess_game_perft(&nodes, g, o.depth);
    dt = now() - t0;
    if (rc < 0) {
        fprintf(stderr, "vchess-perft: %s\n", vchess_strerror(rc));
        vchess_game_free(g);
        return 2;
    }
    printf("nodes %" PRIu64 "\n", nodes);
    fprintf(stderr, "time %.3f s, %.0f nodes/s\n", dt,
            dt > 0 ? (double)nodes / dt : 0.0);
    vchess_game_free(g);
    return 0;
}
