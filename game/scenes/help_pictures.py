"""The help pages' pictures, drawn by the games' own widgets (a real card, a real bingo card, a
real board excerpt), so the help always shows what the table shows.

Each game draws its own in ``scenes/<game>/pictures.py`` (its kit names the module, imported when
a picture is first asked for); this module keeps them by name and sizes them. Each picture paints
itself at a scale ``k`` (1.0 = its size on a 1080p table); ``render`` picks the ``k`` that fits
the box a page gives it and caches the result.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from game.engine import draw
from game.rules.cards import Card
from game.scenes import registry
from game.scenes.widgets.cards import card_size, draw_card

Painter = Callable[[float], pygame.Surface]
PICTURES: dict[str, Painter] = {}


def picture(name: str) -> Callable[[Painter], Painter]:
    """Register the decorated painter as the picture ``name`` (help pages ask for it by name)."""

    def register(painter: Painter) -> Painter:
        PICTURES[name] = painter
        return painter

    return register


@functools.cache
def pictures() -> dict[str, Painter]:
    """Every game's pictures by name, their modules imported on first use."""
    for kit in registry.KITS:
        kit.hook("pictures")
    return PICTURES


@functools.cache
def natural_size(name: str) -> tuple[int, int]:
    """The picture's size as on a 1080p table (a ``KeyError`` names an unknown picture)."""
    return pictures()[name](1.0).get_size()


@functools.lru_cache(maxsize=64)
def render(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture as large as fits in ``size``."""
    w, h = natural_size(name)
    k = min(size[0] / w, size[1] / h)
    image = pictures()[name](k)
    if image.get_width() > size[0] or image.get_height() > size[1]:
        fit = image.get_rect().fit(pygame.Rect((0, 0), size))
        image = pygame.transform.smoothscale(image, fit.size)
    return image


def canvas(w: float, h: float) -> pygame.Surface:
    """A transparent surface of at least a pixel each way, for a painter to draw on."""
    return pygame.Surface((max(round(w), 1), max(round(h), 1)), pygame.SRCALPHA)


def card_rows(cards: list[tuple[Card, bool]], k: float, per_row: int, deck: str = "") -> pygame.Surface:
    """Cards in rows of ``per_row``, the flagged ones ringed in gold (as the table rings a winner)."""
    width = round(110 * k)
    w, h = card_size(width)
    gap = round(22 * k)
    rows = -(-len(cards) // per_row)
    surface = canvas(per_row * (w + gap) + gap, rows * (h + gap) + gap)
    for i, (card, ringed) in enumerate(cards):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(cards) - row * per_row)
        left = gap + (per_row - in_row) * (w + gap) / 2
        centre = (left + col * (w + gap) + w / 2, gap + row * (h + gap) + h / 2)
        draw_card(surface, card, centre, width, outline=draw.ACCENT if ringed else None, deck=deck)
    return surface
