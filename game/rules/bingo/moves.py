"""Trick-Taking Bingo's action (besides ``cards.PlayCard``) and events, in the order a scene sees
them: ``CardPlayed``; when it completes the trick ``TrickResolved``, then per seat in play order
``Covered`` or ``Missed`` (+ ``FreeMarkerEarned``), ``TrumpSet`` (variant), then ``LeadNext`` or
``LineCompleted``s + ``GameOver``. Free-marker choices give ``FreeMarkerChosen`` each and, once
all have chosen, ``Covered`` ("free") for every chooser and the end-of-trick events.
"""

from __future__ import annotations

import dataclasses

from game.rules.base import Action, Event
from game.rules.bingo.card import MISSED_TRACK
from game.rules.cards import Card


# -- actions ------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class PlaceFree(Action):
    """The free marker bought by a full missed track, on any uncovered number."""

    number: int

    def __str__(self) -> str:
        return f"free marker on {self.number}"


# -- events -------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class TrickResolved(Event):
    """Who played the highest card (leads next) and the lowest card of the trick."""

    highest: int
    lowest: int
    high_card: Card
    low_card: Card

    def __str__(self) -> str:
        high, low = f"{self.high_card} by seat {self.highest}", f"{self.low_card} by seat {self.lowest}"
        return f"highest {high}, lowest {low}"


@dataclasses.dataclass(frozen=True)
class Covered(Event):
    seat: int
    number: int
    reason: str  # "highest", "lowest", "both" or "free"

    def __str__(self) -> str:
        return f"seat {self.seat} covers {self.number} ({self.reason})"


@dataclasses.dataclass(frozen=True)
class Missed(Event):
    seat: int
    track: int  # markers on the missed track after this one

    def __str__(self) -> str:
        return f"seat {self.seat} is missed ({self.track}/{MISSED_TRACK})"


@dataclasses.dataclass(frozen=True)
class FreeMarkerEarned(Event):
    """The missed track was full and is cleared; the seat now chooses a number."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} clears the missed track and earns a free marker"


@dataclasses.dataclass(frozen=True)
class FreeMarkerChosen(Event):
    """A secret choice was made; the number shows when every choosing seat has chosen."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} has chosen where to place the free marker"


@dataclasses.dataclass(frozen=True)
class TrumpSet(Event):
    colour: str

    def __str__(self) -> str:
        return f"trump is now {self.colour}"


@dataclasses.dataclass(frozen=True)
class LeadNext(Event):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} leads the next trick"


@dataclasses.dataclass(frozen=True)
class LineCompleted(Event):
    seat: int
    lines: tuple[int, ...]  # indices into LINES

    def __str__(self) -> str:
        return f"seat {self.seat} completes {len(self.lines)} line(s)"


@dataclasses.dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]

    def __str__(self) -> str:
        return "winner(s): " + ", ".join(f"seat {s}" for s in self.winners)
