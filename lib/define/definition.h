/* definition.h - variants defined as text, in Fairy-Stockfish's
 * variants.ini dialect or as Interactive Diagram parameters: either is
 * read into plain definitions, which are then built into engine
 * variants (definition_build.c). */
#ifndef VC_DEFINITION_H
#define VC_DEFINITION_H

#include "notation/fen.h"
#include "rules/variant.h"
#include "variantchess.h"

#include <stddef.h>
#include <stdint.h>

#define VC_DEF_NAME_MAX 64
#define VC_DEF_BETZA_MAX 64
#define VC_DEF_WARN_MAX 16
#define VC_DEF_WARN_TEXT 128

/* castlingRuleN = RIGHT SAN king_from king_to partner_from partner_to
 *                 empty:cells safe:cells */
struct vc_def_castle {
    char right;
    char san[8];
    char cell[4][VC_NAME_MAX];
    int nempty, nsafe;
    char empty[VC_MAX_CASTLE_CELLS][VC_NAME_MAX];
    char safe[VC_MAX_CASTLE_CELLS][VC_NAME_MAX];
    size_t at;
};

struct vc_def_piece {
    char key[VC_DEF_NAME_MAX];  /* "knight", "customPiece1" */
    char letter;                /* lower case; 0 when removed */
    char betza[VC_DEF_BETZA_MAX];
    int pawn, royal;
    size_t at;                  /* offset of its value in the text */
};

/* One section, as text-level facts with the offsets they came from. */
struct vc_def {
    char name[VC_DEF_NAME_MAX];
    int files, ranks;
    char start_fen[VC_FEN_TEXT_MAX];
    size_t fen_at;
    size_t section_at;          /* offset of the section's name */
    int size_own, fen_own;      /* set in this very section */
    size_t size_at;
    int npieces;
    struct vc_def_piece piece[VC_MAX_PTYPES - 1];
    int promotion_rank;
    char promo_letters[VC_MAX_PTYPES];
    size_t promo_at;
    int double_step, double_step_rank, first_rank_double_steps;
    int castling, castle_kingside_file, castle_queenside_file, castle_rank;
    char castle_rook;           /* lower-case letter */
    size_t castle_at;
    int stalemate_value;        /* stalemateValue for the side
                                   stalemated: -1 loss, 0 draw, 1 win */
    int move_rule, fold_rule;   /* as in struct vc_variant: 0 usual */
    int fold_value;             /* nFoldValue: -1 loss, 0 draw, 1 win */
    int fold_absolute;          /* nFoldValueAbsolute */
    int promotion_by_choice;    /* mandatoryPawnPromotion = false: from
                                   promotionRank on, pawns may promote */
    int immobility_illegal;     /* immobilityIllegal */
    size_t immobility_at;
    char limit_letters[VC_MAX_PTYPES]; /* promotionLimit, lower case */
    int limit_count[VC_MAX_PTYPES];
    size_t limit_at;
    int counting;               /* countingRule: VC_COUNT_* */
    int makpong;                /* makpongRule */
    /* Fairy-Stockfish's extinction keys: extinctionValue (set = not
     * none; value -1 loss, 0 draw, 1 win), extinctionClaim,
     * extinctionPieceTypes (lower-case letters, '*' for the whole
     * army), extinctionPieceCount and extinctionOpponentPieceCount. */
    int extinction_set, extinction_value, extinction_claim;
    char extinction_types[VC_MAX_PTYPES + 1];
    int extinction_count, extinction_other;
    size_t extinction_at;
    /* The flag rule: flagPiece (lower case; 0 none) of each colour,
     * flagRegionWhite/Black as cells (bit 1 white's, 2 black's), with
     * flagPieceCount (0: 1) and flagMove. */
    char flag_piece[2];
    uint8_t flag_region[VC_MAX_RANKS][VC_MAX_SLOTS];
    int flag_count, flag_move, flag_safe, flag_blocked;
    size_t flag_at;
    /* promotionRegionWhite/Black: the cells (bit 1 white, 2 black) where
     * pawns promote, instead of promotionRank's, when promo_region_set. */
    uint8_t promo_region[VC_MAX_RANKS][VC_MAX_SLOTS];
    int promo_region_set;
    /* enPassantRegionWhite/Black: cells (bit 1 white, 2 black) onto
     * which the colour may take en passant; all unless ep_region_set. */
    uint8_t ep_region[VC_MAX_RANKS][VC_MAX_SLOTS];
    int ep_region_set;
    /* pawnTypes: when pawn_types_set, the letters (lower case) of the
     * pieces that are pawns (promote, reset the move count, take and may
     * be taken en passant), instead of the piece under the key "pawn";
     * promotionPawnTypes = - (no_pawn_promotion): pawns do not promote. */
    int pawn_types_set;
    char pawn_types[VC_MAX_PTYPES + 1];
    size_t pawn_types_at;
    int no_pawn_promotion;
    int must_capture;           /* mustCapture */
    /* Drops: pieceDrops, capturesToHand, dropLoop, firstRankPawnDrops,
     * promotionZonePawnDrops, pocketSize (only kept for writing). */
    int drops, captures_to_hand, drop_loop;
    /* gating: gates in the castling field of FEN; seirawanGating: a
     * piece of the hand may enter on the gate a move leaves. */
    int gating, seirawan_gating;
    size_t gating_at;
    /* promotedPieceType = p:g s:g ...: pairs of lower-case letters
     * (base, promoted-to); mandatoryPiecePromotion. */
    char piece_promo[VC_MAX_PTYPES][2];
    int npiece_promo, piece_promo_forced;
    int piece_demotion, drop_promoted; /* pieceDemotion, dropPromoted */
    char no_doubled;            /* dropNoDoubled letter, 0 none */
    int drop_mate_illegal;      /* shogiPawnDropMateIllegal */
    int perpetual_loses;        /* perpetualCheckIllegal */
    int no_doubled_count;       /* dropNoDoubledCount + 1 (0: not given,
                                   which counts as 1) */
    size_t piece_promo_at;
    int first_rank_pawn_drops, zone_pawn_drops, pocket_size;
    size_t drops_at;
    /* dropRegionWhite/Black: the cells (bit 1 white, 2 black) a colour
     * may drop on, for the colours of drop_region_set's bits. */
    uint8_t drop_region[VC_MAX_RANKS][VC_MAX_SLOTS];
    int drop_region_set;
    /* dropChecks (drop_checks_off: false), mustDrop and mustDropType (a
     * letter, 0 for any), dropOppositeColoredBishop. */
    int drop_checks_off, must_drop, drop_bishops_apart;
    int rook_drop_first_rank;   /* sittuyinRookDrop: Fairy-Stockfish's
                                   rook drops on its side's first rank */
    char must_drop_type;
    int drop_entry;             /* enclosingDrop: VC_ENTRY_* */
    size_t drop_entry_at;
    int connect_n;              /* connectN (0: none) */
    int connect_nxn;            /* connectNxN (0: none) */
    char connect_types[VC_MAX_PTYPES + 1]; /* connectPieceTypes; "": all */
    int connect_dirs;           /* VC_CONNECT_* of connectHorizontal,
                                   connectVertical, connectDiagonal */
    int connect_value;          /* connectValue: -1, 0, 1 */
    size_t connect_at;
    int blast;                  /* blastOnCapture */
    char blast_immune[VC_MAX_PTYPES + 1]; /* blastImmuneTypes */
    size_t blast_at;
    int pseudo_royal;           /* extinctionPseudoRoyal */
    size_t pseudo_at;
    int no_checks;              /* checking = false */
    int check_count;            /* checkCounting */
    int chess960;               /* chess960: castling from each game's
                                   own start position */
    char shuffle[VC_DEF_BETZA_MAX]; /* the Interactive Diagram's shuffle=
                                   (shuffled start positions), or "" */
    size_t shuffle_at;
    char castle_king;           /* castlingKingPiece, lower case; 0: the
                                   royal piece */
    /* Our extensions, also used by the Interactive Diagram reader. */
    char morph[VC_MAX_RANKS][VC_MAX_SLOTS]; /* lower-case letter a
                                               non-royal piece becomes
                                               there, or 0 */
    size_t morph_at;
    uint8_t initial[VC_MAX_RANKS][VC_MAX_SLOTS]; /* 1 white, 2 black:
                                               cells of 'i' moves; none
                                               set: doubleStepRank */
    int castle_king_step;       /* king's castling step; 0: the
                                   castling*File keys say where */
    int castle_any_partner;     /* partner: outermost piece of any kind */
    int castle_dropped;         /* castlingDroppedPiece: castling rules
                                   from file e and the corners, rights
                                   from the drops that fill them */
    int castle_shredder;        /* rights are the partner's file letter,
                                   coordinates write king takes partner */
    int bare_king_loses, kk_draw;
    int kites;                  /* board = trihexagonal */
    int hex_side;               /* board = hexagonal: cells to a side
                                   (hexagonSide); 0 on other boards */
    int hex_letter_j;           /* hexagonFileJ: its files are lettered
                                   with j (McCooey's notation) */
    int ncastle_rules;
    struct vc_def_castle castle_rule[VC_MAX_CASTLE];
    char minor_letters[VC_MAX_PTYPES]; /* alone with its king it cannot
                                          mate (kk_draw) */
    size_t minor_at;
    int nnames;                 /* pieceNames: a name for the piece of
                                   each letter (otherwise its key) */
    struct vc_def_name {
        char letter;            /* lower case */
        char name[VC_PIECE_NAME_MAX];
    } piece_name[VC_MAX_PTYPES - 1];
    size_t names_at;
};

/* What a text defined: sections in order, and warnings about keys that
 * were accepted but only tune an engine. */
struct vc_def_list {
    struct vc_def *defs;
    size_t ndefs, cap;
    int nwarn;
    char warn[VC_DEF_WARN_MAX][VC_DEF_WARN_TEXT];
    const vchess_allocator *alloc;
    size_t max_defs; /* the caller's bound on ndefs; 0: none */
};

/* Read every section of text into list (whose alloc must be set; free
 * list->defs with it).  Returns 0 or a status with err filled: line,
 * column, and a text naming the source, the key and the reason. */
int vc_def_read(struct vc_def_list *list, const char *text,
                const char *source, vchess_error *err);

/* The built-in variants as definition text (the files of variants/,
 * compiled in by lib/define/builtin_text.c): each text with the name its errors
 * are reported under, and the names of all their sections in order. */
struct vc_builtin_text {
    const char *source; /* "variants/chess.ini" */
    const char *text;
};
extern const struct vc_builtin_text vc_builtin_texts[];
extern const size_t vc_builtin_text_count;
extern const char *const vc_builtin_names[];
extern const size_t vc_builtin_name_count;

/* Read the built-in texts, in order, into list (whose alloc must be
 * set): a section there may name an earlier one as its parent, in any of
 * the texts.  With `until` not NULL, stop after the text that defines
 * that section (a variant's first build reads no more than it needs).
 * The same contract as vc_def_read(). */
int vc_def_read_builtin(struct vc_def_list *list, const char *until,
                        vchess_error *err);

/* Build d into v (zeroed by the caller).  v->name and v->start_fen point
 * into d.  Returns 0, or -1 with the reason in why and the offset in the
 * text it concerns in *at. */
int vc_def_build(struct vc_variant *v, const struct vc_def *d, char *why,
                 size_t size, size_t *at);

/* d as one self-contained variants.ini section ("[name]", no parent,
 * one `key = value` a line, in a fixed order, no comments) that
 * vc_def_read() reads back into the same definition, up to the *_at
 * offsets and the *_own marks (ini_write.c says what of an Interactive
 * Diagram's definition is put another way).  Writes what fits of it,
 * NUL-terminated, into buf (which may be NULL when size is 0); returns
 * the length of the whole text without the NUL. */
size_t vc_def_write(const struct vc_def *d, char *buf, size_t size);

/* The start position's letters, '*' for holes and 0 for empty cells,
 * by rank and file (from 0), as d's startFen places them.  Returns 1, or
 * 0 when the placement does not fit d's board (the FEN parser then says
 * why). */
int vc_def_grid(const struct vc_def *d, char (*grid)[VC_MAX_SLOTS]);

#endif
