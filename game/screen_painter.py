"""One frame on the screen: the visible scenes (or a pausing overlay over a frozen picture of the
scenes below it), then the cursors, through the retained screen (``engine/layers.py``)."""

from __future__ import annotations

import pygame

from game.engine import layers
from game.engine.cursors import draw_cursors
from game.engine.pointers import PointerHub
from game.engine.scene import Scene, SceneStack


class ScreenPainter:
    """Draws the scene stack; keeps the frozen backdrop under an overlay between frames."""

    def __init__(self, scenes: SceneStack, pointers: PointerHub):
        self.scenes = scenes
        self.pointers = pointers
        self._backdrop: tuple[tuple, pygame.Surface] | None = None

    def draw(self, screen: pygame.Surface, size: tuple[int, int]) -> None:
        visible = self.scenes.visible()
        top = visible[-1] if visible else None
        pausing = top is not None and len(visible) > 1 and top.pauses_below
        one_layer = pausing or len(visible) == 1  # else scenes draw over each other: no layer to patch
        layers.SCREEN.begin(screen, (tuple(visible), size) if one_layer else None)
        if pausing and top is not None:
            top.draw_over(screen, self._frozen_backdrop(visible, size))
        else:
            for scene in visible:
                scene.draw_backdrop(screen)
                scene.draw(screen)
        draw_cursors(screen, self.pointers)
        layers.SCREEN.end(layers.cursor_rects(screen, self.pointers))

    def _frozen_backdrop(self, visible: list[Scene], size: tuple[int, int]) -> pygame.Surface:
        """The scenes under a pausing overlay cannot change, so they are drawn once per stack."""
        key = (tuple(visible), size)
        if self._backdrop is None or self._backdrop[0] != key:
            surface = pygame.Surface(size).convert()
            for scene in visible[:-1]:
                scene.draw_backdrop(surface)
                scene.draw(surface)
            visible[-1].draw_backdrop(surface)
            self._backdrop = (key, surface)
        return self._backdrop[1]

    def invalidate_backdrop(self) -> None:
        """Redraw the frozen scenes under an overlay next frame (e.g. a setting changed their look)."""
        self._backdrop = None
