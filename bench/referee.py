"""The random-play watches at full count: clean engines pass, every planted bug is caught.

    python bench/referee.py               # 300 games per player count and mutant
    python bench/referee.py --games 50

For Fishing and Bingo (with trump), plays ``--games`` seeded random games per player count (3, 4,
5) under the watches of ``tests/invariants.py`` (refereed by ``tests/referee.py``) on the real
engine, then with each mutant of ``tests/watch_mutants.py`` planted. One line each: games
failed out of games played, and the first message. Passes when the clean engines fail none and
each mutant is caught at least once.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from watch_mutants import MUTANTS, planted, watched_game  # noqa: E402

PLAYERS = (3, 4, 5)


def failures(game: str, games: int) -> tuple[int, str]:
    """Games of ``game`` (per player count) whose watch failed, and the first message."""
    failed, first = 0, ""
    for seed in range(games):
        for players in PLAYERS:
            try:
                watched_game(game, players, seed)
            except AssertionError as caught:
                failed += 1
                first = first or str(caught).splitlines()[0][:120]
    return failed, first


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per player count")
    args = parser.parse_args()
    played = args.games * len(PLAYERS)
    ok = True
    for game in ("fishing", "bingo"):
        began = time.perf_counter()
        failed, first = failures(game, args.games)
        ok &= failed == 0
        print(f"{game} real engine: {failed} of {played} games failed ({time.perf_counter() - began:.1f} s)"
              + (f": {first}" if first else ""), flush=True)
    for name, (game, *_) in MUTANTS.items():
        began = time.perf_counter()
        with planted(name):
            failed, first = failures(game, args.games)
        ok &= failed > 0
        print(f"{name}: caught in {failed} of {played} games ({time.perf_counter() - began:.1f} s): {first}",
              flush=True)
    print("PASS" if ok else "FAIL")


if __name__ == "__main__":
    main()
