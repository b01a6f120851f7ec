#!/usr/bin/env python3
"""test_svg.py - the SVG written by examples/vchess-board.

For each variant the picture must be well-formed XML with exactly one
element of class "cell" per cell (chess 64, trihexagonal 72, trumpisten 51),
numbers in fixed-decimal form, and it must rasterize with rsvg-convert when
that program is installed (skipped otherwise).  The marks (last move,
check, special cells, arrows, file and rank labels) must be where the
position and the board put them, and the pieces must be shapes, not text.
Bad input must give exit status 2 and one line on stderr.

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
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
EXAMPLES = os.environ.get("VCHESS_EXAMPLES_DIR", "examples")
BOARD = os.path.join(EXAMPLES, "vchess-board")

# variant -> (cells, holes, a corner cell, the cell opposite it)
VARIANTS = {
    "chess": (64, 0, "a1", "h8"),
    "trihexagonal": (72, 0, "a1", "f8"),
    "trumpisten": (51, 4, "a1", "e11"),
}

FIXED = re.compile(r"^-?[0-9]+\.[0-9]$")

# variant -> (files, ranks): chess a-h 1-8, trihexagonal a-f 1-8 (its
# spec, section 2), trumpisten a-e 1-11
LABELS = {"chess": (8, 8), "trihexagonal": (6, 8), "trumpisten": (5, 11)}

# Legal's mate, one move before: 6.Bxf7+ checks the king on e8; the
# arrows show the king's one step and the knight that then mates.
MARKS_MOVES = "e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+"
MARKS_ARROWS = "e8-e7,c3-d5"


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


def points_of(text):
    return [tuple(float(v) for v in p.split(",")) for p in text.split()]


def cell_box(root, cell):
    """(min x, min y, max x, max y) of the polygon of `cell`."""
    for el in with_class(root, "cell"):
        if el.get("data-cell") == cell:
            pts = points_of(el.get("points"))
            return (min(x for x, _ in pts), min(y for _, y in pts),
                    max(x for x, _ in pts), max(y for _, y in pts))
    raise AssertionError("no cell %r" % cell)


def inside(box, x, y):
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def rank_of(name):
    return int("".join(ch for ch in name if ch.isdigit()))


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
            ("--moves", "e2e5"),
            ("--arrows", "e2e4"),
            ("--arrows", "e2-z9"),
            ("--size", "0"),
            ("--size", "big"),
        ]
        for args in cases:
            with self.subTest(args=args):
                status, out, err = run_board(*args)
                self.assertEqual(status, 2)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)

    def test_last_move_and_check(self):
        root = draw("--moves", MARKS_MOVES)
        last = with_class(root, "lastmove")
        self.assertEqual(len(last), 2)
        moved = [cell_box(root, c) for c in ("c4", "f7")]
        for el in last:
            xs, ys = zip(*points_of(el.get("points")))
            middle = (sum(xs) / len(xs), sum(ys) / len(ys))
            self.assertTrue(any(inside(b, *middle) for b in moved))
        check = with_class(root, "check")
        self.assertEqual(len(check), 1)
        self.assertTrue(inside(cell_box(root, "e8"), float(check[0].get("cx")),
                               float(check[0].get("cy"))))
        quiet = draw("--moves", "e4 e5")
        self.assertEqual(len(with_class(quiet, "check")), 0)
        self.assertEqual(len(with_class(draw(), "lastmove")), 0)

    def test_arrows_end_in_their_cells(self):
        root = draw("--moves", MARKS_MOVES, "--arrows", MARKS_ARROWS)
        arrows = with_class(root, "arrow")
        self.assertEqual(len(arrows), 2)
        for el, (frm, to) in zip(arrows, [("e8", "e7"), ("c3", "d5")]):
            pts = points_of(el.get("points"))
            tip = pts[3]
            tail = ((pts[0][0] + pts[-1][0]) / 2, (pts[0][1] + pts[-1][1]) / 2)
            self.assertTrue(inside(cell_box(root, to), *tip))
            self.assertTrue(inside(cell_box(root, frm), *tail))

    def test_special_cells_are_the_trump_squares(self):
        root = draw("--variant", "trumpisten")
        special = with_class(root, "special")
        self.assertEqual(len(special), 2)
        trumps = [cell_box(root, c) for c in ("a6", "e6")]
        for el in special:
            for x, y in points_of(el.get("points")):
                self.assertTrue(any(inside(b, x, y) for b in trumps))
        self.assertEqual(with_class(draw("--variant", "chess"), "special"), [])

    def test_labels_left_and_below(self):
        for variant, (files, ranks) in LABELS.items():
            for flip in ((), ("--flip",)):
                with self.subTest(variant=variant, flip=flip):
                    root = draw("--variant", variant, *flip)
                    self.check_labels(root, files, ranks)
                    self.assertEqual(with_class(draw(
                        "--variant", variant, "--no-coordinates", *flip),
                        "coord"), [])

    def check_labels(self, root, files, ranks):
        labels = with_class(root, "coord")
        texts = [el.text for el in labels]
        self.assertEqual(sorted(texts), sorted(
            [chr(ord("a") + f) for f in range(files)] +
            [str(r) for r in range(1, ranks + 1)]))
        cells = {el.get("data-cell"): points_of(el.get("points"))
                 for el in with_class(root, "cell")}
        bottom = max(y for pts in cells.values() for _, y in pts)
        for el in labels:
            x, y = float(el.get("x")), float(el.get("y"))
            if el.text.isdigit():  # left of its rank, within its height
                own = [p for name, pts in cells.items()
                       if rank_of(name) == int(el.text) for p in pts]
                self.assertLess(x, min(px for px, _ in own))
                self.assertTrue(min(py for _, py in own) < y <=
                                max(py for _, py in own) + 10)
            else:  # below the board, under a cell of its file
                self.assertGreater(y, bottom)
                mine = [pts for name, pts in cells.items()
                        if name[0] == el.text]
                self.assertTrue(any(min(px for px, _ in pts) < x <
                                    max(px for px, _ in pts) for pts in mine))

    def test_hexagonal_board(self):
        """Gliński's board: 91 hexagons in three shades, the centre in the
        middle one; its coordinates where its players write them (ranks
        left of each rank, files next to each file's first cell, on
        white's edge), inside the picture and on no cell."""
        for flip in ((), ("--flip",)):
            with self.subTest(flip=flip):
                root = draw("--variant", "glinski", *flip)
                cells = {el.get("data-cell"): el
                         for el in with_class(root, "cell")}
                self.assertEqual(len(cells), 91)
                fills = {name: el.get("fill") for name, el in cells.items()}
                self.assertEqual(len(set(fills.values())), 3)
                self.assertEqual(len({fills["f1"], fills["f6"],
                                      fills["f11"]}), 3)
                pts = {name: points_of(el.get("points"))
                       for name, el in cells.items()}
                self.assertTrue(all(len(p) == 6 for p in pts.values()))
                centre = {name: (sum(x for x, _ in p) / 6,
                                 sum(y for _, y in p) / 6)
                          for name, p in pts.items()}
                radius = abs(pts["f6"][0][0] - centre["f6"][0])
                width = float(root.get("width"))
                height = float(root.get("height"))
                labels = with_class(root, "coord")
                self.assertEqual(sorted(el.text for el in labels), sorted(
                    list("abcdefghikl") + [str(r) for r in range(1, 12)]))
                for el in labels:
                    x, y = float(el.get("x")), float(el.get("y"))
                    self.assertTrue(0 < x < width and 0 < y < height)
                    for c in centre.values():
                        self.assertGreater(
                            (x - c[0]) ** 2 + (y - c[1]) ** 2,
                            (0.8 * radius) ** 2, el.text)
                    if el.text.isdigit():  # left of its rank's cells
                        self.assertLess(x, min(
                            c[0] for name, c in centre.items()
                            if rank_of(name) == int(el.text)))
                    else:
                        cx, cy = centre[el.text + "1"]
                        self.assertLess(abs(x - cx), 1.0)
                        self.assertLess(abs(y - cy), 2 * radius)
                        self.assertTrue(y < cy if flip else y > cy)

    def test_pieces_are_shapes(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                root = draw("--variant", variant)
                ids = set(el.get("id") for el in root.iter() if el.get("id"))
                pieces = with_class(root, "piece")
                self.assertTrue(pieces)
                for group in pieces:
                    self.assertEqual([el for el in group.iter()
                                      if el.tag == SVG_NS + "text"], [])
                    uses = [el for el in group.iter()
                            if el.tag == SVG_NS + "use"]
                    self.assertEqual(len(uses), 1)
                    self.assertIn(uses[0].get(XLINK_HREF)[1:], ids)

    def test_size(self):
        plain = draw("--variant", "trumpisten")
        sized = draw("--variant", "trumpisten", "--size", "300")
        self.assertEqual(sized.get("width"), "300.0")
        ratio = float(plain.get("height")) / float(plain.get("width"))
        self.assertAlmostEqual(float(sized.get("height")), 300 * ratio,
                               delta=0.06)
        self.assertEqual(sized.get("viewBox"), plain.get("viewBox"))

    @unittest.skipUnless(shutil.which("rsvg-convert"),
                         "rsvg-convert is not installed")
    def test_rasterizes(self):
        pictures = [("--variant", v, "--names") for v in VARIANTS]
        pictures.append(("--moves", MARKS_MOVES, "--arrows", MARKS_ARROWS,
                         "--moves-from", "e8"))
        with tempfile.TemporaryDirectory() as tmp:
            for i, args in enumerate(pictures):
                with self.subTest(args=args):
                    svg = os.path.join(tmp, "%d.svg" % i)
                    png = os.path.join(tmp, "%d.png" % i)
                    status, _, err = run_board(*args, "-o", svg)
                    self.assertEqual(status, 0, err)
                    proc = subprocess.run(["rsvg-convert", "-o", png, svg],
                                          stderr=subprocess.PIPE, timeout=60)
                    self.assertEqual(proc.returncode, 0, proc.stderr)
                    with open(png, "rb") as f:
                        self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")


if __name__ == "__main__":
    unittest.main()
