// perft.test.js - the shared perft cases (tests/perft_cases.txt, counts
// from the Chess Programming Wiki and from the tree's independent
// reference), as far as they are quick in WebAssembly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess, perftCases } from './support.js';

const quick = perftCases().filter((c) => c.nodes <= 500000);

test('there are quick cases of the three main variants', () => {
  for (const v of ['chess', 'trihexagonal', 'trumpisten']) {
    assert.ok(quick.some((c) => c.variant === v), v);
  }
});

for (const c of quick) {
  test(`${c.variant} ${c.fen ?? 'start'} perft ${c.depth} = ${c.nodes}`, () => {
    const g = new vchess.Game(c.variant, c.fen);
    try {
      assert.equal(g.perft(c.depth), c.nodes);
      if (c.depth === 1) assert.equal(g.legalMoves().length, c.nodes);
    } finally {
      g.free();
    }
  });
}

// Perft 3 again, counted through the JavaScript API: legalMoves, push, pop.
function walk(g, depth) {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of g.legalMoves()) {
    g.push(m.uci);
    n += walk(g, depth - 1);
    g.pop();
  }
  return n;
}

test('legalMoves/push/pop walk the same tree as perft (chess 3 = 8902)', () => {
  const g = new vchess.Game('chess');
  assert.equal(walk(g, 3), 8902);
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  g.free();
});

test('the same walk on the trihexagonal board (perft 2 = 319)', () => {
  const g = new vchess.Game('trihexagonal');
  assert.equal(walk(g, 2), 319);
  g.free();
});
