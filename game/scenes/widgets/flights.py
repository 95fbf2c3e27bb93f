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

import itertools
import math
from collections.abc import Callable, Sequence

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


Point = tuple[float, float]


class Route(tween.Tween):
    """A tween along a polyline (``points``, first to last) at an even pace over its length: a
    flight that must go round what it would otherwise cover."""

    def __init__(self, points: Sequence[Point], duration: float, ease: tween.Easing, delay: float = 0.0):
        super().__init__(points[0], points[-1], duration, ease, delay)
        self.points = [(float(x), float(y)) for x, y in points]
        self.pairs = list(itertools.pairwise(self.points))
        self.legs = [math.dist(a, b) for a, b in self.pairs]
        self.length = sum(self.legs)

    def at(self, share: float) -> Point:
        """The point ``share`` (0–1) of the way along the route."""
        left = share * self.length
        for (a, b), leg in zip(self.pairs, self.legs, strict=True):
            if left <= leg and leg:
                t = left / leg
                return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            left -= leg
        return self.points[-1]

    def update(self, dt: float) -> float:
        left = super().update(dt)
        if not self.done:
            self.value = self.at(self.ease(self.progress))
        return left


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
        via: Sequence[Point] = (),
        backed: bool = False,
    ) -> tween.Tween:
        """A "+N" (or "−N") for ``seat``: shown at ``start`` (the thing that scored), then flying to
        ``end`` (beside the seat's score) by way of ``via``, where ``land`` adds it to the score
        shown; ``backed`` paints it on a dark pill (readable over words it must pass)."""
        self.scored.append((seat, points))
        hold = duration * POINTS_HOLD
        motion = Route([start, *via, end], duration - hold, tween.in_out_quad, delay=hold)
        return self.launch(motion, points_painter(points, size, backed), land)

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


def points_painter(points: int, size: int, backed: bool = False, colour: draw.Colour | None = None) -> Paint:
    """Paints a score change, gold when gained, red when lost (or in ``colour``: 5er Finden's
    seat colours), with a shadow to read on any background; ``backed``: on a dark pill ringed in
    its colour (``points_pill``)."""
    colour = colour or (draw.ACCENT if points >= 0 else draw.DANGER)
    words = points_words(points)

    def paint(surface: pygame.Surface, pos: tuple[float, float]) -> pygame.Rect:
        pill = None
        if backed:
            pill = points_pill(points, size, pos)
            draw.draw_panel(surface, pill, (*draw.INK, 235), pill.h // 2, colour, max(size // 16, 2), 0)
        rect = draw.blit_text(surface, words, pos, size, colour, "center", bold=True, shadow=True)
        shade = draw.shadow_drop(size)
        rect = rect.union(rect.move(shade, shade))
        return rect if pill is None else rect.union(pill)

    return paint


def points_pill(points: int, size: int, pos: tuple[float, float]) -> pygame.Rect:
    """Where a backed "+N" at ``pos`` draws its pill."""
    w, h = draw.text(points_words(points), size, draw.ACCENT, bold=True).get_size()
    pill = pygame.Rect(0, 0, w + size // 2, round(h * 0.9))
    pill.center = (round(pos[0]), round(pos[1]))
    return pill


def card_painter(card: Card | None, width: int, deck: str = "") -> Paint:
    """Paints ``card`` (its back when None) ``width`` pixels wide, with ``deck``'s faces."""
    return lambda surface, pos: draw_card(surface, card, pos, width, deck=deck)
