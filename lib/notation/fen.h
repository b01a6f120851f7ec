/* fen.h - positions to and from FEN text (notation layer). */
#ifndef VC_FEN_H
#define VC_FEN_H

#include "engine/position.h"
#include "variantchess.h"

#include <stddef.h>

/* Largest half-move clock and full-move number a FEN may hold.  The
 * engine's 32-bit counters go on past it (they would need some three
 * billion more plies to wrap); what the library shows of them, in a FEN
 * or through vchess_game_counters(), stops here, so that every FEN
 * written reads back. */
#define VC_FEN_COUNTER_MAX 999999999L

/* A counter as a FEN shows it: saturated at VC_FEN_COUNTER_MAX. */
static inline unsigned vc_fen_counter(uint32_t counter)
{
    return counter > VC_FEN_COUNTER_MAX ? (unsigned)VC_FEN_COUNTER_MAX
                                        : (unsigned)counter;
}

/* A buffer that holds any FEN of any variant (at most VC_MAX_CELLS cells
 * and VC_MAX_RANKS ranks, castling letters, two counters). */
#define VC_FEN_TEXT_MAX 1024 /* a FEN with hands and marked pieces of
                                a 256-cell board fits */

/* Parse fen into *out.  Returns 0, or VCHESS_EFEN with err filled. */
int vc_fen_parse(const struct vc_variant *v, const char *fen,
                 struct vc_pos *out, vchess_error *err);
/* Chess960 (v->chess960): replace v's castling rules by those of fen's
 * position, one for each letter of its castling field (X-FEN or
 * Shredder-FEN), so that vc_fen_parse(v, fen) reads it.  Returns 0, or
 * VCHESS_EFEN with err filled. */
int vc_fen_castles_960(struct vc_variant *v, const char *fen,
                       vchess_error *err);
/* Write the FEN of p into buf (always NUL-terminated when size > 0);
 * returns the length the full text needs, without the NUL. */
size_t vc_fen_write(const struct vc_variant *v, const struct vc_pos *p,
                    char *buf, size_t size);

/* fen_count.c: the count of the counting variants in the en passant and
 * half-move fields, as Fairy-Stockfish writes it while a count runs.
 * Largest count limit read, in plies. */
#define VC_COUNT_LIMIT_MAX 1000
/* vc_fen_parse() that reads a running count into *count ({0, 0}: none);
 * the half-move clock is then the count's plies. */
int vc_fen_parse_counted(const struct vc_variant *v, const char *fen,
                         struct vc_pos *out, struct vc_count *count,
                         vchess_error *err);
/* vc_fen_write() that writes a running count (count->limit > 0). */
size_t vc_fen_write_counted(const struct vc_variant *v, const struct vc_pos *p,
                            const struct vc_count *count, char *buf,
                            size_t size);

#endif
