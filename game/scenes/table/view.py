"""How every turn-based table is drawn: a background with everything that does not change during
a game, painted once per window size (``TableView``), and the widgets in the layout's zones,
each repainted when its part of the frame's model changes (``ZonedView``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol

import pygame

from game.engine import draw, layers
from game.scenes.table.widget import Model, Overlay, Widget, WidgetLayer


class TableView:
    """The background of a game's ``view``: the felt and the game's static layer."""

    def __init__(self, scene: Any):
        self.scene = scene
        self._static: pygame.Surface | None = None
        self._padded: tuple[pygame.Surface, pygame.Surface] | None = None

    def resize(self) -> None:
        self._static = None

    def background(self) -> pygame.Surface:
        """The felt with the game's static layer (``paint_static``), cached per window size."""
        size = self.scene.layout.size
        if self._static is None or self._static.get_size() != size:
            self._static = draw.felt(size).copy()
            self.paint_static(self._static)
        return self._static

    def movers(self) -> set[int]:
        """The seats lit as to move: none while the table is still animating."""
        scene = self.scene
        return set() if scene.presenting() else set(scene.state.to_move())

    def _base(self, surface: pygame.Surface) -> pygame.Surface:
        """The background at the surface's size: a replay's table is laid out above its control
        bar, so the picture's foot (drawn over by the bar) is left plain."""
        base, size = self.background(), surface.get_size()
        if base.get_size() == size:
            return base
        if self._padded is None or self._padded[0] is not base or self._padded[1].get_size() != size:
            padded = pygame.Surface(size)
            padded.fill(draw.FELT_DARK)
            padded.blit(base, (0, 0))
            self._padded = (base, padded.convert() if pygame.display.get_surface() is not None else padded)
        return self._padded[1]

    def paint_static(self, surface: pygame.Surface) -> None:
        """Draw what does not change during a game onto the felt."""


def shadowed(rect: pygame.Rect, blur: int, offset: tuple[int, int] = (0, 6)) -> pygame.Rect:
    """Where ``draw.draw_panel`` draws for ``rect``: the panel and its soft shadow."""
    if blur <= 0:
        return pygame.Rect(rect)
    shade = pygame.Rect(rect.x - 2 * blur + offset[0], rect.y - 2 * blur + offset[1], 0, 0)
    shade.size = (rect.w + 4 * blur, rect.h + 4 * blur)
    return rect.union(shade)


class Sized(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...


class ZonedView(TableView, Generic[Model]):
    """A table drawn as widgets in its layout's zones from one model a frame: subclasses place the
    widgets (``place``), may show fewer of them (``shown``) and add overlays (``overlays``)."""

    lay: Sized

    def __init__(self, scene: object):
        super().__init__(scene)
        self.layer: WidgetLayer[Model] = WidgetLayer()
        self.widgets: list[Widget[Model]] = []

    def shown(self, model: Model) -> list[Widget[Model]]:
        """The widgets on show for ``model`` (all placed ones unless a game says otherwise)."""
        return self.widgets

    def overlays(self, model: Model) -> list[Overlay]:
        """What the game draws over its widgets each frame (the hint's ring, a tooltip)."""
        return []

    def draw(
        self,
        surface: pygame.Surface,
        model: Model,
        overlays: Sequence[Overlay] = (),
        more: Sequence[layers.Region] = (),
    ) -> None:
        """The picture from ``model``, ``more`` regions over it (the results), then the game's
        overlays and ``overlays``."""
        self.widgets = self.shown(model)
        base = self._base(surface)
        ours = self.overlays(model)
        self.layer.draw(surface, base, self.lay.size, model, self.widgets, [*ours, *overlays], more)
