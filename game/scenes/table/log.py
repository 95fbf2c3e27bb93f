"""The table log: what happened at a turn-based table, one short line in player words per event
("Green took the high with 9 and covers 9"), written by each game's presenter as its animation
lands, so the log never tells what the table has not shown yet.

The latest line stays on the table in a strip (``draw_strip``); clicking the strip, the L key or a
pointer's action button (pad Y) opens ``LogScene``, the whole history in a scrollable pygame_gui
text box.
"""

from __future__ import annotations

import html
import math
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine import assets, draw, fitting, gui_panels, layers, look, pictures, pointers, ui
from game.engine.devices import keyboard
from game.engine.scene import Scene
from game.i18n import _

if TYPE_CHECKING:
    from game.services import AppServices

LOG_KEY = pygame.K_l
SMALLEST_TEXT = 0.0165
"""The strip's text shrinks to fit, but never under this share of the screen height."""


class OpenLog:
    """A press on the log strip, as its widget answers it: the whole log opens (``TableScene``)."""


class TableLog:
    """The lines so far, oldest first."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, text: str) -> None:
        self.lines.append(text)

    @property
    def latest(self) -> str:
        return self.lines[-1] if self.lines else ""


def opens_log(event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
    """A key press that opens (or closes) the log: L, unless a keyboard player at this table steers
    a cursor with it (the IJKL cluster holding a seat)."""
    return event.type == pygame.KEYDOWN and event.key == LOG_KEY and not keyboard.steers_seat(hub, LOG_KEY)


def strip_text(latest: str) -> str:
    return _("Log (L): {latest}").format(latest=latest or _("nothing yet"))


def strip_box(rect: pygame.Rect, s: float) -> tuple[int, int, int]:
    """The strip's text: (its size before it shrinks to fit, the width it wraps at, its left pad)."""
    pad_x = round(12 * s)
    return max(round(24 * s), 12), rect.w - 2 * pad_x, pad_x


def draw_strip(surface: pygame.Surface, rect: pygame.Rect, s: float, latest: str) -> None:
    """The latest line in a small panel at ``rect``: wrapped onto as many lines as the strip holds,
    and set smaller (down to the smallest size a couch can read) before anything is cut."""
    (start, width, pad_x), pad_y = strip_box(rect, s), round(3 * s)
    draw.draw_panel(surface, rect, (*draw.FELT_DARK, 225), round(12 * s), draw.ACCENT_DARK, 1, 0)
    smallest = math.ceil(SMALLEST_TEXT * surface.get_height())
    size, text = fit_size(strip_text(latest), start, smallest, width, rect.h - 2 * pad_y)
    draw.blit_text(surface, text, (rect.x + pad_x, rect.centery), size, draw.TEXT, "midleft", wrap=width)


def fit_size(text: str, size: int, smallest: int, width: int, height: int) -> tuple[int, str]:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` wraps into the lines
    that ``height`` holds at ``width``; at ``smallest``, ``text`` cut with an ellipsis if it still
    does not fit."""
    smallest = min(look.asked_for(smallest), size)  # the floor as drawn: grown words shrink back to it
    for trial in range(size, smallest - 1, -1):
        room = _lines_in(assets.font(trial, False, False), height)
        if fitting.fewest_lines(text, trial, width) > room:  # surely too many: not rendered
            continue
        if _drawn_lines(text, trial, width) <= room:
            return trial, text
    font = assets.font(smallest, False, False)
    return smallest, fit(text, smallest, width, _lines_in(font, height))


def fit_line(text: str, size: int, smallest: int, width: int) -> int | None:
    """The largest size from ``size`` down to ``smallest`` at which ``text`` fits one line of
    ``width`` (a prompt beside a button: a longer German or Vietnamese one set a little smaller),
    or None when even ``smallest`` is too wide."""
    for trial in range(size, min(look.asked_for(smallest), size) - 1, -1):
        if draw.text_width(text, trial) <= width:
            return trial
    return None


def _lines_in(font: pygame.font.Font, height: int) -> int:
    return max(1, height // font.get_linesize())


def fit(text: str, size: int, width: int, lines: int) -> str:
    """``text`` shortened with an ellipsis until it wraps into ``lines`` lines of ``width``."""
    short = text
    while short and _drawn_lines(short, size, width) > lines:
        short = short[: max(len(short) - 4, 0)].rstrip() + "…"
        if len(short) <= 1:
            break
    return short


def _drawn_lines(text: str, size: int, width: int) -> int:
    """The lines ``text`` takes as drawn at ``size`` wrapped at ``width``: SDL_ttf breaks lines its
    own way, and counting words here once said two lines where it drew three, below the strip."""
    drawn = draw.text(text, size, draw.TEXT, wrap=width)
    return max(1, round(drawn.get_height() / assets.font(size, False, False).get_linesize()))


class LogScene(Scene):
    """The whole log over the frozen table: a scrollable text box and a Close button. L, Esc, the
    pad's Back or B, or the action button close it."""

    opaque = False
    pauses_below = True
    shortcut_keys = frozenset({LOG_KEY})

    def __init__(self, app: AppServices, title: str, lines: list[str]):
        super().__init__(app)
        self.title, self.lines = title, list(lines)
        self.ui = ui.PointerUIManager(app.size, app.pointers)  # made again for each size (``resize``)

    def enter(self) -> None:
        self.resize(self.app.size)

    def exit(self) -> None:
        self.ui.clear_and_reset()

    def resize(self, size: tuple[int, int]) -> None:
        self.s = s = draw.scale(size)
        self.ui = ui.PointerUIManager(size, self.app.pointers)
        self.panel = pygame.Rect(0, 0, round(1100 * s), round(860 * s))
        self.panel.center = (size[0] // 2, size[1] // 2)
        box = pygame.Rect(self.panel.x + round(40 * s), self.panel.y + round(110 * s), 0, 0)
        box.size = (self.panel.w - round(80 * s), self.panel.h - round(230 * s))
        lines = self.lines or [_("Nothing has happened yet.")]
        body = "<br>".join(html.escape(line) for line in lines)
        self.box = pygame_gui.elements.UITextBox(body, box, self.ui)
        bar = getattr(self.box, "scroll_bar", None)
        if bar is not None:  # open at the latest line
            bar.set_scroll_from_start_percentage(1.0)
        close = pygame.Rect(0, 0, round(260 * s), round(72 * s))
        close.midbottom = (self.panel.centerx, self.panel.bottom - round(24 * s))
        self.close_button = gui_panels.button(close, _("Close"), self.ui)

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if ui.nav_action(event, self.app.pointers) == ui.BACK or opens_log(event, self.app.pointers):
            self.close()
            return True
        return self.ui.handle_event(event)

    def handle_pointer(self, event: pointers.PointerEvent) -> bool:
        if ui.pointer_back(event) or (event.button == pointers.ACTION and event.kind == pointers.DOWN):
            self.close()
            return True
        return self.ui.handle_pointer(event)

    def next_change(self) -> float:
        """Still until input: nothing here moves by itself."""
        return math.inf

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.close_button.check_pressed():
            self.close()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        draw.overlay_panel(surface, self.panel, self.s, self.title, 48, 56)

    def draw(self, surface: pygame.Surface) -> None:
        layers.paint(surface, pictures.gui_regions(self.ui))
