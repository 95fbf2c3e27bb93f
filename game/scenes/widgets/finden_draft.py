"""Drawing one 5er Finden outline with a pointer, as pure logic (no pygame): drag through
edge-adjacent cells, back onto the previous cell to take the last one out, or — for gamepads and
keyboard cursors — select five cells one by one and confirm. A stroke that ends with fewer than
five cells stays pending and the next press on one of its cells continues it, so shapes that no
single pen stroke can trace (T, X, F, Y) are drawn in two strokes, as with a marker on paper."""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.pentomino import is_connected

OUTLINE_CELLS = 5


def neighbours(a: int, b: int, width: int) -> bool:
    """Do flat cells ``a`` and ``b`` share an edge?"""
    (ra, ca), (rb, cb) = divmod(a, width), divmod(b, width)
    return abs(ra - rb) + abs(ca - cb) == 1


class Draft:
    """The outline a seat is drawing: ``cells`` in the order they were added."""

    def __init__(self, width: int = 10):
        self.width = width
        self.cells: list[int] = []
        self._stroke: list[tuple[int, int]] = []  # (cell added, cell it was drawn from) this drag
        self._at: int | None = None  # the cell the dragging pointer is on

    def clear(self) -> None:
        self.cells, self._stroke, self._at = [], [], None

    @property
    def dragging(self) -> bool:
        return self._at is not None

    def complete(self) -> bool:
        """Five edge-connected cells: ready to become an outline."""
        coords = [divmod(c, self.width) for c in self.cells]
        return len(self.cells) == OUTLINE_CELLS and is_connected(coords)

    # -- drag mode ----------------------------------------------------------------------------
    def press(self, cell: int, blocked: Iterable[int] = ()) -> bool:
        """Start a stroke on ``cell``: continue a pending draft from one of its cells, else start
        afresh. False (nothing happens) on a blocked cell (one's own earlier outline)."""
        if cell in set(blocked):
            return False
        if cell not in self.cells:
            self.cells = [cell]
        self._stroke = []
        self._at = cell
        return True

    def enter(self, cell: int, blocked: Iterable[int] = ()) -> bool:
        """The dragging pointer moved onto ``cell``. False if it was refused (blocked)."""
        if self._at is None or cell == self._at:
            return True
        previous, self._at = self._at, cell
        if self._stroke and self._stroke[-1] == (previous, cell):
            self.cells.remove(previous)  # back onto the cell it came from: take it out
            self._stroke.pop()
            return True
        if cell in self.cells:
            return True
        if cell in set(blocked):
            return False
        joins = previous in self.cells and neighbours(cell, previous, self.width)
        if len(self.cells) < OUTLINE_CELLS and joins:
            self.cells.append(cell)
            self._stroke.append((cell, previous))
        return True

    def end_stroke(self) -> None:
        """Stop dragging without committing: the cells stay as a pending draft."""
        self._at, self._stroke = None, []

    def release(self) -> tuple[int, ...] | None:
        """End the stroke: the finished outline if the draft is complete, else None (pending)."""
        self._at, self._stroke = None, []
        if self.complete():
            outline = tuple(self.cells)
            self.clear()
            return outline
        return None

    # -- select-then-confirm mode -------------------------------------------------------------
    def toggle(self, cell: int, blocked: Iterable[int] = ()) -> tuple[int, ...] | None | bool:
        """Select or unselect ``cell``; pressing a cell of a complete draft confirms it.

        Returns the outline when confirmed, False when refused (blocked), else None.
        """
        if cell in self.cells:
            if self.complete():
                outline = tuple(self.cells)
                self.clear()
                return outline
            self.cells.remove(cell)
            return None
        if cell in set(blocked):
            return False
        if len(self.cells) >= OUTLINE_CELLS:
            self.cells = []
        self.cells.append(cell)
        return None

    def remove(self, cell: int) -> bool:
        if cell in self.cells:
            self.cells.remove(cell)
            return True
        return False


# -- geometry ---------------------------------------------------------------------------------
