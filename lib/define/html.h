/* html.h - Interactive Diagram text as a page's HTML source holds it:
 * tags (<br>, <div class="idiagram">) and character references (&amp;,
 * &nbsp;) turned into what the page shows, keeping every offset. */
#ifndef VC_HTML_H
#define VC_HTML_H

#include "variantchess.h"

#include <stddef.h>

/* Follows a character reference's character in vc_html_copy()'s text;
 * names leave it out. */
#define VC_HTML_FILL '\x7f'

/* A copy of text of the same length (offsets, lines and columns stay the
 * text's) in which tags are spaces and a reference is its character
 * followed by VC_HTML_FILL (a space, and spaces, for &nbsp;).  Allocated
 * with a; NULL when out of memory. */
char *vc_html_copy(const vchess_allocator *a, const char *text);
/* Where white space and tags end in text, from i. */
size_t vc_html_skip_blank(const char *text, size_t i);

#endif
