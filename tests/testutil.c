/* testutil.c - helpers shared by the Check suites. */
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

vchess_game *tu_game(const char *variant, const char *fen)
{
    vchess_error err = {0, 0, ""};
    vchess_game *g = NULL;
    int rc = vchess_game_new_ex(&g, variant, fen, &err);

    ck_assert_msg(rc == 0, "%s: %s", fen ? fen : variant, err.text);
    return g;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* Moves whose from-cell is exactly `from`, sorted. */
const char *tu_moves(vchess_game *g, const char *from, char *buf,
                     size_t size)
{
    static const size_t W = VCHESS_MOVE_TEXT_MAX;
    vchess_move moves[VCHESS_MAX_MOVES];
    char (*text)[VCHESS_MOVE_TEXT_MAX] = calloc(VCHESS_MAX_MOVES, W);
    size_t n = 0, k = 0, len = 0;
    int cell = vchess_game_cell_index(g, from);

    ck_assert_int_ge(cell, 0);
    ck_assert_int_eq(vchess_game_legal_moves(g, moves, VCHESS_MAX_MOVES, &n),
                     0);
    for (size_t i = 0; i < n; i++)
        if (vchess_move_from(moves[i]) == cell)
            vchess_move_to_coord(g, moves[i], text[k++], W, NULL);
    qsort(text, k, W, cmp_text);
    buf[0] = 0;
    for (size_t i = 0; i < k && len + W + 1 < size; i++)
        len += (size_t)snprintf(buf + len, size - len, i ? " %s" : "%s",
                                text[i]);
    free(text);
    return buf;
}

void tu_play(vchess_game *g, const char *move)
{
    vchess_move m;
    int rc = vchess_move_parse(g, move, &m);

    ck_assert_msg(rc == 0, "%s: %s", move, vchess_game_last_error(g)->text);
    ck_assert_int_eq(vchess_game_push(g, m), 0);
}

const char *tu_fen(vchess_game *g, char *buf, size_t size)
{
    ck_assert_int_eq(vchess_game_fen(g, buf, size, NULL), 0);
    return buf;
}

const char *tu_data_dir(void)
{
    const char *dir = getenv("VCHESS_TEST_DATA");

    return dir && *dir ? dir : "tests";
}

void tu_check_moves(const struct tu_moves_case *c)
{
    vchess_game *g = tu_game(c->variant, c->fen);
    char buf[4096];

    ck_assert_msg(strcmp(tu_moves(g, c->from, buf, sizeof(buf)),
                         c->expected) == 0,
                  "%s %s from %s: got \"%s\", expected \"%s\"", c->variant,
                  c->fen, c->from, buf, c->expected);
    vchess_game_free(g);
}

void tu_check_result(const char *variant, const char *fen,
                     vchess_result result, vchess_reason reason)
{
    vchess_game *g = tu_game(variant, fen);
    vchess_result r;
    vchess_reason why;

    ck_assert_int_eq(vchess_game_result(g, &r, &why), 0);
    ck_assert_msg(r == result && why == reason, "%s: result %d/%d, expected "
                  "%d/%d", fen, (int)r, (int)why, (int)result, (int)reason);
    vchess_game_free(g);
}

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
static int parse_case(char *line, struct tu_perft_case *c)
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

int tu_perft_cases(struct tu_perft_case *out, int max)
{
    char path[512], line[512];
    int n = 0;
    FILE *f;

    snprintf(path, sizeof(path), "%s/perft_cases.txt", tu_data_dir());
    if (!(f = fopen(path, "r")))
        return 0;
    while (n < max && fgets(line, sizeof(line), f))
        if (line[0] != '#' && strchr(line, ';') &&
            parse_case(line, &out[n]) == 0)
            n++;
    fclose(f);
    return n;
}

const char *tu_case_fen(const struct tu_perft_case *c)
{
    return strcmp(c->fen, "startpos") == 0 ? NULL : c->fen;
}
