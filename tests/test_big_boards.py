#!/usr/bin/env python3
"""test_big_boards.py - boards beyond 128 cells, up to the engine's 256:
the perft divide of examples/vchess-perft on the variants of
tests/data/big-boards.ini (16 x 16, 12 x 12, 10 x 16, 16 x 16 with a hole)
against the independent reference tests/ref/refperft.py, move by move.

The positions put what a cell field of 8 bits or a 128-cell set would get
wrong to work: en passant on a cell numbered 128 or more, a king on the
last cell (255) and on the cell before it next to a hole, castling on the
16th rank, promotions onto the 16th rank.  The binary comes from
VCHESS_EXAMPLES_DIR (default "examples"), the data from VCHESS_TEST_DATA
(default: this directory).
"""
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "ref"))
import refperft  # noqa: E402
from cli_divide import library_divide  # noqa: E402

DATA = os.environ.get("VCHESS_TEST_DATA") or HERE
DEFINITIONS = os.path.join(DATA, "data", "big-boards.ini")

# The boards as refperft.py's chess takes them: written here from the
# comments of big-boards.ini, not read from the definitions.
BOARDS = {
    "chess16": dict(files=16, ranks=16, king_file="i"),
    "chess12": dict(files=12, ranks=12, king_file="g"),
    "chess10x16": dict(files=10, ranks=16, king_file="f"),
    "holes16": dict(files=16, ranks=16, king_file="i", holes=("p16",)),
}

# (variant, FEN or None for its start position, depth, what it exercises)
CASES = [
    ("chess16", None, 2, "start position"),
    ("chess12", None, 2, "start position"),
    ("chess10x16", None, 2, "start position"),
    ("holes16", None, 2, "start position with the hole p16"),
    ("chess16", "15k/16/16/3Pp11/16/16/16/1r14/7R8/16/16/16/16/16/16/K15 "
     "w - e14 0 1", 3, "en passant onto e14 (cell 212), black king on p16"),
    ("chess16", "r7k6r/14P1/16/16/16/16/16/16/16/16/16/16/16/16/2p13/"
     "R7K6R b KQkq - 0 1", 2, "castling on ranks 16 and 1, promotions"),
    ("chess16", "8n6K/7P8/16/16/16/16/16/16/16/16/16/16/16/16/14r1/k15 "
     "w - - 0 1", 3, "white king on p16 (cell 255), promotion captures"),
    ("holes16", "14k*/16/R15/16/16/16/16/16/16/16/16/16/16/16/5p10/"
     "8K6R w K - 0 1", 3, "black king on o16 (cell 254) by the hole p16"),
    ("chess12", "r5k4r/pp8pp/12/5pP5/12/12/12/12/12/12/PP8PP/R5K4R "
     "w KQkq f10 0 1", 2, "en passant and castling on 12 x 12"),
    ("chess10x16", "5k4/10/10/5pP3/10/10/10/10/10/10/10/10/10/10/10/5K4 "
     "w - f14 0 1", 3, "en passant onto f14 (cell 135)"),
]


def start_fen(variant):
    """The startFen of the section [variant...] of big-boards.ini."""
    section = None
    with open(DEFINITIONS) as f:
        for line in f:
            line = line.strip()
            if line.startswith("["):
                section = line[1:].split(":")[0].rstrip("]")
            elif section == variant and line.startswith("startFen"):
                return line.split("=", 1)[1].strip()
    raise LookupError(variant)


def reference_divide(variant, fen, depth):
    v = refperft.make_variant("chess", **BOARDS[variant])
    pos = v.parse_fen(fen or start_fen(variant))
    return dict(refperft.divide(v, pos, depth))


class BigBoards(unittest.TestCase):
    def test_divides_match_the_reference(self):
        for variant, fen, depth, what in CASES:
            with self.subTest(variant=variant, what=what):
                ours = library_divide(variant, fen, depth, DEFINITIONS)
                ref = reference_divide(variant, fen, depth)
                self.assertTrue(ref, "reference found no moves")
                for move in sorted(set(ours) | set(ref)):
                    self.assertEqual(ours.get(move), ref.get(move),
                                     "%s %s depth %d, move %s" %
                                     (variant, fen or "startpos", depth,
                                      move))

    def test_reference_board_matches_the_comment(self):
        """Counted by hand: the 16 x 16 start has 16 pawn steps, 16
        double steps and 2 moves of each of the four knights: 40."""
        v = refperft.make_variant("chess", **BOARDS["chess16"])
        self.assertEqual(len(v.legal_moves(v.parse_fen(start_fen(
            "chess16")))), 40)


if __name__ == "__main__":
    unittest.main()
