/* pgn.c - game records: PGN out (tags, SAN movetext with move numbers,
 * result) and in (tags, movetext with move numbers, comments, NAGs and
 * variations skipped, moves in any notation vchess_game_parse_move() takes). */
#include "pgn.h"
#include "text.h"
#include "fen.h"
#include "error.h"
#include "san.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PGN_LINE_MAX 79

/* ---- writing ---------------------------------------------------------- */

struct sink {
    struct vc_text t;
    size_t col; /* length of the current movetext line */
};

static void put(struct sink *s, const char *text)
{
    vc_text_put(&s->t, text);
}

static void put_tag(struct sink *s, const char *name, const char *value)
{
    put(s, "[");
    put(s, name);
    put(s, " \"");
    for (; *value; value++) {
        char ch[3] = {'\\', *value, 0};
        put(s, strchr("\\\"", *value) ? ch : ch + 1);
    }
    put(s, "\"]\n");
}

/* A movetext token, wrapping lines at PGN_LINE_MAX columns. */
static void put_token(struct sink *s, const char *token)
{
    size_t n = strlen(token);

    if (s->col && s->col + 1 + n > PGN_LINE_MAX) {
        put(s, "\n");
        s->col = 0;
    } else if (s->col) {
        put(s, " ");
        s->col++;
    }
    put(s, token);
    s->col += n;
}

static const char *result_text(const vchess_game *g)
{
    int r = VCHESS_ONGOING;

    vchess_game_result(&r, NULL, g);
    switch (r) {
    case VCHESS_WHITE_WINS: return "1-0";
    case VCHESS_BLACK_WINS: return "0-1";
    case VCHESS_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

/* The position the history starts from: undo every move on a copy. */
static void start_position(const vchess_game *g, struct vc_pos *p)
{
    *p = g->pos;
    for (size_t i = g->ply; i-- > 0;)
        vc_unmake(vc_game_v(g), p, &g->undo[i]);
}

static void put_tags(const vchess_game *g, const struct vc_pos *start,
                     struct sink *s)
{
    static const char *const roster[][2] = {
        {"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
        {"Round", "?"}, {"White", "?"}, {"Black", "?"}};
    char fen[VC_FEN_TEXT_MAX];

    for (size_t i = 0; i < sizeof(roster) / sizeof(roster[0]); i++)
        put_tag(s, roster[i][0], roster[i][1]);
    put_tag(s, "Result", result_text(g));
    put_tag(s, "Variant", vc_game_v(g)->name);
    vc_fen_write(vc_game_v(g), start, fen, sizeof(fen));
    if (strcmp(fen, vc_game_v(g)->start_fen) != 0) {
        put_tag(s, "SetUp", "1");
        put_tag(s, "FEN", fen);
    }
    put(s, "\n");
}

static void put_moves(const vchess_game *g, struct vc_pos *p, struct sink *s)
{
    char text[VCHESS_MOVE_TEXT_MAX + 16];
    struct vc_undo u;

    for (size_t i = 0; i < g->ply; i++) {
        uint32_t m = g->undo[i].move;
        size_t n = 0;
        if (p->side == VCHESS_WHITE || i == 0)
            n = (size_t)snprintf(text, sizeof(text), "%lu.%s ",
                                 (unsigned long)p->fullmove,
                                 p->side ? ".." : "");
        vc_move_san(vc_game_v(g), p, m, text + n, sizeof(text) - n);
        put_token(s, text); /* a move number stays with its move */
        vc_make(vc_game_v(g), p, m, &u);
    }
}

size_t vc_pgn_write(const vchess_game *g, char *buf, size_t size)
{
    struct sink s;
    struct vc_pos p;

    vc_text_init(&s.t, buf, size);
    s.col = 0;
    start_position(g, &p);
    put_tags(g, &p, &s);
    put_moves(g, &p, &s);
    put_token(&s, result_text(g));
    put(&s, "\n");
    return vc_text_end(&s.t);
}

int vchess_game_pgn(char *buf, size_t size, size_t *needed,
                    const vchess_game *g)
{
    if (!g)
        return VCHESS_EINVAL;
    return vc_deliver(vc_pgn_write(g, buf, buf ? size : 0), buf, size,
                      needed);
}

/* ---- reading ---------------------------------------------------------- */

struct reader {
    const char *text;
    size_t at;
    vchess_error *err;
};

struct tags {
    char variant[64], fen[VC_FEN_TEXT_MAX];
    size_t variant_at, fen_at; /* offsets of the values */
    int any;                   /* a tag or a move was seen */
};

static char peek(const struct reader *r)
{
    return r->text[r->at];
}

static int syntax(struct reader *r, size_t at, const char *what)
{
    return vc_error_set(r->err, VCHESS_ESYNTAX, at, "PGN: %s", what);
}

static void skip_line(struct reader *r)
{
    while (peek(r) && peek(r) != '\n')
        r->at++;
}

static int skip_comment(struct reader *r)
{
    size_t start = r->at;
    const char *end = strchr(r->text + r->at, '}');

    if (!end)
        return syntax(r, start, "unterminated comment");
    r->at = (size_t)(end - r->text) + 1;
    return 0;
}

/* White space, {comments}, ;comments and %escape lines. */
static int skip_space(struct reader *r)
{
    for (;;) {
        char ch = peek(r);
        int line_start = r->at == 0 || r->text[r->at - 1] == '\n';
        if (isspace((unsigned char)ch))
            r->at++;
        else if (ch == ';' || (ch == '%' && line_start))
            skip_line(r);
        else if (ch != '{')
            return 0;
        else if (skip_comment(r) < 0)
            return VCHESS_ESYNTAX;
    }
}

/* A quoted tag value into buf (too long values are an error). */
static int read_value(struct reader *r, char *buf, size_t size)
{
    size_t n = 0, start = r->at;

    if (peek(r) != '"')
        return syntax(r, r->at, "expected a quoted tag value");
    for (r->at++; peek(r) && peek(r) != '"' && peek(r) != '\n'; r->at++) {
        if (peek(r) == '\\' && r->text[r->at + 1])
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

/* Keep the tags that decide the game: Variant and FEN. */
static void keep_tag(struct tags *t, const char *name, const char *value,
                     size_t at)
{
    if (strcmp(name, "Variant") == 0) {
        snprintf(t->variant, sizeof(t->variant), "%.63s", value);
        t->variant_at = at;
    }
    if (strcmp(name, "FEN") == 0) {
        snprintf(t->fen, sizeof(t->fen), "%s", value);
        t->fen_at = at;
    }
    t->any = 1;
}

static void skip_blanks(struct reader *r)
{
    while (peek(r) == ' ' || peek(r) == '\t')
        r->at++;
}

/* [Name "value"] */
static int read_tag(struct reader *r, struct tags *t)
{
    char name[32], value[VC_FEN_TEXT_MAX];
    size_t n = 0, value_at;

    for (r->at++; isalnum((unsigned char)peek(r)) || peek(r) == '_'; r->at++)
        if (n + 1 < sizeof(name))
            name[n++] = peek(r);
    name[n] = 0;
    if (n == 0)
        return syntax(r, r->at, "expected a tag name");
    skip_blanks(r);
    value_at = r->at + 1;
    if (read_value(r, value, sizeof(value)) < 0)
        return VCHESS_ESYNTAX;
    skip_blanks(r);
    if (peek(r) != ']')
        return syntax(r, r->at, "expected ']' after a tag");
    r->at++;
    keep_tag(t, name, value, value_at);
    return 0;
}

static int read_tags(struct reader *r, struct tags *t)
{
    if (strncmp(r->text, "\xEF\xBB\xBF", 3) == 0) /* UTF-8 byte order mark */
        r->at = 3;
    for (;;) {
        if (skip_space(r) < 0)
            return VCHESS_ESYNTAX;
        if (peek(r) != '[')
            return 0;
        if (read_tag(r, t) < 0)
            return VCHESS_ESYNTAX;
    }
}

static int strcasecmp_ascii(const char *a, const char *b)
{
    while (*a && tolower((unsigned char)*a) == tolower((unsigned char)*b))
        a++, b++;
    return tolower((unsigned char)*a) - tolower((unsigned char)*b);
}

/* The built-in variant a Variant tag names (any case; "Standard" is
 * chess, and so is a missing tag), or NULL. */
static const char *variant_of(const char *tag)
{
    if (!*tag || strcasecmp_ascii(tag, "standard") == 0)
        return "chess";
    for (size_t i = 0; i < vchess_builtin_count(); i++)
        if (strcasecmp_ascii(tag, vchess_builtin_name(i)) == 0)
            return vchess_builtin_name(i);
    return NULL;
}

static int new_game(struct reader *r, const struct tags *t, vchess_game **g)
{
    const char *name = variant_of(t->variant);
    const vchess_variant *v;
    vchess_error e;
    int rc;

    if (!name)
        return vc_error_set(r->err, VCHESS_EVARIANT, t->variant_at,
                            "PGN: unknown variant '%.60s'", t->variant);
    if ((rc = vchess_variant_builtin(&v, name, &e)) < 0 ||
        (rc = vchess_game_create(g, v, t->fen[0] ? t->fen : NULL, NULL,
                                 &e)) < 0)
        return vc_error_set(r->err, rc,
                            rc == VCHESS_EFEN ? t->fen_at + e.offset : 0,
                            "PGN: %s", e.text);
    return 0;
}

/* (...) variations, nested, with comments inside: skipped. */
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
    return 0;
}

static int is_result(const char *tok, size_t n)
{
    static const char *const results[] = {"1-0", "0-1", "1/2-1/2", "*"};

    for (size_t i = 0; i < 4; i++)
        if (strlen(results[i]) == n && strncmp(tok, results[i], n) == 0)
            return 1;
    return 0;
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

/* A move number "12." or "12..." (possibly glued to the move). */
static size_t move_number_length(const char *tok, size_t n)
{
    size_t k = 0;

    while (k < n && isdigit((unsigned char)tok[k]))
        k++;
    if (k == 0 || k == n || tok[k] != '.')
        return 0;
    while (k < n && tok[k] == '.')
        k++;
    return k;
}

static int play_token(struct reader *r, vchess_game *g, size_t n)
{
    static const char *const side[2] = {"white", "black"};
    unsigned long number = g->pos.fullmove;
    char text[VCHESS_MOVE_TEXT_MAX];
    int color = g->pos.side, rc;
    vchess_move m;
    vchess_error e;

    if (n >= sizeof(text))
        return syntax(r, r->at, "move text too long");
    memcpy(text, r->text + r->at, n);
    text[n] = 0;
    if ((rc = vchess_game_parse_move(&m, g, text, &e)) == 0 &&
        (rc = vchess_game_push(g, m)) == 0)
        return 0;
    if (rc != e.code)
        vc_error_set(&e, rc, 0, "%s", vchess_strerror(rc));
    return vc_error_set(r->err, rc, r->at + e.offset,
                        "PGN move %lu (%s): %s", number, side[color], e.text);
}

/* One movetext element; *done at the result or the next game's tags. */
static int read_element(struct reader *r, vchess_game *g, int *done)
{
    size_t n = token_length(r), k;
    int rc;

    if (peek(r) == '(')
        return skip_variation(r);
    if (peek(r) == '$' && isdigit((unsigned char)r->text[r->at + 1])) {
        for (r->at++; isdigit((unsigned char)peek(r));)
            r->at++;
        return 0;
    }
    if (n == 0)
        return syntax(r, r->at, "unexpected character");
    *done = is_result(r->text + r->at, n);
    k = *done ? n : move_number_length(r->text + r->at, n);
    r->at += k;
    if (n > k && (rc = play_token(r, g, n - k)) < 0)
        return rc;
    r->at += n - k;
    return 0;
}

static int read_movetext(struct reader *r, vchess_game *g, int *any)
{
    int done = 0, rc;

    while (!done) {
        if (skip_space(r) < 0)
            return VCHESS_ESYNTAX;
        if (!peek(r) || peek(r) == '[')
            return 0;
        *any = 1;
        if ((rc = read_element(r, g, &done)) < 0)
            return rc;
    }
    return 0;
}

int vc_pgn_read(vchess_game **out, size_t *consumed, const char *pgn,
                vchess_error *err)
{
    struct reader r = {pgn, 0, err};
    struct tags t;
    vchess_game *g = NULL;
    int rc;

    memset(&t, 0, sizeof(t));
    *out = NULL;
    if ((rc = read_tags(&r, &t)) < 0 || (rc = new_game(&r, &t, &g)) < 0)
        return rc;
    if ((rc = read_movetext(&r, g, &t.any)) == 0 && !t.any)
        rc = syntax(&r, 0, "no game in the text");
    if (rc < 0) {
        vchess_game_free(g);
        return rc;
    }
    *consumed = r.at;
    *out = g;
    return 0;
}

int vchess_game_from_pgn(vchess_game **out, size_t *consumed,
                         const char *pgn, vchess_error *err)
{
    size_t used = 0;
    int rc;

    if (out)
        *out = NULL;
    if (!out || !pgn)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if ((rc = vc_pgn_read(out, &used, pgn, err)) < 0)
        return vc_error_locate(err, pgn), rc;
    if (consumed)
        *consumed = used;
    return 0;
}
