/* fen_count.c - the count of the counting variants (makruk, asean, ...)
 * in a FEN, as Fairy-Stockfish writes it: while a count runs, the en
 * passant field holds its limit and the half-move field the plies it has
 * run, both in plies ("8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31");
 * docs/definitions.md. */
#include "base/error.h"
#include "base/text.h"
#include "fen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Offset of field i (0: the placement) of fen and its length in *len;
 * -1 when fen has fewer fields. */
static long field_at(const char *fen, int i, size_t *len)
{
    size_t at = 0;

    for (int k = 0; fen[at]; k++) {
        size_t n = strcspn(fen + at, " ");

        if (k == i) {
            *len = n;
            return (long)at;
        }
        at += n;
        at += strspn(fen + at, " ");
    }
    return -1;
}

static int all_digits(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return n > 0;
}

int vc_fen_parse_counted(const struct vc_variant *v, const char *fen,
                         struct vc_pos *out, struct vc_count *count,
                         vchess_error *err)
{
    char copy[VC_FEN_TEXT_MAX];
    size_t len = 0;
    long at = v->counting ? field_at(fen, 3, &len) : -1;
    long limit;
    int rc;

    count->limit = count->ply = 0;
    if (at < 0 || !all_digits(fen + at, len) || strlen(fen) >= sizeof(copy))
        return vc_fen_parse(v, fen, out, err);
    /* the limit's field read as "-", padded so that offsets stay put */
    memcpy(copy, fen, strlen(fen) + 1);
    copy[at] = '-';
    memset(copy + at + 1, ' ', len - 1);
    if ((rc = vc_fen_parse(v, copy, out, err)) < 0)
        return rc;
    limit = strtol(fen + at, NULL, 10);
    if (limit < 1 || limit > VC_COUNT_LIMIT_MAX)
        return vc_error_set(err, VCHESS_EFEN, (size_t)at,
                            "bad count limit '%.*s' (1 to %d plies)",
                            (int)len, fen + at, VC_COUNT_LIMIT_MAX);
    count->limit = (int)limit;
    count->ply = (int)out->halfmove;
    return 0;
}

size_t vc_fen_write_counted(const struct vc_variant *v, const struct vc_pos *p,
                            const struct vc_count *count, char *buf,
                            size_t size)
{
    char fen[VC_FEN_TEXT_MAX];
    size_t len = 0;
    long at;
    struct vc_text s;
    char tail[40];

    if (!count->limit)
        return vc_fen_write(v, p, buf, size);
    vc_fen_write(v, p, fen, sizeof(fen));
    at = field_at(fen, 3, &len);
    fen[at] = '\0';
    snprintf(tail, sizeof(tail), "%d %d %u", count->limit, count->ply,
             (unsigned)p->fullmove);
    vc_text_init(&s, buf, size);
    vc_text_put(&s, fen);
    vc_text_put(&s, tail);
    return vc_text_end(&s);
}
