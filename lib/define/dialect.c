/* dialect.c - a definition text read by the reader of its dialect:
 * Interactive Diagram parameters (diagram.c) or variants.ini sections
 * (ini.c). */
#include "reader.h"

int vc_def_read(struct vc_def_list *list, const char *text,
                const char *source, vchess_error *err)
{
    if (vc_diagram_is(text))
        return vc_diagram_read(list, text, source, err);
    return vc_ini_read(list, text, source, err);
}
