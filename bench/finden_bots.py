"""Benchmark: 5er Finden bot strength over 20 seeded bot-only classic games.

Each game seats hard, easy, medium, easy (white side, own boards; seat order rotates the levels
so no board favours one level). Prints the mean total per level and the time per game, and ends
with ``hard_minus_easy: <v>`` (the mean total margin). Run: ``python -m bench.finden_bots``.
"""

from __future__ import annotations

import statistics
import time

from game.ai.finden import simulate
from game.rules.finden import ClassicOptions

GAMES = 20
LEVELS = ("hard", "easy", "medium", "easy")


def main() -> None:
    totals: dict[str, list[int]] = {"easy": [], "medium": [], "hard": []}
    wins: dict[str, float] = dict.fromkeys(totals, 0.0)
    seconds = []
    for seed in range(GAMES):
        levels = LEVELS[seed % 4:] + LEVELS[:seed % 4]
        start = time.perf_counter()
        game = simulate(levels, seed, ClassicOptions(side="white"))
        seconds.append(time.perf_counter() - start)
        for level, total in zip(levels, game.totals(), strict=True):
            totals[level].append(total)
        winners = game.ranking().winners
        for seat in winners:
            wins[levels[seat]] += 1 / len(winners)
    for level, values in totals.items():
        print(f"{level:6s} mean {statistics.mean(values):5.1f}  sd {statistics.stdev(values):4.1f}  "
              f"wins {wins[level]:4.1f}/{GAMES}")
    print(f"seconds_per_game: {statistics.mean(seconds):.2f} (4 bots, 120 steps/s, no display)")
    print(f"hard_minus_easy: {statistics.mean(totals['hard']) - statistics.mean(totals['easy']):.1f}")


if __name__ == "__main__":
    main()
