"""Trick-taking primitives shared by Trick-Taking Bingo and Fishing.

Written once: following suit, the lead colour (possibly set in advance), and the best card of a
trick with trump, with "lowest wins" and with cards that never win. Games pass predicates for their
special cards instead of re-implementing the logic.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TypeGuard, TypeVar

from game.rules.base import Action, Event


@dataclasses.dataclass(frozen=True, order=True)
class Card:
    """A card as a value. ``colour``/``value`` are None for colourless specials (Fishing's buoys)."""

    colour: str | None
    value: int | None
    special: str | None = None

    def __str__(self) -> str:
        if self.colour is None:
            return f"buoy {self.special}" if self.special else "buoy"
        text = f"{self.colour} {self.value}"
        return f"{text} ({self.special})" if self.special else text


@dataclasses.dataclass(frozen=True)
class Play:
    """One card put into a trick, by a seat."""

    seat: int
    card: Card


@dataclasses.dataclass(frozen=True)
class CardAction(Action):
    """An action on one card (play it, pass it, capture it): a hint rings that card in the hand."""

    card: Card


@dataclasses.dataclass(frozen=True)
class PlayCard(CardAction):
    """The action every trick-taking game has: put this card into the trick."""

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclasses.dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


def has_colour(card: Card) -> bool:
    return card.colour is not None


def lead_colour(plays: Sequence[Play], preset: str | None = None) -> str | None:
    """The colour to follow: ``preset`` if the trick's lead was set in advance, else the colour of
    the first coloured card (colourless cards lead nothing)."""
    if preset is not None:
        return preset
    for play in plays:
        if has_colour(play.card):
            return play.card.colour
    return None


def playable(
    hand: Iterable[Card],
    lead: str | None,
    always_playable: Callable[[Card], bool] = lambda card: False,
) -> list[Card]:
    """Cards of ``hand`` that may be played: the lead colour if held (plus cards that are always
    playable), otherwise anything. Order follows ``hand``."""
    cards = list(hand)
    if lead is None:
        return cards
    following = [c for c in cards if c.colour == lead]
    if not following:
        return cards
    return [c for c in cards if c.colour == lead or always_playable(c)]


def seen(cards: Sequence[Card | None]) -> Sequence[Card]:
    """``cards`` as this state sees them, every one known: a full state's hand, or a view's own. A
    view hides other hands as None cards; asking for one of those is a bug, not a guess."""
    if not _all_known(cards):
        raise ValueError("these cards are hidden in this view")
    return cards


def _all_known(cards: Sequence[Card | None]) -> TypeGuard[Sequence[Card]]:
    return None not in cards


def best_play(
    plays: Sequence[Play],
    lead: str | None,
    trump: str | None = None,
    lowest_wins: bool = False,
    can_win: Callable[[Card], bool] = has_colour,
) -> int | None:
    """Index in ``plays`` of the card that takes the trick, or None if no card can.

    If any card of the ``trump`` colour was played, the trumps compete; otherwise the cards of the
    ``lead`` colour do. Among them the highest value wins, or the lowest with ``lowest_wins``.
    Cards for which ``can_win`` is false are never candidates. Values are unique within a colour
    in both games, so there is no tie to break.
    """
    candidates = [i for i, p in enumerate(plays) if can_win(p.card)]
    trumps = [i for i in candidates if trump is not None and plays[i].card.colour == trump]
    pool = trumps or [i for i in candidates if lead is not None and plays[i].card.colour == lead]
    if not pool:
        return None
    pick = min if lowest_wins else max
    return pick(pool, key=lambda i: plays[i].card.value or 0)  # cards of a colour have values


def deck(colours: Iterable[str], values: Iterable[int]) -> list[Card]:
    """Every (colour, value) card, colour by colour: the plain part of any deck here."""
    values = list(values)
    return [Card(colour, value) for colour in colours for value in values]


def seat_to_play(leader: int, played: int, players: int) -> int:
    """Who plays the next card of a trick led by ``leader`` after ``played`` cards."""
    return (leader + played) % players


def revealed_void(card: Card, lead: str | None) -> str | None:
    """The colour a player shows they lack by not following: ``lead`` if ``card`` is another
    colour. Games whose specials may always be played skip those cards before asking."""
    if lead is not None and card.colour != lead:
        return lead
    return None


Dealt = TypeVar("Dealt")
"""What is dealt: cards, or (source, card) pairs when a bot deals the unseen cards of a view."""


def deal_consistent(
    cards: Sequence[Dealt],
    sizes: dict[int, int],
    allowed: Callable[[int, Dealt], bool],
    rng: random.Random,
) -> dict[int, list[Dealt]]:
    """Deal ``cards`` at random so seat ``s`` gets ``sizes[s]`` cards it is ``allowed`` to hold.

    Search bots need the unseen cards dealt consistently with what is public (colours a seat showed
    it lacks, cards it was seen to receive). Random greedy placement can paint itself into a corner,
    so this is a bipartite matching with capacities (Kuhn's augmenting paths) tried in random
    order: it always finds a deal when one exists. Raises ``ValueError`` when none does.
    """
    return deal_eligible(cards, sizes, eligibility(cards, sizes, allowed), rng)


def eligibility(
    cards: Sequence[Dealt], sizes: dict[int, int], allowed: Callable[[int, Dealt], bool]
) -> list[list[int]]:
    """Per card, the seats (in ``sizes`` order) with room that are ``allowed`` to hold it: the part
    of ``deal_consistent`` without chance, which a bot dealing many times from one view keeps."""
    return [[s for s in sizes if sizes[s] and allowed(s, card)] for card in cards]


def deal_eligible(
    cards: Sequence[Dealt],
    sizes: dict[int, int],
    eligible: list[list[int]],
    rng: random.Random,
) -> dict[int, list[Dealt]]:
    """``deal_consistent`` with each card's seats already worked out (``eligibility``)."""
    if sum(sizes.values()) != len(cards):
        raise ValueError(f"{len(cards)} cards cannot fill hands of sizes {sizes}")
    held: dict[int, list[int]] = {seat: [] for seat in sizes}
    full: set[int] = set()  # seats holding all their cards
    is_full = full.__contains__

    def place(index: int, visited: set[int]) -> bool:
        seats = eligible[index]
        if len(seats) > 1:  # (shuffling one seat draws nothing)
            seats = seats[:]
            rng.shuffle(seats)
            if full:
                seats.sort(key=is_full)  # free seats first, still in random order
        for seat in seats:
            if seat in visited:
                continue
            visited.add(seat)
            if seat not in full:
                mine = held[seat]
                mine.append(index)
                if len(mine) == sizes[seat]:
                    full.add(seat)
                return True
            for slot, other in enumerate(held[seat]):
                if place(other, visited):
                    held[seat][slot] = index
                    return True
        return False

    order = list(range(len(cards)))
    rng.shuffle(order)
    order.sort(key=[len(seats) for seats in eligible].__getitem__)
    for index in order:
        if not place(index, set()):
            raise ValueError(f"no deal gives {cards[index]} to a seat allowed to hold it")
    return {seat: [cards[i] for i in sorted(held[seat])] for seat in sizes}
