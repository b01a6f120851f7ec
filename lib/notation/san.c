/* san.c - SAN output and the matching of any move text (as split by
 * notation.c) against the legal moves the engine generates. */
#include "san.h"
#include "base/error.h"
#include "explain.h"

#include <stdio.h>
#include <string.h>

/* ---- SAN output ------------------------------------------------------- */

/* Other legal moves of the same piece type to the same cell with the same
 * promotion, and whether one of them shares m's from-file or from-rank. */
struct rivals {
    int any, file, rank;
};

static struct rivals find_rivals(const struct vc_variant *v,
                                 const struct vc_pos *p, const uint32_t *moves,
                                 int n, uint32_t m)
{
    const struct vc_board *b = v->board;
    int from = VC_MFROM(m), type = VC_TYPE(p->sq[from]);
    struct rivals r = {0, 0, 0};

    for (int i = 0; i < n; i++) {
        int f = VC_MFROM(moves[i]);
        if (VC_MKIND(moves[i]) == VC_CASTLE || VC_MDROP(moves[i]) ||
            f == from ||
            VC_MTO(moves[i]) != VC_MTO(m) ||
            VC_MPROMO(moves[i]) != VC_MPROMO(m) ||
            VC_TYPE(p->sq[f]) != type)
            continue;
        r.any = 1;
        r.file |= b->file[f] == b->file[from];
        r.rank |= b->rank[f] == b->rank[from];
    }
    return r;
}

/* s appended at out[*len], cut where size ends, out kept NUL-terminated;
 * *len grows by all of s.  (Not snprintf: the SAN of a whole listing,
 * vchess_game_legal_move_texts, spent most of its time formatting.) */
static void put(char *out, size_t size, size_t *len, const char *s)
{
    for (; *s; s++, (*len)++)
        if (*len + 1 < size)
            out[*len] = *s;
    if (size)
        out[*len < size ? *len : size - 1] = '\0';
}

/* The from part: file letter, rank number, full cell or nothing. */
static void put_from(const struct vc_board *b, int from, int pawn,
                     int capture, struct rivals r, char *out, size_t size,
                     size_t *len)
{
    char text[12];
    int k = (int)sizeof(text) - 1;
    unsigned rank = (unsigned)b->rank[from] + 1;

    if (pawn ? !capture && !r.any : !r.any)
        return;
    if (!r.file) {
        text[0] = b->file[from];
        text[1] = '\0';
        put(out, size, len, text);
        return;
    }
    if (pawn || r.rank) {
        put(out, size, len, b->name[from]);
        return;
    }
    text[k] = '\0';
    do
        text[--k] = (char)('0' + rank % 10);
    while (rank /= 10);
    put(out, size, len, text + k);
}

/* Gating: "/H", the piece that enters, and for castling its cell
 * ("O-O/Hh1"), as Fairy-Stockfish writes them. */
static void put_gate(const struct vc_variant *v, uint32_t m, int cell,
                     char *out, size_t size, size_t *len)
{
    int type = vc_move_gate(m);
    char gate[3] = {'/', 0, 0};

    if (!type)
        return;
    gate[1] = v->piece[type].letter;
    put(out, size, len, gate);
    if (cell)
        put(out, size, len, v->board->name[vc_gate_cell(v, m)]);
}

static void san_body(const struct vc_variant *v, const struct vc_pos *p,
                     const uint32_t *moves, int n, uint32_t m, char *out,
                     size_t size)
{
    const struct vc_board *b = v->board;
    int from = VC_MFROM(m), to = VC_MTO(m), type = VC_TYPE(p->sq[from]);
    int capture = p->sq[to] != 0 || VC_MKIND(m) == VC_EP;
    int pawn = (v->piece[type].flags & VC_PF_PAWN) != 0;
    char piece[2] = {0, 0}, promo[3] = {0, 0, 0};
    size_t len = 0;

    if (size)
        out[0] = '\0';
    if (VC_MDROP(m)) { /* "P@e4", as Fairy-Stockfish and Lichess write */
        int t = VC_MPROMO(m);
        char drop[4] = {'+', v->piece[t].letter, '@', 0}; /* "+S@b3" */
        put(out, size, &len, drop + !v->piece[t].base);
        put(out, size, &len, b->name[to]);
        return;
    }
    if (VC_MKIND(m) == VC_CASTLE) {
        put(out, size, &len, v->castle[VC_MCASTLE(m)].san);
        put_gate(v, m, 1, out, size, &len);
        return;
    }
    if (v->piece[type].base)
        put(out, size, &len, "+"); /* a promoted piece: "+P" */
    if (!pawn)
        piece[0] = v->piece[type].letter;
    put(out, size, &len, piece);
    put_from(b, from, pawn, capture, find_rivals(v, p, moves, n, m), out,
             size, &len);
    if (capture)
        put(out, size, &len, "x");
    put(out, size, &len, b->name[to]);
    if (VC_MPROMO(m)) {
        int t = VC_MPROMO(m);
        promo[0] = '=';
        promo[1] = v->piece[v->piece[t].base ? v->piece[t].shape : t].letter;
    }
    put(out, size, &len, promo);
    put_gate(v, m, 0, out, size, &len);
}

/* '+' when m gives check, '#' when it also leaves no legal reply. */
static const char *check_mark(const struct vc_variant *v, struct vc_pos *p,
                              uint32_t m)
{
    uint32_t replies[VC_MAX_GEN];
    struct vc_undo u;
    const char *mark = "";

    vc_make(v, p, m, &u);
    if (vc_in_check(v, p))
        mark = vc_gen_legal(v, p, replies) ? "+" : "#";
    vc_unmake(v, p, &u);
    return mark;
}

size_t vc_move_san(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                   char *buf, size_t size)
{
    uint32_t moves[VC_MAX_GEN];
    int n = vc_gen_legal(v, p, moves);

    return vc_move_san_among(v, p, moves, n, m, buf, size);
}

size_t vc_move_san_among(const struct vc_variant *v, struct vc_pos *p,
                         const uint32_t *moves, int n, uint32_t m, char *buf,
                         size_t size)
{
    char body[VCHESS_MOVE_TEXT_MAX];
    size_t len = 0;

    san_body(v, p, moves, n, m, body, sizeof(body));
    if (size)
        buf[0] = '\0';
    put(buf, size, &len, body);
    put(buf, size, &len, check_mark(v, p, m));
    return len;
}

static int ambiguous(const struct vc_variant *v, const uint32_t *found,
                     int k, const char *text, vchess_error *err)
{
    char list[VCHESS_ERROR_TEXT_MAX] = "", coord[VCHESS_MOVE_TEXT_MAX];
    size_t len = 0;

    for (int i = 0; i < k && len < sizeof(list); i++) {
        vc_move_coord(v, found[i], coord, sizeof(coord));
        len += (size_t)snprintf(list + len, sizeof(list) - len, " %s", coord);
    }
    return vc_error_set(err, VCHESS_EAMBIGUOUS, 0,
                        "ambiguous move '%.24s', candidates:%s", text, list);
}

int vc_move_parse(const struct vc_variant *v, struct vc_pos *p,
                  const char *text, uint32_t *out, vchess_error *err)
{
    uint32_t moves[VC_MAX_GEN], found[VC_MAX_GEN];
    struct vc_move_text t;
    int n, k = 0, rc = vc_move_tokenize(v, text, &t, err);

    if (rc < 0)
        return rc;
    n = vc_gen_legal(v, p, moves);
    for (int i = 0; i < n; i++)
        if (vc_text_names(v, p, &t, moves[i]))
            found[k++] = moves[i];
    if (k == 1) {
        *out = found[0];
        return 0;
    }
    if (k > 1)
        return ambiguous(v, found, k, text, err);
    return vc_move_explain(v, p, &t, text, err);
}
