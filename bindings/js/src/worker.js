// worker.js - the Web Worker behind Engine: rebuilds the game it is sent
// (the same definitions, start position and moves, so repetitions count)
// and searches it.
import { init, loadVariants, Game } from '../index.js';

let ready = null;

function start(options) {
  ready = init(options);
  ready.then(() => self.postMessage({ id: 0, result: true }),
    (e) => self.postMessage({ id: 0, error: { message: e.message } }));
}

async function answer({ id, definitions, variant, fen, moves, limits }) {
  await ready;
  for (const d of definitions) loadVariants(d.text, d.source);
  const game = new Game(variant, fen);
  try {
    for (const m of moves) game.push(m);
    const { move, ...result } = game.bestMove(limits);
    return { id, result: { ...result, move: move?.toJSON() } };
  } finally {
    game.free();
  }
}

self.onmessage = async ({ data }) => {
  if (data.init) return start(data.init);
  try {
    self.postMessage(await answer(data));
  } catch (e) {
    self.postMessage({ id: data.id, error: { message: e.message, status: e.status, code: e.code } });
  }
};
