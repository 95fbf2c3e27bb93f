"""The sound playout plays exactly the sound heuristic player's moves (differential test)."""

import random

import pytest

from game.ai.bingo_fast import FastBingo
from game.ai.bingo_sound import liking, sound_action
from game.ai.heuristic_bingo import heuristic_action
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



def test_the_sound_players_liking_is_highest_for_its_move():
    rng = random.Random(3)
    seen = 0
    for game in range(10):
        state = bingo.new_game(4, seed=game, trump=game % 2 == 1)
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            sample = FastBingo.of(view.determinize(seat, rng))
            actions = sample.legal_actions(seat)
            liked = liking(sample, seat, actions)
            move = sound_action(sample, seat, random.Random(0))
            if liked is not None:
                assert min(liked) == 0.0 and max(liked) == 1.0 or set(liked) == {0.0}
                assert liked[actions.index(move)] == max(liked)
                seen += 1
            state.apply(seat, heuristic_action(view, seat, view.legal_actions(seat), rng))
    assert seen > 100
