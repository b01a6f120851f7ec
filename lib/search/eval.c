/* eval.c - piece values and cell bonuses from move programs (see eval.h). */
#include "eval.h"

#include <string.h>

/* A piece that has m moves on average in the sampled positions is worth
 * EVAL_SCALE * m^(9/8) centipawns; the two constants are fitted once, on
 * chess, to N = 3, R = 5, Q = 9 pawns (docs/piece-values.md). */
#define EVAL_SCALE 57.0

/* The sample: random games from the start position, every SAMPLE_EVERY
 * plies of SAMPLE_PLIES, their pieces scattered over the board. */
#define SAMPLE_GAMES 24
#define SAMPLE_PLIES 200
#define SAMPLE_EVERY 2

static int rounded(double x)
{
    return (int)(x < 0 ? x - 0.5 : x + 0.5);
}

static int is_pawn(const struct vc_variant *v, int type)
{
    return (v->piece[type].flags & VC_PF_PAWN) != 0;
}

/* Cells a piece of (colour, type) reaches from `cell` on the empty board. */
static int reach(const struct vc_variant *v, int color, int type, int cell)
{
    const uint8_t *s = vc_program(v, color, type, cell);
    int n = 0;

    while (*s++ != 0)
        for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
            n += s[0];
    return n;
}

static double mean_reach(const struct vc_variant *v, int type)
{
    int sum = 0, n = v->board->ncells;

    for (int c = 0; c < n; c++)
        sum += reach(v, 0, type, c);
    return n ? (double)sum / n : 0.0;
}

/* Square root by Newton's method (keeps the library free of libm). */
static double root(double x)
{
    double r = x > 1.0 ? x : 1.0;

    for (int i = 0; i < 60; i++)
        r = 0.5 * (r + x / r);
    return r;
}

static uint64_t next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* The pieces of p put on random empty cells (every other rule cleared),
 * so that mobility measures the density of play, not the start array. */
static void scatter(const struct vc_variant *v, const struct vc_pos *p,
                    struct vc_pos *out, uint64_t *rng)
{
    int n = v->board->ncells;

    vc_pos_clear(out);
    for (int c = 0; c < n; c++)
        if (p->sq[c]) {
            int to;
            do
                to = (int)(next_random(rng) % (uint64_t)n);
            while (out->sq[to]);
            vc_pos_put(v, out, to, p->sq[c]);
        }
}

/* Add to moves[t] the moves of a piece of each type t, of either colour,
 * set on a random empty cell of p (checks and pins not looked at), and
 * one to count[t]: every type is measured, whether p holds it or not. */
static void tally(const struct vc_variant *v, struct vc_pos *p,
                  uint32_t *room, uint64_t *rng, double moves[],
                  double count[])
{
    static const struct vc_danger none;
    int n = v->board->ncells;

    if (p->count[0] + p->count[1] >= n)
        return;
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];
        if (t == VC_ROYAL && v->has_royal)
            continue;
        for (int color = 0; color < 2; color++) {
            int c;
            do
                c = (int)(next_random(rng) % (uint64_t)n);
            while (p->sq[c]);
            vc_pos_put(v, p, c, (uint8_t)VC_PIECE(color, t));
            p->side = (uint8_t)color;
            moves[t] += vc_gen_piece_legal(v, p, c, 0, &none, room);
            count[t] += 1.0;
            vc_pos_remove(p, c);
        }
    }
}

/* Mean moves of each type over the sample (see SAMPLE_GAMES); room has
 * VC_MOVE_ROOM(v) moves. */
static void sample_mobility(const struct vc_variant *v,
                            const struct vc_pos *start, uint32_t *room,
                            double mobility[VC_MAX_PTYPES])
{
    double count[VC_MAX_PTYPES] = {0};
    uint64_t rng = 0x9E3779B97F4A7C15u;
    struct vc_pos p, q;
    struct vc_undo u;

    memset(mobility, 0, VC_MAX_PTYPES * sizeof(*mobility));
    for (int g = 0; g < SAMPLE_GAMES; g++) {
        p = *start;
        for (int ply = 0; ply < SAMPLE_PLIES && !vc_ended(v, &p); ply++) {
            int n;
            if (ply % SAMPLE_EVERY == 0) {
                scatter(v, &p, &q, &rng);
                tally(v, &q, room, &rng, mobility, count);
            }
            if ((n = vc_gen_legal(v, &p, room)) == 0)
                break;
            vc_make(v, &p, room[next_random(&rng) % (uint64_t)n], &u);
        }
    }
    for (int t = 0; t < VC_MAX_PTYPES; t++)
        mobility[t] = count[t] > 0 ? mobility[t] / count[t] : 0.0;
}

static void piece_values(struct vc_eval *e, const struct vc_variant *v,
                         const struct vc_pos *start, uint32_t *room)
{
    double m[VC_MAX_PTYPES];

    sample_mobility(v, start, room, m);
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];

        e->mob_mean[t] = m[t];

        if (t == VC_ROYAL && v->has_royal)
            e->value[t] = 0;
        else if (is_pawn(v, t))
            e->value[t] = VC_PAWN_VALUE;
        else
            e->value[t] = rounded(EVAL_SCALE * m[t] * root(root(root(m[t]))));
    }
}

#define UNREACHED UINT16_MAX

/* A piece with n moves, m on average, gains MOB_WORTH (sqrt(n/m) - 1):
 * nothing at its mean, -MOB_WORTH with none, +0.41 MOB_WORTH with twice
 * its mean (Stockfish's mobility tables have this shape). */
#define MOB_WORTH 60.0

/* Moves of a piece of (colour, type) from each cell to the nearest cell
 * where dist[] is 0 on entry (UNREACHED elsewhere, and where none is
 * reached), by relaxation over its programs on the empty board: every
 * group, or only those that move without capturing when `moving`. */
static void moves_to(const struct vc_variant *v, int color, int type,
                     int moving, uint16_t dist[VC_MAX_CELLS])
{
    int n = v->board->ncells, changed = 1;

    while (changed) {
        changed = 0;
        for (int c = 0; c < n; c++) {
            const uint8_t *s = vc_program(v, color, type, c);
            for (int mode; (mode = *s++) != 0;)
                for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
                    for (int d = 0; d < s[0]; d++)
                        if ((!moving || (mode & VC_MOVE)) &&
                            dist[s[1 + d]] + 1 < dist[c]) {
                            dist[c] = (uint16_t)(dist[s[1 + d]] + 1);
                            changed = 1;
                        }
        }
    }
}

/* Pawn moves of `type` from each cell to a promotion cell of `color`. */
static void promo_distance(const struct vc_variant *v, int color, int type,
                           uint16_t dist[VC_MAX_CELLS])
{
    uint8_t flag =
        (uint8_t)((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << color);

    for (int c = 0; c < v->board->ncells; c++)
        dist[c] = v->cell_flags[c] & flag ? 0 : UNREACHED;
    moves_to(v, color, type, 0, dist);
}

static int best_promotion(const struct vc_eval *e, const struct vc_variant *v)
{
    int best = VC_PAWN_VALUE;

    for (int i = 0; i < v->npromo; i++)
        if (e->value[v->promo[i]] > best)
            best = e->value[v->promo[i]];
    return best;
}

/* A pawn gains a growing share of what promoting adds: up to a
 * PAWN_MG-th while the opponent has its pieces, a PAWN_EG-th without. */
#define PAWN_MG 20
#define PAWN_EG 5

/* What promoting adds times the square of a pawn's progress: nothing on
 * the cells farthest from promotion, the whole gain on a promotion cell
 * (a pawn of (color, type) on each cell). */
static void promotion_shares(const struct vc_eval *e,
                             const struct vc_variant *v, int color, int type,
                             int share[VC_MAX_CELLS])
{
    uint16_t dist[VC_MAX_CELLS];
    int far = 1, gain = best_promotion(e, v) - VC_PAWN_VALUE;

    promo_distance(v, color, type, dist);
    for (int c = 0; c < v->board->ncells; c++)
        if (dist[c] != UNREACHED && dist[c] > far)
            far = dist[c];
    for (int c = 0; c < v->board->ncells; c++) {
        int near = dist[c] == UNREACHED ? 0 : far - dist[c];
        share[c] = gain * near * near / (far * far);
    }
}

static void pawn_cells(struct vc_eval *e, const struct vc_variant *v,
                       int color, int type)
{
    int share[VC_MAX_CELLS];

    promotion_shares(e, v, color, type, share);
    for (int c = 0; c < v->board->ncells; c++) {
        e->cell[color][type][c] =
            (int16_t)(VC_PAWN_VALUE + share[c] / PAWN_MG);
        if (e->pass_slot[type])
            e->adv[e->pass_slot[type] - 1][color][c] =
                (int16_t)(share[c] / PAWN_MG);
        e->pawn_eg[color][type][c] =
            (int16_t)(share[c] / PAWN_EG - share[c] / PAWN_MG);
    }
}

/* Moves (not captures) of a piece of (colour, type) from each cell to
 * the nearest cell that makes it another type (v->morph, trump
 * squares). */
static void morph_distance(const struct vc_variant *v, int color, int type,
                           uint16_t dist[VC_MAX_CELLS])
{
    for (int c = 0; c < v->board->ncells; c++)
        dist[c] = v->morph[c] && v->morph[c] != type ? 0 : UNREACHED;
    moves_to(v, color, type, 1, dist);
}

/* What the best of v's type changes adds to a piece of `type` (0 if none
 * adds anything). */
static int morph_gain(const struct vc_eval *e, const struct vc_variant *v,
                      int type)
{
    int best = 0;

    for (int c = 0; c < v->board->ncells; c++)
        if (v->morph[c] && e->value[v->morph[c]] - e->value[type] > best)
            best = e->value[v->morph[c]] - e->value[type];
    return best;
}

/* A piece d moves from a cell that makes it a stronger type holds a
 * MORPH_SHARE^d-th of the gain: a third one move away, a ninth two moves
 * away (bench/strength/README.md, tenth series). */
#define MORPH_SHARE 3

static void morph_cells(struct vc_eval *e, const struct vc_variant *v,
                        int color, int type)
{
    uint16_t dist[VC_MAX_CELLS];
    int gain = morph_gain(e, v, type);

    if (gain == 0)
        return;
    morph_distance(v, color, type, dist);
    for (int c = 0; c < v->board->ncells; c++) {
        int share = gain;
        if (dist[c] == 0 || dist[c] == UNREACHED)
            continue;
        for (int d = 0; d < dist[c]; d++)
            share /= MORPH_SHARE;
        e->cell[color][type][c] = (int16_t)(e->cell[color][type][c] + share);
    }
}

/* A piece's value, plus three centipawns per cell it reaches from there
 * beyond its average (the royal piece's cells are its own, below). */
static void piece_cells(struct vc_eval *e, const struct vc_variant *v,
                        int color, int type)
{
    double mean = mean_reach(v, type);
    int royal = type == VC_ROYAL && v->has_royal;

    for (int c = 0; c < v->board->ncells; c++) {
        int centre = rounded(3.0 * (reach(v, color, type, c) - mean));
        e->cell[color][type][c] =
            (int16_t)(e->value[type] + (royal ? 0 : centre));
    }
}

/* Moves of a piece of (colour, type) from the cells where from[c] is set
 * to every cell (UNREACHED where none leads), breadth first over its
 * programs on the empty board: every group, or only those that move
 * without capturing when `moving`. */
static void steps_from(const struct vc_variant *v, int color, int type,
                       int moving, const uint8_t *from,
                       uint16_t dist[VC_MAX_CELLS])
{
    uint8_t queue[VC_MAX_CELLS];
    int n = v->board->ncells, head = 0, tail = 0;

    for (int c = 0; c < n; c++) {
        dist[c] = from[c] ? 0 : UNREACHED;
        if (from[c])
            queue[tail++] = (uint8_t)c;
    }
    while (head < tail) {
        int c = queue[head++];
        const uint8_t *s = vc_program(v, color, type, c);
        for (int mode; (mode = *s++) != 0;)
            for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
                for (int d = 0; (!moving || (mode & VC_MOVE)) && d < s[0];
                     d++)
                    if (dist[s[1 + d]] == UNREACHED) {
                        dist[s[1 + d]] = (uint16_t)(dist[c] + 1);
                        queue[tail++] = s[1 + d];
                    }
    }
}

/* While the opponent keeps its pieces the royal piece gains CASTLED on
 * the cells castling shelters it on: those as near its partner's cell
 * as the cell castling takes it to (g1, h1, g2, h2 for O-O). */
#define CASTLED 30

static void castled_cells(struct vc_eval *e, const struct vc_variant *v,
                          int color)
{
    uint8_t from[VC_MAX_CELLS] = {0}, shelter[VC_MAX_CELLS] = {0};
    uint16_t dist[VC_MAX_CELLS];

    for (int i = 0; i < v->ncastle; i++) {
        const struct vc_castle *k = &v->castle[i];
        if (k->color != color || k->king_type != VC_ROYAL)
            continue;
        from[k->partner_from] = 1;
        steps_from(v, color, VC_ROYAL, 0, from, dist);
        from[k->partner_from] = 0;
        for (int c = 0; c < v->board->ncells; c++)
            shelter[c] |= dist[c] <= dist[k->king_to];
    }
    for (int c = 0; c < v->board->ncells; c++)
        if (shelter[c])
            e->king_mg[color][c] = (int16_t)(e->king_mg[color][c] + CASTLED);
}

/* The royal piece's cells: while the opponent keeps its pieces, it
 * loses KING_BACK per move it stands away from the cells where its own
 * side's pieces start (other than pawns), and gains on the cells castling
 * shelters it on (castled_cells()); in the endgame it gains
 * KING_CENTRE per move its mean distance to the other cells is below the
 * board's mean (the centre, on any board).  vc_evaluate() mixes the two by
 * the opponent's material left. */
#define KING_BACK 20
#define KING_CENTRE 20
#define KING_FAR 5

static void royal_cells(struct vc_eval *e, const struct vc_variant *v,
                        const struct vc_pos *start, int color)
{
    uint8_t from[VC_MAX_CELLS] = {0}, one[VC_MAX_CELLS] = {0};
    uint16_t dist[VC_MAX_CELLS];
    double mean_dist[VC_MAX_CELLS], all = 0;
    int n = v->board->ncells, any = 0, counted = 0;

    for (int c = 0; c < n; c++) {
        uint8_t q = start->sq[c];
        if (q && VC_COLOR(q) == color && !is_pawn(v, VC_TYPE(q)))
            from[c] = 1, any = 1;
    }
    steps_from(v, color, VC_ROYAL, 0, from, dist);
    for (int c = 0; c < n; c++) {
        int away = dist[c] == UNREACHED ? 4 : dist[c] < 4 ? dist[c] : 4;
        e->king_mg[color][c] = (int16_t)(any ? -KING_BACK * away : 0);
    }
    castled_cells(e, v, color);
    for (int c = 0; c < n; c++) {
        double sum = 0;
        int m = 0;
        one[c] = 1;
        steps_from(v, color, VC_ROYAL, 0, one, dist);
        one[c] = 0;
        for (int d = 0; d < n; d++) {
            if (color == 0)
                e->king_dist[c][d] =
                    (uint8_t)(dist[d] < KING_FAR ? dist[d] : KING_FAR);
            if (dist[d] != UNREACHED)
                sum += dist[d], m++;
        }
        mean_dist[c] = m > 1 ? sum / m : -1;
        if (m > 1)
            all += mean_dist[c], counted++;
    }
    for (int c = 0; c < n; c++)
        e->king_eg[color][c] = (int16_t)(
            mean_dist[c] < 0 || !counted
                ? 0
                : rounded(KING_CENTRE * (all / counted - mean_dist[c])));
}

/* 1 if losing every piece of type t wins (extinctionValue = win). */
static int burden(const struct vc_variant *v, int t)
{
    const struct vc_extinction *x = &v->extinction;

    return x->on && x->value > 0 &&
           (x->types & (VC_EXTINCT_ARMY | (uint32_t)1 << t));
}

/* The cells from which a pawn of `color` (any pawn type) attacks each
 * cell, on the empty board. */
static void pawn_attackers(const struct vc_variant *v, int color,
                           uint64_t rev[VC_MAX_CELLS][VC_SET_WORDS])
{
    memset(rev, 0, sizeof(uint64_t) * VC_MAX_CELLS * VC_SET_WORDS);
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];
        if (!is_pawn(v, t))
            continue;
        for (int y = 0; y < v->board->ncells; y++) {
            const uint8_t *s = vc_program(v, color, t, y);
            for (int mode; (mode = *s++) != 0;)
                for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
                    for (int d = 0; (mode & VC_CAPTURE) && d < s[0]; d++)
                        rev[s[1 + d]][y >> 6] |= 1ull << (y & 63);
        }
    }
}

/* The span of a pawn of (colour, type) on c (struct vc_eval's span). */
static void pawn_span(const struct vc_variant *v, int color, int type, int c,
                      uint64_t rev[VC_MAX_CELLS][VC_SET_WORDS],
                      uint64_t *span)
{
    uint8_t from[VC_MAX_CELLS] = {0};
    uint16_t dist[VC_MAX_CELLS];

    from[c] = 1;
    steps_from(v, color, type, 1, from, dist);
    for (int x = 0; x < v->board->ncells; x++) {
        if (dist[x] == UNREACHED)
            continue;
        for (int w = 0; w < VC_SET_WORDS; w++)
            span[w] |= rev[x][w];
        if (x != c)
            span[x >> 6] |= 1ull << (x & 63);
    }
}

static void passed_spans(struct vc_eval *e, const struct vc_variant *v)
{
    uint64_t rev[VC_MAX_CELLS][VC_SET_WORDS];
    int slots = 0;

    for (int i = 0; i < v->ntypes && slots < VC_PASS_SLOTS; i++) {
        int t = v->type_list[i];
        if (is_pawn(v, t) && !burden(v, t))
            e->pass_slot[t] = (uint8_t)++slots;
    }
    for (int color = 0; color < 2; color++) {
        pawn_attackers(v, color ^ 1, rev);
        for (int i = 0; i < v->ntypes; i++) {
            int t = v->type_list[i], k = e->pass_slot[t] - 1;
            if (!e->pass_slot[t])
                continue;
            for (int c = 0; c < v->board->ncells; c++)
                pawn_span(v, color, t, c, rev, e->span[k][color][c]);
        }
    }
}

/* 1 if on every cell the groups of (colour, type) that mobility() counts
 * walk each target once from the nearest on, so that its plans count the
 * same (vc_reach_both()). */
static int counts_by_plan(const struct vc_eval *e, const struct vc_variant *v,
                          int color, int type)
{
    if (!v->reach_ok)
        return 0;
    for (int c = 0; c < v->board->ncells; c++) {
        const uint8_t *s = e->prog[color][type] + e->prog_at[color][type][c];
        for (int mode; (mode = *s++) != 0;) {
            int nr = *s++;
            if ((mode & VC_BOTH) == VC_BOTH &&
                (mode & ~VC_BOTH) != 0) /* pawn walks, careful, skips */
                return 0;
            for (; nr > 0; nr--)
                s += 1 + s[0];
        }
    }
    return 1;
}

void vc_eval_init(struct vc_eval *e, const struct vc_variant *v,
                  const struct vc_pos *start, uint32_t *room)
{
    memset(e, 0, sizeof(*e));
    e->nwords = v->nwords;
    e->v = v;
    e->hands = v->drops;
    piece_values(e, v, start, room);
    passed_spans(e, v);
    for (int color = 0; color < 2; color++)
        for (int i = 0; i < v->ntypes; i++) {
            int t = v->type_list[i];
            if (is_pawn(v, t))
                pawn_cells(e, v, color, t);
            else
                piece_cells(e, v, color, t);
            if (!(t == VC_ROYAL && v->has_royal))
                morph_cells(e, v, color, t);
        }
    for (int color = 0; color < 2; color++)
        for (int t = 0; t < VC_MAX_PTYPES; t++) {
            e->prog[color][t] = v->prog_of[VC_PIECE(color, t)];
            e->prog_at[color][t] = v->prog_at[color][t];
        }
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];
        double mean = e->mob_mean[t];
        if (is_pawn(v, t) || (t == VC_ROYAL && v->has_royal) || burden(v, t) ||
            mean < 1.0)
            continue;
        e->mob_on[t] = 1;
        for (int color = 0; color < 2; color++)
            e->mob_sets[color][t] = (uint8_t)counts_by_plan(e, v, color, t);
        for (int n = 0; n <= VC_MOB_MAX; n++)
            e->mob_bonus[t][n] =
                (int16_t)rounded(MOB_WORTH * (root(n / mean) - 1.0));
    }
    e->king_terms = v->has_royal && !burden(v, VC_ROYAL);
    for (int color = 0; e->king_terms && color < 2; color++)
        royal_cells(e, v, start, color);
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];
        if (!is_pawn(v, t) && !(t == VC_ROYAL && v->has_royal) &&
            !burden(v, t))
            e->phase_value[t] = e->value[t];
    }
    e->full = 0;
    for (int c = 0; c < v->board->ncells; c++)
        if (start->sq[c] && VC_COLOR(start->sq[c]) == 0)
            e->full += e->phase_value[VC_TYPE(start->sq[c])];
    if (e->full <= 0)
        e->king_terms = 0;
    for (int i = 0; i < v->ntypes; i++)
        if (burden(v, v->type_list[i]))
            for (int color = 0; color < 2; color++)
                for (int c = 0; c < v->board->ncells; c++) {
                    int t = v->type_list[i];
                    e->cell[color][t][c] = (int16_t)-e->cell[color][t][c];
                    e->pawn_eg[color][t][c] =
                        (int16_t)-e->pawn_eg[color][t][c];
                }
}

/* Moves of the piece of (colour, type) on cell c in p, counting only its
 * groups that both move and capture and are not a pawn's: along each ray,
 * from its least distance on, empty cells up to the first occupied one,
 * and that one if the opponent's (a target two rays share counts twice). */
static int mobility(const struct vc_eval *e, const struct vc_pos *p,
                    int color, int type, int c)
{
    const uint8_t *s = e->prog[color][type] + e->prog_at[color][type][c];
    int n = 0;

    for (int mode; (mode = *s++) != 0;) {
        int nr = *s++, skip = mode >> 4; /* least distance - 1 */
        if ((mode & VC_BOTH) != VC_BOTH || (mode & VC_WALK_PAWN)) {
            for (; nr > 0; nr--)
                s += 1 + s[0];
            continue;
        }
        for (; nr > 0; nr--, s += 1 + s[0])
            for (int d = 0; d < s[0]; d++) {
                uint8_t q = p->sq[s[1 + d]];
                if (q) {
                    n += d >= skip && VC_COLOR(q) != color;
                    break;
                }
                n += d >= skip;
            }
    }
    return n;
}

/* 1 if an enemy pawn stands in the span of the pawn of (colour, type) on
 * c: it is not passed. */
static int blocked(const struct vc_eval *e, const struct vc_pos *p,
                   int color, int type, int c)
{
    const uint64_t *span = e->span[e->pass_slot[type] - 1][color][c];
    uint64_t any = 0;

    for (int w = 0; w < e->nwords; w++)
        any |= span[w] & p->pawns[w] & p->occ[color ^ 1][w];
    return any != 0;
}

/* A passed pawn on c of colour, whose cell adds adv, gains in the
 * endgame as the enemy royal piece stands far from it and its own near
 * (Stockfish's king proximity: 5 and 2 per move, times 0.3 adv, about
 * its weight by rank in centipawns). */
static int escort(const struct vc_eval *e, const struct vc_pos *p, int color,
                  int c, int adv)
{
    int own = p->king[color], enemy = p->king[color ^ 1];

    if (!e->king_terms || own == VC_NO_CELL || enemy == VC_NO_CELL)
        return 0;
    return (5 * e->king_dist[enemy][c] - 2 * e->king_dist[own][c]) * adv * 3 /
           10;
}

int vc_evaluate(const struct vc_eval *e, const struct vc_pos *p)
{
    int score[2] = {0, 0}, material[2] = {0, 0};
    int mg[2] = {0, 0}, eg[2] = {0, 0};

    for (int color = 0; color < 2; color++)
        for (int w = 0; w < e->nwords; w++)
            for (uint64_t bb = p->occ[color][w]; bb; bb &= bb - 1) {
                int c = w * 64 + __builtin_ctzll(bb), t = VC_TYPE(p->sq[c]);
                score[color] += e->cell[color][t][c];
                material[color] += e->phase_value[t];
                if (e->mob_on[t]) {
                    int n = e->mob_sets[color][t]
                                ? vc_reach_both(e->v, p, c)
                                : mobility(e, p, color, t, c);
                    score[color] +=
                        e->mob_bonus[t][n < VC_MOB_MAX ? n : VC_MOB_MAX];
                }
                if (t == VC_ROYAL && e->king_terms) {
                    mg[color] += e->king_mg[color][c];
                    eg[color] += e->king_eg[color][c];
                }
                eg[color] += e->pawn_eg[color][t][c];
                if (e->pass_slot[t]) {
                    int adv = e->adv[e->pass_slot[t] - 1][color][c];
                    if (blocked(e, p, color, t, c)) {
                        score[color] -= adv / 2;
                        eg[color] -= e->pawn_eg[color][t][c] / 2;
                    } else
                        eg[color] += escort(e, p, color, c, adv);
                }
            }
    for (int color = 0; e->hands && color < 2; color++)
        for (int t = 1; t < VC_MAX_PTYPES; t++) {
            score[color] += p->hand[color][t] * e->value[t];
            material[color] += p->hand[color][t] * e->phase_value[t];
        }
    for (int color = 0; color < 2; color++) {
        int them = material[color ^ 1];
        int left = them < e->full ? them : e->full;
        score[color] += e->full <= 0 ? eg[color] /* pawns alone */
                        : (mg[color] * left + eg[color] * (e->full - left)) /
                              e->full;
    }
    return score[p->side] - score[p->side ^ 1];
}
