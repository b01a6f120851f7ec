// support.js - what the tests share: the loaded package and the tree's
// test data (tests/ of the source tree, VCHESS_TEST_DATA under make).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as vchess from '../index.js';

await vchess.init();
export { vchess };

const here = fileURLToPath(new URL('.', import.meta.url));
export const dataDir = process.env.VCHESS_TEST_DATA ?? `${here}/../../../tests`;

export function readData(name) {
  return readFileSync(`${dataDir}/${name}`, 'utf8');
}

/** tests/perft_cases.txt: { variant, fen (undefined: start), depth, nodes }. */
export function perftCases() {
  return readData('perft_cases.txt').split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [variant, fen, depth, nodes] = line.split(';').map((f) => f.trim());
      return { variant, fen: fen === 'startpos' ? undefined : fen, depth: +depth, nodes: +nodes };
    });
}

/** The Interactive Diagram line of the Trumpisten page (tests/data). */
export function trumpistenDiagram() {
  return readData('data/trumpisten-diagram.txt').split('\n')
    .find((line) => line.startsWith('files=5 ranks=11'));
}
