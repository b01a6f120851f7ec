#!/usr/bin/env python3
"""hexperft.py - a reference move generator for Glinski's and McCooey's
hexagonal chess, written from docs/rules/glinski.md and
docs/rules/mccooey.md alone, without the library's code (README.md).

Slow and plain on purpose.  The geometry is not typed in: the cells are
the cube coordinates (x, y, z), x + y + z = 0, within distance 5 of the
centre; each cell's centre is placed in the plane, and every direction
is found by measuring:

* orthogonal steps go to the cells whose centres are sqrt(3) away (the
  six that share a side), diagonal steps to those 3 away (through a
  corner), knight leaps to those sqrt(21) away (one orthogonal and one
  outward diagonal step);
* a line repeats one step's displacement;
* "forward" for white is up the page: the pawn steps to the cell straight
  above, Glinski's pawn captures to the two side-neighbours above it,
  McCooey's to the two corner-neighbours above it; black's are the
  mirror images in the horizontal axis.

Files are the columns (the same x), lettered left to right without j
(Glinski) or with it (McCooey); a cell's rank is its place in its column
counted from the bottom.  A FEN lists ranks 11 down to 1, each rank's
cells left to right.

Legality: a move is legal if, after it, no enemy piece attacks the
mover's king (attacks are generated forwards from each enemy piece).

Command line:
    python3 tests/ref/hexperft.py --variant {glinski,mccooey}
        [--fen FEN] [--moves "m1 m2 ..."] [--show-fen] [--divide] DEPTH
    python3 tests/ref/hexperft.py --variant V --random SEED PLIES
    python3 tests/ref/hexperft.py --variant V --side N --fen FEN DEPTH
        (a board of N cells to a side, the same pieces, no double steps)
        (prints the FEN after PLIES random legal moves from the start)
Moves are from-cell, to-cell, then a promotion letter: f5f7, c7c8q.
The last line of a count is always "nodes N".
"""

import argparse
import math
import random
import sys

SQ3 = math.sqrt(3.0)


def centre(c):
    """Centre of cube cell c in the plane (hexagons of side 1, files
    vertical): x grows to the right, y upwards."""
    x, y, _ = c
    return (1.5 * x, SQ3 * (y + x / 2.0))


def close(a, b):
    return abs(a - b) < 1e-9


class Board:
    def __init__(self, letters, side=6):
        R = side - 1
        self.cells = [(x, y, -x - y) for x in range(-R, R + 1)
                      for y in range(-R, R + 1) if abs(x + y) <= R]
        assert len(self.cells) == 3 * side * (side - 1) + 1
        self.at = set(self.cells)
        self.ortho = self.steps(SQ3)
        self.diag = self.steps(3.0)
        self.knight = self.steps(math.sqrt(21.0))
        assert (len(self.ortho), len(self.diag), len(self.knight)) == \
            (6, 6, 12)
        columns = sorted(set(c[0] for c in self.cells))
        self.file_letter = {x: letters[i] for i, x in enumerate(columns)}
        self.rank = {}
        for x in columns:
            col = sorted((c for c in self.cells if c[0] == x),
                         key=lambda c: centre(c)[1])
            for i, c in enumerate(col):
                self.rank[c] = i + 1
        self.name = {c: '%s%d' % (self.file_letter[c[0]], self.rank[c])
                     for c in self.cells}
        self.index = {n: c for c, n in self.name.items()}
        self.top = {c for c in self.cells
                    if self.add(c, self.up(1)) not in self.at}
        self.bottom = {c for c in self.cells
                       if self.add(c, self.up(-1)) not in self.at}
        # FEN order: rank 11 first, each rank by column
        self.fen_ranks = []
        for rk in range(2 * side - 1, 0, -1):
            self.fen_ranks.append(sorted((c for c in self.cells
                                          if self.rank[c] == rk),
                                         key=lambda c: c[0]))

    def steps(self, dist):
        """Displacements from the centre cell to the cells dist away."""
        o = centre((0, 0, 0))
        out = []
        for c in self.cells:
            p = centre(c)
            if close(math.hypot(p[0] - o[0], p[1] - o[1]), dist):
                out.append(c)
        return out

    @staticmethod
    def add(c, d):
        return (c[0] + d[0], c[1] + d[1], c[2] + d[2])

    def up(self, sign):
        """The orthogonal step straight up (sign 1) or down (-1)."""
        for d in self.ortho:
            p = centre(d)
            if close(p[0], 0.0) and p[1] * sign > 0:
                return d
        raise AssertionError

    def forward(self, steps, sign, straight):
        """The steps whose y points forward (sign), with or without the
        straight one."""
        out = []
        for d in steps:
            p = centre(d)
            if p[1] * sign > 1e-9 and (straight or not close(p[0], 0.0)):
                out.append(d)
        return out


class Variant:
    """Glinski's or McCooey's rules (the two rules pages)."""

    def __init__(self, name, side=6):
        self.NAME = name
        glinski = name == 'glinski'
        letters = 'abcdefghijklmnopq'
        if glinski:
            letters = letters.replace('j', '')
        self.g = Board(letters, side)
        g = self.g
        if glinski:
            self.START_FEN = ('b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/'
                              '3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1')
        else:
            self.START_FEN = ('b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/'
                              '3PNBNP3/2PRQBKRP2 w - - 0 1')
        self.stalemate_wins = glinski
        self.push = {0: g.up(1), 1: g.up(-1)}
        capture_steps = g.ortho if glinski else g.diag
        self.pawn_captures = {0: g.forward(capture_steps, 1, False),
                              1: g.forward(capture_steps, -1, False)}
        assert all(len(v) == 2 for v in self.pawn_captures.values())
        self.promo_cells = {0: g.top, 1: g.bottom}
        # double steps from the start position's pawn cells (McCooey:
        # not the centre file's); on other sides, no double steps
        self.double_from = {0: set(), 1: set()}
        if side != 6:
            return
        start = self.parse_fen(self.START_FEN)
        for c, (colour, kind) in start['board'].items():
            if kind == 'p' and (glinski or c[0] != 0):
                self.double_from[colour].add(c)

    # ---- FEN ----------------------------------------------------------

    def parse_fen(self, fen):
        g = self.g
        fields = fen.split()
        rows = fields[0].split('/')
        assert len(rows) == len(g.fen_ranks), 'ranks'
        board = {}
        for row, cells in zip(rows, g.fen_ranks):
            i = 0
            k = 0
            while k < len(row):
                ch = row[k]
                if ch.isdigit():
                    n = ch
                    while k + 1 < len(row) and row[k + 1].isdigit():
                        k += 1
                        n += row[k]
                    i += int(n)
                else:
                    board[cells[i]] = (0 if ch.isupper() else 1, ch.lower())
                    i += 1
                k += 1
            assert i == len(cells), 'rank length in %s' % fen
        side = 0 if fields[1] == 'w' else 1
        ep = None if fields[3] == '-' else g.index[fields[3]]
        return {'board': board, 'side': side, 'ep': ep}

    def fen(self, pos):
        g = self.g
        rows = []
        for cells in g.fen_ranks:
            s, empty = '', 0
            for c in cells:
                if c in pos['board']:
                    if empty:
                        s += str(empty)
                        empty = 0
                    colour, kind = pos['board'][c]
                    s += kind.upper() if colour == 0 else kind
                else:
                    empty += 1
            rows.append(s + (str(empty) if empty else ''))
        ep = g.name[pos['ep']] if pos['ep'] else '-'
        return '%s %s - %s 0 1' % ('/'.join(rows), 'wb'[pos['side']], ep)

    # ---- moves ---------------------------------------------------------

    def slides(self, c, steps):
        board = self.pos_board
        for d in steps:
            t = self.g.add(c, d)
            while t in self.g.at:
                yield t
                if t in board:
                    break
                t = self.g.add(t, d)

    def leaps(self, c, steps):
        for d in steps:
            t = self.g.add(c, d)
            if t in self.g.at:
                yield t

    def targets(self, c, kind):
        """Cells a non-pawn piece on c reaches (own pieces included)."""
        g = self.g
        if kind == 'n':
            return self.leaps(c, g.knight)
        if kind == 'k':
            return self.leaps(c, g.ortho + g.diag)
        if kind == 'r':
            return self.slides(c, g.ortho)
        if kind == 'b':
            return self.slides(c, g.diag)
        return self.slides(c, g.ortho + g.diag)  # queen

    def attacked(self, pos, cell, by):
        self.pos_board = pos['board']
        for c, (colour, kind) in list(pos['board'].items()):
            if colour != by:
                continue
            if kind == 'p':
                hits = self.leaps(c, self.pawn_captures[by])
            else:
                hits = self.targets(c, kind)
            if cell in hits:
                return True
        return False

    def pseudo(self, pos):
        """(from, to, promotion or None, kind of move) of the side."""
        g = self.g
        board = pos['board']
        self.pos_board = board
        side = pos['side']
        out = []
        for c, (colour, kind) in list(board.items()):
            if colour != side:
                continue
            if kind != 'p':
                for t in self.targets(c, kind):
                    if t not in board or board[t][0] != side:
                        out.append((c, t, None, 'plain'))
                continue
            one = g.add(c, self.push[side])
            if one in g.at and one not in board:
                out.extend(self.pawn_to(c, one, 'plain'))
                two = g.add(one, self.push[side])
                if c in self.double_from[side] and two in g.at and \
                        two not in board:
                    out.append((c, two, None, 'double'))
            for t in self.leaps(c, self.pawn_captures[side]):
                if t in board and board[t][0] != side:
                    out.extend(self.pawn_to(c, t, 'plain'))
                elif t == pos['ep']:
                    out.append((c, t, None, 'ep'))
        return out

    def pawn_to(self, c, t, how):
        if t in self.promo_cells[self.pos_side]:
            return [(c, t, p, how) for p in 'qrbn']
        return [(c, t, None, how)]

    def play(self, pos, m):
        c, t, promo, how = m
        board = dict(pos['board'])
        colour, kind = board.pop(c)
        if how == 'ep':
            victim = self.g.add(t, self.push[1 - colour])
            del board[victim]
        board[t] = (colour, promo or kind)
        ep = None
        if how == 'double':
            ep = self.g.add(c, self.push[colour])
        return {'board': board, 'side': 1 - colour, 'ep': ep}

    def king(self, pos, colour):
        for c, (col, kind) in pos['board'].items():
            if col == colour and kind == 'k':
                return c
        return None

    def legal(self, pos):
        self.pos_side = pos['side']
        out = []
        for m in self.pseudo(pos):
            self.pos_side = pos['side']
            nxt = self.play(pos, m)
            k = self.king(nxt, pos['side'])
            if k is None or not self.attacked(nxt, k, 1 - pos['side']):
                out.append((m, nxt))
        return out

    def text(self, m):
        c, t, promo, _ = m
        return self.g.name[c] + self.g.name[t] + (promo or '')

    def result(self, pos):
        """None while the game goes on, else 'checkmate', 'stalemate'."""
        if self.legal(pos):
            return None
        k = self.king(pos, pos['side'])
        if k is not None and self.attacked(pos, k, 1 - pos['side']):
            return 'checkmate'
        return 'stalemate'


def make_variant(name, side=6):
    """The variant's rules; on a board of another side than 6 the same
    pieces with no double steps, from a FEN the caller gives."""
    return Variant(name, side)


def perft(v, pos, depth):
    if depth == 0:
        return 1
    moves = v.legal(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(v, nxt, depth - 1) for _, nxt in moves)


def divide(v, pos, depth):
    return sorted((v.text(m), perft(v, nxt, depth - 1))
                  for m, nxt in v.legal(pos))


def play_texts(v, pos, texts):
    for t in texts:
        for m, nxt in v.legal(pos):
            if v.text(m) == t:
                pos = nxt
                break
        else:
            raise SystemExit('illegal move %s in %s' % (t, v.fen(pos)))
    return pos


def random_position(v, seed, plies):
    """The position after `plies` random legal moves (fewer when the game
    ends first) from the start, with Python's own generator."""
    rng = random.Random(seed)
    pos = v.parse_fen(v.START_FEN)
    for _ in range(plies):
        moves = v.legal(pos)
        if not moves:
            break
        pos = rng.choice(moves)[1]
    return pos


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--variant', choices=('glinski', 'mccooey'),
                    required=True)
    ap.add_argument('--fen')
    ap.add_argument('--side', type=int, default=6,
                    help='cells to a side (needs --fen when not 6)')
    ap.add_argument('--moves', default='')
    ap.add_argument('--show-fen', action='store_true')
    ap.add_argument('--divide', action='store_true')
    ap.add_argument('--random', nargs=2, type=int, metavar=('SEED', 'PLIES'))
    ap.add_argument('depth', type=int, nargs='?', default=0)
    a = ap.parse_args()
    v = make_variant(a.variant, a.side)
    if a.random:
        print(v.fen(random_position(v, a.random[0], a.random[1])))
        return
    pos = play_texts(v, v.parse_fen(a.fen or v.START_FEN), a.moves.split())
    if a.show_fen:
        print('fen', v.fen(pos))
    if a.divide:
        total = 0
        for t, n in divide(v, pos, a.depth):
            print(t, n)
            total += n
        print('nodes', total)
    else:
        print('nodes', perft(v, pos, a.depth))


if __name__ == '__main__':
    sys.exit(main())
