"""One player's puzzle sheet (puzzle and solo games): the quarter of 12 shapes, the outlines kept on
the board, the forced cross-out, the score, and when the puzzle game ends and who wins.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from game.rules.base import IllegalMove
from game.rules.finden.board import Board, Outline, is_pentomino, judge, shape_of, used_mask
from game.rules.finden.scoring import Ranking, rank
from game.rules.pentomino import SHAPES

PUZZLE_ROUNDS = 12
TIME_MARK_POINTS = 1


class Mark(enum.StrEnum):
    OPEN = "open"
    CIRCLED = "circled"
    CROSSED = "crossed"


@dataclass(frozen=True)
class Quarter:
    """A player's quarter of the puzzle sheet: every shape open, circled or crossed out."""

    marks: tuple[Mark, ...] = (Mark.OPEN,) * len(SHAPES)

    def mark(self, shape: str) -> Mark:
        return self.marks[SHAPES.index(shape)]

    def open_shapes(self) -> tuple[str, ...]:
        return tuple(s for s, m in zip(SHAPES, self.marks, strict=True) if m is Mark.OPEN)

    def shapes(self, mark: Mark) -> tuple[str, ...]:
        return tuple(s for s, m in zip(SHAPES, self.marks, strict=True) if m is mark)

    def _set(self, shape: str, mark: Mark) -> Quarter:
        if self.mark(shape) is not Mark.OPEN:
            raise IllegalMove(
                "Only an open shape can be {mark}: {shape} is already {current}.",
                {"mark": mark, "shape": shape, "current": self.mark(shape)},
            )
        marks = list(self.marks)
        marks[SHAPES.index(shape)] = mark
        return Quarter(tuple(marks))

    def circle(self, shape: str) -> Quarter:
        return self._set(shape, Mark.CIRCLED)

    def cross(self, shape: str) -> Quarter:
        return self._set(shape, Mark.CROSSED)


class DrawnKind(enum.StrEnum):
    CIRCLED = "circled"  # a valid outline, scored
    CROSSED = "crossed"  # a crossed-out shape drawn ignoring the symbols


@dataclass(frozen=True)
class Drawn:
    cells: Outline
    shape: str
    kind: DrawnKind


class PuzzleVerdict(enum.StrEnum):
    VALID = "valid"
    NOT_PENTOMINO = "not a pentomino"
    SHAPE_NOT_OPEN = "shape not open"
    ON_USED_CELLS = "on used cells"
    WRONG_SYMBOLS = "wrong symbols"


@dataclass(frozen=True)
class PuzzleSheet:
    """One player's puzzle game: the board (never wiped), the quarter and the time marks."""

    board: Board
    quarter: Quarter = field(default_factory=Quarter)
    drawn: tuple[Drawn, ...] = ()
    time_marks: int = 0

    @property
    def used(self) -> np.ndarray:
        return used_mask(self.board, (d.cells for d in self.drawn))

    def check_outline(self, cells: Sequence[int]) -> PuzzleVerdict:
        """Everything but the symbols: what the screen refuses before the outline is closed."""
        shape = is_pentomino(self.board, cells)
        if shape is None:
            return PuzzleVerdict.NOT_PENTOMINO
        if self.quarter.mark(shape) is not Mark.OPEN:
            return PuzzleVerdict.SHAPE_NOT_OPEN
        used = self.used
        if any(used[c] for c in cells):
            return PuzzleVerdict.ON_USED_CELLS
        return PuzzleVerdict.VALID

    def judge(self, cells: Sequence[int], faces: Sequence[str]) -> PuzzleVerdict:
        """The verdict of this round's outline when the time is up."""
        verdict = self.check_outline(cells)
        if verdict is PuzzleVerdict.VALID and not judge(self.board, cells, faces).symbols_match:
            return PuzzleVerdict.WRONG_SYMBOLS
        return verdict

    def circle(self, cells: Sequence[int], faces: Sequence[str]) -> PuzzleSheet:
        """A valid outline: circle its shape and keep it on the board."""
        verdict = self.judge(cells, faces)
        if verdict is not PuzzleVerdict.VALID:
            raise IllegalMove(
                "Only a valid outline is circled; this one is judged '{verdict}'.", {"verdict": verdict}
            )
        shape = shape_of(self.board, cells)
        return replace(
            self,
            quarter=self.quarter.circle(shape),
            drawn=self.drawn + (Drawn(tuple(cells), shape, DrawnKind.CIRCLED),),
        )

    def forced_placements(self, shape: str) -> np.ndarray:
        """Placements of ``shape`` on free cells, ignoring the symbols (for a crossed-out shape)."""
        table = self.board.table
        free = table.sums(self.used.astype(np.int32)) == 0
        return np.flatnonzero(free & (table.shape == SHAPES.index(shape)))

    def fitting_shapes(self) -> tuple[str, ...]:
        """Open shapes that fit somewhere on the free cells."""
        table = self.board.table
        free = table.sums(self.used.astype(np.int32)) == 0
        fits = set(table.shape[free].tolist())
        return tuple(s for s in self.quarter.open_shapes() if SHAPES.index(s) in fits)

    def crossable(self) -> tuple[str, ...]:
        """Shapes the player may cross out: those that fit; only if none fits, any open shape."""
        return self.fitting_shapes() or self.quarter.open_shapes()

    def cross_out(self, shape: str, cells: Sequence[int] | None = None) -> PuzzleSheet:
        """Cross out ``shape`` and draw it on free cells (``cells``), or without drawing if nothing fits."""
        fitting = self.fitting_shapes()
        if shape not in self.quarter.open_shapes():
            mark = self.quarter.mark(shape)
            raise IllegalMove(
                "Only an open shape can be crossed out: {shape} is {mark}.", {"shape": shape, "mark": mark}
            )
        if cells is None:
            if fitting:
                raise IllegalMove(
                    "A crossed-out shape must be drawn while an open shape fits ({shapes}).",
                    {"shapes": ", ".join(fitting)},
                )
            return replace(self, quarter=self.quarter.cross(shape))
        if shape not in fitting:
            raise IllegalMove(
                "The crossed-out shape must fit on the free cells, and {shape} does not.", {"shape": shape}
            )
        if is_pentomino(self.board, cells) != shape:
            raise IllegalMove(
                "A crossed-out {shape} must be drawn as that shape (any orientation).", {"shape": shape}
            )
        if any(self.used[c] for c in cells):
            raise IllegalMove("A crossed-out shape is drawn on free cells, not over earlier outlines.")
        return replace(
            self,
            quarter=self.quarter.cross(shape),
            drawn=self.drawn + (Drawn(tuple(cells), shape, DrawnKind.CROSSED),),
        )

    def with_time_mark(self) -> PuzzleSheet:
        return replace(self, time_marks=self.time_marks + 1)

    def circled_count(self) -> int:
        return len(self.quarter.shapes(Mark.CIRCLED))

    def score(self, values: Mapping[str, int]) -> int:
        """Sum of the circled shapes' puzzle values plus the time marks."""
        return sum(values[s] for s in self.quarter.shapes(Mark.CIRCLED)) + self.time_marks * TIME_MARK_POINTS


def puzzle_over(rounds_played: int, anyone_valid_last_round: bool, solo: bool = False) -> bool:
    """Puzzle: after 12 rounds or a round nobody outlined a valid five. Solo: always 12 rounds."""
    if rounds_played >= PUZZLE_ROUNDS:
        return True
    return not solo and rounds_played > 0 and not anyone_valid_last_round


def rank_puzzle(
    sheets: Sequence[PuzzleSheet], values: Mapping[str, int], names: Sequence[str] | None = None
) -> Ranking:
    """Highest score wins; tie: more circled shapes; still tied, shared."""
    keys = [(s.score(values), s.circled_count()) for s in sheets]
    return rank(keys, ("score", "number of circled shapes"), names)
