/* fuzz_move.c - any text as a move in the start position of any variant
 * and after a few moves: an error, or a legal move whose coordinate and
 * SAN texts parse back to it; the same for the text as a USI move (the
 * shogi family); never a crash. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_usi(vchess_game *g, const char *text)
{
    vchess_move m, back;
    vchess_error err;
    char usi[VCHESS_MOVE_TEXT_MAX];
    int legal = 0;

    if (vchess_game_parse_usi(&m, g, text, &err) != 0) {
        if (err.code >= 0 || strlen(err.text) >= sizeof(err.text))
            abort();
        return;
    }
    if (vchess_game_is_legal(&legal, g, m) != 0 || !legal ||
        vchess_game_move_usi(usi, sizeof(usi), NULL, g, m) != 0 ||
        vchess_game_parse_usi(&back, g, usi, NULL) != 0 || back != m)
        abort();
}

static void check(vchess_game *g, const char *text)
{
    vchess_move m, back;
    vchess_error err;
    char coord[VCHESS_MOVE_TEXT_MAX], san[VCHESS_MOVE_TEXT_MAX];
    int legal = 0;

    if (vchess_game_parse_move(&m, g, text, &err) != 0)
        return;
    if (vchess_game_is_legal(&legal, g, m) != 0 || !legal ||
        vchess_game_move_coord(coord, sizeof(coord), NULL, g, m) != 0 ||
        vchess_game_move_san(san, sizeof(san), NULL, g, m) != 0 ||
        vchess_game_parse_move(&back, g, coord, NULL) != 0 || back != m ||
        vchess_game_parse_move(&back, g, san, NULL) != 0 || back != m)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const vchess_variant *v = fuzz_variant(data, size);
    char *text = fuzz_text(data + (size > 0), size - (size > 0));
    vchess_game *g = NULL;
    vchess_move moves[4096];
    size_t n = 0;

    if (!text || vchess_game_create(&g, v, NULL, NULL, NULL) != 0)
        abort();
    for (int ply = 0; ply < 4; ply++) {
        check(g, text);
        check_usi(g, text);
        if (vchess_game_legal_moves(moves, 4096, &n, g) != 0 || n == 0)
            break;
        vchess_game_push(g, moves[(size + (size_t)ply) % n]);
    }
    vchess_game_free(g);
    free(text);
    return 0;
}
