"""Time to read an outcome: how long a sentence or a round's breakdown must stay on screen before
the table moves on, for every game.

A sentence holds the table for the time a reader needs to take its words in (``reading_s``),
whatever the animation speed (which scales how long it stays on show beyond that); a breakdown
holds its time at 1×, scaled by the speed, never below its reading time. "Instant" means instant
for whoever chose it. A human's click ends the wait at once (``Banner.skip``,
``BreakdownHold.continue_click``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from game.engine import tween

READ_BASE_S = 0.6
"""[decision] Seconds to notice a new sentence at all, before reading it."""
READ_WORD_S = 0.2
"""[decision] Seconds per word (300 words a minute, a quick reader's pace; two CJK characters
count as one word)."""


def reading_s(text: str) -> float:
    """Seconds a reader needs for ``text``, whatever the animation speed."""
    wide = sum(1 for ch in text if unicodedata.east_asian_width(ch) in "WF")
    narrow = "".join(" " if unicodedata.east_asian_width(ch) in "WF" else ch for ch in text)
    return READ_BASE_S + READ_WORD_S * (len(narrow.split()) + wide / 2)


def wait_s(text: str) -> float:
    """Real seconds the table waits for a sentence to be read before it moves on: ``reading_s``
    at every speed (a faster table shows it for less time, but not less than that); 0 at
    "instant"."""
    return 0.0 if tween.get_speed() == 0 else reading_s(text)


def hold_s(seconds: float, text: str) -> float:
    """Real seconds a round's breakdown holds the table: ``seconds`` at 1×, scaled by the animation
    speed but never below the time to read ``text``; 0 at "instant". A table of figures is scanned,
    not read word by word: that floor is at most its time at 1×, which players found enough."""
    speed = tween.get_speed()
    if speed == 0:
        return 0.0
    return max(seconds / speed, min(reading_s(text), seconds))


class WaitUntil:
    """A timeline step that holds the timeline until ``ready()`` (a shown outcome has been read)."""

    def __init__(self, ready: Callable[[], bool]):
        self.ready = ready
        self.done = False

    def update(self, dt: float) -> float:
        self.done = self.done or self.ready()
        return dt if self.done else 0.0

    def finish(self) -> None:
        self.done = True


class Hold:
    """A timeline step that waits ``seconds`` of real time (already scaled: ``hold_s``), or until
    ``finish`` (a click that says "read it")."""

    def __init__(self, seconds: float):
        self.left = seconds
        self.done = seconds <= 0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.left -= dt
        self.done = self.left <= 1e-9
        return max(-self.left, 0.0) if self.done else 0.0

    def finish(self) -> None:
        self.done = True
