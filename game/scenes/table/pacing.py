"""When a table must draw: every frame while anything moves, else not until the next thing that
goes away by itself (DESIGN, loop: a table waiting for a player sleeps instead of drawing).

``TableScene`` mixes it in."""

from __future__ import annotations

import math

from game.engine.seats import HUMAN
from game.scenes.table.members import TableMembers

PULSE_RATE = 5.0
"""The to-move seat's highlight breathes at this many radians per second …"""
PULSE_S = (math.pi / 2 + 6 * math.pi) / PULSE_RATE
"""[decision] … for three breaths (about 4 s) from the turn's start, then holds at its brightest:
a table waiting for a player then draws nothing, and a held highlight still says whose turn it is."""
SETTLE_S = 1.5
"""After anything was played or presented, markers settle and coins land this long (Fishing's lead
marker 0.6 s, Bingo's trump 0.8 s, Garum's coin 0.9 s): the table draws every frame until then."""


class TablePacing(TableMembers):
    """The table's pace (what it reads and calls of its scene: ``TableMembers``)."""

    def next_change(self) -> float:
        """0 while the table moves — an animation, a bot or a hint thinking, phones' views waiting
        to be written, a hint's or the guide's glowing ring, markers settling (``SETTLE_S``), the
        to-move seat breathing (``PULSE_S``), a replay; else the time until a notice, the banner or
        a subclass's ``changes_at`` goes."""
        if (
            self.watching
            or self.presenting()
            or self.hints.thinking()
            or self.hints.current() is not None
            or self.coach.active
            or self.bots_to_move()
            or self.phones.post.waited  # phones' views held for a step or two (``phone_post.WAIT_STEPS``)
            or self.clock < self.changed_at + SETTLE_S
            or (self.humans_to_move() and self.clock < self.turn_since + PULSE_S)
        ):
            return 0.0
        ahead = [at - self.clock for at in (self.notice_until, self.banner.until, *self.changes_at())]
        return min((t for t in ahead if t > 0), default=math.inf)

    def bots_to_move(self) -> bool:
        """Whether a bot seat is to move (and so thinking, a slice per step)."""
        seats = self.setup.seats
        return not self.state.is_over() and any(seats[s].kind != HUMAN for s in self.state.to_move())

    def changes_at(self) -> list[float]:
        """Scene times when something a subclass shows goes away by itself (an explanation)."""
        return []

    def pulse(self, active: bool) -> float:
        """0–1 for the highlight of a seat to move: breathing from the turn's start, then held at 1."""
        if not active:
            return 0.0
        since = self.clock - self.turn_since
        return 1.0 if since >= PULSE_S else 0.5 + 0.5 * math.sin(since * PULSE_RATE)
