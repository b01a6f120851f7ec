#!/usr/bin/env python3
"""depth.py - nodes and time of fixed-depth searches, engine by engine.

    python3 depth.py --variant V --depth D [--fens FILE] [--runs N]
                     ENGINE...

Each UCI engine searches each position of FILE (one FEN a line; the
variant's start without it) to depth D after `ucinewgame`, one after
another; prints its nodes (the last `info ... nodes` of each search,
added up), its best of N wall-clock times, the CPU time of that run
and a digest of its best moves.  Two builds that search the same trees
print the same nodes and digest: what differs is their speed.
"""
import argparse
import hashlib
import re
import resource
import time

import uci


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(path, variant, depth, positions):
    """(nodes, seconds, cpu seconds, best moves) of one pass."""
    e = uci.Engine(path)
    e.send("setoption name UCI_Variant value " + variant)
    e.ready()
    nodes, best = 0, []
    cpu, start = child_cpu(), time.time()
    for position in positions:
        e.send("ucinewgame")
        e.ready()
        e.send("position " + position)
        e.send("go depth %d" % depth)
        lines = e.wait("bestmove")
        counts = [int(m.group(1)) for m in
                  (re.search(r" nodes (\d+)", line) for line in lines) if m]
        nodes += counts[-1] if counts else 0
        best.append(lines[-1].split()[1])
    seconds = time.time() - start
    e.close()
    return nodes, seconds, child_cpu() - cpu, best


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="chess")
    ap.add_argument("--depth", type=int, required=True)
    ap.add_argument("--fens")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("engines", nargs="+")
    a = ap.parse_args()
    positions = ["startpos"]
    if a.fens:
        with open(a.fens) as f:
            positions = ["fen " + line.strip() for line in f if line.strip()]
    for path in a.engines:
        passes = [run(path, a.variant, a.depth, positions)
                  for _ in range(a.runs)]
        nodes, seconds, cpu, best = min(passes, key=lambda p: p[1])
        digest = hashlib.sha1(" ".join(best).encode()).hexdigest()[:8]
        print("%s: %d nodes, %.2f s (cpu %.2f s), %.0f k nodes/s, "
              "moves %s" % (path, nodes, seconds, cpu,
                            nodes / seconds / 1000, digest))


if __name__ == "__main__":
    main()
