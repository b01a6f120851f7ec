/* perft_work.h - vchess-perft's work items, so that a perft too big for
 * one machine can be run by any scheduler (GNU parallel, Slurm):
 *
 *   item line:    VARIANT ; FEN ; DEPTH ; MULTIPLICITY
 *   result line:  VARIANT ; FEN ; DEPTH ; MULTIPLICITY ; COUNT
 *
 * --split writes one item line per distinct position PLIES below the
 * root (MULTIPLICITY: the number of move paths that reach it; positions
 * that differ only in the move counters are one), --count-items appends
 * each item's perft COUNT at DEPTH, and --merge prints the sum of
 * MULTIPLICITY * COUNT as "nodes N".  Lines starting with '#' and empty
 * lines are skipped. */
#ifndef VCHESS_EXAMPLES_PERFT_WORK_H
#define VCHESS_EXAMPLES_PERFT_WORK_H

#include <variantchess.h>

#include "cli_variants.h"

#include <stdio.h>

/* Write the items of perft `depth` of g split at `plies` to out.
 * Returns 0 or a library status. */
int work_split(FILE *out, const vchess_game *g, const char *variant,
               unsigned plies, unsigned depth);

/* Finds the variant an item names among vs's and the built-ins. */
struct work_counter {
    const struct cli_variants *vs;
    const vchess_perft_options *opts;
};

/* Count every item line of in, writing result lines to out.  Returns 0,
 * or 2 after a message naming the line (name: the input's name). */
int work_count(FILE *in, const char *name, FILE *out,
               const struct work_counter *c);

/* Add the result lines of in to *nodes; 0, or 2 after a message. */
int work_merge(FILE *in, const char *name, unsigned long long *nodes);

#endif
