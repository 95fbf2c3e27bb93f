"""The 12 pentomino tiles with their values; in the puzzle game also open, circled or crossed.

The whole panel is rendered once per size, values and marks, then blitted. A header line above
them says the numbers are points ("F 2" alone reads as a name to a newcomer).
"""

from __future__ import annotations

import dataclasses
import functools
import math

import pygame

from game.engine import assets, draw, look
from game.i18n import N_, _
from game.rules.pentomino import SHAPE_CELLS, SHAPES

TILE_COLOUR = (196, 170, 120)
HEADER = N_("Points per shape")
HEADER_TEXT = 0.8
"""The header's text size, as a share of its band's height."""
LABEL_SHARE = 0.02
"""A shape's label ("F 3") is at least this share of the screen height: read from the couch."""


@dataclasses.dataclass(frozen=True)
class Fit:
    """How tiles fill their panel: a cell's side, the labels' text size, and whether each label
    stands beside its shape (wide, low tiles) rather than under it."""

    unit: int
    label: int
    beside: bool


def metrics(size: tuple[int, int], columns: int, smallest: int = 0, widest: str = "W 10") -> Fit:
    """The ``Fit`` of tiles filling ``size`` in ``columns``, labels at least ``smallest`` px: the
    label goes under its shape or beside it, whichever leaves the shapes larger."""
    rows = -(-len(SHAPES) // columns)
    w, h = size[0] / columns, size[1] / rows
    unit = int(min(w / 4.2, h / 6.6))
    label, under = max(int(unit * 0.95), 10), unit
    if label < smallest:  # a couch-sized label takes its room from the cells
        label, under = smallest, int(min(w / 4.2, (h * 0.94 - smallest * 1.3) / 5.15))
    label_w = assets.font(label, True).size(widest)[0]
    beside = int(min(h * 0.9 / 5, (w * 0.94 - label * 0.3 - label_w) / 3))
    return Fit(max(beside, 2), label, True) if beside > under else Fit(max(under, 2), label, False)


@functools.lru_cache(maxsize=16)
def _tiles(
    size: tuple[int, int], values: tuple[int, ...], marks: tuple[str, ...], columns: int, smallest: int
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rows = -(-len(SHAPES) // columns)
    w, h = size[0] / columns, size[1] / rows
    fit = metrics(size, columns, smallest, f"W {max(values)}")
    unit, font = fit.unit, assets.font(fit.label, True)
    for i, shape in enumerate(SHAPES):
        col, row = i % columns, i // columns
        label = f"{shape} {values[i]}"
        if fit.beside:  # the shape in a three-cell column, its label to the right, the pair centred
            gap = fit.label * 0.3
            left = col * w + (w - 3 * unit - gap - font.size(label)[0]) / 2
            cx, top = left + 1.5 * unit, row * h + (h - 5 * unit) / 2
            label_at, anchor = (left + 3 * unit + gap, top + 2.5 * unit), "midleft"
            content = pygame.Rect(round(left - unit * 0.4), round(top - unit * 0.2), 0, round(unit * 5.4))
            content.w = round(3.8 * unit + gap + font.size(label)[0])
        else:
            cx, top = col * w + w / 2, row * h + h * 0.06
            label_at, anchor = (cx, top + unit * 5.15), "midtop"
            bottom = top + unit * 5.15 + font.get_linesize() + unit * 0.15  # under the label
            content = pygame.Rect(round(cx - unit * 2.9), round(top - unit * 0.3), round(unit * 5.8), 0)
            content.h = round(bottom - content.y)
        _shape(surface, shape, (cx, top), unit, marks[i] if marks else "open")
        draw.blit_text(surface, label, label_at, fit.label, draw.TEXT, anchor, bold=True)
        tile = pygame.Rect(math.ceil(col * w), math.ceil(row * h), int((col + 1) * w) - math.ceil(col * w),
                           int((row + 1) * h) - math.ceil(row * h))
        _mark(surface, marks[i] if marks else "open", content.clip(tile), unit)  # never into the next tile
    return surface


def _shape(surface: pygame.Surface, shape: str, at: tuple[float, float], unit: int, mark: str) -> None:
    """A shape's cells, centred on ``at``'s x in a five-cell box from ``at``'s y; grey once used."""
    cells = SHAPE_CELLS[shape]
    sw = 1 + max(c for _, c in cells)
    sh = 1 + max(r for r, _ in cells)
    x0, y0 = at[0] - sw * unit / 2, at[1] + (5 - sh) * unit / 2
    colour = TILE_COLOUR if mark == "open" else (120, 120, 110)
    for r, c in cells:
        rect = (x0 + c * unit, y0 + r * unit, unit - 1, unit - 1)
        pygame.draw.rect(surface, colour, rect, border_radius=unit // 5)


def _mark(surface: pygame.Surface, mark: str, content: pygame.Rect, unit: int) -> None:
    """A circled shape's ring, or a crossed-out shape's cross, over ``content`` (shape and label).
    The ring is a rounded box: an ellipse in a wide box cut through its own shape's corner cell and
    the end of its label."""
    if mark == "circled":
        pygame.draw.rect(surface, draw.ACCENT, content, max(unit // 4, 2), border_radius=round(unit * 0.9))
    elif mark == "crossed":
        inner = content.inflate(-unit * 1.2, -unit * 1.2)
        pygame.draw.line(surface, draw.DANGER, inner.topleft, inner.bottomright, max(unit // 3, 2))
        pygame.draw.line(surface, draw.DANGER, inner.bottomleft, inner.topright, max(unit // 3, 2))


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
        while size > 1 and look.text_px(size) > band.h * HEADER_TEXT:  # its band is as tall as the words
            size -= 1
        draw.blit_text(surface, words, band.midtop, size, draw.TEXT_DIM, "midtop", bold=True)


class ShapeTiles:
    def __init__(
        self, rect: pygame.Rect, values: dict[str, int], columns: int = 4, header: int = 0, screen_h: int = 0
    ):
        """``header``: the height of the band atop ``rect`` for the "points" header (0: none);
        ``screen_h``: the screen's height, which sets the labels' smallest size (0: a picture)."""
        self.band, self.rect = split_header(rect, header)
        self.values, self.columns = values, columns
        self.smallest = math.ceil(LABEL_SHARE * screen_h)

    @property
    def fit(self) -> Fit:
        """The tiles' cell side and label size, as drawn."""
        return metrics(self.rect.size, self.columns, self.smallest, f"W {max(self.values.values())}")

    def draw(self, surface: pygame.Surface, marks: dict[str, str] | None = None) -> None:
        """Draw the tiles; ``marks`` maps shapes to ``open`` / ``circled`` / ``crossed`` (puzzle)."""
        values = tuple(self.values[s] for s in SHAPES)
        marks_key = tuple(str(marks.get(s, "open")) for s in SHAPES) if marks else ()
        surface.blit(_tiles(self.rect.size, values, marks_key, self.columns, self.smallest), self.rect)

    def draw_header(self, surface: pygame.Surface) -> None:
        draw_header(surface, self.band)
