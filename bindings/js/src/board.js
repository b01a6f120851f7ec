// board.js - what a variant's board looks like: cells with their names,
// polygons, centres and shades, the board's kind and size, and the pieces.
import { mod, out, i32, u32, text, withBuffer, check } from './module.js';

const cache = new Map(); // variant pointer -> description

/** Forget cached descriptions (a loaded variant's memory may be reused). */
export function forgetBoards() {
  for (const ptr of cache.keys()) if (!cache.get(ptr).builtin) cache.delete(ptr);
}

/** The description of the variant at `ptr` (cached; treat as read-only). */
export function describe(ptr, builtin = false) {
  let d = cache.get(ptr);
  if (!d) {
    d = build(ptr);
    d.builtin = builtin;
    cache.set(ptr, d);
  }
  return d;
}

function build(ptr) {
  const M = mod();
  check(M._vchess_variant_board_kind(out(0), ptr));
  const kind = { 2: 'kites', 3: 'hexagonal' }[i32(out(0))] || 'rect';
  check(M._vchess_variant_board_size(out(0), out(4), out(8), ptr));
  const size = { files: i32(out(0)), ranks: i32(out(4)), hexagons: i32(out(8)) };
  check(M._vchess_variant_max_moves(out(0), ptr));
  const maxMoves = u32(out(0));
  const cells = cellList(ptr);
  check(M._vchess_variant_has_drops(out(0), ptr));
  const drops = i32(out(0)) === 1;
  const pieces = pieceList(ptr);
  return {
    name: text(M._vchess_variant_name(ptr)),
    startFen: text(M._vchess_variant_start_fen(ptr)),
    kind, ...size, maxMoves, cells, holes: kind === 'rect' ? holes(cells, size) : [],
    names: cells.map((c) => c.name),
    index: new Map(cells.map((c) => [c.name, c.index])),
    pieces, drops,
    // The letters a hand may hold, once each (a promoted piece shares its
    // letter with the unpromoted one), in the order of the piece list.
    handLetters: drops ? [...new Set(pieces.map((p) => p.letter))] : [],
    uci: null, // move codes and their coordinate texts, kept by moves.js
  };
}

/** The squares of a files x ranks board that are no cell, as polygons. */
function holes(cells, { files, ranks }) {
  const taken = new Set(cells.map((c) => `${Math.floor(c.centre[0])},${Math.floor(c.centre[1])}`));
  const list = [];
  for (let y = 0; y < ranks; y++) {
    for (let x = 0; x < files; x++) {
      if (!taken.has(`${x},${y}`)) list.push([[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1]]);
    }
  }
  return list;
}

function cellList(ptr) {
  const M = mod();
  check(M._vchess_variant_cell_count(out(0), ptr));
  const cells = [];
  withBuffer(16 * 16, (xy) => {
    for (let i = 0, n = i32(out(0)); i < n; i++) cells.push(cell(ptr, i, xy));
  });
  return cells;
}

function cell(ptr, index, xy) {
  const M = mod();
  check(M._vchess_variant_cell_polygon(xy, 16, out(0), ptr, index));
  const polygon = [];
  for (let k = 0, n = u32(out(0)); k < n; k++) {
    polygon.push([M.HEAPF64[(xy >> 3) + 2 * k], M.HEAPF64[(xy >> 3) + 2 * k + 1]]);
  }
  check(M._vchess_variant_cell_centre(out(0), out(8), ptr, index));
  const centre = [M.HEAPF64[out(0) >> 3], M.HEAPF64[out(8) >> 3]];
  check(M._vchess_variant_cell_shade(out(0), ptr, index));
  const shade = ['light', 'dark', 'middle'][i32(out(0))];
  return { index, name: text(M._vchess_variant_cell_name(ptr, index)), polygon, centre, shade };
}

function pieceList(ptr) {
  const M = mod();
  check(M._vchess_variant_piece_count(out(0), ptr));
  const pieces = [];
  for (let k = 0, n = i32(out(0)); k < n; k++) {
    check(M._vchess_variant_piece_letter(out(4), ptr, k));
    pieces.push({
      letter: String.fromCharCode(M.HEAPU8[out(4)]),
      name: text(M._vchess_variant_piece_name(ptr, k)),
    });
  }
  return pieces;
}
