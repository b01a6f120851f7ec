/* cli_variants.h - --variant-file FILE (repeatable) and --variant NAME,
 * the same for every example program: the variants the files define,
 * then the built-ins, are what --variant can name; without --variant,
 * files that define exactly one variant give that one, else chess. */
#ifndef VCHESS_EXAMPLES_CLI_VARIANTS_H
#define VCHESS_EXAMPLES_CLI_VARIANTS_H

#include <variantchess.h>

#include "cli.h"

#define CLI_MAX_VARIANT_FILES 16

/* Returned by cli_variant_file_option() for an argument it does not take. */
#define CLI_NOT_MINE (-2)

struct cli_variants {
    size_t nsets;
    vchess_variant_set *set[CLI_MAX_VARIANT_FILES];
};

/* The help lines of --variant-file and --variant. */
#define CLI_VARIANT_FILE_HELP \
    {"--variant-file FILE", "load the variants FILE defines (variants.ini); " \
                            "repeatable"}
#define CLI_VARIANT_HELP \
    {"--variant NAME", "one of FILEs' variants, or a built-in: chess (the " \
                       "default), trihexagonal, trumpisten, Fairy-Stockfish's " \
                       "(capablanca, makruk, ...), trihexagonal-archbishop, " \
                       "glinski, mccooey"}

/* If argv[*i] is --variant-file, load its value into vs (advancing *i)
 * and return CLI_RUN, or an exit status after one line on stderr; else
 * CLI_NOT_MINE. */
int cli_variant_file_option(struct cli_variants *vs,
                            const struct cli_program *p, int argc,
                            char **argv, int *i);

/* Load the variants of file into vs: CLI_RUN, or an exit status after
 * one line on stderr (the file's error with its line and column). */
int cli_variants_load(struct cli_variants *vs, const struct cli_program *p,
                      const char *file);
/* A game of the variant `*name` (the first file's that defines it, else a
 * built-in) from fen (NULL: the start position).  When *name is NULL it
 * becomes the files' only variant, or "chess".  *err says why not. */
int cli_variants_game(vchess_game **g, const char **name,
                      const struct cli_variants *vs, const char *fen,
                      vchess_error *err);

/* The variant `name`: the first file's that defines it, else a built-in. */
int cli_variants_find(const vchess_variant **v, const struct cli_variants *vs,
                      const char *name, vchess_error *err);

void cli_variants_free(struct cli_variants *vs);

#endif
