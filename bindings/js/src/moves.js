// moves.js - the legal moves of a position as plain objects, read from the
// library's vchess_move_info records in one call.
import { mod, i32, u32, readText, check } from './module.js';

// vchess_move_info on wasm32 (include/variantchess.h): 88 bytes.
export const INFO_BYTES = 88;
const FLAG_CASTLING = 4;
const FLAG_NAMES = [
  [1, 'capture'], [2, 'enPassant'], [4, 'castling'], [8, 'promotion'],
  [16, 'morph'], [32, 'check'], [64, 'doubleStep'],
];

function letter(code) { return code ? String.fromCharCode(code) : undefined; }

/**
 * A legal move: cells `from` and `to`, `promotion` (lower-case letter or
 * undefined), `uci` and `san` text, the moving `piece` and the `captured`
 * one as FEN letters, and `flags` (capture, enPassant, castling,
 * promotion, morph, check, doubleStep).
 */
export class Move {
  constructor(game, at, listing) {
    const M = mod();
    const from = i32(at + 8), to = i32(at + 12), flags = u32(at + 32);
    const names = game._board.names;
    this.from = names[from];
    this.to = names[to];
    this.promotion = letter(M.HEAPU8[at + 18])?.toLowerCase();
    this.piece = letter(M.HEAPU8[at + 16]);
    this.captured = letter(M.HEAPU8[at + 17]);
    this.flags = flagNames(flags);
    Object.defineProperty(this, '_code', { value: u32(at + 4) });
    Object.defineProperty(this, '_listing', { value: listing });
    this.uci = flags & FLAG_CASTLING
      ? coordinate(game, this._code)
      : this.from + this.to + (this.promotion ?? '');
  }

  /** Standard algebraic notation, worked out on first use. */
  get san() {
    if (this._san === undefined) this._listing.fillSan();
    return this._san;
  }

  toJSON() {
    const { from, to, promotion, uci, san, piece, captured, flags } = this;
    return { from, to, promotion, uci, san, piece, captured, flags };
  }
}

function flagNames(flags) {
  const list = [];
  for (const [bit, name] of FLAG_NAMES) if (flags & bit) list.push(name);
  return list;
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

/**
 * The legal moves of the game's position.  SAN needs the position they
 * were listed in: it is worked out for all of them when the first one is
 * read, and reading it after the position changed throws.
 */
export function legalMoves(game) {
  const M = mod();
  const buf = game._infoBuffer();
  check(M._vchess_game_legal_move_infos(buf, game._board.maxMoves, game._count, game._ptr));
  const moves = [];
  const listing = {
    fillSan() {
      if (game._serial !== serial) {
        throw new Error('variantchess: the position changed since these moves were listed');
      }
      for (const m of moves) Object.defineProperty(m, '_san', { value: san(game, m._code) });
    },
  };
  const serial = game._serial;
  for (let i = 0, n = u32(game._count); i < n; i++) {
    moves.push(new Move(game, buf + i * INFO_BYTES, listing));
  }
  return moves;
}
