"""The Fishing table's sentences about a trick's outcome: who won it and why (the banner), what was
captured, taken or lost after it (the log and the last trick). Player words: seats by name and
colour, cards by their titles."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _, ngettext
from game.rules.cards import Card
from game.rules.fishing import CaptureAllTook, EffectWasted, Penalty, TrickTaken, TrickWon, ZeroCaptured
from game.scenes.table.trick_memory import Trick
from game.scenes.table.words import card_colour
from game.scenes.widgets.fishing_cards import NAMES, title

TRICK_WON = (TrickWon,)
AFTER_TRICK = (ZeroCaptured, CaptureAllTook, TrickTaken, Penalty, EffectWasted)
"""What follows a won trick, for the last trick (``table/trick_memory.py``): all seen by everyone."""


TrickOutcome = TrickWon | ZeroCaptured | CaptureAllTook | TrickTaken | Penalty | EffectWasted
"""What a trick's end may tell: who won it, what was captured, taken, lost or wasted."""


def trick_line(event: object, name: Callable[[int], str]) -> str:
    """A won trick's outcome in player words, for the log and the last trick ("Ann (Blue) took 3
    cards from the trick"); ``name`` names a seat."""
    if not isinstance(event, TrickOutcome):
        raise TypeError(f"no trick line for {type(event).__name__}")
    who = name(event.seat)
    if isinstance(event, TrickWon):
        if event.card is None:
            return _("{player} won the trick").format(player=who)
        return _("{player} won the trick with {card}").format(player=who, card=title(event.card))
    if isinstance(event, ZeroCaptured):
        return _("{player}'s zero captured {card}").format(player=who, card=title(event.card))
    if isinstance(event, CaptureAllTook):
        n = len(event.cards)
        took = ngettext("{player}'s Capture all took {n} card", "{player}'s Capture all took {n} cards", n)
        return took.format(player=who, n=n)
    if isinstance(event, TrickTaken):
        n = len(event.cards)
        took = ngettext("{player} took {n} card from the trick", "{player} took {n} cards from the trick", n)
        return took.format(player=who, n=n)
    if isinstance(event, Penalty):
        return ngettext("{player} lost {n} point", "{player} lost {n} points", -event.points).format(
            player=who, n=-event.points
        )
    if isinstance(event, EffectWasted):
        return _("{player}'s {card} was wasted").format(player=who, card=buoy_name(event.card))
    raise TypeError(f"no trick line for {type(event).__name__}")


def trick_lines(trick: Trick, name: Callable[[int], str]) -> list[str]:
    """A won trick's outcome for the last trick: who won, what was captured and taken, one a line."""
    return [trick_line(event, name) for event in (trick.won, *trick.after)]


def why_won(event: TrickWon, name: str, lead: str | None, trump: str) -> str:
    """Who won (``name``), in words from the shown trick: which card won, and by which rule."""
    if event.reason == "caller":
        words = _("{player} wins the trick as caller: nobody played the called colour or green")
        return words.format(player=name)
    if event.card is None:
        return _("{player} wins the trick with the first buoy: a trick of buoys only").format(player=name)
    if event.reason == "lowest" and event.card.colour == trump:
        words = _("{player} wins the trick with {card}: the lowest trump wins this trick")
    elif event.reason == "lowest":
        words = _("{player} wins the trick with {card}: the lowest {colour} wins this trick")
    elif event.card.colour == trump and lead != trump:
        words = _("{player} wins the trick with {card}: trump beats {colour}")
    else:
        words = _("{player} wins the trick with {card}, the highest {colour}")
    return words.format(player=name, card=title(event.card), colour=card_colour(lead or ""))


def buoy_name(card: Card) -> str:
    """A buoy's name as players read it."""
    return _(NAMES[card.special]) if card.special in NAMES else title(card)
