"""Reading PGN game after game, in the manner of python-chess's chess.pgn.

    >>> import io, variantchess.pgn
    >>> text = io.StringIO('[White "Anna"]\\n\\n1. e4 e5 1-0\\n')
    >>> game = variantchess.pgn.read_game(text)
    >>> game.headers["White"], game.headers["Result"], len(game.move_stack)
    ('Anna', '1-0', 2)
    >>> variantchess.pgn.read_game(text) is None
    True

Each game keeps its record (tags, the recorded result, comments and NAGs
after main-line moves; variations are read and dropped), which
``game.pgn()`` writes back.  Departures from strict PGN that the library
accepts (a "Standard" Variant tag, a missing result, "0-0", ...) are
listed in ``game.warnings`` as ``PgnWarning(line, column, message)``.
A game that cannot be read raises its error; the next call goes on with
the following game.
"""

import ctypes
import weakref
from collections import namedtuple
from typing import Iterator, Optional

from . import _ffi
from ._ffi import C
from ._game import Game
from ._headers import Headers

__all__ = ["read_game", "PgnReader", "PgnWarning", "Headers"]


class PgnWarning(namedtuple("PgnWarning", "line column message")):
    """Text the reader accepted though it is not strict PGN (line and
    column counted from 1 in the whole text read)."""


class PgnReader(object):
    """Every game of a PGN text (str, or a file object read whole), in
    turn: ``next_game()`` or iteration."""

    def __init__(self, text) -> None:
        if hasattr(text, "read"):
            text = text.read()
        if isinstance(text, str):
            text = text.encode("utf-8")
        self._handle = _ffi.ctypes.c_void_p()
        err = _ffi.CError()
        C.vchess_pgn_reader_create(ctypes.byref(self._handle), text,
                                   len(text), None, ctypes.pointer(err))
        self._free = C.vchess_pgn_reader_free

    def __del__(self):
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            self._free(handle)

    def next_game(self) -> Optional[Game]:
        """The next game (with its ``warnings``), or None at the end."""
        game = _ffi.GAME_P()
        err = _ffi.CError()
        C.vchess_pgn_reader_next(ctypes.byref(game), self._handle,
                                 ctypes.pointer(err))
        if not game:
            return None
        result = Game._adopt(game, None)
        result._pgn_warnings = self._warnings()
        return result

    def _warnings(self):
        count = ctypes.c_size_t(0)
        C.vchess_pgn_reader_warning_count(ctypes.byref(count), self._handle)
        found = []
        for i in range(count.value):
            w = _ffi.CError()
            C.vchess_pgn_reader_warning(ctypes.byref(w), self._handle, i)
            found.append(PgnWarning(w.line, w.column,
                                    w.text.decode("utf-8", "replace")))
        return found

    def __iter__(self) -> Iterator[Game]:
        while True:
            game = self.next_game()
            if game is None:
                return
            yield game


# The reader of each file object read_game() was given.
_READERS = weakref.WeakKeyDictionary()


def read_game(handle) -> Optional[Game]:
    """The next game of the PGN file object `handle` (text or binary), or
    None at its end.  The first call reads the rest of the file; later
    calls on the same object go on from the game after the last."""
    reader = _READERS.get(handle)
    if reader is None:
        reader = _READERS[handle] = PgnReader(handle)
    return reader.next_game()
