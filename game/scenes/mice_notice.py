"""The Settings screen's word on several mice: every two seconds it asks whether they can be read,
and while the "Several mice" row has the focus a panel over the title says why not and the fix.
Told while the option is on, and always where the platform cannot do it (so nobody turns it on and
wonders)."""

from __future__ import annotations

import pygame

from game.engine import devices, draw, layers, pictures
from game.engine.devices.several_mice import PLATFORM, MiceStatus

CHECK_S = 2.0


class MiceNotice:
    def __init__(self):
        self.status: MiceStatus | None = None
        self._check = 0.0

    def tick(self, dt: float, on: bool) -> None:
        """``on``: the several-mice setting."""
        self._check -= dt
        if self._check <= 0:
            self._check = CHECK_S
            status = devices.mice_status()
            self.status = status if on or status.problem == PLATFORM else None

    def region(self, focused: bool, s: float, screen_w: int) -> layers.Region | None:
        """Over the title while the "Several mice" row has the focus (``focused``)."""
        status = self.status
        if status is None or not focused:
            return None
        lines = [(status.reason, draw.TEXT if status.ok else draw.DANGER, True)]
        lines += [(fix, draw.TEXT_DIM, False) for fix in status.fixes]
        rect = _rect(tuple(lines), s, screen_w)
        return layers.Region("mice", pictures.panel_bounds(rect, 0), paint, (tuple(lines), s, screen_w))


def _images(lines: tuple, s: float, screen_w: int) -> list[pygame.Surface]:
    wrap = min(screen_w - round(40 * s), round(1800 * s)) - round(40 * s)
    return [draw.text(text, round(21 * s), colour, bold, wrap=wrap) for text, colour, bold in lines]


def _rect(lines: tuple, s: float, screen_w: int) -> pygame.Rect:
    width = min(screen_w - round(40 * s), round(1800 * s))
    images = _images(lines, s, screen_w)
    rect = pygame.Rect(0, 0, width, sum(i.get_height() for i in images) + round(24 * s))
    rect.midtop = (screen_w // 2, round(8 * s))
    return rect


def paint(surface: pygame.Surface, lines: tuple, s: float, screen_w: int) -> None:
    """``lines`` as (text, colour, bold) on a dark panel."""
    rect = _rect(lines, s, screen_w)
    draw.draw_panel(surface, rect, (*draw.FELT_DARK, 245), round(14 * s), draw.ACCENT_DARK, 2, 0)
    y = rect.y + round(12 * s)
    for image in _images(lines, s, screen_w):
        surface.blit(image, (rect.x + round(20 * s), y))
        y += image.get_height()
