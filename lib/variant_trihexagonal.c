/* variant_trihexagonal.c - Trihexagonal Chess (docs/rules/trihexagonal.md):
 * orthodox pieces on the tetrille board of tetrille.c. */
#include "tetrille.h"
#include "variant.h"

/* One side only: the rook jumps over the king along its line. */
static const struct vc_castle_spec trihexagonal_castling[] = {
    {0, 'K', "O-O", VC_ROOK, "d1", "f1/", "f1", "f2", "f1/",
     {"e1", "f1/", "f2", NULL}, {"d1", "e1", "f1/", NULL}},
    {1, 'k', "O-O", VC_ROOK, "c8", "a8/", "a8", "a7", "a8/",
     {"b8", "a8/", "a7", NULL}, {"c8", "b8", "a8/", NULL}},
};

int vc_variant_trihexagonal(struct vc_variant *v)
{
    v->start_fen = "rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w Kk - 0 1";
    if (vc_tetrille_build(&v->board) < 0)
        return -1;
    vc_orthodox_pieces(v);
    vc_pawn_ranks(v, 7);
    v->en_passant = 1;
    v->kk_draw = 1;
    for (int i = 0; i < 2; i++)
        if (vc_castle_add(v, &trihexagonal_castling[i]) < 0)
            return -1;
    return 0;
}
