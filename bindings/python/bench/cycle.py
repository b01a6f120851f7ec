"""Time of one legal_moves + push + pop cycle at each variant's start
position, in microseconds (the best of several timeit repeats, to keep
other load on the machine out of the figure).

    VARIANTCHESS_LIBRARY=lib/.libs/libvariantchess.so \\
        python3 bindings/python/bench/cycle.py [--budget 10]

Each cycle asks for the legal moves (every Move built), plays the first
and takes it back.  "fresh" also reads the position anew each cycle
(as after a move that is not taken back), the cost a game loop pays.
Exits 1 if a figure is above --budget (microseconds).
"""

import argparse
import os
import sys
import timeit

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir))
import variantchess  # noqa: E402


def cycle(game):
    moves = game.legal_moves()
    game.push(moves[0])
    game.pop()


def fresh_cycle(game):
    game._position = None  # forget the position read at the last move
    cycle(game)


def best_us(function, game, number=2000, repeat=7):
    times = timeit.repeat(lambda: function(game), number=number,
                          repeat=repeat)
    return min(times) / number * 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", type=float, default=10.0)
    args = parser.parse_args()
    print("library %s (%s)" % (variantchess.library_version(),
                                variantchess.LIBRARY_PATH))
    over = False
    for name in variantchess.variants():
        game = variantchess.Game(name)
        count = len(game.legal_moves)
        steady, fresh = best_us(cycle, game), best_us(fresh_cycle, game)
        print("%-13s %3d moves  cycle %5.2f us  fresh %5.2f us"
              % (name, count, steady, fresh))
        over = over or steady > args.budget
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
