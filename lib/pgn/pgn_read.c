/* pgn_read.c - reading one PGN game: its tags into the game's record,
 * its movetext played with comments and NAGs kept after their moves,
 * variations read and dropped, and common departures from strict PGN
 * accepted with a warning. */
#include "pgn.h"
#include "base/error.h"
#include "notation/record.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define TAG_VALUE_MAX (VC_TAG_VALUE_MAX + 1)
#define TAG_NAME_MAX (VC_TAG_NAME_MAX + 1)

struct reader {
    struct vc_pgn_source *src;
    const char *text;
    size_t at;
    vchess_error *err;
    vchess_allocator alloc;
    struct vc_record *rec; /* the tags; then the game's record */
    vchess_game *g;        /* NULL while the tags are read */
    size_t variant_at, fen_at; /* offsets of those tag values */
    int any;                   /* a tag or a movetext element was seen */
    int saw_cr;
    size_t line_end, last_quote; /* scan_line() */
};

static char peek(const struct reader *r)
{
    return r->text[r->at];
}

static int syntax(struct reader *r, size_t at, const char *what)
{
    return vc_error_set(r->err, VCHESS_ESYNTAX, at, "PGN: %s", what);
}

static int no_memory(struct reader *r)
{
    return vc_error_set(r->err, VCHESS_ENOMEM, r->at, "out of memory");
}

static void warn(struct reader *r, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void warn(struct reader *r, size_t at, const char *fmt, ...)
{
    char text[VCHESS_ERROR_TEXT_MAX];
    va_list ap;

    if (!r->src->warn)
        return;
    va_start(ap, fmt);
    vsnprintf(text, sizeof(text), fmt, ap);
    va_end(ap);
    r->src->warn(r->src->ctx, at, text);
}

static void skip_line(struct reader *r)
{
    while (peek(r) && peek(r) != '\n')
        r->at++;
}


int vc_pgn_is_result(const char *tok, size_t n)
{
    static const char *const results[] = {"1-0", "0-1", "1/2-1/2", "*"};

    for (size_t i = 0; i < 4; i++)
        if (strlen(results[i]) == n && strncmp(tok, results[i], n) == 0)
            return 1;
    return 0;
}

/* White space and %escape lines; a carriage return warns once a game. */
static void skip_blanks(struct reader *r)
{
    for (;;) {
        char ch = peek(r);
        int line_start = r->at == 0 || r->text[r->at - 1] == '\n';
        if (ch == '\r' && !r->saw_cr) {
            r->saw_cr = 1;
            warn(r, r->at, "carriage return read as white space");
        }
        if (isspace((unsigned char)ch))
            r->at++;
        else if (ch == '%' && line_start)
            skip_line(r);
        else
            return;
    }
}

/* Past the '}' of the comment at r.  An unterminated comment is
 * remembered, so that the games after it do not look for '}' again. */
static int skip_comment(struct reader *r)
{
    const char *end = r->at >= r->src->no_close_from
                          ? NULL
                          : strchr(r->text + r->at, '}');

    if (!end && r->at < r->src->no_close_from)
        r->src->no_close_from = r->at;
    if (!end)
        return syntax(r, r->at, "unterminated comment");
    r->at = (size_t)(end - r->text) + 1;
    return 0;
}

/* White space, %escape lines and comments of both kinds. */
static int skip_space(struct reader *r)
{
    for (;;) {
        skip_blanks(r);
        if (peek(r) == ';')
            skip_line(r);
        else if (peek(r) != '{')
            return 0;
        else if (skip_comment(r) < 0)
            return VCHESS_ESYNTAX;
    }
}

/* ---- tags ------------------------------------------------------------- */

static void skip_tabs(struct reader *r)
{
    while (peek(r) == ' ' || peek(r) == '\t')
        r->at++;
}

/* Where the line at r ends, and its last '"' (offsets; kept while r is
 * on that line, so that a line costs one pass however many quotes and
 * tags it holds). */
static void scan_line(struct reader *r)
{
    const char *p = r->text + r->at;
    size_t n = strcspn(p, "\n");

    r->line_end = r->at + n;
    r->last_quote = SIZE_MAX;
    while (n-- > 0)
        if (p[n] == '"') {
            r->last_quote = r->at + n;
            break;
        }
}

/* 1 if the '"' at r closes the value: ']' follows, or no other '"'
 * on the line does (else it is an unescaped quote inside, which warns). */
static int closing_quote(struct reader *r)
{
    const char *p = r->text + r->at + 1;

    if (r->at >= r->line_end)
        scan_line(r);
    p += strspn(p, " \t");
    if (*p == ']' || r->last_quote == r->at)
        return 1;
    warn(r, r->at, "unescaped '\"' in a tag value");
    return 0;
}

/* A quoted tag value into buf, on one line: a backslash escapes the
 * next character, never the end of the line.  A value longer than
 * VC_TAG_VALUE_MAX bytes is an error. */
static int read_value(struct reader *r, char *buf, size_t size)
{
    size_t n = 0, start = r->at;

    if (peek(r) != '"')
        return syntax(r, r->at, "expected a quoted tag value");
    for (r->at++; peek(r) && peek(r) != '\n' &&
                  (peek(r) != '"' || !closing_quote(r));
         r->at++) {
        if (peek(r) == '\\' && r->text[r->at + 1] &&
            r->text[r->at + 1] != '\n')
            r->at++;
        if (n + 1 >= size)
            return syntax(r, start, "tag value too long");
        buf[n++] = peek(r);
    }
    buf[n] = 0;
    if (peek(r) != '"')
        return syntax(r, start, "unterminated tag value");
    r->at++;
    return 0;
}

static int keep_tag(struct reader *r, const char *name, const char *value,
                    size_t at)
{
    if (strcmp(name, "Variant") == 0)
        r->variant_at = at;
    if (strcmp(name, "FEN") == 0)
        r->fen_at = at;
    r->any = 1;
    if (vc_tag_set(&r->alloc, r->rec, name, value) < 0)
        return no_memory(r);
    return 0;
}

/* [Name "value"] */
static int read_tag(struct reader *r)
{
    char name[TAG_NAME_MAX], value[TAG_VALUE_MAX];
    size_t n = 0, value_at;

    for (r->at++; isalnum((unsigned char)peek(r)) || peek(r) == '_'; r->at++)
        if (n + 1 < sizeof(name))
            name[n++] = peek(r);
        else
            return syntax(r, r->at, "tag name too long");
    name[n] = 0;
    if (n == 0)
        return syntax(r, r->at, "expected a tag name");
    skip_tabs(r);
    value_at = r->at + 1;
    if (read_value(r, value, sizeof(value)) < 0)
        return VCHESS_ESYNTAX;
    skip_tabs(r);
    if (peek(r) != ']')
        return syntax(r, r->at, "expected ']' after a tag");
    r->at++;
    return keep_tag(r, name, value, value_at);
}

static int read_tags(struct reader *r)
{
    int rc;

    if (strncmp(r->text + r->at, "\xEF\xBB\xBF", 3) == 0) {
        warn(r, r->at, "UTF-8 byte order mark skipped");
        r->at += 3;
    }
    for (;;) {
        size_t before = r->at;
        if (skip_space(r) < 0)
            return VCHESS_ESYNTAX;
        if (peek(r) != '[') { /* comments here belong to the movetext */
            r->at = before;
            skip_blanks(r);
            return 0;
        }
        if ((rc = read_tag(r)) < 0)
            return rc;
    }
}

/* ---- the game the tags describe --------------------------------------- */

static int strcasecmp_ascii(const char *a, const char *b)
{
    while (*a && tolower((unsigned char)*a) == tolower((unsigned char)*b))
        a++, b++;
    return tolower((unsigned char)*a) - tolower((unsigned char)*b);
}

/* The built-in variant a Variant tag names, or NULL; a name that is not
 * exactly ours warns. */
static const char *variant_of(struct reader *r, const char *tag)
{
    static const char *const chess_aliases[] = {"standard", "from position"};
    const char *name = NULL;

    if (!*tag)
        return "chess";
    for (size_t i = 0; i < 2; i++)
        if (strcasecmp_ascii(tag, chess_aliases[i]) == 0)
            name = "chess";
    for (size_t i = 0; !name && i < vchess_builtin_count(); i++)
        if (strcasecmp_ascii(tag, vchess_builtin_name(i)) == 0)
            name = vchess_builtin_name(i);
    if (name && strcmp(name, tag) != 0)
        warn(r, r->variant_at, "variant '%.60s' read as '%s'", tag, name);
    return name;
}

/* Mend a FEN the position cannot have as written: a full-move number 0
 * becomes 1, a castling right without its pieces is dropped.  Returns 1
 * if fen changed. */
static int mend_fen(struct reader *r, char *fen, const vchess_error *e)
{
    char *at = fen + e->offset;

    if (e->offset >= strlen(fen))
        return 0;
    if (strncmp(e->text, "bad move counter '0'", 20) == 0 && at[0] == '0' &&
        !at[1]) {
        warn(r, r->fen_at + e->offset, "full-move number 0 read as 1");
        *at = '1';
        return 1;
    }
    if (strncmp(e->text, "castling right", 14) == 0 &&
        strstr(e->text, " without ")) {
        warn(r, r->fen_at + e->offset, "%s: dropped", e->text);
        memmove(at, at + 1, strlen(at));
        if ((at == fen || at[-1] == ' ') && (*at == ' ' || !*at))
            memmove(at + 1, at, strlen(at) + 1), *at = '-';
        return 1;
    }
    return 0;
}

static int create_game(struct reader *r, const vchess_variant *v, char *fen)
{
    vchess_game_options opts = VCHESS_GAME_OPTIONS_INIT;
    vchess_error e;
    int rc, tries = 0;

    opts.allocator = r->src->alloc;
    while ((rc = vchess_game_create(&r->g, v, fen, &opts, &e)) ==
               VCHESS_EFEN &&
           tries++ < 16 && mend_fen(r, fen, &e))
        ;
    if (rc < 0)
        return vc_error_set(r->err, rc,
                            rc == VCHESS_EFEN ? r->fen_at + e.offset : 0,
                            "PGN: %s", e.text);
    return 0;
}

/* The variant of one of the caller's sets named exactly tag, or NULL. */
static const vchess_variant *loaded_variant(const struct reader *r,
                                            const char *tag)
{
    const vchess_variant *v;

    for (size_t i = 0; *tag && i < r->src->nsets; i++)
        if (vchess_variant_set_get(&v, r->src->sets[i], tag, NULL) == 0)
            return v;
    return NULL;
}

static int new_game(struct reader *r)
{
    long vi = vc_tag_find(r->rec, "Variant"), fi = vc_tag_find(r->rec, "FEN");
    const char *tag = vi >= 0 ? r->rec->tags[vi].value : "";
    const vchess_variant *v = loaded_variant(r, tag);
    const char *name = v ? tag : variant_of(r, tag);
    char fen[TAG_VALUE_MAX];
    vchess_error e;
    int rc;

    if (!name)
        return vc_error_set(r->err, VCHESS_EVARIANT, r->variant_at,
                            "PGN: unknown variant '%.60s'", tag);
    if (!v && (rc = vchess_variant_builtin(&v, name, &e)) < 0)
        return vc_error_set(r->err, rc, 0, "PGN: %s", e.text);
    if (fi >= 0)
        snprintf(fen, sizeof(fen), "%s", r->rec->tags[fi].value);
    if ((rc = create_game(r, v, fi >= 0 ? fen : NULL)) < 0)
        return rc;
    r->g->record = r->rec;
    r->rec = NULL;
    return 0;
}

/* ---- movetext --------------------------------------------------------- */

/* Annotation text after the last move played (before the first: the
 * preface). */
static int annotate(struct reader *r, const char *text, size_t n)
{
    size_t ply = r->g->ply;
    uint32_t move = ply ? r->g->undo[ply - 1].move : 0;

    if (vc_note_add(&r->alloc, r->g->record, ply ? ply - 1 : SIZE_MAX, move,
                    text, n) < 0)
        return no_memory(r);
    return 0;
}

static int read_brace_comment(struct reader *r)
{
    size_t start = r->at;
    int rc;

    if (skip_comment(r) < 0)
        return VCHESS_ESYNTAX;
    if ((rc = annotate(r, r->text + start, r->at - start)) < 0)
        return rc;
    return 0;
}

/* ";text" to the end of the line, kept as "{text}". */
static int read_line_comment(struct reader *r)
{
    size_t start = ++r->at, n;
    char text[TAG_VALUE_MAX];

    skip_line(r);
    while (start < r->at && isspace((unsigned char)r->text[start]))
        start++;
    n = r->at - start;
    while (n && isspace((unsigned char)r->text[start + n - 1]))
        n--;
    snprintf(text, sizeof(text), "{%.*s}", (int)(n > 1000 ? 1000 : n),
             r->text + start);
    for (char *c = text + 1; *c; c++)
        if (*c == '}' && c[1])
            *c = ')';
    return annotate(r, text, strlen(text));
}

/* (...) variations, nested, with comments inside: read and dropped. */
static int skip_variation(struct reader *r)
{
    size_t start = r->at;
    int depth = 0;

    do {
        if (skip_space(r) < 0)
            return VCHESS_ESYNTAX;
        if (!peek(r))
            return syntax(r, start, "unterminated variation");
        depth += peek(r) == '(' ? 1 : peek(r) == ')' ? -1 : 0;
        r->at++;
    } while (depth > 0);
    warn(r, start, "variation dropped");
    if (r->src->variation)
        r->src->variation(r->src->ctx, r->g->ply, start, r->at);
    return 0;
}

static int read_nag(struct reader *r)
{
    size_t start = r->at;

    for (r->at++; isdigit((unsigned char)peek(r));)
        r->at++;
    return annotate(r, r->text + start, r->at - start);
}

/* Length of the token at r: up to white space or a PGN delimiter. */
static size_t token_length(const struct reader *r)
{
    size_t n = 0;

    while (r->text[r->at + n] && !isspace((unsigned char)r->text[r->at + n]) &&
           !strchr("{}()[];$", r->text[r->at + n]))
        n++;
    return n;
}

/* A move number "12." or "12..." (possibly glued to the move), or "12"
 * alone (which warns). */
static size_t move_number_length(struct reader *r, const char *tok, size_t n)
{
    size_t k = 0;

    while (k < n && isdigit((unsigned char)tok[k]))
        k++;
    if (k > 0 && k == n) {
        warn(r, r->at, "move number '%.*s' without a dot", (int)n, tok);
        return n;
    }
    if (k == 0 || tok[k] != '.')
        return 0;
    while (k < n && tok[k] == '.')
        k++;
    return k;
}

/* The NAG of a move suffix ("!" -> 1 ... "?!" -> 6), or 0. */
static int suffix_nag(const char *s, size_t n)
{
    static const char *const suffixes[] = {"!", "?", "!!", "??", "!?", "?!"};

    for (int i = 0; i < 6; i++)
        if (strlen(suffixes[i]) == n && strncmp(s, suffixes[i], n) == 0)
            return i + 1;
    return 0;
}

static int play_move(struct reader *r, const char *text)
{
    static const char *const side[2] = {"white", "black"};
    unsigned long number = r->g->pos.fullmove;
    int color = r->g->pos.side, rc;
    vchess_move m;
    vchess_error e;

    if ((rc = vchess_game_parse_move(&m, r->g, text, &e)) == 0 &&
        (rc = vchess_game_push(r->g, m)) == 0)
        return 0;
    if (rc != e.code)
        vc_error_set(&e, rc, 0, "%s", vchess_strerror(rc));
    if (strstr(e.text, text)) /* the message names the move once */
        return vc_error_set(r->err, rc, r->at + e.offset,
                            "PGN game %lu, move %lu (%s): %s", r->src->game,
                            number, side[color], e.text);
    return vc_error_set(r->err, rc, r->at + e.offset,
                        "PGN game %lu, move %lu (%s) '%s': %s",
                        r->src->game, number, side[color], text, e.text);
}

/* A move of n bytes at r, with its suffix annotation. */
static int read_move(struct reader *r, size_t n)
{
    char text[VCHESS_MOVE_TEXT_MAX], nag[16]; /* "$" and any int */
    size_t bare = n;
    int rc, code;

    while (bare > 1 && strchr("!?", r->text[r->at + bare - 1]))
        bare--;
    if (bare >= sizeof(text))
        return syntax(r, r->at, "move text too long");
    memcpy(text, r->text + r->at, bare);
    text[bare] = 0;
    if (strncmp(text, "0-0", 3) == 0)
        warn(r, r->at, "castling '%s' written with zeros", text);
    if ((rc = play_move(r, text)) < 0)
        return rc;
    if (bare == n)
        return 0;
    if (!(code = suffix_nag(r->text + r->at + bare, n - bare))) {
        warn(r, r->at + bare, "move suffix '%.*s' dropped", (int)(n - bare),
             r->text + r->at + bare);
        return 0;
    }
    snprintf(nag, sizeof(nag), "$%d", code);
    return annotate(r, nag, strlen(nag));
}

static int read_result(struct reader *r, size_t n)
{
    char result[8];

    snprintf(result, sizeof(result), "%.*s", (int)n, r->text + r->at);
    r->at += n;
    if (vc_tag_set(&r->alloc, r->g->record, "Result", result) < 0)
        return no_memory(r);
    return 1;
}

/* A token: a result (returns 1), a move number, a move. */
static int read_token(struct reader *r)
{
    size_t n = token_length(r), k;
    int rc;

    if (n == 0)
        return syntax(r, r->at, "unexpected character");
    if (vc_pgn_is_result(r->text + r->at, n))
        return read_result(r, n);
    k = move_number_length(r, r->text + r->at, n);
    r->at += k;
    if (n > k && (rc = read_move(r, n - k)) < 0)
        return rc;
    r->at += n - k;
    return 0;
}

/* One movetext element; 1 at the result. */
static int read_element(struct reader *r)
{
    switch (peek(r)) {
    case '{': return read_brace_comment(r);
    case ';': return read_line_comment(r);
    case '(': return skip_variation(r);
    case '$':
        if (isdigit((unsigned char)r->text[r->at + 1]))
            return read_nag(r);
        return syntax(r, r->at, "unexpected character");
    default: return read_token(r);
    }
}

static int read_movetext(struct reader *r)
{
    int rc = 0;

    while (rc == 0) {
        skip_blanks(r);
        if (!peek(r) || peek(r) == '[') {
            if (r->any)
                warn(r, r->at, "game without a result");
            return 0;
        }
        r->any = 1;
        rc = read_element(r);
    }
    return rc < 0 ? rc : 0;
}

/* ---- one game --------------------------------------------------------- */

static int read_game(struct reader *r)
{
    int rc;

    if (!vc_record_get(&r->alloc, &r->rec))
        return no_memory(r);
    if ((rc = read_tags(r)) < 0 || (rc = new_game(r)) < 0 ||
        (rc = read_movetext(r)) < 0)
        return rc;
    if (!r->any)
        return syntax(r, r->src->at, "no game in the text");
    r->g->record->result_ply = r->g->ply;
    return 0;
}

int vc_pgn_read_game(vchess_game **out, struct vc_pgn_source *src,
                     vchess_error *err)
{
    struct reader r;
    int rc;

    memset(&r, 0, sizeof(r));
    r.src = src;
    r.text = src->text;
    r.at = src->at;
    r.err = err;
    vc_alloc_pick(&r.alloc, src->alloc);
    *out = NULL;
    if ((rc = read_game(&r)) < 0) {
        vc_record_free(&r.alloc, r.rec);
        vchess_game_free(r.g);
        return rc;
    }
    src->at = r.at;
    *out = r.g;
    return 0;
}

int vchess_game_from_pgn(vchess_game **out, size_t *consumed,
                         const char *pgn, vchess_error *err)
{
    struct vc_pgn_source src;
    int rc;

    if (out)
        *out = NULL;
    if (!out || !pgn)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    memset(&src, 0, sizeof(src));
    src.text = pgn;
    src.game = 1;
    src.no_close_from = SIZE_MAX;
    if ((rc = vc_pgn_read_game(out, &src, err)) < 0)
        return vc_error_locate(err, pgn), rc;
    if (consumed)
        *consumed = src.at;
    return 0;
}
