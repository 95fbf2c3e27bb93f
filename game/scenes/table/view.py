"""The part every turn-based table's drawing shares: a background layer with everything that does
not change during a game, drawn once per window size, and the seats, the one(s) to move lit."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import draw, layers
from game.scenes.widgets.tooltip import draw_refusal


class TableView:
    """Base of a game's ``view``: subclasses paint the static layer and each seat."""

    def __init__(self, scene: Any):
        self.scene = scene
        self._static: pygame.Surface | None = None
        self.composite = layers.Composite()
        """The background with the parts that change only with what they show (``draw_picture``)."""
        self.labels: list[pygame.Rect] = []
        """Labels drawn this frame that a refusal must not cover (``label``, ``draw_refusal``)."""

    def resize(self) -> None:
        self._static = None

    def background(self) -> pygame.Surface:
        """The felt with the game's static layer (``paint_static``), cached per window size."""
        size = self.scene.layout.size
        if self._static is None or self._static.get_size() != size:
            self._static = draw.felt(size).copy()
            self.paint_static(self._static)
        return self._static

    def draw_seats(self, surface: pygame.Surface) -> None:
        """The background, then every seat (those to move lit, unless the table is still
        animating)."""
        scene = self.scene
        self.labels = []
        surface.blit(self.background(), (0, 0))
        movers = set() if scene.presenting() else set(scene.state.to_move())
        for seat in range(scene.state.players):
            self.draw_seat(surface, seat, seat in movers)

    def draw_picture(
        self, surface: pygame.Surface, regions: list[layers.Region], over: list[pygame.Rect] | None = None
    ) -> None:
        """The background and ``regions`` (seat panels, hands, … each repainted only when what it
        shows changes) on the retained screen; ``over`` is what this frame draws over them
        (None: anywhere; more with ``layers.SCREEN.drawn``)."""
        self.composite.draw(surface, self.background(), self.scene.layout.size, regions, over)

    def paint_static(self, surface: pygame.Surface) -> None:
        """Draw what does not change during a game onto the felt."""

    def draw_seat(self, surface: pygame.Surface, seat: int, active: bool) -> None:
        """Draw ``seat``'s changing state."""

    def label(
        self, surface: pygame.Surface, text: str, pos: tuple[float, float], size: int, **style: Any
    ) -> None:
        """A label (``draw.blit_text``) that refusals step aside from."""
        self.labels.append(draw.blit_text(surface, text, pos, size, **style))

    def draw_refusal(self, surface: pygame.Surface, place: tuple[float, float], wrap: int = 440) -> None:
        """The table's one refusal (``tooltip.draw_refusal``), clear of this frame's labels and of
        the first-game guide's speech box."""
        guide = self.scene.coach.covers(self.scene, surface.get_size())
        draw_refusal(surface, self.scene, place, wrap, [*self.labels, *guide])
