/* fuzz_definition.c - any text as variants.ini sections (a comment line
 * first keeps it from being read as a Diagram), loaded within limits: an
 * error, or variants that play and whose FEN, SAN and PGN read back;
 * never a crash, never a leak. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_definitions("# fuzz\n", data, size);
    return 0;
}
