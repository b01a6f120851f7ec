#!/usr/bin/env python3
"""test_hexperft.py - Glinski's and McCooey's hexagonal chess: the
reference generator hexperft.py against the rules pages' own statements,
then the library against hexperft.py, move by move, from the start
positions, from positions that exercise the special rules and from
positions of random play; and McCooey's published sample games through
the library's SAN reader and writer.

Run:  python3 tests/ref/test_hexperft.py    (about 30 s)
The library's side runs the built examples/vchess-perft (directory from
VCHESS_EXAMPLES_DIR, default "examples"); the games need the Python
binding (VARIANTCHESS_LIBRARY) and are skipped without it.
"""

import os
import random
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
import hexperft as H  # noqa: E402
from cli_divide import library_divide  # noqa: E402

GLINSKI = H.make_variant('glinski')
STALEMATE = 'k/3/5/5Q1/2K6/11/11/11/11/11/11 b - - 0 1'
MCCOOEY = H.make_variant('mccooey')


def moves_from(v, fen, cell):
    pos = v.parse_fen(fen)
    return sorted(v.text(m)[len(cell):] for m, _ in v.legal(pos)
                  if v.text(m).startswith(cell) and
                  v.g.name[m[0]] == cell)


class Reference(unittest.TestCase):
    """hexperft.py against the statements of glinski.md and mccooey.md."""

    def test_board(self):
        g = GLINSKI.g
        self.assertEqual(len(g.cells), 91)
        self.assertEqual([len(r) for r in g.fen_ranks],
                         [1, 3, 5, 7, 9, 11, 11, 11, 11, 11, 11])
        self.assertNotIn('j1', g.index)
        self.assertIn('l6', g.index)
        self.assertIn('j7', MCCOOEY.g.index)
        self.assertNotIn('l1', MCCOOEY.g.index)

    def test_glinski_first_moves(self):
        pos = GLINSKI.parse_fen(GLINSKI.START_FEN)
        self.assertEqual(H.perft(GLINSKI, pos, 1), 51)
        by = {}
        for m, _ in GLINSKI.legal(pos):
            kind = pos['board'][m[0]][1]
            by[kind] = by.get(kind, 0) + 1
        self.assertEqual(by, {'p': 17, 'b': 12, 'r': 6, 'n': 8, 'q': 6,
                              'k': 2})

    def test_mccooey_first_moves(self):
        pos = MCCOOEY.parse_fen(MCCOOEY.START_FEN)
        self.assertEqual(H.perft(MCCOOEY, pos, 1), 31)
        fen = MCCOOEY.START_FEN
        self.assertEqual(moves_from(MCCOOEY, fen, 'e2'),
                         ['b1', 'c3', 'd4', 'f5', 'g4'])
        self.assertEqual(moves_from(MCCOOEY, fen, 'g2'),
                         ['e4', 'f5', 'h4', 'i3', 'j1'])
        self.assertEqual(moves_from(MCCOOEY, fen, 'f4'), ['f5'])

    def test_lines_from_f6(self):
        # a queen on f6 reaches the twelve lines of glinski.md section 2
        fen = '1/3/5/7/9/5Q5/11/11/11/k10/9K1 w - - 0 1'
        self.assertEqual(moves_from(GLINSKI, fen, 'f6'), sorted(
            'f7 f8 f9 f10 f11 f5 f4 f3 f2 f1 e6 d6 c6 b6 a6 g6 h6 i6 k6 l6 '
            'e5 d4 c3 b2 a1 g5 h4 i3 k2 l1 g7 h8 e7 d8 h5 k4 d5 b4 g4 h2 '
            'e4 d2'.split()))

    def test_glinski_pawn_captures(self):
        # glinski.md: a pawn on b5 takes on a5 and c6
        fen = 'k/3/5/7/9/2p8/pP9/11/11/11/10K w - - 0 1'
        self.assertEqual(moves_from(GLINSKI, fen, 'b5'), ['a5', 'b6', 'c6'])

    def test_mccooey_pawn_captures(self):
        # mccooey.md: e3 takes on d4 and f5, never straight ahead
        fen = 'k/3/5/7/9/11/5p5/3pp6/4P6/11/10K w - - 0 1'
        self.assertEqual(moves_from(MCCOOEY, fen, 'e3'), ['d4', 'f5'])

    def test_en_passant(self):
        # e4-e6 passes e5, which a black pawn on d5 could take
        v = GLINSKI
        fen = 'k/3/5/7/9/11/3p7/4P6/11/11/10K w - - 0 1'
        pos = H.play_texts(v, v.parse_fen(fen), ['e4e6'])
        self.assertEqual(v.g.name[pos['ep']], 'e5')
        after = H.play_texts(v, pos, ['d5e5'])
        self.assertEqual(sorted(v.g.name[c] for c in after['board']),
                         ['e5', 'f11', 'l1'])

    def test_promotion(self):
        fen = '1/3/5/7/9/1P9/11/11/11/11/k9K w - - 0 1'
        self.assertEqual(moves_from(GLINSKI, fen, 'b6'),
                         ['b7b', 'b7n', 'b7q', 'b7r'])

    def test_double_step_after_capture_onto_start_cell(self):
        # d3 takes on e4, another pawn's start cell: it may step twice
        v = GLINSKI
        fen = 'k/3/5/7/9/11/11/4p6/3P7/11/10K w - - 0 1'
        pos = H.play_texts(v, v.parse_fen(fen), ['d3e4'])
        pos['side'] = 0
        self.assertIn('e4e6', [v.text(m) for m, _ in v.legal(pos)])

    def test_stalemate(self):
        # black king f11; white queen h8 and king d7 hold its five cells
        fen = STALEMATE
        self.assertEqual(GLINSKI.result(GLINSKI.parse_fen(fen)),
                         'stalemate')

    def test_colour_symmetry(self):
        """A random position and its mirror image (top for bottom, colours
        swapped) have the same number of moves to depth 2."""
        for v in (GLINSKI, MCCOOEY):
            g = v.g
            mirror = {c: (c[0], c[2], c[1]) for c in g.cells}
            for seed in range(3):
                pos = H.random_position(v, seed, 12)
                twin = {'board': {mirror[c]: (1 - col, k) for c, (col, k)
                                  in pos['board'].items()},
                        'side': 1 - pos['side'],
                        'ep': mirror[pos['ep']] if pos['ep'] else None}
                self.assertEqual(H.perft(v, pos, 2), H.perft(v, twin, 2))


class Library(unittest.TestCase):
    """The library's divide equals the reference's, move by move."""

    def compare(self, v, fen, depth):
        ours = library_divide(v.NAME, fen, depth)
        pos = v.parse_fen(fen or v.START_FEN)
        ref = dict(H.divide(v, pos, depth))
        self.assertTrue(ref or ours == {}, 'no moves')
        for move in sorted(set(ours) | set(ref)):
            self.assertEqual(ours.get(move), ref.get(move),
                             '%s %s depth %d, move %s' %
                             (v.NAME, fen or 'startpos', depth, move))

    def test_start_positions(self):
        self.compare(GLINSKI, None, 3)
        self.compare(MCCOOEY, None, 3)

    def test_random_play(self):
        for v in (GLINSKI, MCCOOEY):
            for seed in range(12):
                fen = v.fen(H.random_position(v, 1000 + seed, 20 + seed * 5))
                with self.subTest(variant=v.NAME, fen=fen):
                    self.compare(v, fen, 2)

    def test_special_rules(self):
        cases = [
            # en passant at the root: e4-e6 just played, d5 may take e5
            (GLINSKI, 'k/3/5/7/9/4P6/3p7/11/11/11/10K b - e5 0 1', 3),
            # promotion both ways, with captures onto the edge
            (GLINSKI, '1/3/5/1n5/1P7/11/11/11/11/1p9/k9K w - - 0 1', 3),
            (MCCOOEY, '1/3/5/1n5/1P7/11/11/11/11/1p9/k9K w - - 0 1', 3),
            # double steps beside pawns that may take en passant
            (MCCOOEY, 'k/3/5/ppppppp/9/11/11/5P5/4PBP4/3P1B1P3/2P1K3P2 '
                      'w - - 0 1', 3),
            (GLINSKI, 'k/3/5/7/ppppppppp/11/5P5/4P1P4/3P3P3/2P5P2/'
                      '1P4K2P1 w - - 0 1', 3),
            # stalemate: no moves
            (GLINSKI, STALEMATE, 1),
        ]
        for v, fen, depth in cases:
            with self.subTest(variant=v.NAME, fen=fen):
                self.compare(v, fen, depth)


DATA = os.environ.get('VCHESS_TEST_DATA') or os.path.dirname(HERE)
BIG = os.path.join(DATA, 'data', 'big-hexagons.ini')
BIG_FEN = ('k/3/1q3/7/r3b3n/11/2p7p2/15/7p7/6p1p6/6pPp6/3N7B3/6P1P6/15/'
           '2R4K4Q2 w - - 0 1')


class BigBoard(unittest.TestCase):
    """169 cells (side 8, tests/data/big-hexagons.ini), past the 128
    cells of the quicker sets: the library against the reference."""

    def compare(self, v, name, fen, depth):
        ours = library_divide(name, fen, depth, variant_file=BIG)
        ref = dict(H.divide(v, v.parse_fen(fen), depth))
        self.assertTrue(ref)
        for move in sorted(set(ours) | set(ref)):
            self.assertEqual(ours.get(move), ref.get(move),
                             '%s %s depth %d, move %s' %
                             (name, fen, depth, move))

    def test_side_8(self):
        for variant in ('glinski', 'mccooey'):
            v = H.make_variant(variant, 8)
            self.assertEqual(len(v.g.cells), 169)
            with self.subTest(variant=variant):
                self.compare(v, variant + '8', BIG_FEN, 2)
            rng = random.Random(variant)
            pos = v.parse_fen(BIG_FEN)
            for _ in range(16):
                moves = v.legal(pos)
                if not moves:
                    break
                pos = rng.choice(moves)[1]
            with self.subTest(variant=variant, fen=v.fen(pos)):
                self.compare(v, variant + '8', v.fen(pos), 2)


# McCooey's sample games (the sources of mccooey.md), in his notation:
# (moves, True when the last one mates)
GAMES = [
    ("g5 f7 Ne4 fxg5 Ng6 Ne7 Ni7+ Kg9 Bi5+ h7 Be6+ Kh8 Bj7+ Kg7 Qh5#", True),
    ("d4 f7 e5 fxe5 fxe5 Nh6 Ne4 Ng7 Be3 e6 d5 Nxe5 Bj5 Rg9 g5 Nxf3 Qxf3 "
     "Nf5 Ng6 Nxe2 Ni7+ Kh9 Nf8#", True),
    ("g5 Ne7 Nh4 d6 Nk3 Bh7 Ng4 g6 c3 Bg8 Ra1 f7 Bg3 fxg5 Bd5 Nh6 fxg5 "
     "Bxd5+ cxd5 Nxg4 Qxg4 Qg7 Qe7+ Kg9 Be6+ Bf8 Bxf8+ Qxf8 Qxf8+ Kxf8 "
     "Nh5+ Kg7 Nxg8 Kxg8 Bd3+ Kg7 Bxh9 Nxh9 h4 gxh4 Rh6+ Kg8 R1xh4 Re10 "
     "Ri4 Ng7 Re7+ Kf9 Rf6+ Kd8 Rff8 Nj5 Rxd6+ Ke9 Rg8+", False),
]


class SampleGames(unittest.TestCase):
    """Every move reads, the library writes it back as McCooey wrote it
    (checks, mates and disambiguation included), and the mates mate."""

    def test_mccooey_games(self):
        if not os.environ.get('VARIANTCHESS_LIBRARY'):
            self.skipTest('no shared library (VARIANTCHESS_LIBRARY)')
        import variantchess
        for text, mates in GAMES:
            with variantchess.Game('mccooey') as game:
                for san in text.split():
                    move = game.parse_san(san)
                    self.assertEqual(game.san(move), san)
                    game.push(move)
                outcome = game.outcome()
                if not mates:
                    self.assertIsNone(outcome)
                    continue
                self.assertEqual(outcome.termination,
                                 variantchess.Termination.CHECKMATE)
                self.assertTrue(outcome.winner)


if __name__ == '__main__':
    unittest.main()
