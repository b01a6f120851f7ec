/* bench/handles.c - what a game handle costs: heap per live game, time to
 * create one from a variant's start position, time to copy one.  Built and
 * run by `make bench`; figures, not pass/fail (see bench/README.md).
 *
 *   bench/handles [GAMES]        (default 10000) */
#include <variantchess.h>

#include "measure.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Heap growth per game while n games are alive. */
static double bytes_per_game(const vchess_variant *v, vchess_game **games,
                             size_t n)
{
    size_t before = heap_in_use(), after;

    for (size_t i = 0; i < n; i++)
        if (vchess_game_create(&games[i], v, NULL, NULL, NULL) != 0)
            exit(1);
    after = heap_in_use();
    return (double)(after - before) / (double)n;
}

/* Mean seconds of one create + free, or copy + free, over n rounds. */
static double create_time(const vchess_variant *v, size_t n)
{
    double t0 = now();

    for (size_t i = 0; i < n; i++) {
        vchess_game *g;
        if (vchess_game_create(&g, v, NULL, NULL, NULL) != 0)
            exit(1);
        vchess_game_free(g);
    }
    return (now() - t0) / (double)n;
}

static double copy_time(const vchess_game *from, size_t n)
{
    double t0 = now();

    for (size_t i = 0; i < n; i++) {
        vchess_game *g;
        if (vchess_game_copy(&g, from) != 0)
            exit(1);
        vchess_game_free(g);
    }
    return (now() - t0) / (double)n;
}

int main(int argc, char **argv)
{
    size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 10000;
    vchess_game **games = calloc(n ? n : 1, sizeof(*games));

    if (!n || !games)
        return 2;
    printf("%-23s %10s %12s %12s %12s\n", "variant", "first (ms)",
           "bytes/game", "new (us)", "copy (us)");
    for (size_t i = 0; i < vchess_builtin_count(); i++) {
        const vchess_variant *v;
        double t0 = now(), first, bytes;

        if (vchess_variant_builtin(&v, vchess_builtin_name(i), NULL) != 0)
            return 1;
        first = now() - t0;
        bytes = bytes_per_game(v, games, n);
        printf("%-23s %10.3f %12.0f %12.3f %12.3f\n", vchess_builtin_name(i),
               first * 1e3, bytes, create_time(v, n) * 1e6,
               copy_time(games[0], n) * 1e6);
        for (size_t k = 0; k < n; k++)
            vchess_game_free(games[k]);
    }
    free(games);
    return 0;
}
