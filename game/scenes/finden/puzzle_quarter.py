"""A seat's quarter of the 5er Finden puzzle sheet: the 12 shapes, open, circled or crossed out.

Wraps the shared ``ShapeTiles`` drawing and adds what the puzzle needs on top: hit-testing a tile
(to cross out a shape when nothing fits) and a ring around the shapes a seat may use right now.
"""

from __future__ import annotations

import pygame

from game.engine import draw
from game.rules.finden import Quarter
from game.rules.pentomino import SHAPES
from game.scenes.widgets.shape_tiles import ShapeTiles, draw_header, split_header


class QuarterTiles:
    def __init__(
        self, rect: pygame.Rect, values: dict[str, int], columns: int = 4, header: int = 0, screen_h: int = 0
    ):
        """``header``: the height of the band atop ``rect`` that says the numbers are points;
        ``screen_h`` sets the labels' smallest size (``ShapeTiles``)."""
        self.rect, self.columns = rect, columns
        self.band, self.body = split_header(rect, header)
        # The tiles' labels hang a little below their row: keep them inside the rect.
        body = pygame.Rect(self.body.x, self.body.y, self.body.w, int(self.body.h * 0.9))
        self.tiles = ShapeTiles(body, values, columns, 0, screen_h)

    @property
    def rows(self) -> int:
        return -(-len(SHAPES) // self.columns)

    def tile_rect(self, shape: str) -> pygame.Rect:
        i = SHAPES.index(shape)
        w, h = self.body.w / self.columns, self.body.h / self.rows
        return pygame.Rect(
            round(self.body.x + (i % self.columns) * w),
            round(self.body.y + (i // self.columns) * h),
            round(w),
            round(h),
        )

    def shape_at(self, pos: tuple[float, float]) -> str | None:
        return next((s for s in SHAPES if self.tile_rect(s).collidepoint(pos)), None)

    def draw(
        self,
        surface: pygame.Surface,
        quarter: Quarter,
        highlight: tuple[str, ...] = (),
        colour: tuple[int, int, int] = draw.ACCENT,
    ) -> None:
        """The tiles with their marks; ``highlight`` rings the shapes a seat may pick now."""
        marks = {s: str(quarter.mark(s)) for s in SHAPES}
        draw_header(surface, self.band)
        self.tiles.draw(surface, marks)
        width = max(self.rect.h // 90, 2)
        for shape in highlight:
            pygame.draw.rect(surface, colour, self.tile_rect(shape).inflate(-4, -4), width, border_radius=8)
