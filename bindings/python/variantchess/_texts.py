"""python-chess's texts of a position and its moves, as Game methods
(internal module; Game inherits them): long algebraic notation, a line
of moves in SAN, the board part of the FEN, EPD in and out, the board in
chess symbols, the mirrored position, and finding a move by its cells."""

import re
import shlex
from typing import Dict, Iterable, Optional, Union

from . import _ffi, _native, _picture
from ._errors import ArgumentTypeError, IllegalMoveError
from ._move import Move

# White's pieces of orthodox chess as Unicode chess symbols; black's are
# the filled ones, the same letters in lower case.
_SYMBOLS = {"K": "\u2654", "Q": "\u2655", "R": "\u2656", "B": "\u2657",
            "N": "\u2658", "P": "\u2659", "k": "\u265a", "q": "\u265b",
            "r": "\u265c", "b": "\u265d", "n": "\u265e", "p": "\u265f"}
_CELL = re.compile(r"^([a-z]+)([0-9]+)(/?)$")
_NUMBER = re.compile(r"^[-+]?[0-9]+$")
_DECIMAL = re.compile(r"^[-+]?[0-9]*\.[0-9]+$")
# EPD opcodes whose operands are moves, read in the position (bm, am) or
# played one after the other (pv).
_MOVE_LISTS = ("am", "bm")


def _swap_side(fields):
    """FEN fields (board, side, castling, en passant, ...) of the
    position seen from the other side: ranks in reverse order, colours
    swapped."""
    board, pocket = fields[0], ""
    if board.endswith("]") and "[" in board:
        board, pocket = board[:board.index("[")], board[board.index("["):]
    ranks = board.split("/")
    castling = fields[2].swapcase()
    castling = "".join(sorted(castling, key=str.islower))
    ep = fields[3]
    match = _CELL.match(ep)
    if match:
        ep = "%s%d%s" % (match.group(1), len(ranks) + 1 - int(match.group(2)),
                         match.group(3))
    return (["/".join(reversed(ranks)).swapcase() + pocket.swapcase(),
             "b" if fields[1] == "w" else "w", castling or "-", ep]
            + fields[4:])


def _operand(value):
    """The EPD text of an operand: numbers as they are, other text
    quoted."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise _ffi.error("EINVAL", "an EPD operand is a str, int, float or "
                         "move, not %s" % type(value).__name__,
                         cls=ArgumentTypeError)
    if isinstance(value, str):
        return '"%s"' % value.replace("\\", "\\\\").replace('"', '\\"')
    return repr(value)


def _operations(text):
    """[(opcode, [operand texts])] of the operations of an EPD."""
    found = []
    for part in re.findall(r'(?:[^;"]|"(?:[^"\\]|\\.)*")+', text):
        words = shlex.split(part, posix=True)
        if words:
            found.append((words[0], words[1:], part))
    return found


class Texts(object):
    """The mixin of Game holding python-chess's texts."""

    def uci(self, move: Union[str, Move]) -> str:
        """Coordinate text of `move` (a Move, SAN or coordinate text of a
        legal move)."""
        return self.parse(move).uci()

    def lan(self, move: Union[str, Move]) -> str:
        """Long algebraic notation of a legal move: piece letter (none for
        a pawn), from-cell, "-" or "x", to-cell, "=Q" for a promotion,
        then "+" or "#" ("Ng1-f3", "e4xd5", "e7-e8=Q+"); castling is
        "O-O" or "O-O-O"."""
        move = self.parse(move)
        san = self.san(move)
        if move.is_castling:
            return san
        piece = san[0] if san[0].isupper() else ""
        promotion = "=" + move.promotion.upper() if move.promotion else ""
        mark = san[-1] if san[-1] in "+#" else ""
        return "%s%s%s%s%s%s" % (piece, move.from_cell,
                                 "x" if move.is_capture else "-",
                                 move.to_cell, promotion, mark)

    def variation_san(self, moves: Iterable[Union[str, Move]]) -> str:
        """The moves, played in turn from this position, in SAN with move
        numbers ("1. e4 e5 2. Nf3", "3... Nc6 4. Bb5"); the game is left
        as it is.  An illegal move raises IllegalMoveError."""
        line = self.copy(stack=False)
        words = []
        for i, move in enumerate(moves):
            number = line.fullmove_number
            if line.turn == "white":
                words.append("%d." % number)
            elif i == 0:
                words.append("%d..." % number)
            words.append(line.san(move))
            line.push(move)
        line.close()
        return " ".join(words)

    def board_fen(self) -> str:
        """The board part of the FEN (its first field)."""
        return self.fen().split(" ")[0]

    def _epd_fields(self):
        """The four EPD fields: board, side, castling, and the en passant
        cell only when a capture en passant is legal (as repetitions
        count it)."""
        fields = self.fen().split(" ")[:4]
        if fields[3] != "-" and not any(m.is_en_passant
                                        for m in self.legal_moves):
            fields[3] = "-"
        return fields

    def epd(self, **operations) -> str:
        """The position as EPD: the FEN's first four fields, then each
        operation "opcode operand;" in the order given.  An operand may be
        None (none), a number, a str (written quoted), a Move (in SAN) or
        a list of Moves (in SAN; for "pv" played one after the other)."""
        parts = [" ".join(self._epd_fields())]
        for opcode, value in operations.items():
            parts.append(self._operation(opcode, value))
        return " ".join(parts)

    def _operation(self, opcode, value):
        if value is None:
            return opcode + ";"
        if isinstance(value, Move):
            return "%s %s;" % (opcode, self.san(value))
        if isinstance(value, (list, tuple)):
            if opcode == "pv":
                return "%s %s;" % (opcode, self._played_san(value))
            return "%s %s;" % (opcode, " ".join(self.san(m) for m in value))
        return "%s %s;" % (opcode, _operand(value))

    def _played_san(self, moves):
        line = self.copy(stack=False)
        try:
            words = []
            for move in moves:
                words.append(line.san(move))
                line.push(move)
            return " ".join(words)
        finally:
            line.close()

    def set_epd(self, epd: str) -> Dict[str, object]:
        """Set the position from an EPD (its clocks from the hmvc and
        fmvn operations, else 0 and 1) and return its operations:
        {opcode: None, an int, a float, a str, or for "bm" and "am" a
        list of Moves, for "pv" the list of moves played in turn}."""
        fields = epd.strip().split(None, 4)
        if len(fields) < 4:
            raise _ffi.error("EFEN", "an EPD has four fields before its "
                             "operations: %r" % epd)
        ops = _operations(fields[4]) if len(fields) > 4 else []
        clocks = {op: words[0] for op, words, _ in ops
                  if op in ("hmvc", "fmvn") and words}
        self.set_fen(" ".join(fields[:4] + [clocks.get("hmvc", "0"),
                                            clocks.get("fmvn", "1")]))
        return {op: self._operand_value(op, words, part)
                for op, words, part in ops}

    def _operand_value(self, opcode, words, part):
        if not words:
            return None
        if opcode in _MOVE_LISTS:
            return [self.parse(w) for w in words]
        if opcode == "pv":
            line = self.copy(stack=False)
            try:
                return [line.push(w) for w in words]
            finally:
                line.close()
        text = " ".join(words)
        if '"' in part:
            return text
        if _NUMBER.match(text):
            return int(text)
        if _DECIMAL.match(text):
            return float(text)
        return text

    @classmethod
    def from_epd(cls, epd: str, variant: str = "chess"):
        """(a new game set from the EPD, its operations)."""
        game = cls(variant)
        return game, game.set_epd(epd)

    def unicode(self, invert_color: bool = False, borders: bool = False,
                empty_square: str = "\u2b58") -> str:
        """The board as text with chess symbols for K, Q, R, B, N and P
        (other pieces keep their letters), `empty_square` for an empty
        cell; with invert_color the hollow and filled symbols trade
        places.  Borders are not drawn."""
        if borders:
            raise _ffi.error("EINVAL", "unicode(borders=True) is not "
                             "supported")
        with self._game() as handle:
            pieces = _native.pieces(handle, self._variant.cells)
        symbols = {cell: _SYMBOLS.get(letter.swapcase() if invert_color
                                      else letter, letter)
                   for cell, letter in pieces.items()}
        return _picture.draw(self._variant.board_kind, self._variant.cells,
                             symbols, empty_square)

    def mirror(self):
        """A new game of the position seen from the other side: the board
        turned upside down, the colours of the pieces, the side to move,
        the castling rights and the en passant cell swapped (without the
        moves played)."""
        fields = _swap_side(self.fen().split(" "))
        return type(self)(self.variant, " ".join(fields))

    def find_move(self, from_cell: str, to_cell: str,
                  promotion: Optional[str] = None) -> Move:
        """The legal move from `from_cell` to `to_cell` (castling: the
        king's cells, or the king onto its partner's); a pawn reaching
        the last rank becomes `promotion` ("q" when None, if it may).
        IllegalMoveError when there is none."""
        found = [m for m in self.legal_moves
                 if m.from_cell == from_cell and
                 (m.to_cell == to_cell or m.startswith(from_cell + to_cell))]
        if promotion is not None:
            found = [m for m in found if m.promotion == promotion.lower()]
        elif len(found) > 1:
            found.sort(key=lambda m: (m.promotion is not None,
                                      m.promotion != "q"))
        if not found:
            raise _ffi.error("EILLEGAL", "no legal move from %s to %s"
                             % (from_cell, to_cell), cls=IllegalMoveError)
        return found[0]
