"""The Game API: positions, moves, results, copies and life cycle."""

import copy
import doctest
import io
import os
import re
import threading
import unittest
from contextlib import redirect_stdout
from unittest import mock

import support
import variantchess
from variantchess import Game, _ffi

CHESS_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
PROMOTION = "8/P7/8/8/8/8/8/k6K w - - 0 1"
TRUMPISTEN_CASTLING = "ppkpp/rnqnr/5/5/*3*/5/*3*/5/5/RNQNR/P1KPP w AEae - 0 1"
FOOLS_MATE = ["f2f3", "e7e5", "g2g4", "d8h4"]


class Module(unittest.TestCase):

    def test_variants(self):
        names = variantchess.variants()
        self.assertEqual(names[:3], ["chess", "trihexagonal", "trumpisten"])
        for name in ("normal", "capablanca", "makruk",
                     "trihexagonal-archbishop"):
            self.assertIn(name, names)
        self.assertEqual(len(set(names)), len(names))

    def test_fairy_stockfish_builtin(self):
        # fairy-stockfish 11.1: UCI_Variant capablanca, go perft 2
        with Game("capablanca") as game:
            self.assertEqual(game.perft(2), 784)

    def test_library_version(self):
        self.assertRegex(variantchess.library_version(), r"^1\.\d+\.\d+$")

    def test_docstring_example(self):
        failed, attempted = doctest.testmod(variantchess)
        self.assertEqual((failed, attempted > 0), (0, True))

    def test_loaded_the_library_asked_for(self):
        wanted = os.environ.get("VARIANTCHESS_LIBRARY")
        if not wanted:
            self.skipTest("VARIANTCHESS_LIBRARY is not set")
        self.assertEqual(variantchess.LIBRARY_PATH, wanted)

    def test_every_header_function_is_declared_once(self):
        header = support.source_file("include", "variantchess.h")
        if not os.path.exists(header):
            self.skipTest("no source tree at %s" % header)
        with open(header) as f:
            names = re.findall(r"VCHESS_EXPORT[^(;]*?\b(vchess_\w+)\s*\(",
                               f.read())
        declared = [entry[0] for entry in variantchess._ffi._FUNCTIONS]
        self.assertEqual(len(declared), len(set(declared)))
        self.assertEqual(set(names), set(declared))

    def test_binding_version_is_the_package_version(self):
        header = support.source_file("include", "variantchess.h")
        if not os.path.exists(header):
            self.skipTest("no source tree at %s" % header)
        with open(header) as f:
            version = re.search(r'#define VCHESS_VERSION_STRING "([^"]*)"',
                                f.read()).group(1)
        with open(os.path.join(support.BINDING_DIR, "pyproject.toml")) as f:
            project = re.search(r'^version = "([^"]*)"', f.read(), re.M)
        self.assertEqual(variantchess.__version__, version)
        self.assertEqual(project.group(1), version)


class Positions(unittest.TestCase):

    def test_start_positions(self):
        for variant in variantchess.variants():
            with Game(variant) as game:
                self.assertEqual(game.variant, variant)
                self.assertEqual(game.turn, "white")
                self.assertEqual(game.ply, 0)
                self.assertFalse(game.is_check())
                self.assertEqual(Game(variant, game.fen()).fen(), game.fen())

    def test_default_is_chess_start(self):
        with Game() as game:
            self.assertEqual(game.fen(), CHESS_START)

    def test_set_fen_clears_history(self):
        with Game() as game:
            game.push("e2e4")
            game.set_fen(CASTLING)
            self.assertEqual((game.fen(), game.ply), (CASTLING, 0))

    def test_cells_and_pieces(self):
        with Game("trihexagonal") as game:
            cells = game.cells()
            self.assertEqual(len(cells), 72)
            self.assertEqual(cells[:4], ["a1", "b1/", "b1", "c1"])
            self.assertEqual(game.piece_at("d1"), "K")
            self.assertEqual(game.piece_at("c8/"), "b")
            self.assertIsNone(game.piece_at("c4/"))

    @support.needs_function("vchess_variant_describe_cell")
    def test_describe_cell(self):
        with Game("trihexagonal") as game:
            text = game.describe_cell("b6")
            self.assertIn("b6", text)
            self.assertGreater(text.count("\n"), 1)
            self.assertRaises(variantchess.ParseError, game.describe_cell,
                              "b9")

    def test_repr(self):
        game = Game()
        self.assertIn("chess", repr(game))
        game.close()
        self.assertIn("closed", repr(game))


class Moves(unittest.TestCase):

    def test_chess_start_moves(self):
        with Game() as game:
            moves = game.legal_moves()
            self.assertEqual(len(moves), 20)
            self.assertIn("e2e4", moves)
            self.assertIn("g1f3", moves)

    def test_push_and_pop(self):
        with Game() as game:
            self.assertEqual(game.push("e2e4"), "e2e4")
            self.assertEqual((game.turn, game.ply), ("black", 1))
            game.pop()
            self.assertEqual((game.fen(), game.ply), (CHESS_START, 0))

    def test_push_accepts_what_the_library_parses(self):
        with Game() as game:
            self.assertEqual(game.parse("e2-e4"), "e2e4")
            self.assertEqual(game.push("e2-e4"), "e2e4")

    def test_promotion_letter(self):
        with Game("chess", PROMOTION) as game:
            promotions = [m for m in game.legal_moves() if m.startswith("a7")]
            self.assertEqual(sorted(promotions),
                             ["a7a8b", "a7a8n", "a7a8q", "a7a8r"])
            game.push("a7a8n")
            self.assertEqual(game.piece_at("a8"), "N")

    def test_castling_is_the_kings_move(self):
        with Game("chess", CASTLING) as game:
            self.assertIn("e1g1", game.legal_moves())
            self.assertIn("e1c1", game.legal_moves())
            game.push("e1g1")
            self.assertEqual(game.piece_at("f1"), "R")

    def test_trumpisten_castling_is_king_onto_partner(self):
        with Game("trumpisten", TRUMPISTEN_CASTLING) as game:
            king = [m for m in game.legal_moves() if m.startswith("c1")]
            self.assertEqual(sorted(king), ["c1a1", "c1b1"])
            game.push("c1a1")  # castling: K c1-b1, P a1-c1
            self.assertEqual([game.piece_at(c) for c in ("a1", "b1", "c1")],
                             [None, "K", "P"])
            game.pop()
            game.push("c1b1")  # the plain king step
            self.assertEqual([game.piece_at(c) for c in ("a1", "b1", "c1")],
                             ["P", "K", None])

    def test_slash_cells(self):
        with Game("trihexagonal") as game:
            self.assertIn("b2c4/", game.legal_moves())
            game.push("b2c4/")
            self.assertEqual(game.piece_at("c4/"), "P")

    @support.needs_function("vchess_game_move_san")
    def test_san(self):
        with Game() as game:
            self.assertEqual(game.san("g1f3"), "Nf3")
            self.assertEqual(game.san("e2e4"), "e4")
        with Game("chess", CASTLING) as game:
            self.assertEqual(game.san("e1g1"), "O-O")

    @support.needs_function("vchess_game_move_san")
    def test_push_san(self):
        with Game() as game:
            self.assertEqual(game.push("Nf3"), "g1f3")

    def test_san_without_the_function(self):
        # Every 1.x library has vchess_game_move_san, so the library
        # without it is made here: declare() on a library exporting
        # nothing gives the stubs an older minor version would get.
        stubs = _ffi.declare(object(), "/nowhere/libvariantchess.so.1")
        with Game() as game, mock.patch.object(
                _ffi.C, "vchess_game_move_san", stubs.vchess_game_move_san):
            with self.assertRaises(variantchess.UnsupportedError) as caught:
                game.san("e2e4")
            self.assertIsInstance(caught.exception, NotImplementedError)
            self.assertIn("vchess_game_move_san is not in "
                          "/nowhere/libvariantchess.so.1",
                          str(caught.exception))
            self.assertEqual(game.push("e4"), "e2e4")  # the rest works


class Records(unittest.TestCase):

    @support.needs_function("vchess_game_pgn")
    def test_pgn(self):
        with Game() as game:
            for move in FOOLS_MATE:
                game.push(move)
            pgn = game.pgn()
        self.assertIn('[Result "0-1"]', pgn)
        self.assertIn("1. f3 e5 2. g4 Qh4# 0-1", pgn)

    @support.needs_function("vchess_game_from_pgn")
    @support.needs_function("vchess_game_pgn")
    def test_pgn_round_trip(self):
        for variant in variantchess.variants():
            with self.subTest(variant=variant), Game(variant) as game:
                for _ in range(6):
                    game.push(game.legal_moves()[-1])
                with Game.from_pgn(game.pgn()) as again:
                    self.assertEqual((again.variant, again.fen(), again.ply),
                                     (variant, game.fen(), 6))
                    again.pop()

    @support.needs_function("vchess_game_from_pgn")
    def test_pgn_with_a_bad_move(self):
        text = "1. e4 e5 2. Ke3"
        with self.assertRaises(variantchess.IllegalMoveError) as cm:
            Game.from_pgn(text)
        self.assertEqual(cm.exception.offset, text.index("Ke3"))
        self.assertIn("move 2", cm.exception.detail)


class Pictures(unittest.TestCase):

    @support.needs_function("vchess_game_svg")
    def test_svg(self):
        with Game("trihexagonal") as game:
            svg = game.svg()
            self.assertTrue(svg.lstrip().startswith("<"))
            self.assertIn("<svg", svg)
            self.assertEqual(svg.count('class="cell"'), 72)
            marked = game.svg(flip=True, names=True, highlight="b2",
                              targets=["b3", "c4/"])
            self.assertEqual(marked.count('class="highlight"'), 1)
            self.assertEqual(marked.count('class="target"'), 2)
            self.assertEqual(marked.count('class="name"'), 72)


class Results(unittest.TestCase):

    def test_ongoing(self):
        with Game() as game:
            self.assertEqual(game.result(), (None, None))
            self.assertFalse(game.result().over)

    def test_checkmate(self):
        with Game() as game:
            for move in FOOLS_MATE:
                game.push(move)
            self.assertTrue(game.is_check())
            self.assertEqual(game.legal_moves(), [])
            result = game.result()
            self.assertEqual(result, ("black", "checkmate"))
            self.assertEqual(result.winner, "black")
            self.assertTrue(result.over)

    def test_stalemate_is_a_draw_in_chess(self):
        with Game("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1") as game:
            self.assertEqual(game.result(), ("draw", "stalemate"))

    def test_bare_kings(self):
        with Game("chess", "7k/8/8/8/8/8/8/K7 w - - 0 1") as game:
            self.assertEqual(game.result().winner, "draw")


class LifeCycle(unittest.TestCase):

    def test_copy_is_independent(self):
        with Game() as game:
            game.push("e2e4")
            for other in (game.copy(), copy.copy(game), copy.deepcopy(game)):
                with other:
                    self.assertEqual((other.fen(), other.ply),
                                     (game.fen(), game.ply))
                    other.pop()
                    self.assertEqual(other.fen(), CHESS_START)
                    self.assertEqual(game.ply, 1)

    def test_context_manager_closes(self):
        with Game() as game:
            pass
        self.assertTrue(game.closed)
        game.close()  # twice is fine

    def test_collected_without_close(self):
        for _ in range(1000):
            Game("trihexagonal").push("b2c4/")

    def test_threads_share_a_game(self):
        game = Game()
        errors = []

        def work():
            try:
                for _ in range(20):
                    game.perft(2)
                    game.legal_moves()
            except variantchess.GameClosedError:
                pass
            except Exception as exc:  # pragma: no cover
                errors.append(exc)

        threads = [threading.Thread(target=work) for _ in range(4)]
        for thread in threads:
            thread.start()
        game.close()
        for thread in threads:
            thread.join()
        self.assertEqual(errors, [])


def readme_examples(path):
    """(code, shown output or None) of each ```python block of a README
    that uses variantchess; the output is the ``` block after "prints"."""
    with open(path) as f:
        text = f.read()
    pattern = r"```python\n(.*?)```(?:\s*prints\s*```\n(.*?)```)?"
    return [(code, shown) for code, shown in re.findall(pattern, text, re.S)
            if "variantchess" in code]


class Readme(unittest.TestCase):
    """The Python examples of bindings/python/README.md and of the top
    README.md run and print what the text shows."""

    def check_examples(self, path, required):
        if not os.path.exists(path):
            self.skipTest("no %s" % path)
        examples = readme_examples(path)
        if required:
            self.assertTrue(examples, "no Python example in %s" % path)
        for code, shown in examples:
            out = io.StringIO()
            with redirect_stdout(out):
                exec(compile(code, path, "exec"), {})
            if shown:
                self.assertEqual(out.getvalue(), shown)

    def test_binding_readme(self):
        self.check_examples(os.path.join(support.BINDING_DIR, "README.md"),
                            True)

    def test_top_readme(self):
        self.check_examples(support.source_file("README.md"), False)

    def test_binding_readme_counts_the_variants(self):
        path = os.path.join(support.BINDING_DIR, "README.md")
        if not os.path.exists(path):
            self.skipTest("no %s" % path)
        with open(path, encoding="utf-8") as f:
            opening = f.read().split("\n\n")[1]
        said = re.search(r"plays the (\d+)\s+built-in variants", opening)
        self.assertIsNotNone(said, "the README does not say how many")
        self.assertEqual(int(said.group(1)), len(variantchess.variants()))


if __name__ == "__main__":
    support.main()
