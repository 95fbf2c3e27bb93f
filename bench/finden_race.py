"""Random classic 5er Finden races at full count: bots and random humans, every step refereed.

    python bench/finden_race.py              # 2,000 games
    python bench/finden_race.py --games 300

Plays the games of ``tests/finden_race.py`` (seeds from ``--first``), each watched step by step
against ``tests/finden_referee.py`` and its record replayed at the end (every 10th also in the
middle of a search). Prints the games played, their tables, seat kinds and the CPU time per game;
any broken rule stops it with the seed and the assertion.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from finden_race import play_race  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--first", type=int, default=0, help="first seed")
    args = parser.parse_args()
    began = time.process_time()
    kinds, tables = Counter(), Counter()
    for seed in range(args.first, args.first + args.games):
        try:
            game, seats = play_race(seed, replay_mid_game=seed % 10 == 0)
        except AssertionError as broken:
            raise SystemExit(f"FAIL seed {seed}: {broken}") from None
        kinds.update(seats)
        tables[game.players] += 1
    cpu = time.process_time() - began
    print(f"{args.games} games, tables {dict(sorted(tables.items()))}, seats {dict(kinds)}: "
          f"{1000 * cpu / args.games:.1f} ms CPU a game. PASS")


if __name__ == "__main__":
    main()
