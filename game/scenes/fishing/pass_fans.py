"""Where each human's hand sits in the middle while several pass a card at once: side by side
between the seat panels, the ocean and the log, fanned in tiers when a hand is too long for one
arc in its frame, and above the words lane."""

from __future__ import annotations

import dataclasses

import pygame

from game.scenes.fishing.layout import FishingLayout
from game.scenes.table.layout import px
from game.scenes.widgets.cards import card_size
from game.scenes.widgets.hand import TIER, FannedHand

PASS_Y = 0.44  # the pass hands' middle row, a fraction of the screen height
PASS_ROW = 3  # pass hands side by side in the middle before a second row starts
PASS_CARD = 78
"""A pass hand's card width at 1080p (smaller, its corner index would be too small to read)."""


@dataclasses.dataclass(frozen=True)
class PassFan:
    """Where one human's hand sits in the middle while everyone chooses the card to pass."""

    centre: tuple[float, float]
    card: int
    span: float
    frame: pygame.Rect


def _pass_y(lay: FishingLayout, rows: list[list[int]], r: int, extra: float) -> float:
    """Row ``r``'s middle height with the least frames (``extra`` taller frames grow down)."""
    return lay.size[1] * PASS_Y + (r - (len(rows) - 1) / 2) * (270 * lay.s + extra)


def _pass_span(lay: FishingLayout, rows: list[list[int]], r: int, extra: float) -> float:
    """The width each hand of row ``r`` gets, with its margins."""
    s = lay.s
    y = _pass_y(lay, rows, r, extra) - 20 * s + extra / 2
    left, right = _pass_room(lay, y, round(px(250, s) + extra))
    return min(px(400, s), (right - left - (len(rows[r]) - 1) * 30 * s) / len(rows[r]) - 10 * s)


def _pass_room(lay: FishingLayout, y: float, height: int) -> tuple[float, float]:
    """The x range a row of pass frames centred at height ``y`` has between the seat panels,
    the ocean and the log strip beside it (the whole width, less a margin, where nothing is)."""
    gap = 16 * lay.s
    band = pygame.Rect(0, round(y - height / 2), lay.size[0], height)
    left, right = gap, lay.size[0] - gap
    for rect in [*lay.seats.values(), lay.ocean_zone, lay.log]:
        if rect.colliderect(band) and rect.centerx < lay.size[0] / 2:
            left = max(left, rect.right + gap)
        elif rect.colliderect(band):
            right = min(right, rect.left - gap)
    return left, right


def pass_fans(lay: FishingLayout, seats: list[int], cards: int = 0) -> dict[int, PassFan]:
    """Each human's hand in the middle while everyone chooses the card to pass, side by side
    (``PASS_ROW`` to a row). A hand of ``cards`` too long for one arc in its frame is fanned
    in tiers (``FannedHand.tiers``): the frames grow by the tiers' drops, and go up out of the
    words lane as far as the seats and the ocean above leave room."""
    return _clear_of_the_lane(lay, _placed(lay, seats, cards, PASS_CARD))


def _placed(lay: FishingLayout, seats: list[int], cards: int, width: int) -> dict[int, PassFan]:
    """The frames and fans with cards ``width`` wide at 1080p."""
    s = lay.s
    rows = [seats[i : i + PASS_ROW] for i in range(0, len(seats), PASS_ROW)]
    card = px(width, s)
    extra = 0.0
    for _ in range(2):  # taller frames may meet a seat panel and narrow: tiers once more
        span = min(_pass_span(lay, rows, r, extra) for r in range(len(rows)))
        tiers = FannedHand((0, 0), card, span - 40 * s).tiers(cards)
        extra = (tiers - 1) * TIER * card_size(card)[1]
    out = {}
    for r, row in enumerate(rows):
        y = _pass_y(lay, rows, r, extra)
        left, right = _pass_room(lay, y - 20 * s + extra / 2, round(px(250, s) + extra))
        span = _pass_span(lay, rows, r, extra)
        middle = (left + right) / 2
        for i, seat in enumerate(row):
            x = middle + (i - (len(row) - 1) / 2) * (span + 40 * s)
            frame = pygame.Rect(0, round(y - 20 * s - px(250, s) / 2), round(span + 10 * s), 0)
            frame.h, frame.centerx = round(px(250, s) + extra), round(x)  # taller: downwards
            out[seat] = PassFan((x, frame.centery + 20 * s), card, span - 40 * s, frame)
    return out


def _clear_of_the_lane(lay: FishingLayout, fans: dict[int, PassFan]) -> dict[int, PassFan]:
    """The frames up out of the words lane (tall tiered hands grow down into it), as far as the
    seat panels and the ocean above them leave room."""
    if not fans:
        return fans
    gap = round(16 * lay.s)
    frames = [fan.frame for fan in fans.values()]
    union = frames[0].unionall(frames[1:])
    over = union.bottom - (lay.lane.top - gap)
    above = [r for r in [*lay.seats.values(), lay.ocean_zone] if r.bottom <= union.top]
    above = [r for r in above if r.right > union.left and r.left < union.right]
    lift = min(over, union.top - max((r.bottom + gap for r in above), default=gap))
    if lift <= 0:
        return fans
    return {
        seat: PassFan((fan.centre[0], fan.centre[1] - lift), fan.card, fan.span, fan.frame.move(0, -lift))
        for seat, fan in fans.items()
    }
