/* fuzz_pgn.c - any text as a PGN database: every game read is replayed
 * and written again, and reading stops at the first error; never a
 * crash, never a loop. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
    free(text);
    return 0;
}
