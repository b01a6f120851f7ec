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


# A game with analysis as a chess database writes it; ANALYSED_OUT is the
# same in the PGN standard's export format (79 columns, "1..." after a
# comment or variation, NAGs for move suffixes).
ANALYSED = ('[Event "Casual"]\n[White "Anna"]\n[Result "1-0"]\n\n'
            "{Intro} 1. e4! {Best by test} e5 (1... {the Sicilian} c5 {sharp} "
            "2. Nf3 d6 (2... d5)) (1... e6) 2. Nf3 Nc6?\n1-0\n")
ANALYSED_OUT = ('[Event "Casual"]\n[Site "?"]\n[Date "????.??.??"]\n'
                '[Round "?"]\n[White "Anna"]\n[Black "?"]\n'
                '[Result "1-0"]\n\n'
                "{Intro} 1. e4 $1 {Best by test} 1... e5 ({the Sicilian} 1... "
                "c5 {sharp} 2. Nf3\nd6 (2... d5)) (1... e6) 2. Nf3 Nc6 $2 "
                "1-0\n")


class ReadGame(unittest.TestCase):

    def test_docstring_example(self):
        failed, attempted = doctest.testmod(pgn)
        self.assertEqual((failed, attempted > 0), (0, True))

    def test_games_in_turn_error_and_end(self):
        text = io.StringIO(TWO_GAMES)
        first = pgn.read_game(text)
        self.assertEqual(first.end().board().fen(), AFTER_E4_E5)
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
        self.assertEqual(game.end().board().headers["White"], "Anna")

    def test_tree_read_and_written_back(self):
        game = pgn.read_game(io.StringIO(ANALYSED))
        self.assertEqual(game.comment, "Intro")
        e4 = game.next()
        self.assertEqual((e4.move, e4.nags, e4.comment),
                         ("e2e4", {1}, "Best by test"))
        self.assertEqual([n.move for n in e4.variations],
                         ["e7e5", "c7c5", "e7e6"])
        sicilian = e4.variation("c7c5")
        self.assertEqual((sicilian.san(), sicilian.starting_comment,
                          sicilian.comment), ("c5", "the Sicilian", "sharp"))
        self.assertEqual([n.move for n in sicilian.next().variations],
                         ["d7d6", "d7d5"])
        self.assertFalse(sicilian.is_mainline())
        self.assertTrue(game.end().is_mainline())
        self.assertEqual(game.end().nags, {2})
        self.assertEqual(game.warnings, [])
        # written back as read (the PGN export format's spacing)
        self.assertEqual(str(game), ANALYSED_OUT)
        self.assertEqual(str(pgn.read_game(io.StringIO(str(game)))),
                         ANALYSED_OUT)

    def test_tree_edits(self):
        game = pgn.Game()
        e4 = game.add_variation("e4")
        e4.add_variation("e5")
        c5 = e4.add_variation("c5", comment="sharp")
        self.assertRaises(variantchess.IllegalMoveError, e4.add_variation,
                          "e4")
        e4.promote_to_main("c7c5")
        self.assertEqual(game.mainline_moves(), ["e2e4", "c7c5"])
        e4.demote("c7c5")
        self.assertEqual(game.mainline_moves(), ["e2e4", "e7e5"])
        e4.promote("c7c5")
        self.assertIs(e4.next(), c5)
        end = c5.add_line(["Nf3", "d6"], comment="main", nags=[1])
        self.assertEqual((end.ply(), end.comment, end.nags), (4, "main", {1}))
        self.assertEqual(end.board().fen(), "rnbqkbnr/pp2pppp/3p4/2p5/4P3/"
                         "5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3")
        e4.remove_variation("e7e5")
        self.assertFalse(e4.has_variation("e7e5"))
        self.assertTrue(str(game).endswith(
            "1. e4 c5 {sharp} 2. Nf3 d6 $1 {main} *\n"))
        self.assertEqual(pgn.Game.from_board(end.board()).mainline_moves(),
                         ["e2e4", "c7c5", "g1f3", "d7d6"])

    def test_visitor(self):
        class Count(pgn.BaseVisitor):
            def __init__(self):
                self.moves = self.variations = 0

            def visit_move(self, board, move):
                self.moves += 1

            def begin_variation(self):
                self.variations += 1

            def result(self):
                return self.moves, self.variations

        game = pgn.read_game(io.StringIO(ANALYSED))
        self.assertEqual(game.accept(Count()), (9, 3))
        self.assertEqual(game.accept(pgn.StringExporter(
            headers=False, variations=False, comments=False)),
            "1. e4 $1 e5 2. Nf3 Nc6 $2 1-0\n")

    def test_bad_variation_is_left_out(self):
        game = pgn.read_game(io.StringIO("1. e4 e5 (1... d5 2. exd5) *\n"))
        self.assertEqual(len(game.next().variations), 2)
        game = pgn.read_game(io.StringIO("1. e4 e5 (1... d5 2. Kf8) *\n"))
        self.assertEqual(len(game.next().variations), 1)
        self.assertEqual(len(game.errors), 1)

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
