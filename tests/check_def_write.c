/* check_def_write.c - definitions printed back as variants.ini text
 * (lib/define/ini_write.c): every built-in variant, every section of the
 * test texts and some corner cases read back into an equal definition
 * and print again into the same text; the variant rebuilt from the text
 * plays as the original (perft 1-3 and its built rules), Interactive
 * Diagram definitions too; one printed text written out by hand from
 * docs/definitions.md; the caller's buffer too small. */
#include "suites.h"
#include "testutil.h"

#include "api/api.h"
#include "base/alloc.h"
#include "define/definition.h"
#include "engine/position.h"
#include "notation/fen.h"
#include "rules/tables.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading and writing --------------------------------------------- */

static const vchess_allocator *allocator(void)
{
    static vchess_allocator a;

    vc_alloc_pick(&a, NULL);
    return &a;
}

static void read_text(struct vc_def_list *l, const char *text,
                      const char *source)
{
    vchess_error err;

    memset(l, 0, sizeof(*l));
    l->alloc = allocator();
    ck_assert_msg(vc_def_read(l, text, source, &err) == 0, "%s: %s\n%s",
                  source, err.text, text);
}

static void read_builtins(struct vc_def_list *l)
{
    vchess_error err;

    memset(l, 0, sizeof(*l));
    l->alloc = allocator();
    ck_assert_msg(vc_def_read_builtin(l, NULL, &err) == 0, "%s", err.text);
    ck_assert_uint_eq(l->ndefs, vc_builtin_name_count);
}

/* d's text, in memory to free(), sized by a first call without room. */
static char *write_text(const struct vc_def *d)
{
    size_t n = vc_def_write(d, NULL, 0);
    char *text = malloc(n + 1);

    ck_assert_ptr_nonnull(text);
    ck_assert_uint_eq(vc_def_write(d, text, n + 1), n);
    ck_assert_uint_eq(strlen(text), n);
    return text;
}

/* The one definition text defines, which must be d's section. */
static struct vc_def read_back(const char *text, const struct vc_def *d)
{
    struct vc_def_list l;
    struct vc_def out;

    read_text(&l, text, d->name);
    ck_assert_msg(l.ndefs == 1 && l.nwarn == 0, "[%s]: %zu sections, %d "
                  "warnings\n%s", d->name, l.ndefs, l.nwarn, text);
    out = l.defs[0];
    free(l.defs);
    ck_assert_str_eq(out.name, d->name);
    return out;
}

/* ---- equal definitions ----------------------------------------------- */

struct diff {
    char why[256];
};

static int differ(struct diff *x, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static int differ(struct diff *x, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(x->why, sizeof(x->why), fmt, ap);
    va_end(ap);
    return 0;
}

/* What x says, as the field of element i of an array. */
static int within(struct diff *x, const char *array, int i)
{
    char why[sizeof(x->why)];

    snprintf(why, sizeof(why), "%s", x->why);
    return differ(x, "%s[%d].%.200s", array, i, why);
}

#define SAME(f)                                                         \
    do {                                                                \
        if (a->f != b->f)                                               \
            return differ(x, "%s: %ld != %ld", #f, (long)a->f,          \
                          (long)b->f);                                  \
    } while (0)
#define SAME_TEXT(f)                                                    \
    do {                                                                \
        if (strcmp(a->f, b->f) != 0)                                    \
            return differ(x, "%s: '%s' != '%s'", #f, a->f, b->f);       \
    } while (0)

static int same_piece(const struct vc_def_piece *a,
                      const struct vc_def_piece *b, struct diff *x)
{
    SAME_TEXT(key);
    SAME(letter);
    SAME_TEXT(betza);
    SAME(pawn);
    SAME(royal);
    return 1;
}

static int same_pieces(const struct vc_def *a, const struct vc_def *b,
                       struct diff *x)
{
    SAME(npieces);
    for (int i = 0; i < a->npieces; i++)
        if (!same_piece(&a->piece[i], &b->piece[i], x))
            return within(x, "piece", i);
    return 1;
}

static int same_board(const struct vc_def *a, const struct vc_def *b,
                      struct diff *x)
{
    SAME_TEXT(name);
    SAME(files);
    SAME(ranks);
    SAME(kites);
    SAME_TEXT(start_fen);
    return 1;
}

static int same_promotion(const struct vc_def *a, const struct vc_def *b,
                          struct diff *x)
{
    SAME(promotion_rank);
    SAME_TEXT(promo_letters);
    SAME(promotion_by_choice);
    SAME(immobility_illegal);
    SAME_TEXT(limit_letters);
    for (int i = 0; a->limit_letters[i]; i++)
        if (a->limit_count[i] != b->limit_count[i])
            return differ(x, "limit_count[%d]: %d != %d", i,
                          a->limit_count[i], b->limit_count[i]);
    SAME(double_step);
    SAME(double_step_rank);
    SAME(first_rank_double_steps);
    return 1;
}

static int same_rule(const struct vc_def_castle *a,
                     const struct vc_def_castle *b, struct diff *x)
{
    SAME(right);
    SAME_TEXT(san);
    for (int i = 0; i < 4; i++)
        SAME_TEXT(cell[i]);
    SAME(nempty);
    for (int i = 0; i < a->nempty; i++)
        SAME_TEXT(empty[i]);
    SAME(nsafe);
    for (int i = 0; i < a->nsafe; i++)
        SAME_TEXT(safe[i]);
    return 1;
}

static int same_castling(const struct vc_def *a, const struct vc_def *b,
                         struct diff *x)
{
    SAME(castling);
    SAME(castle_kingside_file);
    SAME(castle_queenside_file);
    SAME(castle_rank);
    SAME(castle_rook);
    SAME(castle_king_step);
    SAME(castle_any_partner);
    SAME(castle_shredder);
    SAME(chess960);
    SAME(ncastle_rules);
    for (int i = 0; i < a->ncastle_rules; i++)
        if (!same_rule(&a->castle_rule[i], &b->castle_rule[i], x))
            return within(x, "castle_rule", i);
    return 1;
}

static int same_ends(const struct vc_def *a, const struct vc_def *b,
                     struct diff *x)
{
    SAME(stalemate_value);
    SAME(must_capture);
    SAME(ep_region_set);
    SAME(promo_region_set);
    ck_assert(memcmp(a->promo_region, b->promo_region,
                     sizeof(a->promo_region)) == 0);
    ck_assert(memcmp(a->ep_region, b->ep_region, sizeof(a->ep_region)) == 0);
    SAME(no_checks);
    SAME(check_count);
    SAME(castle_king);
    SAME(flag_piece[0]);
    SAME(flag_piece[1]);
    SAME(flag_count);
    SAME(flag_move);
    SAME(move_rule);
    SAME(fold_rule);
    SAME(counting);
    SAME(makpong);
    SAME(extinction_set);
    SAME(extinction_value);
    SAME(extinction_claim);
    ck_assert_str_eq(a->extinction_types, b->extinction_types);
    ck_assert(memcmp(a->flag_region, b->flag_region, sizeof(a->flag_region)) == 0);
    SAME(extinction_count);
    SAME(extinction_other);
    SAME(bare_king_loses);
    SAME(kk_draw);
    SAME_TEXT(minor_letters);
    return 1;
}

/* morph and initial, cell by cell. */
static int same_cells(const struct vc_def *a, const struct vc_def *b,
                      struct diff *x)
{
    for (int r = 0; r < VC_MAX_RANKS; r++)
        for (int f = 0; f < VC_MAX_SLOTS; f++)
            if (a->morph[r][f] != b->morph[r][f] ||
                a->initial[r][f] != b->initial[r][f])
                return differ(x, "morph or initial of %c%d: %d/%d != %d/%d",
                              'a' + f, r + 1, a->morph[r][f],
                              a->initial[r][f], b->morph[r][f],
                              b->initial[r][f]);
    return 1;
}

static int same_names(const struct vc_def *a, const struct vc_def *b,
                      struct diff *x)
{
    SAME(nnames);
    for (int i = 0; i < a->nnames; i++)
        if (a->piece_name[i].letter != b->piece_name[i].letter ||
            strcmp(a->piece_name[i].name, b->piece_name[i].name) != 0)
            return differ(x, "piece_name[%d]: %c:%s != %c:%s", i,
                          a->piece_name[i].letter, a->piece_name[i].name,
                          b->piece_name[i].letter, b->piece_name[i].name);
    return 1;
}

/* 1 if a and b state the same rules, field by field; the offsets into
 * the text (*_at) and the marks of what a section set itself (*_own)
 * are not rules.  Otherwise 0 with the first field that differs. */
static int def_equal(const struct vc_def *a, const struct vc_def *b,
                     struct diff *x)
{
    return same_board(a, b, x) && same_pieces(a, b, x) &&
           same_promotion(a, b, x) && same_castling(a, b, x) &&
           same_ends(a, b, x) && same_cells(a, b, x) && same_names(a, b, x);
}

/* ---- the same play --------------------------------------------------- */

struct built {
    struct vc_variant *v;
    struct vc_pos start;
};

static struct built build(const struct vc_def *d)
{
    struct built b;
    char why[200] = "";
    size_t at = 0;
    vchess_error err;

    memset(&b, 0, sizeof(b));
    ck_assert_ptr_nonnull(b.v = calloc(1, sizeof(*b.v)));
    ck_assert(vc_tables_open(b.v, allocator()) == 0);
    ck_assert_msg(vc_def_build(b.v, d, why, sizeof(why), &at) == 0,
                  "[%s] at %zu: %s", d->name, at, why);
    ck_assert(vc_tables_close(b.v, allocator()) == 0);
    ck_assert_msg(vc_fen_parse(b.v, d->start_fen, &b.start, &err) == 0,
                  "[%s]: %s", d->name, err.text);
    return b;
}

static void unbuild(struct built *b)
{
    vc_tables_free(b->v, allocator());
    free(b->v);
}

/* The pieces' letters, flags and names; their roles in the endgame
 * counts (by key, as rook), which only a count reads. */
static void same_pieces_built(const struct vc_variant *a,
                              const struct vc_variant *b, const char *name)
{
    for (int t = 0; t < VC_MAX_PTYPES; t++) {
        ck_assert_msg(a->piece[t].letter == b->piece[t].letter &&
                          a->piece[t].flags == b->piece[t].flags,
                      "[%s] type %d: %c/%d != %c/%d", name, t,
                      a->piece[t].letter, a->piece[t].flags,
                      b->piece[t].letter, b->piece[t].flags);
        ck_assert_msg(!a->counting || a->count_role[t] == b->count_role[t],
                      "[%s] type %d: counting role %d != %d", name, t,
                      a->count_role[t], b->count_role[t]);
        ck_assert_msg(strcmp(a->piece[t].name, b->piece[t].name) == 0,
                      "[%s] type %d: called '%s', now '%s'", name, t,
                      a->piece[t].name, b->piece[t].name);
    }
}

static void same_castles_built(const struct vc_variant *a,
                               const struct vc_variant *b, const char *name)
{
    ck_assert_msg(a->ncastle == b->ncastle, "[%s] %d castlings, now %d",
                  name, a->ncastle, b->ncastle);
    for (int i = 0; i < a->ncastle; i++) {
        const struct vc_castle *p = &a->castle[i], *q = &b->castle[i];
        ck_assert_msg(p->right == q->right && p->king_from == q->king_from &&
                          p->king_to == q->king_to &&
                          p->partner_type == q->partner_type &&
                          p->partner_from == q->partner_from &&
                          p->partner_to == q->partner_to &&
                          p->coord_to == q->coord_to,
                      "[%s] castling %c differs", name, p->right);
    }
}

/* What a and b were built into, beyond the moves perft counts: names,
 * cells' flags and morphs, castling, the game's ends. */
static void same_built(const struct vc_variant *a, const struct vc_variant *b,
                       const char *name)
{
    same_pieces_built(a, b, name);
    same_castles_built(a, b, name);
    ck_assert_msg(a->npromo == b->npromo &&
                      memcmp(a->promo, b->promo, sizeof(a->promo)) == 0 &&
                      memcmp(a->promo_limit, b->promo_limit,
                             sizeof(a->promo_limit)) == 0,
                  "[%s] promotions differ", name);
    ck_assert_msg(memcmp(a->cell_flags, b->cell_flags,
                         sizeof(a->cell_flags)) == 0 &&
                      memcmp(a->morph, b->morph, sizeof(a->morph)) == 0,
                  "[%s] cell flags or morphs differ", name);
    ck_assert_msg(a->en_passant == b->en_passant &&
                      a->stalemate_value == b->stalemate_value &&
                      a->bare_king_loses == b->bare_king_loses &&
                      a->kk_draw == b->kk_draw &&
                      a->counting == b->counting && a->makpong == b->makpong &&
                      a->move_rule == b->move_rule &&
                      a->fold_rule == b->fold_rule &&
                      memcmp(&a->extinction, &b->extinction,
                             sizeof(a->extinction)) == 0,
                  "[%s] the rules of the game's end differ", name);
}

/* The variant of d and that of its printed text: the same built rules,
 * the same perft 1-3 from the start position. */
static void plays_same(const struct vc_def *d, const struct vc_def *copy)
{
    struct built a = build(d), b = build(copy);

    same_built(a.v, b.v, d->name);
    for (unsigned depth = 1; depth <= 3; depth++) {
        uint64_t want = vc_perft(a.v, &a.start, depth);
        uint64_t got = vc_perft(b.v, &b.start, depth);
        ck_assert_msg(got == want, "[%s] perft %u: %llu, printed %llu",
                      d->name, depth, (unsigned long long)want,
                      (unsigned long long)got);
    }
    unbuild(&a);
    unbuild(&b);
}

/* ---- round trips ----------------------------------------------------- */

/* d printed, read back and printed again: the same text, and (exact)
 * the same definition; what is read back reads back as itself. */
static struct vc_def round_trip(const struct vc_def *d, int exact)
{
    char *text = write_text(d), *again;
    struct vc_def copy = read_back(text, d), copy2;
    struct diff x;

    ck_assert_msg(!exact || def_equal(d, &copy, &x), "[%s] %s\n%s", d->name,
                  x.why, text);
    again = write_text(&copy);
    ck_assert_msg(strcmp(again, text) == 0, "[%s] printed twice:\n%s\n%s",
                  d->name, text, again);
    copy2 = read_back(again, d);
    ck_assert_msg(def_equal(&copy, &copy2, &x), "[%s] again: %s", d->name,
                  x.why);
    free(text);
    free(again);
    return copy;
}

static void round_trip_all(const struct vc_def_list *l, int exact)
{
    for (size_t i = 0; i < l->ndefs; i++) {
        struct vc_def copy = round_trip(&l->defs[i], exact);
        plays_same(&l->defs[i], &copy);
    }
}

START_TEST(builtin_round_trip)
{
    struct vc_def_list l;
    struct vc_def copy;

    read_builtins(&l);
    copy = round_trip(&l.defs[_i], 1);
    plays_same(&l.defs[_i], &copy);
    free(l.defs);
}
END_TEST

/* Every section of the test texts in the variants.ini dialect. */
static const char *const ini_files[] = {
    "definition_variants.ini", "definition_betza.ini", "data/big-boards.ini"};

START_TEST(file_round_trip)
{
    char *text = tu_read_data(ini_files[_i]);
    struct vc_def_list l;

    read_text(&l, text, ini_files[_i]);
    ck_assert_uint_gt(l.ndefs, 0);
    round_trip_all(&l, 1);
    free(l.defs);
    free(text);
}
END_TEST

/* Keys whose absence differs from every value written, values that set
 * what another value does, and inheritance the printed text resolves. */
static const char *const corner_texts[] = {
    "[a:chess]\nnMoveRule = 50\nnFoldRule = 0\n",
    /* a promotion and a double-step rank beyond a small board, then
     * regions: they once wrote outside the regions' tables */
    "[s]\nmaxFile = e\nmaxRank = 5\nking = k\ncustomPiece1 = p:fmWfcF\n"
    "pawnTypes = p\npromotionRank = 8\ndoubleStepRank = 7\n"
    "promotionRegionWhite = *5\ndoubleStepRegionWhite = *2\n"
    "castling = false\npromotionPieceTypes = -\n"
    "startFen = 2k2/5/5/P4/2K2 w - - 0 1\n",
    "[b:chess]\nextinctionValue = none\ncountingRule = none\n"
    "board = rectangle\nnMoveRule = 0\nnFoldRule = 5\n"
    "startFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
    "[c:chess]\nminorPieceTypes = n\nmorph = q:d4,e5\n"
    "pieceNames = q:dame,n:springer\npromotionLimit = q:1 r:2\n"
    "stalemateValue = loss\nmakpongRule = true\n",
    "[d]\nmaxFile = 4\nmaxRank = 4\nstartFen = k3/4/4/3K w - - 0 1\n"
    "king = k:KN\n",
    "[e:chess]\nfirstRankDoubleSteps = true\ndoubleStepRank = 3\n"
    "mandatoryPawnPromotion = false\npromotionRank = 7\n",
    "[f:chess]\nknight = x\nbishop = n\npromotionPieceTypes = qrxn\n"
    "startFen = rxnqknxr/pppppppp/8/8/8/8/PPPPPPPP/RXNQKNXR w KQkq - 0 1\n"
    "[g:f]\nknight = b\npromotionPieceTypes = -\n"
    "startFen = rbnqknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNQKNBR w KQkq - 0 1\n",
    "[h:chess]\nqueen = -\npromotionPieceTypes = rbn\n"
    "startFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\n"
    "[i:h]\nqueen = q\ncastlingShredder = true\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n",
    "[j:chess]\ncastlingRookPiece = r\n"
    "castlingRule1 = K O-O e1 g1 h1 f1 empty:f1,g1 safe:e1,f1,g1\n"
    "castlingRule2 = k O-O e8 g8 h8 f8 empty:f8,g8 safe:e8,f8,g8\n"
    "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1\n",
    "[k:shatranj]\nextinctionPieceCount = 2\n",
    "[l:trihexagonal]\npieceNames = p:kitepawn\n",
};

START_TEST(corner_round_trip)
{
    struct vc_def_list l;

    read_text(&l, corner_texts[_i], "corner");
    round_trip_all(&l, 1);
    free(l.defs);
}
END_TEST

/* The Trumpisten page's Diagram line (tests/data), and orthodox chess as
 * a Diagram (as tests/check_diagram.c has it): put into the variants.ini
 * dialect, not field by field, but playing the same. */
static const struct {
    const char *source, *text; /* NULL: the page's line */
} diagrams[] = {
    {"trumpisten-diagram.txt", NULL},
    {"chess.txt",
     "files=8 ranks=8 promoZone=1 promoChoice=QRBN royal=K "
     "pawn:P:ifmnDfmWfcF:pawn:a2-h2,,a7-h7 knight:N:N:knight:b1,g1,,b8,g8 "
     "bishop:B:B:bishop:c1,f1,,c8,f8 rook:R:R:rook:a1,h1,,a8,h8 "
     "queen:Q:Q:queen:d1,,d8 king:K:KisO2:king:e1,,e8"},
    /* initial cells on two ranks; a royal general and a rook that is no
       Fairy-Stockfish rook; castling on one side only */
    {"general.txt",
     "files=6 ranks=8 royal=G promoChoice=R "
     "pawn:P:ifmnDfmWfcF:pawn:a1-f1,a2-f2,,a7-f7,a8-f8 "
     "general:G:KisO3:general:b3,,b6 rook:R:WW:rook:f3,,f6 "
     "knight:N:N:knight:a3,,a6"},
};

/* The text of diagrams[i], in memory to free(). */
static char *diagram_text(int i)
{
    char *page = tu_read_data("data/trumpisten-diagram.txt"), *text;
    const char *from = diagrams[i].text;
    size_t n;

    if (!from) {
        from = strstr(page, "\nfiles=5 ranks=11");
        ck_assert_ptr_nonnull(from);
        from++;
    }
    n = strcspn(from, "\n");
    ck_assert_ptr_nonnull(text = malloc(n + 1));
    memcpy(text, from, n);
    text[n] = 0;
    free(page);
    return text;
}

START_TEST(diagram_round_trip)
{
    char *text = diagram_text(_i);
    struct vc_def_list l;
    struct vc_def copy;

    read_text(&l, text, diagrams[_i].source);
    ck_assert_uint_eq(l.ndefs, 1);
    copy = round_trip(&l.defs[0], 0);
    plays_same(&l.defs[0], &copy);
    free(l.defs);
    free(text);
}
END_TEST

/* ---- texts written out by hand --------------------------------------- */

static void check_print(const char *text, const char *source,
                        const char *expected)
{
    struct vc_def_list l;
    char *got;

    read_text(&l, text, source);
    got = write_text(&l.defs[l.ndefs - 1]);
    ck_assert_str_eq(got, expected);
    free(got);
    free(l.defs);
}

/* A child of chess: the parent's keys spelt out (its castling files on a
 * board without them, its kingVersusKingDraw and minorPieceTypes not: a
 * child says them again), the removed bishop in its place among the
 * pieces, the custom piece after them, nMoveRule = 0 (none; absent is
 * the usual 50). */
START_TEST(mini_by_hand)
{
    check_print("[mini:chess]\n"
                "maxRank = 6\n"
                "maxFile = e\n"
                "startFen = rnaqk/ppppp/5/5/PPPPP/RNAQK w - - 0 1\n"
                "bishop = -\n"
                "customPiece1 = a:BN\n"
                "pieceNames = a:cardinal\n"
                "promotionRank = 6\n"
                "promotionPieceTypes = qra\n"
                "doubleStep = false\n"
                "castling = false\n"
                "nMoveRule = 0\n"
                "kingVersusKingDraw = true\n",
                "mini.ini",
                "[mini]\n"
                "maxFile = e\n"
                "maxRank = 6\n"
                "startFen = rnaqk/ppppp/5/5/PPPPP/RNAQK w - - 0 1\n"
                "pawn = p\n"
                "knight = n\n"
                "bishop = -\n"
                "rook = r\n"
                "queen = q\n"
                "king = k\n"
                "customPiece1 = a:BN\n"
                "promotionRank = 6\n"
                "promotionPieceTypes = qra\n"
                "doubleStep = false\n"
                "doubleStepRank = 2\n"
                "castling = false\n"
                "castlingKingsideFile = g\n"
                "castlingQueensideFile = c\n"
                "castlingRank = 1\n"
                "castlingRookPiece = r\n"
                "stalemateValue = draw\n"
                "nMoveRule = 0\n"
                "kingVersusKingDraw = true\n"
                "pieceNames = a:cardinal\n");
}
END_TEST

/* The Trumpisten page's Diagram in the variants.ini dialect, as
 * variants/trumpisten.ini writes it (docs/definitions.md): the queen
 * moves Q3, not as Fairy-Stockfish's queen, so it is a custom piece
 * named queen, as is the amazonrider; the king's isO1 is castling to
 * the d and b files with the corner pawn, the partner the Diagram finds
 * outermost; no stalemate or bare-king rule (they are not in the
 * Diagram). */
START_TEST(trumpisten_diagram_by_hand)
{
    char *text = diagram_text(0);

    check_print(text, "trumpisten-diagram.txt",
                "[trumpisten-diagram]\n"
                "maxFile = e\n"
                "maxRank = 11\n"
                "startFen = ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w "
                "AEae - 0 1\n"
                "pawn = p:fR2fmF\n"
                "knight = n\n"
                "rook = r\n"
                "customPiece1 = q:Q3\n"
                "customPiece2 = a:QNN\n"
                "king = k\n"
                "promotionRank = 11\n"
                "promotionPieceTypes = nrq\n"
                "doubleStep = false\n"
                "doubleStepRank = 2\n"
                "castling = true\n"
                "castlingKingsideFile = d\n"
                "castlingQueensideFile = b\n"
                "castlingRank = 1\n"
                "castlingRookPiece = p\n"
                "castlingShredder = true\n"
                "stalemateValue = draw\n"
                "morph = a:a6,e6\n"
                "pieceNames = q:queen,a:amazonrider\n");
    free(text);
}
END_TEST

/* ---- the definition a variant keeps ---------------------------------- */

/* A built-in variant and one loaded from text print as the definitions
 * they were built from, and their names and start positions are the
 * definitions' own. */
START_TEST(variant_keeps_its_definition)
{
    static const char text[] = "[one:trumpisten]\nbareKingLoses = false\n";
    struct vc_def_list l;
    const vchess_variant *v = NULL;
    vchess_variant_set *s = NULL;
    char *want, *got;

    read_builtins(&l);
    ck_assert_int_eq(vchess_variant_builtin(&v, "trumpisten", NULL), 0);
    ck_assert_str_eq(l.defs[2].name, "trumpisten");
    want = write_text(&l.defs[2]);
    got = write_text(&v->def);
    ck_assert_str_eq(got, want);
    ck_assert_ptr_eq(v->v.name, v->def.name);
    free(want);
    free(got);
    free(l.defs);
    read_text(&l, text, "one.ini");
    ck_assert_int_eq(vchess_variant_set_load(&s, text, "one.ini", NULL, NULL),
                     0);
    ck_assert_int_eq(vchess_variant_set_get(&v, s, "one", NULL), 0);
    want = write_text(&l.defs[0]);
    got = write_text(&v->def);
    ck_assert_str_eq(got, want);
    ck_assert_ptr_eq(v->v.start_fen, v->def.start_fen);
    vchess_variant_set_free(s);
    free(want);
    free(got);
    free(l.defs);
}
END_TEST

/* ---- the caller's buffer --------------------------------------------- */

START_TEST(buffer_too_small)
{
    struct vc_def_list l;
    char *full, small[16];
    size_t n;

    read_builtins(&l);
    full = write_text(&l.defs[0]);
    n = strlen(full);
    ck_assert_uint_eq(vc_def_write(&l.defs[0], NULL, 0), n);
    memset(small, 'x', sizeof(small));
    ck_assert_uint_eq(vc_def_write(&l.defs[0], small, 0), n);
    ck_assert_int_eq(small[0], 'x');
    ck_assert_uint_eq(vc_def_write(&l.defs[0], small, 1), n);
    ck_assert_int_eq(small[0], 0);
    ck_assert_uint_eq(vc_def_write(&l.defs[0], small, sizeof(small)), n);
    ck_assert_uint_eq(strlen(small), sizeof(small) - 1);
    ck_assert(strncmp(small, full, sizeof(small) - 1) == 0);
    free(full);
    full = calloc(1, n + 1);
    ck_assert_uint_eq(vc_def_write(&l.defs[0], full, n), n);
    ck_assert_uint_eq(strlen(full), n - 1); /* all but the last '\n' */
    free(full);
    free(l.defs);
}
END_TEST

Suite *def_write_suite(void)
{
    Suite *s = suite_create("def_write");
    TCase *tc = tcase_create("def_write");

    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, builtin_round_trip, 0,
                        (int)vc_builtin_name_count);
    tcase_add_loop_test(tc, file_round_trip, 0,
                        sizeof(ini_files) / sizeof(ini_files[0]));
    tcase_add_loop_test(tc, corner_round_trip, 0,
                        sizeof(corner_texts) / sizeof(corner_texts[0]));
    tcase_add_loop_test(tc, diagram_round_trip, 0,
                        sizeof(diagrams) / sizeof(diagrams[0]));
    tcase_add_test(tc, mini_by_hand);
    tcase_add_test(tc, trumpisten_diagram_by_hand);
    tcase_add_test(tc, variant_keeps_its_definition);
    tcase_add_test(tc, buffer_too_small);
    suite_add_tcase(s, tc);
    return s;
}
