"""Several workers on one Garum line stand apart: at four or more they piled into one unreadable
stack along the line's space; now they shrink (to half size at most) and stand in up to three rows
side by side, inside the space, no pawn over another."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import draw
from game.rules.garum.data import load
from game.scenes.widgets.garum_board import SIZE, TankGrid


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", range(1, 7))
def test_workers_on_one_line_stand_apart_inside_its_space(size, count):
    pygame.init()
    board = load().boards[next(iter(load().boards))]
    grid = TankGrid(board, (400, 300), draw.scale(size))
    pieces = tuple((k % 4, k % 2 == 1) for k in range(count))
    for line in (0, SIZE):  # a row's space (left of the board) and a column's (above it)
        space = grid.space_rect(line).inflate(4, 4)
        inked = []
        for image, rect in grid.workers.placed(line, pieces):
            ink = image.get_bounding_rect().move(rect.topleft)
            assert space.contains(ink), (line, ink, space)
            inked.append(ink)
        overlaps = [(a, b) for a, b in itertools.combinations(inked, 2) if a.colliderect(b)]
        assert overlaps == [], (line, count)
        assert min(ink.h for ink in inked) >= grid.worker_size // 2 * 0.6
