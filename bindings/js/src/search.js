// search.js - the engine's move for the side to move, on this thread.
// (A page runs it in a Web Worker: engine.js.)
import { mod, out, i32, u32, u64, setI32, setU64, readText, withBuffer, check, errorStruct } from './module.js';

// vchess_search_limits (32 bytes) and vchess_search_info (360 bytes) on wasm32.
const INFO_BYTES = 360;
const HASH_MB = 16;
let searcher = 0;
let lastGame = null;

function searcherFor(game) {
  const M = mod();
  if (!searcher) {
    const err = errorStruct();
    check(M._vchess_searcher_create(out(0), HASH_MB, 0, err), err);
    searcher = u32(out(0));
  }
  if (lastGame?.deref() !== game) {
    check(M._vchess_searcher_clear(searcher));
    lastGame = new WeakRef(game);
  }
  return searcher;
}

function coordinate(g, code) {
  const M = mod();
  return readText((b, s, n) => M._vchess_game_move_coord(b, s, n, g, code), 32);
}

function fillLimits(at, { movetime, depth, nodes }) {
  check(mod()._vchess_search_limits_init(at, 1));
  if (!movetime && !depth && !nodes) movetime = 1000;
  if (depth) setI32(at + 4, depth);
  if (nodes) setU64(at + 8, nodes);
  if (movetime) setU64(at + 16, movetime);
}

/**
 * The best move found within limits { movetime (ms), depth (plies),
 * nodes } (none given: one second): { uci, san, move, scoreCp, mate,
 * depth, nodes, timeMs, pv }.  The game is not changed.
 */
export function search(game, limits = {}) {
  const M = mod(), g = game._live(), s = searcherFor(game);
  return withBuffer(32 + INFO_BYTES, (lim) => {
    const info = lim + 32;
    fillLimits(lim, limits);
    const err = errorStruct();
    check(M._vchess_searcher_run(info, s, g, lim, err), err);
    const pv = [];
    for (let i = 0, n = u32(info + 32); i < n; i++) pv.push(coordinate(g, u32(info + 36 + 4 * i)));
    const best = game.legalMoves().find((m) => m.uci === pv[0]);
    return {
      uci: pv[0], san: best?.san, move: best, scoreCp: i32(info + 8),
      mate: i32(info + 12) || undefined, depth: i32(info + 4),
      nodes: u64(info + 16), timeMs: u64(info + 24), pv,
    };
  });
}
