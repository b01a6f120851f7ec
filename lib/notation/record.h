/* record.h - what a game record says beyond its moves: tags in order,
 * the recorded result, and comments and NAGs after main-line moves.  A
 * vchess_game owns at most one, allocated with the game's allocator. */
#ifndef VC_RECORD_H
#define VC_RECORD_H

#include "variantchess.h"

#include <stddef.h>
#include <stdint.h>

struct vc_tag {
    char *name, *value;
};

/* Annotation text ("$1 {a comment}") written after move `ply`, which
 * was `move` when it was read; a note whose move no longer matches the
 * game's history is not written. */
struct vc_note {
    size_t ply;
    uint32_t move;
    char *text;
};

struct vc_record {
    struct vc_tag *tags;
    size_t ntags, tag_cap;
    struct vc_note *notes;
    size_t nnotes, note_cap;
    char *preface;     /* annotation before the first move, or NULL */
    size_t result_ply; /* the ply at which the Result tag was read or set */
};

void vc_record_free(const vchess_allocator *a, struct vc_record *r);
/* A deep copy, or NULL when out of memory (or r is NULL). */
struct vc_record *vc_record_copy(const vchess_allocator *a,
                                 const struct vc_record *r);
/* The record of *slot, created empty on first use; NULL: no memory. */
struct vc_record *vc_record_get(const vchess_allocator *a,
                                struct vc_record **slot);

/* The tag's index, or -1. */
long vc_tag_find(const struct vc_record *r, const char *name);
/* Replace or append a tag; 0 or VCHESS_ENOMEM. */
int vc_tag_set(const vchess_allocator *a, struct vc_record *r,
               const char *name, const char *value);
/* 0, or VCHESS_ERANGE when there is no such tag. */
int vc_tag_remove(const vchess_allocator *a, struct vc_record *r,
                  const char *name);

/* Append text (space separated) to the note after move `ply` (`move`),
 * or to the preface when ply is SIZE_MAX; 0 or VCHESS_ENOMEM. */
int vc_note_add(const vchess_allocator *a, struct vc_record *r, size_t ply,
                uint32_t move, const char *text, size_t len);
/* The note written after move ply if it is still `move`, else NULL. */
const char *vc_note_after(const struct vc_record *r, size_t ply,
                          uint32_t move);

#endif
