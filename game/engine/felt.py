"""The felt table every screen is drawn on: a warm-lit centre fading to dark edges, with a fine
cloth grain, made once per size."""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.engine import look

FELT = (18, 66, 52)
FELT_DARK = (8, 34, 27)
FELT_LIGHT = (30, 92, 72)
FELT_LIGHT_COLUMNS = 96
"""The felt's light is worked out on a grid this wide and smoothly scaled up: it varies slowly."""


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The felt table: a warm-lit centre fading to dark edges, with a fine cloth grain; in high
    contrast (``look``) one plain colour, so no grain or light runs behind words and marks. Plain
    Python and pygame (no numpy): the menu's first frame needs it, and numpy costs a tenth of a
    second to import."""
    for_display = pygame.display.get_surface() is not None
    return _plain(size, for_display) if look.high_contrast() else _felt(size, for_display)


@functools.lru_cache(maxsize=2)
def _plain(size: tuple[int, int], for_display: bool) -> pygame.Surface:
    """The high-contrast table: the felt's colour, flat."""
    cloth = pygame.Surface(size)
    cloth.fill(FELT)
    return cloth.convert() if for_display else cloth


@functools.lru_cache(maxsize=4)
def _felt(size: tuple[int, int], for_display: bool) -> pygame.Surface:
    """``felt``, in the display's format when there is one: a cloth made before any window (a
    24-bit surface) and reused under one blends what is drawn over it a level apart."""
    w, h = size
    small_w = min(FELT_LIGHT_COLUMNS, max(w // 8, 2))
    small_h = max(round(small_w * h / max(w, 1)), 2)
    aspect = (w / max(h, 1)) ** 0.5
    dxs = [((x / (small_w - 1) - 0.5) * 2 * aspect) ** 2 for x in range(small_w)]
    pairs = zip(FELT_DARK, FELT_LIGHT, strict=True)
    ramp = [bytes(round(dark + (light - dark) * t / 255) for t in range(256)) for dark, light in pairs]
    pixels = bytearray(small_w * small_h * 3)
    for y in range(small_h):
        dy2 = ((y / (small_h - 1) - 0.42) * 2) ** 2
        row = bytes(int(255 * max(1.0 - 0.42 * math.sqrt(dx2 + dy2), 0.0) ** 1.6) for dx2 in dxs)
        start = y * small_w * 3
        for c in range(3):
            pixels[start + c : start + small_w * 3 : 3] = row.translate(ramp[c])
    small = pygame.image.frombuffer(bytes(pixels), (small_w, small_h), "RGB")
    lit = pygame.transform.smoothscale(small, (w, h))
    grain = _grain()  # added and taken away, mirrored, over the whole cloth: texture, same light
    _tile_blend(lit, grain, pygame.BLEND_RGB_ADD)
    _tile_blend(lit, pygame.transform.flip(grain, True, False), pygame.BLEND_RGB_SUB)
    return lit.convert() if for_display else lit


@functools.cache
def _grain() -> pygame.Surface:
    """A small tile of soft random grain, 0 to 6 per pixel (seeded: the table looks the same every run)."""
    noise = random.Random(7).randbytes(128 * 128).translate(bytes(value * 7 >> 8 for value in range(256)))
    grey = bytearray(len(noise) * 3)
    for c in range(3):
        grey[c::3] = noise
    return pygame.image.frombuffer(bytes(grey), (128, 128), "RGB").copy()


def _tile_blend(target: pygame.Surface, tile: pygame.Surface, flags: int) -> None:
    tw, th = tile.get_size()
    for x in range(0, target.get_width(), tw):
        for y in range(0, target.get_height(), th):
            target.blit(tile, (x, y), special_flags=flags)
