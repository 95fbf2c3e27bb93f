"""Taking back one's own last action at a table (issue 51): only a human's, only while the rules
say nothing was revealed or drawn since and nobody else has acted (``TurnState.undoable``), and
never in a replay. The state is its record replayed without that action, so the record, the log
and a replay show the game as finally played.

``TableScene`` mixes it in; U (the mouse player's key, unless a keyboard cursor steers with it)
asks for the seat it acts for, and a game's own Undo button calls ``undo``."""

from __future__ import annotations

import pygame

from game.engine.devices import keyboard
from game.engine.seats import HUMAN
from game.scenes.table.log_replay import replayed_lines
from game.scenes.table.members import TableMembers

UNDO_KEY = pygame.K_u


class TakeBack(TableMembers):
    """Undo (what it reads and calls of its scene: ``TableMembers``)."""

    def can_undo(self, seat: int | None) -> bool:
        """Whether ``seat`` may take back its last action now (nothing still being shown)."""
        return (
            seat is not None
            and not self.watching
            and self.setup.seats[seat].kind == HUMAN
            and not self.presenting()
            and self.state.undoable(seat)
        )

    def undo(self, seat: int | None) -> bool:
        """Take back ``seat``'s last action if it may; True if it did."""
        if not self.can_undo(seat):
            return False
        self.state = self.state.taken_back()
        self.shown = type(self.shown).of(self.state)
        self.log.lines = replayed_lines(type(self), self.app, self.setup, self.state)
        self.autosave()
        self.resize(self.size)  # everything is drawn afresh
        self.app.audio.play("click")
        return True

    def undo_key(self, event: pygame.event.Event) -> bool:
        """U takes back the last action of the seat the mouse player acts for."""
        pointer = keyboard.mouse_shortcut(event, self.app.pointers, UNDO_KEY)
        return pointer is not None and self.undo(self.acting_seat(pointer))
