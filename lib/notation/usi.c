/* usi.c - USI move texts out and in.  A text is split into the parts
 * notation.c's matcher knows (from, to, '+', a drop's piece) and
 * matched against the legal moves as any other move text is; the
 * errors speak USI's cell names, not the board's. */
#include "usi.h"
#include "base/error.h"
#include "notation.h"
#include "sfen.h"

#include <ctype.h>
#include <string.h>

static const char *const side_name[2] = {"sente", "gote"};

/* "7g": file counted from the right, rank lettered from the top. */
static void usi_cell(const struct vc_variant *v, int x, char out[3])
{
    const struct vc_board *b = v->board;

    out[0] = (char)('0' + b->rank_len[0] - vc_sfen_file(v, x));
    out[1] = (char)('a' + b->nranks - 1 - b->rank[x]);
    out[2] = '\0';
}

size_t vc_move_usi(const struct vc_variant *v, uint32_t m, char *buf,
                   size_t size)
{
    int promo = VC_MPROMO(m);
    char cell[3], piece[4] = {0, 0, 0, 0};
    size_t len = 0;

    if (VC_MDROP(m)) { /* "P*5e", "+P*5e" for a piece dropped promoted */
        const struct vc_piece_def *d = &v->piece[promo];
        piece[0] = d->base ? '+' : d->letter;
        piece[1] = d->base ? d->letter : '*';
        piece[2] = d->base ? '*' : '\0';
        len = vc_text_append(buf, size, len, piece);
    } else {
        usi_cell(v, VC_MFROM(m), cell);
        len = vc_text_append(buf, size, len, cell);
    }
    usi_cell(v, VC_MTO(m), cell);
    len = vc_text_append(buf, size, len, cell);
    if (promo && !VC_MDROP(m)) { /* '+', '-' (a demotion), or a pawn's
                                    lower-case letter */
        piece[0] = v->piece[promo].base ? '+'
                   : v->piece_demotion && v->promotes_to[promo]
                       ? '-'
                       : (char)tolower((unsigned char)v->piece[promo].letter);
        piece[1] = '\0';
        len = vc_text_append(buf, size, len, piece);
    }
    if (size)
        buf[len < size ? len : size - 1] = '\0';
    return len;
}

/* ---- reading ---------------------------------------------------------- */

/* A kind by its upper-case letter (not a promoted one), or 0. */
static int kind_of(const struct vc_variant *v, char letter)
{
    for (int k = 0; letter && k < v->ntypes; k++) {
        int t = v->type_list[k];
        if (v->piece[t].letter == letter && !v->piece[t].base)
            return t;
    }
    return 0;
}

static int syntax(const char *text, size_t at, const char *what,
                  vchess_error *err)
{
    if (!text[at])
        return vc_error_set(err, VCHESS_ESYNTAX, at, "%s at the end", what);
    return vc_error_set(err, VCHESS_ESYNTAX, at, "%s at '%c'", what,
                        text[at]);
}

/* A cell "7g" at text + *at into *cell. */
static int read_cell(const struct vc_variant *v, const char *text,
                     size_t *at, int *cell, vchess_error *err)
{
    const struct vc_board *b = v->board;
    char f = text[*at], r = f ? text[*at + 1] : 0;

    if (!isdigit((unsigned char)f))
        return syntax(text, *at, "expected a file number", err);
    if (!islower((unsigned char)r))
        return syntax(text, *at + 1, "expected a rank letter", err);
    if (f < '1' || f - '0' > b->rank_len[0] || r - 'a' >= b->nranks)
        return vc_error_set(err, VCHESS_ECELL, *at, "no such cell '%c%c' "
                            "in %s", f, r, v->name);
    *cell = b->rank_slot[b->nranks - 1 - (r - 'a')][b->rank_len[0] -
                                                    (f - '0')];
    *at += 2;
    return 0;
}

/* "P*5e" or "+P*5e". */
static int read_drop(const struct vc_variant *v, const char *text,
                     struct vc_move_text *t, vchess_error *err)
{
    size_t at = text[0] == '+';
    int kind = kind_of(v, text[at]), rc;

    if (!kind || (at && !(kind = v->promotes_to[kind])))
        return syntax(text, at, at ? "no such promoted piece"
                                   : "unknown piece letter", err);
    at++;
    if (text[at] != '*')
        return syntax(text, at, "expected '*' after a drop's piece", err);
    at++;
    t->drop = 1;
    t->piece = kind;
    if ((rc = read_cell(v, text, &at, &t->to, err)) < 0)
        return rc;
    return text[at] ? syntax(text, at, "unexpected text", err) : 0;
}

/* "7g7f", "8h2b+", "7g7f=" (no promotion), "5e5d-" (kyoto shogi's
 * demotion), "e7e8q" a pawn's letter. */
static int read_step(const struct vc_variant *v, const char *text,
                     struct vc_move_text *t, vchess_error *err)
{
    size_t at = 0;
    int rc;

    if ((rc = read_cell(v, text, &at, &t->from, err)) < 0 ||
        (rc = read_cell(v, text, &at, &t->to, err)) < 0)
        return rc;
    if (text[at] == '+' || text[at] == '=') {
        t->plus = text[at++] == '+';
    } else if (text[at] == '-' && v->piece_demotion) {
        t->minus = 1;
        at++;
    } else if (islower((unsigned char)text[at])) {
        if (!(t->promo = kind_of(v, (char)toupper((unsigned char)text[at]))))
            return syntax(text, at, "unknown promotion piece", err);
        at++;
    }
    return text[at] ? syntax(text, at, "unexpected text", err) : 0;
}

static int tokenize(const struct vc_variant *v, const char *text,
                    struct vc_move_text *t, vchess_error *err)
{
    memset(t, 0, sizeof(*t));
    t->from = t->rank = t->to = -1;
    if (!text[0])
        return vc_error_set(err, VCHESS_ESYNTAX, 0, "empty move");
    if (isupper((unsigned char)text[0]) || text[0] == '+')
        return read_drop(v, text, t, err);
    return read_step(v, text, t, err);
}

/* Why no legal move matched: no such piece there or in hand, or not
 * legal. */
static int explain(const struct vc_variant *v, const struct vc_pos *p,
                   const struct vc_move_text *t, const char *text,
                   vchess_error *err)
{
    char cell[3];

    if (t->drop) {
        int kind = v->piece[t->piece].base ? v->piece[t->piece].base
                                           : t->piece;
        if (!p->hand[p->side][kind])
            return vc_error_set(err, VCHESS_ENOPIECE, 0, "no %c in %s's "
                                "hand", v->piece[kind].letter,
                                side_name[p->side]);
    } else if (!p->sq[t->from] || VC_COLOR(p->sq[t->from]) != p->side) {
        usi_cell(v, t->from, cell);
        return vc_error_set(err, VCHESS_ENOPIECE, 0, "no %s piece on %s",
                            side_name[p->side], cell);
    }
    return vc_error_set(err, VCHESS_EILLEGAL, 0,
                        "'%.24s' is not a legal move", text);
}

int vc_usi_parse(const struct vc_variant *v, struct vc_pos *p,
                 const char *text, uint32_t *out, vchess_error *err)
{
    uint32_t moves[VC_MAX_GEN];
    struct vc_move_text t;
    int n, rc = tokenize(v, text, &t, err);

    if (rc < 0)
        return rc;
    n = vc_gen_legal(v, p, moves);
    for (int i = 0; i < n; i++)
        if (vc_text_names(v, p, &t, moves[i])) {
            *out = moves[i];
            return 0;
        }
    return explain(v, p, &t, text, err);
}
