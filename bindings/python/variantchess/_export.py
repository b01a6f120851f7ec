"""Visitors of a game's tree, in python-chess's shape (internal module;
import the names from ``variantchess.pgn``): ``BaseVisitor``, whose
methods a visitor overrides, and ``StringExporter``, which writes PGN in
the standard's export format (lines of at most 79 characters, move
numbers for white's moves and for black's after a break)."""


class BaseVisitor(object):
    """Called by ``accept()``: begin_game, begin_headers, visit_header
    per tag, end_headers, then per move visit_move(board, move) with the
    board before it, its visit_nag and visit_comment, variations between
    begin_variation and end_variation, visit_result, end_game; result()
    is what accept() returns."""

    def begin_game(self):
        pass

    def begin_headers(self):
        pass

    def visit_header(self, tagname, tagvalue):
        pass

    def end_headers(self):
        pass

    def visit_move(self, board, move):
        pass

    def visit_comment(self, comment):
        pass

    def visit_nag(self, nag):
        pass

    def begin_variation(self):
        pass

    def end_variation(self):
        pass

    def visit_result(self, result):
        pass

    def end_game(self):
        pass

    def result(self):
        return None


class StringExporter(BaseVisitor):
    """PGN text of what it visits; ``headers``, ``comments`` and
    ``variations`` False leave those out; ``columns`` is the longest
    line (None: one line of movetext)."""

    def __init__(self, *, columns=79, headers=True, comments=True,
                 variations=True):
        self.columns = columns
        self.headers, self.comments = headers, comments
        self.variations = variations
        self._tags, self._tokens = [], []
        self._depth = self._skip = 0
        self._number = True  # the next black move needs its number
        self._open = 0  # "(" to put before the next token

    def visit_header(self, tagname, tagvalue):
        if self.headers:
            self._tags.append('[%s "%s"]' % (tagname, tagvalue.replace(
                "\\", "\\\\").replace('"', '\\"')))

    def _token(self, text):
        if self._skip:
            return
        self._tokens.append("(" * self._open + text)
        self._open = 0

    def visit_move(self, board, move):
        if self._skip:
            return
        if board.turn == "white":
            self._token("%d." % board.fullmove_number)
        elif self._number:
            self._token("%d..." % board.fullmove_number)
        self._token(board.san(move))
        self._number = False

    def visit_nag(self, nag):
        self._token("$%d" % nag)

    def visit_comment(self, comment):
        if self.comments and not self._skip:
            self._token("{%s}" % comment.replace("}", ")").strip())
            self._number = True

    def begin_variation(self):
        self._depth += 1
        if not self.variations or self._skip:
            self._skip += 1
            return
        self._open += 1
        self._number = True

    def end_variation(self):
        self._depth -= 1
        if self._skip:
            self._skip -= 1
            return
        self._tokens[-1] += ")"
        self._number = True

    def visit_result(self, result):
        self._token(result)

    def _lines(self):
        lines, line = [], ""
        for token in self._tokens:
            if line and self.columns and len(line) + 1 + len(token) > \
                    self.columns:
                lines.append(line)
                line = token
            else:
                line = line + " " + token if line else token
        if line:
            lines.append(line)
        return lines

    def result(self):
        parts = []
        if self._tags:
            parts.append("\n".join(self._tags) + "\n\n")
        parts.append("\n".join(self._lines()) + "\n")
        return "".join(parts)
