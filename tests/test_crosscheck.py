#!/usr/bin/env python3
"""test_crosscheck.py - the library's perft divide against the independent
reference generator tests/ref/refperft.py, move by move.

Runs the built examples/vchess-perft (directory from VCHESS_EXAMPLES_DIR,
default "examples") on every non-chess case of tests/perft_cases.txt
(directory from VCHESS_TEST_DATA, default "tests") at depth 2, and on the
variants' start positions at depth 3, and compares each root move's count
with the reference.  A disagreement names the move, which is where a
--divide hunt starts.
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


def cases():
    """(variant, fen or None) of the non-chess perft cases, unique."""
    seen = []
    with open(os.path.join(DATA, "perft_cases.txt")) as f:
        for line in f:
            if line.startswith("#") or ";" not in line:
                continue
            variant, fen = [x.strip() for x in line.split(";")[:2]]
            key = (variant, None if fen == "startpos" else fen)
            if variant != "chess" and key not in seen:
                seen.append(key)
    return seen


def reference_divide(variant, fen, depth):
    v = refperft.make_variant(variant)
    pos = v.parse_fen(fen or v.START_FEN)
    return dict(refperft.divide(v, pos, depth))


class CrossCheck(unittest.TestCase):
    def compare(self, variant, fen, depth):
        ours = library_divide(variant, fen, depth)
        ref = reference_divide(variant, fen, depth)
        self.assertTrue(ref, "reference found no moves")
        for move in sorted(set(ours) | set(ref)):
            self.assertEqual(ours.get(move), ref.get(move),
                             "%s %s depth %d, move %s" %
                             (variant, fen or "startpos", depth, move))

    def test_cases_at_depth_2(self):
        found = cases()
        self.assertGreaterEqual(len(found), 6)
        for variant, fen in found:
            with self.subTest(variant=variant, fen=fen):
                self.compare(variant, fen, 2)

    def test_start_positions_at_depth_3(self):
        for variant in ("trihexagonal", "trumpisten"):
            with self.subTest(variant=variant):
                self.compare(variant, None, 3)


if __name__ == "__main__":
    unittest.main()
