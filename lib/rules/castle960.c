/* castle960.c - Chess960 castling, set from a game's own start position:
 * king and partner may start on any files of the castle rank, and end
 * where they end in the variant's ordinary castling. */
#include "variant.h"

static int cell_at(const struct vc_board *b, int file, int rank)
{
    return file >= 0 && file < b->rank_len[rank] ? b->rank_slot[rank][file]
                                                : VC_HOLE;
}

static int min4(int a, int b, int c, int d)
{
    int m = a < b ? a : b;

    m = m < c ? m : c;
    return m < d ? m : d;
}

static int max4(int a, int b, int c, int d)
{
    int m = a > b ? a : b;

    m = m > c ? m : c;
    return m > d ? m : d;
}

/* The cells of files lo..hi of the rank but the two skipped, into out. */
static int rank_cells(const struct vc_board *b, int rank, int lo, int hi,
                      int skip1, int skip2, uint8_t *out, uint8_t *n)
{
    *n = 0;
    for (int f = lo; f <= hi; f++) {
        int c = cell_at(b, f, rank);
        if (f == skip1 || f == skip2)
            continue;
        if (c == VC_HOLE || *n >= VC_MAX_CASTLE_CELLS)
            return -1;
        out[(*n)++] = (uint8_t)c;
    }
    return 0;
}

int vc_castle_add_960(struct vc_variant *v, int color, int king, int rook,
                      char right)
{
    const struct vc_board *b = v->board;
    struct vc_castle *c = &v->castle[v->ncastle];
    int rank = b->rank[king], kf = b->file[king] - 'a';
    int rf = b->file[rook] - 'a', side = rf > kf;
    int kt = v->castle_to[side][0], rt = v->castle_to[side][1];
    int step = kt >= kf ? 1 : -1;

    if (v->ncastle >= VC_MAX_CASTLE || b->rank[rook] != rank ||
        cell_at(b, kt, rank) == VC_HOLE || cell_at(b, rt, rank) == VC_HOLE)
        return -1;
    c->color = (uint8_t)color;
    c->right = right;
    c->san = side ? "O-O" : "O-O-O";
    c->king_type = v->castle_types[0];
    c->partner_type = v->castle_types[1];
    c->king_from = (uint8_t)king;
    c->king_to = (uint8_t)cell_at(b, kt, rank);
    c->partner_from = (uint8_t)rook;
    c->partner_to = (uint8_t)cell_at(b, rt, rank);
    c->coord_to = (uint8_t)rook; /* the king takes its own partner */
    if (rank_cells(b, rank, min4(kf, kt, rf, rt), max4(kf, kt, rf, rt), kf,
                   rf, c->empty, &c->nempty) < 0)
        return -1;
    c->nsafe = 0;
    for (int f = kf; c->king_type == VC_ROYAL; f += step) {
        if (c->nsafe >= VC_MAX_CASTLE_CELLS)
            return -1;
        c->safe[c->nsafe++] = (uint8_t)cell_at(b, f, rank);
        if (f == kt)
            break;
    }
    v->ncastle++;
    return 0;
}
