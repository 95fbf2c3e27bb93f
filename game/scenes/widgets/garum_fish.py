"""Garum's pieces drawn in code: four fish silhouettes, 2x2 fish tiles, apprentices and foremen.

Each species has its own shape (tuna: deep body and crescent tail; mackerel: slim and striped;
squid: mantle and tentacles; crab: claws and legs) as well as its Okabe-Ito colour, so no meaning
rests on colour alone. Everything is drawn large, smooth-scaled and cached by size.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.engine import draw

SPECIES_COLOURS: tuple[draw.Colour, ...] = (
    (0, 114, 178),  # tuna: blue
    (0, 158, 115),  # mackerel: bluish green
    (240, 228, 66),  # squid: yellow
    (213, 94, 0),  # crab: vermillion
)
OUTLINE = (24, 28, 34)
TILE_FACE = (236, 226, 200)
TILE_EDGE = (150, 132, 100)
SUPERSAMPLE = 4


def _darker(colour: draw.Colour, f: float = 0.55) -> draw.Colour:
    return tuple(round(c * f) for c in colour)  # type: ignore[return-value]


def _poly(surface: pygame.Surface, colour, points, n: float, width: int = 0) -> None:
    pygame.draw.polygon(surface, colour, [(x * n, y * n) for x, y in points], width)


def _tuna(s: pygame.Surface, n: float, c: draw.Colour) -> None:
    line = max(int(n * 0.035), 1)
    _poly(s, c, [(0.66, 0.5), (0.95, 0.18), (0.86, 0.5), (0.95, 0.82)], n)  # crescent tail
    _poly(s, OUTLINE, [(0.66, 0.5), (0.95, 0.18), (0.86, 0.5), (0.95, 0.82)], n, line)
    _poly(s, c, [(0.36, 0.3), (0.5, 0.1), (0.56, 0.32)], n)  # dorsal fin
    _poly(s, OUTLINE, [(0.36, 0.3), (0.5, 0.1), (0.56, 0.32)], n, line)
    body = pygame.Rect(n * 0.05, n * 0.24, n * 0.7, n * 0.52)
    pygame.draw.ellipse(s, c, body)
    pygame.draw.ellipse(s, OUTLINE, body, line)
    pygame.draw.circle(s, OUTLINE, (n * 0.2, n * 0.44), n * 0.05)


def _mackerel(s: pygame.Surface, n: float, c: draw.Colour) -> None:
    line = max(int(n * 0.03), 1)
    _poly(s, c, [(0.76, 0.5), (0.96, 0.3), (0.9, 0.5), (0.96, 0.7)], n)
    _poly(s, OUTLINE, [(0.76, 0.5), (0.96, 0.3), (0.9, 0.5), (0.96, 0.7)], n, line)
    body = pygame.Rect(n * 0.03, n * 0.38, n * 0.8, n * 0.24)
    pygame.draw.ellipse(s, c, body)
    dark = _darker(c)
    for i in range(4):  # the wavy back stripes that name the mackerel
        x = n * (0.28 + 0.12 * i)
        pygame.draw.line(s, dark, (x, n * 0.39), (x + n * 0.06, n * 0.48), max(int(n * 0.035), 1))
    pygame.draw.ellipse(s, OUTLINE, body, line)
    pygame.draw.circle(s, OUTLINE, (n * 0.13, n * 0.48), n * 0.035)


def _squid(s: pygame.Surface, n: float, c: draw.Colour) -> None:
    line = max(int(n * 0.03), 1)
    for i in range(5):  # tentacles
        x = n * (0.34 + 0.08 * i)
        end = (x + n * 0.05 * math.sin(i * 1.7), n * 0.95)
        pygame.draw.line(s, _darker(c, 0.8), (x, n * 0.6), end, max(int(n * 0.05), 1))
    _poly(s, c, [(0.5, 0.04), (0.72, 0.34), (0.66, 0.64), (0.34, 0.64), (0.28, 0.34)], n)  # mantle
    _poly(s, OUTLINE, [(0.5, 0.04), (0.72, 0.34), (0.66, 0.64), (0.34, 0.64), (0.28, 0.34)], n, line)
    _poly(s, c, [(0.28, 0.2), (0.14, 0.3), (0.3, 0.34)], n)  # fins
    _poly(s, c, [(0.72, 0.2), (0.86, 0.3), (0.7, 0.34)], n)
    pygame.draw.circle(s, OUTLINE, (n * 0.42, n * 0.52), n * 0.04)
    pygame.draw.circle(s, OUTLINE, (n * 0.58, n * 0.52), n * 0.04)


def _crab(s: pygame.Surface, n: float, c: draw.Colour) -> None:
    line = max(int(n * 0.03), 1)
    width = max(int(n * 0.045), 1)
    for side in (-1, 1):
        for i in range(3):  # legs
            y = n * (0.55 + 0.1 * i)
            foot = (n * (0.5 + side * 0.42), y + n * 0.1)
            pygame.draw.line(s, OUTLINE, (n * (0.5 + side * 0.2), y), foot, width)
        claw = (n * (0.5 + side * 0.33), n * 0.26)
        pygame.draw.line(s, OUTLINE, (n * (0.5 + side * 0.2), n * 0.45), claw, width)
        pygame.draw.circle(s, c, claw, n * 0.11)
        pygame.draw.circle(s, OUTLINE, claw, n * 0.11, line)
        notch = [(0.5 + side * 0.33, 0.26), (0.5 + side * 0.3, 0.12), (0.5 + side * 0.4, 0.14)]
        _poly(s, (0, 0, 0, 0), notch, n)
    body = pygame.Rect(n * 0.22, n * 0.4, n * 0.56, n * 0.36)
    pygame.draw.ellipse(s, c, body)
    pygame.draw.ellipse(s, OUTLINE, body, line)
    for side in (-1, 1):
        pygame.draw.circle(s, OUTLINE, (n * (0.5 + side * 0.08), n * 0.42), n * 0.035)


PAINTERS = (_tuna, _mackerel, _squid, _crab)


@functools.lru_cache(maxsize=64)
def fish(species: int, size: int) -> pygame.Surface:
    """The silhouette of ``species`` in a ``size`` square (transparent background)."""
    big = max(size, 1) * SUPERSAMPLE
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    PAINTERS[species](surface, big, SPECIES_COLOURS[species])
    return pygame.transform.smoothscale(surface, (max(size, 1), max(size, 1)))


@draw.cached_surfaces(max_mb=12)
def tile(
    fish_cells: tuple[int, ...], cell: int, owner: int | None = None, alpha: int = 255
) -> pygame.Surface:
    """A 2x2 tile, fish listed clockwise from the top-left, with an edge in the owner's colour."""
    size = 2 * cell
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(cell // 6, 2)
    face = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, TILE_FACE, face, border_radius=radius)
    edge = SPECIES_COLOURS[owner] if owner is not None else TILE_EDGE
    pygame.draw.rect(surface, edge, face, max(cell // 12, 2), border_radius=radius)
    pygame.draw.line(surface, TILE_EDGE, (cell, 4), (cell, size - 5), 1)
    pygame.draw.line(surface, TILE_EDGE, (4, cell), (size - 5, cell), 1)
    inner = round(cell * 0.84)
    for (dr, dc), species in zip(((0, 0), (0, 1), (1, 1), (1, 0)), fish_cells, strict=True):
        image = fish(species, inner)
        surface.blit(image, image.get_rect(center=(dc * cell + cell // 2, dr * cell + cell // 2)))
    if alpha < 255:
        surface.set_alpha(alpha)
    return surface


@functools.lru_cache(maxsize=64)
def worker(species: int, size: int, foreman: bool) -> pygame.Surface:
    """An apprentice (a round pawn) or a foreman (a taller pawn with a hat) of a species' colour,
    with that species' silhouette on it."""
    w, h = size, round(size * (1.35 if foreman else 1.0))
    big_w, big_h = w * SUPERSAMPLE, h * SUPERSAMPLE
    surface = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    colour = SPECIES_COLOURS[species]
    line = max(SUPERSAMPLE * 2, 1)
    if foreman:
        body = [(0.1, 1.0), (0.1, 0.45), (0.5, 0.2), (0.9, 0.45), (0.9, 1.0)]
        points = [(x * big_w, y * big_h * 0.98) for x, y in body]
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, OUTLINE, points, line)
        hat = [(0.22, 0.26), (0.5, 0.0), (0.78, 0.26)]
        pygame.draw.polygon(surface, draw.ACCENT, [(x * big_w, y * big_h) for x, y in hat])
        pygame.draw.polygon(surface, OUTLINE, [(x * big_w, y * big_h) for x, y in hat], line)
        centre = (big_w / 2, big_h * 0.68)
    else:
        pygame.draw.circle(surface, colour, (big_w / 2, big_h / 2), big_w * 0.46)
        pygame.draw.circle(surface, OUTLINE, (big_w / 2, big_h / 2), big_w * 0.46, line)
        centre = (big_w / 2, big_h / 2)
    mark = pygame.Surface((big_w, big_w), pygame.SRCALPHA)
    PAINTERS[species](mark, big_w * 0.62, (250, 246, 236))
    surface.blit(mark, (centre[0] - big_w * 0.31, centre[1] - big_w * 0.31))
    return pygame.transform.smoothscale(surface, (w, h))


@functools.lru_cache(maxsize=16)
def wild_icon(size: int) -> pygame.Surface:
    """The wild bonus icon: a gold star (any fish covers it)."""
    return draw.icon("star", size, draw.ACCENT)
