"""The parts every table's results screen shares: the framed panel with its headline, a row of
centred cells (column labels, a seat's figures) and the "Click to continue" line, so the three
games end alike. Sizes are at 1080p, times ``s``."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.engine import draw

CONTINUE = "Click to continue"


def draw_frame(
    surface: pygame.Surface, rect: pygame.Rect, s: float, title: str, title_y: float, title_size: int = 40
) -> None:
    """The results panel with its headline centred ``title_y`` below its top."""
    draw.draw_panel(surface, rect, (*draw.FELT_DARK, 250), round(22 * s), draw.ACCENT, 4, round(16 * s))
    draw.blit_text(
        surface,
        title,
        (rect.centerx, rect.y + title_y * s),
        round(title_size * s),
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


def draw_continue(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    draw.blit_text(
        surface, CONTINUE, (rect.centerx, rect.bottom - 36 * s), round(22 * s), draw.TEXT_DIM, "center"
    )
