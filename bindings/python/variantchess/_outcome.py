"""How a game ended, in python-chess's shape (internal module; import it
from ``variantchess``)."""

import enum
from typing import NamedTuple, Optional

WHITE = True
BLACK = False


class Termination(enum.Enum):
    """Why a game ended (or, for claims, may end)."""
    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"
    INSUFFICIENT_MATERIAL = "insufficient_material"
    BARE_KING = "bare_king"
    SEVENTYFIVE_MOVES = "seventyfive_moves"
    FIVEFOLD_REPETITION = "fivefold_repetition"
    FIFTY_MOVES = "fifty_moves"
    THREEFOLD_REPETITION = "threefold_repetition"
    VARIANT_WIN = "variant_win"
    VARIANT_LOSS = "variant_loss"
    VARIANT_DRAW = "variant_draw"


class Outcome(NamedTuple("Outcome", [("termination", Termination),
                                     ("winner", Optional[bool])])):
    """The end of a game: ``termination`` (a Termination) and ``winner``
    (WHITE = True, BLACK = False, or None for a draw), as in
    python-chess."""
    __slots__ = ()

    def result(self) -> str:
        """"1-0", "0-1" or "1/2-1/2"."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner else "0-1"


# The library's reason names (_native.REASONS) as Terminations;
# "repetition" and "fifty_moves" are the claimable threefold and fifty.
TERMINATIONS = {
    "checkmate": Termination.CHECKMATE,
    "stalemate": Termination.STALEMATE,
    "insufficient_material": Termination.INSUFFICIENT_MATERIAL,
    "bare_king": Termination.BARE_KING,
    "repetition": Termination.THREEFOLD_REPETITION,
    "fifty_moves": Termination.FIFTY_MOVES,
    "fivefold_repetition": Termination.FIVEFOLD_REPETITION,
    "seventy_five_moves": Termination.SEVENTYFIVE_MOVES,
    "variant_win": Termination.VARIANT_WIN,
    "variant_loss": Termination.VARIANT_LOSS,
    "variant_draw": Termination.VARIANT_DRAW,
}
# Ends python-chess reports as a win or a loss of the side to move by a
# rule of the variant (King of the Hill, Racing Kings, Three-check,
# antichess).
VARIANT_ENDS = ("extinction", "flag", "checks", "connect", "explosion")
WINNERS = {"white": WHITE, "black": BLACK, "draw": None}


def outcome(reason, winner, turn=None):
    """The Outcome of library reason name `reason` and winner name;
    `turn` ("white" or "black"), the side to move, tells a variant's win
    from its loss."""
    if reason in VARIANT_ENDS:
        if winner == "draw":
            return Outcome(Termination.VARIANT_DRAW, None)
        won = winner == turn
        return Outcome(Termination.VARIANT_WIN if won
                       else Termination.VARIANT_LOSS, WINNERS[winner])
    return Outcome(TERMINATIONS[reason], WINNERS[winner])
