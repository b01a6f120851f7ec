/* testutil.h - helpers shared by the Check suites. */
#ifndef VC_TESTUTIL_H
#define VC_TESTUTIL_H

#include "variantchess.h"

#include <stddef.h>
#include <stdint.h>

/* Room for the legal moves of any position of the built-in variants. */
#define TU_MAX_MOVES 2048

/* The error of the last failing call a test made through a helper or
 * passed &tu_err to (each test runs in its own process). */
extern vchess_error tu_err;

/* A new game; fails the test on error. */
vchess_game *tu_game(const char *variant, const char *fen);
/* A new game of a built-in variant, or the status with err filled. */
int tu_new_game(vchess_game **out, const char *variant, const char *fen,
                vchess_error *err);
/* Queries that fail the test on error. */
int tu_cell(const vchess_game *g, const char *name);
int tu_cell_count(const vchess_game *g);
const char *tu_cell_name(const vchess_game *g, int cell);
char tu_piece_at(const vchess_game *g, const char *cell);
int tu_in_check(const vchess_game *g);
size_t tu_ply(const vchess_game *g);
uint64_t tu_perft(const vchess_game *g, unsigned depth);
/* Sorted, space-separated coordinate texts of the legal moves whose
 * from-cell is exactly `from`, written into buf. */
const char *tu_moves(vchess_game *g, const char *from, char *buf,
                     size_t size);
/* Play a move given in coordinate notation; fails the test if illegal. */
void tu_play(vchess_game *g, const char *move);
/* The legal moves' coordinate texts, sorted, one space apart, in out. */
const char *tu_sorted_moves(const vchess_game *g, char *out, size_t size);
/* A game of the variant `name` that the ini `text` defines, from fen
 * (NULL: the start); *set (freed first if it holds a set) keeps the
 * variant until freed. */
vchess_game *tu_text_game(vchess_variant_set **set, const char *text,
                          const char *name, const char *fen);
/* The FEN of g, written into buf. */
const char *tu_fen(vchess_game *g, char *buf, size_t size);
/* One row of a move table: the legal moves of `from` in a position. */
struct tu_moves_case {
    const char *variant, *fen, *from, *expected;
};
/* Assert that the row's position gives exactly the expected moves. */
void tu_check_moves(const struct tu_moves_case *c);
/* Assert the result and reason of a position. */
void tu_check_result(const char *variant, const char *fen, int result,
                     int reason);
/* A line of tests/perft_cases.txt; fen is "startpos" for the start. */
struct tu_perft_case {
    char variant[32];
    char fen[256];
    unsigned depth;
    uint64_t nodes;
};
/* Read up to max cases from the data file; returns their number. */
int tu_perft_cases(struct tu_perft_case *out, int max);
/* The case's FEN for vchess_game_new(): NULL for "startpos". */
const char *tu_case_fen(const struct tu_perft_case *c);
/* Directory of the test data (VCHESS_TEST_DATA or "tests"). */
const char *tu_data_dir(void);
/* The whole text of the file `name` under tu_data_dir(), NUL-ended, in
 * memory to free(); fails the test when it cannot be read. */
char *tu_read_data(const char *name);
/* The engine tables of the variant `name` that definition text defines
 * (the reader and builder of the library, lib/define/), to free with
 * tu_variant_free(); fails the test on error. */
struct vc_variant;
struct vc_variant *tu_variant_text(const char *text, const char *name);
/* Free what tu_variant_text() made. */
void tu_variant_free(struct vc_variant *v);
/* The engine tables of a built-in variant; fails the test on error. */
const struct vc_variant *tu_builtin(const char *name);
/* The type of v's piece whose letter is `letter` (upper case), or 0. */
int tu_type_of(const struct vc_variant *v, char letter);

/* An allocator that fails its call number fail_at (from 1; 0: none)
 * and counts its calls and the blocks it holds.  tu_failing_init()
 * points alloc at it. */
struct tu_failing {
    long calls, fail_at, live;
    vchess_allocator alloc;
};
void tu_failing_init(struct tu_failing *f, long fail_at);

#endif
