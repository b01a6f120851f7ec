/* hash.h - a 64-bit hash of bytes, for tables keyed by their
 * content (board/share.c, rules/line_share.c). */
#ifndef VC_HASH_H
#define VC_HASH_H

#include <stddef.h>
#include <stdint.h>

#define VC_HASH_START 0xcbf29ce484222325ULL

/* h, the hash of what came before (VC_HASH_START for nothing), with the
 * n bytes at p added. */
uint64_t vc_hash_bytes(uint64_t h, const void *p, size_t n);

#endif
