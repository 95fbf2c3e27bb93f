"""The Garum table's widgets beside and under the board, each in its zone of ``GarumLayout``: the
header and its coin, a seat's row, the hand's label, tiles, Undo button, foot line (the tip lane)
and neutral tile, the status box with the worker buttons, and the words lane under the board (the
Hint button is the shared one of ``table/shared_widgets``). Each reads only the ``GarumModel``; the
hand, Undo, the neutral tile, the buttons and the lane (the log strip) answer a press with an
action. Every sentence is fitted to its zone in the current language.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from game.engine import assets, draw, fitting
from game.i18n import N_, _
from game.rules.garum import NoWorker, TurnDummy
from game.scenes.garum.actions import ChooseKind, LookFirst, PickTile, TakeBack
from game.scenes.garum.layout import NEUTRAL_TILE, SMALLEST_TEXT, GarumLayout
from game.scenes.garum.model import GarumModel
from game.scenes.table import lane
from game.scenes.table.log import SMALLEST_TEXT as LOG_FLOOR
from game.scenes.table.log import OpenLog, draw_strip, fit_size
from game.scenes.table.shared_widgets import HintButtonWidget
from game.scenes.table.widget import Widget
from game.scenes.widgets import garum_fish
from game.scenes.widgets import garum_panels as panels

FACE_DOWN = (70, 60, 46)
TAKE_BACK = N_("Undo")
"""The Undo button's word (short: it sits in a tile's place): the tile just placed comes back."""


def smallest(lay: GarumLayout) -> int:
    """The couch's floor for a line of text on this screen."""
    return math.ceil(SMALLEST_TEXT * lay.size[1])


class HeaderWidget(Widget[GarumModel]):
    """The round's title, the start player and variants, the Priest's coming coins (left of the coin)."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.header)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return model.header

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        lay = self.lay
        room = lay.coin.x - lay.title.at[0] - round(8 * lay.s)
        dim = draw.TEXT_DIM
        styles = ((lay.title, draw.TEXT, True), (lay.info, dim, False), (lay.coins, dim, False))
        for text, (spot, colour, bold) in zip(model.header, styles, strict=True):
            if text:
                words, size = fitting.fitted(text, spot.size, room, bold, smallest(lay))
                draw.blit_text(surface, words, spot.at, size, colour, bold=bold)


class CoinWidget(Widget[GarumModel]):
    """The coin naming the round's tank, squashed while it flips."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.coin)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return model.coin

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        if model.coin is not None:
            tank, squash = model.coin
            panels.draw_coin(surface, self.lay.coin_centre, tank, squash, self.lay.coin_look)


class SeatWidget(Widget[GarumModel]):
    """A seat's row: its token, name and word, each colour's fish, workers kept and tiles, the score."""

    def __init__(self, lay: GarumLayout, seat: int):
        super().__init__(lay.seats[seat])
        self.lay, self.seat = lay, seat

    def look(self, model: GarumModel) -> Hashable:
        return model.seats[self.seat]

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        row = model.seats[self.seat]
        who = (row.name, row.colours, row.initial, list(row.rows))
        what = (row.score, row.ring, row.winner, row.status)
        panels.draw_seat_row(surface, self.rect, self.lay.seat_look, *who, *what)


class HandLabelWidget(Widget[GarumModel]):
    """Whose tiles the hand shows (and how to look at a hidden hand), left of the Hint button."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.hand_label_lane)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return None if model.hand is None else model.hand.label

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        if model.hand is not None:
            lay, label = self.lay, model.hand.label
            label, size = fitting.fitted(label, lay.hand_label.size, self.rect.w, False, smallest(lay))
            draw.blit_text(surface, label, (self.rect.x, self.rect.centery), size, draw.TEXT, "midleft")


def face_down(surface: pygame.Surface, box: pygame.Rect, colour: int, radius: int) -> None:
    """A tile's back, edged in its colour's species colour."""
    draw.draw_panel(surface, box, FACE_DOWN, radius, garum_fish.SPECIES_COLOURS[colour], 3, 0)


class HandWidget(Widget[GarumModel]):
    """The hand's tiles, the one picked ringed (face down while the hand is hidden)."""

    def __init__(self, lay: GarumLayout):
        rings = [lay.selected_ring.bounds(box) for box in lay.hand_tiles]
        super().__init__(rings[0].unionall(rings[1:]))
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return None if model.hand is None else (model.hand.colour, model.hand.tiles)

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        lay, hand = self.lay, model.hand
        if hand is None:
            return
        for box, (fish, selected) in zip(lay.hand_rects(len(hand.tiles)), hand.tiles, strict=True):
            if fish is None:
                face_down(surface, box, hand.colour, lay.tile_radius)
                continue
            lay.grid.draw_tile_at(surface, fish, box.center, hand.colour, cell=box.w // 2)
            if selected:
                lay.selected_ring.draw(surface, draw.ACCENT, box)

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        """The tile pressed becomes the one to place (``LookFirst`` on a hidden hand)."""
        hand = model.hand
        if hand is None:
            return None
        for index, box in enumerate(self.lay.hand_rects(len(hand.tiles))):
            if box.collidepoint(pos):
                return PickTile(index) if hand.face_up else LookFirst()
        return None


class UndoWidget(Widget[GarumModel]):
    """The Undo button in the placed tile's place: a back arrow, its word and its key."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.undo_button)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return model.hand is not None and model.hand.undo

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        if model.hand is None or not model.hand.undo:
            return
        lay, s, box = self.lay, self.lay.s, self.rect
        surface.blit(draw.panel(box.size, (*draw.ACCENT, 255), lay.tile_radius), box)
        arrow = draw.icon("back", round(40 * s), draw.INK)
        surface.blit(arrow, arrow.get_rect(midtop=(box.centerx, box.y + round(12 * s))))
        words, size = fitting.fitted(_(TAKE_BACK), round(22 * s), box.w - round(12 * s), True,
                                     lay.button_least)
        x = box.centerx
        draw.blit_text(surface, words, (x, box.y + round(74 * s)), size, draw.INK, "center", bold=True)
        key = max(round(18 * s), lay.button_least)
        draw.blit_text(surface, "(U)", (x, box.y + round(102 * s)), key, draw.INK, "center")

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        return TakeBack() if model.hand is not None and model.hand.undo else None


class TipLaneWidget(Widget[GarumModel]):
    """The hand's foot line: how to turn and place a tile, or how many tiles are left to draw."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.tip_lane)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return None if model.hand is None else model.hand.foot

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        if model.hand is not None:
            lay = self.lay
            foot, size = fitting.fitted(model.hand.foot, lay.hand_hint.size, self.rect.w,
                                        smallest=smallest(lay))
            draw.blit_text(surface, foot, (self.rect.x, self.rect.centery), size, draw.TEXT_DIM, "midleft")


class DummyWidget(Widget[GarumModel]):
    """The neutral tile beside the hand (face down at a table of bots until turned), ringed while a
    human turns it, with its label; a press on it places it as turned."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.selected_ring.bounds(lay.dummy).union(lay.dummy_label_zone))
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return model.dummy

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        lay, dummy = self.lay, model.dummy
        if dummy is None:
            return
        if dummy.fish is None:
            face_down(surface, lay.dummy, dummy.colour, lay.tile_radius)
        else:
            lay.grid.draw_tile_at(surface, dummy.fish, lay.dummy.center, dummy.colour, cell=lay.dummy.w // 2)
        if dummy.turning:
            lay.selected_ring.draw(surface, draw.ACCENT, lay.dummy)
        zone, label = lay.dummy_label_zone, lay.dummy_label
        text, size = fitting.fitted(
            _(NEUTRAL_TILE), max(label.size, smallest(lay)), zone.w, smallest=smallest(lay)
        )
        x, y = label.at
        if lay.dummy_label_anchor == "midtop":  # a label wider than the tile stays in its zone
            half = draw.text_width(text, size) / 2
            x = round(max(min(x, zone.right - half), zone.x + half))
        draw.blit_text(surface, text, (x, y), size, draw.TEXT_DIM, lay.dummy_label_anchor)

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        turn = model.turn
        if turn is None or turn.phase != "dummy" or not self.lay.dummy.collidepoint(pos):
            return None
        return TurnDummy(turn.turn)


class ControlsWidget(Widget[GarumModel]):
    """The status box: the prompt, and the worker buttons while a worker is placed, else what comes
    next under the prompt; the prompt and that line shrink to the room they have."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.controls)
        self.lay = lay

    def look(self, model: GarumModel) -> Hashable:
        return model.controls

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        lay, look = self.lay, model.controls
        wrap, least, gap = lay.prompt_wrap, smallest(lay), lay.coming_gap
        foot = self.rect.bottom - round(10 * lay.s)
        room = (lay.coming_top - gap if look.buttons else foot) - lay.prompt.at[1]
        if look.after:  # the prompt may take half the room; what comes next the rest
            room = max(room // 2, assets.font(lay.prompt.size).get_linesize())
        size, text = fit_size(look.prompt, lay.prompt.size, least, wrap, room)
        said = draw.blit_text(surface, text, lay.prompt.at, size, draw.ACCENT, wrap=wrap)
        if look.after:  # where the buttons go, or under a long prompt
            at = (lay.prompt.at[0], max(said.bottom + gap, lay.coming_top))
            size, text = fit_size(look.after, lay.coming_size, least, wrap, foot - at[1])
            draw.blit_text(surface, text, at, size, draw.TEXT, wrap=wrap)
        for key, label, chosen in look.buttons:
            box = lay.buttons[key]
            fill = (*draw.ACCENT_DARK, 240) if chosen else (*draw.FELT_LIGHT, 230)
            draw.draw_panel(surface, box, fill, lay.button_radius, draw.ACCENT, 2, 0)
            size = fitting.fitting_size(label, lay.button_text, box.w - lay.button_pad, chosen,
                                        lay.button_least)
            draw.blit_text(surface, label, box.center, size, draw.TEXT, "center", bold=chosen)

    def hit(self, pos: tuple[int, int], model: GarumModel) -> object | None:
        """No worker, or the kind of the next worker, while the buttons show."""
        if not model.controls.buttons:
            return None
        for key, box in self.lay.buttons.items():
            if box.collidepoint(pos):
                return NoWorker() if key == "none" else ChooseKind(key == "foreman")
        return None


class LaneWidget(Widget[GarumModel]):
    """The words lane under the board (``table/lane.py``): a refusal, a hint's reason or what just
    happened, else the log's latest line; it is the table's log strip, so a press opens the log."""

    def __init__(self, lay: GarumLayout):
        super().__init__(lay.lane)
        self.lay = lay
        self.floor = math.ceil(LOG_FLOOR * lay.size[1])  # the couch's floor on a 16:10 screen too

    def look(self, model: GarumModel) -> Hashable:
        return model.words if model.words.text else model.log

    def size(self, words: lane.Words) -> int:
        return self.lay.lane_size if words.kind == lane.BANNER else self.lay.button_text

    def paint(self, surface: pygame.Surface, model: GarumModel) -> None:
        if model.words.text:
            lane.paint(surface, model.words, self.rect, self.size(model.words), self.lay.s, self.floor)
        else:
            draw_strip(surface, self.rect, self.lay.s, model.log)

    def hit(self, pos: tuple[int, int], model: GarumModel) -> OpenLog:
        return OpenLog()

    def frame(self, model: GarumModel) -> pygame.Rect:
        """Where the lane's words stand now (the whole lane for the log's line)."""
        if not model.words.text:
            return pygame.Rect(self.rect)
        return lane.setting(model.words, self.rect, self.size(model.words), self.lay.s, floor=self.floor).box


def column_widgets(lay: GarumLayout, players: int, humans: bool) -> list[Widget[GarumModel]]:
    """The widgets beside the board (the lane under it is the view's own); the hand's parts and the
    Hint button where humans play here, the neutral tile's at a table with a neutral colour (at a
    table of bots it is alone in the hand's panel)."""
    seats: list[Widget[GarumModel]] = [SeatWidget(lay, seat) for seat in range(players)]
    hand: list[Widget[GarumModel]] = []
    if humans:
        hand = [HandLabelWidget(lay), HandWidget(lay), UndoWidget(lay), TipLaneWidget(lay)]
        hand.append(HintButtonWidget[GarumModel](lay.hint_button, lay.s))
    if lay.neutral:
        hand.append(DummyWidget(lay))
    return [HeaderWidget(lay), CoinWidget(lay), *seats, *hand, ControlsWidget(lay)]
