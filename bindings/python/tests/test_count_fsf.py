"""Makruk's count in the FEN against Fairy-Stockfish itself: random games
from endgame positions, the FEN after each move as the engine prints it
(`position fen F moves M', then `d') and as the library writes it, and
the engine's FEN read back by the library.  Skipped without the engine:
FAIRY_STOCKFISH names it, else `fairy-stockfish' on the PATH or in
/usr/games."""

import os
import random
import shutil
import subprocess
import unittest

import support
from variantchess import Game

# Endgames where a count starts: a rook, a met and a rook, a khon left
# to the defender (the board's honour), knights.
STARTS = ["8/8/4k3/8/8/4K3/8/6R1 w - - 0 30",
          "8/8/4k3/8/3M4/4K3/8/6R1 w - - 0 30",
          "8/8/4k3/3s4/3M4/4K3/8/6R1 w - - 0 30",
          "8/8/2k5/8/8/3NK3/5N2/8 w - - 0 40",
          "8/8/4k3/8/8/4K3/8/6R1 b - - 0 30"]
PLIES = 24


def engine():
    path = os.environ.get("FAIRY_STOCKFISH")
    if path:
        return path
    for name in ("fairy-stockfish", "/usr/games/fairy-stockfish"):
        found = shutil.which(name)
        if found:
            return found
    return None


def engine_fens(path, variant, lines):
    """The engine's FEN after each (FEN, moves) of `lines`."""
    commands = ["uci", "setoption name UCI_Variant value %s" % variant]
    for fen, moves in lines:
        commands.append("position fen %s%s" % (
            fen, " moves " + " ".join(moves) if moves else ""))
        commands.append("d")
    commands.append("quit")
    out = subprocess.run([path], input="\n".join(commands) + "\n",
                         capture_output=True, text=True, timeout=120).stdout
    return [line[5:].strip() for line in out.splitlines()
            if line.startswith("Fen: ")]


def random_line(fen, rng):
    """(FEN, moves): a random game of up to PLIES plies from `fen`."""
    game = Game("makruk", fen)
    moves = []
    for _ in range(PLIES):
        legal = game.legal_moves
        if not legal:
            break
        moves.append(str(game.push(rng.choice(legal))))
    return moves


class CountAgainstFairyStockfish(unittest.TestCase):
    def test_random_endgames(self):
        path = engine()
        if path is None:
            self.skipTest("no Fairy-Stockfish (set FAIRY_STOCKFISH)")
        rng = random.Random(7)
        lines, ours = [], []
        for start in STARTS:
            for _ in range(3):
                moves = random_line(start, rng)
                game = Game("makruk", start)
                for i, move in enumerate(moves):
                    game.push(move)
                    lines.append((start, moves[:i + 1]))
                    ours.append(game.fen())
        theirs = engine_fens(path, "makruk", lines)
        self.assertEqual(len(theirs), len(lines))
        counted = 0
        for (start, moves), mine, fsf in zip(lines, ours, theirs):
            self.assertEqual(mine, fsf, "after %s from %s" % (moves, start))
            self.assertEqual(Game("makruk", fsf).fen(), fsf)
            counted += fsf.split()[3] != "-"
        self.assertGreater(counted, len(lines) // 2)


if __name__ == "__main__":
    support.main()
