/* compile.c - a variant's record compiled into the engine's tables:
 * attack scans, castling masks, Zobrist tables, move programs, and their
 * cell-set forms (reach.c, scanline.c, shift.c). */
#include "tables.h"
#include "variant.h"
#include "base/cellset.h"
#include "base/zobrist.h"

#include <string.h>

void vc_compile_cell_sets(struct vc_variant *v)
{
    v->reach_ok = vc_derive_reach(v) && vc_derive_scan_lines(v) == 0;
    v->castle_settled = v->reach_ok ? vc_castles_settled(v) : 0;
    vc_derive_shifts(v);
}

static struct vc_attack_scan *scan_for(struct vc_variant *v, int color,
                                       int fam, int min)
{
    struct vc_attack_scan *s;

    for (int i = 0; i < v->nscan[color]; i++)
        if (v->scan[color][i].fam == fam && v->scan[color][i].min == min)
            return &v->scan[color][i];
    if (v->nscan[color] >= VC_MAX_SCANS)
        return NULL;
    s = &v->scan[color][v->nscan[color]++];
    s->fam = (uint8_t)fam;
    s->min = (uint8_t)min;
    return s;
}

/* Attacks of `color`: walk the inverse of every capturing family from the
 * attacked cell.  Initial-only captures are not attacks of every cell, so
 * a variant may not have them. */
static int derive_scans(struct vc_variant *v, int color)
{
    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        const struct vc_piece_def *p = &v->piece[t];
        for (int i = 0; i < p->ncomp; i++) {
            const struct vc_component *c = &p->comp[i];
            struct vc_attack_scan *s;

            if (!(c->mode & VC_CAPTURE))
                continue;
            if ((c->mode & VC_INITIAL) ||
                !(s = scan_for(v, color, v->board->inverse[c->fam[color]],
                               c->min)))
                return -1;
            if (c->range > s->range[t])
                s->range[t] = c->range;
            if (c->range > s->maxrange)
                s->maxrange = c->range;
        }
    }
    return 0;
}

static void derive_castle_keep(struct vc_variant *v)
{
    memset(v->castle_keep, 0xFF, sizeof(v->castle_keep));
    for (int i = 0; i < v->ncastle; i++) {
        v->castle_keep[v->castle[i].king_from] &= (uint8_t)~(1u << i);
        v->castle_keep[v->castle[i].partner_from] &= (uint8_t)~(1u << i);
    }
}

void vc_castle_sets(struct vc_variant *v)
{
    memset(v->castle_empty, 0, sizeof(v->castle_empty));
    memset(v->castle_of, 0, sizeof(v->castle_of));
    for (int i = 0; i < v->ncastle; i++) {
        v->castle_of[v->castle[i].color] |= (uint8_t)(1u << i);
        for (int k = 0; k < v->castle[i].nempty; k++)
            vc_set_add(v->castle_empty[i], v->castle[i].empty[k]);
    }
}

void vc_castles_derive(struct vc_variant *v)
{
    derive_castle_keep(v);
    if (v->board->ncells <= 128)
        vc_castle_sets(v);
    v->castle_settled = v->reach_ok ? vc_castles_settled(v) : 0;
}

static int emit(struct vc_variant *v, int byte)
{
    if (v->prog_len >= VC_MAX_PROG)
        return -1;
    v->prog[v->prog_len++] = (uint8_t)byte;
    return 0;
}

/* One group of a move program: a family's rays cut to min..range. */
struct group {
    uint8_t fam, mode, min, range;
};

/* The components of p that apply to `cell`, as groups; groups of one
 * family and mode whose distances touch are merged (a pawn's step and
 * its initial double step become one walk of two cells). */
static int cell_groups(const struct vc_variant *v, const struct vc_piece_def *p,
                       int color, int cell, struct group *out)
{
    uint8_t initial = (uint8_t)(VC_CELL_INITIAL_W << color);
    int n = 0;

    for (int i = 0; i < p->ncomp; i++) {
        const struct vc_component *c = &p->comp[i];
        struct group g = {c->fam[color], (uint8_t)(c->mode & VC_BOTH), c->min,
                          c->range};
        int k = 0;

        if ((c->mode & VC_INITIAL) && !(v->cell_flags[cell] & initial))
            continue;
        while (k < n && !(out[k].fam == g.fam && out[k].mode == g.mode &&
                          g.min <= out[k].range + 1 && out[k].min <= g.range + 1))
            k++;
        if (k == n) {
            out[n++] = g;
            continue;
        }
        out[k].min = g.min < out[k].min ? g.min : out[k].min;
        out[k].range = g.range > out[k].range ? g.range : out[k].range;
    }
    return n;
}

/* The cells g reaches from `cell` on an empty board, added to set. */
static void group_targets(const struct vc_board *b, const struct group *g,
                          int cell, uint64_t *set)
{
    int nrays;
    const struct vc_ray *ray = vc_board_rays(b, cell, g->fam, &nrays);

    for (int i = 0; i < nrays; i++, ray++)
        for (int k = g->min - 1; k < ray->len && k < g->range; k++)
            vc_set_add(set, b->ray_cells[ray->off + k]);
}

/* 1 if two groups may make the same move: they share a mode (a pawn's
 * captures count as moves too, for en passant lands on an empty cell)
 * and a target cell. */
static int groups_overlap(const struct vc_variant *v, int pawn, int cell,
                          const struct group *g, int n)
{
    uint64_t seen[2][VC_SET_WORDS] = {{0}};

    if (n < 2)
        return 0;
    for (int i = 0; i < n; i++) {
        uint64_t mine[VC_SET_WORDS] = {0};
        int mode = pawn && (g[i].mode & VC_CAPTURE) ? VC_BOTH : g[i].mode;

        group_targets(v->board, &g[i], cell, mine);
        for (int m = 0; m < 2; m++) {
            if (!(mode >> m & 1))
                continue;
            for (int w = 0; w < v->nwords; w++) {
                if (seen[m][w] & mine[w])
                    return 1;
                seen[m][w] |= mine[w];
            }
        }
    }
    return 0;
}

/* How a group walks: as a pawn or not, and carefully (each target once)
 * where targets may repeat or the nearest cells only have to be empty. */
static int walk_of(const struct vc_variant *v, int type,
                   const struct group *g, int overlap)
{
    int careful = overlap || v->board->rays_overlap ? VC_WALK_CAREFUL : 0;

    if (v->piece[type].flags & VC_PF_PAWN)
        return VC_WALK_PAWN | careful;
    return g->min > 1 ? VC_WALK_CAREFUL : careful;
}

static int emit_group(struct vc_variant *v, int type, const struct group *g,
                      int cell, int overlap)
{
    const struct vc_board *b = v->board;
    int nrays, err;
    const struct vc_ray *ray = vc_board_rays(b, cell, g->fam, &nrays);

    err = emit(v, g->mode | walk_of(v, type, g, overlap) | (g->min - 1) << 4) |
          emit(v, nrays);
    for (int i = 0; i < nrays; i++, ray++) {
        int len = ray->len < g->range ? ray->len : g->range;
        err |= emit(v, len);
        for (int k = 0; k < len; k++)
            err |= emit(v, b->ray_cells[ray->off + k]);
    }
    return err;
}

/* Cells a program reaches, counting each of `choices` promotion moves. */
static int program_moves(const struct vc_variant *v, int color, int type,
                         int cell, int choices)
{
    const uint8_t *s = vc_program(v, color, type, cell);
    int cells = 0;

    while (*s++ != 0)
        for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
            cells += s[0];
    return (v->piece[type].flags & VC_PF_PAWN) && v->npromo
               ? cells * choices
               : cells;
}

/* Gating: the kinds that may enter on a cell of a castling rank (not
 * Fairy-Stockfish's pawn, nor a royal piece, which never reaches a
 * hand where gating is). */
static int gate_kinds(const struct vc_variant *v)
{
    int n = 0;

    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k], gates = 0;
        for (int c = 0; c < v->board->ncells && t != VC_ROYAL; c++)
            for (int color = 0; color < 2; color++)
                gates |= v->board->rank[c] == v->castle_rank[color] &&
                         vc_set_has(v->drop_cells[color][t], c);
        n += gates;
    }
    return n;
}

/* An upper bound on the pseudo-legal moves of any position. */
static int move_bound(const struct vc_variant *v)
{
    int total = v->ncastle, choices = v->npromo, gated = 0;

    for (int cell = 0; cell < v->board->ncells; cell++)
        if (v->cell_flags[cell] & (VC_CELL_PROMO_OPT_W | VC_CELL_PROMO_OPT_B))
            choices = v->npromo + 1; /* or not promoting at all */

    for (int cell = 0; cell < v->board->ncells; cell++) {
        int most = 0, rank = v->board->rank[cell];
        for (int color = 0; color < 2; color++)
            for (int k = 0; k < v->ntypes; k++) {
                int n = program_moves(v, color, v->type_list[k], cell,
                                      choices);
                most = n > most ? n : most;
            }
        total += most;
        if (v->gate_moves && (rank == v->castle_rank[0] ||
                              rank == v->castle_rank[1]))
            gated += most; /* the moves off a gate */
    }
    if (v->drops && !v->gate_only) /* each type in hand onto each cell */
        total += v->board->ncells * v->ntypes;
    /* each type in hand entering after a move off a gate, or castling
     * (on the king's cell or the partner's) */
    return v->gate_moves ? total + (gated + 2 * v->ncastle) * gate_kinds(v)
                         : total;
}


/* 1 if the programs of (1, type) are those of (0, type) on every cell. */
static int colors_alike(const struct vc_variant *v, int type)
{
    for (int cell = 0; cell < v->board->ncells; cell++) {
        const uint8_t *w = vc_program(v, 0, type, cell);
        const uint8_t *b = vc_program(v, 1, type, cell);
        size_t n = vc_program_size(w);
        if (vc_program_size(b) != n || memcmp(w, b, n) != 0)
            return 0;
    }
    return 1;
}

static int type_programs(struct vc_variant *v, int color, int t)
{
    int err = 0;

    for (int cell = 0; cell < v->board->ncells; cell++) {
        struct group groups[VC_MAX_COMPONENTS];
        int n = cell_groups(v, &v->piece[t], color, cell, groups);
        int overlap = groups_overlap(
            v, (v->piece[t].flags & VC_PF_PAWN) != 0, cell, groups, n);
        v->prog_at[color][t][cell] = v->prog_len;
        for (int i = 0; i < n; i++)
            err |= emit_group(v, t, &groups[i], cell, overlap);
        err |= emit(v, 0);
    }
    return err;
}

/* Black's programs of a type that moves as white's (not a pawn: its
 * plans would differ in promotions and en passant) are white's, held
 * once: the rows of its code are the rows of white's (alike_rows). */
static int derive_programs(struct vc_variant *v)
{
    int err = 0;

    v->alike_rows = 0;
    for (int color = 0; color < 2; color++)
        for (int k = 0; k < v->ntypes; k++) {
            int t = v->type_list[k];
            uint32_t start = v->prog_len;
            err |= type_programs(v, color, t);
            if (err || color == 0 || (v->piece[t].flags & VC_PF_PAWN) ||
                !colors_alike(v, t))
                continue;
            v->prog_len = start;
            v->prog_at[1][t] = v->prog_at[0][t];
            v->alike_rows |= (uint32_t)1 << t;
        }
    return err;
}

/* The types in use, the royal one, and which piece codes are pawns. */
static int derive_types(struct vc_variant *v)
{
    v->ntypes = 0;
    for (int t = 1; t < VC_MAX_PTYPES; t++) {
        const struct vc_piece_def *p = &v->piece[t];
        if (!p->letter)
            continue;
        for (int i = 0; i < p->ncomp; i++)
            if (p->comp[i].min < 1 || p->comp[i].min > p->comp[i].range ||
                p->comp[i].fam[0] >= v->board->nfam ||
                p->comp[i].fam[1] >= v->board->nfam)
                return -1;
        v->type_list[v->ntypes++] = (uint8_t)t;
        for (int color = 0; color < 2; color++)
            v->pawn_code[VC_PIECE(color, t)] = (p->flags & VC_PF_PAWN) != 0;
    }
    v->has_royal = v->piece[VC_ROYAL].letter != 0;
    v->ends_early = (uint8_t)(
        (v->bare_king_loses ? VC_END_BARE : 0) |
        (v->extinction.on && v->extinction.types == VC_EXTINCT_ARMY
             ? VC_END_ARMY
             : 0) |
        ((v->extinction.on && v->extinction.types != VC_EXTINCT_ARMY) ||
                 v->flag.on || v->check_count || v->connect.n ||
                 v->connect.nxn
             ? VC_END_OTHER
             : 0));
    v->after_move = v->blast || v->check_count || v->drops || v->gating;
    v->listed = v->must_capture || v->no_checks || v->chess960 ||
                v->blast || v->pseudo_royal || v->drops || v->piece_promo ||
                v->gating;
    return v->ntypes > 0 ? 0 : -1;
}

/* 1 if every move of `type` from every cell ends on a cell of its shade
 * (chess's bishop), read from the compiled move programs. */
static int keeps_shade(const struct vc_variant *v, int type)
{
    for (int color = 0; color < 2; color++)
        for (int cell = 0; cell < v->board->ncells; cell++) {
            const uint8_t *s = vc_program(v, color, type, cell);
            while (*s++ != 0)
                for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
                    for (int k = 1; k <= s[0]; k++)
                        if (v->board->shade[s[k]] != v->board->shade[cell])
                            return 0;
        }
    return 1;
}

/* Tables of the Zobrist key parts, so make/unmake only look them up. */
static void derive_zobrist(struct vc_variant *v)
{
    v->zobrist = vc_zobrist_table();
    for (int r = 0; r < 1 << VC_MAX_CASTLE; r++)
        v->zobrist_castle[r] = vc_zobrist_castle((uint8_t)r);
    v->zobrist_ep = vc_zobrist_ep_table();
}

int vc_variant_finish(struct vc_variant *v)
{
    if (vc_board_finish(v->board) < 0 || derive_types(v) < 0 ||
        derive_scans(v, 0) < 0 || derive_scans(v, 1) < 0)
        return -1;
    v->nwords = (uint8_t)((v->board->ncells + 63) / 64);
    derive_castle_keep(v);
    derive_zobrist(v);
    if (derive_programs(v) != 0)
        return -1;
    for (int k = 0; k < v->ntypes; k++)
        v->shade_bound[v->type_list[k]] = (uint8_t)keeps_shade(v, v->type_list[k]);
    v->max_moves = move_bound(v);
    vc_compile_cell_sets(v);
    return v->max_moves > VC_MAX_GEN ? -1 : 0;
}
