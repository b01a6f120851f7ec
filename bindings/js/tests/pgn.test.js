// pgn.test.js - games out as PGN and in from PGN (all games of a text).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

const boardAndTurn = (fen) => fen.split(' ').slice(0, 2).join(' ');

test("fool's mate as PGN", () => {
  const g = new vchess.Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.push(m);
  g.setTag('White', 'Someone');
  const pgn = g.pgn();
  assert.match(pgn, /\[White "Someone"\]/);
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /1\. f3 e5 2\. g4 Qh4# 0-1/);
  g.free();
});

const TWO = `[Event "one"]
[White "A"]
[Black "B"]
[Result "*"]

1. e4 e5 2. Nf3 {a comment} *

[Event "two"]
[Variant "trihexagonal"]
[Result "*"]

1. b2c4/ *
`;

test('readPgn reads every game with its tags and moves', () => {
  const games = vchess.readPgn(TWO);
  assert.equal(games.length, 2);
  const [a, b] = games;
  assert.equal(a.tag('White'), 'A');
  assert.equal(boardAndTurn(a.fen()), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b');
  assert.deepEqual(a.history(), ['e2e4', 'e7e5', 'g1f3']);
  assert.equal(b.variant, 'trihexagonal');
  assert.equal(b.fen(), 'rnbkbqbnr/ppppppppp/9/9/4P4/9/PP1PPPPPP/RNBQBKBNR b Kk b3 0 1');
  b.pop();
  assert.equal(b.ply, 0);
  games.forEach((g) => g.free());
});

test('a game written and read back is the same game', () => {
  const g = new vchess.Game('trumpisten');
  for (const m of ['b2c4', 'b10c8']) g.push(m);
  const [back] = vchess.readPgn(g.pgn());
  assert.equal(back.fen(), g.fen());
  assert.equal(back.variant, 'trumpisten');
  g.free();
  back.free();
});

test('a bad move throws with its line and column', () => {
  const text = '[Event "x"]\n\n1. e4 e5\n2. Ke3 *\n';
  assert.throws(() => vchess.readPgn(text), (e) =>
    e instanceof vchess.VchessError && e.line === 4 && e.column === 4);
});

test('variants loaded from text are known to the reader', () => {
  vchess.loadVariants('[pgn-js:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K2Q w - - 0 1\n');
  const [g] = vchess.readPgn('[Variant "pgn-js"]\n\n1. Qh8+ *\n');
  assert.equal(g.piece('h8'), 'Q');
  assert.equal(g.isCheck(), true);
  g.free();
});
