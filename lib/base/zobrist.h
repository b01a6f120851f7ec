/* zobrist.h - the parts of a position's Zobrist key: stateless hashes of
 * a piece on a cell, castling rights and an en-passant cell, the same
 * for every variant (base layer: no board, no rules). */
#ifndef VC_ZOBRIST_H
#define VC_ZOBRIST_H

#include <stdint.h>

uint64_t vc_zobrist_piece(uint8_t piece, int cell);
uint64_t vc_zobrist_castle(uint8_t rights);
/* 0 for VC_NO_CELL (0xFFFF): no en-passant cell is no key part. */
uint64_t vc_zobrist_ep(int cell);
/* A colour's checks still to give (checkCounting); 0, as in variants
 * that do not count checks, is no key part. */
uint64_t vc_zobrist_checks(int color, int left);
/* A colour's count of pieces of a type in hand; 0 is no key part. */
uint64_t vc_zobrist_hand(int color, int type, int count);
/* A gate on a cell (gating: the piece there has not moved). */
uint64_t vc_zobrist_gate(int cell);
#define VC_ZOBRIST_BLACK 0x9e3779b97f4a7c15ULL

#endif
