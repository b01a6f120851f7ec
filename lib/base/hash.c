/* hash.c - FNV-1a over bytes (hash.h). */
#include "hash.h"

uint64_t vc_hash_bytes(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;

    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}
