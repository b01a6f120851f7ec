/* hash.c - a hash of bytes (hash.h): eight bytes at a time, each word
 * mixed in by a multiply and a shift, then FNV-1a over the last few. */
#include "hash.h"

#include <string.h>

uint64_t vc_hash_bytes(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    size_t i = 0;

    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
        h ^= h >> 29;
    }
    for (; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}
