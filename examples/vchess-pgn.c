/* vchess-pgn - replay PGN games and print their final positions.
 *
 *   vchess-pgn [--variant-file FILE] [--warnings] [FILE...]
 *
 * Reads every game of each FILE in turn (standard input without FILE or
 * for "-") with a vchess_pgn_reader, plays its moves, and prints one line
 * per game: the FEN of its final position.  A game that cannot be read
 * or replayed gives one line on stderr ("vchess-pgn: FILE:LINE:COLUMN:
 * message") instead, and makes the exit status 2; reading goes on with
 * the next game.  --warnings also prints the reader's warnings about
 * text it accepted though it is not strict PGN ("vchess-pgn:
 * FILE:LINE:COLUMN: warning: message").  --variant-file (repeatable)
 * loads variant definitions; a game whose Variant tag names one of them
 * is a game of that variant.  --help prints the synopsis of
 * docs/man/vchess-pgn.1 (tests/check-man.sh compares them). */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const synopsis[] = {
    "[--variant-file FILE] [--warnings] [FILE...]", NULL};
static const struct cli_option option_help[] = {
    {"--variant-file FILE", "load the variants FILE defines; games whose "
                            "Variant tag names one are read; repeatable"},
    {"--warnings", "also print warnings about text that is not strict PGN"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-pgn", synopsis,
    "Replay every game of each FILE (standard input without FILE or for -)\n"
    "and print the FEN of each game's final position, one line per game.",
    option_help};

struct options {
    int show_warnings;
    struct cli_variants vs;
    char **files; /* the FILE arguments, nfiles of them */
    int nfiles;
};

/* Every argument is a FILE but the options. */
static int parse_args(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        int status = cli_help_or_version(&program, argv[i]);
        if (status != CLI_RUN)
            return status;
        status = cli_variant_file_option(&o->vs, &program, argc, argv, &i);
        if (status == CLI_RUN)
            continue;
        if (status != CLI_NOT_MINE)
            return status;
        if (strcmp(argv[i], "--warnings") == 0)
            o->show_warnings = 1;
        else if (argv[i][0] == '-' && argv[i][1])
            return cli_usage_error(&program, "unknown option '%s'", argv[i]);
        else
            o->files[o->nfiles++] = argv[i];
    }
    return CLI_RUN;
}

/* The whole stream as a NUL-terminated string the caller frees; its
 * length in *len. */
static char *slurp(FILE *f, size_t *size)
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
    *size = len;
    return text;
}

static char *read_input(const char *path, size_t *len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    char *text;

    if (!f)
        return NULL;
    text = slurp(f, len);
    if (ferror(f)) {
        free(text);
        text = NULL;
    }
    if (f != stdin)
        fclose(f);
    return text;
}

/* "vchess-pgn: FILE:LINE:COLUMN: what is wrong". */
static int pgn_error(const char *path, const vchess_error *err, int rc)
{
    char where[FILENAME_MAX + 48];

    snprintf(where, sizeof(where), "%s:%lu:%lu", path,
             (unsigned long)err->line, (unsigned long)err->column);
    return cli_error(program.name, where, NULL, vchess_strerror(rc),
                     err->text);
}

static void print_warnings(const char *path, const vchess_pgn_reader *r,
                           int show_warnings)
{
    size_t n = 0;
    vchess_error w;

    vchess_pgn_reader_warning_count(&n, r);
    for (size_t i = 0; show_warnings && i < n; i++)
        if (vchess_pgn_reader_warning(&w, r, i) == 0)
            fprintf(stderr, "%s: %s:%lu:%lu: warning: %s\n", program.name,
                    path, (unsigned long)w.line, (unsigned long)w.column,
                    w.text);
}

/* The final FEN of one game on stdout; 0, or 2 if it is not one. */
static int print_fen(vchess_game *g)
{
    char fen[1024];
    int rc = vchess_game_fen(fen, sizeof(fen), NULL, g);

    vchess_game_free(g);
    if (rc < 0)
        return 2;
    printf("%s\n", fen);
    return 0;
}

/* Print the final FEN of each game of pgn; 0, or 2 when a game cannot
 * be read or replayed (the others are still printed). */
static int replay(const char *path, const char *pgn, size_t len,
                  const struct options *o)
{
    vchess_pgn_reader *r;
    vchess_game *g;
    vchess_error err;
    int status = 0, rc;

    if ((rc = vchess_pgn_reader_create(&r, pgn, len, NULL, &err)) < 0)
        return pgn_error(path, &err, rc);
    for (size_t i = 0; i < o->vs.nsets; i++)
        vchess_pgn_reader_add_variants(r, o->vs.set[i]);
    for (;;) {
        rc = vchess_pgn_reader_next(&g, r, &err);
        print_warnings(path, r, o->show_warnings);
        if (rc < 0)
            status = pgn_error(path, &err, rc);
        else if (!g)
            break;
        else if (print_fen(g) != 0)
            status = 2;
    }
    vchess_pgn_reader_free(r);
    return status;
}

static int replay_file(const char *path, const struct options *o)
{
    size_t len = 0;
    char *pgn = read_input(path, &len);
    int status;

    if (!pgn) {
        fprintf(stderr, "vchess-pgn: %s: %s\n", path, strerror(errno));
        return CLI_EUSAGE;
    }
    status = replay(strcmp(path, "-") == 0 ? "<stdin>" : path, pgn, len, o);
    free(pgn);
    return status;
}

int main(int argc, char **argv)
{
    struct options o;
    int status, worst = 0;

    memset(&o, 0, sizeof(o));
    if (!(o.files = calloc((size_t)argc, sizeof(*o.files))))
        return 1;
    if ((status = parse_args(argc, argv, &o)) != CLI_RUN) {
        worst = status;
    } else {
        for (int i = 0; i < o.nfiles; i++)
            if ((status = replay_file(o.files[i], &o)) != 0)
                worst = status;
        if (!o.nfiles)
            worst = replay_file("-", &o);
        if (fflush(stdout) != 0 && worst == 0)
            worst = 1;
    }
    cli_variants_free(&o.vs);
    free(o.files);
    return worst;
}
