/* blast.c - Fairy-Stockfish's blastOnCapture (atomic chess): a capture
 * blows away the capturing piece and every piece one step from its cell
 * but Fairy-Stockfish's pawns, sparing the immune types; the castling rights of the cells
 * blown clear go with them. */
#include "position.h"

int vc_neighbours(const struct vc_variant *v, int cell, uint8_t *out)
{
    static const int fams[] = {VC_FAM_ORTHO, VC_FAM_DIAG};
    const struct vc_board *b = v->board;
    const uint8_t *cells = b->ray_cells; /* read once: out may alias it */
    int n = 0;

    for (int f = 0; f < 2; f++) {
        int nrays;
        const struct vc_ray *r = vc_board_rays(b, cell, fams[f], &nrays);
        for (int i = 0; i < nrays && n < VC_MAX_BLAST - 1; i++)
            if (r[i].len)
                out[n++] = cells[r[i].off];
    }
    return n;
}

static void blow(const struct vc_variant *v, struct vc_pos *p,
                 struct vc_undo *u, int cell, int keyed)
{
    uint8_t piece = p->sq[cell];

    u->blast_cell[u->nblast] = (uint8_t)cell;
    u->blast_piece[u->nblast++] = piece;
    vc_pos_remove(p, cell);
    p->castle &= v->castle_keep[cell];
    if (keyed)
        p->key ^= v->zobrist[piece][cell];
}

void vc_blast(const struct vc_variant *v, struct vc_pos *p, struct vc_undo *u,
              int keyed)
{
    int to = VC_MTO(u->move), n;
    uint8_t around[VC_MAX_BLAST], castle = p->castle;

    u->nblast = 0;
    if (!u->captured)
        return;
    if (!(v->blast_immune >> VC_TYPE(p->sq[to]) & 1))
        blow(v, p, u, to, keyed);
    n = vc_neighbours(v, to, around);
    for (int i = 0; i < n; i++) {
        uint8_t q = p->sq[around[i]];
        if (q && !((v->blast_spared | v->blast_immune) >> VC_TYPE(q) & 1))
            blow(v, p, u, around[i], keyed);
    }
    if (keyed && p->castle != castle)
        p->key ^= v->zobrist_castle[castle] ^ v->zobrist_castle[p->castle];
}

void vc_unblast(const struct vc_variant *v, struct vc_pos *p,
                const struct vc_undo *u)
{
    for (int i = u->nblast; i-- > 0;)
        vc_pos_put(v, p, u->blast_cell[i], u->blast_piece[i]);
}
