#!/usr/bin/env python3
"""test_svg.py - the SVG written by examples/vchess-board.

For each variant the picture must be well-formed XML with exactly one
element of class "cell" per cell (chess 64, trihexagonal 72, trumpisten 51),
numbers in fixed-decimal form, and it must rasterize with rsvg-convert when
that program is installed (skipped otherwise).  Bad input must give exit
status 2 and one line on stderr.

The program is looked up in $VCHESS_EXAMPLES_DIR (default: "examples",
relative to the current directory, i.e. the build directory under
`make check`).  Standard library only.
"""
import os
import re
import shutil
import subprocess
import tempfile
import unittest
import xml.etree.ElementTree as ET

SVG_NS = "{http://www.w3.org/2000/svg}"
EXAMPLES = os.environ.get("VCHESS_EXAMPLES_DIR", "examples")
BOARD = os.path.join(EXAMPLES, "vchess-board")

# variant -> (cells, holes, a corner cell, the cell opposite it)
VARIANTS = {
    "chess": (64, 0, "a1", "h8"),
    "trihexagonal": (72, 0, "a1", "f8"),
    "trumpisten": (51, 4, "a1", "e11"),
}

FIXED = re.compile(r"^-?[0-9]+\.[0-9]$")


def run_board(*args):
    """Run vchess-board; return (status, stdout text, stderr text)."""
    proc = subprocess.run([BOARD] + list(args), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=60)
    return (proc.returncode, proc.stdout.decode("utf-8"),
            proc.stderr.decode("utf-8", "replace"))


def draw(*args):
    """The parsed SVG root for the arguments (the run must succeed)."""
    status, out, err = run_board(*args)
    if status != 0:
        raise AssertionError("vchess-board %s: status %d: %s"
                             % (" ".join(args), status, err))
    return ET.fromstring(out.encode("utf-8"))


def with_class(root, name):
    return [el for el in root.iter() if name in el.get("class", "").split()]


def cell_points(root, cell):
    """The vertices of the polygon of `cell`, as a set of (x, y) texts."""
    for el in with_class(root, "cell"):
        if el.get("data-cell") == cell:
            return set(tuple(p.split(",")) for p in el.get("points").split())
    raise AssertionError("no cell %r" % cell)


class BoardPictures(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        if not os.path.exists(BOARD):
            raise RuntimeError(
                "%s not found (build it, or set VCHESS_EXAMPLES_DIR)" % BOARD)

    def test_one_cell_element_per_cell(self):
        for variant, (cells, holes, _, _) in VARIANTS.items():
            with self.subTest(variant=variant):
                root = draw("--variant", variant)
                self.assertEqual(root.tag, SVG_NS + "svg")
                found = with_class(root, "cell")
                self.assertEqual(len(found), cells)
                names = set(el.get("data-cell") for el in found)
                self.assertEqual(len(names), cells)
                self.assertEqual(len(with_class(root, "hole")), holes)

    def test_numbers_are_fixed_decimals(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                root = draw("--variant", variant, "--names")
                for el in with_class(root, "cell"):
                    for pair in el.get("points").split():
                        for number in pair.split(","):
                            self.assertRegex(number, FIXED)
                for el in with_class(root, "name"):
                    self.assertRegex(el.get("x"), FIXED)
                    self.assertRegex(el.get("y"), FIXED)

    def test_flip_turns_the_picture(self):
        for variant, (_, _, corner, opposite) in VARIANTS.items():
            with self.subTest(variant=variant):
                plain = draw("--variant", variant)
                flipped = draw("--variant", variant, "--flip")
                self.assertNotEqual(cell_points(plain, corner),
                                    cell_points(flipped, corner))
                self.assertEqual(cell_points(plain, opposite),
                                 cell_points(flipped, corner))
                self.assertEqual(plain.get("viewBox"), flipped.get("viewBox"))

    def test_names(self):
        root = draw("--variant", "trihexagonal", "--names")
        names = [el.text for el in with_class(root, "name")]
        self.assertEqual(len(names), 72)
        self.assertIn("c4/", names)
        self.assertEqual(with_class(draw("--variant", "chess"), "name"), [])

    def test_highlight_and_targets(self):
        root = draw("--variant", "trihexagonal", "--highlight", "c4/,b3")
        self.assertEqual(len(with_class(root, "highlight")), 2)
        root = draw("--variant", "trihexagonal", "--moves-from", "b2")
        self.assertEqual(len(with_class(root, "highlight")), 1)
        self.assertEqual(len(with_class(root, "target")), 2)  # b3, c4/

    def test_output_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "board.svg")
            status, out, err = run_board("--variant", "trumpisten",
                                         "-o", path)
            self.assertEqual((status, out, err), (0, "", ""))
            root = ET.parse(path).getroot()
            self.assertEqual(len(with_class(root, "cell")), 51)

    def test_bad_input(self):
        cases = [
            ("--variant", "nosuch"),
            ("--fen", "not a fen"),
            ("--highlight", "z9"),
            ("--variant", "trumpisten", "--highlight", "a5"),  # a hole
            ("--moves-from", "e4"),                            # empty cell
            ("--bogus",),
            ("-o",),
        ]
        for args in cases:
            with self.subTest(args=args):
                status, out, err = run_board(*args)
                self.assertEqual(status, 2)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)

    @unittest.skipUnless(shutil.which("rsvg-convert"),
                         "rsvg-convert is not installed")
    def test_rasterizes(self):
        with tempfile.TemporaryDirectory() as tmp:
            for variant in VARIANTS:
                with self.subTest(variant=variant):
                    svg = os.path.join(tmp, variant + ".svg")
                    png = os.path.join(tmp, variant + ".png")
                    status, _, err = run_board("--variant", variant,
                                               "--names", "-o", svg)
                    self.assertEqual(status, 0, err)
                    proc = subprocess.run(["rsvg-convert", "-o", png, svg],
                                          stderr=subprocess.PIPE, timeout=60)
                    self.assertEqual(proc.returncode, 0, proc.stderr)
                    with open(png, "rb") as f:
                        self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")


if __name__ == "__main__":
    unittest.main()
