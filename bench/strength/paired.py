#!/usr/bin/env python3
"""paired.py - two engines' matches against one opponent, compared game
by game.

    python3 paired.py LOG_A LOG_B

LOG_A and LOG_B are what match.py printed for A and for B, each against
the same opponent with the same --seed and --opening-plies, so that game
k of both starts from the same opening with the same colours.  Prints
each engine's score over the games both logs hold, B's score less A's
with a 95 % interval from the spread of the per-game differences (the
opening's share of the result cancels), and that difference in Elo at
A's score.  Needs no library: a log is text.
"""
import math
import re
import sys

from sprt import elo_of_score as elo

GAME = re.compile(r"game (\d+): A is (white|black), (win|draw|loss)")
POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def read_games(lines):
    """{game number: (A's colour, A's points)} of a match.py log."""
    games = {}
    for line in lines:
        m = GAME.match(line)
        if m:
            games[int(m.group(1))] = (m.group(2), POINTS[m.group(3)])
    return games


def compare(a, b):
    """(games, A's score, B's score, mean difference, half width of its
    95 % interval) over the games a and b (read_games()) both hold;
    ValueError if a game's colours differ (not the same openings)."""
    common = sorted(set(a) & set(b))
    for k in common:
        if a[k][0] != b[k][0]:
            raise ValueError("game %d: A is %s in one log, %s in the other"
                             % (k, a[k][0], b[k][0]))
    n = len(common)
    if n < 2:
        raise ValueError("fewer than two games in both logs")
    diffs = [b[k][1] - a[k][1] for k in common]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    score_a = sum(a[k][1] for k in common) / n
    return n, score_a, score_a + mean, mean, 1.96 * math.sqrt(var / n)


def report(n, score_a, score_b, mean, half):
    return ("%d games in both: A %.1f %% (Elo %+.0f), B %.1f %% (Elo %+.0f);"
            " B - A %+.1f %% (95 %%: %+.1f to %+.1f), Elo %+.0f (%+.0f to"
            " %+.0f)"
            % (n, 100 * score_a, elo(score_a), 100 * score_b, elo(score_b),
               100 * mean, 100 * (mean - half), 100 * (mean + half),
               elo(score_b) - elo(score_a),
               elo(score_a + mean - half) - elo(score_a),
               elo(score_a + mean + half) - elo(score_a)))


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    try:
        with open(argv[1]) as fa, open(argv[2]) as fb:
            result = compare(read_games(fa), read_games(fb))
    except (OSError, ValueError) as e:
        sys.stderr.write("paired.py: %s\n" % e)
        return 1
    print(report(*result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
