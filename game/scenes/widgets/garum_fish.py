"""Garum's pieces: four fish silhouettes, 2x2 fish tiles, apprentices and foremen.

Each species has its own shape (tuna: deep body and crescent tail; mackerel: slim and striped;
squid: mantle and tentacles; crab: claws and legs) as well as its Okabe-Ito colour, so no meaning
rests on colour alone. The fish and pawns are SVG files (``engine.art``), cached by size.
"""

from __future__ import annotations

import functools

import pygame

from game.engine import art, draw

SPECIES_COLOURS: tuple[draw.Colour, ...] = (
    (0, 114, 178),  # tuna: blue
    (0, 158, 115),  # mackerel: bluish green
    (240, 228, 66),  # squid: yellow
    draw.RED,  # crab: red
)
OUTLINE = (24, 28, 34)
TILE_FACE = (236, 226, 200)
TILE_EDGE = (150, 132, 100)


SPECIES_ART = ("fish/tuna", "fish/mackerel", "fish/squid", "fish/crab")
"""The four species' silhouettes (``assets/art/fish/``), their bodies in ``currentColor``."""
MARK = (250, 246, 236)
"""A worker's species silhouette is cream on the species' colour."""


def fish(species: int, size: int) -> pygame.Surface:
    """The silhouette of ``species`` in a ``size`` square (transparent background)."""
    size = max(size, 1)
    return art.picture(SPECIES_ART[species], (size, size), SPECIES_COLOURS[species])


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
    with that species' silhouette on it (``assets/art/garum/``)."""
    w, h = size, round(size * (1.35 if foreman else 1.0))
    colour = SPECIES_COLOURS[species]
    surface = art.picture("garum/foreman" if foreman else "garum/apprentice", (w, h), colour).copy()
    side = max(round(w * 0.62), 1)
    mark = art.picture(SPECIES_ART[species], (side, side), MARK)
    surface.blit(mark, mark.get_rect(center=(w / 2, h * 0.68 if foreman else h / 2)))
    return surface


@functools.lru_cache(maxsize=16)
def wild_icon(size: int) -> pygame.Surface:
    """The wild bonus icon: a gold star (any fish covers it)."""
    return draw.icon("star", size, draw.ACCENT)
