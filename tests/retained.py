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


def difference(app) -> pygame.Rect | None:
    """Where the screen differs from a whole redraw of the same frame (the bounding box of the
    differing pixels), or None when it is the same pixel for pixel."""
    reference = _whole_redraw(app)
    if pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(reference, "RGB"):
        return None
    differs = np.any(pygame.surfarray.array3d(app.screen) != pygame.surfarray.array3d(reference), axis=2)
    xs, ys = np.nonzero(differs)
    left, top = int(xs.min()), int(ys.min())
    return pygame.Rect(left, top, int(xs.max()) - left + 1, int(ys.max()) - top + 1)


def frame_matches_full_redraw(app) -> bool:
    return difference(app) is None
