/* check_perft.c - perft of every case in tests/perft_cases.txt, the data
 * file the Python tests read too, plus the divide law. */
#include "suites.h"
#include "testutil.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_CASES 128

struct perft_case {
    char variant[32];
    char fen[256];
    unsigned depth;
    uint64_t nodes;
};

static struct perft_case cases[MAX_CASES];
static int ncases;

static char *trim(char *s)
{
    char *end;

    while (*s == ' ')
        s++;
    end = s + strlen(s);
    while (end > s && strchr(" \r\n", end[-1]))
        *--end = 0;
    return s;
}

/* Split "variant ; fen ; depth ; nodes" in place; 0 on success. */
static int parse_case(char *line, struct perft_case *c)
{
    char *field[4];

    for (int i = 0; i < 4; i++) {
        char *semi = strchr(line, ';');
        if ((i < 3) != (semi != NULL))
            return -1;
        if (semi)
            *semi = 0;
        field[i] = trim(line);
        line = semi + 1;
    }
    snprintf(c->variant, sizeof(c->variant), "%s", field[0]);
    snprintf(c->fen, sizeof(c->fen), "%s", field[1]);
    c->depth = (unsigned)strtoul(field[2], NULL, 10);
    c->nodes = strtoull(field[3], NULL, 10);
    return 0;
}

static void load_cases(void)
{
    char path[512], line[512];
    FILE *f;

    snprintf(path, sizeof(path), "%s/perft_cases.txt", tu_data_dir());
    f = fopen(path, "r");
    ncases = 0;
    if (!f)
        return;
    while (fgets(line, sizeof(line), f) && ncases < MAX_CASES)
        if (line[0] != '#' && strchr(line, ';') &&
            parse_case(line, &cases[ncases]) == 0)
            ncases++;
    fclose(f);
}

static const char *case_fen(const struct perft_case *c)
{
    return strcmp(c->fen, "startpos") == 0 ? NULL : c->fen;
}

START_TEST(data_file_has_cases)
{
    ck_assert_msg(ncases >= 20, "read %d cases from %s/perft_cases.txt",
                  ncases, tu_data_dir());
}
END_TEST

START_TEST(perft_case)
{
    const struct perft_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, case_fen(c));
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_perft(g, c->depth, &nodes), 0);
    ck_assert_msg(nodes == c->nodes, "%s %s depth %u: %" PRIu64 " != %" PRIu64,
                  c->variant, c->fen, c->depth, nodes, c->nodes);
    vchess_game_free(g);
}
END_TEST

/* divide sums to perft, has one line per legal move, and leaves the
 * position as it was. */
START_TEST(divide_matches_perft)
{
    const struct perft_case *c = &cases[_i];
    vchess_game *g = tu_game(c->variant, case_fen(c));
    vchess_move moves[VCHESS_MAX_MOVES];
    uint64_t counts[VCHESS_MAX_MOVES], total = 0, sum = 0, first = 0;
    size_t n = 0, legal = 0;
    char before[VCHESS_FEN_MAX], after[VCHESS_FEN_MAX];

    tu_fen(g, before, sizeof(before));
    ck_assert_int_eq(vchess_perft_divide(g, c->depth, moves, counts,
                                         VCHESS_MAX_MOVES, &n, &total), 0);
    vchess_game_legal_moves(g, moves, VCHESS_MAX_MOVES, &legal);
    for (size_t i = 0; i < n; i++)
        sum += counts[i];
    vchess_perft(g, 1, &first);
    ck_assert_uint_eq(n, legal);
    ck_assert_uint_eq(sum, total);
    ck_assert_uint_eq(total, c->nodes);
    ck_assert_uint_eq(first, n);
    ck_assert_str_eq(tu_fen(g, after, sizeof(after)), before);
    vchess_game_free(g);
}
END_TEST

Suite *perft_suite(void)
{
    Suite *s = suite_create("perft");
    TCase *tc = tcase_create("cases");

    load_cases();
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, data_file_has_cases);
    tcase_add_loop_test(tc, perft_case, 0, ncases);
    tcase_add_loop_test(tc, divide_matches_perft, 0, ncases);
    suite_add_tcase(s, tc);
    return s;
}
