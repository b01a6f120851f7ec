"""sprt.py - the sequential probability ratio test of match.py --sprt.

A match between A and B tests H0, A is ELO0 Elo stronger, against H1,
A is ELO1 stronger, after each pair of games, and stops at the first
bound the log-likelihood ratio crosses (5 % error either way).  The
ratio is the normal approximation to the generalised SPRT that
Stockfish's testing framework uses: with n games, their scores' mean
and variance, and s0, s1 the scores Elo ELO0 and ELO1 expect,

    LLR = n (s1 - s0) (2 mean - s0 - s1) / (2 var).
"""
import argparse
import math

# log(beta / (1 - alpha)) and log((1 - beta) / alpha), alpha = beta = 5 %
BOUNDS = (math.log(0.05 / 0.95), math.log(0.95 / 0.05))


def bounds(text):
    """ELO0,ELO1 as a pair of floats, ELO0 below ELO1 (an argparse type)."""
    try:
        elo0, elo1 = (float(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError("expected ELO0,ELO1, as 0,10")
    if elo0 >= elo1:
        raise argparse.ArgumentTypeError("ELO0 must be below ELO1")
    return elo0, elo1


def expected_score(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of_score(score):
    """The Elo difference that expects `score` (expected_score()'s
    inverse), the score kept within 0.1 % of 0 and 1."""
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def mean_and_variance(w, d, l):
    """The mean and variance of A's per-game scores (1, 1/2, 0) over w
    wins, d draws and l losses (n > 0 games)."""
    n = w + d + l
    mean = (w + 0.5 * d) / n
    var = (w * (1 - mean) ** 2 + d * (0.5 - mean) ** 2 + l * mean ** 2) / n
    return mean, var


def llr(w, d, l, elo0, elo1):
    """The log-likelihood ratio of H1 to H0 after w wins, d draws and l
    losses of A; 0 while the scores have no variance."""
    n = w + d + l
    if n == 0:
        return 0.0
    mean, var = mean_and_variance(w, d, l)
    if var <= 0:
        return 0.0
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)


def verdict(w, d, l, elo0, elo1):
    """The test's decision so far, or None while it goes on."""
    ratio = llr(w, d, l, elo0, elo1)
    if ratio <= BOUNDS[0]:
        return "H0 accepted: A is not %+g Elo stronger" % elo1
    if ratio >= BOUNDS[1]:
        return "H1 accepted: A is %+g Elo stronger, not %+g" % (elo1, elo0)
    return None
