/* variant_chess.c - orthodox chess as a data description. */
#include "rect.h"
#include "variant.h"

static const struct vc_castle_spec chess_castling[] = {
    {0, 'K', "O-O", VC_ROOK, "e1", "g1", "h1", "f1", "g1",
     {"f1", "g1", NULL}, {"e1", "f1", "g1", NULL}},
    {0, 'Q', "O-O-O", VC_ROOK, "e1", "c1", "a1", "d1", "c1",
     {"b1", "c1", "d1", NULL}, {"e1", "d1", "c1", NULL}},
    {1, 'k', "O-O", VC_ROOK, "e8", "g8", "h8", "f8", "g8",
     {"f8", "g8", NULL}, {"e8", "f8", "g8", NULL}},
    {1, 'q', "O-O-O", VC_ROOK, "e8", "c8", "a8", "d8", "c8",
     {"b8", "c8", "d8", NULL}, {"e8", "d8", "c8", NULL}},
};

int vc_variant_chess(struct vc_variant *v)
{
    v->start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    if (vc_rect_build(&v->board, 8, 8, NULL) < 0)
        return -1;
    vc_orthodox_pieces(v);
    /* FIDE 5.2.2: a lone knight or bishop cannot mate a bare king */
    v->piece[VC_KNIGHT].flags |= VC_PF_MINOR;
    v->piece[VC_BISHOP].flags |= VC_PF_MINOR;
    vc_pawn_ranks(v, 7);
    v->en_passant = 1;
    v->kk_draw = 1;
    for (int i = 0; i < 4; i++)
        if (vc_castle_add(v, &chess_castling[i]) < 0)
            return -1;
    return 0;
}
