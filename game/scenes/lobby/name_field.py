"""Typing a seat's name on its card: while a name is typed, every key goes to it (``hub.typing``
lets the keyboard clusters' keys through), and Enter, Esc, Tab or a press elsewhere ends it."""

from __future__ import annotations

import pygame

from game.engine import pointers
from game.engine.seats import NAME_LIMIT, TablePlan


class NameField:
    """The name being typed on one seat's card (``seat`` None: none)."""

    def __init__(self, plan: TablePlan, hub: pointers.PointerHub):
        self.plan, self.hub = plan, hub
        self.seat: int | None = None
        self.text = ""

    def start(self, seat: int) -> None:
        self.seat, self.text = seat, self.plan.seats[seat].name
        self.hub.typing = True
        pygame.key.start_text_input()

    def stop(self) -> bool:
        """End typing; True when a name was typed (the plan renamed its seat)."""
        renamed = self.seat is not None
        if renamed:
            self.plan.rename(self.seat, self.text)
            self.seat = None
        self.hub.typing = False
        return renamed

    def key(self, event: pygame.event.Event) -> bool:
        """A typed character or an editing key; True when it ended typing."""
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[:NAME_LIMIT]
        elif event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            return self.stop()
        return False

    def shown(self, clock: float) -> tuple[int, str] | None:
        """The seat being typed on, and its name with the blinking caret."""
        if self.seat is None:
            return None
        return self.seat, self.text + ("|" if int(clock * 2) % 2 == 0 else " ")
