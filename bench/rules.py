"""Rules speed: full random 4-player games per second of every turn-based game module.

``python bench/rules.py [--seconds S]``. Each existing module among ``game.rules.fishing``,
``game.rules.bingo`` and ``game.rules.garum`` plays seeded games with uniformly random legal
moves for about ``S`` seconds (at least three games). The figure bounds how much a search bot can
simulate per decision. One line per game: ``<game> random 4-player games/s: <v>``.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GAMES = ("fishing", "bingo", "garum")
PLAYERS = 4


def play_random(rules, seed: int) -> int:
    """One full game with random legal moves; returns the number of moves."""
    rng = random.Random(seed)
    state = rules.new_game(PLAYERS, seed=seed)
    moves = 0
    while not state.is_over():
        seat = rng.choice(state.to_move())
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])
        moves += 1
    return moves


def measure(rules, seconds: float) -> tuple[int, int, float]:
    games = moves = 0
    start = time.perf_counter()
    while games < 3 or time.perf_counter() - start < seconds:
        moves += play_random(rules, seed=games)
        games += 1
    return games, moves, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per game module")
    args = parser.parse_args()
    for name in GAMES:
        try:
            rules = importlib.import_module(f"game.rules.{name}")
        except ModuleNotFoundError:
            print(f"{name}: no rules module yet")
            continue
        games, moves, elapsed = measure(rules, args.seconds)
        print(f"{name} random {PLAYERS}-player games/s: {games / elapsed:.1f} "
              f"({moves / games:.0f} moves a game, {moves / elapsed:,.0f} moves/s, {games} games)")


if __name__ == "__main__":
    main()
