"""Time of one legal_moves + push + pop cycle at each variant's start
position, in microseconds.

    VARIANTCHESS_LIBRARY=lib/.libs/libvariantchess.so \\
        python3 bindings/python/bench/cycle.py [--budget 10] [--rounds 60]

Each cycle asks for the legal moves, plays the first and takes it back.
Three figures per variant:

* "reused": the loop as written.  pop() returns to the position the
  moves were made for, so the game hands out the same moves again (a
  position's legal moves are asked of C once per visit).
* "fresh": the game first forgets its position, as after a move that is
  not taken back, so every cycle asks C anew and makes the Move it
  plays.  This is the cost of a node of a search written in Python, and
  the figure the budget is about.  The list makes a Move when it is
  read (variantchess.MoveList), so the other moves stay texts.
* "all": "fresh" with every Move of the list made (list(moves)), as
  python-chess's list(board.legal_moves) makes them.

A figure is the best of --rounds rounds of 300 cycles, in CPU time of
this process (time.process_time), so that other load on the machine
stays out of it as far as it can.

When python-chess can be imported (it is not a dependency; a checkout
of it on PYTHONPATH will do), a line after chess's gives its figure for
the same cycle, list(board.legal_moves) + push + pop at the start.

The last line is the time to read a large PGN text with the game tree
kept (variantchess.pgn; --pgn-games games of random chess moves, each
with a variation of four moves every tenth ply and a comment every
seventh), and beside it python-chess's chess.pgn on the same text when
python-chess can be imported.

The script measures the package in the directory above it, so a copy of
it in an older checkout measures that checkout's binding (1.0's too).
Exits 1 if chess's fresh figure is above --budget (microseconds): the
cycle python-chess users compare.  Other variants' figures grow with
their number of moves (grand's 65, shogi's 30 with drops) and are
reported, not judged, unless --budget-all is given.
"""

import argparse
import io
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                os.pardir))
import variantchess  # noqa: E402
import variantchess.pgn  # noqa: E402

CYCLES = 300


def cycle(game):
    moves = game.legal_moves()
    game.push(moves[0])
    game.pop()


def forget(game):
    """Make the game forget its position's Moves, as after a move that
    is not taken back (the binding before 1.1 kept them in _position)."""
    if hasattr(game, "_forget_position"):
        game._forget_position()
    else:
        game._position = None


def fresh_cycle(game):
    forget(game)
    cycle(game)


def all_cycle(game):
    forget(game)
    moves = list(game.legal_moves())
    game.push(moves[0])
    game.pop()


def round_us(function, game):
    """CPU time of one round, per cycle, in microseconds."""
    start = time.process_time()
    for _ in range(CYCLES):
        function(game)
    return (time.process_time() - start) / CYCLES * 1e6


def best_us(game, rounds, functions=(cycle, fresh_cycle, all_cycle)):
    """The best round of each of `functions`, the rounds interleaved."""
    best = [float("inf")] * len(functions)
    for _ in range(rounds):
        for i, function in enumerate(functions):
            best[i] = min(best[i], round_us(function, game))
    return best


def python_chess_cycle(board):
    moves = list(board.legal_moves)
    board.push(moves[0])
    board.pop()


def python_chess_line(rounds):
    """python-chess's cycle at chess's start, or None when it cannot be
    imported."""
    try:
        import chess
    except ImportError:
        return None
    board = chess.Board()
    count = len(list(board.legal_moves))
    best, = best_us(board, rounds, (python_chess_cycle,))
    return ("%-13s %3d moves  list(legal_moves)+push+pop %5.2f us "
            "(python-chess %s)" % ("  chess", count, best,
                                   getattr(chess, "__version__", "?")))


def _san_line(game, rng, plies, number):
    """SAN tokens of up to `plies` random moves played on `game` (taken
    back again), move numbers included; `number` forces the first."""
    tokens, played = [], 0
    for _ in range(plies):
        moves = game.legal_moves
        if not moves:
            break
        move = rng.choice(moves)
        if game.turn == "white" or number:
            tokens.append("%d.%s" % (game.fullmove_number,
                                     "" if game.turn == "white" else ".."))
        tokens.append(game.san(move))
        game.push(move)
        played += 1
        number = False
    for _ in range(played):
        game.pop()
    return tokens


def sample_pgn(games, seed=1):
    """(PGN text, main-line moves, variation moves) of `games` random
    chess games of up to 80 plies with variations and comments."""
    rng = random.Random(seed)
    parts, main, side = [], 0, 0
    for n in range(games):
        game, tokens, number = variantchess.Game(), [], False
        for ply in range(80):
            moves = game.legal_moves
            if not moves:
                break
            move = rng.choice(moves)
            if game.turn == "white" or number:
                tokens.append("%d.%s" % (game.fullmove_number, "" if
                                         game.turn == "white" else ".."))
            tokens.append(game.san(move))
            number = False
            if ply % 7 == 3:
                tokens.append("{a comment}")
                number = True
            if ply % 10 == 5 and len(moves) > 1:
                other = moves[(moves.index(move) + 1) % len(moves)]
                game.push(other)
                line = _san_line(game, rng, 3, False)
                game.pop()
                head = "%d.%s %s" % (game.fullmove_number, "" if
                                     game.turn == "white" else "..",
                                     game.san(other))
                tokens.append("(" + " ".join([head] + line) + ")")
                side += 1 + sum(not t[0].isdigit() for t in line)
                number = True
            game.push(move)
            main += 1
        parts.append('[Event "sample %d"]\n[Result "*"]\n\n%s *\n'
                     % (n + 1, " ".join(tokens)))
    return "\n".join(parts), main, side


def read_tree(text):
    """CPU seconds to read every game of `text` with variantchess.pgn."""
    start = time.process_time()
    games = list(variantchess.pgn.PgnReader(text))
    assert games
    return time.process_time() - start


def read_tree_python_chess(text):
    """The same with python-chess, or None when it cannot be imported."""
    try:
        import chess.pgn
    except ImportError:
        return None
    handle = io.StringIO(text)
    start = time.process_time()
    while chess.pgn.read_game(handle) is not None:
        pass
    return time.process_time() - start


def pgn_line(games):
    text, main, side = sample_pgn(games)
    ours, theirs = read_tree(text), read_tree_python_chess(text)
    moves = main + side
    line = ("pgn tree     %d games, %d moves (%d in variations): "
            "variantchess %.2f s (%.0f us a move)"
            % (games, moves, side, ours, ours / moves * 1e6))
    if theirs is None:
        return line + ", python-chess not importable"
    return line + ", python-chess %.2f s (%.0f us a move)" % (
        theirs, theirs / moves * 1e6)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--budget-all", action="store_true",
                        help="judge every variant's fresh figure")
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--pgn-games", type=int, default=200)
    args = parser.parse_args()
    print("library %s (%s), Python %s" % (variantchess.library_version(),
                                         variantchess.LIBRARY_PATH,
                                         sys.version.split()[0]))
    over = []
    for name in variantchess.variants():
        game = variantchess.Game(name)
        count = len(game.legal_moves)
        reused, fresh, made = best_us(game, args.rounds)
        print("%-13s %3d moves  reused %5.2f us  fresh %5.2f us  "
              "all %5.2f us" % (name, count, reused, fresh, made))
        if fresh > args.budget and (args.budget_all or name == "chess"):
            over.append(name)
        if name == "chess":
            theirs = python_chess_line(args.rounds)
            if theirs is not None:
                print(theirs)
    if args.pgn_games > 0:
        print(pgn_line(args.pgn_games))
    if over:
        print("over the budget of %.1f us: %s" % (args.budget,
                                                  ", ".join(over)))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
