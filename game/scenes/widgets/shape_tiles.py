"""The 12 pentomino tiles with their values; in the puzzle game also open, circled or crossed.

The whole panel is rendered once per size, values and marks, then blitted. A header line above
them says the numbers are points ("F 2" alone reads as a name to a newcomer).
"""

from __future__ import annotations

import dataclasses
import functools
import math

import pygame

from game.engine import assets, draw, fitting, look
from game.engine.draw import DrawnText
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
    label goes under its shape or beside it, whichever leaves the shapes larger. The shapes keep
    their size at any interface size: a label under its shape grows only as far as its tile's foot
    lets it (issue 51: at 150 % the last row's labels were cut by the screen's bottom)."""
    rows = -(-len(SHAPES) // columns)
    w, h = size[0] / columns, size[1] / rows
    unit = int(min(w / 4.2, h / 6.6))
    label = max(int(unit * 0.95), 10, smallest)  # a couch-sized label takes its room from the cells:
    line = assets.exact_font(label, True).get_height()  # its line, as at 100 %, under them
    under = min(unit, int((h * 0.94 - line) / 5.15))
    label_w = assets.font(label, True).size(widest)[0]
    beside = int(min(h * 0.9 / 5, (w * 0.94 - label * 0.3 - label_w) / 3))
    if beside > under:
        return Fit(max(beside, 2), label, True)
    foot = int(h * 0.94 - under * 5.15)  # under the shape, down to its tile's foot
    return Fit(max(under, 2), fitting.fitting_height(label, foot, bold=True), False)


@dataclasses.dataclass(frozen=True)
class Placed:
    """Where one tile's parts go in the tiles' picture: its shape's box (centre x, top), its label
    and the label's anchor point, and what a mark rings or crosses (the shape and its label)."""

    shape: str
    label: str
    box: tuple[float, float]
    label_at: tuple[float, float]
    anchor: str
    content: pygame.Rect


def placements(size: tuple[int, int], values: tuple[int, ...], columns: int, smallest: int) -> list[Placed]:
    """Every tile's ``Placed``, in the tiles' picture of ``size``: read by the drawing and by the
    layout probes (the labels are baked into a cached picture no probe reads)."""
    rows = -(-len(SHAPES) // columns)
    w, h = size[0] / columns, size[1] / rows
    fit = metrics(size, columns, smallest, f"W {max(values)}")
    unit, font = fit.unit, assets.font(fit.label, True)
    out = []
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
        x, y = math.ceil(col * w), math.ceil(row * h)
        tile = pygame.Rect(x, y, int((col + 1) * w) - x, int((row + 1) * h) - y)
        content = content.clip(tile)  # a mark never reaches into the next tile
        out.append(Placed(shape, label, (cx, top), label_at, anchor, content))
    return out


@functools.lru_cache(maxsize=16)
def _tiles(
    size: tuple[int, int],
    values: tuple[int, ...],
    marks: tuple[str, ...],
    columns: int,
    smallest: int,
    seen: look.Look,  # words grown at another interface size are another picture
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    fit = metrics(size, columns, smallest, f"W {max(values)}")
    for i, tile in enumerate(placements(size, values, columns, smallest)):
        mark = marks[i] if marks else "open"
        _shape(surface, tile.shape, tile.box, fit.unit, mark)
        draw.blit_text(surface, tile.label, tile.label_at, fit.label, draw.TEXT, tile.anchor, bold=True)
        _mark(surface, mark, tile.content, fit.unit)
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
        size = fitting.fitting_size(words, size, band.w, True, smallest=size * 3 // 4)  # long German
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
        picture = _tiles(self.rect.size, values, marks_key, self.columns, self.smallest, look.current())
        surface.blit(picture, self.rect)

    def labels(self) -> list[DrawnText]:
        """Each shape's label as drawn on the screen: where, and at what drawn size."""
        values = tuple(self.values[s] for s in SHAPES)
        size = self.fit.label
        out = []
        for tile in placements(self.rect.size, values, self.columns, self.smallest):
            rect = draw.text(tile.label, size, bold=True).get_rect(**{tile.anchor: tile.label_at})
            out.append(DrawnText(rect.move(self.rect.topleft), tile.label, look.text_px(size)))
        return out

    def draw_header(self, surface: pygame.Surface) -> None:
        draw_header(surface, self.band)
