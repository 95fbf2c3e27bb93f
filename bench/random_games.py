"""The suite's seeded random games of Fishing, Bingo and Garum at their full count.

The tests play a sample (the first seeds of each table: ``GAMES`` in ``tests/test_fishing_random.py``,
``tests/test_fishing_sound.py`` and ``tests/test_bingo_random.py``, a quarter of ``FULL_TABLES`` in
``tests/test_garum.py``) so the suite runs in minutes; this plays the full counts, the counts the
suite played before, with the same checks at every step (cards kept, scores recomputed from the
events, the watches of ``tests/invariants.py``, clone, view and record round trips; the sound
playout's moves against the heuristic player's).

    python bench/random_games.py            # 1,020 Fishing, 2,040 Bingo and 1,000 Garum games
    python bench/random_games.py --only fishing

One line per table: games played, CPU seconds; then PASS, or the first failure's traceback.
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import test_bingo_random  # noqa: E402
import test_fishing_random  # noqa: E402
import test_fishing_sound  # noqa: E402
import test_garum  # noqa: E402


def tables(only: str | None):
    """(name, games, play) for every table the two tests cover, at the full count."""
    if only in (None, "fishing"):
        for players, games in sorted(test_fishing_random.FULL_GAMES.items()):
            play = partial(test_fishing_random.play_random_games, players, games)
            yield f"fishing {players} players", games, play
        for players in (3, 4, 5):  # the sound playout's differential tests, over heuristic games
            games = test_fishing_sound.FULL_GAMES
            for check in (test_fishing_sound.odds_agree, test_fishing_sound.sound_playout_agrees):
                yield f"fishing {check.__name__} {players} players", games, partial(check, players, games)
    if only in (None, "bingo"):
        games = test_bingo_random.FULL_GAMES // 6
        for players in (3, 4, 5):
            for trump in (False, True):
                play = partial(test_bingo_random.play_random_games, players, trump, games)
                yield f"bingo {players} players{' with trump' if trump else ''}", games, play
    if only in (None, "garum"):
        for players, games, options in test_garum.FULL_TABLES:
            play = partial(test_garum.play_random_games, players, games, options)
            yield f"garum {players} players {options or ''}".rstrip(), games, play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("fishing", "bingo", "garum"))
    args = parser.parse_args()
    for name, games, play in tables(args.only):
        began = time.process_time()
        play()
        print(f"{name}: {games} games, {time.process_time() - began:.1f} s CPU", flush=True)
    print("PASS")


if __name__ == "__main__":
    main()
