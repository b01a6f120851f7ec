/* testutil.c - helpers shared by the Check suites. */
#include "testutil.h"

#include "api/api.h"
#include "define/definition.h"
#include "rules/tables.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

vchess_error tu_err;

vchess_game *tu_game(const char *variant, const char *fen)
{
    vchess_error err;
    vchess_game *g = NULL;
    int rc = tu_new_game(&g, variant, fen, &err);

    ck_assert_msg(rc == 0, "%s: %s", fen ? fen : variant, err.text);
    return g;
}

int tu_new_game(vchess_game **out, const char *variant, const char *fen,
                vchess_error *err)
{
    const vchess_variant *v;
    int rc = vchess_variant_builtin(&v, variant, err);

    *out = NULL;
    return rc < 0 ? rc : vchess_game_create(out, v, fen, NULL, err);
}

int tu_cell(const vchess_game *g, const char *name)
{
    int cell = VCHESS_CELL_NONE;

    ck_assert_msg(vchess_variant_cell_index(&cell, vchess_game_variant(g),
                                            name) == 0,
                  "no cell %s", name);
    return cell;
}

int tu_cell_count(const vchess_game *g)
{
    int n = 0;

    ck_assert_int_eq(vchess_variant_cell_count(&n, vchess_game_variant(g)),
                     0);
    return n;
}

const char *tu_cell_name(const vchess_game *g, int cell)
{
    return vchess_variant_cell_name(vchess_game_variant(g), cell);
}

char tu_piece_at(const vchess_game *g, const char *cell)
{
    char piece = '?';

    ck_assert_int_eq(vchess_game_piece_at(&piece, g, tu_cell(g, cell)), 0);
    return piece;
}

int tu_in_check(const vchess_game *g)
{
    int check = -1;

    ck_assert_int_eq(vchess_game_in_check(&check, g), 0);
    return check;
}

size_t tu_ply(const vchess_game *g)
{
    size_t ply = 0;

    ck_assert_int_eq(vchess_game_ply(&ply, g), 0);
    return ply;
}

uint64_t tu_perft(const vchess_game *g, unsigned depth)
{
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_game_perft(&nodes, g, depth), 0);
    return nodes;
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
    vchess_move moves[TU_MAX_MOVES];
    char (*text)[VCHESS_MOVE_TEXT_MAX] = calloc(TU_MAX_MOVES, W);
    size_t n = 0, k = 0, len = 0;
    int cell = tu_cell(g, from);

    ck_assert_int_eq(vchess_game_legal_moves(moves, TU_MAX_MOVES, &n, g), 0);
    for (size_t i = 0; i < n; i++)
        if (vchess_move_from(moves[i]) == cell)
            vchess_game_move_coord(text[k++], W, NULL, g, moves[i]);
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
    vchess_error err;
    int rc = vchess_game_parse_move(&m, g, move, &err);

    ck_assert_msg(rc == 0, "%s: %s", move, err.text);
    ck_assert_int_eq(vchess_game_push(g, m), 0);
}

const char *tu_fen(vchess_game *g, char *buf, size_t size)
{
    ck_assert_int_eq(vchess_game_fen(buf, size, NULL, g), 0);
    return buf;
}

const char *tu_data_dir(void)
{
    const char *dir = getenv("VCHESS_TEST_DATA");

    return dir && *dir ? dir : "tests";
}

char *tu_read_data(const char *name)
{
    char path[512];
    char *text = NULL;
    size_t n = 0, cap = 0;
    FILE *f;

    snprintf(path, sizeof(path), "%s/%s", tu_data_dir(), name);
    ck_assert_msg((f = fopen(path, "r")) != NULL, "%s", path);
    do {
        if (n + 1 >= cap) {
            cap = cap ? 2 * cap : 1 << 16;
            text = realloc(text, cap);
            ck_assert_ptr_nonnull(text);
        }
        n += fread(text + n, 1, cap - 1 - n, f);
    } while (!feof(f) && !ferror(f));
    ck_assert_msg(!ferror(f), "%s: read error", path);
    fclose(f);
    text[n] = 0;
    return text;
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

void tu_check_result(const char *variant, const char *fen, int result,
                     int reason)
{
    vchess_game *g = tu_game(variant, fen);
    int r, why;

    ck_assert_int_eq(vchess_game_result(&r, &why, g), 0);
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

/* A variant with its name and start position in the same block. */
struct tu_variant {
    struct vc_variant v; /* first: free(&t->v) frees the block */
    char name[VC_DEF_NAME_MAX];
    char fen[VC_FEN_TEXT_MAX];
};

struct vc_variant *tu_variant_text(const char *text, const char *name)
{
    struct vc_def_list l;
    vchess_allocator a;
    struct tu_variant *t = calloc(1, sizeof(*t));
    vchess_error err;
    char why[200] = "";
    size_t at = 0, k = 0;

    ck_assert_ptr_nonnull(t);
    vc_alloc_pick(&a, NULL);
    memset(&l, 0, sizeof(l));
    l.alloc = &a;
    ck_assert_msg(vc_def_read(&l, text, "test", &err) == 0, "%s", err.text);
    while (k < l.ndefs && strcmp(l.defs[k].name, name) != 0)
        k++;
    ck_assert_msg(k < l.ndefs, "the text defines no '%s'", name);
    ck_assert(vc_tables_open(&t->v, &a) == 0);
    ck_assert_msg(vc_def_build(&t->v, &l.defs[k], why, sizeof(why), &at) == 0,
                  "%s at %zu: %s", name, at, why);
    ck_assert(vc_tables_close(&t->v, &a) == 0);
    snprintf(t->name, sizeof(t->name), "%s", l.defs[k].name);
    snprintf(t->fen, sizeof(t->fen), "%s", l.defs[k].start_fen);
    t->v.name = t->name;
    t->v.start_fen = t->fen;
    free(l.defs);
    return &t->v;
}

void tu_variant_free(struct vc_variant *v)
{
    vchess_allocator a;

    if (!v)
        return;
    vc_alloc_pick(&a, NULL);
    vc_tables_free(v, &a);
    free(v);
}

const struct vc_variant *tu_builtin(const char *name)
{
    const vchess_variant *v = NULL;
    vchess_error err;

    ck_assert_msg(vchess_variant_builtin(&v, name, &err) == 0, "%s: %s",
                  name, err.text);
    return &v->v;
}

int tu_type_of(const struct vc_variant *v, char letter)
{
    for (int k = 0; k < v->ntypes; k++)
        if (v->piece[v->type_list[k]].letter == letter)
            return v->type_list[k];
    return 0;
}

static void *failing_malloc(void *opaque, size_t size)
{
    struct tu_failing *f = opaque;
    void *p = ++f->calls == f->fail_at ? NULL : malloc(size);

    f->live += p != NULL;
    return p;
}

static void *failing_realloc(void *opaque, void *ptr, size_t size)
{
    struct tu_failing *f = opaque;
    void *p = ++f->calls == f->fail_at ? NULL : realloc(ptr, size);

    f->live += p != NULL && ptr == NULL;
    return p;
}

static void failing_free(void *opaque, void *ptr)
{
    ((struct tu_failing *)opaque)->live -= ptr != NULL;
    free(ptr);
}

void tu_failing_init(struct tu_failing *f, long fail_at)
{
    f->calls = 0;
    f->fail_at = fail_at;
    f->live = 0;
    f->alloc.version = VCHESS_ALLOCATOR_VERSION;
    f->alloc.malloc_fn = failing_malloc;
    f->alloc.realloc_fn = failing_realloc;
    f->alloc.free_fn = failing_free;
    f->alloc.opaque = f;
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

const char *tu_sorted_moves(const vchess_game *g, char *out, size_t size)
{
    char buf[4096], *word[256], *save = NULL;
    vchess_move moves[256];
    size_t n = 0, count = 0, len = 0;

    ck_assert_int_eq(vchess_game_legal_move_texts(buf, sizeof(buf), NULL,
                                                  moves, 256, &count, g,
                                                  VCHESS_NOTATION_COORD),
                     0);
    for (char *w = strtok_r(buf, " ", &save); w && n < 256;
         w = strtok_r(NULL, " ", &save))
        word[n++] = w;
    qsort(word, n, sizeof(*word), by_text);
    out[0] = 0;
    for (size_t i = 0; i < n; i++)
        len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " " : "",
                                word[i]);
    return out;
}

vchess_game *tu_text_game(vchess_variant_set **set, const char *text,
                          const char *name, const char *fen)
{
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_error err;

    vchess_variant_set_free(*set); /* games keep their own variants */
    *set = NULL;
    ck_assert_msg(vchess_variant_set_load(set, text, "t.ini", NULL, &err) ==
                      0,
                  "%s", err.text);
    ck_assert_int_eq(vchess_variant_set_get(&v, *set, name, NULL), 0);
    ck_assert_msg(vchess_game_create(&g, v, fen, NULL, &err) == 0, "%s",
                  err.text);
    return g;
}
