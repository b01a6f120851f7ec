/* check_pieces.c - the open piece model through the engine: variants the
 * built-ins do not need (more piece kinds, new leaps, no royal piece, a
 * royal piece that is not a king) described as definition text and
 * checked against counts worked out by hand or published by an
 * independent program. */
#include "notation/fen.h"
#include "suites.h"
#include "engine/position.h"
#include "search/eval.h"
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct vc_pos position(const struct vc_variant *v, const char *fen)
{
    struct vc_pos p;
    vchess_error err;

    ck_assert_msg(vc_fen_parse(v, fen, &p, &err) == 0, "%s: %s", fen,
                  err.text);
    return p;
}

/* Capablanca chess (10 x 8): the orthodox pieces plus the archbishop
 * (bishop + knight) and the chancellor (rook + knight), in Betza's
 * notation.  Castling moves the king three cells. */
static struct vc_variant *capablanca(void)
{
    return tu_variant_text(
        "[capa]\n"
        "maxFile = 10\n"
        "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/"
        "RNABQKBCNR w KQkq - 0 1\n"
        "pawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\n"
        "king = k\n"
        "customPiece1 = a:BN\n"
        "customPiece2 = c:RN\n"
        "promotionPieceTypes = qrbnac\n"
        "castlingKingsideFile = i\n"
        "castlingQueensideFile = c\n",
        "capa");
}

/* `go perft 1..4` of Fairy-Stockfish 11.1 (Debian's fairy-stockfish) for
 * its built-in capablanca. */
START_TEST(capablanca_perft)
{
    static const uint64_t expected[] = {1, 28, 784, 25228, 805128};
    struct vc_variant *v = capablanca();
    struct vc_pos p = position(v, v->start_fen);

    ck_assert_int_eq(v->ntypes, 8);
    for (unsigned d = 1; d < sizeof(expected) / sizeof(expected[0]); d++)
        ck_assert_uint_eq(vc_perft(v, &p, d), expected[d]);
    tu_variant_free(v);
}
END_TEST

/* A camel leaps (1, 3) in every direction; a forward knight only the four
 * knight leaps that gain ground. */
static struct vc_variant *leapers(void)
{
    return tu_variant_text("[leapers]\n"
                           "startFen = 4k3/8/8/8/8/8/8/4K3 w - -\n"
                           "king = k\n"
                           "customPiece1 = l:C\n"
                           "customPiece2 = f:fN\n",
                           "leapers");
}

/* The camel's leaps are one family, its own inverse; the forward
 * knight's are two, one per colour. */
START_TEST(leaper_families)
{
    struct vc_variant *v = leapers();
    const struct vc_piece_def *camel = &v->piece[tu_type_of(v, 'L')];
    const struct vc_piece_def *fknight = &v->piece[tu_type_of(v, 'F')];

    ck_assert_int_eq(camel->ncomp, 1);
    ck_assert_int_ge(camel->comp[0].fam[0], VC_FAM_STANDARD);
    ck_assert_int_eq(v->board->inverse[camel->comp[0].fam[0]],
                     camel->comp[0].fam[0]);
    ck_assert_int_eq(fknight->ncomp, 1);
    ck_assert_int_ne(fknight->comp[0].fam[0], fknight->comp[0].fam[1]);
    ck_assert_int_ne(v->board->inverse[fknight->comp[0].fam[0]],
                     fknight->comp[0].fam[0]);
    tu_variant_free(v);
}
END_TEST

static int moves_from(const struct vc_variant *v, const char *fen,
                      const char *from)
{
    struct vc_pos p = position(v, fen);
    uint32_t moves[VC_MAX_GEN];
    int n = vc_gen_legal(v, &p, moves), k = 0;

    for (int i = 0; i < n; i++)
        k += VC_MFROM(moves[i]) == vc_board_find(v->board, from);
    return k;
}

START_TEST(new_leapers)
{
    struct vc_variant *v = leapers();

    /* camel a1: b4 and d2; camel d4: all eight leaps stay on the board */
    ck_assert_int_eq(moves_from(v, "7k/8/8/8/8/8/8/L6K w - -", "a1"), 2);
    ck_assert_int_eq(moves_from(v, "7k/8/8/8/3L4/8/8/7K w - -", "d4"), 8);
    /* forward knight d4: c6 e6 b5 f5 for white, c2 e2 b3 f3 for black */
    ck_assert_int_eq(moves_from(v, "7k/8/8/8/3F4/8/8/7K w - -", "d4"), 4);
    ck_assert_int_eq(moves_from(v, "7k/8/8/8/3f4/8/8/7K b - -", "d4"), 4);
    tu_variant_free(v);
}
END_TEST

/* Attacks follow the inverse relation: a white forward knight on d4 gives
 * check to a king on e6, not to one on e2. */
START_TEST(asymmetric_attacks)
{
    struct vc_variant *v = leapers();
    struct vc_pos ahead = position(v, "8/8/4k3/8/3F4/8/8/K7 b - -");
    struct vc_pos behind = position(v, "8/8/8/8/3F4/8/4k3/K7 b - -");
    struct vc_pos camel = position(v, "8/8/8/8/4k3/8/8/3L3K b - -");

    ck_assert_int_eq(vc_in_check(v, &ahead), 1);
    ck_assert_int_eq(vc_in_check(v, &behind), 0);
    ck_assert_int_eq(vc_in_check(v, &camel), 1); /* d1 + (1, 3) = e4 */
    tu_variant_free(v);
}
END_TEST

/* Without a royal piece nothing is check, every pseudo-legal move is
 * legal, and positions need no king. */
START_TEST(no_royal_piece)
{
    struct vc_variant *v = tu_variant_text(
        "[rooks]\nstartFen = 8/8/8/8/8/8/8/R6r w - -\nrook = r\n", "rooks");
    struct vc_pos p;
    uint32_t moves[VC_MAX_GEN];

    ck_assert_int_eq(v->has_royal, 0);
    p = position(v, v->start_fen);
    /* a1: seven up the file, b1..g1 and the capture on h1 */
    ck_assert_int_eq(vc_gen_legal(v, &p, moves), 14);
    ck_assert_int_eq(vc_in_check(v, &p), 0);
    tu_variant_free(v);
}
END_TEST

/* A royal knight (as in Knightmate): knight moves, and it may not step
 * onto a cell a rook attacks. */
START_TEST(royal_knight)
{
    struct vc_variant *v = tu_variant_text(
        "[knightmate]\nstartFen = 1r5n/8/8/8/8/8/8/N7 w - -\n"
        "king = n:N\nrook = r\n",
        "knightmate");
    struct vc_pos p;
    uint32_t moves[VC_MAX_GEN];

    /* the knight on a1 reaches b3 and c2; the rook on b8 guards b3 */
    p = position(v, "1r5n/8/8/8/8/8/8/N7 w - -");
    ck_assert_int_eq(vc_gen_legal(v, &p, moves), 1);
    ck_assert_int_eq(vc_board_find(v->board, "c2"), VC_MTO(moves[0]));
    /* a rook on a8 attacks the royal knight on a1 along the file */
    p = position(v, "r6n/8/8/8/8/8/8/N7 w - -");
    ck_assert_int_eq(vc_in_check(v, &p), 1);
    tu_variant_free(v);
}
END_TEST

/* Each legal move of fen once, as many as `expected` (counted by hand,
 * and by Fairy-Stockfish where it plays the piece), by every generator. */
static void each_move_once(const struct vc_variant *v, const char *fen,
                           int expected)
{
    struct vc_pos p = position(v, fen);
    uint32_t moves[VC_MAX_GEN], sets[VC_MAX_GEN];
    int n = vc_gen_legal(v, &p, moves);

    for (int i = 0; i < n; i++)
        for (int k = 0; k < i; k++)
            ck_assert_msg(moves[i] != moves[k], "%s: move %d twice", fen, i);
    ck_assert_int_eq(n, expected);
    ck_assert_int_eq(vc_count_legal(v, &p), expected);
    ck_assert_int_eq(vc_gen_legal_sets(v, &p, sets), expected);
}

/* Atoms of one piece that reach the same cell make one move there: F and
 * cF both capture diagonally, R and D both reach two cells along a line,
 * and a Diagram pawn's F and cF (with fmW) capture once. */
START_TEST(overlapping_atoms)
{
    struct vc_variant *v = tu_variant_text(
        "[overlap:chess]\ncustomPiece1 = a:FcF\ncustomPiece2 = d:RD\n",
        "overlap");
    struct vc_variant *d = tu_variant_text(
        "satellite=fuzz\nfiles=8\nranks=6\npromoZone=1\npromoChoice=Q\nroyal=K\n"
        "symmetry=mirror\n"
        "pawn:P:ifmnDfmWFcF::a2-h2\nqueen:Q:Q::d1\nking:K:K::e1\n",
        "fuzz");

    /* a on d4 takes c5 e5 c3 e3; the king on e1 keeps d1 e2 f1 */
    each_move_once(v, "4k3/8/8/2p1p3/3A4/2p1p3/8/4K3 w - - 0 1", 7);
    /* d on d3: d4, d5 (takes), the rank, and d2 d1; king d1 d2 e2 f1 f2 */
    each_move_once(v, "4k3/8/8/3p4/8/3D4/8/4K3 w - - 0 1", 16);
    /* the pawn on d4: d5, takes c5 and e5, steps to c3 and e3; king a1:
     * a2 b1 b2 */
    each_move_once(d, "7k/8/2p1p3/3P4/8/K7 w - - 0 1", 8);
    tu_variant_free(v);
    tu_variant_free(d);
}
END_TEST

/* The evaluation of v from its start position (free() it). */
static struct vc_eval *evaluation(const struct vc_variant *v)
{
    struct vc_eval *e = malloc(sizeof(*e));
    uint32_t *room = malloc(VC_MOVE_ROOM(v) * sizeof(*room));
    struct vc_pos start = position(v, v->start_fen);

    ck_assert_ptr_nonnull(e);
    ck_assert_ptr_nonnull(room);
    vc_eval_init(e, v, &start, room);
    free(room);
    return e;
}

/* The evaluation counts material for its owner, except where losing the
 * whole army wins: an extra queen is good in chess, bad in antichess. */
START_TEST(material_sign_follows_the_rules)
{
    static const char *const names[] = {"chess", "antichess"};
    static const int sign[] = {1, -1};

    for (int i = 0; i < 2; i++) {
        const struct vc_variant *v = tu_builtin(names[i]);
        struct vc_eval *e = evaluation(v);
        struct vc_pos p = position(v, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");

        ck_assert_int_gt(sign[i] * vc_evaluate(e, &p), 500);
        free(e);
    }
}
END_TEST

/* vc_reach_both() counted by hand: a queen on an open board, then with
 * an enemy pawn on its file (taken, not passed); a knight and a rook at
 * the start; an archbishop on capablanca's two-word board. */
START_TEST(reach_counts_the_cells)
{
    static const struct {
        const char *variant, *fen, *cell;
        int want;
    } cases[] = {
        {"chess", "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1", "d4", 27},
        {"chess", "4k3/8/3p4/8/3Q4/8/8/4K3 w - - 0 1", "d4", 25},
        {"chess", NULL, "b1", 2},
        {"chess", NULL, "a1", 0},
        {"capablanca", "5k4/10/10/10/4A5/10/10/5K4 w - - 0 1", "e4", 22},
    };

    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const struct vc_variant *v = tu_builtin(cases[i].variant);
        struct vc_pos p =
            position(v, cases[i].fen ? cases[i].fen : v->start_fen);

        ck_assert(v->reach_ok);
        ck_assert_int_eq(vc_reach_both(v, &p,
                                       vc_board_find(v->board, cases[i].cell)),
                         cases[i].want);
    }
}
END_TEST

/* Counting a piece's moves from its plans (mob_sets) scores as walking
 * its programs does, along random games of variants of one- and
 * two-word boards, with holes, drops and pieces that change type.  (With
 * eval.c's guard against overlapping groups taken out, torishogi
 * fails.) */
START_TEST(mobility_by_plan_scores_as_by_walk)
{
    static const char *const names[] = {
        "chess",      "capablanca", "grand",      "makruk",
        "shogi",      "crazyhouse", "trumpisten", "knightmate",
        "seirawan",   "hoppelpoppel",
        "torishogi"}; /* groups that overlap: walked, the rest by plan */
    uint64_t rng = 0x2545F4914F6CDD1Du;

    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        const struct vc_variant *v = tu_builtin(names[i]);
        struct vc_eval *e = evaluation(v), *walk = malloc(sizeof(*walk));
        uint32_t *moves = malloc(VC_MOVE_ROOM(v) * sizeof(*moves));
        int by_plan = 0;

        ck_assert_ptr_nonnull(walk);
        ck_assert_ptr_nonnull(moves);
        *walk = *e;
        memset(walk->mob_sets, 0, sizeof(walk->mob_sets));
        for (int t = 0; t < VC_MAX_PTYPES; t++)
            by_plan += e->mob_sets[0][t] + e->mob_sets[1][t];
        ck_assert_msg(by_plan > 0, "%s: no type counted by plan", names[i]);
        for (int game = 0; game < 4; game++) {
            struct vc_pos p = position(v, v->start_fen);
            for (int ply = 0; ply < 150; ply++) {
                struct vc_undo u;
                int n = vc_gen_legal(v, &p, moves);
                ck_assert_int_eq(vc_evaluate(e, &p), vc_evaluate(walk, &p));
                if (n == 0 || vc_ended(v, &p))
                    break;
                rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
                vc_make(v, &p, moves[rng % (uint64_t)n], &u);
            }
        }
        free(moves);
        free(walk);
        free(e);
    }
}
END_TEST

/* The value of the type with FEN letter c in e, or -1. */
static int value_of(const struct vc_variant *v, const struct vc_eval *e,
                    char c)
{
    for (int i = 0; i < v->ntypes; i++)
        if (v->piece[v->type_list[i]].letter == c)
            return e->value[v->type_list[i]];
    return -1;
}

/* Values measured from the rules land where players put them: chess
 * N = 3, R = 5, Q = 9 pawns (within a third of a pawn), the bishop a
 * little above the knight; capablanca's
 * archbishop between rook and chancellor, the chancellor below the
 * queen; the shatranj ferz and alfil worth less than 3/5 of a knight. */
START_TEST(piece_values_fit_the_variant)
{
    static const char *const names[] = {"chess", "capablanca", "shatranj"};
    const struct vc_variant *v[3];
    int n[3];

    for (int i = 0; i < 3; i++) {
        struct vc_eval *e;

        v[i] = tu_builtin(names[i]);
        e = evaluation(v[i]);
        n[i] = value_of(v[i], e, 'N');
        if (i == 0) {
            ck_assert_int_lt(abs(n[i] - 300), 34);
            ck_assert_int_ge(value_of(v[i], e, 'B'), n[i]);
            ck_assert_int_lt(value_of(v[i], e, 'B'), n[i] + 80);
            ck_assert_int_lt(abs(value_of(v[i], e, 'R') - 500), 34);
            ck_assert_int_lt(abs(value_of(v[i], e, 'Q') - 900), 34);
        } else if (i == 1) {
            ck_assert_int_gt(value_of(v[i], e, 'A'),
                             value_of(v[i], e, 'R') + 150);
            ck_assert_int_gt(value_of(v[i], e, 'C'), value_of(v[i], e, 'A'));
            ck_assert_int_gt(value_of(v[i], e, 'Q'), value_of(v[i], e, 'C'));
        } else {
            ck_assert_int_lt(value_of(v[i], e, 'Q'), n[i] * 3 / 5);
            ck_assert_int_lt(value_of(v[i], e, 'B'), n[i] * 3 / 5);
        }
        free(e);
    }
}
END_TEST

/* What e makes of the position `to` less what it makes of `from`. */
static int score_gain(const struct vc_variant *v, const struct vc_eval *e,
                      const char *from, const char *to)
{
    struct vc_pos a = position(v, from), b = position(v, to);

    return vc_evaluate(e, &b) - vc_evaluate(e, &a);
}

/* With the pieces on, a king that has castled stands better than one
 * in the middle of its back rank (Stockfish 11's king table puts g1
 * over a pawn above e1, b1 and c1 above it too); once the pieces are
 * off the same walk to the corner loses (the centre wins there).  In
 * chess and in capablanca, whose king castles to i1 and c1. */
START_TEST(a_castled_king_counts_while_pieces_stay)
{
    const struct vc_variant *v = tu_builtin("chess");
    const struct vc_variant *capa = tu_builtin("capablanca");
    struct vc_eval *e = evaluation(v), *ce = evaluation(capa);
    const char *army = "rnbqkbnr/pppppppp/8/8/8/8/8/";
    const char *bare = "4k3/8/8/8/8/8/8/";
    char from[64], to[64];
    int short_side, long_side, no_castle, end;

    snprintf(from, sizeof from, "%s4K3 w - - 0 1", army);
    snprintf(to, sizeof to, "%s6K1 w - - 0 1", army);
    short_side = score_gain(v, e, from, to);
    snprintf(to, sizeof to, "%s1K6 w - - 0 1", army);
    long_side = score_gain(v, e, from, to);
    snprintf(to, sizeof to, "%s5K2 w - - 0 1", army);
    no_castle = score_gain(v, e, from, to);
    snprintf(from, sizeof from, "%s4K3 w - - 0 1", bare);
    snprintf(to, sizeof to, "%s6K1 w - - 0 1", bare);
    end = score_gain(v, e, from, to);
    ck_assert_msg(short_side >= 20 && long_side >= 20 && no_castle < 20,
                  "e1-g1 %d, e1-b1 %d, e1-f1 %d", short_side, long_side,
                  no_castle);
    ck_assert_int_lt(end, 0);
    ck_assert_int_ge(
        score_gain(capa, ce,
                   "rnabqkbcnr/pppppppppp/10/10/10/10/10/5K4 w - - 0 1",
                   "rnabqkbcnr/pppppppppp/10/10/10/10/10/8K1 w - - 0 1"),
        20);
    free(e);
    free(ce);
}
END_TEST

/* Players value a pawn's advance far more once the pieces are off (a
 * pawn on the sixth then nears a queen; with the pieces on it is mostly
 * a target): in chess, a2 to a6 gains at least twice as much against a
 * bare king as against black's whole army (white has no piece in either,
 * so no mobility of white's changes, and black's does not either). */
START_TEST(pawn_advance_counts_more_in_the_endgame)
{
    const struct vc_variant *v = tu_builtin("chess");
    struct vc_eval *e = evaluation(v);
    int middle = score_gain(v, e, "rnbqkbnr/pppppppp/8/8/8/8/P7/4K3 w - - 0 1",
                            "rnbqkbnr/pppppppp/P7/8/8/8/8/4K3 w - - 0 1");
    int end = score_gain(v, e, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1",
                         "4k3/8/P7/8/8/8/8/4K3 w - - 0 1");

    ck_assert_int_ge(middle, 0);
    ck_assert_msg(end >= 2 * middle && end > 0, "a2-a6: %d with the pieces, "
                  "%d without", middle, end);
    free(e);
}
END_TEST

/* A pawn that an enemy pawn can stop or take on its way (one on the cells
 * ahead of it, or one that attacks them or the pawn) is not passed and
 * keeps half of what its advance adds (eval.h); a passed one keeps it
 * all.  In chess, b2-b5 with black's pawn on h7 (passed both times) and
 * on c7 (which attacks b6): black's pawn is the same before and after
 * the move, so the two gains differ by the white pawn alone.  The kings
 * stand where the next test's proximity adds nothing on b5 (black's two
 * moves away, white's six, counted as the most, five: 5 x 2 = 2 x 5). */
START_TEST(a_passed_pawn_keeps_its_advance)
{
    const struct vc_variant *v = tu_builtin("chess");
    struct vc_eval *e = evaluation(v);
    int passed = score_gain(v, e, "8/3k3p/8/8/8/8/1P6/7K w - - 0 1",
                            "8/3k3p/8/1P6/8/8/8/7K w - - 0 1");
    int stopped = score_gain(v, e, "8/2pk4/8/8/8/8/1P6/7K w - - 0 1",
                             "8/2pk4/8/1P6/8/8/8/7K w - - 0 1");

    ck_assert_int_gt(passed, 20);
    ck_assert_msg(abs(2 * stopped - passed) <= 2,
                  "b2-b5: %d passed, %d stopped", passed, stopped);
    free(e);
}
END_TEST

/* In the endgame a passed pawn is worth more the farther the enemy royal
 * piece stands from it and the nearer its own (Stockfish's king
 * proximity).  In chess, white's pawn on e6: black's king on b8 (three
 * moves from it) against g8 (two), white's on f5 (one) against c5 (two).
 * Each pair is mirrored across the board's middle, so the royal piece's
 * cells weigh alike and only the distance to the pawn differs. */
START_TEST(a_passed_pawn_wants_its_king_near_and_the_enemy_far)
{
    const struct vc_variant *v = tu_builtin("chess");
    struct vc_eval *e = evaluation(v);
    int enemy_far = score_gain(v, e, "6k1/8/4P3/8/8/8/8/4K3 w - - 0 1",
                               "1k6/8/4P3/8/8/8/8/4K3 w - - 0 1");
    int own_near = score_gain(v, e, "1k6/8/4P3/2K5/8/8/8/8 w - - 0 1",
                              "1k6/8/4P3/5K2/8/8/8/8 w - - 0 1");

    ck_assert_int_gt(enemy_far, 0);
    ck_assert_int_gt(own_near, 0);
    ck_assert_int_gt(enemy_far, own_near); /* 5 a move against 2 */
    free(e);
}
END_TEST

/* A cell that makes a piece a stronger type (trumpisten's trump squares
 * a6 and e6 make any piece an amazonrider) is worth part of the gain to
 * a piece that can get there, more the fewer moves it needs: a third
 * of it one move away, a ninth two moves away (the shares matches
 * chose, bench/strength/README.md).  A knight on b4 (one move from a6),
 * c2 (two) and c4 (four) has six moves on each, so only that part of
 * the score differs. */
START_TEST(a_way_to_a_trump_square_counts)
{
    const struct vc_variant *v = tu_builtin("trumpisten");
    struct vc_eval *e = evaluation(v);
    const char *c4 = "2k1p/5/5/5/*3*/5/*3*/2N2/5/5/2K2 w - - 0 1";
    int gain = value_of(v, e, 'A') - value_of(v, e, 'N');
    int one = score_gain(v, e, c4,
                         "2k1p/5/5/5/*3*/5/*3*/1N3/5/5/2K2 w - - 0 1");
    int two = score_gain(v, e, c4,
                         "2k1p/5/5/5/*3*/5/*3*/5/5/2N2/2K2 w - - 0 1");

    ck_assert_int_gt(gain, 400);
    ck_assert_msg(one > gain / 4 && one <= gain / 3, "b4: %d of %d", one,
                  gain);
    ck_assert_msg(two > gain / 16 && two <= gain / 9, "c2: %d of %d", two,
                  gain);
    free(e);
}
END_TEST

/* Twenty-six piece kinds, one per letter, on the board at once. */
START_TEST(twenty_six_kinds)
{
    const char *fen = "ABCDEFGH/IJKLMNOP/QRSTUVWX/YZ6/yz6/qrstuvwx/"
                      "ijklmnop/abcdefgh w - - 0 1";
    char text[1024], back[256];
    struct vc_variant *v;
    struct vc_pos p;
    int n, k = 1;

    n = snprintf(text, sizeof(text), "[alphabet]\nstartFen = %s\n"
                 "king = k:W\n", fen);
    for (char c = 'a'; c <= 'z'; c++)
        if (c != 'k')
            n += snprintf(text + n, sizeof(text) - (size_t)n,
                          "customPiece%d = %c:W\n", k++, c);
    v = tu_variant_text(text, "alphabet");
    ck_assert_int_eq(v->ntypes, 26);
    p = position(v, fen);
    vc_fen_write(v, &p, back, sizeof(back));
    ck_assert_str_eq(back, fen);
    tu_variant_free(v);
}
END_TEST

/* The Zobrist key kept by make/unmake equals the key computed afresh,
 * along pseudo-random games of every built-in variant. */
START_TEST(zobrist_incremental)
{
    static const char *const names[] = {"chess", "trihexagonal",
                                        "trumpisten"};
    const struct vc_variant *v = tu_builtin(names[_i]);
    struct vc_undo undo[200];
    uint32_t moves[VC_MAX_GEN], seed = 12345u + (uint32_t)_i;
    struct vc_pos p;
    int ply = 0;

    p = position(v, v->start_fen);
    for (; ply < 200; ply++) {
        int n = vc_gen_legal(v, &p, moves);
        if (n == 0)
            break;
        seed = seed * 1103515245u + 12345u;
        vc_make(v, &p, moves[(seed >> 8) % (uint32_t)n], &undo[ply]);
        ck_assert_uint_eq(p.key, vc_pos_key_compute(&p, v->board->ncells));
    }
    while (ply-- > 0) {
        vc_unmake(v, &p, &undo[ply]);
        ck_assert_uint_eq(p.key, vc_pos_key_compute(&p, v->board->ncells));
    }
}
END_TEST

Suite *pieces_suite(void)
{
    Suite *s = suite_create("pieces");
    TCase *tc = tcase_create("open model");

    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, capablanca_perft);
    tcase_add_test(tc, piece_values_fit_the_variant);
    tcase_add_test(tc, leaper_families);
    tcase_add_test(tc, new_leapers);
    tcase_add_test(tc, asymmetric_attacks);
    tcase_add_test(tc, no_royal_piece);
    tcase_add_test(tc, royal_knight);
    tcase_add_test(tc, twenty_six_kinds);
    tcase_add_test(tc, overlapping_atoms);
    tcase_add_test(tc, material_sign_follows_the_rules);
    tcase_add_test(tc, reach_counts_the_cells);
    tcase_add_test(tc, mobility_by_plan_scores_as_by_walk);
    tcase_add_test(tc, a_castled_king_counts_while_pieces_stay);
    tcase_add_test(tc, pawn_advance_counts_more_in_the_endgame);
    tcase_add_test(tc, a_passed_pawn_keeps_its_advance);
    tcase_add_test(tc, a_passed_pawn_wants_its_king_near_and_the_enemy_far);
    tcase_add_test(tc, a_way_to_a_trump_square_counts);
    tcase_add_loop_test(tc, zobrist_incremental, 0, 3);
    suite_add_tcase(s, tc);
    return s;
}
