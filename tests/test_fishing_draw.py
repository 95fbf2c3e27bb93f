"""Hard's leaf draws the next hands as the rules do: the ocean's cards go out in turn (the seat
missing most first, ties by the last trick's play order), not the same top cards to everyone."""

import random
from collections import Counter

import pytest

from game.ai.fishing.heuristic import heuristic_action
from game.ai.fishing.value import last_trick_ahead, next_hands
from game.rules.fishing import OverFishing, RoundScored, new_game


def play_to_round_end(state, rng):
    """Play the round's last trick out by the heuristic; return the events of its last move."""
    events = []
    round_ = state.round
    while state.round == round_ and not state.is_over():
        seat = state.to_move()[0]
        events = state.apply(seat, heuristic_action(state, seat, state.legal_actions(seat), rng))
    return events


def checked_draws(players: int, seed: int) -> int:
    """Play a game by the heuristic; before each round's last trick compare the ocean cards each
    seat draws for the next round with ``next_hands``. Returns how many seats drew from the ocean."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    checked = 0
    while not state.is_over():
        if last_trick_ahead(state) and state.round < state.deck.rounds:
            boats = [len(b) for b in state.boats]
            ocean = list(state.ocean)
            order = [(state.leader + k) % players for k in range(players)]
            size = state.hand_size(state.round + 1)
            events = play_to_round_end(state, rng)
            points = next(e for e in events if isinstance(e, RoundScored)).points
            piles = [[None] * (boats[s] + points[s]) for s in range(players)]
            hands = next_hands(piles, ocean, size, order)
            if any(isinstance(e, OverFishing) for e in events):
                assert hands is None
                return checked
            for seat in range(players):
                from_ocean = hands[seat][len(piles[seat]):]
                assert not Counter(from_ocean) - Counter(state.hands[seat]), "drawn by another seat"
                checked += bool(from_ocean)
            assert state.ocean == ocean[sum(max(0, size - len(p)) for p in piles):]
            continue
        seat = state.to_move()[0]
        state.apply(seat, heuristic_action(state, seat, state.legal_actions(seat), rng))
    return checked


@pytest.mark.parametrize("players", [3, 4, 5])
def test_next_hands_draw_the_ocean_as_the_rules_do(players):
    assert sum(checked_draws(players, 900 + 10 * players + k) for k in range(3)) > 0


def test_the_seat_missing_most_draws_first_ties_by_play_order():
    ocean = list("abcdefg")
    hands = next_hands([["x"] * 3, ["x"] * 1, ["x"] * 3, ["x"] * 4], ocean, 4, [2, 3, 0, 1])
    assert hands == [["x"] * 3 + ["e"], ["x"] + ["a", "b", "c"], ["x"] * 3 + ["d"], ["x"] * 4]
    assert next_hands([[], []], ocean, 4, [0, 1]) is None
