// pockets.test.js - the hands of drop variants: pockets() in chessops'
// shape, pocket() in ffish's, dropDests() beside dests(), and Move.drop.
// Expected values are the variants' rules (a capture goes to the
// capturer's hand, a promoted piece back as its unpromoted kind; pawns
// are not dropped on the first or last rank) and counts of empty cells.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

const { Game } = vchess;
const HANDS = 'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[PPNp] w KQkq - 0 3';

test('a crazyhouse capture puts the piece in the capturer\'s hand', () => {
  const g = new Game('crazyhouse', 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2');
  assert.equal(g.hasDrops, true);
  assert.deepEqual(g.pockets(), { white: {}, black: {} });
  g.push('exd5');
  assert.deepEqual(g.pockets(), { white: { p: 1 }, black: {} });
  assert.equal(g.pocket('white'), 'p');
  assert.equal(g.pocket('black'), '');
  g.push('Qxd5');
  assert.deepEqual(g.pockets(), { white: { p: 1 }, black: { p: 1 } });
  g.pop();
  assert.deepEqual(g.pockets().black, {});
  g.free();
});

test('pocket() is ffish\'s text, a letter per piece; a boolean color is ffish\'s', () => {
  const g = new Game('crazyhouse', HANDS);
  assert.equal(g.pocket('white'), 'ppn');
  assert.equal(g.pocket(true), 'ppn');
  assert.equal(g.pocket(false), 'p');
  assert.deepEqual(g.pockets(), { white: { p: 2, n: 1 }, black: { p: 1 } });
  assert.throws(() => g.pocket('red'), TypeError);
  g.free();
});

test('dropDests(): each piece in hand to its cells; dests() keeps to the board', () => {
  const g = new Game('crazyhouse', HANDS);
  const drops = g.dropDests();
  assert.deepEqual([...drops.keys()].sort(), ['n', 'p'], 'white to move: white\'s hand only');
  // 30 pieces stand on the board: 34 empty cells, one of them (d8) on the
  // last rank, none on the first.
  assert.equal(drops.get('n').length, 34);
  assert.equal(drops.get('p').length, 33);
  assert.ok(!drops.get('p').includes('d8'));
  assert.ok(drops.get('n').includes('d8'));
  for (const from of g.dests().keys()) assert.match(g.piece(from), /^[A-Z]$/, `${from} holds a white piece`);
  // seven pawns, two knights; queen, bishop and king to e2
  assert.equal(g.dests().size, 12);
  g.free();
});

test('a drop by Move and by text: Move.drop, the hand one piece less', () => {
  const g = new Game('crazyhouse', HANDS);
  const knight = g.legalMoves().find((m) => m.uci === 'N@e5');
  assert.equal(knight.drop, 'n');
  assert.equal(knight.from, 'e5');
  assert.equal(g.legalMoves().find((m) => m.uci === 'd2d4').drop, undefined);
  g.push(knight);
  assert.equal(g.piece('e5'), 'N');
  assert.deepEqual(g.pockets().white, { p: 2 });
  g.push('P@e6');
  assert.deepEqual(g.pockets().black, {});
  assert.equal(g.piece('e6'), 'p');
  g.free();
});

test('shogi: a captured promoted piece goes to the hand unpromoted; drops from it', () => {
  const g = new Game('shogi', 'k8/9/9/9/4+p4/9/9/9/4R3K[] w - - 0 1');
  g.push('e1e5');
  assert.deepEqual(g.pockets(), { white: { p: 1 }, black: {} });
  g.push('a9b9');
  // 81 cells, 3 pieces; a pawn is not dropped on the last rank (8 empty
  // cells there); white has no pawn on the board, so no file is closed
  // to it (nifu).
  const cells = g.dropDests().get('p');
  assert.equal(cells.length, 81 - 3 - 8);
  assert.ok(cells.every((c) => !c.endsWith('9')));
  g.free();
});

test('variants without drops have empty hands and no drop targets', () => {
  const g = new Game('chess');
  assert.equal(g.hasDrops, false);
  assert.equal(g.info().drops, false);
  assert.deepEqual(g.pockets(), { white: {}, black: {} });
  assert.equal(g.pocket('white'), '');
  assert.equal(g.dropDests().size, 0);
  g.free();
});

test('kyotoshogi: a piece dropped either face up is one drop target of its letter', () => {
  const g = new Game('kyotoshogi', 'p+nks+l/5/5/5/+LSK+NP[Pn] w - - 0 1');
  const drops = g.dropDests();
  assert.deepEqual([...drops.keys()], ['p']);
  const cells = drops.get('p');
  for (const cell of cells) {
    const here = g.legalMoves().filter((m) => m.drop === 'p' && m.to === cell).map((m) => m.uci).sort();
    assert.deepEqual(here, [`+P@${cell}`, `P@${cell}`]);
  }
  assert.deepEqual(g.pockets(), { white: { p: 1 }, black: { n: 1 } });
  g.free();
});
