/* vchess-define - check a variant definition before publishing it.
 *
 *   vchess-define [--variant NAME] [--depth N] [--seed N] [--svg FILE] FILE
 *
 * Reads FILE (variants.ini sections or an Interactive Diagram's text),
 * and prints, for each variant it defines (or the one NAME), the
 * definition back as one self-contained variants.ini section, preceded
 * by the reader's warnings and followed by perft 1 to N (default 3) of
 * the start position, both as '#' comments, so that the output is itself
 * a definition.  --seed prints the shuffled start position that N gives
 * (Chess960 and the Diagram's shuffle=); --svg draws the start position.
 * An error in FILE: one line "FILE:LINE:COLUMN: why" on stderr and exit
 * status 2, as for bad arguments; a failure to write: exit status 1.
 * --help prints the synopsis of docs/man/vchess-define.1. */
#include <variantchess.h>

#include "cli.h"
#include "cli_variants.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 6

struct options {
    const char *file, *variant, *svg, *seed;
    int depth;
    struct cli_variants vs;
};

static const char *const synopsis[] = {
    "[--variant NAME] [--depth N] [--seed N] [--svg FILE] FILE", NULL};
static const struct cli_option option_help[] = {
    {"--variant NAME", "only the variant NAME of FILE"},
    {"--depth N", "count perft 1 to N, at most 6 (default 3; 0: none)"},
    {"--seed N", "print the shuffled start position that N gives"},
    {"--svg FILE", "draw the start position as SVG into FILE"},
    {NULL, NULL}};
static const struct cli_program program = {
    "vchess-define", synopsis,
    "Check a variant definition: warnings, the definition back, perft.",
    option_help};

static const char **value_slot(struct options *o, const char *arg)
{
    return strcmp(arg, "--variant") == 0 ? &o->variant
           : strcmp(arg, "--svg") == 0   ? &o->svg
           : strcmp(arg, "--seed") == 0  ? &o->seed
                                         : NULL;
}

static int parse_depth(struct options *o, const char *s)
{
    char *end;
    long n;

    errno = 0;
    n = strtol(s, &end, 10);
    if (errno || *end || end == s || n < 0 || n > MAX_DEPTH)
        return cli_usage_error(&program, "--depth needs 0 to %d, not '%s'",
                               MAX_DEPTH, s);
    o->depth = (int)n;
    return CLI_RUN;
}

static int option(struct options *o, int argc, char **argv, int *i)
{
    const char *arg = argv[*i], **slot = value_slot(o, arg), *value;

    if (strcmp(arg, "--depth") == 0) {
        if (!(value = cli_value(argc, argv, i)))
            return cli_usage_error(&program, "option '--depth' needs a "
                                             "value");
        return parse_depth(o, value);
    }
    if (slot) {
        if (!(*slot = cli_value(argc, argv, i)))
            return cli_usage_error(&program, "option '%s' needs a value",
                                   arg);
        return CLI_RUN;
    }
    if (arg[0] == '-' && arg[1])
        return cli_usage_error(&program, "unknown argument '%s'", arg);
    if (o->file)
        return cli_usage_error(&program, "one FILE only, not '%s'", arg);
    o->file = arg;
    return CLI_RUN;
}

static int parse_args(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        int status = cli_help_or_version(&program, argv[i]);
        if (status == CLI_RUN)
            status = option(o, argc, argv, &i);
        if (status != CLI_RUN)
            return status;
    }
    if (!o->file)
        return cli_usage_error(&program, "a definition FILE is needed");
    return CLI_RUN;
}

/* A text the library writes by its buffer rules, in a new buffer. */
static char *definition_text(const vchess_variant *v)
{
    size_t need = 0;
    char *text;

    if (vchess_variant_definition_text(NULL, 0, &need, v) != VCHESS_EBUFS ||
        !(text = malloc(need)))
        return NULL;
    if (vchess_variant_definition_text(text, need, NULL, v) == 0)
        return text;
    free(text);
    return NULL;
}

static void print_warnings(const vchess_variant_set *s)
{
    size_t n = 0;

    vchess_variant_set_warning_count(&n, s);
    for (size_t i = 0; i < n; i++)
        printf("# warning: %s\n", vchess_variant_set_warning(s, i));
}

static int print_perft(const vchess_game *g, int depth)
{
    for (int d = 1; d <= depth; d++) {
        uint64_t nodes;
        int rc = vchess_game_perft(&nodes, g, d);
        if (rc < 0)
            return cli_error(program.name, NULL, NULL, vchess_strerror(rc),
                             "perft");
        printf("# perft %d %" PRIu64 "\n", d, nodes);
    }
    return 0;
}

static int print_seeded(const vchess_variant *v, const char *seed)
{
    char fen[1024], *end;
    unsigned long long n;

    errno = 0;
    n = strtoull(seed, &end, 10);
    if (errno || *end || end == seed)
        return cli_usage_error(&program, "--seed needs a number, not '%s'",
                               seed);
    if (vchess_variant_random_fen_960(fen, sizeof(fen), NULL, v, n) < 0)
        printf("# seed %s: the variant has no shuffled start positions\n",
               seed);
    else
        printf("# seed %s: %s\n", seed, fen);
    return 0;
}

static int write_svg(const vchess_game *g, const char *path)
{
    vchess_svg_options so;
    size_t need = 0;
    char *svg;
    FILE *f;
    int ok;

    vchess_svg_options_init(&so, VCHESS_SVG_OPTIONS_VERSION);
    if (vchess_game_svg(NULL, 0, &need, g, &so) != VCHESS_EBUFS ||
        !(svg = malloc(need)))
        return 1;
    ok = vchess_game_svg(svg, need, NULL, g, &so) == 0 &&
         (f = fopen(path, "w")) != NULL;
    if (ok) {
        ok = fputs(svg, f) >= 0;
        ok = fclose(f) == 0 && ok;
    }
    free(svg);
    if (!ok)
        fprintf(stderr, "%s: cannot write %s\n", program.name, path);
    return ok ? 0 : 1;
}

/* The definition back, perft, the seeded start and the picture of v. */
static int report(const vchess_variant *v, const struct options *o, int svg)
{
    vchess_game *g = NULL;
    vchess_error err;
    char *text = definition_text(v);
    int rc;

    if (!text)
        return cli_error(program.name, NULL, NULL, "out of memory", NULL);
    fputs(text, stdout);
    free(text);
    if ((rc = vchess_game_create(&g, v, NULL, NULL, &err)) < 0)
        return cli_error(program.name, NULL, NULL, vchess_strerror(rc),
                         err.text);
    rc = print_perft(g, o->depth);
    if (rc == 0 && o->seed)
        rc = print_seeded(v, o->seed);
    if (rc == 0 && svg && o->svg)
        rc = write_svg(g, o->svg);
    vchess_game_free(g);
    return rc;
}

static int run(const struct options *o)
{
    const vchess_variant_set *s = o->vs.set[0];
    const vchess_variant *v;
    size_t n = 0;
    int rc = 0, found = 0;

    print_warnings(s);
    vchess_variant_set_count(&n, s);
    for (size_t i = 0; i < n && rc == 0; i++) {
        const char *name = vchess_variant_set_name(s, i);
        if (o->variant && strcmp(o->variant, name) != 0)
            continue;
        if ((rc = vchess_variant_set_get(&v, s, name, NULL)) < 0)
            return cli_error(program.name, NULL, name, vchess_strerror(rc),
                             NULL);
        if (found++)
            putchar('\n');
        rc = report(v, o, found == 1);
    }
    if (o->variant && !found)
        return cli_error(program.name, NULL, o->variant,
                         "no such variant in the file", NULL);
    if (fflush(stdout) != 0)
        return 1;
    return rc;
}

int main(int argc, char **argv)
{
    struct options o;
    int rc;

    memset(&o, 0, sizeof(o));
    o.depth = 3;
    if ((rc = parse_args(argc, argv, &o)) == CLI_RUN &&
        (rc = cli_variants_load(&o.vs, &program, o.file)) == CLI_RUN)
        rc = run(&o);
    cli_variants_free(&o.vs);
    return rc;
}
