/*
 * variantchess.h - the public interface of libvariantchess.
 *
 * libvariantchess plays chess variants on boards of up to 128 cells:
 * orthodox "chess", "trihexagonal" and "trumpisten".
 *
 * Conventions
 *   - Every function returns 0 (VCHESS_OK) or a negative vchess_status,
 *     unless its comment says otherwise.  Out-parameters come first.
 *   - A vchess_game is an opaque handle owned by the caller: create it with
 *     vchess_game_new() or vchess_game_copy(), release it with
 *     vchess_game_free() (which accepts NULL).
 *   - Strings are returned into caller-owned buffers.  When a buffer is too
 *     small the call returns VCHESS_EBUFS and stores the required size
 *     (including the terminating NUL) in *needed when needed is not NULL.
 *   - Strings returned as `const char *` are static and must not be freed.
 *   - Thread safety: the library has no mutable global state.  Different
 *     handles may be used from different threads at the same time.  Calls
 *     taking a `const vchess_game *` never change the handle (not even its
 *     last error), so several may run on one handle at once; any other
 *     call on a handle must not overlap with a call on the same handle.
 */
#ifndef VARIANTCHESS_H
#define VARIANTCHESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define VCHESS_VERSION_MAJOR 0
#define VCHESS_VERSION_MINOR 1
#define VCHESS_VERSION_PATCH 0
#define VCHESS_VERSION_STRING "0.1.0"
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
    X(ESYNTAX, -7, "move syntax error")                                       \
    X(ECELL, -8, "no such cell")                                              \
    X(EAMBIGUOUS, -9, "ambiguous move")                                       \
    X(ENOUNDO, -10, "no move to undo")                                        \
    X(EDEPTH, -11, "depth out of range")                                      \
    X(ENOPIECE, -12, "no piece on that cell")                                 \
    X(EGAMEOVER, -13, "the game is over")

typedef enum vchess_status {
#define VCHESS_STATUS_ENUM_(name, value, msg) VCHESS_##name = (value),
    VCHESS_STATUS_MAP(VCHESS_STATUS_ENUM_)
#undef VCHESS_STATUS_ENUM_
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
 * Detailed error of the last failing call on a handle, or of a call that
 * takes a caller-owned vchess_error.  `offset` is the byte offset in the
 * input text where the problem was found (0 when not about a text).
 */
#define VCHESS_ERROR_TEXT_MAX 160
typedef struct vchess_error {
    int code;
    size_t offset;
    char text[VCHESS_ERROR_TEXT_MAX];
} vchess_error;

typedef struct vchess_game vchess_game;

/*
 * A move is a 32-bit value; only the accessors below give it meaning.
 * A move is valid only for the position it was generated or parsed in.
 */
typedef uint32_t vchess_move;

#define VCHESS_MAX_MOVES 2048 /* bound on legal moves of any position */
#define VCHESS_FEN_MAX 512    /* bound on a FEN's length including NUL */
#define VCHESS_MOVE_TEXT_MAX 32 /* bound on a move text including NUL */
#define VCHESS_CELL_NONE (-1)

VCHESS_EXPORT size_t vchess_max_moves(void);
VCHESS_EXPORT size_t vchess_fen_max(void);

enum { VCHESS_WHITE = 0, VCHESS_BLACK = 1 };

/* Built-in variants: names by index, 0 <= i < vchess_variant_count(). */
VCHESS_EXPORT size_t vchess_variant_count(void);
VCHESS_EXPORT const char *vchess_variant_name(size_t i);

/*
 * Create a game of `variant` ("chess", "trihexagonal", "trumpisten") from
 * `fen`, or from the variant's start position when fen is NULL.  On success
 * *out is a new handle the caller frees with vchess_game_free().  On failure
 * *out is NULL.
 */
VCHESS_EXPORT int vchess_game_new(vchess_game **out, const char *variant,
                                  const char *fen);
/* Same, with the detailed error stored into *err when err is not NULL. */
VCHESS_EXPORT int vchess_game_new_ex(vchess_game **out, const char *variant,
                                     const char *fen, vchess_error *err);
/* Independent copy of g, history included. */
VCHESS_EXPORT int vchess_game_copy(vchess_game **out, const vchess_game *g);
VCHESS_EXPORT void vchess_game_free(vchess_game *g);

/* Detailed error of the last failing call on g (code 0 if none). The
 * pointer stays valid until the next call on g. */
VCHESS_EXPORT const vchess_error *vchess_game_last_error(const vchess_game *g);

VCHESS_EXPORT const char *vchess_game_variant(const vchess_game *g);

/* Replace the position (and clear the history).  On error g is unchanged. */
VCHESS_EXPORT int vchess_game_set_fen(vchess_game *g, const char *fen);
VCHESS_EXPORT int vchess_game_fen(const vchess_game *g, char *buf,
                                  size_t size, size_t *needed);

/* VCHESS_WHITE or VCHESS_BLACK. */
VCHESS_EXPORT int vchess_game_side_to_move(const vchess_game *g);
/* 1 if the side to move is in check, 0 if not. */
VCHESS_EXPORT int vchess_game_in_check(const vchess_game *g);

/*
 * Legal moves of the position into moves[0..cap).  *count receives the
 * number of legal moves; if cap is smaller, VCHESS_EBUFS is returned and
 * nothing useful is in moves.  VCHESS_MAX_MOVES always suffices.
 */
VCHESS_EXPORT int vchess_game_legal_moves(const vchess_game *g,
                                          vchess_move *moves,
                                          size_t cap, size_t *count);
/* 1 if m is a legal move of the current position, 0 if not. */
VCHESS_EXPORT int vchess_game_is_legal(const vchess_game *g, vchess_move m);
/* Play a legal move (VCHESS_EILLEGAL otherwise; g unchanged). */
VCHESS_EXPORT int vchess_game_push(vchess_game *g, vchess_move m);
/* Take back the last move played (VCHESS_ENOUNDO if none). */
VCHESS_EXPORT int vchess_game_pop(vchess_game *g);
/* Number of moves played since the position was set. */
VCHESS_EXPORT size_t vchess_game_ply(const vchess_game *g);

/* Move accessors.  Cells are indices 0 <= c < vchess_game_cell_count(). */
VCHESS_EXPORT int vchess_move_from(vchess_move m);
VCHESS_EXPORT int vchess_move_to(vchess_move m);
/* Promotion piece letter in lower case ('q', 'r', 'b', 'n'), or 0. */
VCHESS_EXPORT char vchess_move_promotion(vchess_move m);
/* 1 if m is a castling move. */
VCHESS_EXPORT int vchess_move_is_castling(vchess_move m);

/* Cells: count, name of a cell, index of a name. */
VCHESS_EXPORT int vchess_game_cell_count(const vchess_game *g);
VCHESS_EXPORT const char *vchess_game_cell_name(const vchess_game *g,
                                                int cell);
/* Index of the cell named `name` (exact, case-sensitive) or a negative
 * status (VCHESS_ECELL). */
VCHESS_EXPORT int vchess_game_cell_index(const vchess_game *g,
                                         const char *name);
/* Piece on a cell as a FEN letter (upper case white), or 0 if empty. */
VCHESS_EXPORT char vchess_game_piece_at(const vchess_game *g, int cell);
/*
 * A debugging aid: a multi-line, human-readable description of a cell's
 * tables (name, rank, colour, then one line per movement family listing
 * each ray as cell names, rays separated by " | ").  Buffer rules as for
 * vchess_game_fen().  The format may change between versions.
 */
VCHESS_EXPORT int vchess_game_describe_cell(const vchess_game *g, int cell,
                                            char *buf, size_t size,
                                            size_t *needed);

/*
 * Coordinate notation: from-cell, to-cell, lower-case promotion letter
 * ("e2e4", "b2c4/", "e10e11q").  Castling is written as the king's move,
 * except in trumpisten where it is the king onto its partner's square.
 */
VCHESS_EXPORT int vchess_move_to_coord(const vchess_game *g, vchess_move m,
                                       char *buf, size_t size,
                                       size_t *needed);
/* Standard algebraic notation of a legal move m of the current position,
 * with minimal disambiguation and '+' / '#' ("Nb1/c3", "exd5/", "O-O").
 * A piece move names, when needed, its from-file letter, else its
 * from-rank, else its whole from-cell (on the trihexagonal board "c4" and
 * "c4/" share file and rank); a pawn names its from-file when it captures
 * or another pawn goes to the same cell, its whole from-cell when that
 * file letter is shared.  Promotion "=Q"; castling the variant's "O-O" /
 * "O-O-O".  Same buffer rules as vchess_move_to_coord(); VCHESS_EILLEGAL
 * if m is not legal in the current position. */
VCHESS_EXPORT int vchess_move_to_san(const vchess_game *g, vchess_move m,
                                     char *buf, size_t size, size_t *needed);
/* Parse a move of the current position written in any accepted notation
 * (coordinate, long algebraic or SAN; trailing + # ! ? ignored).  The move
 * must be legal.  Errors: VCHESS_ESYNTAX, VCHESS_ECELL, VCHESS_ENOPIECE,
 * VCHESS_EILLEGAL, VCHESS_EAMBIGUOUS, with text and offset in
 * vchess_game_last_error().
 * Cell names and the capture 'x' are lower case, piece letters upper case
 * ("Bxb7" is a bishop, "bxc3" a pawn); a promotion letter may be either
 * ("e7e8q", "e8=Q").  Castling is "O-O" / "O-O-O" ("0-0" too), the king's
 * move ("e1g1", "Kd1f1/"), or the king onto its partner's cell ("e1h1",
 * "c1a1"); where the king's target is also a plain king step (trumpisten
 * "c1b1") that text is the plain step.  The offset points at the bad
 * byte (ESYNTAX), cell name (ECELL) or from part (ENOPIECE), else 0; an
 * ambiguous move lists its candidates in coordinate notation. */
VCHESS_EXPORT int vchess_move_parse(vchess_game *g, const char *text,
                                    vchess_move *out);

/*
 * Game records in PGN.
 *
 * vchess_game_pgn() writes the game as PGN: the Seven Tag Roster (unknown
 * values "?"), [Variant "<name>"], and [SetUp "1"] with [FEN "..."] when
 * the moves do not start from the variant's start position; then the
 * moves played since the position was set, in SAN with move numbers,
 * lines of at most 79 characters, and the result of the current position
 * ("1-0", "0-1", "1/2-1/2" or "*").  Buffer rules as for
 * vchess_game_fen().  g's position and history are not changed.
 */
VCHESS_EXPORT int vchess_game_pgn(const vchess_game *g, char *buf, size_t size,
                                  size_t *needed);
/*
 * A new game from the first game of the NUL-terminated PGN text `pgn`:
 * the variant from its Variant tag (any case; missing or "Standard" means
 * "chess"), the start position from its FEN tag, and every move of the
 * movetext played, so that vchess_game_pop() takes them back.  Moves may
 * be in any notation vchess_move_parse() accepts; move numbers, comments
 * ({...}, ; to the end of the line), NAGs ($n), variations ((...)) and
 * the result are read and dropped.  The game ends at its result or at
 * the next '[' tag section.
 * On success *out is a new handle the caller frees with
 * vchess_game_free().  On failure *out is NULL and, when err is not
 * NULL, *err holds the code, the byte offset in pgn, and a message that
 * names the move number and side for a bad move: VCHESS_ESYNTAX (tags,
 * comments or movetext), VCHESS_EVARIANT, VCHESS_EFEN, or the move's
 * VCHESS_ESYNTAX, VCHESS_ECELL, VCHESS_ENOPIECE, VCHESS_EILLEGAL or
 * VCHESS_EAMBIGUOUS.
 */
VCHESS_EXPORT int vchess_game_new_from_pgn(vchess_game **out,
                                           const char *pgn,
                                           vchess_error *err);

/* Game result of the current position. */
typedef enum vchess_result {
    VCHESS_ONGOING = 0,
    VCHESS_WHITE_WINS = 1,
    VCHESS_BLACK_WINS = 2,
    VCHESS_DRAW = 3
} vchess_result;

typedef enum vchess_reason {
    VCHESS_REASON_NONE = 0,
    VCHESS_REASON_CHECKMATE = 1,
    VCHESS_REASON_STALEMATE = 2,
    VCHESS_REASON_BARE_KING = 3,
    VCHESS_REASON_REPETITION = 4,
    VCHESS_REASON_FIFTY_MOVES = 5,
    VCHESS_REASON_INSUFFICIENT = 6
} vchess_reason;

/* Result and reason of the current position (reason may be NULL). */
VCHESS_EXPORT int vchess_game_result(const vchess_game *g,
                                     vchess_result *result,
                                     vchess_reason *reason);

/*
 * Perft: number of leaf nodes of the legal move tree of the given depth
 * (depth 0 counts 1).  Depth must be at most VCHESS_PERFT_MAX_DEPTH.
 * The position is unchanged afterwards.  The search uses about 8 KiB of
 * stack per ply of depth.
 */
#define VCHESS_PERFT_MAX_DEPTH 32
VCHESS_EXPORT int vchess_perft(vchess_game *g, unsigned depth,
                               uint64_t *nodes);
/*
 * Perft divided by root move: moves[i] and counts[i] for each legal root
 * move (depth >= 1), *count moves in all, *nodes their sum.  Buffer rules
 * as for vchess_game_legal_moves().
 */
VCHESS_EXPORT int vchess_perft_divide(vchess_game *g, unsigned depth,
                                      vchess_move *moves, uint64_t *counts,
                                      size_t cap, size_t *count,
                                      uint64_t *nodes);

/*
 * Pictures.  vchess_game_svg() draws the current position as a standalone
 * SVG document (UTF-8): the real cell shapes in the board's two colours,
 * holes hatched, the pieces as vector shapes (a letter without one as
 * that letter in a disc), white at the bottom unless flipped.  Each cell
 * is exactly one element with class="cell" and data-cell="<name>";
 * highlighted cells add one class="highlight" element each, targets one
 * class="target" element, names one class="name" element, pieces one
 * class="piece" group, the last move's cells one class="lastmove"
 * element each, a king in check one class="check", special cells one
 * class="special" each, arrows one class="arrow" each and file and
 * rank labels one class="coord" each.
 * Numbers are written without the locale (fixed decimals).
 *
 * Options: fill them with vchess_svg_options_init() (or set `version` to
 * VCHESS_SVG_OPTIONS_VERSION and the rest to 0), then change what is
 * wanted.  Later versions only append members; a call given a version the
 * library does not know returns VCHESS_EINVAL.  The arrays are read during
 * the call only and stay the caller's.
 */
#define VCHESS_SVG_OPTIONS_VERSION 2
typedef struct vchess_svg_options {
    int version;          /* VCHESS_SVG_OPTIONS_VERSION */
    int flip;             /* nonzero: turned by 180 degrees (black below) */
    int show_names;       /* nonzero: each cell's name written in it */
    const int *highlight; /* cells shaded as highlighted (e.g. last move) */
    size_t nhighlight;
    const int *targets;   /* cells marked as targets (e.g. legal moves):
                             a dot, or a ring around a piece there */
    size_t ntargets;
    /* version 2 (a version 1 caller gets the defaults of these) */
    int show_coordinates; /* nonzero: file and rank labels on the border */
    int show_last_move;   /* nonzero: the game's last move shaded */
    int show_check;       /* nonzero: a king in check marked */
    int show_special;     /* nonzero: cells that change a piece marked */
    double size;          /* width of the picture in pixels; 0: default */
    const int *arrows;    /* arrows[2k] -> arrows[2k+1], k < narrows */
    size_t narrows;
} vchess_svg_options;

/* Defaults: version set, no flip, no names, nothing marked; coordinates,
 * last move, check and special cells shown; default size. */
VCHESS_EXPORT void vchess_svg_options_init(vchess_svg_options *opt);
/*
 * SVG of the current position of g into buf (opt NULL: defaults).  Buffer
 * rules as for vchess_game_fen(): with buf NULL or too small the call
 * returns VCHESS_EBUFS and *needed (when not NULL) receives the size
 * needed, NUL included; a text that does not fit is not usable.  A cell
 * index out of range in highlight or targets gives VCHESS_ECELL, a NULL
 * array with a nonzero count or an unknown version VCHESS_EINVAL.
 * g is not changed.
 */
VCHESS_EXPORT int vchess_game_svg(const vchess_game *g,
                                  const vchess_svg_options *opt, char *buf,
                                  size_t size, size_t *needed);

#ifdef __cplusplus
}
#endif

#endif /* VARIANTCHESS_H */
