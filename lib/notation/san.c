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
        if (VC_MKIND(moves[i]) == VC_CASTLE || f == from ||
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

/* The from part: file letter, rank number, full cell or nothing. */
static int put_from(const struct vc_board *b, int from, int pawn,
                    int capture, struct rivals r, char *out, size_t size)
{
    if (pawn ? !capture && !r.any : !r.any)
        return snprintf(out, size, "%s", "");
    if (!r.file)
        return snprintf(out, size, "%c", b->file[from]);
    if (!pawn && !r.rank)
        return snprintf(out, size, "%d", b->rank[from] + 1);
    return snprintf(out, size, "%s", b->name[from]);
}

static void san_body(const struct vc_variant *v, const struct vc_pos *p,
                     const uint32_t *moves, int n, uint32_t m, char *out,
                     size_t size)
{
    const struct vc_board *b = v->board;
    int from = VC_MFROM(m), to = VC_MTO(m), type = VC_TYPE(p->sq[from]);
    int capture = p->sq[to] != 0 || VC_MKIND(m) == VC_EP;
    char piece[2] = {0, 0}, disamb[VC_NAME_MAX], promo[3] = {0, 0, 0};

    if (VC_MKIND(m) == VC_CASTLE) {
        snprintf(out, size, "%s", v->castle[VC_MCASTLE(m)].san);
        return;
    }
    if (!(v->piece[type].flags & VC_PF_PAWN))
        piece[0] = v->piece[type].letter;
    put_from(b, from, (v->piece[type].flags & VC_PF_PAWN) != 0, capture,
             find_rivals(v, p, moves, n, m), disamb, sizeof(disamb));
    if (VC_MPROMO(m)) {
        promo[0] = '=';
        promo[1] = v->piece[VC_MPROMO(m)].letter;
    }
    snprintf(out, size, "%s%s%s%s%s", piece, disamb, capture ? "x" : "",
             b->name[to], promo);
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

    san_body(v, p, moves, n, m, body, sizeof(body));
    return (size_t)snprintf(buf, size, "%s%s", body, check_mark(v, p, m));
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
