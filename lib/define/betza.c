/* betza.c - reading Betza's piece notation into atoms with vectors. */
#include "betza.h"
#include "board/hex.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MODS 16

struct reader {
    const char *text;
    int hex; /* atoms on a hexagonal board (betza.h) */
    size_t pos;
    char *why;
    size_t size;
    size_t *at;
};

/* What stands before an atom: direction letters in order, modes. */
struct mods {
    char dir[MAX_MODS];
    int ndir;
    int move, capture, initial, lame, en_passant;
};

static int fail(struct reader *r, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(struct reader *r, size_t at, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(r->why, r->size, fmt, ap);
    va_end(ap);
    *r->at = at;
    return -1;
}

/* The leap (a, b) of a base atom, a >= b; 0 if c is none. */
static int base_leap(char c, int *a, int *b)
{
    static const char letters[] = "WFDNAHCZG";
    static const int leap[][2] = {{1, 0}, {1, 1}, {2, 0}, {2, 1}, {2, 2},
                                  {3, 0}, {3, 1}, {3, 2}, {3, 3}};
    const char *p = c ? strchr(letters, c) : NULL;

    if (!p)
        return 0;
    *a = leap[p - letters][0];
    *b = leap[p - letters][1];
    return 1;
}

static int is_dir(char c)
{
    return c && strchr("fblrsv", c) != NULL;
}

/* Where a step points, seen from white: the signs of its x (right) and
 * y (forward) and whether it is nearer the file (cmp > 0) or the rank
 * (cmp < 0).  A hexagonal step (q, r) points to (1.5 q, sqrt(3)/2 (2r +
 * q)), which is compared squared. */
struct heading {
    int sx, sy, cmp;
};

static int sign(int x)
{
    return (x > 0) - (x < 0);
}

static struct heading heading(int hex, int df, int dr)
{
    struct heading h;

    if (hex) {
        int y = 2 * dr + df;
        h.sx = sign(df);
        h.sy = sign(y);
        h.cmp = sign(y * y - 3 * df * df);
    } else {
        h.sx = sign(df);
        h.sy = sign(dr);
        h.cmp = sign(abs(dr) - abs(df));
    }
    return h;
}

static int match1(char m, struct heading h)
{
    switch (m) {
    case 'f': return h.sy > 0;
    case 'b': return h.sy < 0;
    case 'l': return h.sx < 0;
    case 'r': return h.sx > 0;
    case 'v': return h.cmp > 0;
    default:  return h.cmp < 0; /* 's' */
    }
}

/* A doubled letter (ff, ll, ...) keeps the narrow half of its side. */
static int match_doubled(char m, struct heading h)
{
    int vertical = m == 'f' || m == 'b';

    return match1(m, h) && (vertical ? h.cmp > 0 : h.cmp < 0);
}

static int is_pair(char x, char y)
{
    if (x == y)
        return strchr("fblr", x) != NULL;
    return (strchr("fb", x) && strchr("lrs", y)) ||
           (strchr("fb", y) && strchr("lrs", x));
}

struct vecs {
    int n;
    int hex;
    int df[VC_BETZA_MAX_VEC], dr[VC_BETZA_MAX_VEC];
};

static struct heading heading_of(const struct vecs *all, int k)
{
    return heading(all->hex, all->df[k], all->dr[k]);
}

static void leap_vectors(int a, int b, struct vecs *all)
{
    static const int sign[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

    all->n = 0;
    all->hex = 0;
    for (int swap = 0; swap < 2; swap++)
        for (int s = 0; s < 4; s++) {
            int df = sign[s][0] * (swap ? b : a);
            int dr = sign[s][1] * (swap ? a : b);
            int dup = 0;
            for (int k = 0; k < all->n; k++)
                dup |= all->df[k] == df && all->dr[k] == dr;
            if (!dup) {
                all->df[all->n] = df;
                all->dr[all->n++] = dr;
            }
        }
}

/* The steps of a hexagonal atom in axial (q, r): W the six sides', F
 * the six corners', N the twelve knight leaps, D A H G two or three of
 * W or F in a line; 0 for an atom with no meaning there. */
static int hex_vectors(int a, int b, struct vecs *all)
{
    struct vc_vector step[12];
    int line = b == 0 || b == a;
    int n = vc_hex_steps(b == 0 ? VC_HEX_SIDES
                         : line ? VC_HEX_CORNERS
                                : VC_HEX_KNIGHT,
                         step);
    int times = line ? a : 1;

    if (!line && (a != 2 || b != 1))
        return 0;
    all->n = n;
    all->hex = 1;
    for (int k = 0; k < n; k++) {
        all->df[k] = times * step[k].df;
        all->dr[k] = times * step[k].dr;
    }
    return 1;
}

/* Does group g (one or two letters) select vector k of all?  A pair
 * whose two halves share no vector of the atom means both halves. */
static int group_selects(const char *g, int len, const struct vecs *all,
                         int k)
{
    int any = 0;

    if (len == 1)
        return match1(g[0], heading_of(all, k));
    if (g[0] == g[1])
        return match_doubled(g[0], heading_of(all, k));
    for (int i = 0; i < all->n; i++)
        any |= match1(g[0], heading_of(all, i)) &&
               match1(g[1], heading_of(all, i));
    if (any)
        return match1(g[0], heading_of(all, k)) &&
               match1(g[1], heading_of(all, k));
    return match1(g[0], heading_of(all, k)) ||
           match1(g[1], heading_of(all, k));
}

static int selected(const struct mods *m, const struct vecs *all, int k)
{
    if (m->ndir == 0)
        return 1;
    for (int i = 0; i < m->ndir;) {
        int len = i + 1 < m->ndir && is_pair(m->dir[i], m->dir[i + 1]) ? 2
                                                                       : 1;
        if (group_selects(&m->dir[i], len, all, k))
            return 1;
        i += len;
    }
    return 0;
}

static int read_mods(struct reader *r, struct mods *m)
{
    memset(m, 0, sizeof(*m));
    for (;; r->pos++) {
        char c = r->text[r->pos];
        if (is_dir(c)) {
            if (m->ndir >= MAX_MODS)
                return fail(r, r->pos, "too many modifiers before '%c'", c);
            m->dir[m->ndir++] = c;
        } else if (c == 'm') {
            m->move = 1;
        } else if (c == 'c') {
            m->capture = 1;
        } else if (c == 'i') {
            m->initial = 1;
        } else if (c == 'e') {
            m->en_passant = 1;
        } else if (c == 'n') {
            m->lame = 1;
        } else {
            return 0;
        }
    }
}

/* A range written after the atom: doubling or digits; 0 if none. */
static int read_range(struct reader *r, char atom, int *range)
{
    size_t start = r->pos;
    long n = 0;

    *range = 1;
    if (r->text[r->pos] == atom && strchr("WFDNAHCZG", atom)) {
        r->pos++;
        *range = VC_BETZA_UNLIMITED;
        if (r->text[r->pos] >= '0' && r->text[r->pos] <= '9')
            return fail(r, r->pos, "a range after a doubled atom: '%c'",
                        r->text[r->pos]);
        return 0;
    }
    while (r->text[r->pos] >= '0' && r->text[r->pos] <= '9') {
        n = n * 10 + (r->text[r->pos++] - '0');
        if (n >= VC_BETZA_UNLIMITED)
            return fail(r, start, "range too large after '%c'", atom);
    }
    if (r->pos > start)
        *range = n == 0 ? VC_BETZA_UNLIMITED : (int)n;
    return 0;
}

static int add_atom(struct reader *r, struct vc_betza *out,
                    const struct mods *m, char base, int range, size_t at)
{
    struct vc_betza_atom *a;
    struct vecs all;
    int la = 1, lb = 0, min = 1;

    base_leap(base, &la, &lb);
    if (m->lame && la > 1) {
        /* nD, nA, nH, nG: steps of W or F whose first ones are empty */
        if (range != 1 && (lb == 0 || lb == la))
            return fail(r, at, "'n' (lame) on the rider '%c' is not in "
                               "the engine's model",
                        r->text[at]);
        if (lb != 0 && lb != la)
            return fail(r, at, "'n' (lame) on '%c': a leap that can be "
                               "blocked off a straight line (nN, the "
                               "xiangqi horse) is not in the engine's "
                               "model",
                        r->text[at]);
        min = range = la;
        lb = lb ? 1 : 0;
        la = 1;
    }
    if (!r->hex)
        leap_vectors(la, lb, &all);
    else if (!hex_vectors(la, lb, &all))
        return fail(r, at, "'%c' has no meaning on a hexagonal board",
                    r->text[at]);
    if (out->natoms >= VC_BETZA_MAX_ATOMS)
        return fail(r, at, "too many atoms at '%c'", r->text[at]);
    a = &out->atom[out->natoms];
    a->nvec = 0;
    for (int k = 0; k < all.n; k++)
        if (selected(m, &all, k)) {
            a->df[a->nvec] = all.df[k];
            a->dr[a->nvec++] = all.dr[k];
        }
    if (a->nvec == 0)
        return fail(r, at, "the directions select no move of '%c'",
                    r->text[at]);
    if (m->en_passant && (m->move || !m->capture))
        return fail(r, at, "'e' (en passant) goes with 'c' alone: the "
                           "atom's moves must all be captures");
    a->min = min;
    a->range = range;
    a->en_passant = m->en_passant;
    a->mode = (m->move == m->capture ? VC_BETZA_MOVE | VC_BETZA_CAPTURE
               : m->move               ? VC_BETZA_MOVE
                                       : VC_BETZA_CAPTURE) |
              (m->initial ? VC_BETZA_INITIAL : 0);
    out->natoms++;
    return 0;
}

/* One atom letter with its range, expanded into base atoms. */
static int read_atom(struct reader *r, struct vc_betza *out,
                     const struct mods *m)
{
    size_t at = r->pos;
    char c = r->text[at];
    int la, lb, range, err = 0;

    if (c == 0)
        return fail(r, at, "modifiers without an atom");
    if (!base_leap(c, &la, &lb) && !strchr("RBQK", c))
        return fail(r, at, "unknown Betza letter '%c'", c);
    r->pos++;
    if (read_range(r, c, &range) < 0)
        return -1;
    if (c == 'R' || c == 'B' || c == 'Q')
        range = range == 1 && r->pos == at + 1 ? VC_BETZA_UNLIMITED : range;
    if (c == 'R' || c == 'Q' || c == 'K')
        err |= add_atom(r, out, m, 'W', range, at);
    if (!err && (c == 'B' || c == 'Q' || c == 'K'))
        err |= add_atom(r, out, m, 'F', range, at);
    if (!strchr("RBQK", c))
        err = add_atom(r, out, m, c, range, at);
    return err ? -1 : 0;
}

static int parse(struct vc_betza *out, const char *text, int hex,
                 char *why, size_t size, size_t *at)
{
    struct reader r = {text, hex, 0, why, size, at};
    struct mods m;

    out->natoms = 0; /* an empty text: a piece that never moves */
    while (text[r.pos]) {
        if (read_mods(&r, &m) < 0 || read_atom(&r, out, &m) < 0)
            return -1;
    }
    return 0;
}

int vc_betza_parse(struct vc_betza *out, const char *text, char *why,
                   size_t size, size_t *at)
{
    return parse(out, text, 0, why, size, at);
}

int vc_betza_parse_hex(struct vc_betza *out, const char *text, char *why,
                       size_t size, size_t *at)
{
    return parse(out, text, 1, why, size, at);
}
