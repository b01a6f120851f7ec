"""The Game class: one libvariantchess game handle (internal module;
import it from ``variantchess``)."""

import contextlib
import ctypes
import operator
import threading
import weakref
from collections import deque, namedtuple
from itertools import repeat
from typing import Dict, Iterable, List, Optional, Union

from . import _ffi, _move, _native, _outcome, _picture, _svg
from ._errors import (ArgumentTypeError, GameClosedError,
                      NoMoveToUndoError, ParseError)
from ._ffi import C
from ._headers import Headers
from ._move import Move, Position
from ._outcome import Outcome, Termination
from ._queries import Queries
from ._texts import Texts

# Longest texts passed to the library; longer ones are rejected in Python
# (no valid variant name, FEN or move text comes near these).
VARIANT_TEXT_MAX = 64
MOVE_TEXT_MAX = 64
DEPTH_MAX = 0xFFFFFFFF  # C unsigned; the library's own limit is lower
FEN_TEXT_MAX = 4096  # no variant's FEN comes near this


class Result(namedtuple("Result", "winner reason")):
    """How a game stands: ``winner`` is "white", "black", "draw" or None
    (still going on); ``reason`` is None or one of "checkmate",
    "stalemate", "bare_king", "insufficient_material",
    "fivefold_repetition", "seventy_five_moves", "variant_win",
    "variant_loss", "variant_draw".  Threefold repetition and the
    fifty-move rule do not end a game: see Game.claim()."""
    __slots__ = ()

    @property
    def over(self) -> bool:
        """True when the game has ended."""
        return self.winner is not None


def encode(value, what, status, limit=None):
    """`value` (a str, at most `limit` bytes in UTF-8 unless limit is
    None) as bytes the library can take; otherwise raise the error the
    library would give for status `status`."""
    if not isinstance(value, str):
        raise _ffi.error("EINVAL", "%s must be a str, not %s"
                         % (what, type(value).__name__),
                         cls=ArgumentTypeError)
    try:
        data = value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _ffi.error(status, "%s is not valid text: %s" % (what, exc))
    if b"\0" in data:
        raise _ffi.error(status, "NUL character in the %s" % what,
                         data.index(b"\0"))
    if limit is not None and len(data) > limit:
        raise _ffi.error(status, "%s longer than %d bytes" % (what, limit))
    return data


class Analysis(namedtuple("Analysis", "move score mate pv depth nodes")):
    """What Game.best_move() found, from the side to move's point of
    view: ``move`` (a Move of the position), ``score`` in centipawns,
    ``mate`` (N > 0: the side to move mates in N moves; N < 0: it is
    mated in -N; None: no mate seen), ``pv`` (the expected line as
    coordinate texts, ``move`` first), the ``depth`` in plies of the last
    completed iteration and the ``nodes`` searched."""
    __slots__ = ()


SEARCH_HASH_MB = 16
SEARCH_DEFAULT_NODES = 200000


def _search_limit(value, what, kind):
    """A non-negative limit of type `kind` (int or float), or 0 for
    None."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, (int, float)) or \
            (kind is int and not isinstance(value, int)):
        raise _ffi.error("EINVAL", "%s must be a number, not %s"
                         % (what, type(value).__name__),
                         cls=ArgumentTypeError)
    if value < 0 or value >= 2 ** 31:
        raise _ffi.error("EINVAL", "%s %r is out of range" % (what, value))
    return value


def search_limits(depth, nodes, time):
    """The C limits of Game.best_move()."""
    limits = _ffi.SearchLimits()
    C.vchess_search_limits_init(ctypes.byref(limits), 1)
    limits.depth = _search_limit(depth, "depth", int)
    limits.nodes = _search_limit(nodes, "nodes", int)
    limits.time_ms = int(_search_limit(time, "time", float) * 1000)
    if time is not None and limits.time_ms == 0:
        limits.time_ms = 1
    if depth is None and nodes is None and time is None:
        limits.nodes = SEARCH_DEFAULT_NODES
    return limits


def check_depth(depth):
    """`depth` as an int the C `unsigned` parameter holds exactly."""
    if isinstance(depth, bool):
        raise _ffi.error("EINVAL", "depth must be an int, not bool",
                         cls=ArgumentTypeError)
    try:
        depth = operator.index(depth)
    except TypeError:
        raise _ffi.error("EINVAL", "depth must be an int, not %s"
                         % type(depth).__name__, cls=ArgumentTypeError)
    if not 0 <= depth <= DEPTH_MAX:
        raise _ffi.error("EDEPTH", "depth %d is out of range" % depth)
    return depth


# Variants loaded by load_variants(): name -> the set holding it.  Sets
# live until the process ends (games hold their own references).
_LOADED = {}


def load_variants(text_or_path, source=None):
    """Load the variants a variants.ini text or an Interactive Diagram's
    text defines (the text itself, or the path of a file holding it: a
    str without a newline, '[' or '=' is a path); return their names.
    Game(name) then plays them.  A bad text raises ParseError naming line
    and column."""
    text = text_or_path
    if (isinstance(text, str) and "\n" not in text and "[" not in text
            and "=" not in text):
        with open(text, encoding="utf-8") as f:
            source = source or text
            text = f.read()
    data = encode(text, "variant definitions", "ESYNTAX")
    name = encode(source or "text", "source name", "EINVAL")
    handle = ctypes.c_void_p()
    err = _ffi.CError()
    C.vchess_variant_set_load(ctypes.byref(handle), data, name, None,
                              ctypes.pointer(err))
    count = ctypes.c_size_t()
    C.vchess_variant_set_count(ctypes.byref(count), handle)
    names = [C.vchess_variant_set_name(handle, i).decode("utf-8")
             for i in range(count.value)]
    for n in names:
        _LOADED[n] = handle
    return names


def _variant(variant, err):
    """The library's variant called `variant` (bytes): loaded or built-in."""
    rules = _ffi.VARIANT_P()
    loaded = _LOADED.get(variant.decode("utf-8", "replace"))
    if loaded is not None:
        C.vchess_variant_set_get(ctypes.byref(rules), loaded, variant,
                                 ctypes.pointer(err))
    else:
        C.vchess_variant_builtin(ctypes.byref(rules), variant,
                                 ctypes.pointer(err))
    return rules


def _new_handle(variant, fen):
    """A new library game of `variant` at `fen` (None: start position)."""
    variant = encode(variant, "variant name", "EVARIANT", VARIANT_TEXT_MAX)
    if fen is not None:
        fen = encode(fen, "FEN", "EFEN", FEN_TEXT_MAX)
    handle = _ffi.GAME_P()
    err = _ffi.CError()
    rules = _variant(variant, err)
    C.vchess_game_create(ctypes.byref(handle), rules, fen, None,
                         ctypes.pointer(err))
    return handle


def _new_handle_from_sfen(variant, sfen):
    """A new library game of `variant` at SFEN `sfen`."""
    variant = encode(variant, "variant name", "EVARIANT", VARIANT_TEXT_MAX)
    sfen = encode(sfen, "SFEN", "EFEN", FEN_TEXT_MAX)
    handle = _ffi.GAME_P()
    err = _ffi.CError()
    rules = _variant(variant, err)
    C.vchess_game_create_sfen(ctypes.byref(handle), rules, sfen, None,
                              ctypes.pointer(err))
    return handle


def _new_handle_from_pgn(pgn):
    """A new library game from the first game of PGN text `pgn`."""
    pgn = encode(pgn, "PGN", "ESYNTAX")
    handle = _ffi.GAME_P()
    err = _ffi.CError()
    C.vchess_game_from_pgn(ctypes.byref(handle), None, pgn,
                           ctypes.pointer(err))
    return handle


def _parse(handle, text):
    move = _ffi.MOVE()
    C.vchess_game_parse_move(ctypes.byref(move), handle,
                             encode(text, "move", "ESYNTAX", MOVE_TEXT_MAX),
                             ctypes.pointer(_ffi.CError()))
    return move.value


class MoveList(list):
    """The legal moves of a position: a list of Moves.  Calling it gives
    itself, so that both ``game.legal_moves`` (as in python-chess) and
    ``game.legal_moves()`` (as in variantchess 0.1) work.

    A list the game gives makes its Moves when they are first read (by
    index, iteration or a call that copies or changes the list), each
    Move a complete one; until then it holds their coordinate texts,
    which compare, hash, join and sort as the Moves do."""

    # _shared: the Moves' __dict__ while some are texts (a slot: set for
    # every list the game gives); __dict__: a user's attributes.
    __slots__ = ("_shared", "__dict__")

    def __call__(self) -> "MoveList":
        return self

    def count(self, *value) -> int:
        """Number of moves (python-chess), or of those equal to value."""
        return list.count(self, *value) if value else len(self)

    def __getitem__(self, index):
        item = _list_getitem(self, index)
        if type(item) is str:  # a Move not made yet, or a user's text
            return self._made(index, item)
        if type(item) is list and _lazy(self):  # a slice
            self._make_all()
            return _list_getitem(self, index)
        return item

    def __iter__(self):
        if _lazy(self):
            self._make_all()
        return _list_iter(self)

    def _made(self, index, text):
        """The Move of `text`, the item at `index`, made and stored."""
        shared = _lazy(self)
        if shared is None:
            return text
        move = _new(Move, text)
        move.__dict__ = shared
        _list_setitem(self, index, move)
        return move

    def _make_all(self):
        """Replace the texts by their Moves (with the loops in C: this
        is a game loop's hot path)."""
        shared, self._shared = self._shared, None
        if set(map(type, _list_iter(self))) == _TEXTS_ONLY:
            moves = list(map(_new, repeat(Move), _list_iter(self)))
            _consume(map(setattr, moves, repeat("__dict__"),
                         repeat(shared)))
        else:  # some made by index already: keep them
            moves = list(_list_iter(self))
            for i, item in enumerate(moves):
                if type(item) is str:
                    moves[i] = move = _new(Move, item)
                    move.__dict__ = shared
        _list_setitem(self, slice(None), moves)

    def __reduce_ex__(self, protocol):
        return (MoveList, (list(self),))


def _lazy(moves):
    """The Moves' __dict__ of a MoveList holding texts, else None."""
    try:
        return moves._shared
    except AttributeError:  # made by the user, not the game
        return None


def _making(method):
    """`method` of list, making a MoveList's Moves first: every call
    that copies, reorders by key, or adds to the list."""
    def call(self, *args, **kwargs):
        if _lazy(self):
            self._make_all()
        return method(self, *args, **kwargs)
    call.__name__ = method.__name__
    call.__doc__ = method.__doc__
    return call


for _name in ("__reversed__", "__repr__", "__add__", "__mul__", "__rmul__",
              "__iadd__", "__imul__", "__setitem__", "append", "extend",
              "insert", "pop", "copy", "sort"):
    setattr(MoveList, _name, _making(getattr(list, _name)))
del _name

_list_getitem, _list_setitem = list.__getitem__, list.__setitem__
_list_iter = list.__iter__
_TEXTS_ONLY = {str}
_consume = deque(maxlen=0).extend  # runs an iterator for its effects


def _cell_index(handle, cell):
    """Index of the cell named `cell` (ParseError if there is none)."""
    name = encode(cell, "cell name", "ECELL", MOVE_TEXT_MAX)
    index = ctypes.c_int(0)
    try:
        C.vchess_variant_cell_index(ctypes.byref(index),
                                    C.vchess_game_variant(handle), name)
    except ParseError:
        raise _ffi.error("ECELL", "no such cell %r" % cell) from None
    return index.value


def _cell_array(handle, cells):
    """C array of the indices of `cells` (cell names, or one name)."""
    if isinstance(cells, str):
        cells = [cells]
    try:
        cells = list(cells)
    except TypeError:
        raise _ffi.error("EINVAL", "cells must be cell names, not %s"
                         % type(cells).__name__, cls=ArgumentTypeError)
    indices = [_cell_index(handle, cell) for cell in cells]
    return (ctypes.c_int * len(indices))(*indices)


class _NoLock(object):
    """The lock of a Game whose __init__ did not run: entering it
    raises GameClosedError (as Game._locked() does)."""

    def __enter__(self):
        raise _ffi.error("EINVAL", "the game is not initialised",
                         cls=GameClosedError)

    def __exit__(self, *exc_info):
        return False

    acquire = __enter__

    def release(self):
        pass


class Pocket(dict):
    """The pieces a side holds, lower-case letter -> count; str() lists
    them, most valuable first as the FEN does ("qpp")."""

    def count(self, letter: str) -> int:
        """How many pieces of `letter` (either case) are in the pocket."""
        return self.get(letter.lower(), 0)

    def __str__(self) -> str:
        return "".join(letter * n for letter, n in reversed(self.items()))

class Game(Queries, Texts):
    """A game of a chess variant: a position and the moves played since
    it was set.

    ``Game("trihexagonal")`` starts from the variant's start position,
    ``Game("chess", fen)`` from a FEN.  Moves are text: coordinate
    notation ("e2e4", "b2c4/", "e7e8q") or SAN ("Nf3", "O-O").

    The game holds a library handle: release it with ``close()`` or a
    ``with`` block (it is also released when the object is collected).
    A Game may be shared between threads; its calls are serialised.
    """

    _handle = None
    _lock = _NoLock()  # the hot paths take self._lock directly

    def __init__(self, variant: str = "chess", fen: Optional[str] = None
                 ) -> None:
        handle = _new_handle(variant, fen)
        self.close()
        self._setup(handle, [])

    def _setup(self, handle, stack):
        self._free = C.vchess_game_free
        self._lock = threading.RLock()
        self._weak = weakref.ref(self)  # for Positions: is the game here?
        self._variant = _native.variant(handle)
        self._stack = stack
        # The texts of the legal moves of the position before each move
        # of the stack (None: not asked for), given back by pop().
        self._trail = [None] * len(stack)
        # FEN of the position before the first move of the stack (None:
        # not read yet).
        self._root_fen = stack[0].fen if stack else None
        self._forget_position()
        self._handle = handle

    @classmethod
    def from_pgn(cls, pgn: str) -> "Game":
        """A new game from the first game of a PGN text: the variant
        from its Variant tag ("chess" when there is none), the position
        from its FEN tag, and its moves played (pop() takes them back).
        A bad move raises its error, the message naming the move."""
        return cls._adopt(_new_handle_from_pgn(pgn), None)

    @classmethod
    def from_sfen(cls, variant: str, sfen: str) -> "Game":
        """A new game of a shogi-family variant ("shogi", "minishogi",
        ...) from an SFEN, the position text of USI and lishogi
        ("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -
        1"; sente, who moves first, is "white").  ParseError if the SFEN
        is invalid, InvalidArgumentError for a variant without SFEN."""
        return cls._adopt(_new_handle_from_sfen(variant, sfen), [])

    @classmethod
    def _adopt(cls, handle, stack):
        """A Game owning `handle`, whose moves are `stack` (None: read
        them from the library)."""
        game = cls.__new__(cls)
        try:
            if stack is None:
                stack = _retrace(handle)
            game._setup(handle, stack)
        except BaseException:
            C.vchess_game_free(handle)
            raise
        return game

    # -- life cycle ---------------------------------------------------

    def close(self) -> None:
        """Release the library's game.  Afterwards every call but
        close() raises GameClosedError; closing twice does nothing."""
        lock = self.__dict__.get("_lock")
        if lock is None:
            return
        with lock:
            handle, self._handle = self._handle, None
            if handle:
                self._free(handle)

    @property
    def closed(self) -> bool:
        """True once close() was called."""
        return not self._handle

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown: nothing left to do
            pass

    @contextlib.contextmanager
    def _game(self):
        """The handle, with the game's lock held."""
        with self._locked():
            yield self._open()

    def _locked(self):
        """The game's lock (GameClosedError for an uninitialised Game)."""
        lock = self.__dict__.get("_lock")
        if lock is None:
            raise _ffi.error("EINVAL", "the game is not initialised",
                             cls=GameClosedError)
        return lock

    def _open(self):
        """The handle (GameClosedError once closed); hold the lock."""
        if not self._handle:
            raise _ffi.error("EINVAL", "the game is closed",
                             cls=GameClosedError)
        return self._handle

    def copy(self, stack: bool = True) -> "Game":
        """An independent copy of the game, its moves included (with
        stack=False only the position, as in python-chess)."""
        with self._game() as handle:
            if not stack:
                return type(self)(self._variant.name, self.fen())
            out = _ffi.GAME_P()
            C.vchess_game_copy(ctypes.byref(out), handle)
            return self._adopt(out, list(self._stack))

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        """Pickles as the variant, the first position and the moves."""
        with self._game():
            start = self._stack[0].fen if self._stack else self.fen()
            return (_unpickle, (self._variant.name, start,
                                [str(m) for m in self._stack]))

    def __eq__(self, other):
        """Same variant and same position (FEN, clocks included)."""
        if not isinstance(other, Game):
            return NotImplemented
        return (self.variant, self.fen()) == (other.variant, other.fen())

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self):
        """Hash of the variant and position: changes when a move is
        played, so do not keep a Game in a set while playing it."""
        return hash((self.variant, self.fen()))

    def __str__(self) -> str:
        """Text picture of the board (see board_text())."""
        return self.board_text()

    def board_text(self) -> str:
        """Text picture of the board: one line per rank, top first, a
        FEN letter per piece, "." per empty cell (python-chess's
        layout); the kite board with its hexagon rows shifted and rank
        numbers and cell letters around it; a hexagonal board as its
        hexagons stand, a column per file."""
        with self._game() as handle:
            pieces = _native.pieces(handle, self._variant.cells)
        return _picture.draw(self._variant.board_kind, self._variant.cells,
                             pieces)

    def _repr_svg_(self) -> str:
        """SVG for Jupyter: the position, the last move highlighted."""
        last = self._stack[-1] if self._stack else None
        return self.svg(highlight=(last.from_cell, last.to_cell)
                        if last else ())

    def __repr__(self):
        if self.closed:
            return "<variantchess.Game (closed)>"
        return "<variantchess.Game %s %r>" % (self.variant, self.fen())

    # -- the position -------------------------------------------------

    @property
    def variant(self) -> str:
        """Name of the game's variant."""
        with self._game():
            return self._variant.name

    def fen(self, *, en_passant: str = "fen") -> str:
        """FEN of the current position.  The en passant cell is there
        after every double step, as the FEN standard has it; with
        en_passant="legal" (python-chess's default) only when a capture
        en passant is legal."""
        with self._game() as handle:
            fen = self._variant.fen(handle)
        if en_passant == "fen":
            return fen
        if en_passant != "legal":
            raise _ffi.error("EINVAL", "en_passant is \"fen\" or "
                             "\"legal\", not %r" % (en_passant,))
        fields = fen.split(" ")
        fields[3] = self._epd_fields()[3]
        return " ".join(fields)

    def set_fen(self, fen: str) -> None:
        """Set the position from a FEN and forget the moves played
        (ParseError and the game unchanged if the FEN is invalid)."""
        fen = encode(fen, "FEN", "EFEN", FEN_TEXT_MAX)
        with self._game() as handle:
            C.vchess_game_set_fen(handle, fen, ctypes.pointer(_ffi.CError()))
            self._stack = []
            self._trail = []
            self._root_fen = None
            self._forget_position()

    def sfen(self) -> str:
        """SFEN of the current position (shogi-family variants; fen()
        stays Fairy-Stockfish's FEN): the board, "b" (sente) or "w"
        (gote) to move, the hands ("S2Pb3p", "-"), the move number in
        plies.  InvalidArgumentError for a variant without SFEN."""
        with self._game() as handle:
            self._variant.need_usi()
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_sfen(buf, size, needed, handle),
                self._variant.fen_max)

    def set_sfen(self, sfen: str) -> None:
        """Set the position from an SFEN and forget the moves played
        (ParseError and the game unchanged if the SFEN is invalid)."""
        sfen = encode(sfen, "SFEN", "EFEN", FEN_TEXT_MAX)
        with self._game() as handle:
            C.vchess_game_set_sfen(handle, sfen,
                                   ctypes.pointer(_ffi.CError()))
            self._stack = []
            self._trail = []
            self._root_fen = None
            self._forget_position()

    @property
    def turn(self) -> str:
        """Side to move: "white" or "black"."""
        with self._game() as handle:
            return ("white", "black")[
                _native._int_query(C.vchess_game_side_to_move, handle)]

    @property
    def ply(self) -> int:
        """Number of moves played since the position was set."""
        with self._game() as handle:
            ply = ctypes.c_size_t(0)
            C.vchess_game_ply(ctypes.byref(ply), handle)
            return ply.value

    def is_check(self) -> bool:
        """True if the side to move is in check."""
        with self._game() as handle:
            return _native._int_query(C.vchess_game_in_check, handle) == 1

    def result(self) -> Result:
        """How the game stands, as a Result(winner, reason).  Draws that
        must be claimed (threefold repetition, fifty moves) do not end
        the game: see claim()."""
        with self._game() as handle:
            return Result(*_native.result(handle))

    def claim(self) -> Optional[str]:
        """The draw the side to move may claim now: "repetition"
        (threefold), "fifty_moves", or None."""
        with self._game() as handle:
            return _native.claim(handle)

    def outcome(self, claim_draw: bool = False) -> Optional[Outcome]:
        """How the game ended, as an Outcome(termination, winner), or
        None while it goes on; with claim_draw, a draw the side to move
        may claim (threefold repetition, fifty moves) counts too."""
        with self._game() as handle:
            winner, reason = _native.result(handle)
            claim = _native.claim(handle) if claim_draw else None
        if reason is not None:
            return _outcome.outcome(reason, winner, self.turn)
        if claim is not None:
            return _outcome.outcome(claim, "draw")
        return None

    def is_game_over(self, claim_draw: bool = False) -> bool:
        """True if outcome(claim_draw) is not None."""
        return self.outcome(claim_draw) is not None

    def is_checkmate(self) -> bool:
        """True if the side to move is checkmated."""
        return self._ended_by(Termination.CHECKMATE)

    def is_stalemate(self) -> bool:
        """True if the side to move has no legal move and is not in
        check."""
        return self._ended_by(Termination.STALEMATE)

    def is_insufficient_material(self) -> bool:
        """True if neither side can win any more."""
        return self._ended_by(Termination.INSUFFICIENT_MATERIAL)

    def _ended_by(self, termination):
        outcome = self.outcome()
        return outcome is not None and outcome.termination is termination

    def cells(self) -> List[str]:
        """Names of the board's cells, in the library's order."""
        with self._game():
            return list(self._variant.cells)

    def piece_at(self, cell: str) -> Optional[str]:
        """FEN letter of the piece on `cell` (a cell name; upper case is
        white), or None when the cell is empty."""
        with self._game() as handle:
            piece = ctypes.c_char(b"\0")
            C.vchess_game_piece_at(ctypes.byref(piece), handle,
                                   _cell_index(handle, cell))
        return piece.value.decode("ascii") if piece.value != b"\0" else None

    @property
    def pockets(self) -> "tuple[Pocket, Pocket]":
        """The pieces in hand of white and of black (drop variants; empty
        elsewhere), as python-chess's ``board.pockets[color]``:
        ``game.pockets[0].count("p")``."""
        with self._game() as handle:
            return tuple(Pocket(self._hand(handle, color))
                         for color in (0, 1))

    def _hand(self, handle, color):
        counts = {}
        for letter in self._variant.letters if self._variant.drops else ():
            letter = letter.upper() if color == 0 else letter.lower()
            n = ctypes.c_int(0)
            C.vchess_game_hand_count(ctypes.byref(n), handle,
                                     letter.encode("ascii"))
            if n.value:
                counts[letter.lower()] = n.value
        return counts

    def describe_cell(self, cell: str) -> str:
        """A debugging aid: the library's multi-line description of a
        cell's tables (rank, colour, rays of each movement family).  The
        format may change between versions."""
        with self._game() as handle:
            index = _cell_index(handle, cell)
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_variant_describe_cell(
                    buf, size, needed, C.vchess_game_variant(handle), index),
                4096)

    def definition_text(self) -> str:
        """The definition the variant was built from, as one
        variants.ini section that loads again (an Interactive Diagram's
        in that dialect's terms)."""
        with self._game() as handle:
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_variant_definition_text(
                    buf, size, needed, C.vchess_game_variant(handle)),
                4096)

    def svg(self, flip: bool = False, names: bool = False,
            highlight: Iterable[str] = (), targets: Iterable[str] = (),
            arrows: Iterable = (), lastmove=True, check=True,
            fill: Optional[Dict[str, str]] = None, coordinates: bool = True,
            size: Optional[float] = None) -> str:
        """SVG picture (a str) of the position: the real cell shapes,
        pieces as chess glyphs, white below unless `flip`; `names` writes
        each cell's name, `coordinates` the files and ranks on the
        border.  `highlight` (cells shaded) and `targets` (cells marked
        as a piece's destinations) are cell names; `arrows` are (tail,
        head) cell pairs or moves.  `lastmove`: True marks the game's
        last move, a move or a pair of cells marks that one, None or
        False none; `check`: True marks the king in check, a cell name
        marks that cell, None or False nothing.  `fill` gives cells
        their own colours ({"e4": "#cc0000"}); `size` is the width in
        pixels (None: the library's default)."""
        with self._game() as handle:
            options = _ffi.SvgOptions()
            C.vchess_svg_options_init(ctypes.byref(options), 1)
            options.flip, options.show_names = bool(flip), bool(names)
            options.show_coordinates = bool(coordinates)
            options.show_last_move = lastmove is True
            options.show_check = check is True
            if size is not None:
                options.size = float(size)
            marked = _cell_array(handle, highlight)
            options.highlight, options.nhighlight = marked, len(marked)
            aimed = _cell_array(handle, targets)
            options.targets, options.ntargets = aimed, len(aimed)
            ends = _cell_array(handle, _svg.arrow_cells(arrows))
            options.arrows, options.narrows = ends, len(ends) // 2
            last = _svg.given_last_move(lastmove)
            spots = [check] if isinstance(check, str) else []
            _cell_array(handle, list(last) + spots + list(fill or ()))
            picture = _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_svg(buf, size, needed, handle,
                                  ctypes.byref(options)), 1 << 16)
        return _svg.decorate(picture, last, spots[0] if spots else None,
                             fill)

    # -- moves --------------------------------------------------------

    @property
    def legal_moves(self) -> MoveList:
        """The legal moves of the position, as Moves (one C call), in
        the library's order.  ``game.legal_moves`` and
        ``game.legal_moves()`` both give the list.  Its Moves are made
        when first read (MoveList)."""
        lock = self._lock  # the hot paths take it without `with`
        lock.acquire()
        try:
            handle = self._handle or self._open()
            texts = self._moves
            if texts is None:
                texts = self._moves = self._generate(handle)
            moves = MoveList(texts)
            moves._shared = self._members
            return moves
        finally:
            lock.release()

    def _generate(self, handle):
        """The coordinate texts of the legal moves of the current
        position (its Moves share members(), made when read)."""
        texts, words = self._variant.legal_moves(handle)
        here = self._position or self._here(handle)
        here._texts, here._words = texts, words
        return texts

    def _here(self, handle):
        """The Position of the current position (made once per visit of
        a position; pop() returns to the one the move was made in)."""
        here = self._position
        if here is None:
            here = self._position = self._new_position(handle)
            self._members = _move.members(here)
        return here

    def _new_position(self, handle):
        """A Position of the current position: after the last move of
        the stack, or the first position (its FEN read once)."""
        rules = self._variant
        if self._stack:
            return Position(rules.name, None, rules, self._stack[-1],
                            self._weak)
        if self._root_fen is None:
            self._root_fen = rules.fen(handle)
        return Position(rules.name, self._root_fen, rules, None, self._weak)

    def _forget_position(self):
        """The game left its position: its Position and Moves are no
        longer the current ones."""
        self._position = self._members = self._moves = None

    def _move(self, handle, move):
        """`move` (a Move or text) as a Move of the current position."""
        if isinstance(move, Move):
            here = self._position
            if here is not None and _move.position(move) is here:
                return move
            move = str(move)
        code = _parse(handle, move)
        self._here(handle)
        return _move.make(self._variant.move_facts(handle, code),
                          self._members)

    def parse(self, move: Union[str, Move]) -> Move:
        """The Move meant by `move` (SAN or coordinate text of a legal
        move, or a Move), e.g. parse("Nf3").  Raises ParseError,
        IllegalMoveError or AmbiguousMoveError."""
        with self._game() as handle:
            return self._move(handle, move)

    parse_uci = parse_san = parse

    def san(self, move: Union[str, Move]) -> str:
        """Standard algebraic notation of `move` (SAN or coordinate text
        of a legal move, or a Move), e.g. "Nf3", "exd5", "O-O", "Qh5#"."""
        with self._game() as handle:
            code = _move.code(self._move(handle, move))
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_move_san(buf, size, needed, handle, code), 32)

    def push(self, move: Union[str, Move]) -> Move:
        """Play `move` (a Move, SAN or coordinate text); returns it as a
        Move (equal to its coordinate text).  Raises ParseError,
        IllegalMoveError or AmbiguousMoveError and leaves the game
        unchanged when the move is not legal here."""
        lock = self._lock
        lock.acquire()
        try:
            handle = self._handle or self._open()
            here = self._position
            if type(move) is not Move or move._position is not here:
                move = self._move(handle, move)
                here = self._position
            # The hot path of a game loop: checks and here.code() inlined.
            facts = here._facts.get(move)
            code = facts[_native.CODE] if facts else \
                here._words[here._texts.index(move)]
            status = _push(handle, code if code < _INT_WORDS
                           else _ffi.MOVE(code))
            if status < 0:
                raise _ffi.status_error(status)
            self._stack.append(move)
            self._trail.append(self._moves)
            self._position = self._members = self._moves = None
            return move
        finally:
            lock.release()

    def usi(self, move: Union[str, Move]) -> str:
        """USI text of a legal move (a Move, or any text parse() or
        parse_usi() reads): "7g7f", "8h2b+", "P*5e"."""
        with self._game() as handle:
            self._variant.need_usi()
            if isinstance(move, str) and not isinstance(move, Move):
                try:
                    move = self.parse_usi(move)
                except ParseError:
                    pass
            code = _move.code(self._move(handle, move))
            return self._variant.usi(handle, code)

    def parse_usi(self, usi: str) -> Move:
        """The legal Move a USI text names ("7g7f", "8h2b+", "P*5e"),
        e.g. from a shogi engine or lishogi.  Raises ParseError,
        IllegalMoveError, or InvalidArgumentError for a variant without
        USI moves."""
        text = encode(usi, "move", "ESYNTAX", MOVE_TEXT_MAX)
        with self._game() as handle:
            move = _ffi.MOVE()
            C.vchess_game_parse_usi(ctypes.byref(move), handle, text,
                                    ctypes.pointer(_ffi.CError()))
            self._here(handle)
            return _move.make(self._variant.move_facts(handle, move.value),
                              self._members)

    def push_usi(self, usi: str) -> Move:
        """Play a move given in USI ("7g7f", "P*5e"); returns the Move."""
        with self._lock:
            return self.push(self.parse_usi(usi))

    def push_san(self, san: str) -> Move:
        """Play a move given in SAN (or any notation push() takes);
        returns the Move."""
        if not isinstance(san, str):
            raise _ffi.error("EINVAL", "san must be a str, not %s"
                             % type(san).__name__, cls=ArgumentTypeError)
        return self.push(san)

    push_uci = push_san

    def pop(self) -> Move:
        """Take back the last move and return it (NoMoveToUndoError if
        there is none)."""
        lock = self._lock
        lock.acquire()
        try:
            status = _pop(None, self._handle or self._open())
            if status < 0:
                raise _ffi.status_error(status)
            move = self._stack.pop()
            self._moves = self._trail.pop()
            self._members = shared = move.__dict__  # _move.members()
            self._position = shared["_position"]
            return move
        finally:
            lock.release()

    def peek(self) -> Move:
        """The last move played (IndexError if none)."""
        with self._game():
            if not self._stack:
                raise _ffi.error("ENOUNDO", "no move was played",
                                 cls=NoMoveToUndoError)
            return self._stack[-1]

    @property
    def move_stack(self) -> List[Move]:
        """The moves played since the position was set, first first (a
        new list)."""
        with self._game():
            return list(self._stack)

    # -- records ------------------------------------------------------

    def pgn(self) -> str:
        """The game as PGN text: tags (Variant for every variant but
        orthodox chess, and FEN when not from the start position), the
        moves played in SAN, and the result."""
        with self._game() as handle:
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_pgn(buf, size, needed, handle), 4096)

    # -- record and position values (1.1; see variantchess.pgn) --------

    @property
    def headers(self):
        """The game's tags, an ordered dict-like view (variantchess.pgn
        .Headers); empty for a game not read from PGN until set."""
        return Headers(self)

    @property
    def warnings(self) -> list:
        """What the PGN reader accepted beyond strict PGN when it read
        this game (variantchess.pgn.PgnWarning), else []."""
        return list(self.__dict__.get("_pgn_warnings", ()))

    @property
    def halfmove_clock(self) -> int:
        """Plies since the last capture or pawn move."""
        return self._counters()[0]

    @property
    def fullmove_number(self) -> int:
        """The move number, 1 at the start, up after each black move."""
        return self._counters()[1]

    def _counters(self):
        half, full = ctypes.c_uint(0), ctypes.c_uint(0)
        with self._game() as handle:
            C.vchess_game_counters(ctypes.byref(half), ctypes.byref(full),
                                   handle)
        return half.value, full.value

    @property
    def ep_cell(self) -> Optional[str]:
        """The cell a pawn just skipped (capturable en passant), or None."""
        cell = ctypes.c_int(-1)
        with self._game() as handle:
            C.vchess_game_ep_cell(ctypes.byref(cell), handle)
            if cell.value < 0:
                return None
            name = C.vchess_variant_cell_name(C.vchess_game_variant(handle),
                                              cell.value)
        return name.decode("ascii")

    @property
    def castling_rights(self) -> str:
        """The castling rights as in a FEN ("KQkq"; "-" for none)."""
        with self._game() as handle:
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_castling(buf, size, needed, handle), 16)

    # -- perft --------------------------------------------------------

    def perft(self, depth: int) -> int:
        """Number of leaves of the legal move tree `depth` plies deep
        (1 for depth 0).  The library caps depth (DepthError above it).
        Runs in C and cannot be interrupted: mind the depth."""
        depth = check_depth(depth)
        with self._game() as handle:
            nodes = ctypes.c_uint64(0)
            C.vchess_game_perft(ctypes.byref(nodes), handle, depth)
            return nodes.value

    def divide(self, depth: int) -> Dict[str, int]:
        """perft(depth) split by root move: {coordinate text: leaves
        below it} (depth >= 1)."""
        depth = check_depth(depth)
        count, nodes = ctypes.c_size_t(0), ctypes.c_uint64(0)
        with self._game() as handle:
            cap = self._variant.max_moves
            moves, counts = (_ffi.MOVE * cap)(), (ctypes.c_uint64 * cap)()
            C.vchess_game_perft_divide(moves, counts, cap, ctypes.byref(count),
                                       ctypes.byref(nodes), handle, depth)
            return {_native.coordinate(handle, moves[i]): counts[i]
                    for i in range(count.value)}

    # -- search -------------------------------------------------------

    def best_move(self, depth: Optional[int] = None,
                  nodes: Optional[int] = None,
                  time: Optional[float] = None,
                  threads: int = 1) -> Analysis:
        """The move the library's search chooses for the side to move,
        with its score and line (an Analysis).  Limits: `depth` in plies,
        `nodes`, `time` in seconds; whichever comes first ends the
        search, and with none of them it searches 200000 nodes.  With
        only depth or nodes, and one thread, the answer is the same
        every time; `threads` (1 to 64) search together, sharing their
        table.  Raises GameOverError when the game is over.  Runs in C
        and cannot be interrupted: mind the limits."""
        limits = search_limits(depth, nodes, time)
        threads = _search_limit(threads, "threads", int)
        with self._game() as handle:
            info = self._search(handle, limits, threads)
            code = info.pv[0]
            self._here(handle)
            move = _move.make(self._variant.move_facts(handle, code),
                              self._members)
            pv = [_native.coordinate(handle, info.pv[i])
                  for i in range(info.pv_length)]
        return Analysis(move, info.score_cp, info.mate_in or None, pv,
                        info.depth, info.nodes)

    @staticmethod
    def _search(handle, limits, threads):
        """The vchess_search_info of a search of `handle` under limits,
        by a searcher of `threads` threads made for this one call."""
        searcher = _ffi.SEARCHER_P()
        err = _ffi.CError()
        info = _ffi.SearchInfo()
        C.vchess_searcher_create(ctypes.byref(searcher), SEARCH_HASH_MB,
                                 None, ctypes.pointer(err))
        try:
            C.vchess_searcher_set_threads(searcher, threads,
                                          ctypes.pointer(err))
            C.vchess_searcher_run(ctypes.byref(info), searcher, handle,
                                  ctypes.byref(limits), ctypes.pointer(err))
        finally:
            C.vchess_searcher_free(searcher)
        return info


_new = str.__new__
# Without argument types: ctypes then passes the handle as it is and a
# Python int as a C int, which holds every move word below bit 31 (a
# drop's word goes as a vchess_move object: see push()).  Checking and
# converting the arguments cost more than the C calls themselves.
_push = _ffi.unchecked("vchess_game_push", converted=False)
_pop = _ffi.unchecked("vchess_game_pop", converted=False)
_INT_WORDS = 1 << 31  # the move words ctypes passes exactly as a C int


def _retrace(handle):
    """The Moves already played in `handle`'s game (from_pgn): replayed
    on a copy taken back to the first position."""
    played = _native.history(handle)
    rules = _native.variant(handle)
    work = _ffi.GAME_P()
    C.vchess_game_copy(ctypes.byref(work), handle)
    try:
        for _ in played:
            C.vchess_game_pop(None, work)
        moves = []
        here = Position(rules.name, rules.fen(work), rules)
        for code in played:
            # Only the first position's FEN is read; the others are
            # worked out from it when asked for (Position._path()).
            moves.append(_move.make(rules.move_facts(work, code),
                                    _move.members(here)))
            C.vchess_game_push(work, code)
            here = Position(rules.name, None, rules, moves[-1])
        return moves
    finally:
        C.vchess_game_free(work)


def _unpickle(variant, start, moves):
    game = Game(variant, start)
    for move in moves:
        game.push(move)
    return game
