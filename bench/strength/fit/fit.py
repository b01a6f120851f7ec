#!/usr/bin/env python3
"""fit.py - least-squares weights of evaluation terms against scores.

    python3 fit.py TABLE TERMS [CLIP]

TABLE is what `features` writes; TERMS a comma-separated list of its
columns.  Rows whose score lies beyond CLIP centipawns (default 600) are
left out.  Prints the root mean square error of the fit and, beside it,
that of vc_evaluate() scaled by its best single factor; then each weight,
also divided by the weight of `material` when it is among the terms (the
same unit as the evaluation's).
"""
import math
import sys


def solve(a, b):
    """x with a x = b (Gauss-Jordan, partial pivoting)."""
    k = len(b)
    m = [row[:] + [bi] for row, bi in zip(a, b)]
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(k):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][k] / m[i][i] if m[i][i] else 0.0 for i in range(k)]


def rms(errors):
    return math.sqrt(sum(e * e for e in errors) / len(errors))


def main():
    rows = [line.split() for line in open(sys.argv[1])]
    head, terms = rows[0], sys.argv[2].split(",")
    clip = float(sys.argv[3]) if len(sys.argv) > 3 else 600.0
    col = [head.index(t) for t in terms]
    data = [[float(x) for x in r] for r in rows[1:]]
    data = [r for r in data if abs(r[0]) <= clip]
    y = [r[0] for r in data]
    x = [[r[i] for i in col] for r in data]
    k = len(col)
    a = [[sum(v[i] * v[j] for v in x) for j in range(k)] for i in range(k)]
    b = [sum(v[i] * s for v, s in zip(x, y)) for i in range(k)]
    w = solve(a, b)
    fit = rms([sum(wi * vi for wi, vi in zip(w, v)) - s
               for v, s in zip(x, y)])
    ev = [r[head.index("eval")] for r in data]
    scale = sum(e * s for e, s in zip(ev, y)) / sum(e * e for e in ev)
    now = rms([scale * e - s for e, s in zip(ev, y)])
    unit = w[terms.index("material")] if "material" in terms else 1.0
    print("%d positions: fit %.1f cp rms, the evaluation x %.3f %.1f cp"
          % (len(y), fit, scale, now))
    for t, wi in zip(terms, w):
        print("  %-12s %10.4f %10.4f" % (t, wi, wi / unit))


if __name__ == "__main__":
    sys.exit(main())
