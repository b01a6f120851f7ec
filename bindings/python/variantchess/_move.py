"""Move: one move of a position, as the library generated or parsed it
(internal module; import it from ``variantchess``)."""

import re
from typing import Optional

from . import _native


class Position(object):
    """The position a move was made in: its variant and FEN, and what
    its legal moves do.

    Every Move of one position shares one ``__dict__`` (members(),
    holding only ``_position``), so making a Move costs one string.  What
    a Move does is read on first use: from the game while it is still
    in this position, else from a scratch game set to this position's
    FEN.  A Position refers to no Move, so that a position and its Moves
    are freed as soon as they are no longer used (no cycle).
    """

    __slots__ = ("variant", "_fen", "_parent", "_rules", "_game", "_texts",
                 "_words", "_read", "_facts")

    def __init__(self, variant: str, fen: Optional[str], rules=None,
                 parent=None, game=None) -> None:
        self.variant = variant
        # The FEN, or None until asked for: then found by playing the
        # moves since the last position whose FEN is known (`parent` is
        # the move that led here).
        self._fen, self._parent = fen, parent
        self._rules = rules  # the _native.Variant
        self._game = game  # weak reference to the Game, or None
        # The legal moves' coordinate texts and move words (_native.
        # Variant.legal_moves()).
        self._texts = self._words = ()
        self._read = False  # the legal moves' facts are in _facts
        self._facts = {}  # coordinate text -> facts

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
        if found is None and not self._read:
            self._facts.update(self._read_facts())
            self._read = True
            found = self._facts.get(text)
        return found

    def _read_facts(self):
        """{text: facts} of every legal move of this position: from the
        game if it is still here, else from a scratch game."""
        game = self._game and self._game()
        if game is not None:
            with game._lock:
                if game._position is self and game._handle:
                    return self._rules.legal_facts(game._handle)
        return self._rules.legal_facts_at(self.fen)

    def usi(self, text):
        """USI text of the move of coordinate text `text`."""
        rules = self._rules
        if rules is None:  # unpickled: the variant found by its name
            rules = self._rules = _native.variant_named(self.variant)
        return rules.usi(None, self.code(text))

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


# Coordinate text: from-cell, to-cell (letters, digits, "/" on the kite
# board), an optional lower-case promotion letter; or a drop, "P@e4".
_COORDINATE = re.compile(r"^([a-z]+[0-9]+/?)([a-z]+[0-9]+/?)([a-z]?)$")
_DROP = re.compile(r"^([A-Z])@([a-z]+[0-9]+/?)$")


class _TextFacts(tuple):
    """The facts of a Move known by its text only: the cells and the
    promotion; asking for anything else raises ValueError."""

    __slots__ = ()
    KNOWN = (_native.TEXT, _native.FROM, _native.TO, _native.PROMOTION)

    def __getitem__(self, index):
        if index not in self.KNOWN:
            raise ValueError("a Move made from its text knows only its cells "
                             "and promotion; game.parse(move) makes it in "
                             "a position")
        return tuple.__getitem__(self, index)


class _Unbound(object):
    """The position of the Moves made from text: none."""

    variant = fen = None

    @staticmethod
    def facts(text):
        facts = [None] * (_native.CODE + 1)
        drop = _DROP.match(text)
        if drop:
            source = target = drop.group(2)
            promotion = None
        else:
            source, target, promotion = _COORDINATE.match(text).groups()
        facts[_native.TEXT], facts[_native.FROM] = text, source
        facts[_native.TO], facts[_native.PROMOTION] = target, promotion or None
        return _TextFacts(facts)


UNBOUND = _Unbound()
_UNBOUND_MEMBERS = {"_position": UNBOUND}


class Move(str):
    """A legal move of a position.

    A Move is its coordinate text ("e2e4", "b2c4/", "e7e8q"; castling is
    the king's move): it is a ``str``, equal to, hashed and sorted as that
    text, so ``"e2e4" in game.legal_moves`` and ``game.push("e4") ==
    "e2e4"`` hold.  What it does (``piece``, ``captured``, ``is_capture``)
    is what it does in the position it was made in.  ``Move("e2e4")``
    (or ``Move.from_uci("e2e4")``) is a move known by its text only.
    """

    def __new__(cls, text: str) -> "Move":
        """A move known only by its coordinate text (as python-chess's
        ``Move.from_uci``): equal to every Move of that text, and
        playable where it is legal (``game.push(Move("e2e4"))``), but
        only ``from_cell``, ``to_cell`` and ``promotion`` are known
        until a game makes it (``game.parse(move)``)."""
        if not isinstance(text, str):
            raise TypeError("a Move is made from its coordinate text, not %s"
                            % type(text).__name__)
        match = _COORDINATE.match(text) or _DROP.match(text)
        if match is None:
            raise ValueError("not a move in coordinate notation: %r"
                             % (text,))
        move = _new(cls, text)
        move.__dict__ = _UNBOUND_MEMBERS
        return move

    @classmethod
    def from_uci(cls, uci: str) -> "Move":
        """Move(uci), as in python-chess."""
        return cls(uci)

    @property
    def _facts(self):
        """What the move does, as a _native facts tuple."""
        return self._position.facts(self)

    def __reduce__(self):
        if self._position is UNBOUND:
            return (Move, (str.__str__(self),))
        return (_rebuild, (str.__str__(self), self._facts, self._position))

    @property
    def from_cell(self) -> str:
        """Name of the cell the moving piece leaves (castling: the king's)."""
        return self._position.facts(self)[_native.FROM]

    @property
    def to_cell(self) -> str:
        """Name of the cell the moving piece lands on (castling: the king's;
        a trumpisten castling "c1a1" has to_cell "b1", not the text's
        last cell)."""
        return self._position.facts(self)[_native.TO]

    @property
    def promotion(self) -> Optional[str]:
        """Lower-case letter of the piece a pawn becomes, or None."""
        return self._position.facts(self)[_native.PROMOTION]

    @property
    def piece(self) -> str:
        """FEN letter of the moving piece (upper case white)."""
        return self._position.facts(self)[_native.PIECE]

    @property
    def captured(self) -> Optional[str]:
        """FEN letter of the piece taken (en passant: the pawn), or
        None."""
        return self._position.facts(self)[_native.CAPTURED]

    @property
    def is_capture(self) -> bool:
        """True if the move takes a piece."""
        return bool(self._position.facts(self)[_native.FLAGS]
                    & _native.CAPTURE)

    @property
    def is_en_passant(self) -> bool:
        """True for a pawn taking en passant."""
        return bool(self._position.facts(self)[_native.FLAGS]
                    & _native.EN_PASSANT)

    @property
    def is_castling(self) -> bool:
        """True for castling."""
        return bool(self._position.facts(self)[_native.FLAGS]
                    & _native.CASTLING)

    @property
    def gives_check(self) -> bool:
        """True if the move gives check."""
        return bool(self._position.facts(self)[_native.FLAGS]
                    & _native.CHECK)

    @property
    def drop(self) -> Optional[str]:
        """Lower-case letter of the piece a drop brings in from the hand
        ("P@e4": "p"; "+P@e4", a pawn that enters promoted: "p"), or None
        (python-chess's ``Move.drop``)."""
        text = str.__str__(self)
        return text.lstrip("+")[0].lower() if "@" in text else None

    @property
    def gate(self) -> Optional[str]:
        """Lower-case letter of the piece that enters from the hand on
        the cell the move leaves (S-Chess's gating: "g1f3h" is "h";
        castling "h1e1h" brings it onto the rook's cell), or None."""
        if not self._position.facts(self)[_native.FLAGS] & _native.GATING:
            return None
        return str.__str__(self)[-1]

    @property
    def is_double_step(self) -> bool:
        """True for a pawn's initial double step."""
        return bool(self._position.facts(self)[_native.FLAGS]
                    & _native.DOUBLE_STEP)

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

    def usi(self) -> str:
        """The move as USI writes it ("7g7f", "8h2b+", "P*5e"), in a
        shogi-family variant (InvalidArgumentError in others).  A Move
        known by its text only has none: ValueError."""
        if self._position is UNBOUND:
            raise ValueError("a Move made from its text has no USI text; "
                             "game.parse(move) makes it in a position")
        return self._position.usi(self)

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
