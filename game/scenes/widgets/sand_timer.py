"""The sand timer, drawn as sand running from the top bulb into the bottom one.

Pure drawing from a fraction of sand left; the glass blinks in its last seconds so a player who
cannot hear the ticks still sees them.
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw
from game.engine.layers import Region

GLASS = (214, 228, 236)
SAND = (236, 196, 120)


class SandTimer:
    def __init__(self, rect: pygame.Rect):
        self.rect = rect

    def bounds(self) -> pygame.Rect:
        """Everything ``draw`` may touch (the wooden ends reach a little past the glass)."""
        return self.rect.inflate(self.rect.w // 4, self.rect.w // 8)

    def region(self, left: float, total: float, running: bool, time: float) -> Region:
        """The timer as a region of a table's picture (``engine.layers``): still while the sand
        does not run."""
        return Region("timer", self.bounds(), self.draw, (left, total, running, time if running else 0.0))

    def draw(
        self, surface: pygame.Surface, left: float, total: float, running: bool, time: float = 0.0
    ) -> None:
        """``left`` seconds of ``total`` remain; ``time`` drives the falling stream's flicker."""
        r = self.rect
        frac = 0.0 if total <= 0 else min(max(left / total, 0.0), 1.0)
        cx, top, bottom, mid = r.centerx, r.y + r.h * 0.06, r.bottom - r.h * 0.06, r.centery
        half = r.w * 0.42
        neck = max(r.w * 0.05, 2)
        # Top bulb: sand fills from the neck up to a level that falls with the square root of the
        # amount left, so the area (a triangle) shrinks in proportion to it.
        level = (mid - top) * math.sqrt(frac)
        if level > 1:
            y = mid - level
            w = neck + (half - neck) * (level / (mid - top))
            pygame.draw.polygon(surface, SAND, [(cx - w, y), (cx + w, y), (cx + neck, mid), (cx - neck, mid)])
        # Bottom bulb: a pile that grows as the top empties.
        pile = (bottom - mid) * math.sqrt(1 - frac) * 0.95
        if pile > 1:
            w = half * min(1.0, (pile / (bottom - mid)) * 1.4)
            pygame.draw.polygon(
                surface,
                SAND,
                [
                    (cx - half, bottom),
                    (cx + half, bottom),
                    (cx + w * 0.25, bottom - pile),
                    (cx - w * 0.25, bottom - pile),
                ],
            )
        if running and 0 < frac < 1:
            flicker = 1 + int(time * 30) % 2
            pygame.draw.line(surface, SAND, (cx, mid), (cx, bottom - pile), max(int(neck) - flicker + 1, 1))
        blink = running and left <= 5 and int(time * 4) % 2 == 0
        colour = draw.DANGER if blink else GLASS
        width = max(r.w // 28, 2)
        outline = [
            (cx - half, top),
            (cx + half, top),
            (cx + neck, mid),
            (cx + half, bottom),
            (cx - half, bottom),
            (cx - neck, mid),
        ]
        pygame.draw.polygon(surface, colour, outline, width)
        pygame.draw.line(surface, draw.WOOD, (cx - half * 1.15, top), (cx + half * 1.15, top), width * 3)
        pygame.draw.line(
            surface, draw.WOOD, (cx - half * 1.15, bottom), (cx + half * 1.15, bottom), width * 3
        )
