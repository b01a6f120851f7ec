/* cellset.h - sets of cells as 64-bit words (bit c of word c / 64): the
 * few operations the engine's sets share.  vc_set_has and vc_set_add take
 * sets of any width (VC_SET_WORDS words in a position); the others work
 * on two words, the sets of the cell-set paths (count.c, attack.c), which
 * run on boards of up to 128 cells only (vc_derive_reach). */
#ifndef VC_CELLSET_H
#define VC_CELLSET_H

#include <stdint.h>

/* A helper of the hot cell-set paths (count.c, gensets.c, attack.c),
 * inlined always: most of its arguments are then constants. */
#if defined(__GNUC__)
#define HOT static inline __attribute__((always_inline))
#else
#define HOT static inline
#endif

/* Before a loop over the words of a cell set (w < nw) in the sibling
 * sharing of perft's last ply (count.c): unrolled, so that two-word
 * boards keep both words in registers.  In the large function built
 * there GCC left such loops rolled, their counter on the stack
 * (trihexagonal perft 5: 3 % more instructions).  Not on the loops of
 * count_legal() itself: they also run in the unshared count of gardner,
 * whose code moved there and ran 3-4 % slower. */
#if defined(__GNUC__) && !defined(__clang__)
#define VC_UNROLL_WORDS _Pragma("GCC unroll 2")
#else
#define VC_UNROLL_WORDS
#endif

/* The attribute that builds a hot function once per CPU level, the
 * copy chosen at load time (configure: VC_V3_CLONES, VC_POPCNT_CLONES).
 * A file that uses it includes config.h first. */
#if defined(VC_V3_CLONES)
#define VC_CLONES __attribute__((target_clones("arch=x86-64-v3", "popcnt", \
                                               "default")))
#elif defined(VC_POPCNT_CLONES)
#define VC_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define VC_CLONES
#endif

/* PEXT: the bits of x at the set bits of m, gathered into the low bits.
 * Only called where the CPU has it (linetab.c builds its tables only
 * then); inlined into the x86-64-v3 copies of VC_CLONES. */
#if defined(VC_V3_CLONES)
#define VC_LINE_TABLES 1
__attribute__((target("bmi2"))) static inline uint64_t vc_pext(uint64_t x,
                                                               uint64_t m)
{
    return __builtin_ia32_pext_di(x, m);
}

/* The entry of a line table (linetab.c) for the occupied
 * cells occ of the group's mask (nw words; low: cells of mask[0]).  Its
 * target lets vc_pext be inlined into it, and it into the v3 copies. */
__attribute__((target("bmi2"))) static inline const uint64_t *
vc_table_entry(const uint64_t *table, const uint64_t mask[2], int low,
               const uint64_t occ[2], int nw)
{
    uint64_t i = vc_pext(occ[0], mask[0]);

    if (nw > 1)
        i |= vc_pext(occ[1], mask[1]) << low;
    return &table[i * (uint64_t)nw];
}
#endif

/* Population count: the CPU instruction where it is assumed or the
 * function is cloned for it (VC_CLONES), else a loop over the set bits
 * (the sets here have few cells). */
static inline int vc_cells_in(uint64_t x)
{
#if defined(__POPCNT__) || defined(VC_POPCNT_CLONES)
    return __builtin_popcountll(x);
#else
    int n = 0;

    for (; x; x &= x - 1)
        n++;
    return n;
#endif
}

static inline int vc_set_has(const uint64_t *s, int cell)
{
    return (int)(s[cell >> 6] >> (cell & 63) & 1);
}

static inline void vc_set_add(uint64_t *s, int cell)
{
    s[cell >> 6] |= (uint64_t)1 << (cell & 63);
}

/* The lowest and the highest cell of a set that is not empty. */
static inline int vc_set_lowest(uint64_t lo, uint64_t hi)
{
    return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll(hi);
}

static inline int vc_set_highest(uint64_t lo, uint64_t hi)
{
    return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll(lo);
}

/* out = the cells of s numbered below `cell` (below = 1) or above it
 * (below = 0), `cell` itself left out. */
static inline void vc_set_beside(uint64_t out[2], const uint64_t s[2],
                                 int cell, int below)
{
    uint64_t bit = (uint64_t)1 << (cell & 63);
    uint64_t under = bit - 1, over = ~under & ~bit;

    if (cell < 64) {
        out[0] = s[0] & (below ? under : over);
        out[1] = below ? 0 : s[1];
    } else {
        out[0] = below ? s[0] : 0;
        out[1] = s[1] & (below ? under : over);
    }
}

#endif
