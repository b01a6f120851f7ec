/* fsf_builtin.c - Fairy-Stockfish's built-in variants that the model
 * plays, as definition text: variants/fsf.ini, turned into a C string at
 * build time (variants/ini2c.sh writes fsf_builtin.inc).  Sections of a
 * user's text name them as parents (definition.c). */
#include "definition.h"

const char vc_fsf_builtin_text[] =
#include "fsf_builtin.inc"
    "";
