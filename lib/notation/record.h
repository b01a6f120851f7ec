/* record.h - what a game record says beyond its moves: tags in order,
 * the recorded result, and comments and NAGs after main-line moves.  A
 * vchess_game owns at most one, allocated with the game's allocator. */
#ifndef VC_RECORD_H
#define VC_RECORD_H

#include "variantchess.h"

#include <stddef.h>
#include <stdint.h>

/* The longest tag name and value PGN reads and a game may be given:
 * what the writer writes, the reader reads back. */
#define VC_TAG_NAME_MAX 63
#define VC_TAG_VALUE_MAX 1023

struct vc_tag {
    char *name, *value;
    uint64_t hash; /* of the name */
};

/* A slot of the tags' index: tag index + 1 (0: empty) and the high bits
 * of its name's hash, which rule out most other names unread. */
struct vc_tag_slot {
    size_t index;
    uint32_t check;
};

/* Annotation text ("$1 {a comment}") written after move `ply`, which
 * was `move` when it was read; a note whose move no longer matches the
 * game's history is not written. */
struct vc_note {
    size_t ply;
    uint32_t move;
    char *text;
    size_t len; /* strlen(text): appending costs what is appended */
};

struct vc_record {
    struct vc_tag *tags;
    size_t ntags, tag_cap;
    struct vc_tag_slot *slots; /* open-addressed index of the tags by
                                  name */
    size_t nslots;     /* 0 or a power of two at least 2 * ntags */
    struct vc_note *notes;
    size_t nnotes, note_cap;
    char *preface;     /* annotation before the first move, or NULL */
    size_t preface_len;
    size_t result_ply; /* the ply at which the Result tag was read or set */
};

void vc_record_free(const vchess_allocator *a, struct vc_record *r);
/* A deep copy, or NULL when out of memory (or r is NULL). */
struct vc_record *vc_record_copy(const vchess_allocator *a,
                                 const struct vc_record *r);
/* The record of *slot, created empty on first use; NULL: no memory. */
struct vc_record *vc_record_get(const vchess_allocator *a,
                                struct vc_record **slot);

/* The tag's index, or -1 (constant time: tags are indexed by name). */
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
