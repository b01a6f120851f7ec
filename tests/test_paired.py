#!/usr/bin/env python3
"""test_paired.py - bench/strength/paired.py's game-by-game comparison of
two match logs, on logs small enough to work out by hand."""
import math
import os
import sys
import unittest

TOP = os.environ.get("top_srcdir") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(TOP, "bench", "strength"))
import paired  # noqa: E402

LOG_A = """\
game 1: A is white, win (checkmate) after 40 plies; +1 =0 -0
game 2: A is black, loss (adjudicated) after 90 plies; +1 =0 -1
game 3: A is white, draw (repetition) after 60 plies; +1 =1 -1
game 4: A is black, loss (adjudicated) after 71 plies; +1 =1 -2
A nodes per second: median 1000
"""

# Game 2 won where A lost it, the others alike; a fifth game A never played.
LOG_B = """\
game 1: A is white, win (adjudicated) after 52 plies; +1 =0 -0
game 2: A is black, win (adjudicated) after 88 plies; +2 =0 -0
game 3: A is white, draw (ply limit) after 400 plies; +2 =1 -0
game 4: A is black, loss (checkmate) after 33 plies; +2 =1 -1
game 5: A is white, win (adjudicated) after 99 plies; +3 =1 -1
"""


class Paired(unittest.TestCase):
    def test_by_hand(self):
        a = paired.read_games(LOG_A.splitlines())
        b = paired.read_games(LOG_B.splitlines())
        n, sa, sb, mean, half = paired.compare(a, b)
        # differences 0, 1, 0, 0: mean 1/4; squared deviations
        # 1/16 + 9/16 + 1/16 + 1/16 = 3/4, over n - 1 = 3: variance 1/4
        self.assertEqual(n, 4)
        self.assertAlmostEqual(sa, 1.5 / 4)
        self.assertAlmostEqual(sb, 2.5 / 4)
        self.assertAlmostEqual(mean, 0.25)
        self.assertAlmostEqual(half, 1.96 * math.sqrt(0.25 / 4))
        # 37.5 % is odds of 3:5, 62.5 % of 5:3
        self.assertAlmostEqual(paired.elo(sa), -400 * math.log10(5 / 3))
        self.assertAlmostEqual(paired.elo(sb), 400 * math.log10(5 / 3))

    def test_other_openings_refused(self):
        a = paired.read_games(LOG_A.splitlines())
        b = paired.read_games(LOG_A.replace("A is white", "A is x")
                              .replace("A is black", "A is white")
                              .replace("A is x", "A is black")
                              .splitlines())
        with self.assertRaises(ValueError):
            paired.compare(a, b)

    def test_too_few_games(self):
        a = paired.read_games(LOG_A.splitlines()[:1])
        with self.assertRaises(ValueError):
            paired.compare(a, a)

    def test_report_names_both(self):
        line = paired.report(4, 0.375, 0.625, 0.25, 0.49)
        self.assertIn("A 37.5 %", line)
        self.assertIn("B 62.5 %", line)
        self.assertIn("B - A +25.0 %", line)


if __name__ == "__main__":
    unittest.main()
