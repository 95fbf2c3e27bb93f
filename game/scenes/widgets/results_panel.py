"""The results panel every game ends with (``table/results.Summary`` says what is in it): an opaque
framed panel over the dimmed table with the headline, how the game was won, the ranking table on
the left, the totals after each round as a chart on the right, and Play again / Menu / Watch replay
along its foot. Sizes are at 1080p, times ``scale(size)``; the panel's size does not depend on the
game, so the buttons are always in the same places."""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine import between_games, draw, fitting, look
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.scenes.table.results import Row, Summary

BUTTONS = (N_("Play again"), N_("Menu"), N_("Watch replay"))
"""Keys of ``button_rects`` (their labels before translation)."""
BUTTON_SPACE = 110
"""Height (at 1080p) the panel keeps free at its bottom for the buttons."""
PANEL = (1560, 820)
DIM = 150
TABLE = (40, 190, 900)  # x, y, width of the ranking table, in the panel
CHART = (980, 200, 540)  # x, y, width of the chart
COLUMN = 128  # a figure column's least width (wider for a long head); the name takes what is left
ROW_MAX = 72
HEAD = 50  # the column heads' band above the first row
TIE_BREAK = N_("tie-break")
"""Over the columns that only break a tie (Garum's apprentices), apart from the total's parts."""
HEAD_LOW = 30  # the heads' middle under a "tie-break" caption (16 without)
TIE_BREAK_GAP = 28  # the room before the tie-break columns, a rule down its middle
BADGE, BADGE_STEP, POINT = 40, 44, 20
TITLE, LINE, HEAD_SIZE, ROW_SIZE, SMALL = 46, 25, 21, 29, 20
LINE_STEP, ROOM_LINES = 36, 2  # the lines under the title: their spacing; how many fit above the table
PLOT = (64, 20, 16, 40)  # the chart's insets: values left, right, top, round numbers below
LABEL_GAP = 8
"""From a chart number's glyphs to the edge of a marker on the axis beside it: every seat starts
at 0, so the "0"s on both axes stand next to the first markers (the value's 0 stood 2 px away)."""


def scale(size: tuple[int, int]) -> float:
    return draw.scale(size)


def panel_rect(size: tuple[int, int]) -> pygame.Rect:
    """The panel, centred; the same for every game at a window size."""
    s = scale(size)
    rect = pygame.Rect(0, 0, round(PANEL[0] * s), round(PANEL[1] * s))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def button_rects(panel: pygame.Rect, s: float) -> dict[str, pygame.Rect]:
    """Play again, Menu and Watch replay, side by side at the foot of the panel."""
    rects = {}
    for i, key in enumerate(BUTTONS):
        rect = pygame.Rect(0, 0, round(300 * s), round(64 * s))
        rect.center = (round(panel.centerx + (i - 1) * 340 * s), round(panel.bottom - 58 * s))
        rects[key] = rect
    return rects


def button_at(size: tuple[int, int], pos: tuple[int, int]) -> str | None:
    """The button under ``pos`` on a window of ``size``, or None."""
    rects = button_rects(panel_rect(size), scale(size))
    return next((key for key, rect in rects.items() if rect.collidepoint(pos)), None)


def fitted(text: str, size: int, width: float, bold: bool = False) -> int:
    """The largest text size up to ``size`` at which ``text`` fits ``width`` (a long name shrinks).
    Remembered (the panel asks the same every frame, and each trial renders the text)."""
    return _fitted(text, size, width, bold, i18n.language())


@between_games.register  # words drawn at the old interface size or contrast are dropped (``App.relook``)
@functools.lru_cache(maxsize=512)
def _fitted(text: str, size: int, width: float, bold: bool, _language: str) -> int:
    """``fitted`` in ``_language`` (the font follows the language)."""
    while size > look.asked_for(12) and draw.text(text, size, draw.TEXT, bold=bold).get_width() > width:
        size -= 1
    return size


def draw_results(
    surface: pygame.Surface,
    size: tuple[int, int],
    summary: Summary,
    hover: tuple[int, int] | None,
    buttons: bool = True,
) -> None:
    """The whole results screen on the ``size`` area at the top left of ``surface`` (a replay's
    table leaves the viewer's bar below); without ``buttons`` (a replay) the foot stays empty."""
    s = scale(size)
    surface.blit(draw.dim(size, DIM), (0, 0))
    rect = panel_rect(size)
    draw.draw_modal(surface, rect, round(22 * s), draw.ACCENT, max(2, round(3 * s)))
    title_size = fitted(summary.title, round(TITLE * s), rect.w - 60 * s, bold=True)
    draw.blit_text(
        surface, summary.title, (rect.centerx, rect.y + 52 * s), title_size, draw.ACCENT, "center", bold=True
    )
    heads = _heads(rect, s, summary)
    for k, (line, y) in enumerate(zip((*summary.lines, *summary.notes), heads.lines_y, strict=True)):
        lit = summary.tied and k == len(summary.lines) - 1
        ink = draw.ACCENT if lit else draw.TEXT if k >= len(summary.lines) else draw.TEXT_DIM
        size_k = fitted(line, round(LINE * s), rect.w - 60 * s)
        draw.blit_text(surface, line, (rect.centerx, y), size_k, ink, "center")
    _draw_table(surface, rect, s, summary)
    _draw_chart(surface, rect, s, summary)
    if buttons:
        _draw_buttons(surface, rect, s, hover)


@dataclasses.dataclass(frozen=True)
class Heads:
    lines_y: tuple[float, ...]
    """The middle of each line under the title."""
    below: float
    """How far (pixels) the table and chart move down for the lines: for lines beyond the room
    above them (a third line: who used hints), and for lines grown by the interface size."""


def _heads(panel: pygame.Rect, s: float, summary: Summary) -> Heads:
    """Where the lines under the title go: ``LINE_STEP`` apart at 1080p, or a grown line's height
    apart, starting under the title as drawn."""
    count = len(summary.lines) + len(summary.notes)
    line_h = draw.line_height(round(LINE * s))
    title_h = draw.line_height(round(TITLE * s), bold=True)
    step = max(LINE_STEP * s, line_h)
    first = max(panel.y + 108 * s, panel.y + 52 * s + (title_h + line_h) / 2)
    lines_y = tuple(first + step * k for k in range(count))
    designed = LINE_STEP * max(0, count - ROOM_LINES) * s
    caption_h = draw.line_height(round(HEAD_SIZE * s), bold=True)
    heads_top = panel.y + TABLE[1] * s - 4 * s - caption_h / 2  # the "tie-break" caption's top
    needed = (lines_y[-1] + line_h / 2 - heads_top + 4 * s) if count else 0
    return Heads(lines_y, max(designed, needed))


def _draw_table(surface: pygame.Surface, panel: pygame.Rect, s: float, summary: Summary) -> None:
    x0, width = panel.x + TABLE[0] * s, TABLE[2] * s
    y0 = panel.y + TABLE[1] * s + _heads(panel, s, summary).below
    head_size = round(HEAD_SIZE * s)
    first_break = len(summary.columns) - summary.tie_breaks
    caption = draw.text_width(_(TIE_BREAK), head_size, bold=True) + 12 * s if summary.tie_breaks else 0
    steps = [
        max(COLUMN * s, draw.text_width(head, head_size) + 12 * s, caption if k >= first_break else 0)
        + (TIE_BREAK_GAP * s if k == first_break else 0)
        for k, head in enumerate(summary.columns)
    ]
    cells_x = x0 + width - sum(steps)
    xs = [cells_x + sum(steps[:k]) + step / 2 for k, step in enumerate(steps)]
    if summary.tie_breaks:  # the gap before the tie-break columns is on their left
        xs[first_break:] = [x + TIE_BREAK_GAP * s / 2 for x in xs[first_break:]]
    head_h = draw.line_height(head_size, bold=True)
    head_y = y0 + (max(HEAD_LOW * s, head_h - 4 * s) if summary.tie_breaks else 16 * s)  # under its caption
    rows_y = y0 + max(HEAD * s, head_y - y0 + head_h / 2)
    for head, x, step in zip(summary.columns, xs, steps, strict=True):
        draw.blit_text(
            surface,
            head,
            (x, head_y),
            fitted(head, head_size, step - 6 * s),
            draw.TEXT_DIM,
            "center",
        )
    room = (panel.bottom - BUTTON_SPACE * s - 20 * s) - rows_y
    row_h = min(ROW_MAX * s, room / max(len(summary.rows), 1))
    if summary.tie_breaks:
        line_x = cells_x + sum(steps[:first_break]) + TIE_BREAK_GAP * s / 2
        span = sum(steps[first_break:]) - TIE_BREAK_GAP * s / 2
        _draw_tie_break(surface, ((xs[first_break] + xs[-1]) / 2, y0), span, s)
        bottom = rows_y + row_h * len(summary.rows)
        rule = max(1, round(2 * s))
        pygame.draw.line(surface, draw.TEXT_DIM, (line_x, y0 - 14 * s), (line_x, bottom), rule)
    name_x = x0 + (50 + BADGE_STEP * max(len(row.badges) for row in summary.rows)) * s
    name_size = min(
        fitted(row.name, round(ROW_SIZE * s), cells_x - name_x - 12 * s, True) for row in summary.rows
    )
    for k, row in enumerate(summary.rows):
        y = rows_y + row_h * (k + 0.5)
        name = (name_x, name_size, cells_x - name_x - 12 * s)
        _draw_row(surface, row, (x0, y), name, xs, s, first_break)


def _draw_tie_break(surface: pygame.Surface, centre: tuple[float, float], width: float, s: float) -> None:
    """The words "tie-break" over the columns that only break a tie (``width`` wide, centred on ``centre``'s
    x, above the heads at its y), so Garum's count of apprentices is not read as a summand."""
    caption = _(TIE_BREAK)
    size = fitted(caption, round(HEAD_SIZE * s), width - 6 * s, bold=True)
    draw.blit_text(surface, caption, (centre[0], centre[1] - 4 * s), size, draw.ACCENT, "center", bold=True)


def _draw_row(
    surface: pygame.Surface,
    row: Row,
    at: tuple[float, float],
    name: tuple[float, int, float],
    xs: list[float],
    s: float,
    first_break: int,
) -> None:
    """Place, badges, the name (at the ``name`` x and size every row shares, cut with "…" past its
    room), then the figures (from ``first_break`` on the tie-breaks, dimmer)."""
    x, y = at
    won = row.place == 1
    ink = draw.ACCENT if won else draw.TEXT
    draw.blit_text(surface, f"{row.place}.", (x + 26 * s, y), round(ROW_SIZE * s), ink, "midright", bold=True)
    x += 40 * s
    for badge in row.badges:
        image = badge(round(BADGE * s))
        surface.blit(image, image.get_rect(center=(round(x + BADGE_STEP * s / 2), round(y))))
        x += BADGE_STEP * s
    shown = fitting.shortened(row.name, name[1], int(name[2]), bold=won)
    draw.blit_text(surface, shown, (name[0], y), name[1], draw.TEXT, "midleft", bold=won)
    for k, (cell, cx) in enumerate(zip(row.cells, xs, strict=True)):
        colour = ink if k == 0 else draw.TEXT if k < first_break else draw.TEXT_DIM
        draw.blit_text(surface, cell, (cx, y), round(ROW_SIZE * s), colour, "center", bold=k == 0)


def _draw_chart(surface: pygame.Surface, panel: pygame.Rect, s: float, summary: Summary) -> None:
    """The totals after each round, one line and one badge per seat."""
    top_y = panel.y + CHART[1] * s + _heads(panel, s, summary).below
    area = pygame.Rect(round(panel.x + CHART[0] * s), round(top_y + 24 * s), round(CHART[2] * s), 0)
    area.h = round(panel.bottom - BUTTON_SPACE * s - 24 * s - area.y)
    series = [row.series for row in summary.rows]
    pygame.draw.rect(surface, draw.FELT, area, border_radius=round(14 * s))
    caption = _(summary.chart_caption)
    draw.blit_text(surface, caption, (area.centerx, top_y), round(SMALL * s), draw.TEXT_DIM, "center")
    low = min(0, *(min(t) for t in series))
    high = max(1, *(max(t) for t in series))
    steps = max(max(len(t) for t in series) - 1, 1)
    left, right, top, bottom = (v * s for v in PLOT)

    def point(r: int, value: int) -> tuple[float, float]:
        x = area.x + left + (area.w - left - right) * r / steps
        y = area.bottom - bottom - (area.h - top - bottom) * (value - low) / (high - low)
        return x, y

    every = max(1, -(-steps // 12))  # at most a dozen round numbers under the axis
    off = (POINT / 2 + LABEL_GAP) * s  # from the axis to a number's glyphs
    for r in range(0, steps + 1, every):
        x, y = point(r, low)
        _number(surface, str(r), (x, y + off), s, "midtop")
    for value in value_lines(low, high):
        _x, y = point(0, value)
        pygame.draw.line(surface, draw.FELT_LIGHT, (area.x + left - 6 * s, y), (area.right - right / 2, y), 1)
        _number(surface, str(value), (area.x + left - off, y), s, "midright")
    for row in reversed(summary.rows):  # the winner's line on top
        points = [point(r, v) for r, v in enumerate(row.series)]
        if len(points) > 1:
            pygame.draw.lines(surface, row.colour, False, points, max(2, round(4 * s)))
        mark = row.badges[0](round(POINT * s)) if row.badges else None
        if mark is not None:
            for p in points:
                surface.blit(mark, mark.get_rect(center=(round(p[0]), round(p[1]))))


def _number(surface: pygame.Surface, text: str, at: tuple[float, float], s: float, anchor: str) -> None:
    """A chart number placed by its glyphs, not by the font's empty margins above and beside them,
    so its distance from the plot is the one seen."""
    image = draw.text(text, round(SMALL * s), draw.TEXT_DIM)
    ink = image.get_bounding_rect()
    place = ink.copy()
    setattr(place, anchor, (round(at[0]), round(at[1])))
    surface.blit(image, (place.x - ink.x, place.y - ink.y))


def value_lines(low: int, high: int) -> list[int]:
    """The values the chart rules a line at and labels: 0 and every round step (1, 2, 5, 10, 20,
    50 …) between ``low`` and ``high``, at most six steps: no odd midpoint, no missing 2."""
    step = next(n * 10**e for e in range(9) for n in (1, 2, 5) if (high - low) / (n * 10**e) <= 6)
    return list(range(-(-low // step) * step, high + 1, step))


def _draw_buttons(
    surface: pygame.Surface, panel: pygame.Rect, s: float, hover: tuple[int, int] | None
) -> None:
    for key, rect in button_rects(panel, s).items():
        draw_button(surface, rect, _(key), s, hover is not None and rect.collidepoint(hover))


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: str, s: float, lit: bool = False) -> None:
    """An end panel's button, the same in every game (the solo end screen's too); ``lit`` under
    the pointer."""
    fill = draw.ACCENT if lit else draw.FELT_LIGHT
    draw.draw_panel(surface, rect, (*fill, 255), round(14 * s), draw.TEXT, 2, 0)
    size = fitted(label, round(27 * s), rect.w - 16 * s, bold=True)
    draw.blit_text(surface, label, rect.center, size, draw.INK if lit else draw.TEXT, "center", bold=True)
