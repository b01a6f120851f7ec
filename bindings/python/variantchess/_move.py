"""Move: one move of a position, as the library generated or parsed it
(internal module; import it from ``variantchess``)."""

from typing import Optional

from . import _native


class Position(object):
    """The position a move was made in: its variant and FEN, the Game's
    legal Moves of it once made, and the facts of its moves.

    Every Move of one position shares one ``__dict__`` (members(),
    holding only ``_position``), so making a Move costs one string; what
    a Move does is decoded from the library's vchess_move_info array on
    first use.  A Position refers to no Move, so that a position and its
    Moves are freed as soon as they are no longer used (no cycle).
    """

    __slots__ = ("variant", "_fen", "_parent", "_rules", "_texts",
                 "_words", "_infos", "_facts")

    def __init__(self, variant: str, fen: Optional[str], rules=None,
                 parent=None) -> None:
        self.variant = variant
        # The FEN, or None until asked for: then found by playing the
        # moves since the last position whose FEN is known (`parent` is
        # the move that led here).
        self._fen, self._parent = fen, parent
        self._rules = rules  # the _native.Variant
        # The legal moves' coordinate texts, move words and the
        # vchess_move_info array as bytes (_native.Variant.legal_moves()).
        self._texts = self._words = self._infos = ()
        self._facts = {}  # coordinate text -> facts, once decoded

    @property
    def fen(self) -> str:
        """FEN of the position."""
        if self._fen is None:
            self._fen = self._rules.replay(*self._path())
            self._parent = None
        return self._fen

    def _path(self):
        """(FEN, move words): the nearest earlier position whose FEN is
        known, and the moves from there to here."""
        codes = []
        here = self
        while here._fen is None:
            move = here._parent
            codes.append(code(move))
            here = move._position
        codes.reverse()
        return here._fen, codes

    def add(self, facts):
        """Remember the facts of one move (a parsed one)."""
        self._facts[facts[_native.TEXT]] = facts

    def facts(self, text):
        """Facts of the move of coordinate text `text`."""
        found = self._facts.get(text)
        if found is None:
            found = self._facts[text] = self._rules.facts_at(
                self._infos, self._texts.index(text))
        return found

    def code(self, text):
        """Move word of the move of coordinate text `text`."""
        found = self._facts.get(text)
        if found is not None:
            return found[_native.CODE]
        return self._words[self._texts.index(text)]

    def __getstate__(self):
        return (self.variant, self.fen)

    def __setstate__(self, state):
        self.__init__(*state)


def _fact(index, doc):
    return property(lambda move: move._position.facts(move)[index], doc=doc)


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

    @property
    def _facts(self):
        """What the move does, as a _native facts tuple."""
        return self._position.facts(self)

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
        return property(
            lambda move: bool(move._position.facts(move)[_native.FLAGS]
                              & flag), doc=doc)

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


def members(position):
    """A new ``__dict__`` for the Moves of `position`."""
    return {"_position": position}


def make(facts, shared):
    """The Move of facts `facts` (a _native move-facts tuple) whose
    ``__dict__`` is `shared` (members() of its position)."""
    shared["_position"].add(facts)
    move = _new(Move, facts[_native.TEXT])
    move.__dict__ = shared
    return move


def _rebuild(text, facts, position):
    return make(facts, members(position))


def code(move):
    """The library's move word of `move`."""
    return move._position.code(move)


def position(move):
    """The Position of `move`."""
    return move._position
