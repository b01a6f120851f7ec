"""Exceptions of the variantchess binding.

Every error the binding raises derives from ``Error``.  Errors reported
by the library carry its status ``code`` (a negative int), the status
``name`` (``"EFEN"``, ``"EILLEGAL"``, ...), its ``message`` (from
``vchess_strerror``) and, when the library gave one, a ``detail`` text
and the byte ``offset`` in the input where the problem was found.
Arguments the binding rejects before calling the library raise the same
classes with the code the library would have used.

Most classes also derive from the built-in exception a Python programmer
would expect (``ValueError``, ``TypeError``, ``IndexError``,
``MemoryError``, ``NotImplementedError``).
"""


class Error(Exception):
    """Base class of every variantchess error."""

    def __init__(self, code=None, name=None, message="", detail=None,
                 offset=0):
        super().__init__(code, name, message, detail, offset)
        self.code = code
        self.name = name
        self.message = message
        self.detail = detail
        self.offset = offset

    def __str__(self):
        text = self.detail or self.message
        if self.detail and self.offset:
            text += " (at offset %d)" % self.offset
        return "%s [%s]" % (text, self.name) if self.name else text


class InvalidArgumentError(Error, ValueError):
    """EINVAL: an argument the library (or the binding) cannot accept."""


class ArgumentTypeError(InvalidArgumentError, TypeError):
    """EINVAL: an argument of the wrong Python type."""


class GameClosedError(InvalidArgumentError):
    """EINVAL: the game was closed."""


class UnknownVariantError(Error, ValueError):
    """EVARIANT: no variant of that name."""


class ParseError(Error, ValueError):
    """EFEN, ESYNTAX or ECELL: text the library cannot read (a FEN, a
    move's syntax, a cell name)."""


class IllegalMoveError(Error, ValueError):
    """EILLEGAL or ENOPIECE: the move is not legal in the position."""


class AmbiguousMoveError(Error, ValueError):
    """EAMBIGUOUS: the move text fits several legal moves."""


class NoMoveToUndoError(Error, IndexError):
    """ENOUNDO: pop() with no move played."""


class DepthError(Error, ValueError):
    """EDEPTH: perft depth out of range."""


class GameOverError(Error):
    """EGAMEOVER: the game is over."""


class BufferTooSmallError(Error):
    """EBUFS: a buffer was too small (handled inside the binding)."""


class OutOfMemoryError(Error, MemoryError):
    """ENOMEM: the library ran out of memory."""


class UnsupportedError(Error, NotImplementedError):
    """The loaded library lacks the C function this call needs."""


# Class of each library status, by status name (vchess_status_name()).
STATUS_CLASSES = {
    "ENOMEM": OutOfMemoryError,
    "EINVAL": InvalidArgumentError,
    "EVARIANT": UnknownVariantError,
    "EFEN": ParseError,
    "EBUFS": BufferTooSmallError,
    "EILLEGAL": IllegalMoveError,
    "ESYNTAX": ParseError,
    "ECELL": ParseError,
    "EAMBIGUOUS": AmbiguousMoveError,
    "ENOUNDO": NoMoveToUndoError,
    "EDEPTH": DepthError,
    "ENOPIECE": IllegalMoveError,
    "EGAMEOVER": GameOverError,
    "EVERSION": InvalidArgumentError,
    "EMOVE": InvalidArgumentError,
    "ERANGE": InvalidArgumentError,
    "ELIMIT": Error,
    "ESTOPPED": Error,
}
