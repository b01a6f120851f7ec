/* vchess-pgn - replay PGN games and print their final positions.
 *
 *   vchess-pgn [FILE...]
 *
 * Reads every game of each FILE in turn (standard input without FILE or
 * for "-"), plays its moves, and prints one line per game: the FEN of its
 * final position.  A game that cannot be read or replayed gives one line
 * on stderr ("vchess-pgn: FILE:LINE:COLUMN: message"), ends the reading
 * of that file, and makes the exit status 2.  --help prints the synopsis
 * of docs/man/vchess-pgn.1 (tests/check-man.sh compares them). */
#include <variantchess.h>

#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const synopsis[] = {"[FILE...]", NULL};
static const struct cli_option option_help[] = {{NULL, NULL}};
static const struct cli_program program = {
    "vchess-pgn", synopsis,
    "Replay every game of each FILE (standard input without FILE or for -)\n"
    "and print the FEN of each game's final position, one line per game.",
    option_help};

/* Every argument is a FILE; none is an option but --help / --version. */
static int parse_args(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        int status = cli_help_or_version(&program, argv[i]);
        if (status != CLI_RUN)
            return status;
        if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error(&program, "unknown option '%s'", argv[i]);
    }
    return CLI_RUN;
}

/* The whole stream as a NUL-terminated string the caller frees. */
static char *slurp(FILE *f)
{
    size_t len = 0, cap = 4096;
    char *text = malloc(cap), *bigger;

    while (text) {
        len += fread(text + len, 1, cap - len - 1, f);
        if (len + 1 < cap)
            break;
        cap *= 2;
        if (!(bigger = realloc(text, cap)))
            free(text);
        text = bigger;
    }
    if (text)
        text[len] = 0;
    return text;
}

static char *read_input(const char *path)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    char *text;

    if (!f)
        return NULL;
    text = slurp(f);
    if (ferror(f)) {
        free(text);
        text = NULL;
    }
    if (f != stdin)
        fclose(f);
    return text;
}

/* "vchess-pgn: FILE:LINE:COLUMN: what is wrong", with err's line and
 * column counted in the game that starts at pgn + at. */
static int pgn_error(const char *path, const char *pgn, size_t at,
                     const vchess_error *err, int rc)
{
    char where[FILENAME_MAX + 48];
    unsigned long line = 1, column = 1;

    for (size_t i = 0; i < at; i++)
        line += pgn[i] == '\n', column = pgn[i] == '\n' ? 1 : column + 1;
    column = err->line > 1 ? err->column : column + err->column - 1;
    snprintf(where, sizeof(where), "%s:%lu:%lu", path,
             line + err->line - 1, column);
    return cli_error(program.name, where, NULL, vchess_strerror(rc),
                     err->text);
}

/* Print the final FEN of each game of pgn; 0, or 2 at the first game
 * that cannot be read or replayed. */
static int replay(const char *path, const char *pgn)
{
    size_t at = 0, used = 0;

    while (pgn[at + strspn(pgn + at, " \t\r\n")]) {
        vchess_error err;
        vchess_game *g = NULL;
        char fen[1024];
        int rc = vchess_game_from_pgn(&g, &used, pgn + at, &err);

        if (rc < 0)
            return pgn_error(path, pgn, at, &err, rc);
        rc = vchess_game_fen(fen, sizeof(fen), NULL, g);
        vchess_game_free(g);
        if (rc < 0 || used == 0)
            return 2;
        printf("%s\n", fen);
        at += used;
    }
    return 0;
}

static int replay_file(const char *path)
{
    char *pgn = read_input(path);
    int status;

    if (!pgn) {
        fprintf(stderr, "vchess-pgn: %s: %s\n", path, strerror(errno));
        return CLI_EUSAGE;
    }
    status = replay(strcmp(path, "-") == 0 ? "<stdin>" : path, pgn);
    free(pgn);
    return status;
}

int main(int argc, char **argv)
{
    int status, worst = 0;

    if ((status = parse_args(argc, argv)) != CLI_RUN)
        return status;
    if (argc < 2)
        return replay_file("-");
    for (int i = 1; i < argc; i++)
        if ((status = replay_file(argv[i])) != 0)
            worst = status;
    if (fflush(stdout) != 0 && worst == 0)
        worst = 1;
    return worst;
}
