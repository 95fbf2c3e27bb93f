"""Seeded self-play of one game's heuristic players, decision by decision: the positions the
playout-model benches (``bingo_model``, ``fishing_model``) score their policies on."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator


def heuristic_decisions(new_game: Callable, heuristic_action: Callable, games: int, players: int,
                        seed: int, **options) -> Iterator[tuple]:
    """Every decision with a choice in seeded games of heuristic players:
    (true state, the mover's view, seat, legal actions, the heuristic's pick, the game's rng).
    The pick is applied after the consumer has looked (and drawn from the rng)."""
    for game in range(games):
        state = new_game(players, seed=seed + game, **options)
        rng = random.Random(seed + game)
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            actions = view.legal_actions(seat)
            chosen = heuristic_action(view, seat, actions, rng)
            if len(actions) > 1:
                yield state, view, seat, actions, chosen, rng
            state.apply(seat, chosen)
