/* check_share.c - what variants share (lib/board/share.c,
 * lib/rules/line_share.c): one board and one set of line tables for the
 * variants that have the same ones and were made by the same allocator,
 * kept while any of them lives and freed with the last; within a
 * variant, black's rows of a piece that moves as white's are white's;
 * and a load that runs out of memory anywhere leaves nothing behind. */
#include "suites.h"
#include "testutil.h"

#include "api/api.h"

#include <stddef.h>
#include <stdlib.h>

static const char *const two_chesses =
    "[a:chess]\n"
    "[b:chess]\n"
    "queen = -\n"
    "startFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1\n"
    "promotionPieceTypes = rbn\n"
    "[wide:chess]\n"
    "maxFile = j\n"
    "startFen = rnbqkbnrrr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKBNRRR w "
    "- - 0 1\n";

static const vchess_variant *get(const vchess_variant_set *s,
                                 const char *name)
{
    const vchess_variant *v = NULL;
    vchess_error e;

    ck_assert_msg(vchess_variant_set_get(&v, s, name, &e) == 0, "%s",
                  e.text);
    return v;
}

static vchess_variant_set *load(const char *text, const vchess_allocator *a)
{
    vchess_variant_set *s = NULL;
    vchess_error e;

    ck_assert_msg(vchess_variant_set_load(&s, text, "t", a, &e) == 0, "%s",
                  e.text);
    return s;
}

/* The type of v whose letter is `letter`, or 0. */
/* The line-table groups of v's plans, into g (at most max); their
 * number.  Black's plans that are white's (alike_rows) are not counted
 * again. */
static int groups_of(const struct vc_variant *v,
                     const struct vc_line_group **g, int max)
{
    int n = 0;

    for (int code = 0; code < VC_PIECE_CODES; code++) {
        if (!v->rows[code] || !v->tabled)
            continue;
        for (int c = 0; c < v->board->ncells; c++) {
            const struct vc_plan *pl = &v->plan[code][c];
            const struct vc_line_group *first = vc_plan_groups(pl);
            for (int i = 0; i < pl->ngroups; i++) {
                ck_assert_int_lt(n, max);
                g[n++] = &first[i];
            }
        }
    }
    return n;
}

#define MAX_GROUPS 8192

/* How many of v's line groups use a table that one of w's groups uses;
 * *all gets how many groups v has. */
static int tables_in_common(const struct vc_variant *v,
                            const struct vc_variant *w, int *all)
{
    static const struct vc_line_group *gv[MAX_GROUPS], *gw[MAX_GROUPS];
    int nv = groups_of(v, gv, MAX_GROUPS), nw = groups_of(w, gw, MAX_GROUPS);
    int n = 0;

    for (int i = 0; i < nv; i++) {
        int found = 0;
        for (int k = 0; k < nw && !found; k++)
            found = gv[i]->tab == gw[k]->tab;
        n += found;
    }
    *all = nv;
    return n;
}

START_TEST(one_board_for_the_variants_on_it)
{
    vchess_variant_set *s = load(two_chesses, NULL);
    const vchess_variant *chess = NULL;

    ck_assert_int_eq(vchess_variant_builtin(&chess, "chess", NULL), 0);
    ck_assert_ptr_eq(get(s, "a")->v.board, chess->v.board);
    ck_assert_ptr_eq(get(s, "b")->v.board, chess->v.board);
    ck_assert_ptr_ne(get(s, "wide")->v.board, chess->v.board);
    ck_assert_int_eq(get(s, "wide")->v.board->ncells, 80);
    vchess_variant_set_free(s);
}
END_TEST

/* The same definition twice: each piece code's rows are one copy; one
 * piece less: the other pieces' rows and line tables are chess's. */
START_TEST(line_tables_of_pieces_that_move_alike)
{
    vchess_variant_set *s = load(two_chesses, NULL);
    const vchess_variant *chess = NULL;
    const struct vc_variant *a = &get(s, "a")->v, *b = &get(s, "b")->v;
    const struct vc_variant *c;
    int all_b = 0, all_chess = 0, rook, queen;

    ck_assert_int_eq(vchess_variant_builtin(&chess, "chess", NULL), 0);
    c = &chess->v;
    for (int code = 0; code < VC_PIECE_CODES; code++) {
        ck_assert_ptr_eq(a->rows[code], c->rows[code]);
        ck_assert_ptr_eq(a->plan[code], c->plan[code]);
        ck_assert_ptr_eq(a->prog_at[VC_COLOR(code)][VC_TYPE(code)],
                         c->prog_at[VC_COLOR(code)][VC_TYPE(code)]);
    }
    rook = tu_type_of(b, 'R');
    queen = tu_type_of(c, 'Q');
    ck_assert(rook && queen && !tu_type_of(b, 'Q'));
    ck_assert_ptr_nonnull(b->rows[VC_PIECE(0, rook)]);
    ck_assert_ptr_eq(b->rows[VC_PIECE(0, rook)],
                     c->rows[VC_PIECE(0, tu_type_of(c, 'R'))]);
    /* Without its queen: the rooks' and bishops' tables are chess's, and
     * there are fewer groups (where there are tables: a CPU without fast
     * bit gathering has none). */
    ck_assert_int_eq(tables_in_common(b, c, &all_b), all_b);
    tables_in_common(c, c, &all_chess);
    ck_assert(all_b == 0 || all_b < all_chess);
    vchess_variant_set_free(s);
}
END_TEST

struct counting {
    long live;
};

static void *count_malloc(void *opaque, size_t size)
{
    ((struct counting *)opaque)->live++;
    return malloc(size);
}

static void *count_realloc(void *opaque, void *ptr, size_t size)
{
    ((struct counting *)opaque)->live += ptr == NULL;
    return realloc(ptr, size);
}

static void count_free(void *opaque, void *ptr)
{
    ((struct counting *)opaque)->live -= ptr != NULL;
    free(ptr);
}

static uint64_t perft(const vchess_variant *v, int depth)
{
    vchess_game *g = NULL;
    uint64_t nodes = 0;

    ck_assert_int_eq(vchess_game_create(&g, v, NULL, NULL, NULL), 0);
    ck_assert_int_eq(vchess_game_perft(&nodes, g, depth), 0);
    vchess_game_free(g);
    return nodes;
}

/* The cell of v's board on `cell`'s file, on the rank as far from the
 * other side. */
static int mirror(const struct vc_variant *v, int cell)
{
    const struct vc_board *b = v->board;
    int rank = b->nranks - 1 - b->rank[cell];

    for (int c = 0; c < b->ncells; c++)
        if (b->rank[c] == rank && b->file[c] == b->file[cell])
            return c;
    ck_abort_msg("no mirror of %s", b->name[cell]);
    return -1;
}

/* 1 if black's one-cell moves of `type` on each cell are white's from
 * the mirrored cell, mirrored. */
static int leaps_mirrored(const struct vc_variant *v, int type)
{
    for (int c = 0; c < v->board->ncells; c++) {
        const struct vc_plan *w = &v->plan[VC_PIECE(0, type)][mirror(v, c)];
        const struct vc_plan *k = &v->plan[VC_PIECE(1, type)][c];
        for (int to = 0; to < v->board->ncells; to++)
            if (vc_set_has(k->leap[VC_BOTH - 1], to) !=
                vc_set_has(w->leap[VC_BOTH - 1], mirror(v, to)))
                return 0;
    }
    return 1;
}

/* A piece that moves the same for both colours has one set of rows,
 * white's; a pawn, or a piece that moves forwards only, has rows of its
 * own for black, moving the other way. */
START_TEST(black_rows_of_pieces_that_move_as_white)
{
    vchess_variant_set *s = load("[alike:chess]\n"
                                 "[forward:chess]\n"
                                 "knight = -\n"
                                 "customPiece1 = n:fN\n",
                                 NULL);
    const struct vc_variant *a = &get(s, "alike")->v;
    const struct vc_variant *f = &get(s, "forward")->v;
    int knight = tu_type_of(a, 'N'), pawn = tu_type_of(a, 'P');
    int fn = tu_type_of(f, 'N'), rook = tu_type_of(f, 'R');

    ck_assert(knight && pawn && fn && rook);
    ck_assert(a->alike_rows >> knight & 1);
    ck_assert_ptr_eq(a->plan[VC_PIECE(1, knight)], a->plan[VC_PIECE(0, knight)]);
    ck_assert_ptr_eq(a->prog_at[1][knight], a->prog_at[0][knight]);
    ck_assert_ptr_eq(a->piece_zone[VC_PIECE(1, knight)],
                     a->piece_zone[VC_PIECE(0, knight)]);
    ck_assert(!(a->alike_rows >> pawn & 1));
    ck_assert_ptr_ne(a->plan[VC_PIECE(1, pawn)], a->plan[VC_PIECE(0, pawn)]);
    ck_assert(!(f->alike_rows >> fn & 1));
    ck_assert_ptr_ne(f->plan[VC_PIECE(1, fn)], f->plan[VC_PIECE(0, fn)]);
    ck_assert_ptr_ne(f->prog_at[1][fn], f->prog_at[0][fn]);
    ck_assert(f->alike_rows >> rook & 1);
    if (a->reach_ok && f->reach_ok) {
        ck_assert(leaps_mirrored(a, knight));
        ck_assert(leaps_mirrored(f, fn));
    }
    /* A forward knight on its first rank has a knight's two moves, so
     * the counts are chess's; with white's rows black's knights would
     * have none, and 20 * 16 = 320 at depth 2. */
    ck_assert_uint_eq(perft(get(s, "forward"), 1), 20);
    ck_assert_uint_eq(perft(get(s, "forward"), 2), 400);
    vchess_variant_set_free(s);
}
END_TEST

/* A caller's allocator gets its own copies, which outlive any one of
 * the variants that share them and go with the last. */
START_TEST(shared_parts_go_with_the_last_variant)
{
    struct counting c = {0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, count_malloc,
                          count_realloc, count_free, &c};
    vchess_variant_set *s1 = load("[a:chess]\n", &a);
    vchess_variant_set *s2 = load("[b:chess]\n", &a);
    const vchess_variant *chess = NULL;
    const vchess_variant *b = get(s2, "b");

    ck_assert_int_eq(vchess_variant_builtin(&chess, "chess", NULL), 0);
    ck_assert_ptr_eq(get(s1, "a")->v.board, b->v.board);
    ck_assert_ptr_ne(b->v.board, chess->v.board);
    for (int code = 0; code < VC_PIECE_CODES; code++)
        ck_assert(!b->v.rows[code] ||
                  b->v.rows[code] != chess->v.rows[code]);
    vchess_variant_set_free(s1);
    ck_assert_uint_eq(perft(b, 3), 8902);
    ck_assert_int_gt(c.live, 0);
    vchess_variant_set_free(s2);
    ck_assert_int_eq(c.live, 0);
}
END_TEST

/* An allocator that counts the bytes it holds (each block's size is
 * kept in front of it). */
struct bytes {
    size_t live;
};

typedef union {
    max_align_t align;
    size_t size;
} bytes_head;

static void *bytes_malloc(void *opaque, size_t size)
{
    bytes_head *h = malloc(sizeof(*h) + size);

    if (!h)
        return NULL;
    h->size = size;
    ((struct bytes *)opaque)->live += size;
    return h + 1;
}

static void *bytes_realloc(void *opaque, void *ptr, size_t size)
{
    bytes_head *h = ptr ? (bytes_head *)ptr - 1 : NULL;
    size_t old = h ? h->size : 0;

    if (!(h = realloc(h, sizeof(*h) + size)))
        return NULL;
    h->size = size;
    ((struct bytes *)opaque)->live += size - old;
    return h + 1;
}

static void bytes_free(void *opaque, void *ptr)
{
    bytes_head *h;

    if (!ptr)
        return;
    h = (bytes_head *)ptr - 1;
    ((struct bytes *)opaque)->live -= h->size;
    free(h);
}

/* A board's shared copy holds what the board uses, not the room it was
 * built in: a zebra gives chess a family of rays of its own, so a new
 * board, which must hold 64 cells' names, squares and ray index (64
 * rows of 48 families, 3 bytes each: 9 KB), and some 2,500 rays (4
 * bytes each) of some 4,000 cells: under 40 KB; the builder's room is
 * over 400 KB (32,768 rays and their scratch). */
START_TEST(a_new_board_costs_what_it_holds)
{
    static const char zebra[] = "[z:chess]\nknight = -\n"
                                "customPiece1 = n:Z\n";
    struct bytes c = {0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, bytes_malloc,
                          bytes_realloc, bytes_free, &c};
    vchess_variant_set *chess = load("[a:chess]\n", &a), *first, *again;
    size_t before = c.live, new_board, shared_board;

    first = load(zebra, &a);
    new_board = c.live - before;
    before = c.live;
    again = load(zebra, &a);
    shared_board = c.live - before;
    ck_assert_ptr_eq(get(first, "z")->v.board, get(again, "z")->v.board);
    ck_assert_ptr_ne(get(first, "z")->v.board, get(chess, "a")->v.board);
    ck_assert_uint_lt(new_board - shared_board, 64 * 1024);
    ck_assert_uint_eq(perft(get(again, "z"), 1), 20);
    vchess_variant_set_free(chess);
    vchess_variant_set_free(first);
    vchess_variant_set_free(again);
    ck_assert_uint_eq(c.live, 0);
}
END_TEST

/* The groups of white's `type` on each cell of v whose tables are also
 * those of some group of w's `wtype` on the same cell; *all gets how
 * many groups v's type has. */
static int groups_met(const struct vc_variant *v, int type,
                      const struct vc_variant *w, int wtype, int *all)
{
    int met = 0;

    *all = 0;
    for (int c = 0; c < v->board->ncells; c++) {
        const struct vc_plan *p = &v->plan[VC_PIECE(0, type)][c];
        const struct vc_plan *q = &w->plan[VC_PIECE(0, wtype)][c];
        for (int i = 0; i < p->ngroups; i++) {
            int found = 0;
            for (int k = 0; k < q->ngroups && !found; k++)
                found = vc_plan_groups(p)[i].tab ==
                        vc_plan_groups(q)[k].tab;
            met += found;
            ++*all;
        }
    }
    return met;
}

/* Two variants that differ in one piece share what is the same in it: a
 * nightrider (NN) and a piece that moves as a nightrider or two cells
 * orthogonally (W2NN) have the nightrider's tables in common, which
 * they would not if one table held the lines of both ways of moving
 * (the short slides' cells fit in beside the nightrider's in one
 * table).  The variants may go in either order, and with the last the
 * tables go too. */
START_TEST(a_changed_piece_shares_its_ways_of_moving)
{
    static const char rider[] = "[nn:chess]\nknight = -\n"
                                "customPiece1 = n:NN\n";
    static const char slider[] = "[w2nn:chess]\nknight = -\n"
                                 "customPiece1 = n:W2NN\n";
    struct bytes c = {0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, bytes_malloc,
                          bytes_realloc, bytes_free, &c};
    vchess_variant_set *s[2];
    uint64_t want[2];
    int all = 0;

    for (int order = 0; order < 2; order++) {
        const struct vc_variant *r, *w;
        s[0] = load(rider, &a);
        s[1] = load(slider, &a);
        r = &get(s[0], "nn")->v;
        w = &get(s[1], "w2nn")->v;
        ck_assert_ptr_eq(r->board, w->board);
        if (r->tabled && w->tabled) { /* tables: fast bit gathering */
            ck_assert_int_eq(groups_met(r, tu_type_of(r, 'N'), w,
                                        tu_type_of(w, 'N'), &all), all);
            ck_assert_int_gt(all, 0);
        }
        /* counted before and after the other goes: the same */
        want[0] = perft(get(s[0], "nn"), 3);
        want[1] = perft(get(s[1], "w2nn"), 3);
        vchess_variant_set_free(s[order]);
        ck_assert_uint_eq(perft(get(s[!order], order ? "nn" : "w2nn"), 3),
                          want[!order]);
        vchess_variant_set_free(s[!order]);
        ck_assert_uint_eq(c.live, 0);
    }
}
END_TEST

/* An allocator that fails its nth call (from 1; 0: none) and counts
 * the blocks held. */
struct failing {
    long calls, fail_at, live;
};

static void *fail_malloc(void *opaque, size_t size)
{
    struct failing *f = opaque;
    void *p = ++f->calls == f->fail_at ? NULL : malloc(size);

    f->live += p != NULL;
    return p;
}

static void *fail_realloc(void *opaque, void *ptr, size_t size)
{
    struct failing *f = opaque;
    void *p = ++f->calls == f->fail_at ? NULL : realloc(ptr, size);

    f->live += p != NULL && ptr == NULL;
    return p;
}

static void fail_free(void *opaque, void *ptr)
{
    ((struct failing *)opaque)->live -= ptr != NULL;
    free(ptr);
}

/* Load two variants of one board with the nth allocation failing: ENOMEM
 * and nothing held, or a set whose second variant counts as it should. */
static int load_failing(long n, long *calls, uint64_t want)
{
    static const char text[] =
        "[a:chess]\n[b:chess]\nqueen = -\n"
        "startFen = rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - "
        "0 1\npromotionPieceTypes = rbn\n";
    struct failing f = {0, n, 0};
    vchess_allocator a = {VCHESS_ALLOCATOR_VERSION, fail_malloc,
                          fail_realloc, fail_free, &f};
    vchess_variant_set *s = NULL;
    int rc = vchess_variant_set_load(&s, text, "t", &a, NULL);
    uint64_t nodes = 0;

    if (rc == 0) {
        nodes = perft(get(s, "b"), 3);
        vchess_variant_set_free(s);
    }
    *calls = f.calls;
    ck_assert_msg(rc == 0 || rc == VCHESS_ENOMEM, "allocation %ld: %d", n, rc);
    ck_assert_msg(rc != 0 || want == 0 || nodes == want,
                  "allocation %ld failed: perft 3 %llu", n,
                  (unsigned long long)nodes);
    ck_assert_msg(f.live == 0, "allocation %ld failed: %ld blocks held", n,
                  f.live);
    return rc;
}

START_TEST(each_failed_allocation_is_survived)
{
    long calls = 0, n_calls = 0;
    uint64_t want;

    ck_assert_int_eq(load_failing(0, &calls, 0), 0);
    {
        vchess_variant_set *s = load(two_chesses, NULL);
        want = perft(get(s, "b"), 3);
        vchess_variant_set_free(s);
    }
    ck_assert_int_gt(calls, 10);
    for (long n = 1; n <= calls; n++)
        load_failing(n, &n_calls, want);
}
END_TEST

Suite *share_suite(void)
{
    Suite *s = suite_create("share");
    TCase *tc = tcase_create("core");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, one_board_for_the_variants_on_it);
    tcase_add_test(tc, line_tables_of_pieces_that_move_alike);
    tcase_add_test(tc, black_rows_of_pieces_that_move_as_white);
    tcase_add_test(tc, shared_parts_go_with_the_last_variant);
    tcase_add_test(tc, a_new_board_costs_what_it_holds);
    tcase_add_test(tc, a_changed_piece_shares_its_ways_of_moving);
    tcase_add_test(tc, each_failed_allocation_is_survived);
    suite_add_tcase(s, tc);
    return s;
}
