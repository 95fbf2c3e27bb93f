"""Hard's simulation state (``game.ai.fishing.sim``) plays exactly the rules' game, also through
its own card play (``SimState.play_fast``)."""

import pytest

from bench.fishing_sim import COMPARED, side_by_side
from game.ai.fishing.sim import SimState, simulated
from game.rules.fishing import new_game


@pytest.mark.parametrize("rich", [False, True], ids=["dealt", "rich"])
@pytest.mark.parametrize("heuristic", [False, True], ids=["random", "simulated"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_simulation_state_plays_the_same_games(players, heuristic, rich):
    for seed in range(3):
        assert side_by_side(players, 100 * players + seed, heuristic, rich) > 0


@pytest.mark.parametrize("lowest", [False, True])
def test_a_called_colour_nobody_follows_goes_to_the_caller(lowest):
    hands = [["blue 3", "blue 9"], ["purple 4", "yellow 5"], ["yellow 7", "purple 8"], ["blue 5", "yellow 6"]]
    real = new_game(4, seed=1, hands=hands, leader=0)
    real.called, real.caller, real.lowest = "red", 2, lowest
    fast = simulated(real.clone())
    for _ in range(4):
        seat = real.to_move()[0]
        action = real.legal_actions(seat)[0]
        fast.play_fast(seat, action.card, fast.lead_colour())
        real.apply(seat, action)
        for field in COMPARED:
            assert getattr(fast, field) == getattr(real, field), field
    assert real.leader == 2 and len(real.fishermen[2]) == 4


def test_clones_of_a_simulation_state_stay_simulation_states():
    state = simulated(new_game(4, seed=3))
    assert type(state.clone()) is SimState
