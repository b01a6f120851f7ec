// ffish.js - Fairy-Stockfish's npm package, installed for the bench into
// a temporary folder (never into the tree) and loaded from there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function install(dir, version) {
  execFileSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--silent',
    `ffish@${version}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, npm_config_cache: join(dir, '.cache'), npm_config_update_notifier: 'false' },
  });
}

// Its glue fetches the .wasm when fetch exists, which fails for a file
// under node >= 18; without fetch it reads the file.  It starts when
// required and calls onRuntimeInitialized once it is ready.
function requireWithoutFetch(dir) {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  try {
    return createRequire(join(dir, 'x.js'))('ffish');
  } finally {
    Object.defineProperty(globalThis, 'fetch', saved);
  }
}

function ready(ffish) {
  return new Promise((resolve) => {
    if (ffish.calledRun) resolve(ffish);
    else ffish.onRuntimeInitialized = () => resolve(ffish);
  });
}

/** { ffish, cleanup } or null when it cannot be installed or loaded. */
export async function loadFfish(version) {
  const dir = mkdtempSync(join(tmpdir(), 'vchess-ffish-'));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    install(dir, version);
    return { ffish: await ready(requireWithoutFetch(dir)), cleanup };
  } catch (e) {
    console.error(`ffish ${version} not available: ${e.message}`);
    cleanup();
    return null;
  }
}
