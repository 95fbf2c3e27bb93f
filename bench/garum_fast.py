"""The bots' compact Garum state against the rules engine: equal play over thousands of games, and speed.

Plays ``--games`` seeded random games per mode through both (``tests/test_garum_fast.py`` checks
every legal move list, line count, bonus, hand, pile and result at every step), then times random
games on each alone. Ends with ``garum_fast_speedup: <v>`` (rules time / compact time).
Run: ``python -m bench.garum_fast``.
"""

from __future__ import annotations

import argparse
import random
import time

from game.ai.garum.fast import FastGarum
from game.rules import garum
from tests.test_garum_fast import MODES, play_both


def random_games(games: int, fast: bool) -> float:
    """CPU seconds to play ``games`` random 4-player games (legal moves and apply only)."""
    start = time.process_time()
    for seed in range(games):
        rules = garum.new_game(4, seed=seed)
        state = FastGarum.from_state(rules) if fast else rules
        rng = random.Random(seed)
        while not state.is_over():
            (seat,) = state.to_move()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="differential games per mode")
    parser.add_argument("--timed", type=int, default=200)
    args = parser.parse_args()
    for players, options in MODES:
        for seed in range(args.games):
            play_both(players, 10_000 + seed, **options)
    games = args.games * len(MODES)
    print(f"differential: {games} games in {len(MODES)} modes, the compact state equal to the rules")
    slow, quick = random_games(args.timed, False), random_games(args.timed, True)
    per_game = 1000 / args.timed
    print(f"random games: rules {slow * per_game:.1f} ms, compact {quick * per_game:.1f} ms CPU a game")
    print(f"garum_fast_speedup: {slow / quick:.1f}")


if __name__ == "__main__":
    main()
