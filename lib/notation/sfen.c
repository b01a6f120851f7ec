/* sfen.c - SFEN in and out.  Reading rewrites the SFEN as the FEN that
 * says the same (the board as it is, the hands spelled out, the sides'
 * letters swapped, the plies turned into FEN's counters), remembering
 * where in the SFEN each byte came from, and lets fen.c read and check
 * it: one reader decides what a legal position is, and its errors point
 * into the SFEN.  Writing takes the board from fen.c's FEN. */
#include "sfen.h"
#include "base/error.h"
#include "base/text.h"
#include "fen.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The shogi hands in the order USI writes them; other kinds follow in
 * FEN's order. */
static const char usi_order[] = "RBGSNLP";

int vc_sfen_fits(const struct vc_variant *v)
{
    const struct vc_board *b = v->board;
    int files = b->rank_len[0];

    if (files < 1 || files > 9 || b->nranks < 1 || b->nranks > VC_MAX_RANKS)
        return 0;
    for (int r = 0; r < b->nranks; r++) {
        if (b->rank_len[r] != files)
            return 0;
        for (int k = 0; k < files; k++)
            if (b->rank_slot[r][k] == VC_HOLE)
                return 0;
    }
    return v->ncastle == 0 && !v->chess960 && !v->en_passant &&
           !v->check_count && (v->drops || v->piece_promo);
}

int vc_sfen_file(const struct vc_variant *v, int x)
{
    const struct vc_board *b = v->board;
    int r = b->rank[x];

    for (int k = 0; k < b->rank_len[r]; k++)
        if (b->rank_slot[r][k] == x)
            return k;
    return 0;
}

/* ---- reading ---------------------------------------------------------- */

/* Room for the FEN of any SFEN that fits (at most 9 x VC_MAX_RANKS
 * cells, each "+P~" at most, and hands of at most a board of pieces). */
#define FEN_ROOM VC_FEN_TEXT_MAX

/* The FEN being written, with the SFEN offset of each of its bytes. */
struct fen_out {
    const char *sfen;
    vchess_error *err;
    size_t len;
    size_t hands;     /* where the hands field starts */
    size_t board_end; /* where the board field ends */
    char text[FEN_ROOM];
    uint32_t from[FEN_ROOM];
};

static int fail(struct fen_out *o, size_t at, const char *what)
{
    return vc_error_set(o->err, VCHESS_EFEN, at, "%s", what);
}

static int emit(struct fen_out *o, char ch, size_t at)
{
    if (o->len + 1 >= FEN_ROOM)
        return fail(o, at, "SFEN too long");
    o->text[o->len] = ch;
    o->from[o->len++] = (uint32_t)at;
    return 0;
}

static int emit_text(struct fen_out *o, const char *s, size_t at)
{
    for (; *s; s++)
        if (emit(o, *s, at) < 0)
            return VCHESS_EFEN;
    return 0;
}

/* The next field from *at: its start in *start and its length. */
static size_t field(const char *s, size_t *at, size_t *start)
{
    size_t n = 0;

    while (s[*at] == ' ')
        (*at)++;
    *start = *at;
    while (s[*at] && s[*at] != ' ')
        (*at)++, n++;
    return n;
}

/* The board as it is, once its ranks are counted: FEN's reader would
 * take a rank too many for python-chess's hand. */
static int copy_board(const struct vc_variant *v, struct fen_out *o,
                      size_t start, size_t n)
{
    int ranks = 1;

    for (size_t k = start; k < start + n; k++) {
        char ch = o->sfen[k];
        if (ch == '[' || ch == ']')
            return fail(o, k, "a hand in the board field (SFEN writes the "
                              "hands in the third field)");
        if (ch == '/' && ++ranks > v->board->nranks)
            return fail(o, k, "too many ranks");
        if (emit(o, ch, k) < 0)
            return VCHESS_EFEN;
    }
    if (ranks < v->board->nranks)
        return fail(o, start + n, "too few ranks");
    return 0;
}

/* A count before a hand letter: 1 to the board's cells, no leading 0. */
static int read_count(const struct vc_variant *v, struct fen_out *o,
                      size_t *k, size_t end, int *count)
{
    size_t at = *k;
    long n = 0;

    if (o->sfen[at] == '0')
        return fail(o, at, "a hand count starts with 0");
    while (*k < end && isdigit((unsigned char)o->sfen[*k])) {
        n = n * 10 + (o->sfen[(*k)++] - '0');
        if (n > v->board->ncells)
            return fail(o, at, "a hand count larger than the board has "
                               "cells");
    }
    if (*k == end || !isalpha((unsigned char)o->sfen[*k]))
        return fail(o, *k, "a hand count without its piece letter");
    *count = (int)n;
    return 0;
}

/* "-" or counts and letters, spelled out between FEN's brackets; fen.c
 * checks the letters and the room on the board. */
static int copy_hands(const struct vc_variant *v, struct fen_out *o,
                      size_t start, size_t n)
{
    size_t end = start + n;

    /* FEN's reader finds a rank too short or too long at the '[' */
    if (n == 1 && o->sfen[start] == '-')
        return v->drops ? emit_text(o, "[]", o->board_end) : 0;
    if (!v->drops)
        return fail(o, start, "a hand, in a variant without drops");
    if (emit(o, '[', o->board_end) < 0)
        return VCHESS_EFEN;
    for (size_t k = start; k < end; k++) {
        int count = 1;
        if (o->sfen[k] == '-')
            return fail(o, k, "'-' stands for empty hands alone");
        if (isdigit((unsigned char)o->sfen[k]) &&
            read_count(v, o, &k, end, &count) < 0)
            return VCHESS_EFEN;
        while (count-- > 0)
            if (emit(o, o->sfen[k], k) < 0)
                return VCHESS_EFEN;
    }
    return emit(o, ']', end);
}

static int copy_side(struct fen_out *o, size_t start, size_t n, int *side)
{
    char ch = o->sfen[start];

    if (n != 1 || (ch != 'b' && ch != 'w'))
        return fail(o, start, "side to move must be 'b' (sente, who moves "
                              "first) or 'w' (gote)");
    *side = ch == 'w';
    return emit(o, ' ', start) < 0 || emit(o, ch == 'b' ? 'w' : 'b', start) < 0
               ? VCHESS_EFEN
               : 0;
}

/* The move number (plies from 1) as FEN's counters and the shift. */
static int copy_number(struct fen_out *o, size_t start, size_t n, int side,
                       int *shift)
{
    long number = 0, ply, full;
    char tmp[40];

    if (n > 9) /* VC_FEN_COUNTER_MAX has nine digits */
        return fail(o, start, "bad move number");
    for (size_t k = start; k < start + n; k++) {
        if (!isdigit((unsigned char)o->sfen[k]))
            return fail(o, start, "bad move number");
        number = number * 10 + (o->sfen[k] - '0');
    }
    if (number < 1)
        return fail(o, start, "bad move number");
    ply = number - 1;
    full = 1 + (ply - side) / 2;
    *shift = (int)(ply - (2 * (full - 1) + side));
    snprintf(tmp, sizeof(tmp), " - - 0 %ld", full);
    return emit_text(o, tmp, start);
}

/* The SFEN as FEN in o, or VCHESS_EFEN. */
static int translate(const struct vc_variant *v, struct fen_out *o,
                     int *shift)
{
    size_t at = 0, start[5], n[5];
    int side = 0, k = 0;

    while (k < 5 && (n[k] = field(o->sfen, &at, &start[k])) > 0)
        k++;
    if (k > 0 && start[0] != 0)
        return fail(o, 0, "space before the board");
    /* the board first: a FEN given for an SFEN is told by its '[' */
    o->board_end = k > 0 ? start[0] + n[0] : 0;
    if (k > 0 && copy_board(v, o, start[0], n[0]) < 0)
        return VCHESS_EFEN;
    if (k != 4)
        return fail(o, k < 4 ? at : start[4],
                    k < 4 ? "an SFEN has four fields (board, side, hands, "
                            "move number): too few"
                          : "an SFEN has four fields (board, side, hands, "
                            "move number): too many");
    o->hands = start[2];
    if (copy_hands(v, o, start[2], n[2]) < 0 ||
        copy_side(o, start[1], n[1], &side) < 0 ||
        copy_number(o, start[3], n[3], side, shift) < 0)
        return VCHESS_EFEN;
    o->text[o->len] = '\0';
    o->from[o->len] = (uint32_t)at;
    return 0;
}

int vc_sfen_parse(const struct vc_variant *v, const char *sfen,
                  struct vc_pos *out, int *shift, vchess_error *err)
{
    struct fen_out o;
    struct vc_pos p;
    int rc;

    o.sfen = sfen;
    o.err = err;
    o.len = 0;
    if (translate(v, &o, shift) < 0)
        return VCHESS_EFEN;
    if ((rc = vc_fen_parse(v, o.text, &p, err)) < 0) {
        if (err)
            err->offset = err->offset <= o.len ? o.from[err->offset] : 0;
        return rc;
    }
    /* every piece in hand needs a cell to be dropped on */
    if (p.count[0] + p.count[1] + vc_hand_total(&p, 0) +
            vc_hand_total(&p, 1) > v->board->ncells)
        return fail(&o, o.hands, "more pieces on the board and in the "
                                 "hands than the board has cells");
    *out = p;
    return 0;
}

/* ---- writing ---------------------------------------------------------- */

/* A kind that is not a promoted one, by its letter, or 0. */
static int base_kind(const struct vc_variant *v, char letter)
{
    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        if (v->piece[t].letter == letter && !v->piece[t].base)
            return t;
    }
    return 0;
}

/* The kinds in the order SFEN writes hands: USI's, then the others. */
static int hand_order(const struct vc_variant *v, int *order)
{
    int n = 0, t, seen[VC_MAX_PTYPES] = {0};

    for (const char *c = usi_order; *c; c++)
        if ((t = base_kind(v, *c)) != 0 && !seen[t])
            seen[t] = 1, order[n++] = t;
    for (int k = v->ntypes; k-- > 0;)
        if (!seen[t = v->type_list[k]])
            seen[t] = 1, order[n++] = t;
    return n;
}

static void put_hands(const struct vc_variant *v, const struct vc_pos *p,
                      struct vc_text *s)
{
    int order[VC_MAX_PTYPES], n = hand_order(v, order), any = 0;

    for (int color = 0; color < 2; color++)
        for (int k = 0; k < n; k++) {
            int count = p->hand[color][order[k]];
            char letter = v->piece[order[k]].letter;
            if (!count)
                continue;
            if (count > 1)
                vc_text_printf(s, "%d", count);
            vc_text_putc(s, color ? (char)tolower((unsigned char)letter)
                                  : letter);
            any = 1;
        }
    if (!any)
        vc_text_putc(s, '-');
}

size_t vc_sfen_write(const struct vc_variant *v, const struct vc_pos *p,
                     int shift, char *buf, size_t size)
{
    char fen[VC_FEN_TEXT_MAX];
    struct vc_text s;
    long long number =
        2 * ((long long)vc_fen_counter(p->fullmove) - 1) + p->side + shift + 1;

    vc_fen_write(v, p, fen, sizeof(fen));
    fen[strcspn(fen, "[ ")] = '\0';
    vc_text_init(&s, buf, size);
    vc_text_put(&s, fen);
    vc_text_put(&s, p->side ? " w " : " b ");
    put_hands(v, p, &s);
    if (number < 1)
        number = 1;
    if (number > VC_FEN_COUNTER_MAX)
        number = VC_FEN_COUNTER_MAX;
    vc_text_printf(&s, " %lld", number);
    return vc_text_end(&s);
}
