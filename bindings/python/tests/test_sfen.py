"""SFEN and USI moves through the binding, as a lishogi or shogi-GUI
developer writes them: games from SFEN, USI moves pushed and listed,
bad SFEN and bad USI refused with the library's errors.  The texts are
the USI protocol's and what Fairy-Stockfish writes (test_usi_fsf.py
compares with the engine itself)."""

import pickle
import unittest

import support  # noqa: F401  (finds the built library)
import variantchess
from variantchess import (Game, IllegalMoveError, InvalidArgumentError,
                          ParseError)

START = ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL "
         "b - 1")
EXAMPLE = ("8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/"
           "LN2+p3L w Sbgn3p 124")


class Sfen(unittest.TestCase):
    def test_start_positions(self):
        self.assertEqual(Game("shogi").sfen(), START)
        self.assertEqual(Game("minishogi").sfen(),
                         "rbsgk/4p/5/P4/KGSBR b - 1")
        game = Game.from_sfen("shogi", START)
        self.assertEqual(game.fen(), Game("shogi").fen())
        self.assertEqual(game.turn, "white")  # sente

    def test_usi_example(self):
        game = Game.from_sfen("shogi", EXAMPLE)
        self.assertEqual(game.sfen(), EXAMPLE)
        self.assertEqual(game.turn, "black")  # gote
        self.assertEqual(game.pockets[1].count("p"), 3)
        self.assertEqual(len(game.legal_moves), 178)

    def test_moves(self):
        game = Game.from_sfen("shogi", START)
        first = game.push_usi("7g7f")
        self.assertEqual(first, "c3c4")  # a Move is its coordinate text
        self.assertEqual(first.usi(), "7g7f")
        game.push_usi("3c3d")
        self.assertEqual(game.usi("8h2b+"), "8h2b+")
        self.assertEqual(game.usi("b2h8+"), "8h2b+")  # board names too
        game.push_usi("8h2b+")
        self.assertEqual(game.sfen(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/"
                         "2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4")
        game.push_usi("3a2b")
        drop = game.parse_usi("B*4e")
        self.assertEqual(drop.usi(), "B*4e")
        self.assertEqual(drop.drop, "b")
        self.assertIn("B*4e", [move.usi() for move in game.legal_moves])
        self.assertEqual([move.usi() for move in game.move_stack],
                         ["7g7f", "3c3d", "8h2b+", "3a2b"])
        # a Move keeps its USI text when pickled with its position
        again = pickle.loads(pickle.dumps(drop))
        self.assertEqual(again.usi(), "B*4e")

    def test_set_sfen(self):
        game = Game("shogi")
        game.push("c3c4")
        game.set_sfen("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/"
                      "LNSGKGSNL w - 1")
        self.assertEqual(game.ply, 0)
        self.assertEqual(game.turn, "black")
        game.push_usi("9a9b")
        self.assertTrue(game.sfen().endswith(" b - 2"))

    def test_bad_sfen(self):
        game = Game("shogi")
        for sfen, offset in ((START[:-2], 61),
                             (START.replace(" b ", " x "), 58),
                             (START.replace(" - ", " 0P "), 60),
                             (START.replace(" - ", " 99P "), 60),
                             (START + " 1", 64)):
            with self.assertRaises(ParseError) as caught:
                game.set_sfen(sfen)
            self.assertEqual(caught.exception.name, "EFEN")
            self.assertEqual(caught.exception.offset, offset, sfen)
            with self.assertRaises(ParseError):
                Game.from_sfen("shogi", sfen)
        self.assertEqual(game.sfen(), START)  # unchanged
        with self.assertRaises(ParseError):
            game.set_sfen("9/9 b - 1\0")
        with self.assertRaises(variantchess.ArgumentTypeError):
            game.set_sfen(None)

    def test_bad_usi(self):
        game = Game("shogi")
        with self.assertRaises(ParseError) as caught:
            game.parse_usi("7g7j")
        self.assertEqual(caught.exception.name, "ECELL")
        with self.assertRaises(ParseError):
            game.parse_usi("c3c4")
        with self.assertRaises(IllegalMoveError):
            game.push_usi("7g7e")
        with self.assertRaises(IllegalMoveError):
            game.push_usi("P*5e")
        self.assertEqual(game.ply, 0)

    def test_variants_without_sfen(self):
        game = Game("chess")
        with self.assertRaises(InvalidArgumentError) as caught:
            game.sfen()
        self.assertIn("chess", str(caught.exception))
        with self.assertRaises(InvalidArgumentError):
            game.push_usi("5g5f")
        with self.assertRaises(InvalidArgumentError):
            game.legal_moves[0].usi()
        with self.assertRaises(InvalidArgumentError):
            Game.from_sfen("chess", START)
        with self.assertRaises(ValueError):
            variantchess.Move("c3c4").usi()  # known by its text only


if __name__ == "__main__":
    unittest.main()
