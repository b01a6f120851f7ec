/* render.c - SVG picture of a board and its pieces (render layer).
 *
 * Each cell is one <polygon class="cell"> built from the board's polygon
 * (board units, y up, scaled by unit_x / unit_y), so kites, squares and any
 * later shape come out the same way.  A FEN slot that is a hole on a board
 * of squares is drawn as a hatched <rect class="hole">.  Pieces are the
 * Unicode chess glyphs; a letter without a glyph (the amazonrider 'A') is
 * drawn as that letter in a disc.
 *
 * Numbers are written as integers or with one fixed decimal built from
 * integers, never through %f or %g, so the text does not depend on the
 * locale.  No libm: the one square root is a short Newton iteration. */
#include "render.h"
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define PX_PER_UNIT 60.0 /* a square's side, a hexagon's circumradius */
#define MARGIN 6.0
#define FONTS "DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols2, sans-serif"

static const char *const shade_fill[2] = {"#f2f2ee", "#b3b3b3"};

struct pt {
    double x, y;
};

/* Board units to picture pixels. */
struct frame {
    const struct vc_board *b;
    double sx, sy;   /* pixels per vx / vy unit */
    int minx, maxy;  /* board-unit corner mapped to (MARGIN, MARGIN) */
    double w, h;     /* picture size in pixels */
    double cell;     /* side of a square of a cell's mean area, pixels */
    double glyph;    /* font size of the piece glyphs, pixels */
    int flip;
};

/* ---- text output ---------------------------------------------------- */

/* v with exactly one decimal, e.g. "12.5", "-3.0". */
static void num(struct vc_text *o, double v)
{
    long t = (long)(v < 0 ? v * 10.0 - 0.5 : v * 10.0 + 0.5);
    unsigned long a = t < 0 ? (unsigned long)-t : (unsigned long)t;

    vc_text_printf(o, "%s%lu.%lu", t < 0 ? "-" : "", a / 10, a % 10);
}

/* ` name="v"` */
static void attr(struct vc_text *o, const char *name, double v)
{
    vc_text_printf(o, " %s=\"", name);
    num(o, v);
    vc_text_printf(o, "\"");
}

static void attr_xy(struct vc_text *o, const char *xn, const char *yn,
                    struct pt p)
{
    attr(o, xn, p.x);
    attr(o, yn, p.y);
}

/* s with the five XML special characters escaped. */
static void put_escaped(struct vc_text *o, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': vc_text_printf(o, "&amp;"); break;
        case '<': vc_text_printf(o, "&lt;"); break;
        case '>': vc_text_printf(o, "&gt;"); break;
        case '"': vc_text_printf(o, "&quot;"); break;
        case '\'': vc_text_printf(o, "&apos;"); break;
        default: vc_text_printf(o, "%c", *s);
        }
    }
}

/* ---- geometry ------------------------------------------------------- */

static double root(double a)
{
    double r = a > 1.0 ? a : 1.0;

    if (a <= 0.0)
        return 0.0;
    for (int i = 0; i < 64; i++)
        r = 0.5 * (r + a / r);
    return r;
}

static struct pt map(const struct frame *f, double vx, double vy)
{
    struct pt p = {MARGIN + (vx - f->minx) * f->sx,
                   MARGIN + (f->maxy - vy) * f->sy};

    if (f->flip) {
        p.x = f->w - p.x;
        p.y = f->h - p.y;
    }
    return p;
}

static struct pt vertex(const struct frame *f, int c, int k)
{
    return map(f, f->b->vx[c][k], f->b->vy[c][k]);
}

/* Cross product of vertices k and k + 1 of cell c. */
static double cross(const struct vc_board *b, int c, int k)
{
    int j = (k + 1) % b->nverts[c];

    return (double)b->vx[c][k] * b->vy[c][j] -
           (double)b->vx[c][j] * b->vy[c][k];
}

/* Twice the signed area of cell c, in board units. */
static double area2(const struct vc_board *b, int c)
{
    double a = 0.0;

    for (int k = 0; k < b->nverts[c]; k++)
        a += cross(b, c, k);
    return a;
}

/* Centroid of cell c's polygon in pixels (its vertices' mean when it has
 * no area). */
static struct pt centroid(const struct frame *f, int c)
{
    const struct vc_board *b = f->b;
    double a = area2(b, c), x = 0.0, y = 0.0;
    int n = b->nverts[c];

    for (int k = 0; k < n; k++) {
        int j = (k + 1) % n;
        double w = a != 0.0 ? cross(b, c, k) / (3.0 * a) : 0.5 / n;
        x += w * (b->vx[c][k] + b->vx[c][j]);
        y += w * (b->vy[c][k] + b->vy[c][j]);
    }
    return map(f, x, y);
}

/* Bounding box of cell c in board units: lo x, lo y, hi x, hi y. */
static void cell_box(const struct vc_board *b, int c, int box[4])
{
    box[0] = box[2] = b->vx[c][0];
    box[1] = box[3] = b->vy[c][0];
    for (int k = 1; k < b->nverts[c]; k++) {
        if (b->vx[c][k] < box[0]) box[0] = b->vx[c][k];
        if (b->vy[c][k] < box[1]) box[1] = b->vy[c][k];
        if (b->vx[c][k] > box[2]) box[2] = b->vx[c][k];
        if (b->vy[c][k] > box[3]) box[3] = b->vy[c][k];
    }
}

static double perimeter(const struct frame *f, int c)
{
    double p = 0.0;
    int n = f->b->nverts[c];

    for (int k = 0; k < n; k++) {
        double dx = (f->b->vx[c][(k + 1) % n] - f->b->vx[c][k]) * f->sx;
        double dy = (f->b->vy[c][(k + 1) % n] - f->b->vy[c][k]) * f->sy;
        p += root(dx * dx + dy * dy);
    }
    return p;
}

/* Mean cell size, and a glyph size that also fits the mean incircle
 * (radius 2 area / perimeter: squares and kites have one). */
static void frame_sizes(struct frame *f)
{
    double area = 0.0, inr = 0.0;
    int n = f->b->ncells;

    for (int c = 0; c < n; c++) {
        double a = area2(f->b, c) * f->sx * f->sy / 2;
        double p = perimeter(f, c);
        a = a < 0 ? -a : a;
        area += a;
        inr += p > 0 ? 2 * a / p : 0.0;
    }
    f->cell = n ? root(area / n) : 0.0;
    f->glyph = n ? 1.5 * inr / n : 0.0;
    if (f->glyph > 0.85 * f->cell)
        f->glyph = 0.85 * f->cell;
}

static void frame_init(struct frame *f, const struct vc_board *b, int flip)
{
    int box[4], lo[2] = {0, 0}, hi[2] = {0, 0};

    for (int c = 0; c < b->ncells; c++) {
        cell_box(b, c, box);
        for (int i = 0; i < 2; i++) {
            lo[i] = c == 0 || box[i] < lo[i] ? box[i] : lo[i];
            hi[i] = c == 0 || box[i + 2] > hi[i] ? box[i + 2] : hi[i];
        }
    }
    f->b = b;
    f->flip = flip;
    f->sx = b->unit_x * PX_PER_UNIT;
    f->sy = b->unit_y * PX_PER_UNIT;
    f->minx = lo[0];
    f->maxy = hi[1];
    f->w = (hi[0] - lo[0]) * f->sx + 2 * MARGIN;
    f->h = (hi[1] - lo[1]) * f->sy + 2 * MARGIN;
    frame_sizes(f);
}

/* ---- board ---------------------------------------------------------- */

static void head(struct vc_text *o, const struct frame *f)
{
    vc_text_printf(o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\"");
    attr(o, "width", f->w);
    attr(o, "height", f->h);
    vc_text_printf(o, " viewBox=\"0 0 ");
    num(o, f->w);
    vc_text_printf(o, " ");
    num(o, f->h);
    vc_text_printf(o, "\" font-family=\"" FONTS "\">\n"
           "<defs><pattern id=\"vc-void\" width=\"8\" height=\"8\" "
           "patternUnits=\"userSpaceOnUse\" "
           "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" "
           "fill=\"#ffffff\"/><rect width=\"3\" height=\"8\" "
           "fill=\"#9a9a9a\"/></pattern></defs>\n"
           "<rect class=\"background\" width=\"100%%\" height=\"100%%\" "
           "fill=\"#ffffff\"/>\n");
}

static void points(struct vc_text *o, const struct frame *f, int c)
{
    vc_text_printf(o, " points=\"");
    for (int k = 0; k < f->b->nverts[c]; k++) {
        struct pt p = vertex(f, c, k);
        vc_text_printf(o, k ? " " : "");
        num(o, p.x);
        vc_text_printf(o, ",");
        num(o, p.y);
    }
    vc_text_printf(o, "\"");
}

static void draw_cells(struct vc_text *o, const struct frame *f)
{
    vc_text_printf(o, "<g class=\"cells\" stroke=\"#505050\" stroke-width=\"1\" "
           "stroke-linejoin=\"round\">\n");
    for (int c = 0; c < f->b->ncells; c++) {
        vc_text_printf(o, "<polygon class=\"cell\" data-cell=\"");
        put_escaped(o, f->b->name[c]);
        vc_text_printf(o, "\" fill=\"%s\"", shade_fill[f->b->shade[c] ? 1 : 0]);
        points(o, f, c);
        vc_text_printf(o, "/>\n");
    }
    vc_text_printf(o, "</g>\n");
}

/* A cell in slot s of some rank (-1 if none). */
static int cell_in_slot(const struct vc_board *b, int s)
{
    for (int r = 0; r < b->nranks; r++)
        if (s < b->rank_len[r] && b->rank_slot[r][s] != VC_HOLE)
            return b->rank_slot[r][s];
    return -1;
}

/* A cell of rank r (-1 if none). */
static int cell_in_rank(const struct vc_board *b, int r)
{
    for (int s = 0; s < b->rank_len[r]; s++)
        if (b->rank_slot[r][s] != VC_HOLE)
            return b->rank_slot[r][s];
    return -1;
}

/* Hole slot (r, s) of a board of squares: the columns of slot s, the rows
 * of rank r. */
static void draw_hole(struct vc_text *o, const struct frame *f, int r, int s)
{
    int col = cell_in_slot(f->b, s), row = cell_in_rank(f->b, r);
    int xb[4], yb[4];
    struct pt p, q;

    if (col < 0 || row < 0)
        return;
    cell_box(f->b, col, xb);
    cell_box(f->b, row, yb);
    p = map(f, xb[0], yb[1]);
    q = map(f, xb[2], yb[3]);
    vc_text_printf(o, "<rect class=\"hole\"");
    attr_xy(o, "x", "y", (struct pt){p.x < q.x ? p.x : q.x,
                                     p.y < q.y ? p.y : q.y});
    attr(o, "width", p.x < q.x ? q.x - p.x : p.x - q.x);
    attr(o, "height", p.y < q.y ? q.y - p.y : p.y - q.y);
    vc_text_printf(o, "/>\n");
}

static void draw_holes(struct vc_text *o, const struct frame *f)
{
    vc_text_printf(o, "<g class=\"holes\" fill=\"url(#vc-void)\" stroke=\"#505050\" "
           "stroke-width=\"1\">\n");
    for (int r = 0; r < f->b->nranks; r++)
        for (int s = 0; s < f->b->rank_len[r]; s++)
            if (f->b->rank_slot[r][s] == VC_HOLE)
                draw_hole(o, f, r, s);
    vc_text_printf(o, "</g>\n");
}

static void draw_highlights(struct vc_text *o, const struct frame *f,
                            const uint8_t *marks)
{
    vc_text_printf(o, "<g class=\"highlights\" fill=\"#f5d90a\" "
           "fill-opacity=\"0.55\">\n");
    for (int c = 0; marks && c < f->b->ncells; c++) {
        if (!(marks[c] & VC_MARK_HIGHLIGHT))
            continue;
        vc_text_printf(o, "<polygon class=\"highlight\"");
        points(o, f, c);
        vc_text_printf(o, "/>\n");
    }
    vc_text_printf(o, "</g>\n");
}

/* Where a piece stands (above the name when names are shown). */
static struct pt piece_at(const struct frame *f, int c, int names)
{
    struct pt p = centroid(f, c);

    p.y -= names ? 0.12 * f->cell : 0.0;
    return p;
}

static void draw_names(struct vc_text *o, const struct frame *f)
{
    vc_text_printf(o, "<g class=\"names\" fill=\"#8e1010\" text-anchor=\"middle\"");
    attr(o, "font-size", 0.24 * f->cell);
    vc_text_printf(o, ">\n");
    for (int c = 0; c < f->b->ncells; c++) {
        struct pt p = centroid(f, c);
        p.y += 0.38 * f->cell;
        vc_text_printf(o, "<text class=\"name\"");
        attr_xy(o, "x", "y", p);
        vc_text_printf(o, ">");
        put_escaped(o, f->b->name[c]);
        vc_text_printf(o, "</text>\n");
    }
    vc_text_printf(o, "</g>\n");
}

/* ---- pieces --------------------------------------------------------- */

/* UTF-8 of the solid (black) and outline (white) glyphs.  No U+FE0E:
 * their default presentation is already text, and with the selector some
 * renderers take the two glyphs of a piece from different fonts. */
struct glyph {
    char letter;
    const char *solid, *outline;
};

static const struct glyph glyphs[] = {
    {'K', "\xE2\x99\x9A", "\xE2\x99\x94"},
    {'Q', "\xE2\x99\x9B", "\xE2\x99\x95"},
    {'R', "\xE2\x99\x9C", "\xE2\x99\x96"},
    {'B', "\xE2\x99\x9D", "\xE2\x99\x97"},
    {'N', "\xE2\x99\x9E", "\xE2\x99\x98"},
    {'P', "\xE2\x99\x9F", "\xE2\x99\x99"},
};

static const struct glyph *find_glyph(char upper)
{
    for (size_t i = 0; i < sizeof(glyphs) / sizeof(glyphs[0]); i++)
        if (glyphs[i].letter == upper)
            return &glyphs[i];
    return NULL;
}

/* A white piece is the solid glyph in white, its small cut-outs closed by
 * a white stroke, under the black outline glyph; a black piece is the
 * solid glyph in black. */
static void draw_glyph(struct vc_text *o, const struct frame *f, struct pt p,
                       const struct glyph *g, int white)
{
    p.y += 0.36 * f->glyph;
    vc_text_printf(o, "<text");
    attr_xy(o, "x", "y", p);
    if (!white) {
        vc_text_printf(o, " fill=\"#000000\">%s</text>", g->solid);
        return;
    }
    vc_text_printf(o, " fill=\"#ffffff\" stroke=\"#ffffff\" stroke-linejoin=\"round\"");
    attr(o, "stroke-width", 0.06 * f->cell);
    vc_text_printf(o, ">%s</text><text", g->solid);
    attr_xy(o, "x", "y", p);
    vc_text_printf(o, " fill=\"#000000\">%s</text>", g->outline);
}

/* A piece without a glyph: its letter in a disc of its colour. */
static void draw_disc(struct vc_text *o, const struct frame *f, struct pt p,
                      char upper, int white)
{
    vc_text_printf(o, "<circle");
    attr_xy(o, "cx", "cy", p);
    attr(o, "r", 0.34 * f->cell);
    vc_text_printf(o, " fill=\"%s\" stroke=\"#000000\"", white ? "#ffffff" : "#000000");
    attr(o, "stroke-width", 0.05 * f->cell);
    vc_text_printf(o, "/><text font-weight=\"bold\"");
    attr_xy(o, "x", "y", (struct pt){p.x, p.y + 0.15 * f->cell});
    attr(o, "font-size", 0.42 * f->cell);
    vc_text_printf(o, " fill=\"%s\">%c</text>", white ? "#000000" : "#ffffff", upper);
}

static void draw_piece(struct vc_text *o, const struct frame *f, int c,
                       char letter, int names)
{
    int white = letter >= 'A' && letter <= 'Z';
    char upper = white ? letter : (char)(letter - 'a' + 'A');
    const struct glyph *g = find_glyph(upper);
    struct pt p = piece_at(f, c, names);

    if (upper < 'A' || upper > 'Z')
        return;
    vc_text_printf(o, "<g class=\"piece\" data-piece=\"%c\">", letter);
    if (g)
        draw_glyph(o, f, p, g, white);
    else
        draw_disc(o, f, p, upper, white);
    vc_text_printf(o, "</g>\n");
}

static void draw_pieces(struct vc_text *o, const struct frame *f,
                        const char *pieces, int names)
{
    vc_text_printf(o, "<g class=\"pieces\" text-anchor=\"middle\"");
    attr(o, "font-size", f->glyph);
    vc_text_printf(o, ">\n");
    for (int c = 0; pieces && c < f->b->ncells; c++)
        if (pieces[c])
            draw_piece(o, f, c, pieces[c], names);
    vc_text_printf(o, "</g>\n");
}

/* A dot on an empty target, a ring around an occupied one. */
static void draw_targets(struct vc_text *o, const struct frame *f,
                         const char *pieces, const struct vc_render_opts *ro)
{
    vc_text_printf(o, "<g class=\"targets\" fill=\"#1f7a1f\" stroke=\"#1f7a1f\" "
           "fill-opacity=\"0.7\" stroke-opacity=\"0.8\"");
    attr(o, "stroke-width", 0.07 * f->cell);
    vc_text_printf(o, ">\n");
    for (int c = 0; ro->marks && c < f->b->ncells; c++) {
        int full = pieces && pieces[c];
        if (!(ro->marks[c] & VC_MARK_TARGET))
            continue;
        vc_text_printf(o, "<circle class=\"target\"");
        attr_xy(o, "cx", "cy", full ? piece_at(f, c, ro->names)
                                     : centroid(f, c));
        attr(o, "r", (full ? 0.44 : 0.14) * f->cell);
        vc_text_printf(o, "%s/>\n", full ? " fill=\"none\"" : " stroke=\"none\"");
    }
    vc_text_printf(o, "</g>\n");
}

size_t vc_render_svg(const struct vc_board *b, const char *pieces,
                     const struct vc_render_opts *ro, char *buf,
                     size_t size)
{
    static const struct vc_render_opts defaults = {0, 0, NULL};
    struct vc_text o;
    struct frame f;

    if (!ro)
        ro = &defaults;
    vc_text_init(&o, buf, size);
    frame_init(&f, b, ro->flip);
    head(&o, &f);
    draw_cells(&o, &f);
    draw_holes(&o, &f);
    draw_highlights(&o, &f, ro->marks);
    if (ro->names)
        draw_names(&o, &f);
    draw_pieces(&o, &f, pieces, ro->names);
    draw_targets(&o, &f, pieces, ro);
    vc_text_put(&o, "</svg>\n");
    return vc_text_end(&o);
}
