"""Hard's calibrated leaf (``fishing_leaf``): what a drawn hand and the boat behind it are worth."""

import random

from contract import step_random

from game.ai import fishing as ai
from game.ai.fishing_leaf import WEIGHTS, outlook
from game.rules import fishing
from game.rules.fishing.deck import parse_card

C = parse_card
STARTING = [C(f"blue {v}") for v in range(2, 11)] + [C("red 2"), C("red 3")]
OCEAN = [C(f"green {v}") for v in range(6, 17)]


def at_round_start(round_: int):
    """A 4-seat game played at random into the start of round ``round_``."""
    state, rng = fishing.new_game(4, seed=11), random.Random(3)
    while state.round < round_ and not state.is_over():
        step_random(state, rng)
    assert state.round == round_
    return state


def test_an_ocean_hand_is_worth_most_just_before_the_last_round():
    gain = [outlook(left, 4, OCEAN, []) - outlook(left, 4, STARTING, []) for left in (7, 4, 1)]
    assert 0 < gain[0] < gain[1] < gain[2]
    assert 30 < gain[2] < 60  # high trumps against low plain cards: most of the last round's 48 cards


def test_the_boat_counts_while_rounds_remain_and_never_before_the_last():
    assert outlook(1, 4, STARTING, OCEAN * 2) == outlook(1, 4, STARTING, [])
    assert outlook(3, 4, STARTING, OCEAN) > outlook(3, 4, STARTING, STARTING)  # stronger boat
    assert outlook(3, 4, STARTING, STARTING) < outlook(3, 4, STARTING, STARTING[:3])  # fuller boat
    assert outlook(12, 4, STARTING, []) == outlook(max(WEIGHTS), 4, STARTING, [])


def test_evaluate_follows_the_calibrated_leaf_on_request_and_the_flat_one_by_default(monkeypatch):
    state = at_round_start(8)
    monkeypatch.setattr(ai, "LEAF", "calibrated")
    swapped = state.clone()
    swapped.hands[0] = list(OCEAN[:len(state.hands[0])])
    swapped.hands[1] = list(STARTING[:len(state.hands[1])])
    before = ai.evaluate(swapped)
    assert before[0] > 0.9 and before[1] < 0.1  # 20-odd points of outlook between them
    monkeypatch.setattr(ai, "LEAF", "flat")
    flat = ai.evaluate(swapped)
    assert before[0] > flat[0] > 0.5 and 0.5 > flat[1] > before[1]
