/* version.c - run-time version and the header's size constants, so that
 * bindings need not parse the header. */
#include "variantchess.h"

VCHESS_EXPORT unsigned vchess_version(void)
{
    return VCHESS_VERSION_NUMBER;
}

VCHESS_EXPORT const char *vchess_version_string(void)
{
    return VCHESS_VERSION_STRING;
}

VCHESS_EXPORT size_t vchess_max_moves(void)
{
    return VCHESS_MAX_MOVES;
}

VCHESS_EXPORT size_t vchess_fen_max(void)
{
    return VCHESS_FEN_MAX;
}
