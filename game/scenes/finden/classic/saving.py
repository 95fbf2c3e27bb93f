"""How often a real-time race is saved: every action marks the record due, and it is written at
most every ``AUTOSAVE_S`` (and at once at a round's end and on leaving), so a crash loses at most
a second of play while the disk is not written at every stroke."""

from __future__ import annotations

from collections.abc import Callable

AUTOSAVE_S = 1.0


class SaveThrottle:
    def __init__(self, store: Callable[[], None]) -> None:
        self.store = store
        self.due = False
        """An action is not yet written."""
        self.saved_at = -AUTOSAVE_S

    def save(self, time: float, now: bool = True) -> None:
        """Write the record at scene time ``time``; ``now=False`` only marks it due (written
        within ``AUTOSAVE_S``)."""
        self.due = True
        if not now and time - self.saved_at < AUTOSAVE_S:
            return
        self.due, self.saved_at = False, time
        self.store()
