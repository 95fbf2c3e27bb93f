"""The widgets every 5er Finden table places in its layout's zones: words in a lane, the dice tray,
the sand timer and a seat's board. Each reads one slice of the table's model (a getter given when
it is placed), so the race, the puzzle and the solo table build them with their own model types.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Generic, Protocol, TypeVar

import pygame

from game.engine import draw
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.look import lane_region
from game.scenes.table.widget import Widget
from game.scenes.widgets.finden_board import Mark, SymbolBoard
from game.scenes.widgets.sand_timer import SandTimer

M = TypeVar("M")

Words = tuple[str, draw.Colour]
"""A lane's words and their colour."""

BoardLook = tuple[tuple[Mark, ...], tuple[int, ...], draw.Colour, bool, int | None]
"""A board as drawn: its marks, the draft's cells and colour, locked, the refused cell flashing."""

TimerLook = tuple[float, float, bool, float]
"""The sand timer: seconds left of how many, running, the clock (0 while still)."""


class Column(Protocol):
    """What a table's model shows in its centre column (the race's, the puzzle's, the solo's)."""

    @property
    def title(self) -> str: ...
    @property
    def tray(self) -> tuple[object, ...]: ...
    @property
    def timer(self) -> TimerLook: ...
    @property
    def timer_label(self) -> Words: ...
    @property
    def how_to(self) -> Words: ...


def title_of(model: Column) -> Words:
    return model.title, draw.TEXT


def tray_of(model: Column) -> tuple[object, ...]:
    return model.tray


def timer_of(model: Column) -> TimerLook:
    return model.timer


def timer_label_of(model: Column) -> Words:
    return model.timer_label


def how_to_of(model: Column) -> Words:
    return model.how_to


class SeatBoard(Protocol):
    """A seat in a table's model, as far as its board is concerned."""

    @property
    def board(self) -> BoardLook: ...


class Seated(Protocol):
    """A table's model that lists its seats (the race's and the puzzle's)."""

    @property
    def seats(self) -> Sequence[SeatBoard]: ...


def board_of(seat: int) -> Callable[[Seated], BoardLook]:
    """The getter of ``seat``'s board look, given to that seat's ``BoardWidget``."""
    return lambda model: model.seats[seat].board


class Style:
    """How a lane sets its words: size, bold, shadow and the anchor inside the lane."""

    def __init__(self, size: int, s: float, bold: bool = False, shadow: bool = False, anchor: str = "midtop"):
        self.size, self.s, self.anchor, self.bold, self.shadow = size, s, anchor, bold, shadow


class LaneWords(Widget[M], Generic[M]):
    """Words that come and go in their lane (a layout field): fitted, wrapped, never outside it
    (``look.lane_region``)."""

    def __init__(self, name: str, lane: pygame.Rect, style: Style, words: Callable[[M], Words]):
        super().__init__(lane)
        self.name, self.style, self.words = name, style, words

    def look(self, model: M) -> Words:
        return self.words(model)

    def paint(self, surface: pygame.Surface, model: M) -> None:
        text, colour = self.words(model)
        st = self.style
        region = lane_region(self.name, text, self.rect, st.size, st.s, colour, st.anchor, st.bold, st.shadow)
        region.paint(surface, *region.args)


class TrayWidget(Widget[M], Generic[M]):
    """The dice tray's dice (and, with ``base``, the tray itself when no background holds it)."""

    def __init__(self, tray: DiceTray, look: Callable[[M], Hashable], base: bool = False):
        super().__init__(tray.bounds())
        self.tray, self.base, self.tray_look = tray, base, look

    def look(self, model: M) -> Hashable:
        return self.tray_look(model)

    def paint(self, surface: pygame.Surface, model: M) -> None:
        self.tray.draw(surface, self.base)


class TimerWidget(Widget[M], Generic[M]):
    """The sand timer, still while its sand does not run."""

    def __init__(self, timer: SandTimer, look: Callable[[M], TimerLook]):
        super().__init__(timer.bounds())
        self.timer, self.timer_look = timer, look

    def look(self, model: M) -> TimerLook:
        return self.timer_look(model)

    def paint(self, surface: pygame.Surface, model: M) -> None:
        self.timer.draw(surface, *self.timer_look(model))


class BoardWidget(Widget[M], Generic[M]):
    """A seat's board: its outlines, the draft, the lock and a refused cell; a press on it names
    the cell under the pointer (``cell``)."""

    def __init__(self, seat: int, board: SymbolBoard, look: Callable[[M], BoardLook]):
        super().__init__(board.rect)
        self.seat, self.board, self.board_look = seat, board, look

    def look(self, model: M) -> BoardLook:
        return self.board_look(model)

    def paint(self, surface: pygame.Surface, model: M) -> None:
        self.board.draw(surface, *self.board_look(model))

    def cell(self, pos: tuple[int, int]) -> int | None:
        return self.board.cell_at(pos)
