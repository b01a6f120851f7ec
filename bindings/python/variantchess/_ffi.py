"""Loading libvariantchess and declaring its C functions (internal).

The shared library is looked for, in this order:

1. the path in the environment variable ``VARIANTCHESS_LIBRARY``;
2. a library file next to this package (in the package directory; ``pip
   install`` builds one there);
3. the library in the ``libdir`` that ``make install`` recorded in
   ``_install.py``;
4. ``ctypes.util.find_library("variantchess")`` (the system's search).

The first library that loads, is a libvariantchess and has the major
version this binding was written for is used.  When none is, one
``ImportError`` lists every attempt and why it failed.

Every C function is declared once, in ``_FUNCTIONS``, with its argument
types, result type and error check.  A function missing from the loaded
library (an older minor version) is replaced by a stub raising
``UnsupportedError`` when called, so the rest of the binding still works.
"""

import ctypes
import ctypes.util
import glob
import importlib.machinery
import os
from types import SimpleNamespace

from ._errors import (STATUS_CLASSES, BufferTooSmallError, Error,
                      UnsupportedError)

ENV_VAR = "VARIANTCHESS_LIBRARY"
EXPECTED_MAJOR = 1
LIBRARY_FILES = ("libvariantchess.so.1", "libvariantchess.so",
                 "libvariantchess.1.dylib", "libvariantchess.dylib",
                 "libvariantchess-1.dll", "variantchess.dll")
PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
# The library that `pip install` builds into the package, as an extension
# module file (so that the wheel is tagged for the platform).
BUILT_NAME = "_libvariantchess"

try:
    from ._install import LIBDIR as INSTALLED_LIBDIR
except ImportError:  # not installed by `make install'
    INSTALLED_LIBDIR = None


class Game(ctypes.Structure):
    """Opaque ``vchess_game``; only pointers to it are used."""


class Variant(ctypes.Structure):
    """Opaque ``vchess_variant``; only pointers to it are used."""


class CError(ctypes.Structure):
    """``vchess_error`` (version 1): code, where in the input (byte
    offset, line, column), message (VCHESS_ERROR_TEXT_MAX = 256 bytes)."""
    _fields_ = [("version", ctypes.c_uint),
                ("code", ctypes.c_int),
                ("offset", ctypes.c_size_t),
                ("line", ctypes.c_uint32),
                ("column", ctypes.c_uint32),
                ("text", ctypes.c_char * 256),
                ("reserved", ctypes.c_uint64 * 8)]


class SvgOptions(ctypes.Structure):
    """``vchess_svg_options`` (version 1)."""
    _fields_ = [("version", ctypes.c_uint),
                ("flip", ctypes.c_int),
                ("show_names", ctypes.c_int),
                ("show_coordinates", ctypes.c_int),
                ("show_last_move", ctypes.c_int),
                ("show_check", ctypes.c_int),
                ("show_special", ctypes.c_int),
                ("size", ctypes.c_double),
                ("highlight", ctypes.POINTER(ctypes.c_int)),
                ("nhighlight", ctypes.c_size_t),
                ("targets", ctypes.POINTER(ctypes.c_int)),
                ("ntargets", ctypes.c_size_t),
                ("arrows", ctypes.POINTER(ctypes.c_int)),
                ("narrows", ctypes.c_size_t)]


class GameOptions(ctypes.Structure):
    """``vchess_game_options`` (version 1)."""
    _fields_ = [("version", ctypes.c_uint),
                ("allocator", ctypes.c_void_p)]


class MoveInfo(ctypes.Structure):
    """``vchess_move_info`` (version 1): what a legal move does."""
    _fields_ = [("version", ctypes.c_uint),
                ("move", ctypes.c_uint32),
                ("from_cell", ctypes.c_int),
                ("to_cell", ctypes.c_int),
                ("piece", ctypes.c_char),
                ("captured", ctypes.c_char),
                ("promotion", ctypes.c_char),
                ("becomes", ctypes.c_char),
                ("capture_cell", ctypes.c_int),
                ("partner_from", ctypes.c_int),
                ("partner_to", ctypes.c_int),
                ("flags", ctypes.c_uint),
                ("reserved", ctypes.c_uint64 * 6)]


class Searcher(ctypes.Structure):
    """Opaque ``vchess_searcher``; only pointers to it are used."""


class SearchInfo(ctypes.Structure):
    """``vchess_search_info`` (version 1): what a search found."""
    _fields_ = [("version", ctypes.c_uint),
                ("depth", ctypes.c_int),
                ("score_cp", ctypes.c_int),
                ("mate_in", ctypes.c_int),
                ("nodes", ctypes.c_uint64),
                ("time_ms", ctypes.c_uint64),
                ("pv_length", ctypes.c_size_t),
                ("pv", ctypes.c_uint32 * 64),
                ("reserved", ctypes.c_uint64 * 8)]


ITERATION_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int,
                                      ctypes.POINTER(SearchInfo),
                                      ctypes.c_void_p)


class SearchLimits(ctypes.Structure):
    """``vchess_search_limits`` (version 1)."""
    _fields_ = [("version", ctypes.c_uint),
                ("depth", ctypes.c_int),
                ("nodes", ctypes.c_uint64),
                ("time_ms", ctypes.c_uint64),
                ("on_iteration", ITERATION_CALLBACK),
                ("user", ctypes.c_void_p)]


class PerftProgress(ctypes.Structure):
    """``vchess_perft_progress`` (version 1)."""
    _fields_ = [("version", ctypes.c_uint),
                ("root_moves_done", ctypes.c_size_t),
                ("root_moves", ctypes.c_size_t),
                ("nodes", ctypes.c_uint64)]


PERFT_PROGRESS_FN = ctypes.CFUNCTYPE(None, ctypes.POINTER(PerftProgress),
                                     ctypes.c_void_p)
PERFT_ITEM_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_char_p,
                                 ctypes.c_void_p)


class LoadOptions(ctypes.Structure):
    """``vchess_load_options`` (version 1): limits of a load."""
    _fields_ = [("version", ctypes.c_uint),
                ("allocator", ctypes.c_void_p),
                ("max_variants", ctypes.c_size_t),
                ("max_cells", ctypes.c_size_t),
                ("max_text", ctypes.c_size_t)]


class PerftOptions(ctypes.Structure):
    """``vchess_perft_options`` (version 1)."""
    _fields_ = [("version", ctypes.c_uint),
                ("threads", ctypes.c_uint),
                ("hash_bytes", ctypes.c_size_t),
                ("progress", PERFT_PROGRESS_FN),
                ("user", ctypes.c_void_p)]


GAME_P = ctypes.POINTER(Game)
SEARCHER_P = ctypes.POINTER(Searcher)
VARIANT_P = ctypes.POINTER(Variant)
MOVE = ctypes.c_uint32
SIZE_P = ctypes.POINTER(ctypes.c_size_t)
U64_P = ctypes.POINTER(ctypes.c_uint64)
INT_P = ctypes.POINTER(ctypes.c_int)


# ---------------------------------------------------------------------------
# Finding and loading the library


def major_mismatch(number):
    """Why a library of version `number` (vchess_version()) is unusable,
    or None when its major version is the expected one."""
    major = number // 10000
    if major == EXPECTED_MAJOR:
        return None
    return ("major version %d (%d.%d.%d), this binding needs %d"
            % (major, major, number // 100 % 100, number % 100,
               EXPECTED_MAJOR))


def _open(path):
    """Load `path` with ctypes and check that it is a usable
    libvariantchess; returns the CDLL, raises OSError otherwise."""
    lib = ctypes.CDLL(path)
    if not hasattr(lib, "vchess_version"):
        raise OSError("not libvariantchess (no vchess_version)")
    lib.vchess_version.argtypes = []
    lib.vchess_version.restype = ctypes.c_uint
    problem = major_mismatch(lib.vchess_version())
    if problem:
        raise OSError(problem)
    return lib


def _library_files(directory, built=False):
    """Library files present in `directory`: LIBRARY_FILES, and with
    `built` the extension-module file pip builds."""
    names = [os.path.join(directory, name) for name in LIBRARY_FILES]
    if built:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            names += glob.glob(os.path.join(glob.escape(directory),
                                            BUILT_NAME + suffix))
    return [path for path in names if os.path.isfile(path)]


def candidates(env, package_dir, find, libdir=None):
    """The (description, path) pairs to try, in order; path None means
    that source gave nothing to try.  `libdir` is the directory `make
    install` recorded (None: not installed that way)."""
    result = []
    if env.get(ENV_VAR):
        result.append(("%s=%s" % (ENV_VAR, env[ENV_VAR]), env[ENV_VAR]))
    else:
        result.append(("%s (not set)" % ENV_VAR, None))
    present = _library_files(package_dir, built=True)
    for path in present:
        result.append(("next to the package: %s" % path, path))
    if not present:
        result.append(("next to the package: no %s in %s"
                       % ("/".join(LIBRARY_FILES[:2]), package_dir), None))
    if libdir:
        installed = _library_files(libdir)[:1]
        for path in installed:
            result.append(("installed in %s: %s" % (libdir, path), path))
        if not installed:
            result.append(("installed in %s: no %s there"
                           % (libdir, LIBRARY_FILES[0]), None))
    found = find("variantchess")
    result.append(('ctypes.util.find_library("variantchess") -> %r' % found,
                   found))
    return result


def load_library(env=None, package_dir=PACKAGE_DIR,
                 find=ctypes.util.find_library, libdir=INSTALLED_LIBDIR):
    """Return (CDLL, path) of the first usable library among
    candidates(); raise one ImportError listing every attempt."""
    env = os.environ if env is None else env
    tried = []
    for description, path in candidates(env, package_dir, find, libdir):
        if path is None:
            tried.append(description)
            continue
        try:
            return _open(path), path
        except OSError as exc:
            tried.append("%s: %s" % (description, exc))
    raise ImportError(
        "variantchess: cannot load the libvariantchess shared library "
        "(major version %d).  Tried:\n  %s\nSet %s to the library's path "
        "(e.g. /usr/local/lib/libvariantchess.so.1), or add its directory "
        "to LD_LIBRARY_PATH." % (EXPECTED_MAJOR, "\n  ".join(tried), ENV_VAR))


# ---------------------------------------------------------------------------
# Error checks (ctypes errcheck functions)


def _text(raw):
    return raw.decode("utf-8", "replace") if raw else ""


def status_error(code, detail=None, offset=0, cls=None):
    """The exception for library status `code` (negative), with the
    library's name and message and an optional detailed text; `cls`
    overrides the class the status name gives."""
    name = _text(C.vchess_status_name(code)) or None
    cls = cls or STATUS_CLASSES.get(name, Error)
    return cls(code, name, _text(C.vchess_strerror(code)), detail, offset)


def error(name, detail, offset=0, cls=None):
    """The exception for a problem the binding finds itself, reported
    as the library's status `name` (e.g. "EINVAL") would be."""
    return status_error(STATUS[name], detail, offset, cls)


def _detail(err, code):
    """(text, offset) of a vchess_error when it is about status `code`."""
    if err and err.code == code:
        return _text(err.text) or None, err.offset
    return None, 0


def _raise_with_error_struct(index):
    """errcheck: on a negative result raise, with the detailed error the
    call stored into the vchess_error pointed to by argument `index`."""
    def check(result, func, args):
        if result < 0:
            err = args[index]
            raise status_error(result,
                               *_detail(err and err.contents, result))
        return result
    return check


def _raise_plain(result, func, args):
    """errcheck: on a negative result raise without details."""
    if result < 0:
        raise status_error(result)
    return result


# ---------------------------------------------------------------------------
# Declarations: name, result type, argument types, error check.
# Every function of include/variantchess.h is here once (tests/test_game.py
# checks).

_int, _uint, _size, _str = (ctypes.c_int, ctypes.c_uint, ctypes.c_size_t,
                            ctypes.c_char_p)
_buf = ctypes.c_char_p  # caller-owned output buffer (create_string_buffer)
_ERR = ctypes.POINTER(CError)
_OUT = [_buf, _size, SIZE_P]  # a caller buffer, its size, the size needed
_GAME_PP, _VARIANT_PP = ctypes.POINTER(GAME_P), ctypes.POINTER(VARIANT_P)
_MOVE_P, _INFO_P = ctypes.POINTER(MOVE), ctypes.POINTER(MoveInfo)
_plain = _raise_plain
_SET_P = ctypes.c_void_p  # vchess_variant_set * (not wrapped yet)
_READER_P = ctypes.c_void_p  # vchess_pgn_reader * (variantchess.pgn)

_FUNCTIONS = [
    ("vchess_strerror", _str, [_int], None),
    ("vchess_status_name", _str, [_int], None),
    ("vchess_version", _uint, [], None),
    ("vchess_version_string", _str, [], None),
    ("vchess_builtin_count", _size, [], None),
    ("vchess_builtin_name", _str, [_size], None),
    ("vchess_variant_builtin", _int, [_VARIANT_PP, _str, _ERR],
     _raise_with_error_struct(2)),
    ("vchess_variant_ref", None, [VARIANT_P], None),
    ("vchess_variant_unref", None, [VARIANT_P], None),
    ("vchess_variant_name", _str, [VARIANT_P], None),
    ("vchess_variant_set_load", _int,
     [ctypes.POINTER(_SET_P), _str, _str, ctypes.c_void_p, _ERR],
     _raise_with_error_struct(4)),
    ("vchess_load_options_init", _int,
     [ctypes.POINTER(LoadOptions), _uint], _plain),
    ("vchess_variant_set_load_ext", _int,
     [ctypes.POINTER(_SET_P), _str, _str, ctypes.POINTER(LoadOptions), _ERR],
     _raise_with_error_struct(4)),
    ("vchess_variant_set_free", None, [_SET_P], None),
    ("vchess_variant_set_count", _int, [SIZE_P, _SET_P], _plain),
    ("vchess_variant_set_name", _str, [_SET_P, _size], None),
    ("vchess_variant_set_get", _int, [_VARIANT_PP, _SET_P, _str, _ERR],
     _raise_with_error_struct(3)),
    ("vchess_variant_set_warning_count", _int, [SIZE_P, _SET_P], _plain),
    ("vchess_variant_set_warning", _str, [_SET_P, _size], None),
    ("vchess_variant_start_fen", _str, [VARIANT_P], None),
    ("vchess_variant_board_kind", _int, [INT_P, VARIANT_P], _plain),
    ("vchess_variant_board_size", _int, [INT_P, INT_P, INT_P, VARIANT_P],
     _plain),
    ("vchess_variant_cell_count", _int, [INT_P, VARIANT_P], _plain),
    ("vchess_variant_cell_name", _str, [VARIANT_P, _int], None),
    ("vchess_variant_cell_index", _int, [INT_P, VARIANT_P, _str], _plain),
    ("vchess_variant_cell_polygon", _int,
     [ctypes.POINTER(ctypes.c_double), _size, SIZE_P, VARIANT_P, _int],
     _plain),
    ("vchess_variant_cell_centre", _int,
     [ctypes.POINTER(ctypes.c_double), ctypes.POINTER(ctypes.c_double),
      VARIANT_P, _int], _plain),
    ("vchess_variant_cell_shade", _int, [INT_P, VARIANT_P, _int], _plain),
    ("vchess_variant_piece_count", _int, [INT_P, VARIANT_P], _plain),
    ("vchess_variant_has_drops", _int, [INT_P, VARIANT_P], _plain),
    ("vchess_variant_piece_letter", _int,
     [ctypes.POINTER(ctypes.c_char), VARIANT_P, _int], _plain),
    ("vchess_variant_piece_name", _str, [VARIANT_P, _int], None),
    ("vchess_variant_max_moves", _int, [SIZE_P, VARIANT_P], _plain),
    ("vchess_variant_fen_max", _int, [SIZE_P, VARIANT_P], _plain),
    ("vchess_variant_describe_cell", _int, _OUT + [VARIANT_P, _int], _plain),
    ("vchess_variant_definition_text", _int, _OUT + [VARIANT_P], _plain),
    ("vchess_variant_piece_targets", _int,
     [INT_P, _size, SIZE_P, VARIANT_P, _int, _int, _int], _plain),
    ("vchess_variant_start_fen_960", _int, _OUT + [VARIANT_P, ctypes.c_long],
     _plain),
    ("vchess_variant_random_fen_960", _int,
     _OUT + [VARIANT_P, ctypes.c_ulonglong], _plain),
    ("vchess_move_from", _int, [MOVE], None),
    ("vchess_move_to", _int, [MOVE], None),
    ("vchess_game_options_init", _int, [ctypes.POINTER(GameOptions), _uint],
     _plain),
    ("vchess_game_create", _int,
     [_GAME_PP, VARIANT_P, _str, ctypes.POINTER(GameOptions), _ERR],
     _raise_with_error_struct(4)),
    ("vchess_game_new", _int, [_GAME_PP, _str, _str], _plain),
    ("vchess_game_copy", _int, [_GAME_PP, GAME_P], _plain),
    ("vchess_game_free", None, [GAME_P], None),
    ("vchess_game_variant", VARIANT_P, [GAME_P], None),
    ("vchess_game_set_fen", _int, [GAME_P, _str, _ERR],
     _raise_with_error_struct(2)),
    ("vchess_game_fen", _int, _OUT + [GAME_P], _plain),
    ("vchess_game_side_to_move", _int, [INT_P, GAME_P], _plain),
    ("vchess_game_in_check", _int, [INT_P, GAME_P], _plain),
    ("vchess_game_piece_at", _int, [ctypes.POINTER(ctypes.c_char), GAME_P,
                                    _int], _plain),
    ("vchess_game_hand_count", _int, [INT_P, GAME_P, ctypes.c_char],
     _plain),
    ("vchess_game_legal_moves", _int, [_MOVE_P, _size, SIZE_P, GAME_P],
     _plain),
    ("vchess_game_legal_move_infos", _int, [_INFO_P, _size, SIZE_P, GAME_P],
     _plain),
    ("vchess_game_legal_move_texts", _int,
     _OUT + [_MOVE_P, _size, SIZE_P, GAME_P, _int], _plain),
    ("vchess_game_is_legal", _int, [INT_P, GAME_P, MOVE], _plain),
    ("vchess_game_move_info", _int, [_INFO_P, GAME_P, MOVE], _plain),
    ("vchess_game_move_gate", _int,
     [ctypes.POINTER(ctypes.c_char), INT_P, GAME_P, MOVE], _plain),
    ("vchess_game_push", _int, [GAME_P, MOVE], _plain),
    ("vchess_game_pop", _int, [_MOVE_P, GAME_P], _plain),
    ("vchess_game_ply", _int, [SIZE_P, GAME_P], _plain),
    ("vchess_game_history", _int, [_MOVE_P, GAME_P, _size], _plain),
    ("vchess_game_move_coord", _int, _OUT + [GAME_P, MOVE], _plain),
    ("vchess_game_move_san", _int, _OUT + [GAME_P, MOVE], _plain),
    ("vchess_game_parse_move", _int, [_MOVE_P, GAME_P, _str, _ERR],
     _raise_with_error_struct(3)),
    ("vchess_game_result", _int, [INT_P, INT_P, GAME_P], _plain),
    ("vchess_game_claim", _int, [INT_P, GAME_P], _plain),
    ("vchess_game_perft", _int, [U64_P, GAME_P, _uint], _plain),
    ("vchess_game_perft_divide", _int,
     [_MOVE_P, U64_P, _size, SIZE_P, U64_P, GAME_P, _uint], _plain),
    ("vchess_perft_options_init", _int,
     [ctypes.POINTER(PerftOptions), _uint], _plain),
    ("vchess_game_perft_deep", _int,
     [U64_P, GAME_P, _uint, ctypes.POINTER(PerftOptions), _ERR],
     _raise_with_error_struct(4)),
    ("vchess_game_perft_split", _int,
     [GAME_P, _uint, PERFT_ITEM_FN, ctypes.c_void_p, _ERR],
     _raise_with_error_struct(4)),
    ("vchess_game_pgn", _int, _OUT + [GAME_P], _plain),
    ("vchess_game_from_pgn", _int, [_GAME_PP, SIZE_P, _str, _ERR],
     _raise_with_error_struct(3)),
    ("vchess_svg_options_init", _int, [ctypes.POINTER(SvgOptions), _uint],
     _plain),
    ("vchess_game_svg", _int, _OUT + [GAME_P, ctypes.POINTER(SvgOptions)],
     _plain),
    ("vchess_searcher_create", _int,
     [ctypes.POINTER(SEARCHER_P), _size, ctypes.c_void_p, _ERR],
     _raise_with_error_struct(3)),
    ("vchess_searcher_free", None, [SEARCHER_P], None),
    ("vchess_searcher_stop", None, [SEARCHER_P], None),
    ("vchess_searcher_clear", _int, [SEARCHER_P], _plain),
    ("vchess_searcher_set_threads", _int, [SEARCHER_P, _int, _ERR],
     _raise_with_error_struct(2)),
    ("vchess_search_limits_init", _int,
     [ctypes.POINTER(SearchLimits), _uint], _plain),
    ("vchess_searcher_run", _int,
     [ctypes.POINTER(SearchInfo), SEARCHER_P, GAME_P,
      ctypes.POINTER(SearchLimits), _ERR], _raise_with_error_struct(4)),
    # ---- game records (1.1) ----
    ("vchess_game_tag", _int, [ctypes.POINTER(_str), GAME_P, _str], _plain),
    ("vchess_game_tag_count", _int, [SIZE_P, GAME_P], _plain),
    ("vchess_game_tag_at", _int,
     [ctypes.POINTER(_str), ctypes.POINTER(_str), GAME_P, _size], _plain),
    ("vchess_game_set_tag", _int, [GAME_P, _str, _str], _plain),
    ("vchess_game_remove_tag", _int, [GAME_P, _str], _plain),
    ("vchess_game_counters", _int,
     [ctypes.POINTER(_uint), ctypes.POINTER(_uint), GAME_P], _plain),
    ("vchess_game_ep_cell", _int, [INT_P, GAME_P], _plain),
    ("vchess_game_castling", _int, _OUT + [GAME_P], _plain),
    # ---- questions about a position (1.1) ----
    ("vchess_game_can_claim", _int, [INT_P, GAME_P, _int], _plain),
    ("vchess_game_attackers", _int, [INT_P, _size, SIZE_P, GAME_P, _int,
                                     _int], _plain),
    ("vchess_game_pin", _int, [INT_P, _size, SIZE_P, GAME_P, _int], _plain),
    ("vchess_game_royal_cell", _int, [INT_P, GAME_P, _int], _plain),
    ("vchess_game_hash", _int, [U64_P, GAME_P], _plain),
    ("vchess_game_pseudo_legal_moves", _int, [_MOVE_P, _size, SIZE_P, GAME_P],
     _plain),
    ("vchess_pgn_reader_create", _int,
     [ctypes.POINTER(_READER_P), ctypes.c_char_p, _size, ctypes.c_void_p,
      _ERR], _raise_with_error_struct(4)),
    ("vchess_pgn_reader_free", None, [_READER_P], None),
    ("vchess_pgn_reader_add_variants", _int, [_READER_P, ctypes.c_void_p],
     _plain),
    ("vchess_pgn_reader_next", _int, [_GAME_PP, _READER_P, _ERR],
     _raise_with_error_struct(2)),
    ("vchess_pgn_reader_game_number", _int,
     [ctypes.POINTER(ctypes.c_ulong), _READER_P], _plain),
    ("vchess_pgn_reader_warning_count", _int, [SIZE_P, _READER_P], _plain),
    ("vchess_pgn_reader_warning", _int, [_ERR, _READER_P, _size], _plain),
    ("vchess_pgn_reader_variation_count", _int, [SIZE_P, _READER_P],
     _plain),
    ("vchess_pgn_reader_variation", _int,
     [SIZE_P, SIZE_P, SIZE_P, _READER_P, _size], _plain),
    ("vchess_game_note_count", _int, [SIZE_P, GAME_P], _plain),
    ("vchess_game_note_at", _int,
     [SIZE_P, ctypes.POINTER(_str), GAME_P, _size], _plain),
    # ---- the shogi family's SFEN and USI moves (1.1) ----
    ("vchess_variant_has_usi", _int, [INT_P, VARIANT_P], _plain),
    ("vchess_game_create_sfen", _int,
     [_GAME_PP, VARIANT_P, _str, ctypes.POINTER(GameOptions), _ERR],
     _raise_with_error_struct(4)),
    ("vchess_game_set_sfen", _int, [GAME_P, _str, _ERR],
     _raise_with_error_struct(2)),
    ("vchess_game_sfen", _int, _OUT + [GAME_P], _plain),
    ("vchess_game_move_usi", _int, _OUT + [GAME_P, MOVE], _plain),
    ("vchess_game_parse_usi", _int, [_MOVE_P, GAME_P, _str, _ERR],
     _raise_with_error_struct(3)),
]


def _missing(name, path):
    def stub(*args):
        raise UnsupportedError(message="%s is not in %s (an older "
                               "library?)" % (name, path))
    stub.__name__ = name
    return stub


def declare(lib, path):
    """A namespace with every function of _FUNCTIONS declared on `lib`
    (stubs raising UnsupportedError for those `lib` lacks)."""
    functions = SimpleNamespace()
    for name, restype, argtypes, errcheck in _FUNCTIONS:
        if not hasattr(lib, name):
            setattr(functions, name, _missing(name, path))
            continue
        func = getattr(lib, name)
        func.restype = restype
        func.argtypes = argtypes
        if errcheck is not None:
            func.errcheck = errcheck
        setattr(functions, name, func)
    return functions


def unchecked(name, converted=True):
    """A second declaration of C function `name`, without the error
    check, for the hot paths (legal moves, push, pop), which check the
    status themselves: ``if status < 0: raise status_error(status)``.
    With converted=False it has no argument types either: the caller
    passes ctypes objects of the right types (nothing is converted)."""
    if not hasattr(LIB, name):
        return _missing(name, LIBRARY_PATH)
    func = LIB[name]  # a new function object, apart from C's
    checked = getattr(C, name)
    func.restype = checked.restype
    if converted:
        func.argtypes = checked.argtypes
    return func


def output_string(call, size=64):
    """Text a library function writes into a caller buffer: call(buf,
    size, needed_p), retried once with the size the library asks for."""
    for _ in range(2):
        buf = ctypes.create_string_buffer(size)
        needed = ctypes.c_size_t(0)
        try:
            call(buf, size, ctypes.byref(needed))
            return buf.value.decode("utf-8")
        except BufferTooSmallError:
            if needed.value <= size:
                raise
            size = needed.value
    raise Error(message="the library kept asking for a larger buffer")


def status_codes():
    """{status name: code} of every status the library knows."""
    codes = {}
    for code in range(0, -256, -1):
        name = C.vchess_status_name(code)
        if name is None:
            break
        codes[name.decode("ascii")] = code
    return codes


LIB, LIBRARY_PATH = load_library()
C = declare(LIB, LIBRARY_PATH)
STATUS = status_codes()
