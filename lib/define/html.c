/* html.c - tags and character references of a page's HTML source in
 * Interactive Diagram text (html.h). */
#include "html.h"

#include "base/alloc.h"

#include <ctype.h>
#include <string.h>

/* Length of a tag "<br>", "</div>", "<div class=...>" at s, or 0. */
static size_t tag_len(const char *s)
{
    size_t n = 1;

    if (s[0] != '<' || !(isalpha((unsigned char)s[1]) || s[1] == '/'))
        return 0;
    while (s[n] && s[n] != '>' && s[n] != '<' && s[n] != '\n')
        n++;
    return s[n] == '>' ? n + 1 : 0;
}

/* The character of a reference "&amp;" at s and its length, or 0. */
static char reference(const char *s, size_t *len)
{
    static const struct {
        const char *name;
        char ch;
    } refs[] = {{"&amp;", '&'},  {"&lt;", '<'},   {"&gt;", '>'},
                {"&quot;", '"'}, {"&#39;", '\''}, {"&apos;", '\''},
                {"&nbsp;", ' '}, {"&#160;", ' '}};

    for (size_t i = 0; i < sizeof(refs) / sizeof(refs[0]); i++) {
        *len = strlen(refs[i].name);
        if (strncmp(s, refs[i].name, *len) == 0)
            return refs[i].ch;
    }
    return 0;
}

size_t vc_html_skip_blank(const char *text, size_t i)
{
    for (;;) {
        size_t n = tag_len(text + i);
        if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' ||
            text[i] == '\n')
            i++;
        else if (n)
            i += n;
        else
            return i;
    }
}

char *vc_html_copy(const vchess_allocator *a, const char *text)
{
    size_t n = strlen(text), len;
    char *out = vc_alloc(a, n + 1);

    if (!out)
        return NULL;
    memcpy(out, text, n + 1);
    for (size_t i = 0; i < n; i += len) {
        char ch;
        if ((len = tag_len(text + i)) > 0) {
            memset(out + i, ' ', len);
        } else if ((ch = reference(text + i, &len)) != 0) {
            out[i] = ch;
            memset(out + i + 1, ch == ' ' ? ' ' : VC_HTML_FILL, len - 1);
        } else {
            len = 1;
        }
    }
    return out;
}
