// usi.test.js - the shogi family's SFEN and USI moves: the USI
// protocol's start position, lishogi's minishogi start, and the SFEN
// Fairy-Stockfish writes under USI after 7g7f 3c3d 8h2b+.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

const { Game } = vchess;
const START = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

test('SFEN of the start positions, read and written', () => {
  const g = new Game('shogi');
  assert.equal(g.sfen(), START);
  g.free();
  const mini = Game.fromSfen('minishogi', 'rbsgk/4p/5/P4/KGSBR b - 1');
  assert.equal(mini.fen(), 'rbsgk/4p/5/P4/KGSBR[] w - - 0 1');
  assert.equal(mini.legalMovesUsi().length, 14);
  mini.free();
});

test('USI moves pushed, listed and written', () => {
  const g = Game.fromSfen('shogi', START);
  const first = g.pushUsi('7g7f');
  assert.equal(first.uci, 'c3c4');
  g.pushUsi('3c3d');
  assert.ok(g.legalMovesUsi().includes('8h2b+'));
  assert.equal(g.usi('b2h8+'), '8h2b+');
  assert.equal(g.usi('8h2b+'), '8h2b+');
  const moves = g.legalMoves(), usi = g.legalMovesUsi();
  assert.equal(usi.length, moves.length);
  assert.deepEqual(moves.map((m) => g.usi(m)), usi);
  g.pushUsi('8h2b+');
  assert.equal(g.sfen(), 'lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4');
  g.pushUsi('3a2b');
  assert.equal(g.pushUsi('B*4e').flags.includes('drop'), true);
  g.free();
});

test('bad SFEN and bad USI are refused with the library\'s errors', () => {
  const g = new Game('shogi');
  assert.throws(() => g.setSfen(START.replace(' b ', ' x ')), (e) => e.status === 'EFEN' && e.offset === 58);
  assert.throws(() => Game.fromSfen('shogi', START + ' 1'), (e) => e.status === 'EFEN');
  assert.throws(() => g.pushUsi('7g7e'), (e) => e.status === 'EILLEGAL');
  assert.throws(() => g.pushUsi('c3c4'), (e) => e.status === 'ESYNTAX');
  assert.equal(g.sfen(), START);
  g.free();
  const chess = new Game('chess');
  assert.throws(() => chess.sfen(), (e) => e.status === 'EINVAL');
  chess.free();
});
