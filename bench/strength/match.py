#!/usr/bin/env python3
"""match.py - games between two players, refereed by the library's own
result rules through the Python binding.

    python3 bench/strength/match.py --variant trumpisten --games 100 \\
        A B [--opening-plies 2] [--seed 1] [--max-plies 400]

A player is `random` (a uniformly random legal move, seeded), or a UCI
engine: `vchess:movetime=100`, `vchess:depth=4`, `vchess:nodes=20000`, or
`fairy:movetime=100:skill=0` (the Debian package's
/usr/games/fairy-stockfish, its `Skill Level` set), or any UCI engine by
path: `/tmp/old/vchess-engine:movetime=100`.  Colours alternate;
--opening-plies random moves start each game so engine pairs do not
repeat one game; games 2k-1 and 2k share their opening, colours swapped.  A game still going after --max-plies is a draw.
Prints one line per game and the score of A; also the nodes per second
the engines reported.  Needs the built library (VARIANTCHESS_LIBRARY and
PYTHONPATH as `make check` sets them; see bench/strength/README.md).
"""
import argparse
import math
import os
import random
import subprocess
import sys

import variantchess

ENGINES = {"vchess": os.environ.get("VCHESS_ENGINE",
                                    "examples/vchess-engine"),
           "fairy": "/usr/games/fairy-stockfish"}


class RandomPlayer(object):
    def __init__(self, rng):
        self.rng = rng
        self.nps = []

    def move(self, game, moves):
        return self.rng.choice(game.legal_moves())

    def new_game(self, variant):
        pass

    def close(self):
        pass


class UciPlayer(object):
    def __init__(self, spec):
        kind, *opts = spec.split(":")
        self.go = "go"
        self.options = []
        for o in opts:
            key, value = o.split("=")
            if key == "skill":
                self.options.append("setoption name Skill Level value "
                                    + value)
            else:
                self.go += " %s %s" % (key, value)
        self.p = subprocess.Popen([ENGINES.get(kind, kind)], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.nps = []
        self.send("uci")
        self.wait("uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            lines.append(line.split())
            if line.startswith(prefix):
                return lines

    def new_game(self, variant):
        self.send("setoption name UCI_Variant value " + variant)
        for o in self.options:
            self.send(o)
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def move(self, game, moves):
        self.send("position startpos moves " + " ".join(moves)
                  if moves else "position startpos")
        self.send(self.go)
        lines = self.wait("bestmove")
        for w in reversed(lines):
            if "nps" in w and int(w[w.index("time") + 1]) >= 50:
                self.nps.append(int(w[w.index("nps") + 1]))
                break
        return lines[-1][1]

    def close(self):
        self.send("quit")
        self.p.stdin.close()
        self.p.wait()


def player(spec, rng):
    return RandomPlayer(rng) if spec == "random" else UciPlayer(spec)


def play(variant, white, black, rng, opening, max_plies):
    """(winner or "draw", reason, plies)."""
    game = variantchess.Game(variant)
    moves = []
    for p in (white, black):
        p.new_game(variant)
    while True:
        result = game.result()
        if result.over:
            return result.winner, result.reason, len(moves)
        if len(moves) >= max_plies:
            return "draw", "ply limit", len(moves)
        if len(moves) < opening:
            m = rng.choice(game.legal_moves())
        else:
            m = (white if len(moves) % 2 == 0 else black).move(game, moves)
        moves.append(game.push(m))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="chess")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--opening-plies", type=int, default=0)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("a")
    ap.add_argument("b")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    a, b = player(args.a, rng), player(args.b, rng)
    score = {"win": 0, "draw": 0, "loss": 0}
    for i in range(args.games):
        white, black = (a, b) if i % 2 == 0 else (b, a)
        # each pair of games opens alike, A white in one and black in the other
        opening_rng = random.Random("%d/%d" % (args.seed, i // 2))
        winner, reason, plies = play(args.variant, white, black, opening_rng,
                                     args.opening_plies, args.max_plies)
        a_colour = "white" if white is a else "black"
        outcome = ("draw" if winner == "draw" else
                   "win" if winner == a_colour else "loss")
        score[outcome] += 1
        print("game %d: A is %s, %s (%s) after %d plies"
              % (i + 1, a_colour, outcome, reason, plies), flush=True)
    for p, name in ((a, "A"), (b, "B")):
        if p.nps:
            print("%s nodes per second: median %d" %
                  (name, sorted(p.nps)[len(p.nps) // 2]))
        p.close()
    print("%s: A=%s B=%s: +%d =%d -%d of %d" %
          (args.variant, args.a, args.b, score["win"], score["draw"],
           score["loss"], args.games))
    print(elo_line(score["win"], score["draw"], score["loss"]))


def elo_line(w, d, l):
    """A's score, its Elo difference and a 95 % interval (normal
    approximation on the per-game scores)."""
    n = w + d + l
    if n == 0:
        return "no games"
    mean = (w + 0.5 * d) / n
    var = (w * (1 - mean) ** 2 + d * (0.5 - mean) ** 2 + l * mean ** 2) / n
    half = 1.96 * math.sqrt(var / n)

    def elo(x):
        x = min(max(x, 1e-3), 1 - 1e-3)
        return -400 * math.log10(1 / x - 1)
    return ("score %.1f %%, Elo %+.0f (95 %%: %+.0f to %+.0f)"
            % (100 * mean, elo(mean), elo(mean - half), elo(mean + half)))


if __name__ == "__main__":
    sys.exit(main())
