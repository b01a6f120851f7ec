#!/usr/bin/env python3
"""turning.py - where the opponent in a match.py --record file first
thought itself ahead, and what its static evaluation saw there.

    python3 turning.py RECORD... [--pawns 1.5] [--engine PATH --variant V]

For each recorded game: the first move of B (the second player) whose
score gives B --pawns or more, its ply, and A's own score before it
(both from A's side, in centipawns), with the game's result.  With
--engine (Fairy-Stockfish or a Stockfish whose `eval` prints its table
of terms) each such position, A to move, is evaluated, and the table's
rows (middle game and endgame) are averaged from A's side.
"""
import argparse
import re
import subprocess
import sys

import losses

HEADER = re.compile(r"game (\d+) A=(white|black) (\w+)[^:]*: ")
ROW = re.compile(r"\s*([A-Za-z][A-Za-z ]*?)\s*\|.*\|\s*(-?\d+\.\d+)\s+"
                 r"(-?\d+\.\d+)\s*$")


def parse_game(line):
    """(game number, A's colour, result, [(move, score from white's view
    or None)]) of a record line, or None for another line."""
    m = HEADER.match(line)
    if not m:
        return None
    moves = [(move, None if score is None else int(score))
             for move, score in losses.parse(line)[2]]
    return int(m.group(1)), m.group(2), m.group(3), moves


def turning(colour, moves, pawns):
    """(ply, B's score, A's last score before it or None) at B's first
    move scored at least `pawns` for B, scores from A's side; None if
    no such move."""
    sign = 1 if colour == "white" else -1
    a_score = None
    for i, (_, score) in enumerate(moves):
        if score is None:
            continue
        a_moved = (i % 2 == 0) == (colour == "white")
        if a_moved:
            a_score = sign * score
        elif -sign * score >= 100 * pawns:
            return i + 1, sign * score, a_score
    return None


def parse_table(text):
    """{row: (middle game, endgame)} of the Total columns of an `eval`
    table, in pawns from white's side."""
    rows = {}
    for line in text.splitlines():
        m = ROW.match(line)
        if m and m.group(1) != "Term":
            rows[m.group(1)] = (float(m.group(2)), float(m.group(3)))
    return rows


def static_table(engine, variant, moves):
    lines = ["uci"]
    if variant:
        lines.append("setoption name UCI_Variant value " + variant)
    lines += ["position startpos moves " + " ".join(moves), "eval", "quit"]
    out = subprocess.run([engine], input="\n".join(lines) + "\n",
                         capture_output=True, text=True, check=True).stdout
    return parse_table(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("record", nargs="+")
    ap.add_argument("--pawns", type=float, default=1.5)
    ap.add_argument("--engine")
    ap.add_argument("--variant")
    args = ap.parse_args()
    sums, counted = {}, 0
    games = []
    for name in args.record:
        with open(name) as f:
            games += [g for g in map(parse_game, f) if g]
    for number, colour, result, moves in games:
        turn = turning(colour, moves, args.pawns)
        if turn is None:
            print("game %d A=%s %s: B never %+.1f" % (number, colour,
                                                      result, args.pawns))
            continue
        ply, b_score, a_score = turn
        print("game %d A=%s %s: ply %d, B %+d, A before it %s"
              % (number, colour, result, ply, b_score,
                 "none" if a_score is None else "%+d" % a_score))
        if args.engine:
            sign = 1 if colour == "white" else -1
            rows = static_table(args.engine, args.variant,
                                [m for m, _ in moves[:ply]])
            for row, (mg, eg) in rows.items():
                s = sums.setdefault(row, [0.0, 0.0])
                s[0] += sign * mg
                s[1] += sign * eg
            counted += 1
    if counted:
        print("static evaluation at those %d plies, A's side (pawns):"
              % counted)
        for row, (mg, eg) in sums.items():
            print("  %-12s %+.2f %+.2f" % (row, mg / counted, eg / counted))
    return 0


if __name__ == "__main__":
    sys.exit(main())
