"""variantchess - the 29 built-in chess variants of libvariantchess
("chess", "trihexagonal", "trumpisten", Fairy-Stockfish's "capablanca",
"makruk", ...) and variants loaded from definitions, with ctypes.

    >>> import variantchess
    >>> variantchess.variants()[:4]
    ['chess', 'trihexagonal', 'trumpisten', 'normal']
    >>> with variantchess.Game("chess") as game:
    ...     game.push("e4")
    ...     game.perft(2)
    Move('e2e4')
    600

The shared library is found through the environment variable
VARIANTCHESS_LIBRARY (a path), then next to this package, then by
ctypes.util.find_library("variantchess"); importing fails with one
ImportError listing what was tried when none is usable.  The library's
major version must be that of the binding.  Every error is a subclass of
variantchess.Error.
"""

from ._errors import (AmbiguousMoveError, ArgumentTypeError,
                      BufferTooSmallError, Error, GameClosedError,
                      GameOverError, IllegalMoveError, InvalidArgumentError,
                      NoMoveToUndoError, OutOfMemoryError, ParseError,
                      DepthError, UnknownVariantError, UnsupportedError)
from ._ffi import C as _C
from ._ffi import LIBRARY_PATH
from ._game import Analysis, Game, MoveList, Result, load_variants
from ._move import Move
from ._outcome import BLACK, WHITE, Outcome, Termination

__version__ = "1.1.0"

__all__ = [
    "Game", "Analysis", "Move", "MoveList", "Outcome", "Termination", "WHITE", "BLACK",
    "Result", "variants", "load_variants", "library_version", "LIBRARY_PATH",
    "Error", "InvalidArgumentError", "ArgumentTypeError", "GameClosedError",
    "UnknownVariantError", "ParseError", "IllegalMoveError",
    "AmbiguousMoveError", "NoMoveToUndoError", "DepthError", "GameOverError",
    "BufferTooSmallError", "OutOfMemoryError", "UnsupportedError",
]


def variants() -> "list[str]":
    """Names of the built-in variants: "chess", "trihexagonal",
    "trumpisten", then Fairy-Stockfish's built-ins the library plays, by
    Fairy-Stockfish's names ("normal", "capablanca", "makruk", ...), then
    the library's own ("trihexagonal-archbishop")."""
    return [_C.vchess_builtin_name(i).decode("utf-8")
            for i in range(_C.vchess_builtin_count())]


def library_version() -> str:
    """Version of the loaded library, e.g. "1.0.0"."""
    return _C.vchess_version_string().decode("ascii")


# Show the public names as variantchess.X (in tracebacks, help(), repr()).
for _name in __all__:
    _obj = globals()[_name]
    if isinstance(_obj, type):
        _obj.__module__ = __name__
del _name, _obj
