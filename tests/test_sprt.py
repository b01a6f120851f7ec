#!/usr/bin/env python3
"""test_sprt.py - bench/strength/sprt.py's log-likelihood ratio against
the exact generalised SPRT, computed here another way: the trinomial
(win, draw, loss) likelihood maximised under each hypothesis's
expected score by a Lagrange multiplier found by bisection.  The
normal approximation must come within 3 % of it on samples of a
thousand games, and each verdict must follow from the ratio."""
import math
import os
import sys
import unittest

TOP = os.environ.get("top_srcdir") or os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(TOP, "bench", "strength"))
import sprt  # noqa: E402

SCORES = (1.0, 0.5, 0.0)


def constrained_mle(freq, s):
    """The outcome probabilities nearest (in likelihood) to the observed
    frequencies whose expected score is s: p_i = f_i / (1 + lam (x_i - s)),
    lam the root of g(lam) = sum f_i (x_i - s) / (1 + lam (x_i - s)),
    which falls as lam rises; then the p_i sum to one."""
    def g(lam):
        return sum(f * (x - s) / (1 + lam * (x - s))
                   for f, x in zip(freq, SCORES))
    # every denominator positive: -1 / (1 - s) < lam < 1 / s
    lo, hi = -1 / (1 - s) + 1e-12, 1 / s - 1e-12
    for _ in range(200):
        mid = (lo + hi) / 2
        if g(mid) > 0:
            lo = mid
        else:
            hi = mid
    lam = (lo + hi) / 2
    return [f / (1 + lam * (x - s)) for f, x in zip(freq, SCORES)]


def exact_llr(w, d, l, elo0, elo1):
    n = w + d + l
    freq = (w / n, d / n, l / n)
    p0 = constrained_mle(freq, sprt.expected_score(elo0))
    p1 = constrained_mle(freq, sprt.expected_score(elo1))
    return sum(k * math.log(a / b) for k, a, b in zip((w, d, l), p1, p0) if k)


class TestSprt(unittest.TestCase):
    def test_expected_score(self):
        self.assertAlmostEqual(sprt.expected_score(0), 0.5)
        # 400 Elo: ten to one
        self.assertAlmostEqual(sprt.expected_score(400), 10 / 11)

    def test_elo_of_score(self):
        # 3:1 odds are 400 log10(3) Elo; the inverse of expected_score
        self.assertAlmostEqual(sprt.elo_of_score(0.75),
                               400 * math.log10(3))
        for elo in (-300, -35, 0, 120):
            self.assertAlmostEqual(
                sprt.elo_of_score(sprt.expected_score(elo)), elo)
        self.assertAlmostEqual(sprt.elo_of_score(0.0),
                               sprt.elo_of_score(0.001))

    def test_mle_keeps_the_constraint(self):
        p = constrained_mle((0.3, 0.4, 0.3), 0.55)
        self.assertAlmostEqual(sum(p), 1, places=9)
        self.assertAlmostEqual(p[0] + 0.5 * p[1], 0.55, places=9)

    def test_close_to_the_exact_ratio(self):
        for w, d, l in ((300, 400, 300), (340, 400, 260), (260, 420, 320),
                        (380, 250, 370), (330, 300, 370)):
            for elo0, elo1 in ((0, 10), (-5, 5), (0, 25)):
                exact = exact_llr(w, d, l, elo0, elo1)
                approx = sprt.llr(w, d, l, elo0, elo1)
                self.assertLess(abs(approx - exact),
                                0.03 * abs(exact) + 0.02,
                                (w, d, l, elo0, elo1, exact, approx))

    def test_midway_between_hypotheses_is_zero(self):
        # a mean score halfway between s0 and s1 favours neither
        self.assertAlmostEqual(sprt.llr(250, 500, 250, -10, 10), 0)

    def test_no_variance_no_decision(self):
        self.assertEqual(sprt.llr(0, 40, 0, 0, 10), 0)
        self.assertIsNone(sprt.verdict(0, 40, 0, 0, 10))

    def test_verdicts(self):
        self.assertIsNone(sprt.verdict(10, 10, 10, 0, 10))
        self.assertTrue(sprt.verdict(200, 300, 300, 0, 10).startswith("H0"))
        self.assertTrue(sprt.verdict(300, 300, 200, 0, 10).startswith("H1"))

    def test_bounds(self):
        self.assertEqual(sprt.bounds("0,10"), (0.0, 10.0))
        for text in ("10,0", "5,5", "x", "1,2,3"):
            with self.assertRaises(Exception):
                sprt.bounds(text)


if __name__ == "__main__":
    unittest.main()
