"""Where words that come and go sit at the Fishing table: the banner's spots, clear of the trick,
the seats, the panels and the tips a player is reading, and the round breakdown's box over the
trick, clear of every score. Values in (the layout and the few rects that move), rects out."""

from __future__ import annotations

import pygame

from game.engine import draw
from game.scenes.fishing.layout import FishingLayout
from game.scenes.table.banner import BannerPlace, Spot
from game.scenes.widgets.fishing_piles import ocean_wave
from game.scenes.widgets.trick import TrickArea


def banner_place(
    lay: FishingLayout,
    area: TrickArea,
    log_rect: pygame.Rect | None,
    hand_shown: bool,
    tips: list[pygame.Rect],
) -> BannerPlace:
    """Between the trick and the hand, else above the trick, else where the hand's label is;
    never on a card of the trick (wherever the next one lands), a seat panel, the status panel,
    the ocean or the log, nor on the hand (``hand_shown``) or the hint or card tips (``tips``)
    a player is reading over it."""
    s = lay.s
    keep = [*lay.seats.values(), lay.status, ocean_wave(lay.ocean, lay.ocean_card, s)]
    keep += [area.slot_rect(i, len(lay.seats), lay.badge) for i in range(len(lay.seats))]
    if log_rect is not None:
        keep.append(log_rect)
    if hand_shown:  # the hand and its label
        label = max(20 * s, draw.text("Ag", lay.font_body).get_height() / 2)  # the label as drawn (grown too)
        top, left = lay.hand_label[1] - label, lay.hand_centre[0] - lay.hand_span / 2
        keep.append(pygame.Rect(left, top, lay.hand_span, lay.size[1] - top))
    (ax, ay), band = lay.banner_above, lay.banner_band
    wide = Spot(band.center, wrap=band.w - lay.banner_pad[0])
    spots = [lay.banner_centre, wide, (ax, ay), (ax, ay + 60 * s), lay.hand_label, (ax, ay - 60 * s)]
    screen = pygame.Rect((0, 0), lay.size)
    font, wrap, pad, radius = lay.font_heading, lay.banner_wrap, lay.banner_pad, lay.banner_radius
    return BannerPlace(spots, font, wrap, pad, radius, keep, screen, tips)


def breakdown_rect(lay: FishingLayout, log_rect: pygame.Rect) -> pygame.Rect:
    """Over the trick (empty at a round's end), clear of every score: a seat panel or the ocean
    above the trick lowers its top (one below raises its foot), one beside it narrows it
    (taking a panel above for one beside left a third of its width at four players)."""
    s = lay.s
    cx, cy = lay.trick_centre
    gap = round(12 * s)
    rect = pygame.Rect(0, 0, round(760 * s), round(480 * s))
    rect.center = (round(cx), round(cy + 10 * s))
    obstacles = [*lay.seats.values(), ocean_wave(lay.ocean, lay.ocean_card, s), log_rect]
    level = [o for o in obstacles if o.top < rect.bottom and o.bottom > rect.top]
    ends = [o for o in level if not rect.top + rect.h / 4 <= o.centery <= rect.bottom - rect.h / 4]
    left, right = 0, lay.size[0]
    for other in level:
        if other not in ends and other.centerx < cx:
            left = max(left, other.right + gap)
        elif other not in ends:
            right = min(right, other.x - gap)
    rect.w = min(rect.w, right - left)
    rect.centerx = round(cx)
    rect.x = min(max(rect.x, left), right - rect.w)
    top, bottom = rect.top, rect.bottom
    for other in ends:
        if other.left < rect.right and other.right > rect.left:  # above or below it
            if other.centery < rect.centery:
                top = max(top, other.bottom + gap)
            else:
                bottom = min(bottom, other.top - gap)
    rect.top, rect.h = top, bottom - top
    return rect
