"""The app's window: opening it (``display.py``), fullscreen on and off, a resize reaching every
scene and the pointers. A part of ``App`` (a mixin): these methods read and set the app's own
``screen``, ``size`` and ``fullscreen``, which scenes and tests use as plain attributes."""

from __future__ import annotations

import argparse

import pygame

from game import display
from game.arguments import MIN_WINDOW
from game.engine import layers, look
from game.engine.loop import FixedStepLoop
from game.engine.pacing import FramePacer, refresh_rate
from game.engine.pointers import PointerHub
from game.engine.scene import SceneStack
from game.engine.settings import Settings

HEADLESS_SIZE = (1920, 1080)


class AppWindow:
    args: argparse.Namespace
    headless: bool
    fullscreen: bool
    windowed_size: tuple[int, int]
    screen: pygame.Surface
    size: tuple[int, int]
    settings: Settings
    pointers: PointerHub
    scenes: SceneStack
    loop: FixedStepLoop
    pacer: FramePacer | None

    def _init_display(self) -> None:
        display.init_display(self.headless)

    def _open_window(self) -> pygame.Surface:
        size = (self.args.size or HEADLESS_SIZE) if self.headless else self.windowed_size
        return display.open_window(self.headless, self.fullscreen, size, self.settings.flag("vsync"))

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self._reopen_window()

    def _reopen_window(self) -> None:
        if self.headless:
            return
        self.screen = self._open_window()
        self._resized(self.screen.get_size())
        self.loop.reset()
        if self.pacer is not None:
            self.pacer.period = 1 / refresh_rate()  # perhaps another display

    def _resized(self, size: tuple[int, int]) -> None:
        layers.SCREEN.forget()
        clamped = (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
        if clamped != size and not self.fullscreen:  # dragged too small: grow it back
            self.screen = pygame.display.set_mode(clamped, pygame.RESIZABLE)
            size = self.screen.get_size()
        if size == self.size:
            return
        self.size = size
        look.configure(screen_height=size[1])  # words grow up to a heading's share of this height
        if not self.fullscreen:
            self.windowed_size = size
        self.screen = pygame.display.get_surface() or self.screen
        self.pointers.resize(size)
        for scene in self.scenes:
            scene.resize(size)

