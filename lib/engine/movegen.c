/* movegen.c - the one table-driven move generator of all variants. */
#include "position.h"

#include <string.h>

struct gen {
    const struct vc_variant *v;
    const struct vc_pos *p;
    uint32_t *out;
    int n;
    int n_ep;         /* en passant captures generated */
    uint8_t promo_flag; /* VC_CELL_PROMO_* and _OPT_* of the side to move */
    uint8_t opt_flag;   /* VC_CELL_PROMO_OPT_* of the side to move */
    uint32_t promo_full; /* types at their promotion limit (bit per type) */
    uint8_t tactical;   /* captures and promotions only (vc_gen_tactical) */
    uint64_t seen[VC_SET_WORDS]; /* targets of the current piece, when
                                    rays overlap (walk_dedup) */
};

static void add(struct gen *g, int from, int to, int kind, int aux)
{
    g->out[g->n++] = VC_MOVE_CODE(from, to, 0, kind, aux);
}

/* A pawn move, once per promotion choice on a promotion cell (except
 * types at their limit), and once more unpromoted where that is a
 * choice. */
static inline void add_pawn(struct gen *g, int from, int to, int kind,
                            int aux)
{
    uint8_t flags = g->v->cell_flags[to];

    if (!(flags & g->promo_flag)) {
        add(g, from, to, kind, aux);
        return;
    }
    if (flags & g->opt_flag)
        add(g, from, to, kind, aux);
    for (int i = 0; i < g->v->npromo; i++)
        if (!(g->promo_full >> g->v->promo[i] & 1))
            g->out[g->n++] = VC_MOVE_CODE(from, to, g->v->promo[i], kind, aux);
}

/* With overlapping rays a target is added once per piece. */
static int first_visit(struct gen *g, int to)
{
    uint64_t *word = &g->seen[to >> 6], bit = (uint64_t)1 << (to & 63);

    if (*word & bit)
        return 0;
    *word |= bit;
    return 1;
}

/* 1 unless g lists tactical moves only and a pawn's step to `to` would
 * not promote there. */
static inline int promotes_or_all(const struct gen *g, int to)
{
    return !g->tactical || (g->v->cell_flags[to] & g->promo_flag);
}

/* Pawn steps: promotions and two-cell steps (which record the skipped
 * cell); a group that may also capture does so where it is stopped.
 * Cells nearer than `first` only have to be empty. */
static void walk_pawn(struct gen *g, int mode, int from, const uint8_t *cells,
                      int len)
{
    const struct vc_pos *p = g->p;
    int first = mode >> 4;

    for (int d = 0; d < len; d++) {
        int to = cells[d];
        uint8_t q = p->sq[to];

        if (q) {
            if (d >= first && VC_COLOR(q) != p->side && (mode & VC_CAPTURE))
                add_pawn(g, from, to, VC_NORMAL, 0);
            return;
        }
        if (d >= first && (mode & VC_MOVE) && promotes_or_all(g, to)) {
            int ep = d == 1 && !(g->v->no_ep[cells[0]] >> (p->side ^ 1) & 1);
            add_pawn(g, from, to, ep ? VC_DOUBLE : VC_NORMAL,
                     ep ? cells[0] : 0);
        }
    }
}

/* Pawn captures, en passant included. */
static void walk_pawn_capture(struct gen *g, int mode, int from,
                              const uint8_t *cells, int len)
{
    const struct vc_pos *p = g->p;
    int first = mode >> 4;

    for (int d = 0; d < len; d++) {
        int to = cells[d];
        uint8_t q = p->sq[to];

        if (q) {
            if (d >= first && VC_COLOR(q) != p->side)
                add_pawn(g, from, to, VC_NORMAL, 0);
            return;
        }
        if (d >= first && to == p->ep) {
            add(g, from, to, VC_EP, 0);
            g->n_ep++;
        }
    }
}

/* Every other piece: the hot loop of move generation. */
static void walk_plain(struct gen *g, int mode, int from, const uint8_t *cells,
                       int len)
{
    const uint8_t *sq = g->p->sq;
    int side = g->p->side, n = g->n;
    uint32_t *out = g->out;

    for (int d = 0; d < len; d++) {
        int to = cells[d];
        uint8_t q = sq[to];

        if (q) {
            if (VC_COLOR(q) != side && (mode & VC_CAPTURE))
                out[n++] = (uint32_t)from | (uint32_t)to << 8;
            break;
        }
        if (mode & VC_MOVE)
            out[n++] = (uint32_t)from | (uint32_t)to << 8;
    }
    g->n = n;
}

/* Rook rings, where the same target may lie on several rays, and moves
 * whose nearest cells (mode >> 4 of them) only have to be empty. */
static void walk_dedup(struct gen *g, int mode, int from,
                       const uint8_t *cells, int len)
{
    const struct vc_pos *p = g->p;
    int first = mode >> 4;

    for (int d = 0; d < len; d++) {
        int to = cells[d];
        uint8_t q = p->sq[to];

        if (q) {
            if (d >= first && VC_COLOR(q) != p->side &&
                (mode & VC_CAPTURE) && first_visit(g, to))
                add(g, from, to, VC_NORMAL, 0);
            return;
        }
        if (d >= first && (mode & VC_MOVE) && first_visit(g, to))
            add(g, from, to, VC_NORMAL, 0);
    }
}

/* A careful pawn group (VC_WALK_CAREFUL: other groups of the piece may
 * reach its targets), of either kind: walk_pawn() and
 * walk_pawn_capture() adding each target once.  Rare, so apart. */
static __attribute__((noinline)) void
walk_pawn_careful(struct gen *g, int mode, int from, const uint8_t *cells,
                  int len)
{
    const struct vc_pos *p = g->p;
    int first = mode >> 4, takes = (mode & VC_BOTH) == VC_CAPTURE;

    for (int d = 0; d < len; d++) {
        int to = cells[d];
        uint8_t q = p->sq[to];

        if (q) {
            if (d >= first && VC_COLOR(q) != p->side &&
                (mode & VC_CAPTURE) && first_visit(g, to))
                add_pawn(g, from, to, VC_NORMAL, 0);
            return;
        }
        if (d < first)
            continue;
        if (takes) {
            if (to == p->ep && first_visit(g, to)) {
                add(g, from, to, VC_EP, 0);
                g->n_ep++;
            }
        } else if ((mode & VC_MOVE) && first_visit(g, to) &&
                   promotes_or_all(g, to)) {
            int ep = d == 1 && !(g->v->no_ep[cells[0]] >> (p->side ^ 1) & 1);
            add_pawn(g, from, to, ep ? VC_DOUBLE : VC_NORMAL,
                     ep ? cells[0] : 0);
        }
    }
}

/* Run the piece's move program (see struct vc_variant); with `tactical`
 * its groups other than pawns' only capture. */
static inline __attribute__((always_inline)) void
run_program(struct gen *g, int from, const int tactical)
{
    const struct vc_variant *v = g->v;
    const uint8_t *s = vc_program_of(v, g->p->sq[from], from);
    int mode;

    memset(g->seen, 0, sizeof(g->seen)); /* cheaper than a loop */
    while ((mode = *s++) != 0) {
        int nrays = *s++;
        if (tactical && !(mode & VC_WALK_PAWN)) {
            if (!(mode & VC_CAPTURE)) {
                for (; nrays > 0; nrays--, s += 1 + s[0])
                    ;
                continue;
            }
            mode &= ~VC_MOVE;
        }
        if (!(mode & ~VC_BOTH))
            for (; nrays > 0; nrays--, s += 1 + s[0])
                walk_plain(g, mode, from, s + 1, s[0]);
        else if ((mode & (VC_WALK_PAWN | VC_WALK_CAREFUL | VC_BOTH)) ==
                 (VC_WALK_PAWN | VC_CAPTURE))
            for (; nrays > 0; nrays--, s += 1 + s[0])
                walk_pawn_capture(g, mode, from, s + 1, s[0]);
        else if ((mode & (VC_WALK_PAWN | VC_WALK_CAREFUL)) == VC_WALK_PAWN)
            for (; nrays > 0; nrays--, s += 1 + s[0])
                walk_pawn(g, mode, from, s + 1, s[0]);
        else if (mode & VC_WALK_PAWN)
            for (; nrays > 0; nrays--, s += 1 + s[0])
                walk_pawn_careful(g, mode, from, s + 1, s[0]);
        else
            for (; nrays > 0; nrays--, s += 1 + s[0])
                walk_dedup(g, mode, from, s + 1, s[0]);
    }
}

static inline void gen_piece(struct gen *g, int from)
{
    if (g->tactical)
        run_program(g, from, 1);
    else
        run_program(g, from, 0);
}

/* promotedPieceType: each of the board moves out[start..end) of a kind
 * that promotes, entering, leaving or moving within the promotion cells,
 * may promote; it must where the variant says so or where the piece
 * would be stuck.  Once per list, not per piece: the common variants
 * pay one test. */
static __attribute__((noinline)) void piece_promotions(struct gen *g,
                                                       int start, int end)
{
    const struct vc_variant *v = g->v;
    int side = g->p->side;
    uint8_t zone = (uint8_t)((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << side);

    for (int i = start; i < end; i++) {
        uint32_t m = g->out[i];
        int from = VC_MFROM(m), to = VC_MTO(m);
        int type = VC_TYPE(g->p->sq[from]), promo = v->promotes_to[type];
        if (!promo && v->piece_demotion)
            promo = v->piece[type].base;
        if (!promo || VC_MDROP(m) || VC_MKIND(m) == VC_CASTLE ||
            (!(v->cell_flags[from] & zone) && !(v->cell_flags[to] & zone)) ||
            (v->piece[type].flags & VC_PF_PAWN) || /* promoted as pawns */
            (g->promo_full >> v->piece[promo].shape & 1))
            continue;
        m |= (uint32_t)promo << 16;
        if (v->piece_promo_forced || vc_set_has(v->stuck[side][type], to))
            g->out[i] = m;
        else
            g->out[g->n++] = m;
    }
}

static int castle_ok(const struct vc_variant *v, const struct vc_pos *p,
                     int i)
{
    const struct vc_castle *c = &v->castle[i];

    if (c->color != p->side || !(p->castle & (1u << i)) ||
        p->sq[c->king_from] != VC_PIECE(p->side, c->king_type) ||
        p->sq[c->partner_from] != VC_PIECE(p->side, c->partner_type))
        return 0;
    for (int k = 0; k < c->nempty; k++)
        if (p->sq[c->empty[k]])
            return 0;
    for (int k = 0; k < c->nsafe; k++)
        if (vc_attacked(v, p, c->safe[k], p->side ^ 1))
            return 0;
    return 1;
}

/* The types the side to move may no longer promote to (promo_limit). */
static uint32_t promo_full(const struct vc_variant *v, const struct vc_pos *p)
{
    uint16_t count[VC_MAX_PTYPES] = {0}; /* 256 cells: wider than a byte */
    uint32_t full = 0;

    for (int c = 0; c < v->board->ncells; c++)
        if (p->sq[c] && VC_COLOR(p->sq[c]) == p->side) {
            int t = VC_TYPE(p->sq[c]);
            count[v->piece[t].base ? v->piece[t].shape : t]++;
        }
    for (int t = 1; t < VC_MAX_PTYPES; t++)
        if (v->promo_limit[t] && count[t] >= v->promo_limit[t])
            full |= (uint32_t)1 << t;
    return full;
}

/* g ready to generate p's moves (seen is cleared by each piece). */
static void gen_start(struct gen *g, const struct vc_variant *v,
                      const struct vc_pos *p, uint32_t *out)
{
    g->v = v;
    g->p = p;
    g->out = out;
    g->n = g->n_ep = 0;
    g->promo_flag =
        (uint8_t)((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << p->side);
    g->opt_flag = (uint8_t)(VC_CELL_PROMO_OPT_W << p->side);
    g->promo_full = v->has_promo_limit ? promo_full(v, p) : 0;
    g->tactical = 0;
}

static int legal_by_make(const struct vc_variant *v, struct vc_pos *p,
                         uint32_t m);

/* The castling moves g's position allows; with `test` (the same position,
 * writable) only those that leave the royal piece unattacked. */
static void gen_castles(struct gen *g, struct vc_pos *test)
{
    const struct vc_variant *v = g->v;

    for (int i = 0; i < v->ncastle; i++) {
        uint32_t m = VC_MOVE_CODE(v->castle[i].king_from,
                                  v->castle[i].king_to, 0, VC_CASTLE, i);
        if ((g->p->castle >> i & 1) && castle_ok(v, g->p, i) &&
            (!test || legal_by_make(v, test, m))) {
            g->out[g->n++] = m;
            if (v->gate_moves)
                g->n = vc_gate_add(v, g->p, g->out, g->n - 1, g->n);
        }
    }
}

static const uint64_t all_cells[VC_SET_WORDS] = {~0ULL, ~0ULL, ~0ULL, ~0ULL};

int vc_gen_pseudo(const struct vc_variant *v, const struct vc_pos *p,
                  uint32_t *out)
{
    struct gen g;

    gen_start(&g, v, p, out);
    for (int w = 0; w < v->nwords; w++) {
        uint64_t bb = p->occ[p->side][w];
        while (bb) {
            gen_piece(&g, w * 64 + __builtin_ctzll(bb));
            bb &= bb - 1;
        }
    }
    if (v->piece_promo)
        piece_promotions(&g, 0, g.n);
    if (v->gate_moves)
        g.n = vc_gate_add(v, p, out, 0, g.n);
    gen_castles(&g, NULL);
    if (v->drops && !v->gate_only)
        g.n += vc_gen_drops(v, p, all_cells, out + g.n);
    return g.n;
}

/* 1 if m leaves the mover's royal piece unattacked (make / test / unmake). */
static int legal_by_make(const struct vc_variant *v, struct vc_pos *p,
                         uint32_t m)
{
    struct vc_undo u;
    int us = p->side, ok;

    vc_make_unkeyed(v, p, m, &u);
    ok = p->king[us] == VC_NO_CELL || !vc_attacked(v, p, p->king[us], us ^ 1);
    vc_unmake(v, p, &u);
    return ok;
}

/* Keep the legal ones of out[from .. n); returns the new end. */
static int keep_legal(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t *out, int from, int n)
{
    int k = from;

    for (int i = from; i < n; i++)
        if (legal_by_make(v, p, out[i]))
            out[k++] = out[i];
    return k;
}

/* Moves of the royal piece: an ordinary step is legal when its target is
 * safe with the royal piece lifted off its cell (so it cannot shield the
 * target from a line through its own cell); anything else is made. */
static int keep_royal(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t *out, int from, int n)
{
    int k = from, cell = p->king[p->side], them = p->side ^ 1;

    for (int i = from; i < n; i++) {
        uint32_t m = out[i];
        int ok;

        if (m >> 16) {
            ok = legal_by_make(v, p, m);
        } else {
            ok = !vc_attacked_lifted(v, p, VC_MTO(m), them, cell);
        }
        if (ok)
            out[k++] = m;
    }
    return k;
}

/* Keep the moves of out[from .. n) that block the one line giving check
 * or capture its checker; en passant captures are made and tested. */
static int keep_evasions(const struct vc_variant *v, struct vc_pos *p,
                         uint32_t *out, int from, int n,
                         const uint64_t *evade)
{
    int k = from;

    for (int i = from; i < n; i++) {
        int blocks = vc_set_has(evade, VC_MTO(out[i]));

        if (VC_MKIND(out[i]) == VC_EP ? legal_by_make(v, p, out[i]) : blocks)
            out[k++] = out[i];
    }
    return k;
}

/* Keep out[from .. n) but test the en passant captures among them. */
static int keep_ep_legal(const struct vc_variant *v, struct vc_pos *p,
                         uint32_t *out, int from, int n)
{
    int k = from;

    for (int i = from; i < n; i++)
        if (VC_MKIND(out[i]) != VC_EP || legal_by_make(v, p, out[i]))
            out[k++] = out[i];
    return k;
}

/* A piece's moves, filtered.  A piece that shields no line to its royal
 * piece cannot expose it by moving away, so out of check all its moves
 * stand, and in check by one line exactly those onto that line.  The
 * royal piece, pinned pieces, en passant captures and double checks are
 * tested one move at a time. */
static void gen_piece_legal(struct gen *g, struct vc_pos *p, int from,
                            int checks, const struct vc_danger *dg)
{
    int start = g->n, n_ep = g->n_ep;

    gen_piece(g, from);
    if (from == p->king[p->side])
        g->n = keep_royal(g->v, p, g->out, start, g->n);
    else if (checks > 1 || vc_set_has(dg->pinned, from))
        g->n = keep_legal(g->v, p, g->out, start, g->n);
    else if (checks)
        g->n = keep_evasions(g->v, p, g->out, start, g->n, dg->evade);
    else if (g->n_ep != n_ep)
        g->n = keep_ep_legal(g->v, p, g->out, start, g->n);
}

int vc_gen_legal(const struct vc_variant *v, struct vc_pos *p,
                 uint32_t *out)
{
    struct gen g;
    struct vc_danger dg;
    int checks;

    gen_start(&g, v, p, out);
    if (vc_ended(v, p))
        return 0;
    checks = vc_king_danger(v, p, &dg);
    for (int w = 0; w < v->nwords; w++) {
        uint64_t bb = p->occ[p->side][w];
        while (bb) {
            gen_piece_legal(&g, p, w * 64 + __builtin_ctzll(bb), checks,
                            &dg);
            bb &= bb - 1;
        }
    }
    if (v->piece_promo)
        piece_promotions(&g, 0, g.n);
    /* a gating move is legal when its move is: the piece entering may
     * not shut a line the move opens (the rule of S-Chess's inventors) */
    if (v->gate_moves)
        g.n = vc_gate_add(v, p, out, 0, g.n);
    gen_castles(&g, p);
    if (v->drops && !v->gate_only) {
        /* a drop cannot expose the royal piece; in check it must shut
         * the line; a royal piece in hand (placement) may not enter
         * attacked */
        int start = g.n;
        g.n += vc_gen_drops(v, p, all_cells, out + g.n);
        if (checks || p->hand[p->side][VC_ROYAL])
            g.n = keep_legal(v, p, out, start, g.n);
    }
    if (v->makpong && checks)
        g.n = vc_makpong_keep(v, p, out, g.n);
    if (v->listed)
        g.n = vc_filter_moves(v, p, out, g.n);
    return g.n;
}

int vc_gen_piece_legal(const struct vc_variant *v, struct vc_pos *p,
                       int from, int checks, const struct vc_danger *dg,
                       uint32_t *out)
{
    struct gen g;

    gen_start(&g, v, p, out);
    gen_piece_legal(&g, p, from, checks, dg);
    if (v->piece_promo)
        piece_promotions(&g, 0, g.n);
    if (v->gate_moves)
        g.n = vc_gate_add(v, p, out, 0, g.n);
    return g.n;
}

int vc_gen_castles_legal(const struct vc_variant *v, struct vc_pos *p,
                         uint32_t *out)
{
    struct gen g;

    gen_start(&g, v, p, out);
    gen_castles(&g, p);
    return g.n;
}

/* Whether vc_gen_tactical() may leave quiet moves out: no rule of v makes
 * a capture's legality depend on the other moves or adds to a capture
 * what the quiet moves' rules add (promotion of pieces, gating). */
static int tactical_apart(const struct vc_variant *v)
{
    return !v->pseudo_royal && !v->no_checks && !v->must_drop &&
           !v->makpong && !v->gate_moves && !v->piece_promo;
}

int vc_gen_tactical(const struct vc_variant *v, struct vc_pos *p,
                    uint32_t *out)
{
    struct gen g;
    struct vc_danger dg;
    int checks;

    if (!tactical_apart(v))
        return vc_gen_legal(v, p, out);
    gen_start(&g, v, p, out);
    if (vc_ended(v, p))
        return 0;
    if ((checks = vc_king_danger(v, p, &dg)) != 0)
        return vc_gen_legal(v, p, out);
    g.tactical = 1;
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[p->side][w]; bb; bb &= bb - 1)
            gen_piece_legal(&g, p, w * 64 + __builtin_ctzll(bb), 0, &dg);
    if (v->listed)
        g.n = vc_filter_moves(v, p, out, g.n);
    return g.n;
}
