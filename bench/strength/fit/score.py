#!/usr/bin/env python3
"""score.py - Fairy-Stockfish's score of quiet positions.

    python3 score.py VARIANT IN OUT DEPTH

Reads FENs (positions.py), searches each with the Debian package's
/usr/games/fairy-stockfish to DEPTH and writes `FEN;score` (centipawns,
the side to move's view) for those whose best move is neither a capture
nor a promotion and whose score is not a mate.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import uci  # noqa: E402

FSF = "/usr/games/fairy-stockfish"


class Judge(uci.Engine):
    def __init__(self, variant):
        uci.Engine.__init__(self, FSF)
        self.send("setoption name UCI_Variant value " + variant)
        self.ready()


def occupied(fen, cell):
    """1 if the FEN's board holds a piece on cell (file letter, rank)."""
    rows = fen.split()[0].split("/")
    file, row = ord(cell[0]) - ord("a"), rows[len(rows) - int(cell[1:])]
    x = 0
    for run in re.findall(r"\d+|[+~]|.", row):
        if run.isdigit():
            x += int(run)
        elif run not in "+~":
            if x == file:
                return True
            x += 1
    return False


def quiet(fen, move):
    m = re.match(r"([a-z])(\d+)([a-z])(\d+)$", move)
    return m is not None and not occupied(fen, m.group(3) + m.group(4))


def main():
    variant, inp, out, depth = sys.argv[1:5]
    engine = Judge(variant)
    with open(out, "w") as o:
        for fen in open(inp):
            fen = fen.strip()
            score, move = engine.search("fen " + fen, int(depth))
            if score and score[0] == "cp" and quiet(fen, move):
                o.write("%s;%d\n" % (fen, score[1]))


if __name__ == "__main__":
    sys.exit(main())
