"""Fishing bots in a lost final round still play for the margin: no −3 swallowed by choice."""

import pytest
from fishing_helpers import buoy, play, table

from game.ai.base import decide
from game.ai.fishing import bot as ai
from game.rules.fishing import CAPTURE, Capture, parse_card


def lost_last_trick():
    """Round 8, last trick: seat 0 trails by far and its zero must choose between the −3 (played
    first after it) and two plain cards; red 9 wins the trick for seat 3."""
    hands = [["blue 0"], [buoy("-3")], ["blue 5"], ["blue 9"]]
    state = table(hands, leader=0, round=8, scores=[2, 40, 41, 42])
    play(state, "blue 0", buoy("-3"), "blue 5", "blue 9")
    assert state.phase == CAPTURE and state.to_move() == (0,)
    return state


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_lost_final_round_never_captures_an_own_minus_three(level):
    state = lost_last_trick()
    actions = state.legal_actions(0)
    assert Capture(parse_card("buoy -3")) == actions[0], "the trap: the −3 is listed first"
    action = decide(ai.make_bot(level, seed=3), state.view(0), 0)
    assert action != Capture(parse_card("buoy -3"))
    assert action == Capture(parse_card("blue 9")), "the best card left, not merely the second listed"
