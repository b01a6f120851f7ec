/* features.c - the evaluation's terms, one by one, for a least-squares
 * fit against another engine's scores (README.md beside it).
 *
 *     features VARIANT < FEN;score lines > table
 *
 * For each position: the score read, then each term for the side to move
 * minus the other side, at unit weight, then the number of pieces of each
 * type (count_X, X its letter: board and hand), then vc_evaluate()'s own
 * score.
 * It includes eval.c to reach the helpers that build the evaluation. */
#include "../../../lib/search/eval.c"
#include "api/api.h"

#include <stdio.h>
#include <stdlib.h>

enum {
    F_MATERIAL,  /* piece values, hands included */
    F_CENTRE,    /* cells of reach beyond the type's mean, per piece */
    F_CENTRE_REL,/* the same times the piece's value per cell of reach */
    F_MOB_MG,    /* sqrt(moves / sampled mean) - 1, times the
                    opponent's material left (0 to 1) */
    F_MOB_EG,    /* the same times 1 - that */
    F_PAWN_MG,   /* promotion gain times progress squared */
    F_PAWN_EG,   /* the same times 1 - opponent's material left */
    F_KING_BACK, /* moves of the royal piece away from its back cells */
    F_KING_CENTRE, /* the royal piece's endgame centrality */
    F_TEMPO,     /* 1 for the side to move */
    F_PRESSURE,  /* moves of pieces onto the enemy royal piece's cells */
    F_PRESSURE2, /* the square of that count */
    F_SUPPORTED, /* pawns a pawn of their side takes on */
    F_DOUBLED,   /* pawns with a pawn of their side and type ahead */
    F_THREAT,    /* enemy pieces (neither pawn nor royal) our pawns take on */
    NF
};
static const char *const names[NF] = {
    "material", "centre", "centre_rel", "mob_mg", "mob_eg", "pawn_mg",
    "pawn_eg", "king_back", "king_centre", "tempo", "pressure",
    "pressure2", "supported", "doubled", "threat"};

struct tables {
    double mean_reach[VC_MAX_PTYPES];
    int share[2][VC_MAX_PTYPES][VC_MAX_CELLS]; /* promotion_shares() */
};

/* Cells the first steps of each ray of (color, type) from c reach, in
 * groups with any of the mode bits `want`, into set (1 per cell). */
static void first_steps(const struct vc_variant *v, int color, int type,
                        int c, int want, uint8_t *set)
{
    const uint8_t *s = vc_program(v, color, type, c);

    for (int mode; (mode = *s++) != 0;)
        for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
            if (s[0] && (mode & want))
                set[s[1]] = 1;
}

/* Moves of the piece on c along its capturing groups onto zone cells. */
static int zone_hits(const struct vc_variant *v, const struct vc_pos *p,
                     int color, int type, int c, const uint8_t *zone)
{
    const uint8_t *s = vc_program(v, color, type, c);
    int n = 0;

    for (int mode; (mode = *s++) != 0;) {
        int nr = *s++, skip = mode >> 4;
        for (; nr > 0; nr--, s += 1 + s[0])
            for (int d = 0; (mode & VC_CAPTURE) && d < s[0]; d++) {
                n += d >= skip && zone[s[1 + d]];
                if (p->sq[s[1 + d]])
                    break;
            }
    }
    return n;
}

/* 1 if a pawn of the same side and type stands on the cells the pawn on
 * c walks to, step after step. */
static int pawn_ahead(const struct vc_variant *v, const struct vc_pos *p,
                      int color, int type, int c)
{
    for (int i = 0; i < v->board->ncells; i++) {
        int to = -1;
        const uint8_t *s = vc_program(v, color, type, c);
        for (int mode; to < 0 && (mode = *s++) != 0;)
            for (int nr = *s++; nr > 0; nr--, s += 1 + s[0])
                if (s[0] && (mode & VC_MOVE) && to < 0)
                    to = s[1];
        if (to < 0)
            return 0;
        if (p->sq[to] == VC_PIECE(color, type))
            return 1;
        c = to;
    }
    return 0;
}

static void features(const struct vc_variant *v, const struct vc_eval *e,
                     const struct tables *tb, const struct vc_pos *p,
                     double out[NF])
{
    double f[2][NF] = {{0}}, left[2];
    int material[2] = {0, 0}, hits[2] = {0, 0}, n = v->board->ncells;
    uint8_t zone[2][VC_MAX_CELLS] = {{0}}, pawn_takes[2][VC_MAX_CELLS] = {{0}};

    for (int c = 0; c < n; c++)
        if (p->sq[c]) {
            int color = VC_COLOR(p->sq[c]), t = VC_TYPE(p->sq[c]);
            material[color] += e->phase_value[t];
            if (t == VC_ROYAL && v->has_royal) {
                zone[color][c] = 1;
                first_steps(v, color, t, c, VC_MOVE, zone[color]);
            }
            if (is_pawn(v, t))
                first_steps(v, color, t, c, VC_CAPTURE, pawn_takes[color]);
        }
    for (int color = 0; color < 2; color++)
        for (int t = 1; t < VC_MAX_PTYPES; t++)
            material[color] += p->hand[color][t] * e->phase_value[t];
    for (int color = 0; color < 2; color++) {
        int them = material[color ^ 1];
        left[color] = e->full > 0 ? (double)(them < e->full ? them : e->full) /
                                        e->full
                                  : 0;
    }
    for (int c = 0; c < n; c++) {
        int color, t;
        double *g, r;
        if (!p->sq[c])
            continue;
        color = VC_COLOR(p->sq[c]), t = VC_TYPE(p->sq[c]), g = f[color];
        if (t == VC_ROYAL && v->has_royal) {
            if (e->king_terms) {
                g[F_KING_BACK] += e->king_mg[color][c] / (double)KING_BACK *
                                  left[color];
                g[F_KING_CENTRE] += e->king_eg[color][c] /
                                    (double)KING_CENTRE * (1 - left[color]);
            }
            continue;
        }
        if (is_pawn(v, t)) {
            g[F_MATERIAL] += VC_PAWN_VALUE;
            g[F_PAWN_MG] += tb->share[color][t][c];
            g[F_PAWN_EG] += tb->share[color][t][c] * (1 - left[color]);
            g[F_SUPPORTED] += pawn_takes[color][c];
            g[F_DOUBLED] += pawn_ahead(v, p, color, t, c);
            continue;
        }
        f[color ^ 1][F_THREAT] += pawn_takes[color ^ 1][c];
        g[F_MATERIAL] += e->value[t];
        r = reach(v, color, t, c) - tb->mean_reach[t];
        g[F_CENTRE] += r;
        if (tb->mean_reach[t] > 0)
            g[F_CENTRE_REL] += e->value[t] / tb->mean_reach[t] * r;
        if (e->mob_on[t]) {
            double m = root(mobility(e, p, color, t, c) / e->mob_mean[t]) - 1;
            g[F_MOB_MG] += m * left[color];
            g[F_MOB_EG] += m * (1 - left[color]);
        }
        hits[color] += zone_hits(v, p, color, t, c, zone[color ^ 1]);
    }
    for (int color = 0; color < 2; color++) {
        for (int t = 1; t < VC_MAX_PTYPES; t++)
            f[color][F_MATERIAL] += p->hand[color][t] * e->value[t];
        f[color][F_PRESSURE] = hits[color] * left[color];
        f[color][F_PRESSURE2] = hits[color] * hits[color] * left[color];
    }
    f[p->side][F_TEMPO] = 1;
    for (int i = 0; i < NF; i++)
        out[i] = f[p->side][i] - f[p->side ^ 1][i];
}

/* Pieces of type t of the side to move, on the board and in hand, less
 * the other side's. */
static int count(const struct vc_variant *v, const struct vc_pos *p, int t)
{
    int n = p->hand[p->side][t] - p->hand[p->side ^ 1][t];

    for (int c = 0; c < v->board->ncells; c++)
        if (p->sq[c] && VC_TYPE(p->sq[c]) == t)
            n += VC_COLOR(p->sq[c]) == p->side ? 1 : -1;
    return n;
}

int main(int argc, char **argv)
{
    const vchess_variant *handle;
    vchess_error err;
    static struct vc_eval e;
    static struct tables tb;
    struct vc_pos start, p;
    char line[1024];
    uint32_t *room;

    if (argc != 2 || vchess_variant_builtin(&handle, argv[1], &err) != 0) {
        fprintf(stderr, "usage: features VARIANT < FEN;score lines\n");
        return 2;
    }
    const struct vc_variant *v = &handle->v;
    room = malloc(VC_MOVE_ROOM(v) * sizeof(*room));
    if (!room || vc_fen_parse(v, v->start_fen, &start, &err) != 0)
        return 1;
    vc_eval_init(&e, v, &start, room);
    for (int i = 0; i < v->ntypes; i++) {
        int t = v->type_list[i];
        tb.mean_reach[t] = mean_reach(v, t);
        for (int color = 0; is_pawn(v, t) && color < 2; color++)
            promotion_shares(&e, v, color, t, tb.share[color][t]);
    }
    printf("score");
    for (int i = 0; i < NF; i++)
        printf(" %s", names[i]);
    for (int i = 0; i < v->ntypes; i++)
        printf(" count_%c", v->piece[v->type_list[i]].letter);
    printf(" eval\n");
    while (fgets(line, sizeof(line), stdin)) {
        char *semi = strchr(line, ';');
        double out[NF];
        if (!semi)
            continue;
        *semi++ = 0;
        semi[strcspn(semi, "\r\n")] = 0;
        if (vc_fen_parse(v, line, &p, &err) != 0)
            continue;
        features(v, &e, &tb, &p, out);
        printf("%s", semi);
        for (int i = 0; i < NF; i++)
            printf(" %.3f", out[i]);
        for (int i = 0; i < v->ntypes; i++)
            printf(" %d", count(v, &p, v->type_list[i]));
        printf(" %d\n", vc_evaluate(&e, &p));
    }
    free(room);
    return 0;
}
