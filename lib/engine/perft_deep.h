/* perft_deep.h - perft with a transposition table and several threads.
 * Engine layer: no text, no handles; the caller owns all memory. */
#ifndef VC_PERFT_DEEP_H
#define VC_PERFT_DEEP_H

#include "position.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* One table entry: three words written and read one at a time, without
 * locks.  data = nodes << 8 | depth; lock = key ^ data, check2 = check ^
 * data.  A reader accepts the entry only when both XORs give back its own
 * key and check, so an entry torn by two writers is never believed. */
struct vc_tt_entry {
    _Atomic uint64_t lock, check2, data;
};

/* Buckets of VC_TT_WAYS entries; nbuckets is a power of two (0: no
 * table).  Shared by every thread of one count. */
#define VC_TT_WAYS 2
struct vc_tt {
    struct vc_tt_entry *entry; /* nbuckets * VC_TT_WAYS, zeroed */
    size_t nbuckets;
};

/* The number of buckets that fit in bytes (a power of two, or 0). */
size_t vc_tt_buckets(size_t bytes);

/* A second 64-bit hash of p, independent of the Zobrist key. */
uint64_t vc_tt_check(const struct vc_variant *v, const struct vc_pos *p);

/* 1 and *nodes when the table holds p at depth; else 0. */
int vc_tt_probe(const struct vc_tt *t, uint64_t key, uint64_t check,
                unsigned depth, uint64_t *nodes);
void vc_tt_store(const struct vc_tt *t, uint64_t key, uint64_t check,
                 unsigned depth, uint64_t nodes);

/* What ends a count early, shared by its threads.  The count looks at
 * it before each subtree of depth 2 or more (never inside one, so the
 * leaf loops stay as fast): it stops once more than max_leaves leaves
 * are counted (0: no bound), or when poll (may be NULL; it may be called
 * by several threads at once) returns nonzero.  why then holds
 * VC_HALT_LEAVES or poll's value, and the count is not to be believed. */
#define VC_HALT_LEAVES 1
struct vc_perft_halt {
    uint64_t max_leaves;
    int (*poll)(void *ctx);
    void *ctx;
    _Atomic uint64_t leaves; /* counted so far: start at 0 */
    atomic_int why;          /* start at 0 */
};

/* Perft of p using the table t (which may have no buckets), stopping
 * early as h says (h may be NULL: never). */
uint64_t vc_perft_hashed(const struct vc_variant *v, struct vc_pos *p,
                         unsigned depth, const struct vc_tt *t,
                         struct vc_perft_halt *h);

/* Called after each root move is counted, never by two threads at once. */
typedef void vc_perft_report(size_t done, size_t total, uint64_t nodes,
                             void *user);

/* Perft of p (not changed) by up to `threads` threads sharing t, which
 * take the root moves one at a time.  The calling thread is one of them;
 * if no other thread can be started it counts alone. */
uint64_t vc_perft_threads(const struct vc_variant *v, const struct vc_pos *p,
                          unsigned depth, const struct vc_tt *t,
                          unsigned threads, vc_perft_report *report,
                          void *user, struct vc_perft_halt *h);

#endif
