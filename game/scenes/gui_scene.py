"""A screen built from pygame_gui elements: they are made for one window size, so the scene
builds them in ``resize`` (also on entering) and clears them when it leaves or rebuilds.

What it shows is a list of regions (``regions``: the elements, then what the scene draws over
them), so over the frozen scenes below (an overlay) a frame repaints only the regions that changed
(``layers.Composite``), and anywhere else every region is painted."""

from __future__ import annotations

import pygame

from game.engine import layers, pictures, ui
from game.engine.scene import Scene
from game.services import AppServices


class GuiScene(Scene):
    ui: ui.PointerUIManager | None = None

    def __init__(self, app: AppServices):
        super().__init__(app)
        self.picture = layers.Composite()

    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        self.clear_ui()

    def clear_ui(self) -> None:
        if self.ui is not None:
            self.ui.clear_and_reset()

    def regions(self) -> list[layers.Region]:
        """What the screen shows, back to front: the elements; subclasses add what they draw."""
        return pictures.gui_regions(self.ui) if self.ui is not None else []

    def draw(self, surface: pygame.Surface) -> None:
        """Every region over what ``surface`` holds (a frozen picture, a test's probe)."""
        layers.paint(surface, self.regions())

    def draw_over(self, surface: pygame.Surface, backdrop: pygame.Surface) -> None:
        self.picture.draw(surface, backdrop, None, self.regions(), [])
