"""Game.best_move(): mates of a Lichess puzzle (database.lichess.org,
CC0) found with their score and line, Trumpisten's stalemate win,
reproducible node-limited answers, the game left unchanged, errors."""

import unittest

import support
import variantchess

# Lichess puzzle cblb8 (mateIn2) after 41... e1=Q: 42. Rd8+ Qe8 43. Rxe8#.
PUZZLE = "6k1/8/3R2K1/5p1p/5P2/r6P/6P1/4q3 w - - 0 42"


class BestMove(unittest.TestCase):

    def test_mate_in_two(self):
        with variantchess.Game("chess", PUZZLE) as game:
            found = game.best_move(depth=5)
            self.assertIsInstance(found, variantchess.Analysis)
            self.assertEqual(str(found.move), "d6d8")
            self.assertEqual(found.mate, 2)
            self.assertEqual(found.pv[0], "d6d8")
            self.assertEqual(found.pv[2], "d8e8")
            self.assertGreaterEqual(found.depth, 3)
            self.assertGreater(found.nodes, 0)
            self.assertEqual(game.fen(), PUZZLE)
            for move in found.pv[:3]:
                game.push(move)
            self.assertTrue(game.is_checkmate())

    def test_being_mated(self):
        with variantchess.Game("chess", PUZZLE) as game:
            game.push("Rd8+")
            found = game.best_move(depth=4)
            self.assertEqual(found.mate, -1)
            self.assertLess(found.score, -29000)

    def test_trumpisten_stalemate_wins(self):
        # spec 4: the stalemated side loses; Qb9 leaves black no move.
        fen = "k4/5/3Q1/p4/*P2*/5/*3*/5/5/5/4K w - - 0 1"
        with variantchess.Game("trumpisten", fen) as game:
            found = game.best_move(depth=3)
            self.assertEqual(found.mate, 1)
            game.push(found.move)
            self.assertEqual(game.result(),
                             variantchess.Result("white", "stalemate"))

    def test_nodes_are_reproducible(self):
        for variant in variantchess.variants():
            with self.subTest(variant):
                with variantchess.Game(variant) as game:
                    a = game.best_move(nodes=20000)
                    b = game.best_move(nodes=20000)
                    self.assertEqual(a, b)
                    self.assertIn(a.move, game.legal_moves)
                    self.assertLessEqual(a.nodes, 20000)

    def test_threads_find_the_mate(self):
        with variantchess.Game("chess", PUZZLE) as game:
            found = game.best_move(depth=5, threads=2)
            self.assertEqual(found.mate, 2)
            self.assertEqual(found.pv[0], "d6d8")
            with self.assertRaises(variantchess.InvalidArgumentError):
                game.best_move(depth=2, threads=0)
            with self.assertRaises(variantchess.InvalidArgumentError):
                game.best_move(depth=2, threads=65)

    def test_time_limit(self):
        with variantchess.Game("trihexagonal") as game:
            found = game.best_move(time=0.05)
            self.assertIn(found.move, game.legal_moves)

    def test_errors(self):
        with variantchess.Game("chess", "k6R/8/1K6/8/8/8/8/8 b - - 0 1") as g:
            with self.assertRaises(variantchess.GameOverError):
                g.best_move(depth=2)
        with variantchess.Game() as game:
            with self.assertRaises(variantchess.ArgumentTypeError):
                game.best_move(depth="3")
            with self.assertRaises(variantchess.InvalidArgumentError):
                game.best_move(nodes=-1)


if __name__ == "__main__":
    support.main()
