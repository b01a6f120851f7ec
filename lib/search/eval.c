/* eval.c - piece values and cell bonuses from move programs (see eval.h). */
#include "eval.h"

#include <string.h>

/* A piece reaching m cells on average is worth EVAL_SCALE * m^(3/4):
 * value grows slower than reach because long lines are often blocked. */
#define EVAL_SCALE 85.0

/* Square root by Newton's method (keeps the library free of libm). */
static double root(double x)
{
    double r = x > 1.0 ? x : 1.0;

    for (int i = 0; i < 60; i++)
        r = 0.5 * (r + x / r);
    return r;
}

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
    const uint8_t *s = &v->prog[v->prog_at[color][type][cell]];
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

static void piece_values(struct vc_eval *e, const struct vc_variant *v)
{
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];
        double m = mean_reach(v, t);

        if (t == VC_ROYAL && v->has_royal)
            e->value[t] = 0;
        else if (is_pawn(v, t))
            e->value[t] = VC_PAWN_VALUE;
        else
            e->value[t] = rounded(EVAL_SCALE * root(m) * root(root(m)));
    }
}

#define UNREACHED UINT16_MAX

/* Pawn moves of `type` from each cell to a promotion cell of `color`
 * (UNREACHED when none is reachable), by relaxation over its programs. */
static void promo_distance(const struct vc_variant *v, int color, int type,
                           uint16_t dist[VC_MAX_CELLS])
{
    int n = v->board->ncells, changed = 1;
    uint8_t flag =
        (uint8_t)((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << color);

    for (int c = 0; c < n; c++)
        dist[c] = v->cell_flags[c] & flag ? 0 : UNREACHED;
    while (changed) {
        changed = 0;
        for (int c = 0; c < n; c++) {
            const uint8_t *s = &v->prog[v->prog_at[color][type][c]];
            while (*s++ != 0)
                for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
                    for (int d = 0; d < s[0]; d++)
                        if (dist[s[1 + d]] + 1 < dist[c]) {
                            dist[c] = (uint16_t)(dist[s[1 + d]] + 1);
                            changed = 1;
                        }
        }
    }
}

static int best_promotion(const struct vc_eval *e, const struct vc_variant *v)
{
    int best = VC_PAWN_VALUE;

    for (int i = 0; i < v->npromo; i++)
        if (e->value[v->promo[i]] > best)
            best = e->value[v->promo[i]];
    return best;
}

/* A pawn gains a growing share (up to a fifth) of what promoting adds. */
static void pawn_cells(struct vc_eval *e, const struct vc_variant *v,
                       int color, int type)
{
    uint16_t dist[VC_MAX_CELLS];
    int far = 1, gain = best_promotion(e, v) - VC_PAWN_VALUE;

    promo_distance(v, color, type, dist);
    for (int c = 0; c < v->board->ncells; c++)
        if (dist[c] != UNREACHED && dist[c] > far)
            far = dist[c];
    for (int c = 0; c < v->board->ncells; c++) {
        int near = dist[c] == UNREACHED ? 0 : far - dist[c];
        e->cell[color][type][c] =
            (int16_t)(VC_PAWN_VALUE + gain * near * near / (far * far * 5));
    }
}

/* Part of the gain of a type change one move away (trump squares). */
static int morph_bonus(const struct vc_eval *e, const struct vc_variant *v,
                       int color, int type, int cell)
{
    const uint8_t *s = &v->prog[v->prog_at[color][type][cell]];
    int best = 0;

    for (int mode; (mode = *s++) != 0;)
        for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
            for (int d = 0; d < s[0]; d++) {
                int m = v->morph[s[1 + d]];
                if ((mode & VC_MOVE) && m && e->value[m] - e->value[type] > best)
                    best = e->value[m] - e->value[type];
            }
    return best / 8;
}

/* A piece's value, plus three centipawns per cell it reaches from there
 * beyond its average (a third of that for the royal piece). */
static void piece_cells(struct vc_eval *e, const struct vc_variant *v,
                        int color, int type)
{
    double mean = mean_reach(v, type);
    int royal = type == VC_ROYAL && v->has_royal;

    for (int c = 0; c < v->board->ncells; c++) {
        int centre = rounded(3.0 * (reach(v, color, type, c) - mean));
        e->cell[color][type][c] =
            (int16_t)(e->value[type] + (royal ? centre / 3 : centre));
    }
}

/* 1 if losing every piece of type t wins (extinctionValue = win). */
static int burden(const struct vc_variant *v, int t)
{
    const struct vc_extinction *x = &v->extinction;

    return x->on && x->value > 0 &&
           (x->types & (VC_EXTINCT_ARMY | (uint32_t)1 << t));
}

void vc_eval_init(struct vc_eval *e, const struct vc_variant *v)
{
    memset(e, 0, sizeof(*e));
    e->nwords = v->nwords;
    e->hands = v->drops;
    piece_values(e, v);
    for (int color = 0; color < 2; color++)
        for (int i = 0; i < v->ntypes; i++) {
            int t = v->type_list[i];
            if (is_pawn(v, t))
                pawn_cells(e, v, color, t);
            else
                piece_cells(e, v, color, t);
            if (t == VC_ROYAL && v->has_royal)
                continue;
            for (int c = 0; c < v->board->ncells; c++)
                e->cell[color][t][c] = (int16_t)(
                    e->cell[color][t][c] + morph_bonus(e, v, color, t, c));
        }
    for (int i = 0; i < v->ntypes; i++)
        if (burden(v, v->type_list[i]))
            for (int color = 0; color < 2; color++)
                for (int c = 0; c < v->board->ncells; c++)
                    e->cell[color][v->type_list[i]][c] =
                        (int16_t)-e->cell[color][v->type_list[i]][c];
}

int vc_evaluate(const struct vc_eval *e, const struct vc_pos *p)
{
    int score[2] = {0, 0};

    for (int color = 0; color < 2; color++)
        for (int w = 0; w < e->nwords; w++)
            for (uint64_t bb = p->occ[color][w]; bb; bb &= bb - 1) {
                int c = w * 64 + __builtin_ctzll(bb);
                score[color] += e->cell[color][VC_TYPE(p->sq[c])][c];
            }
    for (int color = 0; e->hands && color < 2; color++)
        for (int t = 1; t < VC_MAX_PTYPES; t++)
            score[color] += p->hand[color][t] * e->value[t];
    return score[p->side] - score[p->side ^ 1];
}
