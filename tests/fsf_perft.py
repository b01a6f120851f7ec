#!/usr/bin/env python3
"""fsf_perft.py -- ask Fairy-Stockfish (an independent implementation)
for perft counts, from start positions and from positions it reaches by
seeded random play.  The library takes no part: the random moves come
from Fairy-Stockfish's own move list (`go perft 1`).

    python3 tests/fsf_perft.py [--ini FILE] [--depth N] [--random K]
                               [--plies P] [--sparse S] NAME...

prints "NAME DEPTH NODES" for the start position, then K lines
"NAME DEPTH NODES fen FEN" (P random plies each, seeded by NAME), the
format of tests/fsf_builtin_perft.txt.  --sparse S adds S endgames: the
kings of the start position and at most two other pieces a side from it,
put on random cells (pawns off the last ranks; the side not to move not
in check, as Fairy-Stockfish's `d` says) - where bare-king rules bite.  With --ini, Fairy-Stockfish reads
FILE (VariantPath) first.  FAIRY_STOCKFISH names the program (default:
fairy-stockfish on PATH, then /usr/games/fairy-stockfish).

Module use: Engine(path, ini).perft(name, 3, fen).
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import zlib


def find_engine():
    """The fairy-stockfish program, or None."""
    env = os.environ.get("FAIRY_STOCKFISH")
    if env:
        return env
    for p in ("fairy-stockfish", "/usr/games/fairy-stockfish"):
        if shutil.which(p):
            return shutil.which(p)
    return None

# A line of `go perft 1`: "e2e4: 1", "e7e8q", "a1a2+" or "a1a2-" (a
# shogi piece's promotion or demotion), a drop "N@e4" or "+P@a2".
MOVE_LINE = re.compile(
    r"^((?:\+?[A-Z]@[a-z][0-9]+)|(?:[a-z][0-9]+[a-z][0-9]+[a-z+-]?)): 1$")


class Engine:
    """One fairy-stockfish process, asked one question at a time: a
    perft answer ends at its "Nodes searched" line (it runs in the search
    thread), any other at the "readyok" that follows the question."""

    def __init__(self, path, ini=None):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True,
                                     bufsize=1)
        self.send("uci")
        if ini:
            self.send("setoption name VariantPath value " + ini)
        self.variant = None

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=10)

    def ask(self, variant, position, command, timeout=60):
        if variant != self.variant:
            self.send("setoption name UCI_Variant value " + variant)
            self.variant = variant
        self.send("position " + position)
        self.send(command)
        perft = command.startswith("go perft")
        if not perft:
            self.send("isready")
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish stopped")
            line = line.rstrip("\n")
            lines.append(line)
            if line == "readyok" or (perft and
                                     line.startswith("Nodes searched")):
                return lines

    def perft(self, variant, depth, fen=None, timeout=60):
        """Nodes at depth (None if it printed none)."""
        pos = "fen " + fen if fen else "startpos"
        for line in self.ask(variant, pos, "go perft %d" % depth, timeout):
            if line.startswith("Nodes searched: "):
                return int(line.split(": ")[1])
        return None

    def moves(self, variant, position):
        """The legal moves of the position, from `go perft 1`."""
        found = (MOVE_LINE.match(line)
                 for line in self.ask(variant, position, "go perft 1"))
        return sorted(m.group(1) for m in found if m)

    def fen(self, variant, position):
        for line in self.ask(variant, position, "d"):
            if line.startswith("Fen: "):
                return line[5:].strip()
        return None

    def checkers(self, variant, fen):
        """Fairy-Stockfish's "Checkers:" of the position (may be "")."""
        for line in self.ask(variant, "fen " + fen, "d"):
            if line.startswith("Checkers:"):
                return line[len("Checkers:"):].strip()
        return None

    def sparse_fen(self, variant, rng):
        """A random legal endgame with the start position's pieces."""
        rows = self.fen(variant, "startpos").split()[0].split("/")
        board = [expand(r) for r in rows]
        ranks, files = len(board), len(board[0])
        while True:
            chosen = ["K", "k"]
            for side in (str.upper, str.lower):
                kinds = sorted({c for r in board for c in r
                                if c.isalpha() and c == side(c)
                                and c.lower() != "k"})
                chosen += [rng.choice(kinds) for _ in range(rng.randint(0, 2))]
            fen = place(chosen, ranks, files, rng)
            side = rng.choice("wb")
            other = "b" if side == "w" else "w"
            if fen and self.checkers(variant, fen + " " + other +
                                     " - - 0 1") == "":
                return fen + " " + side + " - - 0 40"

    def random_fen(self, variant, plies, rng):
        """The FEN after up to `plies` random moves from the start."""
        played = []
        for _ in range(plies):
            pos = "startpos moves " + " ".join(played) if played \
                else "startpos"
            legal = self.moves(variant, pos)
            if not legal:
                break
            played.append(rng.choice(legal))
        return self.fen(variant, "startpos moves " + " ".join(played))


def expand(row):
    """A FEN row as one character a cell ("." empty)."""
    out, num = [], ""
    for ch in row + "/":
        if ch.isdigit():
            num += ch
            continue
        out += ["."] * int(num or 0)
        num = ""
        if ch != "/":
            out.append(ch)
    return out


def place(pieces, ranks, files, rng):
    """The board part of a FEN with pieces on distinct random cells,
    pawns not on the first or last rank; None if they do not fit."""
    cells = rng.sample(range(ranks * files), len(pieces))
    board = [["."] * files for _ in range(ranks)]
    for piece, cell in zip(pieces, cells):
        r, f = divmod(cell, files)
        if piece in "Pp" and r in (0, ranks - 1):
            return None
        board[r][f] = piece
    rows = []
    for row in board:
        text, run = "", 0
        for c in row:
            if c == ".":
                run += 1
                continue
            text += (str(run) if run else "") + c
            run = 0
        rows.append(text + (str(run) if run else ""))
    return "/".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ini")
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--random", type=int, default=2)
    ap.add_argument("--plies", type=int, default=12)
    ap.add_argument("--sparse", type=int, default=0)
    ap.add_argument("names", nargs="+")
    a = ap.parse_args()
    path = find_engine()
    if not path:
        sys.exit("fairy-stockfish not found")
    e = Engine(path, os.path.abspath(a.ini) if a.ini else None)
    for name in a.names:
        print(name, a.depth, e.perft(name, a.depth), flush=True)
        rng = random.Random(zlib.crc32(name.encode()))
        for k in range(a.random):
            fen = e.random_fen(name, a.plies + 2 * k, rng)
            print(name, a.depth, e.perft(name, a.depth, fen), "fen", fen,
                  flush=True)
        for k in range(a.sparse):
            fen = e.sparse_fen(name, rng)
            print(name, a.depth, e.perft(name, a.depth, fen), "fen", fen,
                  flush=True)


if __name__ == "__main__":
    main()
