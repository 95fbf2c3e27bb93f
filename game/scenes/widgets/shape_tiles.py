"""The 12 pentomino tiles with their values; in the puzzle game also open, circled or crossed.

The whole panel is rendered once per size, values and marks, then blitted. A header line above
them says the numbers are points ("F 2" alone reads as a name to a newcomer).
"""

from __future__ import annotations

import functools

import pygame

from game.engine import draw
from game.i18n import N_, _
from game.rules.pentomino import SHAPE_CELLS, SHAPES

TILE_COLOUR = (196, 170, 120)
HEADER = N_("Points per shape")
HEADER_TEXT = 0.8
"""The header's text size, as a share of its band's height."""


@functools.lru_cache(maxsize=16)
def _tiles(
    size: tuple[int, int], values: tuple[int, ...], marks: tuple[str, ...], columns: int
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rows = -(-len(SHAPES) // columns)
    w, h = size[0] / columns, size[1] / rows
    unit = int(min(w / 4.2, h / 6.6))  # five cells, then the label under them
    for i, shape in enumerate(SHAPES):
        col, row = i % columns, i // columns
        cx, top = col * w + w / 2, row * h + h * 0.06
        cells = SHAPE_CELLS[shape]
        sw = 1 + max(c for _, c in cells)
        sh = 1 + max(r for r, _ in cells)
        x0 = cx - sw * unit / 2
        y0 = top + (5 - sh) * unit / 2
        mark = marks[i] if marks else "open"
        colour = TILE_COLOUR if mark == "open" else (120, 120, 110)
        for r, c in cells:
            pygame.draw.rect(
                surface, colour, (x0 + c * unit, y0 + r * unit, unit - 1, unit - 1), border_radius=unit // 5
            )
        label = f"{shape} {values[i]}"
        draw.blit_text(
            surface, label, (cx, top + unit * 5.15), max(int(unit * 0.95), 10), draw.TEXT, "midtop", bold=True
        )
        if mark == "circled":
            pygame.draw.circle(surface, draw.ACCENT, (cx, top + unit * 2.6), unit * 2.9, max(unit // 4, 2))
        elif mark == "crossed":
            a, b = (cx - unit * 2.2, top + unit * 0.4), (cx + unit * 2.2, top + unit * 4.8)
            pygame.draw.line(surface, draw.DANGER, a, b, max(unit // 3, 2))
            pygame.draw.line(surface, draw.DANGER, (a[0], b[1]), (b[0], a[1]), max(unit // 3, 2))
    return surface


def split_header(rect: pygame.Rect, header: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(the header's band, the rest below it) of ``rect``: ``header`` px tall (0: no header)."""
    band = pygame.Rect(rect.x, rect.y, rect.w, header)
    return band, pygame.Rect(rect.x, band.bottom, rect.w, rect.h - header)


def draw_header(surface: pygame.Surface, band: pygame.Rect) -> None:
    """The line that says the numbers under the shapes are points, centred atop ``band``."""
    if band.h:
        words = _(HEADER)
        size = max(int(band.h * HEADER_TEXT), 1)
        size = draw.fitting_size(words, size, band.w, True, smallest=size * 3 // 4)  # long German
        draw.blit_text(surface, words, band.midtop, size, draw.TEXT_DIM, "midtop", bold=True)


class ShapeTiles:
    def __init__(self, rect: pygame.Rect, values: dict[str, int], columns: int = 4, header: int = 0):
        """``header``: the height of the band atop ``rect`` for the "points" header (0: none)."""
        self.band, self.rect = split_header(rect, header)
        self.values, self.columns = values, columns

    def draw(self, surface: pygame.Surface, marks: dict[str, str] | None = None) -> None:
        """Draw the tiles; ``marks`` maps shapes to ``open`` / ``circled`` / ``crossed`` (puzzle)."""
        values = tuple(self.values[s] for s in SHAPES)
        marks_key = tuple(str(marks.get(s, "open")) for s in SHAPES) if marks else ()
        surface.blit(_tiles(self.rect.size, values, marks_key, self.columns), self.rect)

    def draw_header(self, surface: pygame.Surface) -> None:
        draw_header(surface, self.band)
