"""Checking a retained screen: patched frames must give the pixels a whole redraw gives."""

from __future__ import annotations

import numpy as np
import pygame

from game.engine import layers


def _whole_redraw(app) -> pygame.Surface:
    """The current state drawn again, whole, onto a spare surface (the retained screen's
    bookkeeping is put back afterwards, as if nothing happened)."""
    saved = dict(vars(layers.SCREEN))
    screen, reference = app.screen, pygame.Surface(app.size)
    app.screen = reference
    layers.SCREEN.enabled = False
    try:
        app.draw()
    finally:
        app.screen = screen
        vars(layers.SCREEN).update(saved)
    return reference


def _same_memory(one: pygame.Surface, other: pygame.Surface) -> bool:
    """Whether two surfaces of one pixel format hold the same bytes, so the same pixels: found in
    a fraction of a millisecond, where converting both to RGB costs about 4 ms a frame at 960×540.
    False says nothing yet (the formats may differ, or only bytes outside the colours)."""

    def shape(surface: pygame.Surface):
        return surface.get_size(), surface.get_bitsize(), surface.get_masks(), surface.get_pitch()

    if shape(one) != shape(other):
        return False
    return np.array_equal(*(np.frombuffer(surface.get_buffer(), np.uint8) for surface in (one, other)))


def difference(app) -> pygame.Rect | None:
    """Where the screen differs from a whole redraw of the same frame (the bounding box of the
    differing pixels), or None when it is the same pixel for pixel."""
    reference = _whole_redraw(app)
    if _same_memory(app.screen, reference):
        return None
    if pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(reference, "RGB"):
        return None
    differs = np.any(pygame.surfarray.array3d(app.screen) != pygame.surfarray.array3d(reference), axis=2)
    xs, ys = np.nonzero(differs)
    left, top = int(xs.min()), int(ys.min())
    return pygame.Rect(left, top, int(xs.max()) - left + 1, int(ys.max()) - top + 1)


def frame_matches_full_redraw(app) -> bool:
    return difference(app) is None


def cut_regions(regions, size: tuple[int, int]) -> list[str]:
    """Regions whose paint reaches outside their rect: a composite clips a region to its rect, so
    whatever it drew there would be cut from the screen. Each is painted unclipped on its own."""
    key = (255, 0, 255)
    cut = []
    for region in regions:
        surface = pygame.Surface(size)
        surface.fill(key)
        region.paint(surface, *region.args)
        drawn = pygame.mask.from_threshold(surface, key, (1, 1, 1, 255))
        drawn.invert()
        outside = [rect for rect in drawn.get_bounding_rects() if not region.rect.contains(rect)]
        if outside:
            cut.append(f"{region.name!r} paints {outside[0]} outside {region.rect}")
    return cut
