"""Drops through the binding, as a python-chess user writes them:
pockets, drop moves made from text, pushed and undone."""

import unittest

import support  # noqa: F401  (finds the built library)
import variantchess


class Drops(unittest.TestCase):
    def test_capture_fills_the_pocket(self):
        game = variantchess.Game("crazyhouse")
        for move in ("e4", "d5", "exd5"):
            game.push(move)
        self.assertEqual(game.pockets[0].count("p"), 1)
        self.assertEqual(game.pockets[1].count("p"), 0)
        self.assertEqual(str(game.pockets[0]), "p")
        self.assertIn("[P]", game.fen())

    def test_drop_moves(self):
        game = variantchess.Game(
            "crazyhouse",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1")
        drops = [m for m in game.legal_moves if m.drop]
        self.assertEqual(len(drops), 32)  # the empty cells of ranks 3-6
        move = game.push("N@e4")
        self.assertEqual(move, "N@e4")
        self.assertEqual(move.drop, "n")
        self.assertEqual(game.piece_at("e4"), "N")
        self.assertEqual(game.pockets[0].count("n"), 0)
        game.pop()
        self.assertEqual(game.pockets[0].count("n"), 1)
        self.assertIsNone(game.piece_at("e4"))

    def test_move_from_text(self):
        move = variantchess.Move("P@e4")
        self.assertEqual(move.drop, "p")
        self.assertEqual(move.to_cell, "e4")
        self.assertIsNone(variantchess.Move("e2e4").drop)

    def test_kyoto_drops_either_way_up(self):
        # a pawn in hand enters as a pawn on 17 empty cells, or as the
        # rook it becomes on the same 17 (5x5 less the 8 pieces)
        game = variantchess.Game(
            "kyotoshogi", "1+nks+l/5/5/5/+LSK+N1[Pp] w - - 0 1")
        drops = [m for m in game.legal_moves if m.drop]
        self.assertEqual(len(drops), 2 * 17)
        move = game.push("+P@e1")
        self.assertEqual(move.drop, "p")
        self.assertEqual(game.pockets[0].count("p"), 0)
        self.assertTrue(game.fen().startswith("1+nks+l/5/5/5/+LSK+N+P[p] "))

    def test_seirawan_gates(self):
        # the knight's two moves, each also with the hawk or the
        # elephant entering on b1 behind it, and S-Chess's texts
        game = variantchess.Game("seirawan")
        knight = [m for m in game.legal_moves if m.from_cell == "b1"]
        self.assertEqual(sorted(knight), ["b1a3", "b1a3e", "b1a3h",
                                          "b1c3", "b1c3e", "b1c3h"])
        move = game.push("Nc3/H")
        self.assertEqual(move, "b1c3h")
        self.assertEqual(move.gate, "h")
        self.assertIsNone(move.promotion)
        self.assertEqual(game.piece_at("b1"), "H")
        self.assertEqual(game.pockets[0].count("h"), 0)
        self.assertIsNone(game.push("e5").gate)
        game.pop()
        game.pop()
        self.assertEqual(game.pockets[0].count("h"), 1)

    def test_no_pockets_without_drops(self):
        game = variantchess.Game("chess")
        self.assertEqual(dict(game.pockets[0]), {})


if __name__ == "__main__":
    unittest.main()
