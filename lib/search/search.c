/* search.c - iterative deepening principal variation search (search.h). */
#include "search.h"

#include <pthread.h>
#include <string.h>
#include <time.h>

enum { BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

static uint64_t now_ns(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* start + ms milliseconds, saturated: a time too long to count in
 * nanoseconds is no deadline at all, never one in the past. */
static uint64_t deadline_ns(uint64_t start, uint64_t ms)
{
    if (ms > (UINT64_MAX - start) / 1000000u)
        return UINT64_MAX;
    return start + ms * 1000000u;
}

/* Natural logarithm of x >= 1 (keeps the library free of libm). */
static double log_e(double x)
{
    double k = 0, y, y2, sum = 0, term;

    while (x >= 2) {
        x /= 2;
        k += 1;
    }
    y = (x - 1) / (x + 1);
    y2 = y * y;
    term = y;
    for (int i = 1; i < 40; i += 2) {
        sum += term / i;
        term *= y2;
    }
    return k * 0.69314718055994531 + 2 * sum;
}

/* Late move reductions grow with the logarithms of depth and move
 * number: 3/4 + ln(depth) ln(move) / 9/4 plies. */
static void init_reductions(struct vc_searcher *s)
{
    for (int d = 0; d < 64; d++)
        for (int i = 0; i < 64; i++)
            s->lmr[d][i] = (uint8_t)(d && i ? 0.75 + log_e(d) * log_e(i) / 2.25
                                             : 0);
}

void vc_searcher_init(struct vc_searcher *s, struct vc_tt_entry *tt,
                      size_t entries)
{
    s->tt = tt;
    s->tt_mask = entries - 1;
    s->helpers = NULL;
    s->nhelpers = 0;
    s->helper = 0;
    atomic_init(&s->stop, 0);
    atomic_init(&s->shown_nodes, 0);
    init_reductions(s);
    vc_searcher_clear(s);
}

/* What a searcher learned about move order. */
static void forget_order(struct vc_searcher *s)
{
    memset(s->killer, 0, sizeof(s->killer));
    memset(s->history, 0, sizeof(s->history));
    memset(s->counter, 0, sizeof(s->counter));
}

void vc_searcher_clear(struct vc_searcher *s)
{
    memset(s->tt, 0, (s->tt_mask + 1) * sizeof(*s->tt));
    forget_order(s);
    for (int i = 0; i < s->nhelpers; i++)
        forget_order(s->helpers[i]);
    s->eval_v = NULL;
}

void vc_searcher_add_helpers(struct vc_searcher *s,
                             struct vc_searcher *const *helpers, int n)
{
    for (int i = 0; i < n; i++) {
        struct vc_searcher *h = helpers[i];
        h->tt = s->tt;
        h->tt_mask = s->tt_mask;
        h->helpers = NULL;
        h->nhelpers = 0;
        h->helper = i + 1;
        atomic_init(&h->stop, 0);
        atomic_init(&h->shown_nodes, 0);
        init_reductions(h);
        forget_order(h);
    }
    s->helpers = n > 0 ? helpers : NULL;
    s->nhelpers = n > 0 ? n : 0;
}

/* ---- halting ---------------------------------------------------------- */

/* The node limit alone decides when no time limit is set, so a node-limited
 * search is deterministic; the stop flag and the clock are looked at only
 * after the first iteration, so a move is always found (a helper stops
 * whenever its main searcher tells it to). */
static int halt(struct vc_searcher *s)
{
    if (s->halted)
        return 1;
    if (s->helper && (s->nodes & 1023) == 0)
        atomic_store_explicit(&s->shown_nodes, s->nodes, memory_order_relaxed);
    if (s->node_limit && s->nodes >= s->node_limit)
        s->halted = 1;
    else if ((s->iteration > 1 || s->helper) &&
             atomic_load_explicit(&s->stop, memory_order_relaxed))
        s->halted = 1;
    else if (s->iteration > 1 && s->deadline_ns && (s->nodes & 1023) == 0 &&
             now_ns() >= s->deadline_ns)
        s->halted = 1;
    return s->halted;
}

/* ---- static scores ------------------------------------------------------ */

/* An entry of s->evals holds the key's upper 48 bits and the score below
 * them; a score too large for 16 bits is not kept. */
#define EVAL_BITS 16

static int evaluate(struct vc_searcher *s)
{
    uint64_t key = s->p->key, *e = &s->evals[key & (VC_EVAL_CACHE - 1)];
    int score;

    if (((*e ^ key) >> EVAL_BITS) == 0)
        return (int16_t)(uint16_t)*e;
    score = vc_evaluate(&s->eval, s->p);
    if (score >= INT16_MIN && score <= INT16_MAX)
        *e = (key >> EVAL_BITS << EVAL_BITS) | (uint16_t)score;
    return score;
}

static void forget_evals(struct vc_searcher *s)
{
    /* all ones: a match as unlikely as a stale entry's */
    memset(s->evals, 0xff, sizeof(s->evals));
}

/* ---- transposition table ---------------------------------------------- */

static int to_tt(int score, int ply)
{
    return score > VC_MATE_BOUND ? score + ply
           : score < -VC_MATE_BOUND ? score - ply : score;
}

static int from_tt(int score, int ply)
{
    return score > VC_MATE_BOUND ? score - ply
           : score < -VC_MATE_BOUND ? score + ply : score;
}

/* What an entry holds. */
struct tt_hit {
    uint32_t move;
    int score, depth, bound; /* bound 0: no entry for this position */
};

static int tt_probe(const struct vc_searcher *s, struct tt_hit *h)
{
    const struct vc_tt_entry *e = &s->tt[s->p->key & s->tt_mask];
    uint64_t data = atomic_load_explicit(&e->data, memory_order_relaxed);
    uint64_t check = atomic_load_explicit(&e->check, memory_order_relaxed);

    if ((check ^ data) != s->p->key || (data >> 56) == 0) {
        memset(h, 0, sizeof(*h));
        return 0;
    }
    h->move = (uint32_t)data;
    h->score = (int16_t)(uint16_t)(data >> 32);
    h->depth = (int8_t)(uint8_t)(data >> 48);
    h->bound = (int)(data >> 56);
    return 1;
}

/* Start loading the entry of s->p, which a search of it reads soon. */
static void tt_prefetch(const struct vc_searcher *s)
{
#if defined(__GNUC__)
    __builtin_prefetch(&s->tt[s->p->key & s->tt_mask]);
#else
    (void)s;
#endif
}

static void tt_store(struct vc_searcher *s, int depth, int ply, int score,
                     int bound, uint32_t move)
{
    struct vc_tt_entry *e = &s->tt[s->p->key & s->tt_mask];
    struct tt_hit old;
    uint64_t data;

    if (tt_probe(s, &old) && depth < old.depth && bound != BOUND_EXACT)
        return;
    data = (uint64_t)move | (uint64_t)(uint16_t)to_tt(score, ply) << 32 |
           (uint64_t)(uint8_t)(int8_t)depth << 48 | (uint64_t)bound << 56;
    atomic_store_explicit(&e->data, data, memory_order_relaxed);
    atomic_store_explicit(&e->check, s->p->key ^ data, memory_order_relaxed);
}

/* ---- game end ----------------------------------------------------------- */

static int repeated(const struct vc_searcher *s, int ply)
{
    int here = s->path_base + ply, oldest = here - s->p->halfmove;

    for (int i = here - 2; i >= 0 && i >= oldest; i -= 2)
        if (s->path[i] == s->path[here])
            return 1;
    return 0;
}

/* 1 if the variant's n-move rule lets a draw be claimed in p. */
static int claimable_moves(const struct vc_variant *v, const struct vc_pos *p)
{
    int plies = vc_move_rule_plies(v);

    return plies && p->halfmove >= (uint32_t)plies;
}

/* 1 and *score when the game is over by a rule that needs no move list:
 * a bare king, a dead position, the 75-move rule (lib/engine/result.c), and
 * inside the search a repetition or fifty moves, which a player would
 * claim. */
static int ended(const struct vc_searcher *s, int ply, int *score)
{
    const struct vc_pos *p = s->p;

    int r;

    if (s->v->ends_early && vc_rule_end(s->v, p, &r) != VC_REASON_NONE) {
        *score = r == VC_DRAWN                    ? 0
                 : r == VC_WHITE_WINS + p->side ? VC_MATE - ply
                                                 : -VC_MATE + ply;
        return 1;
    }
    *score = 0;
    if (vc_drawn_by_rule(s->v, p, NULL, 0) != VC_REASON_NONE)
        return 1;
    if (ply > 0 && s->v->fold_rule != VC_RULE_NONE && repeated(s, ply)) {
        int value = vc_fold_score(s->v, p->side); /* nFoldValue */
        *score = value ? value * (VC_MATE - ply) : 0;
        return 1;
    }
    return ply > 0 && claimable_moves(s->v, p);
}

/* Score when the side to move has no move: checkmate or stalemate; a
 * checkmate by a drop of drop_mate_type loses for the dropper
 * (shogiPawnDropMateIllegal, as vchess_game_result() reads it). */
static int no_moves(const struct vc_searcher *s, int ply)
{
    uint32_t last = s->played[ply];

    if (!vc_in_check(s->v, s->p))
        return s->v->stalemate_value * (VC_MATE - ply);
    if (s->v->drop_mate_type && VC_MDROP(last) &&
        VC_MPROMO(last) == s->v->drop_mate_type)
        return VC_MATE - ply;
    return -VC_MATE + ply;
}

/* ---- move ordering ------------------------------------------------------ */

static int is_tactical(const struct vc_pos *p, uint32_t m)
{
    return !VC_MDROP(m) &&
           (VC_MPROMO(m) || VC_MKIND(m) == VC_EP ||
            (VC_MKIND(m) != VC_CASTLE && p->sq[VC_MTO(m)]));
}

/* What m takes and promotes to, in centipawns. */
static int gain(const struct vc_searcher *s, uint32_t m)
{
    const struct vc_pos *p = s->p;
    const int *val = s->eval.value;
    int victim = VC_MKIND(m) == VC_EP ? VC_PAWN_VALUE
                 : VC_MKIND(m) == VC_CASTLE || !p->sq[VC_MTO(m)]
                     ? 0
                     : val[VC_TYPE(p->sq[VC_MTO(m)])];

    return victim + (VC_MPROMO(m) ? val[VC_MPROMO(m)] - VC_PAWN_VALUE : 0);
}

/* 1 if tactical m loses material: its piece is worth more than it gains,
 * the other side then attacks it where it lands, and the exchange on
 * that cell loses. */
static int losing(struct vc_searcher *s, uint32_t m)
{
    int mover = s->eval.value[VC_TYPE(s->p->sq[VC_MFROM(m)])];

    return mover > gain(s, m) &&
           vc_attacked_lifted(s->v, s->p, VC_MTO(m), s->p->side ^ 1,
                              VC_MFROM(m)) &&
           !vc_exchange_ge(s->v, s->p, m, s->eval.value, 0);
}

/* Order scores: the table's move, tactical moves that do not lose
 * material (GOOD_TACTICAL and above), killers, tactical moves that lose,
 * quiet moves by history. */
#define GOOD_TACTICAL (1 << 24)
#define LOSING_TACTICAL ((1 << 22) + (1 << 21))
/* Quiescence skips a capture that even with this margin over what it
 * takes cannot raise alpha. */
#define DELTA_MARGIN 200

/* The move that last refuted the move into this ply. */
static uint32_t counter_of(const struct vc_searcher *s, int ply)
{
    uint32_t prev = s->played[ply];

    return prev ? s->counter[VC_MFROM(prev)][VC_MTO(prev)] : 0;
}

/* Most valuable victim first, then least valuable attacker. */
static int32_t capture_order(const struct vc_searcher *s, uint32_t m)
{
    const int *val = s->eval.value;

    return 16 * gain(s, m) - val[VC_TYPE(s->p->sq[VC_MFROM(m)])] / 8;
}

static int32_t order_score(struct vc_searcher *s, uint32_t m,
                           uint32_t tt_move, int ply)
{
    const struct vc_pos *p = s->p;

    if (m == tt_move)
        return 1 << 30;
    if (is_tactical(p, m))
        return (losing(s, m) ? LOSING_TACTICAL : GOOD_TACTICAL) +
               capture_order(s, m);
    if (m == s->killer[ply][0])
        return (1 << 23) + 1;
    if (m == s->killer[ply][1])
        return 1 << 23;
    if (ply > 0 && m == counter_of(s, ply))
        return (1 << 23) - 1;
    return s->history[VC_MFROM(m)][VC_MTO(m)];
}

/* Move the best-scored of moves[i..n) to i. */
static void pick(uint32_t *moves, int32_t *score, int i, int n)
{
    int best = i;

    for (int j = i + 1; j < n; j++)
        if (score[j] > score[best])
            best = j;
    uint32_t m = moves[i];
    int32_t sc = score[i];
    moves[i] = moves[best];
    score[i] = score[best];
    moves[best] = m;
    score[best] = sc;
}

#define HISTORY_MAX (1 << 14)

/* Bonus or malus, pulled towards zero as the entry nears +-HISTORY_MAX. */
static void add_history(struct vc_searcher *s, uint32_t m, int32_t bonus)
{
    int32_t *h = &s->history[VC_MFROM(m)][VC_MTO(m)];
    int32_t size = bonus < 0 ? -bonus : bonus;

    *h += bonus - *h * size / HISTORY_MAX;
}

/* Quiet m of ply refuted its position after tried[0..ntried) failed:
 * it becomes a killer and the counter to the move before, gains history,
 * and the quiet moves tried before it lose as much. */
static void reward(struct vc_searcher *s, uint32_t m, int depth, int ply,
                   const uint32_t *tried, int ntried)
{
    uint32_t prev = s->played[ply];
    int32_t bonus = depth > 10 ? 1600 : 16 * depth * depth;

    if (is_tactical(s->p, m))
        return;
    if (s->killer[ply][0] != m) {
        s->killer[ply][1] = s->killer[ply][0];
        s->killer[ply][0] = m;
    }
    if (prev)
        s->counter[VC_MFROM(prev)][VC_MTO(prev)] = m;
    add_history(s, m, bonus);
    for (int i = 0; i < ntried; i++)
        if (!is_tactical(s->p, tried[i]))
            add_history(s, tried[i], -bonus);
}

static void update_pv(struct vc_searcher *s, int ply, uint32_t m)
{
    s->pv[ply][ply] = m;
    for (int i = ply + 1; i < s->pv_len[ply + 1]; i++)
        s->pv[ply][i] = s->pv[ply + 1][i];
    s->pv_len[ply] = s->pv_len[ply + 1] > ply + 1 ? s->pv_len[ply + 1]
                                                  : ply + 1;
}

/* ---- the searches ------------------------------------------------------- */

static int child(struct vc_searcher *s, uint32_t m, int depth, int ply,
                 int alpha, int beta);

/* 1 if the side to move, not in check and with no capture, has no move
 * at all where that wins or loses (stalemateValue); a stalemate that
 * draws is left to the full-width search, as Stockfish leaves it. */
static int stalemate_decides(struct vc_searcher *s)
{
    return s->v->stalemate_value && vc_count_legal(s->v, s->p) == 0;
}

/* Keeps the captures and promotions of moves[0..n), in order: where a
 * rule ties them to the quiet moves vc_gen_tactical() lists every move.
 * Their number. */
static int tactical_only(const struct vc_pos *p, uint32_t *moves, int n)
{
    int kept = 0;

    for (int i = 0; i < n; i++)
        if (is_tactical(p, moves[i]))
            moves[kept++] = moves[i];
    return kept;
}

/* Where pieces are dropped, quiescence in check tries every capture but
 * no more than QUIET_EVASIONS quiet replies (moves of the royal piece,
 * blocks, drops) once it knows it is not mated, as Stockfish does in
 * every variant: a drop on each cell between gives many blocks.  (In
 * chess the bound lost 24 Elo, -59 to +10, over 260 games.) */
#define QUIET_EVASIONS 2

static int quiesce(struct vc_searcher *s, int ply, int alpha, int beta)
{
    uint32_t *moves = s->moves[ply];
    int32_t *order = s->order[ply];
    int n, best, score, check;

    s->pv_len[ply] = ply;
    if (ended(s, ply, &score))
        return score;
    if (halt(s))
        return evaluate(s);
    s->nodes++; /* after halt(): a node limit is never passed */
    if (ply >= VC_MAX_PLY - 1)
        return evaluate(s);
    check = vc_in_check(s->v, s->p);
    best = check ? -VC_MATE + ply : evaluate(s);
    if (best >= beta)
        return best; /* standing pat: no moves made (nor counted) */
    n = check ? vc_gen_legal(s->v, s->p, moves)
              : vc_gen_tactical(s->v, s->p, moves);
    if (n == 0)
        return check || stalemate_decides(s) ? no_moves(s, ply) : best;
    if (!check)
        n = tactical_only(s->p, moves, n);
    if (best > alpha)
        alpha = best;
    for (int i = 0; i < n; i++)
        order[i] = check ? order_score(s, moves[i], 0, ply)
                         : capture_order(s, moves[i]);
    for (int i = 0, quiet = 0; i < n; i++) {
        pick(moves, order, i, n);
        if (!check && (best + gain(s, moves[i]) + DELTA_MARGIN <= alpha ||
                       losing(s, moves[i])))
            continue; /* hopeless, or it loses material */
        if (check && s->v->drops && !is_tactical(s->p, moves[i]) &&
            quiet++ >= QUIET_EVASIONS && best > -VC_MATE_BOUND)
            continue; /* not mated: enough quiet replies seen */
        score = child(s, moves[i], 0, ply, alpha, beta);
        if (s->halted)
            return 0;
        if (score > best && (best = score) > alpha) {
            alpha = score;
            update_pv(s, ply, moves[i]);
            if (alpha >= beta)
                break;
        }
    }
    return best;
}

static int alphabeta(struct vc_searcher *s, int depth, int ply, int alpha,
                     int beta);

/* Make m, search the reply (depth 0: quiescence), unmake; negated score. */
static int child(struct vc_searcher *s, uint32_t m, int depth, int ply,
                 int alpha, int beta)
{
    struct vc_undo u;
    int score;

    vc_make(s->v, s->p, m, &u);
    if (depth > 0) /* alphabeta() reads the table first */
        tt_prefetch(s);
    s->path[s->path_base + ply + 1] = s->p->key;
    s->played[ply + 1] = m;
    score = depth > 0 ? -alphabeta(s, depth, ply + 1, -beta, -alpha)
                      : -quiesce(s, ply + 1, -beta, -alpha);
    vc_unmake(s->v, s->p, &u);
    return score;
}

/* Principal variation search of one move: null window (reduced by
 * `reduce` plies for a late quiet move), then full. */
static int pvs(struct vc_searcher *s, uint32_t m, int first, int depth,
               int ply, int alpha, int beta, int reduce)
{
    int score;

    if (first)
        return child(s, m, depth - 1, ply, alpha, beta);
    score = child(s, m, depth - 1 - reduce, ply, alpha, alpha + 1);
    if (reduce && score > alpha && !s->halted)
        score = child(s, m, depth - 1, ply, alpha, alpha + 1);
    if (score > alpha && score < beta && !s->halted)
        score = child(s, m, depth - 1, ply, alpha, beta);
    return score;
}

/* Late move reduction: quiet moves ordered after the first few, away
 * from the leaves and not in check, are first searched shallower (s->lmr,
 * a ply less on the principal variation; by history, a ply more for a
 * move below zero, another beyond half of -HISTORY_MAX, a ply less beyond
 * half of +HISTORY_MAX), leaving at least one ply. */
static int reduction(const struct vc_searcher *s, uint32_t m, int i,
                     int depth, int ply, int check, int pv)
{
    int r, h;

    if (i < 3 || depth < 3 || check || is_tactical(s->p, m) ||
        m == s->killer[ply][0] || m == s->killer[ply][1])
        return 0;
    h = s->history[VC_MFROM(m)][VC_MTO(m)];
    r = s->lmr[depth < 64 ? depth : 63][i < 64 ? i : 63] - pv + (h < 0) -
        h / (HISTORY_MAX / 2);
    r = r > depth - 2 ? depth - 2 : r;
    return r > 0 ? r : 0;
}

/* Pieces of the side to move other than pawns and king: without them a
 * pass may be the best move (zugzwang) and the null move misleads. */
static int has_pieces(const struct vc_searcher *s)
{
    const struct vc_pos *p = s->p;

    for (int w = 0; w < s->v->nwords; w++)
        for (uint64_t bb = p->occ[p->side][w]; bb; bb &= bb - 1) {
            uint8_t q = p->sq[w * 64 + __builtin_ctzll(bb)];
            if (!s->v->pawn_code[q] && VC_TYPE(q) != VC_ROYAL)
                return 1;
        }
    return 0;
}

/* Null move: if passing still holds the opponent below beta at reduced
 * depth, this node is taken to fail high. */
static int null_cut(struct vc_searcher *s, int depth, int ply, int beta)
{
    struct vc_pos *p = s->p;
    uint16_t ep = p->ep, victim = p->ep_victim;
    uint64_t key = p->key;
    int reduced = depth - 1 - (depth > 6 ? 3 : 2), score;

    p->side ^= 1;
    p->key ^= VC_ZOBRIST_BLACK ^ vc_zobrist_ep(ep);
    p->ep = p->ep_victim = VC_NO_CELL;
    if (reduced > 0) /* else quiescence, which reads no table */
        tt_prefetch(s);
    s->path[s->path_base + ply + 1] = p->key;
    s->played[ply + 1] = 0;
    score = -alphabeta(s, reduced, ply + 1, -beta, -beta + 1);
    p->side ^= 1;
    p->key = key;
    p->ep = ep;
    p->ep_victim = victim;
    return !s->halted && score >= beta;
}

/* 1 when the table's entry decides this node (score in *score); never
 * on the principal variation (an open window), whose line it would cut. */
static int tt_cut(struct vc_searcher *s, int depth, int ply, int alpha,
                  int beta, uint32_t *tt_move, int *score)
{
    struct tt_hit e;

    *tt_move = 0;
    if (!tt_probe(s, &e))
        return 0;
    *tt_move = e.move;
    if (beta - alpha > 1 || e.depth < depth)
        return 0;
    *score = from_tt(e.score, ply);
    return e.bound == BOUND_EXACT ||
           (e.bound == BOUND_LOWER && *score >= beta) ||
           (e.bound == BOUND_UPPER && *score <= alpha);
}

/* Pruning near the leaves, off the principal variation and not in check:
 * a static score this far above beta cuts the node (per ply of depth, up
 * to STATIC_CUT_DEPTH); up to PRUNE_DEPTH, quiet moves that give no check
 * are skipped after the first 3 + depth^2 moves, or all of them when the
 * static score plus FUTILITY_MARGIN per ply does not reach alpha. */
#define STATIC_CUT_DEPTH 5
#define STATIC_CUT_MARGIN 90
#define PRUNE_DEPTH 3
#define FUTILITY_MARGIN 120

static int is_mate(int score)
{
    return score >= VC_MATE_BOUND || score <= -VC_MATE_BOUND;
}

/* The static score, or the table's score of this position where its
 * bound says the static score errs in that direction. */
static int refined_eval(struct vc_searcher *s, int ply)
{
    struct tt_hit e;
    int eval = evaluate(s), score;

    if (!tt_probe(s, &e))
        return eval;
    score = from_tt(e.score, ply);
    if (is_mate(score))
        return eval;
    if (e.bound == BOUND_EXACT || (e.bound == BOUND_LOWER && score > eval) ||
        (e.bound == BOUND_UPPER && score < eval))
        return score;
    return eval;
}

/* What a node learns, at its first question, of the checks its moves
 * give: known 0 not yet asked, -1 nothing (vc_check_cells()), 1 the cells
 * a move must touch to change whether the other side's royal piece is
 * attacked, and whether it is now. */
struct check_cells {
    int known, attacked;
    uint64_t cells[2];
};

/* 1 if m leaves the other side's royal piece attacked as it is now, found
 * without making m. */
static int check_unchanged(struct vc_searcher *s, uint32_t m,
                           struct check_cells *c)
{
    if (VC_MKIND(m) == VC_CASTLE || VC_MKIND(m) == VC_EP || VC_MDROP(m))
        return 0;
    if (!c->known) {
        c->known = vc_check_cells(s->v, s->p, c->cells) ? 1 : -1;
        if (c->known > 0)
            c->attacked = vc_attacked(s->v, s->p, s->p->king[s->p->side ^ 1],
                                      s->p->side);
    }
    return c->known > 0 && !vc_set_has(c->cells, VC_MFROM(m)) &&
           !vc_set_has(c->cells, VC_MTO(m));
}

static int gives_check(struct vc_searcher *s, uint32_t m,
                       struct check_cells *c)
{
    struct vc_undo u;
    int check;

    if (check_unchanged(s, m, c))
        return c->attacked;
    vc_make(s->v, s->p, m, &u);
    check = vc_in_check(s->v, s->p);
    vc_unmake(s->v, s->p, &u);
    return check;
}

/* Near the leaves a losing capture is skipped where its exchange loses
 * more than CAPTURE_LOSS per ply of depth (as Stockfish prunes them). */
#define CAPTURE_LOSS 200

static int skipped(struct vc_searcher *s, uint32_t m, int32_t order, int i,
                   int depth, int futile, struct check_cells *c)
{
    if (is_tactical(s->p, m)) /* the table's move and good ones kept */
        return order < GOOD_TACTICAL &&
               !vc_exchange_ge(s->v, s->p, m, s->eval.value,
                               -CAPTURE_LOSS * depth);
    if (order >= LOSING_TACTICAL)
        return 0; /* the table's move, killers, the counter move */
    if (!futile && i < 3 + depth * depth)
        return 0;
    return !gives_check(s, m, c);
}

/* The legal moves where a stalemate decides the game (stalemateValue), so
 * that pruning never hides one; elsewhere -1: they are listed only after
 * the static cut and the null move, as the node may end before. */
static int early_moves(struct vc_searcher *s, uint32_t *moves)
{
    return s->v->stalemate_value ? vc_gen_legal(s->v, s->p, moves) : -1;
}

static int alphabeta(struct vc_searcher *s, int depth, int ply, int alpha,
                     int beta)
{
    uint32_t *moves = s->moves[ply], tt_move, best_move = 0;
    int32_t *order = s->order[ply];
    int n, score, best = -VC_MATE, alpha0 = alpha, check, futile = 0;
    struct check_cells checks = {0, 0, {0, 0}};

    s->pv_len[ply] = ply;
    if (ended(s, ply, &score))
        return score;
    if (depth <= 0 || ply >= VC_MAX_PLY - 2)
        return quiesce(s, ply, alpha, beta);
    if (halt(s))
        return 0;
    s->nodes++;
    if (tt_cut(s, depth, ply, alpha, beta, &tt_move, &score))
        return score;
    n = early_moves(s, moves);
    if (n == 0)
        return no_moves(s, ply);
    if ((check = vc_in_check(s->v, s->p)) != 0)
        depth++;
    else if (ply > 0 && beta - alpha == 1 && !is_mate(beta)) {
        int eval = refined_eval(s, ply);
        if (depth <= STATIC_CUT_DEPTH && eval - STATIC_CUT_MARGIN * depth >= beta)
            return eval;
        if (depth >= 3 && eval >= beta && has_pieces(s) &&
            null_cut(s, depth, ply, beta))
            return beta;
        futile = depth <= PRUNE_DEPTH && !is_mate(alpha)
                     ? 1 + (eval + FUTILITY_MARGIN * depth <= alpha)
                     : 0;
    }
    if (n < 0 && (n = vc_gen_legal(s->v, s->p, moves)) == 0)
        return no_moves(s, ply);
    for (int i = 0; i < n; i++)
        order[i] = order_score(s, moves[i], tt_move, ply);
    for (int i = 0; i < n; i++) {
        pick(moves, order, i, n);
        if (futile && i > 0 && !is_mate(best) &&
            skipped(s, moves[i], order[i], i, depth, futile > 1, &checks))
            continue;
        score = pvs(s, moves[i], i == 0, depth, ply, alpha, beta,
                    reduction(s, moves[i], i, depth, ply, check,
                              beta - alpha > 1));
        if (s->halted)
            return 0;
        if (score <= best)
            continue;
        best = score;
        best_move = moves[i];
        if (score > alpha) {
            alpha = score;
            update_pv(s, ply, moves[i]);
        }
        if (alpha >= beta) {
            reward(s, moves[i], depth, ply, moves, i);
            break;
        }
    }
    tt_store(s, depth, ply, best,
             best >= beta ? BOUND_LOWER
             : best > alpha0 ? BOUND_EXACT : BOUND_UPPER, best_move);
    return best;
}

/* ---- iterative deepening ------------------------------------------------ */

static void prepare(struct vc_searcher *s, const struct vc_variant *v,
                    const struct vc_pos *start, struct vc_pos *p,
                    const uint64_t *earlier, size_t n,
                    const struct vc_search_limits *lim)
{
    size_t keep = n < VC_EARLIER_MAX ? n : VC_EARLIER_MAX;

    s->v = v;
    s->p = p;
    if (!start)
        start = p;
    /* Sampling takes milliseconds: made again only for another variant or
     * start (or after vc_searcher_clear, as v may be new at an old
     * address). */
    if (s->eval_v != v || s->eval_tables != v->tables ||
        s->eval_start != start->key) {
        vc_eval_init(&s->eval, v, start, s->moves[0]);
        forget_evals(s);
        s->eval_v = v;
        s->eval_tables = v->tables;
        s->eval_start = start->key;
    }
    if (keep)
        memcpy(s->path, earlier + (n - keep), keep * sizeof(*earlier));
    s->path_base = (int)keep;
    s->path[keep] = p->key;
    s->nodes = 0;
    s->halted = 0;
    s->node_limit = lim->nodes;
    s->start_ns = now_ns();
    s->deadline_ns = lim->time_ms ? deadline_ns(s->start_ns, lim->time_ms) : 0;
    memset(s->killer, 0, sizeof(s->killer));
    s->played[0] = 0;
}

/* Nodes of s and, as far as they have told, of its helpers. */
static uint64_t all_nodes(const struct vc_searcher *s)
{
    uint64_t n = s->nodes;

    for (int i = 0; i < s->nhelpers; i++)
        n += atomic_load_explicit(&s->helpers[i]->shown_nodes,
                                  memory_order_relaxed);
    return n;
}

static void report(const struct vc_searcher *s, int depth, int score,
                   struct vc_search_report *r)
{
    r->depth = depth;
    r->score = score;
    r->nodes = all_nodes(s);
    r->time_ms = (now_ns() - s->start_ns) / 1000000u;
    r->pv_length = s->pv_len[0] < VC_PV_MAX ? s->pv_len[0] : VC_PV_MAX;
    memcpy(r->pv, s->pv[0], (size_t)r->pv_length * sizeof(*r->pv));
}

/* The first legal move, for a search stopped before depth 1 finished. */
static void fallback(struct vc_searcher *s, struct vc_search_report *best)
{
    uint32_t *moves = s->moves[0];
    int score;

    memset(best, 0, sizeof(*best));
    if (ended(s, 0, &score) || vc_gen_legal(s->v, s->p, moves) == 0) {
        best->score = ended(s, 0, &score) ? score : no_moves(s, 0);
        return;
    }
    best->pv[0] = moves[0];
    best->pv_length = 1;
}

/* Aspiration: from ASPIRE_DEPTH on, the root is searched in a window of
 * ASPIRE_WINDOW either side of the last score, widened on the side the
 * score falls out of, doubling, until it falls inside. */
#define ASPIRE_DEPTH 4
#define ASPIRE_WINDOW 30

static int aspire(struct vc_searcher *s, int depth, int last)
{
    int w = ASPIRE_WINDOW, lo = -VC_MATE - 1, hi = VC_MATE + 1;
    int alpha = lo, beta = hi;

    if (depth >= ASPIRE_DEPTH && !is_mate(last)) {
        alpha = last - w;
        beta = last + w;
    }
    for (;;) {
        int score = alphabeta(s, depth, 0, alpha, beta);
        if (s->halted || (score > alpha && score < beta))
            return score;
        w *= 2;
        if (score <= alpha)
            alpha = score - w > lo && w < VC_PAWN_VALUE * 8 ? score - w : lo;
        else
            beta = score + w < hi && w < VC_PAWN_VALUE * 8 ? score + w : hi;
    }
}

/* ---- helpers (lazy SMP) ------------------------------------------------ */

/* h ready to search what its main searcher s searches. */
static void prepare_helper(struct vc_searcher *h, const struct vc_searcher *s,
                           int max)
{
    h->v = s->v;
    h->own = *s->p;
    h->p = &h->own;
    h->eval = s->eval;
    h->eval_v = NULL; /* h->eval is s's: prepare() never runs on h */
    forget_evals(h);
    memcpy(h->path, s->path, (size_t)(s->path_base + 1) * sizeof(*s->path));
    h->path_base = s->path_base;
    h->nodes = 0;
    h->halted = 0;
    h->node_limit = 0;
    h->start_ns = s->start_ns;
    h->deadline_ns = 0;
    h->max_depth = max;
    memset(h->killer, 0, sizeof(h->killer));
    h->played[0] = 0;
    atomic_store(&h->stop, 0);
    atomic_store(&h->shown_nodes, 0);
}

/* A helper deepens on its own until told to stop, odd-numbered ones a
 * ply ahead, so that the threads spread over two depths; what it finds
 * reaches the main searcher through the table. */
static void *help(void *arg)
{
    struct vc_searcher *h = arg;

    for (int depth = 1 + h->helper % 2, score = 0; depth <= h->max_depth;
         depth++) {
        h->iteration = depth;
        score = aspire(h, depth, score);
        if (h->halted)
            break;
    }
    return NULL;
}

#define MAX_THREADS 64

/* Start s's helpers (where threads can be made); how many started. */
static int start_helpers(struct vc_searcher *s, pthread_t *thread, int max)
{
    int n = 0;

    for (int i = 0; i < s->nhelpers && i < MAX_THREADS - 1; i++) {
        prepare_helper(s->helpers[i], s, max);
        if (pthread_create(&thread[n], NULL, help, s->helpers[i]) != 0)
            break;
        n++;
    }
    return n;
}

static uint64_t stop_helpers(struct vc_searcher *s, pthread_t *thread,
                             int n)
{
    uint64_t nodes = 0;

    for (int i = 0; i < n; i++)
        atomic_store(&s->helpers[i]->stop, 1);
    for (int i = 0; i < n; i++) {
        pthread_join(thread[i], NULL);
        nodes += s->helpers[i]->nodes;
    }
    return nodes;
}

static void deepen(struct vc_searcher *s, int max,
                   const struct vc_search_limits *lim,
                   struct vc_search_report *best)
{
    for (int depth = 1, score = 0; depth <= max; depth++) {
        s->iteration = depth;
        score = aspire(s, depth, score);
        if (s->halted || s->pv_len[0] == 0)
            break;
        report(s, depth, score, best);
        if (lim->on_iteration && lim->on_iteration(best, lim->user))
            break;
        if (score > VC_MATE_BOUND && VC_MATE - score <= depth)
            break;
    }
}

void vc_search(struct vc_searcher *s, const struct vc_variant *v,
              const struct vc_pos *start, struct vc_pos *p,
              const uint64_t *earlier, size_t nearlier,
              const struct vc_search_limits *lim,
              struct vc_search_report *best)
{
    int max = lim->depth > 0 && lim->depth < VC_MAX_PLY - 2 ? lim->depth
                                                           : VC_MAX_PLY - 2;
    pthread_t thread[MAX_THREADS];
    uint64_t helped;
    int started;

    atomic_store(&s->stop, 0);
    prepare(s, v, start, p, earlier, nearlier, lim);
    fallback(s, best);
    if (best->pv_length == 0)
        return;
    started = start_helpers(s, thread, max);
    deepen(s, max, lim, best);
    helped = stop_helpers(s, thread, started);
    best->nodes = s->nodes + helped;
    best->time_ms = (now_ns() - s->start_ns) / 1000000u;
}
