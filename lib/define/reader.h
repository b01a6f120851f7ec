/* reader.h - what the two definition readers share: the text being read
 * and where its errors go, errors and warnings at line and column, cell
 * names, the list they fill; and their two entry points (ini.c for
 * variants.ini sections, diagram.c for Interactive Diagram text), between
 * which dialect.c chooses; and what the writer back into variants.ini
 * text (ini_write.c) asks of ini.c. */
#ifndef VC_READER_H
#define VC_READER_H

#include "definition.h"

#include <stddef.h>

struct vc_reader {
    const char *text, *source;
    vchess_error *err;
    struct vc_def_list *list;
    const char *key; /* the key being read, for warnings */
};

/* Start reading text from source (NULL: "text") into list. */
void vc_reader_init(struct vc_reader *r, struct vc_def_list *list,
                    const char *text, const char *source, vchess_error *err);
/* The error of a definition text: ESYNTAX with "source:line:column: why"
 * (what fmt says) in r->err (may be NULL).  Returns VCHESS_ESYNTAX. */
int vc_reader_fail(const struct vc_reader *r, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* A warning "source:line:column: key 'key' ignored: what" in r->list
 * (the first VC_DEF_WARN_MAX are kept). */
void vc_reader_warn(const struct vc_reader *r, size_t at, const char *what);
/* A warning "source:line:column: key 'key': what", for text read the
 * lenient way Fairy-Stockfish reads it. */
void vc_reader_lenient(const struct vc_reader *r, size_t at,
                       const char *what);

/* Read a cell name ("a1", "e11") of n characters into 0-based file
 * and rank.  Returns 0 or -1. */
int vc_def_cell(const char *s, size_t n, int *file, int *rank);
/* Room for one more definition at r->list->defs[ndefs] (not counted
 * yet), for the section at `at`.  Returns 0, VCHESS_ENOMEM, or
 * VCHESS_ELIMIT (the list holds max_defs) with r->err filled. */
int vc_def_list_room(const struct vc_reader *r, size_t at);

/* variants.ini sections (ini.c), the contract of vc_def_read(). */
int vc_ini_read(struct vc_def_list *list, const char *text,
                const char *source, vchess_error *err);
/* What the writer (ini_write.c) asks of ini.c: the Betza of a piece
 * Fairy-Stockfish names ("N" for "knight"; NULL for a key that names
 * none), and 1 if key is one of customPiece1 .. customPiece99. */
const char *vc_ini_named_betza(const char *key);
int vc_ini_custom_key(const char *key);
/* 1 if text is Interactive Diagram parameter text ("files=5 ranks=11
 * ...") rather than variants.ini sections (diagram.c). */
int vc_diagram_is(const char *text);
/* Interactive Diagram text as one definition appended to list; the
 * contract of vc_def_read(). */
int vc_diagram_read(struct vc_def_list *list, const char *text,
                    const char *source, vchess_error *err);

#endif
