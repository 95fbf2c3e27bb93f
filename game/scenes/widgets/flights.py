"""Things in flight over a table: a card, a marker, a tile, a worker or a score on its way.

A table scene animates a rules event by launching a sprite on a tween; when the tween ends the
sprite disappears and its ``land`` callback shows the thing where it arrived (in the trick, on a
bingo card, in a tank), so nothing is drawn twice and nothing teleports.

Points are shown the same way in every game: a "+N" appears at the thing that scored (a line on a
bingo card, a fisherman's pile, a Garum line or bonus icon, a 5er Finden outline), stays a moment
to be read there, then flies to the seat's score. ``scored`` keeps every one shown, so a test can
check that what the players saw adds up to the engine's scores.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import draw, tween
from game.rules.cards import Card
from game.scenes.widgets.cards import draw_card

Paint = Callable[[pygame.Surface, tuple[float, float]], "pygame.Rect | None"]
"""Draws a sprite at a point; returns where it drew (None: unknown, so anywhere)."""
Land = Callable[[], None]


class Sprite:
    """Something in flight: ``motion.value`` is where it is, ``paint`` draws it there."""

    def __init__(self, motion: tween.Tween, paint: Paint):
        self.motion, self.paint = motion, paint

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        return self.paint(surface, self.motion.value)


POINTS_HOLD = 0.35
"""Of a points flight's time, the share it stays still at its source, to be read there."""


class Flights(list):
    """The sprites in flight, in launch order (later ones drawn on top), and every "+N" launched
    (``scored``: (seat, points) in order)."""

    def __init__(self) -> None:
        super().__init__()
        self.scored: list[tuple[int, int]] = []

    def launch(self, motion: tween.Tween, paint: Paint, land: Land | None = None) -> tween.Tween:
        """Show ``paint`` moving along ``motion`` until it ends, then call ``land``; returns
        ``motion`` for the timeline."""
        sprite = Sprite(motion, paint)

        def done() -> None:
            self.remove(sprite)
            if land is not None:
                land()

        motion.on_done = done
        self.append(sprite)
        return motion

    def points(
        self,
        seat: int,
        points: int,
        start: tuple[float, float],
        end: tuple[float, float],
        size: int,
        duration: float,
        land: Land | None = None,
    ) -> tween.Tween:
        """A "+N" (or "−N") for ``seat``: shown at ``start`` (the thing that scored), then flying to
        ``end`` (beside the seat's score), where ``land`` adds it to the score shown."""
        self.scored.append((seat, points))
        hold = duration * POINTS_HOLD
        motion = tween.Tween(start, end, duration - hold, tween.in_out_quad, delay=hold)
        return self.launch(motion, points_painter(points, size), land)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Every sprite; returns where they drew (None when a painter did not say)."""
        drawn: list[pygame.Rect] | None = []
        for sprite in self:
            rect = sprite.draw(surface)
            if rect is None or drawn is None:
                drawn = None
            else:
                drawn.append(rect)
        return drawn


def points_words(points: int) -> str:
    """+3, −2 (a true minus sign), +0."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


def points_painter(points: int, size: int) -> Paint:
    """Paints a score change, gold when gained, red when lost, with a shadow to read on any
    background."""
    colour = draw.ACCENT if points >= 0 else draw.DANGER
    words = points_words(points)

    def paint(surface: pygame.Surface, pos: tuple[float, float]) -> pygame.Rect:
        rect = draw.blit_text(surface, words, pos, size, colour, "center", bold=True, shadow=True)
        shade = max(int(size) // 18, 2)  # blit_text's shadow offset
        return rect.union(rect.move(shade, shade))

    return paint


def card_painter(card: Card | None, width: int, deck: str = "") -> Paint:
    """Paints ``card`` (its back when None) ``width`` pixels wide, with ``deck``'s faces."""
    return lambda surface, pos: draw_card(surface, card, pos, width, deck=deck)
