"""Cards of one hand that play alike this round: the search keeps one of each such set.

Holding the blue 7 and the blue 9 when the blue 8 already lies on a fisherman, it does not matter
this round which of the two is played: no card still in any hand falls between them, so every
trick ends the same way with either (under *Lowest wins* too). Offering both to a flat search
splits its budget between two moves with the same value; keeping one gives every move left more
simulations. About a fifth of the root's card moves go this way (``bench/fishing_speed.py``
positions, 829 decisions: 4130 moves, 3231 after merging).

What stays apart: a value of the colour that another hand may hold — by the table's public
bookkeeping (``Knowledge``), a card of a hidden source some other hand (or, after a *Pass left*,
any hand) has drawn from — or that lies in the trick being played (the blue 9 beats a blue 8 led,
the blue 7 does not). Cards on fishermen, out of the game, in this hand, or in a source that lies
wholly in boats and the ocean (a batch under the draw, an ocean group not yet reached) do not part
two cards; nor do values no card of the deck has. Zeros (their capture) and
buoys are never merged. The cards differ only after the round (which card lands on which
fisherman), which this merge leaves to the move the seat likes best.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from game.rules.base import Action
from game.rules.cards import Card, CardAction
from game.rules.fishing import PLAY, FishingState, load_deck

MERGE_ALIKE = True
"""Offer the search one card of each set that plays alike this round: every move left gets more of
the budget; see bench/NOTES.md, "Fishing: MERGE_ALIKE"."""


def merged_moves(view: FishingState, seat: int, actions: list,
                 liking: Callable[[FishingState, int, Action], float]) -> list:
    """The search's root moves (``ismcts`` ``root_moves``): with ``MERGE_ALIKE``, of the cards
    that play alike this round only the one ``liking(view, seat, action)`` rates highest."""
    if not MERGE_ALIKE:
        return actions
    return distinct_plays(view, seat, actions, lambda action: liking(view, seat, action))


@lru_cache(maxsize=8)
def deck_values(players: int) -> dict[str, frozenset[int]]:
    """The values each colour (trump included) has in the game of ``players``, zeros left out."""
    values: dict[str, set[int]] = {}
    for card in load_deck().all_cards(players):
        if card.colour is not None and card.value:
            values.setdefault(card.colour, set()).add(card.value)
    return {colour: frozenset(found) for colour, found in values.items()}


def plain_card(card: Card) -> bool:
    """Could ``card`` play alike with a neighbour of its colour (a plain card, not a zero)?"""
    return card.colour is not None and card.special is None and bool(card.value)


def held_elsewhere(view: FishingState, seat: int) -> set[Card]:
    """The unseen cards some hand other than ``seat``'s may hold this round."""
    knowledge, held = view.knowledge, set[Card]()
    for source, cards in knowledge.cards.items():
        hands = knowledge.in_hand[source]
        if knowledge.loose_of[source] or any(count for player, count in hands.items() if player != seat):
            held.update(cards)
    return held


def distinct_plays(view: FishingState, seat: int, actions: list,
                   prefer: Callable[[CardAction], float]) -> list:
    """``actions`` with each set of cards that play alike this round cut to the one ``prefer``
    rates highest (the lowest on a tie); other phases' actions as they are."""
    if view.phase != PLAY:
        return actions
    held = held_elsewhere(view, seat) | {play.card for play in view.trick}  # a card in the trick
    values = deck_values(view.players)  # between two parts them too: one beats it, the other not
    plain = sorted((a for a in actions if plain_card(a.card)), key=lambda a: (a.card.colour, a.card.value))
    groups: list[list[CardAction]] = []  # runs of one colour that no card held elsewhere parts
    for action in plain:
        card = action.card
        last = groups[-1][-1].card if groups else None
        if last is not None and last.colour == card.colour and not any(
                Card(card.colour, v) in held for v in values[card.colour] if last.value < v < card.value):
            groups[-1].append(action)
        else:
            groups.append([action])
    kept = {max(group, key=prefer) for group in groups}  # max keeps the first, lowest, of equals
    return [a for a in actions if not plain_card(a.card) or a in kept]
