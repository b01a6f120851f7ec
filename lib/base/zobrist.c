/* zobrist.c - the Zobrist key parts as a mix of their inputs (zobrist.h),
 * so no table of random numbers has to be built or kept. */
#include "zobrist.h"

#define NO_CELL 0xFFFF /* position.h's VC_NO_CELL */

static uint64_t splitmix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

uint64_t vc_zobrist_piece(uint8_t piece, int cell)
{
    return splitmix64((uint64_t)piece << 8 | (uint64_t)cell);
}

uint64_t vc_zobrist_castle(uint8_t rights)
{
    return rights ? splitmix64(0x10000u | rights) : 0;
}

uint64_t vc_zobrist_checks(int color, int left)
{
    return left ? splitmix64(0x30000u | (unsigned)color << 8 |
                             (unsigned)left)
                : 0;
}

uint64_t vc_zobrist_hand(int color, int type, int count)
{
    return count ? splitmix64(0x40000u | (unsigned)color << 13 |
                              (unsigned)type << 8 | (unsigned)count)
                 : 0;
}

uint64_t vc_zobrist_ep(int cell)
{
    return cell == NO_CELL ? 0 : splitmix64(0x20000u | (unsigned)cell);
}

uint64_t vc_zobrist_gate(int cell)
{
    return splitmix64(0x50000u | (unsigned)cell);
}
