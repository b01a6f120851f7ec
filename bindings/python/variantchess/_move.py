"""Move: one move of a position, as the library generated or parsed it
(internal module; import it from ``variantchess``)."""

from typing import Optional

from . import _native


class Position(object):
    """The position a move was made in: its variant and FEN, and the
    Game's legal Moves of it once made."""

    __slots__ = ("variant", "fen", "moves")

    def __init__(self, variant: str, fen: str) -> None:
        self.variant, self.fen = variant, fen
        self.moves = None  # its legal Moves, once the Game has made them

    def __getstate__(self):
        return (self.variant, self.fen)

    def __setstate__(self, state):
        self.variant, self.fen = state
        self.moves = None


def _fact(index, doc):
    return property(lambda move: move._facts[index], doc=doc)


class Move(str):
    """A legal move of a position.

    A Move is its coordinate text ("e2e4", "b2c4/", "e7e8q"; castling is
    the king's move): it is a ``str``, equal to, hashed and sorted as that
    text, so ``"e2e4" in game.legal_moves`` and ``game.push("e4") ==
    "e2e4"`` hold.  What it does (``piece``, ``captured``, ``is_capture``)
    is what it does in the position it was made in.
    """

    def __new__(cls, *args, **kwargs):
        raise TypeError("a Move comes from a Game: game.parse(text), "
                        "game.legal_moves, game.push(text)")

    def __reduce__(self):
        return (_rebuild, (str.__str__(self), self._facts, self._position))

    from_cell = _fact(_native.FROM, "Name of the cell the piece leaves "
                      "(castling: the king's).")
    to_cell = _fact(_native.TO, "Name of the cell the piece goes to "
                    "(castling: the king's).")
    promotion = _fact(_native.PROMOTION, "Lower-case letter of the piece a "
                      "pawn becomes, or None.")
    piece = _fact(_native.PIECE, "FEN letter of the moving piece (upper "
                  "case white).")
    captured = _fact(_native.CAPTURED, "FEN letter of the piece taken, or "
                     "None.")

    def _flag(flag, doc):
        return property(lambda move: bool(move._facts[_native.FLAGS] & flag),
                        doc=doc)

    is_capture = _flag(_native.CAPTURE, "True if the move takes a piece.")
    is_en_passant = _flag(_native.EN_PASSANT,
                          "True for a pawn taking en passant.")
    is_castling = _flag(_native.CASTLING, "True for castling.")
    gives_check = _flag(_native.CHECK, "True if the move gives check.")
    is_double_step = _flag(_native.DOUBLE_STEP,
                           "True for a pawn's initial double step.")
    del _flag

    @property
    def fen(self) -> str:
        """FEN of the position the move was made in."""
        return self._position.fen

    @property
    def variant(self) -> str:
        """Name of the variant of that position."""
        return self._position.variant

    def uci(self) -> str:
        """The coordinate text as a plain str (python-chess's
        ``Move.uci()``)."""
        return str.__str__(self)

    def __repr__(self) -> str:
        return "Move(%s)" % str.__repr__(self)


_new = str.__new__


def make(facts, position):
    """The Move of static facts `facts` (a _native move-facts tuple) in
    `position` (a Position)."""
    move = _new(Move, facts[_native.TEXT])
    move._facts = facts
    move._position = position
    return move


def _rebuild(text, facts, position):
    move = _new(Move, text)
    move._facts, move._position = facts, position
    return move


def code(move):
    """The library's move word of `move`."""
    return move._facts[_native.CODE]


def position(move):
    """The Position of `move`."""
    return move._position
