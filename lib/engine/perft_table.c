/* perft_table.c - the transposition table of deep perft.
 *
 * Why a hit is exact.  An entry is found by the Zobrist key p->key (the
 * pieces on their cells, the side to move, the castling rights and the en
 * passant cell, kept by vc_make/vc_unmake) and is believed only when it
 * also carries the same depth, the same full 64-bit key and the same
 * second hash vc_tt_check(): a multiply-and-shift mix of the raw cell
 * bytes, side, castling rights, en passant cell and its victim.  That
 * covers everything move generation reads (king cells, piece counts and
 * the occupancy masks follow from the cells; the move counters are never
 * read by perft).  The two hashes are computed by unrelated functions (an
 * XOR of per-piece table values, and a non-linear mix of the bytes), so
 * two different positions pass both checks with a chance of about 2^-128
 * per comparison: with 10^12 probes the chance that any count is wrong is
 * below 10^-26.  Entries are written and read word by word without locks;
 * the XOR with the data word (see perft_deep.h) makes an entry torn by two
 * writers fail the check instead of giving a wrong count. */
#include "perft_deep.h"

#include <string.h>

/* Counts from 2^56 on are not stored (the data word keeps 8 bits for the
 * depth); no subtree of a perft below depth 12 reaches them. */
#define NODES_LIMIT ((uint64_t)1 << 56)

size_t vc_tt_buckets(size_t bytes)
{
    size_t n = 1, bucket = VC_TT_WAYS * sizeof(struct vc_tt_entry);

    if (bytes < bucket)
        return 0;
    while (n <= bytes / bucket / 2)
        n *= 2;
    return n;
}

static uint64_t mix(uint64_t h)
{
    h ^= h >> 31;
    h *= 0xd6e8feb86659fd93ULL;
    h ^= h >> 32;
    h *= 0xd6e8feb86659fd93ULL;
    return h ^ (h >> 32);
}

uint64_t vc_tt_check(const struct vc_variant *v, const struct vc_pos *p)
{
    int words = (v->board->ncells + 7) / 8;
    uint64_t h = (uint64_t)p->side | (uint64_t)p->castle << 8 |
                 (uint64_t)p->ep << 16 | (uint64_t)p->ep_victim << 24;

    h = mix(h + 0x243f6a8885a308d3ULL);
    for (int i = 0; i < words; i++) {
        uint64_t w;
        memcpy(&w, p->sq + 8 * i, sizeof(w));
        h = mix(h ^ w) + (uint64_t)i;
    }
    return h;
}

static struct vc_tt_entry *bucket(const struct vc_tt *t, uint64_t key)
{
    return t->entry + (size_t)(key & (t->nbuckets - 1)) * VC_TT_WAYS;
}

static uint64_t load(_Atomic uint64_t *w)
{
    return atomic_load_explicit(w, memory_order_relaxed);
}

static void put(_Atomic uint64_t *w, uint64_t value)
{
    atomic_store_explicit(w, value, memory_order_relaxed);
}

int vc_tt_probe(const struct vc_tt *t, uint64_t key, uint64_t check,
                unsigned depth, uint64_t *nodes)
{
    struct vc_tt_entry *e;

    if (!t->nbuckets)
        return 0;
    e = bucket(t, key);
    for (int i = 0; i < VC_TT_WAYS; i++) {
        uint64_t data = load(&e[i].data);
        if ((data & 0xFF) == depth && (load(&e[i].lock) ^ data) == key &&
            (load(&e[i].check2) ^ data) == check) {
            *nodes = data >> 8;
            return 1;
        }
    }
    return 0;
}

/* Way 0 keeps the deepest count seen (the most work saved), way 1 the
 * latest one. */
void vc_tt_store(const struct vc_tt *t, uint64_t key, uint64_t check,
                 unsigned depth, uint64_t nodes)
{
    struct vc_tt_entry *e;
    uint64_t data = nodes << 8 | depth;

    if (!t->nbuckets || nodes >= NODES_LIMIT)
        return;
    e = bucket(t, key);
    if ((load(&e[0].data) & 0xFF) > depth)
        e++;
    put(&e->data, data);
    put(&e->lock, key ^ data);
    put(&e->check2, check ^ data);
}
