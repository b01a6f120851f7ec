/* vchess-engine - a UCI engine for every variant of libvariantchess.
 *
 *   vchess-engine [--variant-file FILE] [--hash MB]
 *
 * Speaks UCI on standard input and output as Fairy-Stockfish does for
 * variants: the option UCI_Variant (a combo of every variant known, the
 * built-in ones and those loaded), VariantPath (a file of definitions in
 * Fairy-Stockfish's variants.ini dialect, read with
 * vchess_variant_set_load), Hash, Clear Hash, Threads; `position startpos|fen FEN
 * [moves M...]` with moves in any notation the library reads (coordinate
 * notation with slash-marked cells included), `go [depth N] [nodes N]
 * [movetime MS] [wtime MS] [btime MS] [winc MS] [binc MS] [movestogo N]
 * [infinite]`, `stop`, `ucinewgame`, `isready`, `quit`.  Each completed
 * iteration prints `info depth D score cp X|mate N nodes N nps N time MS
 * pv M...`; the search ends with `bestmove M` (`bestmove (none)` when the
 * game is over).  Problems with a command are reported as
 * `info string ...`.  At the end of input a limited search runs to its
 * end; `quit` stops it at once.  --help prints the synopsis of
 * docs/man/vchess-engine.1 (tests/check-man.sh compares them). */
#include <variantchess.h>

#include "cli.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define LINE_MAX_LEN 65536
#define WORDS_MAX 4096
#define SETS_MAX 16

struct engine {
    vchess_searcher *searcher;
    vchess_game *game;
    const vchess_variant *variant;
    vchess_variant_set *sets[SETS_MAX];
    size_t nsets;
    pthread_t thread;
    int searching;                /* a search thread exists (main only) */
    atomic_int want_stop;
    vchess_search_limits limits;
    pthread_mutex_t out;          /* one writer of stdout at a time */
    int threads;                  /* the Threads option */
};

static const char *const synopsis[] = {"[--variant-file FILE] [--hash MB]",
                                       NULL};
static const struct cli_option option_help[] = {
    {"--variant-file FILE", "load variant definitions from FILE, as "
                            "VariantPath does; repeatable (--variant-path "
                            "is the same)"},
    {"--hash MB", "hash table size in MiB (default 16)"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-engine", synopsis,
    "Play chess variants through the UCI protocol on standard input.",
    option_help};

static void say(struct engine *e, const char *fmt, ...) CLI_PRINTF(2, 3);

static void say(struct engine *e, const char *fmt, ...)
{
    va_list ap;

    pthread_mutex_lock(&e->out);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    fflush(stdout);
    pthread_mutex_unlock(&e->out);
}

/* ---- output of the search ------------------------------------------- */

static void move_text(const vchess_game *g, vchess_move m, char *buf,
                      size_t size)
{
    if (vchess_game_move_coord(buf, size, NULL, g, m) < 0)
        snprintf(buf, size, "0000");
}

/* The principal variation as coordinates, played on a copy of the game. */
static void pv_text(const vchess_game *g, const vchess_search_info *i,
                    char *buf, size_t size)
{
    vchess_game *line;
    size_t len = 0;

    buf[0] = 0;
    if (vchess_game_copy(&line, g) < 0)
        return;
    for (size_t k = 0; k < i->pv_length && len + 40 < size; k++) {
        char m[VCHESS_MOVE_TEXT_MAX];
        move_text(line, i->pv[k], m, sizeof(m));
        if (vchess_game_push(line, i->pv[k]) < 0)
            break;
        len += (size_t)snprintf(buf + len, size - len, " %s", m);
    }
    vchess_game_free(line);
}

static int on_iteration(const vchess_search_info *i, void *user)
{
    struct engine *e = user;
    char pv[VCHESS_SEARCH_PV_MAX * 40], score[32];
    uint64_t nps = i->time_ms ? i->nodes * 1000 / i->time_ms : i->nodes;

    if (i->mate_in)
        snprintf(score, sizeof(score), "mate %d", i->mate_in);
    else
        snprintf(score, sizeof(score), "cp %d", i->score_cp);
    pv_text(e->game, i, pv, sizeof(pv));
    say(e,
        "info depth %d score %s nodes %" PRIu64 " nps %" PRIu64
        " time %" PRIu64 " pv%s",
        i->depth, score, i->nodes, nps, i->time_ms, pv);
    return atomic_load(&e->want_stop);
}

static void *search_thread(void *arg)
{
    struct engine *e = arg;
    vchess_search_info best;
    char m[VCHESS_MOVE_TEXT_MAX] = "(none)";

    if (vchess_searcher_run(&best, e->searcher, e->game, &e->limits, NULL) ==
            0 &&
        best.pv_length > 0)
        move_text(e->game, best.pv[0], m, sizeof(m));
    say(e, "bestmove %s", m);
    return NULL;
}

static void finish_search(struct engine *e)
{
    if (!e->searching)
        return;
    atomic_store(&e->want_stop, 1);
    vchess_searcher_stop(e->searcher);
    pthread_join(e->thread, NULL);
    e->searching = 0;
}

/* ---- variants --------------------------------------------------------- */

/* The variant called name: the latest loaded definition first. */
static const vchess_variant *find_variant(const struct engine *e,
                                          const char *name)
{
    const vchess_variant *v;

    for (size_t i = e->nsets; i-- > 0;)
        if (vchess_variant_set_get(&v, e->sets[i], name, NULL) == 0)
            return v;
    return vchess_variant_builtin(&v, name, NULL) == 0 ? v : NULL;
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    long n;

    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0 && (text = malloc((size_t)n + 1))) {
        if (fread(text, 1, (size_t)n, f) == (size_t)n)
            text[n] = 0;
        else
            free(text), text = NULL;
    }
    fclose(f);
    return text;
}

/* Load the definitions of path; 0, or -1 with an info string. */
static int load_definitions(struct engine *e, const char *path)
{
    vchess_error err;
    char *text = read_file(path);
    int rc;

    if (!text) {
        say(e, "info string cannot read %s", path);
        return -1;
    }
    if (e->nsets == SETS_MAX) {
        say(e, "info string too many definition files");
        free(text);
        return -1;
    }
    rc = vchess_variant_set_load(&e->sets[e->nsets], text, path, NULL, &err);
    free(text);
    if (rc < 0) {
        say(e, "info string %s: %s", path, err.text);
        return -1;
    }
    e->nsets++;
    return 0;
}

/* ---- commands --------------------------------------------------------- */

static int split(char *line, char **w)
{
    int n = 0;

    for (char *t = strtok(line, " \t\r\n"); t && n < WORDS_MAX;
         t = strtok(NULL, " \t\r\n"))
        w[n++] = t;
    return n;
}

/* " var NAME" for every variant known, built-in and loaded. */
static void variant_list(const struct engine *e, char *buf, size_t size)
{
    size_t len = 0, n;

    buf[0] = 0;
    for (size_t i = 0; i < vchess_builtin_count() && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, " var %s",
                                vchess_builtin_name(i));
    for (size_t s = 0; s < e->nsets; s++) {
        vchess_variant_set_count(&n, e->sets[s]);
        for (size_t i = 0; i < n && len < size; i++)
            len += (size_t)snprintf(buf + len, size - len, " var %s",
                                    vchess_variant_set_name(e->sets[s], i));
    }
}

static void cmd_uci(struct engine *e)
{
    char vars[8192];

    variant_list(e, vars, sizeof(vars));
    say(e, "id name vchess-engine %s", vchess_version_string());
    say(e, "id author the libvariantchess authors");
    say(e, "option name Hash type spin default 16 min 1 max 4096");
    say(e, "option name Clear Hash type button");
    say(e, "option name Threads type spin default 1 min 1 max %d",
        VCHESS_SEARCH_THREADS_MAX);
    say(e, "option name UCI_Variant type combo default chess%s", vars);
    say(e, "option name VariantPath type string default <empty>");
    say(e, "uciok");
}

static int new_game(struct engine *e, const vchess_variant *v,
                    const char *fen)
{
    vchess_game *g;
    vchess_error err;

    if (vchess_game_create(&g, v, fen, NULL, &err) < 0) {
        say(e, "info string cannot set up %s: %s", vchess_variant_name(v),
            err.text);
        return -1;
    }
    vchess_game_free(e->game);
    e->game = g;
    e->variant = v;
    return 0;
}

static void set_variant(struct engine *e, const char *name)
{
    const vchess_variant *v = find_variant(e, name);

    if (!v)
        say(e, "info string unknown variant %s", name);
    else
        new_game(e, v, NULL);
}

static void set_hash(struct engine *e, const char *mb)
{
    vchess_searcher *s;

    if (vchess_searcher_create(&s, (size_t)strtoul(mb, NULL, 10), NULL,
                               NULL) == 0) {
        if (vchess_searcher_set_threads(s, e->threads, NULL) < 0)
            e->threads = 1;
        vchess_searcher_free(e->searcher);
        e->searcher = s;
    } else {
        say(e, "info string cannot make a hash table of %s MiB", mb);
    }
}

static void set_threads(struct engine *e, const char *count)
{
    vchess_error err;
    long n = strtol(count, NULL, 10);

    if (n < 1 || n > VCHESS_SEARCH_THREADS_MAX ||
        vchess_searcher_set_threads(e->searcher, (int)n, &err) < 0)
        say(e, "info string cannot search with %s threads", count);
    else
        e->threads = (int)n;
}

/* Words w[from..n) joined by single spaces into buf. */
static void join(char *buf, size_t size, char **w, int from, int n)
{
    size_t len = 0;

    buf[0] = 0;
    for (int i = from; i < n && len < size; i++)
        len += (size_t)snprintf(buf + len, size - len, "%s%s",
                                i > from ? " " : "", w[i]);
}

/* setoption name NAME [value VALUE] (names may hold spaces). */
static void cmd_setoption(struct engine *e, char **w, int n)
{
    char name[128], value[4096];
    int v = 2;

    while (v < n && strcmp(w[v], "value"))
        v++;
    join(name, sizeof(name), w, 2, v);
    join(value, sizeof(value), w, v + 1, n);
    if (!strcasecmp(name, "UCI_Variant"))
        set_variant(e, value);
    else if (!strcasecmp(name, "Hash"))
        set_hash(e, value);
    else if (!strcasecmp(name, "Threads"))
        set_threads(e, value);
    else if (!strcasecmp(name, "Clear Hash"))
        vchess_searcher_clear(e->searcher);
    else if (!strcasecmp(name, "VariantPath")) {
        if (*value && strcmp(value, "<empty>"))
            load_definitions(e, value);
    } else
        say(e, "info string unknown option %s", name);
}

static void cmd_position(struct engine *e, char **w, int n)
{
    char fen[4096] = "";
    int i = 2;

    if (n < 2 || (strcmp(w[1], "startpos") && strcmp(w[1], "fen"))) {
        say(e, "info string position needs startpos or fen");
        return;
    }
    if (!strcmp(w[1], "fen")) {
        while (i < n && strcmp(w[i], "moves"))
            i++;
        join(fen, sizeof(fen), w, 2, i);
    }
    if (new_game(e, e->variant, *fen ? fen : NULL) < 0)
        return;
    for (i++; i < n; i++) {
        vchess_move m;
        vchess_error err;
        if (vchess_game_parse_move(&m, e->game, w[i], &err) < 0 ||
            vchess_game_push(e->game, m) < 0) {
            say(e, "info string illegal move %s", w[i]);
            return;
        }
    }
}

/* Time for this move: a thirtieth of the clock (or its share of the
 * moves to go) plus most of the increment, within the clock less a
 * safety margin. */
static uint64_t budget(long long left, long long inc, long long togo)
{
    long long t = left / (togo > 0 ? togo + 1 : 30) + inc * 3 / 4;

    if (t > left - 50)
        t = left - 50;
    return t > 10 ? (uint64_t)t : 10;
}

static void read_go(struct engine *e, char **w, int n, long long clock[2],
                    long long inc[2], long long *togo)
{
    for (int i = 1; i + 1 < n; i++) {
        long long x = atoll(w[i + 1]);
        if (!strcmp(w[i], "depth"))
            e->limits.depth = x > 0 ? (int)x : 1;
        else if (!strcmp(w[i], "nodes"))
            e->limits.nodes = x > 0 ? (uint64_t)x : 1;
        else if (!strcmp(w[i], "movetime"))
            e->limits.time_ms = x > 0 ? (uint64_t)x : 1;
        else if (!strcmp(w[i], "wtime"))
            clock[0] = x;
        else if (!strcmp(w[i], "btime"))
            clock[1] = x;
        else if (!strcmp(w[i], "winc"))
            inc[0] = x;
        else if (!strcmp(w[i], "binc"))
            inc[1] = x;
        else if (!strcmp(w[i], "movestogo"))
            *togo = x;
    }
}

static void cmd_go(struct engine *e, char **w, int n)
{
    long long clock[2] = {-1, -1}, inc[2] = {0, 0}, togo = 0;
    int side = 0;

    vchess_game_side_to_move(&side, e->game);
    vchess_search_limits_init(&e->limits, VCHESS_SEARCH_LIMITS_VERSION);
    read_go(e, w, n, clock, inc, &togo);
    if (clock[side] >= 0 && !e->limits.time_ms)
        e->limits.time_ms = budget(clock[side], inc[side], togo);
    e->limits.on_iteration = on_iteration;
    e->limits.user = e;
    atomic_store(&e->want_stop, 0);
    if (pthread_create(&e->thread, NULL, search_thread, e) == 0)
        e->searching = 1;
    else
        say(e, "bestmove (none)");
}

/* One command; 0 after quit. */
static int command(struct engine *e, char *line)
{
    static char *w[WORDS_MAX];
    int n = split(line, w);

    if (n == 0)
        return 1;
    if (!strcmp(w[0], "quit"))
        return 0;
    if (!strcmp(w[0], "uci"))
        cmd_uci(e);
    else if (!strcmp(w[0], "isready"))
        say(e, "readyok");
    else if (!strcmp(w[0], "stop"))
        finish_search(e);
    else if (finish_search(e), !strcmp(w[0], "setoption") && n > 2)
        cmd_setoption(e, w, n);
    else if (!strcmp(w[0], "ucinewgame")) {
        vchess_searcher_clear(e->searcher);
        new_game(e, e->variant, NULL);
    } else if (!strcmp(w[0], "position"))
        cmd_position(e, w, n);
    else if (!strcmp(w[0], "go"))
        cmd_go(e, w, n);
    else
        say(e, "info string unknown command %s", w[0]);
    return 1;
}

/* The definition files of --variant-file (or --variant-path). */
struct files {
    const char *path[SETS_MAX];
    size_t n;
};

static int parse_args(int argc, char **argv, struct files *files,
                      const char **hash)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value;
        int status = cli_help_or_version(&program, arg);
        if (status != CLI_RUN)
            return status;
        if (strcmp(arg, "--variant-file") && strcmp(arg, "--variant-path") &&
            strcmp(arg, "--hash"))
            return cli_usage_error(&program, "unknown argument '%s'", arg);
        if (!(value = cli_value(argc, argv, &i)))
            return cli_usage_error(&program, "option '%s' needs a value",
                                   arg);
        if (!strcmp(arg, "--hash"))
            *hash = value;
        else if (files->n == SETS_MAX)
            return cli_usage_error(&program, "more than %d variant files",
                                   SETS_MAX);
        else
            files->path[files->n++] = value;
    }
    return CLI_RUN;
}

static int start(struct engine *e, const struct files *files,
                 const char *hash)
{
    const vchess_variant *chess;

    pthread_mutex_init(&e->out, NULL);
    e->threads = 1;
    if (vchess_variant_builtin(&chess, "chess", NULL) < 0 ||
        vchess_searcher_create(&e->searcher, (size_t)atol(hash), NULL,
                               NULL) < 0 ||
        new_game(e, chess, NULL) < 0) {
        fprintf(stderr, "vchess-engine: out of memory\n");
        return 1;
    }
    for (size_t i = 0; i < files->n; i++)
        if (load_definitions(e, files->path[i]) < 0)
            return cli_error(program.name, NULL, files->path[i],
                             vchess_strerror(VCHESS_ESYNTAX),
                             "cannot load the definitions");
    return CLI_RUN;
}

static void run(struct engine *e)
{
    static char line[LINE_MAX_LEN];

    while (fgets(line, sizeof(line), stdin) && command(e, line))
        ;
    if (feof(stdin) && e->searching &&
        (e->limits.depth || e->limits.nodes || e->limits.time_ms)) {
        pthread_join(e->thread, NULL); /* end of input: let a limited go end */
        e->searching = 0;
    }
    finish_search(e);
}

int main(int argc, char **argv)
{
    static struct engine e;
    struct files files = {{NULL}, 0};
    const char *hash = "16";
    int status = parse_args(argc, argv, &files, &hash);

    if (status == CLI_RUN && (status = start(&e, &files, hash)) == CLI_RUN) {
        run(&e);
        status = 0;
    }
    vchess_searcher_free(e.searcher);
    vchess_game_free(e.game);
    for (size_t i = 0; i < e.nsets; i++)
        vchess_variant_set_free(e.sets[i]);
    return status;
}
