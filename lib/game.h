/* game.h - the vchess_game handle: a variant, a position and its history. */
#ifndef VC_GAME_H
#define VC_GAME_H

#include "position.h"
#include "variantchess.h"

#include <stddef.h>

struct vchess_game {
    struct vc_variant v;
    struct vc_pos pos;
    struct vc_undo *undo;  /* undo[i] undoes the (i+1)-th move */
    uint64_t *keys;        /* keys[i]: position before move i; keys[ply] now */
    size_t ply, cap;
    vchess_error err;
};

/* Hash of the parts of a position that repetition compares. */
uint64_t vc_position_key(const struct vc_variant *v, const struct vc_pos *p);

#endif
