#!/usr/bin/env python3
"""quality.py - what each engine's moves lose, judged by a stronger one.

    python3 quality.py --fens FILE [--count 400] [--movetime 200]
                       [--depth 14] [--engine PATH] [--variant V]
                       ENGINE...

Each UCI engine (a path, or PATH:movetime=MS for a time of its own; the
first is the reference) plays one move in each of --count positions
spread evenly over FILE (one FEN a line, as fit/positions.py writes
them), after `ucinewgame`, in --movetime milliseconds.  The judge
(default Debian's /usr/games/stockfish; --variant sets UCI_Variant, for
Fairy-Stockfish) scores each position and each move chosen at --depth;
a move loses the judge's score before it less its score after it (at
least 0, at most 1000 centipawns).  Positions the judge already gives 6
pawns to one side are left out.  Prints each engine's mean loss, and
for each engine after the first the mean difference from the first over
the same positions, each with its 95 % interval (+-), and in how many
positions the two moves differed: the positions are the same, so what
differs is the moves.
"""
import argparse
import math
import sys

import losses
import uci

CAP = 1000


def choose(engine, fen, movetime):
    engine.send("ucinewgame")
    engine.ready()
    engine.send("position fen " + fen)
    engine.send("go movetime %d" % movetime)
    return engine.wait("bestmove")[-1].split()[1]


def loss(judge, fen, before, move, depth, cache):
    if move not in cache:
        after, _ = judge.score_position("fen %s moves %s" % (fen, move),
                                        depth)
        cache[move] = max(0, min(CAP, before + after))
    return cache[move]


def spread(lines, count):
    step = max(1, len(lines) // count)
    return lines[::step][:count]


def summary(name, values):
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0
    return "%s: %.1f cp (+-%.1f) over %d positions" % (
        name, mean, 1.96 * math.sqrt(var / n), n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--fens", required=True)
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--movetime", type=int, default=200)
    ap.add_argument("--depth", type=int, default=14)
    ap.add_argument("--engine", default="/usr/games/stockfish")
    ap.add_argument("--variant")
    ap.add_argument("engines", nargs="+")
    a = ap.parse_args()
    with open(a.fens) as f:
        fens = spread([line.strip() for line in f if line.strip()], a.count)
    judge = losses.Judge(a.engine, a.variant)
    players, times = [], []
    for spec in a.engines:
        path, _, option = spec.partition(":movetime=")
        times.append(int(option) if option else a.movetime)
        e = uci.Engine(path)
        if a.variant:
            e.send("setoption name UCI_Variant value " + a.variant)
        e.ready()
        players.append(e)
    lost = [[] for _ in players]
    differ = [0 for _ in players]
    for fen in fens:
        before, _ = judge.score_position("fen " + fen, a.depth)
        if abs(before) >= losses.DECIDED:
            continue
        cache = {}
        moves = [choose(e, fen, t) for e, t in zip(players, times)]
        for i, move in enumerate(moves):
            lost[i].append(loss(judge, fen, before, move, a.depth, cache))
            differ[i] += move != moves[0]
    for i, path in enumerate(a.engines):
        print(summary(path, lost[i]))
        if i > 0:
            print("  " + summary("minus the first", [
                x - y for x, y in zip(lost[i], lost[0])]) +
                ", moves differ in %d" % differ[i])
    for e in players + [judge]:
        e.close()


if __name__ == "__main__":
    sys.exit(main())
