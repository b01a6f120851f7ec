"""Whether this Python can build a wheel without the network, and what to
do when it cannot (setup.py says it instead of setuptools' "invalid
command 'bdist_wheel'").  Debian's python3-wheel serves Debian's
python3 only: a pyenv or conda Python, and a venv made from one, lack
it."""

import importlib.util
import sys


def can_build_wheels():
    """True if setuptools has bdist_wheel (its own, or the wheel
    package's)."""
    for name in ("setuptools.command.bdist_wheel", "wheel"):
        try:
            if importlib.util.find_spec(name) is not None:
                return True
        except ImportError:
            pass
    return False


# The setup.py commands that need bdist_wheel (pip's metadata step runs
# dist_info, which asks for it in setuptools before 70.1).
WHEEL_COMMANDS = ("bdist_wheel", "dist_info")


def advice(argv, can_build, python=sys.executable):
    """What to do when `argv` asks for a wheel and this Python cannot
    build one, else None."""
    if can_build or not any(c in argv for c in WHEEL_COMMANDS):
        return None
    return ("variantchess: %s cannot build a wheel: it has no 'wheel' "
            "package (Debian's python3-wheel is for Debian's own python3). "
            "Either make the virtual environment from /usr/bin/python3 "
            "(/usr/bin/python3 -m venv --system-site-packages venv), or "
            "give this Python the package (pip install wheel, online; or "
            "pip install bindings/python without --no-build-isolation "
            "--no-index, which fetches it)." % python)
