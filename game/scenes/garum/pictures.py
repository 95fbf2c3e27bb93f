"""Garum's help pictures, drawn by its own widgets (``help_pictures``)."""

from __future__ import annotations

import pygame

from game.rules.garum.data import SIZE
from game.rules.garum.data import load as load_garum
from game.scenes.help_pictures import canvas, picture
from game.scenes.widgets import garum_fish
from game.scenes.widgets.garum_board import TankGrid


@picture("garum-board")
def _garum_board(k: float) -> pygame.Surface:
    """The top right of the board: tanks 15 and 16 over 6 and 1, a few tiles in place, bonus
    icons, a foreman and an apprentice standing above their columns, one column lit."""

    data = load_garum()
    grid = TankGrid(data.boards["troia"], (0, 0), k)
    edge = grid.strip + grid.margin + round(24 * k)
    grid = TankGrid(data.boards["troia"], (edge, edge), k)
    full = canvas(grid.rect.right + grid.margin, grid.rect.bottom + grid.margin)
    grid.draw_base(full)
    tiles = data.tiles
    fills: dict[int, list[tuple[int, tuple[int, ...]] | None]] = {
        15: [(0, tiles[0].fish), (1, tiles[20].fish), None, None],
        6: [(2, tiles[36].fish), (3, tiles[52].fish), (0, tiles[5].fish), (1, tiles[24].fish)],
        1: [None, (3, tiles[55].fish), None, None],
    }
    grid.draw_tiles(full, fills)
    grid.light_band(full, SIZE + 9)
    grid.draw_workers(full, [(0, SIZE + 9, True), (2, SIZE + 13, False), (1, SIZE + 9, False)])
    grid.draw_tank_numbers(full, 6)
    left = grid.tank_rect(15).x - round(6 * k)
    bottom = grid.tank_rect(1).bottom + round(6 * k)
    top = grid.space_rect(SIZE + 9).bottom - 3 * grid.worker_size  # the workers, not the empty strip
    crop = pygame.Rect(left, top, full.get_width() - left, bottom - top)
    return full.subsurface(crop).copy()


@picture("garum-pieces")
def _garum_pieces(k: float) -> pygame.Surface:
    """A tile of each species, and under them an apprentice and a foreman."""
    tiles = load_garum().tiles
    cell = round(44 * k)
    gap = round(22 * k)
    worker = round(64 * k)
    surface = canvas(4 * (2 * cell + gap) - gap, 2 * cell + 2 * gap + round(worker * 1.35))
    for colour in range(4):
        image = garum_fish.tile(tiles[colour * 16 + 3].fish, cell, colour)
        surface.blit(image, (colour * (2 * cell + gap), 0))
    centre = surface.get_width() / 2
    for x, foreman in ((centre - worker, False), (centre + worker, True)):
        image = garum_fish.worker(1, worker, foreman)
        surface.blit(image, image.get_rect(midbottom=(round(x), surface.get_height())))
    return surface
