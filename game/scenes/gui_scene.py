"""A screen built from pygame_gui elements: they are made for one window size, so the scene
builds them in ``resize`` (also on entering) and clears them when it leaves or rebuilds."""

from __future__ import annotations

from game.engine import ui
from game.engine.scene import Scene


class GuiScene(Scene):
    ui: ui.PointerUIManager | None = None

    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        self.clear_ui()

    def clear_ui(self) -> None:
        if self.ui is not None:
            self.ui.clear_and_reset()
