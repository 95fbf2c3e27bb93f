"""A tooltip: a short text in a dark rounded box with a gold edge, kept inside the screen.

Used wherever the table explains itself on hover (why a card cannot be played, what a special card
does) and for short refusals (with a red edge where a move was refused), so every game's hints
look alike. A table shows one at a time: while a refusal is up, hover tips wait
(``TableScene.hover_tips``). A box steps aside from the labels it is given (``avoid``) rather than
cover them, staying beside its target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import draw

if TYPE_CHECKING:
    pass


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    scale: float,
    wrap: int = 440,
    edge: draw.Colour = draw.ACCENT,
    avoid: Sequence[pygame.Rect] = (),
    anchor: str = "midbottom",
) -> pygame.Rect:
    """Draw ``text`` with its box's bottom centre (or ``anchor``) at ``pos`` (sizes at 1080p times
    ``scale``), moved off any rect of ``avoid``."""
    s = scale
    image = draw.text(text, round(22 * s), draw.TEXT, wrap=round(wrap * s))
    pad = (round(24 * s), round(16 * s))
    box = image.get_rect().inflate(pad)
    setattr(box, anchor, (round(pos[0]), round(pos[1])))
    box = place(box, surface.get_rect().inflate(-round(6 * s), -round(4 * s)), avoid, round(6 * s))
    draw.draw_panel(surface, box, (*draw.INK, 240), round(10 * s), edge, 2, 0)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def place(box: pygame.Rect, screen: pygame.Rect, avoid: Sequence[pygame.Rect], gap: int) -> pygame.Rect:
    """``box`` inside ``screen`` and clear of ``avoid``: slid sideways off a rect it would cover when
    that clears everything within half its width (it stays beside what it explains), else lifted
    above it, or put below it when there is no room above."""
    box = box.clamp(screen)
    for _ in range(len(avoid) + 1):
        hit = next((r for r in avoid if box.colliderect(r)), None)
        if hit is None:
            break
        slid = [box.move_to(right=hit.left - gap), box.move_to(x=hit.right + gap)]
        slid = [r for r in slid if screen.contains(r) and abs(r.x - box.x) <= box.w // 2]
        clear = [r for r in slid if r.collidelist(list(avoid)) < 0]
        if clear:
            box = min(clear, key=lambda r: abs(r.x - box.x))
        elif hit.top - gap - box.h >= screen.top:
            box.bottom = hit.top - gap
        else:
            box.top = hit.bottom + gap
        box = box.clamp(screen)
    return box
