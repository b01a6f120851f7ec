// api.test.js - games: moves, notation, results, errors, memory.
// Expected values are chess facts (or the rules documents' for the
// trihexagonal board), not the library's own output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { vchess, dataDir } from './support.js';

const { Game, VchessError } = vchess;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const boardAndTurn = (fen) => fen.split(' ').slice(0, 2).join(' ');

test('the package and the module have the same version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
  assert.equal(vchess.version(), pkg.version);
});

test('variants() starts with chess, trihexagonal, trumpisten', () => {
  assert.deepEqual(vchess.variants().slice(0, 3), ['chess', 'trihexagonal', 'trumpisten']);
});

test('a new chess game', () => {
  const g = new Game();
  assert.equal(g.variant, 'chess');
  assert.equal(g.fen(), START);
  assert.equal(g.turn, 'white');
  assert.equal(g.isCheck(), false);
  assert.equal(g.outcome(), undefined);
  assert.equal(g.legalMoves().length, 20);
  g.free();
});

test('dests() maps each from-cell to its targets, as chessground wants', () => {
  const g = new Game();
  const d = g.dests();
  assert.ok(d instanceof Map);
  assert.equal(d.size, 10);
  assert.deepEqual([...d.get('e2')].sort(), ['e3', 'e4']);
  assert.deepEqual([...d.get('g1')].sort(), ['f3', 'h3']);
  g.free();
});

test('moves carry from, to, uci and san', () => {
  const g = new Game();
  const m = g.legalMoves().find((x) => x.uci === 'g1f3');
  assert.deepEqual([m.from, m.to, m.promotion, m.san, m.piece], ['g1', 'f3', undefined, 'Nf3', 'N']);
  g.free();
});

test('push takes SAN or UCI and returns the move; pop takes it back', () => {
  const g = new Game();
  const a = g.push('e4');
  assert.deepEqual([a.uci, a.san], ['e2e4', 'e4']);
  const b = g.push('e7e5');
  assert.deepEqual([b.uci, b.san], ['e7e5', 'e5']);
  assert.equal(boardAndTurn(g.fen()), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w');
  assert.deepEqual(g.history(), ['e2e4', 'e7e5']);
  assert.equal(g.ply, 2);
  assert.equal(g.pop().san, 'e5');
  assert.equal(g.pop().uci, 'e2e4');
  assert.equal(g.fen(), START);
  assert.throws(() => g.pop(), (e) => e instanceof VchessError && e.status === 'ENOUNDO');
  g.free();
});

test('a Move object can be pushed', () => {
  const g = new Game();
  g.push(g.legalMoves().find((m) => m.san === 'Nc3'));
  assert.equal(g.piece('c3'), 'N');
  assert.equal(g.piece('b1'), undefined);
  g.free();
});

test("fool's mate: black wins by checkmate", () => {
  const g = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.push(m);
  assert.equal(g.isCheck(), true);
  assert.deepEqual(g.outcome(), { winner: 'black', reason: 'checkmate', result: '0-1' });
  assert.equal(g.legalMoves().length, 0);
  assert.throws(() => g.push('a3'), VchessError);
  g.free();
});

test('stalemate is a draw', () => {
  const g = new Game('chess', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
  assert.deepEqual(g.outcome(), { winner: undefined, reason: 'stalemate', result: '1/2-1/2' });
  g.free();
});

test('promotion: one move per piece, written with its letter', () => {
  const g = new Game('chess', '8/P6k/8/8/8/8/8/K7 w - - 0 1');
  const promos = g.legalMoves().filter((m) => m.from === 'a7');
  assert.deepEqual(promos.map((m) => m.uci).sort(), ['a7a8b', 'a7a8n', 'a7a8q', 'a7a8r']);
  assert.deepEqual(promos.map((m) => m.promotion).sort(), ['b', 'n', 'q', 'r']);
  assert.deepEqual(g.dests().get('a7'), ['a8']);
  assert.equal(g.push('a8=N').uci, 'a7a8n');
  assert.equal(g.piece('a8'), 'N');
  g.free();
});

test('castling is the king move in UCI and O-O in SAN', () => {
  const g = new Game('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const m = g.push('O-O');
  assert.deepEqual([m.uci, m.san], ['e1g1', 'O-O']);
  assert.ok(m.flags.includes('castling'));
  assert.equal(g.piece('f1'), 'R');
  g.free();
});

test('errors are VchessErrors with the library status', () => {
  const g = new Game();
  assert.throws(() => g.push('e2e5'), (e) => e instanceof VchessError && e.status === 'EILLEGAL');
  assert.throws(() => g.setFen('not a fen'), (e) => e.status === 'EFEN');
  assert.throws(() => new Game('no-such-variant'), (e) => e.status === 'EVARIANT');
  assert.equal(g.fen(), START);
  g.free();
});

test('SAN of a listing cannot be read once the position moved on', () => {
  const g = new Game();
  const moves = g.legalMoves();
  g.push('e4');
  assert.throws(() => moves[0].san, /position changed/);
  g.free();
});

test('a freed game refuses use; free twice is harmless', () => {
  const g = new Game();
  g.free();
  g.free();
  assert.throws(() => g.fen(), /freed/);
});

test('copies are independent', () => {
  const g = new Game();
  g.push('d4');
  const c = g.copy();
  c.push('d5');
  assert.equal(g.ply, 1);
  assert.equal(c.ply, 2);
  assert.equal(c.startFen(), START);
  g.free();
  c.free();
});

test('trihexagonal: b2c4/ is the double step over b3 (docs/rules)', () => {
  const g = new Game('trihexagonal');
  assert.equal(g.legalMoves().length, 18);
  const m = g.push('b2c4/');
  assert.ok(m.flags.includes('doubleStep'));
  assert.equal(g.fen(), 'rnbkbqbnr/ppppppppp/9/9/4P4/9/PP1PPPPPP/RNBQBKBNR b Kk b3 0 1');
  g.free();
});

test('many games, created and freed, do not grow the heap', () => {
  const heap = () => {
    for (let i = 0; i < 2000; i++) {
      const g = new Game('trihexagonal');
      g.legalMoves();
      g.push('b2c4/');
      g.free();
    }
  };
  heap();
  const before = process.memoryUsage().arrayBuffers;
  heap();
  assert.ok(process.memoryUsage().arrayBuffers <= before, 'the wasm memory grew');
});

test('a played move tells its SAN until the game moves on', () => {
  const g = new Game();
  const listed = g.legalMoves().find((m) => m.uci === 'g1f3');
  const played = g.push(listed);
  assert.equal(played.san, 'Nf3');
  const reply = g.push('d7d5');
  g.push('d2d4');
  assert.throws(() => reply.san, /position changed/);
  g.pop();
  assert.equal(reply.san, 'd5', 'the game stands after it again');
  assert.equal(g.pop(), reply);
  assert.equal(g.pop(), played);
  assert.equal(g.fen(), START);
  g.free();
});

test("the top README's JavaScript prints what its Python prints", async () => {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const readme = readFileSync(`${dataDir}/../README.md`, 'utf8');
  const block = (lang) => readme.split(`\`\`\`${lang}\n`).slice(1).map((b) => b.split('```')[0]);
  const js = block('js')[0].replace("'variantchess'", `'${new URL('../index.js', import.meta.url)}'`);
  const printed = readme.split('prints\n\n```\n')[1].split('\n')[0];
  const dir = mkdtempSync(`${tmpdir()}/vchess-readme-`);
  try {
    writeFileSync(`${dir}/example.mjs`, js);
    assert.equal(execFileSync(process.execPath, [`${dir}/example.mjs`], { encoding: 'utf8' }).trim(), printed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
