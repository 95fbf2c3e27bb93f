"""Fishing's public knowledge of hidden cards: guesses stay consistent where greedy ones fail."""

import random

from game.rules.cards import Card
from game.rules.fishing.deck import MINUS_THREE
from game.rules.fishing.knowledge import Knowledge

BUOY = Card(None, None, MINUS_THREE)


def red(value: int) -> Card:
    return Card("red", value, None)


def test_a_known_minus_three_leaves_room_for_the_cards_only_one_source_can_give():
    """Seat 0 holds a −3 that either of two sources could have given, after a pass; seat 1 holds
    the last two cards only source 0 can give. The −3 must come from source 1 (found in a live
    game: seed 70169 crashed the bot's guess with an IndexError once in about 1000 games)."""
    knowledge = Knowledge(2)
    knowledge.add_ocean([BUOY, red(1), red(2)])  # source 0: one card stays in the ocean
    knowledge.draw(0, 1, knowledge.ocean)
    knowledge.draw(1, 1, knowledge.ocean)
    knowledge.add_source([BUOY, red(3)], {0: 1, 1: 1})  # source 1
    knowledge.pass_all()
    known = {0: [BUOY, red(3)], 1: [red(1), red(2)]}
    for seed in range(20):
        hands, boats, ocean = knowledge.fill(known, [frozenset(), frozenset()], random.Random(seed))
        assert sorted(map(str, hands[0])) == sorted(map(str, known[0]))
        assert sorted(map(str, hands[1])) == sorted(map(str, known[1]))
        assert ocean == [BUOY] and boats == [[], []]
