/* pgn.h - game records in PGN (Portable Game Notation).  The public entry
 * points are vchess_game_pgn(), vchess_game_from_pgn() and the
 * vchess_pgn_reader; this header holds the internal pieces they are built
 * from. */
#ifndef VC_PGN_H
#define VC_PGN_H

#include "api/api.h"

#include <stddef.h>

/* Write the PGN of g into buf (NUL-terminated when size > 0); returns the
 * full length without the NUL.  g's position and history are unchanged. */
size_t vc_pgn_write(const vchess_game *g, char *buf, size_t size);
/* 1 if tok[0..n) is a game termination marker (1-0, 0-1, 1/2-1/2, *). */
int vc_pgn_is_result(const char *tok, size_t n);

/* A warning about text the reader accepted though it is not strict PGN:
 * `at` is the byte offset in the whole text. */
typedef void vc_pgn_warn_fn(void *ctx, size_t at, const char *text);

/* A variation the reader skipped: an alternative to main-line move `ply`
 * (from 1; 0 before any move), its text, parentheses included, at
 * [start, end) of the whole text. */
typedef void vc_pgn_variation_fn(void *ctx, size_t ply, size_t start,
                                 size_t end);

/* Where the next game is read from, and how. */
struct vc_pgn_source {
    const char *text;             /* the whole text, NUL-terminated */
    size_t at;                    /* the game's start; moved past it */
    unsigned long game;           /* its number (from 1) for messages */
    const vchess_allocator *alloc;  /* for the game; NULL: malloc */
    vc_pgn_warn_fn *warn;         /* may be NULL */
    vc_pgn_variation_fn *variation; /* may be NULL */
    void *ctx;                    /* passed to warn and variation */
    const vchess_variant_set *const *sets; /* looked in before built-ins */
    size_t nsets;
    size_t no_close_from; /* no '}' at or after this offset (known from
                             an earlier game; SIZE_MAX: not known) */
};

/* Read the game at src->text + src->at into a new handle *out, with its
 * tags, result and annotations recorded, and move src->at past it.
 * Returns 0, or a status with err (offset into src->text) filled and
 * *out NULL. */
int vc_pgn_read_game(vchess_game **out, struct vc_pgn_source *src,
                     vchess_error *err);

#endif
