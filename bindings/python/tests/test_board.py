"""Game's python-chess position calls: draw claims each on its own,
attackers, pins, checkers, legality, the hash, long algebraic and SAN
lines, EPD, the symbol board, mirroring, finding moves, and svg()'s
options.  Expected values are worked out by hand from the rules of
chess (FIDE) and the EPD standard, not taken from the binding."""

import re
import unittest

import support
from variantchess import (BLACK, WHITE, Game, IllegalMoveError, Move,
                          ParseError, Termination)

KINGS_SHUFFLE = "g7g8 b7a8 g8g7 a8b7 g7g8 b7a8 g8g7 a8b7".split()
PINNED_KNIGHT = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"


class Claims(unittest.TestCase):
    def test_fifty_moves_while_threefold_is_open(self):
        # the repro: the clock reaches 108 on the third
        # occurrence of the position
        game = Game("chess", "8/1k4K1/2p5/2p5/2P5/8/8/8 w - - 100 60")
        for move in KINGS_SHUFFLE:
            game.push(move)
        self.assertEqual(game.halfmove_clock, 108)
        self.assertTrue(game.can_claim_fifty_moves())
        self.assertTrue(game.can_claim_threefold_repetition())
        self.assertTrue(game.can_claim_draw())
        self.assertEqual(game.outcome(claim_draw=True).result(), "1/2-1/2")
        self.assertIsNone(game.outcome())

    def test_repetitions_counted(self):
        game = Game()
        self.assertTrue(game.is_repetition(1))
        self.assertFalse(game.is_repetition(2))
        for move in ("g1f3", "g8f6", "f3g1", "f6g8") * 2:
            game.push(move)
        self.assertTrue(game.is_repetition())
        self.assertFalse(game.is_repetition(4))
        game.push("g1f3")  # as after the first, the fifth move
        self.assertTrue(game.is_repetition(3))
        game.push("b8c6")  # a position not seen before
        self.assertFalse(game.is_repetition(2))

    def test_no_claim_in_a_fresh_game(self):
        game = Game()
        self.assertFalse(game.can_claim_fifty_moves()
                         or game.can_claim_threefold_repetition())


class Attacks(unittest.TestCase):
    def test_attackers_at_the_start(self):
        game = Game()
        self.assertEqual(game.attackers(WHITE, "f3"), {"e2", "g2", "g1"})
        self.assertEqual(game.attackers("black", "f6"), {"e7", "g7", "g8"})
        self.assertEqual(game.attackers(BLACK, "f3"), set())
        self.assertTrue(game.is_attacked_by(WHITE, "d3"))
        self.assertFalse(game.is_attacked_by(WHITE, "d4"))
        self.assertEqual(game.attacks("g1"), {"e2", "f3", "h3"})
        self.assertEqual(game.attacks("e4"), set())

    def test_checkers_and_king(self):
        game = Game("chess", "4k3/8/8/8/1b6/8/8/4K2r w - - 0 1")
        self.assertEqual(game.checkers(), {"b4", "h1"})
        self.assertEqual((game.king(WHITE), game.king(BLACK)), ("e1", "e8"))
        self.assertEqual(Game().checkers(), set())

    def test_pins(self):
        game = Game("chess", PINNED_KNIGHT)
        self.assertTrue(game.is_pinned(WHITE, "e2"))
        self.assertEqual(game.pin(WHITE, "e2"),
                         {"e2", "e3", "e4", "e5", "e6", "e7"})
        self.assertFalse(game.is_pinned(BLACK, "e7"))
        self.assertEqual(len(game.pin(BLACK, "e7")), 64)

    def test_bad_arguments(self):
        self.assertRaises(ParseError, Game().attackers, WHITE, "z9")
        self.assertRaises(TypeError, Game().attackers, 1, "e4")


class Legality(unittest.TestCase):
    def test_legal_and_pseudo_legal(self):
        game = Game("chess", PINNED_KNIGHT)
        self.assertTrue(game.is_legal(Move("e1d1")))
        self.assertFalse(game.is_legal(Move("e2c3")))
        self.assertTrue(game.is_pseudo_legal(Move("e2c3")))
        self.assertTrue(game.is_into_check("e2c3"))
        self.assertFalse(game.is_pseudo_legal("e2e4"))
        self.assertEqual(sorted(game.pseudo_legal_moves),
                         sorted("e1d1 e1d2 e1f1 e1f2 e2c1 e2c3 e2d4 e2f4 "
                                "e2g3 e2g1".split()))

    def test_move_questions(self):
        game = Game("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
        self.assertTrue(game.is_capture("e4d5"))
        self.assertTrue(game.is_zeroing("e4e5"))
        self.assertFalse(game.is_zeroing("e1e2"))
        self.assertFalse(game.gives_check("e1e2"))
        castle = Game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        self.assertTrue(castle.is_kingside_castling("e1g1"))
        self.assertFalse(castle.is_queenside_castling("e1g1"))
        self.assertTrue(castle.is_queenside_castling("e1c1"))
        self.assertFalse(castle.is_kingside_castling("e1f1"))


class Hash(unittest.TestCase):
    def test_transposition_and_clocks(self):
        game = Game()
        start = game.zobrist_hash()
        for move in ("g1f3", "g8f6", "f3g1", "f6g8"):
            game.push(move)
        self.assertEqual(game.zobrist_hash(), start)
        game.push("e4")
        # after 1. e4 no black pawn can take en passant: the e3 of the
        # FEN does not count
        self.assertEqual(game.zobrist_hash(), Game("chess", AFTER_E4.replace(
            "e3 0 1", "- 5 9")).zobrist_hash())
        self.assertNotEqual(game.zobrist_hash(), start)


class Notation(unittest.TestCase):
    def test_lan(self):
        game = Game("chess", "r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1")
        self.assertEqual(game.lan("b7a8q"), "b7xa8=Q+")
        self.assertEqual(game.lan("O-O"), "O-O")
        self.assertEqual(game.lan("h1h7"), "Rh1-h7")
        self.assertEqual(Game().lan("g1f3"), "Ng1-f3")

    def test_variation_san(self):
        game = Game()
        self.assertEqual(game.variation_san(["e2e4", "e7e5", "g1f3"]),
                         "1. e4 e5 2. Nf3")
        self.assertEqual(Game("chess", AFTER_E4).variation_san(
            ["c7c5", "g1f3"]), "1... c5 2. Nf3")
        self.assertEqual(game.ply, 0)
        self.assertRaises(IllegalMoveError, game.variation_san,
                          ["e2e4", "e2e4"])

    def test_fen_en_passant_as_python_chess(self):
        game = Game()
        game.push("e4")
        self.assertEqual(game.fen(), AFTER_E4)
        self.assertEqual(game.fen(en_passant="legal"),
                         AFTER_E4.replace(" e3 ", " - "))
        for move in ("a6", "e5", "d5"):
            game.push(move)
        # exd6 is legal: the cell stays
        self.assertTrue(game.fen(en_passant="legal").endswith(" d6 0 3"))
        self.assertRaises(ValueError, game.fen, en_passant="xfen")

    def test_board_fen_and_uci(self):
        self.assertEqual(Game("chess", AFTER_E4).board_fen(),
                         "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
        self.assertEqual(Game().uci("Nf3"), "g1f3")


class Epd(unittest.TestCase):
    def test_epd_out(self):
        game = Game("chess", AFTER_E4)
        # EPD has four fields; e3 only when a capture en passant is legal
        self.assertEqual(game.epd(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/"
                         "RNBQKBNR b KQkq -")
        self.assertEqual(game.epd(bm=game.parse("c7c5"), id="Sicilian",
                                  acd=12),
                         "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b "
                         'KQkq - bm c5; id "Sicilian"; acd 12;')

    def test_epd_in(self):
        game, ops = Game.from_epd(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - "
            'bm c5 e5; id "two words"; ce -15; hmvc 4; fmvn 9; c0;')
        self.assertEqual(ops, {"bm": ["c7c5", "e7e5"], "id": "two words",
                               "ce": -15, "hmvc": 4, "fmvn": 9, "c0": None})
        self.assertEqual((game.halfmove_clock, game.fullmove_number), (4, 9))
        self.assertRaises(ParseError, Game().set_epd, "8/8/8 w")


class Pictures(unittest.TestCase):
    def test_unicode(self):
        lines = Game().unicode().splitlines()
        self.assertEqual(lines[0], "\u265c \u265e \u265d \u265b \u265a "
                         "\u265d \u265e \u265c")
        self.assertEqual(lines[4], " ".join(["\u2b58"] * 8))
        self.assertEqual(lines[7][0], "\u2656")
        self.assertEqual(Game().unicode(invert_color=True,
                                        empty_square=".").splitlines()[7][0],
                         "\u265c")

    def test_svg_options(self):
        game = Game()
        game.push("e4")
        picture = game.svg(arrows=[("g1", "f3"), Move("d2d4")],
                           lastmove=None, check="e8", fill={"a1": "#ff0000"})
        self.assertEqual(picture.count('<polygon class="arrow"'), 2)
        self.assertEqual(picture.count('class="lastmove"'), 0)
        self.assertEqual(picture.count('<circle class="check"'), 1)
        self.assertIn('data-cell="a1" fill="#ff0000"', picture)
        self.assertEqual(game.svg().count('class="lastmove"'), 2)
        chosen = game.svg(lastmove=Move("g1f3"))
        self.assertEqual(chosen.count('class="lastmove"'), 2)
        self.assertEqual(game.svg(check=False).count('class="check"'), 0)
        self.assertRaises(ParseError, game.svg, fill={"z9": "red"})

    def test_svg_size_and_coordinates(self):
        game = Game()
        self.assertTrue(game.svg(size=300).count('width="300.0"'))
        bare = game.svg(coordinates=False)
        self.assertLess(len(re.findall("<text", bare)),
                        len(re.findall("<text", game.svg())))


class Mirror(unittest.TestCase):
    def test_mirror(self):
        game = Game("chess", "r3k3/8/8/3pP3/8/8/8/4K2R w Kq d6 0 3")
        self.assertEqual(game.mirror().fen(),
                         "4k2r/8/8/8/3Pp3/8/8/R3K3 b Qk d3 0 3")
        self.assertEqual(Game().mirror().fen(),
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b "
                         "KQkq - 0 1")


class Counting(unittest.TestCase):
    def test_makruk_count_kept_in_the_fen(self):
        # Fairy-Stockfish prints these with `d' after the same moves
        game = Game("makruk", "8/8/4k3/8/8/4K3/8/6R1 w - - 0 30")
        game.push("g1g2")
        self.assertEqual(game.fen(), "8/8/4k3/8/8/4K3/6R1/8 b - 32 6 30")
        again = Game("makruk", game.fen())
        again.push("e6e7")
        self.assertEqual(again.fen(), "8/4k3/8/8/8/4K3/6R1/8 w - 32 7 31")
        self.assertEqual(again.move_stack[0].fen, game.fen())


class FindMove(unittest.TestCase):
    def test_find_move(self):
        self.assertEqual(Game().find_move("g1", "f3"), "g1f3")
        promotion = Game("chess", "1r5k/P7/8/8/8/8/8/7K w - - 0 1")
        self.assertEqual(promotion.find_move("a7", "a8"), "a7a8q")
        self.assertEqual(promotion.find_move("a7", "b8", "n"), "a7b8n")
        castle = Game("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        self.assertEqual(castle.find_move("e1", "g1"), "e1g1")
        self.assertTrue(castle.find_move("e1", "g1").is_castling)
        self.assertRaises(IllegalMoveError, Game().find_move, "e2", "e5")


if __name__ == "__main__":
    support.main()
