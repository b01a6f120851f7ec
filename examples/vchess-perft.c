/* vchess-perft - count the legal move tree of a position.
 *
 *   vchess-perft [--variant NAME] [--fen FEN] [--divide] DEPTH
 *   vchess-perft [--variant NAME] --dump-cell CELL
 *
 * With --divide, one line per root move: "<move> <count>".  The last line
 * on stdout is "nodes <N>"; time and speed go to stderr.  --dump-cell
 * prints a cell's neighbour, ray and step tables instead.  Bad arguments:
 * one line on stderr and exit status 2. */
#include <variantchess.h>

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

static int usage(const char *why)
{
    fprintf(stderr, "vchess-perft: %s (usage: vchess-perft [--variant NAME] "
                    "[--fen FEN] [--divide] DEPTH | --dump-cell CELL)\n",
            why);
    return 2;
}

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

static int parse_args(int argc, char **argv, struct options *o)
{
    int have_depth = 0;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc)
            o->variant = argv[++i];
        else if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            o->fen = argv[++i];
        else if (strcmp(argv[i], "--divide") == 0)
            o->divide = 1;
        else if (strcmp(argv[i], "--dump-cell") == 0 && i + 1 < argc)
            o->dump_cell = argv[++i];
        else if (!have_depth && parse_depth(argv[i], &o->depth) == 0)
            have_depth = 1;
        else
            return usage("bad argument or depth");
    }
    return have_depth || o->dump_cell ? 0 : usage("missing DEPTH");
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

/* A game of the named built-in variant; *err says why not. */
static int new_game(vchess_game **g, const char *variant, const char *fen,
                    vchess_error *err)
{
    const vchess_variant *v;
    int rc = vchess_variant_builtin(&v, variant, err);

    *g = NULL;
    return rc < 0 ? rc : vchess_game_create(g, v, fen, NULL, err);
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
    vchess_error err;
    vchess_game *g;
    uint64_t nodes = 0;
    double t0, dt;
    int rc;

    if (parse_args(argc, argv, &o) != 0)
        return 2;
    if (new_game(&g, o.variant, o.fen, &err) < 0) {
        fprintf(stderr, "vchess-perft: %s\n", err.text);
        return 2;
    }
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
