"""Where seats sit around a turn-based table, as pure arithmetic over the window size: each game's
``layout.py`` calls these when the window is resized, so panels, trick and hand are rects computed
once, not numbers in draw code.

Positions are fractions of the screen (``spot``) and sizes are at 1080p, scaled by ``draw.scale``.
"""

from __future__ import annotations

import math

import pygame

from game.engine import look
from game.scenes.table.log import SMALLEST_TEXT, fit_line

Spot = tuple[float, float]


def px(n: float, s: float) -> int:
    """A length designed at 1080p, at scale ``s``, in whole pixels."""
    return round(n * s)


def hint_button_rect(panel: pygame.Rect, s: float, corner: str = "bottomright") -> pygame.Rect:
    """The place of a table's Hint button: the bottom (or ``"topright"``: top) right corner inside
    ``panel`` (sizes at 1080p times ``s``). Layouts call it on resize; input and drawing read the
    rect they keep."""
    w, h, margin = round(150 * s), round(44 * s), round(14 * s)
    top = panel.y + margin if corner == "topright" else panel.bottom - margin - h
    return pygame.Rect(panel.right - margin - w, top, w, h)


def panel_rect(size: tuple[int, int], s: float, spot: Spot, panel: tuple[int, int]) -> pygame.Rect:
    """A panel of ``panel`` size (at 1080p) centred at ``spot`` (fractions of the screen)."""
    w, h = size
    rect = pygame.Rect(0, 0, px(panel[0], s), px(panel[1], s))
    rect.center = (round(spot[0] * w), round(spot[1] * h))
    return rect


def around_table(
    size: tuple[int, int],
    s: float,
    players: int,
    home: int,
    home_spot: Spot,
    others: list[Spot],
    panel: tuple[int, int],
) -> dict[int, pygame.Rect]:
    """Each seat's panel: the ``home`` seat's centred at ``home_spot``, the others' clockwise at
    ``others``; ``panel`` is the size at 1080p."""
    spots = {home: home_spot}
    spots.update({(home + k) % players: spot for k, spot in enumerate(others, start=1)})
    return {seat: panel_rect(size, s, spot, panel) for seat, spot in spots.items()}


LOG_STRIP_H = 84
"""The log strip's height at 1080p: two lines of body text."""


def log_strip_above(panel: pygame.Rect, s: float, wider: float = 0) -> pygame.Rect:
    """The log strip just above a status panel (Bingo, Fishing: the space between the right-hand
    seat and the status panel), reaching ``wider`` (at 1080p) further left than the panel."""
    rect = pygame.Rect(panel.x - px(wider, s), 0, panel.w + px(wider, s), px(LOG_STRIP_H, s))
    rect.bottom = panel.y - px(10, s)
    return rect


def line_size(text: str, size: int, width: int, screen_h: int) -> int:
    """A one-line label's text size: ``size``, or smaller to fit ``width`` (a longer German line),
    never under the strip's couch floor."""
    smallest = math.ceil(SMALLEST_TEXT * screen_h)
    return fit_line(text, size, smallest, width) or look.asked_for(smallest)  # the floor as drawn
