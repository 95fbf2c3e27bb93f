"""Every 5er Finden action (classic, puzzle and solo) and the one ``Phase`` of a round.

Actions are small frozen dataclasses, JSON-able for records. ``Flip`` is the same move in both
games; each game's ``ACTION_TYPES`` lists the ones it accepts.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.base import Action
from game.rules.finden.board import BOARD_SIZE


def cells_text(cells: Sequence[int], width: int = BOARD_SIZE) -> str:
    """Cells in board coordinates, "a1 b1 …", for records read by people."""
    return " ".join(f"{chr(ord('a') + c % width)}{c // width + 1}" for c in sorted(cells))


class Phase(enum.StrEnum):
    """Where a round stands (the classic game uses all but CROSS; the puzzle game SEARCH, CROSS, OVER)."""

    ROLLING = "rolling"  # dice shown tumbling; nobody may act yet
    SEARCH = "search"  # everyone searches, the timer is not running
    SAND = "sand"  # the timer runs; the flipper is locked
    CROSS = "cross"  # puzzle: seats without a valid outline cross out a shape
    SCORED = "scored"  # boards locked, scores known; the scene presents them
    OVER = "over"


@dataclass(frozen=True)
class Flip(Action):
    """Flip the sand timer: the flipper's board locks (classic) and it earns +1 (bonus or time mark)."""

    def __str__(self) -> str:
        return "flip the timer"


# -- classic ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Draw(Action):
    """Commit an outline of cells (flat indices) on one's own board."""

    cells: tuple[int, ...]

    def __str__(self) -> str:
        return f"outline {'-'.join(map(str, self.cells))}"


@dataclass(frozen=True)
class Erase(Action):
    """Erase one's own outline with exactly these cells."""

    cells: tuple[int, ...]

    def __str__(self) -> str:
        return f"erase {'-'.join(map(str, self.cells))}"


# -- puzzle and solo --------------------------------------------------------------------------
@dataclass(frozen=True)
class Submit(Action):
    """This round's outline when the time is up (solo: "Done"); empty means no outline."""

    cells: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"submit outline {cells_text(self.cells)}" if self.cells else "submit no outline"


@dataclass(frozen=True)
class GiveUp(Action):
    """Give up the round: no circle, go straight to crossing out."""

    def __str__(self) -> str:
        return "give up the round"


@dataclass(frozen=True)
class Hint(Action):
    """Ask for one valid placement of this roll (solo only); hints are counted on the score line."""

    def __str__(self) -> str:
        return "ask for a hint"


@dataclass(frozen=True)
class CrossOut(Action):
    """Cross out ``shape`` and draw it on ``cells`` ignoring the symbols (empty: nothing fits)."""

    shape: str
    cells: tuple[int, ...] = ()

    def __str__(self) -> str:
        where = f" at {cells_text(self.cells)}" if self.cells else " (nothing fits)"
        return f"cross out {self.shape}{where}"
