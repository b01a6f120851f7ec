"""A game's tags (PGN headers) as a dict-like view over the C record
(imported by ``_game`` for ``Game.headers`` and shown as
``variantchess.pgn.Headers``)."""

import ctypes

from ._ffi import C


class Headers(object):
    """A game's tags as an ordered, dict-like view: reading, setting and
    deleting change the game's record (``game.pgn()`` writes them; the
    Seven Tag Roster first, Result, Variant, SetUp and FEN from the game
    itself)."""

    def __init__(self, game) -> None:
        self._game = game  # the Game whose record this is

    def __getitem__(self, name: str) -> str:
        value = ctypes.c_char_p()
        with self._game._game() as handle:
            C.vchess_game_tag(ctypes.byref(value), handle,
                              name.encode("utf-8"))
        if value.value is None:
            raise KeyError(name)
        return value.value.decode("utf-8", "replace")

    def get(self, name: str, default=None):
        try:
            return self[name]
        except KeyError:
            return default

    def __setitem__(self, name: str, value: str) -> None:
        with self._game._game() as handle:
            C.vchess_game_set_tag(handle, name.encode("utf-8"),
                                  value.encode("utf-8"))

    def __delitem__(self, name: str) -> None:
        if name not in self:
            raise KeyError(name)
        with self._game._game() as handle:
            C.vchess_game_remove_tag(handle, name.encode("utf-8"))

    def items(self):
        found = []
        with self._game._game() as handle:
            count = ctypes.c_size_t(0)
            C.vchess_game_tag_count(ctypes.byref(count), handle)
            for i in range(count.value):
                name, value = ctypes.c_char_p(), ctypes.c_char_p()
                C.vchess_game_tag_at(ctypes.byref(name), ctypes.byref(value),
                                     handle, i)
                found.append((name.value.decode("utf-8", "replace"),
                              value.value.decode("utf-8", "replace")))
        return found

    def keys(self):
        return [name for name, _ in self.items()]

    def values(self):
        return [value for _, value in self.items()]

    def __iter__(self):
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self.items())

    def __contains__(self, name) -> bool:
        return self.get(name) is not None

    def __repr__(self) -> str:
        return "Headers(%r)" % (dict(self.items()),)
