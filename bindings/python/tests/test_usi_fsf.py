"""SFEN and USI moves of the shogi family against Fairy-Stockfish
speaking USI: random games from each start (and from positions with
full hands), and after every move the engine's SFEN (`position sfen S
moves M', then `d') against the library's, the engine's legal moves
(`go perft 1', in USI) against the library's USI texts, and the
engine's SFEN read back by the library.  Fairy-Stockfish writes the
hands in its own order of kinds (GNLPSRB), the library in USI's
(RBGSNLP): hands are compared as counts.  Skipped without the engine:
FAIRY_STOCKFISH names it, else `fairy-stockfish' on the PATH or in
/usr/games."""

import os
import random
import re
import shutil
import subprocess
import unittest

import support  # noqa: F401 (finds the package and the library)
from variantchess import Game

STARTS = {
    "shogi": ["lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL "
              "b - 1",
              # a handicap start (gote, the stronger, moves first), and
              # full hands
              "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL "
              "w - 1",
              "4k4/9/9/9/9/9/9/9/4K4 b RBGSNL9Prbgsnl9p 1"],
    "minishogi": ["rbsgk/4p/5/P4/KGSBR b - 1",
                  "2k2/5/5/5/2K2 w RBGSPrbgsp 7"],
    "judkins": ["rbnsgk/5p/6/6/P5/KGSNBR b - 1"],
    "euroshogi": ["1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1 "
                  "b - 1"],
}
GAMES = 3
PLIES = 40


def engine():
    path = os.environ.get("FAIRY_STOCKFISH")
    if path:
        return path
    for name in ("fairy-stockfish", "/usr/games/fairy-stockfish"):
        found = shutil.which(name)
        if found:
            return found
    return None


def hands(field):
    """{letter: count} of an SFEN's hands field."""
    counts = {}
    for number, letter in re.findall(r"([0-9]*)([A-Za-z])", field):
        counts[letter] = counts.get(letter, 0) + int(number or 1)
    return counts


def comparable(sfen):
    """An SFEN's fields with the hands as counts."""
    board, side, hand, number = sfen.split(" ")
    return board, side, hands(hand), number


def run_engine(path, variant, lines, command):
    """The engine's output for `command` after each (SFEN, moves) of
    `lines`."""
    # the option is UCI_Variant in Fairy-Stockfish 11.1, USI_Variant in
    # later ones (under USI); each ignores the other's
    commands = ["usi", "setoption name UCI_Variant value %s" % variant,
                "setoption name USI_Variant value %s" % variant]
    for sfen, moves in lines:
        commands.append("position sfen %s%s" % (
            sfen, " moves " + " ".join(moves) if moves else ""))
        commands.append(command)
    commands.append("quit")
    return subprocess.run([path], input="\n".join(commands) + "\n",
                          capture_output=True, text=True,
                          timeout=300).stdout.splitlines()


def engine_positions(path, variant, lines):
    """[(SFEN, sorted USI moves)] the engine gives for each (SFEN,
    moves) of `lines`.  Two runs: `go perft' counts on a thread of its
    own, so that a `d' after it could print before its moves."""
    sfens = [line[6:].strip()
             for line in run_engine(path, variant, lines, "d")
             if line.startswith("Sfen: ")]
    lists, moves = [], []
    for line in run_engine(path, variant, lines, "go perft 1"):
        if re.match(r"^\S+: 1$", line):
            moves.append(line.split(":")[0])
        elif line.startswith("Nodes searched"):
            lists.append(sorted(moves))
            moves = []
    return list(zip(sfens, lists)) if len(sfens) == len(lists) else []


def random_lines(variant, start, rng):
    """[(start, moves, our SFEN, our sorted USI moves)] along a random
    game of up to PLIES plies from SFEN `start`."""
    game = Game.from_sfen(variant, start)
    played, lines = [], []
    for _ in range(PLIES + 1):
        legal = game.legal_moves
        lines.append((start, list(played), game.sfen(),
                      sorted(move.usi() for move in legal)))
        if not legal or len(played) == PLIES:
            break
        played.append(game.push(rng.choice(legal)).usi())
    return lines


class UsiAgainstFairyStockfish(unittest.TestCase):
    def test_random_games(self):
        path = engine()
        if path is None:
            self.skipTest("no Fairy-Stockfish (set FAIRY_STOCKFISH)")
        rng = random.Random(29)
        checked = 0
        for variant, starts in sorted(STARTS.items()):
            ours = []
            for start in starts:
                for _ in range(GAMES):
                    ours += random_lines(variant, start, rng)
            theirs = engine_positions(path, variant,
                                      [(s, m) for s, m, _, _ in ours])
            self.assertEqual(len(theirs), len(ours), variant)
            for (start, moves, sfen, usi), (their_sfen, their_usi) in zip(
                    ours, theirs):
                where = "%s: %s moves %s" % (variant, start, " ".join(moves))
                self.assertEqual(comparable(sfen), comparable(their_sfen),
                                 where)
                self.assertEqual(usi, their_usi, where)
                # the engine's SFEN reads back as the same position
                back = Game.from_sfen(variant, their_sfen)
                self.assertEqual(comparable(back.sfen()),
                                 comparable(their_sfen), where)
                checked += 1
        self.assertGreater(checked, 300)


if __name__ == "__main__":
    unittest.main()
