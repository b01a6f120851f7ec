#!/usr/bin/env python3
"""Unit tests of the reference move generator refperft.py.

Run:  python3 tests/ref/test_refperft.py      (or python3 -m unittest ...)
Takes a few seconds.  Checks the published perft numbers, every concrete
example of the rule texts, a few special rules, and colour symmetry
(a position and its colour-swapped mirror image must have the same divide).
"""

import os
import random
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import refperft as R  # noqa: E402

KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'


def names(variant, cells):
    return ' '.join(variant.cell_name(c) for c in cells)


class PublishedPerft(unittest.TestCase):
    def check(self, name, fen, numbers):
        v = R.make_variant(name)
        pos = v.parse_fen(fen or v.START_FEN)
        for depth, want in enumerate(numbers, 1):
            self.assertEqual(R.perft(v, pos, depth), want,
                             '%s perft(%d) of %s' % (name, depth, fen))

    def test_trihexagonal_start(self):      # spec section 6
        self.check('trihexagonal', None, [18, 319, 6479])

    def test_trumpisten_start(self):        # spec section 5
        self.check('trumpisten', None, [17, 289, 6527])

    def test_chess_start(self):
        self.check('chess', None, [20, 400, 8902])

    def test_chess_kiwipete(self):
        self.check('chess', KIWIPETE, [48, 2039])

    def test_chess_other_known_positions(self):
        # chessprogramming.org "Perft Results" positions 3, 4, 5
        self.check('chess', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
                   [14, 191, 2812])
        self.check('chess', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/'
                   'Pp1P2PP/R2Q1RK1 w kq - 0 1', [6, 264])
        self.check('chess', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/'
                   'RNBQK2R w KQ - 1 8', [44, 1486])

    def test_divide_sums_to_perft(self):
        v = R.make_variant('trihexagonal')
        pos = v.parse_fen(v.START_FEN)
        d = R.divide(v, pos, 2)
        self.assertEqual(len(d), 18)
        self.assertEqual(sum(n for _, n in d), 319)
        self.assertEqual([t for t, _ in d], sorted(t for t, _ in d))


class TrihexGeometry(unittest.TestCase):
    """Every concrete statement of trihexagonal.md sections 1-5."""

    @classmethod
    def setUpClass(cls):
        cls.v = R.make_variant('trihexagonal')
        cls.g = cls.v.g

    def cell(self, name):
        return self.g.index[name]

    def test_cells(self):
        self.assertEqual(self.g.n, 72)
        self.assertEqual(sum(self.g.colour_white), 24)
        for r in range(1, 9):
            self.assertEqual(self.g.rank.count(r), 9)
        # spec section 2 naming examples: hexagon (r, j), kite theta
        for name, (r, j, th) in [('a1', (0, 0, 150)), ('b1/', (0, 0, 90)),
                                 ('b1', (0, 0, 30)), ('c1', (0, 1, 150)),
                                 ('a2', (1, 0, 210)), ('a2/', (1, 0, 270)),
                                 ('b2', (1, 0, 330)), ('f8', (4, 2, 330))]:
            self.assertEqual(self.g.verts[self.cell(name)],
                             R.kite_vertices(r, j, th), name)

    def test_pawn_table(self):
        table = {'b2': ('b3', 'c4/', 'a3 c3'),
                 'b3': ('b3/ c4/', '', 'c4 e4'),
                 'e2/': ('e2 f2', '', 'f3/'),
                 'd5/': ('d6 e6', '', 'e8/')}
        for c, (fwd, dbl, cap) in table.items():
            i = self.cell(c)
            got_fwd = sorted(y for y, _ in self.g.pawn_fwd[1][i])
            self.assertEqual(names(self.v, got_fwd),
                             ' '.join(sorted(fwd.split(), key=self.cell)), c)
            self.assertEqual(' '.join(sorted(names(self.v, self.g.pawn_cap[1][i]).split())), cap, c)
            if self.g.rank[i] == 2:      # double step only from rank 2
                got_dbl = [z for _, z in self.g.pawn_fwd[1][i] if z is not None]
                self.assertEqual(names(self.v, got_dbl), dbl, c)
        # the double step in play: b2c4/ is legal from the start
        pos = self.v.parse_fen(self.v.START_FEN)
        self.assertIn('b2c4/', [t for t, _ in self.v.legal_moves(pos)])

    def test_bishop_d4(self):
        rays = set(names(self.v, r) for r in self.g.bishop_rays[self.cell('d4')])
        self.assertEqual(rays, {'c5 b6 a7', 'e5 f6', 'c3 b2 a1', 'e3 f2'})

    def test_rook_rings(self):
        rays = [names(self.v, r) for r in self.g.rook_rays[self.cell('c1')]]
        self.assertEqual(sorted(rays), sorted([
            'd1/ e2 e3 e4/ e4 d4 c4/ b3 b2 b1/ b1',
            'b1 b1/ b2 b3 c4/ d4 e4 e4/ e3 e2 d1/',
            'c2/ c2 b2 a2/']))
        # b6: complete ring + an arc; a rook on c5 reaches b6 three ways
        ring = 'b6 b5/ b5 c5 d5/ e6 e7 e8/ e8 d8 c8/ b7'.split()
        b6rays = [names(self.v, r).split() for r in
                  self.g.rook_rays[self.cell('b6')]]
        self.assertIn(ring[1:], b6rays)
        self.assertIn(list(reversed(ring[1:])), b6rays)
        ways = sum(self.cell('b6') in r for r in
                   self.g.rook_rays[self.cell('c5')])
        self.assertEqual(ways, 3)
        # ... and it is still one move
        pos = self.v.parse_fen('k8/9/9/3R5/9/9/9/8K w - - 0 1')
        self.assertEqual(self.g.names[[c for c, p in enumerate(pos.board)
                                       if p == 'R'][0]], 'c5')
        texts = [t for t, _ in self.v.legal_moves(pos)]
        self.assertEqual(texts.count('c5b6'), 1)

    def test_one_orthogonal_neighbour(self):
        self.assertEqual(names(self.v, self.g.orth_targets(self.cell('f1'))), 'f1/')
        self.assertEqual(names(self.v, self.g.orth_targets(self.cell('a8'))), 'a8/')

    def test_knight(self):
        self.assertEqual(names(self.v, self.g.knight[self.cell('d4')]),
                         'b1/ c2/ b3/ d3 e4/ f5 e6')
        self.assertEqual(names(self.v, self.g.knight[self.cell('b1')]),
                         'd1/ a2/ d2 d3/ c4/')
        asym = [(x, z) for x in range(72) for z in self.g.knight[x]
                if x not in self.g.knight[z]]
        self.assertTrue(asym, 'the spec says the knight is not symmetric')

    def test_castling(self):
        fen = 'rnbkbqbnr/ppppppppp/9/9/9/9/PPPPPPPP1/RNBQBK2R w Kk - 0 1'
        pos = self.v.parse_fen(fen)
        moves = dict(self.v.legal_moves(pos))
        self.assertIn('d1f1/', moves)
        child = moves['d1f1/']
        b = child.board
        self.assertEqual(b[self.cell('f1/')], 'K')
        self.assertEqual(b[self.cell('f2')], 'R')
        self.assertIsNone(b[self.cell('f1')])
        self.assertIsNone(b[self.cell('d1')])
        self.assertEqual(child.castling, frozenset('k'))
        # without the right: no castling
        pos = self.v.parse_fen(fen.replace(' Kk ', ' k '))
        self.assertNotIn('d1f1/', dict(self.v.legal_moves(pos)))
        # black side
        fen = 'r2k5/1pppppppp/9/9/9/9/9/5K3 b k - 0 1'
        pos = self.v.parse_fen(fen)
        self.assertIn('c8a8/', dict(self.v.legal_moves(pos)))
        child = dict(self.v.legal_moves(pos))['c8a8/']
        self.assertEqual(child.board[self.cell('a8/')], 'k')
        self.assertEqual(child.board[self.cell('a7')], 'r')

    def test_en_passant(self):
        line = 'f2f3 f7f5/ b2b3 f5/f5 b3c4/ f5f4 e2e4/'.split()
        v = self.v
        pos = v.parse_fen(v.START_FEN)
        for t in line:
            pos = v.play(pos, t)
        fen = v.to_fen(pos)
        self.assertEqual(fen, 'rnbkbqbnr/pppppppp1/9/9/4P2Pp/8P/PP1PPP1P1/'
                              'RNBQBKBNR b Kk e3 0 1')
        moves = dict(v.legal_moves(pos))
        self.assertIn('f4e3', moves)
        after = moves['f4e3']
        self.assertEqual(after.board[self.cell('e3')], 'p')
        self.assertIsNone(after.board[self.cell('e4/')])
        self.assertIsNone(after.board[self.cell('f4')])
        # the FEN round trip keeps the en passant right ...
        self.assertEqual(R.divide(v, v.parse_fen(fen), 2),
                         R.divide(v, pos, 2))
        # ... which is gone one move later
        pos2 = v.play(v.play(pos, 'a7a6'), 'a2a3')
        self.assertNotIn('f4e3', dict(v.legal_moves(pos2)))

    def test_promotion(self):
        pos = self.v.parse_fen('k8/3P5/9/9/9/9/9/8K w - - 0 1')
        texts = [t for t, _ in self.v.legal_moves(pos)]
        # the pawn on rank 7 (4th cell: c7) reaches rank 8
        # (c7d7/ is a forward step inside rank 7: no promotion)
        self.assertIn('c7d7/', texts)
        promos = sorted(t for t in texts if re.match(r'c7[a-f]8/?[qrbn]$', t))
        self.assertEqual(len(promos) % 4, 0)
        self.assertTrue(promos)
        self.assertFalse([t for t in texts if re.match(r'c7[a-f]8/?$', t)])


class TrumpistenRules(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.v = R.make_variant('trumpisten')

    def moves(self, fen):
        return dict(self.v.legal_moves(self.v.parse_fen(fen)))

    def test_castling_and_king_step_are_two_moves(self):
        m = self.moves('ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/P1KPP w AEae - 0 1')
        self.assertIn('c1b1', m)
        self.assertIn('c1a1', m)
        castled = m['c1a1'].board
        self.assertEqual(castled[self.v.sq('b1')], 'K')
        self.assertEqual(castled[self.v.sq('c1')], 'P')
        self.assertIsNone(castled[self.v.sq('a1')])
        self.assertEqual(m['c1a1'].castling, frozenset('ae'))
        self.assertEqual(m['c1b1'].board[self.v.sq('a1')], 'P')
        self.assertEqual(R.perft(self.v, self.v.parse_fen(
            'ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/P1KPP w AEae - 0 1'), 1),
            len(m))

    def test_bare_king_has_no_moves(self):
        self.assertEqual(self.moves('k4/5/5/5/*3*/5/*3*/5/5/5/K3Q w - - 0 1'), {})
        self.assertEqual(self.moves('k4/5/5/5/*3*/5/*3*/5/5/5/K3Q b - - 0 1'), {})
        # a capture leading to a bare king is still counted as a leaf
        fen = 'k4/5/5/5/*3*/5/*3*/5/5/4r/K3Q w - - 0 1'
        pos = self.v.parse_fen(fen)
        d = dict(R.divide(self.v, pos, 2))
        self.assertEqual(d['e1e2'], 0)

    def test_trump_square(self):
        m = self.moves('k3r/5/5/5/*3*/5/*3*/1P3/5/5/K3R w - - 0 1')
        self.assertNotIn('b4a5', m)                  # a5 is a hole
        m = self.moves('k3r/5/5/5/*3*/3R1/*P2*/5/5/5/K4 w - - 0 1')
        self.assertEqual(m['b5a6'].board[self.v.sq('a6')], 'A')
        self.assertEqual(m['d6e6'].board[self.v.sq('e6')], 'A')
        self.assertEqual(m['d6c6'].board[self.v.sq('c6')], 'R')
        # a king never morphs
        m = self.moves('k3r/5/5/5/*3*/1K3/*3*/5/5/5/4R w - - 0 1')
        self.assertEqual(m['b6a6'].board[self.v.sq('a6')], 'K')

    def test_pawn_attacks_two_ahead(self):
        fen = 'k4/5/2p2/2K2/*3*/5/*3*/5/5/5/R4 w - - 0 1'
        m = self.moves(fen)
        self.assertIn('c8c9', m)
        self.assertNotIn('c8c7', m)     # reached once c8 is vacated
        self.assertIn('c8b7', m)

    def test_queen_range_three(self):
        m = self.moves('k3r/5/5/5/*3*/5/*3*/5/5/5/K3Q w - - 0 1')
        self.assertIn('e1e4', m)
        self.assertNotIn('e1e5', m)     # hole anyway
        m = self.moves('k3r/5/5/5/*3*/5/*3*/5/5/5/KQ3 w - - 0 1')
        self.assertIn('b1b4', m)
        self.assertNotIn('b1b5', m)

    def test_promotion(self):
        m = self.moves('k3r/2P2/5/5/*3*/5/*3*/5/5/5/K3R w - - 0 1')
        self.assertEqual(sorted(t for t in m if t.startswith('c10')),
                         ['c10b11n', 'c10b11q', 'c10b11r',
                          'c10c11n', 'c10c11q', 'c10c11r',
                          'c10d11n', 'c10d11q', 'c10d11r'])


class BigBoardChess(unittest.TestCase):
    """Chess on other boards (--files/--ranks/--king-file/--holes), with
    counts done by hand from the rules."""

    def moves(self, fen, **board):
        v = R.make_variant('chess', **board)
        return sorted(t for t, _ in v.legal_moves(v.parse_fen(fen)))

    def test_rook_and_king_on_16x16(self):
        # rook h8: 15 along rank 8, 15 along file h; king a1: 3
        m = self.moves('15k/16/16/16/16/16/16/16/7R8/16/16/16/16/16/16/'
                       'K15 w - - 0 1', files=16, ranks=16)
        self.assertEqual(len(m), 33)
        self.assertIn('h8p8', m)
        self.assertIn('h8h16', m)

    def test_castling_on_rank_16(self):
        # king i16: 5 steps and 2 castlings; rook a16: 7 + 15; rook p16:
        # 6 + 15
        m = self.moves('r7k6r/16/16/16/16/16/16/16/16/16/16/16/16/16/16/'
                       '7K8 b kq - 0 1', files=16, ranks=16, king_file='i')
        self.assertEqual(len(m), 50)
        self.assertIn('i16k16', m)
        self.assertIn('i16g16', m)
        v = R.make_variant('chess', files=16, ranks=16, king_file='i')
        pos = v.play(v.parse_fen('r7k6r/16/16/16/16/16/16/16/16/16/16/16/'
                                 '16/16/16/7K8 b kq - 0 1'), 'i16k16')
        self.assertEqual(v.to_fen(pos).split()[0],
                         'r8rk5/' + '16/' * 14 + '7K8')

    def test_pawns_on_16_ranks(self):
        # white b2: b3, b4; black o15: o14, o13; c15 promotes 4 ways
        v = R.make_variant('chess', files=16, ranks=16)
        fen = '7k8/2P11p1/16/16/16/16/16/16/16/16/16/16/16/16/1P14/K15 %s'
        self.assertEqual([t for t in self.moves(fen % 'w - - 0 1',
                                                files=16, ranks=16)
                          if t[0] in 'bc'],
                         ['b2b3', 'b2b4', 'c15c16b', 'c15c16n', 'c15c16q',
                          'c15c16r'])
        pos = v.play(v.parse_fen(fen % 'b - - 0 1'), 'o15o13')
        self.assertEqual(v.to_fen(pos).split()[3], 'o14')

    def test_en_passant_above_cell_128(self):
        # black just played e15-e13 past e14 (cell 13 * 16 + 4 = 212)
        fen = ('7k8/16/16/3Pp11/16/16/16/16/16/16/16/16/16/16/16/7K8 '
               'w - e14 0 1')
        v = R.make_variant('chess', files=16, ranks=16)
        self.assertEqual(v.sq('e14'), 212)
        self.assertIn('d13e14', self.moves(fen, files=16, ranks=16))
        pos = v.play(v.parse_fen(fen), 'd13e14')
        self.assertIsNone(pos.board[v.sq('e13')])

    def test_holes_stop_lines_not_leaps(self):
        # rook a16 with the hole p16: b16..o16 and a15..a2 (own king a1)
        # = 14 + 14; knight o14 leaps to p16?  no: a hole; to n16, m15,
        # m13, n12, p12: 5
        m = self.moves('R14*/16/14N1/16/16/16/16/16/16/16/16/16/16/16/'
                       '16/K6k8 w - - 0 1', files=16, ranks=16,
                       holes=('p16',))
        self.assertEqual(len([t for t in m if t.startswith('a16')]), 28)
        self.assertEqual([t for t in m if t.startswith('o14')],
                         ['o14m13', 'o14m15', 'o14n12', 'o14n16', 'o14p12'])


class ColourSymmetry(unittest.TestCase):
    """A position and its colour-swapped mirror image have the same divide
    (trihexagonal: point reflection in the centre of hexagon (2,1);
    trumpisten: reflection in rank 6).  Catches direction mistakes of the
    black pawns, of castling and of the asymmetric knight."""

    def mirror_pos(self, pos, cmap, epmap):
        board = [None] * len(pos.board)
        for c, p in enumerate(pos.board):
            if p is not None:
                board[cmap[c]] = p.swapcase()
        return R.Position(board, R.other(pos.stm),
                          set(ch.swapcase() for ch in pos.castling),
                          epmap(pos.ep))

    def run_symmetry(self, v, cmap, pattern, seeds, plies, depth=2):
        name_map = {v.cell_name(c): v.cell_name(cmap[c]) for c in cmap}

        def mirror_text(t):
            cells = re.findall(pattern, t)
            rest = re.sub(pattern, '', t)
            return ''.join(name_map[c] for c in cells) + rest

        for seed in seeds:
            rnd = random.Random(seed)
            pos = v.parse_fen(v.START_FEN)
            for ply in range(plies):
                ms = v.legal_moves(pos)
                if not ms:
                    break
                _, pos = rnd.choice(ms)
            mpos = self.mirror_pos(pos, cmap, self.epmap)
            a = dict((mirror_text(t), n) for t, n in R.divide(v, pos, depth))
            b = dict(R.divide(v, mpos, depth))
            self.assertEqual(a, b, v.to_fen(pos))

    def test_trihexagonal(self):
        v = R.make_variant('trihexagonal')
        g = v.g
        by_vertices = {frozenset(vs): c for c, vs in enumerate(g.verts)}
        cmap = {c: by_vertices[frozenset((-x, 24 - y) for x, y in vs)]
                for c, vs in enumerate(g.verts)}
        self.epmap = lambda ep: None if ep is None else \
            (cmap[ep[0]], cmap[ep[1]])
        # the start position is its own mirror image
        start = v.parse_fen(v.START_FEN)
        self.assertEqual(self.mirror_pos(start, cmap, self.epmap).board,
                         start.board)
        self.run_symmetry(v, cmap, r'[a-f][1-8]/?', range(8), 12)

    def test_trumpisten(self):
        v = R.make_variant('trumpisten')
        cmap = {}
        for c in range(v.FILES * v.RANKS):
            f, r = v.fr(c)
            if v.on(f, r):
                cmap[c] = v.at(f, v.RANKS - 1 - r)
        self.epmap = lambda ep: None
        self.run_symmetry(v, cmap, r'[a-e]1?[0-9]', range(8), 14)


if __name__ == '__main__':
    unittest.main()
