"""The pause overlay (Esc in a game): resume, settings, how to play, or back to the menu.

It freezes the game below (``pauses_below``) and dims it, so the table stays visible. Esc or the
pad's Back button resumes.
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw, layers, ui
from game.i18n import N_, _
from game.scenes.gui_scene import GuiScene

TITLE = N_("Paused")


class PauseScene(GuiScene):
    opaque = False
    pauses_below = True

    def __init__(self, app):
        super().__init__(app)
        self.entries = [(N_("Resume"), "play", self._resume), (N_("Settings"), "gear", self._settings)]
        if app.current_rules():
            self.entries.append((N_("How to play"), "help", self._how_to_play))
        self.entries.append((N_("Quit to menu"), "back", app.to_menu))

    def resize(self, size: tuple[int, int]) -> None:
        focus = self.focus_or(0)
        self.clear_ui()
        self.s = s = draw.scale(size)
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        self.buttons = ui.ButtonList(self.ui, self._activate)
        height, gap, width = round(84 * s), round(16 * s), round(560 * s)
        total = len(self.entries) * (height + gap) - gap
        self.panel = pygame.Rect(0, 0, width + round(120 * s), total + round(190 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        top = self.panel.y + round(140 * s)
        for rect, (label, icon, _action) in zip(
            ui.column(size[0] // 2, top, width, height, gap, len(self.entries)), self.entries, strict=True
        ):
            self.buttons.add(rect, _(label), icon, "@menu_entry")
        self.buttons.set_focus(focus)

    def _activate(self, index: int) -> None:
        self.app.audio.play("click")
        self.entries[index][2]()

    def _resume(self) -> None:
        self.app.scenes.pop()

    def _settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def _how_to_play(self) -> None:
        from game.scenes.help import HelpScene

        self.app.scenes.push(HelpScene(self.app, self.app.current_rules()))

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.nav_action(event, self.app.pointers) == ui.BACK:
            self._resume()
            return True
        return self.buttons.handle(event) or self.ui.handle_event(event)

    def handle_pointer(self, event) -> bool:
        if ui.pointer_back(event):
            self._resume()
            return True
        return self.ui.handle_pointer(event)

    def next_change(self) -> float:
        """Still until input: nothing here moves by itself."""
        return math.inf

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.buttons.follow_hover()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        draw.overlay_panel(surface, self.panel, self.s, _(TITLE), 72, 72)

    def regions(self) -> list[layers.Region]:
        return [*super().regions(), *self.buttons.decorations(round(46 * self.s))]
