"""A 5er Finden symbol board and the judgement of one outline on it (shape, symbols).

Cells are flat indices ``row * width + col``; an *outline* is the tuple of cells a player drew.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from game.rules.finden.dice import SYMBOL_INDEX, dice_key
from game.rules.pentomino import PlacementTable, multiset_key, orientation_of, placement_table

BOARD_SIZE = 10
Outline = tuple[int, ...]


# -- boards -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Board:
    """A symbol board: ``rows`` of symbol letters, as in the level files."""

    name: str
    rows: tuple[str, ...]

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @functools.cached_property
    def symbols(self) -> np.ndarray:
        """Flat array of symbol indices (read-only), the matcher's input."""
        out = np.array([SYMBOL_INDEX[s] for row in self.rows for s in row], dtype=np.intp)
        out.flags.writeable = False
        return out

    @property
    def table(self) -> PlacementTable:
        return placement_table(self.height, self.width)

    def symbol(self, cell: int) -> str:
        row, col = divmod(cell, self.width)
        return self.rows[row][col]

    def matches(self, faces: Iterable[str], used: np.ndarray | None = None) -> np.ndarray:
        """Placement indices of every valid five for this dice result, avoiding ``used`` cells."""
        return self.table.match(self.symbols, [SYMBOL_INDEX[s] for s in faces], used)


def used_mask(board: Board, outlines: Iterable[Iterable[int]]) -> np.ndarray:
    """Boolean mask of the cells covered by some outline."""
    used = np.zeros(board.height * board.width, dtype=bool)
    for outline in outlines:
        used[list(outline)] = True
    return used


@dataclass(frozen=True)
class Judgement:
    """What one outline is: its shape (None if not a pentomino) and whether its symbols match."""

    shape: str | None
    symbols_match: bool

    @property
    def is_pentomino(self) -> bool:
        return self.shape is not None

    @property
    def valid(self) -> bool:
        return self.shape is not None and self.symbols_match


def shape_of(board: Board, cells: Sequence[int]) -> str:
    """The shape of an outline already judged valid (so it is a pentomino)."""
    shape = is_pentomino(board, cells)
    if shape is None:
        raise ValueError(f"cells {tuple(cells)} are not a pentomino")
    return shape


def is_pentomino(board: Board, cells: Sequence[int]) -> str | None:
    """The shape of five distinct edge-connected cells on the board, else None."""
    area = board.height * board.width
    if len(cells) != 5 or len(set(cells)) != 5 or not all(0 <= c < area for c in cells):
        return None
    orientation = orientation_of(divmod(c, board.width) for c in cells)
    return orientation.shape if orientation else None


def judge(board: Board, cells: Sequence[int], faces: Iterable[str]) -> Judgement:
    """Is this outline a pentomino, which one, and do its symbols equal the dice multiset?"""
    shape = is_pentomino(board, cells)
    if shape is None:
        return Judgement(None, False)
    symbols = board.symbols
    return Judgement(shape, multiset_key(symbols[c] for c in cells) == dice_key(faces))
