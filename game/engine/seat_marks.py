"""A seat's round mark (the token on its panel, the badge in the lobby, the dot on a score row): a
disc in the seat's colour and, in high contrast (``look``), a pattern of its own over it — stripes,
dots, a grid — in the ink that reads on that colour, inside a dark outline. Seats then differ by
more than hue: two seats whose colours a player cannot tell apart still differ at a glance."""

from __future__ import annotations

import pygame

from game.engine import draw, look
from game.engine.seats import SEAT_COLOURS
from game.engine.surface_cache import cached_surfaces

PATTERNS = ("diagonal", "dots", "horizontal", "ring", "vertical", "grid", "checks", "cross")
"""One pattern per seat colour, in ``SEAT_COLOURS``' order (a colour not there gets one by its value)."""


HOLLOW = 0.62
"""A hollow mark's plain middle, a share of its radius: room for an initial."""

NARROWEST_BAND = 6
"""Pixels: a hollow mark's patterned band narrower than this is noise behind its initial, so it
stays plain (the initial tells those seats apart)."""


def pattern_of(colour: draw.Colour) -> str:
    """The pattern that seat colour ``colour`` wears in high contrast: each seat colour its own."""
    if colour in SEAT_COLOURS:
        return PATTERNS[SEAT_COLOURS.index(colour)]
    return PATTERNS[sum(c * k for c, k in zip(colour, (3, 5, 7), strict=True)) % len(PATTERNS)]


def ink_on(colour: draw.Colour) -> draw.Colour:
    """Black on a light colour, white on a dark one: the pattern's and the initial's ink."""
    r, g, b = colour
    return draw.INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (255, 255, 255)


def draw_seat_mark(
    surface: pygame.Surface,
    colour: draw.Colour,
    centre: tuple[float, float],
    radius: int,
    hollow: bool = False,
) -> pygame.Rect:
    """The seat's disc of ``radius`` at ``centre`` (patterned and outlined in high contrast;
    ``hollow``: the pattern only round a plain middle, where an initial is written)."""
    radius = max(int(radius), 1)
    if not look.high_contrast():
        return pygame.draw.circle(surface, colour, centre, radius)
    image = seat_mark(colour, radius, hollow)
    rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
    surface.blit(image, rect)
    return rect


@cached_surfaces(max_mb=2)
def seat_mark(colour: draw.Colour, radius: int, hollow: bool = False) -> pygame.Surface:
    """The high-contrast mark: the disc, its pattern (round a plain middle if ``hollow``), a dark
    outline a sixth of its radius wide."""
    size = 2 * radius + 1
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    image.fill((*colour, 255))
    if not hollow or radius * (1 - HOLLOW) >= NARROWEST_BAND:
        _paint_pattern(image, pattern_of(colour), ink_on(colour), max(radius // 3, 3))
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255, 255), (radius, radius), radius)
    image.blit(disc, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # the pattern cut to the disc
    if hollow:
        pygame.draw.circle(image, colour, (radius, radius), round(radius * HOLLOW))
    pygame.draw.circle(image, draw.SHADE, (radius, radius), radius, max(radius // 6, 2))
    return image


def _paint_pattern(image: pygame.Surface, pattern: str, ink: draw.Colour, step: int) -> None:
    """``pattern`` in ``ink`` over all of ``image``, its marks ``step`` pixels apart."""
    size = image.get_width()
    line = max(step // 3, 1)
    spots = range(step // 2, size, step)
    if pattern in ("horizontal", "grid"):
        for y in spots:
            pygame.draw.line(image, ink, (0, y), (size, y), line)
    if pattern in ("vertical", "grid"):
        for x in spots:
            pygame.draw.line(image, ink, (x, 0), (x, size), line)
    if pattern == "diagonal":
        for d in range(-size, size, step):
            pygame.draw.line(image, ink, (d, 0), (d + size, size), line)
    if pattern == "cross":
        for d in range(-size, 2 * size, step):
            pygame.draw.line(image, ink, (d, 0), (d + size, size), line)
            pygame.draw.line(image, ink, (d, size), (d + size, 0), line)
    if pattern == "dots":
        for y in spots:
            for x in spots:
                pygame.draw.circle(image, ink, (x, y), max(step // 4, 1))
    if pattern == "checks":
        for row, y in enumerate(range(0, size, step)):
            for col, x in enumerate(range(0, size, step)):
                if (row + col) % 2:
                    image.fill(ink, (x, y, step, step))
    if pattern == "ring":
        centre = size // 2
        for r in range(step, centre, step):
            pygame.draw.circle(image, ink, (centre, centre), r, line)
