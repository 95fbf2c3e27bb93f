"""The replay bar's picture, from values: its buttons with their words, the scrubber with a mark
where each round starts, and the label saying where the replay is (``ReplayControls`` places it
and says what it shows)."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import draw

BUTTON, TRACK = (70, 84, 78), (60, 70, 66)  # the bar's button face and the scrubber's empty track


@dataclasses.dataclass(frozen=True)
class Progress:
    """How far the replay is: ``index`` actions of ``length``, rounds starting at ``round_starts``."""

    index: int
    length: int
    round_starts: tuple[int, ...]


def paint(
    surface: pygame.Surface,
    rects: dict[str, pygame.Rect],
    words: dict[str, str],
    label: str,
    size: int,
    progress: Progress,
) -> None:
    """The bar at ``rects`` (``bar``, a rect per button, ``scrubber``, ``label``)."""
    pygame.draw.rect(surface, draw.FELT_DARK, rects["bar"])
    for name, text in words.items():
        pygame.draw.rect(surface, BUTTON, rects[name], border_radius=rects[name].h // 4)
        draw.blit_text(surface, text, rects[name].center, size, anchor="center")
    scrubber(surface, rects["scrubber"], progress)
    draw.blit_text(surface, label, rects["label"].midright, size, anchor="midright")


def scrubber(surface: pygame.Surface, bar: pygame.Rect, progress: Progress) -> None:
    """The track, filled as far as the replay is, with a mark where each round after the first starts."""
    total = max(progress.length, 1)
    pygame.draw.rect(surface, TRACK, bar, border_radius=bar.h // 2)
    done = bar.copy()
    done.w = int(bar.w * min(progress.index, total) / total)
    pygame.draw.rect(surface, draw.TEXT, done, border_radius=bar.h // 2)
    for start in progress.round_starts[1:]:
        x = bar.x + int(bar.w * start / total)
        pygame.draw.line(surface, draw.FELT_DARK, (x, bar.top - 2), (x, bar.bottom + 2), 2)
