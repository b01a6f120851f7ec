/* pgn_write.c - game records: PGN out (tags, SAN movetext with move
 * numbers, the record's annotations, result); reading is in pgn_read.c. */
#include "pgn.h"
#include "base/text.h"
#include "notation/fen.h"
#include "base/error.h"
#include "notation/san.h"

#include <stdio.h>
#include <string.h>

#define PGN_LINE_MAX 79

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

/* A movetext token of n bytes, wrapping lines at PGN_LINE_MAX columns. */
static void put_word(struct sink *s, const char *token, size_t n)
{
    if (s->col && s->col + 1 + n > PGN_LINE_MAX) {
        put(s, "\n");
        s->col = 0;
    } else if (s->col) {
        put(s, " ");
        s->col++;
    }
    for (size_t i = 0; i < n; i++)
        vc_text_putc(&s->t, token[i]);
    s->col += n;
}

static void put_token(struct sink *s, const char *token)
{
    put_word(s, token, strlen(token));
}

/* The recorded Result tag while the game stands where it was read or
 * set, if it is a result. */
static const char *recorded_result(const vchess_game *g)
{
    long i = vc_tag_find(g->record, "Result");
    const char *value;

    if (i < 0 || g->record->result_ply != g->ply)
        return NULL;
    value = g->record->tags[i].value;
    return vc_pgn_is_result(value, strlen(value)) ? value : NULL;
}

/* The position's result when it is over, else the recorded one. */
static const char *result_text(const vchess_game *g)
{
    int r = VCHESS_ONGOING;
    const char *recorded = recorded_result(g);

    vchess_game_result(&r, NULL, g);
    switch (r) {
    case VCHESS_WHITE_WINS: return "1-0";
    case VCHESS_BLACK_WINS: return "0-1";
    case VCHESS_DRAW: return "1/2-1/2";
    default: return recorded ? recorded : "*";
    }
}

/* The position the history starts from: undo every move on a copy. */
static void start_position(const vchess_game *g, struct vc_pos *p)
{
    *p = g->pos;
    for (size_t i = g->ply; i-- > 0;)
        vc_unmake(vc_game_v(g), p, &g->undo[i]);
}

static const char *const roster[][2] = {
    {"Event", "?"}, {"Site", "?"},  {"Date", "????.??.??"},
    {"Round", "?"}, {"White", "?"}, {"Black", "?"}};
#define ROSTER_SIZE (sizeof(roster) / sizeof(roster[0]))

/* Tags the writer fills from the game itself. */
static int computed_tag(const char *name)
{
    static const char *const computed[] = {"Result", "Variant", "SetUp",
                                           "FEN"};

    for (size_t i = 0; i < ROSTER_SIZE; i++)
        if (strcmp(name, roster[i][0]) == 0)
            return 1;
    for (size_t i = 0; i < sizeof(computed) / sizeof(computed[0]); i++)
        if (strcmp(name, computed[i]) == 0)
            return 1;
    return 0;
}

/* The record's value of a roster tag, or its default. */
static const char *roster_value(const vchess_game *g, size_t i)
{
    long k = vc_tag_find(g->record, roster[i][0]);

    return k >= 0 ? g->record->tags[k].value : roster[i][1];
}

/* The record's other tags, in their order. */
static void put_user_tags(const vchess_game *g, struct sink *s)
{
    const struct vc_record *r = g->record;

    for (size_t i = 0; r && i < r->ntags; i++)
        if (!computed_tag(r->tags[i].name))
            put_tag(s, r->tags[i].name, r->tags[i].value);
}

/* 1 if g plays the built-in chess, which PGN assumes without a Variant
 * tag (a loaded variant called "chess" still gets its tag). */
static int orthodox(const vchess_game *g)
{
    const vchess_variant *chess = NULL;

    return vchess_variant_builtin(&chess, "chess", NULL) == 0 &&
           g->variant == chess;
}

static void put_tags(const vchess_game *g, const struct vc_pos *start,
                     struct sink *s)
{
    char fen[VC_FEN_TEXT_MAX];

    for (size_t i = 0; i < ROSTER_SIZE; i++)
        put_tag(s, roster[i][0], roster_value(g, i));
    put_tag(s, "Result", result_text(g));
    if (!orthodox(g))
        put_tag(s, "Variant", vc_game_v(g)->name);
    vc_fen_write_counted(vc_game_v(g), start, &g->count0, fen, sizeof(fen));
    if (strcmp(fen, vc_game_v(g)->start_fen) != 0) {
        put_tag(s, "SetUp", "1");
        put_tag(s, "FEN", fen);
    }
    put_user_tags(g, s);
    put(s, "\n");
}

/* An annotation word by word, so that lines wrap between words. */
static void put_note(struct sink *s, const char *note)
{
    while (note && *note) {
        size_t n = strcspn(note, " \t\r\n");
        if (n)
            put_word(s, note, n);
        note += n + (note[n] != 0);
    }
}

static void put_moves(const vchess_game *g, struct vc_pos *p, struct sink *s)
{
    char text[VCHESS_MOVE_TEXT_MAX + 16];
    const char *note = g->record ? g->record->preface : NULL;
    struct vc_undo u;

    put_note(s, note);
    for (size_t i = 0; i < g->ply; i++) {
        uint32_t m = g->undo[i].move;
        size_t n = 0;
        if (p->side == VCHESS_WHITE || i == 0 || note)
            n = (size_t)snprintf(text, sizeof(text), "%lu.%s ",
                                 (unsigned long)p->fullmove,
                                 p->side ? ".." : "");
        vc_move_san(vc_game_v(g), p, m, text + n, sizeof(text) - n);
        put_token(s, text); /* a move number stays with its move */
        vc_make(vc_game_v(g), p, m, &u);
        put_note(s, note = vc_note_after(g->record, i, m));
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
