"""What every game's blunder bench shares: ask each level at the traps of seeded bot games, and
print and store what they got wrong (``bench/fishing_blunders.py``; Garum's and Bingo's benches
can use the same two steps).

A *trap* is a position where some legal move is a blunder by the game's look-ahead. The table's
own bots play the game on; at each trap every level's bot (its repair off, which the caller sees
to) is asked from the seat's view. Each trap is kept with the game's record up to it, the seat,
the silly move (``played``: the first level's that fell into it, else the first on offer), the
levels that fell into it (``fell``; ``level``: the first, or None) and the move the look-ahead
prefers: the entries of ``tests/data/<game>_blunders.json``, which every level must avoid. The
file keeps every trap a level fell into and the first ``--others`` of each kind none did.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path

from game.ai.base import Bot, decide
from game.rules.base import Action, TurnState, to_json

Judge = Callable[[TurnState, int, Action], "str | None"]  # blunder(view, seat, action): its kind
Better = Callable[[TurnState, int, Action], Action]  # better(view, seat, action): the move instead
Traps = Callable[[TurnState, int], list[Action]]  # traps(view, seat): the legal moves that blunder


def scan_game(state: TurnState, table: list[Bot], levels: Mapping[str, Callable[[], Bot]],
              traps: Traps, blunder: Judge, better: Better, asked: Counter) -> list[dict]:
    """Play ``state`` to its end with ``table`` (one bot a seat); keep each trap and ask every
    level there (``levels``: a fresh bot of each). ``asked`` counts the traps per level."""
    found = []
    while not state.is_over():
        seat = state.to_move()[0]
        view = state.view(seat)
        silly = traps(view, seat)
        if silly:
            played, fell = silly[0], []
            for level, make in levels.items():
                asked[level] += 1
                choice = decide(make(), view, seat)
                if blunder(view, seat, choice) is not None:
                    played = choice if not fell else played
                    fell.append(level)
            expected = better(view, seat, played)
            found.append({"level": fell[0] if fell else None, "fell": fell,
                          "kind": blunder(view, seat, played), "record": state.to_record(), "seat": seat,
                          "played": to_json(played), "expected": to_json(expected)})
        state.apply(seat, decide(table[seat], view, seat))
    return found


def arguments(description: str, games: int, seed: int, others: bool = True) -> argparse.Namespace:
    """A blunder bench's options; ``others``: it keeps traps no level fell into (``kept``)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--write", action="store_true", help="store the positions in the test data file")
    parser.add_argument("--add", action="store_true", help="with --write: keep the positions already there")
    if others:
        parser.add_argument("--others", type=int, default=4, help="traps of each kind none fell into to keep")
    return parser.parse_args()


def kept(found: list[dict], others: int) -> list[dict]:
    """Every trap a level fell into, and the first ``others`` of each kind that none did."""
    count: Counter = Counter()
    chosen = []
    for entry in found:
        if not entry["fell"]:
            count[entry["kind"]] += 1
        if entry["fell"] or count[entry["kind"]] <= others:
            chosen.append(entry)
    return chosen


def as_lines(entries: list[dict]) -> str:
    """The entries as a JSON list, one entry a line (a record spread over lines runs to megabytes)."""
    return "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in entries) + "\n]\n"


def report(found: list[dict], asked: Counter, args: argparse.Namespace, data: Path) -> None:
    """Print the traps per kind and the levels that fell into them; store them with ``--write``."""
    print(f"{len(found)} traps in {args.games} games (seeds {args.seed}+)")
    for kind, n in sorted(Counter(f["kind"] for f in found).items()):
        print(f"  {n:3d} x {kind}")
    for level, n in asked.items():
        fell = Counter(f["kind"] for f in found if level in f["fell"])
        print(f"  {level:>6}: asked at {n} traps, fell into {sum(fell.values())}: {dict(fell)}")
    if args.write:
        store(kept(found, args.others), data, args.add)


def store(entries: list[dict], data: Path, add: bool) -> None:
    """Write ``entries`` to the blunder file ``data`` (after those already there with ``add``)."""
    data.parent.mkdir(exist_ok=True)
    before = json.loads(data.read_text()) if add and data.exists() else []
    data.write_text(as_lines(before + entries))
    print(f"{len(entries)} positions written to {data}")
