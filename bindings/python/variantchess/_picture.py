"""Text pictures of a position (internal module).

Rectangular boards are drawn as python-chess draws chess: one line per
rank, top rank first, a letter per piece and "." per empty cell; a hole
(a square that is no cell) is a blank.  The kite board is drawn rank by
rank too, each rank's nine kites left to right in groups of three (one
hexagon's kites), each pair of ranks (one row of hexagons) shifted as the
rows of hexagons are, with the rank number on the left and the cell
letters of odd and even ranks below.  A hexagonal board is drawn as its
hexagons stand: a column per file, each cell half a line above or below
its neighbours in the next file, the file letters below.
"""

import re

_NAME = re.compile(r"^([a-z]+)([0-9]+)(/?)$")


def _ranks(cells):
    """{rank number: [cell names left to right]}."""
    ranks = {}
    for name in cells:
        ranks.setdefault(int(_NAME.match(name).group(2)), []).append(name)
    return ranks


def rectangular(cells, pieces, empty="."):
    """Picture of a rectangular board: `cells` are its cell names,
    `pieces` {cell name: FEN letter}, `empty` an empty cell's mark."""
    files = sorted({_NAME.match(name).group(1) for name in cells},
                   key=lambda f: (len(f), f))
    present = set(cells)
    lines = []
    for rank in sorted(_ranks(cells), reverse=True):
        row = []
        for f in files:
            name = "%s%d" % (f, rank)
            row.append(pieces.get(name, empty) if name in present else " ")
        lines.append(" ".join(row).rstrip())
    return "\n".join(lines)


def kite(cells, pieces, empty="."):
    """Picture of the kite board (see the module's docstring)."""
    ranks = _ranks(cells)
    top = max(ranks)
    lines = []
    for rank in sorted(ranks, reverse=True):
        row = ranks[rank]
        groups = [" ".join(pieces.get(n, empty) for n in row[i:i + 3])
                  for i in range(0, len(row), 3)]
        shift = " " * (4 * (top // 2 - rank // 2))
        lines.append("%2d  %s%s" % (rank, shift, "   ".join(groups)))
    lines.append("")
    for rank in (top - 1, top):
        names = [_NAME.match(n).group(1) + _NAME.match(n).group(3)
                 for n in ranks[rank]]
        parity = "odd" if rank % 2 else "even"
        lines.append("%s ranks: %s" % (parity, " ".join(names)))
    return "\n".join(lines)


def hexagonal(cells, pieces, empty="."):
    """Picture of a hexagonal board (see the module's docstring): a
    cell's height in half lines is twice its rank less one, plus its
    file's distance from the centre file."""
    files = sorted({_NAME.match(name).group(1) for name in cells})
    centre = len(files) // 2
    rows = {}
    for name in cells:
        m = _NAME.match(name)
        f, rank = files.index(m.group(1)), int(m.group(2))
        height = 2 * (rank - 1) + abs(f - centre)
        rows.setdefault(height, {})[f] = pieces.get(name, empty)
    lines = []
    for height in sorted(rows, reverse=True):
        line = [" "] * (2 * len(files))
        for f, mark in rows[height].items():
            line[2 * f] = mark
        lines.append("".join(line).rstrip())
    lines.append(" ".join(files))
    return "\n".join(lines)


def draw(kind, cells, pieces, empty="."):
    """The picture of the board of that kind (_native.BOARD_*)."""
    pick = {2: kite, 3: hexagonal}.get(kind, rectangular)
    return pick(cells, pieces, empty)
