// engine.js - the search in a Web Worker, so that a page never freezes.
import { loadedDefinitions } from './variants.js';
import { moduleBytes } from './module.js';

/**
 * An engine on its own thread.  bestMove(game, limits) resolves to what
 * Game.bestMove() gives; searches asked for while one runs wait for it.
 * stop() ends a running search at once (the worker is replaced, which
 * loads the scripts again) and rejects its promise.  Where there is no
 * Worker (node) the search runs on the calling thread.
 */
export class Engine {
  constructor(options = {}) {
    this._url = options.workerUrl ?? new URL('./worker.js', import.meta.url);
    this._worker = null;
    this._sent = 0;
    this._pending = new Map();
    this._next = 1;
    this._ready = null;
  }

  /** Starts the worker; resolves once its module is loaded. */
  ready() {
    if (typeof Worker !== 'function') return Promise.resolve();
    this._start();
    return this._ready;
  }

  _start() {
    if (this._worker) return this._worker;
    this._worker = new Worker(this._url, { type: 'module' });
    this._sent = 0;
    this._ready = new Promise((resolve, reject) => this._pending.set(0, { resolve, reject }));
    this._ready.catch(() => {}); // a stop() before it loaded is no error
    this._worker.onmessage = ({ data }) => this._answer(data);
    this._worker.onerror = (e) => this._fail(new Error(e.message || 'variantchess: worker failed'));
    // The module's bytes go along, so the worker fetches none.
    this._worker.postMessage({ init: { wasmBinary: moduleBytes() ?? undefined } });
    return this._worker;
  }

  _answer({ id = 0, result, error }) {
    const p = this._pending.get(id);
    if (!p) return;
    this._pending.delete(id);
    if (error) p.reject(Object.assign(new Error(error.message), error));
    else p.resolve(result);
  }

  _fail(error) {
    for (const p of this._pending.values()) p.reject(error);
    this._pending.clear();
    this._worker?.terminate();
    this._worker = null;
  }

  /** The best move of game's position, searched on the worker. */
  bestMove(game, limits = {}) {
    if (typeof Worker !== 'function') return Promise.resolve().then(() => game.bestMove(limits));
    const worker = this._start();
    const definitions = loadedDefinitions().slice(this._sent);
    this._sent += definitions.length;
    const id = this._next++;
    const job = {
      id, definitions, variant: game.variant, fen: game.startFen(),
      moves: game.history(), limits,
    };
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject });
      worker.postMessage(job);
    });
  }

  /** End a running search now: its promise rejects. */
  stop() { this._fail(new Error('variantchess: search stopped')); }

  /** Release the worker. */
  terminate() { this.stop(); }
}
