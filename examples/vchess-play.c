/* vchess-play - play a sequence of moves and print where it leads.
 *
 *   vchess-play [--variant NAME] [--fen FEN] [--svg FILE] [--] MOVE...
 *
 * Each MOVE is in any notation vchess_game_parse_move() accepts (coordinate,
 * long algebraic or SAN).  Prints two lines:
 *
 *   <FEN of the final position>
 *   result <1-0 | 0-1 | 1/2-1/2 | *> <reason>
 *
 * where reason is one of checkmate, stalemate, bare-king, repetition,
 * fifty-moves, insufficient-material or none.  --svg FILE also draws the
 * final position, the last move highlighted.  Bad arguments or a move that
 * cannot be played: one line on stderr and exit status 2; a failure to
 * write: exit status 1. */
#include <variantchess.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *svg;
    int nmoves; /* the moves, moved to argv[1 .. 1 + nmoves) */
};

static int usage(const char *why)
{
    fprintf(stderr, "vchess-play: %s (usage: vchess-play [--variant NAME] "
                    "[--fen FEN] [--svg FILE] [--] MOVE...)\n", why);
    return 2;
}

/* Options may stand anywhere; after "--" everything is a move.  The moves
 * are gathered, in order, at the front of argv. */
static int parse_args(int argc, char **argv, struct options *o)
{
    int only_moves = 0;

    for (int i = 1; i < argc; i++) {
        const char **dst;
        if (only_moves || strncmp(argv[i], "--", 2) != 0) {
            argv[1 + o->nmoves++] = argv[i];
            continue;
        }
        if (strcmp(argv[i], "--") == 0) {
            only_moves = 1;
            continue;
        }
        if (strcmp(argv[i], "--variant") == 0)
            dst = &o->variant;
        else if (strcmp(argv[i], "--fen") == 0)
            dst = &o->fen;
        else if (strcmp(argv[i], "--svg") == 0)
            dst = &o->svg;
        else
            return usage("unknown option");
        if (i + 1 >= argc)
            return usage("missing value");
        *dst = argv[++i];
    }
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

/* Play moves[0..n); *last receives the last move played. */
static int play(vchess_game *g, char **moves, int n, vchess_move *last)
{
    for (int i = 0; i < n; i++) {
        vchess_error err;
        int rc = vchess_game_parse_move(last, g, moves[i], &err);

        if (rc == 0 && (rc = vchess_game_push(g, *last)) < 0)
            snprintf(err.text, sizeof(err.text), "%s", vchess_strerror(rc));
        if (rc < 0) {
            fprintf(stderr, "vchess-play: move %d: %s\n", i + 1, err.text);
            return 2;
        }
    }
    return 0;
}

static const char *reason_name(int reason)
{
    static const char *const reasons[] = {
        "none",         "checkmate",    "stalemate",
        "bare-king",    "repetition",   "fifty-moves",
        "insufficient-material",        "fivefold-repetition",
        "seventy-five-moves",           "variant-win",
        "variant-loss", "variant-draw"};

    return reason >= 0 && reason < (int)(sizeof(reasons) / sizeof(*reasons))
               ? reasons[reason]
               : "unknown";
}

/* The FEN, "result <result> <reason>", and "claim <reason>" when the side
 * to move may claim a draw. */
static int print_state(const vchess_game *g)
{
    static const char *const results[] = {"*", "1-0", "0-1", "1/2-1/2"};
    char fen[1024];
    int res = VCHESS_ONGOING, why = VCHESS_REASON_NONE, claim = 0;
    int rc = vchess_game_fen(fen, sizeof(fen), NULL, g);

    if (rc == 0)
        rc = vchess_game_result(&res, &why, g);
    if (rc == 0)
        rc = vchess_game_claim(&claim, g);
    if (rc < 0 || res < 0 || res > 3) {
        fprintf(stderr, "vchess-play: %s\n", vchess_strerror(rc));
        return 1;
    }
    printf("%s\nresult %s %s\n", fen, results[res], reason_name(why));
    if (claim != VCHESS_REASON_NONE)
        printf("claim %s\n", reason_name(claim));
    return 0;
}

/* The SVG of g, the last move highlighted, into a new buffer or NULL. */
static char *make_svg(const vchess_game *g, const vchess_move *last)
{
    vchess_svg_options so;
    int cells[2];
    size_t need = 0;
    char *svg = NULL;

    vchess_svg_options_init(&so, VCHESS_SVG_OPTIONS_VERSION);
    if (last) {
        cells[0] = vchess_move_from(*last);
        cells[1] = vchess_move_to(*last);
        so.highlight = cells;
        so.nhighlight = 2;
    }
    if (vchess_game_svg(NULL, 0, &need, g, &so) == VCHESS_EBUFS &&
        (svg = malloc(need)) != NULL &&
        vchess_game_svg(svg, need, NULL, g, &so) != 0) {
        free(svg);
        svg = NULL;
    }
    return svg;
}

static int write_svg(const char *path, const vchess_game *g,
                     const vchess_move *last)
{
    char *svg = make_svg(g, last);
    FILE *f = svg ? fopen(path, "w") : NULL;
    int ok = f && fputs(svg, f) >= 0;

    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok)
        fprintf(stderr, "vchess-play: cannot write %s\n", path);
    free(svg);
    return ok ? 0 : 1;
}

int main(int argc, char **argv)
{
    struct options o = {"chess", NULL, NULL, 0};
    vchess_error err;
    vchess_game *g;
    vchess_move last = 0;
    int rc;

    if (parse_args(argc, argv, &o) != 0)
        return 2;
    if (new_game(&g, o.variant, o.fen, &err) < 0) {
        fprintf(stderr, "vchess-play: %s\n", err.text);
        return 2;
    }
    rc = play(g, argv + 1, o.nmoves, &last);
    if (rc == 0)
        rc = print_state(g);
    if (rc == 0 && o.svg)
        rc = write_svg(o.svg, g, o.nmoves ? &last : NULL);
    vchess_game_free(g);
    if (fflush(stdout) != 0 && rc == 0)
        rc = 1;
    return rc;
}
