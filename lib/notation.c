/* notation.c - coordinate notation: from-cell, to-cell, promotion letter.
 * Cell names are a letter, digits and an optional slash, so "b1/b3" and
 * "a10a11" split without ambiguity. */
#include "notation.h"
#include "fen.h"

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
    *cell = vc_board_find(&v->board, name);
    return n;
}

static char promo_letter(const struct vc_variant *v, int type)
{
    return (char)tolower((unsigned char)v->piece[type].letter);
}

size_t vc_move_coord(const struct vc_variant *v, uint32_t m, char *buf,
                     size_t size)
{
    int to = VC_MTO(m);
    char promo[2] = {0, 0};

    if (VC_MKIND(m) == VC_CASTLE)
        to = v->castle[VC_MCASTLE(m)].coord_to;
    if (VC_MPROMO(m))
        promo[0] = promo_letter(v, VC_MPROMO(m));
    return (size_t)snprintf(buf, size, "%s%s%s", v->board.name[VC_MFROM(m)],
                            v->board.name[to], promo);
}

static int read_promotion(const struct vc_variant *v, const char *text,
                          size_t *at)
{
    char ch = text[*at];

    if (ch == '=')
        ch = text[++*at];
    if (!ch)
        return 0;
    for (int t = 1; t < VC_NPTYPES; t++)
        if (v->piece[t].letter &&
            toupper((unsigned char)ch) == v->piece[t].letter) {
            ++*at;
            return t;
        }
    return -1;
}

/* Does text's to-cell name castling move m? */
static int castle_target(const struct vc_variant *v, uint32_t m, int to)
{
    const struct vc_castle *c = &v->castle[VC_MCASTLE(m)];

    return to == c->coord_to || to == c->king_to || to == c->partner_from;
}

static int matches(const struct vc_variant *v, uint32_t m, int from, int to,
                   int promo)
{
    if (VC_MFROM(m) != from || VC_MPROMO(m) != promo)
        return 0;
    if (VC_MKIND(m) == VC_CASTLE)
        return castle_target(v, m, to);
    return VC_MTO(m) == to;
}

static int read_two_cells(const struct vc_variant *v, const char *text,
                          size_t *at, int cells[2], vchess_error *err)
{
    for (int k = 0; k < 2; k++) {
        size_t n = vc_read_cell(v, text + *at, &cells[k]);
        if (n == 0)
            return vc_error_set(err, VCHESS_ESYNTAX, *at,
                                "expected a cell name");
        if (cells[k] < 0)
            return vc_error_set(err, VCHESS_ECELL, *at, "no such cell '%.*s'",
                                (int)n, text + *at);
        *at += n;
        if (k == 0 && text[*at] == '-')
            ++*at;
    }
    return 0;
}

/* An exact coordinate match wins over castling written king-to-partner,
 * so that Trumpisten's c1b1 stays the plain king step. */
static int pick(const struct vc_variant *v, const uint32_t *moves, int n,
                int from, int to, int promo, uint32_t *out)
{
    int found = 0;

    for (int pass = 0; pass < 2 && !found; pass++)
        for (int i = 0; i < n; i++) {
            int exact = VC_MKIND(moves[i]) != VC_CASTLE
                            ? VC_MTO(moves[i]) == to
                            : v->castle[VC_MCASTLE(moves[i])].coord_to == to;
            if (matches(v, moves[i], from, to, promo) && (exact || pass)) {
                *out = moves[i];
                found = 1;
                break;
            }
        }
    return found;
}

int vc_move_parse_coord(const struct vc_variant *v, const uint32_t *moves,
                        int n, const char *text, uint32_t *out,
                        vchess_error *err)
{
    int cells[2], promo, rc;
    size_t at = 0;

    if ((rc = read_two_cells(v, text, &at, cells, err)) < 0)
        return rc;
    promo = read_promotion(v, text, &at);
    if (promo < 0)
        return vc_error_set(err, VCHESS_ESYNTAX, at, "bad promotion letter");
    while (text[at] && strchr("+#!?", text[at]))
        at++;
    if (text[at])
        return vc_error_set(err, VCHESS_ESYNTAX, at, "unexpected text");
    if (!pick(v, moves, n, cells[0], cells[1], promo, out))
        return vc_error_set(err, VCHESS_EILLEGAL, 0, "illegal move '%s'",
                            text);
    return 0;
}
