"""A Trick-Taking Bingo card (the 3×3 magic square) with markers, lit lines and a missed track.

Markers are discs in the seat's colour with a ring, and complete lines get a gold bar through
them, so coverage reads without colour. The card is also the free-marker picker: ``number_at``
finds the cell under a pointer and ``draw`` can highlight the choosable numbers.
"""

from __future__ import annotations

from collections.abc import Collection

import pygame

from game.engine import draw
from game.rules.bingo import LINES, MAGIC_SQUARE, MISSED_TRACK


class BingoCardWidget:
    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.cell = rect.w // 3

    def cell_rect(self, number: int) -> pygame.Rect:
        for r, row in enumerate(MAGIC_SQUARE):
            if number in row:
                c, size = row.index(number), self.cell
                return pygame.Rect(self.rect.x + c * size, self.rect.y + r * size, size, size)
        raise ValueError(f"{number} is not on the bingo card")

    def number_at(self, pos: tuple[float, float]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        c = min(int((pos[0] - self.rect.x) // self.cell), 2)
        r = min(int((pos[1] - self.rect.y) // self.cell), 2)
        return MAGIC_SQUARE[r][c]

    def draw_grid(self, surface: pygame.Surface) -> None:
        """The printed card (static: tables keep it in their background layer)."""
        cell = self.cell
        pygame.draw.rect(surface, draw.CARD_FACE, self.rect.inflate(6, 6), border_radius=max(cell // 8, 3))
        for row in MAGIC_SQUARE:
            for number in row:
                self._cell(surface, number, draw.CARD_FACE)

    def _cell(self, surface: pygame.Surface, number: int, fill: draw.Colour) -> None:
        rect, cell = self.cell_rect(number), self.cell
        if fill != draw.CARD_FACE:
            pygame.draw.rect(surface, fill, rect.inflate(-4, -4), border_radius=max(cell // 10, 2))
        pygame.draw.rect(surface, draw.CARD_EDGE, rect, 1)
        draw.blit_text(surface, str(number), rect.center, round(cell * 0.52), draw.INK, "center", bold=True)

    def draw_markers(
        self,
        surface: pygame.Surface,
        covered: int,
        colour: draw.Colour,
        lines: Collection[int] = (),
        choosable: bool = False,
        hover: int | None = None,
    ) -> None:
        """Markers on covered numbers, gold bars through complete lines, and (when picking a free
        marker) the open numbers highlighted, the hovered one brightest."""
        for row in MAGIC_SQUARE:
            for number in row:
                if covered >> number & 1:
                    self.draw_marker(surface, self.cell_rect(number).center, colour, self.cell)
                elif choosable:
                    self._cell(surface, number, draw.ACCENT if number == hover else (236, 214, 160))
        for index in lines:
            first, last = self.cell_rect(LINES[index][0]), self.cell_rect(LINES[index][-1])
            pygame.draw.line(surface, draw.ACCENT, first.center, last.center, max(self.cell // 7, 4))

    def draw(
        self,
        surface: pygame.Surface,
        covered: int,
        colour: draw.Colour,
        lines: Collection[int] = (),
        choosable: bool = False,
        hover: int | None = None,
    ) -> None:
        self.draw_grid(surface)
        self.draw_markers(surface, covered, colour, lines, choosable, hover)

    @staticmethod
    def draw_marker(
        surface: pygame.Surface, centre: tuple[float, float], colour: tuple[int, int, int], cell: int
    ) -> pygame.Rect:
        """A marker disc centred at ``centre`` for a cell of ``cell`` pixels; returns its rect."""
        radius = cell * 0.34
        disc = pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, draw.INK, centre, radius, max(cell // 16, 2))
        pygame.draw.circle(surface, draw.CARD_FACE, centre, radius * 0.35, max(cell // 22, 1))
        return disc.inflate(2, 2)


class MissedTrack:
    """Three spaces in a row; a marker per miss."""

    def __init__(self, left: tuple[float, float], spacing: float, radius: float):
        self.left, self.spacing, self.radius = left, spacing, radius

    def slot(self, index: int) -> tuple[float, float]:
        return self.left[0] + index * self.spacing, self.left[1]

    def draw_spaces(self, surface: pygame.Surface) -> None:
        r = self.radius
        for i in range(MISSED_TRACK):
            centre = self.slot(i)
            pygame.draw.circle(surface, draw.FELT_LIGHT, centre, r)
            pygame.draw.circle(surface, draw.TEXT_DIM, centre, r, max(round(r / 7), 1))

    def draw_markers(self, surface: pygame.Surface, count: int, colour: draw.Colour) -> None:
        for i in range(min(count, MISSED_TRACK)):
            BingoCardWidget.draw_marker(surface, self.slot(i), colour, round(self.radius * 2.6))
