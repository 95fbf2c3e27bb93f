"""How well the hard Bingo bot's samples guess the hidden hands: ``python bench/bingo_infer.py``.

Plays seeded 4-player games between ``--players`` (heuristic or rival, the yardsticks the bot
must read) and, at every decision of a seat with a real choice after the first trick, draws
``--samples`` deals with ``bingo_fast.Sampler``: uniform deals (``CHAIN`` off) and deals weighted
by ``bingo_infer``'s chain (with ``--beta`` / ``--epsilon``). It prints, per sampler, the
share of unseen cards the sample gives to the seat that really holds them (higher = a truer
picture; uniform within voids is the baseline) and the sampling time. No search is run, so this
takes seconds: a cheap first filter before ``bench/ai_ab.py`` measures what a reading is worth.
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
from game.ai.bingo import bot as bots  # noqa: E402
from game.ai.bingo import infer as bingo_infer  # noqa: E402
from game.ai.bingo.fast import Sampler  # noqa: E402
from game.rules import bingo  # noqa: E402


def true_share(state, seat: int, sampler: Sampler, samples: int, rng: random.Random) -> float:
    owner = {c: s for s in range(state.players) if s != seat for c in state.hands[s]}
    hits = 0
    for _ in range(samples):
        fast = sampler.determinize(seat, rng)
        hits += sum(1 for s in range(state.players) if s != seat for a in fast.hands[s] if owner[a.card] == s)
    return hits / (samples * len(owner))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--players", default="heuristic", help="heuristic or rival")
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--beta", type=float, default=bingo_infer.BETA)
    parser.add_argument("--epsilon", type=float, default=bingo_infer.EPSILON)
    parser.add_argument("--trump", action="store_true")
    args = parser.parse_args()
    bingo_infer.BETA, bingo_infer.EPSILON = args.beta, args.epsilon
    shares: dict[str, list[float]] = {"uniform": [], "chain": []}
    spent = dict.fromkeys(shares, 0.0)
    for game in range(args.games):
        seed = args.seed + game
        state = bingo.new_game(4, seed=seed, trump=args.trump)
        make = (lambda s: rival_bot("bingo", s)) if args.players == "rival" else bots.heuristic_bot
        players = [make(seed * 10 + s) for s in range(4)]
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            if state.played and len(state.legal_actions(seat)) > 1 and len(state.to_move()) == 1:
                for name in shares:
                    bingo_infer.CHAIN = name == "chain"
                    start = time.process_time()
                    sampler = Sampler(view, seat)
                    shares[name].append(true_share(state, seat, sampler, args.samples, random.Random(seed)))
                    spent[name] += time.process_time() - start
            for mover in state.to_move():
                state.apply(mover, decide(players[mover], state.view(mover), mover))
    print(f"{args.games} games of {args.players} players, beta {args.beta}, epsilon {args.epsilon}, "
          f"trump {args.trump}, {len(shares['chain'])} positions")
    for name, values in shares.items():
        print(f"  {name}: true-owner share {statistics.fmean(values):.4f}; "
              f"{spent[name] / len(values) * 1000:.1f} ms per position for {args.samples} samples")


if __name__ == "__main__":
    main()
