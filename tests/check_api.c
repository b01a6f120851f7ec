/* check_api.c - the public API's contracts: arguments, buffers, errors,
 * ownership and the handle left unchanged by queries. */
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

/* The seed variants first, then Fairy-Stockfish's built-ins under its
 * names (variants/fsf.ini, normal first), then ours; each name once. */
START_TEST(builtins_listed)
{
    size_t n = vchess_builtin_count();

    ck_assert_uint_ge(n, 23);
    ck_assert_str_eq(vchess_builtin_name(0), "chess");
    ck_assert_str_eq(vchess_builtin_name(1), "trihexagonal");
    ck_assert_str_eq(vchess_builtin_name(2), "trumpisten");
    ck_assert_str_eq(vchess_builtin_name(3), "normal");
    ck_assert_ptr_null(vchess_builtin_name(n));
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < i; k++)
            ck_assert_str_ne(vchess_builtin_name(i), vchess_builtin_name(k));
}
END_TEST

START_TEST(new_rejects_bad_arguments)
{
    vchess_game *g = (vchess_game *)&g; /* must be reset to NULL */
    vchess_error err;

    ck_assert_int_eq(vchess_game_new(NULL, "chess", NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_new(&g, NULL, NULL), VCHESS_EINVAL);
    ck_assert_ptr_null(g);
    g = (vchess_game *)&g;
    ck_assert_int_eq(vchess_game_new(&g, "xiangqi", NULL), VCHESS_EVARIANT);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(tu_new_game(&g, "xiangqi", NULL, &err), VCHESS_EVARIANT);
    ck_assert_int_eq(err.code, VCHESS_EVARIANT);
    ck_assert_uint_eq(err.version, VCHESS_ERROR_VERSION);
    ck_assert_str_eq(err.text, "unknown variant 'xiangqi'");
    ck_assert_int_eq(tu_new_game(&g, "chess", "8/8 w - - 0 1", &err),
                     VCHESS_EFEN);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(vchess_game_create(&g, NULL, NULL, NULL, &err),
                     VCHESS_EINVAL);
    vchess_game_free(NULL);
}
END_TEST

/* The error text is bounded, NUL-terminated, and says where. */
START_TEST(error_has_line_and_column)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_error err;
    vchess_move m;

    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e2-", &err),
                     VCHESS_ESYNTAX);
    ck_assert_uint_eq(err.offset, 3);
    ck_assert_uint_eq(err.line, 1);
    ck_assert_uint_eq(err.column, 4);
    ck_assert_uint_lt(strlen(err.text), VCHESS_ERROR_TEXT_MAX);
    ck_assert_int_eq(vchess_game_set_fen(g, "8/8/8/8/8/8/8/8 x - - 0 1", &err),
                     VCHESS_EFEN);
    ck_assert_uint_eq(err.line, 1);
    ck_assert_uint_eq(err.column, err.offset + 1);
    vchess_game_free(g);
}
END_TEST

START_TEST(fen_buffer_rules)
{
    vchess_game *g = tu_game("chess", NULL);
    const char *start =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    char buf[512];
    size_t needed = 0, most = 0;

    ck_assert_int_eq(vchess_game_fen(NULL, 0, &needed, g), VCHESS_EBUFS);
    ck_assert_uint_eq(needed, strlen(start) + 1);
    ck_assert_int_eq(vchess_game_fen(buf, needed - 1, NULL, g), VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_fen(buf, needed, &needed, g), 0);
    ck_assert_str_eq(buf, start);
    ck_assert_int_eq(vchess_game_fen(buf, sizeof(buf), NULL, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_fen_max(&most, vchess_game_variant(g)), 0);
    ck_assert_uint_ge(most, needed);
    vchess_game_free(g);
}
END_TEST

START_TEST(legal_moves_buffer_rules)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_move moves[20];
    size_t n = 0;

    ck_assert_int_eq(vchess_game_legal_moves(NULL, 0, &n, g), VCHESS_EBUFS);
    ck_assert_uint_eq(n, 20);
    ck_assert_int_eq(vchess_game_legal_moves(moves, 19, &n, g), VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_legal_moves(moves, 20, &n, g), 0);
    ck_assert_int_eq(vchess_game_legal_moves(moves, 20, NULL, g),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_moves(NULL, 5, &n, g), VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(push_pop_restore)
{
    vchess_game *g = tu_game("chess", NULL);
    char before[512], after[512];
    vchess_move m = 0, first = 0;
    int side = -1;

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_pop(&m, g), VCHESS_ENOUNDO);
    tu_play(g, "e2e4");
    tu_play(g, "d7d5");
    tu_play(g, "e4d5");
    ck_assert_uint_eq(tu_ply(g), 3);
    ck_assert_int_eq(vchess_game_side_to_move(&side, g), 0);
    ck_assert_int_eq(side, VCHESS_BLACK);
    ck_assert_int_eq(vchess_game_history(&first, g, 0), 0);
    ck_assert_str_eq(tu_cell_name(g, vchess_move_from(first)), "e2");
    ck_assert_int_eq(vchess_game_history(&m, g, 3), VCHESS_ERANGE);
    ck_assert_int_eq(vchess_game_pop(&m, g), 0);
    ck_assert_str_eq(tu_cell_name(g, vchess_move_to(m)), "d5");
    ck_assert_int_eq(vchess_game_pop(NULL, g), 0);
    ck_assert_int_eq(vchess_game_pop(&m, g), 0);
    ck_assert_uint_eq(m, first);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

START_TEST(illegal_push_leaves_game)
{
    vchess_game *g = tu_game("chess", NULL);
    char before[512], after[512];
    vchess_move m;
    int legal = -1;

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e2e5", NULL),
                     VCHESS_EILLEGAL);
    /* a move of another position is refused by push */
    tu_play(g, "e2e4");
    ck_assert_int_eq(vchess_game_parse_move(&m, g, "e7e5", NULL), 0);
    vchess_game_pop(NULL, g);
    ck_assert_int_eq(vchess_game_is_legal(&legal, g, m), 0);
    ck_assert_int_eq(legal, 0);
    ck_assert_int_eq(vchess_game_push(g, m), VCHESS_EILLEGAL);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

/* Forged move values are refused at every entry point, never read. */
START_TEST(forged_moves_refused)
{
    static const vchess_move forged[] = {
        0xFFFFFFFFu,             /* bit 31 */
        64u | 64u << 8,          /* cells past the board */
        12u | 28u << 8 | 7u << 16, /* promotion to a king */
        4u | 6u << 8 | 3u << 21 | 9u << 23, /* castling rule 9 */
    };
    vchess_game *g = tu_game("chess", NULL);
    vchess_move_info info;
    char buf[64];
    int legal = -1;

    for (size_t i = 0; i < sizeof(forged) / sizeof(forged[0]); i++) {
        vchess_move m = forged[i];
        ck_assert_int_eq(vchess_game_push(g, m), VCHESS_EMOVE);
        ck_assert_int_eq(vchess_game_move_coord(buf, sizeof(buf), NULL, g, m),
                         VCHESS_EMOVE);
        ck_assert_int_eq(vchess_game_move_san(buf, sizeof(buf), NULL, g, m),
                         VCHESS_EMOVE);
        ck_assert_int_eq(vchess_game_move_info(&info, g, m), VCHESS_EMOVE);
        ck_assert_int_eq(vchess_game_is_legal(&legal, g, m), 0);
        ck_assert_int_eq(legal, 0);
    }
    vchess_game_free(g);
}
END_TEST

START_TEST(move_parse_errors)
{
    static const struct {
        const char *variant, *text;
        int code;
    } cases[] = {
        {"chess", "", VCHESS_ESYNTAX},
        {"chess", "e2-", VCHESS_ESYNTAX},
        {"chess", "z9z8", VCHESS_ECELL},
        {"chess", "e2e9", VCHESS_ECELL},
        {"trihexagonal", "a1/a2", VCHESS_ECELL},
        {"trumpisten", "a5a6", VCHESS_ECELL},
        {"chess", "e2e5", VCHESS_EILLEGAL},
    };
    vchess_game *g = tu_game(cases[_i].variant, NULL);
    vchess_error err;
    vchess_move m;

    ck_assert_int_eq(vchess_game_parse_move(&m, g, cases[_i].text, &err),
                     cases[_i].code);
    ck_assert_int_eq(err.code, cases[_i].code);
    ck_assert_int_eq(vchess_game_parse_move(&m, g, NULL, NULL),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(perft_arguments)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_move moves[TU_MAX_MOVES];
    uint64_t counts[TU_MAX_MOVES], nodes = 0;
    size_t n;

    ck_assert_int_eq(vchess_game_perft(&nodes, g, 0), 0);
    ck_assert_uint_eq(nodes, 1);
    ck_assert_int_eq(vchess_game_perft(&nodes, g, VCHESS_PERFT_MAX_DEPTH + 1),
                     VCHESS_EDEPTH);
    ck_assert_int_eq(vchess_game_perft(NULL, g, 1), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_perft(&nodes, NULL, 1), VCHESS_EINVAL);
    ck_assert_int_eq(
        vchess_game_perft_divide(moves, counts, 20, &n, &nodes, g, 0),
        VCHESS_EDEPTH);
    ck_assert_int_eq(
        vchess_game_perft_divide(moves, counts, 19, &n, &nodes, g, 1),
        VCHESS_EBUFS);
    ck_assert_uint_eq(n, 20);
    vchess_game_free(g);
}
END_TEST

START_TEST(copy_is_independent)
{
    vchess_game *g = tu_game("trihexagonal", NULL), *c = NULL;
    char a[512], b[512];

    tu_play(g, "b2c4/");
    ck_assert_int_eq(vchess_game_copy(&c, g), 0);
    ck_assert_ptr_eq(vchess_game_variant(c), vchess_game_variant(g));
    ck_assert_str_eq(tu_fen(c, b, sizeof(b)), tu_fen(g, a, sizeof(a)));
    ck_assert_int_eq(vchess_game_pop(NULL, c), 0);
    ck_assert_str_ne(tu_fen(c, b, sizeof(b)), tu_fen(g, a, sizeof(a)));
    ck_assert_int_eq(vchess_game_pop(NULL, c), VCHESS_ENOUNDO);
    ck_assert_uint_eq(tu_ply(g), 1);
    vchess_game_free(c);
    vchess_game_free(g);
}
END_TEST

START_TEST(cells_and_pieces)
{
    vchess_game *g = tu_game("chess", NULL);
    const vchess_variant *v = vchess_game_variant(g);
    int e1 = tu_cell(g, "e1"), cell = 5;
    char piece = '?';

    ck_assert_int_eq(tu_cell_count(g), 64);
    ck_assert_str_eq(vchess_variant_cell_name(v, e1), "e1");
    ck_assert_int_eq(tu_piece_at(g, "e1"), 'K');
    ck_assert_int_eq(tu_piece_at(g, "d8"), 'q');
    ck_assert_int_eq(tu_piece_at(g, "e4"), 0);
    ck_assert_ptr_null(vchess_variant_cell_name(v, 64));
    ck_assert_ptr_null(vchess_variant_cell_name(v, -1));
    ck_assert_int_eq(vchess_game_piece_at(&piece, g, 999), VCHESS_ECELL);
    ck_assert_int_eq(piece, '?');
    ck_assert_int_eq(vchess_variant_cell_index(&cell, v, NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_cell_index(&cell, v, "e9"), VCHESS_ECELL);
    ck_assert_int_eq(cell, 5);
    ck_assert_str_eq(vchess_variant_name(v), "chess");
    vchess_game_free(g);
}
END_TEST

START_TEST(describe_cell)
{
    vchess_game *g = tu_game("trihexagonal", NULL);
    const vchess_variant *v = vchess_game_variant(g);
    int c1 = tu_cell(g, "c1");
    char text[4096];
    size_t needed = 0;

    ck_assert_int_eq(vchess_variant_describe_cell(NULL, 0, &needed, v, c1),
                     VCHESS_EBUFS);
    ck_assert_int_eq(vchess_variant_describe_cell(text, needed, NULL, v, c1),
                     0);
    ck_assert_uint_eq(strlen(text) + 1, needed);
    /* spec section 4: c1's arc */
    ck_assert_ptr_nonnull(strstr(text, "c2/ c2 b2 a2/"));
    ck_assert_int_eq(
        vchess_variant_describe_cell(text, sizeof(text), NULL, v, 72),
        VCHESS_ECELL);
    vchess_game_free(g);
}
END_TEST

/* What legal moves do, worked out from the rules by hand. */
START_TEST(move_infos)
{
    vchess_game *g =
        tu_game("chess", "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1");
    vchess_move_info infos[TU_MAX_MOVES], one;
    size_t n = 0;
    int found = 0;

    ck_assert_int_eq(vchess_game_legal_move_infos(infos, TU_MAX_MOVES, &n, g),
                     0);
    for (size_t i = 0; i < n; i++) {
        const vchess_move_info *m = &infos[i];
        const char *from = tu_cell_name(g, m->from);
        const char *to = tu_cell_name(g, m->to);

        ck_assert_int_eq(vchess_game_move_info(&one, g, m->move), 0);
        ck_assert_int_eq(one.flags, m->flags);
        if (!strcmp(from, "e5") && !strcmp(to, "d6")) {
            ck_assert_uint_eq(m->flags, VCHESS_MOVE_CAPTURE |
                                            VCHESS_MOVE_EN_PASSANT);
            ck_assert_int_eq(m->captured, 'p');
            ck_assert_str_eq(tu_cell_name(g, m->capture_cell), "d5");
            found++;
        }
        if (!strcmp(from, "b7") && !strcmp(to, "a8") && m->promotion == 'Q') {
            /* bxa8=Q takes the rook and gives check along the 8th rank */
            ck_assert_uint_eq(m->flags, VCHESS_MOVE_CAPTURE |
                                            VCHESS_MOVE_PROMOTION |
                                            VCHESS_MOVE_CHECK);
            ck_assert_int_eq(m->piece, 'P');
            ck_assert_int_eq(m->becomes, 'Q');
            ck_assert_int_eq(m->captured, 'r');
            found++;
        }
        if (!strcmp(from, "e1") && !strcmp(to, "g1")) {
            ck_assert_uint_eq(m->flags, VCHESS_MOVE_CASTLING);
            ck_assert_str_eq(tu_cell_name(g, m->partner_from), "h1");
            ck_assert_str_eq(tu_cell_name(g, m->partner_to), "f1");
            ck_assert_int_eq(m->capture_cell, VCHESS_CELL_NONE);
            found++;
        }
    }
    ck_assert_int_eq(found, 3);
    vchess_game_free(g);
}
END_TEST

/* Trumpisten's trump square turns a knight into an amazonrider. */
START_TEST(move_info_morph)
{
    vchess_game *g =
        tu_game("trumpisten", "k3p/5/5/5/*3*/5/*3*/1N3/5/5/4K w - - 0 1");
    vchess_move m;
    vchess_move_info info;

    ck_assert_int_eq(vchess_game_parse_move(&m, g, "b4a6", NULL), 0);
    ck_assert_int_eq(vchess_game_move_info(&info, g, m), 0);
    ck_assert_int_eq(info.piece, 'N');
    ck_assert_int_eq(info.becomes, 'A');
    ck_assert_uint_eq(info.flags, VCHESS_MOVE_MORPH);
    vchess_game_free(g);
}
END_TEST

/* A caller's allocator is used for every allocation of a game. */
struct counting {
    int live, calls;
};

static void *count_malloc(void *opaque, size_t size)
{
    struct counting *c = opaque;

    c->live++;
    c->calls++;
    return malloc(size);
}

static void *count_realloc(void *opaque, void *ptr, size_t size)
{
    struct counting *c = opaque;

    c->live += ptr == NULL;
    c->calls++;
    return realloc(ptr, size);
}

static void count_free(void *opaque, void *ptr)
{
    struct counting *c = opaque;

    c->live--;
    free(ptr);
}

START_TEST(allocator_is_used)
{
    static const char *const shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
    struct counting c = {0, 0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, count_malloc,
                          count_realloc, count_free, &c};
    vchess_game_options opts = VCHESS_GAME_OPTIONS_INIT;
    const vchess_variant *v;
    vchess_game *g, *copy;

    opts.allocator = &a;
    ck_assert_int_eq(vchess_variant_builtin(&v, "chess", NULL), 0);
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, &opts, NULL), 0);
    ck_assert_int_gt(c.live, 0);
    for (int i = 0; i < 14; i++) /* grows the history; not fivefold yet */
        tu_play(g, shuffle[i % 4]);
    ck_assert_int_eq(vchess_game_copy(&copy, g), 0);
    vchess_game_free(g);
    ck_assert_int_gt(c.live, 0);
    vchess_game_free(copy);
    ck_assert_int_eq(c.live, 0);
    ck_assert_int_gt(c.calls, 3);
    a.version = 99;
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, &opts, NULL),
                     VCHESS_EINVAL);
    opts.version = 99;
    ck_assert_int_eq(vchess_game_create(&g, v, NULL, &opts, NULL),
                     VCHESS_EVERSION);
}
END_TEST

/* vchess_variant_piece_targets() on chess, against the rules: a white
 * pawn on e2 moves to e3 e4 and captures on d3 f3; a knight in a corner
 * has 2 cells; statuses for bad arguments and a short buffer. */
START_TEST(piece_targets)
{
    const vchess_variant *v;
    int t[64], e2, e3, e4, d3, f3, a1, count = 0, pawn = -1, knight = -1;
    size_t n = 0;

    ck_assert_int_eq(vchess_variant_builtin(&v, "chess", NULL), 0);
    vchess_variant_cell_index(&e2, v, "e2");
    vchess_variant_cell_index(&e3, v, "e3");
    vchess_variant_cell_index(&e4, v, "e4");
    vchess_variant_cell_index(&d3, v, "d3");
    vchess_variant_cell_index(&f3, v, "f3");
    vchess_variant_cell_index(&a1, v, "a1");
    vchess_variant_piece_count(&count, v);
    for (int k = 0; k < count; k++) {
        char c = 0;
        vchess_variant_piece_letter(&c, v, k);
        pawn = c == 'P' ? k : pawn;
        knight = c == 'N' ? k : knight;
    }
    ck_assert_int_eq(vchess_variant_piece_targets(t, 64, &n, v, pawn,
                                                  VCHESS_WHITE, e2),
                     0);
    ck_assert_uint_eq(n, 4);
    for (size_t i = 0; i < n; i++) {
        int c = VCHESS_TARGET_CELL(t[i]);
        int move = (c == e3 || c == e4) ? VCHESS_TARGET_MOVE
                                        : VCHESS_TARGET_CAPTURE;
        ck_assert(c == e3 || c == e4 || c == d3 || c == f3);
        ck_assert_int_eq(t[i] & ~0xFFF, move);
    }
    ck_assert_int_eq(vchess_variant_piece_targets(t, 64, &n, v, knight,
                                                  VCHESS_BLACK, a1),
                     0);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(vchess_variant_piece_targets(t, 1, &n, v, knight,
                                                  VCHESS_WHITE, a1),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(vchess_variant_piece_targets(t, 64, &n, v, count,
                                                  VCHESS_WHITE, a1),
                     VCHESS_ERANGE);
    ck_assert_int_eq(vchess_variant_piece_targets(t, 64, &n, v, knight,
                                                  VCHESS_WHITE, 64),
                     VCHESS_ECELL);
    ck_assert_int_eq(vchess_variant_piece_targets(t, 64, &n, v, knight, 2,
                                                  a1),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_variant_piece_targets(t, 64, NULL, v, knight,
                                                  VCHESS_WHITE, a1),
                     VCHESS_EINVAL);
}
END_TEST

Suite *api_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("contracts");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, builtins_listed);
    tcase_add_test(tc, new_rejects_bad_arguments);
    tcase_add_test(tc, error_has_line_and_column);
    tcase_add_test(tc, fen_buffer_rules);
    tcase_add_test(tc, legal_moves_buffer_rules);
    tcase_add_test(tc, push_pop_restore);
    tcase_add_test(tc, illegal_push_leaves_game);
    tcase_add_test(tc, forged_moves_refused);
    tcase_add_loop_test(tc, move_parse_errors, 0, 7);
    tcase_add_test(tc, perft_arguments);
    tcase_add_test(tc, copy_is_independent);
    tcase_add_test(tc, cells_and_pieces);
    tcase_add_test(tc, describe_cell);
    tcase_add_test(tc, move_infos);
    tcase_add_test(tc, move_info_morph);
    tcase_add_test(tc, allocator_is_used);
    tcase_add_test(tc, piece_targets);
    suite_add_tcase(s, tc);
    return s;
}
