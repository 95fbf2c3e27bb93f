"""Layout pieces and drawing that the 5er Finden tables share (classic, puzzle, solo): a seat's name
panel, the centred end panel, a row of buttons, the title and the sand timer's label.

Sizes are designed at 1920×1080 and scaled once per layout; draw functions take the resulting rects
and sizes and never compute pixels themselves.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

import pygame

from game import i18n
from game.engine import between_games, draw, fitting, seat_marks
from game.engine.layers import Region
from game.i18n import _
from game.scenes.table.lane import Words
from game.scenes.table.lane import setting as lane_setting
from game.scenes.widgets.flights import points_words

BUTTON = (260, 64)  # an end panel's button at base size
TICK_RED_S = 5  # the timer's seconds turn red for the last ones


def px(value: float, s: float) -> int:
    """A base-size length at scale ``s``."""
    return int(value * s)


@dataclass(frozen=True)
class Header:
    """Where a seat panel's colour dot, name and status line go (scaled pixels)."""

    dot_x: int
    dot_r: int
    text_x: int
    name_y: int
    name_size: int
    line_y: int
    line_size: int

    def scaled(self, s: float) -> Header:
        """At scale ``s``, the status line under the name as drawn (grown by the interface size)."""
        header = Header(*(px(v, s) for v in vars(self).values()))
        name_h = draw.line_height(header.name_size, bold=True)
        return dataclasses.replace(header, line_y=max(header.line_y, header.name_y + name_h))

    def height(self, designed: int) -> int:
        """A seat panel's height: ``designed``, or taller to hold the name and line as drawn."""
        return max(designed, self.line_y + draw.line_height(self.line_size) + self.name_y)


POINTS_BAND = 30
"""[decision] Base pixels of the line that says the numbers under the shapes are points (its text
is 80 % of it: 2.2 % of the screen height)."""


@dataclass(frozen=True)
class TableLayout:
    """What every 5er Finden table's layout has: the seats' rects, the centre column with the
    round's title and the dice tray, the panels' look."""

    size: tuple[int, int]
    scale: float
    centre: pygame.Rect
    seats: tuple
    tray: pygame.Rect
    title: pygame.Rect  # the lane of the round's title over the centre column
    title_size: int
    header: Header
    panel_radius: int
    frame_border: int
    frame_radius: int
    overlay_radius: int

    @property
    def points_band(self) -> int:
        """The height of the "Points per shape" line atop a set of shape tiles."""
        return px(POINTS_BAND, self.scale)


def centred(size: tuple[int, int], w: int, h: int) -> pygame.Rect:
    """A ``w``×``h`` rectangle centred on a screen of ``size``."""
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def button_row(rect: pygame.Rect, keys: tuple[str, ...], s: float, half_gap: int, margin: int) -> dict:
    """End-panel buttons side by side along the bottom of ``rect``, keyed by ``keys``."""
    buttons = {}
    for i, key in enumerate(keys):
        button = pygame.Rect(0, 0, px(BUTTON[0], s), px(BUTTON[1], s))
        x = rect.centerx + (2 * i - len(keys) + 1) * px(half_gap, s)
        button.midbottom = (x, rect.bottom - px(margin, s))
        buttons[key] = button
    return buttons


def draw_seat_header(
    surface: pygame.Surface,
    panel: pygame.Rect,
    colour,
    name: str,
    line: str,
    look: Header,
    note: str = "",
    fit: tuple[int, int] | None = None,
) -> None:
    """A seat panel's dot in the seat colour, the name in bold and a dim status line under it;
    ``note`` (the outline being judged) in gold after the name, clear of the scores' line. ``fit``
    (a width, a least text size): a long name or line shrinks, then is cut short, to stay in it
    (clear of the buttons at the panel's right). A note is read whole: it shrinks beside the name
    down to the least size, then the name gives way (the dot and the board's frame still say whose
    panel it is); unfitted, a German note ran past the panel's edge."""
    seat_marks.draw_seat_mark(surface, colour, (panel.x + look.dot_x, panel.centery), look.dot_r)
    x = panel.x + look.text_x
    width, least = fit if fit is not None else (panel.right - look.dot_x - x, 1)
    (name, name_size), (line, line_size) = (name, look.name_size), (line, look.line_size)
    note_size, gap = look.line_size, look.line_size
    if note:  # smaller beside the whole name first, down to the least size; then the name gives way
        beside = width - gap - draw.text_width(name, name_size, True)
        note_size = fitting.fitting_size(note, note_size, beside, True, least)
        width -= gap + draw.text_width(note, note_size, True)
    name, name_size = fitting.fitted(name, name_size, width, True, least)
    line, line_size = fitting.fitted(line, line_size, fit[0] if fit else width, False, least)
    named = draw.blit_text(surface, name, (x, panel.y + look.name_y), name_size, bold=True)
    draw.blit_text(surface, line, (x, panel.y + look.line_y), line_size, draw.TEXT_DIM)
    if note:  # on the foot of the name at its full size, however small the name was set
        foot = panel.y + look.name_y + draw.text(name, look.name_size, bold=True).get_height() - 1
        at = (named.right + gap, foot)
        draw.blit_text(surface, note, at, note_size, draw.ACCENT, "bottomleft", bold=True)


def score_line(total: int, this_round: int | None = None) -> str:
    """A seat panel's status line: the total, and while a round is scored what it has added so
    far ("total 12 · this round +5"); points land just after it."""
    words = _("total {total}").format(total=total)
    if this_round is None:
        return words
    return " · ".join([words, _("this round {points}").format(points=points_words(this_round))])


def score_spot(
    panel: pygame.Rect, look: Header, total: int, this_round: int, chip: int
) -> tuple[float, float]:
    """Where a seat's points land: just past the end of its status line, beside the figures they
    add to, never on them."""
    words = draw.text(score_line(total, this_round), look.line_size)
    x = panel.x + look.text_x + words.get_width() + chip
    return x, panel.y + look.line_y + words.get_height() / 2


def draw_overlay(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The end-of-game panel: dark felt framed in gold."""
    draw.draw_modal(surface, rect, radius, draw.ACCENT, 3)


def lane_region(
    name: str,
    text: str,
    lane: pygame.Rect,
    size: int,
    s: float,
    colour: tuple[int, int, int] = draw.TEXT,
    anchor: str = "midtop",
    bold: bool = False,
    shadow: bool = False,
) -> Region:
    """Words that come and go, set in their ``lane`` (a layout field): as large as fits up to
    ``size``, wrapped, at the lane's ``anchor`` point (``table/lane.setting``); they never leave
    it, so they need not dodge anything. The region is the whole lane."""
    edge = draw.shadow_drop(size) if shadow else 0  # the drop shadow stays inside too
    room = pygame.Rect(lane.x, lane.y, lane.w - edge, lane.h - edge)
    words, fitted_size = _fitted(text, tuple(room), size, s, bold, i18n.language())
    look = (words, getattr(room, anchor), fitted_size, colour, anchor, bold, room.w, shadow)
    return Region(name, lane, draw.blit_text, look)


@between_games.register  # words fitted at the old interface size are dropped (``App.relook``)
@functools.lru_cache(maxsize=256)
def _fitted(
    text: str, room: tuple[int, int, int, int], size: int, s: float, bold: bool, language: str
) -> tuple[str, int]:
    """``lane_region``'s words and size, worked out once (a table asks every frame)."""
    fitted = lane_setting(Words(text), pygame.Rect(room), size, s, bold)
    return fitted.text, fitted.size


def draw_frame(surface: pygame.Surface, board: pygame.Rect, colour, border: int, radius: int) -> None:
    """A board's frame in the seat colour, ``border`` pixels wider than the board."""
    draw.draw_panel(surface, board.inflate(border, border), (*colour, 255), radius=radius)


def clock_text(seconds: float) -> str:
    """A solo game's clock: "m:ss"."""
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


def seconds(left: float) -> str:
    """The sand timer's label while it runs ("12 s")."""
    return _("{seconds} s").format(seconds=f"{left:0.0f}")
