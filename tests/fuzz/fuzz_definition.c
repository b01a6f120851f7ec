/* fuzz_definition.c - any text as variant definitions: an error, or
 * variants whose games generate moves and count perft 2; never a crash,
 * never a leak. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    vchess_variant_set *set = NULL;
    vchess_error err;
    size_t n = 0;

    if (!text)
        return 0;
    if (vchess_variant_set_load(&set, text, "fuzz", NULL, &err) == 0 &&
        vchess_variant_set_count(&n, set) == 0) {
        for (size_t i = 0; i < n; i++) {
            const vchess_variant *v = NULL;
            vchess_game *g = NULL;
            uint64_t nodes;
            if (vchess_variant_set_get(&v, set, vchess_variant_set_name(set, i),
                                       NULL) != 0)
                abort();
            if (vchess_game_create(&g, v, NULL, NULL, NULL) == 0)
                vchess_game_perft(&nodes, g, 2);
            vchess_game_free(g);
        }
    }
    vchess_variant_set_free(set);
    free(text);
    return 0;
}
