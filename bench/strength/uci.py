"""uci.py - a UCI engine in a child process, for the scripts beside it."""
import re
import subprocess


class Engine(object):
    """The engine at path, told `uci` and answered `uciok`."""

    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.send("uci")
        self.wait("uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        """The lines it writes up to and including one that starts with
        prefix."""
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def search(self, position, depth):
        """Search `position ...`'s argument (startpos or fen ..., moves)
        to depth: the last score it reported as (kind, value), kind
        "cp" or "mate" (None if it reported none), and its best move."""
        self.send("position " + position)
        self.send("go depth %d" % depth)
        lines, score = self.wait("bestmove"), None
        for line in lines:
            m = re.search(r"score (cp|mate) (-?\d+)", line)
            if m:
                score = (m.group(1), int(m.group(2)))
        return score, lines[-1].split()[1]

    def ready(self):
        self.send("isready")
        self.wait("readyok")

    def close(self):
        self.send("quit")
        self.p.stdin.close()
        self.p.wait()
