"""Choices for puzzle-game bots: which five to circle, and which shape to give up and where.

A crossed-out shape costs its value and the room it is drawn on, so a bot gives up the cheapest
shape that fits and draws it where it blocks the fewest placements still open to it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from game.rules.finden import CrossOut, PuzzleSheet
from game.rules.pentomino import SHAPES


def _open_free(sheet: PuzzleSheet) -> np.ndarray:
    """Mask over the placement table: placements of open shapes on free cells."""
    table = sheet.board.table
    free = table.sums(sheet.used.astype(np.int32)) == 0
    open_index = [SHAPES.index(s) for s in sheet.quarter.open_shapes()]
    return free & np.isin(table.shape, open_index)


def harm(sheet: PuzzleSheet, cells: Sequence[int], alive: np.ndarray | None = None) -> int:
    """How many open, free placements drawing on ``cells`` would destroy."""
    alive = _open_free(sheet) if alive is None else alive
    covering = sheet.board.table.covering
    hit = np.unique(np.concatenate([covering[c] for c in cells]))
    return int(alive[hit].sum())


def choose_outline(sheet: PuzzleSheet, found: Sequence[tuple[int, ...]], values: Mapping[str, int]):
    """The most valuable valid five; among equals, the one that spoils least of the board."""
    if not found:
        return None
    table = sheet.board.table
    alive = _open_free(sheet)

    def key(cells):
        return (-values[SHAPES[table.shape[table.placement_of(cells)]]], harm(sheet, cells, alive), cells)

    return min(found, key=key)


def choose_cross_out(sheet: PuzzleSheet, values: Mapping[str, int]) -> CrossOut:
    """Give up the cheapest shape that fits, drawn where it blocks fewest open placements."""
    fitting = sheet.fitting_shapes()
    if not fitting:
        return CrossOut(min(sheet.quarter.open_shapes(), key=lambda s: (values[s], s)))
    shape = min(fitting, key=lambda s: (values[s], s))
    table = sheet.board.table
    alive = _open_free(sheet)
    options = [tuple(int(c) for c in table.cells[p]) for p in sheet.forced_placements(shape)]
    return CrossOut(shape, min(options, key=lambda cells: (harm(sheet, cells, alive), cells)))
