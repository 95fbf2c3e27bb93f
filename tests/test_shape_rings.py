"""A circled shape's ring on a puzzle sheet stays inside its own tile: on the help page's sheet
(and on puzzle tables of some proportions) the ring around L ran into the I beside it."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.rules.pentomino import SHAPES
from game.scenes.widgets.shape_tiles import ShapeTiles

SIZES = [(780, 720), (520, 480), (300, 260), (600, 300), (900, 300), (400, 520), (260, 180)]


def _alpha(tiles: ShapeTiles, size, marks) -> np.ndarray:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    tiles.draw(surface, marks)
    return pygame.surfarray.pixels_alpha(surface).copy()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_ring_stays_inside_its_own_tile(size):
    tiles = ShapeTiles(pygame.Rect((0, 0), size), dict.fromkeys(SHAPES, 3))
    columns, rows = 4, 3
    w, h = size[0] / columns, size[1] / rows
    for i, shape in enumerate(SHAPES):
        ring = _alpha(tiles, size, {shape: "circled"}) != _alpha(tiles, size, {shape: "open"})
        xs, ys = np.nonzero(ring)
        assert len(xs), shape
        col, row = i % columns, i // columns
        across = (xs >= col * w - 0.5) & (xs < (col + 1) * w + 0.5)
        down = (ys >= row * h - 0.5) & (ys < (row + 1) * h + 0.5)
        assert (across & down).all(), f"{shape}'s ring leaves its tile at {size}: x {xs.min()}-{xs.max()}"
