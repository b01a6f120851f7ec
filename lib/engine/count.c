/* count.c - how many legal moves a position has, without listing them
 * (the last ply of perft): the answer of vc_gen_legal(), read from the
 * plans (targets.h), the cell-set form of the move programs.  Pawns
 * that move by fixed cell offsets are counted all at once by their shift
 * groups (shift.c); the royal piece's steps are tested target by target;
 * a piece whose moves need testing one by one (pinned pieces, any piece
 * in double check, pawns that may take en passant or promote under a
 * limit) is still listed.  Positions after the moves of one position
 * (count_after()) share what the move leaves alone: the royal piece's
 * danger and safe steps, and the pieces' and pawns' counts
 * (struct sibling_memo). */
#ifdef HAVE_CONFIG_H
#include <config.h> /* VC_CLONES (cellset.h) */
#endif
#include "make.h"
#include "targets.h"

#include <string.h>

/* The moves a pawn's targets m add for promotion: one per choice but
 * the first on promotion cells, one more where it may also not promote. */
static int promotion_extra(const struct vc_variant *v, int side,
                           const uint64_t m[2], int nw)
{
    int n = 0;

    for (int w = 0; w < nw; w++)
        n += (v->npromo - 1) * vc_cells_in(m[w] & v->promo_cells[side][w]) +
             vc_cells_in(m[w] & v->promo_opt_cells[side][w]);
    return n;
}

/* s moved by delta cells (|delta| < 64). */
HOT void shifted(uint64_t out[2], const uint64_t s[2], int delta, int nw)
{
    if (nw == 1) {
        out[0] = delta > 0 ? s[0] << delta : s[0] >> -delta;
    } else if (delta > 0) {
        out[1] = s[1] << delta | s[0] >> (64 - delta);
        out[0] = s[0] << delta;
    } else {
        out[0] = s[0] >> -delta | s[1] << (64 + delta);
        out[1] = s[1] >> -delta;
    }
}

/* The moves of a shift group's targets m, each promotion choice counted
 * when `promo` (a pawn may promote). */
HOT int counted(const struct vc_variant *v, int side, const uint64_t m[2],
                int nw, int promo)
{
    int n = vc_cells_in(m[0]) + (nw > 1 ? vc_cells_in(m[1]) : 0);

    if (promo && ((m[0] & v->promo_cells[side][0]) |
                  (m[1] & v->promo_cells[side][1])))
        n += promotion_extra(v, side, m, nw);
    return n;
}

/* The pawns of group g into at; 0 if there are none. */
HOT int pawns_on(uint64_t at[2], const uint64_t pawns[2],
                 const struct vc_shift *g, int nw)
{
    at[0] = pawns[0] & g->from[0];
    at[1] = nw > 1 ? pawns[1] & g->from[1] : 0;
    return (at[0] | at[1]) != 0;
}

/* Moves of the pawns `pawns` of code q, by its shift groups. */
HOT int count_shifted(const struct vc_variant *v, const struct sets *s,
                      int q, const uint64_t pawns[2], const uint64_t *onto,
                      int nw)
{
    const struct vc_shift *g = v->shift[q], *end = g + v->nshifts[q];
    int side = q >> 5, n = 0,
        promo = ((pawns[0] & v->shift_promo_from[q][0]) |
                 (pawns[1] & v->shift_promo_from[q][1])) != 0;

    for (; g < end; g++) {
        uint64_t at[2], m[2] = {0, 0};
        if (!pawns_on(at, pawns, g, nw))
            continue;
        if (g->len == 1) {
            shifted(at, at, g->delta[0], nw);
            for (int w = 0; w < nw; w++)
                m[w] = at[w] & onto[w] &
                       (g->mode ? s->to[g->mode][w]
                                : (g->to[0][w] & s->to[VC_MOVE][w]) |
                                      (g->to[1][w] & s->to[VC_CAPTURE][w]));
        }
        for (int k = 0; k < g->len && g->len > 1 && (at[0] | at[1]); k++) {
            int step = k < VC_SHIFT_STEPS ? k : VC_SHIFT_STEPS - 1;
            shifted(at, at, g->delta[step], nw);
            for (int w = 0; w < nw; w++) {
                m[w] |= at[w] & s->to[g->mode][w] & onto[w];
                at[w] &= s->to[VC_MOVE][w]; /* a line goes on over empty
                                               cells only */
            }
        }
        n += counted(v, side, m, nw, promo);
    }
    return n;
}

/* Moves of one piece that shields nothing: its targets (onto the line
 * of the one check, if in check), each promotion choice counted. */
HOT int count_piece(const struct vc_variant *v, const struct vc_pos *p,
                    const struct sets *s, int from, const uint64_t *onto,
                    int nw, int tabled)
{
    const struct vc_plan *pl = &v->plan[p->sq[from]][from];
    uint64_t t[2], m[2] = {0, 0};
    int n;

    targets(t, v, p, s, p->sq[from], pl, nw, tabled);
    m[0] = t[0] & onto[0];
    n = vc_cells_in(m[0]);
    if (nw > 1) {
        m[1] = t[1] & onto[1];
        n += vc_cells_in(m[1]);
    }
    if (pl->promo && n)
        n += promotion_extra(v, p->side, m, nw);
    return n;
}

static __attribute__((noinline)) int
listed(const struct vc_variant *v, struct vc_pos *p, int from, int checks,
       const struct vc_danger *dg)
{
    uint32_t moves[VC_MOVE_ROOM(v)];

    return vc_gen_piece_legal(v, p, from, checks, dg, moves);
}

/* Moves of a listed piece other than the royal one.  A piece listed
 * only because it is pinned is counted by its targets on the lines of
 * its pins (vc_pin_lines(); and on the line of the one check, if in
 * check): a move onto them keeps each line shut, and the piece shields
 * no other line.  Not inlined, and called as listed() is: rare, it
 * would crowd count_legal()'s registers, and it reads its sets without
 * line tables. */
static __attribute__((noinline)) int
count_listed(const struct vc_variant *v, struct vc_pos *p, int from,
             int checks, const struct vc_danger *dg)
{
    uint64_t tested[2], keep[2] = {~(uint64_t)0, ~(uint64_t)0};
    struct sets s;

    listed_cells(tested, v, p, checks, NULL);
    if (vc_set_has(tested, from) || !vc_pin_lines(v, p, from, keep))
        return listed(v, p, from, checks, dg);
    if (checks) {
        keep[0] &= dg->evade[0];
        keep[1] &= dg->evade[1];
    }
    sets_of(&s, p);
    return count_piece(v, p, &s, from, keep, 2, 0);
}

/* Makpong's royal piece in check: its legal moves that take the checker
 * (makpong.c). */
static __attribute__((noinline)) int
makpong_royal(const struct vc_variant *v, struct vc_pos *p, int from,
              int checks, const struct vc_danger *dg)
{
    uint32_t moves[VC_MOVE_ROOM(v)];
    int n = vc_gen_piece_legal(v, p, from, checks, dg, moves);

    return vc_makpong_keep(v, p, moves, n);
}

/* What sibling positions (the positions after the moves of one,
 * count_after()) share about their side to move.  vc_king_danger()
 * reads only the cells of the enemy's scan lines onto the royal piece,
 * vc_attacked_lifted() those onto the cell it tests, and a piece's
 * targets depend only on the cells of its lines and leaps (piece_zone):
 * a move that changes none of them leaves the answer as it was, so each
 * is found once for such siblings.  A move other than a castling or an
 * en passant capture changes its two cells only. */
struct sibling_memo {
    uint64_t zone[2];       /* the cells of the lines onto the royal piece */
    uint64_t touched[2];    /* the two cells of the move made */
    uint64_t safe_known[2]; /* targets of the piece whose safety is known */
    uint64_t safe[2];       /* ... and safe */
    int checks;             /* -1: the danger is not known yet */
    struct vc_danger dg;
    uint64_t count_known[2]; /* cells whose piece's moves are counted, */
    uint16_t count[128];     /* not in check: the counts, */
    int known_sum;           /* and their sum */
    uint64_t stale[2];       /* pieces whose moves the move changed */
    uint64_t pawn_zone[2];   /* the cells the shifted pawns' moves depend
                                on (a pawn taken changes pawn_sets) */
    int pawns_known;         /* 1: pawn_count is of the pawns pawn_sets */
    int pawn_count;
    uint64_t pawn_sets[VC_MAX_SHIFT_CODES][2];
    /* by_cell[c]: the cells of the pieces (of the side to move after the
     * moves) whose moves depend on cell c; not pawns moved by shifts */
    uint64_t by_cell[128][2];
    /* The royal piece's targets' zones cut at the first piece of each
     * line in the position before the moves (occ), found for the targets
     * of cut_known when a move touches the whole zone. */
    uint64_t occ[2];
    uint64_t cut_known[2];
    uint64_t cut[128][2];
};

/* The memo's by_cell and pawn_zone for the pieces of the side not to
 * move in p. */
HOT void memo_by_cell(struct sibling_memo *memo, const struct vc_variant *v,
                      const struct vc_pos *p)
{
    memset(memo->by_cell, 0, (size_t)v->board->ncells * sizeof(*memo->by_cell));
    memo->pawn_zone[0] = memo->pawn_zone[1] = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t bb = p->occ[p->side ^ 1][w]; bb; bb &= bb - 1) {
            int x = w * 64 + __builtin_ctzll(bb), code = p->sq[x];
            const uint64_t *zone = v->piece_zone[code][x];
            if (v->shift_slot[code]) {
                memo->pawn_zone[0] |= zone[0];
                memo->pawn_zone[1] |= zone[1];
                continue;
            }
            if (VC_TYPE(code) == VC_ROYAL)
                continue;
            for (int z = 0; z < 2; z++)
                for (uint64_t c = zone[z]; c; c &= c - 1)
                    memo->by_cell[z * 64 + __builtin_ctzll(c)][w] |= bb & -bb;
        }
}

/* The memo of the siblings after p's moves, whose royal piece is on k
 * (in the zone too: a move that takes it changes the answer). */
HOT void memo_start(struct sibling_memo *memo, const struct vc_variant *v,
                    const struct vc_pos *p, int k)
{
    for (int w = 0; w < 2; w++) {
        memo->zone[w] = v->scan_zone[p->side][k][w];
        memo->safe_known[w] = memo->safe[w] = memo->count_known[w] = 0;
        memo->occ[w] = p->occ[0][w] | p->occ[1][w];
        memo->cut_known[w] = 0;
    }
    memo->known_sum = 0;
    vc_set_add(memo->zone, k);
    memo->checks = -1;
    memo->pawns_known = 0;
    memo_by_cell(memo, v, p);
}

/* Word w of the set of cell c alone. */
HOT uint64_t word_of_cell(int c, int w)
{
    return (c >> 6) == w ? (uint64_t)1 << (c & 63) : 0;
}

/* Note the cells move m changes; 0 if it is a castling or an en passant
 * capture, which change more: the memo is not to be used then. */
HOT int memo_touch(struct sibling_memo *memo, uint32_t m)
{
    if (VC_MKIND(m) == VC_CASTLE || VC_MKIND(m) == VC_EP)
        return 0;
    for (int w = 0; w < 2; w++)
        memo->touched[w] = word_of_cell(VC_MFROM(m), w) |
                           word_of_cell(VC_MTO(m), w);
    for (int w = 0; w < 2; w++)
        memo->stale[w] = memo->by_cell[VC_MFROM(m)][w] |
                         memo->by_cell[VC_MTO(m)][w];
    return 1;
}

/* 1 if the move left the cells of `zone` alone. */
HOT int memo_untouched(const struct sibling_memo *memo, const uint64_t *zone)
{
    return !((memo->touched[0] & zone[0]) | (memo->touched[1] & zone[1]));
}

/* The cells the safety of the royal piece, lifted from `from`, on `to`
 * depends on in the position before the moves: its lines up to their
 * first pieces (the royal one not counted), found once. */
static const uint64_t *royal_cut(const struct vc_variant *v,
                                 const struct vc_pos *p,
                                 struct sibling_memo *memo, int to, int from)
{
    if (!vc_set_has(memo->cut_known, to)) {
        uint64_t occ[2] = {memo->occ[0], memo->occ[1]};
        occ[from >> 6] &= ~((uint64_t)1 << (from & 63));
        if (!vc_scan_cut(v, p->side ^ 1, to, occ, memo->cut[to]))
            memcpy(memo->cut[to], v->scan_zone[p->side ^ 1][to],
                   sizeof(memo->cut[to]));
        vc_set_add(memo->cut_known, to);
    }
    return memo->cut[to];
}

/* 1 if the royal piece, lifted from `from`, is safe on `to`: from memo
 * when the move left the lines onto `to` alone (up to their first
 * pieces). */
static int royal_safe(const struct vc_variant *v, struct vc_pos *p,
                      struct sibling_memo *memo, int to, int from)
{
    int safe;

    if (!memo_untouched(memo, v->scan_zone[p->side ^ 1][to]) &&
        !memo_untouched(memo, royal_cut(v, p, memo, to, from)))
        return !vc_attacked_lifted(v, p, to, p->side ^ 1, from);
    if (vc_set_has(memo->safe_known, to))
        return vc_set_has(memo->safe, to);
    safe = !vc_attacked_lifted(v, p, to, p->side ^ 1, from);
    vc_set_add(memo->safe_known, to);
    if (safe)
        vc_set_add(memo->safe, to);
    return safe;
}

/* Moves of the pieces on the cells `pieces`, which shield nothing, not
 * in check: from memo for those the move left alone (the sum of the
 * known counts, less those that do not hold here), counted for the
 * others, and kept in memo where the move did not change them. */
HOT int count_shared_pieces(const struct vc_variant *v, const struct vc_pos *p,
                            const struct sets *s, const uint64_t pieces[2],
                            int nw, int tabled, struct sibling_memo *memo)
{
    static const uint64_t all[2] = {~(uint64_t)0, ~(uint64_t)0};
    uint64_t fresh[2] = {0, 0};
    int n = memo->known_sum;

    VC_UNROLL_WORDS
    for (int w = 0; w < nw; w++) {
        uint64_t known = memo->count_known[w];
        for (uint64_t bb = known & (memo->stale[w] | ~pieces[w]); bb;
             bb &= bb - 1)
            n -= memo->count[w * 64 + __builtin_ctzll(bb)];
        fresh[w] = pieces[w] & ~(known & ~memo->stale[w]);
    }
    VC_UNROLL_WORDS
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = fresh[w]; bb; bb &= bb - 1) {
            int from = w * 64 + __builtin_ctzll(bb);
            int moves = count_piece(v, p, s, from, all, nw, tabled);
            n += moves;
            if (!(memo->stale[w] & bb & -bb)) {
                memo->count[from] = (uint16_t)moves;
                memo->count_known[w] |= bb & -bb;
                memo->known_sum += moves;
            }
        }
    return n;
}

/* Moves of the pawns by their shift groups (pawns[i]: those of code
 * shift_code[i]); not in check, memo (NULL: none) gives them when the
 * same pawns were counted for a sibling and the move left the cells
 * their moves depend on alone. */
HOT int count_all_shifted(const struct vc_variant *v, const struct vc_pos *p,
                          const struct sets *s,
                          uint64_t pawns[VC_MAX_SHIFT_CODES][2],
                          const uint64_t *onto, int nw,
                          struct sibling_memo *memo)
{
    int codes = v->nshift_codes[p->side], kept, n = 0;
    uint64_t differ = 0;

    kept = memo && memo_untouched(memo, memo->pawn_zone);
    if (kept && memo->pawns_known) {
        for (int i = 0; i < codes; i++)
            for (int w = 0; w < nw; w++)
                differ |= memo->pawn_sets[i][w] ^ pawns[i][w];
        if (!differ)
            return memo->pawn_count;
    }
    for (int i = 0; i < codes; i++)
        n += count_shifted(v, s, v->shift_code[p->side][i], pawns[i], onto,
                           nw);
    if (kept) {
        for (int i = 0; i < codes; i++)
            for (int w = 0; w < nw; w++)
                memo->pawn_sets[i][w] = pawns[i][w];
        memo->pawn_count = n;
        memo->pawns_known = 1;
    }
    return n;
}

/* Moves of the royal piece by its targets: a step is legal when the
 * target is safe with the royal piece lifted off its cell (castling is
 * counted apart). */
static int count_royal(const struct vc_variant *v, struct vc_pos *p,
                       const struct sets *s, int from, int nw)
{
    uint64_t t[2];
    int n = 0;

    targets(t, v, p, s, p->sq[from], &v->plan[p->sq[from]][from], nw, 0);
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = t[w]; bb; bb &= bb - 1)
            n += !vc_attacked_lifted(v, p, w * 64 + __builtin_ctzll(bb),
                                     p->side ^ 1, from);
    return n;
}

/* count_royal(), each target's safety from memo where it may. */
static int count_royal_shared(const struct vc_variant *v, struct vc_pos *p,
                              const struct sets *s, int from, int nw,
                              struct sibling_memo *memo)
{
    uint64_t t[2];
    int n = 0;

    targets(t, v, p, s, p->sq[from], &v->plan[p->sq[from]][from], nw, 0);
    VC_UNROLL_WORDS
    for (int w = 0; w < nw; w++)
        for (uint64_t bb = t[w]; bb; bb &= bb - 1)
            n += royal_safe(v, p, memo, w * 64 + __builtin_ctzll(bb), from);
    return n;
}

/* 1 if castling i, its cells empty, is legal by its cells that must be
 * safe, tested as they stand (castle_settled: no test after the move);
 * the royal piece's own cell is safe when it is not in check. */
static int castle_settled_ok(const struct vc_variant *v,
                             const struct vc_pos *p, int i, int checks)
{
    const struct vc_castle *c = &v->castle[i];

    if (p->sq[c->king_from] != VC_PIECE(p->side, c->king_type) ||
        p->sq[c->partner_from] != VC_PIECE(p->side, c->partner_type))
        return 0;
    for (int k = 0; k < c->nsafe; k++) {
        int cell = c->safe[k];
        if (cell == p->king[p->side] ? checks != 0
                                     : vc_attacked(v, p, cell, p->side ^ 1))
            return 0;
    }
    return 1;
}

/* The castling rights of the side to move whose cells are empty (bit i:
 * castle[i]). */
static unsigned castles_open(const struct vc_variant *v,
                             const struct vc_pos *p, const struct sets *s)
{
    unsigned open = 0;

    for (unsigned r = p->castle & v->castle_of[p->side]; r; r &= r - 1)
        if (castle_cells_empty(v, s, __builtin_ctz(r)))
            open |= r & -r;
    return open;
}

/* Castling moves, when a right has its cells empty: tested by their
 * cells when the open ones are all settled, else listed.  Not inlined:
 * rare, it would crowd the registers of count_legal()'s loops. */
static __attribute__((noinline)) int
count_open_castles(const struct vc_variant *v, struct vc_pos *p,
                   const struct sets *s, int checks)
{
    uint32_t moves[VC_MAX_CASTLE];
    unsigned open = castles_open(v, p, s);
    int n = 0;

    if (open & ~(unsigned)v->castle_settled)
        return vc_gen_castles_legal(v, p, moves);
    for (; open; open &= open - 1)
        n += castle_settled_ok(v, p, __builtin_ctz(open), checks);
    return n;
}

HOT int count_castles(const struct vc_variant *v, struct vc_pos *p,
                      const struct sets *s, int checks)
{
    return castling_open(v, p, s) ? count_open_castles(v, p, s, checks) : 0;
}

static __attribute__((noinline)) int
count_by_listing(const struct vc_variant *v, struct vc_pos *p)
{
    uint32_t moves[VC_MOVE_ROOM(v)];

    return vc_gen_legal(v, p, moves);
}

/* Moves of the pieces on the cells `list` other than the royal piece,
 * each listed (count_listed()). */
HOT int count_all_listed(const struct vc_variant *v, struct vc_pos *p,
                         const uint64_t list[2], int checks,
                         const struct vc_danger *dg, int nw)
{
    int n = 0;

    for (int w = 0; w < nw; w++)
        for (uint64_t bb = p->occ[p->side][w] & list[w]; bb; bb &= bb - 1)
            n += count_listed(v, p, w * 64 + __builtin_ctzll(bb), checks, dg);
    return n;
}

/* What threatens the royal piece of the side to move (vc_king_danger()'s
 * checks, and *dg): from memo (NULL: none) when the move left the lines
 * onto it alone, found there once; else into *found. */
HOT int danger_of(const struct vc_variant *v, const struct vc_pos *p,
                  struct sibling_memo *memo, struct vc_danger *found,
                  const struct vc_danger **dg)
{
    if (!memo || !memo_untouched(memo, memo->zone)) {
        *dg = found;
        return vc_king_danger(v, p, found);
    }
    if (memo->checks < 0)
        memo->checks = vc_king_danger(v, p, &memo->dg);
    *dg = &memo->dg;
    return memo->checks;
}

/* vc_count_legal() on a board whose cell sets take nw words; `tabled`:
 * the variant has line tables (a constant, so that each way is built
 * alone: the loops then keep their counters in registers); memo: what
 * the position shares with its siblings (count_after()), or NULL. */
HOT int count_legal(const struct vc_variant *v, struct vc_pos *p, int nw,
                    int tabled, struct sibling_memo *memo)
{
    static const uint64_t all[2] = {~(uint64_t)0, ~(uint64_t)0};
    struct vc_danger found;
    const struct vc_danger *dg;
    int checks = danger_of(v, p, memo, &found, &dg);
    struct sets s;
    uint64_t list[2], pieces[2], pawns[VC_MAX_SHIFT_CODES][2] = {{0}};
    const uint64_t *onto;
    struct sibling_memo *pieces_memo = checks ? NULL : memo;
    int k = p->king[p->side], n;

    onto = checks ? dg->evade : all;
    listed_cells(list, v, p, checks, dg);
    sets_of(&s, p);
    n = p->castle && !(v->makpong && checks) ? count_castles(v, p, &s, checks)
                                              : 0;
    if (k != VC_NO_CELL && !v->pawn_code[p->sq[k]]) {
        if (v->makpong && checks)
            n += makpong_royal(v, p, k, checks, dg);
        else
            n += memo ? count_royal_shared(v, p, &s, k, nw, memo)
                      : count_royal(v, p, &s, k, nw);
        list[k >> 6] |= (uint64_t)1 << (k & 63); /* counted */
    }
    if (v->pawns_shifted[p->side]) { /* the pawns' set is at hand */
        for (int w = 0; w < nw; w++) {
            uint64_t own = p->occ[p->side][w] & ~list[w];
            pawns[0][w] = own & p->pawns[w];
            pieces[w] = own & ~p->pawns[w];
            for (uint64_t bb = pieces_memo ? 0 : pieces[w]; bb; bb &= bb - 1)
                n += count_piece(v, p, &s, w * 64 + __builtin_ctzll(bb),
                                 onto, nw, tabled);
        }
    } else {
        for (int w = 0; w < nw; w++) {
            uint64_t own = p->occ[p->side][w];
            pieces[w] = 0;
            for (uint64_t bb = own & ~list[w]; bb; bb &= bb - 1) {
                int from = w * 64 + __builtin_ctzll(bb), slot;
                if ((slot = v->shift_slot[p->sq[from]]) != 0)
                    pawns[slot - 1][w] |= bb & -bb;
                else if (pieces_memo)
                    pieces[w] |= bb & -bb;
                else
                    n += count_piece(v, p, &s, from, onto, nw, tabled);
            }
        }
    }
    if (pieces_memo) /* the pieces not counted yet */
        n += count_shared_pieces(v, p, &s, pieces, nw, tabled, pieces_memo);
    n += count_all_shifted(v, p, &s, pawns, onto, nw, pieces_memo);
    if (k != VC_NO_CELL) /* counted above, or a royal pawn listed below */
        list[k >> 6] &= ~((uint64_t)1 << (k & 63));
    n += count_all_listed(v, p, list, checks, dg, nw);
    if (k != VC_NO_CELL && v->pawn_code[p->sq[k]])
        n += v->makpong && checks ? makpong_royal(v, p, k, checks, dg)
                                  : listed(v, p, k, checks, dg);
    return n;
}

/* The legal moves of p, on a board the cell sets cover; memo as for
 * count_legal(). */
HOT int count_position(const struct vc_variant *v, struct vc_pos *p, int nw,
                       int tabled, struct sibling_memo *memo)
{
    return vc_ended(v, p) ? 0 : count_legal(v, p, nw, tabled, memo);
}

VC_CLONES
int vc_count_legal(const struct vc_variant *v, struct vc_pos *p)
{
    if (!v->reach_ok || v->listed)
        return count_by_listing(v, p); /* what the sets do not cover */
#if defined(VC_LINE_TABLES)
    if (v->tabled)
        return v->board->ncells <= 64 ? count_position(v, p, 1, 1, NULL)
                                     : count_position(v, p, 2, 1, NULL);
#endif
    return v->board->ncells <= 64 ? count_position(v, p, 1, 0, NULL)
                                 : count_position(v, p, 2, 0, NULL);
}

/* The sum of count_position() over the positions after each move;
 * `share` (a constant, so that the way without the memo is built
 * apart): with what the positions share found once. */
HOT uint64_t count_after(const struct vc_variant *v, struct vc_pos *p,
                         const uint32_t *moves, int n, int nw, int tabled,
                         int share)
{
    uint64_t nodes = 0;
    struct sibling_memo memo;
    struct vc_undo u;
    int k = share ? p->king[p->side ^ 1] : VC_NO_CELL;

    if (k != VC_NO_CELL)
        memo_start(&memo, v, p, k);
    for (int i = 0; i < n; i++) {
        vc_make_inline(v, p, moves[i], &u, 0);
        nodes += (uint64_t)count_position(
            v, p, nw, tabled,
            k != VC_NO_CELL && memo_touch(&memo, moves[i]) ? &memo : NULL);
        vc_unmake_inline(v, p, &u);
    }
    return nodes;
}

/* count_after() with what sibling positions share, for variants whose
 * scan zones are narrow (elsewhere few moves leave them alone).  Built
 * apart from vc_count_after(): with both ways in one function the small
 * boards, which do not share, ran 8-12 % slower at the same
 * instructions. */
VC_CLONES
static uint64_t count_after_shared(const struct vc_variant *v,
                                   struct vc_pos *p, const uint32_t *moves,
                                   int n)
{
#if defined(VC_LINE_TABLES)
    if (v->tabled)
        return v->board->ncells <= 64 ? count_after(v, p, moves, n, 1, 1, 1)
                                     : count_after(v, p, moves, n, 2, 1, 1);
#endif
    return v->board->ncells <= 64 ? count_after(v, p, moves, n, 1, 0, 1)
                                 : count_after(v, p, moves, n, 2, 0, 1);
}

/* count_after() for the variants whose moves are counted by listing
 * them (v->listed), or that have a rule after each move (v->after_move:
 * counted checks), which vc_make_inline() leaves out: each move made as
 * vc_make_unkeyed() makes it. */
static uint64_t count_after_made(const struct vc_variant *v, struct vc_pos *p,
                                 const uint32_t *moves, int n)
{
    uint64_t nodes = 0;
    struct vc_undo u;

    for (int i = 0; i < n; i++) {
        vc_make_unkeyed(v, p, moves[i], &u);
        nodes += (uint64_t)(v->listed ? count_by_listing(v, p)
                                      : vc_count_legal(v, p));
        vc_unmake(v, p, &u);
    }
    return nodes;
}

VC_CLONES
uint64_t vc_count_after(const struct vc_variant *v, struct vc_pos *p,
                        const uint32_t *moves, int n)
{
    if (v->listed || v->after_move)
        return count_after_made(v, p, moves, n);
    if (v->zones_narrow)
        return count_after_shared(v, p, moves, n);
#if defined(VC_LINE_TABLES)
    if (v->tabled)
        return v->board->ncells <= 64 ? count_after(v, p, moves, n, 1, 1, 0)
                                     : count_after(v, p, moves, n, 2, 1, 0);
#endif
    return v->board->ncells <= 64 ? count_after(v, p, moves, n, 1, 0, 0)
                                 : count_after(v, p, moves, n, 2, 0, 0);
}
