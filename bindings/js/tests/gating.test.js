// gating.test.js - S-Chess's gating through the JavaScript API: a piece
// of the hand entering on the cell a back-rank piece leaves.  Expected
// values are the rules (the knight's two moves, each also with the hawk
// or the elephant behind it) and the texts Fairy-Stockfish writes
// ("b1c3h", "Nc3/H", "O-O/Hh1").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

const { Game } = vchess;

test('a knight leaving b1 may bring in the hawk or the elephant', () => {
  const g = new Game('seirawan');
  const knight = g.legalMoves().filter((m) => m.from === 'b1').map((m) => m.uci).sort();
  assert.deepEqual(knight, ['b1a3', 'b1a3e', 'b1a3h', 'b1c3', 'b1c3e', 'b1c3h']);
  const m = g.push('Nc3/H');
  assert.equal(m.uci, 'b1c3h');
  assert.equal(m.gate, 'h');
  assert.equal(m.promotion, undefined);
  assert.ok(m.flags.includes('gating'));
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQCDFGkqbcdfg - 1 1');
  g.free();
});

test('castling may gate on the rook\'s cell, written rook to king', () => {
  const g = new Game('seirawan', '4k3/8/8/8/8/8/8/4K2R[H] w K - 0 1');
  const castles = g.legalMoves().filter((m) => m.flags.includes('castling'));
  assert.deepEqual(castles.map((m) => [m.uci, m.san, m.gate]).sort(),
    [['e1g1', 'O-O', undefined], ['e1g1h', 'O-O/He1', 'h'], ['h1e1h', 'O-O/Hh1', 'h']]);
  g.free();
});
