"""A/B in one run: ``python bench/ai_ab.py bingo --set game.ai.bingo.fast.BLOCK=50 --vs heuristic``.

Every seeded game is played twice, same seats and seeds: as the code stands (A) and with the
module constants of ``--set`` overridden (B; values are Python literals, several ``--set`` may be
given). The overrides apply to every player of the game, so compare against opponents that do not
read them (the heuristic players and the rival). It prints both win rates of the tested level with
their 95 % intervals and decision CPU times, then the paired difference B − A with its interval:
the two games of a pair share the deal, so their difference is far less noisy than two separate
runs. Garum takes ``--side``; other games ``--option key=value`` as in ``bench/ai.py``.
``--base`` (same form as ``--set``) overrides constants in both arms, to test a change on top of
another one not yet in the code.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import ai_garum  # noqa: E402
from bench.ai import interval, parse_options, play_one, timing  # noqa: E402


def parse_set(text: str) -> tuple[str, str, object]:
    """``game.ai.bingo.fast.BLOCK=50`` -> ("game.ai.bingo.fast", "BLOCK", 50)."""
    target, _, value = text.partition("=")
    module, _, name = target.rpartition(".")
    return module, name, ast.literal_eval(value)


def override(changes: list[tuple[str, str, object]]) -> list[tuple[object, str, object]]:
    saved = []
    for module_name, name, value in changes:
        module = importlib.import_module(module_name)
        if not hasattr(module, name):
            raise SystemExit(f"{module_name} has no {name} to override")
        saved.append((module, name, getattr(module, name)))
        setattr(module, name, value)
    return saved


def play_pair(task: tuple) -> tuple[list[float], list[list[float]], list[float]]:
    """One seeded game as A and as B: the tested seat's win shares, decision times and (Garum only)
    margins over the best rival."""
    args, index, base, changes = task
    shares, times, margins = [], [], []
    for variant in (base, base + changes):
        saved = override(variant)
        try:
            if args.game == "garum":
                *_, share, margin, spent = ai_garum.play_one(
                    (args.level, args.vs, index, args.players, args.seed, args.side))
                margins.append(margin)
            else:
                _, share, spent = play_one((args.game, args.level, args.vs, index, args.players, args.seed,
                                            parse_options(args.option)))
        finally:
            for module, name, value in reversed(saved):
                setattr(module, name, value)
        shares.append(share)
        times.append(spent)
    return shares, times, margins


def report(args, a, b, diff, a_times, b_times, margin_diff, start, flush=False) -> None:
    """Both arms' win rates and CPU, the paired difference and (Garum) the paired margin."""
    print(f"{args.game} {args.level} vs {args.players - 1} {args.vs}, {len(diff)} of {args.games} pairs; "
          f"B: {', '.join(args.set)}" + (f"; both: {', '.join(args.base)}" if args.base else ""))
    for name, shares, spent in (("A", a, a_times), ("B", b, b_times)):
        mean, low, high = interval(shares)
        print(f"  {name}: win rate {mean:.3f} (95% {low:.3f}-{high:.3f}); {timing(spent)}")
    mean = statistics.fmean(diff)
    half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff)) if len(diff) > 1 else 0.0
    changed = sum(1 for d in diff if d)
    print(f"wall time {time.perf_counter() - start:.1f} s")
    print(f"{args.game} b_minus_a: {mean:+.3f} (95% {mean - half:+.3f} to {mean + half:+.3f}; "
          f"{changed} of {len(diff)} pairs ended differently)")
    if len(margin_diff) > 1:  # Garum: the margin over the best rival, far less noisy than the win
        mean = statistics.fmean(margin_diff)
        half = 1.96 * statistics.stdev(margin_diff) / math.sqrt(len(margin_diff))
        print(f"{args.game} margin_b_minus_a: {mean:+.2f} points "
              f"(95% {mean - half:+.2f} to {mean + half:+.2f})")
    if flush:
        sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--set", action="append", default=[], help="module.NAME=value for B")
    parser.add_argument("--base", action="append", default=[], help="module.NAME=value for A and B")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--vs", default="heuristic")
    parser.add_argument("--games", type=int, default=200, help="pairs of games")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=40_000)
    parser.add_argument("--side", default="troia")
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--every", type=int, default=0, help="also report after every N pairs")
    args = parser.parse_args()
    changes = [parse_set(text) for text in args.set]
    base = [parse_set(text) for text in args.base]
    start = time.perf_counter()
    a, b, diff, a_times, b_times, margin_diff = [], [], [], [], [], []
    with multiprocessing.Pool(args.workers) as pool:
        tasks = [(args, i, base, changes) for i in range(args.games)]
        for shares, (spent_a, spent_b), margins in pool.imap_unordered(play_pair, tasks, chunksize=1):
            share_a, share_b = shares
            a.append(share_a)
            b.append(share_b)
            diff.append(share_b - share_a)
            a_times += spent_a
            b_times += spent_b
            if margins:
                margin_diff.append(margins[1] - margins[0])
            if args.every and len(diff) % args.every == 0 and len(diff) < args.games:
                report(args, a, b, diff, a_times, b_times, margin_diff, start, flush=True)
    report(args, a, b, diff, a_times, b_times, margin_diff, start)


if __name__ == "__main__":
    main()
