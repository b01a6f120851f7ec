"""Helpers shared by the binding's tests (not a test itself).

Environment:
  VARIANTCHESS_LIBRARY   the library to test (make check: the built one)
  VCHESS_TEST_DATA       directory of perft_cases.txt (default: the
                         repository's tests/ directory)
  top_srcdir             source tree (default: three levels above here)
  top_builddir           set by make check; with it, a missing
                         VARIANTCHESS_LIBRARY means "no shared library
                         was built" and the tests are skipped (exit 77)
  VARIANTCHESS_TEST_INSTALLED=1
                         test the variantchess found on sys.path (an
                         installed one) instead of the source tree's
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
BINDING_DIR = os.path.dirname(HERE)
TOP_SRCDIR = os.environ.get("top_srcdir") or os.path.dirname(
    os.path.dirname(BINDING_DIR))
SKIP = 77  # automake's "skipped" exit status

INSTALLED = os.environ.get("VARIANTCHESS_TEST_INSTALLED") == "1"


def _skip_without_library():
    """Under make check, a build without a shared library (e.g.
    --disable-shared for check-asan) leaves VARIANTCHESS_LIBRARY unset:
    skip (exit 77) before importing variantchess could pick up some
    other, installed library."""
    if os.environ.get("top_builddir") and not INSTALLED and \
            not os.environ.get("VARIANTCHESS_LIBRARY"):
        print("SKIP: no shared library was built (VARIANTCHESS_LIBRARY "
              "is unset), nothing for the Python binding to load")
        sys.exit(SKIP)


_skip_without_library()
if not INSTALLED:
    sys.path.insert(0, BINDING_DIR)


def data_dir():
    """Directory holding perft_cases.txt."""
    return os.environ.get("VCHESS_TEST_DATA") or os.path.join(TOP_SRCDIR,
                                                               "tests")


def source_file(*parts):
    """Path of a file of the source tree."""
    return os.path.join(TOP_SRCDIR, *parts)


def read_perft_cases(path=None):
    """The cases of perft_cases.txt as (line number, variant, fen or
    None for "startpos", depth, nodes).  Lines are "variant ; FEN or
    startpos ; depth ; nodes"; '#' starts a comment line."""
    path = path or os.path.join(data_dir(), "perft_cases.txt")
    cases = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = [field.strip() for field in line.split(";")]
            if len(fields) != 4:
                raise ValueError("%s:%d: expected 4 fields separated by ';'"
                                 % (path, number))
            variant, fen, depth, nodes = fields
            cases.append((number, variant, None if fen == "startpos" else fen,
                          int(depth), int(nodes)))
    return cases


def has_function(name):
    """True if the loaded library exports C function `name`."""
    from variantchess import _ffi
    return hasattr(_ffi.LIB, name)


def needs_function(name):
    """Decorator: skip a test when the library lacks function `name`."""
    return unittest.skipUnless(has_function(name),
                               "the library has no %s yet" % name)


def main():
    """Run the calling test module (unittest.main, verbose)."""
    unittest.main(module="__main__", verbosity=2)
