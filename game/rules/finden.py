"""5er Finden: dice, outlines, classic scoring, the puzzle quarter, end conditions and rankings.

Pure functions and small frozen objects; time is not in here (the scene drives it in fixed steps,
see ``finden_classic``). Cells are flat indices ``row * width + col`` on a board; an *outline* is the
tuple of cells a player drew, in drawing order among that player's outlines. Every rule of
``rules/finden.md`` that is not about time or pixels is here, each in one place.
"""

from __future__ import annotations

import enum
import functools
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations_with_replacement

import numpy as np

from game.rules.base import IllegalMove
from game.rules.pentomino import SHAPES, PlacementTable, multiset_key, orientation_of, placement_table

# [decision] The six symbols, by letter (board files use the letters), with name and Okabe–Ito colour.
SYMBOLS: tuple[str, ...] = ("o", "s", "t", "d", "r", "x")
SYMBOL_NAMES: dict[str, str] = {
    "o": "circle", "s": "square", "t": "triangle", "d": "diamond", "r": "star", "x": "cross",
}
SYMBOL_COLOURS: dict[str, str] = {
    "o": "#E69F00", "s": "#56B4E9", "t": "#009E73", "d": "#F0E442", "r": "#0072B2", "x": "#D55E00",
}
SYMBOL_INDEX: dict[str, int] = {s: i for i, s in enumerate(SYMBOLS)}

BOARD_SIZE = 10
DICE = 5
MAX_SAME_FACE = 2  # three or more dice alike: roll all five again
CLASSIC_ROUNDS = 5
LAST_ROUND_FACTOR = 2  # the last classic round's shape points are doubled
FLIP_BONUS = 1  # for flipping the sand timer; never doubled
COUNTED_OUTLINES = 5  # more valid outlines than this: only the lowest-valued count
PUZZLE_ROUNDS = 12
TIME_MARK_POINTS = 1

Outline = tuple[int, ...]


# -- dice -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Roll:
    """Every throw of one roll, in order; the last one (no symbol more than twice) is the result.

    The scene shows the rerolls, so they are kept rather than hidden.
    """

    throws: tuple[tuple[str, ...], ...]

    @property
    def faces(self) -> tuple[str, ...]:
        return self.throws[-1]

    @property
    def indices(self) -> tuple[int, ...]:
        return tuple(SYMBOL_INDEX[s] for s in self.faces)

    def __str__(self) -> str:
        return " ".join(SYMBOL_NAMES[s] for s in self.faces)


def needs_reroll(faces: Sequence[str]) -> bool:
    """Three or more dice showing the same symbol: the rules roll all five again."""
    return max(Counter(faces).values()) > MAX_SAME_FACE


def roll_dice(rng: random.Random) -> Roll:
    """Roll five symbol dice, rolling all again until no symbol shows more than twice."""
    throws = []
    while True:
        faces = tuple(rng.choice(SYMBOLS) for _ in range(DICE))
        throws.append(faces)
        if not needs_reroll(faces):
            return Roll(tuple(throws))


@functools.cache
def dice_results() -> tuple[tuple[str, ...], ...]:
    """The 126 possible results of a roll, each as a sorted tuple of symbols."""
    return tuple(
        combo for combo in combinations_with_replacement(SYMBOLS, DICE) if not needs_reroll(combo)
    )


def dice_key(faces: Iterable[str]) -> int:
    """The matcher key of a dice result (order does not matter)."""
    return multiset_key(SYMBOL_INDEX[s] for s in faces)


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


# -- judging one outline ----------------------------------------------------------------------
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


# -- classic scoring --------------------------------------------------------------------------
class Verdict(enum.StrEnum):
    """Why an outline scores or not, in the order the rules judge them."""

    COUNTS = "counts"
    NOT_PENTOMINO = "not a pentomino"
    OVERLAP = "overlap"
    WRONG_SYMBOLS = "wrong symbols"
    REPEATED_SHAPE = "repeated shape"
    OVER_FIVE = "over five"


@dataclass(frozen=True)
class ScoredOutline:
    cells: Outline
    shape: str | None
    verdict: Verdict
    points: int

    def __str__(self) -> str:
        return f"{self.shape or '?'}: {self.verdict} ({self.points})"


@dataclass(frozen=True)
class RoundScore:
    """One player's round: each outline's verdict and points, the doubling and the timer bonus."""

    outlines: tuple[ScoredOutline, ...]
    shape_points: int  # sum of the counted outlines' values, before doubling
    factor: int
    bonus: int

    @property
    def total(self) -> int:
        return self.shape_points * self.factor + self.bonus


def score_round(
    board: Board,
    faces: Sequence[str],
    outlines: Sequence[Sequence[int]],
    values: Mapping[str, int],
    last_round: bool = False,
    flipped: bool = False,
) -> RoundScore:
    """Score one player's outlines (in drawing order) for the classic game.

    Each outline gets the first verdict that applies: not a pentomino, overlap (with any other
    outline of this player), wrong symbols, repeated shape (the first copy counts), over five (the
    highest values are struck; among equal values the later one).
    """
    judged = [judge(board, cells, faces) for cells in outlines]
    owners = Counter(c for cells in outlines for c in set(cells))
    verdicts: list[Verdict | None] = []
    seen_shapes: set[str] = set()
    for cells, j in zip(outlines, judged, strict=True):
        if not j.is_pentomino:
            verdicts.append(Verdict.NOT_PENTOMINO)
        elif any(owners[c] > 1 for c in cells):
            verdicts.append(Verdict.OVERLAP)
        elif not j.symbols_match:
            verdicts.append(Verdict.WRONG_SYMBOLS)
        elif j.shape in seen_shapes:
            verdicts.append(Verdict.REPEATED_SHAPE)
        else:
            seen_shapes.add(j.shape)
            verdicts.append(None)
    valid = [i for i, v in enumerate(verdicts) if v is None]
    # Keep the lowest values; among equal values the earlier outline stays.
    kept = set(sorted(valid, key=lambda i: (values[judged[i].shape], i))[:COUNTED_OUTLINES])
    scored = []
    for i, (cells, j) in enumerate(zip(outlines, judged, strict=True)):
        verdict = verdicts[i] or (Verdict.COUNTS if i in kept else Verdict.OVER_FIVE)
        points = values[j.shape] if verdict is Verdict.COUNTS else 0
        scored.append(ScoredOutline(tuple(cells), j.shape, verdict, points))
    return RoundScore(
        tuple(scored),
        sum(s.points for s in scored),
        LAST_ROUND_FACTOR if last_round else 1,
        FLIP_BONUS if flipped else 0,
    )


# -- rankings ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Ranking:
    """Places (1 = best, shared on a full tie) and a sentence explaining how the winner was found."""

    places: tuple[int, ...]
    explanation: str

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)


def rank(
    keys: Sequence[tuple[int, ...]], criteria: Sequence[str], names: Sequence[str] | None = None
) -> Ranking:
    """Rank seats by their key tuples (higher is better, compared in order of ``criteria``)."""
    names = list(names) if names is not None else [f"Seat {i + 1}" for i in range(len(keys))]
    places = tuple(1 + sum(other > mine for other in keys) for mine in keys)
    best = max(keys)
    top = [seat for seat, key in enumerate(keys) if key[0] == best[0]]
    winners = [seat for seat, key in enumerate(keys) if key == best]
    if len(top) == 1:
        explanation = f"{names[winners[0]]} wins with the highest {criteria[0]} ({best[0]})."
    elif len(winners) == 1:
        # The first criterion on which the winner is alone.
        level = next(k for k in range(1, len(best)) if sum(key[: k + 1] == best[: k + 1] for key in keys) < 2)
        tied, winner = f"Tied on {criteria[0]} ({best[0]})", names[winners[0]]
        explanation = f"{tied}; {winner} wins on {criteria[level]} ({best[level]})."
    else:
        together = " and ".join(names[s] for s in winners)
        explanation = f"Still tied after every tie-break: {together} share the victory."
    return Ranking(places, explanation)


def rank_classic(round_totals: Sequence[Sequence[int]], names: Sequence[str] | None = None) -> Ranking:
    """Highest total wins; tie: the higher sum of rounds 1–4 (bonuses included); else shared."""
    keys = [(sum(rounds), sum(rounds[: CLASSIC_ROUNDS - 1])) for rounds in round_totals]
    return rank(keys, ("total", "sum of rounds 1–4"), names)


# -- puzzle and solo --------------------------------------------------------------------------
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
            raise IllegalMove(f"Only an open shape can be {mark}: {shape} is already {self.mark(shape)}.")
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
            raise IllegalMove(f"Only a valid outline is circled; this one is judged '{verdict}'.")
        shape = is_pentomino(self.board, cells)
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
            raise IllegalMove(f"Only an open shape can be crossed out: {shape} is {mark}.")
        if cells is None:
            if fitting:
                raise IllegalMove(
                    f"A crossed-out shape must be drawn while an open shape fits ({', '.join(fitting)})."
                )
            return replace(self, quarter=self.quarter.cross(shape))
        if shape not in fitting:
            raise IllegalMove(f"The crossed-out shape must fit on the free cells, and {shape} does not.")
        if is_pentomino(self.board, cells) != shape:
            raise IllegalMove(f"A crossed-out {shape} must be drawn as that shape (any orientation).")
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


def solo_order_key(score: int, elapsed_seconds: float, entry_index: int) -> tuple[float, float, int]:
    """Sort key of a solo high-score table: higher score, then faster, then the earlier entry."""
    return (-score, elapsed_seconds, entry_index)
