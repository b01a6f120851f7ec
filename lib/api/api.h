/* api.h - the objects behind the public handles: a shared, immutable
 * vchess_variant and a small vchess_game that refers to it. */
#ifndef VC_API_H
#define VC_API_H

#include "base/alloc.h"
#include "base/error.h"
#include "define/definition.h"
#include "notation/fen.h"
#include "engine/position.h"
#include "notation/record.h"
#include "variantchess.h"

#include <stdatomic.h>
#include <stddef.h>

struct vchess_variant {
    struct vc_variant v;
    int builtin;       /* built-in: lives until the process ends, refs
                          unused */
    atomic_int refs;
    int board_kind;    /* VCHESS_BOARD_* */
    int hexagons;
    vchess_allocator alloc;
    struct vc_def def; /* the rules as the designer stated them; v's name
                          and start position point into it */
};

struct vchess_game {
    const struct vchess_variant *variant;
    struct vc_pos pos;
    struct vc_count count0; /* the count of the first position (its FEN) */
    struct vc_undo *undo; /* undo[i] takes back move i */
    uint64_t *keys;       /* keys[i]: repetition key before move i;
                             keys[ply]: of the current position */
    size_t ply, cap;      /* undo holds cap records, keys cap + 1 */
    vchess_allocator alloc;
    struct vc_record *record; /* tags and annotations, or NULL (record.h) */
    struct vc_variant *own;   /* Chess960: the variant's record with the
                                 castling of this game's start position
                                 (its tables the variant's), or NULL */
    int8_t sfen_shift;        /* the SFEN's move number less the one the
                                 FEN's counters give (-1, 0, 1): set by
                                 vchess_game_set_sfen(), 0 otherwise */
};

/* A new variant built from (a copy of) the definition d into *out, with
 * one reference, its memory from a.  Returns 0, VCHESS_ENOMEM, or
 * VCHESS_ESYNTAX with the builder's reason in why and the offset in d's
 * text it concerns in *at (variant_set.c). */
int vc_variant_from_def(vchess_variant **out, const struct vc_def *d,
                        const vchess_allocator *a, char *why, size_t size,
                        size_t *at);

/* game_history.c: an end that only the game's history shows (a pawn-drop
 * mate, perpetual check), given what vc_result() found: its reason with
 * *result, or VC_REASON_NONE. */
int vc_history_end(const vchess_game *g, int why, int *result);

/* Replace g's position by p, whose FEN's running count is count (none:
 * {0, 0}), and clear the history (game.c). */
void vc_game_reset(vchess_game *g, const struct vc_pos *p,
                   const struct vc_count *count);

/* 1 if v's positions have an SFEN and its moves a USI text
 * (game_usi.c). */
int vc_variant_usi(const vchess_variant *v);

/* The engine's variant of a game. */
static inline const struct vc_variant *vc_game_v(const vchess_game *g)
{
    return g->own ? g->own : &g->variant->v;
}

/* Copy text into a caller buffer by the library's buffer rules, given
 * the whole text's length (without NUL) as the writer reported it. */
int vc_deliver(size_t len, char *buf, size_t size, size_t *needed);

/* How g stands (VC_ONGOING ... in *result) and why: its position's
 * result, or a draw by the variant's count (lib/engine/counting.c). */
int vc_game_result(const vchess_game *g, int *result);

/* 0 if m is a move of g's variant, else VCHESS_EMOVE. */
int vc_check_move(const vchess_game *g, vchess_move m);
/* 0 if m is a legal move of g now, else VCHESS_EMOVE (not a move of the
 * variant), VCHESS_EGAMEOVER (the game is over) or VCHESS_EILLEGAL. */
int vc_check_legal(const vchess_game *g, vchess_move m);
/* 1 if m is legal in g's current position. */
int vc_game_legal(const vchess_game *g, uint32_t m);

#endif
