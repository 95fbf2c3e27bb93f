"""Things in flight over a table: a card, a marker, a tile, a worker or a score on its way.

A table scene animates a rules event by launching a sprite on a tween; when the tween ends the
sprite disappears and its ``land`` callback shows the thing where it arrived (in the trick, on a
bingo card, in a tank), so nothing is drawn twice and nothing teleports.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import tween
from game.rules.cards import Card
from game.scenes.widgets.cards import draw_card

Paint = Callable[[pygame.Surface, tuple[float, float]], None]
Land = Callable[[], None]


class Sprite:
    """Something in flight: ``motion.value`` is where it is, ``paint`` draws it there."""

    def __init__(self, motion: tween.Tween, paint: Paint):
        self.motion, self.paint = motion, paint

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface, self.motion.value)


class Flights(list):
    """The sprites in flight, in launch order (later ones drawn on top)."""

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

    def draw(self, surface: pygame.Surface) -> None:
        for sprite in self:
            sprite.draw(surface)


def card_painter(card: Card | None, width: int, deck: str = "") -> Paint:
    """Paints ``card`` (its back when None) ``width`` pixels wide, with ``deck``'s faces."""
    return lambda surface, pos: draw_card(surface, card, pos, width, deck=deck)
