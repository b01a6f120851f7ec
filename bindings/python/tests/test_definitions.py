"""Variants defined as text through the binding: load_variants() and
Game(name), with perft counts from Fairy-Stockfish
(tests/definition_perft.txt), and a bad text's ParseError."""

import os
import unittest

import support
import variantchess


def data_file(name):
    return support.source_file("tests", name)


class LoadVariants(unittest.TestCase):

    def test_file_and_perft(self):
        path = data_file("definition_variants.ini")
        if not os.path.exists(path):
            self.skipTest("no source tree at %s" % path)
        names = variantchess.load_variants(path)
        self.assertEqual(names, ["capa", "zoo", "six", "fivesix", "odd",
                                 "odder", "optpromo", "kingrow", "knightrow",
                                 "safeflag", "saferace", "blockedflag",
                                 "sidepawns", "shieldpawns", "blastpawns",
                                 "chiral", "sixrepeat", "handaway", "droprows",
                                 "mustdrop", "pawnpromo", "bishopsapart",
                                 "stones3", "blanks3", "gravity4",
                                 "anyside4", "square4", "gravityhouse"])
        with open(data_file("definition_perft.txt")) as f:
            for line in f:
                if line.startswith("#") or not line.strip():
                    continue
                name, depth, nodes, *rest = line.split()
                fen = " ".join(rest[1:]) if rest else None
                with self.subTest(line=line.strip()):
                    with variantchess.Game(name, fen) as game:
                        self.assertEqual(game.perft(int(depth)), int(nodes))

    def test_text(self):
        names = variantchess.load_variants("[solo:chess]\n", "inline")
        self.assertEqual(names, ["solo"])
        with variantchess.Game("solo") as game:
            self.assertEqual(game.perft(3), 8902)  # as chess

    def test_definition_text_loads_again(self):
        variantchess.load_variants(
            "files=6 ranks=6 satellite=pydiagram symmetry=mirror "
            "Pawn::::a2-f2 Knight:N:::b1,e1 Rook::::a1,f1 Queen::::c1 "
            "King::::d1 promoChoice=QRN", "page.txt")
        with variantchess.Game("pydiagram") as game:
            text = game.definition_text()
            self.assertTrue(text.startswith("[pydiagram]\n"))
            self.assertEqual(game.perft(3), 4070)  # Fairy-Stockfish's
        variantchess.load_variants(text.replace("[pydiagram]", "[again]"),
                                   "again.ini")
        with variantchess.Game("again") as game:
            self.assertEqual(game.perft(3), 4070)

    def test_error_names_line_and_key(self):
        with self.assertRaises(variantchess.ParseError) as cm:
            variantchess.load_variants("[x:chess]\nfoo = 1\n", "bad.ini")
        self.assertIn("bad.ini:2:1: unknown key 'foo'", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
