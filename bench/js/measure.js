// measure.js - timing and printing for bench.js.

/** Milliseconds of f(), wall and CPU (this process's, user and system:
 * what other work on the machine does not change), and what it returned. */
export function time(f) {
  const c0 = process.cpuUsage(), t0 = performance.now();
  const value = f();
  const ms = performance.now() - t0, c = process.cpuUsage(c0);
  return { ms, cpuMs: (c.user + c.system) / 1000, value };
}

/** The fastest of n runs of f (each { ms, value }), and the first run. */
export function bestOf(n, f) {
  const runs = Array.from({ length: n }, () => f());
  const fastest = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  return { ...fastest, first: runs[0].ms };
}

export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
  console.log();
}

export const mnps = (nodes, ms) => (nodes / ms / 1000).toFixed(1);
export const fixed = (x, d = 1) => x.toFixed(d);

/** A small seeded generator (mulberry32), for the same random game each run. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
