"""Fishing hard's decision speed on fixed positions: ``python bench/fishing_speed.py --games 4``.

Plays ``--games`` seeded games of four heuristic players, and at every ``--every``-th real
choice lets the hard bot decide from that seat's view. Prints the decision CPU median / p99, the
iterations per CPU second, and a fingerprint of all the decisions: a speed-up that must not change
what the bot does (a faster state, a cache) keeps the fingerprint.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ai import percentile  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.fishing import bot as fishing  # noqa: E402
from game.rules.fishing import new_game  # noqa: E402


def positions(games: int, every: int, seed: int):
    """(view, seat) at every ``every``-th decision with a real choice."""
    count = 0
    for index in range(games):
        state = new_game(4, seed=seed + index)
        bots = [fishing.heuristic_bot(seed + seat) for seat in range(4)]
        while not state.is_over():
            for seat in state.to_move():
                if seat not in state.to_move():
                    continue
                view = state.view(seat)
                if len(state.legal_actions(seat)) > 1:
                    count += 1
                    if count % every == 0:
                        yield view, seat
                state.apply(seat, decide(bots[seat], view, seat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--by-round", action="store_true", help="also the CPU and iterations per round")
    args = parser.parse_args()
    times, iterations, digest = [], 0, hashlib.sha1()
    rounds: dict[int, list[tuple[float, int]]] = {}
    for number, (view, seat) in enumerate(positions(args.games, args.every, args.seed)):
        bot = fishing.make_bot(args.level, seed=number)
        start = time.process_time()
        action = decide(bot, view, seat)
        times.append(time.process_time() - start)
        iterations += bot.search.iterations
        rounds.setdefault(view.round, []).append((times[-1], bot.search.iterations))
        digest.update(repr(action).encode())
    print(f"{len(times)} decisions: CPU median {statistics.median(times) * 1000:.1f} ms, "
          f"p99 {percentile(times, 0.99) * 1000:.1f} ms; {iterations / sum(times):.0f} iterations/s; "
          f"fingerprint {digest.hexdigest()[:12]}")
    if args.by_round:
        median = statistics.median(times)
        for round_, seen in sorted(rounds.items()):
            cpu = [t for t, _ in seen]
            above = sum(t > median for t in cpu) / len(cpu)
            print(f"round {round_}: {len(seen)} decisions, "
                  f"CPU median {statistics.median(cpu) * 1000:.1f} ms, "
                  f"max {max(cpu) * 1000:.1f} ms, {above:.0%} above the overall median; "
                  f"iterations median {statistics.median(n for _, n in seen):.0f}")


if __name__ == "__main__":
    main()
