"""Errors: the library's statuses become typed exceptions carrying code,
name, message and detail, and no Python value reaches C unchecked."""

import pickle
import unittest

import support
import variantchess
from variantchess import Game

# Not text (fen=None means the start position: not in this list).
BAD_VALUES = [b"e2e4", bytearray(b"e2"), 42, 4.5, ["e2e4"], object(), True]
HUGE = "e2e4" * 100000


class ErrorObjects(unittest.TestCase):

    def test_fields_come_from_the_library(self):
        with Game() as game:
            with self.assertRaises(variantchess.IllegalMoveError) as cm:
                game.push("e2e5")
        err = cm.exception
        self.assertEqual((err.code, err.name), (-6, "EILLEGAL"))
        self.assertEqual(err.message, "illegal move")
        self.assertIn("e2e5", err.detail)
        self.assertIn("e2e5", str(err))
        self.assertIsInstance(err, variantchess.Error)
        self.assertIsInstance(err, ValueError)

    def test_offset_of_a_fen_error(self):
        bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"
        with self.assertRaises(variantchess.ParseError) as cm:
            Game("chess", bad)
        self.assertEqual(cm.exception.name, "EFEN")
        self.assertEqual(cm.exception.offset, bad.index("X"))

    def test_errors_pickle(self):
        err = variantchess.ParseError(-4, "EFEN", "invalid FEN", "bad", 3)
        copy = pickle.loads(pickle.dumps(err))
        self.assertEqual((copy.code, copy.detail, copy.offset, str(copy)),
                         (-4, "bad", 3, str(err)))

    def test_every_status_has_a_class(self):
        from variantchess import _errors, _ffi
        for name in _ffi.STATUS:
            if name != "OK":
                self.assertIn(name, _errors.STATUS_CLASSES)


class StatusErrors(unittest.TestCase):
    """Each status the library reports raises its class."""

    def assertStatus(self, cls, name, call, *args):
        with self.assertRaises(cls) as cm:
            call(*args)
        self.assertEqual(cm.exception.name, name)
        self.assertEqual(cm.exception.code, variantchess._ffi.STATUS[name])
        return cm.exception

    def setUp(self):
        self.game = Game()

    def tearDown(self):
        self.game.close()

    def test_unknown_variant(self):
        err = self.assertStatus(variantchess.UnknownVariantError, "EVARIANT",
                                Game, "nosuchvariant")
        self.assertIn("nosuchvariant", err.detail)

    def test_bad_fens(self):
        for fen in ["", "x", "8/8/8/8/8/8/8/8 w - - 0 1",
                    CHESS_TOO_MANY_RANKS, "rnbqkbnr/pppppppp w KQkq - 0 1"]:
            with self.subTest(fen=fen):
                self.assertStatus(variantchess.ParseError, "EFEN",
                                  Game, "chess", fen)
                self.assertStatus(variantchess.ParseError, "EFEN",
                                  self.game.set_fen, fen)

    def test_set_fen_error_leaves_the_game(self):
        fen = self.game.fen()
        self.assertRaises(variantchess.ParseError, self.game.set_fen, "x")
        self.assertEqual(self.game.fen(), fen)

    def test_move_syntax(self):
        for text in ["", "zz", "e2e4x", "e2e4=Z", "e2e4" + "!" * 61]:
            with self.subTest(move=text):
                self.assertStatus(variantchess.ParseError, "ESYNTAX",
                                  self.game.push, text)

    def test_no_such_cell(self):
        self.assertStatus(variantchess.ParseError, "ECELL",
                          self.game.push, "e2e9")
        self.assertStatus(variantchess.ParseError, "ECELL",
                          self.game.piece_at, "z9")

    def test_illegal_moves(self):
        for text in ["e2e5", "e1e2", "e7e5", "a1a8"]:
            with self.subTest(move=text):
                self.assertRaises(variantchess.IllegalMoveError,
                                  self.game.push, text)
        self.assertEqual(self.game.ply, 0)

    def test_nothing_to_undo(self):
        self.assertStatus(variantchess.NoMoveToUndoError, "ENOUNDO",
                          self.game.pop)
        self.assertRaises(IndexError, self.game.pop)

    def test_depth(self):
        self.assertStatus(variantchess.DepthError, "EDEPTH",
                          self.game.perft, 33)
        self.assertStatus(variantchess.DepthError, "EDEPTH",
                          self.game.divide, 0)
        for depth in [-1, -2 ** 40, 2 ** 32, 2 ** 32 + 1, 2 ** 100]:
            with self.subTest(depth=depth):
                self.assertStatus(variantchess.DepthError, "EDEPTH",
                                  self.game.perft, depth)
                self.assertStatus(variantchess.DepthError, "EDEPTH",
                                  self.game.divide, depth)

    @support.needs_function("vchess_game_from_pgn")
    def test_bad_pgn(self):
        self.assertStatus(variantchess.UnknownVariantError, "EVARIANT",
                          Game.from_pgn, '[Variant "nosuchvariant"]\n1. e4')
        self.assertStatus(variantchess.ParseError, "EFEN",
                          Game.from_pgn, '[FEN "x"]\n1. e4')
        self.assertStatus(variantchess.ParseError, "ESYNTAX",
                          Game.from_pgn, "1. e4 {no end")

    @support.needs_function("vchess_game_move_san")
    def test_san_of_an_illegal_move(self):
        self.assertRaises(variantchess.IllegalMoveError,
                          self.game.san, "e2e5")


CHESS_TOO_MANY_RANKS = "8/" * 9 + "8 w - - 0 1"


class PythonValues(unittest.TestCase):
    """Whatever Python passes, the result is an exception, not a crash."""

    def setUp(self):
        self.game = Game()

    def tearDown(self):
        self.game.close()

    def test_wrong_types_for_text(self):
        calls = [Game, lambda v: Game("chess", v), self.game.push,
                 self.game.parse, self.game.set_fen, self.game.piece_at]
        if support.has_function("vchess_game_from_pgn"):
            calls.append(Game.from_pgn)
        if support.has_function("vchess_game_move_san"):
            calls.append(self.game.san)
        if support.has_function("vchess_game_svg"):
            calls += [lambda v: self.game.svg(highlight=[v]),
                      lambda v: self.game.svg(targets=[v])]
        for call in calls:
            for value in BAD_VALUES:
                with self.subTest(call=call, value=value):
                    with self.assertRaises(variantchess.Error) as cm:
                        call(value)
                    self.assertIsInstance(cm.exception, TypeError)
        self.assertEqual(self.game.fen(), Game().fen())

    def test_none_where_text_is_needed(self):
        for call in [Game, self.game.push, self.game.parse,
                     self.game.set_fen, self.game.piece_at]:
            with self.subTest(call=call):
                self.assertRaises(variantchess.ArgumentTypeError, call, None)

    @support.needs_function("vchess_game_svg")
    def test_svg_cells_must_be_names(self):
        for value in [42, None, object(), [None], [3], (b"e4",)]:
            with self.subTest(value=value):
                self.assertRaises(variantchess.ArgumentTypeError,
                                  self.game.svg, targets=value)
                self.assertRaises(variantchess.ArgumentTypeError,
                                  self.game.svg, highlight=value)
        self.assertRaises(variantchess.ParseError, self.game.svg,
                          targets=["e4", "e9"])

    def test_wrong_types_for_depth(self):
        for value in [None, "2", b"2", 2.0, [2], object(), True, False]:
            for call in [self.game.perft, self.game.divide]:
                with self.subTest(call=call, value=value):
                    with self.assertRaises(variantchess.Error) as cm:
                        call(value)
                    self.assertIsInstance(cm.exception, TypeError)

    def test_int_like_depth(self):
        class Depth(object):
            def __index__(self):
                return 2
        self.assertEqual(self.game.perft(Depth()), 400)

    def test_nul_characters(self):
        for call, text in [(self.game.push, "e2\0e4"), (Game, "chess\0"),
                           (Game.from_pgn, "1. e4\0"),
                           (lambda t: Game("chess", t), "8/8\0"),
                           (self.game.set_fen, "\0"),
                           (self.game.piece_at, "e\0")]:
            with self.subTest(text=text):
                with self.assertRaises(variantchess.Error) as cm:
                    call(text)
                self.assertEqual(cm.exception.offset, text.index("\0"))

    @support.needs_function("vchess_game_from_pgn")
    def test_huge_pgn(self):
        self.assertRaises(variantchess.Error, Game.from_pgn,
                          "1. e4 " + "{comment} " * 100000 + "e5 " * 1000)

    def test_huge_strings(self):
        for call in [self.game.push, self.game.parse, self.game.set_fen,
                     self.game.piece_at, Game, lambda t: Game("chess", t)]:
            with self.subTest(call=call):
                self.assertRaises(variantchess.Error, call, HUGE)
        self.assertEqual(self.game.ply, 0)

    def test_strange_text(self):
        for text in ["é", "\udc80", "\U0001F600", "e2e4" + "!" * 61,
                     " e2e4", "E2E4", "e2 e4", "-", "/", "e1/e2/"]:
            with self.subTest(text=text):
                self.assertRaises(variantchess.Error, self.game.push, text)
                self.assertRaises(variantchess.Error, Game, "chess", text)
                self.assertRaises(variantchess.Error, Game, text)

    def test_closed_game(self):
        game = Game()
        game.legal_moves  # made before closing: still not given after
        game.close()
        calls = [lambda: game.legal_moves, game.fen, game.pop, game.is_check,
                 game.result, game.copy, game.cells,
                 lambda: game.push("e2e4"), lambda: game.san("e2e4"),
                 lambda: game.parse("e2e4"), lambda: game.perft(1),
                 lambda: game.divide(1), lambda: game.set_fen("8/8 w"),
                 lambda: game.piece_at("e1"), lambda: game.turn,
                 lambda: game.ply, lambda: game.variant]
        for call in calls:
            with self.subTest(call=call):
                self.assertRaises(variantchess.GameClosedError, call)

    def test_uninitialised_game(self):
        game = Game.__new__(Game)
        for call in (game.fen, lambda: game.legal_moves, game.pop,
                     lambda: game.push("e2e4")):
            with self.subTest(call=call):
                self.assertRaises(variantchess.GameClosedError, call)
        game.close()
        del game

    def test_init_again_replaces_the_game(self):
        self.game.push("e2e4")
        self.game.__init__("trumpisten")
        self.assertEqual((self.game.variant, self.game.ply), ("trumpisten", 0))

    def test_closed_game_cannot_be_pickled(self):
        self.game.close()
        self.assertRaises(variantchess.GameClosedError, pickle.dumps,
                          self.game)

    def test_failed_constructor_is_collected_quietly(self):
        for _ in range(100):
            self.assertRaises(variantchess.Error, Game, "nope")


if __name__ == "__main__":
    support.main()
