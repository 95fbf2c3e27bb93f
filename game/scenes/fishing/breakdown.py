"""Fishing's round end, source by source: per seat the cards won in tricks and the cards captured
(zeros, Capture all) — a point each, as the round scores its fisherman — and the −3 buoys taken
during the round; the sum is what the round changed. The presenter notes captures and penalties as
their events come, and builds the table when the round is scored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.base import Event
from game.rules.fishing import CaptureAllTook, Penalty, RoundScored, ZeroCaptured
from game.scenes.table.breakdown import Breakdown

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene


class RoundTally:
    """What one round brought each seat, besides the cards won in tricks."""

    def __init__(self, players: int):
        self.players = players
        self.captured = [0] * players
        self.penalties = [0] * players

    def note(self, event: Event) -> None:
        if isinstance(event, ZeroCaptured):
            self.captured[event.seat] += 1
        elif isinstance(event, CaptureAllTook):
            self.captured[event.seat] += len(event.cards)
        elif isinstance(event, Penalty):
            self.penalties[event.seat] += event.points

    def table(self, scene: FishingScene, event: RoundScored) -> Breakdown:
        """The round's breakdown; starts the next round's tally."""
        n = self.players
        won = [event.points[s] - self.captured[s] for s in range(n)]
        rows = [
            (_("Cards won"), won),
            (_("Captured"), list(self.captured)),
            (_("−3 buoys"), list(self.penalties)),
        ]
        totals = [event.points[s] + self.penalties[s] for s in range(n)]
        seats = [(scene.setup.seats[s].name, scene.seat_colour(s)) for s in range(n)]
        title = _("Round {round} scores").format(round=event.round)
        note = _(
            "A point per card on the fisherman: cards won in tricks and cards captured. A −3 buoy costs 3."
        )
        self.captured, self.penalties = [0] * n, [0] * n
        return Breakdown(title, seats, rows, totals, note)
