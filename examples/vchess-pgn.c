/* vchess-pgn - replay a PGN game and print its final position.
 *
 *   vchess-pgn [FILE]
 *
 * Reads the first game of FILE (or of standard input without FILE or
 * with "-"), plays every move, and prints the FEN of the final position.
 * A game that cannot be read or replayed gives one line on stderr
 * ("vchess-pgn: FILE:OFFSET: message") and exit status 2.  --help prints
 * the synopsis of docs/man/vchess-pgn.1 (tests/check-man.sh compares
 * them). */
#include <variantchess.h>

#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const synopsis[] = {"[FILE]", NULL};
static const struct cli_option option_help[] = {{NULL, NULL}};
static const struct cli_program program = {
    "vchess-pgn", synopsis,
    "Replay the first game of FILE (standard input without FILE or with -)\n"
    "and print the FEN of its final position.",
    option_help};

/* *path: FILE, or "-" when there is none. */
static int parse_args(int argc, char **argv, const char **path)
{
    *path = "-";
    for (int i = 1; i < argc; i++) {
        int status = cli_help_or_version(&program, argv[i]);
        if (status != CLI_RUN)
            return status;
        if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error(&program, "unknown option '%s'", argv[i]);
        if (i > 1)
            return cli_usage_error(&program, "extra argument '%s'", argv[i]);
        *path = argv[i];
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

/* "vchess-pgn: FILE:LINE:COLUMN: what is wrong" */
static int pgn_error(const char *path, const vchess_error *err, int rc)
{
    char where[FILENAME_MAX + 48];

    snprintf(where, sizeof(where), "%s:%lu:%lu", path,
             (unsigned long)err->line, (unsigned long)err->column);
    return cli_error(program.name, where, NULL, vchess_strerror(rc),
                     err->text);
}

static int replay(const char *path, const char *pgn)
{
    vchess_error err;
    vchess_game *g = NULL;
    char fen[1024];
    int rc = vchess_game_from_pgn(&g, NULL, pgn, &err);

    if (rc < 0)
        return pgn_error(path, &err, rc);
    rc = vchess_game_fen(fen, sizeof(fen), NULL, g);
    if (rc == 0)
        printf("%s\n", fen);
    vchess_game_free(g);
    return rc == 0 ? 0 : 2;
}

int main(int argc, char **argv)
{
    const char *path;
    char *pgn;
    int status;

    if ((status = parse_args(argc, argv, &path)) != CLI_RUN)
        return status;
    if (!(pgn = read_input(path))) {
        fprintf(stderr, "vchess-pgn: %s: %s\n", path, strerror(errno));
        return CLI_EUSAGE;
    }
    status = replay(strcmp(path, "-") == 0 ? "<stdin>" : path, pgn);
    free(pgn);
    return status;
}
