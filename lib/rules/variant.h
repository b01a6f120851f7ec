/* variant.h - a variant as one plain record: board, pieces, special rules.
 *
 * A piece is a list of movement components (family, range, capture mode);
 * the engine interprets them with one generic move generator. */
#ifndef VC_VARIANT_H
#define VC_VARIANT_H

#include "board/board.h"
#include "variantchess.h"

#include <stddef.h>
#include <stdint.h>

/* Piece codes on the board: type | colour << 5; 0 is an empty cell.
 * Types run from 1 to VC_MAX_PTYPES - 1.  Type VC_ROYAL is the royal
 * piece (the one that must not be left in check) of a variant that has
 * one; a variant without a royal piece leaves that type unused. */
#define VC_MAX_PTYPES 32
#define VC_PIECE_CODES 64
#define VC_ROYAL 1
#define VC_PIECE(color, type) ((uint8_t)((type) | ((color) << 5)))
#define VC_TYPE(p) ((p) & 31)
#define VC_COLOR(p) ((p) >> 5)

enum vc_mode {
    VC_MOVE = 1,      /* may go to an empty cell */
    VC_CAPTURE = 2,   /* may capture on an occupied cell */
    VC_BOTH = 3,
    VC_INITIAL = 4    /* only from the colour's initial cells */
};

/* How a move program's group is walked (bits 2-3 of its mode byte); a
 * group with neither bit and least distance 1 is a plain walk.  These
 * share values with VC_INITIAL on purpose: a component's mode (enum
 * vc_mode) and a compiled group's mode byte are different fields, and
 * VC_INITIAL is resolved when the programs are compiled. */
enum {
    VC_WALK_PAWN = 4,   /* promotions, two-cell steps, en passant */
    VC_WALK_CAREFUL = 8 /* targets seen twice (rook rings, or groups of
                           one piece that overlap) or a least distance
                           above 1 */
};

/* Piece flags */
enum {
    VC_PF_PAWN = 1, /* promotes on promotion cells, resets the move count,
                       its two-cell steps may be taken en passant */
    VC_PF_MINOR = 2 /* with its king alone it cannot mate a bare king */
};

/* The rules that may end a game before any move (ends_early): a bare
 * king, extinction of the whole army (the two tested inline), any other
 * (vc_rule_end: extinction of kinds, the flag, the checks). */
enum { VC_END_BARE = 1, VC_END_ARMY = 2, VC_END_OTHER = 4 };

/* A draw rule a variant does not have (struct vc_variant's move_rule,
 * fold_rule). */
#define VC_RULE_NONE (-1)

/* Fairy-Stockfish's extinction rule: a side with at most `own` pieces
 * of one of the counted kinds while the other has at least `other` of
 * that kind ends the game, with `value` for that side (-1 loss, 0 draw,
 * 1 win).  The kinds are the types of the bits of `types`; bit 0 is the
 * whole army, kings included, counted as one kind (extinctionPieceTypes
 * = *).  With `claim` the other needs one piece more while the bare
 * side is to move: it may still bare the other king.  on = 0: no such
 * rule. */
#define VC_EXTINCT_ARMY 1u
struct vc_extinction {
    uint8_t on, own, other, claim;
    int8_t value;
    uint32_t types;
};

/* Fairy-Stockfish's flag rule (capture the flag): a side whose pieces
 * of type[colour] stand on `count` or more cells of region[colour] has
 * won; with `move` (flagMove) only once the other side has had one more
 * move and has not reached its own region too; with `safe`
 * (flagPieceSafe) only with them unattacked, or once they have stood a
 * move.  on = 0: no such rule.  A type of VC_FLAG_ANY: any piece of the
 * colour. */
#define VC_FLAG_ANY VC_MAX_PTYPES
struct vc_flag {
    uint8_t on;
    uint8_t type[2];
    uint8_t count;
    uint8_t move;
    uint8_t safe;
    uint8_t blocked; /* flagPieceBlockedWin: fewer than count also win
                        when no cell of the region is empty */
    uint64_t region[2][VC_SET_WORDS];
};

/* Where a drop may land (struct vc_variant's drop_entry). */
enum { VC_ENTRY_ANY, VC_ENTRY_TOP, VC_ENTRY_ANYSIDE };

/* Fairy-Stockfish's connect rule (connectN): a side with n of its
 * pieces of `types` (bit per type; 0: any) in a row along one of `dirs`,
 * or (connectNxN) filling a square of nxn cells, has won, with `value`
 * for it (-1 loss, 0 draw, 1 win).  n = nxn = 0: no such rule.
 * Rectangular boards only. */
enum {
    VC_CONNECT_HORIZONTAL = 1,
    VC_CONNECT_VERTICAL = 2,
    VC_CONNECT_DIAGONAL = 4
};
struct vc_connect {
    uint8_t n;
    uint8_t nxn;
    uint8_t dirs;
    int8_t value;
    uint32_t types;
};

/* Fairy-Stockfish's countingRule, and the roles its counts look at. */
enum { VC_COUNT_NONE, VC_COUNT_MAKRUK, VC_COUNT_ASEAN };
enum {
    VC_ROLE_NONE,
    VC_ROLE_ROOK,
    VC_ROLE_KNIGHT,
    VC_ROLE_KHON, /* Fairy-Stockfish's silver */
    VC_ROLE_MET,  /* its fers */
    VC_ROLES
};

#define VC_MAX_COMPONENTS 8
#define VC_UNLIMITED 255
#define VC_PIECE_NAME_MAX 24

/* One way of moving: along the rays of fam[colour], to distances
 * min..range (1-based; cells before min must be empty). */
struct vc_component {
    uint8_t fam[2];
    uint8_t min;
    uint8_t range;
    uint8_t mode;
};

struct vc_piece_def {
    char letter; /* upper case; 0 if the variant has no such type */
    char name[VC_PIECE_NAME_MAX];
    uint8_t flags;
    /* A promoted piece (promotedPieceType): the type it was promoted
     * from (its letter is that one's; FEN writes "+P") and the type it
     * moves as; 0 for the others. */
    uint8_t base, shape;
    uint8_t ncomp;
    struct vc_component comp[VC_MAX_COMPONENTS];
};

#define VC_MAX_CASTLE 4
#define VC_MAX_CASTLE_CELLS 8

struct vc_castle {
    uint8_t color;
    char right;          /* FEN letter of the right */
    const char *san;     /* "O-O" or "O-O-O" */
    uint8_t king_from, king_to;
    uint8_t king_type;   /* of the piece on king_from: the royal type,
                            or (castlingKingPiece) another */
    uint8_t partner_type;
    uint8_t partner_from, partner_to;
    uint8_t coord_to;    /* to-cell written in coordinate notation */
    uint8_t nempty, empty[VC_MAX_CASTLE_CELLS]; /* must be empty */
    uint8_t nsafe, safe[VC_MAX_CASTLE_CELLS];   /* must not be attacked */
};

/* Bytes of all move programs of a variant: about 60 per (colour, type,
 * cell) for a queen on 16 x 16, so eight such types fill a quarter. */
#define VC_MAX_PROG (1u << 19)
/* Bound on the pseudo-legal moves of any position of any variant:
 * vc_variant_finish() refuses a variant whose move programs could give
 * more (one piece per cell, each reaching every cell of its program,
 * pawns once per promotion choice, plus every castling).  An amazon on
 * every cell of 16 x 16 gives 14320; a move list is a stack array. */
#define VC_MAX_GEN 16384

/* Cell flags */
enum {
    VC_CELL_PROMO_W = 1,
    VC_CELL_PROMO_B = 2,
    VC_CELL_INITIAL_W = 4, /* white's VC_INITIAL moves start here */
    VC_CELL_INITIAL_B = 8,
    VC_CELL_PROMO_OPT_W = 16, /* white pawns may promote here, or not */
    VC_CELL_PROMO_OPT_B = 32
};

/* One attack scan: walk rays of `fam` from the attacked cell; the first
 * piece met at distance d (1-based) attacks when min <= d <= range[type]. */
#define VC_MAX_SCANS 64
struct vc_attack_scan {
    uint8_t fam;
    uint8_t min;
    uint8_t maxrange;
    uint8_t range[VC_MAX_PTYPES];
};

/* A piece's moves from a cell as cell sets (lib/rules/reach.c), so they can be
 * counted without being listed (lib/engine/count.c). */
enum vc_reach_how {
    VC_REACH_RISING = VC_LINE_RISING, /* a line whose cells rise in
                            number: stops at the lowest occupied cell */
    VC_REACH_FALLING = VC_LINE_FALLING, /* ... fall: at the highest */
    VC_REACH_WALK = VC_LINE_MIXED /* of no such order: walked cell by
                                     cell */
};

struct vc_reach {
    uint64_t cells[2];
    uint8_t how;   /* enum vc_reach_how */
    uint8_t mode;  /* VC_MOVE | VC_CAPTURE */
    uint8_t skip;  /* nearest cells that only have to be empty */
    uint32_t ray;  /* the line in prog[] (length, cells) */
};

#define VC_MAX_REACH 8192

/* Kinds of line records, in the order a plan's lines are kept. */
enum vc_reach_kind {
    VC_REACH_K_RISING,  /* VC_REACH_RISING lines with no cells to skip */
    VC_REACH_K_FALLING, /* VC_REACH_FALLING ... */
    VC_REACH_K_OTHER,   /* walked lines and lines that skip cells */
    VC_REACH_KINDS
};

/* What a piece may do from a cell, as count.c reads it: the one-cell
 * moves as one set per mode (index mode - 1), then the lines, line_at
 * bytes after the plan (vc_plan_lines), so many of each kind. */
struct vc_plan {
    uint64_t leap[VC_BOTH][2];
    uint32_t line_at;
    uint32_t group_at; /* its lines as groups (vc_plan_groups): while the
                          variant is compiled, at lgroup[group_at]; after,
                          group_at bytes after the plan (rows.c) */
    uint8_t n[VC_REACH_KINDS];
    uint8_t promo; /* 1 if a target may be a promotion cell */
    uint8_t plain; /* 1 if every move and line is of mode VC_BOTH */
    uint8_t ngroups; /* 0: its lines are not in the line tables */
    uint8_t pad[2]; /* to 64 bytes: an index is a shift */
};

/* Lines of a plan whose targets are looked up (lib/rules/linetab.c): the
 * table of a group has an entry for each way the cells of `mask` may be
 * occupied, at tab[index * nwords], the index being those cells'
 * occupancy bits gathered in cell order (word 0's `low` bits first).
 * The table is shared with the variants that have the same group
 * (lib/rules/line_share.c). */
struct vc_line_group {
    uint64_t mask[2];
    const uint64_t *tab;
    uint8_t mode; /* of every line in the group */
    uint8_t low;  /* cells of mask[0] */
    uint8_t pad[6];
};

/* Pawn moves as shifts of a set of pawns (lib/rules/shift.c), so all pawns of
 * a type are counted at once: a group moves the pawns on `from` by
 * delta[0] cells, then on over empty cells up to `len` steps, step k by
 * delta[k] (the last delta for the steps beyond VC_SHIFT_STEPS); each
 * cell met is a target where `mode` allows it.  A one-step group of mode
 * 0 stands for the one-step groups of one delta but different modes: its
 * pawns move onto the cells of to[0] and take on those of to[1]. */
#define VC_MAX_SHIFTS 16     /* groups of one piece code */
#define VC_MAX_SHIFT_CODES 4 /* piece codes of a colour counted so */
#define VC_SHIFT_STEPS 4
struct vc_shift {
    uint64_t from[2];
    uint64_t to[2][2];
    int8_t delta[VC_SHIFT_STEPS];
    uint8_t mode;
    uint8_t len;
};

/* One ray of an attack scan from a cell as a cell set (scanline.c), for
 * finding the first and second piece on it without walking.  A piece
 * met first on the line can attack along it only if its type is in
 * `some`, and does from any of its cells if its type is in `every`. */
struct vc_scan_line {
    uint64_t cells[2]; /* cut to the scan's longest range */
    uint32_t some;     /* bit t: type t attacks from some cell of it */
    uint32_t every;    /* bit t: ... from every cell of it */
    uint32_t ray;      /* the cells in order, in board.ray_cells */
    uint8_t kind;      /* enum vc_scan_kind */
    uint8_t scan;      /* index into scan[colour] */
    uint8_t len;       /* cells */
};

/* Kinds of scan lines, in the order a (colour, cell)'s lines are kept. */
enum vc_scan_kind {
    VC_SCAN_LEAPS,   /* the one-cell rays of a scan, as one set */
    VC_SCAN_RISING,  /* a line whose cells rise in number */
    VC_SCAN_FALLING, /* ... fall */
    VC_SCAN_WALKED,  /* a line of no such order: walked cell by cell */
    VC_SCAN_KINDS
};

/* Where the scan lines of a (colour, cell) start, and how many there are
 * of each kind: the leaps at `at`, the other kinds after each other from
 * lines_at (black's are white's where they are the same, scanline.c). */
struct vc_scan_head {
    uint32_t at;
    uint32_t lines_at;
    uint8_t n[VC_SCAN_KINDS];
    uint32_t group_at; /* its lines (not leaps) as groups, at
                          sgroup[group_at] (linetab.c) */
    uint8_t ngroups;   /* 0: not in the line tables */
};

/* Scan lines from a cell whose first pieces are looked up (linetab.c):
 * a table as struct vc_line_group's, for lines that the same types
 * (`some`, as struct vc_scan_line's) may attack along.  A piece of a type
 * in `every` attacks from any cell of them; one of the other types of
 * `some` only from cells of `near`. */
struct vc_scan_group {
    uint64_t mask[2];
    uint64_t near[2];
    const uint64_t *tab;
    uint32_t some;
    uint32_t every;
    uint8_t low;
    uint8_t pad[3];
};

#define VC_MAX_SCAN_LINES 6144

struct vc_variant {
    const char *name;
    const char *start_fen;
    /* The board: while the variant is compiled, in the tables' room;
     * after, one copy shared by all variants of the same board
     * (board/share.c). */
    struct vc_board *board;
    struct vc_piece_def piece[VC_MAX_PTYPES];
    uint8_t npromo;
    uint8_t promo[VC_MAX_PTYPES];   /* promotion choices, in SAN order */
    uint8_t promo_limit[VC_MAX_PTYPES]; /* a pawn may become the type only
                                       while its side has fewer; 0: any */
    uint8_t has_promo_limit;
    uint8_t cell_flags[VC_MAX_CELLS];
    uint8_t morph[VC_MAX_CELLS];    /* type a non-royal piece becomes
                                       there, or 0 */
    uint8_t ncastle;
    struct vc_castle castle[VC_MAX_CASTLE];
    uint8_t castle_keep[VC_MAX_CELLS]; /* rights kept when a move touches */
    /* Chess960 (Fischer random) castling: each game takes its castling
     * from its own start position (vc_castle_add_960), the king of
     * castle_types[0] with a partner of castle_types[1] on the colour's
     * castle_rank, to the files castle_to[side][0] (king) and [1]
     * (partner), side 0 the queenside. */
    uint8_t chess960;
    uint8_t castle_types[2];
    uint8_t castle_rank[2];
    uint8_t castle_to[2][2];
    uint8_t en_passant;
    uint8_t no_ep[VC_MAX_CELLS];     /* bit c: colour c may not take en
                                        passant onto the cell, so a double
                                        step over it is a plain move */
    uint8_t kingless[2];             /* 1 if the colour may have no royal
                                        piece (none in the start position) */
    int8_t stalemate_value;          /* for the side stalemated: -1 loss,
                                        0 draw, 1 win */
    uint8_t bare_king_loses;
    struct vc_extinction extinction;
    struct vc_flag flag;
    struct vc_connect connect;
    uint8_t must_capture;            /* a side that can capture must */
    /* Drops (pieceDrops): a piece in hand may enter on drop_cells of its
     * colour and type; with captures_to_hand a captured piece goes to
     * the captor's hand, a promoted one as hand_demote's type unless
     * drop_loop (lib/engine/drop.c). */
    /* promotedPieceType: a piece of type t that moves into, out of or
     * within its colour's promotion cells may become promotes_to[t] (a
     * type of its own, struct vc_piece_def's base and shape); it must
     * with piece_promo_forced, or onto a cell of stuck[colour][t] (where
     * it would have no move: immobilityIllegal).  No drop lands on a
     * stuck cell either. */
    uint8_t piece_promo;
    uint8_t piece_promo_forced;
    /* pieceDemotion: a promoted piece that moves as a promotion would
     * may (must, when forced) become its base again, the move's promotion
     * being the base type; dropPromoted: a piece in hand may also enter
     * as its promoted kind (a drop of promotes_to[t] takes a t). */
    uint8_t piece_demotion;
    uint8_t drop_promoted;
    /* Game ends that the api layer reads from a game's history
     * (lib/api/game_history.c): a checkmate by a drop of drop_mate_type
     * loses for the dropper (shogiPawnDropMateIllegal); the side that
     * gave check in every position of an n-fold repetition loses
     * (perpetualCheckIllegal). */
    uint8_t drop_mate_type;
    uint8_t perpetual_check_loses;
    uint8_t promotes_to[VC_MAX_PTYPES];
    uint64_t (*stuck)[VC_MAX_PTYPES][VC_SET_WORDS]; /* [2]: tables.c */
    /* dropNoDoubled (nifu): a piece of type no_doubled is not dropped on
     * a file (file_cells) that holds no_doubled_count of the colour's. */
    uint8_t no_doubled, no_doubled_count;
    uint64_t (*file_cells)[VC_SET_WORDS]; /* [VC_MAX_SLOTS]: tables.c */
    uint8_t drops;
    uint8_t captures_to_hand;
    uint8_t drop_loop;
    uint8_t hand_demote;
    /* dropChecks = false (drop_no_checks); mustDrop, of must_drop_type
     * (0: any kind); dropOppositeColoredBishop (drop_bishop: the type
     * whose drops must leave a side room for its bishops on both
     * shades): lib/engine/filter.c. */
    uint8_t drop_no_checks, must_drop, must_drop_type, drop_bishop;
    /* castlingDroppedPiece: a drop that puts the king or a partner on
     * its castling cell, the other one standing on its own, gives that
     * castling right. */
    uint8_t castle_drops;
    /* gating: the gates are position state (struct vc_pos); gate_moves
     * (seirawanGating): a move that leaves a gate, or castling with the
     * king or partner on one, may enter a piece of the hand on it where
     * drop_cells let that piece enter (lib/engine/gate.c); gate_only:
     * the hand serves gating only, no drop move (pieceDrops = false). */
    uint8_t gating, gate_moves, gate_only;
    /* enclosingDrop = top or anyside (drop_entry, VC_ENTRY_*; whole
     * rectangles only, lib/engine/drop.c): a drop only where a stone
     * thrown in from the board's edge comes to rest.  TOP: on the first
     * rank or above an occupied cell (gravity) - within drop_cells;
     * ANYSIDE: Fairy-Stockfish's reckoning from all four edges, in
     * place of drop_cells' regions and pawn ranks. */
    uint8_t drop_entry;
    uint64_t (*drop_cells)[VC_MAX_PTYPES][VC_SET_WORDS]; /* [2] */
    /* blastOnCapture (atomic): a capture blows away the capturing piece
     * and the pieces next to its cell but those of blast_spared's types
     * (Fairy-Stockfish's pawn), none of blast_immune's types (bit per
     * type) on either (lib/engine/blast.c). */
    uint8_t blast;
    uint32_t blast_spared;
    uint32_t blast_immune;
    /* extinctionPseudoRoyal: the pieces of pseudo_royal's types (bit per
     * type) of which a side has at most pseudo_count are royal to it:
     * no move may leave one attacked, or blow it away; one next to an
     * enemy one cannot be taken when captures blast
     * (lib/engine/pseudo.c). */
    uint32_t pseudo_royal;
    uint8_t pseudo_count;
    uint8_t no_checks;               /* a move may not give check */
    uint8_t check_count;             /* checkCounting: a side that has
                                        given its checks has won (the
                                        position counts them down) */
    uint8_t counting;                /* VC_COUNT_* (lib/engine/counting.c) */
    uint8_t makpong;                 /* a royal piece in check may only
                                        take the checker (lib/engine/makpong.c) */
    uint8_t count_role[VC_MAX_PTYPES]; /* VC_ROLE_* of each type */
    uint8_t kk_draw;                 /* dead positions end the game: kings
                                        alone, or kings and VC_PF_MINOR
                                        pieces that cannot mate (result.c) */
    uint8_t holes_in_fen;            /* FEN writes holes as '*' */
    /* Draw rules (lib/engine/result.c), 0 for the usual, VC_RULE_NONE for none:
     * the n-move rule in full moves (usual 50) and the repetitions that
     * may be claimed (usual 3). */
    int move_rule;
    int fold_rule;
    /* nFoldValue: a position's fold_rule-th occurrence ends the game
     * with this result (-1 loss, 1 win) for the side to move, or with
     * fold_absolute for white; 0: the usual claimable draw. */
    int8_t fold_value;
    uint8_t fold_absolute;
    /* derived by vc_variant_finish() */
    uint8_t has_royal;
    uint8_t ends_early;              /* VC_END_* bits: rules that may end
                                        the game before any move */
    uint8_t listed;                  /* a rule filters the legal moves
                                        (must_capture, no_checks, blasts,
                                        pseudo-royal pieces) or castling
                                        is Chess960's: moves are counted
                                        by listing them */
    uint8_t after_move;              /* a rule acts after each move
                                        (blast, check_count): make.c,
                                        and count.c makes each last move
                                        with it */
    uint8_t nwords;                  /* words of a cell set in use:
                                        (ncells + 63) / 64 */
    uint8_t shade_bound[VC_MAX_PTYPES]; /* 1 if its moves keep the shade */
    uint8_t ntypes;                  /* types in use, in order */
    uint8_t type_list[VC_MAX_PTYPES];
    uint8_t pawn_code[VC_PIECE_CODES]; /* 1 if the piece code is a pawn's */
    const uint64_t (*zobrist)[VC_MAX_CELLS]; /* vc_zobrist_piece() of each
                                        code and cell: one table that all
                                        variants share (tables.c) */
    uint64_t zobrist_castle[1 << VC_MAX_CASTLE];    /* vc_zobrist_castle() */
    const uint64_t *zobrist_ep;     /* vc_zobrist_ep() of each cell and 0
                                       past the last (no cell): one table
                                       that all variants share (tables.c) */
    int max_moves;                   /* bound on pseudo-legal moves */
    uint8_t nscan[2];
    struct vc_attack_scan *scan[2]; /* nscan[colour] each (tables.c) */
    /* The tables held by pointer below are compiled into a room of the
     * largest size (vc_tables_open, tables.h), then copied into one block
     * of the size they take (vc_tables_close); the rows of piece codes
     * and types that the variant does not use are shared rows of zeros.
     * Move programs: what a piece of (colour, type) on a cell may do, as
     * a byte stream at prog[prog_at[colour][type][cell]]: groups of
     * (mode | walk | (min - 1) << 4, nrays, then each ray as length and
     * cells, already cut to the component's range), ended by a 0 mode.
     * `walk` (VC_WALK_*) tells the generator how to walk the rays. */
    uint32_t *prog_at[2][VC_MAX_PTYPES]; /* a row of cells per type */
    /* Bit t: black's pieces of type t move as white's, so the rows of
     * code VC_PIECE(1, t) (programs, plans, zones) are those of
     * VC_PIECE(0, t), held once (compile.c). */
    uint32_t alike_rows;
    uint32_t prog_len;
    uint8_t *prog;
    /* The same moves as cell sets, when the board has at most 128 cells
     * and they fit (reach_ok); else moves are counted by listing them. */
    uint8_t reach_ok;
    uint64_t promo_cells[2][2];      /* each colour's promotion cells */
    uint64_t promo_opt_cells[2][2];  /* those where it may also not promote */
    uint64_t castle_empty[VC_MAX_CASTLE][2]; /* each castling's cells
                                         that must be empty */
    uint8_t castle_of[2];            /* bit i: castle[i] is the colour's */
    uint8_t castle_settled;          /* bit i: castle[i] needs no test
                                        after the move (vc_castles_settled) */
    uint64_t (*ep_from[2])[2]; /* by cell: the cells from which a pawn of
                                         the colour may take en passant
                                         onto the cell */
    struct vc_plan *plan[VC_PIECE_CODES]; /* by piece code: a row of cells */
    /* Piece codes whose moves are shift groups: shift_slot[code] is 1 +
     * the code's place in shift_code[colour], or 0. */
    uint8_t shift_slot[VC_PIECE_CODES];
    uint8_t nshift_codes[2];
    uint8_t pawns_shifted[2];        /* 1 if the colour's pawns are all of
                                        its one shift code */
    uint8_t shift_code[2][VC_MAX_SHIFT_CODES];
    uint8_t nshifts[VC_PIECE_CODES];
    uint64_t shift_promo_from[VC_PIECE_CODES][2]; /* cells from which a
                                        group's pawn may promote */
    struct vc_shift *shift[VC_PIECE_CODES]; /* nshifts[code] of each */
    uint32_t nreach;
    struct vc_reach *reach;
    /* The attack scans of each colour as lines from each cell, lines
     * that no piece attacks along left out (when reach_ok). */
    struct vc_scan_head *scan_head[2]; /* a row of cells each */
    uint32_t nscan_lines;
    struct vc_scan_line *scan_line;
    /* The groups of the line tables, one block from lgroup on (the
     * public layer allocates it, vc_line_tables_fill), or NULL: the lines
     * are read from the plans' line records and the scan lines. */
    const struct vc_line_group *lgroup;
    const struct vc_scan_group *sgroup;
    uint32_t nlgroups, nsgroups;
    /* scan_zone[by][cell]: the cells of all by's scan lines from cell,
     * the only cells vc_king_danger() and vc_attacked() read for a
     * royal piece or a cell tested there. */
    uint64_t (*scan_zone[2])[2]; /* a row of cells each */
    uint8_t zones_narrow; /* 1 if they cover at most 60 % of the board,
                             on average (count.c shares what sibling
                             positions keep only then) */
    /* piece_zone[code][cell]: the cells a piece's targets depend on (the
     * cells of its lines and leaps), on boards of the cell-set path
     * (reach_ok: up to 128 cells). */
    uint64_t (*piece_zone[VC_PIECE_CODES])[2];
    /* Where each piece code's program offsets count from: its prog_at
     * row's and its line records' `ray` in prog_of[code].  While the
     * variant is compiled that is prog for every code; after, the code's
     * rows (prog_at row, plans, zones, line records, groups, programs)
     * are one copy, rows[code], shared with every variant whose code has
     * the same rows (rules/rows.c), and prog and reach are NULL. */
    const uint8_t *prog_of[VC_PIECE_CODES];
    const void *rows[VC_PIECE_CODES]; /* NULL: black's, white's (alike) */
    uint8_t tabled; /* 1 if the plans' lines are in the line tables */
    /* The one block that holds the tables above (tables.c), or while the
     * variant is compiled, the room they are compiled in. */
    void *tables;
};

/* The move program of a piece of code `code` on `cell`. */
static inline const uint8_t *vc_program_of(const struct vc_variant *v,
                                           int code, int cell)
{
    return v->prog_of[code] + v->prog_at[VC_COLOR(code)][VC_TYPE(code)][cell];
}

/* The move program of a (colour, type) piece on `cell`. */
static inline const uint8_t *vc_program(const struct vc_variant *v,
                                        int color, int type, int cell)
{
    return vc_program_of(v, VC_PIECE(color, type), cell);
}

/* Bytes of the move program at s, its ending 0 included. */
static inline size_t vc_program_size(const uint8_t *s)
{
    const uint8_t *p = s;

    while (*p++ != 0)
        for (int nrays = *p++; nrays > 0; nrays--)
            p += 1 + p[0];
    return (size_t)(p - s);
}

/* The ray (length, cells) of a line record of piece code `code`. */
static inline const uint8_t *vc_line_ray(const struct vc_variant *v,
                                         int code, const struct vc_reach *r)
{
    return v->prog_of[code] + r->ray;
}

/* The first line record of a plan: line_at bytes after it, so that a
 * plan's row and its records can be copied together (rows.c). */
static inline const struct vc_reach *vc_plan_lines(const struct vc_plan *pl)
{
    return (const struct vc_reach *)((const char *)pl + pl->line_at);
}

/* Point pl->line_at at its first record, r (after pl in memory). */
static inline void vc_plan_set_lines(struct vc_plan *pl,
                                     const struct vc_reach *r)
{
    pl->line_at = (uint32_t)((const char *)r - (const char *)pl);
}

/* The first line-table group of a plan of a compiled variant. */
static inline const struct vc_line_group *
vc_plan_groups(const struct vc_plan *pl)
{
    return (const struct vc_line_group *)((const char *)pl + pl->group_at);
}

/* Helpers for the builders (definition_build.c, tests). */
void vc_piece_set(struct vc_variant *v, int type, char letter,
                  const char *name, int flags);
/* A component with a family per colour and a least distance. */
void vc_piece_add_colored(struct vc_variant *v, int type, int white_fam,
                          int black_fam, int min, int range, int mode);
/* A castling rule by cell names; empty/safe end at the first NULL. */
struct vc_castle_spec {
    int color;
    char right;
    const char *san;
    int king_type; /* 0: VC_ROYAL */
    int partner_type;
    const char *king_from, *king_to, *partner_from, *partner_to, *coord_to;
    const char *empty[VC_MAX_CASTLE_CELLS + 1];
    const char *safe[VC_MAX_CASTLE_CELLS + 1];
};
int vc_castle_add(struct vc_variant *v, const struct vc_castle_spec *s);
/* Chess960 castling (v->chess960) of the colour's king on `king` with
 * the partner on `rook`, of its castle rank: the king to its castling
 * file, the partner beside it inside; every cell between the two and
 * their targets empty, the king's path safe.  `right` is its FEN letter.
 * -1 if it does not fit the model (more than VC_MAX_CASTLE rules or
 * VC_MAX_CASTLE_CELLS cells). */
int vc_castle_add_960(struct vc_variant *v, int color, int king, int rook,
                      char right);
/* After castling rules changed: the tables that follow from them. */
void vc_castles_derive(struct vc_variant *v);
/* The first pawn type of the variant, or 0. */
int vc_pawn_type(const struct vc_variant *v);
/* Compile the record into the engine's tables (compile.c).  Returns 0,
 * or -1 when they do not fit the engine's bounds. */
int vc_variant_finish(struct vc_variant *v);
/* The cell-set forms of the move programs, attack scans and pawn moves
 * (compile.c); sets reach_ok.  Run again after cell flags change. */
void vc_compile_cell_sets(struct vc_variant *v);
/* The move programs as plans and line records (reach.c): 1, or 0 when
 * the board or the records do not fit the cell-set form. */
int vc_derive_reach(struct vc_variant *v);
/* The attack scans as cell sets (scanline.c), for vc_derive_reach.
 * Returns 0, or -1 when they do not fit. */
int vc_derive_scan_lines(struct vc_variant *v);
/* Bit i set when castling i's royal piece is safe after the move once
 * its target was safe before it: the target is one of the cells that
 * must be safe, and the move empties no cell of a line from the target
 * that it does not also close nearer the target. */
uint8_t vc_castles_settled(const struct vc_variant *v);
/* castle_empty and castle_of from the castling rules (compile.c). */
void vc_castle_sets(struct vc_variant *v);
/* The shift groups of the pawn types, from the plans (shift.c). */
void vc_derive_shifts(struct vc_variant *v);
/* The line tables (linetab.c), built last: the room their groups take
 * in bytes, 0 when they would not pay (no fast bit gathering on this
 * CPU, or no plans), and in *nheads the room for plans' groups (the scan
 * lines' follow them); then vc_line_tables_fill() fills that room with
 * groups whose tables are shared (made from a where they are new), and
 * points v and its plans at it (vc_tables_close() then moves the plans'
 * groups into the shared rows and the scan lines' into the block). */
size_t vc_line_tables_size(const struct vc_variant *v, size_t *nheads);
void vc_line_tables_fill(struct vc_variant *v, void *room, size_t nheads,
                         const vchess_allocator *a);
/* Give back v's references to the shared tables (before its room of
 * groups is freed). */
void vc_line_tables_release(struct vc_variant *v);

#endif
