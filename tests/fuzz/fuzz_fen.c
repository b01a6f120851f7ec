/* fuzz_fen.c - any text given as a FEN, and as an SFEN, to any
 * variant: an error or a game whose FEN (SFEN) reads back to itself;
 * never a crash. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const vchess_variant *v = fuzz_variant(data, size);
    char *text = fuzz_text(data + (size > 0), size - (size > 0));
    char fen[1024], again[1024];
    vchess_game *g = NULL, *h = NULL;
    vchess_error err;

    if (!text)
        return 0;
    if (vchess_game_create(&g, v, text, NULL, &err) == 0) {
        if (vchess_game_fen(fen, sizeof(fen), NULL, g) != 0 ||
            vchess_game_create(&h, v, fen, NULL, &err) != 0 ||
            vchess_game_fen(again, sizeof(again), NULL, h) != 0 ||
            strcmp(fen, again) != 0)
            abort(); /* the library refused or changed its own FEN */
    } else if (err.code >= 0 || strlen(err.text) >= sizeof(err.text)) {
        abort();
    }
    vchess_game_free(h);
    vchess_game_free(g);
    g = h = NULL;
    if (vchess_game_create_sfen(&g, v, text, NULL, &err) == 0) {
        if (vchess_game_sfen(fen, sizeof(fen), NULL, g) != 0 ||
            vchess_game_create_sfen(&h, v, fen, NULL, &err) != 0 ||
            vchess_game_sfen(again, sizeof(again), NULL, h) != 0 ||
            strcmp(fen, again) != 0)
            abort(); /* the library refused or changed its own SFEN */
    } else if (err.code >= 0 || strlen(err.text) >= sizeof(err.text)) {
        abort();
    }
    vchess_game_free(h);
    vchess_game_free(g);
    free(text);
    return 0;
}
