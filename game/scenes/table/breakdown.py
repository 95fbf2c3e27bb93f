"""A round's breakdown: where every seat's points of a round came from, as a small table (a column
per seat, a row per source of points, the round's sum last), shown when the round is scored.

It holds the table's timeline for a readable time (scaled by the animation speed, never below the
time its words take to read, up to its time at 1×; "instant" does not wait: ``table/reading.py``)
and any click continues at once, so nobody waits on a table they have read. It is drawn inside a
rect the game's layout leaves free of the scores it explains (the board or the trick area, never
the seat panels).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, tween
from game.engine.pointers import DOWN, PointerEvent
from game.i18n import _
from game.scenes.table import reading
from game.scenes.widgets.flights import points_words

if TYPE_CHECKING:
    from game.scenes.table.banner import Banner

BREAKDOWN_S = 6.0
"""How long a breakdown holds the table at 1× speed, unless a click continues."""
FILL = (*draw.FELT_DARK, 250)


@dataclasses.dataclass(frozen=True)
class Breakdown:
    """``title``; ``seats`` (name, colour) heading the columns; ``rows`` (label, points per seat,
    None where a source does not apply); ``totals`` per seat (the sum of the rows)."""

    title: str
    seats: Sequence[tuple[str, draw.Colour]]
    rows: Sequence[tuple[str, Sequence[int | None]]]
    totals: Sequence[int]
    note: str = ""


def words(shown: Breakdown) -> str:
    """Everything a reader reads in a breakdown, in reading order (for its reading time)."""
    cells = [shown.title, *(name for name, _colour in shown.seats)]
    for label, points in shown.rows:
        cells += [label, *(str(p) for p in points if p is not None)]
    return " ".join([*cells, *(str(total) for total in shown.totals), shown.note])


class BreakdownHold:
    """The breakdown on show, if any, and the timeline step that waits for it."""

    def __init__(self, banner: Banner | None = None) -> None:
        self.banner = banner  # cleared when a breakdown opens: the breakdown says it all
        self.shown: Breakdown | None = None
        self._wait: reading.Hold | None = None
        self.history: list[Breakdown] = []

    def hold(
        self, timeline: tween.Timeline, make: Callable[[], Breakdown], seconds: float = BREAKDOWN_S
    ) -> None:
        """Queue: show the breakdown ``make()`` builds (when the table reaches it), wait, hide."""

        def start() -> reading.Hold:
            self.shown = make()
            self.history.append(self.shown)
            if self.banner is not None:
                self.banner.clear()
            self._wait = reading.Hold(reading.hold_s(seconds, words(self.shown)))
            return self._wait

        banner = self.banner
        if banner is not None:  # the sentence on show is read before the breakdown takes over
            timeline.add(reading.WaitUntil(lambda: not banner.unread))
        timeline.add(tween.Deferred(start))
        timeline.call(self._hide)

    def _hide(self) -> None:
        self.shown, self._wait = None, None

    def continue_click(self, event: PointerEvent) -> bool:
        """A press while a breakdown shows continues the game (and is taken)."""
        if self.shown is None or event.kind != DOWN:
            return False
        if self._wait is not None:
            self._wait.finish()
        return True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> list[pygame.Rect]:
        """The breakdown on show, if any; returns where it was drawn (its panel has no shadow)."""
        if self.shown is None:
            return []
        draw_breakdown(surface, self.shown, rect, s)
        return [rect]


def draw_breakdown(surface: pygame.Surface, table: Breakdown, rect: pygame.Rect, s: float) -> None:
    """The table inside ``rect`` (an opaque panel): the title, the grid, the note and "Click to
    continue" at the foot (the note left out when the rows need its room). Few sources (Fishing):
    a row per seat, a column per source; many (Garum's lines): a column per seat, a row per
    source. Rows shrink to fit, never under the smallest readable text."""
    draw.draw_panel(surface, rect, FILL, round(16 * s), draw.ACCENT, 3, 0)
    pad = round(22 * s)
    least = round(surface.get_height() * 0.018)
    size = max(round(26 * s), least)
    heading = max(round(32 * s), least)
    wrap = round(rect.w - 2 * pad)
    title = draw.blit_text(
        surface, table.title, (rect.centerx, rect.y + pad), heading, draw.ACCENT, "midtop", True, wrap
    )
    hint = _("Click to continue")
    foot: float = draw.blit_text(
        surface, hint, (rect.centerx, rect.bottom - pad), size, draw.TEXT_DIM, "midbottom"
    ).top
    cells = _cells(table)
    needed = (len(cells) + 2) * least * 1.5
    if table.note:
        note = draw.text(table.note, size, draw.TEXT_DIM, wrap=wrap)
        if foot - note.get_height() - title.bottom - pad >= needed:
            foot -= note.get_height() + pad / 3
            surface.blit(note, (rect.x + pad, foot))
    grid = pygame.Rect(
        rect.x + pad, title.bottom + pad / 2, rect.w - 2 * pad, foot - pad / 2 - title.bottom - pad / 2
    )
    _draw_grid(surface, cells, grid, size, least, s, total_row=not by_seat(table))


Cell = tuple[str, draw.Colour, bool]  # text, ink, bold


def by_seat(table: Breakdown) -> bool:
    """A row per seat (few sources: they head the columns, the total the last one); otherwise a
    row per source and the total the last row."""
    return len(table.rows) <= 4


def _cells(table: Breakdown) -> list[list[Cell]]:
    """The grid as rows of cells, the first row and column being headings."""
    seats = [(name, colour, True) for name, colour in table.seats]
    sources = [(label, draw.TEXT_DIM, False) for label, _values in table.rows] + [
        (_("Total"), draw.TEXT, True)
    ]
    values = [list(v) for _label, v in table.rows] + [list(table.totals)]

    def cell(value: int | None, total: bool) -> Cell:
        if value is None:
            return ("", draw.TEXT, False)
        ink = draw.ACCENT if total else draw.TEXT if value >= 0 else draw.DANGER
        return (points_words(value), ink, total)

    last = len(values) - 1
    if by_seat(table):
        head: list[Cell] = [("", draw.TEXT, False), *sources]
        body = [
            [seats[i], *(cell(values[r][i], r == last) for r in range(len(values)))]
            for i in range(len(seats))
        ]
        return [head, *body]
    head = [("", draw.TEXT, False), *seats]
    return [head, *([sources[r], *(cell(v, r == last) for v in values[r])] for r in range(len(values)))]


def _draw_grid(
    surface: pygame.Surface,
    rows: list[list[Cell]],
    rect: pygame.Rect,
    size: int,
    least: int,
    s: float,
    total_row: bool,
) -> None:
    """Headings wrap within their column; the first column is left-aligned, the others centred;
    a ``total_row`` (the last) stands apart below a rule."""
    columns = len(rows[0])
    labels = max(
        draw.text(text, size, ink, bold).get_width() for text, ink, bold in (row[0] for row in rows[1:])
    )
    first = min(labels + 14 * s, rect.w * 0.4)
    width = (rect.w - first) / max(columns - 1, 1)
    head_size = max(round(size * 0.85), least)
    heads = [draw.text(text, head_size, ink, bold, round(width - 18 * s)) for text, ink, bold in rows[0][1:]]
    y: float = rect.y
    for i, head in enumerate(heads):
        surface.blit(head, head.get_rect(midtop=(round(rect.x + first + width * (i + 0.5)), round(y))))
    y += max((h.get_height() for h in heads), default=0) + 4 * s
    band = max(round(10 * s), 5) if total_row else 0  # the rule's own room: rows a line apart left it none
    step = max(min((rect.bottom - y - band) / max(len(rows) - 1, 1), size * 1.7), least * 1.15)
    line = draw.line_height(size) / size  # a line's height per pixel of text size
    size = min(size, max(int(step / line), least))  # a row's text no taller than its step
    high = draw.line_height(size)
    for r, row in enumerate(rows[1:]):
        top = y + r * step
        if total_row and r == len(rows) - 2:
            top += band
            rule = round(top - (band + step - high) / 2)  # midway from the row above to this one
            pygame.draw.line(surface, draw.TEXT_DIM, (rect.x, rule), (rect.right, rule))
        text, ink, bold = row[0]
        draw.blit_text(surface, text, (rect.x, top), size, ink, bold=bold)
        for i, (text, ink, bold) in enumerate(row[1:]):
            if text:
                draw.blit_text(
                    surface, text, (rect.x + first + width * (i + 0.5), top), size, ink, "midtop", bold
                )
