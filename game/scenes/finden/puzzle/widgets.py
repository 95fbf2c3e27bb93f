"""The puzzle table's own widgets, each in its zone of ``PuzzleLayout`` (the solo table's too): a
seat's quarter of shapes (a press on a tile crosses it out when nothing fits) and its panel (name,
score line; at a shared table "FLIP +1" and the Hint button: a press on the panel flips)."""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting
from game.rules.finden.actions import CrossOut, Flip
from game.scenes.finden.actions import AskHint, ForSeat
from game.scenes.finden.hint import LABEL
from game.scenes.finden.look import draw_seat_header
from game.scenes.finden.puzzle.model import PuzzleModel, QuarterLook, SeatLook
from game.scenes.finden.puzzle_quarter import QuarterTiles
from game.scenes.table.hint_button import HintButton
from game.scenes.table.widget import Widget


class QuarterWidget(Widget[PuzzleModel]):
    def __init__(self, seat: int, tiles: QuarterTiles):
        super().__init__(tiles.rect)
        self.seat, self.tiles = seat, tiles

    def look(self, model: PuzzleModel) -> QuarterLook:
        return model.seats[self.seat].quarter

    def paint(self, surface: pygame.Surface, model: PuzzleModel) -> None:
        look = model.seats[self.seat].quarter
        self.tiles.draw(surface, look.quarter, look.highlight, draw.DANGER)

    def hit(self, pos: tuple[int, int], model: PuzzleModel) -> ForSeat | None:
        """A tile's shape crossed out, while the seat crosses out and nothing fits on its board."""
        shape = self.tiles.shape_at(pos) if model.seats[self.seat].quarter.pick else None
        return ForSeat(self.seat, CrossOut(shape)) if shape else None


class PanelWidget(Widget[PuzzleModel]):
    def __init__(self, lay, seat: int, colour: draw.Colour):  # noqa: ANN001 - a puzzle or solo layout
        self.lay, self.seat, self.colour = lay, seat, colour
        self.rects = lay.seats[seat]
        self.hint = HintButton(self.rects.hint, seat, LABEL)
        super().__init__(self.rects.panel)

    def look(self, model: PuzzleModel) -> tuple[str, str, object]:
        seat = model.seats[self.seat]
        return seat.name, seat.line, seat.flip

    def paint(self, surface: pygame.Surface, model: PuzzleModel) -> None:
        """The seat's name and line; while searching at a shared table its "FLIP +1" words and
        Hint button."""
        seat: SeatLook = model.seats[self.seat]
        lay, rects, flip = self.lay, self.rects, seat.flip
        panel = rects.panel
        right = rects.hint.x if flip is not None else panel.right  # clear of the Hint button and "FLIP +1"
        room = right - round(10 * lay.scale) - panel.x - lay.header.text_x
        least = math.ceil(draw.MIN_LABEL * lay.size[1])
        draw_seat_header(surface, panel, self.colour, seat.name, seat.line, lay.header, fit=(room, least))
        if flip is None:
            return
        may_ask, thinking = flip.hint
        lane = rects.flip if may_ask else rects.flip_alone  # beside the Hint button, or in its place
        text, size = fitting.fitted(flip.text, lay.flip_size, lane.w, True, least)
        if text:
            draw.blit_text(surface, text, lane.midright, size, draw.ACCENT, "midright", bold=True)
        if may_ask:
            self.hint.draw(surface, lay.scale, thinking)

    def hit(self, pos: tuple[int, int], model: PuzzleModel) -> AskHint | ForSeat | None:
        """The Hint button while the seat may ask, else anywhere on the panel flips (searching at a
        shared table)."""
        flip = model.seats[self.seat].flip
        if flip is None or not self.rects.panel.collidepoint(pos):
            return None
        if flip.hint[0] and self.hint.rect.collidepoint(pos):
            return AskHint(self.seat)
        return ForSeat(self.seat, Flip())
