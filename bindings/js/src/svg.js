// svg.js - the library's own picture of a position.
import { mod, out, readText, withBuffer, check } from './module.js';

// vchess_svg_options on wasm32 (include/variantchess.h): 64 bytes.
const FLAGS = [[4, 'flip'], [8, 'names'], [12, 'coordinates'], [16, 'lastMove'],
  [20, 'check'], [24, 'special']];

function cellIndices(game, cells = []) {
  return cells.map((c) => {
    const i = game._board.index.get(c);
    if (i === undefined) throw new RangeError(`variantchess: no cell ${c}`);
    return i;
  });
}

/**
 * options: flip, names, coordinates, lastMove, check, special (booleans;
 * the library's defaults when left out), size (pixels), highlight and
 * targets (arrays of cell names), arrows (array of [from, to]).
 */
export function svgOf(game, options = {}) {
  const M = mod(), g = game._live();
  const lists = [options.highlight, options.targets, (options.arrows ?? []).flat()]
    .map((l) => cellIndices(game, l ?? []));
  const total = lists.reduce((n, l) => n + l.length, 0);
  return withBuffer(64 + 4 * total, (opts) => {
    check(M._vchess_svg_options_init(opts, 1));
    for (const [at, key] of FLAGS) {
      if (options[key] !== undefined) M.HEAP32[(opts + at) >> 2] = options[key] ? 1 : 0;
    }
    if (options.size) M.HEAPF64[(opts + 32) >> 3] = options.size;
    let arr = opts + 64;
    lists.forEach((list, k) => {
      M.HEAP32.set(list, arr >> 2);
      M.HEAPU32[(opts + 40 + 8 * k) >> 2] = list.length ? arr : 0;
      M.HEAPU32[(opts + 44 + 8 * k) >> 2] = k === 2 ? list.length / 2 : list.length;
      arr += 4 * list.length;
    });
    return readText((b, s, n) => M._vchess_game_svg(b, s, n, g, opts), 65536);
  });
}
