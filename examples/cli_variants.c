/* cli_variants.c - --variant-file and --variant for the example programs
 * (see cli_variants.h). */
#include "cli_variants.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILE_BYTES (1 << 20)

/* The whole of file, NUL-ended (free it), or NULL. */
static char *read_text(const char *file)
{
    FILE *f = fopen(file, "r");
    char *text = malloc(MAX_FILE_BYTES);
    size_t n = 0;

    if (f && text)
        n = fread(text, 1, MAX_FILE_BYTES - 1, f);
    if (!f || !text || ferror(f) || !feof(f)) {
        free(text);
        text = NULL;
    } else {
        text[n] = 0;
    }
    if (f)
        fclose(f);
    return text;
}

int cli_variants_load(struct cli_variants *vs, const struct cli_program *p,
                      const char *file)
{
    vchess_error err;
    char *text;
    int rc;

    if (vs->nsets >= CLI_MAX_VARIANT_FILES)
        return cli_usage_error(p, "more than %d --variant-file options",
                               CLI_MAX_VARIANT_FILES);
    if (!(text = read_text(file))) {
        fprintf(stderr, "%s: cannot read '%s' (at most 1 MB)\n", p->name,
                file);
        return CLI_EUSAGE;
    }
    rc = vchess_variant_set_load(&vs->set[vs->nsets], text, file, NULL, &err);
    free(text);
    if (rc < 0) {
        fprintf(stderr, "%s: %s\n", p->name, err.text);
        return CLI_EUSAGE;
    }
    vs->nsets++;
    return CLI_RUN;
}

int cli_variant_file_option(struct cli_variants *vs,
                            const struct cli_program *p, int argc,
                            char **argv, int *i)
{
    const char *file;

    if (strcmp(argv[*i], "--variant-file") != 0)
        return CLI_NOT_MINE;
    if (!(file = cli_value(argc, argv, i)))
        return cli_usage_error(p, "option '--variant-file' needs a value");
    return cli_variants_load(vs, p, file);
}

/* The name of the files' only variant, or NULL. */
static const char *only_variant(const struct cli_variants *vs)
{
    const char *only = NULL;
    size_t total = 0, n;

    for (size_t i = 0; i < vs->nsets; i++)
        if (vchess_variant_set_count(&n, vs->set[i]) == 0) {
            total += n;
            if (n)
                only = vchess_variant_set_name(vs->set[i], 0);
        }
    return total == 1 ? only : NULL;
}

int cli_variants_find(const vchess_variant **v, const struct cli_variants *vs,
                      const char *name, vchess_error *err)
{
    for (size_t i = 0; i < vs->nsets; i++)
        if (vchess_variant_set_get(v, vs->set[i], name, NULL) == 0)
            return 0;
    return vchess_variant_builtin(v, name, err);
}

int cli_variants_game(vchess_game **g, const char **name,
                      const struct cli_variants *vs, const char *fen,
                      vchess_error *err)
{
    const vchess_variant *v;
    int rc;

    *g = NULL;
    if (!*name)
        *name = only_variant(vs);
    if (!*name)
        *name = "chess";
    if ((rc = cli_variants_find(&v, vs, *name, err)) < 0)
        return rc;
    return vchess_game_create(g, v, fen, NULL, err);
}

void cli_variants_free(struct cli_variants *vs)
{
    for (size_t i = 0; i < vs->nsets; i++)
        vchess_variant_set_free(vs->set[i]);
    vs->nsets = 0;
}
