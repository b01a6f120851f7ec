#!/usr/bin/env python3
"""test_turning.py - bench/strength/turning.py's reading of a record and
of an evaluation table, on text worked out by hand."""
import os
import sys
import unittest

TOP = os.environ.get("top_srcdir") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(TOP, "bench", "strength"))
import turning  # noqa: E402

# Two opening plies without scores, then white and black in turn,
# scores from white's view.  With A black, B is white: its +1.60 at ply
# 7 is its first of 1.5 pawns or more (its +1.40 at ply 5 is not), and
# A's last score before it, -0.35 from white's view, is +0.35 from its
# own.  With A white, B is black: its scores +0.10, +0.35 and -0.20
# from its own side, the first of 0.3 pawns at ply 6, A's +1.40 before.
RECORD = ("game 3 A=black loss adjudicated: e2e4 e7e5 g1f3{30} "
          "b8c6{-10} f1c4{140} g8f6{-35} f3g5{160} d7d5{20}")

TABLE = """\
     Term    |    White    |    Black    |    Total
             |   MG    EG  |   MG    EG  |   MG    EG
 ------------+-------------+-------------+------------
    Material |  ----  ---- |  ----  ---- |  0.80  0.70
 King safety | -0.59 -0.13 | -0.75 -0.13 |  0.16  0.00
     Threats |  0.03  0.03 |  0.03  0.03 | -0.02 -1.25
 ------------+-------------+-------------+------------
       Total |  ----  ---- |  ----  ---- |  1.29  0.75
"""


class Turning(unittest.TestCase):
    def test_record(self):
        number, colour, result, moves = turning.parse_game(RECORD)
        self.assertEqual((number, colour, result), (3, "black", "loss"))
        self.assertEqual(len(moves), 8)
        self.assertEqual(moves[0], ("e2e4", None))
        self.assertEqual(moves[6], ("f3g5", 160))
        self.assertEqual(turning.turning(colour, moves, 1.5), (7, -160, 35))
        self.assertIsNone(turning.turning(colour, moves, 1.7))

    def test_white(self):
        line = RECORD.replace("A=black", "A=white")
        _, colour, _, moves = turning.parse_game(line)
        self.assertEqual(turning.turning(colour, moves, 0.3), (6, -35, 140))
        self.assertIsNone(turning.turning(colour, moves, 0.4))

    def test_other_lines(self):
        self.assertIsNone(turning.parse_game("A nodes per second: 5"))

    def test_table(self):
        rows = turning.parse_table(TABLE)
        self.assertEqual(rows["Material"], (0.80, 0.70))
        self.assertEqual(rows["King safety"], (0.16, 0.00))
        self.assertEqual(rows["Threats"], (-0.02, -1.25))
        self.assertEqual(rows["Total"], (1.29, 0.75))
        self.assertNotIn("Term", rows)


if __name__ == "__main__":
    unittest.main()
