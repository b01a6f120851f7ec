/* game_moves.c - moves of a game as text and as facts: coordinate, SAN
 * and USI text, parsing, and what a move does. */
#include "api.h"
#include "notation/notation.h"
#include "notation/san.h"
#include "notation/usi.h"

#include <string.h>

int vchess_move_from(vchess_move m)
{
    return VC_MFROM(m);
}

int vchess_move_to(vchess_move m)
{
    return VC_MTO(m);
}

int vchess_game_move_coord(char *buf, size_t size, size_t *needed,
                           const vchess_game *g, vchess_move m)
{
    int rc;

    if (!g)
        return VCHESS_EINVAL;
    if ((rc = vc_check_move(g, m)) < 0)
        return rc;
    return vc_deliver(vc_move_coord(vc_game_v(g), m, buf, buf ? size : 0),
                      buf, size, needed);
}

int vchess_game_move_san(char *buf, size_t size, size_t *needed,
                         const vchess_game *g, vchess_move m)
{
    struct vc_pos p;
    int rc;

    if (!g)
        return VCHESS_EINVAL;
    if ((rc = vc_check_legal(g, m)) < 0)
        return rc;
    p = g->pos;
    return vc_deliver(vc_move_san(vc_game_v(g), &p, m, buf, buf ? size : 0),
                      buf, size, needed);
}

/* Once the game is over no move on the board is legal: VCHESS_EGAMEOVER
 * with the reason, rather than what the move would do there. */
static int game_over_error(const vchess_game *g, const char *text,
                           vchess_error *err)
{
    static const char *const why[] = {
        "", "checkmate", "stalemate", "bare king", "repetition",
        "fifty moves", "dead position", "fivefold repetition",
        "75-move rule", "a rule of the variant", "a rule of the variant",
        "a rule of the variant"};
    int result, reason;

    if (vchess_game_result(&result, &reason, g) < 0 ||
        result == VCHESS_ONGOING)
        return 0;
    return vc_error_set(err, VCHESS_EGAMEOVER, 0,
                        "'%.24s': the game is over (%s)", text,
                        reason >= 0 && reason < (int)(sizeof(why) /
                                                      sizeof(why[0]))
                            ? why[reason]
                            : "?");
}

/* What a text reader's status rc and move m give: the game's end before
 * an illegal move's reason, the reader's error, or m if it is legal. */
static int parsed(vchess_move *out, const vchess_game *g, const char *text,
                  int rc, uint32_t m, vchess_error *err)
{
    if ((rc == 0 || rc == VCHESS_EILLEGAL) &&
        game_over_error(g, text, err) < 0)
        return VCHESS_EGAMEOVER;
    if (rc < 0)
        return vc_error_locate(err, text), rc;
    if (!vc_game_legal(g, m))
        return vc_error_set(err, VCHESS_EILLEGAL, 0,
                            "'%.24s' is not a legal move", text);
    *out = m;
    return 0;
}

int vchess_game_parse_move(vchess_move *out, const vchess_game *g,
                           const char *text, vchess_error *err)
{
    struct vc_pos p;
    uint32_t m = 0;
    int rc;

    if (!out || !g || !text)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    p = g->pos;
    rc = vc_move_parse(vc_game_v(g), &p, text, &m, err);
    return parsed(out, g, text, rc, m, err);
}

static int no_usi(const vchess_game *g, vchess_error *err)
{
    return vc_error_set(err, VCHESS_EINVAL, 0, "%s has no USI moves (the "
                        "shogi family's notation)", vc_game_v(g)->name);
}

int vchess_game_move_usi(char *buf, size_t size, size_t *needed,
                         const vchess_game *g, vchess_move m)
{
    int rc;

    if (!g || !vc_variant_usi(g->variant))
        return VCHESS_EINVAL;
    if ((rc = vc_check_move(g, m)) < 0)
        return rc;
    return vc_deliver(vc_move_usi(vc_game_v(g), m, buf, buf ? size : 0),
                      buf, size, needed);
}

int vchess_game_parse_usi(vchess_move *out, const vchess_game *g,
                          const char *text, vchess_error *err)
{
    struct vc_pos p;
    uint32_t m = 0;
    int rc;

    if (!out || !g || !text)
        return vc_error_set(err, VCHESS_EINVAL, 0, "NULL argument");
    if (!vc_variant_usi(g->variant))
        return no_usi(g, err);
    p = g->pos;
    rc = vc_usi_parse(vc_game_v(g), &p, text, &m, err);
    return parsed(out, g, text, rc, m, err);
}

static char letter(const struct vc_variant *v, uint8_t piece)
{
    char upper = v->piece[VC_TYPE(piece)].letter;

    return piece ? (VC_COLOR(piece) ? (char)(upper + ('a' - 'A')) : upper)
                 : 0;
}

static void castle_info(const struct vc_variant *v, uint32_t m,
                        vchess_move_info *info)
{
    const struct vc_castle *c = &v->castle[VC_MCASTLE(m)];

    info->partner_from = c->partner_from;
    info->partner_to = c->partner_to;
    info->flags |= VCHESS_MOVE_CASTLING;
}

/* The facts of a legal move m of p (p is unchanged afterwards). */
static void move_info(const struct vc_variant *v, struct vc_pos *p,
                      uint32_t m, vchess_move_info *info)
{
    struct vc_undo u;
    int to = VC_MTO(m);

    memset(info, 0, sizeof(*info));
    info->version = VCHESS_MOVE_INFO_VERSION;
    info->move = m;
    info->from = VC_MFROM(m);
    info->to = to;
    info->piece = VC_MDROP(m) ? letter(v, VC_PIECE(p->side, VC_MPROMO(m)))
                              : letter(v, p->sq[info->from]);
    if (VC_MDROP(m))
        info->flags |= VCHESS_MOVE_DROP;
    info->capture_cell = info->partner_from = info->partner_to =
        VCHESS_CELL_NONE;
    if (vc_move_gate(m))
        info->flags |= VCHESS_MOVE_GATING;
    if (VC_MKIND(m) == VC_CASTLE)
        castle_info(v, m, info);
    if (VC_MKIND(m) == VC_EP)
        info->flags |= VCHESS_MOVE_EN_PASSANT;
    if (VC_MKIND(m) == VC_DOUBLE)
        info->flags |= VCHESS_MOVE_DOUBLE_STEP;
    vc_make(v, p, m, &u);
    if (u.captured) {
        info->captured = letter(v, u.captured);
        info->capture_cell = u.cap_cell;
        info->flags |= VCHESS_MOVE_CAPTURE;
    }
    info->becomes = VC_MKIND(m) == VC_CASTLE ? info->piece
                                              : letter(v, p->sq[to]);
    if (VC_MPROMO(m) && !VC_MDROP(m) && VC_MKIND(m) != VC_CASTLE) {
        info->promotion = info->becomes;
        info->flags |= VCHESS_MOVE_PROMOTION;
    } else if (info->becomes != info->piece) {
        info->flags |= VCHESS_MOVE_MORPH;
    }
    if (vc_in_check(v, p))
        info->flags |= VCHESS_MOVE_CHECK;
    vc_unmake(v, p, &u);
}

int vchess_game_move_info(vchess_move_info *info, const vchess_game *g,
                          vchess_move m)
{
    struct vc_pos p;
    int rc;

    if (!info || !g)
        return VCHESS_EINVAL;
    if ((rc = vc_check_legal(g, m)) < 0)
        return rc;
    p = g->pos;
    move_info(vc_game_v(g), &p, m, info);
    return 0;
}

int vchess_game_move_gate(char *piece, int *cell, const vchess_game *g,
                          vchess_move m)
{
    const struct vc_variant *v;
    int rc, type;

    if (!g)
        return VCHESS_EINVAL;
    if ((rc = vc_check_legal(g, m)) < 0)
        return rc;
    v = vc_game_v(g);
    type = vc_move_gate(m);
    if (piece)
        *piece = type ? letter(v, VC_PIECE(g->pos.side, type)) : 0;
    if (cell)
        *cell = type ? vc_gate_cell(v, m) : VCHESS_CELL_NONE;
    return 0;
}

int vchess_game_legal_move_infos(vchess_move_info *infos, size_t cap,
                                 size_t *count, const vchess_game *g)
{
    vchess_move moves[VC_MAX_GEN];
    struct vc_pos p;
    size_t n;
    int rc;

    if (!g || !count || (!infos && cap))
        return VCHESS_EINVAL;
    if ((rc = vchess_game_legal_moves(moves, VC_MAX_GEN, &n, g)) < 0)
        return rc;
    *count = n;
    if (n > cap)
        return VCHESS_EBUFS;
    p = g->pos;
    for (size_t i = 0; i < n; i++)
        move_info(vc_game_v(g), &p, moves[i], &infos[i]);
    return 0;
}

/* The text of m in `notation` into out (VCHESS_MOVE_TEXT_MAX bytes);
 * returns its length.  p is g's position, all[0..n) its legal moves. */
static size_t move_text(const vchess_game *g, struct vc_pos *p,
                        const uint32_t *all, size_t n, uint32_t m,
                        int notation, char *out)
{
    const struct vc_variant *v = vc_game_v(g);

    if (notation == VCHESS_NOTATION_SAN)
        return vc_move_san_among(v, p, all, (int)n, m, out,
                                 VCHESS_MOVE_TEXT_MAX);
    if (notation == VCHESS_NOTATION_USI)
        return vc_move_usi(v, m, out, VCHESS_MOVE_TEXT_MAX);
    return vc_move_coord(v, m, out, VCHESS_MOVE_TEXT_MAX);
}

int vchess_game_legal_move_texts(char *buf, size_t size, size_t *needed,
                                 vchess_move *moves, size_t cap,
                                 size_t *count, const vchess_game *g,
                                 int notation)
{
    vchess_move all[VC_MAX_GEN];
    char one[VCHESS_MOVE_TEXT_MAX];
    struct vc_pos p;
    size_t n, len = 0;
    int rc;

    if (!g || !count || (!moves && cap) || (!buf && size) ||
        (notation != VCHESS_NOTATION_COORD &&
         notation != VCHESS_NOTATION_SAN &&
         (notation != VCHESS_NOTATION_USI || !vc_variant_usi(g->variant))))
        return VCHESS_EINVAL;
    if ((rc = vchess_game_legal_moves(all, VC_MAX_GEN, &n, g)) < 0)
        return rc;
    p = g->pos;
    for (size_t i = 0; i < n; i++) {
        size_t k = move_text(g, &p, all, n, all[i], notation, one);

        if (i && len < size)
            buf[len] = ' ';
        len += i > 0;
        if (len + k < size)
            memcpy(buf + len, one, k);
        len += k;
    }
    *count = n;
    if (needed)
        *needed = len + 1;
    if (n > cap || len + 1 > size)
        return VCHESS_EBUFS;
    buf[len] = '\0';
    if (n)
        memcpy(moves, all, n * sizeof(*all));
    return 0;
}
