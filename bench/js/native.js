// native.js - the native library's perft, through vchess-perft: its own
// clocks around the count ("time X s, N nodes/s, cpu Y s" on stderr, the
// wall and the process's CPU time), start-up left out.
import { spawnSync } from 'node:child_process';

export function nativePerft(cli, variant, depth) {
  const r = spawnSync(cli, ['--variant', variant, String(depth)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cli} failed: ${r.stderr}`);
  const rate = /time [0-9.]+ s, (\d+) nodes\/s/.exec(r.stderr);
  const nodes = /nodes (\d+)/.exec(r.stdout);
  if (!rate || !nodes) throw new Error(`cannot read ${cli}'s output: ${r.stdout} ${r.stderr}`);
  const cpu = /, cpu ([0-9.]+) s/.exec(r.stderr);
  return { ms: (Number(nodes[1]) / Number(rate[1])) * 1000, cpuMs: cpu ? Number(cpu[1]) * 1000 : NaN,
    value: Number(nodes[1]) };
}
