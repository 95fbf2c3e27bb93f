"""``ChoiceScene``: a screen of big buttons in one column (the Solo Puzzle menu, the saved games),
with the main menu's feel: one focus moved by arrows, pad and any pointer; Esc, Backspace, a right
click or pad B goes back. Subclasses say which buttons, where, and what choosing one does, and
what else the screen shows (``regions``); it is drawn as one composite picture over the felt, so a
frame repaints only what changed."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.engine import draw, layers, pictures, pointers, ui
from game.engine.scene import Scene
from game.i18n import _
from game.scenes.gui_scene import GuiParts
from game.services import AppServices


class ChoiceScene(GuiParts, Scene):
    def __init__(self, app: AppServices):
        super().__init__(app)
        self.picture = layers.Composite()

    def labels(self) -> list[tuple[str, str]]:
        """(label, icon) of every button, top to bottom; labels are catalog keys (English, marked
        with ``N_``), translated when the buttons are made."""
        raise NotImplementedError

    def lay_out(self, size: tuple[int, int]) -> Sequence[pygame.Rect]:
        """Compute the screen's layout for ``size``; return the buttons' rects."""
        raise NotImplementedError

    def choose(self, index: int) -> None:
        raise NotImplementedError

    def regions(self) -> list[layers.Region]:
        """What the screen shows over the felt, back to front: the buttons with their icons
        (``icon_size``); subclasses add titles and lines."""
        return [*pictures.gui_regions(self.ui), *self.buttons.decorations(self.icon_size)]

    @property
    def icon_size(self) -> int:
        return round(46 * draw.scale(self.app.size))

    def back(self) -> None:
        self.app.scenes.pop()

    # -- shared ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        self.clear_buttons()

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

    def next_change(self) -> float:
        """Still until input: nothing here moves by itself."""
        return math.inf

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.buttons.follow_hover()

    def draw(self, surface: pygame.Surface) -> None:
        self.picture.draw(surface, draw.felt(surface.get_size()), None, self.regions(), [])
