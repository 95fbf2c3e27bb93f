"""Cards of one hand that play alike this round: the search keeps one of each such set.

Holding the blue 7 and the blue 9 when the blue 8 already lies on a fisherman, it does not matter
this round which of the two is played: no card still in any hand falls between them, so every
trick ends the same way with either (under *Lowest wins* too). Offering both to a flat search
splits its budget between two moves with the same value; keeping one gives every move left more
simulations. About a fifth of the root's card moves go this way (``bench/fishing_speed.py``
positions, 829 decisions: 4130 moves, 3337 after merging).

What stays apart, conservatively: a card's value counts as still in play unless it is in this
hand, in the current trick, on a fisherman (won this round), out of the game — or is no card of
the deck at all. Cards in boats or the ocean may be in other hands (the draw hides which), so they
separate. Zeros (their capture) and buoys are never merged. The cards differ only after the round
(which card lands on which fisherman), which this merge leaves to the move the seat likes best.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from game.rules.cards import Card
from game.rules.fishing import PLAY, FishingState, load_deck


@lru_cache(maxsize=8)
def deck_values(players: int) -> dict[str, frozenset[int]]:
    """The values each colour (trump included) has in the game of ``players``, zeros left out."""
    values: dict[str, set[int]] = {}
    for card in load_deck().all_cards(players):
        if card.colour is not None and card.value:
            values.setdefault(card.colour, set()).add(card.value)
    return {colour: frozenset(found) for colour, found in values.items()}


def alike_key(card: Card) -> bool:
    """Could ``card`` play alike with a neighbour of its colour (a plain card, not a zero)?"""
    return card.colour is not None and card.special is None and bool(card.value)


def distinct_plays(view: FishingState, seat: int, actions: list,
                   prefer: Callable[[Any], float]) -> list:
    """``actions`` with each set of cards that play alike this round cut to the one ``prefer``
    rates highest (the first listed on a tie); other phases' actions as they are."""
    if view.phase != PLAY:
        return actions
    gone = {card for card in view.out if card.special is None}
    gone.update(play.card for play in view.trick)
    for fisherman in view.fishermen:
        gone.update(fisherman)
    gone.update(view.hands[seat])
    values = deck_values(view.players)
    plain = sorted((a for a in actions if alike_key(a.card)), key=lambda a: (a.card.colour, a.card.value))
    keep: dict[Any, Any] = {}  # each merged set's first action -> the action kept for it
    group_of: dict[Any, Any] = {}
    previous = None
    for action in plain:
        card = action.card
        if previous is not None and previous.card.colour == card.colour and not any(
                Card(card.colour, v) not in gone
                for v in values[card.colour] if previous.card.value < v < card.value):
            group = group_of[previous]
            if prefer(action) > prefer(keep[group]):
                keep[group] = action
        else:
            group = action
            keep[group] = action
        group_of[action] = group
        previous = action
    kept = set(keep.values())
    return [a for a in actions if not alike_key(a.card) or a in kept]
