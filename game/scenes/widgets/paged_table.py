"""The frame two screens of figures share (High Scores, Statistics): a panel of table rows under
the title, the page arrows above its corners and a centred row of buttons below it."""

from __future__ import annotations

import pygame

ARROW_W, BUTTON_H, GAP = 80, 64, 40
"""At 1080p: an arrow's width, a button's height, the space between buttons."""


def panel_rows(
    size: tuple[int, int], s: float, panel: tuple[int, int], rows_top: int, row_h: int, count: int
) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The panel (``panel`` at 1080p, 220 px from the top) and ``count`` rows of ``row_h`` starting
    ``rows_top`` below its top (all at 1080p)."""
    rect = pygame.Rect(0, 0, int(panel[0] * s), int(panel[1] * s))
    rect.midtop = (size[0] // 2, int(220 * s))
    height, top = int(row_h * s), rect.y + int(rows_top * s)
    rows = [
        pygame.Rect(rect.x + int(20 * s), top + i * height, rect.w - int(40 * s), height - 4)
        for i in range(count)
    ]
    return rect, rows


def buttons(
    size: tuple[int, int], s: float, panel: pygame.Rect, below: tuple[str, ...], width: int
) -> dict[str, pygame.Rect]:
    """"prev" and "next" above the panel's corners; ``below`` side by side under it, centred,
    each ``width`` wide at 1080p."""
    bw, bh, aw, gap = int(width * s), int(BUTTON_H * s), int(ARROW_W * s), int(GAP * s)
    arrows_y = panel.y - bh - int(16 * s)
    rects = {
        "prev": pygame.Rect(panel.x, arrows_y, aw, bh),
        "next": pygame.Rect(panel.right - aw, arrows_y, aw, bh),
    }
    n = len(below)
    left = size[0] // 2 - n * bw // 2 - (n - 1) * gap // 2
    for i, name in enumerate(below):
        rects[name] = pygame.Rect(left + i * (bw + gap), panel.bottom + int(20 * s), bw, bh)
    return rects
