/* fuzz_common.h - what the libFuzzer harnesses share: the input as a
 * NUL-terminated string, and a game of each built-in variant. */
#ifndef VC_FUZZ_COMMON_H
#define VC_FUZZ_COMMON_H

#include <variantchess.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* data[0..size) as a new NUL-terminated string (NUL bytes inside stay and
 * end the text early, as they would for a C caller). */
static char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);

    if (text) {
        memcpy(text, data, size);
        text[size] = 0;
    }
    return text;
}

/* The built-in variant the first byte picks. */
static const vchess_variant *fuzz_variant(const uint8_t *data, size_t size)
{
    const vchess_variant *v = NULL;
    size_t i = size ? data[0] % vchess_builtin_count() : 0;

    if (vchess_variant_builtin(&v, vchess_builtin_name(i), NULL) != 0)
        abort();
    return v;
}

#endif
