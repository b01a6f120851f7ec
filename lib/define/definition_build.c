/* definition_build.c - a definition read from variants.ini text turned
 * into an engine variant: board, families for the Betza atoms, pieces,
 * pawn ranks, castling found in the start position, then the engine's
 * own checks and the start position read by the FEN parser. */
#include "betza.h"
#include "definition.h"
#include "board/hex.h"
#include "board/rect.h"
#include "board/tetrille.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vecset {
    int n;
    struct vc_vector vec[VC_BETZA_MAX_VEC];
};

struct fam_entry {
    struct vecset set;
    int leap; /* rays of one step only */
    int fam;
};

struct builder {
    struct vc_variant *v;
    const struct vc_def *d;
    int nfam;
    struct fam_entry fam[VC_MAX_FAMS];
    char *why;
    size_t size;
    size_t *at;
    char grid[VC_MAX_RANKS][VC_MAX_SLOTS]; /* start position letters,
                                              '*' for holes */
    int grid_ok;
    char hole_name[VC_MAX_RANKS * VC_MAX_SLOTS][VC_NAME_MAX];
    const char *hole[VC_MAX_RANKS * VC_MAX_SLOTS + 1];
};

static int fail(struct builder *b, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(struct builder *b, size_t at, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(b->why, b->size, fmt, ap);
    va_end(ap);
    *b->at = at;
    return -1;
}

/* ---- families -------------------------------------------------------- */

static int has_vec(const struct vecset *s, int df, int dr)
{
    for (int i = 0; i < s->n; i++)
        if (s->vec[i].df == df && s->vec[i].dr == dr)
            return 1;
    return 0;
}

static int same_set(const struct vecset *a, const struct vecset *b)
{
    if (a->n != b->n)
        return 0;
    for (int i = 0; i < a->n; i++)
        if (!has_vec(b, a->vec[i].df, a->vec[i].dr))
            return 0;
    return 1;
}

static void remember(struct builder *b, const struct vecset *s, int leap,
                     int fam)
{
    if (b->nfam >= VC_MAX_FAMS)
        return;
    b->fam[b->nfam].set = *s;
    b->fam[b->nfam].leap = leap;
    b->fam[b->nfam++].fam = fam;
}

static void remember_std(struct builder *b, const char *pairs, int leap,
                         int fam)
{
    struct vecset s = {0, {{0, 0}}};

    for (; pairs[0]; pairs += 2) {
        s.vec[s.n].df = pairs[0] == '-' ? -1 : pairs[0] == '+' ? 1
                        : pairs[0] - '0';
        s.vec[s.n++].dr = pairs[1] == '-' ? -1 : pairs[1] == '+' ? 1
                          : pairs[1] - '0';
    }
    remember(b, &s, leap, fam);
}

/* The standard families of a rectangular board, as vector sets
 * ('+' = 1, '-' = -1). */
static void remember_standard(struct builder *b)
{
    remember_std(b, "+0-00+0-", 0, VC_FAM_ORTHO);
    remember_std(b, "++-++---", 0, VC_FAM_DIAG);
    remember_std(b, "0+", 0, VC_FAM_UP);
    remember_std(b, "0-", 0, VC_FAM_DOWN);
    remember_std(b, "-+++", 1, VC_FAM_UP_DIAG);
    remember_std(b, "--+-", 1, VC_FAM_DOWN_DIAG);
}

static void remember_steps(struct builder *b, const struct vc_vector *step,
                           int n, int leap, int fam)
{
    struct vecset s = {n, {{0, 0}}};

    for (int i = 0; i < n; i++)
        s.vec[i] = step[i];
    remember(b, &s, leap, fam);
}

/* The standard families of a hexagonal board (board/hex.h), as axial
 * vector sets: the pawn's are the steps of the sides and corners that
 * point up or down. */
static void remember_hex_standard(struct builder *b)
{
    struct vc_vector side[12], corner[12], knight[12], v[2][2][2];
    int n[2][2] = {{0, 0}, {0, 0}};

    vc_hex_steps(VC_HEX_SIDES, side);
    vc_hex_steps(VC_HEX_CORNERS, corner);
    vc_hex_steps(VC_HEX_KNIGHT, knight);
    for (int k = 0; k < 6; k++) {
        int hs = 2 * side[k].dr + side[k].df;
        int hc = 2 * corner[k].dr + corner[k].df;
        if (hs && !side[k].df)
            v[0][hs < 0][n[0][hs < 0]++] = side[k];
        if (hc && corner[k].df)
            v[1][hc < 0][n[1][hc < 0]++] = corner[k];
    }
    remember_steps(b, side, 6, 0, VC_FAM_ORTHO);
    remember_steps(b, corner, 6, 0, VC_FAM_DIAG);
    remember_steps(b, knight, 12, 1, VC_FAM_KNIGHT);
    remember_steps(b, knight, 12, 0, VC_FAM_NRIDER);
    for (int dir = 0; dir < 2; dir++) {
        remember_steps(b, v[0][dir], n[0][dir], 0, VC_FAM_UP + dir);
        remember_steps(b, v[1][dir], n[1][dir], 1, VC_FAM_UP_DIAG + dir);
    }
}

static void negate(const struct vecset *s, struct vecset *out)
{
    out->n = s->n;
    for (int i = 0; i < s->n; i++) {
        out->vec[i].df = -s->vec[i].df;
        out->vec[i].dr = -s->vec[i].dr;
    }
}

/* On the kite board the atoms mean what docs/rules/trihexagonal.md
 * defines, in all directions only: W and R its rook lines, F and B its
 * bishop lines, N its knight leaps.  -2 for anything else. */
static int kite_family(const struct vecset *s, int leap)
{
    struct vecset w = {4, {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
    struct vecset f = {4, {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
    struct vecset n = {8, {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1},
                           {-2, 1}, {2, -1}, {-2, -1}}};

    if (same_set(s, &w))
        return VC_FAM_ORTHO;
    if (same_set(s, &f))
        return VC_FAM_DIAG;
    if (leap && same_set(s, &n))
        return VC_FAM_KNIGHT;
    return -2;
}

/* The family whose rays follow the vectors of s (one step each when
 * leap), made on first use. */
static int family(struct builder *b, const struct vecset *s, int leap)
{
    struct vecset inv;
    int fam;

    if (b->d->kites)
        return kite_family(s, leap);
    for (int i = 0; i < b->nfam; i++)
        if (same_set(&b->fam[i].set, s) && (leap || !b->fam[i].leap))
            return b->fam[i].fam;
    if (b->nfam + 2 > VC_MAX_FAMS)
        return -1;
    fam = b->d->hex_side ? vc_hex_add_family(b->v->board, s->vec, s->n,
                                             leap ? 1 : VC_MAX_SLOTS)
                         : vc_rect_add_family(b->v->board, s->vec, s->n,
                                              leap ? 1 : VC_MAX_SLOTS);
    if (fam < 0)
        return -1;
    remember(b, s, leap, fam);
    negate(s, &inv);
    if (b->v->board->inverse[fam] != fam)
        remember(b, &inv, leap, b->v->board->inverse[fam]);
    return fam;
}

/* ---- pieces ---------------------------------------------------------- */

static int add_atom(struct builder *b, int type, const struct vc_betza_atom *a,
                    size_t at)
{
    struct vecset white = {0, {{0, 0}}}, black = {0, {{0, 0}}};
    int leap = a->range == 1, fw, fb;

    if ((a->mode & VC_BETZA_INITIAL) && (a->mode & VC_BETZA_CAPTURE))
        return fail(b, at, "initial-only captures ('i' without 'm') are "
                           "not in the model");
    if (a->en_passant && !(b->v->piece[type].flags & VC_PF_PAWN))
        return fail(b, at, "'e' (en passant) is in the model only for "
                           "pawns (the pawn, or pawnTypes)");
    for (int i = 0; i < a->nvec; i++) {
        /* black's moves are white's turned round: its left and right are
         * its own, as Betza's modifiers are the player's */
        white.vec[i].df = a->df[i];
        white.vec[i].dr = a->dr[i];
        black.vec[i].df = -a->df[i];
        black.vec[i].dr = -a->dr[i];
    }
    white.n = black.n = a->nvec;
    if ((fw = family(b, &white, leap)) == -2 ||
        (fb = family(b, &black, leap)) == -2)
        return fail(b, at, "on the kite board only W, F, N, R, B, Q and K "
                           "in all directions are defined");
    if (fw < 0 || fb < 0)
        return fail(b, at, "too many kinds of move for the engine's tables");
    if (b->v->piece[type].ncomp >= VC_MAX_COMPONENTS)
        return fail(b, at, "more than %d moves in one piece",
                    VC_MAX_COMPONENTS);
    vc_piece_add_colored(b->v, type, fw, fb, a->min, a->range, a->mode);
    return 0;
}

static int add_betza(struct builder *b, int type,
                     const struct vc_def_piece *p)
{
    struct vc_betza bz;
    char why[160];
    size_t off = 0;

    if ((b->d->hex_side ? vc_betza_parse_hex : vc_betza_parse)(
            &bz, p->betza, why, sizeof(why), &off) < 0)
        return fail(b, p->at + off, "key '%s': %s", p->key, why);
    for (int i = 0; i < bz.natoms; i++)
        if (add_atom(b, type, &bz.atom[i], p->at) < 0)
            return -1;
    return 0;
}

static void add_pawn(struct builder *b, int type)
{
    struct vc_variant *v = b->v;

    vc_piece_add_colored(v, type, VC_FAM_UP, VC_FAM_DOWN, 1, 1, VC_MOVE);
    if (b->d->double_step)
        vc_piece_add_colored(v, type, VC_FAM_UP, VC_FAM_DOWN, 2, 2,
                             VC_MOVE | VC_INITIAL);
    vc_piece_add_colored(v, type, VC_FAM_UP_DIAG, VC_FAM_DOWN_DIAG, 1, 1,
                         VC_CAPTURE);
}

/* 1 if the piece is a pawn: one of pawnTypes when they are given, else
 * the piece under the key "pawn". */
static int is_pawn(const struct vc_def *d, const struct vc_def_piece *p)
{
    if (d->pawn_types_set)
        return p->letter && strchr(d->pawn_types, p->letter) != NULL;
    return p->pawn;
}

/* The key "pawn" without Betza moves as Fairy-Stockfish's pawn (the
 * Interactive Diagram's pawns have their own Betza). */
static int add_piece(struct builder *b, int type,
                     const struct vc_def_piece *p)
{
    vc_piece_set(b->v, type, (char)(p->letter - 'a' + 'A'), p->key,
                 is_pawn(b->d, p) ? VC_PF_PAWN : 0);
    if (p->pawn && !p->betza[0]) {
        add_pawn(b, type);
        return 0;
    }
    return add_betza(b, type, p);
}

static int type_of(const struct vc_variant *v, char lower)
{
    for (int t = 1; t < VC_MAX_PTYPES; t++)
        if (v->piece[t].letter && v->piece[t].letter == lower - 'a' + 'A')
            return t;
    return 0;
}

/* The royal piece takes type VC_ROYAL, the others follow in order. */
static int add_pieces(struct builder *b)
{
    const struct vc_def *d = b->d;
    int next = VC_ROYAL + 1;

    for (int i = 0; i < d->npieces; i++) {
        const struct vc_def_piece *p = &d->piece[i];
        int type = p->royal ? VC_ROYAL : next++;
        if (!p->letter) {
            next -= !p->royal;
            continue;
        }
        if (type >= VC_MAX_PTYPES)
            return fail(b, p->at, "more than %d piece kinds",
                        VC_MAX_PTYPES - 1);
        if (add_piece(b, type, p) < 0)
            return -1;
    }
    for (const char *s = d->pawn_types; d->pawn_types_set && *s; s++)
        if (!type_of(b->v, *s))
            return fail(b, d->pawn_types_at, "pawnTypes: '%c' is not a "
                                             "piece", *s);
    return 0;
}

/* 1 if a rule of d counts pieces of the letter's kind. */
static int counted_kind(const struct vc_def *d, char letter)
{
    return (d->extinction_set && strchr(d->extinction_types, letter)) ||
           d->flag_piece[0] == letter || d->flag_piece[1] == letter ||
           ((d->connect_n || d->connect_nxn) && (!d->connect_types[0] ||
                             strchr(d->connect_types, letter))) ||
           strchr(d->blast_immune, letter) || d->castle_king == letter;
}

static int pawn_kinds(const struct vc_variant *v)
{
    int n = 0;

    for (int t = 1; t < VC_MAX_PTYPES; t++)
        n += v->piece[t].letter && (v->piece[t].flags & VC_PF_PAWN);
    return n;
}

/* promotedPieceType: each pair's promoted piece is a type of its own,
 * after every other, with its base's letter and its target's moves. */
static int add_piece_promotions(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    int next = 1;

    if (!d->npiece_promo)
        return 0;
    while (next < VC_MAX_PTYPES && v->piece[next].letter)
        next++;
    for (int t = next; t < VC_MAX_PTYPES; t++)
        if (v->piece[t].letter)
            next = t + 1;
    for (int i = 0; i < d->npiece_promo; i++) {
        int base = type_of(v, d->piece_promo[i][0]);
        int to = type_of(v, d->piece_promo[i][1]);
        char name[VC_PIECE_NAME_MAX];
        if (!base || !to || base == VC_ROYAL || v->promotes_to[base])
            return fail(b, d->piece_promo_at, "promotedPieceType: '%c:%c' "
                        "is not a piece that is no king becoming a piece "
                        "of the variant, once",
                        d->piece_promo[i][0], d->piece_promo[i][1]);
        if ((v->piece[base].flags & VC_PF_PAWN) &&
            (d->no_pawn_promotion || pawn_kinds(v) > 1))
            return fail(b, d->piece_promo_at, "promotedPieceType of a pawn "
                        "is in the model only for a variant's one kind of "
                        "pawn, which promotes");
        if (next >= VC_MAX_PTYPES)
            return fail(b, d->piece_promo_at, "more than %d piece kinds "
                        "with the promoted ones", VC_MAX_PTYPES - 1);
        if (counted_kind(d, d->piece_promo[i][1]))
            return fail(b, d->piece_promo_at, "promotedPieceType onto "
                        "'%c', a kind that an extinction, flag, connect or "
                        "blast rule counts, is not in the model (the "
                        "promoted piece is a kind of its own)",
                        d->piece_promo[i][1]);
        snprintf(name, sizeof(name), "+%.*s", VC_PIECE_NAME_MAX - 2,
                 v->piece[base].name);
        vc_piece_set(v, next, v->piece[base].letter, name, 0);
        v->piece[next].ncomp = v->piece[to].ncomp;
        memcpy(v->piece[next].comp, v->piece[to].comp,
               sizeof(v->piece[to].comp));
        v->piece[next].base = (uint8_t)base;
        v->piece[next].shape = (uint8_t)to;
        v->promotes_to[base] = (uint8_t)next++;
    }
    v->piece_promo = 1;
    v->piece_promo_forced = (uint8_t)d->piece_promo_forced;
    v->piece_demotion = (uint8_t)d->piece_demotion;
    v->drop_promoted = (uint8_t)(d->drop_promoted && d->drops);
    return 0;
}

static int add_promotions(struct builder *b)
{
    const struct vc_def *d = b->d;

    if (d->no_pawn_promotion)
        return 0;
    for (const char *s = d->promo_letters; *s; s++) {
        int t = type_of(b->v, *s);
        if (!t || t == VC_ROYAL || (b->v->piece[t].flags & VC_PF_PAWN))
            return fail(b, d->promo_at, "promotionPieceTypes: '%c' is not "
                                        "a piece a pawn can become",
                        *s);
        b->v->promo[b->v->npromo++] = (uint8_t)t;
    }
    for (int t = 1; t < VC_MAX_PTYPES; t++) /* a pawn's promotedPieceType */
        if ((b->v->piece[t].flags & VC_PF_PAWN) && b->v->promotes_to[t])
            b->v->promo[b->v->npromo++] = b->v->promotes_to[t];
    return 0;
}

static int has_initial_cells(const struct vc_def *d)
{
    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            if (d->initial[r][f])
                return 1;
    return 0;
}

/* Initial moves from the cells the definition names. */
static void mark_initial_cells(struct builder *b)
{
    struct vc_variant *v = b->v;

    for (int c = 0; c < v->board->ncells; c++) {
        int x = b->d->initial[v->board->rank[c]][v->board->file[c] - 'a'];
        if (x & 1)
            v->cell_flags[c] |= VC_CELL_INITIAL_W;
        if (x & 2)
            v->cell_flags[c] |= VC_CELL_INITIAL_B;
    }
}

/* The cell's promotion flags: by promotionRegionWhite/Black when given,
 * else by promotionRank (that rank, or from it on by choice); on a
 * hexagonal board, whose ranks bend, on the far edge: the last cell of
 * each file. */
static void mark_promotion(struct builder *b, int c)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    int r = v->board->rank[c], last = d->ranks - 1;
    int zone = d->promotion_rank - 1, choice = d->promotion_by_choice;
    int by[2];

    if (d->no_pawn_promotion)
        return;
    if (d->promo_region_set) {
        int region = d->promo_region[r][v->board->file[c] - 'a'];
        by[0] = region & 1;
        by[1] = (region >> 1) & 1;
    } else if (d->hex_side) {
        by[0] = vc_hex_file_end(v->board, c, 1);
        by[1] = vc_hex_file_end(v->board, c, -1);
    } else {
        by[0] = choice ? r >= zone : r == zone;
        by[1] = choice ? r <= last - zone : r == last - zone;
    }
    for (int color = 0; color < 2; color++)
        if (by[color])
            v->cell_flags[c] |= (uint8_t)((choice ? VC_CELL_PROMO_OPT_W
                                                  : VC_CELL_PROMO_W)
                                          << color);
}

/* Promotion on one rank (promotion is mandatory) or by choice from that
 * rank on (mandatoryPawnPromotion = false), initial moves from the
 * double-step rank (and the first when firstRankDoubleSteps) or from the
 * cells the definition names. */
static void mark_ranks(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    int last = d->ranks - 1;
    int by_rank = !has_initial_cells(d);

    for (int c = 0; c < v->board->ncells; c++) {
        int r = v->board->rank[c];
        mark_promotion(b, c);
        if (by_rank && (r == d->double_step_rank - 1 ||
                        (d->first_rank_double_steps && r == 0)))
            v->cell_flags[c] |= VC_CELL_INITIAL_W;
        if (by_rank && (r == last - (d->double_step_rank - 1) ||
                        (d->first_rank_double_steps && r == last)))
            v->cell_flags[c] |= VC_CELL_INITIAL_B;
    }
    if (!by_rank)
        mark_initial_cells(b);
}

/* promotionLimit: letters of the variant's pieces. */
static int add_promotion_limits(struct builder *b)
{
    const struct vc_def *d = b->d;

    for (int i = 0; d->limit_letters[i]; i++) {
        int t = type_of(b->v, d->limit_letters[i]);
        if (!t)
            return fail(b, d->limit_at, "promotionLimit: '%c' is not a "
                                        "piece",
                        d->limit_letters[i]);
        b->v->promo_limit[t] = (uint8_t)d->limit_count[i];
        b->v->has_promo_limit = 1;
    }
    return 0;
}

/* shuffle: the letters it shuffles are pieces of the variant. */
static int check_shuffle(struct builder *b)
{
    for (const char *s = b->d->shuffle; *s; s++)
        if (isupper((unsigned char)*s) && !type_of(b->v, (char)(*s + 32)))
            return fail(b, b->d->shuffle_at, "shuffle: '%c' is not a piece",
                        *s);
    return 0;
}

/* pieceNames: names for the pieces of given letters. */
static int add_names(struct builder *b)
{
    const struct vc_def *d = b->d;

    for (int i = 0; i < d->nnames; i++) {
        int t = type_of(b->v, d->piece_name[i].letter);
        if (!t)
            return fail(b, d->names_at, "pieceNames: '%c' is not a piece "
                                        "of the variant",
                        d->piece_name[i].letter);
        snprintf(b->v->piece[t].name, sizeof(b->v->piece[t].name), "%s",
                 d->piece_name[i].name);
    }
    return 0;
}

/* The Fairy-Stockfish pieces counting rules count, by their keys. */
static void add_counting(struct builder *b)
{
    static const struct {
        const char *key;
        int role;
    } roles[] = {{"rook", VC_ROLE_ROOK},
                 {"knight", VC_ROLE_KNIGHT},
                 {"silver", VC_ROLE_KHON},
                 {"fers", VC_ROLE_MET}};
    const struct vc_def *d = b->d;

    b->v->counting = (uint8_t)d->counting;
    for (int i = 0; i < d->npieces; i++)
        for (size_t k = 0; k < sizeof(roles) / sizeof(roles[0]); k++)
            if (d->piece[i].letter &&
                strcmp(d->piece[i].key, roles[k].key) == 0)
                b->v->count_role[type_of(b->v, d->piece[i].letter)] =
                    (uint8_t)roles[k].role;
}

static int add_minors(struct builder *b)
{
    for (const char *s = b->d->minor_letters; *s; s++) {
        int t = type_of(b->v, *s);
        if (!t || t == VC_ROYAL)
            return fail(b, b->d->minor_at, "minorPieceTypes: '%c' is not "
                                           "a non-royal piece",
                        *s);
        b->v->piece[t].flags |= VC_PF_MINOR;
    }
    return 0;
}

/* Is cell (file f, rank r) one of the board's?  A hexagonal board's
 * files are not all of one length and may skip the letter j. */
static int on_board(const struct builder *b, int f, int r)
{
    char name[16]; /* a name too long is no cell's: not found */

    if (b->d->hex_side) {
        snprintf(name, sizeof(name), "%c%d", 'a' + f, r + 1);
        return vc_board_find(b->v->board, name) >= 0;
    }
    return r < b->d->ranks && f < b->d->files && b->grid[r][f] != '*';
}

/* Cells where a non-royal piece changes kind (morph). */
static int add_morphs(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;

    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            if (d->morph[r][f] && !on_board(b, f, r))
                return fail(b, d->morph_at, "morph: cell %c%d is not on "
                                            "the board",
                            'a' + f, r + 1);
    for (int c = 0; c < v->board->ncells; c++) {
        char m = d->morph[v->board->rank[c]][v->board->file[c] - 'a'];
        int t = m ? type_of(v, m) : 0;
        if (m && (!t || t == VC_ROYAL))
            return fail(b, d->morph_at, "morph: '%c' is not a piece "
                                        "others can become",
                        m);
        v->morph[c] = (uint8_t)t;
    }
    return 0;
}

/* ---- castling -------------------------------------------------------- */

int vc_def_grid(const struct vc_def *d, char (*grid)[VC_MAX_SLOTS])
{
    const char *s = d->start_fen;
    int r = d->ranks - 1, f = 0;

    memset(grid, 0, VC_MAX_RANKS * sizeof(*grid));
    for (; *s && *s != ' ' && *s != '['; s++) {
        if (*s == '~' || *s == '+') /* promoted: crazyhouse's, shogi's */
            continue;
        if (*s == '/' && r == 0 && f == d->files)
            break; /* python-chess's hands after the last rank */
        if (*s == '/') {
            if (f != d->files || --r < 0)
                return 0;
            f = 0;
        } else if (*s >= '1' && *s <= '9') {
            int n = *s - '0';
            if (s[1] >= '0' && s[1] <= '9')
                n = n * 10 + (*++s - '0');
            f += n;
        } else if ((*s == '*' || ((*s | 32) >= 'a' && (*s | 32) <= 'z')) &&
                   f < d->files) {
            grid[r][f++] = *s;
        } else {
            return 0;
        }
        if (f > d->files)
            return 0;
    }
    return r == 0 && f == d->files;
}

static void cell_name(char *out, int f, int r)
{
    snprintf(out, VC_NAME_MAX, "%c%u", 'a' + f % 26,
             (unsigned)(r + 1) % 100u); /* r < VC_MAX_RANKS */
}

static int castle_cells(const char names[][VC_NAME_MAX], int n,
                        const char **out)
{
    if (n > VC_MAX_CASTLE_CELLS)
        return -1;
    for (int i = 0; i < n; i++)
        out[i] = names[i];
    out[n] = NULL;
    return 0;
}

/* The type that castles with the partner: castlingKingPiece's, or the
 * royal one (0 when castlingKingPiece names no piece). */
static int castle_king_type(const struct builder *b)
{
    return b->d->castle_king ? type_of(b->v, b->d->castle_king) : VC_ROYAL;
}

/* Is the letter on the grid a castling partner of that colour? */
static int is_partner(const struct builder *b, int color, char x)
{
    char rook = color ? b->d->castle_rook : (char)(b->d->castle_rook - 32);

    if (b->d->castle_any_partner)
        return x && x != '*' && ((x >= 'a' && x <= 'z') == (color == 1)) &&
               (x | 32) != (b->v->piece[castle_king_type(b)].letter | 32);
    return x == rook;
}

/* The right's FEN letter: K/Q, or the partner's file (Shredder). */
static char castle_right(const struct vc_def *d, int color, int side,
                         int rf)
{
    char c = d->castle_shredder ? (char)('A' + rf)
                                : side > 0 ? 'K' : 'Q';

    return (char)(c + 32 * color);
}

/* Castling of colour `color` towards `side` (+1 kingside, -1 queenside):
 * the king moves to kt, the outermost castling piece on that side of it
 * to the cell next to the king's, inside. */
static int castle_rule(struct builder *b, int color, int side, int r,
                       int kf)
{
    const struct vc_def *d = b->d;
    int kt = d->castle_king_step
                 ? kf + side * d->castle_king_step
                 : (side > 0 ? d->castle_kingside_file
                             : d->castle_queenside_file) - 1;
    int rf = side > 0 ? d->files - 1 : 0, rt = kt - side, lo, hi, ne = 0;
    char empty[VC_MAX_SLOTS][VC_NAME_MAX], safe[VC_MAX_SLOTS][VC_NAME_MAX];
    char names[5][VC_NAME_MAX];
    struct vc_castle_spec s;

    while (rf != kf && !is_partner(b, color, b->grid[r][rf]))
        rf -= side;
    if (rf == kf || kt < 0 || kt >= d->files || rt < 0 || rt >= d->files)
        return 0; /* no castling piece on that side, or nowhere to go */
    lo = kf < kt ? kf : kt;
    lo = rf < lo ? rf : rt < lo ? rt : lo;
    hi = kf > kt ? kf : kt;
    hi = rf > hi ? rf : rt > hi ? rt : hi;
    for (int f = lo; f <= hi; f++)
        if (f != kf && f != rf)
            cell_name(empty[ne++], f, r);
    for (int f = kf, k = 0;; f += kt > kf ? 1 : -1, k++) {
        cell_name(safe[k], f, r);
        if (f == kt) {
            memset(&s, 0, sizeof(s));
            if (castle_cells((const char(*)[VC_NAME_MAX])empty, ne,
                             s.empty) < 0 ||
                castle_cells((const char(*)[VC_NAME_MAX])safe,
                             castle_king_type(b) == VC_ROYAL ? k + 1 : 0,
                             s.safe) < 0)
                return fail(b, d->fen_at, "castling crosses more than %d "
                                          "cells, beyond the engine's model",
                            VC_MAX_CASTLE_CELLS);
            break;
        }
    }
    cell_name(names[0], kf, r);
    cell_name(names[1], kt, r);
    cell_name(names[2], rf, r);
    cell_name(names[3], rt, r);
    s.color = color;
    s.right = castle_right(d, color, side, rf);
    s.san = side > 0 ? "O-O" : "O-O-O";
    s.partner_type = type_of(b->v, (char)(b->grid[r][rf] | 32));
    s.king_type = castle_king_type(b);
    s.king_from = names[0];
    s.king_to = names[1];
    s.coord_to = d->castle_shredder ? names[2] : names[1];
    s.partner_from = names[2];
    s.partner_to = names[3];
    if (!s.partner_type || vc_castle_add(b->v, &s) < 0)
        return fail(b, d->fen_at, "castling rule could not be made");
    return 0;
}

static int add_auto_castling(struct builder *b);

/* castlingRuleN: castling spelt out cell by cell. */
static int add_castle_rules(struct builder *b)
{
    const struct vc_def *d = b->d;

    for (int i = 0; i < d->ncastle_rules; i++) {
        const struct vc_def_castle *r = &d->castle_rule[i];
        struct vc_castle_spec s;
        memset(&s, 0, sizeof(s));
        s.color = r->right >= 'a' && r->right <= 'z';
        s.right = r->right;
        s.san = r->san[4] ? "O-O-O" : "O-O";
        s.partner_type = type_of(b->v, d->castle_rook);
        s.king_type = castle_king_type(b);
        s.king_from = r->cell[0];
        s.king_to = r->cell[1];
        s.partner_from = r->cell[2];
        s.partner_to = r->cell[3];
        s.coord_to = d->castle_shredder ? r->cell[2] : r->cell[1];
        for (int k = 0; k < r->nempty; k++)
            s.empty[k] = r->empty[k];
        for (int k = 0; k < r->nsafe; k++)
            s.safe[k] = r->safe[k];
        if (!s.partner_type || vc_castle_add(b->v, &s) < 0)
            return fail(b, r->at, "castling rule: a cell is not on the "
                                  "board or castlingRookPiece is no piece");
    }
    return 0;
}

/* Chess960: what each game's castling is made of (castle960.c). */
static void add_960(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    int kt = d->castle_kingside_file - 1, qt = d->castle_queenside_file - 1;

    v->chess960 = 1;
    v->castle_types[0] = (uint8_t)castle_king_type(b);
    v->castle_types[1] = (uint8_t)type_of(v, d->castle_rook);
    v->castle_rank[0] = (uint8_t)(d->castle_rank - 1);
    v->castle_rank[1] = (uint8_t)(d->ranks - d->castle_rank);
    v->castle_to[1][0] = (uint8_t)kt;
    v->castle_to[1][1] = (uint8_t)(kt - 1);
    v->castle_to[0][0] = (uint8_t)qt;
    v->castle_to[0][1] = (uint8_t)(qt + 1);
}

static int add_castling(struct builder *b)
{
    if (b->d->chess960 && b->d->castling && !b->d->ncastle_rules)
        add_960(b);
    if (b->d->ncastle_rules)
        return add_castle_rules(b);
    return add_auto_castling(b);
}

/* castlingDroppedPiece: the rules of a king on file e and partners in
 * the corners of rank r, whatever stands there at the start (placement
 * starts with an empty first rank); drops give the rights. */
static int dropped_castling(struct builder *b, int color, int r, char k,
                            int first)
{
    const struct vc_def *d = b->d;
    char row[VC_MAX_SLOTS], rook = color ? d->castle_rook
                                         : (char)(d->castle_rook - 32);
    int rc;

    if (d->files < 6 || d->castle_any_partner)
        return fail(b, d->fen_at, "castlingDroppedPiece needs six files "
                                  "and castlingRookPiece");
    memcpy(row, b->grid[r], sizeof(row));
    memset(b->grid[r], 0, sizeof(row));
    b->grid[r][4] = k;
    b->grid[r][0] = b->grid[r][d->files - 1] = rook;
    rc = castle_rule(b, color, first, r, 4) < 0 ||
                 castle_rule(b, color, -first, r, 4) < 0
             ? -1
             : 0;
    memcpy(b->grid[r], row, sizeof(row));
    b->v->castle_drops = 1;
    return rc;
}

static int add_auto_castling(struct builder *b)
{
    const struct vc_def *d = b->d;
    const struct vc_piece_def *king = &b->v->piece[castle_king_type(b)];
    int first = d->castle_shredder ? -1 : 1; /* the FEN's order */

    if (!d->castling || !king->letter || !b->grid_ok)
        return 0;
    for (int color = 0; color < 2; color++) {
        int r = color ? d->ranks - d->castle_rank : d->castle_rank - 1;
        char k = color ? (char)(king->letter + 32) : king->letter;
        if (r < 0 || r >= d->ranks)
            continue;
        if (d->castle_dropped && d->drops) {
            if (dropped_castling(b, color, r, k, first) < 0)
                return -1;
            continue;
        }
        for (int f = 0; f < d->files; f++)
            if (b->grid[r][f] == k &&
                (castle_rule(b, color, first, r, f) < 0 ||
                 castle_rule(b, color, -first, r, f) < 0))
                return -1;
    }
    return 0;
}

/* ---- the whole ------------------------------------------------------- */

/* The cells the start position writes '*' (holes), NULL-terminated. */
static const char *const *holes(struct builder *b)
{
    int n = 0;

    for (int r = 0; r < b->d->ranks; r++)
        for (int f = 0; f < b->d->files; f++)
            if (b->grid[r][f] == '*') {
                cell_name(b->hole_name[n], f, r);
                b->hole[n] = b->hole_name[n];
                n++;
            }
    b->hole[n] = NULL;
    b->v->holes_in_fen = n > 0;
    return b->hole;
}

/* The cells a hexagonal board's start position writes '*' (holes),
 * NULL-terminated, read by the ranks of the whole board just made. */
static const char *const *hex_holes(struct builder *b)
{
    const struct vc_board *bd = b->v->board;
    const char *s = b->d->start_fen;
    int r = bd->nranks - 1, slot = 0, n = 0;

    for (; *s && *s != ' ' && r >= 0; s++) {
        if (*s == '/') {
            r--;
            slot = 0;
        } else if (isdigit((unsigned char)*s)) {
            int k = *s - '0';
            if (isdigit((unsigned char)s[1]))
                k = 10 * k + (*++s - '0');
            slot += k;
        } else if (slot++ < bd->rank_len[r] && *s == '*') {
            snprintf(b->hole_name[n], VC_NAME_MAX, "%s",
                     bd->name[bd->rank_slot[r][slot - 1]]);
            b->hole[n] = b->hole_name[n];
            n++;
        }
    }
    b->hole[n] = NULL;
    b->v->holes_in_fen = n > 0;
    return b->hole;
}

static int make_board(struct builder *b)
{
    const struct vc_def *d = b->d;

    if (d->files * d->ranks > VC_MAX_CELLS)
        return fail(b, d->size_at, "a board of %d x %d has %d cells; the "
                                   "engine holds at most %d",
                    d->files, d->ranks, d->files * d->ranks, VC_MAX_CELLS);
    if (!d->start_fen[0])
        return fail(b, d->section_at, "variant '%s' has no start position "
                                      "(startFen)",
                    d->name);
    if (d->size_own && !d->fen_own)
        return fail(b, d->size_at, "variant '%s' changes the board but "
                                   "gives no start position (startFen)",
                    d->name);
    if (d->kites)
        return vc_tetrille_build(b->v->board) < 0
                   ? fail(b, d->size_at, "the board could not be made")
                   : 0;
    if (d->hex_side) {
        struct vc_board *bd = b->v->board;
        if (vc_hex_begin(bd, d->hex_side, d->hex_letter_j, NULL) < 0 ||
            (hex_holes(b)[0] &&
             vc_hex_begin(bd, d->hex_side, d->hex_letter_j, b->hole) < 0))
            return fail(b, d->size_at, "the board could not be made");
        remember_hex_standard(b);
        return 0;
    }
    if (vc_rect_begin(b->v->board, d->files, d->ranks,
                      b->grid_ok ? holes(b) : NULL) < 0)
        return fail(b, d->size_at, "the board could not be made");
    remember_standard(b);
    return 0;
}

/* Fairy-Stockfish's extinction rule: it acts when extinctionValue is not
 * none and extinctionPieceTypes names the pieces ('*': the whole army). */
static int add_extinction(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_extinction *x = &b->v->extinction;

    if (!d->extinction_set || !d->extinction_types[0])
        return 0;
    if (d->bare_king_loses)
        return fail(b, d->extinction_at,
                    "extinctionValue and bareKingLoses together are not "
                    "in the model");
    for (const char *s = d->extinction_types; *s; s++) {
        int t = *s == '*' ? 0 : type_of(b->v, *s);
        if (*s != '*' && !t)
            return fail(b, d->extinction_at, "extinctionPieceTypes: '%c' is "
                                             "not a piece of the variant",
                        *s);
        x->types |= *s == '*' ? VC_EXTINCT_ARMY : 1u << t;
    }
    /* Fairy-Stockfish ends no game by extinction of pseudo-royal pieces
     * that cannot be blown away: they cannot be taken either */
    x->on = !d->pseudo_royal || d->blast;
    x->value = (int8_t)d->extinction_value;
    x->claim = (uint8_t)d->extinction_claim;
    x->own = (uint8_t)d->extinction_count;
    x->other = (uint8_t)d->extinction_other;
    return 0;
}

/* connectN: n in a row; connectNxN: a square of nxn; on a rectangle. */
static int add_connect(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_connect *k = &b->v->connect;

    if (!d->connect_n && !d->connect_nxn)
        return 0;
    if (d->kites || d->hex_side)
        return fail(b, d->connect_at, "%s needs a rectangular board",
                    d->connect_n ? "connectN" : "connectNxN");
    k->n = (uint8_t)d->connect_n;
    k->nxn = (uint8_t)d->connect_nxn;
    k->dirs = (uint8_t)d->connect_dirs;
    k->value = (int8_t)d->connect_value;
    for (const char *s = d->connect_types; *s; s++) {
        int t = type_of(b->v, *s);
        if (!t)
            return fail(b, d->connect_at, "connectPieceTypes: '%c' is not a "
                                          "piece of the variant", *s);
        k->types |= 1u << t;
    }
    return 0;
}

/* extinctionPseudoRoyal: the extinction kinds are royal while few. */
static int add_pseudo_royal(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;

    if (!d->pseudo_royal)
        return 0;
    if (!d->extinction_set || !d->extinction_types[0] ||
        strchr(d->extinction_types, '*'))
        return fail(b, d->pseudo_at, "extinctionPseudoRoyal needs "
                                     "extinctionValue and the piece letters "
                                     "of extinctionPieceTypes");
    v->pseudo_royal = v->extinction.types;
    v->pseudo_count = (uint8_t)(d->extinction_count + 1);
    return 0;
}

/* blastOnCapture: a royal piece that could be blown away is not in the
 * model (Fairy-Stockfish's atomic has a king that is pseudo-royal). */
static int add_blast(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;

    if (!d->blast)
        return 0;
    if (v->piece[VC_ROYAL].letter && (!v->kingless[0] || !v->kingless[1]))
        return fail(b, d->blast_at, "blastOnCapture with a royal king is "
                                    "not in the model: make the king a "
                                    "commoner (king = -, commoner = k) with "
                                    "extinctionPseudoRoyal, as atomic does");
    v->blast = 1;
    for (int i = 0; i < d->npieces; i++)
        if (d->piece[i].letter && strcmp(d->piece[i].key, "pawn") == 0)
            v->blast_spared |= 1u << type_of(v, d->piece[i].letter);
    for (const char *s = d->blast_immune; *s; s++) {
        int t = type_of(v, *s);
        if (!t)
            return fail(b, d->blast_at, "blastImmuneTypes: '%c' is not a "
                                        "piece of the variant", *s);
        v->blast_immune |= 1u << t;
    }
    return 0;
}

/* The type of the piece under the key `key` (Fairy-Stockfish's pawn,
 * bishop), or 0. */
static int fsf_piece(const struct builder *b, const char *key)
{
    const struct vc_def *d = b->d;

    for (int i = 0; i < d->npieces; i++)
        if (d->piece[i].letter && strcmp(d->piece[i].key, key) == 0)
            return type_of(b->v, d->piece[i].letter);
    return 0;
}

/* dropChecks, mustDrop(Type), dropOppositeColoredBishop. */
static int add_drop_filters(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;

    v->drop_no_checks = (uint8_t)d->drop_checks_off;
    v->must_drop = (uint8_t)d->must_drop;
    if (d->must_drop_type &&
        !(v->must_drop_type = (uint8_t)type_of(v, d->must_drop_type)))
        return fail(b, d->drops_at, "mustDropType: '%c' is not a piece",
                    d->must_drop_type);
    if (d->drop_bishops_apart && !(v->drop_bishop = (uint8_t)fsf_piece(b, "bishop")))
        return fail(b, d->drops_at, "dropOppositeColoredBishop needs the "
                                    "piece bishop");
    if (d->drop_entry && (d->kites || d->hex_side ||
                          v->board->ncells != d->files * d->ranks))
        return fail(b, d->drop_entry_at, "enclosingDrop needs a "
                                         "rectangular board without holes");
    if (d->drop_entry == VC_ENTRY_ANYSIDE && pawn_kinds(v))
        return fail(b, d->drop_entry_at, "enclosingDrop = anyside with "
                                         "pawns is not in the model (a "
                                         "pawn could enter on any rank)");
    v->drop_entry = (uint8_t)d->drop_entry;
    return 0;
}

/* gating: gates on each colour's castling rank (the FEN's castling
 * field names them); seirawanGating: pieces of the hand enter on them as
 * drops would, but only as a move leaves one (lib/engine/gate.c). */
static int add_gating(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;

    if (d->seirawan_gating && !d->gating)
        return fail(b, d->gating_at, "seirawanGating needs gating = true");
    if (!d->gating)
        return 0;
    if (d->blast) /* a blast takes gates beside the captured piece's */
        return fail(b, d->gating_at, "gating with blastOnCapture is not "
                                     "in the model");
    if (d->chess960) /* its castling letters name files, as gates do */
        return fail(b, d->gating_at, "gating with chess960 is not in the "
                                     "model");
    v->gating = 1;
    v->gate_moves = (uint8_t)d->seirawan_gating;
    v->gate_only = (uint8_t)(d->seirawan_gating && !d->drops);
    v->castle_rank[0] = (uint8_t)(d->castle_rank - 1);
    v->castle_rank[1] = (uint8_t)(d->ranks - d->castle_rank);
    return 0;
}

/* 1 if a piece of `color` (Fairy-Stockfish's pawn: `pawn`; its rook:
 * `rook`) may be dropped on `cell` by the pawn ranks, sittuyinRookDrop
 * (a rook on the first rank only) and the drop regions. */
static int may_enter(const struct builder *b, int pawn, int rook, int color,
                     int cell)
{
    const struct vc_def *d = b->d;
    const struct vc_variant *v = b->v;
    int r = v->board->rank[cell];
    int first = color == 0 ? r == 0 : r == d->ranks - 1;
    int zone = v->cell_flags[cell] &
               ((VC_CELL_PROMO_W | VC_CELL_PROMO_OPT_W) << color);

    if (pawn && ((first && !d->first_rank_pawn_drops) ||
                 (zone && !d->zone_pawn_drops)))
        return 0;
    if (rook && d->rook_drop_first_rank && !first)
        return 0;
    return !(d->drop_region_set >> color & 1) ||
           (d->drop_region[r][v->board->file[cell] - 'a'] >> color & 1);
}

/* pieceDrops: every piece may enter on any empty cell, but
 * Fairy-Stockfish's pawn not on its side's first rank (unless
 * firstRankPawnDrops) nor on a cell where it promotes (unless
 * promotionZonePawnDrops); a promoted piece goes back to the hand as
 * that pawn (the first pawn type when there is none).  With
 * enclosingDrop = anyside, where a stone rests is all that counts, as
 * in Fairy-Stockfish: no drop region, pawn rank or doubled file. */
static int add_drops(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    int pawn = fsf_piece(b, "pawn"), rook = fsf_piece(b, "rook");
    int anyside = d->drop_entry == VC_ENTRY_ANYSIDE;

    if (!d->drops && !v->gate_moves)
        return 0;
    if (d->blast && d->drops)
        return fail(b, d->drops_at, "pieceDrops with blastOnCapture is "
                                    "not in the model");
    v->drops = 1; /* the hand: for drops, or for gating only */
    if (d->no_doubled && !(v->no_doubled = (uint8_t)type_of(v, d->no_doubled)))
        return fail(b, d->drops_at, "dropNoDoubled: '%c' is not a piece",
                    d->no_doubled);
    v->no_doubled_count = (uint8_t)(d->no_doubled_count
                                        ? d->no_doubled_count - 1
                                        : 1);
    for (int c = 0; c < v->board->ncells; c++)
        vc_set_add(v->file_cells[v->board->file[c] - 'a'], c);
    if (d->drop_mate_illegal) {
        for (int i = 0; i < d->npieces; i++)
            if (d->piece[i].letter && strcmp(d->piece[i].key, "shogiPawn") == 0)
                v->drop_mate_type = (uint8_t)type_of(v, d->piece[i].letter);
        if (!v->drop_mate_type)
            return fail(b, d->drops_at, "shogiPawnDropMateIllegal needs "
                                        "the piece shogiPawn");
    }
    if (add_drop_filters(b) < 0)
        return -1;
    v->captures_to_hand = (uint8_t)d->captures_to_hand;
    v->drop_loop = (uint8_t)d->drop_loop;
    v->hand_demote = (uint8_t)(pawn ? pawn : vc_pawn_type(v));
    for (int c = 0; c < v->board->ncells; c++)
        for (int color = 0; color < 2; color++)
            for (int t = 1; t < VC_MAX_PTYPES; t++)
                if (anyside ||
                    may_enter(b, t == pawn, t == rook, color, c))
                    vc_set_add(v->drop_cells[color][t], c);
    for (int color = 0;
         v->no_doubled && !v->no_doubled_count && !anyside && color < 2;
         color++) /* dropNoDoubledCount = 0: every file has as many */
        memset(v->drop_cells[color][v->no_doubled], 0,
               sizeof(v->drop_cells[color][0]));
    return 0;
}

/* checkCounting: the checks each side has to give, as the start
 * position's fifth field says ("3+3"), or 1 (Fairy-Stockfish's reading
 * of a FEN without the field: the next check wins). */
static int start_checks(const struct vc_def *d)
{
    const char *s = d->start_fen;
    long n;

    for (int field = 1; field < 5 && *s; field++) {
        s += strcspn(s, " ");
        s += strspn(s, " ");
    }
    n = strtol(s, NULL, 10);
    return isdigit((unsigned char)*s) && s[strspn(s, "0123456789")] == '+' &&
                   n >= 1 && n <= 99
               ? (int)n
               : 1;
}

/* enPassantRegionWhite/Black: where each colour may not take en passant;
 * a colour with no royal piece in the start position may play without. */
static void add_ep_and_kings(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    char king = v->piece[VC_ROYAL].letter;

    for (int c = 0; c < v->board->ncells && d->ep_region_set; c++)
        v->no_ep[c] = (uint8_t)(
            ~d->ep_region[v->board->rank[c]][v->board->file[c] - 'a'] & 3);
    v->kingless[0] = v->kingless[1] = king != 0;
    for (int r = 0; r < d->ranks && b->grid_ok; r++)
        for (int f = 0; f < d->files; f++) {
            if (b->grid[r][f] == king)
                v->kingless[0] = 0;
            if (b->grid[r][f] == (char)(king + 32))
                v->kingless[1] = 0;
        }
}

/* The flag rule: the region of each colour as cells of the board, and
 * the piece that must reach it ('*': any, 0: none). */
static int add_flag(struct builder *b)
{
    const struct vc_def *d = b->d;
    struct vc_variant *v = b->v;
    struct vc_flag *fl = &v->flag;

    for (int c = 0; c < v->board->ncells; c++) {
        int x = d->flag_region[v->board->rank[c]][v->board->file[c] - 'a'];
        for (int color = 0; color < 2; color++)
            if (x & (1 << color))
                vc_set_add(fl->region[color], c);
    }
    for (int color = 0; color < 2; color++) {
        char letter = d->flag_piece[color];
        int t = letter == '*' || !letter ? 0 : type_of(v, letter);
        if (letter && letter != '*' && !t)
            return fail(b, d->flag_at, "flagPiece: '%c' is not a piece of "
                                       "the variant", letter);
        fl->type[color] = (uint8_t)(letter == '*' ? VC_FLAG_ANY : t);
        for (int w = 0; w < VC_SET_WORDS && fl->type[color]; w++)
            fl->on |= fl->region[color][w] != 0;
    }
    fl->count = (uint8_t)(d->flag_count ? d->flag_count : 1);
    fl->move = (uint8_t)d->flag_move;
    fl->safe = (uint8_t)d->flag_safe;
    fl->blocked = (uint8_t)d->flag_blocked;
    return 0;
}

/* 1 if a (colour, type) piece on `cell` has a move to an empty cell of
 * an empty board (what Fairy-Stockfish's immobilityIllegal asks). */
static int can_move(const struct vc_variant *v, int color, int type, int cell)
{
    const uint8_t *s = vc_program(v, color, type, cell);

    for (int mode; (mode = *s++) != 0;)
        for (int n = *s++; n > 0; n--, s += 1 + s[0])
            if ((mode & VC_MOVE) && s[0] > (mode >> 4))
                return 1;
    return 0;
}

/* 1 if a (colour, type) piece could move onto `cell` from another cell
 * of an empty board. */
static int reachable_stuck(const struct vc_variant *v, int color, int type,
                           int cell)
{
    for (int from = 0; from < v->board->ncells; from++) {
        const uint8_t *s = vc_program(v, color, type, from);
        for (int mode; (mode = *s++) != 0;)
            for (int n = *s++; n > 0; n--, s += 1 + s[0])
                for (int d = mode >> 4; (mode & VC_MOVE) && d < s[0]; d++)
                    if (s[1 + d] == cell)
                        return 1;
    }
    return 0;
}

/* immobilityIllegal: a pawn may not stop unpromoted where it could not
 * move on, so a cell of promotion by choice where it cannot is one of
 * compulsory promotion.  Other pieces must be able to move everywhere:
 * the model has no other stuck moves to forbid. */
static int settle_immobility(struct builder *b)
{
    struct vc_variant *v = b->v;

    if (!b->d->immobility_illegal)
        return 0;
    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k], pawn = v->piece[t].flags & VC_PF_PAWN;
        for (int c = 0; c < v->board->ncells; c++)
            for (int color = 0; color < 2; color++) {
                uint8_t opt = (uint8_t)(VC_CELL_PROMO_OPT_W << color);
                uint8_t must = (uint8_t)(VC_CELL_PROMO_W << color);
                if (can_move(v, color, t, c) ||
                    (pawn && (v->cell_flags[c] & must)))
                    continue;
                /* a piece that promotes there must; none is dropped */
                vc_set_add(v->stuck[color][t], c);
                for (int w = 0; w < VC_SET_WORDS; w++)
                    v->drop_cells[color][t][w] &= ~v->stuck[color][t][w];
                if (v->promotes_to[t] && !pawn &&
                    (v->cell_flags[c] & (must | opt)))
                    continue;
                if (v->drops && !v->promotes_to[t] && !pawn &&
                    !reachable_stuck(v, color, t, c))
                    continue;
                if (!pawn || !(v->cell_flags[c] & opt))
                    return fail(b, b->d->immobility_at,
                                "immobilityIllegal: '%c' cannot move from "
                                "%s, which the model does not forbid",
                                v->piece[t].letter, v->board->name[c]);
                v->cell_flags[c] = (uint8_t)((v->cell_flags[c] & ~opt) |
                                             (VC_CELL_PROMO_W << color));
            }
    }
    return 0;
}

static int finish(struct builder *b)
{
    struct vc_variant *v = b->v;
    struct vc_pos p;
    vchess_error e;

    if (vc_variant_finish(v) < 0)
        return fail(b, b->d->fen_at,
                    v->max_moves > VC_MAX_GEN
                        ? "a position could have more than %d moves, "
                          "beyond the engine's bound"
                        : "the pieces need more move tables than the "
                          "engine holds (bound %d moves)",
                    VC_MAX_GEN);
    if (settle_immobility(b) < 0)
        return -1;
    if (b->d->immobility_illegal) /* settle_immobility() moved cell flags */
        vc_compile_cell_sets(v);
    if (vc_fen_parse(v, b->d->start_fen, &p, &e) < 0)
        return fail(b, b->d->fen_at + e.offset,
                    "startFen does not fit the variant: %s", e.text);
    return 0;
}

int vc_def_build(struct vc_variant *v, const struct vc_def *d, char *why,
                 size_t size, size_t *at)
{
    struct builder local, *b = &local;

    memset(b, 0, sizeof(*b));
    b->v = v;
    b->d = d;
    b->why = why;
    b->size = size;
    b->at = at;
    v->name = d->name;
    v->start_fen = d->start_fen;
    b->grid_ok = !d->kites && !d->hex_side && vc_def_grid(d, b->grid);
    if (make_board(b) < 0 || add_pieces(b) < 0 ||
        add_piece_promotions(b) < 0 || add_promotions(b) < 0 ||
        add_promotion_limits(b) < 0 || add_morphs(b) < 0 ||
        add_minors(b) < 0 || add_names(b) < 0 || check_shuffle(b) < 0)
        return -1;
    mark_ranks(b);
    v->en_passant = (uint8_t)d->double_step;
    v->stalemate_value = (int8_t)d->stalemate_value;
    v->must_capture = (uint8_t)d->must_capture;
    v->no_checks = (uint8_t)d->no_checks;
    v->check_count = (uint8_t)(d->check_count ? start_checks(d) : 0);
    v->bare_king_loses = (uint8_t)d->bare_king_loses;
    v->kk_draw = (uint8_t)d->kk_draw;
    v->move_rule = d->move_rule;
    v->fold_rule = d->fold_rule;
    v->fold_value = (int8_t)d->fold_value;
    v->perpetual_check_loses = (uint8_t)d->perpetual_loses;
    v->fold_absolute = (uint8_t)d->fold_absolute;
    add_counting(b);
    v->makpong = (uint8_t)d->makpong;
    add_ep_and_kings(b);
    if (add_extinction(b) < 0 || add_pseudo_royal(b) < 0 ||
        add_blast(b) < 0 || add_gating(b) < 0 || add_drops(b) < 0 ||
        add_flag(b) < 0 ||
        add_connect(b) < 0 ||
        add_castling(b) < 0)
        return -1;
    return finish(b);
}
