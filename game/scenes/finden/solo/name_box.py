"""The name kept under a new solo high score: a pygame_gui text box on the end panel, labelled
"Your name", holding the name offered (the last one kept, else the seat's) with all of it
selected, so typing replaces it and a click or the arrows edit it. Enter (or any button of the
panel, or leaving) keeps what it shows; until then nothing is kept.

The box has its own manager (the table draws itself, not with pygame_gui); while it is open the
hub is ``typing``, so the keys of a keyboard cluster type letters instead of moving a cursor."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine import pointers, ui
from game.engine.layers import Region
from game.engine.pictures import gui_regions

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class NameBox:
    """A text box at ``rect`` on a window of ``size`` holding ``name`` (at most ``limit`` letters)."""

    def __init__(
        self, size: tuple[int, int], hub: pointers.PointerHub, rect: pygame.Rect, name: str, limit: int
    ):
        self.size, self.hub = size, hub
        self.ui = ui.PointerUIManager(size, hub)
        self.entry = pygame_gui.elements.UITextEntryLine(rect, self.ui, initial_text=name)
        self.entry.set_text_length_limit(limit)
        self.entry.focus()
        self.entry.select_range = [0, len(name)]  # typing replaces the offered name
        hub.typing = True
        pygame.key.start_text_input()

    @property
    def text(self) -> str:
        return self.entry.get_text()

    def handle(self, event: pygame.event.Event) -> bool:
        """A key or typed text for the box; True when it was Enter (keep the name now)."""
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            return True
        self.ui.handle_event(event)
        return False

    def press(self, event: pointers.PointerEvent) -> bool:
        """A pointer press on the box (places the caret); False when it fell elsewhere."""
        if not self.entry.rect.collidepoint(event.pos):
            return False
        self.ui.handle_pointer(event)
        return True

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def regions(self) -> list[Region]:
        return gui_regions(self.ui)

    def close(self) -> None:
        self.entry.kill()
        self.hub.typing = False
        pygame.key.stop_text_input()


class NameEntry:
    """The box's life under a new best: opened while a name may be typed, opened again at another
    window size keeping what was typed, closed when the name is kept."""

    def __init__(self, hub: pointers.PointerHub, limit: int):
        self.hub, self.limit = hub, limit
        self.box: NameBox | None = None

    def show(self, size: tuple[int, int], rect: pygame.Rect, offered: str) -> NameBox:
        box = self.box
        if box is None or box.size != size:
            text = box.text if box is not None else offered
            if box is not None:
                box.close()
            box = self.box = NameBox(size, self.hub, rect, text, self.limit)
        return box

    def update(self, dt: float) -> None:
        if self.box is not None:
            self.box.update(dt)

    def take(self) -> str | None:
        """What the box shows, closing it (None: no box was open)."""
        if self.box is None:
            return None
        text = self.box.text
        self.box.close()
        self.box = None
        return text


def typing(event: pygame.event.Event) -> bool:
    """Whether ``event`` is for the name box while it shows: keys and typed text, but Esc (it
    still leaves the panel)."""
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        return False
    return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)
