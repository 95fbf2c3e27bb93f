"""Garum's workers beside the board: each line's space (a row's left of the board, a column's above
it) holds the workers placed on that line, outward from the board in the order they came, as large
as they can stand apart. Where each stands, where a line's workers draw, and drawing them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.garum.data import SIZE
from game.scenes.widgets import garum_fish

if TYPE_CHECKING:
    from game.scenes.widgets.garum_board import TankGrid

FOREMAN_TALL = 1.35
"""A foreman's height over its width (its hat); an apprentice is as high as wide."""

Pieces = tuple[tuple[int, bool], ...]
"""A line's workers as (colour, foreman), in the order they came."""


class WorkerSpaces:
    def __init__(self, grid: TankGrid):
        self.grid = grid

    def fit(self, count: int, line: int) -> tuple[int, int]:
        """(pawn size, pawns per row) at which ``count`` workers stand apart in ``line``'s space:
        the largest size up to ``worker_size`` over one, two or three rows (rows along the space,
        side by side across it). Several workers on one line piled into one unreadable stack."""
        grid = self.grid
        along_k, across_k = _units(line)
        best = (0, count)
        for rows in (1, 2, 3):
            per_row = -(-count // rows)
            along = grid.strip / (along_k * (1.3 + 1.05 * (per_row - 1)))  # an inset at both ends
            across = grid.cell / (1.05 * across_k * rows) if rows > 1 else grid.worker_size
            size = min(grid.worker_size, int(along), int(across))
            if size > best[0]:
                best = (size, per_row)
        least = max(grid.worker_size // 2, 6)  # smaller cannot be told apart: they overlap instead
        return max(best[0], least), best[1]

    def centre(self, line: int, index: int, count: int) -> tuple[float, float]:
        """Where the ``index``-th of ``count`` workers on a line stands (rows outward from the
        board, side by side across the space when one row would pile them up)."""
        space = self.grid.space_rect(line)
        size, per_row = self.fit(count, line)
        along_k, across_k = _units(line)
        rows = -(-count // per_row)
        row, place = divmod(index, per_row)
        inset = size * 0.65 * along_k  # the first worker's centre, from the board's edge
        step = min(size * 1.05 * along_k, (self.grid.strip - 2 * inset) / max(per_row - 1, 1))  # all inside
        offset = inset + place * step
        across = (row - (rows - 1) / 2) * size * 1.05 * across_k  # rows centred across the space
        if line < SIZE:
            return space.right - offset, space.centery + across
        return space.centerx + across, space.bottom - offset

    def placed(self, line: int, pieces: Pieces):
        """Each worker's picture and where it draws."""
        size = self.fit(len(pieces), line)[0]
        for index, (colour, foreman) in enumerate(pieces):
            image = garum_fish.worker(colour, size, foreman)
            centre = self.centre(line, index, len(pieces))
            yield image, image.get_rect(center=(round(centre[0]), round(centre[1])))

    def bounds(self, line: int, pieces: Pieces) -> pygame.Rect:
        """Where ``draw_line`` draws (an empty rect at the space for no workers)."""
        rects = [rect for _image, rect in self.placed(line, pieces)]
        return rects[0].unionall(rects) if rects else pygame.Rect(self.grid.space_rect(line).topleft, (0, 0))

    def draw_line(self, surface: pygame.Surface, line: int, pieces: Pieces) -> None:
        """A line's workers, outward from the board."""
        for image, rect in self.placed(line, pieces):
            surface.blit(image, rect)

    def draw(self, surface: pygame.Surface, workers: list[tuple[int, int, bool]]) -> None:
        """``workers`` as (colour, line, foreman), in the order they were placed."""
        for line, pieces in by_line(workers).items():
            self.draw_line(surface, line, pieces)


def _units(line: int) -> tuple[float, float]:
    """A pawn's extent along and across ``line``'s space, in pawn sizes (a foreman's hat makes it
    ``FOREMAN_TALL`` high): a row's space runs across the screen, a column's down."""
    return (1.0, FOREMAN_TALL) if line < SIZE else (FOREMAN_TALL, 1.0)


def by_line(workers: list[tuple[int, int, bool]]) -> dict[int, Pieces]:
    """(colour, line, foreman) in the order placed, as each line's (colour, foreman) in that order."""
    per_line: dict[int, list[tuple[int, bool]]] = {}
    for colour, line, foreman in workers:
        per_line.setdefault(line, []).append((colour, foreman))
    return {line: tuple(pieces) for line, pieces in per_line.items()}
