// search.test.js - the engine, on the calling thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vchess } from './support.js';

test('it finds a back-rank mate in one', () => {
  const g = new vchess.Game('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  const best = g.bestMove({ depth: 3 });
  assert.equal(best.uci, 'a1a8');
  assert.equal(best.san, 'Ra8#');
  assert.equal(best.mate, 1);
  assert.equal(g.ply, 0, 'the game is not changed');
  g.free();
});

test('a node limit gives the same move every time, and a legal one', () => {
  const pick = () => {
    const g = new vchess.Game('trihexagonal');
    const best = g.bestMove({ nodes: 3000 });
    const legal = g.legalMoves().map((m) => m.uci);
    g.free();
    assert.ok(legal.includes(best.uci), best.uci);
    return best.uci;
  };
  assert.equal(pick(), pick());
});

test('a time limit is kept', () => {
  const g = new vchess.Game('trumpisten');
  const t0 = performance.now();
  const best = g.bestMove({ movetime: 200 });
  assert.ok(performance.now() - t0 < 2000);
  assert.ok(best.depth >= 1);
  assert.ok(best.pv.length >= 1 && best.pv[0] === best.uci);
  g.free();
});

test('Engine resolves to a move where there is no Worker too', async () => {
  const g = new vchess.Game();
  const best = await new vchess.Engine().bestMove(g, { depth: 2 });
  assert.ok(g.legalMoves().some((m) => m.uci === best.uci));
  g.free();
});

test('a finished game has no best move', () => {
  const g = new vchess.Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.push(m);
  assert.throws(() => g.bestMove({ depth: 1 }), (e) => e.status === 'EGAMEOVER');
  g.free();
});
