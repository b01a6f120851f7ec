/* error.c - status messages and names, from VCHESS_STATUS_MAP. */
#include "variantchess.h"

VCHESS_EXPORT const char *vchess_strerror(int status)
{
    switch (status) {
#define VC_STRERROR_CASE_(name, value, msg)                                   \
    case (value):                                                             \
        return msg;
        VCHESS_STATUS_MAP(VC_STRERROR_CASE_)
#undef VC_STRERROR_CASE_
    }
    return "unknown status";
}

VCHESS_EXPORT const char *vchess_status_name(int status)
{
    switch (status) {
#define VC_STATUS_NAME_CASE_(name, value, msg)                                \
    case (value):                                                             \
        return #name;
        VCHESS_STATUS_MAP(VC_STATUS_NAME_CASE_)
#undef VC_STATUS_NAME_CASE_
    }
    return NULL;
}
