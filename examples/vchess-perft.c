/* vchess-perft - count the legal move tree of a position.
 *
 *   vchess-perft [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                [--divide] DEPTH
 *   vchess-perft [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                [--threads N] [--hash MB] [--progress] DEPTH
 *   vchess-perft [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                --split PLIES DEPTH
 *   vchess-perft [--variant-file FILE] [--threads N] [--hash MB]
 *                --count-items [FILE...]
 *   vchess-perft --merge [FILE...]
 *   vchess-perft [--variant-file FILE] [--variant NAME] [--fen FEN]
 *                --dump-cell CELL
 *   vchess-perft [--variant-file FILE] --list
 *   vchess-perft [--variant-file FILE] [--variant NAME] --960 N [--divide]
 *                DEPTH
 *
 * --variant-file (repeatable) loads the variants a variants.ini text
 * defines; --variant then names one of them or a built-in, and without
 * --variant files defining exactly one variant give that one
 * (cli_variants.h).
 *
 * With --divide, one line per root move: "<move> <count>".  The last line
 * on stdout is "nodes <N>"; time and speed go to stderr.  --threads and
 * --hash count with vchess_game_perft_deep(); its progress goes to stderr
 * when stderr is a terminal or --progress is given.  --split,
 * --count-items and --merge handle work items (examples/perft_work.h).  --dump-cell
 * prints a cell's neighbour, ray and step tables instead; --list the
 * names of the built-in variants and then of the files' variants.  Bad arguments:
 * one line on stderr and exit status 2.  --960 N counts from Chess960
 * start position N (0-959) of the variant, which castles Chess960's way
 * (chess960 = true) or is made to.  --help prints the synopsis of
 * docs/man/vchess-perft.1 (tests/check-man.sh compares the two). */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"
#include "perft_work.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct options {
    const char *variant, *fen, *dump_cell, *n960_text;
    vchess_variant_set *set960; /* the variant made to castle so, or NULL */
    const char *threads_text, *hash_text, *split_text;
    int divide, progress, count_items, merge, list;
    unsigned depth, threads, split;
    size_t hash_mb;
    char **inputs; /* the FILE arguments of --count-items and --merge */
    int ninputs;
    struct cli_variants vs;
};

static const char *const synopsis[] = {
    "[--variant-file FILE] [--variant NAME] [--fen FEN] [--divide] DEPTH",
    "[--variant-file FILE] [--variant NAME] [--fen FEN] [--threads N] "
    "[--hash MB] [--progress] DEPTH",
    "[--variant-file FILE] [--variant NAME] [--fen FEN] --split PLIES DEPTH",
    "[--variant-file FILE] [--threads N] [--hash MB] --count-items [FILE...]",
    "--merge [FILE...]",
    "[--variant-file FILE] [--variant NAME] [--fen FEN] --dump-cell CELL",
    "[--variant-file FILE] --list",
    "[--variant-file FILE] [--variant NAME] --960 N [--divide] DEPTH",
    NULL};
static const struct cli_option option_help[] = {
    CLI_VARIANT_FILE_HELP,
    CLI_VARIANT_HELP,
    {"--fen FEN", "start from FEN, not from the start position"},
    {"--divide", "first one line \"<move> <count>\" per root move"},
    {"--threads N", "count with N threads (1 to 256)"},
    {"--hash MB", "use a transposition table of MB megabytes"},
    {"--progress", "report progress on stderr even if not a terminal"},
    {"--split PLIES", "write the work items PLIES below the root"},
    {"--count-items", "count work items (FILEs or stdin), write results"},
    {"--merge", "add up result lines (FILEs or stdin)"},
    {"--dump-cell CELL", "print CELL's neighbour, ray and step tables"},
    {"--list", "print the names of the variants, one a line"},
    {"--960 N", "start from Chess960 position N (0 to 959)"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-perft", synopsis,
    "Count the leaf nodes of the legal move tree of depth DEPTH.",
    option_help};

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

/* Where the value of option arg goes, or NULL if arg takes none. */
static const char **value_slot(struct options *o, const char *arg)
{
    return strcmp(arg, "--variant") == 0        ? &o->variant
           : strcmp(arg, "--fen") == 0       ? &o->fen
           : strcmp(arg, "--dump-cell") == 0 ? &o->dump_cell
           : strcmp(arg, "--threads") == 0   ? &o->threads_text
           : strcmp(arg, "--hash") == 0      ? &o->hash_text
           : strcmp(arg, "--split") == 0     ? &o->split_text
           : strcmp(arg, "--960") == 0       ? &o->n960_text
                                             : NULL;
}

/* An argument that is not an option with a value: a flag, or one of the
 * operands (DEPTH or FILEs), kept for later. */
static int flag_or_operand(struct options *o, char *arg)
{
    if (strcmp(arg, "--divide") == 0)
        o->divide = 1;
    else if (strcmp(arg, "--progress") == 0)
        o->progress = 1;
    else if (strcmp(arg, "--count-items") == 0)
        o->count_items = 1;
    else if (strcmp(arg, "--merge") == 0)
        o->merge = 1;
    else if (strcmp(arg, "--list") == 0)
        o->list = 1;
    else if (arg[0] == '-' && arg[1])
        return cli_usage_error(&program, "unknown option '%s'", arg);
    else
        o->inputs[o->ninputs++] = arg;
    return CLI_RUN;
}

/* The one operand DEPTH. */
static int operand_depth(struct options *o)
{
    if (o->ninputs > 1)
        return cli_usage_error(&program, "extra argument '%s'",
                               o->inputs[1]);
    if (o->ninputs == 0)
        return o->dump_cell ? CLI_RUN
                            : cli_usage_error(&program, "missing DEPTH");
    if (parse_depth(o->inputs[0], &o->depth) != 0)
        return cli_usage_error(&program,
                               "DEPTH '%s' is not a number from 0 to %d",
                               o->inputs[0], VCHESS_PERFT_MAX_DEPTH);
    if (o->split_text && (parse_depth(o->split_text, &o->split) != 0 ||
                          o->split > o->depth))
        return cli_usage_error(&program,
                               "PLIES '%s' is not a number from 0 to DEPTH",
                               o->split_text);
    return CLI_RUN;
}

static int parse_size(const char *text, unsigned long max,
                      unsigned long *value)
{
    char *end;

    if (text[0] < '0' || text[0] > '9')
        return -1;
    errno = 0;
    *value = strtoul(text, &end, 10);
    return errno || *end || *value > max ? -1 : 0;
}

/* --threads and --hash, checked. */
static int parse_deep(struct options *o)
{
    unsigned long n = 1, mb = 0;

    if (o->threads_text &&
        (parse_size(o->threads_text, VCHESS_PERFT_MAX_THREADS, &n) != 0 ||
         n == 0))
        return cli_usage_error(&program,
                               "--threads '%s' is not a number from 1 to %d",
                               o->threads_text, VCHESS_PERFT_MAX_THREADS);
    if (o->hash_text &&
        parse_size(o->hash_text, (unsigned long)(SIZE_MAX >> 20), &mb) != 0)
        return cli_usage_error(&program, "--hash '%s' is not a number of MB",
                               o->hash_text);
    if (o->divide && (o->threads_text || o->hash_text || o->progress))
        return cli_usage_error(&program, "--divide counts without --threads, "
                                         "--hash and --progress");
    o->threads = (unsigned)n;
    o->hash_mb = (size_t)mb;
    return CLI_RUN;
}

/* The options given, by name, and which of them each mode takes. */
enum {
    OPT_FILE = 1, OPT_VARIANT = 2, OPT_FEN = 4, OPT_DIVIDE = 8,
    OPT_THREADS = 16, OPT_HASH = 32, OPT_PROGRESS = 64
};

static const char *const option_names[] = {
    "--variant-file", "--variant", "--fen", "--divide",
    "--threads", "--hash", "--progress"};

static unsigned options_given(const struct options *o)
{
    return (o->vs.nsets ? OPT_FILE : 0) | (o->variant ? OPT_VARIANT : 0) |
           (o->fen ? OPT_FEN : 0) | (o->divide ? OPT_DIVIDE : 0) |
           (o->threads_text ? OPT_THREADS : 0) |
           (o->hash_text ? OPT_HASH : 0) | (o->progress ? OPT_PROGRESS : 0);
}

/* The mode the options select, and the options it takes (a plain count
 * takes them all; --divide then excludes the deep ones, parse_deep()). */
static const char *mode_of(const struct options *o, unsigned *takes)
{
    const unsigned game = OPT_FILE | OPT_VARIANT | OPT_FEN;
    int modes = o->merge + o->count_items + !!o->dump_cell +
                !!o->split_text + o->list;

    *takes = game | OPT_DIVIDE | OPT_THREADS | OPT_HASH | OPT_PROGRESS;
    if (modes > 1)
        return NULL;
    if (o->merge)
        return *takes = 0, "--merge";
    if (o->list)
        return *takes = OPT_FILE, "--list";
    if (o->count_items)
        return *takes = OPT_FILE | OPT_THREADS | OPT_HASH, "--count-items";
    if (o->dump_cell)
        return *takes = game, "--dump-cell";
    if (o->split_text)
        return *takes = game, "--split";
    return "";
}

/* An option the chosen mode would ignore is a usage error. */
static int check_mode(const struct options *o)
{
    unsigned takes, extra;
    const char *mode = mode_of(o, &takes);

    if (!mode)
        return cli_usage_error(&program, "--merge, --count-items, --split, "
                                         "--dump-cell and --list exclude "
                                         "each other");
    extra = options_given(o) & ~takes;
    for (unsigned i = 0; extra; i++, extra >>= 1)
        if (extra & 1)
            return cli_usage_error(&program, "%s does not apply with %s",
                                   option_names[i], mode);
    return CLI_RUN;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    int status;

    for (int i = 1; i < argc; i++) {
        char *arg = argv[i];
        const char **slot = value_slot(o, arg);
        status = cli_help_or_version(&program, arg);
        if (status != CLI_RUN)
            return status;
        status = cli_variant_file_option(&o->vs, &program, argc, argv, &i);
        if (status != CLI_NOT_MINE) {
            if (status != CLI_RUN)
                return status;
            continue;
        }
        if (slot && !(*slot = cli_value(argc, argv, &i)))
            return cli_usage_error(&program, "option '%s' needs a value",
                                   arg);
        if (!slot && (status = flag_or_operand(o, arg)) != CLI_RUN)
            return status;
    }
    if ((status = check_mode(o)) != CLI_RUN ||
        (status = parse_deep(o)) != CLI_RUN)
        return status;
    if (o->list && o->ninputs)
        return cli_usage_error(&program, "extra argument '%s'", o->inputs[0]);
    if (o->n960_text && (o->fen || o->split_text || o->dump_cell || o->list ||
                         o->merge || o->count_items))
        return cli_usage_error(&program, "--960 takes only --variant-file, "
                                         "--variant and --divide");
    return o->count_items || o->merge || o->list ? CLI_RUN : operand_depth(o);
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

static double seconds(clockid_t clock)
{
    struct timespec ts;

    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now(void)
{
    return seconds(CLOCK_MONOTONIC);
}

/* The CPU time of the process (all its threads): on a machine shared with
 * other work it counts this program's own work only. */
static double cpu_now(void)
{
    return seconds(CLOCK_PROCESS_CPUTIME_ID);
}

/* Progress on stderr: rewritten in place on a terminal, else a line per
 * report. */
struct progress {
    double t0;
    int terminal;
};

static void show_progress(const vchess_perft_progress *p, void *user)
{
    const struct progress *s = user;
    double dt = now() - s->t0;
    double left = dt * (double)(p->root_moves - p->root_moves_done) /
                  (double)p->root_moves_done;

    fprintf(stderr,
            "%sroot moves %zu/%zu, nodes %" PRIu64 ", %.0f nodes/s, "
            "about %.0f s left%s",
            s->terminal ? "\r" : "", p->root_moves_done, p->root_moves,
            p->nodes, dt > 0 ? (double)p->nodes / dt : 0.0, left,
            s->terminal ? "\033[K" : "\n");
    if (s->terminal && p->root_moves_done == p->root_moves)
        fputc('\n', stderr);
}

/* The options of a deep count; progress to s when wanted. */
static void deep_options(vchess_perft_options *opts, const struct options *o,
                         struct progress *s)
{
    vchess_perft_options_init(opts, VCHESS_PERFT_OPTIONS_VERSION);
    opts->threads = o->threads;
    opts->hash_bytes = o->hash_mb << 20;
    s->t0 = now();
    s->terminal = isatty(2);
    if (s->terminal || o->progress) {
        opts->progress = show_progress;
        opts->user = s;
    }
}

static int count(const vchess_game *g, const struct options *o,
                 uint64_t *nodes)
{
    vchess_perft_options opts;
    struct progress s;
    int deep = o->threads_text || o->hash_text || o->progress || isatty(2);

    if (o->divide && o->depth > 0)
        return run_divide(g, o->depth, nodes);
    if (!deep)
        return vchess_game_perft(nodes, g, o->depth);
    deep_options(&opts, o, &s);
    return vchess_game_perft_deep(nodes, g, o->depth, &opts, NULL);
}

/* Run `each` on every input (stdin when there is none); 0 or 2. */
static int each_input(const struct options *o,
                      int (*each)(FILE *in, const char *name, void *arg),
                      void *arg)
{
    int rc = 0;

    if (o->ninputs == 0)
        return each(stdin, "-", arg);
    for (int i = 0; rc == 0 && i < o->ninputs; i++) {
        FILE *in = strcmp(o->inputs[i], "-") ? fopen(o->inputs[i], "r")
                                             : stdin;
        if (!in) {
            fprintf(stderr, "vchess-perft: cannot read '%s'\n",
                    o->inputs[i]);
            return 2;
        }
        rc = each(in, o->inputs[i], arg);
        if (in != stdin)
            fclose(in);
    }
    return rc;
}

/* --list: the built-ins, then each file's variants, a name a line. */
static int run_list(const struct options *o)
{
    for (size_t i = 0; i < vchess_builtin_count(); i++)
        puts(vchess_builtin_name(i));
    for (size_t k = 0; k < o->vs.nsets; k++) {
        size_t n = 0;
        vchess_variant_set_count(&n, o->vs.set[k]);
        for (size_t i = 0; i < n; i++)
            puts(vchess_variant_set_name(o->vs.set[k], i));
    }
    return fflush(stdout) == 0 ? 0 : 2;
}

static int merge_one(FILE *in, const char *name, void *arg)
{
    return work_merge(in, name, arg);
}

static int run_merge(const struct options *o)
{
    unsigned long long nodes = 0;
    int rc = each_input(o, merge_one, &nodes);

    if (rc == 0)
        printf("nodes %llu\n", nodes);
    return rc;
}

static int count_one(FILE *in, const char *name, void *arg)
{
    return work_count(in, name, stdout, arg);
}

static int run_count_items(const struct options *o)
{
    vchess_perft_options opts;
    struct work_counter c = {&o->vs, &opts};

    vchess_perft_options_init(&opts, VCHESS_PERFT_OPTIONS_VERSION);
    opts.threads = o->threads;
    opts.hash_bytes = o->hash_mb << 20;
    return each_input(o, count_one, &c);
}

/* The modes that need a game: dump a cell, split, count. */
static int run_game(const vchess_game *g, const struct options *o)
{
    uint64_t nodes = 0;
    double t0, dt, c0, dc;
    int rc;

    if (o->dump_cell)
        return dump_cell(vchess_game_variant(g), o->dump_cell);
    if (o->split_text) {
        rc = work_split(stdout, g, vchess_variant_name(vchess_game_variant(g)),
                        o->split, o->depth);
        if (rc < 0)
            fprintf(stderr, "vchess-perft: %s\n", vchess_strerror(rc));
        return rc < 0 ? 2 : 0;
    }
    t0 = now();
    c0 = cpu_now();
    rc = count(g, o, &nodes);
    dc = cpu_now() - c0;
    dt = now() - t0;
    if (rc < 0) {
        fprintf(stderr, "vchess-perft: %s\n", vchess_strerror(rc));
        return 2;
    }
    printf("nodes %" PRIu64 "\n", nodes);
    fflush(stdout); /* the count before the time, into one file too */
    fprintf(stderr, "time %.3f s, %.0f nodes/s, cpu %.6f s\n", dt,
            dt > 0 ? (double)nodes / dt : 0.0, dc);
    return 0;
}

/* The error of a game that could not be made; an unknown variant's
 * message points to --list. */
static int game_error(int rc, const struct options *o, const vchess_error *err)
{
    char detail[sizeof(err->text) + 64];

    snprintf(detail, sizeof(detail), "%s%s", err->text,
             rc == VCHESS_EVARIANT ? " (vchess-perft --list names them)" : "");
    return cli_game_error(program.name, rc, o->variant, o->fen, detail);
}

/* A game from Chess960 start position --960 N of the variant, which is
 * made to castle Chess960's way ([NAME-960:NAME] chess960 = true) when
 * it does not. */
static int game_960(vchess_game **g, struct options *o, vchess_error *err)
{
    const vchess_variant *v;
    char text[200], fen[512], *end;
    long n = strtol(o->n960_text, &end, 10);
    int rc;

    *g = NULL;
    if (*end || end == o->n960_text || n < 0 || n > 959)
        return cli_usage_error(&program, "--960 '%s' is not a number from 0 "
                                         "to 959", o->n960_text);
    if (!o->variant)
        o->variant = "chess";
    if ((rc = cli_variants_find(&v, &o->vs, o->variant, err)) < 0)
        return game_error(rc, o, err);
    if (vchess_variant_start_fen_960(NULL, 0, NULL, v, 0) == VCHESS_EINVAL) {
        snprintf(text, sizeof(text), "[%.60s-960:%.60s]\nchess960 = true\n",
                 o->variant, o->variant);
        if ((rc = vchess_variant_set_load(&o->set960, text, "--960", NULL,
                                          err)) < 0 ||
            (rc = vchess_variant_set_get(
                 &v, o->set960, vchess_variant_set_name(o->set960, 0),
                 err)) < 0)
            return cli_game_error(program.name, rc, o->variant, NULL,
                                  err->text);
    }
    if (vchess_variant_start_fen_960(fen, sizeof(fen), NULL, v, n) < 0) {
        fprintf(stderr, "vchess-perft: variant '%s' has no Chess960 start "
                        "positions (its back rank is not chess's)\n",
                o->variant);
        return 2;
    }
    if ((rc = vchess_game_create(g, v, fen, NULL, err)) < 0)
        return cli_game_error(program.name, rc, o->variant, fen, err->text);
    return CLI_RUN;
}

int main(int argc, char **argv)
{
    struct options o = {0};
    vchess_error err;
    vchess_game *g;
    int rc;

    o.inputs = calloc((size_t)argc, sizeof(*o.inputs));
    if (!o.inputs)
        return 2;
    if ((rc = parse_args(argc, argv, &o)) == CLI_RUN && o.merge)
        rc = run_merge(&o);
    if (rc == CLI_RUN && o.list)
        rc = run_list(&o);
    if (rc == CLI_RUN && o.count_items)
        rc = run_count_items(&o);
    if (rc == CLI_RUN && o.n960_text) {
        rc = game_960(&g, &o, &err);
        rc = rc == CLI_RUN ? run_game(g, &o) : rc;
        vchess_game_free(g);
    } else if (rc == CLI_RUN) {
        rc = cli_variants_game(&g, &o.variant, &o.vs, o.fen, &err);
        rc = rc < 0 ? game_error(rc, &o, &err) : run_game(g, &o);
        vchess_game_free(g);
    }
    cli_variants_free(&o.vs);
    vchess_variant_set_free(o.set960);
    free(o.inputs);
    return rc;
}
