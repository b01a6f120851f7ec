/* vchess-play - play a sequence of moves and print where it leads.
 *
 *   vchess-play [--variant-file FILE] [--variant NAME] [--fen FEN] [--svg FILE] [--] [MOVE...]
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
 * write: exit status 1.  --help prints the synopsis of
 * docs/man/vchess-play.1 (tests/check-man.sh compares them). */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *svg;
    int nmoves; /* the moves, moved to argv[1 .. 1 + nmoves) */
    struct cli_variants vs;
};

static const char *const synopsis[] = {
    "[--variant-file FILE] [--variant NAME] [--fen FEN] [--svg FILE] [--] "
    "[MOVE...]",
    NULL};
static const struct cli_option option_help[] = {
    CLI_VARIANT_FILE_HELP,
    CLI_VARIANT_HELP,
    {"--fen FEN", "start from FEN, not from the start position"},
    {"--svg FILE", "also draw the final position as SVG into FILE"},
    {"--", "every argument after it is a move"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-play", synopsis,
    "Play the MOVEs, then print the final FEN and the result.", option_help};

/* Where the value of option arg goes, or NULL if it is no such option. */
static const char **value_slot(struct options *o, const char *arg)
{
    return strcmp(arg, "--variant") == 0 ? &o->variant
           : strcmp(arg, "--fen") == 0   ? &o->fen
           : strcmp(arg, "--svg") == 0   ? &o->svg
                                         : NULL;
}

/* Options may stand anywhere; after "--" everything is a move.  The moves
 * are gathered, in order, at the front of argv. */
static int parse_args(int argc, char **argv, struct options *o)
{
    int only_moves = 0;

    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], **slot;
        int status;
        if (only_moves || strncmp(arg, "--", 2) != 0)
            argv[1 + o->nmoves++] = argv[i];
        else if (strcmp(arg, "--") == 0)
            only_moves = 1;
        else if ((status = cli_help_or_version(&program, arg)) != CLI_RUN)
            return status;
        else if ((status = cli_variant_file_option(&o->vs, &program, argc,
                                                   argv, &i)) != CLI_NOT_MINE) {
            if (status != CLI_RUN)
                return status;
        } else if (!(slot = value_slot(o, arg)))
            return cli_usage_error(&program, "unknown option '%s'", arg);
        else if (!(*slot = cli_value(argc, argv, &i)))
            return cli_usage_error(&program, "option '%s' needs a value",
                                   arg);
    }
    return CLI_RUN;
}

/* "vchess-play: move N 'MOVE': what is wrong" with the move named once. */
static int move_error(int i, const char *move, int rc, const char *detail)
{
    char where[32];

    snprintf(where, sizeof(where), "move %d", i + 1);
    return cli_error(program.name, where, move, vchess_strerror(rc), detail);
}

/* Play moves[0..n); *last receives the last move played. */
static int play(vchess_game *g, char **moves, int n, vchess_move *last)
{
    for (int i = 0; i < n; i++) {
        vchess_error err;
        int rc = vchess_game_parse_move(last, g, moves[i], &err);

        if (rc == 0 && (rc = vchess_game_push(g, *last)) < 0)
            snprintf(err.text, sizeof(err.text), "%s", vchess_strerror(rc));
        if (rc < 0)
            return move_error(i, moves[i], rc, err.text);
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
    struct options o;
    vchess_error err;
    vchess_game *g;
    vchess_move last = 0;
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
