/* vchess-pgn - replay a PGN game and print its final position.
 *
 *   vchess-pgn [FILE]
 *
 * Reads the first game of FILE (or of standard input without FILE or
 * with "-"), plays every move, and prints the FEN of the final position.
 * A game that cannot be read or replayed gives one line on stderr
 * ("vchess-pgn: FILE:OFFSET: STATUS: message") and exit status 2. */
#include <variantchess.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int replay(const char *path, const char *pgn)
{
    vchess_error err;
    vchess_game *g = NULL;
    char fen[1024];
    int rc = vchess_game_from_pgn(&g, NULL, pgn, &err);

    if (rc < 0) {
        fprintf(stderr, "vchess-pgn: %s:%lu:%lu: %s: %s\n", path,
                (unsigned long)err.line, (unsigned long)err.column,
                vchess_status_name(rc), err.text);
        return 2;
    }
    rc = vchess_game_fen(fen, sizeof(fen), NULL, g);
    if (rc == 0)
        printf("%s\n", fen);
    vchess_game_free(g);
    return rc == 0 ? 0 : 2;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "-";
    char *pgn;
    int status;

    if (argc > 2) {
        fprintf(stderr, "vchess-pgn: usage: vchess-pgn [FILE]\n");
        return 2;
    }
    if (!(pgn = read_input(path))) {
        fprintf(stderr, "vchess-pgn: %s: cannot read\n", path);
        return 2;
    }
    status = replay(strcmp(path, "-") == 0 ? "<stdin>" : path, pgn);
    free(pgn);
    return status;
}
