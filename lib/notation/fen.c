/* fen.c - FEN parsing with one precise message per defect, and writing. */
#include "fen.h"
#include "base/error.h"
#include "base/text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cursor {
    const char *text;
    size_t at;
    vchess_error *err;
    size_t field;                 /* where the last field read starts */
    size_t cell_at[VC_MAX_CELLS]; /* where each piece was written */
};

static int fail(struct cursor *c, const char *fmt, const char *what)
{
    return vc_error_set(c->err, VCHESS_EFEN, c->at, fmt, what);
}

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail_at(struct cursor *c, size_t at, const char *fmt, ...)
{
    char text[VCHESS_ERROR_TEXT_MAX];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(text, sizeof(text), fmt, ap);
    va_end(ap);
    return vc_error_set(c->err, VCHESS_EFEN, at, "%s", text);
}

static int piece_type(const struct vc_variant *v, char ch)
{
    for (int k = 0; k < v->ntypes; k++)
        if (v->piece[v->type_list[k]].letter == toupper((unsigned char)ch))
            return v->type_list[k];
    return 0;
}

static int read_empties(struct cursor *c, int *n)
{
    char *end;
    long k = strtol(c->text + c->at, &end, 10);

    if (k <= 0 || k > VC_MAX_SLOTS)
        return fail(c, "%s", "bad empty-cell count");
    c->at = (size_t)(end - c->text);
    *n = (int)k;
    return 0;
}

/* "+P": the piece that promoted from the letter's kind. */
static int read_promoted(const struct vc_variant *v, struct cursor *c,
                         struct vc_pos *p, int rank, int *slot)
{
    const struct vc_board *b = v->board;
    char ch = c->text[c->at + 1];
    int base = piece_type(v, ch), x = b->rank_slot[rank][*slot];

    if (!base || !v->promotes_to[base])
        return fail(c, "'+%s' is no promoted piece", (char[]){ch, 0});
    if (x == VC_HOLE)
        return fail(c, "%s", "a piece on a hole");
    c->cell_at[x] = c->at;
    vc_pos_put(v, p, x,
               VC_PIECE(isupper((unsigned char)ch) ? 0 : 1,
                        v->promotes_to[base]));
    (*slot)++;
    c->at += 2;
    return 0;
}

static int read_slot(const struct vc_variant *v, struct cursor *c,
                     struct vc_pos *p, int rank, int *slot)
{
    const struct vc_board *b = v->board;
    char ch = c->text[c->at];
    int n = 0, t;

    if (isdigit((unsigned char)ch)) {
        size_t start = c->at;
        if (read_empties(c, &n) < 0)
            return VCHESS_EFEN;
        for (int k = 0; k < n; k++, (*slot)++)
            if (*slot < b->rank_len[rank] &&
                b->rank_slot[rank][*slot] == VC_HOLE && v->holes_in_fen)
                return fail_at(c, start, "a hole must be written '*'");
        return 0;
    }
    if (*slot >= b->rank_len[rank])
        return fail(c, "%s", "too many cells in a rank");
    if (ch == '+' && v->piece_promo)
        return read_promoted(v, c, p, rank, slot);
    if (ch == '*') {
        if (b->rank_slot[rank][*slot] != VC_HOLE || !v->holes_in_fen)
            return fail(c, "%s", "'*' on a cell that is not a hole");
    } else if (!(t = piece_type(v, ch))) {
        return fail(c, "unknown piece letter '%s'", (char[]){ch, 0});
    } else if (b->rank_slot[rank][*slot] == VC_HOLE) {
        return fail(c, "%s", "a piece on a hole");
    } else {
        int x = b->rank_slot[rank][*slot];
        c->cell_at[x] = c->at;
        vc_pos_put(v, p, x, VC_PIECE(isupper((unsigned char)ch) ? 0 : 1, t));
        if (c->text[c->at + 1] == '~' && v->captures_to_hand) {
            /* a promoted piece (crazyhouse): it goes back to the hand
             * as a pawn */
            p->promoted[x >> 6] |= (uint64_t)1 << (x & 63);
            c->at++;
        }
    }
    (*slot)++;
    c->at++;
    return 0;
}

static int read_rank(const struct vc_variant *v, struct cursor *c,
                     struct vc_pos *p, int rank)
{
    int slot = 0;

    while (c->text[c->at] && !strchr("/ [", c->text[c->at]))
        if (read_slot(v, c, p, rank, &slot) < 0)
            return VCHESS_EFEN;
    if (slot != v->board->rank_len[rank])
        return fail(c, "%s", slot < v->board->rank_len[rank]
                                 ? "too few cells in a rank"
                                 : "too many cells in a rank");
    return 0;
}

/* The pieces in hand, as letters (upper case white's) up to `end`; '-'
 * stands for none. */
static int read_hand(const struct vc_variant *v, struct cursor *c,
                     struct vc_pos *p, char end)
{
    for (; c->text[c->at] && c->text[c->at] != end; c->at++) {
        char ch = c->text[c->at];
        int t = ch == '-' ? 0 : piece_type(v, ch), color;
        if (ch == '-')
            continue;
        if (!t || (t == VC_ROYAL && !v->must_drop)) /* placement's may */
            return fail(c, "'%s' cannot be in a hand", (char[]){ch, 0});
        color = isupper((unsigned char)ch) ? 0 : 1;
        if (vc_hand_total(p, 0) + vc_hand_total(p, 1) >= v->board->ncells)
            return fail(c, "%s", "more pieces in the hands than the board "
                                 "has cells");
        p->hand[color][t]++;
    }
    if (end == ']' && c->text[c->at] != ']')
        return fail(c, "%s", "a hand without its closing ']'");
    if (end == ']')
        c->at++;
    return 0;
}

/* The board, then (drops) the hands: Fairy-Stockfish's "[Pp]" right
 * after the last rank, or python-chess's "/Pp" as a rank of their own;
 * neither is needed when both hands are empty. */
static int read_placement(const struct vc_variant *v, struct cursor *c,
                          struct vc_pos *p)
{
    for (int rank = v->board->nranks - 1; rank >= 0; rank--) {
        if (read_rank(v, c, p, rank) < 0)
            return VCHESS_EFEN;
        if (rank > 0 && c->text[c->at++] != '/')
            return c->at--, fail(c, "%s", "too few ranks");
    }
    if (v->drops && c->text[c->at] == '[')
        return c->at++, read_hand(v, c, p, ']');
    if (v->drops && c->text[c->at] == '/')
        return c->at++, read_hand(v, c, p, ' ');
    if (c->text[c->at] == '[')
        return fail(c, "%s", "a hand, in a variant without drops");
    if (c->text[c->at] == '/')
        return fail(c, "%s", "too many ranks");
    return 0;
}

/* Copy the next space-separated field into buf; 0 if there is none. */
static int next_field(struct cursor *c, char *buf, size_t size)
{
    size_t n = 0;

    if (c->text[c->at] != ' ')
        return 0;
    while (c->text[c->at] == ' ')
        c->at++;
    c->field = c->at;
    while (c->text[c->at] && c->text[c->at] != ' ' && n + 1 < size)
        buf[n++] = c->text[c->at++];
    buf[n] = 0;
    return n > 0;
}

static int read_side(struct cursor *c, struct vc_pos *p)
{
    char f[4];

    if (!next_field(c, f, sizeof(f)))
        return fail(c, "%s", "missing side to move");
    if (strcmp(f, "w") != 0 && strcmp(f, "b") != 0)
        return fail_at(c, c->field, "side to move must be 'w' or 'b'");
    p->side = f[0] == 'b';
    return 0;
}

/* Chess960: the cell of the colour's castling king on its castle rank,
 * or -1. */
static int king_960(const struct vc_variant *v, const struct vc_pos *p,
                    int color)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[color];

    for (int f = 0; f < b->rank_len[rank]; f++) {
        int c = b->rank_slot[rank][f];
        if (c != VC_HOLE && p->sq[c] == VC_PIECE(color, v->castle_types[0]))
            return c;
    }
    return -1;
}

/* The colour's castling partner on file f of the rank, or -1. */
static int partner_at(const struct vc_variant *v, const struct vc_pos *p,
                      int color, int rank, int f)
{
    const struct vc_board *b = v->board;
    int c = f >= 0 && f < b->rank_len[rank] ? b->rank_slot[rank][f] : VC_HOLE;

    return c != VC_HOLE && p->sq[c] == VC_PIECE(color, v->castle_types[1])
               ? c
               : -1;
}

/* Chess960: the partner a castling letter names: X-FEN's K and Q the
 * outermost on that side of the king, a file letter (Shredder-FEN's, and
 * X-FEN's for an inner one) the one on that file; -1 if there is none.
 * *outer: 1 if it is the outermost on its side (X-FEN writes K or Q). */
static int rook_960(const struct vc_variant *v, const struct vc_pos *p,
                    int color, int king, char ch, int *outer)
{
    int rank = v->board->rank[king], kf = v->board->file[king] - 'a';
    int n = v->board->rank_len[rank], up = toupper((unsigned char)ch), c, s;

    *outer = 1;
    if (up == 'K' || up == 'Q') {
        s = up == 'K' ? 1 : -1;
        for (int f = s > 0 ? n - 1 : 0; f != kf; f -= s)
            if ((c = partner_at(v, p, color, rank, f)) >= 0)
                return c;
        return -1;
    }
    if ((c = partner_at(v, p, color, rank, up - 'A')) < 0 || up - 'A' == kf)
        return -1;
    s = up - 'A' > kf ? 1 : -1;
    for (int f = up - 'A' + s; f >= 0 && f < n; f += s)
        if (partner_at(v, p, color, rank, f) >= 0)
            *outer = 0;
    return c;
}

static int castle_index(const struct vc_variant *v, const struct vc_pos *p,
                        char ch)
{
    int color = islower((unsigned char)ch) != 0, king, rook, outer = 0;

    for (int i = 0; i < v->ncastle; i++)
        if (v->castle[i].right == ch)
            return i;
    if (!v->chess960 || (king = king_960(v, p, color)) < 0 ||
        (rook = rook_960(v, p, color, king, ch, &outer)) < 0)
        return -1;
    for (int i = 0; i < v->ncastle; i++)
        if (v->castle[i].color == color && v->castle[i].partner_from == rook)
            return i;
    return -1;
}

/* Right i needs its king and its partner on their home cells. */
static int check_right(const struct vc_variant *v, struct cursor *c,
                       const struct vc_pos *p, int i, size_t at)
{
    const struct vc_castle *r = &v->castle[i];
    char partner = v->piece[r->partner_type].letter;

    if (p->sq[r->king_from] != VC_PIECE(r->color, r->king_type))
        return fail_at(c, at, "castling right '%c' without the %s king on %s",
                       r->right, r->color ? "black" : "white",
                       v->board->name[r->king_from]);
    if (p->sq[r->partner_from] != VC_PIECE(r->color, r->partner_type))
        return fail_at(c, at, "castling right '%c' without its partner '%c' "
                       "on %s", r->right,
                       r->color ? (char)tolower((unsigned char)partner)
                                : partner,
                       v->board->name[r->partner_from]);
    return 0;
}

/* 1 if the gate on `cell` goes without saying: a castling right of
 * the colour names it. */
static int gate_implied(const struct vc_variant *v, const struct vc_pos *p,
                        int cell)
{
    for (int i = 0; i < v->ncastle; i++)
        if ((p->castle >> i & 1) && (v->castle[i].king_from == cell ||
                                     v->castle[i].partner_from == cell))
            return 1;
    return 0;
}

/* Gating: a side's gates count while it has pieces to enter (or may
 * gain some, capturesToHand), as Fairy-Stockfish counts them. */
static int gates_count(const struct vc_variant *v, const struct vc_pos *p,
                       int color)
{
    return !v->gate_moves || v->captures_to_hand || vc_hand_total(p, color);
}

static void add_gate(const struct vc_variant *v, struct vc_pos *p, int cell)
{
    if (gates_count(v, p, VC_COLOR(p->sq[cell])))
        vc_set_add(p->gates, cell);
}

/* Gating: letter ch names the gate on its file of the colour's castling
 * rank (upper case white's), which holds a piece of the colour; the
 * cell, or -1. */
static int gate_cell(const struct vc_variant *v, const struct vc_pos *p,
                     char ch)
{
    int color = islower((unsigned char)ch) != 0;
    int rank = v->castle_rank[color], f = toupper((unsigned char)ch) - 'A';
    int cell = isalpha((unsigned char)ch) && f < v->board->rank_len[rank]
                   ? v->board->rank_slot[rank][f]
                   : VC_HOLE;

    return cell != VC_HOLE && p->sq[cell] && VC_COLOR(p->sq[cell]) == color
               ? cell
               : -1;
}

/* One letter of the castling field: a castling right or, with gating,
 * a gate (a right's king and partner stand on gates too). */
static int read_right(const struct vc_variant *v, struct cursor *c,
                      struct vc_pos *p, char ch, size_t at)
{
    int i = castle_index(v, p, ch), cell;

    if (i < 0 && v->gating && (cell = gate_cell(v, p, ch)) >= 0) {
        /* Fairy-Stockfish 11.1 also names the gates of the rights */
        if (vc_set_has(p->gates, cell) && !gate_implied(v, p, cell))
            return fail_at(c, at, "repeated gate '%c'", ch);
        add_gate(v, p, cell);
        return 0;
    }
    if (i < 0 || (p->castle & (1u << i)))
        return fail_at(c, at, "%s castling right '%c'",
                       i < 0 ? "unknown" : "repeated", ch);
    if (check_right(v, c, p, i, at) < 0)
        return VCHESS_EFEN;
    p->castle |= (uint8_t)(1u << i);
    if (v->gating) {
        add_gate(v, p, v->castle[i].king_from);
        add_gate(v, p, v->castle[i].partner_from);
    }
    return 0;
}

static int read_castling(const struct vc_variant *v, struct cursor *c,
                         struct vc_pos *p)
{
    char f[64];
    size_t start;

    if (!next_field(c, f, sizeof(f)))
        return fail(c, "%s", "missing castling field");
    if (strcmp(f, "-") == 0)
        return 0;
    start = c->field;
    for (size_t k = 0; f[k]; k++)
        if (read_right(v, c, p, f[k], start + k) < 0)
            return VCHESS_EFEN;
    return 0;
}

/* The cell of `ray` that holds a pawn of `color` that moved two cells
 * along it over `ep`, or -1. */
static int ray_victim(const struct vc_variant *v, const struct vc_pos *p,
                      const uint8_t *ray, int len, int ep, int color)
{
    if (len < 2 || ray[0] != ep || !p->sq[ray[1]])
        return -1;
    return v->pawn_code[p->sq[ray[1]]] && VC_COLOR(p->sq[ray[1]]) == color
               ? ray[1]
               : -1;
}

/* The cell of the pawn that skipped `ep` from an empty cell it can make
 * that two-cell move from, or -1. */
static int ep_victim(const struct vc_variant *v, const struct vc_pos *p,
                     int ep)
{
    int mover = p->side ^ 1;

    for (int x = 0; x < v->board->ncells; x++) {
        for (int k = 0; !p->sq[x] && k < v->ntypes; k++) {
            int t = v->type_list[k], mode, victim;
            const uint8_t *s = vc_program(v, mover, t, x);

            if (!(v->piece[t].flags & VC_PF_PAWN))
                continue;
            while ((mode = *s++) != 0)
                for (int nrays = *s++; nrays > 0; nrays--, s += 1 + s[0])
                    if ((mode & VC_MOVE) &&
                        (victim = ray_victim(v, p, s + 1, s[0], ep,
                                             mover)) >= 0)
                        return victim;
        }
    }
    return -1;
}

/* Fairy-Stockfish writes the en passant field of a pawn of its own kind
 * (pawnTypes) as the skipped cell and the pawn's own, in board order
 * ("b5b6"): the empty one of two cells that f splits into, or -1. */
static int ep_of_pair(const struct vc_variant *v, const struct vc_pos *p,
                      const char *f)
{
    size_t n = strlen(f);

    for (size_t k = 1; k < n; k++) {
        char a[VC_NAME_MAX + 2];
        int x, y;
        snprintf(a, sizeof(a), "%.*s", (int)k, f);
        if ((x = vc_board_find(v->board, a)) < 0 ||
            (y = vc_board_find(v->board, f + k)) < 0)
            continue;
        if (!p->sq[x] && p->sq[y] && ep_victim(v, p, x) == y)
            return x;
        if (!p->sq[y] && p->sq[x] && ep_victim(v, p, y) == x)
            return y;
    }
    return -1;
}

static int read_ep(const struct vc_variant *v, struct cursor *c,
                   struct vc_pos *p)
{
    char f[2 * VC_NAME_MAX + 2];
    int cell, victim;

    if (!next_field(c, f, sizeof(f)))
        return fail(c, "%s", "missing en passant field");
    if (strcmp(f, "-") == 0)
        return 0;
    cell = vc_board_find(v->board, f);
    if (cell < 0)
        cell = ep_of_pair(v, p, f);
    if (cell < 0)
        return fail_at(c, c->field, "no such en passant cell '%s'", f);
    victim = ep_victim(v, p, cell);
    if (!v->en_passant)
        return fail_at(c, c->field, "this variant has no en passant");
    if (p->sq[cell] || victim < 0)
        return fail_at(c, c->field, "'%s' is not an en passant target: no "
                                    "pawn has just skipped it", f);
    p->ep = (uint16_t)cell;
    p->ep_victim = (uint16_t)victim;
    return 0;
}

/* "W+B" (Fairy-Stockfish: checks still to give) or, with `given`,
 * "+W+B" (Lichess, python-chess: checks given so far, of
 * v->check_count); 1 if read into p, 0 if the field is not one. */
static int check_field(const struct vc_variant *v, const char *f, int given,
                       struct vc_pos *p)
{
    char *end;
    long w, b;

    if (given && *f++ != '+')
        return 0;
    if (!isdigit((unsigned char)*f))
        return 0;
    w = strtol(f, &end, 10);
    if (*end != '+' || !isdigit((unsigned char)end[1]))
        return 0;
    b = strtol(end + 1, &end, 10);
    if (*end || w > 99 || b > 99)
        return 0;
    if (given) {
        w = w < v->check_count ? v->check_count - w : 0;
        b = b < v->check_count ? v->check_count - b : 0;
    }
    p->checks[0] = (uint8_t)w;
    p->checks[1] = (uint8_t)b;
    return 1;
}

/* The checks field of a variant that counts checks, when there is one
 * (else each side has v->check_count to give). */
static void read_checks(const struct vc_variant *v, struct cursor *c,
                        struct vc_pos *p, int given)
{
    size_t at = c->at, field = c->field;
    char f[16];

    if (!v->check_count)
        return;
    if (!given)
        p->checks[0] = p->checks[1] = v->check_count;
    if (next_field(c, f, sizeof(f)) && check_field(v, f, given, p))
        return;
    c->at = at;
    c->field = field;
}

static int read_counter(struct cursor *c, long min, long *out)
{
    char f[12], *end;

    if (!next_field(c, f, sizeof(f)))
        return 1; /* counters are optional */
    *out = strtol(f, &end, 10);
    if (*end || *out < min || *out > VC_FEN_COUNTER_MAX)
        return fail_at(c, c->field, "bad move counter '%s'", f);
    return 0;
}

static int read_counters(const struct vc_variant *v, struct cursor *c,
                         struct vc_pos *p)
{
    long half = 0, full = 1;
    int r = read_counter(c, 0, &half);

    if (r < 0 || (r == 0 && read_counter(c, 1, &full) < 0))
        return VCHESS_EFEN;
    p->halfmove = (uint32_t)half;
    p->fullmove = (uint32_t)full;
    read_checks(v, c, p, 1);
    if (c->text[c->at])
        return fail(c, "%s", "trailing text after the FEN");
    return 0;
}

static int check_kings(const struct vc_variant *v, struct cursor *c,
                       const struct vc_pos *p)
{
    static const char *const side[2] = {"white", "black"};
    int kings[2] = {0, 0};

    if (!v->has_royal)
        return 0;
    for (int x = 0; x < v->board->ncells; x++) {
        uint8_t q = p->sq[x];
        if (!q || VC_TYPE(q) != VC_ROYAL || ++kings[VC_COLOR(q)] < 2)
            continue;
        return fail_at(c, c->cell_at[x], "each side must have exactly one "
                       "king: %s has more", side[VC_COLOR(q)]);
    }
    for (int color = 0; color < 2; color++) {
        kings[color] += p->hand[color][VC_ROYAL];
        if (kings[color] > 1)
            return fail_at(c, 0, "each side must have exactly one king: "
                                 "%s has more", side[color]);
        if (kings[color] == 0 && !v->kingless[color])
            return fail_at(c, 0, "each side must have exactly one king: "
                                 "%s has none", side[color]);
    }
    return 0;
}

static int check_kings_and_pawns(const struct vc_variant *v,
                                 struct cursor *c, const struct vc_pos *p)
{
    for (int x = 0; x < v->board->ncells; x++) {
        uint8_t q = p->sq[x];
        if (q && v->pawn_code[q] && v->npromo &&
            (v->cell_flags[x] & (VC_CELL_PROMO_W << VC_COLOR(q))))
            return fail_at(c, c->cell_at[x],
                           "pawn on %s, where it would have promoted",
                           v->board->name[x]);
    }
    if (check_kings(v, c, p) < 0)
        return VCHESS_EFEN;
    if (p->king[p->side ^ 1] != VC_NO_CELL &&
        vc_attacked(v, p, p->king[p->side ^ 1], p->side))
        return fail_at(c, c->field, "the side not to move is in check");
    return 0;
}

int vc_fen_parse(const struct vc_variant *v, const char *fen,
                 struct vc_pos *out, vchess_error *err)
{
    struct cursor c = {fen, 0, err, 0, {0}};
    struct vc_pos p;

    vc_pos_clear(&p);
    if (read_placement(v, &c, &p) < 0 || read_side(&c, &p) < 0)
        return VCHESS_EFEN;
    if (check_kings_and_pawns(v, &c, &p) < 0 ||
        read_castling(v, &c, &p) < 0 || read_ep(v, &c, &p) < 0)
        return VCHESS_EFEN;
    read_checks(v, &c, &p, 0);
    if (read_counters(v, &c, &p) < 0)
        return VCHESS_EFEN;
    p.key = vc_pos_key_compute(&p, v->board->ncells);
    *out = p;
    return 0;
}

static void put_count(struct vc_text *s, int n)
{
    if (n >= 10)
        vc_text_putc(s, (char)('0' + n / 10));
    if (n > 0)
        vc_text_putc(s, (char)('0' + n % 10));
}

static char piece_letter(const struct vc_variant *v, uint8_t q)
{
    char upper = v->piece[VC_TYPE(q)].letter;

    return VC_COLOR(q) ? (char)tolower((unsigned char)upper) : upper;
}

static void put_rank(const struct vc_variant *v, const struct vc_pos *p,
                     struct vc_text *s, int rank)
{
    int empty = 0;

    for (int k = 0; k < v->board->rank_len[rank]; k++) {
        int x = v->board->rank_slot[rank][k];
        if (x != VC_HOLE && !p->sq[x]) {
            empty++;
            continue;
        }
        put_count(s, empty);
        empty = 0;
        if (x != VC_HOLE && v->piece[VC_TYPE(p->sq[x])].base)
            vc_text_putc(s, '+'); /* a promoted piece: "+P" */
        vc_text_putc(s, x == VC_HOLE ? '*' : piece_letter(v, p->sq[x]));
        if (x != VC_HOLE && v->captures_to_hand && !v->drop_loop &&
            (p->promoted[x >> 6] >> (x & 63) & 1))
            vc_text_putc(s, '~');
    }
    put_count(s, empty);
}

/* The hands as Fairy-Stockfish writes them: white's, then black's, each
 * the king first (placement's), then from the last kind to the first
 * (chess: KQRBNP). */
static void put_hands(const struct vc_variant *v, const struct vc_pos *p,
                      struct vc_text *s)
{
    vc_text_putc(s, '[');
    for (int color = 0; color < 2; color++) {
        if (p->hand[color][VC_ROYAL])
            vc_text_putc(s, piece_letter(v, VC_PIECE(color, VC_ROYAL)));
        for (int k = v->ntypes; k-- > 0;) {
            int t = v->type_list[k];
            for (int n = 0; n < p->hand[color][t] && t != VC_ROYAL; n++)
                vc_text_putc(s, piece_letter(v, VC_PIECE(color, t)));
        }
    }
    vc_text_putc(s, ']');
}

/* Gating: the colour's gates that no right names, by file letter. */
static void put_gates(const struct vc_variant *v, const struct vc_pos *p,
                      int color, struct vc_text *s)
{
    const struct vc_board *b = v->board;
    int rank = v->castle_rank[color];

    if (!gates_count(v, p, color))
        return;
    for (int f = 0; f < b->rank_len[rank]; f++) {
        int cell = b->rank_slot[rank][f];
        if (cell != VC_HOLE && vc_set_has(p->gates, cell) &&
            !gate_implied(v, p, cell))
            vc_text_putc(s, (char)((color ? 'a' : 'A') + f));
    }
}

/* The rights (and gates) of white, then black's, or "-". */
static void put_castling(const struct vc_variant *v, const struct vc_pos *p,
                         struct vc_text *s)
{
    size_t before = s->len;

    for (int color = 0; color < 2; color++) {
        for (int i = 0; i < v->ncastle; i++)
            if ((p->castle & (1u << i)) && v->castle[i].color == color)
                vc_text_putc(s, v->castle[i].right);
        if (v->gating)
            put_gates(v, p, color, s);
    }
    if (s->len == before)
        vc_text_put(s, "-");
}

size_t vc_fen_write(const struct vc_variant *v, const struct vc_pos *p,
                    char *buf, size_t size)
{
    struct vc_text s;
    char tmp[40];

    vc_text_init(&s, buf, size);
    for (int rank = v->board->nranks - 1; rank >= 0; rank--) {
        put_rank(v, p, &s, rank);
        if (rank)
            vc_text_put(&s, "/");
    }
    if (v->drops)
        put_hands(v, p, &s);
    vc_text_put(&s, " ");
    vc_text_put(&s, p->side ? "b " : "w ");
    put_castling(v, p, &s);
    vc_text_put(&s, " ");
    vc_text_put(&s, p->ep == VC_NO_CELL ? "-" : v->board->name[p->ep]);
    if (v->check_count) {
        snprintf(tmp, sizeof(tmp), " %u+%u", (unsigned)p->checks[0],
                 (unsigned)p->checks[1]);
        vc_text_put(&s, tmp);
    }
    snprintf(tmp, sizeof(tmp), " %u %u", vc_fen_counter(p->halfmove),
             vc_fen_counter(p->fullmove));
    vc_text_put(&s, tmp);
    return vc_text_end(&s);
}

/* Chess960: the rule of castling letter ch of fen's position p. */
static int add_960(struct vc_variant *v, struct cursor *c,
                   const struct vc_pos *p, char ch, size_t at)
{
    int color = islower((unsigned char)ch) != 0, king, rook, outer;
    char right;

    if ((king = king_960(v, p, color)) < 0)
        return fail_at(c, at, "castling right '%c' without the %s king on "
                       "its castling rank", ch, color ? "black" : "white");
    if ((rook = rook_960(v, p, color, king, ch, &outer)) < 0)
        return fail_at(c, at, "castling right '%c' names no castling "
                       "partner", ch);
    for (int i = 0; i < v->ncastle; i++)
        if (v->castle[i].color == color && v->castle[i].partner_from == rook)
            return 0; /* read_castling() says it is repeated */
    right = outer ? (v->board->file[rook] > v->board->file[king] ? 'K' : 'Q')
                  : (char)toupper((unsigned char)v->board->file[rook]);
    if (vc_castle_add_960(v, color, king, rook,
                          color ? (char)tolower((unsigned char)right)
                                : right) < 0)
        return fail_at(c, at, "castling right '%c' does not fit the "
                       "engine's castling", ch);
    return 0;
}

int vc_fen_castles_960(struct vc_variant *v, const char *fen,
                       vchess_error *err)
{
    struct cursor c = {fen, 0, err, 0, {0}};
    struct vc_pos p;
    char f[16];

    v->ncastle = 0;
    vc_pos_clear(&p);
    if (read_placement(v, &c, &p) < 0 || read_side(&c, &p) < 0)
        return VCHESS_EFEN;
    if (next_field(&c, f, sizeof(f)) && strcmp(f, "-") != 0)
        for (size_t k = 0; f[k]; k++)
            if (add_960(v, &c, &p, f[k], c.field + k) < 0)
                return VCHESS_EFEN;
    vc_castles_derive(v);
    return 0;
}
