"""Typing a seat's name on its card: while a name is typed, every key goes to it (``hub.typing``
lets the keyboard clusters' keys through), and Enter, Esc, Tab or a press elsewhere ends it.

The card offers the remembered players (``stats/profiles``) whose names start with what is typed:
a press on one, or Up / Down then Enter, seats that player with their colour."""

from __future__ import annotations

import pygame

from game.engine import pointers
from game.engine.seats import NAME_LIMIT
from game.engine.table_plan import TablePlan
from game.stats import profiles
from game.stats.profiles import Profile

OFFERED = 5
"""Remembered players offered at once (the card's kind rows make room for them)."""


class NameField:
    """The name being typed on one seat's card (``seat`` None: none)."""

    def __init__(self, plan: TablePlan, hub: pointers.PointerHub, known: list[Profile] | None = None):
        self.plan, self.hub = plan, hub
        self.known = known or []
        self.seat: int | None = None
        self.text = ""
        self.marked: int | None = None
        """The offered player Up / Down marked (Enter seats them)."""

    def start(self, seat: int) -> None:
        self.seat, self.text, self.marked = seat, self.plan.seats[seat].name, None
        self.hub.typing = True
        pygame.key.start_text_input()

    def offered(self) -> list[Profile]:
        """The remembered players the card offers now (none sitting at another seat)."""
        if self.seat is None:
            return []
        taken = [s.name for i, s in enumerate(self.plan.seats) if i != self.seat]
        return profiles.choices(self.known, self.text, taken, OFFERED)

    def pick(self, index: int) -> bool:
        """Seat the offered player ``index`` (name and colour) and end typing; False if none."""
        offered = self.offered()
        if self.seat is None or not 0 <= index < len(offered):
            return False
        chosen, seat = offered[index], self.seat
        self.text = chosen.name
        self.stop()
        if chosen.colour is not None:
            self.plan.wear(seat, chosen.colour)
        return True

    def stop(self) -> bool:
        """End typing; True when a name was typed (the plan renamed its seat)."""
        renamed = self.seat is not None
        if self.seat is not None:
            self.plan.rename(self.seat, self.text)
            self.seat = None
        self.hub.typing = False
        return renamed

    def key(self, event: pygame.event.Event) -> bool:
        """A typed character or an editing key; True when it ended typing."""
        if event.type == pygame.TEXTINPUT:
            self.text, self.marked = (self.text + event.text)[:NAME_LIMIT], None
        elif event.key == pygame.K_BACKSPACE:
            self.text, self.marked = self.text[:-1], None
        elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.offered():
            count, step = len(self.offered()), 1 if event.key == pygame.K_DOWN else -1
            self.marked = (
                (step if step < 0 else 0) % count if self.marked is None else (self.marked + step) % count
            )
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.marked is not None:
            return self.pick(self.marked)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            return self.stop()
        return False

    def shown(self, clock: float) -> tuple[int, str] | None:
        """The seat being typed on, and its name with the blinking caret."""
        if self.seat is None:
            return None
        return self.seat, self.text + ("|" if int(clock * 2) % 2 == 0 else " ")
