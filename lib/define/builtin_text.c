/* builtin_text.c - the built-in variants as definition text: the files of
 * variants/ (chess.ini, trihexagonal.ini, trumpisten.ini, fsf.ini, ...)
 * turned into C strings at build time by variants/ini2c.sh, which writes
 * builtin_text.inc, with the names of their sections in order.  The
 * library reads them with the same reader and builder as a user's text
 * (variant_api.c, definition.c). */
#include "definition.h"

#include "builtin_text.inc"
