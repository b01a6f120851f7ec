// moves.js - the legal moves of a position as plain objects, read from the
// library's vchess_move_info records, all of them in one call.
import { mod, readText, check } from './module.js';

// vchess_move_info on wasm32 (include/variantchess.h): 88 bytes.
export const INFO_BYTES = 88;
const FLAG_CASTLING = 4;
const FLAG_NAMES = [
  [1, 'capture'], [2, 'enPassant'], [4, 'castling'], [8, 'promotion'],
  [16, 'morph'], [32, 'check'], [64, 'doubleStep'],
];
const CHARS = Array.from({ length: 128 }, (_, c) => (c ? String.fromCharCode(c) : undefined));
const LOWER = CHARS.map((c) => c?.toLowerCase());

/**
 * A legal move: cells `from` and `to`, `promotion` (lower-case letter or
 * undefined), `uci` and `san` text, the moving `piece` and the `captured`
 * one as FEN letters, and `flags` (capture, enPassant, castling,
 * promotion, morph, check, doubleStep).  `san` is worked out when first
 * read, which must be while the game stands where the move was made
 * (listed, or just played or taken back).
 */
export class Move {
  #bits;
  #code;
  #source; // where the SAN comes from: { fill(move), game, serial }
  #san;

  constructor(game, heap8, heap32, at, sanSource) {
    const i = at >> 2;
    const names = game._board.names;
    this.from = names[heap32[i + 2]];
    this.to = names[heap32[i + 3]];
    this.promotion = LOWER[heap8[at + 18]];
    this.piece = CHARS[heap8[at + 16]];
    this.captured = CHARS[heap8[at + 17]];
    this.#bits = heap32[i + 8];
    this.#code = heap32[i + 1] >>> 0;
    this.#source = sanSource;
    this.uci = this.#bits & FLAG_CASTLING
      ? coordinate(game, this.#code)
      : this.promotion ? this.from + this.to + this.promotion : this.from + this.to;
  }

  get flags() {
    return FLAG_NAMES.filter(([bit]) => this.#bits & bit).map(([, name]) => name);
  }

  /** Standard algebraic notation. */
  get san() {
    if (this.#san === undefined) this.#source.fill(this);
    return this.#san;
  }

  /** @internal The library's move value. */
  static code(m) { return m.#code; }
  /** @internal Whether the SAN is known; where it would come from. */
  static sanKnown(m) { return m.#san !== undefined; }
  static source(m) { return m.#source; }
  static setSource(m, source) { m.#source = source; }
  static setSan(m, text) { m.#san = text; }

  toJSON() {
    const { from, to, promotion, uci, san, piece, captured, flags } = this;
    return { from, to, promotion, uci, san, piece, captured, flags };
  }
}

/** Coordinate text of a move of the game's variant. */
export function coordinate(game, code) {
  const M = mod();
  return readText((b, s, n) => M._vchess_game_move_coord(b, s, n, game._ptr, code), 32);
}

/** SAN of a legal move of the current position. */
export function san(game, code) {
  const M = mod();
  return readText((b, s, n) => M._vchess_game_move_san(b, s, n, game._ptr, code), 32);
}

function stale() {
  return new Error('variantchess: the position changed since this move was made or listed');
}

/** Fills the SAN of moves of the position the game stands in now. */
export function sanSource(game, moves) {
  const serial = game._serial;
  return {
    game, serial,
    fill(move) {
      if (game._serial !== serial || !game._ptr) throw stale();
      for (const m of moves ?? [move]) Move.setSan(m, san(game, Move.code(m)));
    },
  };
}

/** The same for a move just played: taken back for a moment. */
export function playedSanSource(game) {
  const serial = game._serial;
  return {
    fill(move) {
      if (game._serial !== serial || !game._ptr) throw stale();
      const M = mod();
      check(M._vchess_game_pop(0, game._ptr));
      try {
        Move.setSan(move, san(game, Move.code(move)));
      } finally {
        check(M._vchess_game_push(game._ptr, Move.code(move)));
      }
    },
  };
}

/**
 * The legal moves of the game's position.  SAN is worked out for all of
 * them when the first one's is read.
 */
export function legalMoves(game) {
  const M = mod();
  const buf = game._infoBuffer();
  check(M._vchess_game_legal_move_infos(buf, game._board.maxMoves, game._count, game._ptr));
  const n = M.HEAPU32[game._count >> 2];
  const moves = new Array(n);
  const source = sanSource(game, moves);
  const heap8 = M.HEAPU8, heap32 = M.HEAP32;
  for (let i = 0; i < n; i++) moves[i] = new Move(game, heap8, heap32, buf + i * INFO_BYTES, source);
  return moves;
}
