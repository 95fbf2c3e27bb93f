"""What happened in a 5er Finden game, in order, for the screen to present (classic events first,
then the puzzle game's)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Event
from game.rules.finden.actions import cells_text
from game.rules.finden.scoring import RoundScore


# -- classic ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class OutlineDrawn(Event):
    seat: int
    cells: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat + 1} outlined {'-'.join(map(str, self.cells))}"


@dataclass(frozen=True)
class OutlineErased(Event):
    seat: int
    cells: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat + 1} erased {'-'.join(map(str, self.cells))}"


@dataclass(frozen=True)
class TimerStarted(Event):
    seat: int | None  # None: the auto-timer started it

    def __str__(self) -> str:
        return "the auto-timer started" if self.seat is None else f"seat {self.seat + 1} flipped the timer"


@dataclass(frozen=True)
class SandTick(Event):
    seconds_left: int

    def __str__(self) -> str:
        return f"tick: {self.seconds_left} s left"


@dataclass(frozen=True)
class RoundOver(Event):
    round: int
    scores: tuple[RoundScore, ...]

    def __str__(self) -> str:
        return f"round {self.round} over: " + ", ".join(str(s.total) for s in self.scores)


# -- puzzle and solo --------------------------------------------------------------------------
@dataclass(frozen=True)
class RoundStarted(Event):
    round: int  # 0-based
    faces: tuple[str, ...]

    def __str__(self) -> str:
        return f"round {self.round + 1}: {' '.join(self.faces)}"


@dataclass(frozen=True)
class TimeMarked(Event):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat + 1} flips the timer and earns a time mark"


@dataclass(frozen=True)
class Circled(Event):
    seat: int
    shape: str
    cells: tuple[int, ...]
    points: int

    def __str__(self) -> str:
        return f"seat {self.seat + 1} circles {self.shape} (+{self.points})"


@dataclass(frozen=True)
class Erased(Event):
    """An outline that was not valid when the time was up (or a given-up round)."""

    seat: int
    cells: tuple[int, ...]
    verdict: str

    def __str__(self) -> str:
        return f"seat {self.seat + 1}: outline erased ({self.verdict})"


@dataclass(frozen=True)
class CrossedOut(Event):
    seat: int
    shape: str
    cells: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat + 1} crosses out {self.shape}"


@dataclass(frozen=True)
class HintShown(Event):
    seat: int
    cells: tuple[int, ...]  # empty: no valid placement exists for this roll

    def __str__(self) -> str:
        return f"hint: {cells_text(self.cells)}" if self.cells else "hint: no five for this roll"


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    explanation: str

    def __str__(self) -> str:
        return f"game over: {self.explanation}"
