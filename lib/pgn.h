/* pgn.h - game records in PGN (Portable Game Notation).  The public entry
 * points are vchess_game_pgn() and vchess_game_from_pgn(); this header
 * holds the internal pieces they are built from. */
#ifndef VC_PGN_H
#define VC_PGN_H

#include "api.h"

#include <stddef.h>

/* Write the PGN of g into buf (NUL-terminated when size > 0); returns the
 * full length without the NUL.  g's position and history are unchanged. */
size_t vc_pgn_write(const vchess_game *g, char *buf, size_t size);
/* Read the first game of `pgn` into a new handle *out and the bytes it
 * took into *consumed.  Returns 0, or a status with err (offset into pgn)
 * filled and *out NULL. */
int vc_pgn_read(vchess_game **out, size_t *consumed, const char *pgn,
                vchess_error *err);

#endif
