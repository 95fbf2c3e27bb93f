"""The Bingo table's widgets, each in its zone of ``BingoLayout``: a seat's panel, the trick, the
discard pile, the hand and the free-marker choosers (the words lane, the log strip and the Hint
button are the shared ones of ``table/shared_widgets``); and the breathing ring over a hinted card
(drawn every frame, over the widgets). Each reads only the ``BingoModel``; the hand, the choosers
and the trick answer a press with an action (``table/widget.hit``).
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting, layers, linebreak
from game.engine.look import asked_for
from game.i18n import _
from game.rules.bingo import PlaceFree, PlayCard
from game.scenes.bingo.layout import BADGE_WIDTH, BingoLayout
from game.scenes.bingo.model import BingoModel
from game.scenes.table.hand_regions import CardRegions
from game.scenes.table.hint import draw_ring
from game.scenes.table.last_trick import OpenLastTrick
from game.scenes.table.view import shadowed
from game.scenes.table.widget import Widget
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack
from game.scenes.widgets.cards import card_size, draw_card
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.seat_panel import SeatPanel
from game.scenes.widgets.trick import TrickArea

HIGH_BADGE = (240, 178, 62)
LOW_BADGE = (86, 180, 233)
CHOOSER_FILL = (*draw.FELT_DARK, 245)


class LookFirst:
    """A press on a hand that lies face down: no card is played; the seat is told how to look."""


class SeatWidget(Widget[BingoModel]):
    """A seat's changing state in its panel: turn frame and word, card backs, markers, lines."""

    def __init__(self, seat: int, panel: SeatPanel, card: BingoCardWidget, track: MissedTrack, colour):
        super().__init__(panel.rect)
        self.seat, self.panel, self.card, self.track, self.colour = seat, panel, card, track, colour

    def look(self, model: BingoModel):
        return model.seats[self.seat]

    def paint(self, surface: pygame.Surface, model: BingoModel) -> None:
        seat = model.seats[self.seat]
        self.panel.draw_state(surface, seat.count, seat.active, seat.status, width=seat.width)
        self.card.draw_markers(surface, seat.covered, self.colour, seat.lines)
        self.track.draw_markers(surface, seat.missed, self.colour)


class TrickWidget(Widget[BingoModel]):
    """The trick's cards in their ring, the highest and lowest outlined, with HIGH/LOW badges."""

    def __init__(self, rect: pygame.Rect, area: TrickArea, badge: int):
        super().__init__(rect)
        self.area, self.badge = area, badge

    def look(self, model: BingoModel):
        return model.trick, model.marks

    def hit(self, pos: tuple[int, int], model: BingoModel) -> OpenLastTrick | None:
        """A press on the trick's ring opens the last trick, unless large bingo cards lie over it."""
        if not model.choosers and self.area.bounds(model.players).collidepoint(pos):
            return OpenLastTrick()
        return None

    def slot(self, model: BingoModel, seat: int, order: int) -> tuple[tuple[float, float], float]:
        return self.area.slot((seat - model.home) % model.players, model.players, order)

    def paint(self, surface: pygame.Surface, model: BingoModel) -> None:
        badges = []
        marked = dict(model.marks)
        for order, (seat, card) in enumerate(model.trick):
            pos, tilt = self.slot(model, seat, order)
            mark = marked.get(seat)
            outline = HIGH_BADGE if mark and mark.startswith("HIGH") else LOW_BADGE if mark else None
            self.area.draw_card(surface, card, pos, tilt, outline)
            if mark and outline is not None:
                badges.append((pos, mark, outline))
        room = round(self.area.card_width * BADGE_WIDTH) - self.badge  # the pill's text, within its zone
        for pos, mark, colour in badges:  # above every card, so no later card hides one
            size = fitting.fitting_size(_(mark), self.badge, room, bold=True)
            self.area.badge(surface, pos, _(mark), colour, size)


class PileWidget(Widget[BingoModel]):
    """The discard pile, growing with the cards played, and its count ("15 played")."""

    def __init__(self, lay: BingoLayout):
        super().__init__(lay.pile)
        self.lay = lay

    def look(self, model: BingoModel):
        return model.played

    def paint(self, surface: pygame.Surface, model: BingoModel) -> None:
        if not model.played:
            return
        lay = self.lay
        x, y = lay.discard
        for i in range(min(model.played // 4 + 1, 6)):
            draw_card(surface, None, (x + i * 2, y - i * 2), lay.discard_card)
        words = _("{n} played").format(n=model.played)
        size = fitting.fitting_size(words, lay.font_small, self.rect.w,
                                    smallest=math.ceil(lay.font_small * 0.8))
        draw.blit_text(surface, words, lay.discard_label, size, draw.TEXT_DIM, "center")


class HandWidget(Widget[BingoModel]):
    """The fanned hand at the bottom: playable cards lifted, the hovered (else hinted) one more.
    Each card is a region of its own (``table/hand_regions``): at 3840x2160 the whole hand painted
    again each time the pointer moved to another card set the table's p99 (5.5 ms CPU)."""

    def __init__(self, rect: pygame.Rect, fan: FannedHand):
        super().__init__(rect)
        self.fan = fan
        self.cards = CardRegions(self, fan)
        self._regions: tuple[int, list[layers.Region]] | None = None
        """The regions of the look of ``version``."""

    def look(self, model: BingoModel):
        hand = model.hand
        return None if hand is None else (hand.cards, hand.face_up, hand.playable, hand.lifted)

    def paint(self, surface: pygame.Surface, model: BingoModel) -> None:
        hand = model.hand
        if hand is not None:
            for region in self.cards.of(hand, self.rect):
                region.paint(surface, *region.args)

    def regions(self) -> list[layers.Region]:
        if self._regions is None or self._regions[0] != self.version:
            hand = self._model.hand if self._model is not None else None
            self._regions = self.version, [] if hand is None else self.cards.of(hand, self.rect)
        return self._regions[1]

    def index_at(self, pos: tuple[int, int], model: BingoModel) -> int | None:
        hand = model.hand
        if hand is None:
            return None
        return self.fan.index_at(pos, len(hand.cards), hand.playable if hand.face_up else ())

    def hit(self, pos: tuple[int, int], model: BingoModel) -> object | None:
        """The card pressed (a ``PlayCard``, legal or not: the input refuses it with the rule's
        reason), or ``LookFirst`` on a face-down hand."""
        index = self.index_at(pos, model)
        if index is None or model.hand is None:
            return None
        return PlayCard(model.hand.cards[index]) if model.hand.face_up else LookFirst()

    def card_rect(self, model: BingoModel, index: int) -> tuple[pygame.Rect, float]:
        """Where card ``index`` lies as drawn now, and its turn."""
        hand = model.hand
        assert hand is not None
        (x, y), angle = self.fan.positions(len(hand.cards), hand.playable, hand.lifted)[index]
        rect = pygame.Rect((0, 0), card_size(self.fan.card_width))
        rect.center = (round(x), round(y))
        return rect, angle


class ChooserWidget(Widget[BingoModel]):
    """Large bingo cards over the trick, one per human placing a free marker, each in a frame with
    its title; a press on an open number places that seat's marker."""

    def __init__(self, lay: BingoLayout):
        super().__init__(pygame.Rect(lay.trick.center, (0, 0)))
        self.lay = lay

    def cards(self, model: BingoModel) -> list[BingoCardWidget]:
        return [BingoCardWidget(rect) for rect in self.lay.chooser_rects(len(model.choosers))]

    def frames(self, model: BingoModel) -> list[pygame.Rect]:
        lay = self.lay
        frame, rise = lay.chooser_frame, lay.chooser_frame_rise
        return [card.rect.inflate(*frame).move(0, rise) for card in self.cards(model)]

    def placed(self, model: BingoModel) -> pygame.Rect:
        """The large cards' frames (none: a point in the middle)."""
        frames = [shadowed(frame, self.lay.chooser_blur) for frame in self.frames(model)]
        return frames[0].unionall(frames[1:]) if frames else pygame.Rect(self.lay.trick.center, (0, 0))

    def look(self, model: BingoModel):
        return model.choosers

    def paint(self, surface: pygame.Surface, model: BingoModel) -> None:
        lay = self.lay
        for look, card, frame in zip(model.choosers, self.cards(model), self.frames(model), strict=True):
            radius, blur = lay.chooser_radius, lay.chooser_blur
            draw.draw_panel(surface, frame, CHOOSER_FILL, radius, draw.ACCENT, 4, blur)
            room = pygame.Rect(frame.x, frame.y, frame.w, card.rect.y - frame.y)
            draw_title(surface, look.title, room.inflate(-2 * lay.chooser_radius, 0), lay.font_heading)
            card.draw(surface, look.covered, look.colour, (), True, look.hover)

    def hit(self, pos: tuple[int, int], model: BingoModel) -> object | None:
        """``(seat, PlaceFree)`` for a press on a chooser's number."""
        for look, card in zip(model.choosers, self.cards(model), strict=True):
            number = card.number_at(pos)
            if number is not None:
                return look.seat, PlaceFree(number)
        return None


class HintRing:
    """The ring breathing around the hinted card of the hand, or the hinted number of a chooser:
    drawn over the widgets every frame it breathes."""

    def __init__(self, hand: HandWidget, choosers: ChooserWidget, s: float):
        self.hand, self.choosers, self.s = hand, choosers, s

    def draw(self, surface: pygame.Surface, model: BingoModel) -> list[pygame.Rect]:
        drawn = []
        if model.hand is not None and model.hand.hinted is not None and model.hand.face_up:
            rect, angle = self.hand.card_rect(model, model.hand.hinted)
            drawn.append(draw_ring(surface, rect, self.s, model.clock, angle))
        for look, card in zip(model.choosers, self.choosers.cards(model), strict=True):
            if look.hinted is not None:
                drawn.append(draw_ring(surface, card.cell_rect(look.hinted), self.s, model.clock))
        return drawn


def draw_title(surface: pygame.Surface, text: str, room: pygame.Rect, size: int) -> list[pygame.Rect]:
    """A chooser's title inside its frame, above the card (``room``): one line where it fits, else
    two even lines (a German or Vietnamese title is wider than the card), at the largest size down
    to the smallest body text that fits the room; two choosers side by side never run together."""
    smallest = min(size, asked_for(math.ceil(draw.MIN_BODY * surface.get_height())))
    for trial in range(size, smallest - 1, -1):
        lines = _title_lines(text, room, trial)
        if lines:
            size = trial
            break
    else:
        lines = _title_lines(text, room, smallest, fit=False)
        size = smallest
    line_h = draw.text(text, size, bold=True).get_height()
    top = room.centery - len(lines) * line_h / 2
    return [
        draw.blit_text(surface, line, (room.centerx, top + k * line_h), size, draw.TEXT, "midtop", bold=True)
        for k, line in enumerate(lines)
    ]


def _title_lines(text: str, room: pygame.Rect, size: int, fit: bool = True) -> list[str]:
    """``text`` in at most two even lines of ``room``'s width at ``size``; [] when they do not fit
    ``room`` (unless ``fit`` is False: the smallest size takes what it gets)."""

    def width(line: str) -> int:
        return draw.text_width(line, size, True)

    lines = [text] if width(text) <= room.w else linebreak.balance(text, room.w, width, 2)
    wide = any(width(line) > room.w for line in lines)
    tall = len(lines) * draw.text(text, size, bold=True).get_height() > room.h
    return lines if not fit or not (wide or tall or len(lines) > 2) else []
