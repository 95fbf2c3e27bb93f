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

    def draw(
        self,
        surface: pygame.Surface,
        covered: int,
        colour: draw.Colour,
        lines: Collection[int] = (),
        choosable: bool = False,
        hover: int | None = None,
    ) -> None:
        cell = self.cell
        pygame.draw.rect(surface, draw.CARD_FACE, self.rect.inflate(6, 6), border_radius=max(cell // 8, 3))
        for row in MAGIC_SQUARE:
            for number in row:
                rect = self.cell_rect(number)
                has = covered >> number & 1
                if choosable and not has:
                    fill = draw.ACCENT if number == hover else (236, 214, 160)
                    pygame.draw.rect(surface, fill, rect.inflate(-4, -4), border_radius=max(cell // 10, 2))
                pygame.draw.rect(surface, draw.CARD_EDGE, rect, 1)
                size = round(cell * 0.52)
                draw.blit_text(surface, str(number), rect.center, size, draw.INK, "center", bold=True)
                if has:
                    self.draw_marker(surface, rect.center, colour, cell)
        for index in lines:
            first, last = self.cell_rect(LINES[index][0]), self.cell_rect(LINES[index][-1])
            pygame.draw.line(surface, draw.ACCENT, first.center, last.center, max(cell // 7, 4))

    @staticmethod
    def draw_marker(
        surface: pygame.Surface, centre: tuple[float, float], colour: draw.Colour, cell: int
    ) -> None:
        radius = cell * 0.34
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, draw.INK, centre, radius, max(cell // 16, 2))
        pygame.draw.circle(surface, draw.CARD_FACE, centre, radius * 0.35, max(cell // 22, 1))


class MissedTrack:
    """Three spaces in a row; a marker per miss."""

    def __init__(self, left: tuple[float, float], spacing: float, radius: float):
        self.left, self.spacing, self.radius = left, spacing, radius

    def slot(self, index: int) -> tuple[float, float]:
        return self.left[0] + index * self.spacing, self.left[1]

    def draw(self, surface: pygame.Surface, count: int, colour: draw.Colour) -> None:
        r = self.radius
        for i in range(MISSED_TRACK):
            centre = self.slot(i)
            pygame.draw.circle(surface, draw.FELT_LIGHT, centre, r)
            pygame.draw.circle(surface, draw.TEXT_DIM, centre, r, max(round(r / 7), 1))
            if i < count:
                BingoCardWidget.draw_marker(surface, centre, colour, round(r * 2.6))
