/* vchess-interactive - play a variant in the terminal, against the
 * computer or another person.
 *
 *   vchess-interactive [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                      [--white human|computer] [--black human|computer]
 *                      [--movetime MS] [--depth N] [--svg FILE]
 *
 * By default white is a person and black the computer (1000 ms a move).
 * After each move a text picture of the board is printed: each rank with
 * its cells by file (holes blank), or on boards with slash-named cells each
 * rank's cells in FEN order followed by their names.  A person types a
 * move in any notation the library reads (e2e4, Nf3, b2c4/, O-O), or:
 * `undo` (takes back the last move, and the computer's reply before it,
 * naming each move taken back),
 * `hint`, `moves`, `help`, `quit`.
 * At the end the result is printed: `result 1-0 (checkmate)`.  --svg
 * rewrites FILE after every move, the last move highlighted.
 * Bad arguments: one line on stderr and exit status 2.  --help prints
 * the synopsis of docs/man/vchess-interactive.1. */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct options {
    const char *variant, *fen, *svg;
    int computer[2]; /* by colour */
    int movetime, depth;
    struct cli_variants vs;
};

static const char *const synopsis[] = {
    "[--variant-file FILE] [--variant NAME] [--fen FEN] "
    "[--white human|computer] "
    "[--black human|computer] [--movetime MS] [--depth N] [--svg FILE]",
    NULL};
static const struct cli_option option_help[] = {
    CLI_VARIANT_FILE_HELP,
    CLI_VARIANT_HELP,
    {"--fen FEN", "start from FEN, not from the start position"},
    {"--white WHO", "human (the default) or computer"},
    {"--black WHO", "human or computer (the default)"},
    {"--movetime MS", "the computer's time a move (default 1000)"},
    {"--depth N", "the computer searches N plies instead"},
    {"--svg FILE", "rewrite FILE with the board after every move"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-interactive", synopsis,
    "Play a variant in the terminal against the computer or a person.",
    option_help};

static int who(const char *s, int *computer)
{
    if (!strcmp(s, "human") || !strcmp(s, "computer")) {
        *computer = !strcmp(s, "computer");
        return 0;
    }
    return -1;
}

/* Store the value v of option a; 0, or -1 if a or v is unknown. */
static int set_option(struct options *o, const char *a, const char *v)
{
    if (!strcmp(a, "--variant"))
        o->variant = v;
    else if (!strcmp(a, "--fen"))
        o->fen = v;
    else if (!strcmp(a, "--svg"))
        o->svg = v;
    else if (!strcmp(a, "--movetime"))
        return (o->movetime = atoi(v)) > 0 ? 0 : -1;
    else if (!strcmp(a, "--depth"))
        return (o->depth = atoi(v)) > 0 ? 0 : -1;
    else if (!strcmp(a, "--white"))
        return who(v, &o->computer[0]);
    else if (!strcmp(a, "--black"))
        return who(v, &o->computer[1]);
    else
        return -1;
    return 0;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    *o = (struct options){NULL, NULL, NULL, {0, 1}, 1000, 0, {0}};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        int status = cli_help_or_version(&program, a);
        if (status != CLI_RUN)
            return status;
        status = cli_variant_file_option(&o->vs, &program, argc, argv, &i);
        if (status == CLI_RUN)
            continue;
        if (status != CLI_NOT_MINE)
            return status;
        if (!(v = cli_value(argc, argv, &i)))
            return cli_usage_error(&program, "option '%s' needs a value", a);
        if (set_option(o, a, v) < 0)
            return cli_usage_error(&program, "bad option '%s %s'", a, v);
    }
    return CLI_RUN;
}

/* ---- small queries ---------------------------------------------------- */

static int cell_count(const vchess_game *g)
{
    int n = 0;

    vchess_variant_cell_count(&n, vchess_game_variant(g));
    return n;
}

static const char *cell_name(const vchess_game *g, int cell)
{
    return vchess_variant_cell_name(vchess_game_variant(g), cell);
}

static char piece_at(const vchess_game *g, int cell)
{
    char q = 0;

    vchess_game_piece_at(&q, g, cell);
    return q ? q : '.';
}

static int side_to_move(const vchess_game *g)
{
    int side = 0;

    vchess_game_side_to_move(&side, g);
    return side;
}

/* ---- the text picture ------------------------------------------------- */

/* Column of a cell from its file letters (rectangular boards). */
static int column(const char *name)
{
    int file = 0;

    for (; isalpha((unsigned char)*name); name++)
        file = file * 26 + (tolower((unsigned char)*name) - 'a');
    return file;
}

static int rank_of(const char *name)
{
    while (isalpha((unsigned char)*name))
        name++;
    return atoi(name);
}

/* One rank of a board whose names carry slashes (tetrille): its cells in
 * the library's (FEN) order, then their names as a key. */
static void tetrille_rank(const vchess_game *g, int r)
{
    int n = cell_count(g);

    printf("%2d ", r);
    for (int c = 0; c < n; c++)
        if (rank_of(cell_name(g, c)) == r)
            printf(" %c", piece_at(g, c));
    printf("    ");
    for (int c = 0; c < n; c++)
        if (rank_of(cell_name(g, c)) == r)
            printf(" %s", cell_name(g, c));
    printf("\n");
}

/* One rank of a rectangular board, holes left blank. */
static void rect_rank(const vchess_game *g, int r, int width)
{
    char row[128];
    int n = cell_count(g);

    memset(row, ' ', sizeof(row));
    for (int c = 0; c < n; c++)
        if (rank_of(cell_name(g, c)) == r && column(cell_name(g, c)) < 60)
            row[2 * column(cell_name(g, c))] = piece_at(g, c);
    row[2 * width] = 0;
    printf("%2d  %s\n", r, row);
}

static void picture(const vchess_game *g)
{
    int n = cell_count(g), top = 0, width = 0, slashes = 0;

    for (int c = 0; c < n; c++) {
        const char *name = cell_name(g, c);
        slashes |= strchr(name, '/') != NULL;
        top = rank_of(name) > top ? rank_of(name) : top;
        width = column(name) + 1 > width ? column(name) + 1 : width;
    }
    width = width < 60 ? width : 60;
    for (int r = top; r >= 1; r--)
        if (slashes)
            tetrille_rank(g, r);
        else
            rect_rank(g, r, width);
    if (slashes)
        return;
    printf("    ");
    for (int f = 0; f < width; f++)
        printf("%c ", 'a' + f);
    printf("\n");
}

/* ---- moves and results ------------------------------------------------ */

static void san(const vchess_game *g, vchess_move m, char *buf, size_t size)
{
    if (vchess_game_move_san(buf, size, NULL, g, m) < 0)
        vchess_game_move_coord(buf, size, NULL, g, m);
}

static void save_svg(const vchess_game *g, const char *path)
{
    size_t need = 0;
    char *svg;
    FILE *f;

    if (vchess_game_svg(NULL, 0, &need, g, NULL) != VCHESS_EBUFS ||
        !(svg = malloc(need)))
        return;
    if (vchess_game_svg(svg, need, NULL, g, NULL) == 0 &&
        (f = fopen(path, "w"))) {
        fputs(svg, f);
        fclose(f);
    }
    free(svg);
}

static const char *reason_text(int r)
{
    static const char *const text[] = {
        "",
        "checkmate",
        "stalemate",
        "bare king",
        "threefold repetition",
        "fifty-move rule",
        "insufficient material",
        "fivefold repetition",
        "seventy-five-move rule",
        "variant rule",
        "variant rule",
        "variant rule",
        "extinction",
        "flag reached",
        "last check given"};

    return r >= 0 && r < (int)(sizeof(text) / sizeof(text[0])) ? text[r]
                                                               : "over";
}

/* 1 and the result printed when the game is over. */
static int over(const vchess_game *g)
{
    int r, why;

    if (vchess_game_result(&r, &why, g) < 0 || r == VCHESS_ONGOING)
        return 0;
    printf("result %s (%s)\n",
           r == VCHESS_WHITE_WINS   ? "1-0"
           : r == VCHESS_BLACK_WINS ? "0-1"
                                    : "1/2-1/2",
           reason_text(why));
    return 1;
}

/* The computer's choice in *m; 0 or a negative status. */
static int think(vchess_searcher *s, const vchess_game *g,
                 const struct options *o, vchess_move *m, char *note,
                 size_t size)
{
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;
    int rc;

    lim.depth = o->depth;
    lim.time_ms = o->depth ? 0 : (uint64_t)o->movetime;
    if ((rc = vchess_searcher_run(&best, s, g, &lim, NULL)) < 0)
        return rc;
    *m = best.pv[0];
    if (best.mate_in)
        snprintf(note, size, "mate in %d, depth %d", best.mate_in,
                 best.depth);
    else
        snprintf(note, size, "%+.2f, depth %d", best.score_cp / 100.0,
                 best.depth);
    return 0;
}

/* ---- the loop --------------------------------------------------------- */

struct play {
    vchess_game *g;
    vchess_searcher *s;
    struct options o;
};

static void show(struct play *p)
{
    char fen[1024];

    picture(p->g);
    if (vchess_game_fen(fen, sizeof(fen), NULL, p->g) == 0)
        printf("FEN %s\n", fen);
    if (p->o.svg)
        save_svg(p->g, p->o.svg);
}

static void played(struct play *p, vchess_move m, const char *note)
{
    char text[VCHESS_MOVE_TEXT_MAX];
    const char *side = side_to_move(p->g) ? "black" : "white";

    san(p->g, m, text, sizeof(text));
    vchess_game_push(p->g, m);
    printf("%s plays %s%s%s%s\n", side, text, note ? " (computer: " : "",
           note ? note : "", note ? ")" : "");
    show(p);
}

static void list_moves(const vchess_game *g)
{
    static vchess_move moves[4096];
    size_t n = 0;
    char text[VCHESS_MOVE_TEXT_MAX];

    vchess_game_legal_moves(moves, 4096, &n, g);
    for (size_t i = 0; i < n; i++) {
        san(g, moves[i], text, sizeof(text));
        printf("%s%s", i ? " " : "", text);
    }
    printf("\n");
}

/* Take back the last move and name it; 0 if there was none. */
static int take_back(vchess_game *g)
{
    char text[VCHESS_MOVE_TEXT_MAX];
    vchess_move m;

    if (vchess_game_pop(&m, g) < 0)
        return 0;
    san(g, m, text, sizeof(text));
    printf("took back %s's %s\n", side_to_move(g) ? "black" : "white", text);
    return 1;
}

/* Take back moves until a person is to move (at least one), saying
 * which: against the computer its reply and the person's move. */
static void undo(struct play *p)
{
    if (!take_back(p->g)) {
        printf("nothing to undo\n");
        return;
    }
    while (p->o.computer[side_to_move(p->g)] && take_back(p->g))
        ;
    show(p);
}

static void hint(struct play *p)
{
    char text[VCHESS_MOVE_TEXT_MAX], note[64];
    vchess_move m;

    if (think(p->s, p->g, &p->o, &m, note, sizeof(note)) < 0)
        return;
    san(p->g, m, text, sizeof(text));
    printf("hint: %s (%s)\n", text, note);
}

/* One line from a person; 0 at quit or end of input. */
static int human(struct play *p)
{
    char line[256];
    vchess_move m;
    vchess_error err;

    printf("%s to move> ", side_to_move(p->g) ? "black" : "white");
    fflush(stdout);
    if (!fgets(line, sizeof(line), stdin))
        return 0;
    line[strcspn(line, "\r\n")] = 0;
    if (!strcmp(line, "quit"))
        return 0;
    if (!*line || !strcmp(line, "help"))
        printf("a move (e2e4, Nf3, b2c4/, O-O), undo, hint, moves, quit\n");
    else if (!strcmp(line, "undo"))
        undo(p);
    else if (!strcmp(line, "moves"))
        list_moves(p->g);
    else if (!strcmp(line, "hint"))
        hint(p);
    else if (vchess_game_parse_move(&m, p->g, line, &err) < 0)
        printf("not a move here: %s\n", err.text);
    else
        played(p, m, NULL);
    return 1;
}

static void play(struct play *p)
{
    vchess_move m;
    char note[64];

    show(p);
    while (!over(p->g)) {
        if (!p->o.computer[side_to_move(p->g)]) {
            if (!human(p))
                break;
        } else if (think(p->s, p->g, &p->o, &m, note, sizeof(note)) == 0) {
            played(p, m, note);
        } else {
            break;
        }
    }
}

int main(int argc, char **argv)
{
    struct play p;
    vchess_error err;
    int rc = parse_args(argc, argv, &p.o);

    if (rc != CLI_RUN) {
        cli_variants_free(&p.o.vs);
        return rc;
    }
    rc = cli_variants_game(&p.g, &p.o.variant, &p.o.vs, p.o.fen, &err);
    cli_variants_free(&p.o.vs); /* the game keeps its variant */
    if (rc < 0)
        return cli_game_error(program.name, rc, p.o.variant, p.o.fen,
                              err.text);
    if (vchess_searcher_create(&p.s, 32, NULL, &err) < 0) {
        vchess_game_free(p.g);
        cli_error(program.name, NULL, NULL, err.text, NULL);
        return 1;
    }
    play(&p);
    vchess_searcher_free(p.s);
    vchess_game_free(p.g);
    return 0;
}
