/* vchess-perft - count the legal move tree of a position.
 *
 *   vchess-perft [--variant NAME] [--fen FEN] [--divide] DEPTH
 *   vchess-perft [--variant NAME] [--fen FEN] --dump-cell CELL
 *
 * With --divide, one line per root move: "<move> <count>".  The last line
 * on stdout is "nodes <N>"; time and speed go to stderr.  --dump-cell
 * prints a cell's neighbour, ray and step tables instead.  Bad arguments:
 * one line on stderr and exit status 2.  --help prints the synopsis of
 * docs/man/vchess-perft.1 (tests/check-man.sh compares the two). */
#include <variantchess.h>

#include "cli.h"

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
};

static const char *const synopsis[] = {
    "[--variant NAME] [--fen FEN] [--divide] DEPTH",
    "[--variant NAME] [--fen FEN] --dump-cell CELL", NULL};
static const struct cli_option option_help[] = {
    {"--variant NAME", "chess (the default), trihexagonal or trumpisten"},
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
    return strcmp(arg, "--variant") == 0     ? &o->variant
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

static int run_divide(vchess_game *g, unsigned depth, uint64_t *nodes)
{
    vchess_move moves[VCHESS_MAX_MOVES];
    uint64_t counts[VCHESS_MAX_MOVES];
    size_t n;
    char text[VCHESS_MOVE_TEXT_MAX];
    int rc = vchess_perft_divide(g, depth, moves, counts, VCHESS_MAX_MOVES,
                                 &n, nodes);

    for (size_t i = 0; rc == 0 && i < n; i++) {
        vchess_move_to_coord(g, moves[i], text, sizeof(text), NULL);
        printf("%s %" PRIu64 "\n", text, counts[i]);
    }
    return rc;
}

static int dump_cell(vchess_game *g, const char *name)
{
    char text[4096];
    int cell = vchess_game_cell_index(g, name);

    if (cell < 0) {
        fprintf(stderr, "vchess-perft: no cell '%s' in %s\n", name,
                vchess_game_variant(g));
        return 2;
    }
    vchess_game_describe_cell(g, cell, text, sizeof(text), NULL);
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
    struct options o = {"chess", NULL, NULL, 0, 0};
    vchess_error err = {0, 0, ""};
    vchess_game *g;
    uint64_t nodes = 0;
    double t0, dt;
    int rc;

    if ((rc = parse_args(argc, argv, &o)) != CLI_RUN)
        return rc;
    if ((rc = vchess_game_new_ex(&g, o.variant, o.fen, &err)) < 0)
        return cli_game_error(program.name, rc, o.variant, o.fen, err.text);
    if (o.dump_cell) {
        rc = dump_cell(g, o.dump_cell);
        vchess_game_free(g);
        return rc;
    }
    t0 = now();
    rc = o.divide && o.depth > 0 ? run_divide(g, o.depth, &nodes)
                                 : vchess_perft(g, o.depth, &nodes);
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
