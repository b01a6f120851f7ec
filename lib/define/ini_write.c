/* ini_write.c - a definition printed back as one variants.ini section
 * that vc_def_read() reads into the same definition: no parent, every
 * key that sets a rule spelt out in one order, one `key = value` a line,
 * no comments.
 *
 * What only the Interactive Diagram reader sets is first put the way the
 * variants.ini dialect says it (as_ini), into a definition that plays
 * the same but is not the same field by field: a piece whose key would
 * not give back its moves and flags (a Diagram's "queen" moving Q3, its
 * royal "general") becomes king, pawn or customPieceN, its old key its
 * name in pieceNames; the king's castling step and "any partner" become
 * the castling files and the castlingRookPiece that give the same
 * castling from the start position; the pawns' initial cells become
 * doubleStepRank and firstRankDoubleSteps when they are such ranks, else
 * doubleStepRegionWhite and doubleStepRegionBlack.
 *
 * Not said exactly, and left as near as the dialect comes: kings on
 * different files of the castling ranks, castling partners of
 * different kinds, morph cells where pieces become different kinds (one
 * morph key holds one kind: the first), a royal pawn, and names the
 * reader refuses (only letters, digits, '-', '_' and single spaces).  A
 * value longer than the reader's line (VC_FEN_TEXT_MAX - 1 characters: a
 * morph on most cells of a large board) is printed whole but not read
 * back. */
#include "definition.h"
#include "reader.h"
#include "base/text.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define KEY_MAX VC_DEF_NAME_MAX

/* ---- the Diagram's facts as variants.ini keys ------------------------ */

/* 1 if the reader, given `key = ...`, sets p's flags and Betza again. */
static int key_fits(const struct vc_def_piece *p, const char *key)
{
    const char *named = vc_ini_named_betza(key);

    if (!p->letter)
        return named || vc_ini_custom_key(key);
    if (strcmp(key, "king") == 0)
        return p->royal && !p->pawn;
    if (strcmp(key, "pawn") == 0)
        return p->pawn && !p->royal;
    if (p->royal || p->pawn)
        return 0;
    return named ? strcmp(named, p->betza) == 0 : vc_ini_custom_key(key);
}

static int key_taken(const struct vc_def *e, const char *key)
{
    for (int i = 0; i < e->npieces; i++)
        if (strcmp(e->piece[i].key, key) == 0)
            return 1;
    return 0;
}

/* A key for e->piece[i] that the reader gives back its flags: king,
 * pawn, else the first free customPieceN. */
static void new_key(struct vc_def *e, int i)
{
    const struct vc_def_piece *p = &e->piece[i];
    char key[KEY_MAX] = "customPiece1";

    if (p->royal && !key_taken(e, "king"))
        snprintf(key, sizeof(key), "king");
    else if (p->pawn && !p->royal && !key_taken(e, "pawn"))
        snprintf(key, sizeof(key), "pawn");
    else
        for (int n = 2; n <= 99 && key_taken(e, key); n++)
            snprintf(key, sizeof(key), "customPiece%d", n);
    snprintf(e->piece[i].key, KEY_MAX, "%s", key);
}

static int name_char(char ch)
{
    return isalnum((unsigned char)ch) || ch == '-' || ch == '_';
}

/* What the piece of letter was called, its old key, into pieceNames
 * (unless it has a name there, or the key is no name the reader takes;
 * the engine keeps the first VC_PIECE_NAME_MAX - 1 characters). */
static void keep_name(struct vc_def *e, char letter, const char *old)
{
    size_t n = strlen(old);

    if (n >= VC_PIECE_NAME_MAX)
        n = VC_PIECE_NAME_MAX - 1;
    for (size_t i = 0; i < n; i++)
        if (!name_char(old[i]) && !(old[i] == ' ' && i && i + 1 < n &&
                                    old[i - 1] != ' '))
            return;
    for (int i = 0; i < e->nnames; i++)
        if (e->piece_name[i].letter == letter)
            return;
    if (!n || e->nnames >= VC_MAX_PTYPES - 1)
        return;
    e->piece_name[e->nnames].letter = letter;
    snprintf(e->piece_name[e->nnames].name, VC_PIECE_NAME_MAX, "%.*s",
             (int)n, old);
    e->nnames++;
}

/* Pieces under keys that give them back: each keeps its key if that
 * does (and no earlier piece holds it), the others get new ones. */
static void ini_pieces(struct vc_def *e)
{
    char old[VC_MAX_PTYPES - 1][KEY_MAX];

    for (int i = 0; i < e->npieces; i++) {
        snprintf(old[i], KEY_MAX, "%s", e->piece[i].key);
        e->piece[i].key[0] = 0;
    }
    for (int i = 0; i < e->npieces; i++)
        if (key_fits(&e->piece[i], old[i]) && !key_taken(e, old[i]))
            snprintf(e->piece[i].key, KEY_MAX, "%s", old[i]);
    for (int i = 0; i < e->npieces; i++) {
        struct vc_def_piece *p = &e->piece[i];
        if (p->key[0])
            continue;
        new_key(e, i);
        p->royal = strcmp(p->key, "king") == 0;
        p->pawn = strcmp(p->key, "pawn") == 0;
        if (p->letter && strcmp(p->key, old[i]) != 0)
            keep_name(e, p->letter, old[i]);
    }
}

static char royal_letter(const struct vc_def *e)
{
    for (int i = 0; i < e->npieces; i++)
        if (e->piece[i].royal && e->piece[i].letter)
            return e->piece[i].letter;
    return 0;
}

/* The castling partner of the king on (r, kf) towards side: the file of
 * the outermost piece of its colour (any kind but the king's), or -1. */
static int partner_file(const struct vc_def *e,
                        const char (*grid)[VC_MAX_SLOTS], int r, int kf,
                        int side, char king)
{
    int upper = isupper((unsigned char)grid[r][kf]) != 0;

    for (int f = side > 0 ? e->files - 1 : 0; f != kf; f -= side) {
        char x = grid[r][f];
        if (x && x != '*' && (x | 32) != king &&
            (isupper((unsigned char)x) != 0) == upper)
            return f;
    }
    return -1;
}

/* 1 if the king on file kf castles towards side onto the board. */
static int lands(const struct vc_def *e, int kf, int side)
{
    int kt = e->castle_king_step ? kf + side * e->castle_king_step
             : side > 0          ? e->castle_kingside_file - 1
                                 : e->castle_queenside_file - 1;

    return kt >= 0 && kt < e->files && kt - side >= 0 && kt - side < e->files;
}

/* The file key that sends the king from kf one step count towards side,
 * or, where that leaves the board (no castling there), a file from which
 * the partner would land beyond it (no castling either). */
static int step_file(const struct vc_def *e, int kf, int side)
{
    int kt = kf + side * e->castle_king_step;

    if (kt < 0 || kt >= e->files)
        return side > 0 ? 1 : e->files;
    return kt + 1;
}

/* "Any partner" and the king's step as the files castling goes to and
 * the partner the start position holds outermost; no king on the
 * castling ranks or no partner at all: no castling. */
static void ini_castling(struct vc_def *e, const char (*grid)[VC_MAX_SLOTS])
{
    char king = royal_letter(e), partner = 0;
    int kf = -1;

    for (int color = 0; king && color < 2; color++) {
        int r = color ? e->ranks - e->castle_rank : e->castle_rank - 1;
        char k = color ? king : (char)toupper((unsigned char)king);
        for (int f = 0; r >= 0 && r < e->ranks && f < e->files; f++) {
            if (grid[r][f] != k)
                continue;
            kf = kf < 0 ? f : kf;
            for (int side = -1; side <= 1 && !partner; side += 2) {
                int rf = partner_file(e, grid, r, f, side, king);
                if (rf >= 0 && lands(e, f, side))
                    partner = (char)(grid[r][rf] | 32);
            }
        }
    }
    if (e->castle_any_partner)
        e->castle_rook = partner;
    if (kf < 0 || !e->castle_rook)
        e->castling = 0;
    if (e->castling && e->castle_king_step) {
        e->castle_kingside_file = step_file(e, kf, 1);
        e->castle_queenside_file = step_file(e, kf, -1);
    }
}

/* 1 if the initial cells are whole ranks that doubleStepRank and
 * firstRankDoubleSteps state exactly, for both colours. */
static int initial_by_rank(const struct vc_def *e, int rank, int first)
{
    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++) {
            int on = f < e->files && r < e->ranks;
            int w = on && (r == rank - 1 || (first && r == 0));
            int b = on && (r == e->ranks - rank ||
                           (first && r == e->ranks - 1));
            if (e->initial[r][f] != (w | b << 1))
                return 0;
        }
    return 1;
}

/* The initial cells as the ranks they are on, when they are such ranks:
 * the highest of white's is the double-step rank, and the first rank too
 * is firstRankDoubleSteps; else they stay cells (doubleStepRegion). */
static void ini_initial(struct vc_def *e)
{
    int lo = -1, hi = -1;

    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            if (e->initial[r][f] & 1) {
                lo = lo < 0 ? r : lo;
                hi = r;
            }
    if (hi < 0 || !initial_by_rank(e, hi + 1, lo == 0 && hi > 0))
        return;
    e->double_step_rank = hi + 1;
    e->first_rank_double_steps = lo == 0 && hi > 0;
    memset(e->initial, 0, sizeof(e->initial));
}

/* d as the variants.ini dialect states it, into *e. */
static void as_ini(const struct vc_def *d, struct vc_def *e)
{
    char grid[VC_MAX_RANKS][VC_MAX_SLOTS];

    *e = *d;
    ini_pieces(e);
    if (e->castling && !e->ncastle_rules && !e->kites &&
        (e->castle_king_step || e->castle_any_partner) &&
        vc_def_grid(d, grid))
        ini_castling(e, (const char(*)[VC_MAX_SLOTS])grid);
    e->castle_king_step = e->castle_any_partner = 0;
    e->castle_rook = e->castle_rook ? e->castle_rook : 'r';
    if (!e->castle_kingside_file)
        e->castle_kingside_file = 7;
    if (!e->castle_queenside_file)
        e->castle_queenside_file = 3;
    ini_initial(e);
}

/* ---- printing -------------------------------------------------------- */

static void put_str(struct vc_text *t, const char *key, const char *value)
{
    vc_text_printf(t, "%s = %s\n", key, value);
}

static void put_int(struct vc_text *t, const char *key, int n)
{
    vc_text_printf(t, "%s = %d\n", key, n);
}

static void put_bool(struct vc_text *t, const char *key, int b)
{
    put_str(t, key, b ? "true" : "false");
}

static void put_file(struct vc_text *t, const char *key, int file)
{
    vc_text_printf(t, "%s = %c\n", key, (char)('a' + file - 1));
}

/* The kite board sets 9 x 8 itself, a size after it overrides that; a
 * hexagonal board is its side. */
static void write_board(struct vc_text *t, const struct vc_def *d)
{
    if (d->kites)
        put_str(t, "board", "trihexagonal");
    if (d->hex_side) {
        put_str(t, "board", "hexagonal");
        put_int(t, "hexagonSide", d->hex_side);
        if (d->hex_letter_j)
            put_bool(t, "hexagonFileJ", 1);
    } else if (!d->kites || d->files != 9 || d->ranks != 8) {
        put_file(t, "maxFile", d->files);
        put_int(t, "maxRank", d->ranks);
    }
    if (d->start_fen[0])
        put_str(t, "startFen", d->start_fen);
}

/* In the definition's order, which is the order of the piece types. */
static void write_pieces(struct vc_text *t, const struct vc_def *d)
{
    for (int i = 0; i < d->npieces; i++) {
        const struct vc_def_piece *p = &d->piece[i];
        const char *named = vc_ini_named_betza(p->key);
        if (!p->letter)
            put_str(t, p->key, "-");
        else if (named && strcmp(named, p->betza) == 0)
            vc_text_printf(t, "%s = %c\n", p->key, p->letter);
        else
            vc_text_printf(t, "%s = %c:%s\n", p->key, p->letter, p->betza);
    }
}

static void write_limits(struct vc_text *t, const struct vc_def *d)
{
    if (!d->limit_letters[0])
        return;
    vc_text_put(t, "promotionLimit =");
    for (int i = 0; d->limit_letters[i]; i++)
        vc_text_printf(t, " %c:%d", d->limit_letters[i], d->limit_count[i]);
    vc_text_putc(t, '\n');
}

/* A colour's cells of a region (bit 1 white's, 2 black's), or "-". */
static void put_region(struct vc_text *t, const char *key,
                       const uint8_t (*cells)[VC_MAX_SLOTS], int bit)
{
    int n = 0;

    vc_text_printf(t, "%s = ", key);
    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            if (cells[r][f] & bit)
                vc_text_printf(t, "%s%c%d", n++ ? " " : "", 'a' + f, r + 1);
    vc_text_put(t, n ? "\n" : "-\n");
}

/* The flag keys, when they differ from the defaults (no region, any
 * piece). */
/* 1 if any cell of the grid is marked. */
static int has_cells(const uint8_t (*cells)[VC_MAX_SLOTS])
{
    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            if (cells[r][f])
                return 1;
    return 0;
}

static void write_promotion(struct vc_text *t, const struct vc_def *d)
{
    if (d->pawn_types_set)
        put_str(t, "pawnTypes", d->pawn_types[0] ? d->pawn_types : "-");
    if (d->no_pawn_promotion)
        put_str(t, "promotionPawnTypes", "-");
    put_int(t, "promotionRank", d->promotion_rank);
    put_str(t, "promotionPieceTypes",
            d->promo_letters[0] ? d->promo_letters : "-");
    if (d->promotion_by_choice)
        put_bool(t, "mandatoryPawnPromotion", 0);
    write_limits(t, d);
    if (d->immobility_illegal)
        put_bool(t, "immobilityIllegal", 1);
    put_bool(t, "doubleStep", d->double_step);
    put_int(t, "doubleStepRank", d->double_step_rank);
    if (d->first_rank_double_steps)
        put_bool(t, "firstRankDoubleSteps", 1);
    if (has_cells(d->initial)) {
        put_region(t, "doubleStepRegionWhite", d->initial, 1);
        put_region(t, "doubleStepRegionBlack", d->initial, 2);
    }
    if (d->promo_region_set) {
        put_region(t, "promotionRegionWhite", d->promo_region, 1);
        put_region(t, "promotionRegionBlack", d->promo_region, 2);
    }
    if (d->ep_region_set) {
        put_region(t, "enPassantRegionWhite", d->ep_region, 1);
        put_region(t, "enPassantRegionBlack", d->ep_region, 2);
    }
}

static void put_cells(struct vc_text *t, const char *tag,
                      const char (*cells)[VC_NAME_MAX], int n)
{
    vc_text_printf(t, " %s", tag);
    for (int i = 0; i < n; i++)
        vc_text_printf(t, i ? ",%s" : "%s", cells[i]);
}

static void write_castle_rule(struct vc_text *t, int n,
                              const struct vc_def_castle *r)
{
    vc_text_printf(t, "castlingRule%d = %c %s %s %s %s %s", n, r->right,
                   r->san, r->cell[0], r->cell[1], r->cell[2], r->cell[3]);
    put_cells(t, "empty:", r->empty, r->nempty);
    put_cells(t, "safe:", r->safe, r->nsafe);
    vc_text_putc(t, '\n');
}

static void write_castling(struct vc_text *t, const struct vc_def *d)
{
    char rook[2] = {d->castle_rook, 0};

    put_bool(t, "castling", d->castling);
    put_file(t, "castlingKingsideFile", d->castle_kingside_file);
    put_file(t, "castlingQueensideFile", d->castle_queenside_file);
    put_int(t, "castlingRank", d->castle_rank);
    put_str(t, "castlingRookPiece", rook);
    if (d->chess960)
        put_bool(t, "chess960", 1);
    if (d->shuffle[0])
        put_str(t, "shuffle", d->shuffle);
    if (d->castle_king) {
        char king[2] = {d->castle_king, 0};
        put_str(t, "castlingKingPiece", king);
    }
    if (d->castle_shredder)
        put_bool(t, "castlingShredder", 1);
    for (int i = 0; i < d->ncastle_rules; i++)
        write_castle_rule(t, i + 1, &d->castle_rule[i]);
}

/* nMoveRule, nFoldRule: absent is the usual rule, 0 none. */
static void put_rule(struct vc_text *t, const char *key, int rule)
{
    if (rule)
        put_int(t, key, rule == VC_RULE_NONE ? 0 : rule);
}

static void write_draws(struct vc_text *t, const struct vc_def *d)
{
    static const char *const counts[] = {"none", "makruk", "asean"};

    static const char *const values[] = {"loss", "draw", "win"};

    if (d->stalemate_value >= -1 && d->stalemate_value <= 1)
        put_str(t, "stalemateValue", values[d->stalemate_value + 1]);
    put_rule(t, "nMoveRule", d->move_rule);
    put_rule(t, "nFoldRule", d->fold_rule);
    if (d->fold_value >= -1 && d->fold_value <= 1 && d->fold_value)
        put_str(t, "nFoldValue", values[d->fold_value + 1]);
    if (d->fold_absolute)
        put_bool(t, "nFoldValueAbsolute", 1);
    if (d->counting > 0 && d->counting < 3)
        put_str(t, "countingRule", counts[d->counting]);
    if (d->makpong)
        put_bool(t, "makpongRule", 1);
}

/* extinctionValue = none leaves the rule off, but unlike no key at all
 * it sets the value (to 2): it is written back too. */
static void write_extinction(struct vc_text *t, const struct vc_def *d)
{
    static const char *const values[] = {"loss", "draw", "win"};

    if (d->extinction_set && d->extinction_value >= -1 &&
        d->extinction_value <= 1)
        put_str(t, "extinctionValue", values[d->extinction_value + 1]);
    else if (d->extinction_value)
        put_str(t, "extinctionValue", "none");
    if (d->extinction_types[0])
        put_str(t, "extinctionPieceTypes", d->extinction_types);
    if (d->extinction_count)
        put_int(t, "extinctionPieceCount", d->extinction_count);
    if (d->extinction_other)
        put_int(t, "extinctionOpponentPieceCount", d->extinction_other);
    if (d->extinction_claim)
        put_bool(t, "extinctionClaim", 1);
}

static void write_flag(struct vc_text *t, const struct vc_def *d)
{
    static const char *const piece_key[2] = {"flagPieceWhite",
                                             "flagPieceBlack"};
    int region = 0;

    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            region |= d->flag_region[r][f];
    if (!region && d->flag_piece[0] == '*' && d->flag_piece[1] == '*' &&
        !d->flag_count && !d->flag_move && !d->flag_safe && !d->flag_blocked)
        return;
    for (int c = 0; c < 2; c++) {
        char letter[2] = {d->flag_piece[c] ? d->flag_piece[c] : '-', 0};
        put_str(t, piece_key[c], letter);
    }
    put_region(t, "flagRegionWhite", d->flag_region, 1);
    put_region(t, "flagRegionBlack", d->flag_region, 2);
    if (d->flag_count)
        put_int(t, "flagPieceCount", d->flag_count);
    if (d->flag_move)
        put_bool(t, "flagMove", 1);
    if (d->flag_safe)
        put_bool(t, "flagPieceSafe", 1);
    if (d->flag_blocked)
        put_bool(t, "flagPieceBlockedWin", 1);
}

static void write_drops(struct vc_text *t, const struct vc_def *d)
{
    if (d->gating)
        put_bool(t, "gating", 1);
    if (d->seirawan_gating)
        put_bool(t, "seirawanGating", 1);
    if (!d->drops)
        return;
    put_bool(t, "pieceDrops", 1);
    put_bool(t, "capturesToHand", d->captures_to_hand);
    if (d->drop_loop)
        put_bool(t, "dropLoop", 1);
    if (d->first_rank_pawn_drops)
        put_bool(t, "firstRankPawnDrops", 1);
    if (d->zone_pawn_drops)
        put_bool(t, "promotionZonePawnDrops", 1);
    if (d->pocket_size)
        put_int(t, "pocketSize", d->pocket_size);
    if (d->drop_region_set & 1)
        put_region(t, "dropRegionWhite", d->drop_region, 1);
    if (d->drop_region_set & 2)
        put_region(t, "dropRegionBlack", d->drop_region, 2);
    if (d->drop_checks_off)
        put_bool(t, "dropChecks", 0);
    if (d->must_drop)
        put_bool(t, "mustDrop", 1);
    if (d->must_drop_type)
        put_str(t, "mustDropType", (char[]){d->must_drop_type, 0});
    if (d->drop_entry)
        put_str(t, "enclosingDrop",
                d->drop_entry == VC_ENTRY_TOP ? "top" : "anyside");
    if (d->drop_bishops_apart)
        put_bool(t, "dropOppositeColoredBishop", 1);
    if (d->castle_dropped)
        put_bool(t, "castlingDroppedPiece", 1);
    if (d->rook_drop_first_rank)
        put_bool(t, "sittuyinRookDrop", 1);
    if (d->no_doubled)
        put_str(t, "dropNoDoubled", (char[]){d->no_doubled, 0});
    if (d->no_doubled_count)
        put_int(t, "dropNoDoubledCount", d->no_doubled_count - 1);
    if (d->drop_mate_illegal)
        put_bool(t, "shogiPawnDropMateIllegal", 1);
}

/* promotedPieceType as pairs, and mandatoryPiecePromotion. */
static void write_piece_promotions(struct vc_text *t, const struct vc_def *d)
{
    char pairs[VC_MAX_PTYPES * 4 + 1];
    size_t n = 0;

    if (!d->npiece_promo)
        return;
    for (int i = 0; i < d->npiece_promo; i++) {
        if (i)
            pairs[n++] = ' ';
        pairs[n++] = d->piece_promo[i][0];
        pairs[n++] = ':';
        pairs[n++] = d->piece_promo[i][1];
    }
    pairs[n] = 0;
    put_str(t, "promotedPieceType", pairs);
    if (d->piece_promo_forced)
        put_bool(t, "mandatoryPiecePromotion", 1);
    if (d->piece_demotion)
        put_bool(t, "pieceDemotion", 1);
    if (d->drop_promoted)
        put_bool(t, "dropPromoted", 1);
}

static void write_ends(struct vc_text *t, const struct vc_def *d)
{
    write_drops(t, d);
    write_piece_promotions(t, d);
    if (d->perpetual_loses)
        put_bool(t, "perpetualCheckIllegal", 1);
    write_flag(t, d);
    if (d->must_capture)
        put_bool(t, "mustCapture", 1);
    if (d->connect_n || d->connect_nxn) {
        if (d->connect_n)
            put_int(t, "connectN", d->connect_n);
        if (d->connect_nxn)
            put_int(t, "connectNxN", d->connect_nxn);
        if (d->connect_types[0])
            put_str(t, "connectPieceTypes", d->connect_types);
        if (!(d->connect_dirs & VC_CONNECT_HORIZONTAL))
            put_bool(t, "connectHorizontal", 0);
        if (!(d->connect_dirs & VC_CONNECT_VERTICAL))
            put_bool(t, "connectVertical", 0);
        if (!(d->connect_dirs & VC_CONNECT_DIAGONAL))
            put_bool(t, "connectDiagonal", 0);
        if (d->connect_value != 1)
            put_str(t, "connectValue", d->connect_value ? "loss" : "draw");
    }
    if (d->blast)
        put_bool(t, "blastOnCapture", 1);
    if (d->blast_immune[0])
        put_str(t, "blastImmuneTypes", d->blast_immune);
    if (d->pseudo_royal)
        put_bool(t, "extinctionPseudoRoyal", 1);
    if (d->no_checks)
        put_bool(t, "checking", 0);
    if (d->check_count)
        put_bool(t, "checkCounting", 1);
    if (d->bare_king_loses)
        put_bool(t, "bareKingLoses", 1);
    if (d->kk_draw)
        put_bool(t, "kingVersusKingDraw", 1);
    if (d->minor_letters[0])
        put_str(t, "minorPieceTypes", d->minor_letters);
}

/* The cells of the first kind found, from a1 along the ranks. */
static void write_morph(struct vc_text *t, const struct vc_def *d)
{
    char kind = 0;

    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++) {
            if (!d->morph[r][f] || (kind && d->morph[r][f] != kind))
                continue;
            if (kind)
                vc_text_putc(t, ',');
            else
                vc_text_printf(t, "morph = %c:", d->morph[r][f]);
            kind = d->morph[r][f];
            vc_text_printf(t, "%c%d", 'a' + f, r + 1);
        }
    if (kind)
        vc_text_putc(t, '\n');
}

static void write_names(struct vc_text *t, const struct vc_def *d)
{
    for (int i = 0; i < d->nnames; i++)
        vc_text_printf(t, "%s%c:%s", i ? "," : "pieceNames = ",
                       d->piece_name[i].letter, d->piece_name[i].name);
    if (d->nnames)
        vc_text_putc(t, '\n');
}

size_t vc_def_write(const struct vc_def *d, char *buf, size_t size)
{
    struct vc_def e;
    struct vc_text t;

    as_ini(d, &e);
    vc_text_init(&t, buf, size);
    vc_text_printf(&t, "[%s]\n", e.name);
    write_board(&t, &e);
    write_pieces(&t, &e);
    write_promotion(&t, &e);
    write_castling(&t, &e);
    write_draws(&t, &e);
    write_extinction(&t, &e);
    write_ends(&t, &e);
    write_morph(&t, &e);
    write_names(&t, &e);
    return vc_text_end(&t);
}
