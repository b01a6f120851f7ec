"""A game's tree of moves, in python-chess's shape (internal module;
import the names from ``variantchess.pgn``): a root ``Game`` holding the
tags and the first position, and a node per move, each with its
variations (the first one the main line), comment, NAGs and, for the
first move of a variation, a starting comment."""

from typing import Iterable, Iterator, List, Optional, Union

from . import _game
from ._export import StringExporter
from ._headers import Headers
from ._move import Move


class GameNode(object):
    """A position of the tree: the root (a ``Game``) or the position
    after ``move`` (a ``ChildNode``)."""

    def __init__(self) -> None:
        self.parent: Optional["GameNode"] = None
        self.move: Optional[Move] = None
        self.variations: List["ChildNode"] = []
        self.comment = ""
        self.starting_comment = ""
        self.nags = set()

    # -- where the node is ------------------------------------------------

    def game(self) -> "Game":
        """The root of the tree."""
        node = self
        while node.parent is not None:
            node = node.parent
        return node

    root = game

    def _path(self):
        """The moves from the root to this node, first first."""
        moves, node = [], self
        while node.parent is not None:
            moves.append(node.move)
            node = node.parent
        moves.reverse()
        return moves

    def board(self) -> "_game.Game":
        """A new variantchess.Game at this node's position, the moves
        from the first position on its move stack."""
        board = self.game().board()
        for move in self._path():
            board.push(move)
        return board

    def ply(self) -> int:
        """Number of moves from the root to this node."""
        return len(self._path())

    def is_end(self) -> bool:
        """True if no move follows."""
        return not self.variations

    def next(self) -> Optional["ChildNode"]:
        """The main line's next node, or None."""
        return self.variations[0] if self.variations else None

    def end(self) -> "GameNode":
        """The last node of this node's main line."""
        node = self
        while node.variations:
            node = node.variations[0]
        return node

    def is_main_variation(self) -> bool:
        """True if this node is its parent's first variation (or the
        root)."""
        return self.parent is None or self.parent.variations[0] is self

    def is_mainline(self) -> bool:
        """True if every node from the root to this one is a first
        variation."""
        node = self
        while node.parent is not None:
            if not node.is_main_variation():
                return False
            node = node.parent
        return True

    def mainline(self) -> Iterator["ChildNode"]:
        """The nodes of the main line after this one."""
        node = self
        while node.variations:
            node = node.variations[0]
            yield node

    def mainline_moves(self) -> List[Move]:
        """The moves of the main line after this node."""
        return [node.move for node in self.mainline()]

    # -- variations ---------------------------------------------------------

    def variation(self, move: Union[int, str, Move]) -> "ChildNode":
        """The variation by index, or the one starting with `move`
        (KeyError if there is none)."""
        if isinstance(move, int):
            return self.variations[move]
        for node in self.variations:
            if node.move == move:
                return node
        raise KeyError(move)

    def has_variation(self, move: Union[str, Move]) -> bool:
        """True if a variation starts with `move`."""
        return any(node.move == move for node in self.variations)

    def add_variation(self, move: Union[str, Move], *, comment: str = "",
                      starting_comment: str = "", nags: Iterable[int] = ()
                      ) -> "ChildNode":
        """A new last variation starting with `move` (a Move, SAN or
        coordinate text of a legal move here; IllegalMoveError else)."""
        with self.board() as board:
            move = board.parse(move)
        node = ChildNode(self, move, comment=comment,
                         starting_comment=starting_comment, nags=nags)
        self.variations.append(node)
        return node

    def add_main_variation(self, move: Union[str, Move], *,
                           comment: str = "", nags: Iterable[int] = ()
                           ) -> "ChildNode":
        """A new first variation (the new main line) starting with
        `move`."""
        node = self.add_variation(move, comment=comment, nags=nags)
        self.variations.remove(node)
        self.variations.insert(0, node)
        return node

    def add_line(self, moves: Iterable[Union[str, Move]], *,
                 comment: str = "", starting_comment: str = "",
                 nags: Iterable[int] = ()) -> "GameNode":
        """The moves as a new variation, one after the other; the comment
        and NAGs go to its last node, which is returned."""
        node = self
        for move in moves:
            node = node.add_variation(move, starting_comment=starting_comment)
            starting_comment = ""
        node.comment = comment
        node.nags.update(nags)
        return node

    def promote_to_main(self, move: Union[str, Move]) -> None:
        """Make the variation of `move` the first."""
        node = self.variation(move)
        self.variations.remove(node)
        self.variations.insert(0, node)

    def promote(self, move: Union[str, Move]) -> None:
        """Move the variation of `move` one place up."""
        node = self.variation(move)
        i = self.variations.index(node)
        if i > 0:
            self.variations[i - 1], self.variations[i] = node, \
                self.variations[i - 1]

    def demote(self, move: Union[str, Move]) -> None:
        """Move the variation of `move` one place down."""
        node = self.variation(move)
        i = self.variations.index(node)
        if i + 1 < len(self.variations):
            self.variations[i + 1], self.variations[i] = node, \
                self.variations[i + 1]

    def remove_variation(self, move: Union[str, Move]) -> None:
        """Drop the variation of `move`."""
        self.variations.remove(self.variation(move))

    # -- visiting -------------------------------------------------------------

    def accept(self, visitor):
        """Walk the moves after this node as a line: the visitor's
        visit_move, visit_nag, visit_comment, begin_variation and
        end_variation; returns visitor.result()."""
        with self.board() as board:
            _visit_line(self, board, visitor)
        return visitor.result()


class ChildNode(GameNode):
    """The position after `move` from `parent`'s."""

    def __init__(self, parent: GameNode, move: Move, *, comment: str = "",
                 starting_comment: str = "", nags: Iterable[int] = ()
                 ) -> None:
        super().__init__()
        self.parent, self.move = parent, move
        self.comment, self.starting_comment = comment, starting_comment
        self.nags = set(nags)

    def san(self) -> str:
        """SAN of the move in its parent's position."""
        with self.parent.board() as board:
            return board.san(self.move)

    def uci(self) -> str:
        """Coordinate text of the move."""
        return self.move.uci()

    def __repr__(self) -> str:
        return "<ChildNode %s after %d plies>" % (self.move, self.ply())


class Game(GameNode):
    """The root of a game's tree: its tags (``headers``), its first
    position (``board()``) and the moves after it.  ``Game()`` is an
    empty chess game; ``Game(board)`` one from a variantchess.Game's
    position (its moves not taken: see ``from_board``)."""

    def __init__(self, board: Optional["_game.Game"] = None) -> None:
        super().__init__()
        if board is None:
            board = _game.Game()
        self._start = board.copy()
        for _ in range(len(self._start.move_stack)):
            self._start.pop()
        self.warnings = []
        self.errors = []

    @classmethod
    def from_board(cls, board: "_game.Game") -> "Game":
        """A game whose main line is `board`'s move stack, from the
        position before it."""
        game = cls(board)
        game.add_line(board.move_stack)
        return game

    @property
    def headers(self) -> Headers:
        """The tags, ordered and dict-like (the first position's record:
        Result, Variant, SetUp and FEN are written from the game)."""
        return Headers(self._start)

    def board(self) -> "_game.Game":
        """A new variantchess.Game at the first position."""
        return self._start.copy()

    def _header_items(self):
        """(name, value) of each tag as the PGN writer writes them."""
        text = self._start.pgn()
        items = []
        for line in text.split("\n\n", 1)[0].split("\n"):
            if line.startswith("[") and " " in line:
                name, value = line[1:-1].split(" ", 1)
                value = value[1:-1].replace('\\"', '"').replace("\\\\", "\\")
                items.append((name, value))
        result = self.headers.get("Result") or "*"
        return [(n, result if n == "Result" else v) for n, v in items]

    def accept(self, visitor):
        """Walk the whole game: tags, the comment before the first move,
        the moves with their variations, the result; returns
        visitor.result()."""
        visitor.begin_game()
        visitor.begin_headers()
        for name, value in self._header_items():
            visitor.visit_header(name, value)
        visitor.end_headers()
        if self.comment:
            visitor.visit_comment(self.comment)
        with self.board() as board:
            _visit_line(self, board, visitor)
        visitor.visit_result(self.headers.get("Result") or "*")
        visitor.end_game()
        return visitor.result()

    def pgn(self) -> str:
        """The game as PGN, variations, comments and NAGs included."""
        return self.accept(StringExporter())

    __str__ = pgn

    def __repr__(self) -> str:
        return "<variantchess.pgn.Game %s, %d plies of main line>" % (
            self._start.variant, len(self.mainline_moves()))


def _visit_move(node, board, visitor):
    visitor.visit_move(board, node.move)
    for nag in sorted(node.nags):
        visitor.visit_nag(nag)
    if node.comment:
        visitor.visit_comment(node.comment)


def _visit_line(node, board, visitor):
    """The main line after `node` (its position on `board`), each
    move's alternatives as variations after it; `board` is left as it
    was."""
    pushed = 0
    while node.variations:
        main = node.variations[0]
        _visit_move(main, board, visitor)
        for alt in node.variations[1:]:
            visitor.begin_variation()
            if alt.starting_comment:
                visitor.visit_comment(alt.starting_comment)
            _visit_move(alt, board, visitor)
            board.push(alt.move)
            _visit_line(alt, board, visitor)
            board.pop()
            visitor.end_variation()
        board.push(main.move)
        pushed += 1
        node = main
    for _ in range(pushed):
        board.pop()
