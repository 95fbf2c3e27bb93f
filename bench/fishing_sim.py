"""Hard's simulation state is the game: ``python bench/fishing_sim.py --games 2000``.

``side_by_side`` plays one seeded random game on a ``FishingState`` and on its ``SimState`` copy
(``game.ai.fishing_sim``) at once and fails at the first legal-action list, event list or state
field that differs (the history and the public knowledge, which a simulation drops, aside).
``tests/test_fishing_sim.py`` runs a short sample; this runs thousands.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.fishing_sim import simulated  # noqa: E402
from game.rules.fishing import FishingState, new_game  # noqa: E402

COMPARED = [f for f in FishingState._FIELDS if f not in ("history", "knowledge")]


def side_by_side(players: int, seed: int) -> int:
    """Play one random game on both states; return its number of moves."""
    rng = random.Random(seed)
    real = new_game(players, seed=seed)
    sim = simulated(real.clone())
    moves = 0
    while not real.is_over():
        assert sim.to_move() == real.to_move(), (seed, moves)
        for seat in range(players):
            assert sim.legal_actions(seat) == real.legal_actions(seat), (seed, moves, seat)
        seat = rng.choice(real.to_move())
        action = rng.choice(real.legal_actions(seat))
        assert sim.apply(seat, action) == real.apply(seat, action), (seed, moves)
        for field in COMPARED:
            assert getattr(sim, field) == getattr(real, field), (seed, moves, field)
        if rng.random() < 0.1:
            sim = sim.clone()  # clones stay simulation states
        moves += 1
    assert sim.is_over() and sim.winners() == real.winners()
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=70_000)
    args = parser.parse_args()
    start, moves = time.perf_counter(), 0
    for index in range(args.games):
        moves += side_by_side(3 + index % 3, args.seed + index)
    print(f"{args.games} games, {moves} moves: SimState equal to FishingState throughout "
          f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
