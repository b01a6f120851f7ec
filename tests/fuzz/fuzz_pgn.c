/* fuzz_pgn.c - any text as a PGN database: every game read is replayed
 * and written again, and reading stops at the first error; then the same
 * bytes through a vchess_pgn_reader, which goes on after errors and must
 * end within one call per byte, with its warnings read; every game read
 * writes PGN that reads back into the same game; never a crash, never a
 * loop. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void read_all(const uint8_t *data, size_t size, char *out,
                     size_t out_size)
{
    vchess_pgn_reader *r = NULL;
    size_t calls = 0, n = 0;
    vchess_error w;

    if (vchess_pgn_reader_create(&r, (const char *)data, size, NULL, NULL))
        return;
    for (;;) {
        vchess_game *g = NULL;
        int rc = vchess_pgn_reader_next(&g, r, NULL);
        if (++calls > size + 2)
            abort();
        vchess_pgn_reader_warning_count(&n, r);
        if (n && vchess_pgn_reader_warning(&w, r, n - 1) != 0)
            abort();
        if (rc == 0 && !g)
            break;
        for (size_t i = 0; i < n; i++)
            if (vchess_pgn_reader_warning(&w, r, i) != 0 || w.code != 0 ||
                w.line == 0)
                abort();
        if (g)
            fuzz_pgn_round_trip(g, NULL);
        vchess_game_pgn(out, out_size, NULL, g);
        vchess_game_free(g);
    }
    vchess_pgn_reader_free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size), out[1 << 14];
    size_t at = 0, used = 0;

    if (!text)
        return 0;
    while (text[at]) {
        vchess_game *g = NULL;
        vchess_error err;
        if (vchess_game_from_pgn(&g, &used, text + at, &err) != 0)
            break;
        if (used == 0 || used > strlen(text + at))
            abort();
        vchess_game_pgn(out, sizeof(out), NULL, g);
        vchess_game_free(g);
        at += used;
    }
    read_all(data, size, out, sizeof(out));
    free(text);
    return 0;
}
