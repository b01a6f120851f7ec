/* search.h - choosing a move: iterative deepening alpha-beta (principal
 * variation search) in aspiration windows, with a transposition table,
 * null move, static cuts, futility and late move pruning, losing
 * captures pruned by their static exchange, late move reductions,
 * ordering by killers, counter moves and history, quiescence on
 * captures and promotions that do not lose material, and each
 * variant's own game-end rules; helper threads may search beside it
 * (lazy SMP), sharing its table.  Engine layer: works on a variant and a
 * position only, knows no text and no handle.  The caller allocates the
 * searcher, its helpers and its table. */
#ifndef VC_SEARCH_H
#define VC_SEARCH_H

#include "eval.h"
#include "engine/position.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#define VC_MATE 30000
#define VC_MATE_BOUND (VC_MATE - 1000) /* |score| above: a mate score */
#define VC_MAX_PLY 128
#define VC_PV_MAX 64
#define VC_EARLIER_MAX 1024 /* earlier positions compared for repetitions */
#define VC_EVAL_CACHE 8192 /* static scores a searcher keeps: a power of 2 */

struct vc_search_report {
    int depth;
    int score;           /* side to move's view; VC_MATE - plies: mates */
    uint64_t nodes;
    uint64_t time_ms;
    int pv_length;
    uint32_t pv[VC_PV_MAX];
};

struct vc_search_limits {
    int depth;           /* 0: up to VC_MAX_PLY - 2 */
    uint64_t nodes;      /* 0: no limit */
    uint64_t time_ms;    /* 0: no limit */
    /* Called after each completed iteration; nonzero stops the search. */
    int (*on_iteration)(const struct vc_search_report *r, void *user);
    void *user;
};

/* One table entry, shared by the threads of a search without a lock:
 * data packs move (bits 0-31), score (32-47), depth (48-55) and bound
 * (56-63), and check is the position's key xor data, so an entry torn by
 * two writers fails its key test instead of lying. */
struct vc_tt_entry {
    _Atomic uint64_t check;
    _Atomic uint64_t data;
};

struct vc_searcher {
    atomic_int stop;             /* set from any thread */
    /* Lazy SMP: helpers searching the same position at the same time,
     * sharing tt (vc_searcher_add_helpers()); 0 in a helper itself. */
    struct vc_searcher *const *helpers;
    int nhelpers;
    int helper;                  /* 0: the main searcher; i: helper i */
    int max_depth;
    atomic_uint_fast64_t shown_nodes; /* a helper's nodes, for reports */
    struct vc_pos own;           /* a helper's copy of the position */
    struct vc_tt_entry *tt;      /* tt_mask + 1 entries, the caller's */
    size_t tt_mask;
    /* work state of one run */
    const struct vc_variant *v;
    struct vc_pos *p;
    struct vc_eval eval;
    /* what eval was made for (prepare() makes it anew for another) */
    const struct vc_variant *eval_v;
    const void *eval_tables;
    uint64_t eval_start;
    /* static scores of positions met before, by key (search.c) */
    uint64_t evals[VC_EVAL_CACHE];
    uint64_t nodes, node_limit, deadline_ns, start_ns;
    int halted, iteration;
    uint64_t path[VC_EARLIER_MAX + VC_MAX_PLY + 1]; /* keys: game, search */
    int path_base;
    uint32_t killer[VC_MAX_PLY][2];
    int32_t history[VC_MAX_CELLS][VC_MAX_CELLS];
    uint32_t counter[VC_MAX_CELLS][VC_MAX_CELLS]; /* reply to a move */
    uint32_t played[VC_MAX_PLY + 1]; /* move into ply p: played[p] */
    uint8_t lmr[64][64];         /* reduction by depth, move number */
    uint32_t pv[VC_MAX_PLY][VC_MAX_PLY];
    int pv_len[VC_MAX_PLY];
    uint32_t moves[VC_MAX_PLY][VC_MAX_GEN]; /* move lists by ply */
    int32_t order[VC_MAX_PLY][VC_MAX_GEN];
};

/* Prepare s (whose storage the caller made) to use the table tt of
 * `entries` entries, a power of two; everything learned is forgotten. */
void vc_searcher_init(struct vc_searcher *s, struct vc_tt_entry *tt,
                      size_t entries);
void vc_searcher_clear(struct vc_searcher *s);
/* Let the n searchers helpers[0..n) (each storage of its own, unused
 * otherwise) search beside s in each of its runs, in threads of their
 * own, sharing s's table; n = 0: s searches alone (the default).  The
 * array stays the caller's and must outlive the searches.  With helpers
 * a search is not reproducible, whatever its limits. */
void vc_searcher_add_helpers(struct vc_searcher *s,
                             struct vc_searcher *const *helpers, int n);

/* Search p (left unchanged) under limits; `earlier` holds the keys of the
 * earlier positions of the game, oldest first (repetitions of them count
 * as draws); start is the variant's start position, from which the
 * evaluation samples its piece values (NULL: p).  Fills best from the last
 * completed iteration (depth 0 and no move when the game is already
 * over). */
void vc_search(struct vc_searcher *s, const struct vc_variant *v,
               const struct vc_pos *start, struct vc_pos *p,
               const uint64_t *earlier, size_t nearlier,
               const struct vc_search_limits *limits,
               struct vc_search_report *best);

#endif
