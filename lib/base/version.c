/* version.c - the run-time version. */
#include "variantchess.h"

VCHESS_EXPORT unsigned vchess_version(void)
{
    return VCHESS_VERSION_NUMBER;
}

VCHESS_EXPORT const char *vchess_version_string(void)
{
    return VCHESS_VERSION_STRING;
}
