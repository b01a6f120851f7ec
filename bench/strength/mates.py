#!/usr/bin/env python3
"""mates.py - does vchess-engine find the mate in real puzzles within a
time limit?  Reads bench/strength/mates.csv (Lichess puzzles, CC0), plays
the opponent's first move, asks `go movetime MS` and counts a success when
the engine reports `score mate K` with K <= N before its bestmove.

    python3 bench/strength/mates.py [--engine examples/vchess-engine]
                                    [--movetime 1000]
"""
import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def puzzles():
    with open(os.path.join(HERE, "mates.csv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            pid, fen, moves, rating, theme, url = line.strip().split(",")
            yield pid, fen, moves.split(), int(theme[-1])


class Engine(object):
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, *lines, until):
        for line in lines:
            self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            out.append(line.strip())
            if line.startswith(until):
                return out

    def close(self):
        self.p.stdin.write("quit\n")
        self.p.stdin.close()
        self.p.wait()


def mate_reported(lines):
    """Smallest positive `score mate K` of the info lines, or None."""
    best = None
    for line in lines:
        w = line.split()
        if "mate" in w and w[0] == "info":
            k = int(w[w.index("mate") + 1])
            if k > 0 and (best is None or k < best):
                best = k
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", default="examples/vchess-engine")
    ap.add_argument("--movetime", type=int, default=1000)
    a = ap.parse_args()
    e = Engine(a.engine)
    stats = {2: [0, 0, 0], 3: [0, 0, 0]}  # found, same first move, total
    slow = []
    for pid, fen, moves, n in puzzles():
        t0 = time.time()
        out = e.ask("ucinewgame", "position fen %s moves %s" % (fen, moves[0]),
                    "go movetime %d" % a.movetime, until="bestmove")
        dt = time.time() - t0
        k = mate_reported(out)
        best = out[-1].split()[1]
        s = stats[n]
        s[2] += 1
        if k is not None and k <= n:
            s[0] += 1
            s[1] += best == moves[1]
        else:
            slow.append("%s (mate in %d): reported %s, played %s, %.2fs"
                        % (pid, n, k, best, dt))
    e.close()
    for n in (2, 3):
        found, same, total = stats[n]
        print("mate in %d: %d of %d found within %d ms (%d with the puzzle's "
              "own first move)" % (n, found, total, a.movetime, same))
    for line in slow:
        print("  missed: " + line)
    return 0 if not slow else 1


if __name__ == "__main__":
    sys.exit(main())
