"""Garum's board: 4x4 tanks of 2x2 slots, tank numbers, bonus icons, and worker spaces on two edges.

``TankGrid`` knows where everything is (cells, slots, tanks, the worker space of each line) and
answers hit tests; it draws the static board once into a cached layer, and a tank's tiles, its
number tab or a line's workers each on their own (``..._rect`` says where), so a table repaints
only the tank or line that changed. Row workers stand in the strip left of the board, column
workers in the strip above it.
"""

from __future__ import annotations

import pygame

from game.engine import draw
from game.rules.garum.data import SIZE, WILD, Board, rotate
from game.scenes.widgets import garum_fish

TANK_FRAME = (58, 74, 82)
TANK_FILL = (34, 48, 56)
SLOT_FILL = (46, 64, 72)
REMOVED = (14, 26, 22)
SPACE_FILL = (10, 40, 32, 170)
LIT = draw.ACCENT
CLOSED = (150, 70, 40)


FOREMAN_TALL = 1.35
"""A foreman's height over its width (its hat); an apprentice is as high as wide."""


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
        self.label_size = max(round(15 * scale), 6, least_text)  # line numbers beside the worker spaces
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
        self._base: pygame.Surface | None = None
        self._tank_tiles: dict[int, tuple[tuple, pygame.Surface]] = {}

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

    def worker_fit(self, count: int, line: int) -> tuple[int, int]:
        """(pawn size, pawns per row) at which ``count`` workers stand apart in ``line``'s space:
        the largest size up to ``worker_size`` over one, two or three rows (rows along the space,
        side by side across it). Several workers on one line piled into one unreadable stack."""
        along_k, across_k = self._worker_units(line)
        best = (0, count)
        for rows in (1, 2, 3):
            per_row = -(-count // rows)
            along = self.strip / (along_k * (1.3 + 1.05 * (per_row - 1)))  # an inset at both ends
            across = self.cell / (1.05 * across_k * rows) if rows > 1 else self.worker_size
            size = min(self.worker_size, int(along), int(across))
            if size > best[0]:
                best = (size, per_row)
        least = max(self.worker_size // 2, 6)  # smaller cannot be told apart: they overlap instead
        return max(best[0], least), best[1]

    @staticmethod
    def _worker_units(line: int) -> tuple[float, float]:
        """A pawn's extent along and across ``line``'s space, in pawn sizes (a foreman's hat
        makes it ``FOREMAN_TALL`` high): a row's space runs across the screen, a column's down."""
        return (1.0, FOREMAN_TALL) if line < SIZE else (FOREMAN_TALL, 1.0)

    def worker_centre(self, line: int, index: int, count: int) -> tuple[float, float]:
        """Where the ``index``-th of ``count`` workers on a line stands (rows outward from the
        board, side by side across the space when one row would pile them up)."""
        space = self.space_rect(line)
        size, per_row = self.worker_fit(count, line)
        along_k, across_k = self._worker_units(line)
        rows = -(-count // per_row)
        row, place = divmod(index, per_row)
        inset = size * 0.65 * along_k  # the first worker's centre, from the board's edge
        step = min(size * 1.05 * along_k, (self.strip - 2 * inset) / max(per_row - 1, 1))  # all inside
        offset = inset + place * step
        across = (row - (rows - 1) / 2) * size * 1.05 * across_k  # rows centred across the space
        if line < SIZE:
            return space.right - offset, space.centery + across
        return space.centerx + across, space.bottom - offset

    def slot_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        for tank in self.board.tanks:
            if self.tank_rect(tank).collidepoint(pos):
                for slot in range(4):
                    if self.slot_rect(tank, slot).collidepoint(pos):
                        return tank, slot
        return None

    def tank_at(self, pos: tuple[int, int]) -> int | None:
        hit = self.slot_at(pos)
        return hit[0] if hit else None

    def line_at(self, pos: tuple[int, int]) -> int | None:
        for line in range(2 * SIZE):
            if self.space_rect(line).collidepoint(pos):
                return line
        return None

    # -- drawing --------------------------------------------------------------------------------
    def draw_base(self, surface: pygame.Surface) -> None:
        if self._base is None:
            self._base = self._render_base()
        surface.blit(self._base, (0, 0))

    def _render_base(self) -> pygame.Surface:
        w = self.rect.right + self.margin
        h = self.rect.bottom + self.margin
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        for line in range(2 * SIZE):
            space = self.space_rect(line)
            pygame.draw.rect(layer, SPACE_FILL, space, border_radius=self.space_radius)
            label = str(line % SIZE + 1)
            pos = (space.x - 4, space.centery) if line < SIZE else (space.centerx, space.y - 2)
            anchor = "midright" if line < SIZE else "midbottom"
            draw.blit_text(layer, label, pos, self.label_size, draw.TEXT_DIM, anchor)
        radius = self.tank_radius
        for row in self.board.grid:
            for tank in row:
                rect = self.tank_rect(tank).inflate(self.tank_frame, self.tank_frame)
                if tank in self.board.removed:
                    pygame.draw.rect(layer, REMOVED, rect, border_radius=radius)
                    continue
                pygame.draw.rect(layer, TANK_FRAME, rect, border_radius=radius)
                pygame.draw.rect(layer, TANK_FILL, rect.inflate(-4, -4), border_radius=radius)
                for slot in range(4):
                    pygame.draw.rect(
                        layer,
                        SLOT_FILL,
                        self.slot_rect(tank, slot).inflate(-4, -4),
                        border_radius=self.slot_radius,
                    )
                number = draw.text(str(tank), self.tank_number_size, (70, 96, 104), bold=True)
                layer.blit(number, number.get_rect(center=self.tank_rect(tank).center))
                self._draw_icons(layer, tank)
        return layer

    def _draw_icons(self, layer: pygame.Surface, tank: int) -> None:
        for slot in range(4):
            icon = self.board.bonus.get((tank, slot))
            if icon is None:
                continue
            position, species = icon
            cell = self.board.slot_cells[tank][slot][position]
            rect = self.cell_rect(cell)
            size = round(self.cell * 0.62)
            image = garum_fish.wild_icon(size) if species == WILD else garum_fish.fish(species, size)
            pygame.draw.circle(layer, (250, 240, 210), rect.center, self.cell * 0.42)
            pygame.draw.circle(layer, draw.ACCENT_DARK, rect.center, self.cell * 0.42, 2)
            layer.blit(image, image.get_rect(center=rect.center))

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
        """``workers`` as (colour, line, foreman), in the order they were placed."""
        for line, pieces in workers_by_line(workers).items():
            self.draw_line_workers(surface, line, pieces)

    def _worker_rects(self, line: int, pieces: tuple[tuple[int, bool], ...]):
        size = self.worker_fit(len(pieces), line)[0]
        for index, (colour, foreman) in enumerate(pieces):
            image = garum_fish.worker(colour, size, foreman)
            centre = self.worker_centre(line, index, len(pieces))
            yield image, image.get_rect(center=(round(centre[0]), round(centre[1])))

    def workers_rect(self, line: int, pieces: tuple[tuple[int, bool], ...]) -> pygame.Rect:
        """Where ``draw_line_workers`` draws (an empty rect at the space for no workers)."""
        rects = [rect for _image, rect in self._worker_rects(line, pieces)]
        return rects[0].unionall(rects) if rects else pygame.Rect(self.space_rect(line).topleft, (0, 0))

    def draw_line_workers(
        self, surface: pygame.Surface, line: int, pieces: tuple[tuple[int, bool], ...]
    ) -> None:
        """A line's workers as (colour, foreman), in the order they came, outward from the board."""
        for image, rect in self._worker_rects(line, pieces):
            surface.blit(image, rect)

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


def workers_by_line(workers: list[tuple[int, int, bool]]) -> dict[int, tuple[tuple[int, bool], ...]]:
    """(colour, line, foreman) in the order placed, as each line's (colour, foreman) in that order."""
    per_line: dict[int, list[tuple[int, bool]]] = {}
    for colour, line, foreman in workers:
        per_line.setdefault(line, []).append((colour, foreman))
    return {line: tuple(pieces) for line, pieces in per_line.items()}


def fill_of(colour: int, fish: tuple[int, ...], rotation: int) -> tuple[int, tuple[int, ...]]:
    """What a slot shows: the owner colour and the fish turned as placed."""
    return colour, rotate(fish, rotation)
