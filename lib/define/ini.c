/* ini.c - reading Fairy-Stockfish variants.ini sections into
 * plain definitions: lines, sections, inheritance, and one handler per
 * key.  A key the model does not have is an error naming it. */
#include "reader.h"

#include "base/alloc.h"
#include "base/error.h"
#include "board/hex.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_KEYS 128

#define fail(c, ...) vc_reader_fail(&(c)->in, __VA_ARGS__)
#define warn(c, at, what) vc_reader_warn(&(c)->in, at, what)
#define warn_lenient(c, at, what) vc_reader_lenient(&(c)->in, at, what)

struct ctx {
    struct vc_reader in; /* the text, where errors go, the list, the key */
    struct vc_def *cur;
    int nseen;
    char seen[MAX_KEYS][VC_DEF_NAME_MAX];
    int builtin;     /* reading the built-in texts themselves */
    int castle_lost; /* the section's piece took the castling partner's
                        letter: no castling until one is named again */
    struct vc_def_list *builtins; /* read on the first built-in parent */
    int builtins_all;    /* builtins holds every built-in text's */
};

/* ---- values ---------------------------------------------------------- */

static int read_int(struct ctx *c, const char *val, size_t at, int lo,
                    int hi, int *out)
{
    char *end;
    long n = strtol(val, &end, 10);

    if (!isdigit((unsigned char)val[0]) || *end || n < lo || n > hi)
        return fail(c, at, "key '%s': expected a number from %d to %d, "
                           "not '%.40s'",
                    c->in.key, lo, hi, val);
    *out = (int)n;
    return 0;
}

static int read_bool(struct ctx *c, const char *val, size_t at, int *out)
{
    if (strcmp(val, "true") == 0 || strcmp(val, "false") == 0) {
        *out = val[0] == 't';
        return 0;
    }
    return fail(c, at, "key '%s': expected true or false, not '%.40s'",
                c->in.key, val);
}

/* One of the n words of `names` (their list goes into the error text,
 * `expected`); *out is its index. */
static int read_choice(struct ctx *c, const char *val, size_t at,
                       const char *const *names, int n, const char *expected,
                       int *out)
{
    for (int i = 0; i < n; i++)
        if (strcmp(val, names[i]) == 0) {
            *out = i;
            return 0;
        }
    return fail(c, at, "key '%s': expected %s, not '%.40s'", c->in.key,
                expected, val);
}

/* A file as a letter ("h") or a number from 1 ("8"). */
static int read_file(struct ctx *c, const char *val, size_t at, int *out)
{
    if (isdigit((unsigned char)val[0]))
        return read_int(c, val, at, 1, VC_MAX_SLOTS, out);
    if (val[0] >= 'a' && val[0] < 'a' + VC_MAX_SLOTS && !val[1]) {
        *out = val[0] - 'a' + 1;
        return 0;
    }
    return fail(c, at, "key '%s': expected a file from a to %c (or 1 to "
                       "%d), not '%.40s'",
                c->in.key, 'a' + VC_MAX_SLOTS - 1, VC_MAX_SLOTS, val);
}

/* ---- pieces ---------------------------------------------------------- */

static const struct {
    const char *name, *betza;
} named_pieces[] = {
    {"pawn", ""},          {"knight", "N"},      {"bishop", "B"},
    {"rook", "R"},         {"queen", "Q"},       {"king", "K"},
    {"commoner", "K"},     {"fers", "F"},        {"wazir", "W"},
    {"alfil", "A"},        {"fersAlfil", "FA"},  {"silver", "FfW"},
    {"aiwok", "RNF"},      {"bers", "RF"},       {"archbishop", "BN"},
    {"chancellor", "RN"},  {"amazon", "QN"},     {"knibis", "mNcB"},
    {"biskni", "mBcN"},    {"kniroo", "mNcR"},   {"rookni", "mRcN"},
    {"shogiPawn", "fW"},   {"lance", "fR"},      {"shogiKnight", "ffN"},
    {"euroshogiKnight", "ffNsW"}, {"gold", "WfF"}, {"dragonHorse", "BW"},
    {"centaur", "KN"},     {"immobile", ""},
};
#define NNAMED (sizeof(named_pieces) / sizeof(named_pieces[0]))

/* Fairy-Stockfish pieces whose moves the engine cannot express. */
static const char *const foreign_pieces[] = {
    "clobber", "breakthrough", "cannon", "janggiCannon",
    "soldier", "horse", "elephant", "janggiElephant", "banner", NULL};

static struct vc_def_piece *piece_by_key(struct vc_def *d, const char *key)
{
    for (int i = 0; i < d->npieces; i++)
        if (strcmp(d->piece[i].key, key) == 0)
            return &d->piece[i];
    return NULL;
}

static struct vc_def_piece *piece_slot(struct ctx *c, const char *key)
{
    struct vc_def *d = c->cur;
    struct vc_def_piece *p = piece_by_key(d, key);

    if (p || d->npieces >= VC_MAX_PTYPES - 1)
        return p;
    p = &d->piece[d->npieces++];
    memset(p, 0, sizeof(*p));
    snprintf(p->key, sizeof(p->key), "%s", key);
    return p;
}

static int seen_before(struct ctx *c, const char *key);
static int seen_in_section(const struct ctx *c, const char *key);

/* The promotion choices follow a piece's letter, as Fairy-Stockfish's
 * follow its piece type: a piece removed leaves them, a piece given
 * another letter is there by that one; unless this section names the
 * choices itself. */
static void promo_follow(struct ctx *c, char was, char now)
{
    char *at = was ? strchr(c->cur->promo_letters, was) : NULL;

    if (!at || seen_in_section(c, "promotionPieceTypes"))
        return;
    if (now)
        *at = now;
    else
        memmove(at, at + 1, strlen(at + 1) + 1);
}

/* promotedPieceType's pairs follow a piece's letter too: a piece
 * removed takes the pairs it is in with it, a piece given another letter
 * keeps them by that one. */
static void piece_promo_follow(struct vc_def *d, char was, char now)
{
    int kept = 0;

    for (int i = 0; was && i < d->npiece_promo; i++) {
        char *pair = d->piece_promo[i];
        if (!now && (pair[0] == was || pair[1] == was))
            continue;
        for (int k = 0; k < 2; k++)
            if (pair[k] == was)
                pair[k] = now;
        memmove(d->piece_promo[kept++], pair, 2);
    }
    if (was)
        d->npiece_promo = kept;
}

/* A piece takes a letter another piece holds: as in Fairy-Stockfish, the
 * other piece goes (and with it its place among the promotion choices,
 * unless this section names them, and its castling with the king), with
 * a warning. */
static void take_letter(struct ctx *c, const struct vc_def_piece *self,
                        char letter, size_t at)
{
    struct vc_def *d = c->cur;

    for (int i = 0; i < d->npieces; i++) {
        struct vc_def_piece *p = &d->piece[i];
        char what[96];
        if (p == self || p->letter != letter)
            continue;
        snprintf(what, sizeof(what), "piece letter '%c' was '%s''s: that "
                                     "piece is removed",
                 letter, p->key);
        warn_lenient(c, at, what);
        p->letter = 0;
        p->betza[0] = 0;
        p->pawn = p->royal = 0;
        promo_follow(c, letter, 0);
        if (d->castle_rook == letter && d->castling) {
            d->castling = 0; /* until castlingRookPiece names a piece */
            c->castle_lost = 1;
        }
    }
}

/* "x", "x:Betza" (when betza_ok) or "-" (removes the piece). */
static int set_piece(struct ctx *c, const char *val, size_t at,
                     const char *betza, int betza_ok)
{
    struct vc_def_piece *p = piece_slot(c, c->in.key);
    char letter = (char)tolower((unsigned char)val[0]);

    if (!p)
        return fail(c, at, "key '%s': more than %d piece kinds", c->in.key,
                    VC_MAX_PTYPES - 1);
    if (strcmp(val, "-") == 0) { /* nothing of the parent's piece stays */
        promo_follow(c, p->letter, 0);
        piece_promo_follow(c->cur, p->letter, 0);
        p->letter = 0;
        p->betza[0] = 0;
        p->pawn = p->royal = 0;
        return 0;
    }
    if (!isalpha((unsigned char)val[0]) || (val[1] && val[1] != ':') ||
        (val[1] == ':' && !betza_ok))
        return fail(c, at, "key '%s': expected a piece letter%s, not "
                           "'%.40s'",
                    c->in.key, betza_ok ? " and ':Betza'" : "", val);
    if (val[1] == ':')
        betza = val + 2;
    if (!betza || strlen(betza) >= VC_DEF_BETZA_MAX)
        return fail(c, at, "key '%s': expected 'letter:Betza' with at most "
                           "%d Betza letters",
                    c->in.key, VC_DEF_BETZA_MAX - 1);
    take_letter(c, p, letter, at);
    if (p->letter != letter) {
        promo_follow(c, p->letter, letter);
        piece_promo_follow(c->cur, p->letter, letter);
    }
    p->letter = letter;
    snprintf(p->betza, sizeof(p->betza), "%s", betza);
    p->pawn = strcmp(c->in.key, "pawn") == 0;
    p->royal = strcmp(c->in.key, "king") == 0;
    p->at = val[1] == ':' ? at + 2 : at;
    return 0;
}

const char *vc_ini_named_betza(const char *key)
{
    for (size_t i = 0; i < NNAMED; i++)
        if (strcmp(key, named_pieces[i].name) == 0)
            return named_pieces[i].betza;
    return NULL;
}

int vc_ini_custom_key(const char *key)
{
    const char *digits = key + strlen("customPiece");

    if (strncmp(key, "customPiece", strlen("customPiece")) != 0 ||
        !isdigit((unsigned char)digits[0]) || digits[0] == '0')
        return 0;
    for (; *digits; digits++)
        if (!isdigit((unsigned char)*digits))
            return 0;
    return strlen(key) <= strlen("customPiece") + 2;
}

/* 1 if the key named a piece (handled, status in *status). */
static int piece_key(struct ctx *c, const char *val, size_t at, int *status)
{
    const char *named = vc_ini_named_betza(c->in.key);

    if (named) {
        *status = set_piece(c, val, at, named,
                            strcmp(c->in.key, "king") == 0 ||
                                strcmp(c->in.key, "pawn") == 0);
        return 1;
    }
    if (vc_ini_custom_key(c->in.key)) {
        *status = set_piece(c, val, at, NULL, 1);
        return 1;
    }
    for (int i = 0; foreign_pieces[i]; i++)
        if (strcmp(c->in.key, foreign_pieces[i]) == 0) {
            *status = fail(c, at, "piece '%s' moves in a way the engine "
                                  "cannot express",
                           c->in.key);
            return 1;
        }
    return 0;
}

/* ---- rule keys ------------------------------------------------------- */

static int k_max_rank(struct ctx *c, const char *v, size_t at)
{
    c->cur->size_own = 1;
    c->cur->size_at = at;
    return read_int(c, v, at, 1, VC_MAX_RANKS, &c->cur->ranks);
}

static int k_max_file(struct ctx *c, const char *v, size_t at)
{
    c->cur->size_own = 1;
    c->cur->size_at = at;
    return read_file(c, v, at, &c->cur->files);
}

/* The next field of a FEN text at *s (moved past it), as [*at, *len). */
static int next_field(const char **s, const char **at, size_t *len)
{
    *s += strspn(*s, " ");
    *at = *s;
    *len = strcspn(*s, " ");
    *s += *len;
    return *len > 0;
}

static int all_of(const char *s, size_t n, const char *set)
{
    for (size_t i = 0; i < n; i++)
        if (!strchr(set, s[i]))
            return 0;
    return n > 0;
}

#define LETTERS "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

/* 1 if field [f, f + n) can be the castling field: letters or "-". */
static int castling_like(const char *f, size_t n)
{
    return (n == 1 && f[0] == '-') || all_of(f, n, LETTERS);
}

/* 1 if it can be the en passant field: "-" or a cell name. */
static int ep_like(const char *f, size_t n)
{
    return (n == 1 && f[0] == '-') ||
           (n >= 2 && islower((unsigned char)f[0]) &&
            all_of(f + 1, n - 1, "0123456789/"));
}

/* A startFen without its side to move, castling or en passant field is
 * read as Fairy-Stockfish reads it, field by field: white to move, no
 * castling rights, no en passant cell where a field is not of its kind
 * (`w 0 1`, `w - 0 1`, `w 7+7 0 1`); with a warning for each. */
static int k_start_fen(struct ctx *c, const char *v, size_t at)
{
    static const char *const kinds[] = {"side to move", "castling",
                                        "en passant"};
    static const char *const fill[] = {"w", "-", "-"};
    char *out = c->cur->start_fen, what[96] = "no ", as[8] = "";
    size_t size = sizeof(c->cur->start_fen), n = 0, len, warn_at = 0;
    const char *s = v, *f;
    int missing = 0;

    next_field(&s, &f, &len);
    n += (size_t)snprintf(out, size, "%.*s", (int)len, f);
    for (int k = 0; k < 3; k++) {
        const char *back = s;
        int have = next_field(&s, &f, &len);
        int fits = have && (k == 0   ? len == 1 && (*f == 'w' || *f == 'b')
                            : k == 1 ? castling_like(f, len)
                                     : ep_like(f, len));
        if (!fits) {
            s = back;
            f = fill[k];
            len = 1;
            warn_at = missing++ ? warn_at
                                : at + (size_t)(back - v) + strspn(back, " ");
            snprintf(what + strlen(what), sizeof(what) - strlen(what),
                     "%s%s", missing == 1 ? "" : k == 2 ? " or " : ", ",
                     kinds[k]);
            snprintf(as + strlen(as), sizeof(as) - strlen(as), "%s%s",
                     missing == 1 ? "" : " ", fill[k]);
        }
        if (n < size)
            n += (size_t)snprintf(out + n, size - n, " %.*s", (int)len, f);
    }
    if (n < size)
        snprintf(out + n, size - n, "%s", s);
    if (missing) {
        snprintf(what + strlen(what), sizeof(what) - strlen(what),
                 " field: read as '%s'", as);
        warn_lenient(c, warn_at, what);
    }
    c->cur->fen_at = at;
    c->cur->fen_own = 1;
    return 0;
}

static int k_promotion_rank(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 1, VC_MAX_RANKS, &c->cur->promotion_rank);
}

static int k_promotion_types(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    size_t n = 0;

    d->promo_at = at;
    if (strcmp(v, "-") == 0)
        v = "";
    for (; *v; v++) {
        if (!isalpha((unsigned char)*v) || n + 1 >= sizeof(d->promo_letters))
            return fail(c, at, "key '%s': expected piece letters, not "
                               "'%c'",
                        c->in.key, *v);
        d->promo_letters[n++] = (char)tolower((unsigned char)*v);
    }
    d->promo_letters[n] = 0;
    return 0;
}

static int k_double_step(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->double_step);
}

static int k_double_step_rank(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 1, VC_MAX_RANKS, &c->cur->double_step_rank);
}

static int k_first_rank_double(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->first_rank_double_steps);
}

static int k_castling(struct ctx *c, const char *v, size_t at)
{
    c->cur->castle_at = at;
    return read_bool(c, v, at, &c->cur->castling);
}

static int k_kingside(struct ctx *c, const char *v, size_t at)
{
    return read_file(c, v, at, &c->cur->castle_kingside_file);
}

static int k_queenside(struct ctx *c, const char *v, size_t at)
{
    return read_file(c, v, at, &c->cur->castle_queenside_file);
}

static int k_castling_rank(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 1, VC_MAX_RANKS, &c->cur->castle_rank);
}

static int k_castling_rook(struct ctx *c, const char *v, size_t at)
{
    if (!isalpha((unsigned char)v[0]) || v[1])
        return fail(c, at, "key '%s': expected one piece letter, not "
                           "'%.40s'",
                    c->in.key, v);
    c->cur->castle_rook = (char)tolower((unsigned char)v[0]);
    if (c->castle_lost)
        c->cur->castling = 1;
    c->castle_lost = 0;
    return 0;
}

/* A result for the side to move: loss, draw or win as -1, 0, 1. */
static int read_value(struct ctx *c, const char *v, size_t at, int *out)
{
    static const char *const names[] = {"loss", "draw", "win"};
    int i = 0;

    if (read_choice(c, v, at, names, 3, "win, loss or draw", &i) < 0)
        return VCHESS_ESYNTAX;
    *out = i - 1;
    return 0;
}

static int k_stalemate(struct ctx *c, const char *v, size_t at)
{
    return read_value(c, v, at, &c->cur->stalemate_value);
}

/* nFoldValue: the result of the n-th occurrence of a position, for the
 * side to move (for white with nFoldValueAbsolute). */
static int k_n_fold_value(struct ctx *c, const char *v, size_t at)
{
    return read_value(c, v, at, &c->cur->fold_value);
}

static int k_n_fold_absolute(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->fold_absolute);
}

/* nMoveRule: the n-move rule in full moves, 0 for none. */
static int k_n_move_rule(struct ctx *c, const char *v, size_t at)
{
    int n = 0; /* -O3 cannot see that read_int() sets it */

    if (read_int(c, v, at, 0, 1000, &n) < 0)
        return VCHESS_ESYNTAX;
    c->cur->move_rule = n ? n : VC_RULE_NONE;
    return 0;
}

/* nFoldRule: the repetitions that draw, 0 for none.  Fairy-Stockfish
 * reads 1 too but never draws by it; refused here as a likely slip. */
static int k_n_fold_rule(struct ctx *c, const char *v, size_t at)
{
    int n = 0; /* -O3 cannot see that read_int() sets it */

    if (read_int(c, v, at, 0, 100, &n) < 0)
        return VCHESS_ESYNTAX;
    if (n == 1)
        return fail(c, at, "key '%s': 0 (none) or a number from 2 to 100, "
                           "not 1",
                    c->in.key);
    c->cur->fold_rule = n ? n : VC_RULE_NONE;
    return 0;
}

static int k_mandatory_pawn(struct ctx *c, const char *v, size_t at)
{
    int mandatory = 1;

    if (read_bool(c, v, at, &mandatory) < 0)
        return VCHESS_ESYNTAX;
    c->cur->promotion_by_choice = !mandatory;
    return 0;
}

static int k_immobility(struct ctx *c, const char *v, size_t at)
{
    c->cur->immobility_at = at;
    return read_bool(c, v, at, &c->cur->immobility_illegal);
}

/* promotionLimit = q:1 r:2 ...: how many of a type a side may hold for a
 * pawn still to promote to it. */
static int k_promotion_limit(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    int n = 0;

    d->limit_at = at;
    for (const char *s = v; *s;) {
        char *end;
        long k;
        if (*s == ' ') {
            s++;
            continue;
        }
        if (!isalpha((unsigned char)s[0]) || s[1] != ':' ||
            !isdigit((unsigned char)s[2]) || n + 1 >= VC_MAX_PTYPES)
            return fail(c, at + (size_t)(s - v), "key '%s': expected "
                                                 "'letter:count ...'",
                        c->in.key);
        k = strtol(s + 2, &end, 10);
        if (k < 1 || k > 255 || (*end && *end != ' '))
            return fail(c, at + (size_t)(s - v), "key '%s': a count from 1 "
                                                 "to 255",
                        c->in.key);
        d->limit_letters[n] = (char)tolower((unsigned char)s[0]);
        d->limit_count[n++] = (int)k;
        s = end;
    }
    d->limit_letters[n] = 0;
    return 0;
}

static int k_makpong(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->makpong);
}

/* countingRule: makruk's or asean's endgame count, or none. */
static int k_counting(struct ctx *c, const char *v, size_t at)
{
    static const char *const names[] = {"none", "makruk", "asean"};

    return read_choice(c, v, at, names, 3, "makruk, asean or none",
                       &c->cur->counting);
}

/* extinctionValue: the result for the side that is extinct. */
static int k_extinction_value(struct ctx *c, const char *v, size_t at)
{
    static const char *const names[] = {"loss", "draw", "win", "none"};
    int i = 0;

    if (read_choice(c, v, at, names, 4, "win, loss, draw or none", &i) < 0)
        return VCHESS_ESYNTAX;
    c->cur->extinction_set = i < 3;
    c->cur->extinction_value = i - 1;
    c->cur->extinction_at = at;
    return 0;
}

static int k_extinction_claim(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->extinction_claim);
}

/* Piece letters, lower-cased into out (room for VC_MAX_PTYPES + 1),
 * '*' among them when `star` (all pieces) allows it; "-" for none. */
static int read_letters(struct ctx *c, const char *v, size_t at, int star,
                        char *out)
{
    int n = 0;

    if (strcmp(v, "-") == 0)
        v = "";
    for (const char *s = v; *s; s++) {
        if (!isalpha((unsigned char)*s) && !(star && *s == '*'))
            return fail(c, at + (size_t)(s - v), "key '%s': expected piece "
                        "letters%s, not '%c'", c->in.key,
                        star ? " or '*'" : "", *s);
        if (n >= VC_MAX_PTYPES)
            return fail(c, at, "key '%s': more than %d letters", c->in.key,
                        VC_MAX_PTYPES);
        out[n++] = (char)tolower((unsigned char)*s);
    }
    out[n] = 0;
    return 0;
}

/* pawnTypes: the pieces that are pawns ("-": none). */
static int k_pawn_types(struct ctx *c, const char *v, size_t at)
{
    c->cur->pawn_types_set = 1;
    c->cur->pawn_types_at = at;
    return read_letters(c, v, at, 0, c->cur->pawn_types);
}

/* promotionPawnTypes: in the model, the pawns all promote or none does
 * ("-"); the value is checked against pawnTypes when the variant is
 * built. */
static int k_promotion_pawn_types(struct ctx *c, const char *v, size_t at)
{
    char letters[VC_MAX_PTYPES + 1];

    if (read_letters(c, v, at, 0, letters) < 0)
        return -1;
    c->cur->no_pawn_promotion = letters[0] == 0;
    if (!letters[0])
        return 0;
    if (!c->cur->pawn_types_set) {
        c->cur->pawn_types_set = 1;
        c->cur->pawn_types_at = at;
        snprintf(c->cur->pawn_types, sizeof(c->cur->pawn_types), "%s",
                 letters);
    }
    if (strlen(letters) != strlen(c->cur->pawn_types) ||
        strspn(letters, c->cur->pawn_types) != strlen(letters))
        return fail(c, at, "key 'promotionPawnTypes': in the model the "
                           "pawns (pawnTypes '%s') all promote or none "
                           "does ('-'), not '%.40s'",
                    c->cur->pawn_types, v);
    return 0;
}

/* extinctionPieceTypes: the kinds whose extinction ends the game, '*'
 * for the whole army, kings included. */
static int k_extinction_types(struct ctx *c, const char *v, size_t at)
{
    return read_letters(c, v, at, 1, c->cur->extinction_types);
}

static int k_extinction_count(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 0, 255, &c->cur->extinction_count);
}

static int k_extinction_other(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 0, 254, &c->cur->extinction_other);
}

/* flagPiece, flagPieceWhite, flagPieceBlack: one letter, '*' (any
 * piece, the default) or '-' (none). */
static int k_flag_piece(struct ctx *c, const char *v, size_t at)
{
    const char *key = c->in.key;
    char letter[VC_MAX_PTYPES + 1];
    struct vc_def *d = c->cur;

    if (read_letters(c, v, at, 1, letter) < 0)
        return VCHESS_ESYNTAX;
    if (strlen(letter) > 1)
        return fail(c, at, "key '%s': one piece letter, '*' or '-', not "
                           "'%.40s'", key, v);
    if (strcmp(key, "flagPieceBlack") != 0)
        d->flag_piece[0] = letter[0];
    if (strcmp(key, "flagPieceWhite") != 0)
        d->flag_piece[1] = letter[0];
    d->flag_at = at;
    return 0;
}

/* A rank number from 1 at s, or 0. */
static int region_rank(const char *s)
{
    char *end;
    long r = strtol(s, &end, 10);

    return isdigit((unsigned char)*s) && !*end && r >= 1 && r <= VC_MAX_RANKS
               ? (int)r
               : 0;
}

/* One word of a region, Fairy-Stockfish's way: a cell ("d4"), a whole
 * rank ("*8") or a whole file ("a*"), marked with `bit`. */
static int region_word(struct ctx *c, const char *w, size_t at, int bit,
                       uint8_t (*cells)[VC_MAX_SLOTS])
{
    int f = isalpha((unsigned char)w[0]) ? tolower((unsigned char)w[0]) - 'a'
                                         : -1;
    int r = region_rank(w + 1);

    if (w[0] == '*' && r)
        for (int x = 0; x < VC_MAX_SLOTS; x++)
            cells[r - 1][x] |= (uint8_t)bit;
    else if (f >= 0 && f < VC_MAX_SLOTS && w[1] == '*' && !w[2])
        for (int y = 0; y < VC_MAX_RANKS; y++)
            cells[y][f] |= (uint8_t)bit;
    else if (f >= 0 && f < VC_MAX_SLOTS && r)
        cells[r - 1][f] |= (uint8_t)bit;
    else
        return fail(c, at, "key '%s': expected cells such as 'd4', whole "
                           "ranks '*8' or whole files 'a*', not '%.20s'",
                    c->in.key, w);
    return 0;
}

/* A region: words apart by spaces, or '-' for none; its cells get `bit`
 * in cells (cleared of it first). */
static int read_region(struct ctx *c, const char *v, size_t at, int bit,
                       uint8_t (*cells)[VC_MAX_SLOTS])
{
    for (int y = 0; y < VC_MAX_RANKS; y++)
        for (int x = 0; x < VC_MAX_SLOTS; x++)
            cells[y][x] &= (uint8_t)~bit;
    if (strcmp(v, "-") == 0)
        return 0;
    for (const char *s = v; *s;) {
        char w[8];
        size_t n = strcspn(s, " ");
        if (n == 0) {
            s++;
            continue;
        }
        snprintf(w, sizeof(w), "%.*s", (int)(n < 7 ? n : 7), s);
        if (n > 6 || region_word(c, w, at + (size_t)(s - v), bit, cells) < 0)
            return n > 6 ? fail(c, at + (size_t)(s - v), "key '%s': '%.20s' "
                                "is no cell, rank or file", c->in.key, s)
                         : VCHESS_ESYNTAX;
        s += n;
    }
    return 0;
}

/* flagRegion (both colours), flagRegionWhite, flagRegionBlack. */
static int k_flag_region(struct ctx *c, const char *v, size_t at)
{
    const char *key = c->in.key;
    int bit = strcmp(key, "flagRegionWhite") == 0   ? 1
              : strcmp(key, "flagRegionBlack") == 0 ? 2
                                                    : 3;

    c->cur->flag_at = at;
    return read_region(c, v, at, bit, c->cur->flag_region);
}

/* doubleStepRegionWhite/Black: the cells of the colour's initial moves
 * (pawns' double steps); the other colour keeps its doubleStepRank. */
static int k_double_step_region(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    int bit = strcmp(c->in.key, "doubleStepRegionWhite") == 0 ? 1 : 2;
    int any = 0;

    for (int y = 0; y < VC_MAX_RANKS; y++)
        for (int x = 0; x < VC_MAX_SLOTS; x++)
            any |= d->initial[y][x];
    for (int x = 0; !any && x < VC_MAX_SLOTS; x++) {
        /* a doubleStepRank beyond the board marks no cell */
        if (d->double_step_rank <= d->ranks) {
            d->initial[d->double_step_rank - 1][x] |= 1;
            d->initial[d->ranks - d->double_step_rank][x] |= 2;
        }
        if (d->first_rank_double_steps) {
            d->initial[0][x] |= 1;
            d->initial[d->ranks - 1][x] |= 2;
        }
    }
    return read_region(c, v, at, bit, d->initial);
}

/* promotionRegionWhite/Black: where the colour's pawns promote (the
 * other colour keeps its promotionRank's rank until given its own). */
static int k_promotion_region(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    int bit = strcmp(c->in.key, "promotionRegionWhite") == 0 ? 1 : 2;

    if (!d->promo_region_set && d->promotion_rank <= d->ranks)
        for (int x = 0; x < VC_MAX_SLOTS; x++) {
            d->promo_region[d->promotion_rank - 1][x] |= 1;
            d->promo_region[d->ranks - d->promotion_rank][x] |= 2;
        }
    d->promo_region_set = 1;
    return read_region(c, v, at, bit, d->promo_region);
}

/* enPassantRegion (both), enPassantRegionWhite, enPassantRegionBlack:
 * where the colour may take en passant (default: everywhere). */
static int k_ep_region(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    int bit = strcmp(c->in.key, "enPassantRegionWhite") == 0   ? 1
              : strcmp(c->in.key, "enPassantRegionBlack") == 0 ? 2
                                                               : 3;

    if (!d->ep_region_set)
        memset(d->ep_region, 3, sizeof(d->ep_region));
    d->ep_region_set = 1;
    return read_region(c, v, at, bit, d->ep_region);
}

static int k_flag_count(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 1, VC_MAX_CELLS, &c->cur->flag_count);
}

static int k_flag_move(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->flag_move);
}

static int k_flag_safe(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->flag_safe);
}

static int k_flag_blocked(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->flag_blocked);
}

/* The drop keys: pieceDrops, capturesToHand, dropLoop,
 * firstRankPawnDrops, promotionZonePawnDrops; pocketSize only says how
 * many kinds a GUI shows in a hand. */
static int k_piece_drops(struct ctx *c, const char *v, size_t at)
{
    c->cur->drops_at = at;
    return read_bool(c, v, at, &c->cur->drops);
}

static int k_captures_to_hand(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->captures_to_hand);
}

static int k_drop_loop(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->drop_loop);
}

static int k_first_rank_drops(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->first_rank_pawn_drops);
}

static int k_zone_drops(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->zone_pawn_drops);
}

/* dropRegionWhite/Black: where the colour may drop (default: anywhere). */
static int k_drop_region(struct ctx *c, const char *v, size_t at)
{
    int bit = strcmp(c->in.key, "dropRegionWhite") == 0 ? 1 : 2;

    c->cur->drop_region_set |= bit;
    return read_region(c, v, at, bit, c->cur->drop_region);
}

static int k_drop_checks(struct ctx *c, const char *v, size_t at)
{
    int on = 1;

    if (read_bool(c, v, at, &on) < 0)
        return VCHESS_ESYNTAX;
    c->cur->drop_checks_off = !on;
    return 0;
}

static int k_must_drop(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->must_drop);
}

/* mustDropType: one letter, or '*' for any kind (the default). */
static int k_must_drop_type(struct ctx *c, const char *v, size_t at)
{
    if (strcmp(v, "*") == 0) {
        c->cur->must_drop_type = 0;
        return 0;
    }
    if (!isalpha((unsigned char)v[0]) || v[1])
        return fail(c, at, "key '%s': one letter or '*'", c->in.key);
    c->cur->must_drop_type = (char)tolower((unsigned char)v[0]);
    return 0;
}

static int k_rook_drop(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->rook_drop_first_rank);
}

static int k_gating(struct ctx *c, const char *v, size_t at)
{
    c->cur->gating_at = at;
    return read_bool(c, v, at, strcmp(c->in.key, "gating") == 0
                                   ? &c->cur->gating
                                   : &c->cur->seirawan_gating);
}

static int k_castle_dropped(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->castle_dropped);
}

static int k_bishops_apart(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->drop_bishops_apart);
}

/* One pair of promotedPieceType: base's promotion set to `to`, or taken
 * away ('-'). */
static int set_piece_promo(struct ctx *c, char base, char to, size_t at)
{
    struct vc_def *d = c->cur;
    int i = 0;

    while (i < d->npiece_promo && d->piece_promo[i][0] != base)
        i++;
    if (to == '-') {
        if (i < d->npiece_promo)
            memmove(d->piece_promo[i], d->piece_promo[i + 1],
                    (size_t)(d->npiece_promo-- - i - 1) * 2);
        return 0;
    }
    if (i == d->npiece_promo && d->npiece_promo++ >= VC_MAX_PTYPES)
        return fail(c, at, "key '%s': too many pairs", c->in.key);
    d->piece_promo[i][0] = base;
    d->piece_promo[i][1] = to;
    return 0;
}

/* promotedPieceType = p:g s:g: what each kind promotes to; as in
 * Fairy-Stockfish, kinds not named keep what the parent gave them, and
 * 'x:-' takes x's away. */
static int k_promoted_type(struct ctx *c, const char *v, size_t at)
{
    c->cur->piece_promo_at = at;
    for (const char *s = v; *s;) {
        if (*s == ' ') {
            s++;
            continue;
        }
        if (!isalpha((unsigned char)s[0]) || s[1] != ':' ||
            !(isalpha((unsigned char)s[2]) || s[2] == '-') ||
            (s[3] && s[3] != ' '))
            return fail(c, at + (size_t)(s - v), "key '%s': expected "
                        "letter:letter pairs, as 'p:g s:g'", c->in.key);
        if (set_piece_promo(c, (char)tolower((unsigned char)s[0]),
                            (char)tolower((unsigned char)s[2]),
                            at + (size_t)(s - v)) < 0)
            return VCHESS_ESYNTAX;
        s += 3;
    }
    return 0;
}

static int k_no_doubled(struct ctx *c, const char *v, size_t at)
{
    char letters[VC_MAX_PTYPES + 1];

    if (read_letters(c, v, at, 0, letters) < 0)
        return -1;
    if (strlen(letters) > 1)
        return fail(c, at, "key '%s': one letter or '-'", c->in.key);
    c->cur->no_doubled = letters[0];
    return 0;
}

/* dropNoDoubledCount, kept one more than its value (0: not given). */
static int k_no_doubled_count(struct ctx *c, const char *v, size_t at)
{
    int n = 0;

    if (read_int(c, v, at, 0, VC_MAX_RANKS, &n) < 0)
        return VCHESS_ESYNTAX;
    c->cur->no_doubled_count = n + 1;
    return 0;
}

static int k_drop_mate(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->drop_mate_illegal);
}

static int k_perpetual(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->perpetual_loses);
}

static int k_piece_demotion(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->piece_demotion);
}

static int k_drop_promoted(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->drop_promoted);
}

static int k_piece_promo_forced(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->piece_promo_forced);
}

static int k_pocket_size(struct ctx *c, const char *v, size_t at)
{
    return read_int(c, v, at, 0, VC_MAX_PTYPES, &c->cur->pocket_size);
}

static int k_must_capture(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->must_capture);
}

static int k_connect_n(struct ctx *c, const char *v, size_t at)
{
    c->cur->connect_at = at;
    return read_int(c, v, at, 0, VC_MAX_SLOTS, &c->cur->connect_n);
}

static int k_connect_nxn(struct ctx *c, const char *v, size_t at)
{
    c->cur->connect_at = at;
    return read_int(c, v, at, 0, VC_MAX_SLOTS, &c->cur->connect_nxn);
}

/* enclosingDrop: none, top or anyside; the flipping kinds (reversi,
 * ataxx, quadwrangle, snort) are refused by name. */
static int k_enclosing_drop(struct ctx *c, const char *v, size_t at)
{
    static const char *const names[] = {"none", "top", "anyside"};
    static const char *const flipping[] = {"reversi", "ataxx", "quadwrangle",
                                           "snort"};

    for (size_t i = 0; i < sizeof(flipping) / sizeof(flipping[0]); i++)
        if (strcmp(v, flipping[i]) == 0)
            return fail(c, at, "key 'enclosingDrop': '%s' (drops that "
                               "enclose and flip) is not in the model",
                        v);
    c->cur->drop_entry_at = at;
    return read_choice(c, v, at, names, 3, "none, top or anyside",
                       &c->cur->drop_entry);
}

/* dropOnTop = true: Fairy-Stockfish's older name of enclosingDrop = top
 * (false leaves enclosingDrop as it is). */
static int k_drop_on_top(struct ctx *c, const char *v, size_t at)
{
    int on = 0;

    if (read_bool(c, v, at, &on) < 0)
        return -1;
    if (on) {
        c->cur->drop_entry = VC_ENTRY_TOP;
        c->cur->drop_entry_at = at;
    }
    return 0;
}

static int k_connect_types(struct ctx *c, const char *v, size_t at)
{
    int st = read_letters(c, v, at, 1, c->cur->connect_types);

    if (st == 0 && strchr(c->cur->connect_types, '*'))
        c->cur->connect_types[0] = 0; /* '*': every piece */
    return st;
}

/* connectHorizontal, connectVertical, connectDiagonal (default true). */
static int connect_dir(struct ctx *c, const char *v, size_t at, int dir)
{
    int on = 1;

    if (read_bool(c, v, at, &on) < 0)
        return VCHESS_ESYNTAX;
    c->cur->connect_dirs = on ? c->cur->connect_dirs | dir
                              : c->cur->connect_dirs & ~dir;
    return 0;
}

static int k_connect_h(struct ctx *c, const char *v, size_t at)
{
    return connect_dir(c, v, at, VC_CONNECT_HORIZONTAL);
}

static int k_connect_v(struct ctx *c, const char *v, size_t at)
{
    return connect_dir(c, v, at, VC_CONNECT_VERTICAL);
}

static int k_connect_d(struct ctx *c, const char *v, size_t at)
{
    return connect_dir(c, v, at, VC_CONNECT_DIAGONAL);
}

static int k_connect_value(struct ctx *c, const char *v, size_t at)
{
    return read_value(c, v, at, &c->cur->connect_value);
}

static int k_blast(struct ctx *c, const char *v, size_t at)
{
    c->cur->blast_at = at;
    return read_bool(c, v, at, &c->cur->blast);
}

static int k_blast_immune(struct ctx *c, const char *v, size_t at)
{
    return read_letters(c, v, at, 0, c->cur->blast_immune);
}

static int k_pseudo_royal(struct ctx *c, const char *v, size_t at)
{
    c->cur->pseudo_at = at;
    return read_bool(c, v, at, &c->cur->pseudo_royal);
}

/* dupleCheck: only its default, false, is in the model. */
static int k_duple_check(struct ctx *c, const char *v, size_t at)
{
    int on = 0;

    if (read_bool(c, v, at, &on) < 0)
        return VCHESS_ESYNTAX;
    return on ? fail(c, at, "key 'dupleCheck': only 'false' is in the "
                            "model")
              : 0;
}

/* checking = false: no move may give check. */
static int k_checking(struct ctx *c, const char *v, size_t at)
{
    int checking = 1;

    if (read_bool(c, v, at, &checking) < 0)
        return VCHESS_ESYNTAX;
    c->cur->no_checks = !checking;
    return 0;
}

static int k_check_counting(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->check_count);
}

static int k_chess960(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->chess960);
}

/* shuffle: the Interactive Diagram's shuffle= (our extension): piece
 * letters, upper case, with '!', '#', ':' and ',' as the Diagram has
 * them. */
static int k_shuffle(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    size_t n = strlen(v);

    if (n >= sizeof(d->shuffle))
        return fail(c, at, "key '%s': longer than %d", c->in.key,
                    (int)sizeof(d->shuffle) - 1);
    for (size_t i = 0; i < n; i++)
        if (!isupper((unsigned char)v[i]) && !strchr("!#:,", v[i]))
            return fail(c, at + i, "key '%s': '%c' is no piece letter "
                                   "(upper case), '!', '#', ':' or ','",
                        c->in.key, v[i]);
    snprintf(d->shuffle, sizeof(d->shuffle), "%s", v);
    d->shuffle_at = at;
    return 0;
}

/* castlingKingPiece: the piece that castles with the rook, when it is
 * not the royal one. */
static int k_castling_king(struct ctx *c, const char *v, size_t at)
{
    if (!isalpha((unsigned char)v[0]) || v[1])
        return fail(c, at, "key '%s': expected one piece letter, not "
                           "'%.40s'",
                    c->in.key, v);
    c->cur->castle_king = (char)tolower((unsigned char)v[0]);
    return 0;
}

/* ---- our extensions -------------------------------------------------- */

/* "letter:cell,cell,...": non-royal pieces ending a move on those cells
 * become that piece. */
static int k_morph(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    const char *s = v + 2;

    if (!isalpha((unsigned char)v[0]) || v[1] != ':' || !*s)
        return fail(c, at, "key '%s': expected 'letter:cell,cell,...', "
                           "not '%.40s'",
                    c->in.key, v);
    d->morph_at = at;
    while (*s) {
        size_t n = strcspn(s, ",");
        int f, r;
        if (vc_def_cell(s, n, &f, &r) < 0)
            return fail(c, at + (size_t)(s - v), "key '%s': '%.*s' is not "
                                                 "a cell name",
                        c->in.key, (int)(n < 8 ? n : 8), s);
        d->morph[r][f] = (char)tolower((unsigned char)v[0]);
        s += n + (s[n] == ',');
    }
    return 0;
}

static int k_shredder(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->castle_shredder);
}

static int k_bare_king(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->bare_king_loses);
}

static int k_kk_draw(struct ctx *c, const char *v, size_t at)
{
    return read_bool(c, v, at, &c->cur->kk_draw);
}

/* board = rectangle | trihexagonal (the kite board, 9 x 8 in FEN) |
 * hexagonal (a hexagon of hexagonSide cells to a side, 6 unless said). */
static int k_board(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    int hex = strcmp(v, "hexagonal") == 0;

    if (strcmp(v, "rectangle") != 0 && strcmp(v, "trihexagonal") != 0 &&
        !hex)
        return fail(c, at, "key '%s': rectangle, trihexagonal or "
                           "hexagonal, not '%.40s'",
                    c->in.key, v);
    d->kites = v[0] == 't';
    d->hex_side = hex ? (d->hex_side ? d->hex_side : 6) : 0;
    d->files = d->kites ? 9 : hex ? 2 * d->hex_side - 1 : d->files;
    d->ranks = d->kites ? 8 : hex ? 2 * d->hex_side - 1 : d->ranks;
    d->size_own = 1;
    d->size_at = at;
    return 0;
}

/* hexagonSide = n: the cells to a side of a hexagonal board. */
static int k_hex_side(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    int n = 0;
    int status = read_int(c, v, at, VC_HEX_MIN_SIDE, VC_HEX_MAX_SIDE, &n);

    if (status)
        return status;
    if (!d->hex_side)
        return fail(c, at, "key '%s' needs 'board = hexagonal' before it",
                    c->in.key);
    d->hex_side = n;
    d->files = d->ranks = 2 * n - 1;
    d->size_own = 1;
    d->size_at = at;
    return 0;
}

/* hexagonFileJ = true: a hexagonal board's files are lettered with j. */
static int k_hex_file_j(struct ctx *c, const char *v, size_t at)
{
    if (!c->cur->hex_side)
        return fail(c, at, "key '%s' needs 'board = hexagonal' before it",
                    c->in.key);
    return read_bool(c, v, at, &c->cur->hex_letter_j);
}

/* "empty:a,b,c" or "safe:..." into at most VC_MAX_CASTLE_CELLS names. */
static int castle_cells(struct ctx *c, const char *w, const char *tag,
                        char (*out)[VC_NAME_MAX], int *n, size_t at)
{
    size_t len = strlen(tag);

    if (strncmp(w, tag, len) != 0)
        return fail(c, at, "key '%s': expected '%s' then cells", c->in.key,
                    tag);
    for (w += len, *n = 0; *w;) {
        size_t k = strcspn(w, ",");
        if (*n >= VC_MAX_CASTLE_CELLS || k == 0 || k >= VC_NAME_MAX)
            return fail(c, at, "key '%s': at most %d cell names after "
                               "'%s'",
                        c->in.key, VC_MAX_CASTLE_CELLS, tag);
        snprintf(out[(*n)++], VC_NAME_MAX, "%.*s", (int)k, w);
        w += k + (w[k] == ',');
    }
    return 0;
}

/* castlingRuleN = RIGHT SAN king_from king_to partner_from partner_to
 * empty:cells safe:cells -- castling spelt out, for any board. */
static int k_castle_rule(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    struct vc_def_castle *r = &d->castle_rule[d->ncastle_rules];
    char w[8][VC_FEN_TEXT_MAX / 8];
    int n;

    if (d->ncastle_rules >= VC_MAX_CASTLE)
        return fail(c, at, "key '%s': more than %d castling rules", c->in.key,
                    VC_MAX_CASTLE);
    n = sscanf(v, "%63s %63s %63s %63s %63s %63s %63s %63s", w[0], w[1],
               w[2], w[3], w[4], w[5], w[6], w[7]);
    if (n != 8 || !isalpha((unsigned char)w[0][0]) || w[0][1] ||
        (strcmp(w[1], "O-O") != 0 && strcmp(w[1], "O-O-O") != 0))
        return fail(c, at, "key '%s': expected RIGHT O-O|O-O-O king_from "
                           "king_to partner_from partner_to empty:cells "
                           "safe:cells",
                    c->in.key);
    memset(r, 0, sizeof(*r));
    r->right = w[0][0];
    snprintf(r->san, sizeof(r->san), "%.7s", w[1]);
    for (int i = 0; i < 4; i++) {
        if (strlen(w[2 + i]) >= VC_NAME_MAX)
            return fail(c, at, "key '%s': '%.20s' is not a cell name",
                        c->in.key, w[2 + i]);
        snprintf(r->cell[i], VC_NAME_MAX, "%s", w[2 + i]);
    }
    if (castle_cells(c, w[6], "empty:", r->empty, &r->nempty, at) < 0 ||
        castle_cells(c, w[7], "safe:", r->safe, &r->nsafe, at) < 0)
        return VCHESS_ESYNTAX;
    r->at = at;
    d->ncastle_rules++;
    return 0;
}

/* Pieces that, alone with their king, cannot mate a bare king. */
static int k_minor(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    size_t n = strlen(v);

    if (n >= sizeof(d->minor_letters))
        return fail(c, at, "key '%s': too many piece letters", c->in.key);
    for (size_t i = 0; i < n; i++)
        if (!isalpha((unsigned char)v[i]))
            return fail(c, at + i, "key '%s': expected piece letters, not "
                                   "'%c'",
                        c->in.key, v[i]);
        else
            d->minor_letters[i] = (char)tolower((unsigned char)v[i]);
    d->minor_letters[n] = 0;
    d->minor_at = at;
    return 0;
}

static int name_char(char ch)
{
    return isalnum((unsigned char)ch) || ch == '-' || ch == '_';
}

/* "letter:name,letter:name,...": what the pieces are called (a custom
 * piece is otherwise called by its key). */
static int k_piece_names(struct ctx *c, const char *v, size_t at)
{
    struct vc_def *d = c->cur;
    const char *s = v;

    d->nnames = 0;
    d->names_at = at;
    while (*s) {
        size_t n = strcspn(s, ",");
        struct vc_def_name *e = &d->piece_name[d->nnames];
        if (d->nnames >= VC_MAX_PTYPES - 1 || n < 3 || n - 2 >=
            VC_PIECE_NAME_MAX || !isalpha((unsigned char)s[0]) || s[1] != ':')
            return fail(c, at + (size_t)(s - v), "key '%s': expected "
                        "'letter:name,...' with names of 1 to %d letters, "
                        "digits, '-', '_' or single spaces between words",
                        c->in.key, VC_PIECE_NAME_MAX - 1);
        for (size_t i = 2; i < n; i++)
            if (!name_char(s[i]) &&
                !(s[i] == ' ' && i > 2 && i + 1 < n && s[i - 1] != ' '))
                return fail(c, at + (size_t)(s - v) + i, "key '%s': '%c' "
                            "in a piece name", c->in.key, s[i]);
        e->letter = (char)tolower((unsigned char)s[0]);
        snprintf(e->name, sizeof(e->name), "%.*s", (int)(n - 2), s + 2);
        d->nnames++;
        s += n + (s[n] == ',');
    }
    return 0;
}

/* Keys whose only value in the model is Fairy-Stockfish's default. */
static const struct {
    const char *key, *value;
} fixed_keys[] = {
    {"checkmateValue", "loss"},
    {"twoBoards", "false"},
    {"kingType", "k"},
    {"sittuyinPromotion", "false"}, {"piecePromotionOnCapture", "false"},
    {"shatarMateRule", "false"},    {"bikjangRule", "false"},
    {"flyingGeneral", "false"},
    {"cambodianMoves", "false"},    {"diagonalLines", "-"},
    {"kingPass", "false"},
};

/* Keys that only tune an engine's play. */
static const char *const tuning_keys[] = {
    "variantTemplate", "pieceToCharTable", "endgameEval",
    "materialCounting", NULL};

static const struct {
    const char *key;
    int (*set)(struct ctx *c, const char *v, size_t at);
} rule_keys[] = {
    {"maxRank", k_max_rank},
    {"maxFile", k_max_file},
    {"startFen", k_start_fen},
    {"promotionRank", k_promotion_rank},
    {"promotionPieceTypes", k_promotion_types},
    {"doubleStep", k_double_step},
    {"doubleStepRank", k_double_step_rank},
    {"firstRankDoubleSteps", k_first_rank_double},
    {"castling", k_castling},
    {"castlingKingsideFile", k_kingside},
    {"castlingQueensideFile", k_queenside},
    {"castlingRank", k_castling_rank},
    {"castlingRookPiece", k_castling_rook},
    {"castlingRookPieces", k_castling_rook},
    {"stalemateValue", k_stalemate},
    {"nMoveRule", k_n_move_rule},
    {"nFoldRule", k_n_fold_rule},
    {"nFoldValue", k_n_fold_value},
    {"nFoldValueAbsolute", k_n_fold_absolute},
    {"mandatoryPawnPromotion", k_mandatory_pawn},
    {"immobilityIllegal", k_immobility},
    {"promotionLimit", k_promotion_limit},
    {"countingRule", k_counting},
    {"makpongRule", k_makpong},
    {"extinctionValue", k_extinction_value},
    {"extinctionClaim", k_extinction_claim},
    {"extinctionPieceTypes", k_extinction_types},
    {"extinctionPieceCount", k_extinction_count},
    {"extinctionOpponentPieceCount", k_extinction_other},
    {"morph", k_morph},
    {"castlingShredder", k_shredder},
    {"bareKingLoses", k_bare_king},
    {"kingVersusKingDraw", k_kk_draw},
    {"minorPieceTypes", k_minor},
    {"pieceNames", k_piece_names},
    {"board", k_board},
    {"hexagonSide", k_hex_side},
    {"hexagonFileJ", k_hex_file_j},
    {"flagPiece", k_flag_piece},
    {"flagPieceWhite", k_flag_piece},
    {"flagPieceBlack", k_flag_piece},
    {"flagRegion", k_flag_region},
    {"flagRegionWhite", k_flag_region},
    {"flagRegionBlack", k_flag_region},
    {"flagPieceCount", k_flag_count},
    {"flagMove", k_flag_move},
    {"flagPieceSafe", k_flag_safe},
    {"flagPieceBlockedWin", k_flag_blocked},
    {"mustCapture", k_must_capture},
    {"pieceDrops", k_piece_drops},
    {"capturesToHand", k_captures_to_hand},
    {"dropLoop", k_drop_loop},
    {"firstRankPawnDrops", k_first_rank_drops},
    {"promotionZonePawnDrops", k_zone_drops},
    {"pocketSize", k_pocket_size},
    {"dropRegionWhite", k_drop_region},
    {"dropRegionBlack", k_drop_region},
    {"dropChecks", k_drop_checks},
    {"mustDrop", k_must_drop},
    {"mustDropType", k_must_drop_type},
    {"dropOppositeColoredBishop", k_bishops_apart},
    {"castlingDroppedPiece", k_castle_dropped},
    {"sittuyinRookDrop", k_rook_drop},
    {"gating", k_gating},
    {"seirawanGating", k_gating},
    {"promotedPieceType", k_promoted_type},
    {"mandatoryPiecePromotion", k_piece_promo_forced},
    {"pieceDemotion", k_piece_demotion},
    {"dropPromoted", k_drop_promoted},
    {"dropNoDoubled", k_no_doubled},
    {"shogiPawnDropMateIllegal", k_drop_mate},
    {"perpetualCheckIllegal", k_perpetual},
    {"dropNoDoubledCount", k_no_doubled_count},
    {"pawnTypes", k_pawn_types},
    {"promotionPawnTypes", k_promotion_pawn_types},
    {"connectN", k_connect_n},
    {"connectNxN", k_connect_nxn},
    {"enclosingDrop", k_enclosing_drop},
    {"dropOnTop", k_drop_on_top},
    {"connectPieceTypes", k_connect_types},
    {"connectHorizontal", k_connect_h},
    {"connectVertical", k_connect_v},
    {"connectDiagonal", k_connect_d},
    {"connectValue", k_connect_value},
    {"blastOnCapture", k_blast},
    {"blastImmuneTypes", k_blast_immune},
    {"extinctionPseudoRoyal", k_pseudo_royal},
    {"dupleCheck", k_duple_check},
    {"checking", k_checking},
    {"checkCounting", k_check_counting},
    {"castlingKingPiece", k_castling_king},
    {"chess960", k_chess960},
    {"shuffle", k_shuffle},
    {"doubleStepRegionWhite", k_double_step_region},
    {"doubleStepRegionBlack", k_double_step_region},
    {"promotionRegionWhite", k_promotion_region},
    {"promotionRegionBlack", k_promotion_region},
    {"enPassantRegion", k_ep_region},
    {"enPassantRegionWhite", k_ep_region},
    {"enPassantRegionBlack", k_ep_region},
};

/* Fairy-Stockfish's keys (its variants.ini header) whose rules this
 * library does not play yet: refused as such, not as unknown.  The
 * mobility regions are a family (mobilityRegionWhiteKing, ...). */
static const char *const unsupported_keys[] = {
    "adjudicateFullBoard", "castlingKingFile", "castlingRookKingsideFile",
    "castlingRookQueensideFile", "castlingWins", "chasingRule", "collinearN",
    "connectRegion1Black", "connectRegion1White",
    "connectRegion2Black", "connectRegion2White", "enPassantTypes",
    "enPassantTypesBlack", "enPassantTypesWhite",
    "enclosingDropStart", "flipEnclosedPieces", "moveRepetitionIllegal",
    "mutuallyImmuneTypes", "nMoveRuleTypes",
    "nMoveRuleTypesBlack", "nMoveRuleTypesWhite", "oppositeCastling", "pass",
    "passBlack", "passOnStalemate", "passOnStalemateBlack",
    "passOnStalemateWhite", "passWhite", "petrifyBlastPieces",
    "petrifyOnCaptureTypes",
    "promotionPawnTypesBlack", "promotionPawnTypesWhite",
    "promotionPieceTypesBlack", "promotionPieceTypesWhite",
    "soldierPromotionRank",
    "stalematePieceCount", "tripleStepRegionBlack", "tripleStepRegionWhite",
    "wallOrMove", "wallingRegionBlack", "wallingRegionWhite", "wallingRule",
    NULL};

static int unsupported(const char *key)
{
    if (strncmp(key, "mobilityRegion", strlen("mobilityRegion")) == 0)
        return 1;
    for (int i = 0; unsupported_keys[i]; i++)
        if (strcmp(key, unsupported_keys[i]) == 0)
            return 1;
    return 0;
}

static int set_key(struct ctx *c, const char *val, size_t at, size_t key_at)
{
    int status;

    for (size_t i = 0; i < sizeof(rule_keys) / sizeof(rule_keys[0]); i++)
        if (strcmp(c->in.key, rule_keys[i].key) == 0)
            return rule_keys[i].set(c, val, at);
    if (piece_key(c, val, at, &status))
        return status;
    for (size_t i = 0; i < sizeof(fixed_keys) / sizeof(fixed_keys[0]); i++)
        if (strcmp(c->in.key, fixed_keys[i].key) == 0)
            return strcmp(val, fixed_keys[i].value) == 0
                       ? 0
                       : fail(c, at, "key '%s': only '%s' is in the "
                                     "model, not '%.40s'",
                              c->in.key, fixed_keys[i].value, val);
    if (strncmp(c->in.key, "castlingRule", 12) == 0 &&
        c->in.key[12] >= '1' && c->in.key[12] <= '4' && !c->in.key[13])
        return k_castle_rule(c, val, at);
    for (int i = 0; tuning_keys[i]; i++)
        if (strcmp(c->in.key, tuning_keys[i]) == 0) {
            warn(c, key_at, "it only tunes an engine");
            return 0;
        }
    if (unsupported(c->in.key))
        return fail(c, key_at, "key '%.60s' is Fairy-Stockfish's, and not "
                               "supported by this library",
                    c->in.key);
    return fail(c, key_at, "unknown key '%.60s'", c->in.key);
}

/* ---- sections -------------------------------------------------------- */

/* A section without a parent: Fairy-Stockfish 11.1's defaults, an 8 x 8
 * board with no pieces at all. */
static void def_default(struct vc_def *d)
{
    memset(d, 0, sizeof(*d));
    d->files = d->ranks = 8;
    d->promotion_rank = 8;
    d->double_step = 1;
    d->double_step_rank = 2;
    d->castling = 1;
    d->castle_kingside_file = 7;
    d->castle_queenside_file = 3;
    d->castle_rank = 1;
    d->castle_rook = 'r';
    d->flag_piece[0] = d->flag_piece[1] = '*';
    d->connect_dirs =
        VC_CONNECT_HORIZONTAL | VC_CONNECT_VERTICAL | VC_CONNECT_DIAGONAL;
    d->connect_value = 1;
}

/* Offsets of a definition read from another text, moved to `at` in this
 * one: what the parent brought is blamed on the parent's name. */
static void point_at(struct vc_def *d, size_t at)
{
    d->fen_at = d->size_at = d->promo_at = d->castle_at = at;
    d->extinction_at = d->immobility_at = d->limit_at = at;
    d->flag_at = d->drop_entry_at = at;
    d->morph_at = d->minor_at = d->names_at = at;
    for (int i = 0; i < d->npieces; i++)
        d->piece[i].at = at;
    for (int i = 0; i < d->ncastle_rules; i++)
        d->castle_rule[i].at = at;
}

static int defines(const struct vc_def_list *list, const char *name)
{
    for (size_t i = 0; name && i < list->ndefs; i++)
        if (strcmp(list->defs[i].name, name) == 0)
            return 1;
    return 0;
}

static void free_builtins(struct ctx *c)
{
    if (!c->builtins)
        return;
    vc_free(c->in.list->alloc, c->builtins->defs);
    vc_free(c->in.list->alloc, c->builtins);
    c->builtins = NULL;
}

/* The built-in variants' definitions, read on the first built-in parent
 * as far as the text that defines it (most sections name chess, the
 * first), and read again as far as a later parent's text. */
static int load_builtins(struct ctx *c, const char *parent, size_t at)
{
    struct vc_def_list *l;
    vchess_error e;
    int status;

    if (c->builtins && (c->builtins_all || defines(c->builtins, parent)))
        return 0;
    free_builtins(c);
    if (!(l = vc_alloc(c->in.list->alloc, sizeof(*l))))
        return vc_error_set(c->in.err, VCHESS_ENOMEM, 0, "out of memory");
    memset(l, 0, sizeof(*l));
    l->alloc = c->in.list->alloc;
    c->builtins = l;
    status = vc_def_read_builtin(l, parent, &e);
    c->builtins_all = !defines(l, parent); /* read to the end */
    if (status == VCHESS_ENOMEM)
        return vc_error_set(c->in.err, VCHESS_ENOMEM, 0, "out of memory");
    if (status < 0)
        return fail(c, at, "the built-in definitions do not load: %.120s",
                    e.text);
    return 0;
}

/* 1 if parent is a built-in variant (copied into *d), 0 if not, or a
 * status. */
static int builtin_parent(struct ctx *c, struct vc_def *d, const char *parent,
                          size_t at)
{
    int status;

    if (c->builtin)
        return 0; /* their sections name only earlier sections */
    if ((status = load_builtins(c, parent, at)) < 0)
        return status;
    for (size_t i = 0; i < c->builtins->ndefs; i++)
        if (strcmp(c->builtins->defs[i].name, parent) == 0) {
            *d = c->builtins->defs[i];
            point_at(d, at);
            return 1;
        }
    return 0;
}

/* A section's starting point: its parent (an earlier section of the same
 * text, else a built-in variant), or Fairy-Stockfish's defaults. */
static int def_parent(struct ctx *c, struct vc_def *d, const char *parent,
                      size_t at)
{
    int status;

    def_default(d);
    if (!parent)
        return 0;
    for (size_t i = 0; i < c->in.list->ndefs; i++)
        if (strcmp(c->in.list->defs[i].name, parent) == 0) {
            *d = c->in.list->defs[i];
            return 0;
        }
    if ((status = builtin_parent(c, d, parent, at)) != 0)
        return status < 0 ? status : 0;
    return fail(c, at, "unknown parent variant '%.60s'", parent);
}

static int valid_name(const char *s, size_t n)
{
    if (n == 0 || n >= VC_DEF_NAME_MAX)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '-')
            return 0;
    return 1;
}

static int new_def(struct ctx *c, size_t at, struct vc_def **out)
{
    int rc = vc_def_list_room(&c->in, at);

    if (rc == 0)
        *out = &c->in.list->defs[c->in.list->ndefs];
    return rc;
}

/* "[name]" or "[name:parent]" at text[at..end). */
/* The section just read: with castling off, the castling rights of its
 * start position are left out (Fairy-Stockfish ignores them), with a
 * warning. */
static void end_section(struct ctx *c)
{
    struct vc_def *d = c->cur;
    char *f = d ? d->start_fen : NULL, was[VC_MAX_CASTLE * 4 + 1];
    size_t len;

    if (!d || d->castling || c->builtin)
        return;
    f += strcspn(f, " ");
    f += strspn(f, " ");
    f += strcspn(f, " ");
    f += strspn(f, " ");
    len = strcspn(f, " ");
    if (len == 0 || (len == 1 && *f == '-'))
        return;
    snprintf(was, sizeof(was), "%.*s", (int)len, f);
    memmove(f + 1, f + len, strlen(f + len) + 1);
    *f = '-';
    {
        char what[80];
        const char *key = c->in.key;
        c->in.key = "startFen";
        snprintf(what, sizeof(what), "castling is off: its castling rights "
                                     "'%s' are left out", was);
        warn_lenient(c, d->fen_own ? d->fen_at : d->section_at, what);
        c->in.key = key;
    }
}

static int section(struct ctx *c, size_t at, size_t end)
{
    const char *s = c->in.text + at + 1, *close = memchr(s, ']', end - at - 1);
    const char *colon;
    char name[VC_DEF_NAME_MAX], parent[VC_DEF_NAME_MAX];
    struct vc_def *d = NULL;
    int status;

    if (!close)
        return fail(c, at, "section header without ']'");
    colon = memchr(s, ':', (size_t)(close - s));
    if (!valid_name(s, (size_t)((colon ? colon : close) - s)) ||
        (colon && !valid_name(colon + 1, (size_t)(close - colon - 1))))
        return fail(c, at + 1, "a section name is letters, digits, '_' and "
                               "'-', at most %d of them",
                    VC_DEF_NAME_MAX - 1);
    snprintf(name, sizeof(name), "%.*s", (int)((colon ? colon : close) - s),
             s);
    if (colon)
        snprintf(parent, sizeof(parent), "%.*s", (int)(close - colon - 1),
                 colon + 1);
    for (size_t i = 0; i < c->in.list->ndefs; i++)
        if (strcmp(c->in.list->defs[i].name, name) == 0)
            return fail(c, at + 1, "variant '%s' is defined twice", name);
    end_section(c);
    if ((status = new_def(c, at + 1, &d)) < 0 ||
        (status = def_parent(c, d, colon ? parent : NULL,
                             colon ? (size_t)(colon + 1 - c->in.text) : 0)) < 0)
        return status;
    snprintf(d->name, sizeof(d->name), "%s", name);
    d->size_own = d->fen_own = 0;
    /* dead positions depend on the very pieces: a child says them again */
    d->kk_draw = 0;
    d->minor_letters[0] = 0;
    d->section_at = at + 1;
    c->cur = d;
    c->in.list->ndefs++;
    c->nseen = 0;
    c->castle_lost = 0;
    return 0;
}

/* ---- lines ----------------------------------------------------------- */

static int seen_in_section(const struct ctx *c, const char *key)
{
    for (int i = 0; i < c->nseen; i++)
        if (strcmp(c->seen[i], key) == 0)
            return 1;
    return 0;
}

static int seen_before(struct ctx *c, const char *key)
{
    for (int i = 0; i < c->nseen; i++)
        if (strcmp(c->seen[i], key) == 0)
            return 1;
    if (c->nseen < MAX_KEYS)
        snprintf(c->seen[c->nseen++], VC_DEF_NAME_MAX, "%s", key);
    return 0;
}

static size_t skip_space(const char *t, size_t i, size_t end)
{
    while (i < end && (t[i] == ' ' || t[i] == '\t'))
        i++;
    return i;
}

static size_t trim_end(const char *t, size_t start, size_t end)
{
    while (end > start && isspace((unsigned char)t[end - 1]))
        end--;
    return end;
}

/* "key = value" at text[at..end). */
static int key_line(struct ctx *c, size_t at, size_t end)
{
    const char *t = c->in.text;
    const char *eq = memchr(t + at, '=', end - at);
    size_t key_end, val_at, val_end;
    char key[VC_DEF_NAME_MAX], val[VC_FEN_TEXT_MAX];

    if (!eq)
        return fail(c, at, "expected 'key = value'");
    if (!c->cur)
        return fail(c, at, "a key before the first [section]");
    key_end = trim_end(t, at, (size_t)(eq - t));
    val_at = skip_space(t, (size_t)(eq - t) + 1, end);
    val_end = trim_end(t, val_at, end);
    if (key_end == at || key_end - at >= sizeof(key))
        return fail(c, at, "a key is 1 to %d characters",
                    (int)sizeof(key) - 1);
    snprintf(key, sizeof(key), "%.*s", (int)(key_end - at), t + at);
    c->in.key = key;
    if (val_end - val_at >= sizeof(val))
        return fail(c, val_at, "key '%s': value longer than %d characters",
                    key, (int)sizeof(val) - 1);
    if (val_end == val_at)
        return fail(c, val_at, "key '%s' without a value", key);
    snprintf(val, sizeof(val), "%.*s", (int)(val_end - val_at), t + val_at);
    if (seen_before(c, key))
        warn_lenient(c, at, "given twice in the section: the last value "
                            "counts");
    return set_key(c, val, val_at, at);
}

static int line(struct ctx *c, size_t at, size_t end)
{
    at = skip_space(c->in.text, at, end);
    end = trim_end(c->in.text, at, end);
    if (at == end || c->in.text[at] == '#' || c->in.text[at] == ';')
        return 0;
    if (c->in.text[at] == '[')
        return section(c, at, end);
    return key_line(c, at, end);
}

static int read_text(struct vc_def_list *list, const char *text,
                     const char *source, vchess_error *err, int builtin)
{
    struct ctx *c;
    size_t at = 0;
    int status = 0;

    if (!(c = vc_alloc(list->alloc, sizeof(*c))))
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    memset(c, 0, sizeof(*c));
    vc_reader_init(&c->in, list, text, source, err);
    c->builtin = builtin;
    while (status == 0 && text[at]) {
        const char *nl = strchr(text + at, '\n');
        size_t end = nl ? (size_t)(nl - text) : strlen(text);
        status = line(c, at, end);
        at = nl ? end + 1 : end;
    }
    if (status == 0)
        end_section(c);
    free_builtins(c);
    vc_free(list->alloc, c);
    return status;
}

int vc_ini_read(struct vc_def_list *list, const char *text,
                const char *source, vchess_error *err)
{
    return read_text(list, text, source, err, 0);
}

int vc_def_read_builtin(struct vc_def_list *list, const char *until,
                        vchess_error *err)
{
    int status = 0;

    for (size_t i = 0; i < vc_builtin_text_count && status == 0 &&
                       !defines(list, until);
         i++)
        status = read_text(list, vc_builtin_texts[i].text,
                           vc_builtin_texts[i].source, err, 1);
    return status;
}
