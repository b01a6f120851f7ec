"""variantchess.pgn: games read one after another, headers, warnings,
the recorded result and comments written back, position values.  Final
positions are the chess rules' (FIDE), worked out by hand; PGN texts
follow the PGN standard's export format."""

import doctest
import io
import unittest

import support
import variantchess
import variantchess.pgn as pgn

AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
TWO_GAMES = ('[Event "one"]\n[Variant "Standard"]\n\n1. e4 e5 {open} 1-0\n\n'
             '[Event "two"]\n\n1. d4 Ke7 *\n\n'
             '[Event "three"]\n\n1 c4\n')


class ReadGame(unittest.TestCase):

    def test_docstring_example(self):
        failed, attempted = doctest.testmod(pgn)
        self.assertEqual((failed, attempted > 0), (0, True))

    def test_games_in_turn_error_and_end(self):
        text = io.StringIO(TWO_GAMES)
        first = pgn.read_game(text)
        self.assertEqual(first.fen(), AFTER_E4_E5)
        self.assertEqual(first.headers["Event"], "one")
        self.assertEqual(first.headers.keys(), ["Event", "Variant", "Result"])
        self.assertEqual([w.line for w in first.warnings], [2])
        self.assertIn("Standard", first.warnings[0].message)
        with self.assertRaises(variantchess.IllegalMoveError) as caught:
            pgn.read_game(text)
        self.assertIn("game 2, move 1 (black)", str(caught.exception))
        third = pgn.read_game(text)
        self.assertEqual(third.headers["Event"], "three")
        self.assertEqual(len(third.warnings), 2)  # no dot, no result
        self.assertIsNone(pgn.read_game(text))

    def test_record_written_back(self):
        game = pgn.read_game(io.StringIO(TWO_GAMES))
        text = game.pgn()
        self.assertIn('[Event "one"]', text)
        self.assertIn('[Result "1-0"]', text)  # recorded, not checkmate
        self.assertTrue(text.endswith("1. e4 e5 {open} 1-0\n"))
        game.headers["White"] = "Anna"
        del game.headers["Event"]
        self.assertNotIn("Event", game.headers)
        self.assertIn('[White "Anna"]', game.pgn())
        self.assertIn('[Event "?"]', game.pgn())
        self.assertEqual(game.copy().headers["White"], "Anna")

    def test_variant_tag_only_beyond_orthodox_chess(self):
        # PGN's default is chess: no Variant tag for it, and a game
        # without one reads back as chess
        game = variantchess.Game()
        game.push("e4")
        text = game.pgn()
        self.assertNotIn("[Variant ", text)
        self.assertEqual(variantchess.Game.from_pgn(text).variant, "chess")
        self.assertIn('[Variant "trihexagonal"]',
                      variantchess.Game("trihexagonal").pgn())
        self.assertIn('[Variant "normal"]', variantchess.Game("normal").pgn())

    def test_position_values(self):
        game = variantchess.Game("chess")
        self.assertEqual((game.halfmove_clock, game.fullmove_number,
                          game.ep_cell, game.castling_rights),
                         (0, 1, None, "KQkq"))
        for move in ("e4", "e5", "Ke2"):
            game.push(move)
        self.assertEqual((game.halfmove_clock, game.fullmove_number,
                          game.ep_cell, game.castling_rights),
                         (1, 2, None, "kq"))
        game.push("d5")
        self.assertEqual(game.ep_cell, "d6")


if __name__ == "__main__":
    support.main()
