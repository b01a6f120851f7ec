/* error.c - status messages and names, from VCHESS_STATUS_MAP, and the
 * detailed error a caller may ask for. */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

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

int vc_error_set(vchess_error *err, int code, size_t offset,
                 const char *fmt, ...)
{
    va_list ap;

    if (!err)
        return code;
    memset(err, 0, sizeof(*err));
    err->version = VCHESS_ERROR_VERSION;
    err->code = code;
    err->offset = offset;
    va_start(ap, fmt);
    vsnprintf(err->text, sizeof(err->text), fmt, ap);
    va_end(ap);
    return code;
}

void vc_error_locate(vchess_error *err, const char *text)
{
    uint32_t line = 1, column = 1;

    if (!err || !text)
        return;
    for (size_t i = 0; i < err->offset && text[i]; i++) {
        if (text[i] == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
    }
    err->line = line;
    err->column = column;
}
