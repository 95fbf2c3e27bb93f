"""Where everything sits in the lobby, computed once per window size: the seat cards in a row, the
options' buttons under them, the lane under the options for the focused option's explanation, and
Back and Start at the foot. Lengths are designed at 1920×1080 and scaled by ``draw.scale``."""

from __future__ import annotations

import dataclasses
import math

import pygame

from game.engine import draw
from game.scenes.lobby.cards import CardLayout, card_layout


@dataclasses.dataclass(frozen=True)
class LobbyLayout:
    s: float
    cards: list[CardLayout]
    options: list[pygame.Rect]
    about_lane: pygame.Rect
    """Under the options: the hovered or focused option's explanation (an empty band without options)."""
    back: pygame.Rect
    start: pygame.Rect
    bottom: int
    """The buttons' foot: the game's note and the key hints go below it."""

    @classmethod
    def of(cls, size: tuple[int, int], seats: int, options: int) -> LobbyLayout:
        s = draw.scale(size)
        w, h = size
        gap = round(26 * s)
        card_w = min(round(340 * s), (w - 2 * gap - (seats - 1) * gap) // seats)
        card_h = round(540 * s)
        left = (w - seats * card_w - (seats - 1) * gap) // 2
        top = round(165 * s)
        status = max(round(22 * s), math.ceil(draw.MIN_BODY * h))
        cards = [
            card_layout(pygame.Rect(left + i * (card_w + gap), top, card_w, card_h), s, status)
            for i in range(seats)
        ]
        row_y = top + card_h + round(18 * s)
        opt_w, opt_h = min(round(560 * s), (w - 2 * gap) // max(options, 1) - gap), round(62 * s)
        opt_left = (w - options * opt_w - (options - 1) * gap) // 2
        step = opt_w + gap
        option_rects = [pygame.Rect(opt_left + i * step, row_y, opt_w, opt_h) for i in range(options)]
        about_lane = pygame.Rect(0, row_y + opt_h, w, round(46 * s) if options else 0)
        bottom_y = about_lane.bottom if options else row_y
        btn_w, btn_h = round(380 * s), round(80 * s)
        back = pygame.Rect(w // 2 - btn_w - gap, bottom_y, btn_w, btn_h)
        start = pygame.Rect(w // 2 + gap, bottom_y, btn_w, btn_h)
        return cls(s, cards, option_rects, about_lane, back, start, bottom_y + btn_h)
