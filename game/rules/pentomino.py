"""Pentominoes: the 12 free shapes, their 63 fixed orientations, placement tables and the matcher.

The shapes are typed once (their canonical cells); every rotation and mirror image is derived, so a
typo cannot give one shape a wrong orientation. A board of H×W cells gets a precomputed placement
table (each orientation at each position as five flat cell indices). Matching a dice result is then
one vectorised pass over that table: each symbol has a weight ``BASE ** symbol``, so the sum of a
placement's five weights identifies the multiset of its symbols (no count exceeds ``BASE - 1``), and
used cells get a weight no sum of five free cells can reach.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

Cell = tuple[int, int]

# The 12 free pentominoes in their usual letter names (Golomb), one canonical drawing each.
SHAPE_CELLS: dict[str, tuple[Cell, ...]] = {
    "F": ((0, 1), (0, 2), (1, 0), (1, 1), (2, 1)),
    "I": ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)),
    "L": ((0, 0), (1, 0), (2, 0), (3, 0), (3, 1)),
    "N": ((0, 1), (1, 1), (2, 0), (2, 1), (3, 0)),
    "P": ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0)),
    "T": ((0, 0), (0, 1), (0, 2), (1, 1), (2, 1)),
    "U": ((0, 0), (0, 2), (1, 0), (1, 1), (1, 2)),
    "V": ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2)),
    "W": ((0, 0), (1, 0), (1, 1), (2, 1), (2, 2)),
    "X": ((0, 1), (1, 0), (1, 1), (1, 2), (2, 1)),
    "Y": ((0, 1), (1, 0), (1, 1), (2, 1), (3, 1)),
    "Z": ((0, 0), (0, 1), (1, 1), (2, 1), (2, 2)),
}
SHAPES: tuple[str, ...] = tuple(SHAPE_CELLS)

# Symbol weights: counts of one symbol in five cells are at most 5 < BASE, so sums are unique.
BASE = 6
MAX_SYMBOLS = 6
USED_WEIGHT = 5 * BASE ** (MAX_SYMBOLS - 1) + 1  # larger than any sum of five free cells


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    """Cells shifted so the smallest row and column are 0, sorted: the key of a fixed shape."""
    cells = list(cells)
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left) for r, c in cells))


def _transforms(cells: Sequence[Cell]) -> list[tuple[Cell, ...]]:
    """The 8 images of a shape under rotation by quarter turns and mirroring."""
    out = []
    current = list(cells)
    for _ in range(4):
        current = [(c, -r) for r, c in current]  # quarter turn
        out.append(normalise(current))
        out.append(normalise((r, -c) for r, c in current))  # its mirror image
    return out


@dataclass(frozen=True)
class Orientation:
    """One fixed orientation: its free shape and its cells, normalised."""

    shape: str
    index: int
    cells: tuple[Cell, ...]

    @property
    def height(self) -> int:
        return 1 + max(r for r, _ in self.cells)

    @property
    def width(self) -> int:
        return 1 + max(c for _, c in self.cells)


def _derive_orientations() -> tuple[Orientation, ...]:
    out: list[Orientation] = []
    for shape, cells in SHAPE_CELLS.items():
        seen: list[tuple[Cell, ...]] = []
        for image in _transforms(cells):
            if image not in seen:
                seen.append(image)
        out.extend([Orientation(shape, len(out) + i, image) for i, image in enumerate(seen)])
    return tuple(out)


ORIENTATIONS: tuple[Orientation, ...] = _derive_orientations()
_BY_KEY: dict[tuple[Cell, ...], Orientation] = {o.cells: o for o in ORIENTATIONS}


def is_connected(cells: Iterable[Cell]) -> bool:
    """Are these cells one piece, linked edge to edge (diagonal contact does not count)?"""
    cells = set(cells)
    if not cells:
        return False
    todo = [next(iter(cells))]
    seen = set(todo)
    while todo:
        r, c = todo.pop()
        for nxt in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(cells)


def orientation_of(cells: Iterable[Cell]) -> Orientation | None:
    """The fixed orientation these five cells form, or None if they are not a pentomino."""
    cells = tuple(cells)
    if len(cells) != 5:
        return None
    return _BY_KEY.get(normalise(cells))


def symbol_weights(board: np.ndarray, used: np.ndarray | None = None) -> np.ndarray:
    """Per-cell weights for the matcher: ``BASE ** symbol``, or ``USED_WEIGHT`` on used cells."""
    weights: np.ndarray = _WEIGHTS[board.ravel()]
    if used is not None:
        weights = np.where(used.ravel(), USED_WEIGHT, weights)
    return weights


_WEIGHTS = BASE ** np.arange(MAX_SYMBOLS, dtype=np.int32)


def multiset_key(symbols: Iterable[int]) -> int:
    """The matcher's key of a multiset of symbol indices (the sum of their weights)."""
    return int(sum(BASE**s for s in symbols))


class PlacementTable:
    """Every orientation at every position of an H×W board, as flat cell indices.

    ``cells`` is P×5 (row-major flat indices, sorted per placement), ``columns`` the same as five
    contiguous arrays for fast gathers, ``orientation`` and ``shape`` give each placement's
    orientation index and shape index (into ``SHAPES``).
    """

    def __init__(self, height: int, width: int):
        self.height, self.width = height, width
        rows, orients = [], []
        for o in ORIENTATIONS:
            for top in range(height - o.height + 1):
                for left in range(width - o.width + 1):
                    rows.append(sorted((top + r) * width + left + c for r, c in o.cells))
                    orients.append(o.index)
        self.cells = np.array(rows, dtype=np.intp).reshape(-1, 5)
        self.columns = tuple(np.ascontiguousarray(self.cells[:, k]) for k in range(5))
        self.orientation = np.array(orients, dtype=np.intp)
        shape_index = {s: i for i, s in enumerate(SHAPES)}
        self.shape = np.array([shape_index[ORIENTATIONS[i].shape] for i in orients], dtype=np.intp)
        self._index = {tuple(row): i for i, row in enumerate(rows)}
        # For each cell, the placements that cover it (bots scan the board cell by cell).
        self.covering: tuple[np.ndarray, ...] = tuple(
            np.flatnonzero((self.cells == cell).any(axis=1)) for cell in range(height * width)
        )

    def __len__(self) -> int:
        return len(self.cells)

    def placement_of(self, flat_cells: Iterable[int]) -> int | None:
        """The placement index of five flat cells, or None if they are not a pentomino."""
        return self._index.get(tuple(sorted(flat_cells)))

    def sums(self, weights: np.ndarray) -> np.ndarray:
        """Sum of ``weights`` over each placement's five cells (five gathers, four adds)."""
        c0, c1, c2, c3, c4 = self.columns
        total: np.ndarray = weights[c0] + weights[c1] + weights[c2] + weights[c3] + weights[c4]
        return total

    def match(self, board: np.ndarray, dice: Iterable[int], used: np.ndarray | None = None) -> np.ndarray:
        """Indices of every placement whose symbols equal the dice multiset and avoid used cells."""
        return np.flatnonzero(self.sums(symbol_weights(board, used)) == multiset_key(dice))

    def flat(self, cell: Cell) -> int:
        return cell[0] * self.width + cell[1]

    def coords(self, flat: int) -> Cell:
        return divmod(int(flat), self.width)


@functools.cache
def placement_table(height: int = 10, width: int = 10) -> PlacementTable:
    """The shared placement table of an H×W board (built once, about 20 ms for 10×10)."""
    return PlacementTable(height, width)


def match_reference(
    rows: Sequence[Sequence[int]], dice: Iterable[int], used: Sequence[Sequence[bool]] | None = None
) -> set[frozenset[int]]:
    """Plain-Python scan, independent of the placement table: the oracle for tests and the bench.

    Returns the flat cell sets of every orientation at every position whose symbols equal the dice
    multiset and avoid used cells.
    """
    height, width = len(rows), len(rows[0])
    want = sorted(dice)
    found = set()
    for o in ORIENTATIONS:
        for top in range(height - o.height + 1):
            for left in range(width - o.width + 1):
                cells = [(top + r, left + c) for r, c in o.cells]
                if used is not None and any(used[r][c] for r, c in cells):
                    continue
                if sorted(rows[r][c] for r, c in cells) == want:
                    found.add(frozenset(r * width + c for r, c in cells))
    return found
