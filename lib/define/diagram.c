/* diagram.c - Interactive Diagram parameter text (the chessvariants.com
 * "idiagram": files=, ranks=, piece lines name:ID:XBetza:image:cells,
 * morph=, ...) read into the same plain definition as a variants.ini
 * section, so that one builder (definition_build.c) makes the variant.
 *
 * The text may be one parameter a line or flattened onto one line (as a
 * web page shows it); tokens are separated by white space, and a token
 * that is neither key=value nor a piece line continues the morph= value
 * before it on the same line (its spaces were part of the value). */
#include "reader.h"

#include "base/alloc.h"
#include "base/error.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINES (VC_MAX_PTYPES + 8)

#define fail(c, ...) vc_reader_fail(&(c)->in, __VA_ARGS__)
#define warn(c, at, what) vc_reader_warn(&(c)->in, at, what)

struct span {
    size_t at, len;
};

/* A piece line: name:ID:XBetza:image:cells, and its morph= value. */
struct line {
    struct span field[5];
    struct span morph;
    size_t at;
};

struct dctx {
    struct vc_reader in; /* the text, where errors go, the list, the key */
    struct vc_def *d;
    char key[32];        /* in.key points here */
    int nlines;
    struct line line[MAX_LINES];
    struct line *morph_owner;     /* the piece the last morph= belongs to */
    int promo_zone;
    struct span royal, name;
    int mirror;                   /* symmetry=mirror: black's cells */
    size_t first_at;
    char id[MAX_LINES];           /* each line's piece ID; 0: royal, hole */
    char morph[MAX_LINES][VC_MAX_RANKS][VC_MAX_SLOTS]; /* what it becomes */
    char grid[VC_MAX_RANKS][VC_MAX_SLOTS]; /* the start position */
};

static int is_space(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
}

/* Length of the leading letters of s[0..n). */
static size_t word_len(const char *s, size_t n)
{
    size_t i = 0;

    while (i < n && isalpha((unsigned char)s[i]))
        i++;
    return i;
}

int vc_diagram_is(const char *text)
{
    size_t i = 0, n;

    while (is_space(text[i]))
        i++;
    n = word_len(text + i, strlen(text + i));
    return n > 0 && text[i + n] == '=';
}

/* ---- keys ------------------------------------------------------------ */

/* Keys that only change how the Diagram looks or plays. */
static const char *const display_keys[] = {
    "graphicsDir", "graphicsType", "squareSize", "lightShade", "darkShade",
    "oddShade", "coordColor", "holeColor", "whitePrefix", "blackPrefix",
    "borderColor", "rimColor", "firstRank", "useMarkers", "newClick",
    "startShade", "markerColor", "pieceColor", "imagePath", "hidePieces",
    NULL};

static int read_number(struct dctx *c, const char *v, size_t n, size_t at,
                       int lo, int hi, int *out)
{
    int x = 0;

    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)v[i]) || x > 1000)
            return fail(c, at, "key '%s': expected a number from %d to %d",
                        c->key, lo, hi);
        x = x * 10 + (v[i] - '0');
    }
    if (n == 0 || x < lo || x > hi)
        return fail(c, at, "key '%s': expected a number from %d to %d",
                    c->key, lo, hi);
    *out = x;
    return 0;
}

static int k_promo_choice(struct dctx *c, const char *v, size_t n,
                          size_t at)
{
    struct vc_def *d = c->d;

    if (n >= sizeof(d->promo_letters))
        return fail(c, at, "key '%s': too many choices", c->key);
    for (size_t i = 0; i < n; i++) {
        if (!isupper((unsigned char)v[i]))
            return fail(c, at + i, "key '%s': '%c' is not a piece ID "
                                   "(only plain choices are in the model)",
                        c->key, v[i]);
        d->promo_letters[i] = (char)tolower((unsigned char)v[i]);
    }
    d->promo_letters[n] = 0;
    d->promo_at = at;
    return 0;
}

static int k_symmetry(struct dctx *c, const char *v, size_t n, size_t at)
{
    if (n == 6 && strncmp(v, "mirror", 6) == 0)
        c->mirror = 1;
    else if (!(n == 4 && strncmp(v, "none", 4) == 0))
        return fail(c, at, "key '%s': only mirror or none are in the "
                           "model",
                    c->key);
    return 0;
}

/* stalemate=win: the side that stalemates wins; draw: a draw. */
static int k_stalemate(struct dctx *c, const char *v, size_t n, size_t at)
{
    if (n == 3 && strncmp(v, "win", 3) == 0)
        c->d->stalemate_value = -1;
    else if (n == 4 && strncmp(v, "draw", 4) == 0)
        c->d->stalemate_value = 0;
    else
        return fail(c, at, "key '%s': only win or draw are in the model",
                    c->key);
    return 0;
}

/* Our extensions: true or false. */
static int read_flag(struct dctx *c, const char *v, size_t n, size_t at,
                     int *out)
{
    if ((n == 4 && strncmp(v, "true", 4) == 0) ||
        (n == 5 && strncmp(v, "false", 5) == 0)) {
        *out = v[0] == 't';
        return 0;
    }
    return fail(c, at, "key '%s': expected true or false", c->key);
}

static int k_morph(struct dctx *c, size_t at, size_t n)
{
    if (!c->nlines)
        return fail(c, at, "key '%s' before any piece line", c->key);
    c->morph_owner = &c->line[c->nlines - 1];
    if (c->morph_owner->morph.len)
        return fail(c, at, "key '%s' given twice for one piece", c->key);
    c->morph_owner->morph.at = at;
    c->morph_owner->morph.len = n;
    return 0;
}

static int set_key(struct dctx *c, const char *v, size_t n, size_t at,
                   size_t key_at)
{
    struct vc_def *d = c->d;

    c->morph_owner = NULL;
    if (strcmp(c->key, "files") == 0)
        return read_number(c, v, n, at, 1, VC_MAX_SLOTS, &d->files);
    if (strcmp(c->key, "ranks") == 0)
        return read_number(c, v, n, at, 1, VC_MAX_RANKS, &d->ranks);
    if (strcmp(c->key, "promoZone") == 0)
        return read_number(c, v, n, at, 1, 1, &c->promo_zone);
    if (strcmp(c->key, "promoChoice") == 0)
        return k_promo_choice(c, v, n, at);
    if (strcmp(c->key, "royal") == 0) {
        c->royal.at = at;
        c->royal.len = n;
        return 0;
    }
    if (strcmp(c->key, "satellite") == 0) {
        c->name.at = at;
        c->name.len = n;
        return 0;
    }
    if (strcmp(c->key, "stalemate") == 0)
        return k_stalemate(c, v, n, at);
    if (strcmp(c->key, "bareKingLoses") == 0)
        return read_flag(c, v, n, at, &d->bare_king_loses);
    if (strcmp(c->key, "kingVersusKingDraw") == 0)
        return read_flag(c, v, n, at, &d->kk_draw);
    if (strcmp(c->key, "symmetry") == 0)
        return k_symmetry(c, v, n, at);
    if (strcmp(c->key, "morph") == 0)
        return k_morph(c, at, n);
    for (int i = 0; display_keys[i]; i++)
        if (strcmp(c->key, display_keys[i]) == 0) {
            warn(c, key_at, "it is display only");
            return 0;
        }
    return fail(c, key_at, "unknown key '%s'", c->key);
}

/* ---- tokens ---------------------------------------------------------- */

static int piece_line(struct dctx *c, size_t at, size_t end)
{
    struct line *l;
    size_t s = at;
    int k = 0;

    c->morph_owner = NULL;
    if (c->nlines >= MAX_LINES)
        return fail(c, at, "more than %d piece lines", MAX_LINES);
    l = &c->line[c->nlines++];
    memset(l, 0, sizeof(*l));
    l->at = at;
    for (size_t i = at; i <= end; i++)
        if (i == end || c->in.text[i] == ':') {
            if (k == 4 && i < end)
                return fail(c, i, "a piece line has five fields "
                                  "name:ID:XBetza:image:cells");
            l->field[k].at = s;
            l->field[k++].len = i - s;
            s = i + 1;
        }
    if (k != 5)
        return fail(c, at, "a piece line has five fields "
                           "name:ID:XBetza:image:cells");
    return 0;
}

static int token(struct dctx *c, size_t at, size_t end, int same_line)
{
    const char *t = c->in.text + at;
    size_t n = word_len(t, end - at);

    if (n > 0 && t[n] == '=' && n < sizeof(c->key)) {
        snprintf(c->key, sizeof(c->key), "%.*s", (int)n, t);
        return set_key(c, t + n + 1, end - at - n - 1, at + n + 1, at);
    }
    if (memchr(t, ':', end - at))
        return piece_line(c, at, end);
    if (c->morph_owner && same_line) {
        struct span *m = &c->morph_owner->morph;
        m->len = end - m->at;
        return 0;
    }
    return fail(c, at, "expected key=value or a piece line "
                       "name:ID:XBetza:image:cells");
}

static int tokens(struct dctx *c)
{
    const char *t = c->in.text;
    size_t i = 0;
    int same_line = 0;

    while (t[i]) {
        size_t at;
        int status;
        if (is_space(t[i])) {
            same_line &= t[i] != '\n';
            i++;
            continue;
        }
        at = i;
        while (t[i] && !is_space(t[i]))
            i++;
        if ((status = token(c, at, i, same_line)) < 0)
            return status;
        same_line = 1;
    }
    return 0;
}

/* ---- pieces and cells ------------------------------------------------ */

static int field_is(const struct dctx *c, const struct span *s,
                    const char *word)
{
    size_t n = strlen(word);

    if (s->len != n)
        return 0;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)c->in.text[s->at + i]) != word[i])
            return 0;
    return 1;
}

static int put_cell(struct dctx *c, char (*grid)[VC_MAX_SLOTS], int f,
                    int r, char x, size_t at)
{
    if (f >= c->d->files || r >= c->d->ranks)
        return fail(c, at, "cell %c%d is not on the %d x %d board",
                    'a' + f, r + 1, c->d->files, c->d->ranks);
    if (grid[r][f])
        return fail(c, at, "cell %c%d is given twice", 'a' + f, r + 1);
    grid[r][f] = x;
    return 0;
}

/* "a1" or a range along a rank or a file, "a2-j2". */
static int put_item(struct dctx *c, char (*grid)[VC_MAX_SLOTS], size_t at,
                    size_t n, char x)
{
    const char *s = c->in.text + at, *dash = memchr(s, '-', n);
    int f0, r0, f1, r1;

    if (dash ? vc_def_cell(s, (size_t)(dash - s), &f0, &r0) < 0 ||
                   vc_def_cell(dash + 1, n - (size_t)(dash - s) - 1, &f1,
                               &r1) < 0
             : vc_def_cell(s, n, &f0, &r0) < 0)
        return fail(c, at, "'%.*s' is not a cell or a range of cells",
                    (int)(n < 12 ? n : 12), s);
    if (!dash) {
        f1 = f0;
        r1 = r0;
    }
    if ((f0 != f1 && r0 != r1) || f1 < f0 || r1 < r0)
        return fail(c, at, "a range of cells runs along a rank or a file, "
                           "left to right or upwards");
    for (int f = f0; f <= f1; f++)
        for (int r = r0; r <= r1; r++)
            if (put_cell(c, grid, f, r, x, at) < 0)
                return VCHESS_ESYNTAX;
    return 0;
}

/* Cells "white,...,,black,..." of a piece written x (upper case). */
static int put_cells(struct dctx *c, char (*grid)[VC_MAX_SLOTS],
                     const struct span *cells, char x)
{
    const char *s = c->in.text + cells->at;
    size_t n = cells->len, i = 0;
    int black = 0;

    while (i < n) {
        size_t k = i;
        while (k < n && s[k] != ',')
            k++;
        if (k == i && !black) {
            black = 1;
        } else if (k > i) {
            char y = black ? (char)tolower((unsigned char)x) : x;
            if (put_item(c, grid, cells->at + i, k - i, y) < 0)
                return VCHESS_ESYNTAX;
        }
        i = k + 1;
    }
    return 0;
}

/* symmetry=mirror: black's pieces on the mirrored cells of white's. */
static int mirror_cells(struct dctx *c, char (*grid)[VC_MAX_SLOTS])
{
    const struct vc_def *d = c->d;

    for (int r = 0; r < d->ranks; r++)
        for (int f = 0; f < d->files; f++) {
            char x = grid[r][f];
            if (!isupper((unsigned char)x))
                continue;
            if (put_cell(c, grid, f, d->ranks - 1 - r,
                         (char)tolower((unsigned char)x), c->first_at) < 0)
                return VCHESS_ESYNTAX;
        }
    return 0;
}

static char piece_id(const struct dctx *c, const struct line *l)
{
    const struct span *id = l->field[1].len ? &l->field[1] : &l->field[0];

    return (char)toupper((unsigned char)c->in.text[id->at]);
}

/* The royal piece: royal=ID or its number among the piece lines. */
static int is_royal(const struct dctx *c, const struct line *l, int index)
{
    const char *r = c->in.text + c->royal.at;

    if (!c->royal.len)
        return 0;
    if (strspn(r, "0123456789") >= c->royal.len)
        return c->royal.len < 4 &&
               (int)strtol(r, NULL, 10) == index + 1;
    return c->royal.len == 1 && r[0] == piece_id(c, l);
}

/* "isO1" (castling: the king steps n cells towards the partner) at the
 * end of the royal piece's XBetza; it is cut off the Betza text. */
static int castling(struct dctx *c, struct vc_def_piece *p,
                    const struct span *bz)
{
    char *o = strchr(p->betza, 'O');
    char *mods = o;
    int step = 0;

    if (!o)
        return 0;
    while (mods > p->betza && strchr("is", mods[-1]))
        mods--;
    for (const char *s = o + 1; *s; s++)
        if (!isdigit((unsigned char)*s) || (step = step * 10 + *s - '0') > 8)
            return fail(c, bz->at + (size_t)(s - p->betza),
                        "piece '%s': castling 'O' only as the king's last "
                        "move, 'isO<steps>', not '%c'",
                        p->key, *s);
    if (step < 1 || !p->royal)
        return fail(c, bz->at + (size_t)(o - p->betza),
                    "piece '%s': castling 'O' needs a step count and the "
                    "royal piece",
                    p->key);
    c->d->castling = 1;
    c->d->castle_king_step = step;
    *mods = 0;
    return 0;
}

static int add_piece(struct dctx *c, const struct line *l, int index)
{
    struct vc_def *d = c->d;
    struct vc_def_piece *p = &d->piece[d->npieces];
    const struct span *bz = &l->field[2];
    char id = piece_id(c, l);

    if (d->npieces >= VC_MAX_PTYPES - 1)
        return fail(c, l->at, "more than %d piece kinds", VC_MAX_PTYPES - 1);
    if (l->field[1].len > 1 || !isupper((unsigned char)id))
        return fail(c, l->field[1].at, "a piece ID is one letter");
    if (!bz->len || bz->len >= VC_DEF_BETZA_MAX)
        return fail(c, bz->at, "piece '%.*s': the model needs its XBetza "
                               "moves (1 to %d letters)",
                    (int)(l->field[0].len < 30 ? l->field[0].len : 30),
                    c->in.text + l->field[0].at, VC_DEF_BETZA_MAX - 1);
    for (int i = 0; i < d->npieces; i++)
        if (d->piece[i].letter == tolower((unsigned char)id))
            return fail(c, l->at, "piece ID '%c' is used twice (also by "
                                  "'%s')",
                        id, d->piece[i].key);
    memset(p, 0, sizeof(*p));
    snprintf(p->key, sizeof(p->key), "%.*s",
             (int)(l->field[0].len < 60 ? l->field[0].len : 60),
             c->in.text + l->field[0].at);
    p->letter = (char)tolower((unsigned char)id);
    snprintf(p->betza, sizeof(p->betza), "%.*s", (int)bz->len,
             c->in.text + bz->at);
    p->at = bz->at;
    p->royal = is_royal(c, l, index);
    p->pawn = field_is(c, &l->field[0], "pawn") || id == 'P';
    d->npieces++;
    return castling(c, p, bz);
}

/* 'i' moves start from the pawn's own cells (the Diagram's "first move
 * of the piece"); a piece that could come back to them may not have
 * them. */
static int initial_cells(struct dctx *c, char (*grid)[VC_MAX_SLOTS],
                         const struct vc_def_piece *p)
{
    struct vc_def *d = c->d;

    if (!strchr(p->betza, 'i'))
        return 0;
    if (!p->pawn)
        return fail(c, p->at + (size_t)(strchr(p->betza, 'i') - p->betza),
                    "piece '%s': 'i' (first move) is in the model only for "
                    "pawns",
                    p->key);
    d->double_step = 1; /* its two-cell steps may be taken en passant */
    for (int r = 0; r < d->ranks; r++)
        for (int f = 0; f < d->files; f++)
            if ((grid[r][f] | 32) == p->letter)
                d->initial[r][f] |= isupper((unsigned char)grid[r][f]) ? 1
                                                                       : 2;
    return 0;
}

/* ---- morph ----------------------------------------------------------- */

/* One rank of a morph string into exactly `files` characters.  A page
 * that shows the text collapses runs of spaces; one run of white space
 * in a rank that is too short is stretched to fill it. */
static int morph_rank(struct dctx *c, const char *s, size_t n, size_t at,
                      char *out)
{
    int files = c->d->files;
    size_t gap = n, o = 0;

    for (size_t i = 0; i < n; i++)
        if (s[i] == ' ' && gap == n)
            gap = i;
    if (n > (size_t)files || (n < (size_t)files && n && gap == n))
        return fail(c, at, "key 'morph': a rank of %d cells, not %d",
                    files, (int)n);
    for (size_t i = 0; i < n; i++) {
        if (i == gap)
            while (o + (n - i) < (size_t)files)
                out[o++] = ' ';
        out[o++] = s[i];
    }
    while (o < (size_t)files)
        out[o++] = ' ';
    return 0;
}

/* "rank1/rank2/..." from the first rank up: a piece ID where the piece
 * changes into that piece, anything else where it does not.  Fills
 * out[r][f] with the ID it becomes, or 0. */
static int read_morph(struct dctx *c, const struct span *m,
                      char (*out)[VC_MAX_SLOTS])
{
    const char *s = c->in.text + m->at;
    size_t i = 0;
    int r = 0;

    while (i <= m->len) {
        size_t k = i;
        char row[VC_MAX_SLOTS];
        while (k < m->len && s[k] != '/')
            k++;
        if (r >= c->d->ranks)
            return fail(c, m->at, "key 'morph': more than %d ranks",
                        c->d->ranks);
        if (morph_rank(c, s + i, k - i, m->at + i, row) < 0)
            return VCHESS_ESYNTAX;
        for (int f = 0; f < c->d->files; f++)
            out[r][f] = isupper((unsigned char)row[f]) ? row[f] : 0;
        r++;
        i = k + 1;
    }
    if (r != c->d->ranks)
        return fail(c, m->at, "key 'morph': %d ranks, not %d", r,
                    c->d->ranks);
    return 0;
}

/* The engine changes every non-royal piece that ends a move on a morph
 * cell into one kind; the pieces' morph strings must say just that. */
static int morph_cell(struct dctx *c, int r, int f)
{
    char target = 0;
    size_t at = 0;

    for (int k = 0; k < c->nlines; k++) {
        char self = c->id[k], to = c->morph[k][r][f];
        if (!to || to == self)
            continue;
        if (!self || (target && target != to))
            return fail(c, c->line[k].morph.at, "key 'morph': on %c%d %s",
                        'a' + f, r + 1,
                        self ? "every piece must become the same kind, "
                               "the engine's model"
                             : "the royal piece cannot change");
        target = to;
        at = c->line[k].morph.at;
    }
    for (int k = 0; target && k < c->nlines; k++) {
        char self = c->id[k], to = c->morph[k][r][f];
        if (self && self != target && to != target)
            return fail(c, at, "key 'morph': on %c%d piece '%c' must "
                               "change too, the engine's model",
                        'a' + f, r + 1, self);
    }
    c->d->morph[r][f] = (char)tolower((unsigned char)target);
    c->d->morph_at = at;
    return 0;
}

static int morphs(struct dctx *c)
{
    for (int k = 0; k < c->nlines; k++)
        if (c->line[k].morph.len &&
            read_morph(c, &c->line[k].morph, c->morph[k]) < 0)
            return VCHESS_ESYNTAX;
    for (int r = 0; r < c->d->ranks; r++)
        for (int f = 0; f < c->d->files; f++)
            if (morph_cell(c, r, f) < 0)
                return VCHESS_ESYNTAX;
    return 0;
}

/* ---- the definition -------------------------------------------------- */

static char royal_letter(const struct vc_def *d)
{
    for (int i = 0; i < d->npieces; i++)
        if (d->piece[i].royal)
            return d->piece[i].letter;
    return 0;
}

/* royal= must name one of the pieces: by its ID, or by the number of
 * its line. */
static int check_royal(const struct dctx *c)
{
    const struct span *r = &c->royal;

    if (!r->len || royal_letter(c->d))
        return 0;
    return fail(c, r->at, "royal=%.*s names no piece (a piece ID, or the "
                          "number of a piece line from 1 to %d)",
                (int)(r->len < 30 ? r->len : 30), c->in.text + r->at,
                c->nlines);
}

static int pieces(struct dctx *c)
{
    for (int k = 0; k < c->nlines; k++) {
        const struct line *l = &c->line[k];
        int hole = field_is(c, &l->field[0], "hole");
        if (!hole && add_piece(c, l, k) < 0)
            return VCHESS_ESYNTAX;
        c->id[k] = hole || is_royal(c, l, k) ? 0 : piece_id(c, l);
        if (put_cells(c, c->grid, &l->field[4], hole ? '*' : piece_id(c, l)))
            return VCHESS_ESYNTAX;
    }
    if (!c->d->npieces)
        return fail(c, c->first_at, "the Diagram has no piece lines "
                                    "(name:ID:XBetza:image:cells)");
    if (check_royal(c) < 0)
        return VCHESS_ESYNTAX;
    if (c->mirror && mirror_cells(c, c->grid) < 0)
        return VCHESS_ESYNTAX;
    for (int i = 0; i < c->d->npieces; i++)
        if (initial_cells(c, c->grid, &c->d->piece[i]) < 0)
            return VCHESS_ESYNTAX;
    return 0;
}


/* The file of the outermost castling partner of the king on (r, kf)
 * towards side, or -1: what definition_build.c will find. */
static int partner_file(const struct dctx *c, int r, int kf, int side)
{
    const struct vc_def *d = c->d;
    int kt = kf + side * d->castle_king_step, rf = side > 0 ? d->files - 1
                                                            : 0;
    int upper = isupper((unsigned char)c->grid[r][kf]);

    while (rf != kf) {
        char x = c->grid[r][rf];
        if (x && x != '*' && (isupper((unsigned char)x) != 0) == (upper != 0))
            break;
        rf -= side;
    }
    if (rf == kf || kt < 0 || kt >= d->files || kt - side < 0 ||
        kt - side >= d->files)
        return -1;
    return rf;
}

/* Castling rights of the start position, Shredder style. */
static void rights(struct dctx *c, char *out)
{
    const struct vc_def *d = c->d;
    char k = royal_letter(d);
    int n = 0;

    for (int color = 0; d->castling && k && color < 2; color++) {
        int r = color ? d->ranks - d->castle_rank : d->castle_rank - 1;
        char want = color ? k : (char)toupper((unsigned char)k);
        for (int f = 0; f < d->files; f++)
            for (int side = -1; c->grid[r][f] == want && side <= 1;
                 side += 2) {
                int rf = partner_file(c, r, f, side);
                if (rf >= 0)
                    out[n++] = (char)((color ? 'a' : 'A') + rf);
            }
    }
    if (!n)
        out[n++] = '-';
    out[n] = 0;
}

static void castle_rank(struct dctx *c)
{
    char k = (char)toupper((unsigned char)royal_letter(c->d));

    c->d->castle_rank = 1;
    for (int r = 0; k && r < c->d->ranks; r++)
        for (int f = 0; f < c->d->files; f++)
            if (c->grid[r][f] == k) {
                c->d->castle_rank = r + 1;
                return;
            }
}

static void start_fen(struct dctx *c)
{
    struct vc_def *d = c->d;
    char *o = d->start_fen, castle[2 * VC_MAX_CASTLE + 1];

    for (int r = d->ranks - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < d->files; f++) {
            char x = c->grid[r][f];
            if (!x) {
                empty++;
                continue;
            }
            if (empty)
                o += sprintf(o, "%d", empty);
            empty = 0;
            *o++ = x;
        }
        if (empty)
            o += sprintf(o, "%d", empty);
        *o++ = r ? '/' : ' ';
    }
    rights(c, castle);
    sprintf(o, "w %s - 0 1", castle);
}

/* satellite=NAME, else the source's file name without directory and
 * extension, else "diagram". */
static void name(struct dctx *c)
{
    const char *s = c->in.text + c->name.at, *slash;
    size_t n = c->name.len, k = 0;
    char *out = c->d->name;

    if (!n) {
        s = (slash = strrchr(c->in.source, '/')) ? slash + 1 : c->in.source;
        n = strcspn(s, ".");
    }
    for (size_t i = 0; i < n && k + 1 < VC_DEF_NAME_MAX; i++)
        if (isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '-')
            out[k++] = s[i];
    out[k] = 0;
    if (!k)
        snprintf(out, VC_DEF_NAME_MAX, "diagram");
}

static void defaults(struct dctx *c, struct vc_def *d)
{
    memset(d, 0, sizeof(*d));
    d->files = d->ranks = 8;
    d->castle_any_partner = 1;
    d->castle_shredder = 1;
    d->double_step_rank = 2;
    d->flag_piece[0] = d->flag_piece[1] = '*'; /* no flag rule */
    d->size_own = d->fen_own = 1;
    c->promo_zone = 1;
}

static int new_def(struct dctx *c)
{
    struct vc_def_list *l = c->in.list;
    int rc = vc_def_list_room(&c->in, c->first_at);

    if (rc < 0)
        return rc;
    c->d = &l->defs[l->ndefs];
    defaults(c, c->d);
    return 0;
}

static int read_all(struct dctx *c)
{
    struct vc_def *d;
    int status;

    if ((status = new_def(c)) < 0 || (status = tokens(c)) < 0)
        return status;
    d = c->d;
    d->section_at = d->size_at = d->fen_at = c->first_at;
    if ((status = pieces(c)) < 0 || (status = morphs(c)) < 0)
        return status;
    d->promotion_rank = d->ranks - c->promo_zone + 1;
    castle_rank(c);
    start_fen(c);
    name(c);
    c->in.list->ndefs++;
    return 0;
}

int vc_diagram_read(struct vc_def_list *list, const char *text,
                    const char *source, vchess_error *err)
{
    struct dctx *c = vc_alloc(list->alloc, sizeof(*c));
    int status;

    if (!c)
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    memset(c, 0, sizeof(*c));
    vc_reader_init(&c->in, list, text, source, err);
    c->in.key = c->key;
    while (is_space(text[c->first_at]))
        c->first_at++;
    status = read_all(c);
    vc_free(list->alloc, c);
    return status;
}
