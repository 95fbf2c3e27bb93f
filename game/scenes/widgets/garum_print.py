"""Garum's board as printed: each line's worker space with its number, the tanks' frames and slots,
their big numbers and the bonus icons. Rendered once per board and size (``TankGrid.draw_base``);
everything that changes during a game draws over it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import draw
from game.rules.garum.data import SIZE, WILD
from game.scenes.widgets import garum_fish

if TYPE_CHECKING:
    from game.scenes.widgets.garum_board import TankGrid

TANK_FRAME = (58, 74, 82)
TANK_FILL = (34, 48, 56)
SLOT_FILL = (46, 64, 72)
REMOVED = (14, 26, 22)
SPACE_FILL = (10, 40, 32, 170)


def printed_board(grid: TankGrid) -> pygame.Surface:
    """The board as printed, on a layer as large as the screen's part up to the board's far edge."""
    w = grid.rect.right + grid.margin
    h = grid.rect.bottom + grid.margin
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for line in range(2 * SIZE):
        space = grid.space_rect(line)
        pygame.draw.rect(layer, SPACE_FILL, space, border_radius=grid.space_radius)
        layer.blit(draw.text(str(line % SIZE + 1), grid.label_size, draw.TEXT_DIM), grid.number_rect(line))
    radius = grid.tank_radius
    for row in grid.board.grid:
        for tank in row:
            rect = grid.tank_rect(tank).inflate(grid.tank_frame, grid.tank_frame)
            if tank in grid.board.removed:
                pygame.draw.rect(layer, REMOVED, rect, border_radius=radius)
                continue
            pygame.draw.rect(layer, TANK_FRAME, rect, border_radius=radius)
            pygame.draw.rect(layer, TANK_FILL, rect.inflate(-4, -4), border_radius=radius)
            for slot in range(4):
                pygame.draw.rect(
                    layer,
                    SLOT_FILL,
                    grid.slot_rect(tank, slot).inflate(-4, -4),
                    border_radius=grid.slot_radius,
                )
            number = draw.text(str(tank), grid.tank_number_size, (70, 96, 104), bold=True)
            layer.blit(number, number.get_rect(center=grid.tank_rect(tank).center))
            _draw_icons(grid, layer, tank)
    return layer


def _draw_icons(grid: TankGrid, layer: pygame.Surface, tank: int) -> None:
    """A tank's bonus icons on their cells, on cream discs."""
    for slot in range(4):
        icon = grid.board.bonus.get((tank, slot))
        if icon is None:
            continue
        position, species = icon
        cell = grid.board.slot_cells[tank][slot][position]
        rect = grid.cell_rect(cell)
        size = round(grid.cell * 0.62)
        image = garum_fish.wild_icon(size) if species == WILD else garum_fish.fish(species, size)
        pygame.draw.circle(layer, (250, 240, 210), rect.center, grid.cell * 0.42)
        pygame.draw.circle(layer, draw.ACCENT_DARK, rect.center, grid.cell * 0.42, 2)
        layer.blit(image, image.get_rect(center=rect.center))
