"""What a phone is sent, over whole random games of Fishing and Trick-Taking Bingo: at every step
and for every seat the view is plain JSON holding no card of another hand, its public part the
same from every seat's view, a spectator's holds no hand at all (a Fishing seat knows the card it
passed left), and every card that cannot be played says why (buoys and coloured cards alike)."""

from __future__ import annotations

import json
import random

import pytest

from game.rules import bingo, fishing
from game.scenes import registry


def _cards(tree) -> list:
    if isinstance(tree, dict):
        if tree.get("type") == "Card":
            return [(tree["colour"], tree["value"], tree["special"])]
        return [card for value in tree.values() for card in _cards(value)]
    if isinstance(tree, list):
        return [card for value in tree for card in _cards(value)]
    return []


def _key(card) -> tuple:
    return (card.colour, card.value, card.special)


@pytest.mark.parametrize(
    ("rules", "players", "seed"), [(fishing, 4, 1), (fishing, 5, 2), (bingo, 3, 3), (bingo, 5, 4)]
)
def test_every_view_of_a_whole_game_keeps_the_other_hands_secret(rules, players, seed):
    state, rng, steps = rules.new_game(players, seed=seed), random.Random(seed), 0
    views = registry.phone_views(state.GAME)
    while not state.is_over():
        hands = [{_key(c) for c in state.hands[s]} for s in range(players)]
        for seat in (*range(players), None):
            view = views.view(state, seat)
            json.dumps(view)
            seen = set(_cards(view))
            secret = set().union(*(hands[s] for s in range(players) if s != seat))
            passed = getattr(state, "passed", [None] * players)[seat] if seat is not None else None
            secret -= {_key(passed)} if passed is not None else set()  # it knows what it passed
            assert not seen & secret, (seat, seen & secret)
            if seat is None:
                assert "private" not in view and "legal" not in view
            else:  # the public part is written once for every phone: the same from each seat's view
                assert views.public(state.view(seat)) == view["public"]
                reasons = views.refusals(state, seat)
                legal = [a.card for a in state.legal_actions(seat) if hasattr(a, "card")]
                assert not any(card in legal for card, _reason in reasons)
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        steps += 1
    assert steps > 10


def test_a_garum_phone_holds_its_own_tiles_only():
    from game.rules import garum

    state, rng = garum.new_game(2, seed=8), random.Random(8)  # two players: two colours each
    views = registry.phone_views("garum")
    while not state.is_over():
        for seat in range(2):
            view = views.view(state, seat)
            json.dumps(view)
            own = [t for c in state.colours_of(seat) for t in state.hands[c]]
            assert [t["id"] for t in view["private"]["tiles"]] == own
            assert views.public(state.view(seat)) == view["public"]
        assert "private" not in views.view(state, None)
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
