#!/usr/bin/env python3
"""fsf_tally.py -- how much of a Fairy-Stockfish variants.ini the library
loads, and whether what it loads plays as fairy-stockfish does.

    python3 tests/fsf_tally.py [--depth N] [--perft PROGRAM] VARIANTS.INI

Each section is loaded on its own, with the sections it inherits from
(vchess-perft --variant-file), and perft from its start position at
depth N (default 3) is compared with fairy-stockfish reading the same
file.  Prints one line per section ("match", "MISMATCH", "refused:
REASON", "fsf-cannot") and then the tally: sections, loaded, matching,
and the reasons for refusal with their counts.  Needs fairy-stockfish
(tests/fsf_perft.py finds it) and the built vchess-perft.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fsf_perft  # noqa: E402

SECTION = re.compile(r"^\[([A-Za-z0-9_-]+)(?::([A-Za-z0-9_-]+))?\]")


def sections(path):
    """[(name, parent, text)] in file order."""
    out, cur = [], None
    with open(path) as f:
        for line in f:
            m = SECTION.match(line.strip())
            if m:
                cur = [m.group(1), m.group(2), line]
                out.append(cur)
            elif cur is not None:
                cur[2] += line
    return [tuple(s) for s in out]


def with_ancestors(name, by_name):
    """The text of section `name` after those of its ancestors in the
    same file."""
    chain, seen = [], set()
    while name in by_name and name not in seen:
        seen.add(name)
        chain.append(by_name[name][1])
        name = by_name[name][0]
    return "".join(reversed(chain))


def reason(message):
    """An error message without its place and its particular values."""
    m = re.sub(r"^[^:]*: [^:]*:\d+:\d+: ", "", message.strip())
    m = re.sub(r"^\[[^]]*\] ", "", m)
    m = re.sub(r", not '.*'$", "", m)
    m = re.sub(r"unknown Betza letter '.'", "unknown Betza letter", m)
    m = re.sub(r"piece letter '.' is used twice.*", "piece letter used twice",
               m)
    return m


def our_perft(program, text, name, depth):
    with tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([program, "--variant-file", f.name, "--variant",
                            name, str(depth)], capture_output=True,
                           text=True, timeout=600)
    finally:
        os.unlink(f.name)
    if r.returncode == 0 and r.stdout.startswith("nodes "):
        return int(r.stdout.split()[-1]), None
    return None, reason(r.stderr.replace(f.name, "t.ini"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--perft", default=os.path.join(
        os.environ.get("VCHESS_EXAMPLES_DIR", "examples"), "vchess-perft"))
    ap.add_argument("ini")
    a = ap.parse_args()
    path = fsf_perft.find_engine()
    if not path:
        sys.exit("fairy-stockfish not found")
    engine = fsf_perft.Engine(path, os.path.abspath(a.ini))
    secs = sections(a.ini)
    by_name = {n: (p, t) for n, p, t in secs}
    tally = collections.Counter()
    refusals = collections.Counter()
    for name, _, _ in secs:
        ours, why = our_perft(a.perft, with_ancestors(name, by_name), name,
                              a.depth)
        if why is not None:
            tally["refused"] += 1
            refusals[why] += 1
            print("%-24s refused: %s" % (name, why), flush=True)
            continue
        tally["loaded"] += 1
        try:
            theirs = engine.perft(name, a.depth)
        except Exception:  # an engine that stops on a section it cannot read
            engine = fsf_perft.Engine(path, os.path.abspath(a.ini))
            theirs = None
        if theirs is None:
            tally["fsf-cannot"] += 1
            print("%-24s fsf-cannot (ours %d)" % (name, ours), flush=True)
        elif theirs == ours:
            tally["match"] += 1
            print("%-24s match %d" % (name, ours), flush=True)
        else:
            tally["mismatch"] += 1
            print("%-24s MISMATCH ours %d fsf %d" % (name, ours, theirs),
                  flush=True)
    print("\nsections %d, loaded %d, match %d, mismatch %d, refused %d, "
          "fsf-cannot %d" % (len(secs), tally["loaded"], tally["match"],
                             tally["mismatch"], tally["refused"],
                             tally["fsf-cannot"]))
    for why, n in refusals.most_common():
        print("%4d  %s" % (n, why))


if __name__ == "__main__":
    main()
