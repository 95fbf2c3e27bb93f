"""A screen built from pygame_gui elements: they are made for one window size, so the scene
builds them in ``resize`` (also on entering) and clears them when it leaves or rebuilds.

What it shows is a list of regions (``regions``: the elements, then what the scene draws over
them), so over the frozen scenes below (an overlay) a frame repaints only the regions that changed
(``layers.Composite``), and anywhere else every region is painted."""

from __future__ import annotations

import pygame

from game.engine import layers, pictures
from game.engine.scene import Scene
from game.engine.ui import ButtonList, PointerUIManager
from game.services import AppServices


class GuiParts:
    """The pygame_gui manager and the focus list a screen makes for its window size (in
    ``resize``, also on entering). Typed as always there: a scene handles input, updates and
    draws only once entered, so reading them before is a bug, and says so."""

    _ui: PointerUIManager | None = None
    _buttons: ButtonList | None = None

    @property
    def ui(self) -> PointerUIManager:
        if self._ui is None:
            raise AttributeError(f"{type(self).__name__} has no elements before its first resize")
        return self._ui

    @ui.setter
    def ui(self, manager: PointerUIManager) -> None:
        self._ui = manager

    @property
    def buttons(self) -> ButtonList:
        if self._buttons is None:
            raise AttributeError(f"{type(self).__name__} has no buttons before its first resize")
        return self._buttons

    @buttons.setter
    def buttons(self, buttons: ButtonList) -> None:
        self._buttons = buttons

    def focus_or(self, first: int) -> int:
        """The focused button (kept when the buttons are made again), ``first`` before there are any."""
        return self._buttons.focus if self._buttons is not None else first

    def clear_buttons(self) -> None:
        if self._buttons is not None:
            self._buttons.clear()

    def clear_ui(self) -> None:
        if self._ui is not None:
            self._ui.clear_and_reset()

    def gui_regions(self) -> list[layers.Region]:
        """The elements as regions; none before the first resize."""
        return pictures.gui_regions(self._ui) if self._ui is not None else []


class GuiScene(GuiParts, Scene):
    def __init__(self, app: AppServices):
        super().__init__(app)
        self.picture = layers.Composite()

    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        self.clear_ui()

    def regions(self) -> list[layers.Region]:
        """What the screen shows, back to front: the elements; subclasses add what they draw."""
        return self.gui_regions()

    def draw(self, surface: pygame.Surface) -> None:
        """Every region over what ``surface`` holds (a frozen picture, a test's probe)."""
        layers.paint(surface, self.regions())

    def draw_over(self, surface: pygame.Surface, backdrop: pygame.Surface) -> None:
        self.picture.draw(surface, backdrop, None, self.regions(), [])
