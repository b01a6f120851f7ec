// pgn.js - every game of a PGN text.
import { mod, out, u32, withString, check, errorStruct } from './module.js';
import { loadedSets } from './variants.js';
import { Game } from './game.js';

const MAX_SETS = 16;

function reader(pgn) {
  const M = mod(), err = errorStruct();
  const r = withString(pgn, (t, len) => {
    check(M._vchess_pgn_reader_create(out(0), t, len, 0, err), err);
    return u32(out(0));
  });
  for (const set of loadedSets().slice(0, MAX_SETS)) {
    check(M._vchess_pgn_reader_add_variants(r, set));
  }
  return r;
}

/**
 * The games of a PGN text, in order, each a Game with its moves played
 * (pop() takes them back) and its tags.  Variants loaded with
 * loadVariants() are known by name.  A bad game throws a VchessError with
 * the line and column in the text (games read before it are freed).
 */
export function readPgn(pgn) {
  const M = mod(), r = reader(pgn), games = [];
  try {
    for (;;) {
      const err = errorStruct();
      check(M._vchess_pgn_reader_next(out(0), r, err), err);
      const ptr = u32(out(0));
      if (!ptr) return games;
      games.push(Game._wrap(ptr));
    }
  } catch (e) {
    games.forEach((g) => g.free());
    throw e;
  } finally {
    M._vchess_pgn_reader_free(r);
  }
}
