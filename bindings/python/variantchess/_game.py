"""The Game class: one libvariantchess game handle (internal module;
import it from ``variantchess``)."""

import contextlib
import ctypes
import operator
import threading
from collections import namedtuple

from . import _ffi
from ._errors import ArgumentTypeError, GameClosedError, ParseError
from ._ffi import C

# Longest texts passed to the library; longer ones are rejected in Python
# (no valid variant name, FEN or move text comes near these).
VARIANT_TEXT_MAX = 64
MOVE_TEXT_MAX = 64
DEPTH_MAX = 0xFFFFFFFF  # C unsigned; the library's own limit is lower
FEN_TEXT_MAX = 4096  # no variant's FEN comes near this

# vchess_result and vchess_reason of include/variantchess.h.
_WINNERS = {0: None, 1: "white", 2: "black", 3: "draw"}
_REASONS = {0: None, 1: "checkmate", 2: "stalemate", 3: "bare_king",
            4: "repetition", 5: "fifty_moves", 6: "insufficient_material",
            7: "fivefold_repetition", 8: "seventy_five_moves",
            9: "variant_win", 10: "variant_loss", 11: "variant_draw"}


class Result(namedtuple("Result", "winner reason")):
    """How a game stands: ``winner`` is "white", "black", "draw" or None
    (still going on); ``reason`` is None or one of "checkmate",
    "stalemate", "bare_king", "insufficient_material",
    "fivefold_repetition", "seventy_five_moves", "variant_win",
    "variant_loss", "variant_draw".  Threefold repetition and the
    fifty-move rule do not end a game: see Game.claim()."""
    __slots__ = ()

    @property
    def over(self):
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
    """Load the variants a variants.ini text defines (the text itself, or
    the path of a file holding it); return their names.  Game(name) then
    plays them.  A bad text raises ParseError naming line and column."""
    text = text_or_path
    if isinstance(text, str) and "\n" not in text and "[" not in text:
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


def _new_handle_from_pgn(pgn):
    """A new library game from the first game of PGN text `pgn`."""
    pgn = encode(pgn, "PGN", "ESYNTAX")
    handle = _ffi.GAME_P()
    err = _ffi.CError()
    C.vchess_game_from_pgn(ctypes.byref(handle), None, pgn,
                           ctypes.pointer(err))
    return handle


def _coordinate(handle, move):
    return _ffi.output_string(
        lambda buf, size, needed:
        C.vchess_game_move_coord(buf, size, needed, handle, move), 32)


def _parse(handle, text):
    move = _ffi.MOVE()
    err = _ffi.CError()
    C.vchess_game_parse_move(ctypes.byref(move), handle,
                             encode(text, "move", "ESYNTAX", MOVE_TEXT_MAX),
                             ctypes.pointer(err))
    return move.value


def _int_query(func, *args):
    """The int a query function stores through its first argument."""
    value = ctypes.c_int(0)
    func(ctypes.byref(value), *args)
    return value.value


def _max_moves(handle):
    cap = ctypes.c_size_t(0)
    C.vchess_variant_max_moves(ctypes.byref(cap),
                               C.vchess_game_variant(handle))
    return cap.value


def _legal(handle):
    cap = _max_moves(handle)
    moves = (_ffi.MOVE * cap)()
    count = ctypes.c_size_t(0)
    C.vchess_game_legal_moves(moves, cap, ctypes.byref(count), handle)
    return moves[:count.value]


def _cell_index(handle, cell):
    """Index of the cell named `cell` (ParseError if there is none)."""
    name = encode(cell, "cell name", "ECELL", MOVE_TEXT_MAX)
    try:
        return _int_query(C.vchess_variant_cell_index,
                          C.vchess_game_variant(handle), name)
    except ParseError:
        raise _ffi.error("ECELL", "no such cell %r" % cell) from None


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


class Game(object):
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

    def __init__(self, variant="chess", fen=None):
        handle = _new_handle(variant, fen)
        self.close()
        self._free = C.vchess_game_free
        self._lock = threading.RLock()
        self._handle = handle

    @classmethod
    def from_pgn(cls, pgn):
        """A new game from the first game of a PGN text: the variant
        from its Variant tag ("chess" when there is none), the position
        from its FEN tag, and its moves played (pop() takes them back).
        A bad move raises its error, the message naming the move."""
        return cls._adopt(_new_handle_from_pgn(pgn))

    @classmethod
    def _adopt(cls, handle):
        game = cls.__new__(cls)
        game._free = C.vchess_game_free
        game._lock = threading.RLock()
        game._handle = handle
        return game

    # -- life cycle ---------------------------------------------------

    def close(self):
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
    def closed(self):
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
        lock = self.__dict__.get("_lock")
        if lock is None:
            raise _ffi.error("EINVAL", "the game is not initialised",
                             cls=GameClosedError)
        with lock:
            if not self._handle:
                raise _ffi.error("EINVAL", "the game is closed",
                                 cls=GameClosedError)
            yield self._handle

    def copy(self):
        """An independent copy of the game, history included."""
        with self._game() as handle:
            out = _ffi.GAME_P()
            C.vchess_game_copy(ctypes.byref(out), handle)
            return self._adopt(out)

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        raise TypeError("a Game cannot be pickled; save its fen() instead")

    def __repr__(self):
        if self.closed:
            return "<variantchess.Game (closed)>"
        return "<variantchess.Game %s %r>" % (self.variant, self.fen())

    # -- the position -------------------------------------------------

    @property
    def variant(self):
        """Name of the game's variant."""
        with self._game() as handle:
            return C.vchess_variant_name(
                C.vchess_game_variant(handle)).decode("utf-8")

    def fen(self):
        """FEN of the current position."""
        with self._game() as handle:
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_fen(buf, size, needed, handle), 128)

    def set_fen(self, fen):
        """Set the position from a FEN and forget the moves played
        (ParseError and the game unchanged if the FEN is invalid)."""
        fen = encode(fen, "FEN", "EFEN", FEN_TEXT_MAX)
        with self._game() as handle:
            C.vchess_game_set_fen(handle, fen, ctypes.pointer(_ffi.CError()))

    @property
    def turn(self):
        """Side to move: "white" or "black"."""
        with self._game() as handle:
            return ("white", "black")[
                _int_query(C.vchess_game_side_to_move, handle)]

    @property
    def ply(self):
        """Number of moves played since the position was set."""
        with self._game() as handle:
            ply = ctypes.c_size_t(0)
            C.vchess_game_ply(ctypes.byref(ply), handle)
            return ply.value

    def is_check(self):
        """True if the side to move is in check."""
        with self._game() as handle:
            return _int_query(C.vchess_game_in_check, handle) == 1

    def result(self):
        """How the game stands, as a Result(winner, reason)."""
        with self._game() as handle:
            result, reason = ctypes.c_int(0), ctypes.c_int(0)
            C.vchess_game_result(ctypes.byref(result), ctypes.byref(reason),
                                 handle)
        return Result(_WINNERS.get(result.value, "unknown"),
                      _REASONS.get(reason.value, "reason %d" % reason.value))

    def claim(self):
        """The draw the side to move may claim now: "repetition"
        (threefold), "fifty_moves", or None."""
        with self._game() as handle:
            reason = _int_query(C.vchess_game_claim, handle)
        return _REASONS.get(reason, "reason %d" % reason)

    def cells(self):
        """Names of the board's cells, in the library's order."""
        with self._game() as handle:
            rules = C.vchess_game_variant(handle)
            return [C.vchess_variant_cell_name(rules, i).decode("utf-8")
                    for i in range(_int_query(C.vchess_variant_cell_count,
                                              rules))]

    def piece_at(self, cell):
        """FEN letter of the piece on `cell` (a cell name; upper case is
        white), or None when the cell is empty."""
        with self._game() as handle:
            piece = ctypes.c_char(b"\0")
            C.vchess_game_piece_at(ctypes.byref(piece), handle,
                                   _cell_index(handle, cell))
        return piece.value.decode("ascii") if piece.value != b"\0" else None

    def describe_cell(self, cell):
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

    def svg(self, flip=False, names=False, highlight=(), targets=()):
        """SVG picture (a str) of the position: the real cell shapes,
        pieces as chess glyphs, white below unless `flip`; `names` writes
        each cell's name.  `highlight` (e.g. the last move's cells) and
        `targets` (e.g. a piece's legal destinations) are cell names to
        mark."""
        with self._game() as handle:
            options = _ffi.SvgOptions()
            C.vchess_svg_options_init(ctypes.byref(options), 1)
            options.flip, options.show_names = bool(flip), bool(names)
            marked = _cell_array(handle, highlight)
            options.highlight, options.nhighlight = marked, len(marked)
            aimed = _cell_array(handle, targets)
            options.targets, options.ntargets = aimed, len(aimed)
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_svg(buf, size, needed, handle,
                                  ctypes.byref(options)), 1 << 16)

    # -- moves --------------------------------------------------------

    def legal_moves(self):
        """Legal moves of the position as coordinate text: from-cell,
        to-cell and a lower-case promotion letter ("e2e4", "b2c4/",
        "e7e8q").  Castling is the king's move (in trumpisten: the king
        onto its partner pawn's square)."""
        with self._game() as handle:
            return [_coordinate(handle, m) for m in _legal(handle)]

    def parse(self, move):
        """Canonical coordinate text of `move` (SAN or coordinate text
        of a legal move).  Raises ParseError, IllegalMoveError or
        AmbiguousMoveError."""
        with self._game() as handle:
            return _coordinate(handle, _parse(handle, move))

    def san(self, move):
        """Standard algebraic notation of `move` (SAN or coordinate text
        of a legal move), e.g. "Nf3", "exd5", "O-O", "Qh5#"."""
        with self._game() as handle:
            move = _parse(handle, move)
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_move_san(buf, size, needed, handle, move), 32)

    def push(self, move):
        """Play `move` (SAN or coordinate text); returns its coordinate
        text.  Raises ParseError, IllegalMoveError or AmbiguousMoveError
        and leaves the game unchanged when the move is not legal."""
        with self._game() as handle:
            move = _parse(handle, move)
            text = _coordinate(handle, move)
            C.vchess_game_push(handle, move)
            return text

    def pop(self):
        """Take back the last move (NoMoveToUndoError if there is none)."""
        with self._game() as handle:
            C.vchess_game_pop(None, handle)

    # -- records ------------------------------------------------------

    def pgn(self):
        """The game as PGN text: tags (Variant, and FEN when not from the
        start position), the moves played in SAN, and the result."""
        with self._game() as handle:
            return _ffi.output_string(
                lambda buf, size, needed:
                C.vchess_game_pgn(buf, size, needed, handle), 4096)

    # -- perft --------------------------------------------------------

    def perft(self, depth):
        """Number of leaves of the legal move tree `depth` plies deep
        (1 for depth 0).  The library caps depth (DepthError above it).
        Runs in C and cannot be interrupted: mind the depth."""
        depth = check_depth(depth)
        with self._game() as handle:
            nodes = ctypes.c_uint64(0)
            C.vchess_game_perft(ctypes.byref(nodes), handle, depth)
            return nodes.value

    def divide(self, depth):
        """perft(depth) split by root move: {coordinate text: leaves
        below it} (depth >= 1)."""
        depth = check_depth(depth)
        count, nodes = ctypes.c_size_t(0), ctypes.c_uint64(0)
        with self._game() as handle:
            cap = _max_moves(handle)
            moves, counts = (_ffi.MOVE * cap)(), (ctypes.c_uint64 * cap)()
            C.vchess_game_perft_divide(moves, counts, cap, ctypes.byref(count),
                                       ctypes.byref(nodes), handle, depth)
            return {_coordinate(handle, moves[i]): counts[i]
                    for i in range(count.value)}
