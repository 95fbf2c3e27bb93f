"""Scan bot games for Trick-Taking Bingo blunders: ``python bench/bingo_blunders.py --games 300 --write``.

Every level plays seeded games against the others (3, 4 and 5 seats in turn, the trump variant on
every other game) with its blunder repair off (``bingo_blunder.REPAIR``); each move of theirs that
``bingo_blunder.blunder`` flags is kept with the game's record up to it, the seat, the move played
and the move the look-ahead prefers (``bingo_blunder.better``). It prints the decisions and the
blunders per level and kind; ``--write`` stores the positions in ``tests/data/bingo_blunders.json``
(``--add``: after those already there), which ``tests/test_bingo_blunders.py`` plays every level on.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import blunder_scan  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.bingo import blunder as bingo_blunder  # noqa: E402
from game.ai.bingo import bot as ai  # noqa: E402
from game.rules import bingo  # noqa: E402
from game.rules.base import to_json  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "bingo_blunders.json"
TABLES = (("easy", "medium", "easy", "medium", "easy"), ("medium", "hard", "easy", "medium", "easy"),
          ("easy", "easy", "hard", "medium", "medium"))


def scan(games: int, seed: int) -> tuple[list[dict], Counter]:
    """The blunders of ``games`` seeded games, and the decisions with a choice per level."""
    bingo_blunder.REPAIR = False
    found, decisions = [], Counter()
    for index in range(games):
        players = (4, 3, 5)[index % 3]
        levels = TABLES[index % len(TABLES)][:players]
        state = bingo.new_game(players, seed=seed + index, trump=index % 2 == 1)
        bots = [ai.make_bot(level, (seed + index) * 10 + s) for s, level in enumerate(levels)]
        while not state.is_over():
            for seat in state.to_move():
                view = state.view(seat)
                action = decide(bots[seat], view, seat)
                decisions[levels[seat]] += len(view.legal_actions(seat)) > 1
                kind = bingo_blunder.blunder(view, seat, action)
                if kind is not None:
                    found.append({"level": levels[seat], "kind": kind, "record": state.to_record(),
                                  "seat": seat, "played": to_json(action),
                                  "expected": to_json(bingo_blunder.better(view, seat))})
                state.apply(seat, action)
    bingo_blunder.REPAIR = True
    return found, decisions


def main() -> None:
    args = blunder_scan.arguments(__doc__.splitlines()[0], games=60, seed=800_000, others=False)
    found, decisions = scan(args.games, args.seed)
    counts = Counter((f["level"], f["kind"]) for f in found)
    print(f"{len(found)} blunders in {args.games} games (seeds {args.seed}+)")
    for level in ai.LEVELS:
        print(f"  {level:>6}: {decisions[level]} decisions with a choice")
        for (at, kind), n in sorted(counts.items()):
            if at == level:
                print(f"  {level:>6}: {n:3d} x {kind}")
    if args.write:
        blunder_scan.store(found, DATA, args.add)


if __name__ == "__main__":
    main()
