"""A tooltip: a short text in a dark rounded box with a gold edge, kept inside the screen.

Used wherever the table explains itself on hover (why a card cannot be played, what a special card
does) and for short refusals (with a red edge where a move was refused), so every game's hints
look alike.
"""

from __future__ import annotations

import pygame

from game.engine import draw


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    scale: float,
    wrap: int = 440,
    edge: draw.Colour = draw.ACCENT,
) -> pygame.Rect:
    """Draw ``text`` with its box's bottom centre at ``pos`` (sizes at 1080p times ``scale``)."""
    s = scale
    image = draw.text(text, round(22 * s), draw.TEXT, wrap=round(wrap * s))
    rect = image.get_rect(midbottom=(round(pos[0]), round(pos[1])))
    rect.clamp_ip(surface.get_rect().inflate(-round(30 * s), -round(20 * s)))
    box = rect.inflate(round(24 * s), round(16 * s))
    draw.draw_panel(surface, box, (*draw.INK, 240), round(10 * s), edge, 2, 0)
    surface.blit(image, rect)
    return box
