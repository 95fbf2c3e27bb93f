"""The game's icon, drawn from its own art: the cards symbol (``assets/art/icons/cards.svg``) in
card cream on a rounded square of the felt table with a gold rim. The window shows it, and the
build (``tools/make_icon.py``) saves it as the program's icon files, so both always match the art.
"""

from __future__ import annotations

import pygame

from game.engine import art, draw

WINDOW_ICON_SIZE = 64
"""Window managers scale the window icon themselves; 64 px is crisp in task bars and switchers."""
SYMBOL = "icons/cards"
SYMBOL_SHARE = 0.74
"""How much of the icon's side the symbol takes."""


def picture(size: int) -> pygame.Surface:
    """The icon, ``size`` pixels square, with transparent corners."""
    square = (size, size)
    radius, rim = round(size * 0.2), max(round(size / 24), 1)
    shape = pygame.Surface(square, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    icon = pygame.Surface(square, pygame.SRCALPHA)
    icon.blit(draw.felt(square), (0, 0))
    icon.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(icon, draw.ACCENT, icon.get_rect(), rim, border_radius=radius)
    side = round(size * SYMBOL_SHARE)
    symbol = art.picture(SYMBOL, (side, side), draw.CARD_FACE)
    icon.blit(symbol, symbol.get_rect(center=icon.get_rect().center))
    return icon
