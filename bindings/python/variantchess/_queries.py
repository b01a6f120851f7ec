"""python-chess's questions about a position, as Game methods (internal
module; Game inherits them): attackers, pins, checkers, legality of a
move, the position's hash, and draw claims each on its own.  Cells are
names ("e4"), sets of cells frozensets of names, colours
variantchess.WHITE / BLACK (or "white" / "black")."""

import ctypes
from typing import Dict, FrozenSet, Optional, Union

from . import _ffi, _native
from ._errors import ArgumentTypeError, BufferTooSmallError, Error
from ._ffi import C
from ._move import Move
from ._outcome import Termination

REPETITION, FIFTY_MOVES = 4, 5  # VCHESS_REASON_* of vchess_game_can_claim


def side(color):
    """VCHESS_WHITE (0) or VCHESS_BLACK (1) of a colour."""
    if color is True or color == "white":
        return 0
    if color is False or color == "black":
        return 1
    raise _ffi.error("EINVAL", "a colour is WHITE, BLACK, \"white\" or "
                     "\"black\", not %r" % (color,), cls=ArgumentTypeError)


def _cells(call, names):
    """The cell names a vchess_game_attackers()-like call gives:
    call(cells, cap, count_p)."""
    cap = len(names)
    cells, count = (ctypes.c_int * cap)(), ctypes.c_size_t(0)
    call(cells, cap, ctypes.byref(count))
    return frozenset(names[cells[i]] for i in range(count.value))


def _pseudo_legal(handle, cap):
    """The move words of vchess_game_pseudo_legal_moves(), room for
    `cap` first."""
    count = ctypes.c_size_t(0)
    for _ in range(2):
        moves = (_ffi.MOVE * cap)()
        try:
            C.vchess_game_pseudo_legal_moves(moves, cap, ctypes.byref(count),
                                             handle)
            return moves[:count.value]
        except BufferTooSmallError:
            cap = count.value
    raise Error(message="the library kept asking for a larger buffer")


class Queries(object):
    """The mixin of Game holding python-chess's position questions."""

    def attackers(self, color, cell: str) -> FrozenSet[str]:
        """Cells of the pieces of `color` that attack `cell` (whatever
        stands there: the defenders of a piece of `color`)."""
        with self._game() as handle:
            index = self._cell(handle, cell)
            return _cells(lambda cells, cap, count: C.vchess_game_attackers(
                cells, cap, count, handle, side(color), index),
                self._variant.cells)

    def is_attacked_by(self, color, cell: str) -> bool:
        """True if a piece of `color` attacks `cell`."""
        return bool(self.attackers(color, cell))

    def attacks(self, cell: str) -> FrozenSet[str]:
        """The cells the piece on `cell` attacks (empty for an empty
        cell)."""
        piece = self.piece_at(cell)
        if piece is None:
            return frozenset()
        color = piece.isupper()
        return frozenset(c for c in self.cells()
                         if c != cell and cell in self.attackers(color, c))

    def king(self, color) -> Optional[str]:
        """Cell of the royal piece of `color`, or None."""
        cell = ctypes.c_int(-1)
        with self._game() as handle:
            C.vchess_game_royal_cell(ctypes.byref(cell), handle, side(color))
        return None if cell.value < 0 else self._variant.cells[cell.value]

    def checkers(self) -> FrozenSet[str]:
        """Cells of the pieces that give check to the side to move."""
        us = self.turn
        king = self.king(us)
        if king is None:
            return frozenset()
        return self.attackers("black" if us == "white" else "white", king)

    def pin(self, color, cell: str) -> FrozenSet[str]:
        """If the piece of `color` on `cell` is pinned to its king, the
        cells it may stand on without opening the line (up to and
        including the pinner); else every cell of the board."""
        with self._game() as handle:
            index = self._cell(handle, cell)
            piece = self.piece_at(cell)
            if piece is None or piece.isupper() != (side(color) == 0):
                return frozenset(self._variant.cells)
            found = _cells(lambda cells, cap, count: C.vchess_game_pin(
                cells, cap, count, handle, index), self._variant.cells)
        return found or frozenset(self._variant.cells)

    def is_pinned(self, color, cell: str) -> bool:
        """True if the piece of `color` on `cell` is pinned to its king."""
        return len(self.pin(color, cell)) < len(self._variant.cells)

    def is_legal(self, move: Union[str, Move]) -> bool:
        """True if `move` (a Move or text) is legal here."""
        try:
            with self._game() as handle:
                self._move(handle, move)
            return True
        except (Error, ValueError):
            return False

    @property
    def pseudo_legal_moves(self):
        """The moves the pieces could make if the king's safety did not
        matter, as Moves known by their text (the legal ones and those
        that expose the king)."""
        with self._game() as handle:
            words = _pseudo_legal(handle, self._variant.max_moves)
            return [Move(self._variant.text(handle, word)) for word in words]

    def is_pseudo_legal(self, move: Union[str, Move]) -> bool:
        """True if `move` (a Move or coordinate text) is among the
        pseudo-legal moves."""
        return move in self.pseudo_legal_moves

    def is_into_check(self, move: Union[str, Move]) -> bool:
        """True if `move` is pseudo-legal but leaves the king attacked."""
        return self.is_pseudo_legal(move) and not self.is_legal(move)

    def gives_check(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` gives check."""
        return self.parse(move).gives_check

    def is_capture(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` takes a piece."""
        return self.parse(move).is_capture

    def is_en_passant(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` takes en passant."""
        return self.parse(move).is_en_passant

    def is_castling(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` castles."""
        return self.parse(move).is_castling

    def is_kingside_castling(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` castles short ("O-O")."""
        return self.is_castling(move) and self.san(move).rstrip(
            "+#") == "O-O"

    def is_queenside_castling(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` castles long ("O-O-O")."""
        return self.is_castling(move) and self.san(move).rstrip(
            "+#") == "O-O-O"

    def is_zeroing(self, move: Union[str, Move]) -> bool:
        """True if the legal `move` resets the fifty-move count (a
        capture or a pawn move)."""
        move = self.parse(move)
        return move.is_capture or move.piece in ("P", "p")

    def piece_map(self) -> Dict[str, str]:
        """{cell name: FEN letter} of the occupied cells."""
        with self._game() as handle:
            return _native.pieces(handle, self._variant.cells)

    def is_fivefold_repetition(self) -> bool:
        """True if the game ended by fivefold repetition."""
        return self._ended_by(Termination.FIVEFOLD_REPETITION)

    def is_seventyfive_moves(self) -> bool:
        """True if the game ended by the 75-move rule."""
        return self._ended_by(Termination.SEVENTYFIVE_MOVES)

    def zobrist_hash(self) -> int:
        """The position's 64-bit Zobrist hash (pieces, side to move,
        castling rights, an en passant cell only when the capture is
        legal): equal positions, equal hashes.  The library's own keys,
        not Polyglot's."""
        value = ctypes.c_uint64(0)
        with self._game() as handle:
            C.vchess_game_hash(ctypes.byref(value), handle)
        return value.value

    def is_repetition(self, count: int = 3) -> bool:
        """True if the position has stood `count` times since the first
        position of the move stack (this time included)."""
        key = self.zobrist_hash()
        seen = 1
        with self.copy() as work:
            for _ in range(len(work.move_stack)):
                if seen >= count:
                    break
                work.pop()
                seen += work.zobrist_hash() == key
        return seen >= count

    def _can_claim(self, reason):
        can = ctypes.c_int(0)
        with self._game() as handle:
            C.vchess_game_can_claim(ctypes.byref(can), handle, reason)
        return bool(can.value)

    def can_claim_threefold_repetition(self) -> bool:
        """True if the side to move may claim a draw by threefold
        repetition now."""
        return self._can_claim(REPETITION)

    def can_claim_fifty_moves(self) -> bool:
        """True if the side to move may claim a draw by the fifty-move
        rule now (whether or not a repetition may be claimed too)."""
        return self._can_claim(FIFTY_MOVES)

    def can_claim_draw(self) -> bool:
        """True if the side to move may claim a draw now (threefold
        repetition or the fifty-move rule)."""
        return (self.can_claim_fifty_moves()
                or self.can_claim_threefold_repetition())

    def _cell(self, handle, cell):
        """Index of cell name `cell` (ParseError if there is none)."""
        if not isinstance(cell, str):
            raise _ffi.error("EINVAL", "a cell is its name, not %s"
                             % type(cell).__name__, cls=ArgumentTypeError)
        index = self._variant.index.get(cell)
        if index is None:
            raise _ffi.error("ECELL", "no such cell %r" % cell)
        return index

