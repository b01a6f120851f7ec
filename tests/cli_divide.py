"""cli_divide.py - the perft divide of the built examples/vchess-perft
(directory from VCHESS_EXAMPLES_DIR, default "examples") as a dict
{move: count}, for the tests that hold it against tests/ref/refperft.py.
"""
import os
import subprocess

EXAMPLES = os.environ.get("VCHESS_EXAMPLES_DIR") or "examples"


def library_divide(variant, fen, depth, variant_file=None):
    args = [os.path.join(EXAMPLES, "vchess-perft"), "--variant", variant,
            "--divide", str(depth)]
    if fen:
        args[1:1] = ["--fen", fen]
    if variant_file:
        args[1:1] = ["--variant-file", variant_file]
    out = subprocess.run(args, check=True, capture_output=True, text=True)
    lines = out.stdout.split("\n")
    return {m: int(n) for m, n in (l.split() for l in lines if l.strip()
                                   and not l.startswith("nodes "))}
