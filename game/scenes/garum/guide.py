"""Garum's first-game guide: the hand of tiles, the worker choice, the worker spaces, the log."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import N_
from game.rules.garum import NoWorker, PlaceTile, PlaceWorker
from game.rules.garum.data import SIZE
from game.scenes.guide import Guide, Step
from game.scenes.guide.coach import GuidedScene
from game.scenes.guide.targets import LOG_STEP

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene
    from game.scenes.widgets.garum_board import TankGrid


def _garum(scene: GuidedScene) -> GarumScene:
    """The guide is given the Garum table it was made for."""
    return cast("GarumScene", scene)


def _did(*kinds: type) -> Callable[[GuidedScene, int], int]:
    def done(scene: GuidedScene, seat: int) -> int:
        return sum(s == seat and isinstance(a, kinds) for s, a in _garum(scene).state.history)

    return done


def _row_spaces(grid: TankGrid) -> pygame.Rect:
    """The worker spaces left of the rows (the box covers no more of the board than it must)."""
    return grid.space_rect(0).union(grid.space_rect(SIZE - 1))


STEPS = (
    Step(
        N_(
            "Your tiles. Click one, turn it with the wheel or R, then click a free slot in the lit "
            "tank: the tank the coin named this round."
        ),
        lambda scene, seat: _garum(scene).layout.hand,
        _did(PlaceTile),
        N_(
            "Your tiles. They lie face down; on your turn they turn up once you lift the curtain. To "
            "look at them at any time: {peek}. Click one, turn it with the wheel or R, then click a "
            "free slot in the lit tank."
        ),
    ),
    Step(
        N_(
            "Now pick Apprentice or Foreman and click a lit worker space beside a row or above a "
            "column through that tank, or pick No worker."
        ),
        lambda scene, seat: _garum(scene).layout.controls,
        _did(PlaceWorker, NoWorker),
    ),
    Step(
        N_(
            "Workers never move. When every tank is full, each one scores the fish of your "
            "species on its line: many fish, many points."
        ),
        lambda scene, seat: _row_spaces(_garum(scene).layout.grid),
    ),
    LOG_STEP,
)


def _keep_clear(scene: GuidedScene) -> list[pygame.Rect]:
    lay = _garum(scene).layout
    return [*lay.seats, lay.header, lay.controls, lay.hand, *_lit(scene), lay.lane]


def _lit(scene: GuidedScene) -> list[pygame.Rect]:
    """The round's tank and the worker spaces of the lines through it."""
    garum = _garum(scene)
    tank, grid = garum.shown.tank, garum.layout.grid
    if tank is None:
        return []
    row, col = (4 * i for i in grid.board.place[tank])
    rows = grid.space_rect(row).union(grid.space_rect(row + 3))
    cols = grid.space_rect(SIZE + col).union(grid.space_rect(SIZE + col + 3))
    return [grid.tank_rect(tank), rows, cols]


GUIDE = Guide(STEPS, _keep_clear, lambda scene: [_garum(scene).layout.grid.rect])
