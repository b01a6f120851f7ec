/* check-threads.c - several threads use the library at once: each one
 * asks for every built-in variant (the first asks race to build it),
 * creates games, plays pseudo-random legal moves, counts perft and frees
 * them.  Every thread must see the same counts.  Each thread also loads
 * and frees chess variants from text, whose boards and line tables the
 * threads share (lib/board/share.c, lib/rules/line_share.c), one of them
 * on a board of its own (a zebra's family of rays), and counts their
 * perft.  Then deep perft counts
 * with four threads sharing a small transposition table (so they write
 * and read the same entries at once), and a search with three threads.
 * `make check-tsan` runs this under ThreadSanitizer. */
#include <variantchess.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4
#define GAMES 3
#define PLIES 40
#define VARIANTS 256 /* room for the built-ins (lib/api/variant_api.c) */

static pthread_barrier_t start;

struct work {
    unsigned seed;
    uint64_t perft[VARIANTS][GAMES]; /* perft 2 after the game's moves */
    int failed;
};

/* One game: moves chosen by a seed that depends on the game only, so
 * every thread plays the same moves. */
static int play(const vchess_variant *v, int game, uint64_t *nodes)
{
    vchess_move moves[2048];
    vchess_game *g = NULL, *copy = NULL;
    unsigned seed = 7u + (unsigned)game;
    size_t n = 0;
    int rc = vchess_game_create(&g, v, NULL, NULL, NULL);

    for (int ply = 0; rc == 0 && ply < PLIES; ply++) {
        rc = vchess_game_legal_moves(moves, 2048, &n, g);
        if (rc != 0 || n == 0)
            break;
        seed = seed * 1103515245u + 12345u;
        rc = vchess_game_push(g, moves[(seed >> 8) % n]);
    }
    if (rc == 0)
        rc = vchess_game_copy(&copy, g);
    if (rc == 0)
        rc = vchess_game_perft(nodes, copy, 2);
    vchess_game_free(copy);
    vchess_game_free(g);
    return rc;
}

/* Load and free a set of chess variants a few times; 0 if each counts
 * chess's perft 3 (the Chess Programming Wiki's 8902), or for chess
 * with zebras (3,2-leapers) for knights, whose own family of rays makes
 * a board of its own, perft 2: 400, as chess's (counted by hand: each
 * zebra has two leaps, b1-d4 and e3, g1-d3 and e4, which no first move
 * of the other side blocks). */
static int shared_loads(void)
{
    static const char text[] = "[a:chess]\n[b:a]\n[c:chess]\n"
                               "[z:chess]\nknight = -\n"
                               "customPiece1 = n:Z\n";
    static const struct {
        const char *name;
        int depth;
        uint64_t nodes;
    } want[] = {{"a", 3, 8902}, {"b", 3, 8902}, {"c", 3, 8902},
                {"z", 2, 400}};
    int bad = 0;

    for (int round = 0; round < 4 && !bad; round++) {
        vchess_variant_set *s = NULL;
        bad = vchess_variant_set_load(&s, text, "t", NULL, NULL) != 0;
        for (size_t i = 0; !bad && i < sizeof(want) / sizeof(*want); i++) {
            const vchess_variant *v = NULL;
            vchess_game *g = NULL;
            uint64_t nodes = 0;
            bad = vchess_variant_set_get(&v, s, want[i].name, NULL) != 0 ||
                  vchess_game_create(&g, v, NULL, NULL, NULL) != 0 ||
                  vchess_game_perft(&nodes, g, want[i].depth) != 0 ||
                  nodes != want[i].nodes;
            vchess_game_free(g);
        }
        vchess_variant_set_free(s);
    }
    return bad;
}

static void *run(void *arg)
{
    struct work *w = arg;

    pthread_barrier_wait(&start);
    for (size_t i = 0; i < vchess_builtin_count(); i++) {
        const vchess_variant *v = NULL;
        if (vchess_variant_builtin(&v, vchess_builtin_name(i), NULL) != 0) {
            w->failed = 1;
            continue;
        }
        for (int game = 0; game < GAMES; game++)
            if (play(v, game, &w->perft[i][game]) != 0)
                w->failed = 1;
    }
    if (shared_loads() != 0)
        w->failed = 1;
    return NULL;
}

/* Deep perft with 4 threads and a 16 KiB table against counts from the
 * Chess Programming Wiki and docs/rules/trihexagonal.md. */
static int deep_perft_ok(void)
{
    static const struct {
        const char *variant;
        unsigned depth;
        uint64_t nodes;
    } want[] = {{"chess", 4, 197281}, {"trihexagonal", 3, 6479}};
    vchess_perft_options opts = VCHESS_PERFT_OPTIONS_INIT;
    int ok = 1;

    opts.threads = 4;
    opts.hash_bytes = 16384;
    for (size_t i = 0; i < sizeof(want) / sizeof(*want); i++) {
        const vchess_variant *v = NULL;
        vchess_game *g = NULL;
        uint64_t nodes = 0;
        ok &= vchess_variant_builtin(&v, want[i].variant, NULL) == 0 &&
              vchess_game_create(&g, v, NULL, NULL, NULL) == 0 &&
              vchess_game_perft_deep(&nodes, g, want[i].depth, &opts,
                                     NULL) == 0 &&
              nodes == want[i].nodes;
        vchess_game_free(g);
    }
    printf("deep perft, 4 threads, shared table: %s\n",
           ok ? "exact counts" : "WRONG COUNT");
    return ok;
}

/* A search with three threads sharing a 64 KiB table (so that they write
 * and read the same entries at once) still finds the mate in two of
 * Lichess puzzle cblb8 (tests/check_search.c). */
static int threaded_search_ok(void)
{
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_searcher *s = NULL;
    vchess_search_limits lim = VCHESS_SEARCH_LIMITS_INIT;
    vchess_search_info best;
    vchess_move m;
    int ok;

    lim.depth = 6;
    ok = vchess_variant_builtin(&v, "chess", NULL) == 0 &&
         vchess_game_create(&g, v, "6k1/8/3R2K1/5p1p/5P2/r6P/4p1P1/8 b - - 0 41",
                            NULL, NULL) == 0 &&
         vchess_game_parse_move(&m, g, "e2e1q", NULL) == 0 &&
         vchess_game_push(g, m) == 0 &&
         vchess_searcher_create(&s, 0, NULL, NULL) == 0 &&
         vchess_searcher_set_threads(s, 3, NULL) == 0 &&
         vchess_searcher_run(&best, s, g, &lim, NULL) == 0 &&
         best.mate_in == 2;
    printf("search, 3 threads, shared table: %s\n",
           ok ? "mate in 2 found" : "MATE MISSED");
    vchess_searcher_free(s);
    vchess_game_free(g);
    return ok;
}

int main(void)
{
    pthread_t t[THREADS];
    struct work w[THREADS] = {{0}};
    size_t nv = vchess_builtin_count();
    int bad = 0;

    if (nv < 3 || nv > VARIANTS)
        return 1;
    pthread_barrier_init(&start, NULL, THREADS);
    for (int i = 0; i < THREADS; i++)
        if (pthread_create(&t[i], NULL, run, &w[i]) != 0)
            return 1;
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    pthread_barrier_destroy(&start);
    for (int i = 0; i < THREADS; i++) {
        bad |= w[i].failed;
        for (size_t v = 0; v < nv; v++)
            for (int g = 0; g < GAMES; g++)
                /* (a random game of another built-in may end in mate) */
                bad |= w[i].perft[v][g] != w[0].perft[v][g] ||
                       (v < 3 && w[i].perft[v][g] == 0);
    }
    printf("%d threads x %zu variants x %d games: %s\n", THREADS, nv, GAMES,
           bad ? "MISMATCH" : "same counts everywhere");
    if (!deep_perft_ok())
        bad = 1;
    if (!threaded_search_ok())
        bad = 1;
    return bad;
}
