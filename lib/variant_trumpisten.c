/* variant_trumpisten.c - Trumpisten Chess (docs/rules/trumpisten.md) as data. */
#include "rect.h"
#include "variant.h"

static void trumpisten_pieces(struct vc_variant *v)
{
    vc_piece_set(v, VC_PAWN, 'P', "pawn", VC_PF_PAWN); /* fR2fmF */
    vc_piece_add_colored(v, VC_PAWN, VC_FAM_UP, VC_FAM_DOWN, 1, 2, VC_BOTH);
    vc_piece_add_colored(v, VC_PAWN, VC_FAM_UP_DIAG, VC_FAM_DOWN_DIAG, 1, 1,
                         VC_MOVE);
    vc_piece_set(v, VC_KNIGHT, 'N', "knight", 0);
    vc_piece_add(v, VC_KNIGHT, VC_FAM_KNIGHT, 1, VC_BOTH);
    vc_piece_set(v, VC_ROOK, 'R', "rook", 0);
    vc_piece_add(v, VC_ROOK, VC_FAM_ORTHO, VC_UNLIMITED, VC_BOTH);
    vc_piece_set(v, VC_QUEEN, 'Q', "queen", 0); /* Q3 */
    vc_piece_add(v, VC_QUEEN, VC_FAM_ORTHO, 3, VC_BOTH);
    vc_piece_add(v, VC_QUEEN, VC_FAM_DIAG, 3, VC_BOTH);
    vc_piece_set(v, VC_AMAZON, 'A', "amazonrider", 0); /* QNN */
    vc_piece_add(v, VC_AMAZON, VC_FAM_ORTHO, VC_UNLIMITED, VC_BOTH);
    vc_piece_add(v, VC_AMAZON, VC_FAM_DIAG, VC_UNLIMITED, VC_BOTH);
    vc_piece_add(v, VC_AMAZON, VC_FAM_NRIDER, VC_UNLIMITED, VC_BOTH);
    vc_piece_set(v, VC_KING, 'K', "king", 0);
    vc_piece_add(v, VC_KING, VC_FAM_ORTHO, 1, VC_BOTH);
    vc_piece_add(v, VC_KING, VC_FAM_DIAG, 1, VC_BOTH);
    v->npromo = 3;
    v->promo[0] = VC_QUEEN;
    v->promo[1] = VC_KNIGHT;
    v->promo[2] = VC_ROOK;
}

/* isO1: the king steps one cell towards the corner pawn, which jumps to
 * the cell the king left.  Coordinates write it as king takes partner. */
static const struct vc_castle_spec trumpisten_castling[] = {
    {0, 'A', "O-O-O", VC_PAWN, "c1", "b1", "a1", "c1", "a1",
     {"b1", NULL}, {"c1", "b1", NULL}},
    {0, 'E', "O-O", VC_PAWN, "c1", "d1", "e1", "c1", "e1",
     {"d1", NULL}, {"c1", "d1", NULL}},
    {1, 'a', "O-O-O", VC_PAWN, "c11", "b11", "a11", "c11", "a11",
     {"b11", NULL}, {"c11", "b11", NULL}},
    {1, 'e', "O-O", VC_PAWN, "c11", "d11", "e11", "c11", "e11",
     {"d11", NULL}, {"c11", "d11", NULL}},
};

static const char *const trumpisten_holes[] = {"a5", "e5", "a7", "e7", NULL};

int vc_variant_trumpisten(struct vc_variant *v)
{
    v->start_fen = "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1";
    if (vc_rect_build(&v->board, 5, 11, trumpisten_holes) < 0)
        return -1;
    trumpisten_pieces(v);
    for (int c = 0; c < v->board.ncells; c++) {
        if (v->board.rank[c] == 10)
            v->cell_flags[c] |= VC_CELL_PROMO_W;
        if (v->board.rank[c] == 0)
            v->cell_flags[c] |= VC_CELL_PROMO_B;
    }
    v->morph[vc_cell(v, "a6")] = VC_AMAZON;
    v->morph[vc_cell(v, "e6")] = VC_AMAZON;
    v->stalemate_wins = 1;
    v->bare_king_loses = 1;
    v->holes_in_fen = 1;
    for (int i = 0; i < 4; i++)
        if (vc_castle_add(v, &trumpisten_castling[i]) < 0)
            return -1;
    return 0;
}
