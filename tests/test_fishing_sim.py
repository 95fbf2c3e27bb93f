"""Hard's simulation state (``game.ai.fishing_sim``) plays exactly the rules' game."""

import pytest

from bench.fishing_sim import side_by_side
from game.ai.fishing_sim import SimState, simulated
from game.rules.fishing import new_game


@pytest.mark.parametrize("players", [3, 4, 5])
def test_simulation_state_plays_the_same_games(players):
    for seed in range(4):
        assert side_by_side(players, 100 * players + seed) > 0


def test_clones_of_a_simulation_state_stay_simulation_states():
    state = simulated(new_game(4, seed=3))
    assert type(state.clone()) is SimState
