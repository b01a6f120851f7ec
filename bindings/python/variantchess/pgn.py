"""Reading and writing PGN with the whole game tree, in the manner of
python-chess's chess.pgn.

    >>> import io, variantchess.pgn
    >>> text = io.StringIO('[White "Anna"]\\n\\n1. e4 e5 (1... c5) 1-0\\n')
    >>> game = variantchess.pgn.read_game(text)
    >>> game.headers["White"], game.headers["Result"], game.mainline_moves()
    ('Anna', '1-0', [Move('e2e4'), Move('e7e5')])
    >>> game.variations[0].variations[1].san()
    'c5'
    >>> variantchess.pgn.read_game(text) is None
    True

``read_game`` gives a ``Game``, the root of the game's tree: its tags
(``headers``), its first position (``board()``), and a ``ChildNode`` per
move, each with its ``variations`` (the first is the main line),
``comment``, ``nags`` and ``starting_comment``.  ``str(game)`` writes it
all back; ``game.accept(visitor)`` walks it (``BaseVisitor``,
``StringExporter``).  ``game.end().board()`` is the variantchess.Game of
the main line's last position.  Departures from strict PGN that the
library accepts (a "Standard" Variant tag, a missing result, "0-0", ...)
are listed in ``game.warnings`` as ``PgnWarning(line, column,
message)``; a game that cannot be read raises its error and the next
call goes on with the following game; a variation that cannot be read
is left out, its error in ``game.errors``.
"""

import ctypes
import weakref
from collections import namedtuple
from typing import Iterator, Optional

from . import _ffi
from ._errors import Error
from ._export import BaseVisitor, StringExporter
from ._ffi import C
from ._game import Game as _Board
from ._headers import Headers
from ._tree import ChildNode, Game, GameNode

__all__ = ["read_game", "PgnReader", "PgnWarning", "Headers", "Game",
           "GameNode", "ChildNode", "BaseVisitor", "StringExporter"]

# The C reader's warning for each variation it leaves out of its game;
# this module keeps them.
_DROPPED = "variation dropped"


class PgnWarning(namedtuple("PgnWarning", "line column message")):
    """Text the reader accepted though it is not strict PGN (line and
    column counted from 1 in the whole text read)."""


class _Source(object):
    """One library PGN reader over `text` (bytes)."""

    def __init__(self, text: bytes) -> None:
        self.text = text
        self._handle = ctypes.c_void_p()
        C.vchess_pgn_reader_create(ctypes.byref(self._handle), text,
                                   len(text), None,
                                   ctypes.pointer(_ffi.CError()))
        self._free = C.vchess_pgn_reader_free

    def __del__(self):
        handle, self._handle = getattr(self, "_handle", None), None
        if handle:
            self._free(handle)

    def next_board(self) -> Optional[_Board]:
        """The next game's main line as a variantchess.Game, or None."""
        game = _ffi.GAME_P()
        C.vchess_pgn_reader_next(ctypes.byref(game), self._handle,
                                 ctypes.pointer(_ffi.CError()))
        return _Board._adopt(game, None) if game else None

    def warnings(self):
        """[(offset, PgnWarning)] of the last game read."""
        count = ctypes.c_size_t(0)
        C.vchess_pgn_reader_warning_count(ctypes.byref(count), self._handle)
        found = []
        for i in range(count.value):
            w = _ffi.CError()
            C.vchess_pgn_reader_warning(ctypes.byref(w), self._handle, i)
            found.append((w.offset, PgnWarning(
                w.line, w.column, w.text.decode("utf-8", "replace"))))
        return found

    def variations(self):
        """[(ply, text)] of the last game's top-level variations: the
        main-line move each replaces (from 1) and its text inside the
        parentheses."""
        count = ctypes.c_size_t(0)
        C.vchess_pgn_reader_variation_count(ctypes.byref(count),
                                            self._handle)
        found = []
        ply, start, end = (ctypes.c_size_t(0), ctypes.c_size_t(0),
                           ctypes.c_size_t(0))
        for i in range(count.value):
            C.vchess_pgn_reader_variation(ctypes.byref(ply),
                                          ctypes.byref(start),
                                          ctypes.byref(end), self._handle, i)
            found.append((ply.value, start.value, self.text[
                start.value + 1:end.value - 1].decode("utf-8", "replace")))
        return found


def _notes(board):
    """[(ply, text)] of the annotations of `board`'s record."""
    count = ctypes.c_size_t(0)
    with board._game() as handle:
        C.vchess_game_note_count(ctypes.byref(count), handle)
        found = []
        ply, text = ctypes.c_size_t(0), ctypes.c_char_p()
        for i in range(count.value):
            C.vchess_game_note_at(ctypes.byref(ply), ctypes.byref(text),
                                  handle, i)
            found.append((ply.value, text.value.decode("utf-8", "replace")))
    return found


def _annotate(node, text, starting):
    """Add an annotation ("$1 {a comment}") to `node`: its NAGs, and its
    comments to the comment (or, with `starting`, the starting
    comment)."""
    comments = []
    rest = text
    while rest:
        rest = rest.lstrip()
        if rest.startswith("{"):
            end = rest.find("}")
            end = len(rest) if end < 0 else end
            comments.append(rest[1:end].strip())
            rest = rest[end + 1:]
        elif rest.startswith("$"):
            word = rest.split(None, 1)
            node.nags.add(int(word[0][1:]))
            rest = word[1] if len(word) > 1 else ""
        else:
            rest = ""
    joined = " ".join(c for c in comments if c)
    if starting:
        node.starting_comment = joined
    else:
        node.comment = joined


def _grow(parent, board, notes, starting):
    """Hang the moves of `board` (a variantchess.Game read from PGN) from
    `parent` as one line, with their annotations; the nodes from
    `parent` on.  With `starting` an annotation before the first move is
    that move's starting comment, else the parent's comment."""
    nodes = [parent]
    for move in board.move_stack:
        child = ChildNode(nodes[-1], move)
        nodes[-1].variations.append(child)
        nodes.append(child)
    for ply, text in notes:
        if ply == 0 and starting and len(nodes) > 1:
            _annotate(nodes[1], text, True)
        else:
            _annotate(nodes[ply], text, False)
    return nodes


def _read_variation(root, parent, fen, text):
    """Read variation text `text` (inside its parentheses) as moves from
    `parent`'s position (FEN `fen`), its own variations within it."""
    header = '[Variant "%s"]\n[SetUp "1"]\n[FEN "%s"]\n\n' % (
        root._start.variant, fen)
    source = _Source((header + text + " *\n").encode("utf-8"))
    try:
        line = source.next_board()
    except Error as exc:
        root.errors.append(exc)
        return
    if line is None:
        return
    nodes = _grow(parent, line, _notes(line), True)
    line.close()
    _read_variations(root, nodes, source.variations())


def _read_variations(root, nodes, variations):
    """Each variation (ply, start, text) of the line of `nodes` (its
    first the node it hangs from): an alternative to the move of
    nodes[ply], from the position that move was made in."""
    for ply, _, text in variations:
        if 0 < ply < len(nodes):
            _read_variation(root, nodes[ply - 1], nodes[ply].move.fen, text)


class PgnReader(object):
    """Every game of a PGN text (str, bytes, or a file object read
    whole), in turn, each a ``Game`` tree: ``next_game()`` or
    iteration."""

    def __init__(self, text) -> None:
        if hasattr(text, "read"):
            text = text.read()
        if isinstance(text, str):
            text = text.encode("utf-8")
        self._source = _Source(text)

    def next_game(self) -> Optional[Game]:
        """The next game, or None at the end."""
        board = self._source.next_board()
        if board is None:
            return None
        game = Game(board)
        variations = self._source.variations()
        kept = {start for _, start, _ in variations}
        game.warnings = [w for at, w in self._source.warnings()
                         if not (w.message == _DROPPED and at in kept)]
        nodes = _grow(game, board, _notes(board), False)
        board.close()
        _read_variations(game, nodes, variations)
        return game

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
