"""``ChoiceScene``: a screen of big buttons in one column (the Solo Puzzle menu, the saved games),
with the main menu's feel: one focus moved by arrows, pad and any pointer; Esc, Backspace, a right
click or pad B goes back. Subclasses say which buttons, where, and what choosing one does."""

from __future__ import annotations

import pygame

from game.engine import pointers, ui
from game.engine.scene import Scene
from game.i18n import _
from game.services import AppServices


class ChoiceScene(Scene):
    def __init__(self, app: AppServices):
        super().__init__(app)
        self.buttons: ui.ButtonList | None = None
        self.ui: ui.PointerUIManager | None = None

    def labels(self) -> list[tuple[str, str]]:
        """(label, icon) of every button, top to bottom; labels are catalog keys (English, marked
        with ``N_``), translated when the buttons are made."""
        raise NotImplementedError

    def lay_out(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Compute the screen's layout for ``size``; return the buttons' rects."""
        raise NotImplementedError

    def choose(self, index: int) -> None:
        raise NotImplementedError

    def back(self) -> None:
        self.app.scenes.pop()

    # -- shared ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        if self.buttons is not None:
            self.buttons.clear()

    def resize(self, size: tuple[int, int]) -> None:
        self.exit()
        rects = self.lay_out(size)
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        for rect, (label, icon) in zip(rects, self.labels(), strict=True):
            self.buttons.add(rect, _(label), icon, "@menu_entry")

    def _activate(self, index: int) -> None:
        self.app.audio.play("click")
        self.choose(index)

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            self.back()
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if ui.pointer_back(event):
            self.back()
            return True
        return self.ui.handle_pointer(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.buttons.follow_hover()
