"""Perft through the binding, from the data file the C tests use
(tests/perft_cases.txt), and the laws that tie divide() to perft()."""

import unittest

import support
import variantchess

CASES = support.read_perft_cases()


def case_name(case):
    number, variant, fen, depth, nodes = case
    return "line %d: %s %s depth %d" % (number, variant, fen or "startpos",
                                       depth)


class PerftCases(unittest.TestCase):

    def test_data_file_has_cases(self):
        self.assertGreaterEqual(len(CASES), 20)
        variants = set(case[1] for case in CASES)
        self.assertLessEqual(variants, set(variantchess.variants()))
        self.assertLessEqual({"chess", "trihexagonal", "trumpisten",
                              "trihexagonal-archbishop"}, variants)

    def test_perft(self):
        for case in CASES:
            _, variant, fen, depth, nodes = case
            with self.subTest(case_name(case)):
                with variantchess.Game(variant, fen) as game:
                    self.assertEqual(game.perft(depth), nodes)

    def test_divide(self):
        for case in CASES:
            _, variant, fen, depth, nodes = case
            with self.subTest(case_name(case)):
                with variantchess.Game(variant, fen) as game:
                    before = game.fen()
                    divide = game.divide(depth)
                    self.assertEqual(sum(divide.values()), nodes)
                    self.assertEqual(sorted(divide),
                                     sorted(game.legal_moves()))
                    self.assertEqual(len(divide), game.perft(1))
                    self.assertEqual(game.fen(), before)


class PerftLaws(unittest.TestCase):

    def test_depth_zero_is_one(self):
        for variant in variantchess.variants():
            with variantchess.Game(variant) as game:
                self.assertEqual(game.perft(0), 1)

    def test_depth_one_counts_legal_moves(self):
        for variant in variantchess.variants():
            with variantchess.Game(variant) as game:
                self.assertEqual(game.perft(1), len(game.legal_moves()))

    def test_divide_entry_is_perft_after_the_move(self):
        with variantchess.Game("trihexagonal") as game:
            for move, count in game.divide(2).items():
                game.push(move)
                self.assertEqual(game.perft(1), count, move)
                game.pop()

    def test_perft_leaves_position_and_history(self):
        with variantchess.Game("trumpisten") as game:
            game.push(game.legal_moves()[0])
            fen, ply = game.fen(), game.ply
            game.perft(3)
            self.assertEqual((game.fen(), game.ply), (fen, ply))


if __name__ == "__main__":
    support.main()
