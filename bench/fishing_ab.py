"""A/B of Fishing hard settings on the same seeds: ``python bench/fishing_ab.py --variant
HAND_WORTH=3 --variant HAND_WORTH=5 --games 60 --vs heuristic``.

Each ``--variant`` is a comma-separated list of ``NAME=VALUE`` overrides of ``game.ai.fishing.bot``'s
module constants (``ITERATIONS`` takes the hard budget); every variant plays the same seeded games,
hard in one rotating seat against ``--vs`` in the others. Prints win rate with its 95 % interval and
decision CPU times per variant. Each game runs in a fresh worker, so overrides never leak.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import interval, play_one, timing  # noqa: E402
from game.ai.fishing import bot as fishing  # noqa: E402


def apply_variant(text: str) -> None:
    for pair in filter(None, text.split(",")):
        name, _, value = pair.partition("=")
        number = float(value) if value.replace(".", "", 1).lstrip("-").isdigit() else value
        if name == "ITERATIONS":
            fishing.ITERATIONS["hard"] = int(number)
        else:
            setattr(fishing, name, type(getattr(fishing, name))(number))


def one(task: tuple) -> tuple:
    variant, inner = task
    apply_variant(variant)
    _, share, times = play_one(inner)
    return variant, share, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", default=[])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--vs", default="heuristic")
    parser.add_argument("--seed", type=int, default=30_000)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    variants = args.variant or [""]
    tasks = [(v, ("fishing", "hard", args.vs, i, 4, args.seed, {}))
             for i in range(args.games) for v in variants]
    results: dict = {v: ([], []) for v in variants}
    start = time.perf_counter()
    with multiprocessing.Pool(args.workers, maxtasksperchild=1) as pool:
        for done, (variant, share, times) in enumerate(pool.imap_unordered(one, tasks, chunksize=1), 1):
            results[variant][0].append(share)
            results[variant][1].extend(times)
            if done % len(variants) == 0:
                print(f"  {done} games: " + "; ".join(f"{v or 'default'} {statistics.fmean(r[0]):.3f}"
                      for v, r in results.items() if r[0]), file=sys.stderr, flush=True)
    for variant, (shares, times) in results.items():
        mean, low, high = interval(shares)
        print(f"{variant or 'default':<40} {mean:.3f} (95% {low:.3f}-{high:.3f}) n={len(shares)}; "
              f"{timing(times)}")
    print(f"wall {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
