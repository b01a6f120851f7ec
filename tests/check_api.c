/* check_api.c - the public API's contracts: arguments, buffers, errors,
 * ownership and the handle left unchanged by queries. */
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

START_TEST(variants_listed)
{
    ck_assert_uint_eq(vchess_variant_count(), 3);
    ck_assert_str_eq(vchess_variant_name(0), "chess");
    ck_assert_str_eq(vchess_variant_name(1), "trihexagonal");
    ck_assert_str_eq(vchess_variant_name(2), "trumpisten");
    ck_assert_ptr_null(vchess_variant_name(3));
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
    ck_assert_int_eq(vchess_game_new_ex(&g, "xiangqi", NULL, &err),
                     VCHESS_EVARIANT);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(err.code, VCHESS_EVARIANT);
    ck_assert_ptr_nonnull(strstr(err.text, "xiangqi"));
    ck_assert_int_eq(vchess_game_new_ex(&g, "chess", "8/8 w - - 0 1", &err),
                     VCHESS_EFEN);
    ck_assert_ptr_null(g);
    vchess_game_free(NULL);
}
END_TEST

START_TEST(fen_buffer_rules)
{
    vchess_game *g = tu_game("chess", NULL);
    const char *start =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    char buf[VCHESS_FEN_MAX];
    size_t needed = 0;

    ck_assert_int_eq(vchess_game_fen(g, NULL, 0, &needed), VCHESS_EBUFS);
    ck_assert_uint_eq(needed, strlen(start) + 1);
    ck_assert_int_eq(vchess_game_fen(g, buf, needed - 1, NULL), VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_fen(g, buf, needed, &needed), 0);
    ck_assert_str_eq(buf, start);
    ck_assert_int_eq(vchess_game_fen(NULL, buf, sizeof(buf), NULL),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(legal_moves_buffer_rules)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_move moves[20];
    size_t n = 0;

    ck_assert_int_eq(vchess_game_legal_moves(g, NULL, 0, &n), VCHESS_EBUFS);
    ck_assert_uint_eq(n, 20);
    ck_assert_int_eq(vchess_game_legal_moves(g, moves, 19, &n), VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_legal_moves(g, moves, 20, &n), 0);
    ck_assert_int_eq(vchess_game_legal_moves(g, moves, 20, NULL),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_moves(g, NULL, 5, &n), VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(push_pop_restore)
{
    vchess_game *g = tu_game("chess", NULL);
    char before[VCHESS_FEN_MAX], after[VCHESS_FEN_MAX];

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_game_pop(g), VCHESS_ENOUNDO);
    ck_assert_int_eq(vchess_game_last_error(g)->code, VCHESS_ENOUNDO);
    tu_play(g, "e2e4");
    tu_play(g, "d7d5");
    tu_play(g, "e4d5");
    ck_assert_uint_eq(vchess_game_ply(g), 3);
    ck_assert_int_eq(vchess_game_side_to_move(g), VCHESS_BLACK);
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(vchess_game_pop(g), 0);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

START_TEST(illegal_push_leaves_game)
{
    vchess_game *g = tu_game("chess", NULL);
    char before[VCHESS_FEN_MAX], after[VCHESS_FEN_MAX];
    vchess_move m;

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_move_parse(g, "e2e5", &m), VCHESS_EILLEGAL);
    /* a move of another position is refused by push */
    tu_play(g, "e2e4");
    ck_assert_int_eq(vchess_move_parse(g, "e7e5", &m), 0);
    vchess_game_pop(g);
    ck_assert_int_eq(vchess_game_is_legal(g, m), 0);
    ck_assert_int_eq(vchess_game_push(g, m), VCHESS_EILLEGAL);
    ck_assert_int_eq(vchess_game_push(g, 0xFFFFFFFFu), VCHESS_EILLEGAL);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
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
    vchess_move m;

    ck_assert_int_eq(vchess_move_parse(g, cases[_i].text, &m), cases[_i].code);
    ck_assert_int_eq(vchess_game_last_error(g)->code, cases[_i].code);
    ck_assert_int_eq(vchess_move_parse(g, NULL, &m), VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

START_TEST(perft_arguments)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_move moves[VCHESS_MAX_MOVES];
    uint64_t counts[VCHESS_MAX_MOVES], nodes = 0;
    size_t n;

    ck_assert_int_eq(vchess_perft(g, 0, &nodes), 0);
    ck_assert_uint_eq(nodes, 1);
    ck_assert_int_eq(vchess_perft(g, VCHESS_PERFT_MAX_DEPTH + 1, &nodes),
                     VCHESS_EDEPTH);
    ck_assert_int_eq(vchess_perft(g, 1, NULL), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_perft(NULL, 1, &nodes), VCHESS_EINVAL);
    ck_assert_int_eq(vchess_perft_divide(g, 0, moves, counts, 20, &n, &nodes),
                     VCHESS_EDEPTH);
    ck_assert_int_eq(vchess_perft_divide(g, 1, moves, counts, 19, &n, &nodes),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(n, 20);
    vchess_game_free(g);
}
END_TEST

START_TEST(copy_is_independent)
{
    vchess_game *g = tu_game("trihexagonal", NULL), *c = NULL;
    char a[VCHESS_FEN_MAX], b[VCHESS_FEN_MAX];

    tu_play(g, "b2c4/");
    ck_assert_int_eq(vchess_game_copy(&c, g), 0);
    ck_assert_str_eq(tu_fen(c, b, sizeof(b)), tu_fen(g, a, sizeof(a)));
    ck_assert_int_eq(vchess_game_pop(c), 0);
    ck_assert_str_ne(tu_fen(c, b, sizeof(b)), tu_fen(g, a, sizeof(a)));
    ck_assert_int_eq(vchess_game_pop(c), VCHESS_ENOUNDO);
    ck_assert_uint_eq(vchess_game_ply(g), 1);
    vchess_game_free(c);
    vchess_game_free(g);
}
END_TEST

START_TEST(cells_and_pieces)
{
    vchess_game *g = tu_game("chess", NULL);
    int e1 = vchess_game_cell_index(g, "e1");

    ck_assert_int_eq(vchess_game_cell_count(g), 64);
    ck_assert_str_eq(vchess_game_cell_name(g, e1), "e1");
    ck_assert_int_eq(vchess_game_piece_at(g, e1), 'K');
    ck_assert_int_eq(vchess_game_piece_at(g, vchess_game_cell_index(g, "d8")),
                     'q');
    ck_assert_int_eq(vchess_game_piece_at(g, vchess_game_cell_index(g, "e4")),
                     0);
    ck_assert_ptr_null(vchess_game_cell_name(g, 64));
    ck_assert_ptr_null(vchess_game_cell_name(g, -1));
    ck_assert_int_eq(vchess_game_piece_at(g, 999), 0);
    ck_assert_int_eq(vchess_game_cell_index(g, NULL), VCHESS_EINVAL);
    ck_assert_str_eq(vchess_game_variant(g), "chess");
    vchess_game_free(g);
}
END_TEST

START_TEST(describe_cell)
{
    vchess_game *g = tu_game("trihexagonal", NULL);
    int c1 = vchess_game_cell_index(g, "c1");
    char text[2048];
    size_t needed = 0;

    ck_assert_int_eq(vchess_game_describe_cell(g, c1, NULL, 0, &needed),
                     VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_describe_cell(g, c1, text, needed, NULL), 0);
    ck_assert_uint_eq(strlen(text) + 1, needed);
    /* spec section 4: c1's arc */
    ck_assert_ptr_nonnull(strstr(text, "c2/ c2 b2 a2/"));
    ck_assert_int_eq(vchess_game_describe_cell(g, 72, text, sizeof(text),
                                               NULL),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

Suite *api_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("contracts");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, variants_listed);
    tcase_add_test(tc, new_rejects_bad_arguments);
    tcase_add_test(tc, fen_buffer_rules);
    tcase_add_test(tc, legal_moves_buffer_rules);
    tcase_add_test(tc, push_pop_restore);
    tcase_add_test(tc, illegal_push_leaves_game);
    tcase_add_loop_test(tc, move_parse_errors, 0, 7);
    tcase_add_test(tc, perft_arguments);
    tcase_add_test(tc, copy_is_independent);
    tcase_add_test(tc, cells_and_pieces);
    tcase_add_test(tc, describe_cell);
    suite_add_tcase(s, tc);
    return s;
}
