"""The 5er Finden tables on the retained screen: the felt with its boards as one ``Composite``.

A table's picture is its cached background (felt, panels, frames) and regions over it — the
round's title, the dice tray, the sand timer and its words, each seat's board, panel and quarter
— each repainted only when what it shows changes. What moves every frame (bots' cursors, points
in flight, hint reasons, tips, the guide) is drawn over the picture afterwards and reported with
``over``, so the next frame puts the picture back there. The results screen is the last region.
``tests/test_retained_finden.py`` compares every frame with a whole redraw.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.engine import draw, layers
from game.engine.layers import Region


class Picture:
    """One table's composite picture (a view keeps one)."""

    def __init__(self) -> None:
        self.composite = layers.Composite()

    def draw(self, surface: pygame.Surface, base: pygame.Surface, regions: list[Region]) -> None:
        """The table's background ``base`` and ``regions`` on ``surface``; what is drawn over
        them goes to ``over``."""
        self.composite.draw(surface, base, surface.get_size(), regions, [])


def over(rects: Iterable[pygame.Rect | None] | None) -> None:
    """Drawn over the picture this frame (None: anywhere, so the next frame puts it back whole)."""
    if rects is None:
        layers.SCREEN.drawn(None)
    else:
        layers.SCREEN.drawn([rect for rect in rects if rect is not None])


def text_rect(
    text: str, pos: tuple[float, float], size: int, anchor: str = "topleft", bold: bool = False, wrap: int = 0
) -> pygame.Rect:
    """Where ``draw.blit_text`` puts ``text`` (with room for its shadow)."""
    rect = draw.text(text, size, draw.TEXT, bold, wrap).get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    shadow = max(int(size) // 18, 2)
    return rect.inflate(2 * shadow, 2 * shadow)


def text_region(
    name: str,
    text: str,
    pos: tuple[float, float],
    size: int,
    colour: tuple[int, int, int] = draw.TEXT,
    anchor: str = "topleft",
    bold: bool = False,
    wrap: int = 0,
    shadow: bool = False,
) -> Region:
    """A line (or wrapped lines) of text as a region of its own, repainted when its words or
    colour change."""
    rect = text_rect(text, pos, size, anchor, bold, wrap)
    return Region(name, rect, draw.blit_text, (text, pos, size, colour, anchor, bold, wrap, shadow))
