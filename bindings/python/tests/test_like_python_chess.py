"""The assertions a python-chess user writes, against variantchess: each
test is what one would write for chess.Board, chess.Move and chess.pgn,
with cells as names ("f3" for chess.F3) and sets of cells as frozensets
of names.  The expected values come from the rules of chess (FIDE), the
FEN, EPD and PGN standards, worked out by hand."""

import io
import os
import re
import unittest

import support
import variantchess
import variantchess.pgn
from variantchess import BLACK, WHITE, Game, Move, Termination

SCHOLARS_MATE = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"]


class BoardLikePythonChess(unittest.TestCase):
    def test_moves_by_value(self):
        board = Game()
        self.assertIn(Move.from_uci("e2e4"), board.legal_moves)
        self.assertNotIn(Move.from_uci("e2e5"), board.legal_moves)
        board.push(Move.from_uci("g1f3"))
        self.assertEqual(board.pop(), Move.from_uci("g1f3"))
        self.assertEqual(board.parse_san("Nf3"), Move.from_uci("g1f3"))
        self.assertEqual(board.push_uci("e2e4"), Move.from_uci("e2e4"))
        self.assertEqual(board.peek(), Move.from_uci("e2e4"))
        self.assertEqual(board.uci(board.parse_san("e5")), "e7e5")

    def test_legality(self):
        board = Game()
        self.assertTrue(board.is_legal(Move.from_uci("g1f3")))
        self.assertFalse(board.is_legal(Move.from_uci("g1g3")))
        self.assertTrue(board.is_pseudo_legal(Move.from_uci("e2e4")))
        self.assertFalse(board.is_pseudo_legal(Move.from_uci("e1e2")))
        self.assertEqual(board.legal_moves.count(), 20)

    def test_notation(self):
        board = Game()
        self.assertEqual(board.san(Move.from_uci("g1f3")), "Nf3")
        self.assertEqual(board.lan(Move.from_uci("g1f3")), "Ng1-f3")
        self.assertEqual(board.variation_san(
            [Move.from_uci(m) for m in ("e2e4", "e7e5", "g1f3", "b8c6")]),
            "1. e4 e5 2. Nf3 Nc6")

    def test_scholars_mate(self):
        board = Game()
        for san in SCHOLARS_MATE:
            board.push_san(san)
        self.assertTrue(board.is_check())
        self.assertTrue(board.is_checkmate())
        self.assertTrue(board.is_game_over())
        self.assertEqual(board.checkers(), {"f7"})
        outcome = board.outcome()
        self.assertEqual(outcome.termination, Termination.CHECKMATE)
        self.assertIs(outcome.winner, WHITE)
        self.assertEqual(outcome.result(), "1-0")

    def test_attacks(self):
        board = Game()
        self.assertEqual(len(board.attackers(WHITE, "f3")), 3)
        self.assertTrue(board.is_attacked_by(BLACK, "f6"))
        self.assertFalse(board.is_attacked_by(BLACK, "e4"))
        self.assertEqual(board.attacks("b1"), {"a3", "c3", "d2"})
        pinned = Game("chess", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1")
        self.assertTrue(pinned.is_pinned(WHITE, "e2"))
        self.assertIn("e5", pinned.pin(WHITE, "e2"))
        self.assertNotIn("d4", pinned.pin(WHITE, "e2"))
        self.assertFalse(Game().is_pinned(WHITE, "e2"))

    def test_draw_claims(self):
        board = Game()
        for _ in range(2):
            for san in ("Nf3", "Nf6", "Ng1", "Ng8"):
                board.push_san(san)
        self.assertTrue(board.can_claim_threefold_repetition())
        self.assertTrue(board.can_claim_draw())
        self.assertFalse(board.can_claim_fifty_moves())
        self.assertFalse(board.is_game_over())
        self.assertTrue(board.is_game_over(claim_draw=True))
        self.assertEqual(board.outcome(claim_draw=True).termination,
                         Termination.THREEFOLD_REPETITION)

    def test_fifty_moves_with_threefold_open(self):
        board = Game("chess", "8/1k4K1/2p5/2p5/2P5/8/8/8 w - - 100 60")
        for uci in ("g7g8", "b7a8", "g8g7", "a8b7") * 2:
            board.push(Move.from_uci(uci))
        self.assertTrue(board.can_claim_fifty_moves())
        self.assertTrue(board.can_claim_threefold_repetition())

    def test_fen_epd_and_hash(self):
        board = Game()
        self.assertEqual(board.board_fen(),
                         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
        self.assertEqual(board.epd(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/"
                         "RNBQKBNR w KQkq -")
        ops = board.set_epd("4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id \"x\";")
        self.assertEqual(ops, {"bm": [Move.from_uci("e1g1")], "id": "x"})
        self.assertEqual(board.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        self.assertEqual(Game().zobrist_hash(), Game().zobrist_hash())
        self.assertNotEqual(Game().zobrist_hash(), board.zobrist_hash())

    def test_pictures_and_mirror(self):
        board = Game()
        self.assertEqual(board.unicode().splitlines()[-1],
                         "\u2656 \u2658 \u2657 \u2655 \u2654 \u2657 "
                         "\u2658 \u2656")
        board.push_san("e4")
        self.assertEqual(board.mirror().board_fen(),
                         "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR")
        self.assertEqual(board.mirror().turn, "white")
        self.assertEqual(board.piece_map()["e4"], "P")
        self.assertEqual(board.find_move("e7", "e5"), Move.from_uci("e7e5"))
        svg = board.svg(arrows=[("e2", "e4")], lastmove=board.peek(),
                        check=None, fill={"e4": "#cc0000cc"})
        self.assertIn('data-cell="e4" fill="#cc0000cc"', svg)


class PgnLikePythonChess(unittest.TestCase):
    PGN = ('[Event "Example"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n'
           "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {Developing} Nc6 $1 1-0\n")

    def test_read_game(self):
        game = variantchess.pgn.read_game(io.StringIO(self.PGN))
        self.assertEqual(game.headers["Event"], "Example")
        self.assertEqual(game.headers["Result"], "1-0")
        self.assertEqual([m.uci() for m in game.mainline_moves()],
                         ["e2e4", "e7e5", "g1f3", "b8c6"])
        self.assertEqual(len(game.variations[0].variations), 2)
        sicilian = game.variations[0].variations[1]
        self.assertEqual(sicilian.move, Move.from_uci("c7c5"))
        self.assertEqual(sicilian.san(), "c5")
        node = game.next().next().next()
        self.assertEqual(node.comment, "Developing")
        self.assertEqual(game.end().nags, {1})
        self.assertEqual(game.end().board().fen(),
                         "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/"
                         "RNBQKB1R w KQkq - 2 3")

    def test_build_and_export(self):
        game = variantchess.pgn.Game()
        game.headers["Event"] = "Example"
        node = game.add_variation(Move.from_uci("e2e4"))
        node = node.add_variation(Move.from_uci("e7e5"))
        node.comment = "Comment"
        game.variations[0].add_variation(Move.from_uci("c7c5"))
        game.variations[0].promote_to_main(Move.from_uci("c7c5"))
        exporter = variantchess.pgn.StringExporter(headers=False)
        self.assertEqual(game.accept(exporter),
                         "1. e4 c5 (1... e5 {Comment}) *\n")
        self.assertIn('[Event "Example"]', str(game))

    def test_read_every_game(self):
        handle = io.StringIO(self.PGN + "\n" + self.PGN)
        count = 0
        while variantchess.pgn.read_game(handle) is not None:
            count += 1
        self.assertEqual(count, 2)


class ReadmeTable(unittest.TestCase):
    """Every call the README's python-chess table marks ✓ exists."""

    def names_marked_done(self, text):
        table = text.split("### python-chess, call by call", 1)[1]
        table = table.split("\n### ", 1)[0]
        for row in table.split("\n"):
            cells = [c.strip() for c in row.strip("|").split(" | ")]
            if len(cells) != 3 or not cells[2].startswith("\u2713"):
                continue
            ours = cells[0] if cells[1] == "the same" else cells[1]
            for code in re.findall(r"`([^`]*)`", ours):
                found = re.match(r"[A-Za-z_][\w.]*", code)
                if found:
                    yield found.group(0).split(".")[-1]

    def test_marked_calls_exist(self):
        path = os.path.join(support.BINDING_DIR, "README.md")
        if not os.path.exists(path):
            self.skipTest("no %s" % path)
        with open(path, encoding="utf-8") as f:
            names = set(self.names_marked_done(f.read()))
        self.assertGreater(len(names), 60)
        tree = variantchess.pgn.Game()
        owners = (Game, Move, tree, tree.add_variation("e4"),
                  variantchess.pgn, variantchess)
        known = {"Board", "board", "chess", "move", "pgn", "str", "Game",
                 "variantchess"}
        missing = sorted(n for n in names if n not in known and not any(
            hasattr(owner, n) for owner in owners))
        self.assertEqual(missing, [])


if __name__ == "__main__":
    support.main()
