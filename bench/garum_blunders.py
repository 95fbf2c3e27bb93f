"""Scan bot games for Garum blunders: ``python bench/garum_blunders.py --games 40 --write``.

Every level plays seeded games against the others with its blunder repair off
(``garum_blunder.REPAIR``); each move of theirs that ``garum_blunder.blunder`` flags is kept with
the game's record up to it, the seat, the move played and the move the look-ahead prefers. It
prints the count per level and kind; ``--write`` stores the positions in
``tests/data/garum_blunders.json`` (``--add``: after those already there), which
``tests/test_garum_blunders.py`` plays every level on. Run on an older tree, it keeps the positions
its bots got wrong (the file's first ones came from the bots before issue 53's fixes).
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import blunder_scan  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.garum import blunder as garum_blunder  # noqa: E402
from game.ai.garum import bot as ai  # noqa: E402
from game.ai.garum.fast import FastGarum  # noqa: E402
from game.rules import garum  # noqa: E402
from game.rules.base import to_json  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "garum_blunders.json"
TABLES = (("easy", "medium", "easy", "medium"), ("medium", "hard", "easy", "medium"),
          ("easy", "easy", "hard", "medium"))


def scan(games: int, seed: int, sides: tuple[str, ...]) -> list[dict]:
    garum_blunder.REPAIR = False
    found = []
    for index in range(games):
        side = sides[index % len(sides)]
        players = (4, 3, 2)[index % 3]
        levels = TABLES[index % len(TABLES)][:players]
        state = garum.new_game(players, seed=seed + index, side=side)
        bots = [ai.make_bot(level, (seed + index) * 10 + s) for s, level in enumerate(levels)]
        while not state.is_over():
            (seat,) = state.to_move()
            view = state.view(seat)
            action = decide(bots[seat], view, seat)
            kind = garum_blunder.blunder(view, seat, action)
            if kind is not None:
                fast = FastGarum.from_state(view)
                expected = garum_blunder.better(fast, seat, fast.legal_actions(seat))
                found.append({"level": levels[seat], "kind": kind, "record": state.to_record(), "seat": seat,
                              "played": to_json(action), "expected": to_json(expected)})
            state.apply(seat, action)
    garum_blunder.REPAIR = True
    return found


def main() -> None:
    args = blunder_scan.arguments(__doc__.splitlines()[0], games=30, seed=500_000, others=False)
    found = scan(args.games, args.seed, ("troia", "baelo"))
    counts = Counter((f["level"], f["kind"]) for f in found)
    print(f"{len(found)} blunders in {args.games} games (seeds {args.seed}+)")
    for (level, kind), n in sorted(counts.items()):
        print(f"  {level:>6}: {n:3d} x {kind}")
    if args.write:
        blunder_scan.store(found, DATA, args.add)


if __name__ == "__main__":
    main()
