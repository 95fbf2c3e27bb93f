"""The trick-taking helpers added to ``rules/cards.py`` for Bingo (and Fishing next)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.cards import Card, deal_consistent, deck, revealed_void, seat_to_play


def test_deck_and_seat_order():
    assert deck(["blue", "red"], [1, 2]) == [Card("blue", 1), Card("blue", 2), Card("red", 1), Card("red", 2)]
    assert [seat_to_play(2, n, 4) for n in range(4)] == [2, 3, 0, 1]


def test_revealed_void():
    assert revealed_void(Card("red", 3), "blue") == "blue"
    assert revealed_void(Card("blue", 3), "blue") is None
    assert revealed_void(Card("red", 3), None) is None


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), voids=st.lists(st.sets(st.sampled_from("abc"), max_size=2), min_size=3,
                                                  max_size=3))
def test_consistent_deal_finds_a_deal_whenever_one_exists(seed, voids):
    rng = random.Random(seed)
    # Build a true deal that respects the voids, then ask for another one.
    truth = {s: [] for s in range(3)}
    cards = deck("abc", range(4))
    rng.shuffle(cards)
    for card in cards:
        seats = [s for s in range(3) if card.colour not in voids[s]]
        if not seats:
            return
        truth[rng.choice(seats)].append(card)
    sizes = {s: len(truth[s]) for s in truth}
    dealt = deal_consistent(cards, sizes, lambda s, c: c.colour not in voids[s], rng)
    assert {s: len(h) for s, h in dealt.items()} == sizes
    assert sorted(c for h in dealt.values() for c in h) == sorted(cards)
    assert all(c.colour not in voids[s] for s, h in dealt.items() for c in h)


def test_consistent_deal_needs_augmenting_paths_and_refuses_the_impossible():
    # Seat 0 may hold only reds; a greedy deal that gives it a blue first would be stuck.
    cards = [Card("blue", 1), Card("red", 1), Card("red", 2)]
    only_reds_for_0 = lambda s, c: s == 1 or c.colour == "red"  # noqa: E731
    for seed in range(20):
        dealt = deal_consistent(cards, {0: 2, 1: 1}, only_reds_for_0, random.Random(seed))
        assert dealt[1] == [Card("blue", 1)]
    with pytest.raises(ValueError):
        deal_consistent(cards, {0: 2, 1: 1}, lambda s, c: c.colour == "red", random.Random(0))
    with pytest.raises(ValueError):
        deal_consistent(cards, {0: 1}, lambda s, c: True, random.Random(0))
