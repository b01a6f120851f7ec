/* explain.c - why a move text names no legal move: the piece is not
 * there, or the move is illegal for a reason that is cheap to find.
 * Legality itself always comes from the engine; the ray walk below only
 * names a blocking cell for the message. */
#include "explain.h"
#include "base/error.h"

#include <stdio.h>
#include <string.h>

static const char *const side_name[2] = {"white", "black"};

struct why {
    const struct vc_variant *v;
    struct vc_pos *p;
    const struct vc_move_text *t;
    const char *text;
    vchess_error *err;
    char reason[100];
};

static int illegal(struct why *w)
{
    return vc_error_set(w->err, VCHESS_EILLEGAL, 0, "illegal move '%.24s': %s",
                        w->text, w->reason);
}

static const char *type_name(const struct vc_variant *v, int type)
{
    return type && v->piece[type].letter ? v->piece[type].name : "piece";
}

static const char *cell(const struct why *w, int c)
{
    return w->v->board->name[c];
}

/* ---- castling --------------------------------------------------------- */

/* The castling rule of the side to move that t names, or -1. */
static int castle_rule(const struct why *w, int from)
{
    for (int i = 0; i < w->v->ncastle; i++) {
        const struct vc_castle *c = &w->v->castle[i];
        if (c->color != w->p->side)
            continue;
        if (w->t->castle ? strcmp(c->san, w->t->castle) == 0
                         : from == c->king_from &&
                               VC_TYPE(w->p->sq[from]) == VC_ROYAL &&
                               vc_castle_named(w->v, i, w->t->to))
            return i;
    }
    return -1;
}

static int blocked_cell(const struct why *w, const struct vc_castle *c)
{
    for (int k = 0; k < c->nempty; k++)
        if (w->p->sq[c->empty[k]])
            return c->empty[k];
    return -1;
}

static int attacked_cell(const struct why *w, const struct vc_castle *c)
{
    for (int k = 0; k < c->nsafe; k++)
        if (vc_attacked(w->v, w->p, c->safe[k], w->p->side ^ 1))
            return c->safe[k];
    return -1;
}

static void castle_reason(struct why *w, int i)
{
    const struct vc_castle *c = &w->v->castle[i];
    int x;

    if (!(w->p->castle & (1u << i)))
        snprintf(w->reason, sizeof(w->reason), "no castling right '%c'",
                 c->right);
    else if ((x = blocked_cell(w, c)) >= 0)
        snprintf(w->reason, sizeof(w->reason), "%s is not empty", cell(w, x));
    else if ((x = attacked_cell(w, c)) == c->king_from)
        snprintf(w->reason, sizeof(w->reason), "the king is in check");
    else if (x >= 0)
        snprintf(w->reason, sizeof(w->reason), "%s is attacked", cell(w, x));
    else
        snprintf(w->reason, sizeof(w->reason), "the king would be in check");
}

/* ---- ordinary moves --------------------------------------------------- */

/* Legal moves from -> t->to, with and without promotion. */
static int legal_to(const struct why *w, int from, int *plain, int *promo)
{
    uint32_t moves[VC_MAX_GEN];
    int n = vc_gen_legal(w->v, w->p, moves);

    *plain = *promo = 0;
    for (int i = 0; i < n; i++)
        if (VC_MFROM(moves[i]) == from && VC_MTO(moves[i]) == w->t->to &&
            VC_MKIND(moves[i]) != VC_CASTLE)
            VC_MPROMO(moves[i]) ? ++*promo : ++*plain;
    return *plain + *promo;
}

/* A legal move from -> t->to with another promotion than the text's. */
static int promo_reason(struct why *w, int from)
{
    int plain, promo;

    legal_to(w, from, &plain, &promo);
    if (promo && !w->t->promo)
        snprintf(w->reason, sizeof(w->reason),
                 "a promotion piece is needed, e.g. =%c",
                 w->v->piece[w->v->promo[0]].letter);
    else if (plain && w->t->promo)
        snprintf(w->reason, sizeof(w->reason), "it is not a promotion");
    else if (promo)
        snprintf(w->reason, sizeof(w->reason), "no promotion to %s",
                 type_name(w->v, w->t->promo));
    return promo || plain;
}

static int pseudo_legal(const struct why *w, int from)
{
    uint32_t moves[VC_MAX_GEN];
    int n = vc_gen_pseudo(w->v, w->p, moves);

    for (int i = 0; i < n; i++)
        if (VC_MFROM(moves[i]) == from && VC_MTO(moves[i]) == w->t->to &&
            VC_MPROMO(moves[i]) == w->t->promo &&
            VC_MKIND(moves[i]) != VC_CASTLE)
            return 1;
    return 0;
}

/* Is t->to on this ray?  *blocker (-2 before the first ray): -1 once
 * some ray reaching t->to is clear, else the first occupied cell before
 * t->to on such a ray. */
static int on_ray(const struct why *w, const uint8_t *cells, int len,
                  int *blocker)
{
    int first = -1;

    for (int d = 0; d < len; d++) {
        if (cells[d] == w->t->to) {
            if (first < 0 || *blocker == -2)
                *blocker = first;
            return 1;
        }
        if (w->p->sq[cells[d]] && first < 0)
            first = cells[d];
    }
    return 0;
}

/* Is t->to on a ray of the piece on `from` (its move program)? */
static int reach(const struct why *w, int from, int *blocker)
{
    const struct vc_variant *v = w->v;
    const uint8_t *s =
        vc_program(v, w->p->side, VC_TYPE(w->p->sq[from]), from);
    int found = 0;

    *blocker = -2;
    while (*s++ != 0)
        for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
            found |= on_ray(w, s + 1, s[0], blocker);
    return found;
}

static void reach_reason(struct why *w, int from)
{
    int blocker, to = w->t->to;

    if (!reach(w, from, &blocker))
        snprintf(w->reason, sizeof(w->reason), "a %s cannot go from %s to %s",
                 type_name(w->v, VC_TYPE(w->p->sq[from])), cell(w, from),
                 cell(w, to));
    else if (blocker >= 0)
        snprintf(w->reason, sizeof(w->reason), "blocked on %s",
                 cell(w, blocker));
    else if (w->p->sq[to])
        snprintf(w->reason, sizeof(w->reason), "a %s cannot capture on %s",
                 type_name(w->v, VC_TYPE(w->p->sq[from])), cell(w, to));
    else
        snprintf(w->reason, sizeof(w->reason), "nothing to capture on %s",
                 cell(w, to));
}

static void move_reason(struct why *w, int from)
{
    uint8_t q = w->p->sq[w->t->to];

    if (q && VC_COLOR(q) == w->p->side)
        snprintf(w->reason, sizeof(w->reason), "%s holds a %s %s",
                 cell(w, w->t->to), side_name[w->p->side],
                 type_name(w->v, VC_TYPE(q)));
    else if (promo_reason(w, from))
        return;
    else if (pseudo_legal(w, from))
        snprintf(w->reason, sizeof(w->reason), "%s",
                 vc_in_check(w->v, w->p) ? "the king is in check"
                                         : "it would leave the king in check");
    else
        reach_reason(w, from);
}

/* ---- which piece ------------------------------------------------------ */

static int explain_piece(struct why *w, int from)
{
    int i = castle_rule(w, from);

    if (i >= 0)
        castle_reason(w, i);
    else
        move_reason(w, from);
    return illegal(w);
}

static int explain_from(struct why *w)
{
    int from = w->t->from, side = w->p->side;
    uint8_t q = w->p->sq[from];

    if (!q || VC_COLOR(q) != side)
        return vc_error_set(w->err, VCHESS_ENOPIECE, w->t->at_from,
                            "no %s piece on %s", side_name[side],
                            cell(w, from));
    if (!vc_text_from_ok(w->v, w->p, w->t, from))
        return vc_error_set(w->err, VCHESS_ENOPIECE, w->t->at_from,
                            "no %s %s on %s (a %s stands there)",
                            side_name[side], type_name(w->v, w->t->piece),
                            cell(w, from), type_name(w->v, VC_TYPE(q)));
    return explain_piece(w, from);
}

/* How near the piece on `from` comes to the text's move: 3 a legal move
 * (other promotion) or a castling rule, 2 a pseudo-legal move, 1 the
 * target on its rays, 0 nothing. */
static int nearness(const struct why *w, int from)
{
    int plain, promo, blocker;

    if (castle_rule(w, from) >= 0 || legal_to(w, from, &plain, &promo))
        return 3;
    if (pseudo_legal(w, from))
        return 2;
    return reach(w, from, &blocker);
}

/* ENOPIECE: no piece fits the piece letter and the from part. */
static int no_piece(const struct why *w, int type)
{
    const struct vc_move_text *t = w->t;
    const char *side = side_name[w->p->side];

    if (t->file)
        return vc_error_set(w->err, VCHESS_ENOPIECE, t->at_from,
                            "no %s %s on file %c", side, type_name(w->v, type),
                            t->file);
    if (t->rank >= 0)
        return vc_error_set(w->err, VCHESS_ENOPIECE, t->at_from,
                            "no %s %s on rank %d", side, type_name(w->v, type),
                            t->rank + 1);
    return vc_error_set(w->err, VCHESS_ENOPIECE, 0, "no %s %s", side,
                        type_name(w->v, type));
}

/* No from-cell written: explain the one piece that comes nearest. */
static int explain_search(struct why *w)
{
    int n = 0, from = -1, best = -1, nbest = 0;
    int type = w->t->piece ? w->t->piece : vc_pawn_type(w->v);

    for (int x = 0; x < w->v->board->ncells; x++) {
        int near;
        if (!vc_text_from_ok(w->v, w->p, w->t, x))
            continue;
        n++;
        near = nearness(w, x);
        nbest = near > best ? 1 : nbest + (near == best);
        if (near > best)
            best = near, from = x;
    }
    if (n == 0)
        return no_piece(w, type);
    if (nbest == 1 && (best > 0 || n == 1))
        return explain_piece(w, from);
    snprintf(w->reason, sizeof(w->reason), "no %s %s can go to %s",
             side_name[w->p->side], type_name(w->v, type), cell(w, w->t->to));
    return illegal(w);
}

/* A drop: none of the kind in hand, its cell taken, or a rule of the
 * variant (the check it leaves, where the kind may enter). */
static int explain_drop(struct why *w)
{
    int type = w->t->piece ? w->t->piece : w->v->hand_demote;
    const char *side = side_name[w->p->side];

    if (!w->v->drops || !type || !w->p->hand[w->p->side][type])
        return vc_error_set(w->err, VCHESS_ENOPIECE, 0, "no %s %s in hand",
                            side, type_name(w->v, type));
    if (w->p->sq[w->t->to])
        snprintf(w->reason, sizeof(w->reason), "%s is not empty",
                 cell(w, w->t->to));
    else if (vc_in_check(w->v, w->p))
        snprintf(w->reason, sizeof(w->reason), "the king is in check");
    else
        snprintf(w->reason, sizeof(w->reason), "the rules of %s let no %s "
                 "enter on %s now", w->v->name, type_name(w->v, type),
                 cell(w, w->t->to));
    return illegal(w);
}

/* The legal move t names once its gating part is left out, or 0. */
static uint32_t ungated_move(const struct why *w, struct vc_move_text *plain)
{
    uint32_t moves[VC_MAX_GEN];
    int n = vc_gen_legal(w->v, w->p, moves);

    *plain = *w->t;
    plain->gate = 0;
    plain->gate_cell = -1;
    for (int i = 0; i < n; i++)
        if (vc_text_names(w->v, w->p, plain, moves[i]))
            return moves[i];
    return 0;
}

/* Gating ("Nf3/H"): none of the kind in hand, a cell it may not enter,
 * a move off no gate; or the move itself is illegal. */
static int explain_gate(struct why *w)
{
    const struct vc_move_text *t = w->t;
    struct vc_move_text plain;
    uint32_t m = ungated_move(w, &plain);
    int from = VC_MFROM(m), partner = -1;

    if (!w->p->hand[w->p->side][t->gate])
        return vc_error_set(w->err, VCHESS_ENOPIECE, 0, "no %s %s in hand",
                            side_name[w->p->side], type_name(w->v, t->gate));
    if (!m)
        return vc_move_explain(w->v, w->p, &plain, w->text, w->err);
    if (VC_MKIND(m) == VC_CASTLE)
        partner = w->v->castle[VC_MCASTLE(m)].partner_from;
    if (t->gate_cell >= 0 && t->gate_cell != from && t->gate_cell != partner)
        snprintf(w->reason, sizeof(w->reason), "a piece from the hand enters "
                 "only where the move leaves a cell");
    else if (!vc_set_has(w->p->gates, t->gate_cell >= 0 ? t->gate_cell
                                                         : from))
        snprintf(w->reason, sizeof(w->reason), "%s is no gate (its piece "
                 "has moved)", cell(w, t->gate_cell >= 0 ? t->gate_cell
                                                         : from));
    else
        snprintf(w->reason, sizeof(w->reason), "the rules of %s let no %s "
                 "enter there", w->v->name, type_name(w->v, t->gate));
    return illegal(w);
}

int vc_move_explain(const struct vc_variant *v, struct vc_pos *p,
                    const struct vc_move_text *t, const char *text,
                    vchess_error *err)
{
    struct why w = {v, p, t, text, err, ""};
    int i;

    if (t->gate)
        return explain_gate(&w);
    if (t->drop)
        return explain_drop(&w);
    if (!t->castle)
        return t->from >= 0 ? explain_from(&w) : explain_search(&w);
    if ((i = castle_rule(&w, -1)) < 0)
        return vc_error_set(err, VCHESS_EILLEGAL, 0,
                            "illegal move '%.24s': no %s for %s in %s", text,
                            t->castle, side_name[p->side], v->name);
    return explain_piece(&w, v->castle[i].king_from);
}
