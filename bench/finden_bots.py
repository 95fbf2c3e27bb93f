"""Benchmark: 5er Finden bots' pace per level, then their strength in seeded bot-only games.

Pace: each level searches alone (timer never running) for ``--rolls`` seeded rolls over the grey
and white boards; it prints the median seconds from the roll to the first five, between fives, and
to the flip, and the fives found. Strength: ``--games`` classic games seating hard, easy, medium,
easy (white side; seat order rotates the levels so no board favours one). Ends with
``hard_minus_easy: <v>`` (the mean total margin). Run: ``python -m bench.finden_bots``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game.ai.finden.bot import PROFILES, FindenBot, simulate
from game.rules.finden import ClassicOptions, Flip
from game.rules.finden.dice import roll_dice
from game.rules.finden.levels import load_board, load_shape_values

LEVELS = ("hard", "easy", "medium", "easy")
BOARDS = ("grey", "white1", "white2", "white3", "white4")
HZ = 120


def pace(level: str, rolls: int) -> tuple[list[float], list[float], list[float], list[int]]:
    """Seconds to the first five, between fives, to the flip; fives per roll."""
    values = load_shape_values().classic
    firsts, gaps, flips, found = [], [], [], []
    for i in range(rolls):
        bot = FindenBot(level, i)
        bot.start_round(load_board(BOARDS[i % len(BOARDS)]), roll_dice(random.Random(i)).faces, 1, values, HZ)
        outlines, times = [], []
        for step in range(HZ * 120):
            actions = bot.update(outlines, True, False)
            if actions and isinstance(actions[0], Flip):
                flips.append(step / HZ)
                break
            if actions:
                outlines.append(actions[0].cells)
                times.append(step / HZ)
        found.append(len(times))
        firsts += times[:1]
        gaps += [b - a for a, b in zip(times, times[1:], strict=False)]
    return firsts, gaps, flips, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rolls", type=int, default=60)
    parser.add_argument("--games", type=int, default=20, help="strength games (0: the pace alone)")
    args = parser.parse_args()

    print(f"pace: each level alone, {args.rolls} rolls, medians in seconds of game time")
    for level in PROFILES:
        firsts, gaps, flips, found = pace(level, args.rolls)
        print(f"  {level:6s} first five {statistics.median(firsts):5.1f} s  next five "
              f"{statistics.median(gaps):5.1f} s  flip {statistics.median(flips):5.1f} s  "
              f"fives {statistics.mean(found):.1f}")

    if args.games:
        strength(args.games)


def strength(games: int) -> None:
    totals: dict[str, list[int]] = {"easy": [], "medium": [], "hard": []}
    wins: dict[str, float] = dict.fromkeys(totals, 0.0)
    seconds = []
    for seed in range(games):
        levels = LEVELS[seed % 4:] + LEVELS[:seed % 4]
        start = time.perf_counter()
        game = simulate(levels, seed, ClassicOptions(side="white"))
        seconds.append(time.perf_counter() - start)
        for level, total in zip(levels, game.totals(), strict=True):
            totals[level].append(total)
        winners = game.ranking().winners
        for seat in winners:
            wins[levels[seat]] += 1 / len(winners)
    print(f"strength: {games} games, seats hard, easy, medium, easy (rotated), white side")
    for level, values in totals.items():
        print(f"  {level:6s} mean {statistics.mean(values):5.1f}  sd {statistics.stdev(values):4.1f}  "
              f"wins {wins[level]:4.1f}/{games}")
    print(f"seconds_per_game: {statistics.mean(seconds):.2f} (4 bots, {HZ} steps/s, no display)")
    print(f"hard_minus_easy: {statistics.mean(totals['hard']) - statistics.mean(totals['easy']):.1f}")


if __name__ == "__main__":
    main()
