// definitions.test.js - variants from text: variants.ini sections and an
// Interactive Diagram's parameters; errors say where.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess, trumpistenDiagram } from './support.js';

// King and queen against king: Ke1 has 5 moves, Qh1 7 + 2 + 7.
const KQ = '4k3/8/8/8/8/8/8/4K2Q w - - 0 1';

test('a variants.ini section becomes a variant by its name', () => {
  const names = vchess.loadVariants(`[kq-js:chess]\nstartFen = ${KQ}\n`);
  assert.deepEqual([...names], ['kq-js']);
  assert.ok(vchess.variants().includes('kq-js'));
  const g = new vchess.Game('kq-js');
  assert.equal(g.fen(), KQ);
  assert.equal(g.legalMoves().length, 21);
  g.free();
});

test('an error names line and column', () => {
  const text = '[broken-js:chess]\npieceToCharTable = -\nnoSuchKey = 1\n';
  assert.throws(() => vchess.loadVariants(text, 'mine.ini'), (e) =>
    e instanceof vchess.VchessError && e.status === 'ESYNTAX' && e.line === 3 && e.column === 1);
  assert.ok(!vchess.variants().includes('broken-js'));
});

test("the Trumpisten page's Diagram plays as its page says (perft 17, 289, 6527)", () => {
  const [name] = vchess.loadVariants(trumpistenDiagram(), 'trumpisten-diagram');
  const g = new vchess.Game(name);
  assert.deepEqual([1, 2, 3].map((d) => g.perft(d)), [17, 289, 6527]);
  g.push('b2c4');
  assert.equal(boardOf(g.fen()), 'ppkpp/rnqnr/5/5/*3*/5/*3*/2N2/5/R1QNR/PPKPP b');
  g.free();
});

test('a newer definition of a name shadows the older one', () => {
  vchess.loadVariants('[twice-js:chess]\n');
  const old = new vchess.Game('twice-js');
  vchess.loadVariants(`[twice-js:chess]\nstartFen = ${KQ}\n`);
  const g = new vchess.Game('twice-js');
  assert.equal(g.fen(), KQ);
  assert.equal(old.legalMoves().length, 20, 'a game keeps its variant');
  assert.equal(vchess.variants().filter((v) => v === 'twice-js').length, 1);
  g.free();
  old.free();
});

function boardOf(fen) { return fen.split(' ').slice(0, 2).join(' '); }
