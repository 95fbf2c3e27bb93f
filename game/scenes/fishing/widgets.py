"""The Fishing table's widgets, each in its zone of ``FishingLayout``: a seat's panel, the ocean,
the trick with its pills, the hand at the bottom, the pass hands in the middle, the colour picker
and the pass-left notice; and the breathing ring over a hinted card (drawn every frame, over the
widgets). Each reads only the ``FishingModel``; the hands, the trick and the picker answer a press
with an action (``table/widget.hit``).
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting, layers
from game.i18n import _
from game.rules.fishing import CAPTURE, PASS, PLAY, CallColour, Capture, PassCard, PlayCard
from game.scenes.fishing import trick_markers
from game.scenes.fishing.layout import BADGE_WIDTH, FishingLayout, colour_at
from game.scenes.fishing.model import FanLook, FishingModel, SeatLook
from game.scenes.fishing.pass_fans import PassFan, pass_fans
from game.scenes.table.hand_regions import CardRegions
from game.scenes.table.hint import draw_ring
from game.scenes.table.last_trick import OpenLastTrick
from game.scenes.table.layout import line_size
from game.scenes.table.log import SMALLEST_TEXT
from game.scenes.table.view import shadowed
from game.scenes.table.widget import Widget
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import card_size, suit
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.fishing_piles import FishingSeat, draw_ocean
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import TrickArea

PASS_FILL = (*draw.FELT_DARK, 235)
NOTICE_FILL = (*draw.FELT_DARK, 240)
PICKER_FILL = (*draw.FELT_DARK, 245)

Action = PlayCard | PassCard | CallColour | Capture
Point = tuple[float, float]


class LookFirst:
    """A press on a hand that lies face down: no card is played; the seat is told how to look."""


class SeatWidget(Widget[FishingModel]):
    """A seat's changing state in its panel: turn frame and word, hand backs, score, fisherman
    and boat with their counts."""

    def __init__(self, seat: int, widget: FishingSeat):
        super().__init__(widget.rect)
        self.seat, self.widget = seat, widget

    def look(self, model: FishingModel) -> SeatLook:
        return model.seats[self.seat]

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        seat = model.seats[self.seat]
        piles = seat.hand, list(seat.fisherman), seat.boat, seat.score
        self.widget.draw_state(surface, *piles, seat.active, seat.status, frame=seat.width)


class OceanWidget(Widget[FishingModel]):
    """The ocean's pile, its count and how many stars deep the fishing has reached."""

    def __init__(self, lay: FishingLayout):
        super().__init__(lay.ocean_zone)
        self.lay = lay

    def look(self, model: FishingModel) -> tuple[int, int]:
        return model.ocean

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        lay = self.lay
        draw_ocean(surface, lay.ocean, lay.ocean_card, *model.ocean, lay.s)


class TrickWidget(Widget[FishingModel]):
    """The trick's cards in their ring (a capture candidate outlined), their pills (WINS, 0
    captures) above every card, and in the middle the lead or called colour and *Lowest wins*."""

    def __init__(self, lay: FishingLayout, area: TrickArea):
        super().__init__(lay.trick)
        self.lay, self.area = lay, area
        self.smallest = math.ceil(SMALLEST_TEXT * lay.size[1])  # a pill's words, from the couch

    def look(self, model: FishingModel) -> object:
        return model.trick, model.pills

    def pos(self, model: FishingModel, seat: int) -> tuple[tuple[float, float], float]:
        """Where ``seat``'s card lies, and its tilt."""
        return self.area.slot((seat - model.home) % model.players, model.players, seat)

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        for card in model.trick:
            pos, tilt = self.pos(model, card.seat)
            self.area.draw_card(surface, card.card, pos, tilt, card.outline)
        room = round(self.area.card_width * BADGE_WIDTH) - self.lay.badge  # the pill's text, in its zone
        for card in model.trick:  # above every card, so no later card hides one
            if card.mark:
                pos, words = self.pos(model, card.seat)[0], _(card.mark[0])
                size = fitting.fitting_size(words, self.lay.badge, room, True, self.smallest)
                self.area.badge(surface, pos, words, card.mark[1], size)
        if model.pills[0]:
            trick_markers.paint(surface, self.lay, *model.pills)

    def hit(self, pos: tuple[int, int], model: FishingModel) -> Capture | OpenLastTrick | None:
        """While a zero captures, the card of the trick pressed; while cards are played, a press on
        the trick's ring opens the last trick."""
        if model.phase == CAPTURE:
            w, h = card_size(self.area.card_width)
            for card in reversed(model.trick):
                (x, y), _tilt = self.pos(model, card.seat)
                if abs(pos[0] - x) <= w / 2 and abs(pos[1] - y) <= h / 2:
                    return Capture(card.card)
        elif model.phase == PLAY and self.area.bounds(model.players).collidepoint(pos):
            return OpenLastTrick()
        return None


def press(
    fan: FannedHand, look: FanLook, pos: tuple[int, int], phase: str
) -> PlayCard | PassCard | LookFirst | None:
    """The card of ``look``'s hand pressed at ``pos`` (played or passed, legal or not: the input
    refuses it with the rule's reason), or ``LookFirst`` on a face-down hand."""
    index = fan.index_at(pos, len(look.cards), look.playable if look.face_up else ())
    if index is None:
        return None
    card = look.cards[index]
    if not look.face_up or card is None:
        return LookFirst()
    return PassCard(card) if phase == PASS else PlayCard(card)


class HandWidget(Widget[FishingModel]):
    """The fanned hand at the bottom: playable cards lifted, the hovered (else hinted) one more,
    and over it whose it is (and, face down, how to look). Each card is a region of its own
    (``table/hand_regions``)."""

    def __init__(self, lay: FishingLayout, fan: FannedHand):
        super().__init__(lay.hand)
        self.lay, self.fan = lay, fan
        self.cards = CardRegions(self, fan)
        self._regions: tuple[int, list[layers.Region]] | None = None
        """The regions of the look of ``version``."""

    def look(self, model: FishingModel) -> FanLook | None:
        return model.hand

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        hand = model.hand
        if hand is not None:
            for region in self.cards.of(hand, self.rect):
                region.paint(surface, *region.args)
            self._label(surface, hand.label)

    def regions(self) -> list[layers.Region]:
        """Each card's box (inside the hand's zone, as the whole hand was clipped), then the label."""
        if self._regions is None or self._regions[0] != self.version:
            hand = self._model.hand if self._model is not None else None
            shown = [] if hand is None else self.cards.of(hand, self.rect)
            if hand is not None:
                shown.append(layers.Region((self, "label"), self.rect, self._label, (hand.label,)))
            self._regions = self.version, shown
        return self._regions[1]

    def _label(self, surface: pygame.Surface, label: str) -> None:
        lay = self.lay
        size = line_size(label, lay.font_body, lay.hand.w, lay.size[1])
        draw.blit_text(surface, label, lay.hand_label, size, anchor="center", shadow=True)

    def hit(self, pos: tuple[int, int], model: FishingModel) -> tuple[int, object] | None:
        """``(seat, action)`` for a press on a card (``press``)."""
        if model.hand is None:
            return None
        action = press(self.fan, model.hand, pos, model.phase)
        return None if action is None else (model.hand.seat, action)


class PassWidget(Widget[FishingModel]):
    """Every human's hand in the middle while several pass a card at once, each in a frame of its
    seat's colour saying whose it is and whether it has chosen."""

    def __init__(self, lay: FishingLayout, colours: dict[int, draw.Colour]):
        super().__init__(pygame.Rect(lay.trick.center, (0, 0)))
        self.lay, self.colours = lay, colours

    def fans(self, model: FishingModel) -> dict[int, PassFan]:
        seats = [fan.seat for fan in model.passing]
        return pass_fans(self.lay, seats, model.most_cards) if seats else {}

    def placed(self, model: FishingModel) -> pygame.Rect:
        """The hands' frames and cards (none: a point in the middle)."""
        places = self.fans(model)
        frames = [shadowed(place.frame, self.lay.pass_blur).inflate(4, 4) for place in places.values()]
        for look in model.passing:  # a tiered hand of a small window may spill over its frame
            lifted = look.lifted if look.face_up else None
            frames.append(self.fan(places[look.seat]).bounds(len(look.cards), look.playable, lifted))
        return frames[0].unionall(frames[1:]) if frames else pygame.Rect(self.lay.trick.center, (0, 0))

    def look(self, model: FishingModel) -> tuple[FanLook, ...]:
        return model.passing

    @staticmethod
    def fan(place: PassFan) -> FannedHand:
        return FannedHand(place.centre, place.card, place.span, DECK)

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        places = self.fans(model)
        for look in model.passing:
            self._frame(surface, look, places[look.seat].frame)
            lifted = look.lifted if look.face_up else None
            lit = bool(look.playable)
            self.fan(places[look.seat]).draw(surface, look.cards, look.face_up, look.playable, lifted, lit)

    def _frame(self, surface: pygame.Surface, look: FanLook, rect: pygame.Rect) -> None:
        lay = self.lay
        draw.draw_panel(surface, rect, PASS_FILL, lay.pass_radius, self.colours[look.seat], 3, lay.pass_blur)
        text = _("{player}: card chosen") if look.chosen else _("{player}: pass a card left")
        text = text.format(player=look.name)
        pos, width = (rect.centerx, rect.y + lay.pass_title), rect.w - round(16 * lay.s)  # 3 frames: narrow
        size = line_size(text, lay.font_text, width, lay.size[1])
        if draw.text(text, size, bold=True).get_width() <= width:
            draw.blit_text(surface, text, pos, size, draw.TEXT, "center", bold=True)
        else:  # too long even small (German, Vietnamese): two even lines over the cards
            top = (rect.centerx, rect.y + round(6 * lay.s))
            draw.blit_text(surface, text, top, size, draw.TEXT, "midtop", bold=True, wrap=width)

    def hit(self, pos: tuple[int, int], model: FishingModel) -> tuple[int, object] | None:
        """``(seat, action)`` for a press on a card of one of the hands."""
        places = self.fans(model)
        for look in model.passing:
            action = press(self.fan(places[look.seat]), look, pos, PASS)
            if action is not None:
                return look.seat, action
        return None


class PickerWidget(Widget[FishingModel]):
    """The colour buttons over the trick while a human calls the next trick's colour."""

    def __init__(self, lay: FishingLayout):
        super().__init__(shadowed(lay.picker, lay.picker_blur).inflate(8, 8))  # the blur spills a pixel
        self.lay = lay

    def look(self, model: FishingModel) -> object:
        return model.picker

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        lay, picker = self.lay, model.picker
        if picker is None:
            return
        frame = lay.picker
        draw.draw_panel(surface, frame, PICKER_FILL, lay.picker_radius, draw.ACCENT, 4, lay.picker_blur)
        smallest, room = math.ceil(SMALLEST_TEXT * lay.size[1]), frame.w - 2 * lay.picker_radius
        size = fitting.fitting_size(picker.title, lay.font_heading, room, True, smallest)
        title_at = (frame.centerx, frame.y + lay.picker_title)
        draw.blit_text(surface, picker.title, title_at, size, draw.TEXT, "center", bold=True)
        for colour, rect in lay.colour_buttons.items():
            look = suit(colour)
            hover = colour == picker.hover
            edge = draw.TEXT if hover else draw.INK
            draw.draw_panel(surface, rect, (*look.rgb, 255), lay.button_radius, edge, 4 if hover else 2, 0)
            ink = draw.INK if sum(look.rgb) > 400 else draw.TEXT
            icon = draw.icon(look.icon, lay.icon_button, ink)
            surface.blit(icon, icon.get_rect(center=(rect.x + lay.button_icon, rect.centery)))
            label = card_colour(look.label)
            if colour == picker.trump:
                label = _("{colour} (trump)").format(colour=label)
            pos = (rect.x + lay.button_label, rect.centery)
            room = rect.right - round(pos[0]) - lay.button_radius // 2  # a long label, a little smaller …
            smallest = min(lay.font_label, math.ceil(SMALLEST_TEXT * lay.size[1]))
            size = fitting.fitting_size(label, lay.font_label, room, True, smallest)
            wrap = room if draw.text_width(label, size, True) > room else 0  # … or in two lines
            draw.blit_text(surface, label, pos, size, ink, "midleft", bold=True, wrap=wrap)

    def hit(self, pos: tuple[int, int], model: FishingModel) -> CallColour | None:
        """The colour of the button pressed, while a human calls."""
        colour = colour_at(self.lay, pos) if model.picker is not None else None
        return None if colour is None else CallColour(colour)


class PassNoticeWidget(Widget[FishingModel]):
    """PASS LEFT over the trick while one human passes: the card goes to the next player
    clockwise, one comes from the last."""

    def __init__(self, lay: FishingLayout):
        super().__init__(shadowed(lay.pass_notice, lay.blur).inflate(4, 4))
        self.lay = lay

    def look(self, model: FishingModel) -> tuple[str, str] | None:
        return model.pass_notice

    def paint(self, surface: pygame.Surface, model: FishingModel) -> None:
        lay = self.lay
        if model.pass_notice is None:
            return
        to, giver = model.pass_notice
        rect = lay.pass_notice
        draw.draw_panel(surface, rect, NOTICE_FILL, lay.radius, draw.ACCENT, 3, lay.blur)
        pos = (rect.centerx, rect.y + lay.pass_notice_title)
        draw.blit_text(surface, _("PASS LEFT"), pos, lay.font_title, draw.ACCENT, "center", bold=True)
        text = _("Choose one card from your hand for {to}. You will get one from {giver}.").format(
            to=to, giver=giver
        )
        pos = (rect.centerx, rect.y + lay.pass_notice_text)
        draw.blit_text(surface, text, pos, lay.font_text, draw.TEXT, "center", wrap=lay.pass_notice_wrap)


class HintRing:
    """The ring breathing around the hinted card of a hand: drawn over the widgets every frame it
    breathes."""

    def __init__(self, hand: HandWidget, passing: PassWidget, s: float):
        self.hand, self.passing, self.s = hand, passing, s

    def draw(self, surface: pygame.Surface, model: FishingModel) -> list[pygame.Rect]:
        drawn = []
        fans = [(model.hand, self.hand.fan)] if model.hand is not None else []
        places = self.passing.fans(model)
        fans += [(look, PassWidget.fan(places[look.seat])) for look in model.passing]
        for look, fan in fans:
            if look.hinted is None or not look.face_up:
                continue
            (x, y), angle = fan.positions(len(look.cards), look.playable, look.lifted)[look.hinted]
            rect = pygame.Rect((0, 0), card_size(fan.card_width))
            rect.center = (round(x), round(y))
            drawn.append(draw_ring(surface, rect, self.s, model.clock, angle))
        return drawn
