#!/usr/bin/env python3
"""refperft.py -- an independent, slow, deliberately simple reference move
generator for libvariantchess' test suite.

It implements, in pure Python 3 (standard library only),

  * trihexagonal  -- docs/rules/trihexagonal.md
  * trumpisten    -- docs/rules/trumpisten.md
  * chess         -- orthodox chess (to sanity-check the perft machinery)

and was written from the rule texts alone, without looking at the C code.
Everything favours "obviously correct" over "fast": positions are copied on
every move, legality is "make the move, then ask whether any enemy piece could
capture the mover's king", and the trihexagonal board is rebuilt from exact
integer coordinates of the kites' vertices (never from hand-written tables).

Usage:
    python3 refperft.py --variant {trihexagonal,trumpisten,chess}
                        [--fen FEN] [--divide] DEPTH
    python3 refperft.py --variant chess --files F --ranks R [--king-file X]
                        [--holes CELL,...] --fen FEN [--divide] DEPTH

With --divide one line "<move> <count>" per legal root move (sorted by move
text), and always a last line "nodes <N>".

Module use:
    v = make_variant('trihexagonal'); pos = v.parse_fen(v.START_FEN)
    perft(v, pos, 3); divide(v, pos, 3); v.legal_moves(pos)
"""

import argparse
import math
import sys
from fractions import Fraction

WHITE, BLACK = 'w', 'b'


def other(colour):
    return BLACK if colour == WHITE else WHITE


def colour_of(piece):
    return WHITE if piece.isupper() else BLACK


def piece_for(colour, kind):
    """kind is an upper-case letter."""
    return kind if colour == WHITE else kind.lower()


class Position(object):
    """Immutable-by-convention position.  board: tuple of piece letters or
    None, indexed by the variant's cell ids.  castling: frozenset of right
    letters.  ep: variant specific (None when there is no en passant)."""
    __slots__ = ('board', 'stm', 'castling', 'ep')

    def __init__(self, board, stm, castling, ep):
        self.board = tuple(board)
        self.stm = stm
        self.castling = frozenset(castling)
        self.ep = ep


class Move(object):
    __slots__ = ('frm', 'to', 'promo', 'kind', 'extra', 'text')

    def __init__(self, frm, to, promo=None, kind='normal', extra=None):
        self.frm = frm          # cell id
        self.to = to            # cell id
        self.promo = promo      # upper-case piece letter or None
        self.kind = kind        # 'normal', 'double', 'ep', 'castle'
        self.extra = extra      # kind specific data
        self.text = None        # filled in by the variant


# ---------------------------------------------------------------------------
# generic driver
# ---------------------------------------------------------------------------

class Variant(object):
    NAME = None
    START_FEN = None

    # subclasses provide: cell_name(i), pseudo_moves(pos), make(pos, move),
    # attacked(board, cell, by_colour), parse_fen(fen), move_text(move)

    def king_cell(self, board, colour):
        king = piece_for(colour, 'K')
        cells = [i for i, p in enumerate(board) if p == king]
        return cells[0] if cells else None

    def in_check(self, pos, colour):
        k = self.king_cell(pos.board, colour)
        if k is None:
            return False
        return self.attacked(pos.board, k, other(colour))

    def game_over_without_moves(self, pos):
        """Hook: positions that are over regardless of the moves."""
        return False

    def legal_moves(self, pos):
        """List of (move text, child position), every legal move once."""
        if self.game_over_without_moves(pos):
            return []
        result = []
        for mv in self.pseudo_moves(pos):
            child = self.make(pos, mv)
            if not self.in_check(child, pos.stm):
                result.append((self.move_text(mv), child))
        texts = [t for t, _ in result]
        assert len(texts) == len(set(texts)), 'duplicate move text: %r' % texts
        return result

    def move_text(self, mv):
        s = self.cell_name(mv.frm) + self.cell_name(mv.to)
        if mv.promo:
            s += mv.promo.lower()
        return s

    def play(self, pos, text):
        """The child position after the legal move written `text`."""
        for t, child in self.legal_moves(pos):
            if t == text:
                return child
        raise ValueError('illegal or unknown move %r' % text)

    def _fen_tail(self, pos, castling_order, ep_text):
        rights = ''.join(ch for ch in castling_order if ch in pos.castling)
        return ' %s %s %s 0 1' % (pos.stm, rights or '-', ep_text)


def perft(variant, pos, depth):
    if depth == 0:
        return 1
    moves = variant.legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(variant, child, depth - 1) for _, child in moves)


def divide(variant, pos, depth):
    """Returns a sorted list of (move text, count)."""
    if depth < 1:
        return []
    out = [(text, perft(variant, child, depth - 1))
           for text, child in variant.legal_moves(pos)]
    out.sort()
    return out


# ---------------------------------------------------------------------------
# Trihexagonal chess
# ---------------------------------------------------------------------------
#
# Exact integer coordinates: a point (u, v) stands for the real point
# (u * sqrt(3)/4, v / 4).  Hexagon (r, j) has its centre at
# x = sqrt(3) (j - r/2) -> u = 4j - 2r,  y = 1.5 r -> v = 6r.
# Hexagon vertex at angle t (30, 90, ...; distance 1) and edge midpoints at
# angle p (0, 60, ...; distance sqrt(3)/2) are the offsets below.

TRI_VERTEX = {30: (2, 2), 90: (0, 4), 150: (-2, 2),
              210: (-2, -2), 270: (0, -4), 330: (2, -2)}
TRI_MIDPOINT = {0: (2, 0), 60: (1, 3), 120: (-1, 3),
                180: (-2, 0), 240: (-1, -3), 300: (1, -3)}
ROLE_H, ROLE_M1, ROLE_T, ROLE_M2 = 0, 1, 2, 3
OPPOSITE_ROLE = {ROLE_H: ROLE_T, ROLE_T: ROLE_H,
                 ROLE_M1: ROLE_M2, ROLE_M2: ROLE_M1}


def _add(p, q):
    return (p[0] + q[0], p[1] + q[1])


def _sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def _scale(k, p):
    return (k * p[0], k * p[1])


def kite_vertices(r, j, theta):
    """(H, M1, T, M2) of the kite theta of hexagon (r, j), in order around
    the kite."""
    h = (4 * j - 2 * r, 6 * r)
    m1 = _add(h, TRI_MIDPOINT[(theta - 30) % 360])
    t = _add(h, TRI_VERTEX[theta])
    m2 = _add(h, TRI_MIDPOINT[(theta + 30) % 360])
    return (h, m1, t, m2)


def _float_check_kite(r, j, theta, verts):
    """Independent floating-point reconstruction of the spec's formulas."""
    s3 = math.sqrt(3.0)
    hx, hy = s3 * (j - r / 2.0), 1.5 * r
    rad = math.radians
    want = [
        (hx, hy),
        (hx + s3 / 2 * math.cos(rad(theta - 30)),
         hy + s3 / 2 * math.sin(rad(theta - 30))),
        (hx + math.cos(rad(theta)), hy + math.sin(rad(theta))),
        (hx + s3 / 2 * math.cos(rad(theta + 30)),
         hy + s3 / 2 * math.sin(rad(theta + 30))),
    ]
    for (u, v), (x, y) in zip(verts, want):
        assert abs(u * s3 / 4 - x) < 1e-9 and abs(v / 4.0 - y) < 1e-9


def _side_is_forward(verts, i, sign):
    """Is side i of the kite (vertices verts) a forward side for a pawn
    moving towards sign (+1 = up = white, -1 = down = black)?  The outward
    normal of a non-vertical side has a positive y component exactly when
    the kite's interior lies below the side's line.  (Comparing a point with
    a line is unchanged by the positive axis scaling of our units.)"""
    p, q = verts[i], verts[(i + 1) % 4]
    dx, dy = q[0] - p[0], q[1] - p[1]
    if dx == 0:
        return False                       # vertical side: never forward
    cx = Fraction(sum(v[0] for v in verts), 4)
    cy = Fraction(sum(v[1] for v in verts), 4)
    line_y = p[1] + (cx - p[0]) * Fraction(dy, dx)
    assert cy != line_y
    interior_below = cy < line_y
    return interior_below if sign > 0 else not interior_below


class TriGeometry(object):
    """All per-cell step tables of the trihexagonal board, derived from the
    vertex coordinates."""

    def __init__(self):
        # -- the board cells, indexed in rank order 1..8, left to right ---
        self.names = []
        self.rank = []
        self.verts = []
        letters = 'abcdef'
        for rank in range(1, 9):
            if rank % 2 == 1:
                r, thetas = (rank - 1) // 2, (150, 90, 30)
            else:
                r, thetas = rank // 2, (210, 270, 330)
            for j in range(3):
                for theta in thetas:
                    if theta in (150, 210):
                        name = letters[2 * j] + str(rank)
                    elif theta in (30, 330):
                        name = letters[2 * j + 1] + str(rank)
                    elif theta == 90:      # odd rank: the theta=30 letter
                        name = letters[2 * j + 1] + str(rank) + '/'
                    else:                  # 270, even rank: theta=210 letter
                        name = letters[2 * j] + str(rank) + '/'
                    v = kite_vertices(r, j, theta)
                    _float_check_kite(r, j, theta, v)
                    self.names.append(name)
                    self.rank.append(rank)
                    self.verts.append(v)
        self.n = len(self.names)
        assert self.n == 72
        self.index = {name: i for i, name in enumerate(self.names)}
        self.colour_white = []  # True for the vertical (white) kites
        for v in self.verts:
            self.colour_white.append(v[0][0] == v[2][0])

        # -- an extended tiling (all 6 kites of many hexagons) ------------
        ext = []
        for r in range(-3, 8):
            for j in range(-4, 8):
                for theta in (30, 90, 150, 210, 270, 330):
                    ext.append(kite_vertices(r, j, theta))
        self.ext = ext
        by_ht = {}
        for e, v in enumerate(ext):
            key = (v[ROLE_H], v[ROLE_T])
            assert key not in by_ht
            by_ht[key] = e
        by_vertex = {}
        for e, v in enumerate(ext):
            for p in v:
                by_vertex.setdefault(p, []).append(e)
        ext_to_board = {}
        for c, v in enumerate(self.verts):
            ext_to_board[by_ht[(v[ROLE_H], v[ROLE_T])]] = c
        self._ext_of = {c: e for e, c in ext_to_board.items()}

        def side(v, i):
            return frozenset((v[i], v[(i + 1) % 4]))

        def side_index(v, s):
            hits = [i for i in range(4) if side(v, i) == s]
            assert len(hits) == 1
            return hits[0]

        def shares_side(e1, e2):
            return len(set(ext[e1]) & set(ext[e2])) >= 2

        # -- orthogonal neighbours: side_nbr[c][i] = (cell, entry side) ----
        self.side_nbr = []
        for c in range(self.n):
            e = self._ext_of[c]
            v = ext[e]
            row = []
            for i in range(4):
                s = side(v, i)
                a, b = tuple(s)
                others = [k for k in by_vertex[a]
                          if k != e and k in by_vertex[b]]
                # in the full tiling every side is shared by exactly 2 kites
                assert len(others) == 1, (self.names[c], i, others)
                k = others[0]
                if k in ext_to_board:
                    row.append((ext_to_board[k], side_index(ext[k], s)))
                else:
                    row.append(None)
            self.side_nbr.append(row)

        # -- opposite side (the side sharing no vertex) ------------------
        self.opp_side = []
        for c in range(self.n):
            v = self.verts[c]
            row = []
            for i in range(4):
                js = [j for j in range(4)
                      if not (side(v, i) & side(v, j))]
                assert len(js) == 1
                row.append(js[0])
            self.opp_side.append(row)

        # -- diagonal steps: diag[c][role] = (cell, arrival role) or None --
        self.diag = []
        for c in range(self.n):
            e = self._ext_of[c]
            v = ext[e]
            h, t = v[ROLE_H], v[ROLE_T]
            assert len(by_vertex[h]) == 6 and len(by_vertex[t]) == 3
            row = []
            for role in range(4):
                if role == ROLE_H:
                    # opposite kite of the same hexagon: same H, T reflected
                    k = by_ht[(h, _sub(_scale(2, h), t))]
                    arrive = ROLE_H
                    assert ext[k][ROLE_H] == h
                elif role == ROLE_T:
                    # along the hexagon edge leaving T away from H, length 1
                    t2 = _sub(_scale(2, t), h)
                    h2 = _sub(_scale(3, t), _scale(2, h))
                    k = by_ht[(h2, t2)]
                    arrive = ROLE_T
                    # the edge T-T2 is an edge of the tiling (both hexagons
                    # next to it have it): T2 is a degree-3 vertex and
                    # |T2 - T| = 1
                    assert len(by_vertex[t2]) == 3
                    d = _sub(t2, t)
                    assert 3 * d[0] * d[0] + d[1] * d[1] == 16
                else:
                    m = v[role]
                    assert len(by_vertex[m]) == 4
                    cands = [k for k in by_vertex[m]
                             if k != e and not shares_side(e, k)]
                    assert len(cands) == 1
                    k = cands[0]
                    arrive = ext[k].index(m)
                    assert arrive in (ROLE_M1, ROLE_M2)
                if k in ext_to_board:
                    row.append((ext_to_board[k], arrive))
                else:
                    row.append(None)
            self.diag.append(row)

        # -- direction of each diagonal step (for pawn captures) ---------
        # through H: T->H; through T: H->T; through M: other M -> this M
        self.diag_dy = []
        for c in range(self.n):
            v = self.verts[c]
            row = []
            for role in range(4):
                if role == ROLE_H:
                    d = _sub(v[ROLE_H], v[ROLE_T])
                elif role == ROLE_T:
                    d = _sub(v[ROLE_T], v[ROLE_H])
                else:
                    d = _sub(v[role], v[OPPOSITE_ROLE[role]])
                row.append(d[1])
            self.diag_dy.append(row)

        self._build_piece_tables()

    # ---------------------------------------------------------------
    def orth_targets(self, c):
        return [x[0] for x in self.side_nbr[c] if x is not None]

    def diag_targets(self, c):
        return [x[0] for x in self.diag[c] if x is not None]

    def rook_ray(self, c, i):
        """Cells along the rook line leaving c through side i."""
        ray = []
        cur, out_side = c, i
        while True:
            step = self.side_nbr[cur][out_side]
            if step is None:
                break
            nxt, entry = step
            if nxt == c:               # completed a ring: never back home
                break
            assert nxt not in ray, 'rook line crosses itself'
            ray.append(nxt)
            cur, out_side = nxt, self.opp_side[nxt][entry]
        return ray

    def bishop_ray(self, c, role):
        ray = []
        cur, through = c, role
        while True:
            step = self.diag[cur][through]
            if step is None:
                break
            nxt, arrive = step
            assert nxt != c and nxt not in ray, 'bishop line crosses itself'
            ray.append(nxt)
            cur, through = nxt, OPPOSITE_ROLE[arrive]
        return ray

    def knight_targets(self, c):
        out = set()
        for step in self.side_nbr[c]:
            if step is None:
                continue           # Y must be a cell of the board
            y, entry = step
            on_s = {entry, (entry + 1) % 4}
            for role in range(4):
                if role in on_s:
                    continue
                d = self.diag[y][role]
                if d is not None:
                    out.add(d[0])
        return sorted(out)

    def _build_piece_tables(self):
        n = self.n
        self.rook_rays = [[r for r in (self.rook_ray(c, i) for i in range(4))
                           if r] for c in range(n)]
        self.bishop_rays = [[r for r in (self.bishop_ray(c, k)
                                         for k in range(4)) if r]
                            for c in range(n)]
        self.rook_reach = [set(x for r in self.rook_rays[c] for x in r)
                           for c in range(n)]
        self.bishop_reach = [set(x for r in self.bishop_rays[c] for x in r)
                             for c in range(n)]
        self.knight = [self.knight_targets(c) for c in range(n)]
        self.king = [sorted(set(self.orth_targets(c) + self.diag_targets(c)))
                     for c in range(n)]
        # pawns, per colour sign (+1 white, -1 black)
        self.pawn_fwd = {}      # sign -> [ [(Y, Z-or-None), ...] per cell ]
        self.pawn_cap = {}      # sign -> [ [target, ...] per cell ]
        for sign in (1, -1):
            fwd_all, cap_all = [], []
            for c in range(n):
                fwd = []
                for i in range(4):
                    step = self.side_nbr[c][i]
                    if step is None or not _side_is_forward(self.verts[c],
                                                            i, sign):
                        continue
                    y, entry = step
                    ex = self.opp_side[y][entry]
                    z = None
                    step2 = self.side_nbr[y][ex]
                    if step2 is not None and _side_is_forward(self.verts[y],
                                                              ex, sign):
                        z = step2[0]
                    fwd.append((y, z))
                cap = []
                for role in range(4):
                    d = self.diag[c][role]
                    dy = self.diag_dy[c][role]
                    if d is not None and dy * sign > 0:
                        cap.append(d[0])
                fwd_all.append(fwd)
                cap_all.append(cap)
            self.pawn_fwd[sign] = fwd_all
            self.pawn_cap[sign] = cap_all


class Trihexagonal(Variant):
    NAME = 'trihexagonal'
    START_FEN = 'rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQBKBNR w Kk - 0 1'
    PROMOTIONS = 'QRBN'
    KINDS = 'KQRBNP'

    def __init__(self):
        self.g = TriGeometry()
        ix = self.g.index
        self.castle = {
            # right: (king from, king to, rook from, rook to,
            #         must be empty, must not be attacked)
            'K': (ix['d1'], ix['f1/'], ix['f1'], ix['f2'],
                  [ix['e1'], ix['f1/'], ix['f2']],
                  [ix['d1'], ix['e1'], ix['f1/']]),
            'k': (ix['c8'], ix['a8/'], ix['a8'], ix['a7'],
                  [ix['b8'], ix['a8/'], ix['a7']],
                  [ix['c8'], ix['b8'], ix['a8/']]),
        }
        # a right is lost when anything moves from or to these cells
        self.right_cells = {'K': (ix['d1'], ix['f1']),
                            'k': (ix['c8'], ix['a8'])}

    def cell_name(self, c):
        return self.g.names[c]

    # -- FEN --------------------------------------------------------------
    def parse_fen(self, fen):
        g = self.g
        fields = fen.split()
        if len(fields) < 4:
            raise ValueError('FEN needs at least 4 fields')
        ranks = fields[0].split('/')
        if len(ranks) != 8:
            raise ValueError('need 8 ranks')
        board = [None] * g.n
        for k, text in enumerate(ranks):
            rank = 8 - k
            cells = [c for c in range(g.n) if g.rank[c] == rank]  # l-to-r
            pos = 0
            for ch in text:
                if ch.isdigit():
                    pos += int(ch)
                elif ch.upper() in self.KINDS:
                    if pos >= 9:
                        raise ValueError('rank %d too long' % rank)
                    board[cells[pos]] = ch
                    pos += 1
                else:
                    raise ValueError('bad FEN char %r' % ch)
            if pos != 9:
                raise ValueError('rank %d has %d cells' % (rank, pos))
        stm = fields[1]
        if stm not in (WHITE, BLACK):
            raise ValueError('bad side to move')
        castling = set()
        if fields[2] != '-':
            for ch in fields[2]:
                if ch not in 'Kk':
                    raise ValueError('bad castling field')
                castling.add(ch)
        ep = None
        if fields[3] != '-':
            y = g.index[fields[3]]
            ep = self._ep_from_fen(board, stm, y)
        return Position(board, stm, castling, ep)

    def _ep_from_fen(self, board, stm, y):
        """Find the pawn that double-stepped over y (it belongs to the side
        that just moved)."""
        g = self.g
        mover = other(stm)
        sign = 1 if mover == WHITE else -1
        second = 2 if mover == WHITE else 7
        pawn = piece_for(mover, 'P')
        cands = set()
        for x in range(g.n):
            if g.rank[x] != second or board[x] is not None:
                continue
            for (yy, z) in g.pawn_fwd[sign][x]:
                if yy == y and z is not None and board[z] == pawn:
                    cands.add(z)
        if not cands:
            return None           # no pawn could have double-stepped: ignore
        if len(cands) > 1:
            raise ValueError('ambiguous en passant cell %s' % g.names[y])
        return (y, cands.pop())

    def to_fen(self, pos):
        g = self.g
        rows = []
        for rank in range(8, 0, -1):
            text, empty = '', 0
            for c in range(g.n):
                if g.rank[c] != rank:
                    continue
                if pos.board[c] is None:
                    empty += 1
                    continue
                if empty:
                    text += str(empty)
                    empty = 0
                text += pos.board[c]
            rows.append(text + (str(empty) if empty else ''))
        ep = g.names[pos.ep[0]] if pos.ep is not None else '-'
        return '/'.join(rows) + self._fen_tail(pos, 'Kk', ep)

    # -- attacks ----------------------------------------------------------
    def attacks_from(self, board, c, target):
        """Could the piece on c capture on target (whatever stands there)?"""
        g = self.g
        p = board[c]
        kind = p.upper()
        if kind == 'P':
            sign = 1 if p.isupper() else -1
            return target in g.pawn_cap[sign][c]
        if kind in 'NA' and target in g.knight[c]:
            return True
        if kind == 'K':
            return target in g.king[c]
        rays = []
        if kind in 'RQ' and target in g.rook_reach[c]:
            rays += g.rook_rays[c]
        if kind in 'BQA' and target in g.bishop_reach[c]:
            rays += g.bishop_rays[c]
        for ray in rays:
            for x in ray:
                if x == target:
                    return True
                if board[x] is not None:
                    break
        return False

    def attacked(self, board, target, by):
        for c, p in enumerate(board):
            if p is not None and colour_of(p) == by:
                if self.attacks_from(board, c, target):
                    return True
        return False

    # -- move generation ---------------------------------------------------
    def pseudo_moves(self, pos):
        g = self.g
        board = pos.board
        us = pos.stm
        moves = []
        for c, p in enumerate(board):
            if p is None or colour_of(p) != us:
                continue
            kind = p.upper()
            if kind == 'P':
                self._pawn_moves(pos, c, moves)
                continue
            targets = set()
            if kind in 'NA':
                targets.update(g.knight[c])
            if kind == 'K':
                targets.update(g.king[c])
            elif kind != 'N':
                rays = []
                if kind in 'RQ':
                    rays += g.rook_rays[c]
                if kind in 'BQA':
                    rays += g.bishop_rays[c]
                for ray in rays:
                    for x in ray:
                        targets.add(x)
                        if board[x] is not None:
                            break
            for t in sorted(targets):
                if board[t] is None or colour_of(board[t]) != us:
                    moves.append(Move(c, t))
        # castling
        for right, (kf, kt, rf, rt, empty, safe) in self.castle.items():
            if right not in pos.castling:
                continue
            if (us == WHITE) != right.isupper():
                continue
            if board[kf] != piece_for(us, 'K') or \
                    board[rf] != piece_for(us, 'R'):
                continue
            if any(board[x] is not None for x in empty):
                continue
            if any(self.attacked(board, x, other(us)) for x in safe):
                continue
            moves.append(Move(kf, kt, kind='castle', extra=(rf, rt)))
        return moves

    def _pawn_moves(self, pos, c, moves):
        g = self.g
        board = pos.board
        us = pos.stm
        sign = 1 if us == WHITE else -1
        last = 8 if us == WHITE else 1
        second = 2 if us == WHITE else 7

        def add(t, kind='normal', extra=None):
            if g.rank[t] == last:
                for pr in self.PROMOTIONS:
                    moves.append(Move(c, t, pr, kind, extra))
            else:
                moves.append(Move(c, t, None, kind, extra))

        for y, z in g.pawn_fwd[sign][c]:
            if board[y] is not None:
                continue
            add(y)
            if g.rank[c] == second and z is not None and board[z] is None:
                add(z, 'double', y)
        for t in g.pawn_cap[sign][c]:
            if board[t] is not None:
                if colour_of(board[t]) != us:
                    add(t)
            elif pos.ep is not None and pos.ep[0] == t:
                victim = pos.ep[1]
                assert board[victim] == piece_for(other(us), 'P')
                add(t, 'ep', victim)

    def make(self, pos, mv):
        board = list(pos.board)
        piece = board[mv.frm]
        board[mv.frm] = None
        if mv.kind == 'ep':
            board[mv.extra] = None
        if mv.kind == 'castle':
            rf, rt = mv.extra
            board[rt] = board[rf]
            board[rf] = None
        board[mv.to] = piece_for(pos.stm, mv.promo) if mv.promo else piece
        castling = set(pos.castling)
        for right, cells in self.right_cells.items():
            if mv.frm in cells or mv.to in cells:
                castling.discard(right)
        if mv.kind == 'castle':
            castling.discard('K' if pos.stm == WHITE else 'k')
        ep = (mv.extra, mv.to) if mv.kind == 'double' else None
        return Position(board, other(pos.stm), castling, ep)


# ---------------------------------------------------------------------------
# rectangular boards (trumpisten, chess)
# ---------------------------------------------------------------------------

ORTH = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT = ((1, 2), (2, 1), (-1, 2), (-2, 1),
          (1, -2), (2, -1), (-1, -2), (-2, -1))


class RectVariant(Variant):
    FILES = 8
    RANKS = 8
    HOLES = ()

    def __init__(self):
        self.holes = set(self.sq(n) for n in self.HOLES)

    def sq(self, name):
        f = 'abcdefghijklmnop'.index(name[0])
        r = int(name[1:]) - 1
        return r * self.FILES + f

    def fr(self, c):
        return c % self.FILES, c // self.FILES

    def on(self, f, r):
        return (0 <= f < self.FILES and 0 <= r < self.RANKS and
                r * self.FILES + f not in self.holes)

    def at(self, f, r):
        return r * self.FILES + f

    def cell_name(self, c):
        f, r = self.fr(c)
        return 'abcdefghijklmnop'[f] + str(r + 1)

    def leaps(self, c, vectors):
        f, r = self.fr(c)
        return [self.at(f + df, r + dr) for df, dr in vectors
                if self.on(f + df, r + dr)]

    def slide(self, board, c, vectors, limit=None):
        """Cells reachable by sliding: every empty cell and the first
        occupied one on each line; lines end at edges and holes."""
        f0, r0 = self.fr(c)
        out = []
        for df, dr in vectors:
            f, r, n = f0, r0, 0
            while True:
                f, r, n = f + df, r + dr, n + 1
                if limit is not None and n > limit:
                    break
                if not self.on(f, r):
                    break
                x = self.at(f, r)
                out.append(x)
                if board[x] is not None:
                    break
        return out

    def attacked(self, board, target, by):
        for c, p in enumerate(board):
            if p is None or colour_of(p) != by:
                continue
            cells = (self.pawn_attack_cells(board, c) if p.upper() == 'P'
                     else self.reach(board, c))
            if target in cells:
                return True
        return False

    def pseudo_moves(self, pos):
        """Every piece's moves (pawns by the variant's _pawn_moves), then
        the variant's castling moves."""
        board = pos.board
        us = pos.stm
        moves = []
        for c, p in enumerate(board):
            if p is None or colour_of(p) != us:
                continue
            if p.upper() == 'P':
                self._pawn_moves(pos, c, moves)
                continue
            for t in self.reach(board, c):
                if board[t] is None or colour_of(board[t]) != us:
                    moves.append(Move(c, t))
        return moves + self.castling_moves(pos)

    def board_fen(self, board, hole_char=None):
        rows = []
        for r in range(self.RANKS - 1, -1, -1):
            text, empty = '', 0
            for f in range(self.FILES):
                x = self.at(f, r)
                if x in self.holes or board[x] is not None:
                    if empty:
                        text += str(empty)
                        empty = 0
                    text += hole_char if x in self.holes else board[x]
                else:
                    empty += 1
            rows.append(text + (str(empty) if empty else ''))
        return '/'.join(rows)

    def parse_board(self, text, hole_char=None):
        ranks = text.split('/')
        if len(ranks) != self.RANKS:
            raise ValueError('need %d ranks' % self.RANKS)
        board = [None] * (self.FILES * self.RANKS)
        for k, rtext in enumerate(ranks):
            r = self.RANKS - 1 - k
            f = 0
            i = 0
            while i < len(rtext):
                ch = rtext[i]
                if ch.isdigit():
                    j = i
                    while j < len(rtext) and rtext[j].isdigit():
                        j += 1
                    n = int(rtext[i:j])
                    for _ in range(n):
                        if self.at(f, r) in self.holes:
                            raise ValueError('empty count over a hole')
                        f += 1
                    i = j
                    continue
                if hole_char is not None and ch == hole_char:
                    if self.at(f, r) not in self.holes:
                        raise ValueError('hole marker on a playable square')
                elif ch.upper() in self.PIECES:
                    if f >= self.FILES or self.at(f, r) in self.holes:
                        raise ValueError('piece off board / on hole')
                    board[self.at(f, r)] = ch
                else:
                    raise ValueError('bad FEN char %r' % ch)
                f += 1
                i += 1
            if f != self.FILES:
                raise ValueError('rank %d has %d squares' % (r + 1, f))
        return board


# ---------------------------------------------------------------------------
# Trumpisten
# ---------------------------------------------------------------------------

class Trumpisten(RectVariant):
    NAME = 'trumpisten'
    FILES, RANKS = 5, 11
    HOLES = ('a5', 'e5', 'a7', 'e7')
    PIECES = 'PNRQAK'
    PROMOTIONS = 'QNR'
    START_FEN = 'ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/PPKPP w AEae - 0 1'

    def __init__(self):
        RectVariant.__init__(self)
        self.trump = set((self.sq('a6'), self.sq('e6')))
        s = self.sq
        # right: (king home, partner home, cell between (king's target))
        self.rights = {
            'A': (s('c1'), s('a1'), s('b1')),
            'E': (s('c1'), s('e1'), s('d1')),
            'a': (s('c11'), s('a11'), s('b11')),
            'e': (s('c11'), s('e11'), s('d11')),
        }

    def parse_fen(self, fen):
        fields = fen.split()
        if len(fields) < 3:
            raise ValueError('FEN needs at least 3 fields')
        board = self.parse_board(fields[0], hole_char='*')
        stm = fields[1]
        if stm not in (WHITE, BLACK):
            raise ValueError('bad side to move')
        castling = set()
        if fields[2] != '-':
            for ch in fields[2]:
                if ch not in self.rights:
                    raise ValueError('bad castling right %r' % ch)
                king_home, pawn_home, _ = self.rights[ch]
                col = WHITE if ch.isupper() else BLACK
                if board[king_home] != piece_for(col, 'K') or \
                        board[pawn_home] != piece_for(col, 'P'):
                    raise ValueError('castling right %s invalid' % ch)
                castling.add(ch)
        return Position(board, stm, castling, None)

    def to_fen(self, pos):
        return self.board_fen(pos.board, '*') + \
            self._fen_tail(pos, 'AEae', '-')

    def game_over_without_moves(self, pos):
        for col in (WHITE, BLACK):
            if not any(p is not None and colour_of(p) == col and
                       p.upper() != 'K' for p in pos.board):
                return True                      # bare king
        return False

    def reach(self, board, c):
        """Non-pawn pieces: cells the piece could move or capture to
        (occupancy of the final cell not considered)."""
        kind = board[c].upper()
        if kind == 'N':
            return self.leaps(c, KNIGHT)
        if kind == 'K':
            return self.leaps(c, ORTH + DIAG)
        if kind == 'R':
            return self.slide(board, c, ORTH)
        if kind == 'Q':
            return self.slide(board, c, ORTH + DIAG, limit=3)
        if kind == 'A':
            return self.slide(board, c, ORTH + DIAG) + \
                self.slide(board, c, KNIGHT)      # nightrider
        raise AssertionError(kind)

    def pawn_attacks(self, board, c):
        """Straight ahead 1, or 2 when the first is empty."""
        p = board[c]
        d = 1 if p.isupper() else -1
        f, r = self.fr(c)
        out = []
        if self.on(f, r + d):
            out.append(self.at(f, r + d))
            if board[self.at(f, r + d)] is None and self.on(f, r + 2 * d):
                out.append(self.at(f, r + 2 * d))
        return out

    def pawn_attack_cells(self, board, c):
        return self.pawn_attacks(board, c)

    def castling_moves(self, pos):
        board = pos.board
        us = pos.stm
        moves = []
        # castling (isO1): king one step towards the corner pawn, the pawn
        # jumps to the king's square.
        for right in sorted(pos.castling):
            if (right.isupper()) != (us == WHITE):
                continue
            king_home, pawn_home, between = self.rights[right]
            if board[king_home] != piece_for(us, 'K') or \
                    board[pawn_home] != piece_for(us, 'P'):
                continue
            if board[between] is not None:
                continue
            if self.attacked(board, king_home, other(us)):
                continue                           # king in check
            if self.attacked(board, between, other(us)):
                continue                           # destination attacked
            moves.append(Move(king_home, pawn_home, kind='castle',
                              extra=(between, pawn_home, king_home)))
        return moves

    def _pawn_moves(self, pos, c, moves):
        board = pos.board
        us = pos.stm
        d = 1 if us == WHITE else -1
        last = self.RANKS - 1 if us == WHITE else 0
        f, r = self.fr(c)

        def add(t):
            if self.fr(t)[1] == last:
                for pr in self.PROMOTIONS:
                    moves.append(Move(c, t, pr))
            else:
                moves.append(Move(c, t))

        def enemy_or_empty(x):
            return board[x] is None or colour_of(board[x]) != us

        if self.on(f, r + d):
            one = self.at(f, r + d)
            if enemy_or_empty(one):
                add(one)                       # move or capture 1
            if board[one] is None and self.on(f, r + 2 * d):
                two = self.at(f, r + 2 * d)
                if enemy_or_empty(two):
                    add(two)                   # slide 2, may capture
        for df in (-1, 1):
            if self.on(f + df, r + d):
                x = self.at(f + df, r + d)
                if board[x] is None:
                    add(x)                     # diagonal: empty only

    def move_text(self, mv):
        # castling is written as the king moving onto the partner's square
        return self.cell_name(mv.frm) + self.cell_name(mv.to) + \
            (mv.promo.lower() if mv.promo else '')

    def make(self, pos, mv):
        board = list(pos.board)
        us = pos.stm
        if mv.kind == 'castle':
            king_to, pawn_from, pawn_to = mv.extra
            king = board[mv.frm]
            pawn = board[pawn_from]
            board[mv.frm] = None
            board[pawn_from] = None
            board[king_to] = king
            board[pawn_to] = pawn
            touched = (mv.frm, pawn_from, king_to, pawn_to)
        else:
            piece = board[mv.frm]
            board[mv.frm] = None
            if mv.promo:
                piece = piece_for(us, mv.promo)
            if mv.to in self.trump and piece.upper() != 'K':
                piece = piece_for(us, 'A')
            board[mv.to] = piece
            touched = (mv.frm, mv.to)
        castling = set()
        for right in pos.castling:
            king_home, pawn_home, _ = self.rights[right]
            if king_home in touched or pawn_home in touched:
                continue
            castling.add(right)
        return Position(board, other(us), castling, None)


# ---------------------------------------------------------------------------
# orthodox chess (sanity check of the machinery)
# ---------------------------------------------------------------------------

class Chess(RectVariant):
    """Orthodox chess, and the same pieces and rules on a board of `files`
    x `ranks` (at most 16 x 16) with the kings' home file `king_file`:
    pawns step twice from their second rank and promote on the last one;
    castling moves the king two cells towards the rook in the corner of
    its first rank, and that rook over the king to the cell it crossed
    (every cell between them empty, the king's three cells unattacked;
    no castling towards a corner less than three files away).  `holes`
    names cells that are not on the board (FEN '*'): lines stop before
    them, leaps may pass over them."""
    NAME = 'chess'
    PIECES = 'PNBRQK'
    PROMOTIONS = 'QRBN'
    START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

    def __init__(self, files=8, ranks=8, king_file='e', holes=()):
        self.FILES, self.RANKS, self.HOLES = files, ranks, tuple(holes)
        RectVariant.__init__(self)
        kf = 'abcdefghijklmnop'.index(king_file)
        # right: king from, king to, rook from, rook to, empty, not attacked
        self.castle = {}
        self.right_cells = {}
        for right, r in (('K', 0), ('Q', 0), ('k', ranks - 1),
                         ('q', ranks - 1)):
            side = 1 if right in 'Kk' else -1
            rook = files - 1 if side > 0 else 0
            if (rook - kf - 2 * side) * side <= 0:
                continue  # no room between the king and that corner
            between = range(min(kf, rook) + 1, max(kf, rook))
            self.castle[right] = (
                self.at(kf, r), self.at(kf + 2 * side, r), self.at(rook, r),
                self.at(kf + side, r), [self.at(f, r) for f in between],
                [self.at(kf + k * side, r) for k in range(3)])
            self.right_cells[right] = (self.at(kf, r), self.at(rook, r))

    def parse_fen(self, fen):
        fields = fen.split()
        board = self.parse_board(fields[0], '*' if self.holes else None)
        stm = fields[1]
        castling = set(fields[2]) - set('-')
        ep = None
        if len(fields) > 3 and fields[3] != '-':
            ep = self.sq(fields[3])
        return Position(board, stm, castling, ep)

    def to_fen(self, pos):
        ep = self.cell_name(pos.ep) if pos.ep is not None else '-'
        return (self.board_fen(pos.board, '*' if self.holes else None) +
                self._fen_tail(pos, 'KQkq', ep))

    def reach(self, board, c):
        kind = board[c].upper()
        if kind == 'N':
            return self.leaps(c, KNIGHT)
        if kind == 'K':
            return self.leaps(c, ORTH + DIAG)
        if kind == 'R':
            return self.slide(board, c, ORTH)
        if kind == 'B':
            return self.slide(board, c, DIAG)
        if kind == 'Q':
            return self.slide(board, c, ORTH + DIAG)
        raise AssertionError(kind)

    def pawn_captures(self, colour, c):
        d = 1 if colour == WHITE else -1
        return self.leaps(c, ((-1, d), (1, d)))

    def pawn_attack_cells(self, board, c):
        return self.pawn_captures(colour_of(board[c]), c)

    def castling_moves(self, pos):
        board = pos.board
        us = pos.stm
        moves = []
        for right, (kf, kt, rf, rt, empty, safe) in self.castle.items():
            if right not in pos.castling or right.isupper() != (us == WHITE):
                continue
            if board[kf] != piece_for(us, 'K') or \
                    board[rf] != piece_for(us, 'R'):
                continue
            if any(board[x] is not None for x in empty):
                continue
            if any(self.attacked(board, x, other(us)) for x in safe):
                continue
            moves.append(Move(kf, kt, kind='castle', extra=(rf, rt)))
        return moves

    def _pawn_moves(self, pos, c, moves):
        board = pos.board
        us = pos.stm
        d = 1 if us == WHITE else -1
        last = self.RANKS - 1 if us == WHITE else 0
        start = 1 if us == WHITE else self.RANKS - 2
        f, r = self.fr(c)

        def add(t, kind='normal', extra=None):
            if self.fr(t)[1] == last:
                for pr in self.PROMOTIONS:
                    moves.append(Move(c, t, pr, kind, extra))
            else:
                moves.append(Move(c, t, None, kind, extra))

        if self.on(f, r + d) and board[self.at(f, r + d)] is None:
            add(self.at(f, r + d))
            if r == start and self.on(f, r + 2 * d) and \
                    board[self.at(f, r + 2 * d)] is None:
                add(self.at(f, r + 2 * d), 'double', self.at(f, r + d))
        for t in self.pawn_captures(us, c):
            if board[t] is not None:
                if colour_of(board[t]) != us:
                    add(t)
            elif pos.ep == t:
                add(t, 'ep', self.at(self.fr(t)[0], r))

    def make(self, pos, mv):
        board = list(pos.board)
        piece = board[mv.frm]
        board[mv.frm] = None
        if mv.kind == 'ep':
            board[mv.extra] = None
        if mv.kind == 'castle':
            rf, rt = mv.extra
            board[rt] = board[rf]
            board[rf] = None
        board[mv.to] = piece_for(pos.stm, mv.promo) if mv.promo else piece
        castling = set(pos.castling)
        for right, cells in self.right_cells.items():
            if mv.frm in cells or mv.to in cells:
                castling.discard(right)
        ep = mv.extra if mv.kind == 'double' else None
        return Position(board, other(pos.stm), castling, ep)


class TrihexagonalArchbishop(Trihexagonal):
    """variants/trihexagonal-archbishop.ini in words: Trihexagonal Chess
    with an archbishop (bishop + knight of the spec) in place of the
    bishop on d1/ (black: c8/), and promotion to it too."""
    NAME = 'trihexagonal-archbishop'
    START_FEN = 'rnbkaqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQAKBNR w Kk - 0 1'
    PROMOTIONS = 'QARBN'
    KINDS = 'KQARBNP'


VARIANTS = {'trihexagonal': Trihexagonal, 'trumpisten': Trumpisten,
            'chess': Chess,
            'trihexagonal-archbishop': TrihexagonalArchbishop}
_CACHE = {}


def make_variant(name, **board):
    """board: files, ranks, king_file, holes -- for 'chess' only."""
    key = (name,) + tuple(sorted(board.items()))
    if key not in _CACHE:
        _CACHE[key] = VARIANTS[name](**board)
    return _CACHE[key]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--variant', required=True, choices=sorted(VARIANTS))
    ap.add_argument('--fen', default=None)
    ap.add_argument('--moves', default='',
                    help='space-separated moves to play from the FEN first '
                         '(to drill into a divide mismatch)')
    ap.add_argument('--show-fen', action='store_true',
                    help='print "fen <FEN>" of the position searched first')
    ap.add_argument('--divide', action='store_true')
    ap.add_argument('--files', type=int, default=None,
                    help='chess only: board width, 3..16 (with --fen)')
    ap.add_argument('--ranks', type=int, default=None,
                    help='chess only: board height, 4..16 (with --fen)')
    ap.add_argument('--king-file', default=None,
                    help='chess only: the kings\' home file (default e)')
    ap.add_argument('--holes', default=None,
                    help='chess only: cells that are holes, e.g. a1,p16')
    ap.add_argument('depth', type=int)
    args = ap.parse_args(argv)
    if args.holes is not None:
        args.holes = tuple(args.holes.split(','))
    board = {k: getattr(args, k) for k in ('files', 'ranks', 'king_file',
                                           'holes')
             if getattr(args, k) is not None}
    if board and args.variant != 'chess':
        ap.error('--files, --ranks, --king-file, --holes: chess only')
    if (board.get('files', 8), board.get('ranks', 8)) != (8, 8) and \
            not args.fen:
        ap.error('a board other than 8 x 8 needs --fen')
    v = make_variant(args.variant, **board)
    pos = v.parse_fen(args.fen or v.START_FEN)
    for text in args.moves.split():
        pos = v.play(pos, text)
    if args.show_fen:
        print('fen %s' % v.to_fen(pos))
    if args.divide and args.depth >= 1:
        total = 0
        for text, n in divide(v, pos, args.depth):
            print('%s %d' % (text, n))
            total += n
    else:
        total = perft(v, pos, args.depth)
    print('nodes %d' % total)
    return 0


if __name__ == '__main__':
    sys.exit(main())
