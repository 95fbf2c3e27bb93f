"""Bot strength and decision time for one turn-based game: ``python bench/ai.py bingo|fishing|garum``.

Per game it imports ``game.rules.<game>`` (``new_game``) and ``game.ai.<game>`` (``make_bot(level,
seed)``, ``LEVELS``). Each level plays ``--games`` seeded games in one seat (rotating) against
easy bots in all the others, spread over every core. It prints, per level, the median decision
time and the win rate with its 95 % interval (a shared win counts as a fraction), then the wall
time, and ends with ``<game> hard_vs_easy_winrate: <v>``.
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import decide  # noqa: E402


def play_one(
    task: tuple[str, str, int, int, int],
) -> tuple[str, float, list[float], list[float], list[float]]:
    """One game: ``level`` in seat ``index % players``, easy bots elsewhere. Returns the level, the
    tested seat's win share, and its decisions' wall times, CPU times, and CPU times of the
    decisions with a real choice (more than one legal action)."""
    game, level, index, players, base_seed = task
    rules = importlib.import_module(f"game.rules.{game}")
    ai = importlib.import_module(f"game.ai.{game}")
    seed = base_seed + index
    state = rules.new_game(players, seed=seed)
    tested = index % players
    bots = [ai.make_bot(level if seat == tested else "easy", seed * 10 + seat) for seat in range(players)]
    times, cpu_times, choice_times = [], [], []
    while not state.is_over():
        for seat in state.to_move():
            if state.is_over() or seat not in state.to_move():
                continue
            view = state.view(seat)
            start, start_cpu = time.perf_counter(), time.process_time()
            action = decide(bots[seat], view, seat)
            elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if seat == tested:
                times.append(elapsed)
                cpu_times.append(cpu)
                if len(state.legal_actions(seat)) > 1:
                    choice_times.append(cpu)
            state.apply(seat, action)
    winners = state.winners()
    share = 1.0 / len(winners) if tested in winners else 0.0
    return level, share, times, cpu_times, choice_times


def interval(shares: list[float]) -> tuple[float, float, float]:
    """Mean and normal-approximation 95 % interval of the win shares."""
    mean = statistics.fmean(shares)
    sd = statistics.stdev(shares) if len(shares) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(shares))
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def ms(values: list[float], pick=statistics.median) -> str:
    return f"{pick(values) * 1000:.1f} ms" if values else "-"


def main() -> None:
    if sys.argv[1:2] == ["garum"]:  # Garum has its own bench with --vs and --table
        from bench.ai_garum import main as garum_main

        garum_main(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=300, help="games per level")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=20_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--levels", default="", help="comma-separated subset of the levels")
    args = parser.parse_args()

    ai = importlib.import_module(f"game.ai.{args.game}")
    levels = [lv for lv in args.levels.split(",") if lv] or list(ai.LEVELS)
    tasks = [(args.game, lv, i, args.players, args.seed) for lv in levels for i in range(args.games)]
    results: dict[str, list] = {lv: [[], [], [], []] for lv in levels}
    start = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for level, share, *timings in pool.imap_unordered(play_one, tasks, chunksize=1):
            results[level][0].append(share)
            for bucket, values in zip(results[level][1:], timings, strict=True):
                bucket.extend(values)
    wall = time.perf_counter() - start

    fair = 1.0 / args.players
    print(
        f"{args.game}: {args.games} games per level, {args.players} players, one tested seat "
        f"against easy bots, {args.workers} workers; a fair share is {fair:.3f}"
    )
    print("  decision times: CPU time of the deciding process (what the bot costs; unaffected by other")
    print("  programs sharing the cores) and wall time (what a player waits on this machine now)")
    rates = {}
    for level in levels:
        shares, times, cpu_times, choice_times = results[level]
        mean, low, high = interval(shares)
        rates[level] = mean
        print(f"  {level:>6}: win rate {mean:.3f} (95% {low:.3f}-{high:.3f}) over {len(shares)} games")
        print(
            f"          decision median {ms(cpu_times)} CPU, {ms(choice_times)} CPU with a real choice, "
            f"{ms(times)} wall; max {ms(cpu_times, max)} CPU over {len(times)} decisions"
        )
    print(f"wall time {wall:.1f} s")
    print(f"{args.game} hard_vs_easy_winrate: {rates.get('hard', float('nan')):.3f}")


if __name__ == "__main__":
    main()
