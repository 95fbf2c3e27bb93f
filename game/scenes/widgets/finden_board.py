"""A 5er Finden symbol board: cells with their symbols, marker outlines, a lock.

Drawing one outline with a pointer is ``finden_draft.Draft``'s.

``SymbolBoard`` draws a board in a rectangle, parameterised by the outlines to show and a
``locked`` flag, so the classic scene and the puzzle/solo scenes share it. Static parts (cells and
symbols) and the outline layer are cached and rebuilt only when they change.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence

import pygame

from game import i18n
from game.engine import between_games, draw
from game.engine.cursors import selection_mark
from game.rules.finden import SYMBOL_NAMES, Board

ICON = 0.66
"""A symbol's size in its cell: the band between two rows of symbols is where badges go."""


@dataclasses.dataclass(frozen=True)
class Mark:
    """One outline to show: its cells, colour and style (``solid``, ``faint``, ``struck`` or
    ``hint``: dashed, so a hint never looks like an outline drawn or circled under it)."""

    cells: tuple[int, ...]
    colour: tuple[int, int, int]
    style: str = "solid"
    badge: str = ""  # short text on the outline's top edge (points, a check, a verdict letter)


@functools.lru_cache(maxsize=16)
def _board_surface(rows: tuple[str, ...], cell: int) -> pygame.Surface:
    """The board's cells and symbols at ``cell`` pixels per cell (cached per board and size)."""
    height, width = len(rows), len(rows[0])
    surface = pygame.Surface((width * cell, height * cell), pygame.SRCALPHA)
    surface.fill(draw.CARD_FACE)
    icon_size = max(int(cell * ICON), 4)
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            name = SYMBOL_NAMES[letter]
            icon = draw.icon(name, icon_size, draw.SYMBOL_COLOURS[name])
            surface.blit(icon, icon.get_rect(center=(c * cell + cell // 2, r * cell + cell // 2)))
    line = max(cell // 24, 1)
    for i in range(width + 1):
        pygame.draw.line(surface, draw.CARD_EDGE, (i * cell, 0), (i * cell, height * cell), line)
    for i in range(height + 1):
        pygame.draw.line(surface, draw.CARD_EDGE, (0, i * cell), (width * cell, i * cell), line)
    return surface


@functools.lru_cache(maxsize=64)
def _cell_fill(size: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*colour, alpha))
    return surface


def fit_board(rect: pygame.Rect, width: int = 10, height: int = 10) -> pygame.Rect:
    """The board's rect inside ``rect``: the largest whole-pixel cells (at least 4), centred."""
    cell = max(min(rect.w // width, rect.h // height), 4)
    fitted = pygame.Rect(0, 0, cell * width, cell * height)
    fitted.center = rect.center
    return fitted


class SymbolBoard:
    """Draws one board in ``rect``; hit-tests pointer positions to cells."""

    def __init__(self, board: Board, rect: pygame.Rect):
        self.board = board
        self.set_rect(rect)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()

    def set_rect(self, rect: pygame.Rect) -> None:
        """Fit the largest whole-pixel cell size into ``rect``, centred."""
        self.rect = fit_board(rect, self.board.width, self.board.height)
        self.cell = self.rect.w // self.board.width
        self._layer_key = ()

    def cell_at(self, pos: tuple[float, float]) -> int | None:
        x, y = pos[0] - self.rect.x, pos[1] - self.rect.y
        if not (0 <= x < self.rect.w and 0 <= y < self.rect.h):
            return None
        return int(y // self.cell) * self.board.width + int(x // self.cell)

    def cells_along(self, start: tuple[float, float], end: tuple[float, float]) -> list[int]:
        """Cells a pointer crossed moving from ``start`` to ``end`` (sampled finely, in order)."""
        steps = max(int(max(abs(end[0] - start[0]), abs(end[1] - start[1])) / (self.cell / 4)), 1)
        out: list[int] = []
        for i in range(1, steps + 1):
            t = i / steps
            cell = self.cell_at((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
            if cell is not None and (not out or out[-1] != cell):
                out.append(cell)
        return out

    def centre(self, cell: int) -> tuple[int, int]:
        r, c = divmod(cell, self.board.width)
        return self.rect.x + c * self.cell + self.cell // 2, self.rect.y + r * self.cell + self.cell // 2

    def point(self, row: float, col: float) -> tuple[int, int]:
        """Screen position of a fractional (row, col) in cell units (for bot cursors)."""
        return int(self.rect.x + col * self.cell), int(self.rect.y + row * self.cell)

    # -- drawing ------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        marks: Sequence[Mark] = (),
        draft: Sequence[int] = (),
        draft_colour: tuple[int, int, int] = draw.ACCENT,
        locked: bool = False,
        cue: int | None = None,
    ) -> None:
        """Draw the board with its outlines, then the draft and the refused-cell cue on top.

        Cells, symbols, outlines and the lock are one opaque cached surface, rebuilt only when the
        outlines or the lock change, so a frame costs one plain blit per board.
        """
        key = (tuple(marks), locked, self.cell)
        if key != self._layer_key or self._layer is None:
            self._layer = self._render(marks, locked)
            self._layer_key = key
        surface.blit(self._layer, self.rect)
        for cell in draft:
            surface.blit(selection_mark(self.cell, draft_colour), self._cell_rect(cell))
        if cue is not None:
            surface.blit(_cell_fill(self.cell, draw.DANGER, 170), self._cell_rect(cue))

    def _cell_rect(self, cell: int) -> tuple[int, int]:
        r, c = divmod(cell, self.board.width)
        return self.rect.x + c * self.cell, self.rect.y + r * self.cell

    def _render(self, marks: Sequence[Mark], locked: bool) -> pygame.Surface:
        layer = _board_surface(self.board.rows, self.cell).copy()
        layer.blit(self._render_marks(marks), (0, 0))
        if locked:
            layer.blit(_cell_fill(max(self.rect.w, self.rect.h), draw.FELT_DARK, 80), (0, 0))
        return layer.convert() if pygame.display.get_surface() is not None else layer

    def _render_marks(self, marks: Sequence[Mark]) -> pygame.Surface:
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        n = self.cell
        for mark in marks:
            line = max(int(n * (0.1 if mark.style == "solid" else 0.06)), 2)
            faint, dashed = mark.style == "faint", mark.style == "hint"
            ring, at = _ring(mark.cells, mark.colour, faint, self.board.width, n, line, dashed)
            layer.blit(ring, at)
            cells = [divmod(c, self.board.width) for c in mark.cells]
            if mark.style == "struck":
                (r0, c0), (r1, c1) = min(cells), max(cells)
                pygame.draw.line(
                    layer,
                    draw.DANGER,
                    (c0 * n + n * 0.2, r0 * n + n * 0.2),
                    (c1 * n + n * 0.8, r1 * n + n * 0.8),
                    max(line, 3),
                )
            if mark.badge:
                label = _badge_ink(mark.badge, _badge_size(mark.badge, n, i18n.language()), i18n.language())
                box = self.badge_box(mark.badge, mark.cells)
                layer.blit(draw.panel(box.size, (*mark.colour, 240), max(n // 6, 2)), box)
                layer.blit(label, label.get_rect(center=box.center))
        return layer

    def badge_box(self, badge: str, cells: Sequence[int]) -> pygame.Rect:
        """Where a mark's badge goes on the marks' layer: on the grid line above its first cell
        (below its last row when the five touches the board's top), in the band between two
        rows of symbols, so it covers none ("X 7" sat on the symbols above and below it); kept
        whole on the board at its left and right edges."""
        n = self.cell
        r, c = min(divmod(cell, self.board.width) for cell in cells)
        if r == 0:  # the top edge is the board's: the badge goes on the line under the five
            r, c = max((row, -col) for row, col in (divmod(cell, self.board.width) for cell in cells))
            r, c = r + 1, -c
        ink = _badge_ink(badge, _badge_size(badge, n, i18n.language()), i18n.language())
        box = pygame.Rect(0, 0, ink.get_width() + n // 5, ink.get_height() + _badge_pad(n))
        box.center = (c * n + n // 2, r * n)
        return box.clamp(pygame.Rect((0, 0), self.rect.size))


def _badge_pad(n: int) -> int:
    """The badge's room above and below its letters."""
    return 2 * max(n // 40, 1)


def _free_band(n: int) -> int:
    """How tall the band between two rows of symbols is (each symbol is ``ICON`` of its cell)."""
    return n - max(int(n * ICON), 4)


@between_games.register  # words drawn at the old interface size or contrast are dropped (``App.relook``)
@functools.lru_cache(maxsize=256)
def _badge_size(badge: str, n: int, language: str) -> int:
    """The largest text size up to 0.42 of a cell at which ``badge`` (its letters, then its
    padding) fits the band between two rows of symbols; never below 10."""
    size = max(int(n * 0.42), 10)
    while size > 10 and _badge_ink(badge, size, language).get_height() + _badge_pad(n) > _free_band(n):
        size -= 1
    return size


@between_games.register  # words drawn at the old interface size or contrast are dropped (``App.relook``)
@functools.lru_cache(maxsize=256)
def _badge_ink(badge: str, size: int, _language: str) -> pygame.Surface:
    """``badge`` in bold ink at ``size``, cut to its letters (no empty line space above or below)."""
    label = draw.text(badge, size, draw.INK, bold=True)
    return label.subsurface(label.get_bounding_rect()).copy()


@between_games.register  # rings round one game's outlines
@functools.lru_cache(maxsize=256)
def _ring(
    cells: tuple[int, ...],
    colour: tuple[int, int, int],
    faint: bool,
    width: int,
    n: int,
    line: int,
    dashed: bool = False,
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A marker ring round ``cells`` (``n`` pixels per cell, ``line`` thick) on a transparent
    surface just as big as the cells' box, and where that box sits on the board (cached: a board
    redraws its outlines whenever one comes or goes)."""
    rows, cols = zip(*(divmod(c, width) for c in cells), strict=True)
    origin = (min(cols) * n, min(rows) * n)
    size = ((max(cols) - min(cols) + 1) * n, (max(rows) - min(rows) + 1) * n)
    ring = pygame.Surface(size, pygame.SRCALPHA)
    inset = max(int(n * 0.1), 1)
    if faint:
        colour = (colour[0] // 2 + 60, colour[1] // 2 + 60, colour[2] // 2 + 60)
    _fill_union(ring, cells, width, n, inset, (*colour, 255), origin)
    _fill_union(ring, cells, width, n, inset + line, (0, 0, 0, 0), origin)
    if dashed:  # diagonal gaps cut the ring into dashes along every side
        period = max(n // 3, 6)
        for k in range(-size[1], size[0], period):
            pygame.draw.line(ring, (0, 0, 0, 0), (k, 0), (k + size[1], size[1]), max(period // 3, 2))
    return ring, origin


def _fill_union(
    surface: pygame.Surface,
    cells: Sequence[int],
    width: int,
    n: int,
    inset: int,
    colour,
    origin: tuple[int, int] = (0, 0),
):
    """Fill the union of the cells shrunk by ``inset`` pixels (corners stay square, joins closed),
    the board's ``origin`` pixel at the surface's top left.

    Drawing it twice — in colour, then shrunk by the line width in transparent — leaves a marker
    ring around the cells whose concave and convex corners are both right.
    """
    taken = set(cells)
    side = n - 2 * inset
    if side <= 0:
        return
    for cell in taken:
        r, c = divmod(cell, width)
        x, y = c * n + inset - origin[0], r * n + inset - origin[1]
        pygame.draw.rect(surface, colour, (x, y, side, side))
        if c + 1 < width and cell + 1 in taken:  # bridge to the right neighbour
            pygame.draw.rect(surface, colour, (x + side, y, 2 * inset, side))
        if cell + width in taken:  # bridge to the neighbour below
            pygame.draw.rect(surface, colour, (x, y + side, side, 2 * inset))
        if c + 1 < width and {cell + 1, cell + width, cell + width + 1} <= taken:  # a 2×2 block's middle
            pygame.draw.rect(surface, colour, (x + side, y + side, 2 * inset, 2 * inset))
