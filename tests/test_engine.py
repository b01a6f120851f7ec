#!/usr/bin/env python3
"""test_engine.py - examples/vchess-engine driven through a pipe as a UCI
GUI would drive it.  Its moves are checked against the independent
reference generator tests/ref/refperft.py, a Lichess puzzle's solution,
and (when installed) fairy-stockfish's own list of legal moves of a
variant loaded from a definition file, not against the library."""
import os
import shutil
import subprocess
import sys
import threading
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "ref"))
import refperft  # noqa: E402

EXAMPLES = os.environ.get("VCHESS_EXAMPLES_DIR") or "examples"
DATA = os.environ.get("VCHESS_TEST_DATA") or os.path.join(HERE)
TIMEOUT = 30
LIFETIME = 300  # seconds an engine may run in one test
FAIRY = (shutil.which("fairy-stockfish")
         or shutil.which("/usr/games/fairy-stockfish"))


class Engine(object):
    def __init__(self, program=None):
        self.proc = subprocess.Popen(
            [program or os.path.join(EXAMPLES, "vchess-engine")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, bufsize=1)
        # an engine that never answers is killed: its test then fails
        # ("closed its output") instead of hanging `make check`
        self.watchdog = threading.Timer(LIFETIME, self.proc.kill)
        self.watchdog.daemon = True
        self.watchdog.start()

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def until(self, prefix):
        """Lines read up to and including the first starting with prefix."""
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise AssertionError("engine closed its output; got %r"
                                     % lines)
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def close(self):
        self.watchdog.cancel()
        self.send("quit")
        self.proc.stdin.close()
        self.proc.wait(TIMEOUT)
        self.proc.stdout.close()


def reference_legal(variant, moves, fen=None):
    v = refperft.make_variant(variant)
    pos = v.parse_fen(fen or v.START_FEN)
    for m in moves:
        pos = v.play(pos, m)
    return v, pos, [t for t, _ in v.legal_moves(pos)]


def fairy_legal(path, variant, moves):
    """Legal moves by fairy-stockfish's `go perft 1` (lines "move: 1")."""
    fsf = Engine(FAIRY)
    try:
        fsf.send("setoption name VariantPath value %s" % path)
        fsf.send("setoption name UCI_Variant value %s" % variant)
        fsf.send("position startpos moves %s" % " ".join(moves))
        fsf.send("go perft 1")
        lines = fsf.until("Nodes searched")
    finally:
        fsf.close()
    return [l.split(":")[0] for l in lines if l.endswith(": 1")]


class Uci(unittest.TestCase):
    def setUp(self):
        self.engine = Engine()

    def tearDown(self):
        self.engine.close()

    def test_handshake_lists_every_variant(self):
        self.engine.send("uci")
        lines = self.engine.until("uciok")
        combo = [l for l in lines if l.startswith("option name UCI_Variant")]
        self.assertEqual(len(combo), 1)
        for name in ("chess", "trihexagonal", "trumpisten"):
            self.assertIn(" var %s" % name, combo[0])
        self.assertTrue(any(l.startswith("option name VariantPath")
                            for l in lines))
        self.assertTrue(any(l.startswith("id name ") for l in lines))
        self.engine.send("isready")
        self.assertEqual(self.engine.until("readyok")[-1], "readyok")

    def best(self, variant, moves, go, fen=None):
        e = self.engine
        e.send("setoption name UCI_Variant value %s" % variant)
        where = "fen %s" % fen if fen else "startpos"
        e.send("position %s moves %s" % (where, " ".join(moves)) if moves
               else "position %s" % where)
        e.send(go)
        lines = e.until("bestmove")
        return lines[:-1], lines[-1].split()[1]

    def check_legal_line(self, variant, moves, fen=None):
        infos, best = self.best(variant, moves, "go depth 3", fen)
        v, pos, legal = reference_legal(variant, moves, fen)
        self.assertIn(best, legal)
        self.assertTrue(infos, "no info line")
        last = infos[-1].split()
        self.assertEqual(last[1:3], ["depth", "3"])
        pv = last[last.index("pv") + 1:]
        self.assertEqual(pv[0], best)
        for m in pv:  # every move of the line is legal in turn
            pos = v.play(pos, m)

    def test_trihexagonal_slash_cells(self):
        self.check_legal_line("trihexagonal", ["b2c4/", "b7b6"])

    def test_trumpisten(self):
        self.check_legal_line("trumpisten", ["c2c4", "c10c8"])

    def test_chess(self):
        self.check_legal_line("chess", ["e2e4", "e7e5", "g1f3"])

    def test_fen_and_mate_score(self):
        # Lichess puzzle cblb8 (mateIn2): after e2e1q, Rd8+ mates in two.
        infos, best = self.best("chess", ["e2e1q"], "go depth 5",
                                "6k1/8/3R2K1/5p1p/5P2/r6P/4p1P1/8 b - - 0 41")
        self.assertEqual(best, "d6d8")
        self.assertIn("score mate 2", infos[-1])

    def test_nodes_and_movetime(self):
        _, a = self.best("chess", ["d2d4"], "go nodes 5000")
        _, b = self.best("chess", ["d2d4"], "go movetime 100")
        legal = reference_legal("chess", ["d2d4"])[2]
        self.assertIn(a, legal)
        self.assertIn(b, legal)

    def test_clock_and_stop(self):
        _, a = self.best("trumpisten", [], "go wtime 2000 btime 2000 "
                         "winc 10 binc 10")
        self.assertIn(a, reference_legal("trumpisten", [])[2])
        e = self.engine
        e.send("position startpos")
        e.send("go infinite")
        e.send("isready")
        e.until("readyok")
        e.send("stop")
        best = e.until("bestmove")[-1].split()[1]
        self.assertIn(best, reference_legal("trumpisten", [])[2])

    def test_game_over(self):
        _, best = self.best("chess", [], "go depth 2",
                            "k6R/8/1K6/8/8/8/8/8 b - - 0 1")
        self.assertEqual(best, "(none)")

    @unittest.skipUnless(FAIRY, "fairy-stockfish is not installed")
    def test_variant_path(self):
        path = os.path.join(DATA, "definition_variants.ini")
        e = self.engine
        e.send("setoption name VariantPath value %s" % path)
        e.send("uci")
        combo = [l for l in e.until("uciok")
                 if l.startswith("option name UCI_Variant")]
        self.assertIn(" var capa", combo[0])
        _, best = self.best("capa", ["e2e4"], "go depth 3")
        self.assertIn(best, fairy_legal(path, "capa", ["e2e4"]))

    def test_variant_files_on_the_command_line(self):
        # Two files: the variants of both join UCI_Variant's combo.
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            files = []
            for name, text in (("a.ini", "[tiny:gardner]\n"),
                               ("b.ini", "[solo:chess]\n")):
                files += ["--variant-file", os.path.join(tmp, name)]
                with open(files[-1], "w") as f:
                    f.write(text)
            out = subprocess.run(
                [os.path.join(EXAMPLES, "vchess-engine")] + files,
                input="uci\nquit\n", capture_output=True, text=True,
                timeout=30).stdout
        combo = [l for l in out.splitlines()
                 if l.startswith("option name UCI_Variant")]
        self.assertIn(" var tiny", combo[0])
        self.assertIn(" var solo", combo[0])

    def test_bad_input_is_reported(self):
        e = self.engine
        e.send("setoption name VariantPath value /nonexistent.ini")
        self.assertIn("/nonexistent.ini", e.until("info string")[-1])
        e.send("position startpos moves e2e5")
        self.assertIn("illegal move e2e5", e.until("info string")[-1])
        e.send("setoption name UCI_Variant value nosuchvariant")
        self.assertIn("nosuchvariant", e.until("info string")[-1])
        e.send("isready")
        e.until("readyok")


if __name__ == "__main__":
    unittest.main(verbosity=2)
