/* fuzz_common.h - what the libFuzzer harnesses share: the input as a
 * NUL-terminated string, a game of each built-in variant, and the checks
 * that what the library writes (FEN, SAN, PGN) it reads back. */
#ifndef VC_FUZZ_COMMON_H
#define VC_FUZZ_COMMON_H

#include <variantchess.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* data[0..size) as a new NUL-terminated string (NUL bytes inside stay and
 * end the text early, as they would for a C caller). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);

    if (text) {
        memcpy(text, data, size);
        text[size] = 0;
    }
    return text;
}

/* The built-in variant the first byte picks. */
static inline const vchess_variant *fuzz_variant(const uint8_t *data, size_t size)
{
    const vchess_variant *v = NULL;
    size_t i = size ? data[0] % vchess_builtin_count() : 0;

    if (vchess_variant_builtin(&v, vchess_builtin_name(i), NULL) != 0)
        abort();
    return v;
}

/* g's FEN reads back to itself. */
static inline void fuzz_fen_round_trip(const vchess_game *g)
{
    char fen[2048], again[2048];
    vchess_game *h = NULL;

    if (vchess_game_fen(fen, sizeof(fen), NULL, g) != 0 ||
        vchess_game_create(&h, vchess_game_variant(g), fen, NULL, NULL) != 0 ||
        vchess_game_fen(again, sizeof(again), NULL, h) != 0 ||
        strcmp(fen, again) != 0)
        abort(); /* the library refused or changed its own FEN */
    vchess_game_free(h);
}

/* The SAN and coordinate text of each of g's first legal moves name that
 * move again. */
static inline void fuzz_san_round_trip(const vchess_game *g)
{
    vchess_move moves[4096], back;
    char san[VCHESS_MOVE_TEXT_MAX], coord[VCHESS_MOVE_TEXT_MAX];
    size_t n = 0;

    if (vchess_game_legal_moves(moves, 4096, &n, g) != 0)
        abort();
    for (size_t i = 0; i < n && i < 64; i++)
        if (vchess_game_move_san(san, sizeof(san), NULL, g, moves[i]) != 0 ||
            vchess_game_parse_move(&back, g, san, NULL) != 0 ||
            back != moves[i] ||
            vchess_game_move_coord(coord, sizeof(coord), NULL, g,
                                   moves[i]) != 0 ||
            vchess_game_parse_move(&back, g, coord, NULL) != 0 ||
            back != moves[i])
            abort();
}

/* Tags the PGN writer makes from the game itself. */
static inline int fuzz_computed_tag(const char *name)
{
    static const char *const computed[] = {"Result", "Variant", "SetUp",
                                           "FEN"};

    for (size_t i = 0; i < 4; i++)
        if (strcmp(name, computed[i]) == 0)
            return 1;
    return 0;
}

/* back, read from g's PGN, has g's moves, position and tags. */
static inline void fuzz_same_game(const vchess_game *g, const vchess_game *back)
{
    char a[2048], b[2048];
    size_t pa = 0, pb = 0, n = 0;

    if (vchess_game_ply(&pa, g) || vchess_game_ply(&pb, back) || pa != pb ||
        vchess_game_fen(a, sizeof(a), NULL, g) ||
        vchess_game_fen(b, sizeof(b), NULL, back) || strcmp(a, b) != 0 ||
        vchess_game_tag_count(&n, g))
        abort();
    for (size_t i = 0; i < n; i++) {
        const char *name, *value, *again = NULL;
        if (vchess_game_tag_at(&name, &value, g, i) ||
            vchess_game_tag(&again, back, name))
            abort();
        if (!fuzz_computed_tag(name) && (!again || strcmp(value, again)))
            abort();
    }
}

/* g's PGN reads back, through a reader that knows set (may be NULL), into
 * the same game. */
static inline void fuzz_pgn_round_trip(const vchess_game *g,
                                const vchess_variant_set *set)
{
    vchess_pgn_reader *r = NULL;
    vchess_game *back = NULL;
    size_t need = 0;
    char *pgn;

    if (vchess_game_pgn(NULL, 0, &need, g) != VCHESS_EBUFS ||
        !(pgn = malloc(need)))
        abort();
    if (vchess_game_pgn(pgn, need, NULL, g) != 0 ||
        vchess_pgn_reader_create(&r, pgn, strlen(pgn), NULL, NULL) != 0 ||
        (set && vchess_pgn_reader_add_variants(r, set) != 0) ||
        vchess_pgn_reader_next(&back, r, NULL) != 0 || !back)
        abort(); /* the library refused its own PGN */
    fuzz_same_game(g, back);
    vchess_game_free(back);
    vchess_pgn_reader_free(r);
    free(pgn);
}

/* A shuffled start of v (Chess960, a Diagram's shuffle=), when it has
 * them, is a position of v; v's definition prints. */
static inline void fuzz_shuffled_start(const vchess_variant *v, size_t seed)
{
    char fen[2048];
    vchess_game *g = NULL;
    size_t need = 0;

    if (vchess_variant_random_fen_960(fen, sizeof(fen), NULL, v, seed) == 0) {
        if (vchess_game_create(&g, v, fen, NULL, NULL) != 0)
            abort(); /* the library refused its own shuffle */
        vchess_game_free(g);
    }
    if (vchess_variant_definition_text(NULL, 0, &need, v) != VCHESS_EBUFS ||
        need < 2)
        abort();
}

/* A game of set's variant `name`, a few moves into it, checked. */
static inline void fuzz_play_variant(const vchess_variant_set *set,
                                     const char *name, size_t seed)
{
    const vchess_variant *v = NULL;
    vchess_game *g = NULL;
    vchess_move moves[4096];
    uint64_t nodes;
    size_t n = 0;

    if (vchess_variant_set_get(&v, set, name, NULL) != 0)
        abort();
    if (vchess_game_create(&g, v, NULL, NULL, NULL) != 0)
        return;
    fuzz_shuffled_start(v, seed);
    vchess_game_perft(&nodes, g, 2);
    for (int ply = 0; ply < 4; ply++) {
        fuzz_fen_round_trip(g);
        fuzz_san_round_trip(g);
        if (vchess_game_legal_moves(moves, 4096, &n, g) != 0 || n == 0)
            break;
        if (vchess_game_push(g, moves[(seed + (size_t)ply) % n]) != 0)
            abort();
    }
    fuzz_pgn_round_trip(g, set);
    vchess_game_free(g);
}

/* prefix and then data[0..size) as variant definitions, loaded within a
 * server's limits: an error, or variants whose games play a few moves,
 * count perft 2, and write FEN, SAN and PGN that read back. */
static inline void fuzz_definitions(const char *prefix, const uint8_t *data,
                                    size_t size)
{
    size_t len = strlen(prefix), n = 0;
    char *text = malloc(len + size + 1);
    vchess_load_options o = VCHESS_LOAD_OPTIONS_INIT;
    vchess_variant_set *set = NULL;
    vchess_error err;

    if (!text)
        return;
    memcpy(text, prefix, len);
    memcpy(text + len, data, size);
    text[len + size] = 0;
    o.max_variants = 8;
    o.max_cells = 1024;
    if (vchess_variant_set_load_ext(&set, text, "fuzz", &o, &err) == 0 &&
        vchess_variant_set_count(&n, set) == 0) {
        for (size_t i = 0; i < n; i++)
            fuzz_play_variant(set, vchess_variant_set_name(set, i), size);
    } else if (err.code >= 0) {
        abort();
    }
    vchess_variant_set_free(set);
    free(text);
}

#endif
