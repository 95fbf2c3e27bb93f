"""What the 5er Finden tables draw on the retained screen beside their widgets (``widgets.py``,
``table/widget.WidgetLayer``): ``over`` reports what is drawn over the picture this frame (the
first-game guide), so the next frame puts the picture back there; ``text_region`` is a line of
words as a region of its own (the solo end panel's). ``tests/test_retained_finden.py`` compares
every frame with a whole redraw.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.engine import draw, layers
from game.engine.layers import Region


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
    shadow = draw.shadow_drop(size)
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
