"""The parts every table's results screen shares: the framed panel with its headline, a row of
centred cells (column labels, a seat's figures) and the Play again / Menu buttons, so the three
games end alike. Sizes are at 1080p, times ``s``."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.engine import draw

BUTTONS = ("Play again", "Menu")
BUTTON_SPACE = 96
"""Height (at 1080p) a results panel keeps free at its bottom for the buttons."""


def draw_frame(
    surface: pygame.Surface, rect: pygame.Rect, s: float, title: str, title_y: float, title_size: int = 40
) -> None:
    """The results panel with its headline centred ``title_y`` below its top."""
    draw.draw_modal(surface, rect, round(22 * s), draw.ACCENT, 4)
    size = round(title_size * s)
    while size > 12 and draw.text(title, size, draw.ACCENT, bold=True).get_width() > rect.width - 48 * s:
        size -= 2  # a long headline (three names sharing a win) shrinks to stay inside the frame
    draw.blit_text(
        surface,
        title,
        (rect.centerx, rect.y + title_y * s),
        size,
        draw.ACCENT,
        "center",
        bold=True,
    )


def draw_cells(
    surface: pygame.Surface,
    y: float,
    texts: Iterable[object],
    xs: Iterable[float],
    size: int,
    colour: draw.Colour,
) -> None:
    """One table row: each text (or number) centred at its ``(x, y)``."""
    for text, x in zip(texts, xs, strict=True):
        draw.blit_text(surface, str(text), (x, y), size, colour, "center")


def button_rects(panel: pygame.Rect, s: float) -> dict[str, pygame.Rect]:
    """Play again and Menu, side by side at the bottom of the results panel."""
    rects = {}
    for i, label in enumerate(BUTTONS):
        rect = pygame.Rect(0, 0, round(240 * s), round(60 * s))
        rect.center = (round(panel.centerx + (i - 0.5) * 300 * s), round(panel.bottom - 50 * s))
        rects[label] = rect
    return rects


def draw_buttons(
    surface: pygame.Surface, panel: pygame.Rect, s: float, hover: tuple[int, int] | None = None
) -> None:
    """The buttons, the one under ``hover`` lit."""
    for label, rect in button_rects(panel, s).items():
        lit = hover is not None and rect.collidepoint(hover)
        fill = draw.ACCENT if lit else draw.FELT_LIGHT
        draw.draw_panel(surface, rect, (*fill, 255), round(14 * s), draw.TEXT, 2, 0)
        draw.blit_text(surface, label, rect.center, round(26 * s), draw.INK if lit else draw.TEXT, "center",
                       bold=True)
