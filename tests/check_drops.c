/* check_drops.c - pieces in hand and drops (crazyhouse and its family),
 * worked by hand from the rules as Lichess and Fairy-Stockfish state
 * them; perft against Fairy-Stockfish is in tests/fsf_builtin_perft.txt. */
#include "suites.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int hand(const vchess_game *g, char piece)
{
    int n = -1;

    ck_assert_int_eq(vchess_game_hand_count(&n, g, piece), 0);
    return n;
}

static int legal_count(const vchess_game *g)
{
    return (int)tu_perft(g, 1);
}

/* A capture puts the piece in the captor's hand, in its own colour, and
 * the FEN shows it; a drop takes it out again. */
START_TEST(capture_fills_the_hand)
{
    char fen[256];
    vchess_game *g = tu_game("crazyhouse", NULL);

    tu_play(g, "e2e4");
    tu_play(g, "d7d5");
    tu_play(g, "e4d5");
    ck_assert_int_eq(hand(g, 'P'), 1);
    ck_assert_int_eq(hand(g, 'p'), 0);
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b "
                     "KQkq - 0 2");
    tu_play(g, "d8d5");
    ck_assert_int_eq(hand(g, 'p'), 1);
    tu_play(g, "P@e6");
    ck_assert_int_eq(hand(g, 'P'), 0);
    ck_assert_int_eq(tu_piece_at(g, "e6"), 'P');
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnb1kbnr/ppp1pppp/4P3/3q4/8/8/PPPP1PPP/RNBQKBNR[p] b "
                     "KQkq - 0 3");
    vchess_game_free(g);
}
END_TEST

/* 20 board moves, and a pawn in hand may enter on 32 empty cells of
 * ranks 2 to 7 (not the first or last rank): 52 moves. */
START_TEST(pawn_drops_not_on_the_end_ranks)
{
    vchess_game *g = tu_game(
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1");

    ck_assert_int_eq(legal_count(g), 20 + 32);
    vchess_game_free(g);
    /* chessgi lets pawns in on the first rank: with e1 empty (the king
     * on e2) it has one move more, P@e1 */
    {
        const char *fen =
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPKPPP/RNBQ1BNR[P] w kq - 0 1";
        vchess_game *zh = tu_game("crazyhouse", fen);
        vchess_move m = 0;
        g = tu_game("chessgi", fen);
        ck_assert_int_eq(legal_count(g), legal_count(zh) + 1);
        ck_assert_int_eq(vchess_game_parse_move(&m, g, "P@e1", NULL), 0);
        ck_assert_int_eq(vchess_game_parse_move(&m, zh, "P@e1", NULL),
                         VCHESS_EILLEGAL);
        vchess_game_free(zh);
        vchess_game_free(g);
    }
}
END_TEST

/* In check a drop is legal only between the checker and the king. */
START_TEST(drop_must_block_check)
{
    char buf[512];
    vchess_game *g =
        tu_game("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    vchess_move moves[256];
    size_t n = 0;
    int drops = 0;

    ck_assert_int_eq(vchess_game_legal_moves(moves, 256, &n, g), 0);
    for (size_t i = 0; i < n; i++) {
        vchess_move_info info;
        ck_assert_int_eq(vchess_game_move_info(&info, g, moves[i]), 0);
        if (info.flags & VCHESS_MOVE_DROP) {
            ck_assert_int_eq(info.piece, 'N');
            ck_assert_int_eq(info.from, info.to);
            drops++;
        }
    }
    /* b1, c1, d1 shut the rank; the king's own moves: d2 e2 f2 (d1 and
     * f1 are on the rook's rank) */
    ck_assert_int_eq(drops, 3);
    ck_assert_int_eq((int)n, 3 + 3);
    ck_assert_str_eq(tu_moves(g, "e1", buf, sizeof(buf)),
                     "e1d2 e1e2 e1f2");
    vchess_game_free(g);
}
END_TEST

/* A mate that a drop could have stopped is no mate: with nothing in
 * hand the same position is checkmate. */
START_TEST(hand_saves_from_mate)
{
    int r = -1, why = -1;
    vchess_game *g =
        tu_game("crazyhouse", "k7/8/8/8/8/8/5PPP/r5K1[] w - - 0 1");

    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
    ck_assert_int_eq(r, VCHESS_BLACK_WINS);
    vchess_game_free(g);
    g = tu_game("crazyhouse", "k7/8/8/8/8/8/5PPP/r5K1[B] w - - 0 1");
    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
    ck_assert_int_eq(r, VCHESS_ONGOING);
    ck_assert_int_eq(legal_count(g), 5); /* B@b1 ... B@f1 */
    vchess_game_free(g);
}
END_TEST

/* A promoted piece is marked '~' and goes back to the hand as a pawn;
 * in loop it keeps its kind. */
START_TEST(promoted_piece_returns_as_pawn)
{
    char fen[256];
    vchess_game *g =
        tu_game("crazyhouse", "4k3/8/8/8/8/8/4K3/3Q~3r[] b - - 0 1");

    tu_play(g, "h1d1");
    ck_assert_int_eq(hand(g, 'p'), 1);
    ck_assert_int_eq(hand(g, 'q'), 0);
    vchess_game_free(g);
    g = tu_game("loop", "4k3/8/8/8/8/8/4K3/3Q~3r[] b - - 0 1");
    tu_play(g, "h1d1");
    ck_assert_int_eq(hand(g, 'q'), 1);
    ck_assert_int_eq(hand(g, 'p'), 0);
    vchess_game_free(g);
    /* promoting marks the new piece */
    g = tu_game("crazyhouse", "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
    tu_play(g, "a7a8q");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    vchess_game_free(g);
}
END_TEST

/* Move texts: coordinate and SAN "P@e4", SAN "@e4" for a pawn. */
START_TEST(drop_texts)
{
    char text[VCHESS_MOVE_TEXT_MAX];
    vchess_move m = 0;
    vchess_game *g = tu_game(
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NP] w KQkq - 0 1");

    ck_assert_int_eq(vchess_game_parse_move(&m, g, "@e4", NULL), 0);
    ck_assert_int_eq(vchess_game_move_san(text, sizeof(text), NULL, g, m), 0);
    ck_assert_str_eq(text, "P@e4");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "N@f5", NULL), 0);
    ck_assert_int_eq(vchess_game_move_coord(text, sizeof(text), NULL, g, m),
                     0);
    ck_assert_str_eq(text, "N@f5");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "B@f5", NULL),
                     VCHESS_ENOPIECE); /* none in hand */
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "P@e8", NULL),
                     VCHESS_EILLEGAL);
    vchess_game_free(g);
}
END_TEST

/* Hands in FEN: Fairy-Stockfish's brackets and python-chess's extra
 * rank read the same; bad hands are refused. */
START_TEST(hand_fens)
{
    static const char *const bad[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[K] w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[X] w KQkq - 0 1",
        NULL};
    char fen[256];
    vchess_game *g = tu_game(
        "crazyhouse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qpp w KQkq - 0 1");

    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qpp] w "
                     "KQkq - 0 1");
    vchess_game_free(g);
    for (int i = 0; bad[i]; i++) {
        vchess_game *x = NULL;
        vchess_error err;
        ck_assert_int_eq(tu_new_game(&x, "crazyhouse", bad[i], &err),
                         VCHESS_EFEN);
    }
    {
        /* more pieces in hand than cells: refused, so a FEN stays within
         * vchess_variant_fen_max() */
        char many[256];
        vchess_game *x = NULL;
        vchess_error err;
        int n = snprintf(many, sizeof(many), "4k3/8/8/8/8/8/8/4K3[");
        for (int i = 0; i < 65; i++)
            many[n++] = 'P';
        snprintf(many + n, sizeof(many) - (size_t)n, "] w - - 0 1");
        ck_assert_int_eq(tu_new_game(&x, "crazyhouse", many, &err),
                         VCHESS_EFEN);
        many[n - 1] = ']';
        snprintf(many + n, sizeof(many) - (size_t)n, " w - - 0 1");
        ck_assert_int_eq(tu_new_game(&x, "crazyhouse", many, &err), 0);
        vchess_game_free(x);
    }
    {
        vchess_game *x = NULL;
        vchess_error err;
        ck_assert_int_eq(
            tu_new_game(&x, "chess",
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w "
                        "KQkq - 0 1",
                        &err),
            VCHESS_EFEN);
        ck_assert_msg(strstr(err.text, "without drops") != NULL, "%s",
                      err.text);
    }
}
END_TEST

/* The same position with other hands is another position. */
START_TEST(hands_in_the_hash)
{
    uint64_t a = 0, b = 0;
    vchess_game *g = tu_game(
        "crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    vchess_game *h = tu_game(
        "crazyhouse", "4k3/8/8/8/8/8/8/4K3[B] w - - 0 1");

    ck_assert_int_eq(vchess_game_hash(&a, g), 0);
    ck_assert_int_eq(vchess_game_hash(&b, h), 0);
    ck_assert(a != b);
    vchess_game_free(g);
    vchess_game_free(h);
}
END_TEST

/* Shogi's promotions: a lance may promote entering the far three ranks
 * and must on the last, where it could not move again. */
START_TEST(shogi_promotion_by_choice_and_by_force)
{
    char buf[512];
    vchess_game *g =
        tu_game("shogi", "k8/9/9/4L4/9/9/9/9/4K4[] w - - 0 1");

    ck_assert_str_eq(tu_moves(g, "e6", buf, sizeof(buf)),
                     "e6e7 e6e7+ e6e8 e6e8+ e6e9+");
    vchess_game_free(g);
    /* a knight two ranks from the edge has only promoting jumps */
    g = tu_game("shogi", "k8/9/2N6/9/9/9/9/9/4K4[] w - - 0 1");
    ck_assert_str_eq(tu_moves(g, "c7", buf, sizeof(buf)), "c7b9+ c7d9+");
    vchess_game_free(g);
}
END_TEST

/* A promoted piece is "+P" in FEN and SAN; taken, it joins the hand as
 * the pawn it was. */
START_TEST(shogi_promoted_piece_back_to_hand)
{
    char fen[256], san[VCHESS_MOVE_TEXT_MAX];
    vchess_move m = 0;
    vchess_game *g =
        tu_game("shogi", "k3r4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1");

    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e5e6", NULL), 0);
    ck_assert_int_eq(vchess_game_move_san(san, sizeof(san), NULL, g, m), 0);
    ck_assert_str_eq(san, "+Pe6");
    tu_play(g, "e1d1");
    tu_play(g, "e9e5");
    ck_assert_int_eq(hand(g, 'p'), 1);
    ck_assert_int_eq(hand(g, 'g'), 0);
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "k8/9/9/9/4r4/9/9/9/3K5[p] w - - 0 2");
    vchess_game_free(g);
}
END_TEST

/* Nifu and the last rank: a pawn is not dropped on its own pawn's file
 * nor on the far rank (78 empty cells, 8 on rank 9, 6 more on file e). */
START_TEST(shogi_pawn_drop_cells)
{
    vchess_game *g =
        tu_game("shogi", "k8/9/9/9/4P4/9/9/9/4K4[P] w - - 0 1");
    vchess_move moves[512];
    size_t n = 0;
    int drops = 0;

    ck_assert_int_eq(vchess_game_legal_moves(moves, 512, &n, g), 0);
    for (size_t i = 0; i < n; i++) {
        vchess_move_info info;
        ck_assert_int_eq(vchess_game_move_info(&info, g, moves[i]), 0);
        drops += (info.flags & VCHESS_MOVE_DROP) != 0;
    }
    ck_assert_int_eq(drops, 78 - 8 - 6);
    vchess_game_free(g);
}
END_TEST

/* Mate by a pawn drop loses for the one who drops; by another drop it
 * wins. */
START_TEST(shogi_pawn_drop_mate_loses)
{
    const char *fen = "k8/2S6/1G7/9/9/9/9/9/4K4[PG] w - - 0 1";
    vchess_game *g = tu_game("shogi", fen);
    int r = -1, why = -1;

    tu_play(g, "P@a8");
    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
    ck_assert_int_eq(r, VCHESS_BLACK_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_VARIANT_WIN);
    vchess_game_free(g);
    g = tu_game("shogi", fen);
    tu_play(g, "G@a8");
    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
    ck_assert_int_eq(r, VCHESS_WHITE_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_CHECKMATE);
    vchess_game_free(g);
}
END_TEST

/* The rook checks from h9 and h8 in turn: the position after h7h9 (ply
 * 1) stands again at plies 5, 9 and 13, the fourth time, and the side
 * that gave every check since has lost (black, to move, wins). */
START_TEST(shogi_perpetual_check_loses)
{
    static const char *const cycle[] = {"h9h8", "a8a9", "h8h9", "a9a8"};
    vchess_game *g =
        tu_game("shogi", "k8/9/7R1/9/9/9/9/9/4K4[] w - - 0 1");
    int r = -1, why = -1;

    tu_play(g, "h7h9");
    tu_play(g, "a9a8");
    for (int i = 0; i < 10; i++)
        tu_play(g, cycle[i % 4]);
    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
    ck_assert_int_eq(r, VCHESS_ONGOING);
    tu_play(g, cycle[10 % 4]);
    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
    ck_assert_int_eq(r, VCHESS_BLACK_WINS);
    ck_assert_int_eq(why, VCHESS_REASON_VARIANT_WIN);
    {
        vchess_move moves[64];
        size_t n = 99;
        ck_assert_int_eq(vchess_game_legal_moves(moves, 64, &n, g), 0);
        ck_assert_uint_eq(n, 0); /* the game is over */
    }
    vchess_game_free(g);
}
END_TEST

/* ---- drop rules of definitions: regions, checks, compulsion ---------- */

/* dropOppositeColoredBishop with mustDrop onto the first rank, whose
 * empty cells are c1 and g1 (dark) and f1 (light): each bishop may go
 * to any of them, the knight not to f1, which the second bishop needs. */
START_TEST(bishops_dropped_on_both_shades)
{
    vchess_variant_set *set = NULL;
    char got[512];
    vchess_game *g = tu_text_game(
        &set,
        "[bishopsapart:crazyhouse]\n"
        "startFen = rn1qk2r/pppppppp/8/8/8/8/PPPPPPPP/RN1QK2R[BBNbbn] w "
        "KQkq - 0 1\n"
        "dropOppositeColoredBishop = true\nmustDrop = true\n"
        "dropRegionWhite = *1\ndropRegionBlack = *8\n",
        "bishopsapart", NULL);

    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "B@c1 B@f1 B@g1 N@c1 N@g1");
    tu_play(g, "B@c1");
    tu_play(g, "B@f8");
    /* the other white bishop must take the light f1, which the knight
     * must leave to it */
    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)), "B@f1 N@g1");
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* sittuyinRookDrop: a rook enters on its side's first rank only (its
 * empty cells b1 c1 d1 f1); with mustDrop no board move. */
START_TEST(rooks_dropped_on_the_first_rank)
{
    vchess_variant_set *set = NULL;
    char got[512];
    vchess_game *g = tu_text_game(
        &set,
        "[rookdrop:crazyhouse]\n"
        "startFen = 4k3/8/8/8/8/8/8/R3K1NR[R] w - - 0 1\n"
        "sittuyinRookDrop = true\nmustDrop = true\n",
        "rookdrop", NULL);

    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)), "R@b1 R@c1 R@d1 R@f1");
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* mustDrop of knights: the 32 empty cells of ranks 3 to 6, g1 and g8, and no
 * board move nor bishop drop while a knight is in hand; dropChecks =
 * false and a drop region: a knight may enter white's half (30 empty
 * cells) but not on the four of them that give check to the king on
 * e4 (d2, f2, c3, g3), beside the king's five steps. */
START_TEST(drops_compelled_regional_and_quiet)
{
    vchess_variant_set *set = NULL;
    vchess_game *g = tu_text_game(
        &set,
        "[mustdrop:crazyhouse]\n"
        "startFen = rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[NNBnnb] w "
        "KQkq - 0 1\n"
        "mustDrop = true\nmustDropType = n\n",
        "mustdrop", NULL);
    vchess_game *q;
    vchess_variant_set *set2 = NULL;
    vchess_move m = 0;

    ck_assert_int_eq(legal_count(g), 34);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "B@g1", NULL),
                     VCHESS_EILLEGAL);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e2e4", NULL),
                     VCHESS_EILLEGAL);
    vchess_game_free(g);
    vchess_variant_set_free(set);
    q = tu_text_game(&set2,
                  "[droprows:crazyhouse]\n"
                  "dropRegionWhite = *1 *2 *3 *4\n"
                  "dropRegionBlack = *5 *6 *7 *8\n"
                  "dropChecks = false\n",
                  "droprows", "8/8/8/8/4k3/8/8/4K3[N] w - - 0 1");
    ck_assert_int_eq(legal_count(q), 26 + 5);
    ck_assert_int_eq(vchess_game_parse_move(&m, q, "N@c3", NULL),
                     VCHESS_EILLEGAL);
    ck_assert_int_eq(vchess_game_parse_move(&m, q, "N@e5", NULL),
                     VCHESS_EILLEGAL);
    ck_assert_int_eq(vchess_game_parse_move(&m, q, "N@b3", NULL), 0);
    {
        vchess_error err;
        ck_assert_int_eq(vchess_game_parse_move(&m, q, "N@g3", &err),
                         VCHESS_EILLEGAL);
        ck_assert_str_eq(err.text, "illegal move 'N@g3': the rules of "
                                   "droprows let no knight enter on g3 now");
        ck_assert_int_eq(vchess_game_parse_move(&m, q, "Q@b3", &err),
                         VCHESS_ENOPIECE);
        ck_assert_str_eq(err.text, "no white queen in hand");
        ck_assert_int_eq(vchess_game_parse_move(&m, q, "N@e4", &err),
                         VCHESS_EILLEGAL);
        ck_assert_str_eq(err.text, "illegal move 'N@e4': e4 is not empty");
    }
    vchess_game_free(q);
    vchess_variant_set_free(set2);
}
END_TEST

/* A pawn's promotedPieceType (shogun's p:c): it may become a commoner
 * where it enters the last three ranks, must on the last, and a
 * captured one goes back to the hand as a pawn. */
START_TEST(pawn_promotes_as_a_piece)
{
    vchess_variant_set *set = NULL;
    char got[512];
    vchess_game *g = tu_text_game(
        &set,
        "[pawnpromo:crazyhouse]\ncommoner = c\n"
        "promotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\n"
        "promotionPieceTypes = -\npromotedPieceType = p:c n:q\n"
        "promotionLimit = q:1\nmandatoryPawnPromotion = false\n"
        "immobilityIllegal = true\n",
        "pawnpromo", "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");

    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "b7a8+ b7b8+ e1d1 e1d2 e1e2 e1f1 e1f2");
    tu_play(g, "b7b8+");
    ck_assert_str_eq(tu_fen(g, got, sizeof(got)),
                     "r+P2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    tu_play(g, "a8b8");
    ck_assert_int_eq(hand(g, 'p'), 1);
    ck_assert_int_eq(vchess_game_set_fen(g, "4k3/8/1P6/8/8/8/8/4K3[] w - - "
                                            "0 1", NULL),
                     0);
    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "b6b7 b6b7+ e1d1 e1d2 e1e2 e1f1 e1f2");
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* Kyoto shogi turns each piece over as it moves: from the start the
 * lance (moving as a gold) steps to a2 and b2 as a lance again, the
 * silver to a2, b2 and c2 as a bishop, the king steps to b2, c2 and d2,
 * the knight (a gold) to c2, d2 and e2 as a knight, the pawn to e2 as
 * a rook: 12 moves, each promotion or demotion forced.  A piece in hand
 * enters either way up (dropPromoted), "+P@a2" as UCI writes it. */
START_TEST(kyoto_turns_pieces_over)
{
    char got[512];
    vchess_game *g = tu_game("kyotoshogi", NULL);
    vchess_move m = 0;

    ck_assert_str_eq(tu_sorted_moves(g, got, sizeof(got)),
                     "a1a2- a1b2- b1a2+ b1b2+ b1c2+ c1b2 c1c2 c1d2 d1c2- "
                     "d1d2- d1e2- e1e2+");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "a1a2", NULL),
                     VCHESS_EILLEGAL);
    tu_play(g, "d1d2-");
    ck_assert_int_eq(tu_piece_at(g, "d2"), 'N');
    vchess_game_free(g);
    g = tu_game("kyotoshogi", "1+nks+l/5/5/5/+LSK+N1[Pp] w - - 0 1");
    tu_play(g, "+P@a3");
    ck_assert_int_eq(hand(g, 'P'), 0);
    /* a drop starts the move count again, as the newer Fairy-Stockfish
     * counts it (11.1 only for a pawn's) */
    ck_assert_str_eq(tu_fen(g, got, sizeof(got)),
                     "1+nks+l/5/+P4/5/+LSK+N1[p] b - - 0 1");
    tu_play(g, "P@a4");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "a3a4-", NULL), 0);
    vchess_game_free(g);
}
END_TEST

/* Placement: the pieces are dropped onto the first rank before any move
 * (mustDrop); from the start king, queen, rooks, knights and the first
 * bishop may each go to any of the eight cells: 40 drops.  A king that
 * joins a rook in its corner gets that castling right. */
START_TEST(placement_castles_dropped_pieces)
{
    char fen[256];
    vchess_game *g = tu_game("placement", NULL);

    ck_assert_int_eq(legal_count(g), 40);
    vchess_game_free(g);
    g = tu_game("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/R7[KQRBBNNkqrrbbnn] "
                             "w - - 0 1");
    tu_play(g, "K@e1");
    ck_assert_str_eq(tu_fen(g, fen, sizeof(fen)),
                     "8/pppppppp/8/8/8/8/PPPPPPPP/R3K3[QRBBNNkqrrbbnn] b Q "
                     "- 0 1");
    tu_play(g, "R@h8");
    tu_play(g, "R@h1");
    ck_assert_ptr_nonnull(strstr(tu_fen(g, fen, sizeof(fen)), " b KQ "));
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    ck_assert_ptr_nonnull(strstr(tu_fen(g, fen, sizeof(fen)), " w Q "));
    vchess_game_free(g);
}
END_TEST

/* A king dropped from the hand may not enter where it is attacked:
 * black's half holds 32 cells, four of them on the diagonal of the
 * bishop on a1 (e5, f6, g7, h8). */
START_TEST(king_not_dropped_into_check)
{
    vchess_variant_set *set = NULL;
    char got[4096];
    int kings = 0;
    vchess_game *g = tu_text_game(
        &set,
        "[halves:placement]\n"
        "dropRegionWhite = *1 *2 *3 *4\ndropRegionBlack = *8 *7 *6 *5\n",
        "halves", "8/8/8/8/8/8/8/B7[KQRRBNNkqrrbbnn] b - - 0 1");

    tu_sorted_moves(g, got, sizeof(got));
    for (const char *s = got; (s = strstr(s, "K@")) != NULL; s++)
        kings++;
    ck_assert_int_eq(kings, 32 - 4);
    ck_assert_ptr_null(strstr(got, "K@f6"));
    vchess_game_free(g);
    vchess_variant_set_free(set);
}
END_TEST

/* promotedPieceType as Fairy-Stockfish reads it in a child section: the
 * kinds it does not name keep the parent's promotion, 'r:-' takes the
 * rook's away.  From a1 the rook reaches a2-a5 and b1-d1, the king d1,
 * d2 and e2; minishogi adds a1a5+. */
START_TEST(promoted_types_merge_with_the_parent)
{
    vchess_variant_set *set = NULL;
    const char *fen = "4k/5/5/5/R3K[] w - - 0 1";
    vchess_game *g = tu_text_game(&set,
                               "[rookstays:minishogi]\n"
                               "promotedPieceType = r:-\n",
                               "rookstays", fen);
    vchess_game *mini = tu_game("minishogi", fen);
    vchess_move m = 0;

    ck_assert_int_eq(legal_count(g), 10);
    ck_assert_int_eq(legal_count(mini), 11);
    ck_assert_int_eq(vchess_game_parse_move(&m, mini, "a1a5+", NULL), 0);
    ck_assert_int_eq(vchess_game_set_fen(g, "4k/S4/5/5/4K[] w - - 0 1",
                                         NULL),
                     0); /* the silver still promotes */
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "a4a5+", NULL), 0);
    vchess_game_free(g);
    vchess_game_free(mini);
    vchess_variant_set_free(set);
}
END_TEST

Suite *drops_suite(void)
{
    Suite *s = suite_create("drops");
    TCase *tc = tcase_create("core");

    tcase_add_test(tc, capture_fills_the_hand);
    tcase_add_test(tc, pawn_drops_not_on_the_end_ranks);
    tcase_add_test(tc, drop_must_block_check);
    tcase_add_test(tc, hand_saves_from_mate);
    tcase_add_test(tc, promoted_piece_returns_as_pawn);
    tcase_add_test(tc, drop_texts);
    tcase_add_test(tc, hand_fens);
    tcase_add_test(tc, hands_in_the_hash);
    tcase_add_test(tc, shogi_promotion_by_choice_and_by_force);
    tcase_add_test(tc, shogi_promoted_piece_back_to_hand);
    tcase_add_test(tc, shogi_pawn_drop_cells);
    tcase_add_test(tc, shogi_pawn_drop_mate_loses);
    tcase_add_test(tc, shogi_perpetual_check_loses);
    tcase_add_test(tc, bishops_dropped_on_both_shades);
    tcase_add_test(tc, rooks_dropped_on_the_first_rank);
    tcase_add_test(tc, drops_compelled_regional_and_quiet);
    tcase_add_test(tc, pawn_promotes_as_a_piece);
    tcase_add_test(tc, kyoto_turns_pieces_over);
    tcase_add_test(tc, placement_castles_dropped_pieces);
    tcase_add_test(tc, king_not_dropped_into_check);
    tcase_add_test(tc, promoted_types_merge_with_the_parent);
    suite_add_tcase(s, tc);
    return s;
}
