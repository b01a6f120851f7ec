/* check_move_texts.c - vchess_game_legal_move_texts(): every legal move's
 * text in one buffer, in the same order as its moves, and the buffer rules
 * of the library. */
#include "suites.h"
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#define TEXT_BYTES (TU_MAX_MOVES * VCHESS_MOVE_TEXT_MAX)

struct texts_case {
    const char *variant, *fen; /* fen NULL: the start position */
    int count;                 /* -1: as many as vchess_game_legal_moves */
};

/* Chess facts and the rules documents' counts; each listing is checked
 * move by move against vchess_game_move_coord() and _san() below. */
static const struct texts_case cases[] = {
    {"chess", NULL, 20},
    {"chess", "r3k3/1P6/8/3pP3/8/8/8/R3K2R w KQq d6 0 1", -1},
    {"chess", "8/P6k/8/8/8/8/8/K7 w - - 0 1", 7},
    /* fool's mate: the game is over, no moves, "" */
    {"chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
     0},
    {"trihexagonal", NULL, 18},
    {"trumpisten", NULL, -1},
};

/* The i-th space-separated word of text into word. */
static void nth_word(const char *text, size_t i, char *word, size_t size)
{
    const char *p = text;
    size_t len;

    for (; i; i--) {
        p = strchr(p, ' ');
        ck_assert_ptr_nonnull(p);
        p++;
    }
    len = strcspn(p, " ");
    ck_assert_uint_lt(len, size);
    memcpy(word, p, len);
    word[len] = '\0';
}

static void check_listing(vchess_game *g, int notation, int expected)
{
    vchess_move moves[TU_MAX_MOVES], plain[TU_MAX_MOVES];
    char *text = malloc(TEXT_BYTES), word[VCHESS_MOVE_TEXT_MAX];
    char one[VCHESS_MOVE_TEXT_MAX];
    size_t n = 0, k = 0, needed = 0, words = 0;

    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, TEXT_BYTES, &needed,
                                                  moves, TU_MAX_MOVES, &n, g,
                                                  notation),
                     0);
    ck_assert_int_eq(vchess_game_legal_moves(plain, TU_MAX_MOVES, &k, g), 0);
    ck_assert_uint_eq(n, k);
    if (expected >= 0)
        ck_assert_uint_eq(n, (size_t)expected);
    ck_assert_uint_eq(needed, strlen(text) + 1);
    for (const char *p = text; *p; p++)
        words += *p == ' ';
    ck_assert_uint_eq(n ? words + 1 : 0, n);
    ck_assert(n || text[0] == '\0');
    for (size_t i = 0; i < n; i++) {
        ck_assert_uint_eq(moves[i], plain[i]);
        nth_word(text, i, word, sizeof(word));
        if (notation == VCHESS_NOTATION_SAN)
            ck_assert_int_eq(
                vchess_game_move_san(one, sizeof(one), NULL, g, moves[i]), 0);
        else
            ck_assert_int_eq(
                vchess_game_move_coord(one, sizeof(one), NULL, g, moves[i]),
                0);
        ck_assert_str_eq(word, one);
    }
    free(text);
}

START_TEST(texts_match_moves)
{
    const struct texts_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, c->fen);

    check_listing(g, VCHESS_NOTATION_COORD, c->count);
    check_listing(g, VCHESS_NOTATION_SAN, c->count);
    vchess_game_free(g);
}
END_TEST

/* A position whose whole listing is known: K a1, P a7 against K h7. */
START_TEST(texts_by_hand)
{
    vchess_game *g = tu_game("chess", "8/P6k/8/8/8/8/8/K7 w - - 0 1");
    char text[256];
    vchess_move moves[16];
    size_t n = 0;
    int seen = 0;
    static const char *const coord[] = {"a1a2", "a1b1", "a1b2", "a7a8q",
                                        "a7a8r", "a7a8b", "a7a8n"};
    static const char *const san[] = {"Ka2", "Kb1",  "Kb2", "a8=Q",
                                      "a8=R", "a8=B", "a8=N"};

    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  moves, 16, &n, g,
                                                  VCHESS_NOTATION_COORD),
                     0);
    ck_assert_uint_eq(n, 7);
    ck_assert_uint_eq(strlen(text), 4 * 3 + 5 * 4 + 6);
    for (int i = 0; i < 7; i++)
        seen += strstr(text, coord[i]) != NULL;
    ck_assert_int_eq(seen, 7);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  NULL, 0, &n, g,
                                                  VCHESS_NOTATION_SAN),
                     VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  moves, 16, &n, g,
                                                  VCHESS_NOTATION_SAN),
                     0);
    seen = 0;
    for (int i = 0; i < 7; i++) {
        const char *at = strstr(text, san[i]);

        /* "a8=Q" is no part of "a8=Q+": the king on h7 is not on rank 8 */
        seen += at && (at[strlen(san[i])] == ' ' || !at[strlen(san[i])]);
    }
    ck_assert_int_eq(seen, 7);
    vchess_game_free(g);
}
END_TEST

START_TEST(texts_buffer_rules)
{
    vchess_game *g = tu_game("chess", NULL);
    vchess_move moves[20];
    char text[128];
    size_t n = 0, needed = 0;

    /* 20 moves of 4 letters and 19 spaces: 99 bytes and the NUL */
    ck_assert_int_eq(vchess_game_legal_move_texts(NULL, 0, &needed, moves, 20,
                                                  &n, g,
                                                  VCHESS_NOTATION_COORD),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(needed, 100);
    ck_assert_uint_eq(n, 20);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, 99, &needed, moves, 20,
                                                  &n, g,
                                                  VCHESS_NOTATION_COORD),
                     VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, 100, &needed, moves,
                                                  19, &n, g,
                                                  VCHESS_NOTATION_COORD),
                     VCHESS_EBUFS);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, 100, &needed, moves,
                                                  20, &n, g,
                                                  VCHESS_NOTATION_COORD),
                     0);
    ck_assert_uint_eq(strlen(text), 99);
    /* SAN of the start: 16 pawn moves of 2 letters, 4 knight moves of 3 */
    ck_assert_int_eq(vchess_game_legal_move_texts(NULL, 0, &needed, NULL, 0,
                                                  &n, g, VCHESS_NOTATION_SAN),
                     VCHESS_EBUFS);
    ck_assert_uint_eq(needed, 16 * 2 + 4 * 3 + 19 + 1);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  moves, 20, &n, g, 2),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  moves, 20, &n, g, -1),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  moves, 20, NULL, g, 0),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  NULL, 5, &n, g, 0),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_move_texts(NULL, 5, NULL, moves, 20,
                                                  &n, g, 0),
                     VCHESS_EINVAL);
    ck_assert_int_eq(vchess_game_legal_move_texts(text, sizeof(text), NULL,
                                                  moves, 20, &n, NULL, 0),
                     VCHESS_EINVAL);
    vchess_game_free(g);
}
END_TEST

/* Along a played game the position, and with it the listing, changes:
 * each ply's listing still agrees with the moves one at a time. */
START_TEST(texts_along_a_game)
{
    static const char *const plies[] = {"e4", "d5", "exd5", "Qxd5", "Nc3",
                                        "Qa5", "d4", "c6", "Nf3", "Bg4"};
    vchess_game *g = tu_game("chess", NULL);

    for (size_t i = 0; i < sizeof(plies) / sizeof(plies[0]); i++) {
        check_listing(g, VCHESS_NOTATION_COORD, -1);
        check_listing(g, VCHESS_NOTATION_SAN, -1);
        tu_play(g, plies[i]);
    }
    vchess_game_free(g);
}
END_TEST

Suite *move_texts_suite(void)
{
    Suite *s = suite_create("move_texts");
    TCase *tc = tcase_create("listing");

    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, texts_match_moves, 0,
                        (int)(sizeof(cases) / sizeof(cases[0])));
    tcase_add_test(tc, texts_by_hand);
    tcase_add_test(tc, texts_buffer_rules);
    tcase_add_test(tc, texts_along_a_game);
    suite_add_tcase(s, tc);
    return s;
}
