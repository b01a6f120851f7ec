#!/usr/bin/env python3
"""fsf960.py -- Chess960 perft counts from Fairy-Stockfish (its
"fischerandom" with UCI_Chess960), from start positions by number and
from positions it reaches by seeded random play from them.

    python3 tests/fsf960.py [--depth N] [--random K] [--plies P] NUMBER...

prints "fischerandom DEPTH NODES fen FEN" lines (the format of
tests/fsf_builtin_perft.txt).  The start positions follow Scharnagl's
numbering as its definition states it (here, independently of the
library): N mod 4 puts the light-squared bishop on b, d, f or h; the
next base-4 digit the dark-squared one on a, c, e or g; the next base-6
digit the queen on that free cell; the remaining number (0-9) places the
two knights on the free cells by the table 01 02 03 04 12 13 14 23 24 34;
R K R fill the three cells left.  518 is the usual RNBQKBNR.
"""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fsf_perft  # noqa: E402

KNIGHTS = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3),
           (2, 4), (3, 4)]


def back_rank(n):
    """The white back rank of Chess960 position n (0-959)."""
    rank = [None] * 8
    n, light = divmod(n, 4)
    rank[2 * light + 1] = "B"
    n, dark = divmod(n, 4)
    rank[2 * dark] = "B"
    n, queen = divmod(n, 6)
    free = [i for i in range(8) if rank[i] is None]
    rank[free[queen]] = "Q"
    free = [i for i in range(8) if rank[i] is None]
    for k in KNIGHTS[n]:
        rank[free[k]] = "N"
    free = [i for i in range(8) if rank[i] is None]
    for i, piece in zip(free, "RKR"):
        rank[i] = piece
    return "".join(rank)


def start_fen(n):
    """X-FEN of position n, castling as KQkq."""
    white = back_rank(n)
    return "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w KQkq - 0 1" % (
        white.lower(), white)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--random", type=int, default=0)
    ap.add_argument("--plies", type=int, default=14)
    ap.add_argument("numbers", type=int, nargs="+")
    a = ap.parse_args()
    path = fsf_perft.find_engine()
    if not path:
        sys.exit("fairy-stockfish not found")
    engine = fsf_perft.Engine(path)
    engine.send("setoption name UCI_Chess960 value true")
    for n in a.numbers:
        fen = start_fen(n)
        fens = [fen]
        rng = random.Random(n)
        for _ in range(a.random):
            played = []
            for _ in range(a.plies):
                pos = "fen " + fen + (" moves " + " ".join(played)
                                      if played else "")
                moves = engine.moves("fischerandom", pos)
                if not moves:
                    break
                played.append(rng.choice(moves))
            fens.append(engine.fen("fischerandom", "fen " + fen + " moves " +
                                   " ".join(played)))
        for f in fens:
            print("fischerandom %d %d fen %s" % (
                a.depth, engine.perft("fischerandom", a.depth, f), f),
                flush=True)
    engine.close()


if __name__ == "__main__":
    main()
