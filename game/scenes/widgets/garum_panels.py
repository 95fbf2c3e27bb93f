"""Garum's side panels, drawn from plain values: the tank coin, a seat's row, the line tooltip and
the results table. The scene decides what to show; these only lay it out (sizes at 1080 p, times
``scale``)."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw
from game.scenes.widgets import garum_fish, results_panel

RESULT_COLUMNS = (("bonus", 470), ("workers", 610), ("apprentices", 760), ("total", 900))


@dataclasses.dataclass(frozen=True)
class ColourRow:
    """One colour a seat plays: its workers still in hand (True = foreman) and tiles in hand."""

    colour: int
    kept: list[bool]
    tiles: int


@dataclasses.dataclass(frozen=True)
class ResultRow:
    name: str
    colours: tuple[int, ...]
    winner: bool
    values: tuple[int, ...]  # bonus, workers, apprentices on the board, total


def draw_coin(surface: pygame.Surface, centre: tuple[int, int], number: int, squash: float, s: float) -> None:
    """The coin naming the round's tank; ``squash`` 0..1 is its width while it flips."""
    radius = round(50 * s)
    coin = pygame.Rect(0, 0, max(round(2 * radius * squash), 2), 2 * radius)
    coin.center = centre
    pygame.draw.ellipse(surface, (214, 170, 80), coin)
    pygame.draw.ellipse(surface, draw.ACCENT_DARK, coin, max(round(4 * s), 1))
    if squash > 0.35:
        size = round(44 * s * squash + 1)
        draw.blit_text(surface, str(number), coin.center, size, draw.INK, "center", bold=True)
    below = (coin.centerx, coin.bottom + round(2 * s))
    draw.blit_text(surface, "tank", below, round(18 * s), draw.TEXT_DIM, "midtop")


def draw_seat_row(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    seat: object,
    rows: list[ColourRow],
    score: int,
    active: bool,
    winner: bool,
    status: str,
    pulse: float,
) -> None:
    """A seat: its token, name and status, each colour's fish, workers kept and tiles, the score."""
    border = draw.ACCENT if active or winner else seat.colour
    width = max(round((4 + 2 * pulse) * s), 2) if active else max(round(2 * s), 1)
    pygame.draw.rect(surface, border, rect, width, border_radius=round(14 * s))
    x, cy = rect.x + round(16 * s), rect.centery
    token = (x + round(12 * s), cy)
    pygame.draw.circle(surface, seat.colour, token, round(12 * s))
    draw.blit_text(surface, seat.initial, token, round(16 * s), draw.INK, "center", bold=True)
    name = seat.name + (" — winner" if winner else "")
    draw.blit_text(
        surface, name, (x + round(34 * s), cy - round(16 * s)), round(24 * s), draw.TEXT, "midleft", bold=True
    )
    draw.blit_text(
        surface, status, (x + round(34 * s), cy + round(18 * s)), round(19 * s), draw.ACCENT, "midleft"
    )
    cx = rect.x + round(300 * s)
    for row in rows:
        fish = garum_fish.fish(row.colour, round(40 * s))
        surface.blit(fish, fish.get_rect(center=(cx, cy - round(14 * s))))
        size = round(22 * s)
        for i, foreman in enumerate(row.kept):
            image = garum_fish.worker(row.colour, size, foreman)
            foot = (cx - round(40 * s) + i * round(25 * s), cy + round(40 * s))
            surface.blit(image, image.get_rect(midbottom=foot))
        draw.blit_text(
            surface,
            f"{row.tiles} tiles",
            (cx + round(30 * s), cy - round(14 * s)),
            round(18 * s),
            draw.TEXT_DIM,
            "midleft",
        )
        cx += round(180 * s)
    draw.blit_text(
        surface, str(score), (rect.right - round(24 * s), cy), round(44 * s), draw.TEXT, "midright", bold=True
    )


def draw_line_tooltip(
    surface: pygame.Surface, pos: tuple[int, int], s: float, title: str, counts: list[int], note: str
) -> None:
    """A line's fish of each species (silhouette and count) and, below, what a worker would score."""
    box = pygame.Rect(0, 0, round(560 * s), round(150 * s))
    box.topleft = (pos[0] + round(24 * s), pos[1] + round(16 * s))
    box.clamp_ip(surface.get_rect())
    draw.draw_panel(surface, box, (*draw.INK, 240), round(10 * s), draw.ACCENT, 2, 0)
    draw.blit_text(
        surface, title, (box.x + round(14 * s), box.y + round(10 * s)), round(22 * s), draw.TEXT, bold=True
    )
    x = box.x + round(14 * s)
    for species, count in enumerate(counts):
        image = garum_fish.fish(species, round(34 * s))
        surface.blit(image, (x, box.y + round(44 * s)))
        draw.blit_text(
            surface,
            str(count),
            (x + round(40 * s), box.y + round(61 * s)),
            round(24 * s),
            draw.TEXT,
            "midleft",
            bold=True,
        )
        x += round(100 * s)
    if note:
        draw.blit_text(
            surface, note, (box.x + round(14 * s), box.bottom - round(34 * s)), round(19 * s), draw.TEXT_DIM
        )


def draw_results(
    surface: pygame.Surface,
    size: tuple[int, int],
    s: float,
    title: str,
    rows: list[ResultRow],
    note: str,
    tied: bool,
    hover: tuple[int, int] | None = None,
) -> None:
    """The final table over the dimmed board: ranking, bonus and worker points, apprentices placed
    (the tie-break) and totals, with the tie-break explained."""
    surface.blit(draw.dim(size, 120), (0, 0))
    rect = results_rect(size, s, len(rows))
    results_panel.draw_frame(surface, rect, s, title, 50)
    columns = [rect.x + cx * s for _, cx in RESULT_COLUMNS]
    y = rect.y + round(110 * s)
    labels = [label for label, _ in RESULT_COLUMNS]
    results_panel.draw_cells(surface, y, labels, columns, round(20 * s), draw.TEXT_DIM)
    for row in rows:
        y += round(70 * s)
        x = rect.x + round(40 * s)
        for colour in row.colours:
            image = garum_fish.fish(colour, round(40 * s))
            surface.blit(image, image.get_rect(center=(x + 20 * s, y)))
            x += round(46 * s)
        label = draw.blit_text(
            surface, row.name, (x + 10 * s, y), round(28 * s), draw.TEXT, "midleft", bold=row.winner
        )
        if row.winner:
            star = draw.icon("star", round(28 * s), draw.ACCENT)
            surface.blit(star, star.get_rect(midleft=(label.right + round(12 * s), y)))
        results_panel.draw_cells(surface, y, row.values, columns, round(28 * s), draw.TEXT)
    colour = draw.ACCENT if tied else draw.TEXT_DIM
    note_y = rect.bottom - (results_panel.BUTTON_SPACE + 30) * s
    draw.blit_text(surface, note, (rect.centerx, note_y), round(22 * s), colour, "center")
    results_panel.draw_buttons(surface, rect, s, hover)


def results_rect(size: tuple[int, int], s: float, rows: int) -> pygame.Rect:
    """The results panel: header, a row per player, the tie-break note and the buttons."""
    rect = pygame.Rect(0, 0, round(980 * s), round((260 + 70 * rows + results_panel.BUTTON_SPACE) * s))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect
