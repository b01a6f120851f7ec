/* fuzz_diagram.c - any text as Interactive Diagram parameters (a first
 * key=value line makes it one), loaded within limits: an error, or a
 * variant that plays and whose FEN, SAN and PGN read back; never a
 * crash, never a leak. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_definitions("satellite=fuzz\n", data, size);
    return 0;
}
