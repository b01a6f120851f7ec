"""What the binding reads from the library in bulk (internal): a variant's
cells and sizes, the legal moves of a position and their texts (one
vchess_game_legal_move_texts() call), what each does (one
vchess_game_legal_move_infos() call), FENs of past positions (replayed
on scratch games).  Everything else in the binding calls C through
``_ffi.C`` directly.
"""

import contextlib
import ctypes
import array
import functools
import operator
import threading

from . import _ffi
from ._ffi import C

# Facts of a legal move, as vchess_move_info gives them: (coordinate text,
# from cell, to cell, promotion letter or None, moving piece, piece taken
# or None, flags, move word).
TEXT, FROM, TO, PROMOTION, PIECE, CAPTURED, FLAGS, CODE = range(8)

# vchess_move_info.flags (include/variantchess.h).
CAPTURE, EN_PASSANT, CASTLING, PROMOTES = 1, 2, 4, 8
MORPH, CHECK, DOUBLE_STEP, DROP = 16, 32, 64, 128
GATING = 256

# vchess_variant_board_kind()
BOARD_KITES, BOARD_HEX = 2, 3

_INFO_SIZE = ctypes.sizeof(_ffi.MoveInfo)
# A vchess_move_info seen as 32-bit words: its length, and the words
# holding the move word, the four piece letters and the flags.  These say
# all a move's facts depend on: equal words, equal facts.
_STRIDE = _INFO_SIZE // 4
_WORD = _ffi.MoveInfo.move.offset // 4
_LETTERS = _ffi.MoveInfo.piece.offset // 4
_FLAG_WORD = _ffi.MoveInfo.flags.offset // 4
_first = operator.itemgetter(0)


def _size_query(func, rules):
    value = ctypes.c_size_t(0)
    func(ctypes.byref(value), rules)
    return value.value


def _int_query(func, *args):
    value = ctypes.c_int(0)
    func(ctypes.byref(value), *args)
    return value.value


def _letter(byte):
    return byte.decode("ascii") if byte != b"\0" else None


def _lower(letter):
    return letter.lower() if letter else None


class _Buffers(threading.local):
    """One thread's output buffers for one variant, reused by every call."""

    def __init__(self, max_moves, fen_max):
        self.infos = (_ffi.MoveInfo * max_moves)()
        self.bytes = memoryview(self.infos).cast("B")
        self.words = self.bytes.cast("I")
        self.count = ctypes.c_size_t(0)
        self.count_p = ctypes.byref(self.count)
        # The arguments of vchess_game_legal_move_infos() as ctypes
        # objects already: _legal_move_infos converts nothing.
        self.infos_p = ctypes.cast(self.infos, ctypes.POINTER(_ffi.MoveInfo))
        self.cap = ctypes.c_size_t(max_moves)
        # vchess_game_legal_move_texts() into memory Python reads
        # without ctypes (legal_moves()): the call with every argument
        # but the game and the notation bound, the count and needed size
        # it writes, its texts and move words; one tuple, as an attribute
        # of a threading.local costs as much to read as a C call.
        size = max_moves * MOVE_TEXT_MAX
        text, words = bytearray(size), array.array("I", bytes(4 * max_moves))
        counts = array.array(_SIZE_CODE, [0, 0])  # count, needed
        sizes = (ctypes.c_size_t * 2).from_buffer(counts)
        call = functools.partial(
            _legal_move_texts, (ctypes.c_char * size).from_buffer(text),
            ctypes.c_size_t(size), ctypes.byref(sizes, _SIZE_T),
            (_ffi.MOVE * max_moves).from_buffer(words), self.cap, sizes)
        self.legal = (call, counts, text, words)
        self.fen = ctypes.create_string_buffer(fen_max)
        self.needed = ctypes.c_size_t(0)


def _piece_letter(rules, kind):
    letter = ctypes.c_char(b"\0")
    C.vchess_variant_piece_letter(ctypes.byref(letter), rules, kind)
    return letter.value.decode("ascii")


class Variant(object):
    """Immutable facts of one variant (its name, cell names, board kind,
    buffer sizes), and what it learnt of its moves: the coordinate text
    of each move word (which depends on the variant only) and the facts
    of each vchess_move_info content seen."""

    def __init__(self, rules):
        C.vchess_variant_ref(rules)  # kept as long as this object: always
        self.rules = rules
        self.name = C.vchess_variant_name(rules).decode("utf-8")
        count = _int_query(C.vchess_variant_cell_count, rules)
        self.cells = tuple(C.vchess_variant_cell_name(rules, i).decode("utf-8")
                           for i in range(count))
        self.index = {name: i for i, name in enumerate(self.cells)}
        self.board_kind = _int_query(C.vchess_variant_board_kind, rules)
        self.kite = self.board_kind == BOARD_KITES
        self.max_moves = _size_query(C.vchess_variant_max_moves, rules)
        self.drops = bool(_int_query(C.vchess_variant_has_drops, rules))
        self.letters = tuple(_piece_letter(rules, k) for k in range(
            _int_query(C.vchess_variant_piece_count, rules)))
        self.fen_max = _size_query(C.vchess_variant_fen_max, rules)
        self._buffers = _Buffers(self.max_moves, self.fen_max)
        self._texts = {}
        self._facts = {}
        self._usi = {}

    def fen(self, handle):
        """FEN of `handle`'s position (the variant's fen_max suffices)."""
        buffers = self._buffers
        C.vchess_game_fen(buffers.fen, self.fen_max,
                          ctypes.byref(buffers.needed), handle)
        return buffers.fen.value.decode("utf-8")

    @contextlib.contextmanager
    def _scratch(self, fen):
        """A library game of this variant at FEN `fen` (one the library
        wrote), freed afterwards."""
        handle = _ffi.GAME_P()
        C.vchess_game_create(ctypes.byref(handle), self.rules,
                             fen.encode("utf-8"), None,
                             ctypes.pointer(_ffi.CError()))
        try:
            yield handle
        finally:
            C.vchess_game_free(handle)

    def replay(self, fen, codes):
        """FEN of the position reached from FEN `fen` (one the library
        wrote) by the move words `codes`."""
        with self._scratch(fen) as handle:
            for code in codes:
                C.vchess_game_push(handle, code)
            return self.fen(handle)

    def legal_moves(self, handle):
        """(texts, words) of the legal moves of `handle`'s position, in
        the library's order, from one vchess_game_legal_move_texts()
        call: a list of their coordinate texts, and an array of their
        move words."""
        call, counts, text, words = self._buffers.legal
        status = call(handle, _COORD)
        if status < 0:
            raise _ffi.status_error(status)
        count, needed = counts
        return text[:needed - 1].decode("utf-8").split(), words[:count]

    def legal_facts(self, handle):
        """{coordinate text: facts} of the legal moves of `handle`'s
        position, from one vchess_game_legal_move_infos() call.  Facts
        are kept per variant, by the words of a vchess_move_info that
        say what the move does (move word, piece letters, flags)."""
        buffers = self._buffers
        status = _legal_move_infos(buffers.infos_p, buffers.cap,
                                   buffers.count_p, handle)
        if status < 0:
            raise _ffi.status_error(status)
        end = buffers.count.value * _STRIDE
        words = buffers.words
        keys = list(zip(words[_WORD:end:_STRIDE].tolist(),
                        words[_LETTERS:end:_STRIDE].tolist(),
                        words[_FLAG_WORD:end:_STRIDE].tolist()))
        facts = list(map(self._facts.get, keys))
        if None in facts:
            for i, key in enumerate(keys):
                if facts[i] is None:
                    facts[i] = self._facts[key] = self._facts_of(
                        self.text(handle, key[0]), buffers.infos[i])
        return dict(zip(map(_first, facts), facts))

    def legal_facts_at(self, fen):
        """legal_facts() of the position of FEN `fen`, on a scratch
        game."""
        with self._scratch(fen) as handle:
            return self.legal_facts(handle)

    def text(self, handle, word):
        """Coordinate text of move word `word` (remembered)."""
        found = self._texts.get(word)
        if found is None:
            found = self._texts[word] = coordinate(handle, word)
        return found  # one dict store: atomic under the GIL

    @property
    def has_usi(self):
        """True if the variant's positions have an SFEN and its moves a
        USI text (vchess_variant_has_usi())."""
        return bool(_int_query(C.vchess_variant_has_usi, self.rules))

    def need_usi(self):
        """Raise InvalidArgumentError unless the variant has USI."""
        if not self.has_usi:
            raise _ffi.error("EINVAL", "%s has no SFEN or USI moves (the "
                             "shogi family's texts)" % self.name)

    def usi(self, handle, word):
        """USI text of move word `word` (remembered), written by
        `handle`, a game of this variant (a scratch one when None)."""
        found = self._usi.get(word)
        if found is None:
            self.need_usi()
            if handle is None:
                start = C.vchess_variant_start_fen(self.rules)
                with self._scratch(start.decode("utf-8")) as scratch:
                    found = usi(scratch, word)
            else:
                found = usi(handle, word)
            self._usi[word] = found
        return found

    def move_facts(self, handle, code):
        """Facts of move word `code`, legal in `handle`'s position."""
        info = _ffi.MoveInfo()
        C.vchess_game_move_info(ctypes.byref(info), handle, code)
        return self._facts_of(self.text(handle, code), info)

    def _facts_of(self, text, info):
        return (text, self.cells[info.from_cell], self.cells[info.to_cell],
                _lower(_letter(info.promotion)), _letter(info.piece),
                _letter(info.captured), info.flags, info.move)


_legal_move_infos = _ffi.unchecked("vchess_game_legal_move_infos",
                                   converted=False)
_legal_move_texts = _ffi.unchecked("vchess_game_legal_move_texts",
                                   converted=False)
_SIZE_T = ctypes.sizeof(ctypes.c_size_t)
_SIZE_CODE = {4: "I", 8: "Q"}[_SIZE_T]  # array of size_t
assert array.array("I").itemsize == ctypes.sizeof(_ffi.MOVE)
_COORD = ctypes.c_int(0)  # VCHESS_NOTATION_COORD
MOVE_TEXT_MAX = 32  # VCHESS_MOVE_TEXT_MAX
_VARIANTS = {}
_VARIANTS_LOCK = threading.Lock()


def variant(handle):
    """The Variant of `handle`'s game (made once per variant name)."""
    rules = C.vchess_game_variant(handle)
    name = C.vchess_variant_name(rules)
    found = _VARIANTS.get(name)
    if found is None:
        with _VARIANTS_LOCK:
            found = _VARIANTS.get(name)
            if found is None:
                found = _VARIANTS[name] = Variant(rules)
    return found


def variant_named(name):
    """The Variant called `name`: one seen in this process, else the
    built-in (UnknownVariantError if there is none)."""
    found = _VARIANTS.get(name.encode("utf-8"))
    if found is None:
        rules = _ffi.VARIANT_P()
        C.vchess_variant_builtin(ctypes.byref(rules), name.encode("utf-8"),
                                 ctypes.pointer(_ffi.CError()))
        with _VARIANTS_LOCK:
            found = _VARIANTS.setdefault(name.encode("utf-8"),
                                         Variant(rules))
    return found


def coordinate(handle, code):
    """Coordinate text of move word `code` (any move of the variant)."""
    return _ffi.output_string(
        lambda buf, size, needed:
        C.vchess_game_move_coord(buf, size, needed, handle, code), 32)


def usi(handle, code):
    """USI text of move word `code` (a move of a variant with USI)."""
    return _ffi.output_string(
        lambda buf, size, needed:
        C.vchess_game_move_usi(buf, size, needed, handle, code), 32)


def pieces(handle, names):
    """{cell name: FEN letter} of `handle`'s occupied cells; `names` are
    the variant's cell names."""
    found = {}
    piece = ctypes.c_char(b"\0")
    for i, name in enumerate(names):
        C.vchess_game_piece_at(ctypes.byref(piece), handle, i)
        if piece.value != b"\0":
            found[name] = piece.value.decode("ascii")
    return found


def history(handle):
    """The move words played in `handle`'s game, first first."""
    ply = ctypes.c_size_t(0)
    C.vchess_game_ply(ctypes.byref(ply), handle)
    move = _ffi.MOVE()
    played = []
    for i in range(ply.value):
        C.vchess_game_history(ctypes.byref(move), handle, i)
        played.append(move.value)
    return played


# vchess_game_result() and vchess_game_claim() (include/variantchess.h).
WINNERS = {0: None, 1: "white", 2: "black", 3: "draw"}
REASONS = {0: None, 1: "checkmate", 2: "stalemate", 3: "bare_king",
           4: "repetition", 5: "fifty_moves", 6: "insufficient_material",
           7: "fivefold_repetition", 8: "seventy_five_moves",
           9: "variant_win", 10: "variant_loss", 11: "variant_draw",
           12: "extinction", 13: "flag", 14: "checks", 15: "connect",
           16: "explosion"}


def _reason(code):
    return REASONS.get(code, "reason %d" % code)


def result(handle):
    """(winner, reason) of the game: winner "white", "black", "draw" or
    None while it goes on.  Draws that must be claimed do not end it."""
    winner, reason = ctypes.c_int(0), ctypes.c_int(0)
    C.vchess_game_result(ctypes.byref(winner), ctypes.byref(reason), handle)
    return WINNERS.get(winner.value, "unknown"), _reason(reason.value)


def claim(handle):
    """Reason of a draw the side to move may claim now ("repetition",
    "fifty_moves"), or None."""
    return _reason(_int_query(C.vchess_game_claim, handle))
