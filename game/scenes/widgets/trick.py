"""The trick in the middle of the table: where each seat's card lands, and badges on cards.

Each seat's card lands on a ring around the centre, in the seats' clockwise order and on the side of
the table where that seat sits, slightly turned, so everyone sees who played what without reading
names. ``badge`` labels a card (HIGH, LOW) with a shape and text, not
colour alone.
"""

from __future__ import annotations

import math

import pygame

from game.engine import draw
from game.rules.cards import Card
from game.scenes.widgets.cards import card_size, draw_card


class TrickArea:
    def __init__(self, centre: tuple[float, float], radius: float, card_width: int, deck: str = ""):
        self.centre = centre
        self.deck = deck  # whose card faces (see ``cards.register_deck``)
        self.radius = radius
        self.card_width = card_width

    def slot(self, index: int, count: int, order: int = 0) -> tuple[tuple[float, float], float]:
        """Where the card of the ``index``-th of ``count`` seats lands, counted clockwise from the
        bottom of the screen (the home seat), and its small tilt."""
        cx, cy = self.centre
        angle = math.pi / 2 + index * 2 * math.pi / count
        x = cx + math.cos(angle) * self.radius * 1.6
        y = cy + math.sin(angle) * self.radius * 0.95
        tilt = ((order * 37) % 13) - 6
        return (x, y), tilt

    def draw_card(
        self,
        surface: pygame.Surface,
        card: Card,
        pos: tuple[float, float],
        tilt: float = 0.0,
        outline: draw.Colour | None = None,
    ) -> pygame.Rect:
        return draw_card(
            surface, card, pos, self.card_width, 0.0 if outline else tilt, outline=outline, deck=self.deck
        )

    def badge_rect(self, pos: tuple[float, float], label: str, size: int) -> pygame.Rect:
        """Where ``badge`` draws its pill."""
        _, h = card_size(self.card_width)
        text = draw.text(label, size, draw.INK, bold=True)
        rect = text.get_rect(center=(round(pos[0]), round(pos[1] + h / 2 + size * 0.5)))
        return rect.inflate(size, size // 3)

    def badge(
        self, surface: pygame.Surface, pos: tuple[float, float], label: str, colour: draw.Colour, size: int
    ) -> None:
        """A pill under the card at ``pos`` saying ``label`` (e.g. HIGH, LOW)."""
        text = draw.text(label, size, draw.INK, bold=True)
        pill = self.badge_rect(pos, label, size)
        rect = text.get_rect(center=pill.center)
        pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, draw.INK, pill, max(size // 12, 1), border_radius=pill.h // 2)
        surface.blit(text, rect)
