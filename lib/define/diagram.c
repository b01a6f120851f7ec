/* diagram.c - Interactive Diagram parameter text (the chessvariants.com
 * "idiagram": files=, ranks=, piece lines name:ID:XBetza:image:cells,
 * morph=, ...) read into the same plain definition as a variants.ini
 * section, so that one builder (definition_build.c) makes the variant.
 *
 * The text may be one parameter a line or flattened onto one line (as a
 * web page shows it); tokens are separated by white space, and a token
 * that is neither key=value nor a piece line continues the morph= value
 * before it on the same line (its spaces were part of the value), and a
 * word before a piece line on the same line starts its name ("double
 * knight:D:NN::b1").  Text copied from a page's HTML source may hold
 * tags (<br>, <div ...>) and character references (&amp;), which
 * html.c turns into what the page shows. */
#include "reader.h"
#include "html.h"

#include "base/alloc.h"
#include "base/error.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINES (VC_MAX_PTYPES + 8)
#define HAND_MAX 64 /* pieces in one side's hand at the start */

#define fail(c, ...) vc_reader_fail(&(c)->in, __VA_ARGS__)
#define warn(c, at, what) vc_reader_warn(&(c)->in, at, what)

struct span {
    size_t at, len;
};

/* A piece line: name:ID:XBetza:image:cells, and its morph= value. */
struct line {
    struct span field[6]; /* the sixth: how many are in hand */
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
    struct span royal, name, shuffle;
    int mirror;                   /* symmetry: 1 mirror, 2 rotate */
    size_t first_at;
    size_t name_at;               /* 1 + where a piece's name began in a
                                     word before its line; 0: none */
    const char *raw;              /* the text as given (vc_html_copy()) */
    char warned[64];              /* display keys warned about, by index */
    int hand[2][MAX_LINES];       /* pieces in hand, by colour and line */
    int hand_total;
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
    size_t i = vc_html_skip_blank(text, 0), n;

    n = word_len(text + i, strlen(text + i));
    return n > 0 && text[i + n] == '=';
}

/* ---- keys ------------------------------------------------------------ */

/* Keys that only change how the Diagram looks, or how its AI plays. */
static const char *const display_keys[] = {
    "graphicsDir", "graphicsType", "squareSize", "lightShade", "darkShade",
    "oddShade", "coordColor", "holeColor", "whitePrefix", "blackPrefix",
    "borderColor", "rimColor", "firstRank", "useMarkers", "newClick",
    "startShade", "markerColor", "pieceColor", "imagePath", "hidePieces",
    "borders", "whiteColor", "blackColor", "lastRank", "nrFiles",
    "coordinates", "flip", "hideLegend", "hideAI", "maxDepth", "timeLimit",
    "searchDepth", "autoPlay", NULL};

/* Rules keys of the Diagram that the engine does not play. */
static const struct {
    const char *key, *what;
} refused_keys[] = {
    {"maxPromote", "a limit on promotions"},
    {"promoOffset", "Shogi-style promotion by piece number"},
    {"captureMatrix", "capture restrictions and iron pieces"},
    {"baring", "the Diagram's bare-king rule (bareKingLoses=true says ours)"},
    {"autoGate", "gating"},
    {"trample", "trampling"},
    {"jumpingRule", "moves that depend on jumping over pieces"},
    {"tame", "tame pieces"},
    {"repeat", "the Diagram's repetition rule"},
    {NULL, NULL}};

/* A display key: one warning for each, however often it is given. */
static int display_key(struct dctx *c, size_t key_at)
{
    for (int i = 0; display_keys[i]; i++)
        if (strcmp(c->key, display_keys[i]) == 0) {
            if (!c->warned[i])
                warn(c, key_at, "it is display only");
            c->warned[i] = 1;
            return 1;
        }
    return 0;
}

static int refused_key(struct dctx *c, size_t key_at)
{
    for (int i = 0; refused_keys[i].key; i++)
        if (strcmp(c->key, refused_keys[i].key) == 0)
            return fail(c, key_at, "key '%s' is not supported (%s is not "
                                   "in the engine's model)",
                        c->key, refused_keys[i].what);
    return fail(c, key_at, "unknown key '%s'", c->key);
}

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
        if (v[i] == '*')
            return fail(c, at + i, "key '%s': '*' (promotion to pieces "
                                   "from holdings) is not supported",
                        c->key);
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
    else if (n == 6 && strncmp(v, "rotate", 6) == 0)
        c->mirror = 2;
    else if (!(n == 4 && strncmp(v, "none", 4) == 0))
        return fail(c, at, "key '%s': only mirror, rotate or none are in "
                           "the model",
                    c->key);
    return 0;
}

/* holdingsType=1: a captured piece goes to the captor's hand, in its
 * colour (Shogi, Crazyhouse); 0: no captures to hand. */
static int k_holdings(struct dctx *c, const char *v, size_t n, size_t at)
{
    int x;

    if (n == 2 && strncmp(v, "-1", 2) == 0)
        return fail(c, at, "key '%s': -1 (captures to the owner's hand) "
                           "is not supported, only 0 or 1",
                    c->key);
    if (read_number(c, v, n, at, 0, 1, &x) < 0)
        return VCHESS_ESYNTAX;
    c->d->captures_to_hand = x;
    c->d->drops |= x;
    c->d->drops_at = at;
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

static int span_of(struct span *s, size_t at, size_t n)
{
    s->at = at;
    s->len = n;
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
    if (strcmp(c->key, "royal") == 0)
        return span_of(&c->royal, at, n);
    if (strcmp(c->key, "satellite") == 0)
        return span_of(&c->name, at, n);
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
    if (strcmp(c->key, "shuffle") == 0)
        return span_of(&c->shuffle, at, n);
    if (strcmp(c->key, "holdingsType") == 0)
        return k_holdings(c, v, n, at);
    if (display_key(c, key_at))
        return 0;
    return refused_key(c, key_at);
}

/* ---- tokens ---------------------------------------------------------- */

#define LINE_FIELDS "name:ID:XBetza:image:cells, and a count in hand"

/* name:ID:XBetza:image:cells[:count], its name begun at `name` (a word
 * before it) or at `at`. */
static int piece_line(struct dctx *c, size_t name, size_t at, size_t end)
{
    struct line *l;
    size_t s = name;
    int k = 0;

    c->morph_owner = NULL;
    if (c->nlines >= MAX_LINES)
        return fail(c, at, "more than %d piece lines", MAX_LINES);
    l = &c->line[c->nlines++];
    memset(l, 0, sizeof(*l));
    l->at = name;
    for (size_t i = at; i <= end; i++)
        if (i == end || c->in.text[i] == ':') {
            if (k == 6)
                return fail(c, s - 1, "a piece line has at most six "
                                      "fields " LINE_FIELDS);
            l->field[k].at = s;
            l->field[k++].len = i - s;
            s = i + 1;
        }
    if (k < 5)
        return fail(c, name, "a piece line has five fields " LINE_FIELDS);
    return 0;
}

static size_t count_of(const char *s, size_t n, char ch)
{
    size_t k = 0;

    for (size_t i = 0; i < n; i++)
        k += s[i] == ch;
    return k;
}

/* A token on the line of a morph= that is not yet all its ranks, or
 * holds a '/': the morph's spaces, collapsed by the page. */
static int continues_morph(const struct dctx *c, const char *t, size_t n)
{
    const struct span *m;

    if (!c->morph_owner)
        return 0;
    m = &c->morph_owner->morph;
    return memchr(t, '/', n) ||
           count_of(c->in.text + m->at, m->len, '/') + 1 <
               (size_t)c->d->ranks;
}

static int stray(struct dctx *c, size_t at)
{
    return fail(c, at, "expected key=value or a piece line "
                       "name:ID:XBetza:image:cells");
}

static int token(struct dctx *c, size_t at, size_t end, int same_line)
{
    const char *t = c->in.text + at;
    size_t n = word_len(t, end - at), name = c->name_at;

    if (name && !same_line)
        return stray(c, name - 1);
    if (n > 0 && t[n] == '=' && n < sizeof(c->key)) {
        if (name)
            return stray(c, name - 1);
        snprintf(c->key, sizeof(c->key), "%.*s", (int)n, t);
        return set_key(c, t + n + 1, end - at - n - 1, at + n + 1, at);
    }
    if (memchr(t, ':', end - at)) {
        c->name_at = 0;
        return piece_line(c, name ? name - 1 : at, at, end);
    }
    if (!name && same_line && continues_morph(c, t, end - at)) {
        struct span *m = &c->morph_owner->morph;
        m->len = end - m->at;
        return 0;
    }
    if (!memchr(t, '=', end - at)) {
        c->morph_owner = NULL;
        c->name_at = name ? name : at + 1; /* a word of a piece's name */
        return 0;
    }
    return stray(c, at);
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
            same_line &= t[i] != '\n' && c->raw[i] != '<';
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
    return c->name_at ? stray(c, c->name_at - 1) : 0;
}

/* ---- pieces and cells ------------------------------------------------ */

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

/* symmetry=mirror (rotate): black's pieces on the cells mirroring
 * white's across the middle rank (turned round the centre). */
static int mirror_cells(struct dctx *c, char (*grid)[VC_MAX_SLOTS])
{
    const struct vc_def *d = c->d;

    for (int r = 0; r < d->ranks; r++)
        for (int f = 0; f < d->files; f++) {
            char x = grid[r][f];
            if (!isupper((unsigned char)x))
                continue;
            if (put_cell(c, grid, c->mirror == 2 ? d->files - 1 - f : f,
                         d->ranks - 1 - r, (char)tolower((unsigned char)x),
                         c->first_at) < 0)
                return VCHESS_ESYNTAX;
        }
    return 0;
}

/* A piece's name as its key: the words of its first field with one
 * space between them, without the fill of character references. */
static void line_name(const struct dctx *c, const struct line *l, char *out,
                      size_t size)
{
    const char *s = c->in.text + l->field[0].at;
    size_t k = 0;

    for (size_t i = 0; i < l->field[0].len && k + 1 < size; i++) {
        if (s[i] == VC_HTML_FILL ||
            (is_space(s[i]) && (!k || out[k - 1] == ' ')))
            continue;
        out[k++] = is_space(s[i]) ? ' ' : s[i];
    }
    while (k && out[k - 1] == ' ')
        k--;
    out[k] = 0;
}

static int name_is(const struct dctx *c, const struct line *l,
                   const char *word)
{
    char name[VC_DEF_NAME_MAX];
    size_t i = 0;

    line_name(c, l, name, sizeof(name));
    while (name[i] && tolower((unsigned char)name[i]) == word[i])
        i++;
    return !name[i] && !word[i];
}

/* The ID: its field, else the name's first letter. */
static char piece_id(const struct dctx *c, const struct line *l)
{
    char name[VC_DEF_NAME_MAX];

    if (l->field[1].len)
        return (char)toupper((unsigned char)c->in.text[l->field[1].at]);
    line_name(c, l, name, sizeof(name));
    return (char)toupper((unsigned char)name[0]);
}

/* With no royal=, the King: the piece named king, else the one of ID K. */
static int default_royal(const struct dctx *c, const struct line *l)
{
    int named = 0;

    for (int k = 0; k < c->nlines; k++)
        named |= name_is(c, &c->line[k], "king");
    return named ? name_is(c, l, "king") : piece_id(c, l) == 'K';
}

/* The royal piece: royal=ID or its number among the piece lines. */
static int is_royal(const struct dctx *c, const struct line *l, int index)
{
    const char *r = c->in.text + c->royal.at;

    if (!c->royal.len)
        return !name_is(c, l, "hole") && default_royal(c, l);
    if (strspn(r, "0123456789") >= c->royal.len)
        return c->royal.len < 4 &&
               (int)strtol(r, NULL, 10) == index + 1;
    return c->royal.len == 1 && r[0] == piece_id(c, l);
}

/* The moves the Diagram gives a piece whose move field is empty, by its
 * name; NULL for other names. */
static const char *named_moves(const struct dctx *c, const struct line *l)
{
    static const char *const names[][2] = {
        {"king", "K"},         {"queen", "Q"},       {"rook", "R"},
        {"bishop", "B"},       {"knight", "N"},      {"pawn", "ifmnDfmWfceF"},
        {"archbishop", "BN"},  {"chancellor", "RN"}};

    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
        if (name_is(c, l, names[i][0]))
            return names[i][1];
    return NULL;
}

/* Cut the castling groups "O<n>", "iO<n>", "isO<n>" (the king steps n
 * cells towards its partner) out of the royal piece's XBetza. */
static int castling(struct dctx *c, struct vc_def_piece *p,
                    const struct span *bz)
{
    char *o;
    size_t cut = 0; /* letters cut out before o */

    while ((o = strchr(p->betza, 'O')) != NULL) {
        char *mods = o, *end = o + 1;
        size_t at = bz->at + cut + (size_t)(o - p->betza);
        int step = 0, was = c->d->castle_king_step;
        while (mods > p->betza && strchr("is", mods[-1]))
            mods--;
        for (; isdigit((unsigned char)*end) && step <= 8; end++)
            step = step * 10 + *end - '0';
        if (step < 1 || step > 8 || !p->royal)
            return fail(c, at, "piece '%s': castling 'O' needs a step "
                               "count from 1 to 8 and the royal piece",
                        p->key);
        if (was && step != was)
            return fail(c, at, "piece '%s': castling by %d and by %d "
                               "cells (a choice of castlings) is not in "
                               "the engine's model",
                        p->key, was, step);
        c->d->castling = 1;
        c->d->castle_king_step = step;
        cut += (size_t)(end - mods);
        memmove(mods, end, strlen(end) + 1);
    }
    return 0;
}

static int unique_id(const struct dctx *c, const struct line *l, char id)
{
    const struct vc_def *d = c->d;

    if (l->field[1].len > 1 || !isupper((unsigned char)id))
        return fail(c, l->field[1].len ? l->field[1].at : l->at,
                    "a piece ID is one letter");
    for (int i = 0; i < d->npieces; i++)
        if (d->piece[i].letter == tolower((unsigned char)id))
            return fail(c, l->at, "piece ID '%c' is used twice (also by "
                                  "'%s')",
                        id, d->piece[i].key);
    return 0;
}

static int add_piece(struct dctx *c, const struct line *l, int index)
{
    struct vc_def *d = c->d;
    struct vc_def_piece *p = &d->piece[d->npieces];
    const struct span *bz = &l->field[2];
    const char *moves = bz->len ? NULL : named_moves(c, l);
    char id = piece_id(c, l);

    if (d->npieces >= VC_MAX_PTYPES - 1)
        return fail(c, l->at, "more than %d piece kinds", VC_MAX_PTYPES - 1);
    if (unique_id(c, l, id) < 0)
        return VCHESS_ESYNTAX;
    memset(p, 0, sizeof(*p));
    line_name(c, l, p->key, sizeof(p->key));
    if ((!bz->len && !moves) || bz->len >= VC_DEF_BETZA_MAX)
        return fail(c, bz->len ? bz->at : l->at,
                    "piece '%s': the model needs its XBetza moves (1 to "
                    "%d letters; only king, queen, rook, bishop, knight, "
                    "pawn, archbishop and chancellor have them by name)",
                    p->key, VC_DEF_BETZA_MAX - 1);
    p->letter = (char)tolower((unsigned char)id);
    if (moves)
        snprintf(p->betza, sizeof(p->betza), "%s", moves);
    else
        snprintf(p->betza, sizeof(p->betza), "%.*s", (int)bz->len,
                 c->in.text + bz->at);
    p->at = bz->len ? bz->at : l->at;
    p->royal = is_royal(c, l, index);
    p->pawn = name_is(c, l, "pawn") || id == 'P';
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

/* The sixth field: how many of the piece each side has in hand. */
static int hand_count(struct dctx *c, const struct line *l, int k)
{
    const struct span *h = &l->field[5];
    const char *s = c->in.text + h->at;
    int n = 0;

    if (!h->len)
        return 0;
    for (size_t i = 0; i < h->len; i++)
        if (!isdigit((unsigned char)s[i]) || (n = n * 10 + s[i] - '0') > 99)
            return fail(c, h->at, "a piece's count in hand is a number "
                                  "from 0 to 99");
    if (n && !c->id[k])
        return fail(c, h->at, "the royal piece and holes are not in hand");
    if ((c->hand_total += n) > HAND_MAX)
        return fail(c, h->at, "more than %d pieces in a hand", HAND_MAX);
    c->hand[0][k] = c->hand[1][k] = n;
    if (n) {
        c->d->drops = 1;
        c->d->drops_at = h->at;
    }
    return 0;
}

static int pieces(struct dctx *c)
{
    for (int k = 0; k < c->nlines; k++) {
        const struct line *l = &c->line[k];
        int hole = name_is(c, l, "hole");
        if (!hole && add_piece(c, l, k) < 0)
            return VCHESS_ESYNTAX;
        c->id[k] = hole || is_royal(c, l, k) ? 0 : piece_id(c, l);
        if (put_cells(c, c->grid, &l->field[4], hole ? '*' : piece_id(c, l)) ||
            hand_count(c, l, k) < 0)
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

/* ---- shuffle --------------------------------------------------------- */

static const struct vc_def_piece *piece_of(const struct vc_def *d, char id)
{
    for (int i = 0; i < d->npieces; i++)
        if (d->piece[i].letter == tolower((unsigned char)id))
            return &d->piece[i];
    return NULL;
}

/* Fischer castling, when the king is shuffled and castles: the king
 * goes where it goes from its nominal cell, and the partners are the
 * corner pieces, which must be of one kind. */
static int shuffle_castling(struct dctx *c)
{
    struct vc_def *d = c->d;
    const char *rank = c->grid[d->castle_rank - 1];
    char king = (char)toupper((unsigned char)royal_letter(d));
    int kf = 0;

    while (kf < d->files && rank[kf] != king)
        kf++;
    if (kf >= d->files || !rank[0] || rank[0] != rank[d->files - 1] ||
        rank[0] == '*')
        return fail(c, c->shuffle.at, "key 'shuffle': the king castles and "
                                      "is shuffled, so the corners of its "
                                      "rank must hold its partners, of one "
                                      "kind");
    d->chess960 = 1;
    d->castle_any_partner = 0;
    d->castle_rook = (char)tolower((unsigned char)rank[0]);
    d->castle_kingside_file = kf + d->castle_king_step + 1;
    d->castle_queenside_file = kf - d->castle_king_step + 1;
    return 0;
}

/* shuffle=specs: piece IDs to shuffle among their cells, ',' between
 * shuffles done in turn, '!', '#' or ':' before an ID: its pieces spread
 * over both shades, keep their own, or stand in mirrored pairs (the FEN
 * from a seed: start960.c). */
static int shuffle(struct dctx *c)
{
    const char *s = c->in.text + c->shuffle.at;
    size_t n = c->shuffle.len;
    int king = 0;

    if (!n)
        return 0;
    if (n >= sizeof(c->d->shuffle))
        return fail(c, c->shuffle.at, "key 'shuffle': longer than %d",
                    (int)sizeof(c->d->shuffle) - 1);
    for (size_t i = 0; i < n; i++) {
        const struct vc_def_piece *p = piece_of(c->d, s[i]);
        if (strchr(",!#:", s[i]))
            continue;
        if (!isupper((unsigned char)s[i]) || !p)
            return fail(c, c->shuffle.at + i, "key 'shuffle': '%c' is not "
                                              "a piece ID", s[i]);
        king |= p->royal;
    }
    snprintf(c->d->shuffle, sizeof(c->d->shuffle), "%.*s", (int)n, s);
    c->d->shuffle_at = c->shuffle.at;
    return king && c->d->castling ? shuffle_castling(c) : 0;
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

/* The hands after the board, "[NNnn]", when there are drops. */
static char *hands(const struct dctx *c, char *o)
{
    if (!c->d->drops)
        return o;
    *o++ = '[';
    for (int color = 0; color < 2; color++)
        for (int k = c->nlines - 1; k >= 0; k--)
            for (int n = 0; n < c->hand[color][k]; n++)
                *o++ = color ? (char)tolower((unsigned char)c->id[k])
                             : c->id[k];
    *o++ = ']';
    return o;
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
    o = hands(c, o - 1);
    rights(c, castle);
    sprintf(o, " w %s - 0 1", castle);
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
    if ((status = shuffle(c)) < 0)
        return status;
    start_fen(c);
    name(c);
    c->in.list->ndefs++;
    return 0;
}

int vc_diagram_read(struct vc_def_list *list, const char *text,
                    const char *source, vchess_error *err)
{
    struct dctx *c = vc_alloc(list->alloc, sizeof(*c));
    char *copy = c ? vc_html_copy(list->alloc, text) : NULL;
    int status;

    if (!copy) {
        vc_free(list->alloc, c);
        return vc_error_set(err, VCHESS_ENOMEM, 0, "out of memory");
    }
    memset(c, 0, sizeof(*c));
    vc_reader_init(&c->in, list, copy, source, err);
    c->in.key = c->key;
    c->raw = text;
    c->first_at = vc_html_skip_blank(copy, 0);
    status = read_all(c);
    vc_free(list->alloc, copy);
    vc_free(list->alloc, c);
    return status;
}
