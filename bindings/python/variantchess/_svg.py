"""What Game.svg() adds to the library's picture (internal module): the
cells of arrows and of a last move given by the caller, and the marks the
library draws only for the game's own position (a last move, a check)
or not at all (a cell's own fill colour), written into the picture's
groups of cells."""

import re

from ._move import Move


def _cells_of(move):
    """(from cell, to cell) of a Move, coordinate text or pair."""
    if isinstance(move, str):
        move = move if isinstance(move, Move) else Move(move)
        return move.from_cell, move.to_cell
    tail, head = move
    return tail, head


def arrow_cells(arrows):
    """The arrows' cells in a flat list, tail then head of each."""
    cells = []
    for arrow in arrows:
        cells.extend(_cells_of(arrow))
    return cells


def given_last_move(lastmove):
    """The cells of a last move the caller gave, or () for True (the
    game's own), False or None."""
    if lastmove is None or isinstance(lastmove, bool):
        return ()
    return _cells_of(lastmove)


def _polygon(picture, cell):
    """The points of `cell`'s polygon in the picture."""
    found = re.search(r'<polygon class="cell" data-cell="%s" fill="[^"]*" '
                      r'points="([^"]*)"' % re.escape(cell), picture)
    return found.group(1)


def _insert(picture, group, element):
    """`element` added as the first child of the picture's `group`."""
    found = re.search(r'<g class="%s"[^>]*>\n' % group, picture)
    return picture[:found.end()] + element + "\n" + picture[found.end():]


def _check_circle(points):
    """A glow mark in the middle of the polygon of `points`."""
    xy = [tuple(map(float, p.split(","))) for p in points.split()]
    xs, ys = [x for x, _ in xy], [y for _, y in xy]
    return '<circle class="check" cx="%.1f" cy="%.1f" r="%.1f"/>' % (
        sum(xs) / len(xs), sum(ys) / len(ys),
        0.4 * min(max(xs) - min(xs), max(ys) - min(ys)))


def decorate(picture, last_move=(), check=None, fill=None):
    """The picture with the last move's cells marked, a check glow on
    cell `check` (None: none) and cells filled with their colour
    ({cell name: SVG colour})."""
    for cell in last_move:
        picture = _insert(picture, "lastmoves", '<polygon class="lastmove" '
                          'points="%s"/>' % _polygon(picture, cell))
    if check is not None:
        picture = _insert(picture, "checks",
                          _check_circle(_polygon(picture, check)))
    for cell, colour in (fill or {}).items():
        picture = re.sub(r'(<polygon class="cell" data-cell="%s" fill=")'
                         r'[^"]*"' % re.escape(cell),
                         lambda m: m.group(1) + colour.replace('"', "")
                         + '"', picture)
    return picture
