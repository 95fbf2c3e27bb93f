"""Scan bot games for Fishing blunders: ``python bench/fishing_blunders.py --games 40 --write``.

Seeded games of 3, 4 and 5 seats, easy and medium bots at the table (hard's two seconds a game
would cost minutes); at every position where some move is a blunder by ``fishing_blunder``'s
look-ahead (a trap), every level — hard too — is asked with its repair off
(``fishing_blunder.REPAIR``). It prints the traps per kind and the levels that fell into them;
``--write`` stores the positions in ``tests/data/fishing_blunders.json`` (``--add``: after those
already there), which ``tests/test_fishing_blunders.py`` plays every level on.
"""

from __future__ import annotations

import functools
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.blunder_scan import arguments, report, scan_game  # noqa: E402
from game.ai.fishing import blunder as fishing_blunder  # noqa: E402
from game.ai.fishing import bot as ai  # noqa: E402
from game.rules.fishing import new_game  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "fishing_blunders.json"
TABLE = ("easy", "medium", "medium", "easy", "medium")


def main() -> None:
    args = arguments(__doc__.splitlines()[0], games=30, seed=700_000)
    fishing_blunder.REPAIR = False
    found: list[dict] = []
    asked: Counter = Counter()
    for index in range(args.games):
        seed = args.seed + index
        players = (4, 3, 5)[index % 3]
        table = [ai.make_bot(TABLE[(index + s) % len(TABLE)], seed * 10 + s) for s in range(players)]
        levels = {level: functools.partial(ai.make_bot, level, seed) for level in ai.LEVELS}
        found += scan_game(new_game(players, seed=seed), table, levels, fishing_blunder.traps,
                           fishing_blunder.blunder, fishing_blunder.better, asked)
        fell = sum(f["level"] is not None for f in found)
        print(f"game {index + 1}: {len(found)} traps so far, {fell} fallen into", flush=True)
    fishing_blunder.REPAIR = True
    report(found, asked, args, DATA)


if __name__ == "__main__":
    main()
