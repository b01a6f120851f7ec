// game.js - a game: a position, its history and its record, over one
// vchess_game handle.  Free it with free(), or let the garbage collector
// do it (FinalizationRegistry).
import { mod, out, i32, u32, u64, readText, withString, check, errorStruct } from './module.js';
import { variantPointer, isBuiltin } from './variants.js';
import { describe } from './board.js';
import { legalMoves, legalTexts, legalUsi, Move, INFO_BYTES, TEXT_MAX, sanSource, playedSanSource } from './moves.js';
import { outcomeOf, claimOf } from './outcome.js';
import { svgOf } from './svg.js';
import { search } from './search.js';

let nextState = 1;
const ESYNTAX = -7, ECELL = -8; // vchess_status: not USI text

function release(held) {
  const M = mod();
  M._vchess_game_free(held.ptr);
  if (held.info) M._free(held.info);
  if (held.list) M._free(held.list);
}
const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(release) : null;

function create(variant, fen) {
  const M = mod();
  const v = variantPointer(variant);
  const err = errorStruct();
  const make = (f) => check(M._vchess_game_create(out(0), v, f, 0, err), err);
  if (fen === undefined || fen === null) make(0);
  else withString(fen, make);
  return u32(out(0));
}

function createSfen(variant, sfen) {
  const M = mod();
  const v = variantPointer(variant);
  const err = errorStruct();
  if (typeof sfen !== 'string') throw new TypeError('variantchess: an SFEN is a string');
  withString(sfen, (t) => check(M._vchess_game_create_sfen(out(0), v, t, 0, err), err));
  return u32(out(0));
}

export class Game {
  /** A game of `variant` (a name: built-in or loaded) from `fen` or the start. */
  constructor(variant = 'chess', fen = undefined) {
    this._adopt(create(variant, fen));
  }

  /** A game of a shogi-family variant from an SFEN (USI's position text). */
  static fromSfen(variant, sfen) {
    return Game._wrap(createSfen(variant, sfen));
  }

  /** @internal A Game around a handle the caller made. */
  static _wrap(ptr) {
    const g = Object.create(Game.prototype);
    g._adopt(ptr);
    return g;
  }

  _adopt(ptr) {
    const M = mod();
    const v = M._vchess_game_variant(ptr);
    const name = mod().UTF8ToString(M._vchess_variant_name(v));
    this._held = { ptr, info: 0, list: 0 };
    this._ptr = ptr;
    this._board = describe(v, isBuiltin(name));
    // One token per state the game has stood in: moves and listings know
    // the state they belong to (push adds one, pop returns to the one
    // before, a new position starts afresh).
    this._states = [nextState++];
    this._played = []; // Moves pushed here, for pop() to return
    this._count = out(64);
    registry?.register(this, this._held, this);
  }

  /** @internal The token of the state the game stands in. */
  get _serial() { return this._states[this._states.length - 1]; }

  _infoBuffer() {
    if (!this._held.info) this._held.info = mod()._malloc(this._board.maxMoves * INFO_BYTES);
    return this._held.info;
  }

  /** @internal One block for a listing: the moves' codes, then their texts. */
  _listBuffer() {
    if (!this._held.list) {
      const max = this._board.maxMoves, codes = mod()._malloc(max * (4 + TEXT_MAX));
      this._held.list = codes;
      this._list = { codes, text: codes + 4 * max, textBytes: max * TEXT_MAX };
    }
    return this._list;
  }

  _live() {
    if (!this._ptr) throw new Error('variantchess: this game was freed');
    return this._ptr;
  }

  /** Release the game now (it cannot be used afterwards). */
  free() {
    if (!this._ptr) return;
    registry?.unregister(this);
    release(this._held);
    this._ptr = 0;
  }

  /** An independent copy, history and record included. */
  copy() {
    check(mod()._vchess_game_copy(out(0), this._live()));
    return Game._wrap(u32(out(0)));
  }

  get variant() { return this._board.name; }
  get turn() {
    check(mod()._vchess_game_side_to_move(out(0), this._live()));
    return i32(out(0)) ? 'black' : 'white';
  }
  get ply() {
    check(mod()._vchess_game_ply(out(0), this._live()));
    return u32(out(0));
  }

  fen() {
    const M = mod(), g = this._live();
    return readText((b, s, n) => M._vchess_game_fen(b, s, n, g), 128);
  }

  /** Replace the position; the history is cleared. */
  setFen(fen) {
    const err = errorStruct(), g = this._live();
    withString(fen, (f) => check(mod()._vchess_game_set_fen(g, f, err), err));
    this._states = [nextState++];
    this._played = [];
  }

  /** The position as SFEN (the shogi family; fen() stays Fairy-Stockfish's). */
  sfen() {
    const M = mod(), g = this._live();
    return readText((b, s, n) => M._vchess_game_sfen(b, s, n, g), 128);
  }

  /** Replace the position by an SFEN's; the history is cleared. */
  setSfen(sfen) {
    const err = errorStruct(), g = this._live();
    withString(sfen, (f) => check(mod()._vchess_game_set_sfen(g, f, err), err));
    this._states = [nextState++];
    this._played = [];
  }

  /** The FEN the history starts from. */
  startFen() {
    const c = this.copy();
    try {
      while (c.ply > 0) c.pop();
      return c.fen();
    } finally {
      c.free();
    }
  }

  isCheck() {
    check(mod()._vchess_game_in_check(out(0), this._live()));
    return i32(out(0)) === 1;
  }

  legalMoves() { this._live(); return legalMoves(this); }

  /** The legal moves' UCI texts, nothing else: one call, strings only. */
  legalMovesUci() { this._live(); return legalTexts(this, false); }

  /** The legal moves' SAN, in the order of legalMovesUci(). */
  legalMovesSan() { this._live(); return legalTexts(this, true); }

  /** The legal moves' USI texts ("7g7f", "P*5e"), in the order of legalMoves(). */
  legalMovesUsi() { this._live(); return legalUsi(this); }

  /** USI text of a legal move (a Move, or USI, UCI or SAN text). */
  usi(move) {
    const M = mod(), g = this._live();
    const code = this._listed(move) ? Move.code(move) : this._parseUsi(move, true);
    return readText((b, s, n) => M._vchess_game_move_usi(b, s, n, g, code), 32);
  }

  /** @internal The code of a USI text (else, with others, any notation). */
  _parseUsi(move, others = false) {
    if (typeof move !== 'string') return this._parse(move);
    const err = errorStruct(), g = this._live();
    const rc = withString(move, (t) => mod()._vchess_game_parse_usi(out(0), g, t, err));
    if (others && (rc === ESYNTAX || rc === ECELL)) return this._parse(move);
    check(rc, err);
    return u32(out(0));
  }

  /** Play a move given in USI ("7g7f", "8h2b+", "P*5e"); returns it. */
  pushUsi(usi) {
    const code = this._parseUsi(usi);
    return this._play(code, this._info(code, null));
  }

  /** Map from each cell with a legal move to its target cells (chessground's
   * movable.dests); drops are in dropDests(). */
  dests() {
    const map = new Map();
    for (const m of this.legalMoves()) {
      if (m.drop) continue;
      const list = map.get(m.from);
      if (!list) map.set(m.from, [m.to]);
      else if (!list.includes(m.to)) list.push(m.to);
    }
    return map;
  }

  /** Map from each piece the side to move may drop (lower-case letter) to
   * the cells it may be dropped on; empty without drops. */
  dropDests() {
    const map = new Map();
    if (!this._board.drops) return map;
    for (const m of this.legalMoves()) {
      if (!m.drop) continue;
      const list = map.get(m.drop);
      if (!list) map.set(m.drop, [m.to]);
      else if (!list.includes(m.to)) list.push(m.to);
    }
    return map;
  }

  /** Whether the variant's pieces may be dropped from a hand. */
  get hasDrops() { return this._board.drops; }

  /** Both hands, as chessops' pockets: { white, black }, each an object
   * from lower-case letter to count (only the pieces held), in the order
   * of the variant's pieces. */
  pockets() {
    return { white: Object.fromEntries(this._hand('white')), black: Object.fromEntries(this._hand('black')) };
  }

  /** One side's hand as text, a lower-case letter per piece ("qpp"), as
   * ffish's pocket(); color 'white' or 'black' (or ffish's boolean, true
   * for white). */
  pocket(color) {
    return this._hand(color).map(([letter, n]) => letter.repeat(n)).join('');
  }

  /** @internal [letter, count] of the pieces side `color` holds. */
  _hand(color) {
    const white = color === true || color === 'white';
    if (!white && color !== false && color !== 'black') {
      throw new TypeError("variantchess: a color is 'white' or 'black'");
    }
    const M = mod(), g = this._live(), held = [];
    for (const letter of this._board.handLetters) {
      const code = (white ? letter.toUpperCase() : letter.toLowerCase()).charCodeAt(0);
      check(M._vchess_game_hand_count(out(0), g, code));
      const n = i32(out(0));
      if (n > 0) held.push([letter.toLowerCase(), n]);
    }
    return held;
  }

  /** Whether move is a Move listed in this very position (so legal). */
  _listed(move) {
    return move instanceof Move && Move.source(move)?.game === this &&
      Move.source(move).serial === this._serial;
  }

  /** Parse a move (UCI, SAN, or a Move) of the current position. */
  _parse(move) {
    const textOf = typeof move === 'string' ? move : move?.uci;
    if (typeof textOf !== 'string') throw new TypeError('variantchess: a move is a string or a Move');
    const err = errorStruct(), g = this._live();
    return withString(textOf, (t) => {
      check(mod()._vchess_game_parse_move(out(0), g, t, err), err);
      return u32(out(0));
    });
  }

  _info(code, source) {
    const M = mod(), buf = this._infoBuffer();
    check(M._vchess_game_move_info(buf, this._ptr, code));
    return Move.fromInfo(this, M.HEAPU8, M.HEAP32, buf, source);
  }

  /** Play a move given as UCI, SAN or Move; returns the Move played (read
   * its san before the game moves on). */
  push(move) {
    let code, played;
    if (this._listed(move)) {
      code = Move.code(move);
      played = move;
    } else {
      code = this._parse(move);
      played = this._info(code, null);
    }
    return this._play(code, played);
  }

  _play(code, played) {
    check(mod()._vchess_game_push(this._ptr, code));
    this._states.push(nextState++);
    if (!Move.known(played)) Move.setSource(played, playedSanSource(this));
    this._played.push(played);
    return played;
  }

  /** Take back the last move; returns it. */
  pop() {
    check(mod()._vchess_game_pop(out(0), this._live()));
    if (this._states.length > 1) this._states.pop();
    else this._states[0] = nextState++; // before the states known here
    const code = u32(out(0)), top = this._played.pop();
    const m = top && Move.code(top) === code ? top : this._info(code, null);
    if (!Move.known(m)) Move.setSource(m, sanSource(this));
    return m;
  }

  /** The moves played since the position was set, in UCI. */
  history() {
    const M = mod(), g = this._live(), list = [];
    for (let i = 0, n = this.ply; i < n; i++) {
      check(M._vchess_game_history(out(0), g, i));
      const code = u32(out(0));
      list.push(readText((b, s, k) => M._vchess_game_move_coord(b, s, k, g, code), 32));
    }
    return list;
  }

  /** undefined while the game goes on, else { winner, reason, result }. */
  outcome() { return outcomeOf(this._live()); }

  /** A draw the side to move may claim now ('repetition', 'fiftyMoves'), or undefined. */
  claimableDraw() { return claimOf(this._live()); }

  /** The FEN letter on a cell, or undefined for an empty one. */
  piece(cell) {
    const index = this._board.index.get(cell);
    if (index === undefined) throw new RangeError(`variantchess: no cell ${cell}`);
    check(mod()._vchess_game_piece_at(out(0), this._live(), index));
    const c = mod().HEAPU8[out(0)];
    return c ? String.fromCharCode(c) : undefined;
  }

  /** Every cell of the board with its shape and the piece on it. */
  cells() {
    return this._board.cells.map((c) => ({ ...c, piece: this.piece(c.name) }));
  }

  /** What the board is: kind ('rect', 'kites' or 'hexagonal'), files, ranks, the
   * holes of a rectangle (polygons), pieces. */
  info() {
    const { name, startFen, kind, files, ranks, hexagons, holes, pieces, drops } = this._board;
    return {
      name, startFen, kind, files, ranks, hexagons, drops,
      holes: holes.map((h) => h.map((p) => [...p])), pieces: pieces.map((p) => ({ ...p })),
    };
  }

  pgn() {
    const M = mod(), g = this._live();
    return readText((b, s, n) => M._vchess_game_pgn(b, s, n, g), 1024);
  }

  tag(name) {
    const g = this._live();
    withString(name, (n) => check(mod()._vchess_game_tag(out(0), g, n)));
    const p = u32(out(0));
    return p ? mod().UTF8ToString(p) : undefined;
  }

  setTag(name, value) {
    const g = this._live();
    withString(name, (n) => withString(String(value), (v) => check(mod()._vchess_game_set_tag(g, n, v))));
  }

  /** The position as a standalone SVG document (see svgOf for options). */
  svg(options = {}) { return svgOf(this, options); }

  /** Leaf nodes of the legal move tree of `depth`. */
  perft(depth) {
    check(mod()._vchess_game_perft(out(0), this._live(), depth));
    return u64(out(0));
  }

  /** The engine's choice: limits { movetime (ms), depth, nodes }. */
  bestMove(limits = {}) { return search(this, limits); }

  toString() { return this.fen(); }
}
