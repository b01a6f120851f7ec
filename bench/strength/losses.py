#!/usr/bin/env python3
"""losses.py - where the games of a match.py --record file were lost.

    python3 losses.py RECORD [--depth 12] [--worst 4] [--engine PATH]
                      [--variant V]

For each recorded game, every move of A (the first player of the match)
is judged by a stronger engine (default Debian's /usr/games/stockfish;
--variant sets UCI_Variant, for Fairy-Stockfish): its score of the
position before the move, at --depth, against its score after it.
Prints, per game, A's --worst moves by what they lost (centipawns, A's
view), each with the judge's own choice and the score A reported (as
the record holds it, from white's view); a game is followed only until
the judge gives A six pawns less.
"""
import argparse
import re
import sys

import uci

# A position the judge gives this many centipawns to one side is decided.
DECIDED = 600


class Judge(uci.Engine):
    def __init__(self, path, variant):
        uci.Engine.__init__(self, path)
        if variant:
            self.send("setoption name UCI_Variant value " + variant)
        self.ready()

    def score(self, moves, depth):
        """score_position() of the start position after moves."""
        return self.score_position("startpos moves " + " ".join(moves),
                                   depth)

    def score_position(self, position, depth):
        """(centipawns for the side to move, a mate as +-10000, no score
        as 0; best move) of `position ...`'s argument."""
        score, best = self.search(position, depth)
        if score is None:
            return 0, best
        if score[0] == "mate":
            return (10000 if score[1] > 0 else -10000), best
        return score[1], best


def parse(line):
    """(A's colour index, [(move, A's reported score or None)])."""
    head, text = line.split(": ", 1)
    side = 0 if "A=white" in head else 1
    moves = []
    for token in text.split():
        m = re.match(r"([^{]+)(?:\{(.*)\})?$", token)
        moves.append((m.group(1), m.group(2)))
    return head, side, moves


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("record")
    ap.add_argument("--depth", type=int, default=12)
    ap.add_argument("--worst", type=int, default=4)
    ap.add_argument("--engine", default="/usr/games/stockfish")
    ap.add_argument("--variant")
    args = ap.parse_args()
    judge = Judge(args.engine, args.variant)
    for line in open(args.record):
        head, side, moves = parse(line.rstrip("\n"))
        played, lost = [], []
        for ply, (move, reported) in enumerate(moves):
            if ply % 2 == side and reported is not None:
                before, best = judge.score(played, args.depth)
                if before < -DECIDED:
                    break
                after, _ = judge.score(played + [move], args.depth)
                lost.append((before + after, ply // 2 + 1, move, best,
                             reported))
            played.append(move)
        lost.sort(reverse=True)
        print(head)
        for cp, number, move, best, reported in lost[:args.worst]:
            print("  move %d %s lost %d (judge: %s; A's score, white's view: %s)"
                  % (number, move, cp, best, reported))
        sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
