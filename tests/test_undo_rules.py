"""Undo in the rules: a seat takes back its own last action only while nothing was revealed or drawn
since and nobody else has acted (issue 51). In Garum that is a tile placed while its player still
chooses a worker; the card games never allow it (a card played is seen by all at once)."""

from __future__ import annotations

import copy
import random

import pytest

from game.rules import bingo, fishing, garum
from game.rules.garum.moves import NoWorker
from tests.contract import step_random


def test_garum_takes_back_a_tile_to_the_state_before_it_at_every_turn_of_random_games():
    checked = 0
    for seed in range(3):
        state, rng = garum.new_game(2 + seed % 3, seed=seed), random.Random(seed)
        while not state.is_over():
            before = copy.deepcopy(state)
            seat, _action, _events = step_random(state, rng)
            if state.phase == "worker":
                assert state.undoable(seat)
                assert not any(state.undoable(other) for other in range(state.players) if other != seat)
                assert state.taken_back() == before, "undo restores an equal state"
                checked += 1
            else:
                assert not any(state.undoable(s) for s in range(state.players))
    assert checked > 40


def test_garum_refuses_undo_once_the_turn_passed_on():
    """The worker (or none) passes the turn and draws a tile: from then on the tile stays."""
    state, rng = garum.new_game(3, seed=4), random.Random(4)
    while state.phase != "worker":
        step_random(state, rng)
    seat = state.to_move()[0]
    state.apply(seat, NoWorker())
    assert not state.undoable(seat)


@pytest.mark.parametrize("rules", [fishing, bingo])
def test_the_card_games_never_take_a_card_back(rules):
    state, rng = rules.new_game(3, seed=1), random.Random(1)
    for _ in range(12):
        seat, _action, _events = step_random(state, rng)
        assert not state.undoable(seat)
