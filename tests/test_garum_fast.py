"""The bots' compact Garum state plays exactly like the rules engine (a differential test)."""

import random

import pytest

from game.ai.garum.fast import FastGarum
from game.rules import garum

MODES = [
    (4, {}), (4, {"side": "baelo"}), (3, {}), (2, {}), (4, {"emperor": True}),
    (3, {"side": "baelo", "emperor": True}),
]


def same(fast: FastGarum, state) -> None:
    """Everything that decides moves and results agrees."""
    assert fast.to_move() == state.to_move()
    assert fast.phase == state.phase and fast.tank == state.tank and fast.round == state.round
    assert fast.counts == [n for line in state.counts for n in line]
    assert fast.bonus == state.bonus and fast.left == state.left
    assert fast.hands == state.hands and fast.piles == state.piles
    for seat in state.to_move():
        assert fast.legal_actions(seat) == state.legal_actions(seat)


def play_both(players: int, seed: int, **options) -> None:
    state = garum.new_game(players, seed=seed, **options)
    fast = FastGarum.from_state(state)
    rng = random.Random(seed)
    while not state.is_over():
        same(fast, state)
        (seat,) = state.to_move()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        fast.apply(seat, action)
        if rng.random() < 0.05:  # a copy made mid-game plays on like the original
            fast = FastGarum.from_state(state) if rng.random() < 0.5 else fast.copy()
    same(fast, state)
    assert fast.scores() == state.scores() and fast.winners() == state.winners()
    assert fast.final == state.final


@pytest.mark.parametrize(("players", "options"), MODES)
def test_fast_state_plays_like_the_rules(players, options):
    for seed in range(40):
        play_both(players, seed, **options)


def test_a_determinized_view_is_consistent_with_what_the_seat_sees():
    state = garum.new_game(3, seed=7)
    rng = random.Random(1)
    for _ in range(30):
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    (seat,) = state.to_move()
    view = FastGarum.from_state(state.view(seat))
    world = view.determinize(seat, rng)
    for colour in range(4):
        if state.owner[colour] == seat:
            assert world.hands[colour] == state.hands[colour]
        tiles = sorted(world.hands[colour] + world.piles[colour])
        assert tiles == sorted(state.hands[colour] + state.piles[colour])
    assert sorted(world.coins) == sorted(state.coins)
    assert world.legal_actions(seat) == state.legal_actions(seat)
