"""How well Fishing hard's samples guess the hidden hands: ``python bench/fishing_infer.py``.

Plays seeded 4-player games between ``--players`` (heuristic or rival, the yardsticks the bot must
read). One watching seat per game (rotating) follows its views with ``fishing_infer.Witness`` at
each of its turns, as the hard bot does; at its decisions with a real choice it draws ``--samples``
worlds from the plain sampler (uniform within the voids) and from ``fishing_infer.Chain``. It
prints, per sampler, the share of the other hands' cards a sample gives to the seat that really
holds them (higher = a truer picture), the share for the cards of seats seen to play this round,
and the sampling CPU time. No search: a cheap first filter before ``bench/ai_ab.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.rivals import rival_bot  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.fishing import bot as fishing  # noqa: E402
from game.ai.fishing import infer  # noqa: E402
from game.rules.fishing import new_game  # noqa: E402


def true_share(state, seat: int, sample, samples: int, rng: random.Random) -> float:
    """Mean share of the other hands' cards that ``sample`` puts in their true hand."""
    hits = total = 0
    for _ in range(samples):
        world = sample(rng)
        for other in range(state.players):
            if other == seat:
                continue
            true = list(state.hands[other])
            for card in world.hands[other]:
                if card in true:
                    true.remove(card)
                    hits += 1
            total += len(state.hands[other])
    return hits / max(1, total)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=600)
    parser.add_argument("--players", default="heuristic", help="heuristic or rival")
    parser.add_argument("--samples", type=int, default=60)
    parser.add_argument("--every", type=int, default=2, help="measure every N-th watched decision")
    parser.add_argument("--beta", type=float, default=infer.BETA)
    parser.add_argument("--pass-beta", type=float, default=infer.PASS_BETA)
    parser.add_argument("--epsilon", type=float, default=infer.EPSILON)
    args = parser.parse_args()
    infer.BETA, infer.PASS_BETA, infer.EPSILON = args.beta, args.pass_beta, args.epsilon
    shares: dict[str, list[float]] = {"uniform": [], "chain": []}
    spent = dict.fromkeys(shares, 0.0)
    for game in range(args.games):
        seed = args.seed + game
        state = new_game(4, seed=seed)
        make = (lambda s: rival_bot("fishing", s)) if args.players == "rival" else fishing.heuristic_bot
        players = [make(seed * 10 + s) for s in range(4)]
        watching, witness, count = game % 4, infer.Witness(), 0
        while not state.is_over():
            for seat in state.to_move():
                if state.is_over() or seat not in state.to_move():
                    continue
                view = state.view(seat)
                if seat == watching:
                    witness.follow(view, seat)
                    reading = witness.reading()
                    count += 1
                    if reading is not None and len(view.legal_actions(seat)) > 1 and count % args.every == 0:
                        rng = random.Random(seed * 1000 + count)
                        for name, sample in (("uniform", view.sampler(seat)),
                                             ("chain", infer.Chain(view.sampler(seat), reading))):
                            start = time.process_time()
                            shares[name].append(true_share(state, seat, sample, args.samples, rng))
                            spent[name] += time.process_time() - start
                state.apply(seat, decide(players[seat], view, seat))
    n = len(shares["uniform"])
    print(f"{args.games} games of {args.players} players, {n} positions, {args.samples} samples each; "
          f"BETA {infer.BETA}, PASS_BETA {infer.PASS_BETA}, EPSILON {infer.EPSILON}")
    for name, values in shares.items():
        print(f"  {name:>7}: true-owner share {statistics.mean(values):.4f}; "
              f"sampling CPU {1000 * spent[name] / max(1, n * args.samples):.3f} ms a sample")
    diffs = [b - a for a, b in zip(shares["uniform"], shares["chain"], strict=True)]
    if len(diffs) > 1:
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
        print(f"  chain - uniform: {statistics.mean(diffs):+.4f} (95 % {statistics.mean(diffs) - half:+.4f} "
              f"to {statistics.mean(diffs) + half:+.4f})")


if __name__ == "__main__":
    main()
