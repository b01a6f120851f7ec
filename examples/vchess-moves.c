/* vchess-moves - list the legal moves of a position.
 *
 *   vchess-moves [--variant NAME] [--fen FEN]
 *
 * One line per legal move, in the library's order: "<SAN> <coordinate>",
 * e.g. "Nf3 g1f3".  A position without legal moves prints nothing.  Bad
 * arguments: one line on stderr and exit status 2. */
#include <variantchess.h>

#include <stdio.h>
#include <string.h>

struct options {
    const char *variant, *fen;
};

static int usage(const char *why)
{
    fprintf(stderr, "vchess-moves: %s (usage: vchess-moves [--variant NAME] "
                    "[--fen FEN])\n", why);
    return 2;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        const char **dst;
        if (strcmp(argv[i], "--variant") == 0)
            dst = &o->variant;
        else if (strcmp(argv[i], "--fen") == 0)
            dst = &o->fen;
        else
            return usage("unknown argument");
        if (i + 1 >= argc)
            return usage("missing value");
        *dst = argv[++i];
    }
    return 0;
}

/* "<SAN> <coordinate>" of each legal move. */
static int list_moves(vchess_game *g)
{
    vchess_move moves[VCHESS_MAX_MOVES];
    char san[VCHESS_MOVE_TEXT_MAX], coord[VCHESS_MOVE_TEXT_MAX];
    size_t n = 0;
    int rc = vchess_game_legal_moves(g, moves, VCHESS_MAX_MOVES, &n);

    for (size_t i = 0; rc == 0 && i < n; i++) {
        if ((rc = vchess_move_to_san(g, moves[i], san, sizeof(san),
                                     NULL)) == 0 &&
            (rc = vchess_move_to_coord(g, moves[i], coord, sizeof(coord),
                                       NULL)) == 0)
            printf("%s %s\n", san, coord);
    }
    if (rc < 0)
        fprintf(stderr, "vchess-moves: %s\n", vchess_strerror(rc));
    return rc < 0 ? 1 : 0;
}

int main(int argc, char **argv)
{
    struct options o = {"chess", NULL};
    vchess_error err = {0, 0, ""};
    vchess_game *g;
    int rc;

    if (parse_args(argc, argv, &o) != 0)
        return 2;
    if ((rc = vchess_game_new_ex(&g, o.variant, o.fen, &err)) < 0) {
        fprintf(stderr, "vchess-moves: %s: %s\n", vchess_strerror(rc),
                err.text);
        return 2;
    }
    rc = list_moves(g);
    vchess_game_free(g);
    if (fflush(stdout) != 0)
        return 1;
    return rc;
}
