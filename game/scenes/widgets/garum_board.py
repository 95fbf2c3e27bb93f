"""Garum's board: 4x4 tanks of 2x2 slots, tank numbers, bonus icons, and worker spaces on two edges.

``TankGrid`` knows where everything is (cells, slots, tanks, the worker space of each line) and
answers hit tests; it draws the static board once into a cached layer, and a tank's tiles, its
number tab or a line's workers each on their own (``..._rect`` says where), so a table repaints
only the tank or line that changed. Row workers stand in the strip left of the board, column
workers in the strip above it (``garum_workers.py``); the printed board is ``garum_print.py``.
"""

from __future__ import annotations

import pygame

from game.engine import draw, fitting
from game.rules.garum.data import SIZE, Board, rotate
from game.scenes.widgets import garum_fish
from game.scenes.widgets.garum_print import printed_board
from game.scenes.widgets.garum_workers import WorkerSpaces

LIT = draw.ACCENT
CLOSED = (150, 70, 40)
NUMBER_GAP = 2
"""Pixels between a column's printed number and its worker space (twice that beside a row's)."""


class TankGrid:
    def __init__(self, board: Board, topleft: tuple[int, int], scale: float, least_text: int = 0):
        """``least_text``: the smallest text a couch reads on this screen (its numbers grow to it)."""
        self.board = board
        self.s = scale
        self.cell = max(round(50 * scale), 6)
        self.gap = max(round(12 * scale), 2)
        self.strip = round(124 * scale)
        self.margin = round(10 * scale)
        self.worker_size = max(round(38 * scale), 6)  # as large as a card's number (test_token_sizes)
        self.space_radius = max(round(6 * scale), 1)
        self.tank_radius = max(round(8 * scale), 2)
        self.tank_frame = round(8 * scale)  # how far a tank's frame reaches past its slots
        self.slot_radius = max(round(5 * scale), 1)
        self.tank_number_size = max(round(64 * scale), 8)
        self.tab_inset = round(4 * scale)  # the number tab on a tank's corner
        self.tab_radius = max(round(15 * scale), 4)
        self.tab_text = max(round(17 * scale), 6, least_text)
        self.tab_star = max(round(14 * scale), 4)
        self.left, self.top = topleft
        span = SIZE * self.cell + 3 * self.gap
        self.rect = pygame.Rect(self.left, self.top, span, span)
        grown = max(round(15 * scale), 6, least_text)  # line numbers beside the worker spaces
        self.label_size = fitting.fitting_height(grown, self.space_rect(SIZE).y - NUMBER_GAP)
        """The column numbers stand between the screen's top and their worker spaces: grown by the
        interface size only as far as that room lets them (issue 51: at 150 % on 720p they were cut)."""
        self._base: pygame.Surface | None = None
        self._tank_tiles: dict[int, tuple[tuple, pygame.Surface]] = {}
        self.workers = WorkerSpaces(self)
        """The workers standing beside the board (``garum_workers.py``)."""

    # -- geometry -------------------------------------------------------------------------------
    def _x(self, col: int) -> int:
        return self.left + col * self.cell + (col // 4) * self.gap

    def _y(self, row: int) -> int:
        return self.top + row * self.cell + (row // 4) * self.gap

    def cell_rect(self, cell: int) -> pygame.Rect:
        return pygame.Rect(self._x(cell % SIZE), self._y(cell // SIZE), self.cell, self.cell)

    def slot_rect(self, tank: int, slot: int) -> pygame.Rect:
        first = self.board.slot_cells[tank][slot][0]
        return pygame.Rect(self.cell_rect(first).topleft, (2 * self.cell, 2 * self.cell))

    def tank_rect(self, tank: int) -> pygame.Rect:
        tr, tc = self.board.place[tank]
        return pygame.Rect(self._x(tc * 4), self._y(tr * 4), 4 * self.cell, 4 * self.cell)

    def line_rect(self, line: int) -> pygame.Rect:
        """The band of cells a line covers (over the gaps too)."""
        if line < SIZE:
            return pygame.Rect(self.rect.x, self._y(line), self.rect.w, self.cell)
        return pygame.Rect(self._x(line - SIZE), self.rect.y, self.cell, self.rect.h)

    def space_rect(self, line: int) -> pygame.Rect:
        """The worker space of a line: left of its row, or above its column."""
        if line < SIZE:
            return pygame.Rect(self.rect.x - self.margin - self.strip, self._y(line), self.strip, self.cell)
        return pygame.Rect(
            self._x(line - SIZE), self.rect.y - self.margin - self.strip, self.cell, self.strip
        )

    def number_rect(self, line: int) -> pygame.Rect:
        """Where a line's printed number stands: left of its row's worker space, above its column's."""
        space = self.space_rect(line)
        label = draw.text(str(line % SIZE + 1), self.label_size, draw.TEXT_DIM)
        if line < SIZE:
            return label.get_rect(midright=(space.x - NUMBER_GAP * 2, space.centery))
        return label.get_rect(midbottom=(space.centerx, space.y - NUMBER_GAP))

    def slot_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for tank in self.board.tanks:
            if self.tank_rect(tank).collidepoint(pos):
                for slot in range(4):
                    if self.slot_rect(tank, slot).collidepoint(pos):
                        return tank, slot
        return None

    def line_at(self, pos: tuple[int, int]) -> int | None:
        for line in range(2 * SIZE):
            if self.space_rect(line).collidepoint(pos):
                return line
        return None

    # -- drawing --------------------------------------------------------------------------------
    def draw_base(self, surface: pygame.Surface) -> None:
        if self._base is None:
            self._base = printed_board(self)
        surface.blit(self._base, (0, 0))

    def draw_tank_numbers(self, surface: pygame.Surface, current: int | None) -> None:
        """Small number tabs on every tank corner, readable when the tank is full."""
        for tank in self.board.tanks:
            self.draw_tank_tab(surface, tank, tank == current)

    def _tab(self, tank: int) -> tuple[tuple[int, int], bool]:
        rect = self.tank_rect(tank)
        bonus = any((tank, slot) in self.board.bonus for slot in range(4))
        return (rect.x + self.tab_inset, rect.y + self.tab_inset), bonus

    def tab_rect(self, tank: int) -> pygame.Rect:
        """Where ``draw_tank_tab`` draws: the tab, its number and the bonus star."""
        centre, bonus = self._tab(tank)
        r = self.tab_radius
        rect = pygame.Rect(centre[0] - r, centre[1] - r, 2 * r + 1, 2 * r + 1)
        number = draw.text(str(tank), self.tab_text, draw.TEXT, bold=True).get_rect(center=centre)
        rect.union_ip(number)
        if bonus:
            rect.union_ip(self._star_rect(centre))
        return rect.inflate(2, 2)

    def _star_rect(self, centre: tuple[int, int]) -> pygame.Rect:
        r = self.tab_radius
        return garum_fish.wild_icon(self.tab_star).get_rect(center=(centre[0] + r, centre[1] - r * 0.6))

    def draw_tank_tab(self, surface: pygame.Surface, tank: int, current: bool) -> None:
        """A tank's number tab, lit when it is the round's tank, starred when it holds a bonus."""
        centre, bonus = self._tab(tank)
        r = self.tab_radius
        fill = draw.ACCENT if current else (30, 40, 44)
        pygame.draw.circle(surface, fill, centre, r)
        pygame.draw.circle(surface, draw.ACCENT_DARK if bonus else (120, 140, 140), centre, r, 2)
        colour = draw.INK if current else draw.TEXT
        draw.blit_text(surface, str(tank), centre, self.tab_text, colour, "center", bold=True)
        if bonus:
            surface.blit(garum_fish.wild_icon(self.tab_star), self._star_rect(centre))

    def draw_tiles(self, surface: pygame.Surface, fills: dict[int, list]) -> None:
        """Placed tiles; ``fills[tank][slot]`` is (colour, fish clockwise) or None."""
        for tank, slots in fills.items():
            self.draw_tank_tiles(surface, tank, tuple(slots))

    def draw_tank_tiles(self, surface: pygame.Surface, tank: int, slots: tuple) -> None:
        """One tank's placed tiles, from a layer of that tank kept until one of them changes."""
        kept = self._tank_tiles.get(tank)
        if kept is None or kept[0] != slots:
            rect = self.tank_rect(tank)
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            for slot, fill in enumerate(slots):
                if fill is not None:
                    colour, fish = fill
                    image = garum_fish.tile(fish, self.cell, colour)
                    layer.blit(image, self.slot_rect(tank, slot).move(-rect.x, -rect.y))
            kept = self._tank_tiles[tank] = (slots, layer)
        surface.blit(kept[1], self.tank_rect(tank))

    def draw_tile_at(
        self,
        surface: pygame.Surface,
        fish: tuple[int, ...],
        centre: tuple[float, float],
        owner: int | None,
        alpha: int = 255,
        cell: int | None = None,
    ) -> None:
        image = garum_fish.tile(fish, cell or self.cell, owner, alpha)
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))

    def draw_workers(self, surface: pygame.Surface, workers: list[tuple[int, int, bool]]) -> None:
        """``workers`` as (colour, line, foreman), in the order they were placed (``WorkerSpaces``)."""
        self.workers.draw(surface, workers)

    def light_space(self, surface: pygame.Surface, line: int, colour: draw.Colour, width: int = 3) -> None:
        pygame.draw.rect(
            surface,
            colour,
            self.space_rect(line),
            max(round(width * self.s), 1),
            border_radius=self.space_radius,
        )

    def light_band(self, surface: pygame.Surface, line: int, alpha: int = 60) -> None:
        rect = self.line_rect(line)
        surface.blit(draw.tint(rect.size, draw.ACCENT, alpha), rect)


def fill_of(colour: int, fish: tuple[int, ...], rotation: int) -> tuple[int, tuple[int, ...]]:
    """What a slot shows: the owner colour and the fish turned as placed."""
    return colour, rotate(fish, rotation)
