"""The sound playout plays exactly the sound heuristic player's moves (differential test)."""

import random

import pytest

from game.ai.bingo.fast import FastBingo
from game.ai.bingo.heuristic import heuristic_action
from game.ai.bingo.sound import sound_action
from game.rules import bingo


@pytest.mark.parametrize("trump", [False, True])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_sound_playout_picks_the_heuristic_players_move_in_any_sample(players, trump):
    """On a deal sampled from the mover's view (only what it may know), the same seed gives the
    same move, free markers included, over every decision of whole games."""
    rng = random.Random(players * 2 + trump)
    decisions = 0
    for game in range(20):
        state = bingo.new_game(players, seed=game, trump=trump)
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            seed = rng.getrandbits(32)
            expected = heuristic_action(view, seat, view.legal_actions(seat), random.Random(seed))
            sample = FastBingo.of(view.determinize(seat, rng))
            assert sound_action(sample, seat, random.Random(seed)) == expected
            state.apply(seat, expected)
            decisions += 1
    assert decisions > 250


