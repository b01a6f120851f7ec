/* drop.c - pieces in hand (Fairy-Stockfish's pieceDrops and
 * capturesToHand): drop moves made, unmade and listed (onto the cells
 * enclosingDrop = top or anyside leaves), and a capture's piece taken
 * into the captor's hand. */
#include "make.h"

#include <string.h>

static void hand_add(const struct vc_variant *v, struct vc_pos *p, int color,
                     int type, int delta, int keyed)
{
    int n = p->hand[color][type];

    (void)v;
    p->hand[color][type] = (uint8_t)(n + delta);
    if (keyed)
        p->key ^= vc_zobrist_hand(color, type, n) ^
                  vc_zobrist_hand(color, type, n + delta);
}

static int promoted_at(const struct vc_pos *p, int cell)
{
    return (int)(p->promoted[cell >> 6] >> (cell & 63) & 1);
}

static void set_promoted(struct vc_pos *p, int cell, int on)
{
    uint64_t bit = (uint64_t)1 << (cell & 63);

    p->promoted[cell >> 6] = on ? p->promoted[cell >> 6] | bit
                                : p->promoted[cell >> 6] & ~bit;
}

/* The kind in hand a drop of `type` takes: a promoted kind's base
 * (dropPromoted). */
static int hand_kind(const struct vc_variant *v, int type)
{
    return v->piece[type].base ? v->piece[type].base : type;
}

/* castlingDroppedPiece: the rights of the side to move whose king and
 * partner stand on their cells once a piece was dropped on `to`. */
static void castle_rights_by_drop(const struct vc_variant *v,
                                  struct vc_pos *p, int to, int keyed)
{
    unsigned before = p->castle;

    for (int i = 0; i < v->ncastle; i++) {
        const struct vc_castle *c = &v->castle[i];
        if (c->color == p->side && (to == c->king_from || to == c->partner_from) &&
            p->sq[c->king_from] == VC_PIECE(p->side, c->king_type) &&
            p->sq[c->partner_from] == VC_PIECE(p->side, c->partner_type))
            p->castle = (uint8_t)(p->castle | 1u << i);
    }
    if (keyed && p->castle != before)
        p->key ^= v->zobrist_castle[before] ^ v->zobrist_castle[p->castle];
}

void vc_drop_make(const struct vc_variant *v, struct vc_pos *p, uint32_t m,
                  struct vc_undo *u, int keyed)
{
    int to = VC_MTO(m), type = VC_MPROMO(m), us = p->side;
    uint8_t piece = VC_PIECE(us, type);

    vc_undo_start(p, m, piece, u);
    u->promoted = 0;
    u->cap_cell = (uint16_t)to;
    vc_put_inline(v, p, to, piece);
    hand_add(v, p, us, hand_kind(v, type), -1, keyed);
    if (v->castle_drops)
        castle_rights_by_drop(v, p, to, keyed);
    p->halfmove = 0;
    p->ep = p->ep_victim = VC_NO_CELL;
    if (keyed) {
        p->key ^= v->zobrist[piece][to] ^ VC_ZOBRIST_BLACK;
        if (u->ep != VC_NO_CELL)
            p->key ^= ep_key(v, u->ep) ^ ep_key(v, VC_NO_CELL);
    }
    if (us == 1)
        p->fullmove++;
    p->side ^= 1;
}

void vc_drop_unmake(const struct vc_variant *v, struct vc_pos *p,
                    const struct vc_undo *u)
{
    int to = VC_MTO(u->move);

    p->side ^= 1;
    if (p->side == 1)
        p->fullmove--;
    vc_remove_inline(p, to);
    hand_add(v, p, p->side, hand_kind(v, VC_MPROMO(u->move)), 1, 0);
    p->ep = u->ep;
    p->ep_victim = u->ep_victim;
    p->castle = u->castle;
    p->halfmove = u->halfmove;
    p->key = u->key;
}

/* Before vc_make_inline() of an ordinary move: which of the moved and
 * the captured piece were promoted ones (captures_to_hand). */
void vc_hand_before(const struct vc_variant *v, const struct vc_pos *p,
                    uint32_t m, struct vc_undo *u)
{
    int cap = VC_MKIND(m) == VC_EP ? p->ep_victim : VC_MTO(m);

    (void)v;
    u->promoted = (uint8_t)(VC_MKIND(m) != VC_CASTLE &&
                            promoted_at(p, VC_MFROM(m)));
    if (VC_MKIND(m) != VC_CASTLE && p->sq[cap])
        u->promoted |= (uint8_t)(promoted_at(p, cap) << 1);
}

/* The kind a captured piece joins the hand as: a promoted piece's base
 * (promotedPieceType), a piece promoted from a pawn (crazyhouse's ~) as
 * that pawn unless drop_loop, else its own. */
static int captured_kind(const struct vc_variant *v, const struct vc_undo *u)
{
    int t = VC_TYPE(u->captured);

    if (v->piece[t].base)
        return v->piece[t].base;
    return (u->promoted & 2) && !v->drop_loop ? v->hand_demote : t;
}

/* 1 if m's promotion makes a promoted piece of crazyhouse's kind (~):
 * a promotion to a kind that is not promotedPieceType's, nor a
 * demotion. */
static int marks_promoted(const struct vc_variant *v, uint32_t m)
{
    int promo = VC_MPROMO(m);

    return promo && !v->piece[promo].base &&
           !(v->piece_demotion && v->promotes_to[promo]);
}

/* After it: the captured piece goes to the captor's hand (a promoted
 * one as the pawn it was, unless drop_loop), and the promoted marks
 * follow the move. */
void vc_hand_after(const struct vc_variant *v, struct vc_pos *p,
                   struct vc_undo *u, int keyed)
{
    uint32_t m = u->move;
    int mover = p->side ^ 1, type;

    if (VC_MKIND(m) == VC_CASTLE)
        return;
    set_promoted(p, VC_MFROM(m), 0);
    if (u->captured) {
        set_promoted(p, u->cap_cell, 0);
        type = captured_kind(v, u);
        hand_add(v, p, mover, type, 1, keyed);
    }
    set_promoted(p, VC_MTO(m), (u->promoted & 1) || marks_promoted(v, m));
}

void vc_hand_undo(const struct vc_variant *v, struct vc_pos *p,
                  const struct vc_undo *u)
{
    uint32_t m = u->move;
    int mover = p->side ^ 1, type;

    if (VC_MKIND(m) == VC_CASTLE)
        return;
    set_promoted(p, VC_MTO(m), 0);
    if (u->captured) {
        type = captured_kind(v, u);
        hand_add(v, p, mover, type, -1, 0);
        set_promoted(p, u->cap_cell, (u->promoted >> 1) & 1);
    }
    set_promoted(p, VC_MFROM(m), u->promoted & 1);
}

/* dropNoDoubled: the cells of the files that hold no_doubled_count or
 * more of the side to move's pieces of that type, into out. */
static void doubled_files(const struct vc_variant *v, const struct vc_pos *p,
                          uint64_t *out)
{
    int count[VC_MAX_SLOTS] = {0}, us = p->side;

    memset(out, 0, VC_SET_WORDS * sizeof(*out));
    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = p->occ[us][w]; bb; bb &= bb - 1) {
            int c = w * 64 + __builtin_ctzll(bb);
            int f = v->board->file[c] - 'a';
            if (VC_TYPE(p->sq[c]) == v->no_doubled &&
                ++count[f] == v->no_doubled_count)
                for (int x = 0; x < VC_SET_WORDS; x++)
                    out[x] |= v->file_cells[f][x];
        }
}

/* The drops of kind t, entering as kind `as` (t, or its promoted kind:
 * dropPromoted), onto the empty cells of `cells` that are t's and not
 * `off`'s. */
static int drops_of(const struct vc_variant *v, const struct vc_pos *p,
                    int t, int as, const uint64_t *cells, const uint64_t *off,
                    uint32_t *out)
{
    int n = 0;

    for (int w = 0; w < v->nwords; w++)
        for (uint64_t bb = cells[w] & v->drop_cells[p->side][t][w] &
                           ~(p->occ[0][w] | p->occ[1][w]) & ~off[w];
             bb; bb &= bb - 1)
            out[n++] = VC_DROP_CODE(as, w * 64 + __builtin_ctzll(bb));
    return n;
}

/* enclosingDrop = top: the cells of the first rank, and those right
 * above an occupied cell. */
static void top_cells(const struct vc_board *b, const struct vc_pos *p,
                      uint64_t *out)
{
    for (int f = 0; f < b->rank_len[0]; f++)
        for (int r = 0; r < b->nranks; r++)
            if (r == 0 || p->sq[b->rank_slot[r - 1][f]])
                vc_set_add(out, b->rank_slot[r][f]);
}

/* A stone pushed into the line at its first cell, which is empty, comes
 * to rest before the first occupied cell, or at the far end. */
static int rest_from_first(const struct vc_pos *p, const uint8_t *line,
                           int n)
{
    int i = 0;

    while (i + 1 < n && !p->sq[line[i + 1]])
        i++;
    return line[i];
}

/* Pushed in at its last cell, which is empty: Fairy-Stockfish takes the
 * empty cell nearest the first one that has an occupied cell or the
 * board's edge before it - where the stone rests only when the rest of
 * the line holds no gap. */
static int rest_from_last(const struct vc_pos *p, const uint8_t *line,
                          int n)
{
    int i;

    for (i = 0; i + 1 < n; i++)
        if (!p->sq[line[i]] && (i == 0 || p->sq[line[i - 1]]))
            break;
    return line[i];
}

/* One line's cells where a stone pushed in at either end rests, into
 * out. */
static void line_ends(const struct vc_pos *p, const uint8_t *line, int n,
                      uint64_t *out)
{
    if (!p->sq[line[0]])
        vc_set_add(out, rest_from_first(p, line, n));
    if (!p->sq[line[n - 1]])
        vc_set_add(out, rest_from_last(p, line, n));
}

/* enclosingDrop = anyside: the cells where a stone pushed in from any
 * edge along a rank or a file rests. */
static void anyside_cells(const struct vc_board *b, const struct vc_pos *p,
                          uint64_t *out)
{
    int files = b->rank_len[0];
    uint8_t line[VC_MAX_SLOTS];

    for (int r = 0; r < b->nranks; r++) {
        for (int f = 0; f < files; f++)
            line[f] = (uint8_t)b->rank_slot[r][f];
        line_ends(p, line, files, out);
    }
    for (int f = 0; f < files; f++) {
        for (int r = 0; r < b->nranks; r++)
            line[r] = (uint8_t)b->rank_slot[r][f];
        line_ends(p, line, b->nranks, out);
    }
}

/* The cells of `cells` where drop_entry lets a drop land, into out. */
static void entry_cells(const struct vc_variant *v, const struct vc_pos *p,
                        const uint64_t *cells, uint64_t *out)
{
    memset(out, 0, VC_SET_WORDS * sizeof(*out));
    if (v->drop_entry == VC_ENTRY_TOP)
        top_cells(v->board, p, out);
    else
        anyside_cells(v->board, p, out);
    for (int w = 0; w < VC_SET_WORDS; w++)
        out[w] &= cells[w];
}

/* The drops of the side to move onto `cells` (cell sets of nwords). */
int vc_gen_drops(const struct vc_variant *v, const struct vc_pos *p,
                 const uint64_t *cells, uint32_t *out)
{
    static const uint64_t none[VC_SET_WORDS];
    int us = p->side, n = 0;
    uint64_t doubled[VC_SET_WORDS] = {0}, entry[VC_SET_WORDS];

    if (v->drop_entry) {
        entry_cells(v, p, cells, entry);
        cells = entry;
    }
    if (v->no_doubled && p->hand[us][v->no_doubled] &&
        v->drop_entry != VC_ENTRY_ANYSIDE)
        doubled_files(v, p, doubled);
    for (int k = 0; k < v->ntypes; k++) {
        int t = v->type_list[k];
        const uint64_t *off = t == v->no_doubled ? doubled : none;
        if (!p->hand[us][t])
            continue;
        n += drops_of(v, p, t, t, cells, off, out + n);
        if (v->drop_promoted && v->promotes_to[t])
            n += drops_of(v, p, t, v->promotes_to[t], cells, off, out + n);
    }
    return n;
}
