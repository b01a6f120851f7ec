"""The python-chess-like API: Move objects, legal_moves, push/pop and the
move stack, outcome() and draw claims, the text picture, equality,
pickling and copying.  Expected values come from the rules of chess and
the FENs of the variants' start positions, not from the binding."""

import copy
import gc
import os
import pickle
import unittest

import support
import variantchess
from variantchess import Game, Move, Termination, _ffi

EN_PASSANT = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
PROMOTION = "1r5k/P7/8/8/8/8/8/7K w - - 0 1"


class Moves(unittest.TestCase):
    def test_start_position_has_twenty_moves(self):
        moves = Game().legal_moves
        self.assertEqual(len(moves), 20)
        self.assertTrue(all(isinstance(m, Move) for m in moves))
        self.assertEqual(moves, Game().legal_moves())  # the 0.1 call form
        self.assertEqual(moves.count(), 20)

    def test_move_is_its_coordinate_text(self):
        move = Game().parse("Nf3")
        self.assertEqual(str(move), "g1f3")
        self.assertEqual(move, "g1f3")
        self.assertEqual(hash(move), hash("g1f3"))
        self.assertEqual(move.uci(), "g1f3")
        self.assertEqual(repr(move), "Move('g1f3')")
        self.assertEqual((move.from_cell, move.to_cell, move.piece),
                         ("g1", "f3", "N"))
        self.assertIsNone(move.promotion)
        self.assertFalse(move.is_capture or move.is_castling
                         or move.is_en_passant)

    def test_move_from_text_equals_the_games_move(self):
        move = Move.from_uci("e2e4")
        self.assertEqual(move, Move("e2e4"))
        self.assertEqual(move, Game().parse("e4"))
        self.assertEqual(hash(move), hash(Game().parse("e4")))
        self.assertIn(move, Game().legal_moves)
        self.assertNotEqual(move, Move("e2e3"))
        self.assertEqual((move.from_cell, move.to_cell, move.promotion),
                         ("e2", "e4", None))
        self.assertEqual(Move("a7a8q").promotion, "q")
        self.assertEqual((Move("b2c4/").from_cell, Move("b2c4/").to_cell),
                         ("b2", "c4/"))
        self.assertEqual(Move("a10a8").from_cell, "a10")

    def test_move_from_text_knows_no_position(self):
        move = Move("e2e4")
        self.assertRaises(ValueError, getattr, move, "piece")
        self.assertRaises(ValueError, getattr, move, "is_capture")
        self.assertIsNone(move.fen)
        played = Game().push(move)
        self.assertEqual((played, played.piece), ("e2e4", "P"))
        twin = pickle.loads(pickle.dumps(move))
        self.assertEqual((twin, type(twin), twin.to_cell),
                         ("e2e4", Move, "e4"))

    def test_bad_move_text(self):
        for text in ("e2", "e2e4qq", "E2E4", "", "e2-e4"):
            self.assertRaises(ValueError, Move.from_uci, text)
        self.assertRaises(TypeError, Move, 5)

    def test_copies_of_a_move(self):
        move = Game().parse("e4")
        for twin in (copy.copy(move), copy.deepcopy(move),
                     pickle.loads(pickle.dumps(move))):
            self.assertEqual((twin, twin.piece, type(twin)),
                             ("e2e4", "P", Move))

    def test_capture(self):
        game = Game()
        for san in ("e4", "d5"):
            game.push_san(san)
        move = game.parse("exd5")
        self.assertEqual((str(move), move.piece, move.captured),
                         ("e4d5", "P", "p"))
        self.assertTrue(move.is_capture)
        captures = [m for m in game.legal_moves if m.is_capture]
        self.assertEqual(captures, ["e4d5"])

    def test_en_passant(self):
        move = Game("chess", EN_PASSANT).parse("exf6")
        self.assertEqual(move, "e5f6")
        self.assertTrue(move.is_en_passant and move.is_capture)
        self.assertEqual(move.captured, "p")

    def test_castling(self):
        game = Game("chess", CASTLING)
        short, long_ = game.parse("O-O"), game.parse("O-O-O")
        self.assertEqual((short, long_), ("e1g1", "e1c1"))
        self.assertTrue(short.is_castling and long_.is_castling)
        self.assertEqual((short.piece, short.captured), ("K", None))
        self.assertEqual(sum(m.is_castling for m in game.legal_moves), 2)

    def test_promotion(self):
        game = Game("chess", PROMOTION)
        promotions = sorted(m for m in game.legal_moves
                            if m.promotion is not None)
        self.assertEqual(promotions, ["a7a8b", "a7a8n", "a7a8q", "a7a8r",
                                      "a7b8b", "a7b8n", "a7b8q", "a7b8r"])
        take = game.parse("axb8=Q")
        self.assertEqual((take.promotion, take.captured), ("q", "r"))

    def test_move_keeps_its_position(self):
        game = Game()
        move = game.push("e4")
        game.push("e5")
        self.assertEqual((move.piece, move.fen), ("P", Game().fen()))

    def test_black_promotion_letter_is_lower_case(self):
        game = Game("chess", "7k/8/8/8/8/8/p7/7K b - - 0 1")
        self.assertEqual(sorted(m.promotion for m in game.legal_moves
                                if m.from_cell == "a2"), ["b", "n", "q", "r"])
        self.assertEqual(game.parse("a1=N").piece, "p")

    def test_check_and_double_step(self):
        game = Game()
        self.assertTrue(game.parse("e4").is_double_step)
        self.assertFalse(game.parse("e3").is_double_step)
        self.assertFalse(game.parse("Nf3").is_double_step)
        for san in ("f3", "e5", "g4"):
            game.push_san(san)
        self.assertTrue(game.parse("Qh4").gives_check)
        self.assertFalse(game.parse("Qg5").gives_check)

    def test_trumpisten_castling(self):
        # The king steps one square towards its partner pawn, which jumps
        # to the king's square; the text is the king onto the pawn.
        game = Game("trumpisten",
                    "p1k2/5/5/5/*3*/5/*3*/5/5/5/P1K1P w AE - 0 1")
        castles = sorted(m for m in game.legal_moves if m.is_castling)
        self.assertEqual(castles, ["c1a1", "c1e1"])
        self.assertEqual((castles[0].from_cell, castles[0].to_cell),
                         ("c1", "b1"))
        game.push(castles[0])
        self.assertEqual((game.piece_at("b1"), game.piece_at("c1")),
                         ("K", "P"))

    def test_list_and_single_move_calls_agree(self):
        """vchess_game_legal_move_infos() (legal_moves) and
        vchess_game_move_info() (parse) describe each move alike, and
        the cells agree with the move word's stable bits."""
        fens = [None, EN_PASSANT, CASTLING, PROMOTION]
        for variant in variantchess.variants():
            for fen in (fens if variant == "chess" else [None]):
                game = Game(variant, fen)
                cells = game.cells()
                for move in game.legal_moves:
                    again = game.parse(str(move))
                    self.assertEqual(again._facts, move._facts)
                    code = variantchess._move.code(move)
                    self.assertEqual(
                        (move.from_cell, move.to_cell),
                        (cells[_ffi.C.vchess_move_from(code)],
                         cells[_ffi.C.vchess_move_to(code)]))


class LegalMoveList(unittest.TestCase):
    # However a list of legal moves is read, what comes out is a Move
    # with what it does, never a bare text.
    def assert_moves(self, items):
        for move in items:
            self.assertIs(type(move), Move)
            self.assertIn(move.piece, "PNBRQK")

    def test_every_way_of_reading_gives_moves(self):
        game = Game()
        readers = [
            lambda ms: [ms[0], ms[-1], ms[3]], lambda ms: ms[2:5],
            list, tuple, sorted, reversed, lambda ms: [ms.pop()],
            lambda ms: ms.copy(), lambda ms: ms + [], lambda ms: ms * 2,
            lambda ms: copy.copy(ms), lambda ms: copy.deepcopy(ms),
            lambda ms: pickle.loads(pickle.dumps(ms)),
            lambda ms: ms.sort(key=lambda m: m.piece) or ms]
        for read in readers:
            moves = game.legal_moves
            self.assert_moves(read(moves))
            self.assert_moves(moves)

    def test_texts_compare_before_moves_are_made(self):
        game = Game()
        moves = game.legal_moves
        self.assertEqual(len(moves), 20)
        self.assertIn("e2e4", moves)
        self.assertEqual(moves.index("g1f3"), list(moves).index("g1f3"))
        self.assertEqual(" ".join(game.legal_moves), " ".join(moves))
        self.assertEqual(game.legal_moves, moves)
        self.assertEqual(repr(game.legal_moves[:1]), "[Move('b1c3')]")

    def test_a_users_items_stay_as_given(self):
        moves = Game().legal_moves
        moves.append("e2e4")
        self.assertIs(type(moves[-1]), str)
        moves = variantchess.MoveList(["e2e4", 1])
        self.assertEqual([type(m) for m in moves], [str, int])
        self.assertEqual(type(moves[0]), str)


class Stack(unittest.TestCase):
    def test_push_pop_peek(self):
        game = Game()
        first = game.legal_moves[0]
        self.assertIs(game.push(first), first)
        second = game.push("e7e5")
        self.assertEqual(game.move_stack, [first, "e7e5"])
        self.assertEqual(game.peek(), second)
        self.assertEqual(game.pop(), "e7e5")
        self.assertEqual(game.pop(), first)
        self.assertEqual(game.move_stack, [])
        self.assertRaises(variantchess.NoMoveToUndoError, game.pop)
        self.assertRaises(IndexError, game.peek)
        self.assertEqual(game.fen(), Game().fen())

    def test_move_of_another_position(self):
        game = Game()
        d4 = game.parse("d4")
        game.push("e4")
        self.assertRaises(variantchess.IllegalMoveError, game.push, d4)
        game.push("e5")
        played = game.push(d4)
        self.assertEqual(played, "d2d4")
        self.assertEqual(played.fen, game.move_stack[-1].fen)
        self.assertNotEqual(played.fen, d4.fen)

    def test_set_fen_clears_the_stack(self):
        game = Game()
        game.push("e4")
        game.set_fen(CASTLING)
        self.assertEqual(game.move_stack, [])

    def test_from_pgn_has_its_moves(self):
        game = Game.from_pgn('[Variant "chess"]\n\n1. e4 e5 2. Nf3 Nc6 *\n')
        self.assertEqual(game.move_stack, ["e2e4", "e7e5", "g1f3", "b8c6"])
        self.assertEqual(game.move_stack[2].piece, "N")
        self.assertEqual(game.pop(), "b8c6")


    def test_each_move_knows_the_fen_it_was_made_in(self):
        # A Move's FEN is read only when asked for (by replaying the
        # moves since a known one); it must equal what the game said.
        for variant in variantchess.variants():
            with self.subTest(variant=variant):
                game, seen = Game(variant), []
                for ply in range(12):
                    moves = game.legal_moves
                    if not moves:
                        break
                    seen.append(game.fen())
                    game.push(moves[(ply * 7) % len(moves)])
                self.assertEqual([m.fen for m in game.move_stack], seen)
                pickled = pickle.loads(pickle.dumps(game.move_stack))
                self.assertEqual([m.fen for m in pickled], seen)

    def test_moves_read_after_the_game_moved_on(self):
        # What a Move does is decoded on first use: by then the game is
        # elsewhere, and the Move still describes its own position.
        game = Game("chess", EN_PASSANT)
        moves = game.legal_moves
        game.push("exf6")
        game.push("Nc6")
        take = [m for m in moves if m == "e5f6"][0]
        self.assertEqual((take.piece, take.captured, take.is_en_passant,
                          take.is_capture), ("P", "p", True, True))
        quiet = [m for m in moves if m == "a2a3"][0]
        self.assertEqual((quiet.captured, quiet.is_capture), (None, False))

    def test_facts_read_now_or_later_agree(self):
        # Read while the game is in the position, a Move's facts come
        # from the game; read later, from a scratch game set to the
        # position's FEN.  Two games play the same moves; one is asked
        # at once, the other at the end.
        def facts(move):
            return (move.from_cell, move.to_cell, move.piece,
                    move.captured, move.promotion, move.is_capture,
                    move.is_castling, move.is_en_passant, move.gives_check,
                    move.is_double_step)
        for variant in variantchess.variants():
            with self.subTest(variant=variant):
                now, later, kept = Game(variant), Game(variant), []
                for ply in range(10):
                    read, unread = now.legal_moves, later.legal_moves
                    if not read:
                        break
                    kept.append(([facts(m) for m in read], unread))
                    now.push(read[(ply * 5) % len(read)])
                    later.push(unread[(ply * 5) % len(unread)])
                for seen, moves in kept:
                    self.assertEqual([facts(m) for m in moves], seen)

    def test_played_positions_leave_no_garbage_cycles(self):
        # The fast path frees a position and its Moves by reference
        # counting alone: no work left for the cyclic collector.
        game = Game()
        gc.collect()
        gc.disable()
        try:
            for _ in range(5):
                game.push(game.legal_moves[0])
                game.legal_moves
                game.pop()
                game.push(game.legal_moves[-1])
                game.pop()
            self.assertEqual(gc.collect(), 0)
        finally:
            gc.enable()


class Outcomes(unittest.TestCase):
    def play(self, sans, variant="chess", fen=None):
        game = Game(variant, fen)
        for san in sans.split():
            game.push_san(san)
        return game

    def test_ongoing(self):
        game = Game()
        self.assertIsNone(game.outcome())
        self.assertFalse(game.is_game_over() or game.can_claim_draw())

    def test_checkmate(self):
        game = self.play("f3 e5 g4 Qh4")
        self.assertTrue(game.is_checkmate())
        outcome = game.outcome()
        self.assertEqual((outcome.termination, outcome.winner),
                         (Termination.CHECKMATE, variantchess.BLACK))
        self.assertEqual(outcome.result(), "0-1")

    def test_stalemate(self):
        game = Game("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
        self.assertTrue(game.is_stalemate())
        self.assertEqual(game.outcome().winner, None)
        self.assertEqual(game.outcome().result(), "1/2-1/2")

    def test_threefold_repetition_is_a_claim(self):
        game = self.play("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
        self.assertTrue(game.can_claim_draw())
        self.assertTrue(game.can_claim_threefold_repetition())
        self.assertIsNone(game.outcome())
        self.assertEqual(game.outcome(claim_draw=True).termination,
                         Termination.THREEFOLD_REPETITION)

    def test_fivefold_repetition_ends_the_game(self):
        knights = "Nf3 Nf6 Ng1 Ng8 "
        game = self.play(knights * 3)  # the start position a fourth time
        self.assertIsNone(game.outcome())
        game = self.play(knights * 4)  # and a fifth
        self.assertEqual(game.outcome(), (Termination.FIVEFOLD_REPETITION,
                                          None))
        self.assertTrue(game.is_game_over())
        self.assertEqual(game.result(), ("draw", "fivefold_repetition"))
        self.assertEqual(game.legal_moves, [])

    def test_seventy_five_moves_end_the_game(self):
        game = Game("chess", "k7/8/8/8/8/8/8/K6R w - - 149 80")
        self.assertTrue(game.can_claim_fifty_moves())
        self.assertIsNone(game.outcome())
        game.push("Rh2")
        self.assertEqual(game.outcome(), (Termination.SEVENTYFIVE_MOVES,
                                          None))

    def test_trumpisten_bare_king_loses(self):
        game = Game("trumpisten",
                    "2k2/5/5/5/*3*/5/*3*/5/5/5/P1K1P w - - 0 1")
        self.assertEqual(game.outcome(), (Termination.BARE_KING,
                                          variantchess.WHITE))

    def test_trumpisten_stalemate_wins(self):
        # Black's king (a11) has no safe step, its pawn (a8) none at all.
        game = Game("trumpisten",
                    "k4/4R/1R3/p4/*P2*/5/*3*/5/5/5/2K2 b - - 0 1")
        self.assertEqual(game.outcome(), (Termination.STALEMATE,
                                          variantchess.WHITE))
        self.assertEqual(game.outcome().result(), "1-0")

    def test_fifty_moves_is_a_claim(self):
        game = Game("chess", "k7/8/8/8/8/8/8/K6R w - - 99 80")
        game.push("Rh2")
        self.assertTrue(game.can_claim_fifty_moves())
        self.assertEqual(game.outcome(claim_draw=True),
                         (Termination.FIFTY_MOVES, None))


class Picture(unittest.TestCase):
    def test_chess_as_python_chess_draws_it(self):
        self.assertEqual(str(Game()), "\n".join([
            "r n b q k b n r", "p p p p p p p p", ". . . . . . . .",
            ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
            "P P P P P P P P", "R N B Q K B N R"]))

    def test_trumpisten_holes_are_blank(self):
        lines = str(Game("trumpisten")).split("\n")
        self.assertEqual(len(lines), 11)
        self.assertEqual(lines[0], "p p k p p")      # rank 11
        self.assertEqual(lines[6], "  . . .")        # rank 5: a5, e5 holes
        self.assertEqual(lines[10], "P P K P P")     # rank 1

    def test_kite_board(self):
        lines = str(Game("trihexagonal")).split("\n")
        rank = {int(line.split()[0]): line for line in lines[:8]}
        # RNBQBKBNR on rank 1, three kites per hexagon.
        self.assertTrue(rank[1].endswith("R N B   Q B K   B N R"))
        self.assertTrue(rank[8].endswith("r n b   k b q   b n r"))
        # Each row of hexagons lies half a hexagon left of the one below.
        indent = {r: len(line) - len(line.lstrip(" 0123456789"))
                  for r, line in rank.items()}
        self.assertEqual(indent[2], indent[3])
        self.assertGreater(indent[1], indent[2])
        self.assertGreater(indent[3], indent[4])
        self.assertGreater(indent[7], indent[8])
        self.assertIn("odd ranks: a b/ b c d/ d e f/ f", lines)

    def test_hexagonal_board(self):
        lines = str(Game("glinski")).split("\n")
        # a column per file, f11 alone on top and f1 alone at the bottom,
        # each cell half a line from its neighbours in the next file
        self.assertEqual(len(lines), 22)
        self.assertEqual(lines[0], "          b")           # f11
        self.assertEqual(lines[1], "        q   k")         # e10, g10
        self.assertEqual(lines[20], "          B")          # f1
        self.assertEqual(lines[19], "        Q   K")        # e1, g1
        self.assertEqual(lines[21], "a b c d e f g h i k l")
        self.assertEqual(str(Game("mccooey")).split("\n")[-1],
                         "a b c d e f g h i j k")

    def test_svg_for_jupyter(self):
        game = Game()
        game.push("e4")
        self.assertIn("<svg", game._repr_svg_())


class Values(unittest.TestCase):
    def test_equality_is_variant_and_position(self):
        self.assertEqual(Game(), Game())
        self.assertEqual(hash(Game()), hash(Game()))
        self.assertNotEqual(Game("chess"), Game("trihexagonal"))
        a, b = Game(), Game()
        a.push("e4")
        self.assertNotEqual(a, b)
        b.push("e2e4")
        self.assertEqual(a, b)

    def test_pickle_keeps_the_moves(self):
        game = Game("trihexagonal")
        for move in ("b2c4/", "d7d5/"):
            game.push(move)
        again = pickle.loads(pickle.dumps(game))
        self.assertEqual(again, game)
        self.assertEqual(again.move_stack, game.move_stack)
        self.assertEqual(again.move_stack[0].fen, Game("trihexagonal").fen())
        move = pickle.loads(pickle.dumps(game.peek()))
        self.assertEqual((move, move.piece), ("d7d5/", "p"))

    def test_copy_is_independent(self):
        game = Game()
        game.push("e4")
        twin = copy.copy(game)
        twin.push("e5")
        self.assertEqual(len(game.move_stack), 1)
        self.assertEqual(len(twin.move_stack), 2)
        self.assertEqual(game.copy(stack=False).move_stack, [])


class Typing(unittest.TestCase):
    def test_py_typed_ships(self):
        package = os.path.dirname(variantchess.__file__)
        self.assertTrue(os.path.isfile(os.path.join(package, "py.typed")))

    def test_every_public_name_has_a_docstring(self):
        for name in variantchess.__all__:
            obj = getattr(variantchess, name)
            if isinstance(obj, (bool, str)):
                continue
            self.assertTrue(obj.__doc__, name)
            if isinstance(obj, type):
                for attr, value in vars(obj).items():
                    if attr.startswith("_") or not callable(
                            getattr(value, "__get__", value)):
                        continue
                    self.assertTrue(getattr(value, "__doc__", None),
                                    "%s.%s" % (name, attr))


if __name__ == "__main__":
    support.main()
