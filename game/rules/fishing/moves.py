"""Fishing's actions (the four decisions) and events (everything a scene animates, in order).

Actions and events are small frozen dataclasses with a readable ``str``; they are JSON-able for
records. Hidden information travels in events only where the scene must show it to someone: a
``CardPassed`` names its card, and the scene shows it to giver and receiver alone.

The order a scene sees them in, per decision:

- a card: ``CardPlayed``, ``LeadColourSet`` (first non-buoy card, no call); when it completes the
  trick: ``TrickWon`` (winner fixed first), then in play order ``ZeroCaptured`` /
  ``CaptureAllTook`` each followed by any ``Penalty`` (a −3 landed), then ``TrickTaken`` (+
  ``Penalty``), ``EffectWasted`` (last trick), ``PlaysFirst``, and ``TrickStarted`` for the next
  trick — unless a zero must choose (``Capture``), a *Pass left* waits for every seat
  (``PassChosen`` each, then all ``CardPassed`` at once) or a caller must name a colour
  (``ColourCalled``); each of those decisions continues the same sequence.
- a round's last trick continues with ``RoundScored``, ``ShuffledUnderBoat`` per seat, then either
  ``GameOver``, or ``OverFishing`` + ``GameOver``, or ``CardsDrawn`` (boats, then the ocean in
  drawing order), ``RoundStarted`` and ``TrickStarted``.
"""

from __future__ import annotations

import dataclasses

from game.rules.base import Action, Event
from game.rules.cards import Card, CardAction

# Phases: which decision the state waits for (``to_move`` says who makes it).
PLAY, CAPTURE, PASS, CALL, OVER = "play", "capture", "pass", "call", "over"


# -- actions ---------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class CallColour(Action):
    colour: str

    def __str__(self) -> str:
        return f"call {self.colour}"


@dataclasses.dataclass(frozen=True)
class Capture(CardAction):
    """The card a zero takes from the trick (asked only when there is a choice)."""

    def __str__(self) -> str:
        return f"capture {self.card}"


@dataclasses.dataclass(frozen=True)
class PassCard(CardAction):
    """The card passed to the left neighbour after a *Pass left* (every seat chooses at once)."""

    def __str__(self) -> str:
        return f"pass {self.card}"


# -- events ----------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    hand_size: int
    leader: int

    def __str__(self) -> str:
        return f"round {self.round}: {self.hand_size} cards each, seat {self.leader} leads"


@dataclasses.dataclass(frozen=True)
class CardsDrawn(Event):
    """``count`` cards from the top of ``seat``'s boat or of the ocean (``source``) into the hand.
    Ocean draws come in the rules' order: the player missing most first."""

    seat: int
    source: str  # "boat" or "ocean"
    count: int

    def __str__(self) -> str:
        return f"seat {self.seat} draws {self.count} from the {self.source}"


@dataclasses.dataclass(frozen=True)
class OverFishing(Event):
    """The boats fall ``missing`` cards short but the ocean has only ``ocean``: the game ends."""

    missing: int
    ocean: int

    def __str__(self) -> str:
        return f"over-fishing: {self.missing} cards missing, {self.ocean} in the ocean"


@dataclasses.dataclass(frozen=True)
class ColourCalled(Event):
    seat: int
    colour: str

    def __str__(self) -> str:
        return f"seat {self.seat} calls {self.colour}"


@dataclasses.dataclass(frozen=True)
class TrickStarted(Event):
    """A trick begins: its leader and the modifiers armed by the previous trick."""

    leader: int
    called: str | None
    lowest_wins: bool

    def __str__(self) -> str:
        extra = f", {self.called} called" if self.called else ""
        extra += ", lowest wins" if self.lowest_wins else ""
        return f"seat {self.leader} leads{extra}"


@dataclasses.dataclass(frozen=True)
class LeadColourSet(Event):
    """The first non-buoy card of a trick without a called colour sets the colour to follow."""

    colour: str

    def __str__(self) -> str:
        return f"{self.colour} is led"


@dataclasses.dataclass(frozen=True)
class TrickWon(Event):
    """Who won the complete trick, before any effect acts. ``card`` is the winning card, None when
    the caller wins a trick nobody followed or a trick of only buoys goes to its first buoy."""

    seat: int
    card: Card | None
    reason: str  # "highest", "lowest", "caller", "first buoy"

    def __str__(self) -> str:
        return f"seat {self.seat} wins the trick ({self.reason}{f', {self.card}' if self.card else ''})"


@dataclasses.dataclass(frozen=True)
class ZeroCaptured(Event):
    seat: int
    zero: Card
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat}'s {self.zero} captures {self.card}"


@dataclasses.dataclass(frozen=True)
class CaptureAllTook(Event):
    seat: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"seat {self.seat}'s capture all takes {len(self.cards)} cards"


@dataclasses.dataclass(frozen=True)
class TrickTaken(Event):
    """The winner puts the cards left in the trick on their fisherman (possibly none)."""

    seat: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} takes {len(self.cards)} cards"


@dataclasses.dataclass(frozen=True)
class Penalty(Event):
    """A −3 landed on ``seat``'s fisherman."""

    seat: int
    points: int

    def __str__(self) -> str:
        return f"seat {self.seat} loses {-self.points} points"


@dataclasses.dataclass(frozen=True)
class EffectWasted(Event):
    """A next-trick effect played in the round's last trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat}'s {self.card} is wasted"


@dataclasses.dataclass(frozen=True)
class PlaysFirst(Event):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} plays first"


@dataclasses.dataclass(frozen=True)
class PassChosen(Event):
    """``seat`` chose its card to pass (which card stays hidden until all have chosen)."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} has chosen a card to pass"


@dataclasses.dataclass(frozen=True)
class CardPassed(Event):
    """Known only to giver and receiver: a scene shows the card to those two alone."""

    giver: int
    receiver: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.giver} passes {self.card} to seat {self.receiver}"


@dataclasses.dataclass(frozen=True)
class RoundScored(Event):
    round: int
    points: tuple[int, ...]  # cards on each fisherman
    scores: tuple[int, ...]  # totals after adding them

    def __str__(self) -> str:
        return f"round {self.round} scores {list(self.points)}, totals {list(self.scores)}"


@dataclasses.dataclass(frozen=True)
class ShuffledUnderBoat(Event):
    seat: int
    count: int

    def __str__(self) -> str:
        return f"seat {self.seat} shuffles {self.count} cards under the boat"


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def __str__(self) -> str:
        return f"game over: seat(s) {list(self.winners)} win with {list(self.scores)}"
