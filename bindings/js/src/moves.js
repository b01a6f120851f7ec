// moves.js - the legal moves of a position as plain objects.  One call
// into the library lists them all: their codes and coordinate texts in
// one buffer (vchess_game_legal_move_texts).  What needs more work
// (SAN; the pieces and flags, which vchess_move_info records give) is
// asked for when first read, for the whole listing at once.
import { mod, readText, check } from './module.js';

// vchess_move_info on wasm32 (include/variantchess.h): 88 bytes.
export const INFO_BYTES = 88;
// VCHESS_MOVE_TEXT_MAX and VCHESS_NOTATION_* of the header.
export const TEXT_MAX = 32;
const COORD = 0, SAN = 1, USI = 2;
const FLAG_NAMES = [
  [1, 'capture'], [2, 'enPassant'], [4, 'castling'], [8, 'promotion'],
  [16, 'morph'], [32, 'check'], [64, 'doubleStep'], [128, 'drop'],
  [256, 'gating'],
];
const FLAG_CASTLING = 4, FLAG_DROP = 128, FLAG_GATING = 256;

/** 1 if the move value gates (docs/definitions.md, "Gating"): an
 * ordinary move with an entering kind in bits 23-27, or castling with
 * one in the promotion bits. */
function gates(code) {
  const kind = (code >>> 21) & 3;
  if (code >>> 31) return false;
  return kind === 0 ? ((code >>> 23) & 0xff) !== 0 : kind === 3 && ((code >>> 16) & 0x1f) !== 0;
}
const CHARS = Array.from({ length: 128 }, (_, c) => (c ? String.fromCharCode(c) : undefined));
const LOWER = CHARS.map((c) => c?.toLowerCase());

/**
 * A legal move: cells `from` and `to`, `promotion` (lower-case letter or
 * undefined), `uci` and `san` text, the moving `piece` and the `captured`
 * one as FEN letters, and `flags` (capture, enPassant, castling,
 * promotion, morph, check, doubleStep, drop: "P@e4", from and to its
 * cell).  `uci`, `from`, `to` and
 * `promotion` are always there; `san`, `piece`, `captured` and `flags`
 * are worked out when first read, which must be while the game stands
 * where the move was made (listed, or just played or taken back).
 */
export class Move {
  #code;
  #source; // where the rest comes from: { game, serial, fill(move, what) }
  #more; // { from, to, san, facts } as far as read; facts: { piece, captured, bits }

  constructor(code, uci, source) {
    this.#code = code;
    this.#source = source;
    this.uci = uci;
  }

  /** @internal A Move from the vchess_move_info record at `at`. */
  static fromInfo(game, heap8, heap32, at, source) {
    const i = at >> 2, names = game._board.names;
    const code = heap32[i + 1] >>> 0, from = names[heap32[i + 2]], to = names[heap32[i + 3]];
    const promotion = LOWER[heap8[at + 18]] ?? '';
    // castling, drops ("P@e4") and a piece's promotion ("e6e7+", its
    // letter the piece's own) are written by the library
    const special = heap32[i + 8] & (FLAG_CASTLING | FLAG_DROP | FLAG_GATING) ||
      (promotion && promotion === LOWER[heap8[at + 16]]);
    const m = new Move(code, special ? coordinate(game, code) : from + to + promotion, source);
    m.#more = { from, to, san: undefined, facts: undefined };
    Move.setFacts(m, heap8, heap32, at);
    return m;
  }

  #rest() {
    return this.#more ??= { from: undefined, to: undefined, san: undefined, facts: undefined };
  }

  get from() {
    const r = this.#rest();
    return r.from ??= this.#source.game._board.names[mod()._vchess_move_from(this.#code)];
  }

  get to() {
    const r = this.#rest();
    return r.to ??= this.#source.game._board.names[mod()._vchess_move_to(this.#code)];
  }

  /** The lower-case letter of the piece a drop ("P@e4", or "+P@e4" for
   * one dropped promoted) takes from the hand, undefined for a move on
   * the board. */
  get drop() {
    const at = this.uci.indexOf('@');
    return at > 0 ? this.uci[at - 1].toLowerCase() : undefined;
  }

  /** Cell names end in a digit or '/', so a last letter is the promotion,
   * or the piece a gating move brings in. */
  get promotion() {
    const last = this.uci.charCodeAt(this.uci.length - 1);
    return last >= 97 && last <= 122 && !gates(this.#code) ? this.uci[this.uci.length - 1] : undefined;
  }

  /** The lower-case letter of the piece a gating move (S-Chess: "g1f3h",
   * castling "h1e1h") brings from the hand onto the cell it leaves, or
   * undefined. */
  get gate() {
    return gates(this.#code) ? this.uci[this.uci.length - 1] : undefined;
  }

  get piece() { return this.#known().piece; }
  get captured() { return this.#known().captured; }

  get flags() {
    const bits = this.#known().bits;
    return FLAG_NAMES.filter(([bit]) => bits & bit).map(([, name]) => name);
  }

  /** Standard algebraic notation. */
  get san() {
    const r = this.#rest();
    if (r.san === undefined) this.#source.fill(this, 'san');
    return r.san;
  }

  #known() {
    const r = this.#rest();
    if (!r.facts) this.#source.fill(this, 'facts');
    return r.facts;
  }

  /** @internal The library's move value. */
  static code(m) { return m.#code; }
  /** @internal Whether the SAN and the facts are known; where they would come from. */
  static known(m) { return m.#more?.san !== undefined && m.#more.facts !== undefined; }
  static source(m) { return m.#source; }
  static setSource(m, source) { m.#source = source; }
  static setSan(m, text) { m.#rest().san = text; }
  /** @internal Piece, capture and flags from the vchess_move_info at `at`. */
  static setFacts(m, heap8, heap32, at) {
    m.#rest().facts = { piece: CHARS[heap8[at + 16]], captured: CHARS[heap8[at + 17]], bits: heap32[(at >> 2) + 8] };
  }

  toJSON() {
    const { from, to, promotion, drop, gate, uci, san, piece, captured, flags } = this;
    return { from, to, promotion, drop, gate, uci, san, piece, captured, flags };
  }
}

/** Coordinate text of a move of the game's variant. */
export function coordinate(game, code) {
  const M = mod();
  return readText((b, s, n) => M._vchess_game_move_coord(b, s, n, game._ptr, code), TEXT_MAX);
}

/** SAN of a legal move of the current position. */
export function san(game, code) {
  const M = mod();
  return readText((b, s, n) => M._vchess_game_move_san(b, s, n, game._ptr, code), TEXT_MAX);
}

function stale() {
  return new Error('variantchess: the position changed since this move was made or listed');
}

// The library's move texts are ASCII: one decoder for them all.
const decoder = new TextDecoder();

/** All legal moves' texts in `notation` (COORD or SAN), one call; their
 * codes are left in the game's list buffer. */
function listTexts(game, notation) {
  const M = mod(), { codes, text, textBytes } = game._listBuffer();
  const count = game._count, needed = count + 4;
  check(M._vchess_game_legal_move_texts(text, textBytes, needed, codes, game._board.maxMoves,
    count, game._ptr, notation));
  const n = M.HEAPU32[count >> 2];
  return n ? decoder.decode(M.HEAPU8.subarray(text, text + M.HEAPU32[needed >> 2] - 1)).split(' ') : [];
}

// A move's coordinate text depends on its variant only: the texts seen
// are kept per board description (a loaded variant's goes with it) in a
// table of SLOTS codes and texts, one per slot, found by a hash of the
// code (a Map took a third of a listing's time); the library is asked
// for texts only where a move is new, or lost its slot to another.
const SLOTS = 1 << 14;

function textCache(board) {
  return board.uci ??= { codes: new Uint32Array(SLOTS), texts: new Array(SLOTS).fill('') };
}

/** The slot of a move code. */
const slot = (code) => Math.imul(code, 0x9e3779b1) >>> 18;

/** The cached text of a move code, or undefined. */
function cached(cache, code) {
  const i = slot(code);
  return cache.codes[i] === code ? cache.texts[i] : undefined;
}

/** The legal moves into the game's list buffer (from the word at
 * `codes >> 2` on); returns their number. */
function listCodes(game) {
  const M = mod(), count = game._count;
  check(M._vchess_game_legal_moves(game._listBuffer().codes, game._board.maxMoves, count, game._ptr));
  return M.HEAPU32[count >> 2];
}

/** The legal moves' UCI texts, their codes in the game's list buffer. */
function listUci(game) {
  const n = listCodes(game), cache = textCache(game._board);
  const heap32 = mod().HEAPU32, at = game._list.codes >> 2, texts = new Array(n);
  for (let i = 0; i < n; i++) {
    const t = cached(cache, heap32[at + i]);
    if (t === undefined) return listNew(game);
    texts[i] = t;
  }
  return texts;
}

function listNew(game) {
  const texts = listTexts(game, COORD), cache = textCache(game._board);
  const heap32 = mod().HEAPU32, at = game._list.codes >> 2;
  for (let i = 0; i < texts.length; i++) {
    const code = heap32[at + i], k = slot(code);
    cache.codes[k] = code;
    cache.texts[k] = texts[i];
  }
  return texts;
}

/** The legal moves' coordinate texts, or SAN with `san`: strings only. */
export function legalTexts(game, sanWanted) {
  return sanWanted ? listTexts(game, SAN) : listUci(game);
}

/** The legal moves' USI texts (the shogi family), one call. */
export function legalUsi(game) {
  return listTexts(game, USI);
}

/** Piece, capture and flags of a legal move of the current position. */
function facts(game, move) {
  const M = mod(), buf = game._infoBuffer();
  check(M._vchess_game_move_info(buf, game._ptr, Move.code(move)));
  Move.setFacts(move, M.HEAPU8, M.HEAP32, buf);
}

/** Fills what a move of the position the game stands in now lacks. */
export function sanSource(game) {
  const serial = game._serial;
  return {
    game, serial,
    fill(move, what) {
      if (game._serial !== serial || !game._ptr) throw stale();
      if (what === 'san') Move.setSan(move, san(game, Move.code(move)));
      else facts(game, move);
    },
  };
}

/** The same for a move just played: taken back for a moment. */
export function playedSanSource(game) {
  const serial = game._serial;
  return {
    game,
    fill(move, what) {
      if (game._serial !== serial || !game._ptr) throw stale();
      const M = mod();
      check(M._vchess_game_pop(0, game._ptr));
      try {
        if (what === 'san') Move.setSan(move, san(game, Move.code(move)));
        else facts(game, move);
      } finally {
        check(M._vchess_game_push(game._ptr, Move.code(move)));
      }
    },
  };
}

/** What a listing's moves lack, filled for all of them at once. */
function listingSource(game, moves) {
  const serial = game._serial;
  return {
    game, serial,
    fill(move, what) {
      if (game._serial !== serial || !game._ptr) throw stale();
      if (what === 'san') {
        const texts = listTexts(game, SAN);
        for (let i = 0; i < moves.length; i++) Move.setSan(moves[i], texts[i]);
        return;
      }
      const M = mod(), buf = game._infoBuffer();
      check(M._vchess_game_legal_move_infos(buf, game._board.maxMoves, game._count, game._ptr));
      const heap8 = M.HEAPU8, heap32 = M.HEAP32;
      for (let i = 0; i < moves.length; i++) Move.setFacts(moves[i], heap8, heap32, buf + i * INFO_BYTES);
    },
  };
}

/**
 * The legal moves of the game's position.  SAN, pieces and flags are
 * worked out for all of them when the first one's is read.
 */
export function legalMoves(game) {
  const n = listCodes(game), cache = textCache(game._board), moves = new Array(n);
  const source = listingSource(game, moves), heap32 = mod().HEAPU32, at = game._list.codes >> 2;
  let texts = null; // all the position's texts, once one was not cached
  for (let i = 0; i < n; i++) {
    const code = heap32[at + i];
    let uci = texts ? texts[i] : cached(cache, code);
    if (uci === undefined) {
      texts = listNew(game); // the same moves again, in the same order, with their texts
      uci = texts[i];
    }
    moves[i] = new Move(code, uci, source);
  }
  return moves;
}
