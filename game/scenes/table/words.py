"""Seats and refusals in player words: a seat is its player's name, with its colour when the name
does not already say it ("Ann (Blue)", "Easy bot (Sky)", "Green"), never an index. The rules keep
their refusals as sentences with seat fields (``IllegalMove.words``); this is where they meet the
names the table chose in the lobby."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.seats import COLOUR_NAMES, SEAT_COLOURS
from game.i18n import N_, _
from game.rules.base import IllegalMove
from game.rules.cards import Card

ON_PHONE = N_("{player}'s hand is on their phone")
"""The label over a hand played from a phone: it is never shown here, and there is nothing to hold."""

CARD_COLOURS = (N_("blue"), N_("green"), N_("yellow"), N_("purple"), N_("red"))
"""The card colours' words (``widgets.cards.Suit.label``), for the catalog."""


def card_colour(label: str) -> str:
    """A card colour's word ("blue") in the player's language."""
    return _(label) if label else label


def card_words(card: Card) -> str:
    """A card as players name it ("blue 7"), in the player's language: never the rules' ``str``
    (Fishing, whose buoys and trump have names, words its cards in ``widgets.fishing_cards.title``)."""
    if card.colour is None:
        return str(card.value if card.value is not None else "")
    return _("{colour} {value}").format(colour=card_colour(card.colour), value=card.value)


def together(names: list[str]) -> str:
    """Several players in one phrase: "Ann", "Ann and Bo", "Ann, Bo and Cy"."""
    if len(names) < 2:
        return "".join(names)
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def colour_name(rgb: tuple[int, int, int]) -> str | None:
    """The lobby's word for a seat colour, or None for a colour outside the lobby's palette."""
    return _(COLOUR_NAMES[SEAT_COLOURS.index(rgb)]) if rgb in SEAT_COLOURS else None


def who(name: str, colour: str | None) -> str:
    """A seat as players call it: the name, and the colour unless the name already says it (a seat
    named after the first of the colours it plays is called by them all: "Blue and Yellow")."""
    if not colour or colour.lower() in name.lower():
        return name
    if name in {_(word) for word in COLOUR_NAMES} and name.lower() in colour.lower():
        return colour
    return _("{name} ({colour})").format(name=name, colour=colour)


def value_words(card: Callable[[Card], str] = card_words) -> Callable[[object], str]:
    """How a refusal's other fields read: a card by ``card`` (the table's card words), anything
    else (a colour, a number, a verdict) through the catalog."""
    return lambda value: card(value) if isinstance(value, Card) else _(str(value))


def refusal(
    reason: IllegalMove | str | None, name: Callable[[int], str], card: Callable[[Card], str] = card_words
) -> str:
    """A refusal as the screen shows it: the rule's sentence with seats named by ``name(seat)``
    (several in one "and" phrase) and cards by ``card``."""
    if reason is None:
        return ""
    if isinstance(reason, IllegalMove):
        return reason.words(name, _, value_words(card), together)
    return reason
