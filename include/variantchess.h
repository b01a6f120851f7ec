/*
 * variantchess.h - the public interface of libvariantchess 1.x.
 *
 * libvariantchess plays chess variants on boards of up to 256 cells:
 * orthodox "chess", "trihexagonal", "trumpisten", the other built-in
 * variants (vchess_builtin_name()) and variants loaded from definition
 * text (vchess_variant_set_load()).  docs/api.md says the same rules at
 * more length.
 *
 * Rules every function keeps
 *   - Status.  A function returns 0 (VCHESS_OK) or a negative
 *     vchess_status, unless it is one of these, which cannot fail:
 *     version and status-text functions; vchess_builtin_count(); free,
 *     ref and unref functions (void); the bare move decoders
 *     vchess_move_from() / vchess_move_to(); and accessors that return a
 *     `const char *` or an object pointer, which return NULL exactly when
 *     an argument is invalid (a NULL handle, an index out of range) and
 *     never NULL otherwise.  No function returns a value and a status in
 *     one int.
 *   - Parameter order.  Out-parameters come first (a created object, a
 *     result value, or a caller buffer as `buf, size, needed`), then the
 *     object acted on, then the inputs, then an optional
 *     `vchess_error *err` last.  On failure out-parameters other than a
 *     buffer's *needed are left unchanged, except that a created object's
 *     *out is set to NULL.
 *   - Errors in detail.  Functions that read text (FEN, moves, PGN) or
 *     create objects take an optional caller-owned vchess_error; NULL
 *     means "the status is enough".  The library keeps no error state of
 *     its own, in a handle or globally.
 *   - Buffers.  Text is written into caller-owned buffers.  When buf is
 *     NULL or size too small the call returns VCHESS_EBUFS and stores the
 *     size required (including the terminating NUL) in *needed when
 *     needed is not NULL; on success *needed is the size used.  What a
 *     too-small buffer holds afterwards is unspecified.
 *   - Ownership.  Objects are created by a *_new / *_create / *_copy call
 *     and released by the matching *_free (which accepts NULL).  Strings
 *     returned as `const char *` belong to the library and live as long
 *     as the object they came from (static ones: for ever).
 *   - Types at the boundary are int, unsigned, size_t and fixed-width
 *     integers; enumerations are documented value sets passed as int,
 *     never as pointers to an enum type.
 *   - Versioned structs.  A struct the caller fills (options) carries a
 *     `version` member; set it with the *_OPTIONS_INIT macro or the
 *     *_options_init() function.  Later versions only append members; a
 *     library given a version it does not know returns VCHESS_EVERSION.
 *     A struct the library fills (vchess_error, vchess_move_info) has a
 *     fixed size with reserved room; the library writes its `version`.
 *   - Threads.  The library has no mutable global state (built-in
 *     variants are built once, on first use, safely from any thread).  A
 *     vchess_variant is immutable and may be used by any number of
 *     threads at once.  A vchess_game is used by one thread at a time,
 *     except that calls taking a `const vchess_game *` never change it, so
 *     any number of them may run on one game at once while no other call
 *     does.
 *   - Stability.  From 1.0 on, no function changes its signature or
 *     meaning and no status, reason or flag value changes; new things are
 *     new functions, new values and new versions of structs.
 */
#ifndef VARIANTCHESS_H
#define VARIANTCHESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define VCHESS_VERSION_MAJOR 1
#define VCHESS_VERSION_MINOR 1
#define VCHESS_VERSION_PATCH 0
#define VCHESS_VERSION_STRING "1.1.0"
/* MAJOR * 10000 + MINOR * 100 + PATCH */
#define VCHESS_VERSION_NUMBER                                                 \
    (VCHESS_VERSION_MAJOR * 10000 + VCHESS_VERSION_MINOR * 100 +              \
     VCHESS_VERSION_PATCH)

#if defined(_WIN32) && defined(VCHESS_BUILDING)
#define VCHESS_EXPORT __declspec(dllexport)
#elif defined(__GNUC__) && defined(VCHESS_BUILDING)
#define VCHESS_EXPORT __attribute__((visibility("default")))
#else
#define VCHESS_EXPORT
#endif

/*
 * Status codes.  The list is append-only: a number once given keeps its
 * meaning.  X(NAME, value, message)
 */
#define VCHESS_STATUS_MAP(X)                                                  \
    X(OK, 0, "success")                                                       \
    X(ENOMEM, -1, "out of memory")                                            \
    X(EINVAL, -2, "invalid argument")                                         \
    X(EVARIANT, -3, "unknown variant")                                        \
    X(EFEN, -4, "invalid FEN")                                                \
    X(EBUFS, -5, "buffer too small")                                          \
    X(EILLEGAL, -6, "illegal move")                                           \
    X(ESYNTAX, -7, "syntax error")                                            \
    X(ECELL, -8, "no such cell")                                              \
    X(EAMBIGUOUS, -9, "ambiguous move")                                       \
    X(ENOUNDO, -10, "no move to undo")                                        \
    X(EDEPTH, -11, "depth out of range")                                      \
    X(ENOPIECE, -12, "no piece on that cell")                                 \
    X(EGAMEOVER, -13, "the game is over")                                     \
    X(EVERSION, -14, "unknown struct version")                                \
    X(EMOVE, -15, "not a move of this game's variant")                        \
    X(ERANGE, -16, "index out of range")                                      \
    X(ELIMIT, -17, "a limit set by the caller was reached")                   \
    X(ESTOPPED, -18, "stopped by the caller")

typedef enum vchess_status {
#define VCHESS_STATUS_ENUM_(name, value, msg) VCHESS_##name = (value),
    VCHESS_STATUS_MAP(VCHESS_STATUS_ENUM_)
#undef VCHESS_STATUS_ENUM_
    VCHESS_STATUS_END_ = -1000 /* not a status; keeps C++98 happy */
} vchess_status;

/* Message for a status code ("unknown status" for an unknown one). */
VCHESS_EXPORT const char *vchess_strerror(int status);
/* Name of a status code without the prefix, e.g. "EFEN"; NULL if unknown. */
VCHESS_EXPORT const char *vchess_status_name(int status);

/* Run-time version: VCHESS_VERSION_NUMBER and VCHESS_VERSION_STRING of the
 * library actually linked. */
VCHESS_EXPORT unsigned vchess_version(void);
VCHESS_EXPORT const char *vchess_version_string(void);

/*
 * Detailed errors.  The library fills every member, `version` included,
 * so a caller need not initialise the struct; a later 1.x uses the
 * reserved room and never changes the size.  `offset` is the byte offset
 * in the input text where the problem was found, `line` and `column` the
 * same place counted from 1 (all three 0 when the error is not about a
 * text).  `text` is always NUL-terminated and names the bad input once.
 */
#define VCHESS_ERROR_VERSION 1
#define VCHESS_ERROR_TEXT_MAX 256
typedef struct vchess_error {
    unsigned version; /* VCHESS_ERROR_VERSION of the library that wrote it */
    int code;         /* the status returned */
    size_t offset;
    uint32_t line;
    uint32_t column;
    char text[VCHESS_ERROR_TEXT_MAX];
    uint64_t reserved[8];
} vchess_error;

/*
 * Optional allocator.  Every allocation the library makes for an object
 * created with it goes through these three functions (with `opaque`
 * passed back); copies use the same allocator.  The struct and what it
 * points to must outlive every object created with it.  Without one the
 * C library's malloc, realloc and free are used.  Built-in variants are
 * built on first use with the C library's allocator, never a caller's,
 * and kept until the process ends.
 */
#define VCHESS_ALLOCATOR_VERSION 1
typedef struct vchess_allocator {
    unsigned version; /* VCHESS_ALLOCATOR_VERSION */
    void *(*malloc_fn)(void *opaque, size_t size);
    void *(*realloc_fn)(void *opaque, void *ptr, size_t size);
    void (*free_fn)(void *opaque, void *ptr);
    void *opaque;
} vchess_allocator;

/* ------------------------------------------------------------------------
 * Variants
 *
 * A vchess_variant holds everything that does not change during a game:
 * the board (cells, names, shapes), the pieces and their compiled move
 * tables, and the rules.  It is immutable and shared by every game made
 * from it.  Built-in variants are built on first use and live until the
 * process ends; vchess_variant_ref() and vchess_variant_unref() are
 * no-ops for them.  Variants created by later additions to this interface
 * (definitions loaded from text) are reference-counted: the creator holds
 * one reference, every game made from one holds another, so a variant
 * lives until its last game is freed and its creator has unreferenced it.
 * ---------------------------------------------------------------------- */
typedef struct vchess_variant vchess_variant;

/* Number of built-in variants, and their names by index (NULL when
 * i >= vchess_builtin_count()): "chess", "trihexagonal", "trumpisten"
 * first, in that order, then others (Fairy-Stockfish's built-ins under
 * its names, ...; docs/definitions.md).  Do not assume a fixed count. */
VCHESS_EXPORT size_t vchess_builtin_count(void);
VCHESS_EXPORT const char *vchess_builtin_name(size_t i);
/* The built-in variant called `name` (exact, lower case), built on first
 * use.  VCHESS_EVARIANT if there is none. */
VCHESS_EXPORT int vchess_variant_builtin(const vchess_variant **out,
                                         const char *name,
                                         vchess_error *err);
VCHESS_EXPORT void vchess_variant_ref(const vchess_variant *v);
VCHESS_EXPORT void vchess_variant_unref(const vchess_variant *v);

/* Name and start position (FEN) of a variant. */
VCHESS_EXPORT const char *vchess_variant_name(const vchess_variant *v);
VCHESS_EXPORT const char *vchess_variant_start_fen(const vchess_variant *v);

/* Board kinds */
enum {
    VCHESS_BOARD_RECT = 1,  /* files x ranks of squares, possibly with holes */
    VCHESS_BOARD_KITES = 2, /* the trihexagonal (tetrille) kite board */
    VCHESS_BOARD_HEX = 3    /* a hexagon of hexagons (Glinski's board) */
};
VCHESS_EXPORT int vchess_variant_board_kind(int *kind,
                                            const vchess_variant *v);
/* Size of the board: the most cells (and holes) in one rank as the FEN
 * writes them, the ranks, and the hexagons, whole or cut by the edge
 * (0 on a rectangular board).  Any pointer may be NULL. */
VCHESS_EXPORT int vchess_variant_board_size(int *files, int *ranks,
                                            int *hexagons,
                                            const vchess_variant *v);

/* Cells are numbered 0 <= cell < cell count, rank by rank from white's
 * side, each rank as the FEN writes it. */
#define VCHESS_CELL_NONE (-1)
VCHESS_EXPORT int vchess_variant_cell_count(int *count,
                                            const vchess_variant *v);
/* Name of a cell ("e4", "c4/", "e10"), NULL if cell is out of range. */
VCHESS_EXPORT const char *vchess_variant_cell_name(const vchess_variant *v,
                                                   int cell);
/* Index of the cell named `name` (exact, case-sensitive); VCHESS_ECELL if
 * there is none. */
VCHESS_EXPORT int vchess_variant_cell_index(int *cell,
                                            const vchess_variant *v,
                                            const char *name);
/*
 * Geometry, for programs that draw their own boards: the same numbers
 * the SVG renderer uses.  Coordinates are in board units, x to the right
 * and y up, white's side at the bottom; on a rectangular board a square
 * is 1 x 1 with cell a1 spanning (0,0)-(1,1); on the kite board and on a
 * hexagonal board one unit is a hexagon's side (its circumradius), as in
 * docs/rules.
 * The polygon's vertices (counter-clockwise) go to xy[0..2*count) as
 * x, y pairs; VCHESS_EBUFS with *count set if cap (vertices) is too
 * small.  The centre is the point where the piece is drawn.  shade is 0
 * for a light cell, 1 for a dark one, and 2 for the middle shade of a
 * hexagonal board's three.
 */
VCHESS_EXPORT int vchess_variant_cell_polygon(double *xy, size_t cap,
                                              size_t *count,
                                              const vchess_variant *v,
                                              int cell);
VCHESS_EXPORT int vchess_variant_cell_centre(double *x, double *y,
                                             const vchess_variant *v,
                                             int cell);
VCHESS_EXPORT int vchess_variant_cell_shade(int *shade,
                                            const vchess_variant *v,
                                            int cell);

/* Piece kinds are numbered 0 <= kind < count; each has an upper-case FEN
 * letter (white; black is its lower case) and an English name. */
/* 1 if the variant's positions have hands, pieces that enter the board
 * by a drop (pieceDrops) or by gating (seirawanGating), else 0 (since
 * 1.1). */
VCHESS_EXPORT int vchess_variant_has_drops(int *drops,
                                           const vchess_variant *v);
/* 1 if the variant's positions have an SFEN and its moves a USI text
 * (vchess_game_sfen(), vchess_game_move_usi()), else 0 (since 1.1): a
 * board of squares of at most 9 files and equal ranks without holes,
 * with drops or promotions of pieces (the shogi family: shogi,
 * minishogi, kyotoshogi, gorogoro, dobutsu, torishogi, judkins,
 * euroshogi; also other drop variants such as a loaded definition's),
 * and without castling, en passant or check
 * counting, which SFEN cannot hold. */
VCHESS_EXPORT int vchess_variant_has_usi(int *usi, const vchess_variant *v);
VCHESS_EXPORT int vchess_variant_piece_count(int *count,
                                             const vchess_variant *v);
VCHESS_EXPORT int vchess_variant_piece_letter(char *letter,
                                              const vchess_variant *v,
                                              int kind);
VCHESS_EXPORT const char *vchess_variant_piece_name(const vchess_variant *v,
                                                    int kind);

/* Bounds that hold for every position of the variant: legal moves of one
 * position, and the size of a FEN including its NUL. */
VCHESS_EXPORT int vchess_variant_max_moves(size_t *n,
                                           const vchess_variant *v);
VCHESS_EXPORT int vchess_variant_fen_max(size_t *n, const vchess_variant *v);

/* Since 1.1.  Chess960 (Fischer random) start positions of a variant
 * that castles Chess960's way (`chess960 = true`, as the built-in
 * "chess960"): each game takes its castling from its own start position.
 * vchess_variant_start_fen_960() writes position `number` of Scharnagl's
 * numbering (0-959; 518 is the usual one) for a variant whose start
 * position has the eight back-rank pieces of chess; any other variant
 * or number is VCHESS_EINVAL.  vchess_variant_random_fen_960() writes a
 * shuffle of the start position's back rank that `seed` fixes: pieces
 * that keep to one shade (bishops) on cells of the shades they had, the
 * king between its two castling partners, black's rank the mirror of
 * white's (for chess: the position numbered seed's hash mod 960).  For
 * a variant with an Interactive Diagram's shuffle= (docs/definitions.md),
 * with or without chess960, it writes the shuffle the Diagram's spec
 * describes.  Both deliver text by the buffer rules at the top of this
 * header; VCHESS_EINVAL for a variant without chess960 or shuffle. */
VCHESS_EXPORT int vchess_variant_start_fen_960(char *buf, size_t size,
                                               size_t *needed,
                                               const vchess_variant *v,
                                               long number);
VCHESS_EXPORT int vchess_variant_random_fen_960(char *buf, size_t size,
                                                size_t *needed,
                                                const vchess_variant *v,
                                                unsigned long long seed);

/* Since 1.1.  The definition v was built from, printed as one
 * self-contained section of the variants.ini dialect (docs/definitions.md,
 * "Printing a definition back"): no parent, one `key = value` a line; an
 * Interactive Diagram's definition in that dialect's terms.  Read back by
 * vchess_variant_set_load(), it gives a variant that plays the same.
 * Text by the buffer rules at the top of this header; VCHESS_EINVAL for
 * a NULL v.  Reads v only: safe from any thread. */
VCHESS_EXPORT int vchess_variant_definition_text(char *buf, size_t size,
                                                 size_t *needed,
                                                 const vchess_variant *v);

/*
 * A debugging aid: a multi-line, human-readable description of a cell's
 * tables (name, rank, colour, then one line per movement family listing
 * each ray as cell names, rays separated by " | ").  The format may change
 * between versions.
 */
VCHESS_EXPORT int vchess_variant_describe_cell(char *buf, size_t size,
                                               size_t *needed,
                                               const vchess_variant *v,
                                               int cell);

/* ------------------------------------------------------------------------
 * Variants defined as text
 *
 * A vchess_variant_set holds the variants one text defines, in
 * Fairy-Stockfish's variants.ini dialect: sections `[name]` or
 * `[name:parent]` (parent: "chess" or an earlier section) of
 * `key = value` lines; pieces by name (`knight = n`) or in Betza's
 * notation (`customPiece1 = c:mWcF`, `king = k:KN`).  Reading is strict:
 * a key, value or Betza letter outside the model is an error (ESYNTAX)
 * whose err names the source, line, column, key and reason, and nothing
 * is created.  Keys that only tune an engine's play are accepted with a
 * warning.  docs/definitions.md lists what is read.
 *
 * The set holds one reference to each of its variants: pointers from
 * vchess_variant_set_get() stay valid while the set lives, or longer
 * after vchess_variant_ref(); games made from them hold their own
 * references.  The variants are immutable and shareable like built-ins;
 * a set is read-only after loading and may be read by any number of
 * threads at once.  alloc may be NULL (malloc / realloc / free).
 * ---------------------------------------------------------------------- */
typedef struct vchess_variant_set vchess_variant_set;

/* Read every variant that `text` defines.  source_name (may be NULL)
 * names the text in error messages. */
VCHESS_EXPORT int vchess_variant_set_load(vchess_variant_set **out,
                                          const char *text,
                                          const char *source_name,
                                          const vchess_allocator *alloc,
                                          vchess_error *err);
VCHESS_EXPORT void vchess_variant_set_free(vchess_variant_set *s);

/*
 * Limits on what loading a text may cost (1.1), for text from someone
 * the caller does not trust.  What a load costs grows with the variants
 * it defines and their cells (some 200 KB for each chess-sized variant);
 * bound both here, and bound the bytes by an allocator that refuses past
 * a budget (the load then fails with VCHESS_ENOMEM and holds nothing).
 */
#define VCHESS_LOAD_OPTIONS_VERSION 1
typedef struct vchess_load_options {
    unsigned version;                  /* VCHESS_LOAD_OPTIONS_VERSION */
    const vchess_allocator *allocator; /* NULL: malloc / realloc / free */
    size_t max_variants; /* sections (a Diagram is one) the text may
                            define; 0: no limit */
    size_t max_cells;    /* cells of all their boards together; 0: none */
    size_t max_text;     /* bytes of text (before its NUL); 0: none */
} vchess_load_options;
#define VCHESS_LOAD_OPTIONS_INIT {VCHESS_LOAD_OPTIONS_VERSION, NULL, 0, 0, 0}
/* Fill opts with the defaults of `version`: no limits, the C library's
 * allocator (VCHESS_EVERSION if unknown, VCHESS_EINVAL if opts is NULL). */
VCHESS_EXPORT int vchess_load_options_init(vchess_load_options *opts,
                                           unsigned version);
/* vchess_variant_set_load() with limits (opts may be NULL: none).  A
 * limit passed gives VCHESS_ELIMIT, with the line and column of the
 * section that passed it in err (0 for the text's length), before the
 * tables of any variant are built. */
VCHESS_EXPORT int vchess_variant_set_load_ext(vchess_variant_set **out,
                                              const char *text,
                                              const char *source_name,
                                              const vchess_load_options *opts,
                                              vchess_error *err);
/* Number of variants, and their names by index in the order defined
 * (NULL when i is out of range). */
VCHESS_EXPORT int vchess_variant_set_count(size_t *n,
                                           const vchess_variant_set *s);
VCHESS_EXPORT const char *vchess_variant_set_name(
    const vchess_variant_set *s, size_t i);
/* The variant called `name`; VCHESS_EVARIANT if the set has none. */
VCHESS_EXPORT int vchess_variant_set_get(const vchess_variant **out,
                                         const vchess_variant_set *s,
                                         const char *name,
                                         vchess_error *err);
/* Warnings about accepted keys (one line each, with line and column). */
VCHESS_EXPORT int vchess_variant_set_warning_count(
    size_t *n, const vchess_variant_set *s);
VCHESS_EXPORT const char *vchess_variant_set_warning(
    const vchess_variant_set *s, size_t i);

/* ------------------------------------------------------------------------
 * Moves
 *
 * A move is a 32-bit value made by the library for one game's variant.
 * Stable in 1.x: bits 0-7 are the from-cell and bits 8-15 the to-cell
 * (castling: the king's cells).  Every other bit is the library's
 * business.  Every function taking a game and a move checks that the
 * value is a move of that game's variant (VCHESS_EMOVE otherwise); most
 * also need it to be legal in the current position (VCHESS_EILLEGAL).
 * ---------------------------------------------------------------------- */
typedef uint32_t vchess_move;

#define VCHESS_MOVE_TEXT_MAX 32 /* any move's coordinate or SAN text + NUL */

VCHESS_EXPORT int vchess_move_from(vchess_move m);
VCHESS_EXPORT int vchess_move_to(vchess_move m);

/* Flags of vchess_move_info */
enum {
    VCHESS_MOVE_CAPTURE = 1,
    VCHESS_MOVE_EN_PASSANT = 2,
    VCHESS_MOVE_CASTLING = 4,
    VCHESS_MOVE_PROMOTION = 8,
    VCHESS_MOVE_MORPH = 16,      /* the piece changes kind on a special cell */
    VCHESS_MOVE_CHECK = 32,      /* gives check */
    VCHESS_MOVE_DOUBLE_STEP = 64, /* a pawn's initial double step */
    VCHESS_MOVE_DROP = 128,      /* a piece from the hand enters the board
                                    (since 1.1): from is to, piece the
                                    piece dropped */
    VCHESS_MOVE_GATING = 256     /* a piece from the hand enters the cell
                                    the move leaves, or castling's king or
                                    partner cell (S-Chess; since 1.1):
                                    vchess_game_move_gate() says which */
};

/*
 * What a legal move does.  Pieces are FEN letters (upper case white).
 * The library writes every member, `version` included.
 */
#define VCHESS_MOVE_INFO_VERSION 1
typedef struct vchess_move_info {
    unsigned version;
    vchess_move move;
    int from, to;       /* cells; castling: the king's */
    char piece;         /* the piece that moves */
    char captured;      /* the piece taken, or 0 */
    char promotion;     /* the piece chosen on promotion, or 0 */
    char becomes;       /* the moving piece as it stands after the move */
    int capture_cell;   /* where `captured` stood, or VCHESS_CELL_NONE */
    int partner_from;   /* castling partner's cells, or VCHESS_CELL_NONE */
    int partner_to;
    unsigned flags;     /* VCHESS_MOVE_* */
    uint64_t reserved[6];
} vchess_move_info;

/* ------------------------------------------------------------------------
 * Games
 * ---------------------------------------------------------------------- */
typedef struct vchess_game vchess_game;

enum { VCHESS_WHITE = 0, VCHESS_BLACK = 1 };

#define VCHESS_GAME_OPTIONS_VERSION 1
typedef struct vchess_game_options {
    unsigned version;                  /* VCHESS_GAME_OPTIONS_VERSION */
    const vchess_allocator *allocator; /* NULL: malloc / realloc / free */
} vchess_game_options;
#define VCHESS_GAME_OPTIONS_INIT {VCHESS_GAME_OPTIONS_VERSION, NULL}
/* Fill opts with the defaults of `version` (VCHESS_EVERSION if unknown). */
VCHESS_EXPORT int vchess_game_options_init(vchess_game_options *opts,
                                           unsigned version);

/*
 * A new game of variant v from `fen`, or from the variant's start
 * position when fen is NULL.  The game holds a reference to v.  opts may
 * be NULL.  On failure *out is NULL: VCHESS_EFEN, VCHESS_EVERSION,
 * VCHESS_ENOMEM, VCHESS_EINVAL.
 */
VCHESS_EXPORT int vchess_game_create(vchess_game **out,
                                     const vchess_variant *v,
                                     const char *fen,
                                     const vchess_game_options *opts,
                                     vchess_error *err);
/* The same for the built-in variant called `variant`, in one call
 * (VCHESS_EVARIANT if there is none). */
VCHESS_EXPORT int vchess_game_new(vchess_game **out, const char *variant,
                                  const char *fen);
/* Independent copy of g, history included, with g's allocator. */
VCHESS_EXPORT int vchess_game_copy(vchess_game **out, const vchess_game *g);
VCHESS_EXPORT void vchess_game_free(vchess_game *g);

/* The game's variant (NULL if g is NULL); valid while g lives. */
VCHESS_EXPORT const vchess_variant *vchess_game_variant(const vchess_game *g);

/* Replace the position and clear the history.  On error g is unchanged. */
VCHESS_EXPORT int vchess_game_set_fen(vchess_game *g, const char *fen,
                                      vchess_error *err);
VCHESS_EXPORT int vchess_game_fen(char *buf, size_t size, size_t *needed,
                                  const vchess_game *g);

/*
 * SFEN (since 1.1): the position text of USI, which shogi programs,
 * GUIs and lishogi speak, for the variants vchess_variant_has_usi()
 * names; vchess_game_fen() stays Fairy-Stockfish's FEN.  Four fields:
 * the board as the FEN writes it (ranks from the top; upper case is
 * sente, the side that moves first, VCHESS_WHITE), the side to move
 * ('b' sente, 'w' gote: the letters the other way round from FEN), the
 * hands ('-', or each side's pieces with a count before those held more
 * than once, sente's then gote's, shogi's in the order R B G S N L P:
 * "S2Pb3p"), and the move number counted in plies from 1:
 *     lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
 * Minishogi, judkins and euroshogi write their boards the same way
 * ("rbsgk/4p/5/P4/KGSBR b - 1", as lishogi and Fairy-Stockfish do).
 * SFEN has no half-move clock: reading one sets it to 0.  The move
 * number is kept as read, also where its parity is not the side's (a
 * handicap game, where gote moves first, starts "w - 1"), and counts on
 * with the moves played; the FEN's full-move number follows from it.
 *
 * vchess_game_create_sfen() is vchess_game_create() from an SFEN (not
 * NULL); vchess_game_set_sfen() is vchess_game_set_fen() from one (on
 * error g is unchanged); both check what the FEN reader checks and
 * report VCHESS_EFEN with the offset into the SFEN (the fields'
 * number, the ranks, a hand's counts and letters, more pieces on the
 * board and in the hands together than the board has cells, the side
 * letter, the move number: at least 1 and at most 999999999).  VCHESS_EINVAL for a variant without SFEN.
 * vchess_game_sfen() writes the game's SFEN by the buffer rules
 * (vchess_variant_fen_max() bytes always suffice); VCHESS_EINVAL for a
 * variant without SFEN.  Threads and ownership as for the FEN calls.
 */
VCHESS_EXPORT int vchess_game_create_sfen(vchess_game **out,
                                          const vchess_variant *v,
                                          const char *sfen,
                                          const vchess_game_options *opts,
                                          vchess_error *err);
VCHESS_EXPORT int vchess_game_set_sfen(vchess_game *g, const char *sfen,
                                       vchess_error *err);
VCHESS_EXPORT int vchess_game_sfen(char *buf, size_t size, size_t *needed,
                                   const vchess_game *g);

/* VCHESS_WHITE or VCHESS_BLACK. */
VCHESS_EXPORT int vchess_game_side_to_move(int *side, const vchess_game *g);
/* 1 if the side to move is in check, else 0. */
VCHESS_EXPORT int vchess_game_in_check(int *in_check, const vchess_game *g);
/* Piece on a cell as a FEN letter (upper case white), 0 if the cell is
 * empty; VCHESS_ECELL if cell is out of range. */
VCHESS_EXPORT int vchess_game_piece_at(char *piece, const vchess_game *g,
                                       int cell);
/* Pieces in hand (since 1.1): how many pieces of the FEN letter `piece`
 * (upper case white's, lower case black's) the side holds, 0 in a
 * variant without drops; VCHESS_EINVAL if the letter is no piece of the
 * variant. */
VCHESS_EXPORT int vchess_game_hand_count(int *count, const vchess_game *g,
                                         char piece);

/*
 * Legal moves of the position into moves[0..cap).  *count receives their
 * number; if cap is smaller, VCHESS_EBUFS is returned and moves holds
 * nothing useful.  vchess_variant_max_moves() always suffices.  A game
 * that is over has no legal moves.
 */
VCHESS_EXPORT int vchess_game_legal_moves(vchess_move *moves, size_t cap,
                                          size_t *count,
                                          const vchess_game *g);
/* The same, each move with what it does (in the same order). */
VCHESS_EXPORT int vchess_game_legal_move_infos(vchess_move_info *infos,
                                               size_t cap, size_t *count,
                                               const vchess_game *g);
/*
 * The legal moves and their texts in one call (1.1), for a caller that
 * lists them all at once (a binding, a move list on a page): into buf
 * the text of each legal move in `notation`, one space between two and
 * a NUL after the last ("" when there is none), into moves[0..cap) the
 * same moves in the same order, as vchess_game_legal_moves() gives them
 * (moves may be NULL when cap is 0).  *count receives their number and
 * *needed (may be NULL) the bytes the text takes, NUL included; when cap
 * or size is too small the call returns VCHESS_EBUFS and neither buffer
 * holds anything useful.  vchess_variant_max_moves() moves and as many
 * times VCHESS_MOVE_TEXT_MAX bytes always suffice.  VCHESS_EINVAL for a
 * notation not listed here.
 */
enum {
    VCHESS_NOTATION_COORD = 0, /* as vchess_game_move_coord() writes */
    VCHESS_NOTATION_SAN = 1,   /* as vchess_game_move_san() writes */
    VCHESS_NOTATION_USI = 2    /* as vchess_game_move_usi() writes (since
                                  1.1; only where vchess_variant_has_usi) */
};
VCHESS_EXPORT int vchess_game_legal_move_texts(char *buf, size_t size,
                                               size_t *needed,
                                               vchess_move *moves,
                                               size_t cap, size_t *count,
                                               const vchess_game *g,
                                               int notation);
/* 1 if m is a legal move of the current position, else 0. */
VCHESS_EXPORT int vchess_game_is_legal(int *legal, const vchess_game *g,
                                       vchess_move m);
/* What the legal move m does (VCHESS_EILLEGAL if it is not legal,
 * VCHESS_EGAMEOVER if the game is over). */
VCHESS_EXPORT int vchess_game_move_info(vchess_move_info *info,
                                        const vchess_game *g, vchess_move m);
/* Gating (VCHESS_MOVE_GATING, since 1.1): the FEN letter of the piece
 * the legal move m brings in from the hand into *piece, and its cell
 * into *cell (either may be NULL); 0 and VCHESS_CELL_NONE for a move
 * that gates nothing.  Errors as vchess_game_move_info(). */
VCHESS_EXPORT int vchess_game_move_gate(char *piece, int *cell,
                                        const vchess_game *g, vchess_move m);

/* Play a legal move: VCHESS_EGAMEOVER if the game is over, VCHESS_EMOVE
 * or VCHESS_EILLEGAL otherwise; g is then unchanged. */
VCHESS_EXPORT int vchess_game_push(vchess_game *g, vchess_move m);
/* Take back the last move played (VCHESS_ENOUNDO if none); *move (may be
 * NULL) receives it. */
VCHESS_EXPORT int vchess_game_pop(vchess_move *move, vchess_game *g);
/* Number of moves played since the position was set. */
VCHESS_EXPORT int vchess_game_ply(size_t *ply, const vchess_game *g);
/* The i-th move played since the position was set (0 is the first);
 * VCHESS_ERANGE if i >= ply. */
VCHESS_EXPORT int vchess_game_history(vchess_move *move, const vchess_game *g,
                                      size_t i);

/*
 * Move text.  Coordinate notation: from-cell, to-cell, lower-case
 * promotion letter ("e2e4", "b2c4/", "e10e11q"); castling is the king's
 * move, except where the king's target is also a plain king step
 * (trumpisten), where it is the king onto its partner's cell.  m must be
 * a move of the game's variant (any position).
 */
VCHESS_EXPORT int vchess_game_move_coord(char *buf, size_t size,
                                         size_t *needed,
                                         const vchess_game *g, vchess_move m);
/* Standard algebraic notation of a legal move m of the current position,
 * with minimal disambiguation and '+' / '#' ("Nb1/c3", "exd5/", "O-O").
 * A piece move names, when needed, its from-file letter, else its
 * from-rank, else its whole from-cell (on the trihexagonal board "c4" and
 * "c4/" share file and rank); a pawn names its from-file when it captures
 * or another pawn goes to the same cell, its whole from-cell when that
 * file letter is shared.  Promotion "=Q"; castling the variant's "O-O" /
 * "O-O-O".  VCHESS_EILLEGAL if m is not legal in the current position
 * (VCHESS_EGAMEOVER when that is because the game is over). */
VCHESS_EXPORT int vchess_game_move_san(char *buf, size_t size,
                                       size_t *needed, const vchess_game *g,
                                       vchess_move m);
/* The legal move of the current position that `text` names in any
 * accepted notation (coordinate, long algebraic or SAN; trailing + # ! ?
 * ignored).  Errors: VCHESS_ESYNTAX, VCHESS_ECELL, VCHESS_ENOPIECE,
 * VCHESS_EILLEGAL, VCHESS_EAMBIGUOUS, with text and offset in *err;
 * VCHESS_EGAMEOVER for a move on the board once the game is over (the
 * reason in err's text).
 * Cell names and the capture 'x' are lower case, piece letters upper case
 * ("Bxb7" is a bishop, "bxc3" a pawn); a promotion letter may be either
 * ("e7e8q", "e8=Q").  Castling is "O-O" / "O-O-O" ("0-0" too), the king's
 * move ("e1g1", "Kd1f1/"), or the king onto its partner's cell ("e1h1",
 * "c1a1"); where the king's target is also a plain king step (trumpisten
 * "c1b1") that text is the plain step.  The offset points at the bad
 * byte (ESYNTAX), cell name (ECELL) or from part (ENOPIECE), else 0; an
 * ambiguous move lists its candidates in coordinate notation. */
VCHESS_EXPORT int vchess_game_parse_move(vchess_move *out,
                                         const vchess_game *g,
                                         const char *text, vchess_error *err);

/*
 * USI move text (since 1.1), for the variants vchess_variant_has_usi()
 * names: the from-cell and the to-cell, files numbered 1 to 9 from
 * sente's right, ranks lettered from 'a' at gote's side ("7g7f"; on
 * shogi's board our "c3" is USI's "7g"), '+' after a piece's promotion
 * ("8h2b+"), '-' after its demotion (kyoto shogi: "5e5d-"), a drop as
 * the piece's upper-case letter, '*' and the cell, for either side
 * ("P*5e"; "+P*5e" for a piece that enters promoted).  vchess_game_move_usi() writes a move of the
 * game's variant (any position) as vchess_game_move_coord() does;
 * vchess_game_parse_usi() reads the legal move a USI text names, and
 * nothing else (no SAN, no FEN cell names; '=' after a move that could
 * promote says it does not, as some programs write it), with the errors
 * of vchess_game_parse_move().  Both return VCHESS_EINVAL for a variant
 * without USI.
 */
VCHESS_EXPORT int vchess_game_move_usi(char *buf, size_t size,
                                       size_t *needed, const vchess_game *g,
                                       vchess_move m);
VCHESS_EXPORT int vchess_game_parse_usi(vchess_move *out,
                                        const vchess_game *g,
                                        const char *text, vchess_error *err);

/* ------------------------------------------------------------------------
 * Results
 * ---------------------------------------------------------------------- */
enum {
    VCHESS_ONGOING = 0,
    VCHESS_WHITE_WINS = 1,
    VCHESS_BLACK_WINS = 2,
    VCHESS_DRAW = 3
};

/* Why a game ended, or what a draw claim rests on. */
enum {
    VCHESS_REASON_NONE = 0,
    VCHESS_REASON_CHECKMATE = 1,
    VCHESS_REASON_STALEMATE = 2,     /* a draw, or a win where the rules say */
    VCHESS_REASON_BARE_KING = 3,
    VCHESS_REASON_REPETITION = 4,    /* threefold: claimable */
    VCHESS_REASON_FIFTY_MOVES = 5,   /* claimable */
    VCHESS_REASON_INSUFFICIENT = 6,  /* dead position (e.g. K v K) */
    VCHESS_REASON_FIVEFOLD = 7,      /* fivefold repetition: ends the game */
    VCHESS_REASON_SEVENTY_FIVE = 8,  /* 75-move rule: ends the game */
    VCHESS_REASON_VARIANT_WIN = 9,   /* a rule of the variant: side to move wins */
    VCHESS_REASON_VARIANT_LOSS = 10, /* ... side to move loses */
    VCHESS_REASON_VARIANT_DRAW = 11, /* ... a draw */
    /* Since 1.1: */
    VCHESS_REASON_EXTINCTION = 12,   /* a side lost every piece of a kind
                                        (extinctionPieceTypes) */
    VCHESS_REASON_FLAG = 13,         /* a flag piece reached its region
                                        (King of the Hill, Racing Kings) */
    VCHESS_REASON_CHECKS = 14,       /* a side gave its last check
                                        (Three-check) */
    VCHESS_REASON_CONNECT = 15,      /* a side has its pieces in a row
                                        (connectN) */
    VCHESS_REASON_EXPLOSION = 16     /* a side's king (an extinction kind)
                                        was blown away (atomic) */
};

/* How the game stands: VCHESS_ONGOING with VCHESS_REASON_NONE, or the
 * final result with its reason (reason may be NULL).  Draws that must be
 * claimed do not end the game; vchess_game_claim() tells them. */
VCHESS_EXPORT int vchess_game_result(int *result, int *reason,
                                     const vchess_game *g);
/* A draw the side to move may claim now: VCHESS_REASON_REPETITION,
 * VCHESS_REASON_FIFTY_MOVES, or VCHESS_REASON_NONE. */
VCHESS_EXPORT int vchess_game_claim(int *reason, const vchess_game *g);

/* ------------------------------------------------------------------------
 * Perft: the number of leaf nodes of the legal move tree of a depth
 * (depth 0 counts 1), at most VCHESS_PERFT_MAX_DEPTH.  g is not changed.
 * The search uses 4 bytes of stack per ply of depth for each move of
 * vchess_variant_max_moves() (about 6 KiB for chess, 50 KiB for chess on
 * 16 x 16), plus a little.  A deep count may not end in a lifetime and
 * cannot be stopped: for a depth from untrusted input use
 * vchess_game_perft_deep() with the limits of its options (1.1).
 * ---------------------------------------------------------------------- */
#define VCHESS_PERFT_MAX_DEPTH 32
VCHESS_EXPORT int vchess_game_perft(uint64_t *nodes, const vchess_game *g,
                                    unsigned depth);
/* Perft divided by root move (depth >= 1): moves[i] and counts[i] for each
 * legal root move, *count moves in all, *nodes their sum.  Buffer rules as
 * for vchess_game_legal_moves(). */
VCHESS_EXPORT int vchess_game_perft_divide(vchess_move *moves,
                                           uint64_t *counts, size_t cap,
                                           size_t *count, uint64_t *nodes,
                                           const vchess_game *g,
                                           unsigned depth);

/* ------------------------------------------------------------------------
 * Game records in PGN
 * ---------------------------------------------------------------------- */
/*
 * The game as PGN: the Seven Tag Roster (unknown values "?"),
 * [Variant "<name>"] (since 1.1 not for the built-in "chess", which PGN
 * readers assume without the tag, as vchess_game_from_pgn() does), and
 * [SetUp "1"] with [FEN "..."] when the moves do
 * not start from the variant's start position; then the moves played
 * since the position was set, in SAN with move numbers, lines of at most
 * 79 characters, and the result ("1-0", "0-1", "1/2-1/2" or "*").
 */
VCHESS_EXPORT int vchess_game_pgn(char *buf, size_t size, size_t *needed,
                                  const vchess_game *g);
/*
 * A new game from the first game of the NUL-terminated PGN text `pgn`:
 * the variant from its Variant tag (any case; missing or "Standard" means
 * "chess"), the start position from its FEN tag, and every move of the
 * movetext played, so that vchess_game_pop() takes them back.  Moves may
 * be in any notation vchess_game_parse_move() accepts; move numbers,
 * comments ({...}, ; to the end of the line), NAGs ($n), variations
 * ((...)) and the result are read and dropped.  The game ends at its
 * result or at the next '[' tag section.  *consumed (may be NULL)
 * receives the number of bytes of pgn the game took, so that a caller
 * can read the next game from pgn + *consumed.
 * On failure *out is NULL and *err holds the code, offset, line and
 * column in pgn, and a message that names the move number and side for a
 * bad move.  Since 1.1 the new game keeps its record (tags, result,
 * comments and NAGs: see "game records" below), and the text may depart
 * from strict PGN as vchess_pgn_reader_next() allows (without warnings).
 */
VCHESS_EXPORT int vchess_game_from_pgn(vchess_game **out, size_t *consumed,
                                       const char *pgn, vchess_error *err);

/* ------------------------------------------------------------------------
 * Pictures
 * ---------------------------------------------------------------------- */
/*
 * vchess_game_svg() draws the current position as a standalone SVG
 * document (UTF-8): the real cell shapes in the board's two colours,
 * holes hatched, the pieces, white at the bottom unless flipped.  Each
 * cell is exactly one element with class="cell" and data-cell="<name>";
 * highlighted cells add one class="highlight" element each, targets one
 * class="target" element, names one class="name" element, pieces one
 * class="piece" group.  Numbers are written without the locale.  The
 * arrays in the options are read during the call only.  A cell index out
 * of range gives VCHESS_ECELL, a NULL array with a nonzero count
 * VCHESS_EINVAL.
 */
#define VCHESS_SVG_OPTIONS_VERSION 1
typedef struct vchess_svg_options {
    unsigned version;     /* VCHESS_SVG_OPTIONS_VERSION */
    int flip;             /* nonzero: turned by 180 degrees (black below) */
    int show_names;       /* nonzero: each cell's name written in it */
    int show_coordinates; /* nonzero: file and rank labels on the border */
    int show_last_move;   /* nonzero: the game's last move highlighted */
    int show_check;       /* nonzero: a king in check marked */
    int show_special;     /* nonzero: cells that change a piece (promotion
                             aside, e.g. trumpisten's trump squares) marked */
    double size;          /* width of the picture in pixels; 0: default */
    const int *highlight; /* cells shaded as highlighted */
    size_t nhighlight;
    const int *targets;   /* cells marked as targets (e.g. legal moves):
                             a dot, or a ring around a piece there */
    size_t ntargets;
    const int *arrows;    /* arrows[2k] -> arrows[2k+1], k < narrows */
    size_t narrows;
} vchess_svg_options;
/* Defaults: no flip, no names; coordinates, last move, check and special
 * cells shown; default size; nothing else marked. */
#define VCHESS_SVG_OPTIONS_INIT                                               \
    {VCHESS_SVG_OPTIONS_VERSION, 0, 0, 1, 1, 1, 1, 0.0, NULL, 0, NULL, 0,     \
     NULL, 0}
VCHESS_EXPORT int vchess_svg_options_init(vchess_svg_options *opts,
                                          unsigned version);
/* opts may be NULL (defaults). */
VCHESS_EXPORT int vchess_game_svg(char *buf, size_t size, size_t *needed,
                                  const vchess_game *g,
                                  const vchess_svg_options *opts);

/* ---- Search (1.1) ----
 *
 * A searcher chooses a move for the side to move of a game: iterative
 * deepening alpha-beta with a transposition table, quiescence on captures
 * and every game-end rule of the variant (checkmate, stalemate as the
 * variant scores it, bare king, dead positions, and repetitions and the
 * fifty-move rule as a draw a player would claim).  The evaluation is
 * derived from the variant itself (piece values from their mobility on
 * the empty board), so a variant loaded from a definition plays too.
 *
 * A searcher owns its hash table and move-ordering memory, which live
 * across runs (clear them between unrelated games).  It is used by one
 * thread at a time, except vchess_searcher_stop(), which any thread may
 * call while a run is going.  The game searched is only read: other
 * calls taking a `const vchess_game *` may run on it at the same time.
 * ---------------------------------------------------------------------- */
typedef struct vchess_searcher vchess_searcher;

/* A searcher with a hash table of about hash_mb MiB (0: the smallest
 * table, 64 KiB), and some 4 MiB of working memory.  alloc may be NULL.
 * On failure *out is NULL: VCHESS_EINVAL, VCHESS_EVERSION (allocator),
 * VCHESS_ENOMEM.  Free with vchess_searcher_free() (accepts NULL). */
VCHESS_EXPORT int vchess_searcher_create(vchess_searcher **out,
                                         size_t hash_mb,
                                         const vchess_allocator *alloc,
                                         vchess_error *err);
VCHESS_EXPORT void vchess_searcher_free(vchess_searcher *s);
/* Ask the running search to return as soon as it can; safe from any
 * thread.  The first iteration always completes, so a move is found.  A
 * run forgets stops issued before it began: call it only while
 * vchess_searcher_run() is going (and let the iteration callback return
 * nonzero to cover a stop that came too early). */
VCHESS_EXPORT void vchess_searcher_stop(vchess_searcher *s);
/* Forget everything learned (hash table, move ordering): a new game.
 * VCHESS_EINVAL if s is NULL. */
VCHESS_EXPORT int vchess_searcher_clear(vchess_searcher *s);
/* Search with `threads` threads (1 to VCHESS_SEARCH_THREADS_MAX; a new
 * searcher has 1): each run then starts threads - 1 helper threads that
 * search the same position beside the calling thread and share its hash
 * table (lazy SMP), and joins them before it returns.  Each helper takes
 * some 16 MiB of working memory, allocated here.  With more than one
 * thread a run is not reproducible, even with only a node limit, which
 * counts the calling thread's nodes; nodes reported are those of all
 * threads.  Not while a run is going.  Where no thread can be made (a
 * build without threads) a run searches alone.  Errors: VCHESS_EINVAL
 * (s NULL, threads out of range), VCHESS_ENOMEM (the searcher keeps its
 * former threads).  (1.1) */
#define VCHESS_SEARCH_THREADS_MAX 64
VCHESS_EXPORT int vchess_searcher_set_threads(vchess_searcher *s,
                                              int threads,
                                              vchess_error *err);

/*
 * What one completed iteration found, from the side to move's point of
 * view.  The library writes every member, `version` included; a later
 * 1.x uses the reserved room and never changes the size.
 */
#define VCHESS_SEARCH_INFO_VERSION 1
#define VCHESS_SEARCH_PV_MAX 64
typedef struct vchess_search_info {
    unsigned version;  /* VCHESS_SEARCH_INFO_VERSION */
    int depth;         /* plies of the iteration; 0: none completed */
    int score_cp;      /* centipawns; a mate scores +-(30000 - plies) */
    int mate_in;       /* > 0: the side to move mates in N moves; < 0: it
                          is mated in -N; 0: no mate seen */
    uint64_t nodes;    /* nodes searched in this run so far */
    uint64_t time_ms;  /* milliseconds spent in this run so far */
    size_t pv_length;  /* moves in pv; 0 only when the game is over */
    vchess_move pv[VCHESS_SEARCH_PV_MAX]; /* pv[0] is the move to play */
    uint64_t reserved[8];
} vchess_search_info;

/* Limits of one run, filled by the caller.  With no limit at all the
 * search goes on (to depth 126) until vchess_searcher_stop(). */
#define VCHESS_SEARCH_LIMITS_VERSION 1
typedef struct vchess_search_limits {
    unsigned version;  /* VCHESS_SEARCH_LIMITS_VERSION */
    int depth;         /* plies; 0: no limit */
    uint64_t nodes;    /* 0: no limit; alone, the result is reproducible */
    uint64_t time_ms;  /* 0: no limit */
    /* Called on the searching thread after each completed iteration; a
     * nonzero return ends the run.  May be NULL. */
    int (*on_iteration)(const vchess_search_info *info, void *user);
    void *user;        /* passed back to on_iteration */
} vchess_search_limits;
#define VCHESS_SEARCH_LIMITS_INIT                                             \
    {VCHESS_SEARCH_LIMITS_VERSION, 0, 0, 0, NULL, NULL}
/* Fill limits with the defaults of `version`: no limit, no callback
 * (VCHESS_EVERSION if version is unknown, VCHESS_EINVAL if limits is
 * NULL). */
VCHESS_EXPORT int vchess_search_limits_init(vchess_search_limits *limits,
                                            unsigned version);

/*
 * Search the current position of g (not changed) and fill *best with the
 * last completed iteration.  Repetitions of the game's earlier positions
 * count as draws.  With only a node limit, a new or cleared searcher gives
 * the same result every time.  Errors: VCHESS_EINVAL (a NULL argument, a
 * negative depth), VCHESS_EVERSION (limits), VCHESS_EGAMEOVER (the game
 * is over: *best then has depth 0 and no move).
 */
VCHESS_EXPORT int vchess_searcher_run(vchess_search_info *best,
                                      vchess_searcher *s,
                                      const vchess_game *g,
                                      const vchess_search_limits *limits,
                                      vchess_error *err);
/* ---- definitions: debugging aids (1.1) ---- */
/*
 * Where a piece of kind `kind` (see vchess_variant_piece_count()) and
 * colour `color` (VCHESS_WHITE or VCHESS_BLACK), alone on `cell` of an
 * otherwise empty board, could go: for checking what a variant
 * definition produced.  targets[i] is a cell index ORed with
 * VCHESS_TARGET_MOVE (it may move there) and/or VCHESS_TARGET_CAPTURE
 * (it may capture there), one entry per cell, in increasing cell order.
 * Moves allowed only from initial cells (a pawn's double step) count from
 * those cells; castling and en passant are left out.  *n receives the
 * number of targets; if cap is smaller, VCHESS_EBUFS (targets then holds
 * the first cap).  A cell count of the variant always suffices.
 * VCHESS_ERANGE for a bad kind, VCHESS_ECELL for a bad cell, VCHESS_EINVAL
 * for a NULL argument or a bad colour.  Reads v only: safe from any thread.
 */
#define VCHESS_TARGET_MOVE 0x1000
#define VCHESS_TARGET_CAPTURE 0x2000
#define VCHESS_TARGET_CELL(t) ((t) & 0xFFF)
VCHESS_EXPORT int vchess_variant_piece_targets(int *targets, size_t cap,
                                               size_t *n,
                                               const vchess_variant *v,
                                               int kind, int color, int cell);
/* ---- deep perft (1.1) ---- */
/*
 * Perft for deep counts: the same number as vchess_game_perft(), found
 * with a transposition table and several threads.  The table is keyed by
 * the full Zobrist key of the position and every hit is verified with a
 * second, independent 64-bit hash and the depth, so the count stays exact
 * (a wrong hit needs both 64-bit hashes of two different positions to
 * agree).  The calling thread and up to threads - 1 new ones split the
 * root moves between them; g is only read, and must not be changed by
 * anyone until the call returns.  The table is allocated with g's
 * allocator for the call and freed before it returns.
 */
#define VCHESS_PERFT_PROGRESS_VERSION 1
typedef struct vchess_perft_progress {
    unsigned version;       /* VCHESS_PERFT_PROGRESS_VERSION of the library */
    size_t root_moves_done; /* root moves counted so far */
    size_t root_moves;      /* root moves in all */
    uint64_t nodes;         /* the leaves below the root moves done */
} vchess_perft_progress;

#define VCHESS_PERFT_OPTIONS_VERSION 2
#define VCHESS_PERFT_MAX_THREADS 256
typedef struct vchess_perft_options {
    unsigned version;  /* VCHESS_PERFT_OPTIONS_VERSION */
    unsigned threads;  /* 1 to VCHESS_PERFT_MAX_THREADS */
    size_t hash_bytes; /* size of the table; 0: no table (too small for
                          one bucket of 48 bytes counts as 0) */
    /* Called after each root move is counted (at depth 2 and more), from
     * any of the counting threads but never from two at once; the struct
     * lives during the call only.  May be NULL. */
    void (*progress)(const vchess_perft_progress *progress, void *user);
    void *user;        /* passed to progress and stop */
    /* Version 2 (1.1): limits, so that a count of any depth ends.  The
     * count looks at them before each subtree of depth 2 or more, so it
     * goes on for at most one such subtree after a limit is reached. */
    uint64_t max_nodes; /* 0: none; else a count above it gives
                           VCHESS_ELIMIT (a count up to it is exact) */
    uint64_t time_ms;   /* 0: none; else VCHESS_ELIMIT after about this
                           many milliseconds */
    /* Asked often while counting, from any of the counting threads, and
     * from several at once: nonzero ends the count with VCHESS_ESTOPPED.
     * A caller stops a count from another thread by setting a flag that
     * this function reads (atomically).  May be NULL. */
    int (*stop)(void *user);
} vchess_perft_options;
/* Defaults: one thread, no table, no progress, no limit. */
#define VCHESS_PERFT_OPTIONS_INIT                                             \
    {VCHESS_PERFT_OPTIONS_VERSION, 1, 0, NULL, NULL, 0, 0, NULL}
VCHESS_EXPORT int vchess_perft_options_init(vchess_perft_options *opts,
                                            unsigned version);
/* *nodes = perft of g at depth (at most VCHESS_PERFT_MAX_DEPTH, else
 * VCHESS_EDEPTH); opts may be NULL (defaults).  VCHESS_EVERSION for an
 * unknown opts->version, VCHESS_EINVAL for threads out of range,
 * VCHESS_ENOMEM if the table cannot be allocated, VCHESS_ELIMIT or
 * VCHESS_ESTOPPED when a limit or the stop function of version 2 ended
 * the count (*nodes is then unchanged; the progress reports tell how far
 * it came); err (may be NULL) says which.  With one thread and no table
 * this is vchess_game_perft() with limits: a caller that takes depths
 * from untrusted input counts with it. */
VCHESS_EXPORT int vchess_game_perft_deep(uint64_t *nodes,
                                         const vchess_game *g,
                                         unsigned depth,
                                         const vchess_perft_options *opts,
                                         vchess_error *err);

/* Receives one FEN of vchess_game_perft_split() (valid during the call);
 * returns 0 to go on, or a negative status that stops the walk. */
typedef int vchess_perft_item_fn(const char *fen, void *user);
/*
 * Split a perft into work items: item() gets the FEN of every position
 * reached by a path of `plies` legal moves from g (as perft sees them:
 * once per path, so a position reached by several paths comes several
 * times).  Perft of g at depth d >= plies is the sum of the perft of these
 * positions at depth d - plies.  g is not changed.  Returns 0, VCHESS_EDEPTH
 * (plies above VCHESS_PERFT_MAX_DEPTH), or the first negative value item()
 * returned.
 */
VCHESS_EXPORT int vchess_game_perft_split(const vchess_game *g,
                                          unsigned plies,
                                          vchess_perft_item_fn *item,
                                          void *user, vchess_error *err);
/* ---- game records (1.1) ---- */
/*
 * A game's record: the tags it was read with or given, in order, and the
 * comments and NAGs after its moves.  vchess_game_pgn() writes the Seven
 * Tag Roster from the tags (Event, Site, Date, Round, White, Black; "?"
 * or "????.??.??" when missing), then Result, Variant, SetUp and FEN
 * from the game itself, then every other tag in order; then the moves
 * with each kept annotation after its move.  The result written is the
 * position's own when the game is over, else the Result tag while the
 * game stands at the ply where that tag was read or set, else "*".
 * Changing the tags never changes the position (set a FEN with
 * vchess_game_set_fen()).  A game with no record writes what 1.0 wrote.
 * vchess_game_copy() copies the record.
 */
/* The value of tag `name` (*value NULL when the game has none).  The
 * string lives until the tag is changed or removed or g is freed. */
VCHESS_EXPORT int vchess_game_tag(const char **value, const vchess_game *g,
                                  const char *name);
/* Number of tags, and tag i in the order read or first set
 * (VCHESS_ERANGE when i >= the number); strings live as above. */
VCHESS_EXPORT int vchess_game_tag_count(size_t *n, const vchess_game *g);
VCHESS_EXPORT int vchess_game_tag_at(const char **name, const char **value,
                                     const vchess_game *g, size_t i);
/* Set a tag (replacing its value, or appended last).  name must be a PGN
 * tag name (a letter, then letters, digits, '_'; at most 63 bytes), value
 * must not hold a newline and is at most 1023 bytes: else VCHESS_EINVAL
 * (so that vchess_game_pgn() writes what the PGN readers read back).
 * Setting "Result" records the result for the current ply. */
VCHESS_EXPORT int vchess_game_set_tag(vchess_game *g, const char *name,
                                      const char *value);
/* Remove a tag; VCHESS_OK whether or not the game had it. */
VCHESS_EXPORT int vchess_game_remove_tag(vchess_game *g, const char *name);

/* The annotations of the record that vchess_game_pgn() writes (1.1):
 * their number, and annotation i (from 0, in the order of the moves) as
 * written: NAGs and comments ("$1 {Best by test}"), after move `ply` of
 * those played since the position was set (from 1), or before the first
 * move when ply is 0.  An annotation whose move was taken back is not
 * counted.  The string lives until the record or the history changes
 * or g is freed; VCHESS_ERANGE when i >= the number. */
VCHESS_EXPORT int vchess_game_note_count(size_t *n, const vchess_game *g);
VCHESS_EXPORT int vchess_game_note_at(size_t *ply, const char **text,
                                      const vchess_game *g, size_t i);

/* The position's half-move clock and full-move number, as its FEN shows
 * them: both stop at 999999999, the largest a FEN may hold, so that
 * every FEN the library writes reads back. */
VCHESS_EXPORT int vchess_game_counters(unsigned *halfmove, unsigned *fullmove,
                                       const vchess_game *g);
/* The cell a pawn just skipped (capturable en passant), or -1. */
VCHESS_EXPORT int vchess_game_ep_cell(int *cell, const vchess_game *g);
/* The castling rights as in a FEN ("KQkq", "-" for none). */
VCHESS_EXPORT int vchess_game_castling(char *buf, size_t size,
                                       size_t *needed, const vchess_game *g);

/* ---- Questions about a position (1.1) ---- */
/* 1 in *can if the side to move may claim now the draw of `reason`,
 * VCHESS_REASON_REPETITION (threefold) or VCHESS_REASON_FIFTY_MOVES,
 * whether or not the other may be claimed too (vchess_game_claim()
 * names only one); 0 once the game is over.  Any other reason:
 * VCHESS_EINVAL. */
VCHESS_EXPORT int vchess_game_can_claim(int *can, const vchess_game *g,
                                        int reason);
/* The cells of the pieces of `side` (VCHESS_WHITE or VCHESS_BLACK) that
 * attack `cell`, whatever stands there (a piece of `side` on it is
 * defended by them), in cell order into cells[0..cap); *count receives
 * their number, VCHESS_EBUFS when cap is smaller.  A piece attacks a
 * cell when it could capture an enemy piece there, its own side's
 * pieces blocking it as they stand; pins do not matter.  VCHESS_ECELL
 * for a cell out of range. */
VCHESS_EXPORT int vchess_game_attackers(int *cells, size_t cap,
                                        size_t *count, const vchess_game *g,
                                        int side, int cell);
/* Whether the piece on `cell` is pinned to its side's royal piece: an
 * enemy piece attacks the royal piece once this piece is lifted, and not
 * before.  Then the cells the piece could stand on and still shut every
 * such line (the pinners' cells among them; never the royal piece's), in
 * cell order into cells[0..cap) as vchess_game_attackers() gives them;
 * *count is 0 when the piece is not pinned, the cell is empty, or its
 * side has no royal piece.  VCHESS_ECELL for a cell out of range. */
VCHESS_EXPORT int vchess_game_pin(int *cells, size_t cap, size_t *count,
                                  const vchess_game *g, int cell);
/* The cell of the royal piece (the king) of `side`, or -1 when it has
 * none on the board. */
VCHESS_EXPORT int vchess_game_royal_cell(int *cell, const vchess_game *g,
                                         int side);
/* A 64-bit Zobrist hash of the position: its pieces, side to move,
 * castling rights and en passant cell (only when a capture en passant
 * is legal), the key by which repetitions are counted; not the clocks.
 * Equal positions of one variant have equal hashes within one version
 * of the library; the values are not Polyglot's and may change between
 * versions. */
VCHESS_EXPORT int vchess_game_hash(uint64_t *hash, const vchess_game *g);
/* The pseudo-legal moves of the position: the legal ones and those that
 * leave or put the mover's royal piece in check, as
 * vchess_game_legal_moves() gives moves (EBUFS and *count as there).
 * Unlike vchess_game_legal_moves() they are given when the game is
 * over too.  Such a move may be passed to vchess_game_move_coord() but
 * not played. */
VCHESS_EXPORT int vchess_game_pseudo_legal_moves(vchess_move *moves,
                                                 size_t cap, size_t *count,
                                                 const vchess_game *g);

/*
 * A PGN reader: every game of a text in turn.  The reader copies the
 * `len` bytes of `text` (reading stops at a NUL byte); alloc (may be
 * NULL) is used for the reader and every game it creates.  A reader is
 * used by one thread at a time; the games it returns are independent of
 * it (free them with vchess_game_free()).
 *
 * vchess_pgn_reader_next() reads the next game into a new *out with its
 * record (tags, result, comments and NAGs after main-line moves; move
 * suffixes "!" "?" "!!" "??" "!?" "?!" are kept as NAGs $1..$6;
 * variations are read and left out of the game, and since 1.1
 * vchess_pgn_reader_variation() says where each is).  At the end of the text it returns
 * VCHESS_OK with *out NULL.  On failure *out is NULL and *err holds the
 * code, the offset, line and column in the whole text, and a message
 * that names the game number, move number, side and move text for a bad
 * move; the next call goes on with the following game.
 *
 * Beyond strict PGN it accepts, each with a warning (code VCHESS_OK,
 * offset, line, column and text): a Variant tag naming a built-in
 * variant in another case, "Standard" or "From Position" (chess); a FEN
 * with full-move number 0 (read as 1) or castling rights its position
 * cannot have (dropped); a game without a result; castling written with
 * zeros; move numbers without a dot; an unknown move suffix (dropped);
 * a '"' inside a tag value that is not escaped (a tag value stays on
 * its line: a backslash before the end of a line escapes nothing, and
 * the value is unterminated; names are at most 63 bytes, values 1023);
 * a byte order mark; carriage returns.  Dropped variations warn too.
 * The warnings of the last vchess_pgn_reader_next() call (at most 512)
 * are read with vchess_pgn_reader_warning(), i from 0.
 */
typedef struct vchess_pgn_reader vchess_pgn_reader;
VCHESS_EXPORT int vchess_pgn_reader_create(vchess_pgn_reader **out,
                                           const char *text, size_t len,
                                           const vchess_allocator *alloc,
                                           vchess_error *err);
VCHESS_EXPORT void vchess_pgn_reader_free(vchess_pgn_reader *r);
VCHESS_EXPORT int vchess_pgn_reader_next(vchess_game **out,
                                         vchess_pgn_reader *r,
                                         vchess_error *err);
/* Games whose Variant tag is the name of one of set's variants are games
 * of that variant (sets added earlier are looked in first, all of them
 * before the built-ins).  set must outlive the reader; at most 16 sets
 * (VCHESS_ERANGE).  VCHESS_EINVAL for NULL arguments. */
VCHESS_EXPORT int vchess_pgn_reader_add_variants(vchess_pgn_reader *r,
                                                 const vchess_variant_set *set);
/* The number (from 1) of the game last read or attempted; 0 before. */
VCHESS_EXPORT int vchess_pgn_reader_game_number(unsigned long *n,
                                                const vchess_pgn_reader *r);
VCHESS_EXPORT int vchess_pgn_reader_warning_count(
    size_t *n, const vchess_pgn_reader *r);
VCHESS_EXPORT int vchess_pgn_reader_warning(vchess_error *warning,
                                            const vchess_pgn_reader *r,
                                            size_t i);
/* The variations of the last game read (1.1), which its game does not
 * hold: the number of those at the top level (nested ones are inside
 * their text), and variation i (from 0): an alternative to the main
 * line's move `ply` (1 for the first move played; 0 when it stands
 * before any move), its text, parentheses included, at bytes
 * [start, end) of the text given to vchess_pgn_reader_create().  A
 * caller keeps a game's whole tree by reading each such text as the
 * movetext of a game from the position before that move.  At most 65536
 * a game; VCHESS_ERANGE when i >= the number. */
VCHESS_EXPORT int vchess_pgn_reader_variation_count(
    size_t *n, const vchess_pgn_reader *r);
VCHESS_EXPORT int vchess_pgn_reader_variation(size_t *ply, size_t *start,
                                              size_t *end,
                                              const vchess_pgn_reader *r,
                                              size_t i);

#ifdef __cplusplus
}
#endif

#endif /* VARIANTCHESS_H */
