"""The race table's own widgets, each in its zone of ``ClassicLayout``: a seat's panel (name,
status line, note, the flip and Hint buttons it answers a press on), the "Points per shape" band
and the round table between rounds. Each reads only the ``ClassicModel``."""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting, seat_marks
from game.i18n import _
from game.rules.finden.actions import Flip
from game.scenes.finden.actions import AskHint, ForSeat
from game.scenes.finden.classic.layout import ClassicLayout
from game.scenes.finden.classic.model import FLIP, ClassicModel, PanelLook
from game.scenes.finden.hint import SHORT_LABEL
from game.scenes.finden.look import draw_overlay, draw_seat_header
from game.scenes.table.hint_button import HintButton
from game.scenes.table.widget import Widget
from game.scenes.widgets.shape_tiles import ShapeTiles

SHADOW = 64  # the round table's shadow reaches this much (both sides together) past its panel


class PanelWidget(Widget[ClassicModel]):
    """A seat's panel: name and status line (fitted left of the buttons), the flip button, and a
    "?" Hint button at its left while the seat may ask. A press on a button asks for it."""

    def __init__(self, lay: ClassicLayout, seat: int, colour: draw.Colour):
        self.lay, self.seat, self.colour = lay, seat, colour
        self.rects = lay.seats[seat]
        self.hint = HintButton(self.rects.hint, seat, SHORT_LABEL)
        super().__init__(self.rects.panel.inflate(lay.panel_pad, lay.panel_pad))

    def look(self, model: ClassicModel) -> PanelLook:
        return model.seats[self.seat].panel

    def paint(self, surface: pygame.Surface, model: ClassicModel) -> None:
        look, lay, rects = model.seats[self.seat].panel, self.lay, self.rects
        flip_look, flip = look.flip, rects.flip
        least = math.ceil(draw.MIN_LABEL * surface.get_height())
        buttons = (rects.hint if flip_look.hint[0] else flip) if flip_look is not None else None
        right = buttons.x if buttons is not None else rects.panel.right  # the buttons' left
        room = right - round(10 * lay.scale) - rects.panel.x - lay.header.text_x
        header = (look.name, look.line, lay.header, look.note, (room, least))
        draw_seat_header(surface, rects.panel, self.colour, *header)
        if flip_look is None:
            return
        may_ask, thinking = flip_look.hint
        if may_ask:
            self.hint.draw(surface, lay.scale, thinking)
        text, colour = flip_look.text, flip_look.colour
        fill, ink = (colour, draw.INK) if text == _(FLIP) else (draw.FELT_LIGHT, colour)
        if text != _(FLIP) or flip_look.live:  # a replay's table is not live
            text, size = fitting.fitted(text, lay.flip_size, flip.w - round(12 * lay.scale), True, least)
            draw.draw_button(surface, flip, text, size, fill, ink, lay.flip_radius)

    def hit(self, pos: tuple[int, int], model: ClassicModel) -> AskHint | ForSeat | None:
        """The Hint button while the seat may ask, else the flip button (while searching)."""
        flip_look = model.seats[self.seat].panel.flip
        if flip_look is None:
            return None
        if flip_look.hint[0] and self.hint.rect.collidepoint(pos):
            return AskHint(self.seat)
        return ForSeat(self.seat, Flip()) if self.rects.flip.collidepoint(pos) else None


class PointsBand(Widget[ClassicModel]):
    """The "Points per shape" line atop the shape tiles (the tiles are in the background)."""

    def __init__(self, tiles: ShapeTiles):
        super().__init__(tiles.band)
        self.tiles = tiles

    def look(self, model: ClassicModel) -> tuple[()]:
        return ()

    def paint(self, surface: pygame.Surface, model: ClassicModel) -> None:
        self.tiles.draw_header(surface)


class RoundTableWidget(Widget[ClassicModel]):
    """The table after a round: every seat's score per round so far and the totals."""

    def __init__(self, lay: ClassicLayout, colours: list[draw.Colour]):
        super().__init__(lay.table.rect.inflate(SHADOW, SHADOW))
        self.lay, self.colours = lay, colours

    def look(self, model: ClassicModel) -> object:
        return model.round_table, tuple(seat.panel.name for seat in model.seats)

    def paint(self, surface: pygame.Surface, model: ClassicModel) -> None:
        if model.round_table is None:
            return
        shown_round, totals = model.round_table
        t = self.lay.table
        draw_overlay(surface, t.rect, self.lay.overlay_radius)
        title = _("After round {round}").format(round=shown_round)
        draw.blit_text(surface, title, t.title_pos, t.title_size, draw.ACCENT, "midtop", bold=True)
        *rounds_x, total_x = t.column_x
        for r, x in enumerate(rounds_x):
            words = _("R{round}").format(round=r + 1)
            draw.blit_text(surface, words, (x, t.header_y), t.header_size, draw.TEXT_DIM, "midtop")
        draw.blit_text(surface, _("total"), (total_x, t.header_y), t.header_size, draw.TEXT_DIM, "midtop")
        names = [seat.panel.name for seat in model.seats]
        for name, colour, scores, y in zip(names, self.colours, totals, t.row_y, strict=True):
            seat_marks.draw_seat_mark(surface, colour, (t.dot_x, y + t.dot_dy), t.dot_r)
            draw.blit_text(surface, name, (t.name_x, y), t.name_size, draw.TEXT, bold=True)
            for value, x in zip(scores, rounds_x, strict=False):
                draw.blit_text(surface, str(value), (x, y), t.value_size, draw.TEXT, "midtop")
            total = str(sum(scores))
            draw.blit_text(surface, total, (total_x, y), t.total_size, draw.ACCENT, "midtop", bold=True)
