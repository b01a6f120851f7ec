#!/usr/bin/env python3
"""match.py - games between two players, refereed by the library's own
result rules through the Python binding.

    python3 bench/strength/match.py --variant trumpisten --games 100 \\
        A B [--opening-plies 2] [--seed 1] [--max-plies 400] [--adjudicate]
        [--record FILE] [--sprt ELO0,ELO1]

A player is `random` (a uniformly random legal move, seeded), or a UCI
engine: `vchess:movetime=100`, `vchess:depth=4`, `vchess:nodes=20000`, or
`fairy:movetime=100:skill=0` (the Debian package's
/usr/games/fairy-stockfish, its `Skill Level` set; `threads=2` sets any
engine's Threads, `hash=1` its Hash in MiB), or any UCI engine by
path: `/tmp/old/vchess-engine:movetime=100`.  Colours alternate;
--opening-plies random moves start each game so engine pairs do not
repeat one game; games 2k-1 and 2k share their opening, colours
swapped.  A game still going after --max-plies is a draw.  Prints one
line per game with the running score, then the score of A; also the
nodes per second the engines reported.  Needs the built library
(VARIANTCHESS_LIBRARY and PYTHONPATH as `make check` sets them; see
bench/strength/README.md).

With --adjudicate a game also ends when both engines agree on it: a win
when the last ADJUDICATE_WIN_PLIES scores they reported (four moves of
each) all give the same side at least ADJUDICATE_WIN_CP (a mate counts
as more), a draw from ply ADJUDICATE_DRAW_FROM on when the last
ADJUDICATE_DRAW_PLIES scores all lie within ADJUDICATE_DRAW_CP of zero.
Random players report no score, so games with one are never adjudicated.

With --sprt ELO0,ELO1 the match stops early, before --games, once a
sequential probability ratio test (the normal approximation to the
generalised SPRT used by Stockfish's testing framework, 5 % error
either way) decides between A being ELO0 and ELO1 Elo stronger than B:
`--sprt 0,10` stops a change that gains nothing as soon as the games
show it, and one that gains 10 Elo as soon as they show that.

With --record FILE each game appends a line to FILE: its number, A's
colour, the outcome and its reason, then the moves in coordinates, each
engine move followed by {its reported score, centipawns from white's
view} (the random opening plies have none).
"""
import argparse
import math
import os
import random
import sys

import sprt
import uci
import variantchess

ADJUDICATE_WIN_CP = 1000
ADJUDICATE_WIN_PLIES = 8
ADJUDICATE_DRAW_CP = 10
ADJUDICATE_DRAW_PLIES = 16
ADJUDICATE_DRAW_FROM = 120
MATE_CP = 100000

ENGINES = {"vchess": os.environ.get("VCHESS_ENGINE",
                                    "examples/vchess-engine"),
           "fairy": "/usr/games/fairy-stockfish"}


class RandomPlayer(object):
    def __init__(self, rng):
        self.rng = rng
        self.nps = []
        self.score = None

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
            elif key == "threads":
                self.options.append("setoption name Threads value " + value)
            elif key == "hash":
                self.options.append("setoption name Hash value " + value)
            else:
                self.go += " %s %s" % (key, value)
        self.engine = uci.Engine(ENGINES.get(kind, kind))
        self.nps = []
        self.score = None  # the last reported, side to move's view, in cp

    def send(self, line):
        self.engine.send(line)

    def wait(self, prefix):
        """The engine's lines up to prefix's, each split into words."""
        return [line.split() for line in self.engine.wait(prefix)]

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
        self.score = reported_score(lines)
        return lines[-1][1]

    def close(self):
        self.engine.close()


def reported_score(lines):
    """The score of the last info line that has one, in centipawns (a
    mate as +-MATE_CP), or None."""
    for w in reversed(lines):
        if "score" in w:
            i = w.index("score")
            kind, value = w[i + 1], int(w[i + 2])
            if kind == "mate":
                return MATE_CP if value > 0 else -MATE_CP
            return value
    return None


def adjudged(scores, plies):
    """(winner or "draw", reason) when the engines' scores, each from
    white's view, agree that the game is decided; else None."""
    last = scores[-ADJUDICATE_WIN_PLIES:]
    if len(last) == ADJUDICATE_WIN_PLIES and None not in last:
        if min(last) >= ADJUDICATE_WIN_CP:
            return "white", "adjudicated"
        if max(last) <= -ADJUDICATE_WIN_CP:
            return "black", "adjudicated"
    last = scores[-ADJUDICATE_DRAW_PLIES:]
    if (plies >= ADJUDICATE_DRAW_FROM and len(last) == ADJUDICATE_DRAW_PLIES
            and None not in last
            and max(abs(x) for x in last) <= ADJUDICATE_DRAW_CP):
        return "draw", "adjudicated"
    return None


def player(spec, rng):
    return RandomPlayer(rng) if spec == "random" else UciPlayer(spec)


def play(variant, white, black, rng, opening, max_plies, adjudicate=False,
         record=None):
    """(winner or "draw", reason, plies); the moves (and each engine
    move's score from white's view) are appended to the list record."""
    game = variantchess.Game(variant)
    moves = []
    scores = []  # each engine move's reported score, from white's view
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
            mover = white if len(moves) % 2 == 0 else black
            m = mover.move(game, moves)
            s = mover.score
            scores.append(None if s is None else
                          s if len(moves) % 2 == 0 else -s)
        moves.append(game.push(m))
        if record is not None:
            record.append(str(moves[-1]) if len(moves) <= opening else
                          "%s{%s}" % (moves[-1], scores[-1]))
        verdict = adjudicate and adjudged(scores, len(moves))
        if verdict:
            return verdict[0], verdict[1], len(moves)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="chess")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--opening-plies", type=int, default=0)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--adjudicate", action="store_true")
    ap.add_argument("--record", metavar="FILE",
                    help="append a line per game: its moves, each engine "
                    "move followed by its score from white's view")
    ap.add_argument("--sprt", metavar="ELO0,ELO1", type=sprt.bounds,
                    help="stop once the games decide between A being ELO0 "
                    "and ELO1 Elo stronger than B (5 %% error either way)")
    ap.add_argument("a")
    ap.add_argument("b")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    a, b = player(args.a, rng), player(args.b, rng)
    score = {"win": 0, "draw": 0, "loss": 0}
    verdict = None
    for i in range(args.games):
        white, black = (a, b) if i % 2 == 0 else (b, a)
        # each pair of games opens alike, A white in one and black in the other
        opening_rng = random.Random("%d/%d" % (args.seed, i // 2))
        record = [] if args.record else None
        winner, reason, plies = play(args.variant, white, black, opening_rng,
                                     args.opening_plies, args.max_plies,
                                     args.adjudicate, record)
        a_colour = "white" if white is a else "black"
        outcome = ("draw" if winner == "draw" else
                   "win" if winner == a_colour else "loss")
        score[outcome] += 1
        w, d, l = score["win"], score["draw"], score["loss"]
        print("game %d: A is %s, %s (%s) after %d plies; +%d =%d -%d"
              % (i + 1, a_colour, outcome, reason, plies, w, d, l),
              flush=True)
        if record is not None:
            with open(args.record, "a") as out:
                out.write("game %d A=%s %s %s: %s\n" % (i + 1, a_colour,
                          outcome, reason, " ".join(record)))
        if args.sprt and i % 2 == 1:  # whole pairs of openings only
            verdict = sprt.verdict(w, d, l, *args.sprt)
            if verdict:
                break
    for p, name in ((a, "A"), (b, "B")):
        if p.nps:
            print("%s nodes per second: median %d" %
                  (name, sorted(p.nps)[len(p.nps) // 2]))
        p.close()
    print("%s: A=%s B=%s: +%d =%d -%d of %d" %
          (args.variant, args.a, args.b, score["win"], score["draw"],
           score["loss"], sum(score.values())))
    print(elo_line(score["win"], score["draw"], score["loss"]))
    if args.sprt:
        print("SPRT %+g,%+g: LLR %.2f (bounds %.2f, %.2f), %s"
              % (args.sprt + (sprt.llr(score["win"], score["draw"],
                                       score["loss"], *args.sprt),)
                 + sprt.BOUNDS + (verdict or "undecided",)))


def elo_line(w, d, l):
    """A's score, its Elo difference and a 95 % interval (normal
    approximation on the per-game scores)."""
    n = w + d + l
    if n == 0:
        return "no games"
    mean, var = sprt.mean_and_variance(w, d, l)
    half = 1.96 * math.sqrt(var / n)
    elo = sprt.elo_of_score
    return ("score %.1f %%, Elo %+.0f (95 %%: %+.0f to %+.0f)"
            % (100 * mean, elo(mean), elo(mean - half), elo(mean + half)))


if __name__ == "__main__":
    sys.exit(main())
