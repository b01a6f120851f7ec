"""Time of one legal_moves + push + pop cycle at each variant's start
position, in microseconds.

    VARIANTCHESS_LIBRARY=lib/.libs/libvariantchess.so \\
        python3 bindings/python/bench/cycle.py [--budget 10] [--rounds 60]

Each cycle asks for the legal moves (every Move built), plays the first
and takes it back.  Two figures per variant:

* "reused": the loop as written.  pop() returns to the position the
  Moves were made for, so the game hands out the same Moves again (a
  position's Moves are made once per visit).
* "fresh": the game first forgets its position, as after a move that is
  not taken back, so every cycle builds every Move anew.  This is the
  cost of a node of a search written in Python, and the figure the
  budget is about.

A figure is the best of --rounds rounds of 300 cycles, in CPU time of
this process (time.process_time), so that other load on the machine
stays out of it as far as it can.  The script measures the package in
the directory above it, so a copy of it in an older checkout measures
that checkout's binding (1.0's too).  Exits 1 if a fresh figure is above
--budget (microseconds).
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir))
import variantchess  # noqa: E402

CYCLES = 300


def cycle(game):
    moves = game.legal_moves()
    game.push(moves[0])
    game.pop()


def forget(game):
    """Make the game forget its position's Moves, as after a move that
    is not taken back (the binding before 1.1 kept them in _position)."""
    if hasattr(game, "_forget_position"):
        game._forget_position()
    else:
        game._position = None


def fresh_cycle(game):
    forget(game)
    cycle(game)


def round_us(function, game):
    """CPU time of one round, per cycle, in microseconds."""
    start = time.process_time()
    for _ in range(CYCLES):
        function(game)
    return (time.process_time() - start) / CYCLES * 1e6


def best_us(game, rounds):
    """(reused, fresh): the best round of each, the two interleaved."""
    reused = fresh = float("inf")
    for _ in range(rounds):
        reused = min(reused, round_us(cycle, game))
        fresh = min(fresh, round_us(fresh_cycle, game))
    return reused, fresh


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=60)
    args = parser.parse_args()
    print("library %s (%s), Python %s" % (variantchess.library_version(),
                                         variantchess.LIBRARY_PATH,
                                         sys.version.split()[0]))
    over = []
    for name in variantchess.variants():
        game = variantchess.Game(name)
        count = len(game.legal_moves)
        reused, fresh = best_us(game, args.rounds)
        print("%-13s %3d moves  reused %5.2f us  fresh %5.2f us"
              % (name, count, reused, fresh))
        if fresh > args.budget:
            over.append(name)
    if over:
        print("over the budget of %.1f us: %s" % (args.budget,
                                                  ", ".join(over)))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
