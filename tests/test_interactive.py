#!/usr/bin/env python3
"""test_interactive.py - examples/vchess-interactive driven through a pipe
as a person at a terminal would type."""
import os
import subprocess
import tempfile
import unittest

EXAMPLES = os.environ.get("VCHESS_EXAMPLES_DIR") or "examples"
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def run(args, typed):
    out = subprocess.run([os.path.join(EXAMPLES, "vchess-interactive")]
                         + args, input=typed, capture_output=True, text=True,
                         timeout=60)
    return out.returncode, out.stdout


def fens(text):
    return [l[4:] for l in text.split("\n") if l.startswith("FEN ")]


class Interactive(unittest.TestCase):
    def test_move_reply_and_undo(self):
        rc, out = run(["--movetime", "100"], "e2e4\nundo\nquit\n")
        self.assertEqual(rc, 0)
        self.assertIn("white plays e4", out)
        self.assertRegex(out, r"black plays \S+ \(computer: ")
        # start, after e4, after the reply, and back at the start
        self.assertEqual(len(fens(out)), 4)
        self.assertEqual(fens(out)[0], START)
        self.assertEqual(fens(out)[-1], START)
        # undo says that it took back two moves
        self.assertRegex(out, r"took back black's \S+\ntook back white's e4")

    def test_moves_hint_and_bad_input(self):
        rc, out = run(["--depth", "2"], "moves\nhint\ne2e5\nquit\n")
        moves_line = [l for l in out.split("\n") if "Nf3" in l][0]
        self.assertEqual(len(moves_line.split(">")[-1].split()), 20)
        self.assertRegex(out, r"hint: \S+ \(")
        self.assertIn("not a move here", out)

    def test_picture_of_a_board_with_holes(self):
        rc, out = run(["--variant", "trumpisten"], "quit\n")
        rows = out.split("\n")
        self.assertEqual(rows[0].rstrip(), "11  p p k p p")
        self.assertEqual(rows[6].rstrip(), " 5    . . .")
        self.assertEqual(rows[10].rstrip(), " 1  P P K P P")

    def test_two_people_and_slash_cells(self):
        rc, out = run(["--variant", "trihexagonal", "--black", "human"],
                      "b2c4/\nb7b6\nquit\n")
        self.assertEqual(len(fens(out)), 3)
        self.assertNotIn("computer", out)

    def test_computer_against_itself_to_the_end(self):
        with tempfile.TemporaryDirectory() as d:
            svg = os.path.join(d, "game.svg")
            # Lichess puzzle cblb8 after 41... e1=Q: white mates in two.
            rc, out = run(["--fen", "6k1/8/3R2K1/5p1p/5P2/r6P/6P1/4q3 "
                           "w - - 0 42",
                           "--white", "computer", "--depth", "4",
                           "--svg", svg], "")
            self.assertEqual(rc, 0)
            self.assertTrue(out.rstrip().endswith("result 1-0 (checkmate)"))
            self.assertIn("white plays Rd8+", out)
            with open(svg) as f:
                self.assertIn("<svg", f.read())

    def test_bad_arguments(self):
        rc, out = run(["--white", "nobody"], "")
        self.assertEqual(rc, 2)
        rc, out = run(["--variant", "nosuchvariant"], "")
        self.assertEqual(rc, 2)


if __name__ == "__main__":
    unittest.main(verbosity=2)
