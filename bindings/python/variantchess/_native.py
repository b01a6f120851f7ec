"""What the binding asks of the library beyond single C calls (internal).

Library 0.1 lacks per-move information, the popped move, the move history
and draw claims; this module computes them in Python from the 0.1 calls,
each behind one function that the port to the 1.0 header replaces with
the C call named in its docstring.  Everything else in the binding calls
C through ``_ffi.C`` directly.
"""

import ctypes
import threading

from . import _ffi
from ._ffi import C

# 0.1's move word: from | to << 8 | promotion << 16 | kind << 20.  Only
# read here; tests/test_move.py checks it against vchess_move_from, _to,
# _promotion, _is_castling and vchess_move_to_coord.
_PROMOTION_LETTERS = ("", "p", "n", "b", "r", "q", "k", "a")
_KIND_EN_PASSANT, _KIND_CASTLING = 2, 3

# Static facts of a move word in a variant: (text, from cell, to cell,
# promotion letter or None, is en passant, is castling, word).
TEXT, FROM, TO, PROMOTION, EN_PASSANT, CASTLING, CODE = range(7)


class Variant(object):
    """Immutable facts of one variant: its name, cell names, whether the
    board is the kite board; and the static facts of its move words."""

    def __init__(self, handle):
        self.name = C.vchess_game_variant(handle).decode("utf-8")
        count = C.vchess_game_cell_count(handle)
        self.cells = tuple(C.vchess_game_cell_name(handle, i).decode("utf-8")
                           for i in range(count))
        self.index = {name: i for i, name in enumerate(self.cells)}
        self.kite = any(name.endswith("/") for name in self.cells)
        self._moves = {}
        self._lock = threading.Lock()
        self.known_facts = self._moves.get

    def move_facts(self, handle, code):
        """The static facts of move word `code` (legal in `handle`'s
        position); remembered per word.  1.0: vchess_move_info."""
        facts = self._moves.get(code)
        if facts is None:
            facts = self._decode(handle, code)
            with self._lock:
                self._moves[code] = facts
        return facts

    def _decode(self, handle, code):
        origin, target = self.cells[code & 0xFF], self.cells[code >> 8 & 0xFF]
        promotion = _PROMOTION_LETTERS[code >> 16 & 7] or None
        kind = code >> 20 & 3
        if kind == _KIND_CASTLING:  # written as the king's move
            text = coordinate(handle, code)
            target = text[len(origin):]
        else:
            text = origin + target + (promotion or "")
        return (text, origin, target, promotion, kind == _KIND_EN_PASSANT,
                kind == _KIND_CASTLING, code)


_VARIANTS = {}
_VARIANTS_LOCK = threading.Lock()


def variant(handle):
    """The Variant of `handle`'s game (made once per variant).
    1.0: vchess_game_variant() gives a vchess_variant to query."""
    name = C.vchess_game_variant(handle)
    found = _VARIANTS.get(name)
    if found is None:
        with _VARIANTS_LOCK:
            found = _VARIANTS.setdefault(name, Variant(handle))
    return found


def coordinate(handle, code):
    """Coordinate text of move word `code`."""
    return _ffi.output_string(
        lambda buf, size, needed:
        C.vchess_move_to_coord(handle, code, buf, size, needed), 32)


class Buffers(threading.local):
    """Output buffers per thread, reused by every call: the legal move
    array, a FEN text (VCHESS_FEN_MAX always suffices) and counts."""

    def __init__(self):
        self.moves = (_ffi.MOVE * _ffi.MAX_MOVES)()
        self.count = ctypes.c_size_t(0)
        self.fen = ctypes.create_string_buffer(_ffi.FEN_MAX)
        self.needed = ctypes.c_size_t(0)


_BUFFERS = Buffers()


def fen(handle):
    """FEN of `handle`'s position."""
    buffers = _BUFFERS
    C.vchess_game_fen(handle, buffers.fen, _ffi.FEN_MAX,
                      ctypes.byref(buffers.needed))
    return buffers.fen.value.decode("utf-8")


def legal_codes(handle):
    """Move words of the legal moves, in one C call.
    1.0: vchess_game_legal_move_infos (piece and capture come with it)."""
    buffers = _BUFFERS
    C.vchess_game_legal_moves(handle, buffers.moves, _ffi.MAX_MOVES,
                              ctypes.byref(buffers.count))
    return buffers.moves[:buffers.count.value]


def board(variant_name, position_fen):
    """{cell name: FEN letter} of the occupied cells of a position.
    1.0: not needed (vchess_move_info has the piece and the capture)."""
    handle = _ffi.GAME_P()
    C.vchess_game_new_ex(ctypes.byref(handle), variant_name.encode("utf-8"),
                         position_fen.encode("utf-8"),
                         ctypes.pointer(_ffi.CError()))
    try:
        return pieces(handle)
    finally:
        C.vchess_game_free(handle)


def pieces(handle):
    """{cell name: FEN letter} of `handle`'s occupied cells."""
    cells = variant(handle).cells
    found = {}
    for i, name in enumerate(cells):
        letter = C.vchess_game_piece_at(handle, i)
        if letter != b"\0":
            found[name] = letter.decode("ascii")
    return found


def history(handle):
    """(start FEN, [(FEN before the move, move word), ...]) of the moves
    played in `handle`'s game.  0.1 has no history call: on a copy, take
    every move back, then find each move again as the legal move that
    leads to the recorded next position.
    1.0: vchess_game_history() for each ply, one vchess_game_pop() each."""
    work = _ffi.GAME_P()
    C.vchess_game_copy(ctypes.byref(work), handle)
    try:
        fens = [fen(work)]
        for _ in range(C.vchess_game_ply(work)):
            C.vchess_game_pop(work)
            fens.append(fen(work))
        fens.reverse()
        played = []
        for before, after in zip(fens, fens[1:]):
            played.append((before, _move_between(work, after)))
        return fens[0], played
    finally:
        C.vchess_game_free(work)


def _move_between(work, after):
    """Play and return the legal move of `work` that leads to FEN
    `after`."""
    for code in legal_codes(work):
        C.vchess_game_push(work, code)
        if fen(work) == after:
            return code
        C.vchess_game_pop(work)
    raise _ffi.error("EINVAL", "cannot retrace the game's history")


# vchess_result / vchess_reason of include/variantchess.h (0.1).
WINNERS = {0: None, 1: "white", 2: "black", 3: "draw"}
REASONS = {0: None, 1: "checkmate", 2: "stalemate", 3: "bare_king",
           4: "repetition", 5: "fifty_moves", 6: "insufficient_material"}
CLAIMABLE = ("repetition", "fifty_moves")


def result(handle):
    """(winner, reason) as 0.1 reports them: winner "white", "black",
    "draw" or None; threefold repetition and the fifty-move rule count
    as ended games."""
    winner, reason = ctypes.c_int(0), ctypes.c_int(0)
    C.vchess_game_result(handle, ctypes.byref(winner), ctypes.byref(reason))
    return (WINNERS.get(winner.value, "unknown"),
            REASONS.get(reason.value, "reason %d" % reason.value))


def ending_and_claim(handle):
    """((winner, reason) of a game that has ended, or (None, None);
    reason of a draw the side to move may claim, or None).  In 0.1 a
    repetition or fifty-move draw is the claim, and nothing ends the
    game by fivefold repetition or seventy-five moves.
    1.0: vchess_game_result() and vchess_game_claim()."""
    winner, reason = result(handle)
    if reason in CLAIMABLE:
        return (None, None), reason
    return (winner, reason), None
