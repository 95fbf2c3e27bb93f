"""A refused action in player words: the one notice beside what was refused, shown while nothing has
happened since and, if it may name hidden cards, only while the refused seat's hand is face up.

``TableScene`` mixes it in."""

from __future__ import annotations

import logging

from game.rules.base import IllegalMove
from game.scenes.table import words
from game.scenes.table.members import TableMembers

log = logging.getLogger(__name__)

NOTICE_S = 3.0
"""How long a refusal stays on screen."""


class Refusals(TableMembers):
    """The refusal notice (what it reads and calls of its scene: ``TableMembers``)."""

    def refused(
        self,
        seat: int,
        action: object,
        reason: IllegalMove | str | None,
        at: tuple[float, float] | None = None,
        private: bool = True,
    ) -> None:
        """A human tried something illegal: ``reason`` in player words becomes the one notice, shown
        beside ``at`` (the thing refused; None: the layout's place for notices); a ``private`` one
        only while ``seat``'s hand is face up."""
        log.info("refused %s for seat %s: %s", action, seat, reason)
        self.notice = self.refusal_words(reason)
        self.notice_until, self.notice_at = self.clock + NOTICE_S, at
        self.notice_seat = seat if private else None
        self.notice_moves = len(self.state.history)

    def refusal_words(self, reason: IllegalMove | str | None) -> str:
        """A rule's refusal in player words: seats by name and colour."""
        return words.refusal(reason, self.seat_name, type(self).card_words)

    def shown_notice(self) -> str:
        """The refusal to show now: only while nothing has happened since (a refusal of a card
        played out of turn must not outlive the turn it was about), for ``NOTICE_S``, and while the
        refused seat's hand is face up (a refusal may name its cards: "Orange holds red")."""
        if self.clock >= self.notice_until or len(self.state.history) != self.notice_moves:
            return ""
        if self.notice_seat is not None and not self.hand_face_up(self.notice_seat):
            return ""
        return self.notice

    def hover_tips(self) -> bool:
        """Whether hover tooltips may show: not while a refusal does (one tip at a time), nor over
        the results (the table's tips no longer apply), nor over a held play's Confirm button."""
        return not self.shown_notice() and self.results_since is None and self.held.current(self) is None
