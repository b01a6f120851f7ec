// moves.test.js - listing the legal moves: the strings-only lists
// (legalMovesUci, legalMovesSan), Move objects whose SAN, pieces and
// flags are worked out when first read, and the coordinate texts kept
// per variant.  Expected values are chess facts or the rules documents'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

const { Game } = vchess;

test('legalMovesUci() and legalMovesSan() list the moves of legalMoves(), in its order', () => {
  const g = new Game();
  for (const ply of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O']) {
    const moves = g.legalMoves();
    assert.deepEqual(g.legalMovesUci(), moves.map((m) => m.uci));
    assert.deepEqual(g.legalMovesSan(), moves.map((m) => m.san));
    g.push(ply);
  }
  g.free();
});

test('drops and shogi promotions as Move objects, as the library writes them', () => {
  const zh = new Game('crazyhouse', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1');
  const drops = zh.legalMoves().filter((m) => m.flags.includes('drop'));
  assert.equal(drops.length, 32); // the empty cells of ranks 3 to 6
  assert.deepEqual(drops.map((m) => m.uci).sort(), [...zh.legalMovesUci()].filter((u) => u.includes('@')).sort());
  assert.ok(drops.every((m) => m.piece === 'N' && m.from === m.to));
  zh.free();
  const shogi = new Game('shogi', 'k8/9/9/4L4/9/9/9/9/4K4[] w - - 0 1');
  const lance = shogi.legalMoves().filter((m) => m.from === 'e6').map((m) => m.uci).sort();
  assert.deepEqual(lance, ['e6e7', 'e6e7+', 'e6e8', 'e6e8+', 'e6e9+']);
  shogi.free();
});

test('the start position in UCI and SAN', () => {
  const g = new Game();
  const uci = g.legalMovesUci(), san = g.legalMovesSan();
  assert.equal(uci.length, 20);
  assert.deepEqual([...uci].sort(), ['a2a3', 'a2a4', 'b1a3', 'b1c3', 'b2b3', 'b2b4', 'c2c3', 'c2c4',
    'd2d3', 'd2d4', 'e2e3', 'e2e4', 'f2f3', 'f2f4', 'g1f3', 'g1h3', 'g2g3', 'g2g4', 'h2h3', 'h2h4']);
  assert.equal(san[uci.indexOf('g1f3')], 'Nf3');
  assert.equal(san[uci.indexOf('e2e4')], 'e4');
  g.free();
});

test('SAN of a listing: checks, mates, captures, promotions, castling', () => {
  // White: Ke1 with both rooks, castling either way; pawn b7 takes or promotes.
  const g = new Game('chess', 'r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1');
  const san = new Set(g.legalMovesSan());
  for (const s of ['bxa8=Q+', 'b8=Q+', 'b8=N', 'O-O', 'O-O-O', 'Rxa8+', 'Kd2']) assert.ok(san.has(s), s);
  g.free();
  const mate = new Game('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  assert.ok(mate.legalMovesSan().includes('Ra8#'));
  mate.free();
});

test('a game that is over lists nothing', () => {
  const g = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.push(m);
  assert.deepEqual(g.legalMovesUci(), []);
  assert.deepEqual(g.legalMovesSan(), []);
  assert.deepEqual(g.legalMoves(), []);
  g.free();
});

test('kite cells and castling onto the partner keep their texts (trihexagonal, trumpisten)', () => {
  const t = new Game('trihexagonal');
  const uci = t.legalMovesUci();
  assert.equal(uci.length, 18);
  assert.ok(uci.includes('b2c4/'));
  const m = t.legalMoves().find((x) => x.uci === 'b2c4/');
  assert.deepEqual([m.from, m.to, m.promotion], ['b2', 'c4/', undefined]);
  t.free();
  const g = new Game();
  for (const ply of ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5']) g.push(ply);
  const castle = g.legalMoves().find((x) => x.san === 'O-O');
  assert.deepEqual([castle.uci, castle.from, castle.to], ['e1g1', 'e1', 'g1']);
  assert.ok(castle.flags.includes('castling'));
  g.free();
});

test('the same move code in two variants gets each its own text', () => {
  const chess = new Game(), tri = new Game('trihexagonal');
  for (let i = 0; i < 3; i++) {
    assert.ok(chess.legalMovesUci().includes('e2e4'));
    assert.ok(tri.legalMovesUci().includes('b2c4/'));
    assert.ok(!chess.legalMovesUci().some((u) => u.includes('/')));
  }
  chess.free();
  tri.free();
});

test('from, to, promotion and uci stay; pieces, flags and SAN need the position', () => {
  const g = new Game('chess', '8/P6k/8/8/8/8/8/K7 w - - 0 1');
  const moves = g.legalMoves(), unread = g.legalMoves();
  const promo = moves.find((m) => m.uci === 'a7a8n');
  const king = moves.find((m) => m.uci === 'a1b2');
  const other = unread.find((m) => m.uci === 'a1b2');
  assert.deepEqual([promo.piece, promo.flags], ['P', ['promotion']]);
  g.push('Kb1');
  assert.deepEqual([promo.from, promo.to, promo.promotion, promo.uci], ['a7', 'a8', 'n', 'a7a8n']);
  assert.deepEqual([king.from, king.to, king.promotion], ['a1', 'b2', undefined]);
  assert.equal(king.piece, 'K', 'read for the whole listing before the move: kept');
  assert.throws(() => king.san, /position changed/);
  assert.throws(() => other.piece, /position changed/);
  assert.throws(() => other.flags, /position changed/);
  assert.equal(other.uci, 'a1b2');
  g.pop();
  assert.equal(other.piece, 'K', 'the game stands there again');
  assert.equal(king.san, 'Kb2');
  g.free();
});

test('a listed move pushed unread tells its pieces and flags after', () => {
  const g = new Game('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const castle = g.legalMoves().find((m) => m.uci === 'e1g1');
  const played = g.push(castle);
  assert.equal(played, castle);
  assert.deepEqual([played.piece, played.flags, played.san], ['K', ['castling'], 'O-O']);
  const back = g.pop();
  assert.equal(back, castle);
  assert.deepEqual(JSON.parse(JSON.stringify(back)), {
    from: 'e1', to: 'g1', uci: 'e1g1', san: 'O-O', piece: 'K', flags: ['castling'],
  });
  g.free();
});

test('a listing reads each cell name of the variant', () => {
  // Every legal move's from and to, by its text: the cell names
  // concatenated, so the text starts with from and continues with to.
  for (const variant of ['chess', 'trihexagonal', 'trumpisten']) {
    const g = new Game(variant);
    for (let ply = 0; ply < 12; ply++) {
      const moves = g.legalMoves();
      if (!moves.length) break;
      for (const m of moves) {
        assert.ok(m.uci.startsWith(m.from), `${variant} ${m.uci} ${m.from}`);
        if (!m.flags.includes('castling')) assert.equal(m.uci, m.from + m.to + (m.promotion ?? ''));
      }
      g.push(moves[(ply * 7) % moves.length]);
    }
    g.free();
  }
});
