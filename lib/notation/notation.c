/* notation.c - coordinate notation and the move-text tokenizer.
 * Cell names are a lower-case letter, digits and an optional slash, so
 * "b1/b3" and "a10a11" split without ambiguity; piece letters are upper
 * case, so "Bxb7" (bishop) and "bxc3" (pawn) differ. */
#include "notation.h"
#include "base/error.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

size_t vc_read_cell(const struct vc_variant *v, const char *text, int *cell)
{
    char name[VC_NAME_MAX + 4];
    size_t n = 0;

    if (!islower((unsigned char)text[0]) || !isdigit((unsigned char)text[1]))
        return 0;
    name[n++] = text[0];
    while (isdigit((unsigned char)text[n]) && n < VC_NAME_MAX + 1)
        name[n] = text[n], n++;
    if (text[n] == '/')
        name[n] = '/', n++;
    name[n] = 0;
    *cell = vc_board_find(v->board, name);
    if (*cell < 0 && v->gate_moves && name[n - 1] == '/') { /* "Nf3/H" */
        name[n - 1] = 0;
        if ((*cell = vc_board_find(v->board, name)) >= 0)
            return n - 1;
        name[n - 1] = '/';
        *cell = -1;
    }
    return n;
}

/* A pawn's promotion by the lower-case letter, a piece's
 * (promotedPieceType) by '+', its demotion (pieceDemotion) by '-', as
 * UCI writes them. */
static char promo_letter(const struct vc_variant *v, int type)
{
    if (v->piece[type].base)
        return '+';
    if (v->piece_demotion && v->promotes_to[type])
        return '-';
    return (char)tolower((unsigned char)v->piece[type].letter);
}

size_t vc_text_append(char *buf, size_t size, size_t at, const char *s)
{
    for (; *s; s++, at++)
        if (at + 1 < size)
            buf[at] = *s;
    return at;
}

/* Written by hand rather than by snprintf: a binding that lists every
 * legal move's text (vchess_game_legal_move_texts) spends most of its
 * time here. */
size_t vc_move_coord(const struct vc_variant *v, uint32_t m, char *buf,
                     size_t size)
{
    int to = VC_MTO(m);
    char promo[2] = {0, 0};
    size_t len;

    if (VC_MDROP(m)) { /* "P@e4", as UCI and SAN write drops; "+S@b3" */
        int type = VC_MPROMO(m);
        char piece[4] = {'+', v->piece[type].letter, '@', 0};
        len = vc_text_append(buf, size, 0, piece + !v->piece[type].base);
        len = vc_text_append(buf, size, len, v->board->name[to]);
        if (size)
            buf[len < size ? len : size - 1] = '\0';
        return len;
    }
    if (VC_MKIND(m) == VC_CASTLE)
        to = vc_castle_coord_to(v, VC_MCASTLE(m));
    if (VC_MPROMO(m) && VC_MKIND(m) != VC_CASTLE)
        promo[0] = promo_letter(v, VC_MPROMO(m));
    else if (vc_move_gate(m)) /* "b1c3h", as Fairy-Stockfish writes */
        promo[0] = (char)tolower((unsigned char)v->piece[vc_move_gate(m)].letter);
    if (VC_MKIND(m) == VC_CASTLE && (VC_MSKIP(m) & VC_GATE_PARTNER)) {
        /* castling that gates on the partner's cell: partner to king,
         * "h1e1h" */
        len = vc_text_append(buf, size, 0,
                             v->board->name[v->castle[VC_MCASTLE(m)]
                                                .partner_from]);
        to = VC_MFROM(m);
    } else {
        len = vc_text_append(buf, size, 0, v->board->name[VC_MFROM(m)]);
    }
    len = vc_text_append(buf, size, len, v->board->name[to]);
    len = vc_text_append(buf, size, len, promo);
    if (size)
        buf[len < size ? len : size - 1] = '\0';
    return len;
}

/* 1 if the castling king of castle i could also move to its castling
 * cell without castling (on an empty board: a king that steps two cells,
 * or rides). */
static int king_reaches(const struct vc_variant *v, int i, int to)
{
    const struct vc_castle *c = &v->castle[i];
    const struct vc_piece_def *king = &v->piece[c->king_type];

    for (int k = 0; k < king->ncomp; k++) {
        const struct vc_component *comp = &king->comp[k];
        int n;
        const struct vc_ray *r =
            vc_board_rays(v->board, c->king_from, comp->fam[c->color], &n);

        if (!(comp->mode & VC_MOVE))
            continue;
        for (int j = 0; j < n; j++)
            for (int d = comp->min - 1; d < r[j].len && d < comp->range; d++)
                if (v->board->ray_cells[r[j].off + d] == to)
                    return 1;
    }
    return 0;
}

int vc_castle_coord_to(const struct vc_variant *v, int i)
{
    const struct vc_castle *c = &v->castle[i];

    return c->coord_to == c->king_to && king_reaches(v, i, c->king_to)
               ? c->partner_from
               : c->coord_to;
}

int vc_castle_named(const struct vc_variant *v, int i, int to)
{
    const struct vc_castle *c = &v->castle[i];

    if (to == c->partner_from) /* its own piece stands there */
        return 1;
    if (to == c->king_to && king_reaches(v, i, to))
        return 0; /* that is the king's own move */
    return to == c->coord_to || to == c->king_to;
}

/* ---- tokenizer -------------------------------------------------------- */

struct scan {
    const struct vc_variant *v;
    const char *text;
    size_t at, end;  /* end: before the trailing "+#!?" */
    vchess_error *err;
};

static int syntax(struct scan *s, const char *what)
{
    if (s->at >= s->end)
        return vc_error_set(s->err, VCHESS_ESYNTAX, s->at, "%s at the end",
                            what);
    return vc_error_set(s->err, VCHESS_ESYNTAX, s->at, "%s at '%c'", what,
                        s->text[s->at]);
}

/* Piece type of an upper-case letter of the variant, or 0. */
static int piece_of(const struct vc_variant *v, char ch)
{
    for (int k = 0; ch && k < v->ntypes; k++)
        if (v->piece[v->type_list[k]].letter == ch)
            return v->type_list[k];
    return 0;
}

static char peek(const struct scan *s, size_t k)
{
    return s->at + k < s->end ? s->text[s->at + k] : 0;
}

/* "O-O", "O-O-O", or the same with zeros, and nothing else. */
static int read_castle(struct scan *s, struct vc_move_text *t)
{
    char o = peek(s, 0);
    int n = 0;

    while (n < 3 && peek(s, 0) == o) {
        n++;
        s->at++;
        if (n < 3 && peek(s, 0) == '-' && peek(s, 1) == o)
            s->at++;
    }
    if (n < 2)
        return syntax(s, "bad castling");
    t->castle = n == 3 ? "O-O-O" : "O-O";
    return 0;
}

/* A cell name at the cursor: 1 and *cell, 0 if none, <0 on ECELL. */
static int read_cell(struct scan *s, int *cell)
{
    size_t n = s->at < s->end ? vc_read_cell(s->v, s->text + s->at, cell) : 0;

    if (n == 0)
        return 0;
    if (*cell < 0)
        return vc_error_set(s->err, VCHESS_ECELL, s->at,
                            "no such cell '%.*s' in %s", (int)n,
                            s->text + s->at, s->v->name);
    s->at += n;
    return 1;
}

/* The from part before the to-cell: a cell, a file letter or a rank. */
static int read_from(struct scan *s, struct vc_move_text *t)
{
    char ch = peek(s, 0);
    int rc;

    t->at_from = s->at;
    if ((rc = read_cell(s, &t->from)) != 0)
        return rc;
    if (islower((unsigned char)ch) && ch != 'x') {
        t->file = ch;
        s->at++;
    } else if (isdigit((unsigned char)ch)) {
        int r = 0;
        while (isdigit((unsigned char)peek(s, 0)) && r < 1000)
            r = r * 10 + (s->text[s->at++] - '0');
        if (r == 0)
            return s->at = t->at_from, syntax(s, "no rank 0");
        t->rank = r - 1;
    }
    return 0;
}

/* 'x' (not checked against the board) or, after a from-cell, '-'. */
static void read_separator(struct scan *s, const struct vc_move_text *t)
{
    if (peek(s, 0) == 'x' || (peek(s, 0) == '-' && t->from >= 0))
        s->at++;
}

/* Cells and separators: "b2c4/", "Bb3xb7", "Kd1-f1/", "exd5/", "Nc3". */
static int read_cells(struct scan *s, struct vc_move_text *t)
{
    size_t before;
    int rc;

    if ((rc = read_from(s, t)) < 0)
        return rc;
    before = s->at;
    read_separator(s, t);
    if (t->from >= 0 && s->at == before &&
        !(islower((unsigned char)peek(s, 0)) &&
          isdigit((unsigned char)peek(s, 1)))) {
        t->to = t->from; /* a lone cell is the to-cell */
        t->from = -1;
        return 0;
    }
    if ((rc = read_cell(s, &t->to)) < 0)
        return rc;
    return rc ? 0 : syntax(s, "expected a cell name");
}

/* "=Q", "=q", "Q" or "q" after the to-cell. */
static int read_promotion(struct scan *s, struct vc_move_text *t)
{
    int eq = peek(s, 0) == '=';

    s->at += (size_t)eq;
    if (!isalpha((unsigned char)peek(s, 0)) ||
        (!eq && isdigit((unsigned char)peek(s, 1))))
        return eq ? syntax(s, "expected a promotion piece") : 0;
    t->promo = piece_of(s->v, (char)toupper((unsigned char)peek(s, 0)));
    if (!t->promo)
        return syntax(s, "unknown promotion piece");
    s->at++;
    return 0;
}

/* Castling starts "O-" or "0"; any other "O" is a move of the piece
 * lettered O, where the variant has one (the SAN writer writes "Of5"). */
static int is_castling(const struct scan *s)
{
    char ch = peek(s, 0);

    return ch == '0' ||
           (ch == 'O' && (peek(s, 1) == '-' || !piece_of(s->v, 'O')));
}

/* A drop: "@e4" (a pawn) after the piece letter, if any. */
static int read_drop(struct scan *s, struct vc_move_text *t)
{
    int rc;

    s->at++;
    t->drop = 1;
    if ((rc = read_cell(s, &t->to)) < 0)
        return rc;
    if (!rc)
        return syntax(s, "expected a cell name");
    return s->at == s->end ? 0 : syntax(s, "unexpected text");
}

/* Gating's "/H" after the move, and the cell it enters on ("O-O/Hh1"). */
static int read_gate(struct scan *s, struct vc_move_text *t)
{
    int rc;

    if (!s->v->gate_moves || peek(s, 0) != '/')
        return 0;
    if (!(t->gate = piece_of(s->v, peek(s, 1))))
        return s->at++, syntax(s, "expected the piece that enters");
    s->at += 2;
    if ((rc = read_cell(s, &t->gate_cell)) < 0)
        return rc;
    if (!rc)
        t->gate_cell = -1;
    return 0;
}

static int read_move(struct scan *s, struct vc_move_text *t)
{
    char ch = peek(s, 0);
    int rc;

    if (is_castling(s)) {
        if ((rc = read_castle(s, t)) < 0 || (rc = read_gate(s, t)) < 0)
            return rc;
        return s->at == s->end ? 0 : syntax(s, "bad castling");
    }
    if (ch == '+' && s->v->piece_promo && isupper((unsigned char)peek(s, 1))) {
        int base = piece_of(s->v, peek(s, 1)); /* "+P": promoted */
        if (!base || !s->v->promotes_to[base])
            return syntax(s, "no such promoted piece");
        t->piece = s->v->promotes_to[base];
        s->at += 2;
    } else if (isupper((unsigned char)ch)) {
        if (!(t->piece = piece_of(s->v, ch)))
            return syntax(s, "unknown piece letter");
        s->at++;
    }
    if (peek(s, 0) == '@')
        return read_drop(s, t);
    if ((rc = read_cells(s, t)) < 0 || (rc = read_promotion(s, t)) < 0 ||
        (rc = read_gate(s, t)) < 0)
        return rc;
    return s->at == s->end ? 0 : syntax(s, "unexpected text");
}

int vc_move_tokenize(const struct vc_variant *v, const char *text,
                     struct vc_move_text *t, vchess_error *err)
{
    struct scan s = {v, text, 0, strlen(text), err};
    int rc;

    memset(t, 0, sizeof(*t));
    t->from = t->rank = t->to = t->gate_cell = -1;
    while (s.end > 0 && strchr("+#!?", text[s.end - 1]))
        s.end--;
    if (s.end == 0)
        return vc_error_set(err, VCHESS_ESYNTAX, 0, "empty move");
    /* coordinates then '-': a promoted piece's demotion (pieceDemotion) */
    if (v->piece_demotion && s.end > 1 && text[s.end - 1] == '-') {
        t->minus = 1;
        s.end--;
    }
    if ((rc = read_move(&s, t)) < 0)
        return rc;
    /* coordinates then '+': a piece's promotion (promotedPieceType) */
    if (v->piece_promo && text[s.end] == '+' && t->from >= 0 &&
        !t->piece && !t->promo)
        t->plus = 1;
    if (t->minus && (t->from < 0 || t->piece || t->promo))
        return syntax(&s, "'-' ends a piece's demotion in coordinates");
    return 0;
}

/* ---- matching --------------------------------------------------------- */

static int piece_ok(const struct vc_variant *v, const struct vc_move_text *t,
                    int type)
{
    if (t->piece)
        return type == t->piece;
    return t->from >= 0 || (v->piece[type].flags & VC_PF_PAWN);
}

int vc_text_from_ok(const struct vc_variant *v, const struct vc_pos *p,
                    const struct vc_move_text *t, int from)
{
    const struct vc_board *b = v->board;
    uint8_t q = p->sq[from];

    return q && VC_COLOR(q) == p->side && piece_ok(v, t, VC_TYPE(q)) &&
           (t->from < 0 || from == t->from) &&
           (!t->file || b->file[from] == t->file) &&
           (t->rank < 0 || b->rank[from] == t->rank);
}

/* 1 if t names m's promotion or its lack: a pawn's by its letter, a
 * piece's by '+' or the letter of the kind it moves as ("=G"). */
static int promo_named(const struct vc_variant *v,
                       const struct vc_move_text *t, uint32_t m)
{
    int promo = VC_MPROMO(m);

    if (promo && v->piece[promo].base)
        return t->plus || (t->promo && v->piece[promo].shape == t->promo);
    if (promo && v->piece_demotion && v->promotes_to[promo])
        return t->minus || (t->promo == promo && !t->plus);
    return !t->plus && !t->minus && promo == t->promo;
}

/* m without the piece it enters (gating). */
static uint32_t ungated(uint32_t m)
{
    if (VC_MKIND(m) == VC_CASTLE)
        return m & ~((uint32_t)0x1F << 16 | (uint32_t)VC_GATE_PARTNER << 23);
    return m & ~((uint32_t)0xFF << 23);
}

/* 1 if t names the piece gating move m enters (0: none) and its cell:
 * SAN's "/H" or the coordinates' letter ("b1c3h", where *promo_used
 * says the letter was not a promotion). */
static int gate_named(const struct vc_variant *v,
                      const struct vc_move_text *t, uint32_t m,
                      int *promo_used)
{
    int gate = vc_move_gate(m);

    *promo_used = 0;
    if (t->gate)
        return gate == t->gate &&
               (t->gate_cell < 0 || t->gate_cell == vc_gate_cell(v, m));
    if (gate && !t->castle && t->promo == gate && !VC_MPROMO(ungated(m)))
        return *promo_used = 1;
    return !gate;
}

/* Castling that gates on the partner's cell, in coordinates: partner's
 * cell to the king's ("h1e1h"). */
static int partner_gate_named(const struct vc_variant *v,
                              const struct vc_move_text *t, uint32_t m)
{
    const struct vc_castle *c = &v->castle[VC_MCASTLE(m)];

    return t->from == c->partner_from && t->to == c->king_from &&
           !t->piece && (t->promo == vc_move_gate(m) ||
                         (t->gate == vc_move_gate(m) && t->gate_cell < 0));
}

int vc_text_names(const struct vc_variant *v, const struct vc_pos *p,
                  const struct vc_move_text *t, uint32_t m)
{
    int castle = VC_MKIND(m) == VC_CASTLE, promo_used;
    struct vc_move_text plain;

    if (!t->drop && !VC_MDROP(m) && (t->gate || vc_move_gate(m))) {
        if (castle && !t->castle && (VC_MSKIP(m) & VC_GATE_PARTNER))
            return partner_gate_named(v, t, m);
        if (!gate_named(v, t, m, &promo_used))
            return 0;
        plain = *t;
        plain.gate = 0;
        plain.promo = promo_used ? 0 : t->promo;
        return vc_text_names(v, p, &plain, ungated(m));
    }
    if (t->drop || VC_MDROP(m))
        return t->drop && VC_MDROP(m) && VC_MTO(m) == t->to &&
               (t->piece ? VC_MPROMO(m) == t->piece
                         : VC_MPROMO(m) == v->hand_demote);
    if (t->castle)
        return castle &&
               strcmp(v->castle[VC_MCASTLE(m)].san, t->castle) == 0;
    if (!vc_text_from_ok(v, p, t, VC_MFROM(m)) || !promo_named(v, t, m))
        return 0;
    return castle ? vc_castle_named(v, VC_MCASTLE(m), t->to)
                  : VC_MTO(m) == t->to;
}
