"""How often Garum hard leaves the heuristic's choice: ``python bench/garum_agree.py --games 16``.

Plays seeded games of hard (seat rotating) against three heuristic players and, at every hard
decision with a choice, asks the heuristic what it would play from the same view. Prints, by kind
(tile, worker) and stage (rounds 1-8, 9 to the last two, the last two), how many choices differ:
where the search never differs it adds nothing over the heuristic.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.garum_sound import garum_player  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.garum.fast import FastGarum  # noqa: E402
from game.ai.garum.heuristic import heuristic_action  # noqa: E402
from game.rules import garum  # noqa: E402
from game.rules.garum import PlaceTile  # noqa: E402


def stage(state: garum.GarumState) -> str:
    if state.rounds - state.round <= 2:
        return "last two rounds"
    return "rounds 1-8" if state.round < 8 else "rounds 9 on"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--seed", type=int, default=460_000)
    parser.add_argument("--side", default="troia", choices=("troia", "baelo"))
    args = parser.parse_args()
    tally: Counter = Counter()
    for index in range(args.games):
        seed = args.seed + index
        state = garum.new_game(4, seed=seed, side=args.side)
        tested = index % 4
        bots = [garum_player("hard" if s == tested else "heuristic", seed * 10 + s) for s in range(4)]
        while not state.is_over():
            (seat,) = state.to_move()
            view = state.view(seat)
            action = decide(bots[seat], view, seat)
            actions = state.legal_actions(seat)
            if seat == tested and len(actions) > 1:
                first = heuristic_action(FastGarum.from_state(view), seat, actions)
                key = ("tile" if isinstance(action, PlaceTile) else "worker", stage(state))
                tally[key] += 1
                tally[(*key, "differ")] += action != first
            state.apply(seat, action)
    print(f"hard against 3 heuristic ({args.side}), {args.games} games, seeds {args.seed}+: "
          "hard's choices that differ from the heuristic's")
    for key in sorted(k for k in tally if len(k) == 2):
        print(f"  {key[0]:<7}{key[1]:<17}{tally[(*key, 'differ')]:>5} of {tally[key]}")


if __name__ == "__main__":
    main()
