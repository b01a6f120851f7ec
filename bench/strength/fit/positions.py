#!/usr/bin/env python3
"""positions.py - positions of fast self-play games, one FEN a line.

    python3 positions.py VARIANT GAMES OUT [ENGINE]

ENGINE is a match.py player (default `vchess:nodes=3000`); each game
opens with 4 to 12 random plies (seeded), then the engine plays both
sides until the game ends, a side's score passes 15 pawns, or 300 plies.
Positions where the side to move is in check are left out.  Needs the
built library, as match.py does.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import match  # noqa: E402
import variantchess  # noqa: E402


def main():
    variant, games, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    engine = match.UciPlayer(sys.argv[4] if len(sys.argv) > 4
                             else "vchess:nodes=3000")
    rng = random.Random(42)
    with open(out, "w") as f:
        for _ in range(games):
            game, moves = variantchess.Game(variant), []
            engine.new_game(variant)
            opening = rng.randint(4, 12)
            while not game.result().over and len(moves) < 300:
                if len(moves) < opening:
                    m = rng.choice(game.legal_moves())
                else:
                    m = engine.move(game, moves)
                    if engine.score is not None and abs(engine.score) > 1500:
                        break
                moves.append(str(game.push(m)))
                if len(moves) >= opening and not game.is_check():
                    f.write(game.fen() + "\n")
    engine.close()


if __name__ == "__main__":
    sys.exit(main())
