/* render.c - SVG picture of a board and its pieces (render layer).
 *
 * Each cell is one <polygon class="cell"> built from the board's polygon
 * (board units, y up, scaled by unit_x / unit_y), so kites, squares and any
 * later shape come out the same way.  A FEN slot that is a hole on a board
 * of squares is drawn as a hatched <rect class="hole">.  Pieces are vector
 * shapes defined once in <defs> and placed with <use>, so the picture does
 * not depend on the fonts installed; a letter without a shape is drawn as
 * that letter in a disc.  Layers, bottom up: cells, holes, last move,
 * highlights, special cells, check, names, labels, pieces, targets,
 * arrows.
 *
 * Numbers are written as integers or with one fixed decimal built from
 * integers, never through %f or %g, so the text does not depend on the
 * locale.  No libm: the one square root is a short Newton iteration. */
#include "render.h"
#include "base/text.h"

#include <stdio.h>
#include <string.h>

#define PX_PER_UNIT 60.0 /* a square's side, a hexagon's circumradius */
#define MARGIN 6.0
#define FONTS "DejaVu Sans, Verdana, Arial, sans-serif"

/* light, dark and (on a hexagonal board) middle cells */
static const char *const shade_fill[3] = {"#f0e9d8", "#a98e6e", "#cdb48f"};
static const char *const name_fill[3] = {"#8e1010", "#fff6e6", "#5e1408"};

struct pt {
    double x, y;
};

/* Board units to picture pixels. */
struct frame {
    const struct vc_board *b;
    double sx, sy;      /* pixels per vx / vy unit */
    int minx, maxx, miny, maxy; /* the board's extent in board units */
    double left, top;   /* pixel of the extent's top left corner */
    double w, h;        /* picture size in pixels */
    double cell;        /* side of a square of a cell's mean area, pixels */
    double glyph;       /* height of a piece, pixels */
    int flip;
    double band;        /* height of each hand's band (0: no hands) */
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

/* A flipped picture turns the board about the centre of its extent. */
static struct pt map(const struct frame *f, double vx, double vy)
{
    if (f->flip) {
        vx = f->minx + f->maxx - vx;
        vy = f->miny + f->maxy - vy;
    }
    return (struct pt){f->left + (vx - f->minx) * f->sx,
                       f->top + (f->maxy - vy) * f->sy};
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
/* Mean cell size, and a piece size that also fits the mean incircle
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

static void board_extent(struct frame *f)
{
    int box[4];

    for (int c = 0; c < f->b->ncells; c++) {
        cell_box(f->b, c, box);
        if (c == 0 || box[0] < f->minx) f->minx = box[0];
        if (c == 0 || box[1] < f->miny) f->miny = box[1];
        if (c == 0 || box[2] > f->maxx) f->maxx = box[2];
        if (c == 0 || box[3] > f->maxy) f->maxy = box[3];
    }
}

/* Labels take a band left of and below the board. */
#define LABEL_BAND 0.42 /* of a cell */
/* Each hand takes a band below (white's) or above (black's) the board,
 * turned round with it. */
#define HAND_BAND 0.9 /* of a cell */

static void frame_init(struct frame *f, const struct vc_board *b,
                       const struct vc_render_opts *ro)
{
    double bw, bh, band;

    memset(f, 0, sizeof(*f));
    f->b = b;
    f->flip = ro->flip;
    f->sx = b->unit_x * PX_PER_UNIT;
    f->sy = b->unit_y * PX_PER_UNIT;
    board_extent(f);
    frame_sizes(f);
    f->glyph *= ro->names ? 0.8 : 1.0; /* room for the name below */
    band = ro->coords ? LABEL_BAND * f->cell : 0.0;
    bw = (f->maxx - f->minx) * f->sx;
    bh = (f->maxy - f->miny) * f->sy;
    f->band = ro->hands[0] || ro->hands[1] ? HAND_BAND * f->cell : 0.0;
    f->left = MARGIN + band;
    f->top = MARGIN + f->band;
    if (f->flip && b->ncells && b->nverts[0] == 6)
        f->top += band; /* a turned hexagonal board's file letters */
    f->w = bw + 2 * MARGIN + band;
    f->h = bh + 2 * MARGIN + band + 2 * f->band;
}

/* ---- piece shapes --------------------------------------------------- */

/* Each shape is drawn in a 100 x 100 box centred on (0, 0), y down, with
 * its foot near y = 42.  Outlines and details take the stroke colour
 * (currentColor), bodies inherit the fill: a <use> sets both, so one
 * shape serves white (light, dark outline) and black (dark, light
 * outline). */
#define FOOT "<path d=\"M-30 43H30V36Q30 30 24 30H-24Q-30 30 -30 36Z\"/>"

struct shape {
    char letter;
    const char *body;
};

static const struct shape shapes[] = {
    {'P', "<path d=\"M-19 31C-18 19 -12 10 -8 4H8C12 10 18 19 19 31Z\"/>"
          "<path d=\"M-14 5Q-14 -2 -8 -2H8Q14 -2 14 5Z\"/>"
          "<circle cy=\"-14\" r=\"12\"/>"
          "<path d=\"M-25 43H25V37Q25 31 19 31H-19Q-25 31 -25 37Z\"/>"},
    {'B', "<path d=\"M-16 31C-14 22 -10 15 -8 10H8C10 15 14 22 16 31Z\"/>"
          "<path d=\"M-14 10V3H14V10Z\"/>"
          "<path d=\"M0 -37C15 -25 19 -9 10 3H-10C-19 -9 -15 -25 0 -37Z\"/>"
          "<path fill=\"none\" d=\"M7 -23L-3 -11\"/>"
          "<circle cy=\"-41\" r=\"5\"/>" FOOT},
    {'R', "<path d=\"M-16 -16H16L18 31H-18Z\"/>"
          "<path d=\"M-22 -38H-13V-31H-5V-38H5V-31H13V-38H22V-22L16 -16"
          "H-16L-22 -22Z\"/>"
          "<path fill=\"none\" d=\"M-16 -16H16\"/>" FOOT},
    {'N', "<path d=\"M24 31C28 6 24 -20 6 -33L2 -45L-6 -34C-18 -30 -28 -18"
          "-37 -4L-32 6C-24 9 -16 5 -9 -1C-12 10 -20 19 -20 31Z\"/>"
          "<circle fill=\"currentColor\" stroke=\"none\" cx=\"-11\" cy=\"-21\""
          " r=\"3.5\"/>"
          "<path fill=\"none\" d=\"M8 -30C18 -18 20 0 16 20\"/>" FOOT},
    {'K', "<path d=\"M-20 31C-20 20 -24 8 -27 -4C-15 -10 15 -10 27 -4"
          "C24 8 20 20 20 31Z\"/>"
          "<path d=\"M-25 -5C-31 -26 -5 -31 0 -17C5 -31 31 -26 25 -5"
          "C14 -11 -14 -11 -25 -5Z\"/>"
          "<path d=\"M-4 -48H4V-41H11V-33H4V-21H-4V-33H-11V-41H-4Z\"/>"
          "<path fill=\"none\" d=\"M-21 20Q0 14 21 20\"/>" FOOT},
    {'Q', "<path d=\"M-21 31C-21 17 -25 3 -30 -18L-19 -3L-15 -27L-6 -7"
          "L0 -32L6 -7L15 -27L19 -3L30 -18C25 3 21 17 21 31Z\"/>"
          "<circle cx=\"-30\" cy=\"-22\" r=\"4.5\"/>"
          "<circle cx=\"-15\" cy=\"-31\" r=\"4.5\"/>"
          "<circle cy=\"-37\" r=\"4.5\"/>"
          "<circle cx=\"15\" cy=\"-31\" r=\"4.5\"/>"
          "<circle cx=\"30\" cy=\"-22\" r=\"4.5\"/>"
          "<path fill=\"none\" d=\"M-22 19Q0 13 22 19\"/>" FOOT},
    {'A', "<path d=\"M24 31C28 8 24 -14 8 -25L-4 -26C-18 -22 -28 -12"
          "-37 0L-32 9C-24 12 -16 8 -9 3C-12 13 -20 21 -20 31Z\"/>"
          "<path d=\"M-10 -24L-14 -46L-3 -35L4 -49L10 -34L20 -44L18 -22"
          "C6 -26 -2 -26 -10 -24Z\"/>"
          "<circle cx=\"-14\" cy=\"-47\" r=\"3.5\"/>"
          "<circle cx=\"4\" cy=\"-50\" r=\"3.5\"/>"
          "<circle cx=\"20\" cy=\"-45\" r=\"3.5\"/>"
          "<circle fill=\"currentColor\" stroke=\"none\" cx=\"-13\" cy=\"-12\""
          " r=\"3.5\"/>"
          "<path fill=\"none\" d=\"M10 -20C18 -10 20 4 16 20\"/>" FOOT},
};
/* ---- board ---------------------------------------------------------- */

static const struct shape *find_shape(char upper)
{
    for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
        if (shapes[i].letter == upper)
            return &shapes[i];
    return NULL;
}

static char upper_of(char letter)
{
    return letter >= 'a' && letter <= 'z' ? (char)(letter - 'a' + 'A')
                                          : letter;
}

static int in_hand(const struct vc_render_opts *ro, char upper)
{
    for (int side = 0; side < 2; side++)
        for (const char *s = ro->hands[side]; s && *s; s++)
            if (upper_of(*s) == upper)
                return 1;
    return 0;
}

/* The shapes of the pieces present, on the board or in hand, each once. */
static void piece_defs(struct vc_text *o, const struct frame *f,
                       const char *pieces, const struct vc_render_opts *ro)
{
    for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++) {
        int used = in_hand(ro, shapes[i].letter);
        for (int c = 0; pieces && c < f->b->ncells && !used; c++)
            used = upper_of(pieces[c]) == shapes[i].letter;
        if (used)
            vc_text_printf(o, "<g id=\"vc-piece-%c\" stroke=\"currentColor\" "
                   "stroke-width=\"3.5\" stroke-linejoin=\"round\" "
                   "stroke-linecap=\"round\">%s</g>\n",
                   shapes[i].letter, shapes[i].body);
    }
}

static void head(struct vc_text *o, const struct frame *f,
                 const struct vc_render_opts *ro, const char *pieces)
{
    double width = ro->size > 0 ? ro->size : f->w;

    vc_text_printf(o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" "
           "xmlns:xlink=\"http://www.w3.org/1999/xlink\"");
    attr(o, "width", width);
    attr(o, "height", width * f->h / f->w);
    vc_text_printf(o, " viewBox=\"0 0 ");
    num(o, f->w);
    vc_text_printf(o, " ");
    num(o, f->h);
    vc_text_printf(o, "\" font-family=\"" FONTS "\">\n"
           "<defs><pattern id=\"vc-void\" width=\"8\" height=\"8\" "
           "patternUnits=\"userSpaceOnUse\" "
           "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" "
           "fill=\"#ffffff\"/><rect width=\"3\" height=\"8\" "
           "fill=\"#9a9a9a\"/></pattern>\n"
           "<radialGradient id=\"vc-check\"><stop offset=\"0\" "
           "stop-color=\"#ff1a1a\"/><stop offset=\"0.45\" "
           "stop-color=\"#e60000\" stop-opacity=\"0.85\"/><stop "
           "offset=\"1\" stop-color=\"#a00000\" stop-opacity=\"0\"/>"
           "</radialGradient>\n");
    piece_defs(o, f, pieces, ro);
    vc_text_printf(o, "</defs>\n"
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
    vc_text_printf(o, "<g class=\"cells\" stroke=\"#6b5a45\" "
           "stroke-width=\"1\" stroke-linejoin=\"round\">\n");
    for (int c = 0; c < f->b->ncells; c++) {
        vc_text_printf(o, "<polygon class=\"cell\" data-cell=\"");
        put_escaped(o, f->b->name[c]);
        vc_text_printf(o, "\" fill=\"%s\"", shade_fill[f->b->shade[c] % 3]);
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

/* Holes of a board of squares; a hexagonal board's are left blank. */
static void draw_holes(struct vc_text *o, const struct frame *f)
{
    vc_text_printf(o, "<g class=\"holes\" fill=\"url(#vc-void)\" stroke=\"#6b5a45\" "
           "stroke-width=\"1\">\n");
    for (int r = 0; r < f->b->nranks && f->b->nverts[0] != 6; r++)
        for (int s = 0; s < f->b->rank_len[r]; s++)
            if (f->b->rank_slot[r][s] == VC_HOLE)
                draw_hole(o, f, r, s);
    vc_text_printf(o, "</g>\n");
}

/* ---- marks ---------------------------------------------------------- */

/* How one kind of cell mark is drawn: a group with the style, then one
 * polygon of class `cls` per marked cell. */
struct cell_mark {
    uint8_t bit;
    const char *group, *cls, *style;
};

static const struct cell_mark last_move_mark = {
    VC_MARK_LAST_MOVE, "lastmoves", "lastmove",
    " fill=\"#c9d62b\" fill-opacity=\"0.6\""};
static const struct cell_mark highlight_mark = {
    VC_MARK_HIGHLIGHT, "highlights", "highlight",
    " fill=\"#f5d90a\" fill-opacity=\"0.55\""};

static void draw_cell_marks(struct vc_text *o, const struct frame *f,
                            const uint8_t *marks, const struct cell_mark *m)
{
    vc_text_printf(o, "<g class=\"%s\"%s>\n", m->group, m->style);
    for (int c = 0; marks && c < f->b->ncells; c++) {
        if (!(marks[c] & m->bit))
            continue;
        vc_text_printf(o, "<polygon class=\"%s\"", m->cls);
        points(o, f, c);
        vc_text_printf(o, "/>\n");
    }
    vc_text_printf(o, "</g>\n");
}

/* Vertex k of cell c moved a fraction t of the way to its centroid. */
static struct pt inset(const struct frame *f, int c, int k, double t)
{
    struct pt v = vertex(f, c, k), m = centroid(f, c);

    return (struct pt){v.x + t * (m.x - v.x), v.y + t * (m.y - v.y)};
}

/* A special cell: a dashed outline inside its border. */
static void draw_special(struct vc_text *o, const struct frame *f, int c)
{
    vc_text_printf(o, "<polygon class=\"special\" points=\"");
    for (int k = 0; k < f->b->nverts[c]; k++) {
        struct pt p = inset(f, c, k, 0.12);
        vc_text_printf(o, k ? " " : "");
        num(o, p.x);
        vc_text_printf(o, ",");
        num(o, p.y);
    }
    vc_text_printf(o, "\"/>\n");
}

static void draw_specials(struct vc_text *o, const struct frame *f,
                          const uint8_t *marks)
{
    vc_text_printf(o, "<g class=\"specials\" fill=\"#7d3cb5\" "
           "fill-opacity=\"0.18\" stroke=\"#6a2c9e\" stroke-linejoin=\"round\"");
    attr(o, "stroke-width", 0.05 * f->cell);
    vc_text_printf(o, " stroke-dasharray=\"");
    num(o, 0.1 * f->cell);
    vc_text_printf(o, " ");
    num(o, 0.06 * f->cell);
    vc_text_printf(o, "\">\n");
    for (int c = 0; marks && c < f->b->ncells; c++)
        if (marks[c] & VC_MARK_SPECIAL)
            draw_special(o, f, c);
    vc_text_printf(o, "</g>\n");
}

/* Where a piece stands (above the name when names are shown). */
static struct pt piece_at(const struct frame *f, int c, int names)
{
    struct pt p = centroid(f, c);

    p.y -= names ? 0.14 * f->cell : 0.0;
    return p;
}

/* A red glow under the king in check. */
static void draw_checks(struct vc_text *o, const struct frame *f,
                        const uint8_t *marks, int names)
{
    vc_text_printf(o, "<g class=\"checks\" fill=\"url(#vc-check)\">\n");
    for (int c = 0; marks && c < f->b->ncells; c++) {
        if (!(marks[c] & VC_MARK_CHECK))
            continue;
        vc_text_printf(o, "<circle class=\"check\"");
        attr_xy(o, "cx", "cy", piece_at(f, c, names));
        attr(o, "r", 0.7 * f->glyph);
        vc_text_printf(o, "/>\n");
    }
    vc_text_printf(o, "</g>\n");
}

static void draw_names(struct vc_text *o, const struct frame *f)
{
    vc_text_printf(o, "<g class=\"names\" text-anchor=\"middle\"");
    attr(o, "font-size", 0.24 * f->cell);
    vc_text_printf(o, ">\n");
    for (int c = 0; c < f->b->ncells; c++) {
        struct pt p = centroid(f, c);
        p.y += 0.41 * f->cell;
        vc_text_printf(o, "<text class=\"name\" fill=\"%s\"",
                       name_fill[f->b->shade[c] % 3]);
        attr_xy(o, "x", "y", p);
        vc_text_printf(o, ">");
        put_escaped(o, f->b->name[c]);
        vc_text_printf(o, "</text>\n");
    }
    vc_text_printf(o, "</g>\n");
}

/* ---- file and rank labels ------------------------------------------- */

/* Leftmost pixel of rank r, a hole counting as the cells of its column. */
static double rank_left(const struct frame *f, int r)
{
    double left = f->w;

    for (int s = 0; s < f->b->rank_len[r]; s++) {
        int c = f->b->rank_slot[r][s];
        if (c == VC_HOLE)
            c = cell_in_slot(f->b, s);
        for (int k = 0; c >= 0 && k < f->b->nverts[c]; k++) {
            struct pt p = vertex(f, c, k);
            left = p.x < left ? p.x : left;
        }
    }
    return left;
}

static double rank_middle(const struct frame *f, int r)
{
    double y = 0.0;
    int n = 0;

    for (int s = 0; s < f->b->rank_len[r]; s++)
        if (f->b->rank_slot[r][s] != VC_HOLE) {
            y += centroid(f, f->b->rank_slot[r][s]).y;
            n++;
        }
    return n ? y / n : 0.0;
}

static void label(struct vc_text *o, struct pt p, const char *text)
{
    vc_text_printf(o, "<text class=\"coord\"");
    attr_xy(o, "x", "y", p);
    vc_text_printf(o, ">%s</text>\n", text);
}

/* The cell of rank r furthest left (-1 if none). */
static int leftmost_cell(const struct frame *f, int r)
{
    int best = -1;

    for (int s = 0; s < f->b->rank_len[r]; s++) {
        int c = f->b->rank_slot[r][s];
        if (c != VC_HOLE &&
            (best < 0 || centroid(f, c).x < centroid(f, best).x))
            best = c;
    }
    return best;
}

/* On a board of hexagons a rank bends, so its number goes beside its
 * leftmost cell: to its left on the left edge, else beyond its upper
 * left side (the numbers follow the board's upper left edge). */
static struct pt hex_rank_label(const struct frame *f, int r, double fs)
{
    int c = leftmost_cell(f, r), edge = 1;
    struct pt m = centroid(f, c);
    double radius = 2 * f->sx; /* a corner is 2 x-units out */

    for (int d = 0; d < f->b->ncells; d++)
        edge &= centroid(f, d).x > m.x - 0.5 * radius;
    if (edge)
        return (struct pt){m.x - 1.05 * radius, m.y + 0.36 * fs};
    return (struct pt){m.x - 0.95 * radius,
                       m.y + (f->flip ? 0.75 : -0.55) * radius + 0.36 * fs};
}

/* Each rank's number left of its leftmost cell. */
static void rank_labels(struct vc_text *o, const struct frame *f, double fs)
{
    vc_text_printf(o, "<g text-anchor=\"end\">\n");
    for (int r = 0; r < f->b->nranks; r++) {
        char text[12]; /* any int */
        struct pt p = {rank_left(f, r) - 0.1 * f->cell,
                       rank_middle(f, r) + 0.36 * fs};
        if (cell_in_rank(f->b, r) < 0)
            continue;
        if (f->b->nverts[cell_in_rank(f->b, r)] == 6)
            p = hex_rank_label(f, r, fs);
        snprintf(text, sizeof(text), "%d", r + 1);
        label(o, p, text);
    }
    vc_text_printf(o, "</g>\n");
}

/* The cell named by file letter `file` and rank r + 1 in the rank nearest
 * the picture's bottom that has one (on the kite board the grey kite, not
 * the slashed one), or -1. */
static int file_cell(const struct frame *f, char file)
{
    for (int i = 0; i < f->b->nranks; i++) {
        int r = f->flip ? f->b->nranks - 1 - i : i;
        char name[16];
        snprintf(name, sizeof(name), "%c%d", file, r + 1);
        int c = vc_board_find(f->b, name);
        if (c >= 0)
            return c;
    }
    return -1;
}

/* A hexagonal board's file letter goes next to the file's first cell,
 * on white's edge: below it, or above it when the board is turned
 * (black's edge then carries the ranks' numbers). */
static struct pt hex_file_label(const struct frame *f, char file, double fs)
{
    char name[4] = {file, '1', '\0', '\0'};
    int c = vc_board_find(f->b, name);
    struct pt m;

    if (c < 0) /* a hole: the file's cell nearest the picture's bottom */
        c = file_cell(f, file);
    m = centroid(f, c);
    if (f->flip)
        return (struct pt){m.x, m.y - f->sy - 0.06 * f->cell - 0.2 * fs};
    return (struct pt){m.x, m.y + f->sy + 0.06 * f->cell + 0.8 * fs};
}

/* Each file's letter below its cell nearest the bottom. */
static void file_labels(struct vc_text *o, const struct frame *f, double fs)
{
    double bottom = f->top + (f->maxy - f->miny) * f->sy;

    vc_text_printf(o, "<g text-anchor=\"middle\">\n");
    for (char file = 'a'; file <= 'z'; file++) {
        char text[2] = {file, '\0'};
        int c = file_cell(f, file);
        if (c < 0)
            continue;
        struct pt p = {centroid(f, c).x, bottom + 0.06 * f->cell + 0.8 * fs};
        if (f->b->nverts[c] == 6)
            p = hex_file_label(f, file, fs);
        label(o, p, text);
    }
    vc_text_printf(o, "</g>\n");
}

static void draw_coords(struct vc_text *o, const struct frame *f)
{
    double fs = 0.26 * f->cell;

    vc_text_printf(o, "<g class=\"coords\" fill=\"#4a3c2c\"");
    attr(o, "font-size", fs);
    vc_text_printf(o, ">\n");
    rank_labels(o, f, fs);
    file_labels(o, f, fs);
    vc_text_printf(o, "</g>\n");
}

/* ---- pieces --------------------------------------------------------- */

static void draw_shape(struct vc_text *o, const struct frame *f, struct pt p,
                       char upper, int white)
{
    double k = f->glyph / 80.0;

    vc_text_printf(o, "<use xlink:href=\"#vc-piece-%c\" transform=\"translate(",
                   upper);
    num(o, p.x);
    vc_text_printf(o, " ");
    num(o, p.y);
    vc_text_printf(o, ") scale(%d.%03d)\"", (int)k,
                   (int)((k - (int)k) * 1000.0 + 0.5));
    vc_text_printf(o, " fill=\"%s\" color=\"%s\"/>",
                   white ? "#fbf8f0" : "#2b2622",
                   white ? "#1d1a17" : "#f2efe8");
}

/* A piece without a shape: its letter in a disc of its colour. */
static void draw_disc(struct vc_text *o, const struct frame *f, struct pt p,
                      char upper, int white)
{
    vc_text_printf(o, "<circle");
    attr_xy(o, "cx", "cy", p);
    attr(o, "r", 0.4 * f->glyph);
    vc_text_printf(o, " fill=\"%s\" stroke=\"%s\"", white ? "#fbf8f0" : "#2b2622",
                   white ? "#1d1a17" : "#f2efe8");
    attr(o, "stroke-width", 0.04 * f->glyph);
    vc_text_printf(o, "/><text font-weight=\"bold\" text-anchor=\"middle\"");
    attr_xy(o, "x", "y", (struct pt){p.x, p.y + 0.18 * f->glyph});
    attr(o, "font-size", 0.5 * f->glyph);
    vc_text_printf(o, " fill=\"%s\">%c</text>", white ? "#1d1a17" : "#f2efe8",
                   upper);
}

static void draw_piece(struct vc_text *o, const struct frame *f, int c,
                       char letter, int names)
{
    char upper = upper_of(letter);
    int white = letter == upper;
    struct pt p = piece_at(f, c, names);

    if (upper < 'A' || upper > 'Z')
        return;
    vc_text_printf(o, "<g class=\"piece\" data-piece=\"%c\">", letter);
    if (find_shape(upper))
        draw_shape(o, f, p, upper, white);
    else
        draw_disc(o, f, p, upper, white);
    vc_text_printf(o, "</g>\n");
}

/* One kind of a hand at p: its piece, and its count when above one. */
static void draw_held(struct vc_text *o, const struct frame *f, struct pt p,
                      char letter, int count)
{
    char upper = upper_of(letter);
    int white = letter == upper;

    vc_text_printf(o, "<g class=\"held\" data-piece=\"%c\" "
                      "data-count=\"%d\">", letter, count);
    if (find_shape(upper))
        draw_shape(o, f, p, upper, white);
    else
        draw_disc(o, f, p, upper, white);
    if (count > 1) {
        vc_text_printf(o, "<text font-weight=\"bold\" fill=\"#1d1a17\"");
        attr_xy(o, "x", "y", (struct pt){p.x + 0.45 * f->cell,
                                          p.y + 0.3 * f->band});
        attr(o, "font-size", 0.35 * f->cell);
        vc_text_printf(o, ">%d</text>", count);
    }
    vc_text_printf(o, "</g>\n");
}

/* A side's hand in its band, kinds in the order the text first names
 * them: white's below the board, black's above (the other way round in
 * a flipped picture). */
static void draw_hand(struct vc_text *o, const struct frame *f,
                      const char *hand, int side)
{
    int below = (side == 0) != (f->flip != 0), k = 0;
    double y = below ? f->h - MARGIN - f->band / 2 : MARGIN + f->band / 2;

    vc_text_printf(o, "<g class=\"hand\" data-side=\"%s\">\n",
                   side ? "black" : "white");
    for (const char *s = hand; s && *s; s++) {
        int count = 0;
        if (strchr(hand, *s) != s)
            continue; /* counted at its first place */
        for (const char *t = s; *t; t++)
            count += *t == *s;
        draw_held(o, f, (struct pt){f->left + (k + 0.5) * 1.2 * f->cell, y},
                  *s, count);
        k++;
    }
    vc_text_printf(o, "</g>\n");
}

static void draw_pieces(struct vc_text *o, const struct frame *f,
                        const char *pieces, int names)
{
    vc_text_printf(o, "<g class=\"pieces\">\n");
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
        attr(o, "r", (full ? 0.6 * f->glyph : 0.14 * f->cell));
        vc_text_printf(o, "%s/>\n", full ? " fill=\"none\"" : " stroke=\"none\"");
    }
    vc_text_printf(o, "</g>\n");
}

/* ---- arrows --------------------------------------------------------- */

static struct pt along(struct pt a, struct pt u, double t)
{
    return (struct pt){a.x + t * u.x, a.y + t * u.y};
}

/* One arrow from the centre of cell `from` to the centre of cell `to`:
 * a shaft and a head as one polygon. */
static void draw_arrow(struct vc_text *o, const struct frame *f, int from,
                       int to)
{
    struct pt a = centroid(f, from), b = centroid(f, to), u, n, s, h, t;
    double len, hw = 0.08 * f->cell, hh = 0.22 * f->cell;
    double hl = 0.36 * f->cell;

    u = (struct pt){b.x - a.x, b.y - a.y};
    len = root(u.x * u.x + u.y * u.y);
    if (len <= 0.0)
        return;
    u = (struct pt){u.x / len, u.y / len};
    n = (struct pt){-u.y, u.x};
    hl = hl > 0.6 * len ? 0.6 * len : hl;
    s = along(a, u, len - hl > 0.5 * f->cell ? 0.2 * f->cell : 0.0);
    t = along(b, u, len - hl > 0.5 * f->cell ? -0.12 * f->cell : 0.0);
    h = along(t, u, -hl);
    struct pt poly[7] = {along(s, n, hw),  along(h, n, hw), along(h, n, hh), t,
                         along(h, n, -hh), along(h, n, -hw), along(s, n, -hw)};
    vc_text_printf(o, "<polygon class=\"arrow\" points=\"");
    for (int i = 0; i < 7; i++) {
        vc_text_printf(o, i ? " " : "");
        num(o, poly[i].x);
        vc_text_printf(o, ",");
        num(o, poly[i].y);
    }
    vc_text_printf(o, "\"/>\n");
}

static int is_cell(const struct vc_board *b, int c)
{
    return c >= 0 && c < b->ncells;
}

static void draw_arrows(struct vc_text *o, const struct frame *f,
                        const struct vc_render_opts *ro)
{
    vc_text_printf(o, "<g class=\"arrows\" fill=\"#e8590c\" fill-opacity=\"0.8\" "
           "stroke=\"#8f3200\" stroke-opacity=\"0.6\" stroke-width=\"1\" "
           "stroke-linejoin=\"round\">\n");
    for (size_t i = 0; ro->arrows && i < ro->narrows; i++) {
        int from = ro->arrows[2 * i], to = ro->arrows[2 * i + 1];
        if (is_cell(f->b, from) && is_cell(f->b, to) && from != to)
            draw_arrow(o, f, from, to);
    }
    vc_text_printf(o, "</g>\n");
}

size_t vc_render_svg(const struct vc_board *b, const char *pieces,
                     const struct vc_render_opts *ro, char *buf,
                     size_t size)
{
    static const struct vc_render_opts defaults = {0};
    struct vc_text o;
    struct frame f;

    if (!ro)
        ro = &defaults;
    vc_text_init(&o, buf, size);
    frame_init(&f, b, ro);
    head(&o, &f, ro, pieces);
    draw_cells(&o, &f);
    draw_holes(&o, &f);
    draw_cell_marks(&o, &f, ro->marks, &last_move_mark);
    draw_cell_marks(&o, &f, ro->marks, &highlight_mark);
    draw_specials(&o, &f, ro->marks);
    draw_checks(&o, &f, ro->marks, ro->names);
    if (ro->names)
        draw_names(&o, &f);
    if (ro->coords)
        draw_coords(&o, &f);
    draw_pieces(&o, &f, pieces, ro->names);
    if (f.band > 0) {
        draw_hand(&o, &f, ro->hands[0], 0);
        draw_hand(&o, &f, ro->hands[1], 1);
    }
    draw_targets(&o, &f, pieces, ro);
    draw_arrows(&o, &f, ro);
    vc_text_put(&o, "</svg>\n");
    return vc_text_end(&o);
}
