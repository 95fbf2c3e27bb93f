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

SQUASH = 0.95
"""The ring's height over its radius (its width is 1.6 radii): a flatter ring leaves the table
more room above and below the trick."""
MAX_TILT = 6
BADGE_BELOW = 1.4
"""How far a badge's pill reaches below its card, in text sizes (see ``badge_rect``)."""


class TrickArea:
    def __init__(
        self,
        centre: tuple[float, float],
        radius: float,
        card_width: int,
        deck: str = "",
        squash: float = SQUASH,
    ):
        self.centre = centre
        self.deck = deck  # whose card faces (see ``cards.register_deck``)
        self.radius = radius
        self.card_width = card_width
        self.squash = squash

    def slot(self, index: int, count: int, order: int = 0) -> tuple[tuple[float, float], float]:
        """Where the card of the ``index``-th of ``count`` seats lands, counted clockwise from the
        bottom of the screen (the home seat), and its small tilt."""
        cx, cy = self.centre
        angle = math.pi / 2 + index * 2 * math.pi / count
        x = cx + math.cos(angle) * self.radius * 1.6
        y = cy + math.sin(angle) * self.radius * self.squash
        tilt = ((order * 37) % 13) - MAX_TILT
        return (x, y), tilt

    def slot_rect(self, index: int, count: int, badge: int = 0) -> pygame.Rect:
        """Everything a card in that slot may cover, whoever plays it: the card at any tilt, or
        upright with the ring around a candidate (``draw_card``'s outline), and with ``badge``
        (its text size) the pill under it."""
        (x, y), _tilt = self.slot(index, count)
        w, h = card_size(self.card_width)
        turn = math.radians(MAX_TILT)
        ring = max(self.card_width // 8, 6)
        box = pygame.Rect(0, 0, 0, 0)
        box.w = max(round(w * math.cos(turn) + h * math.sin(turn)), w + ring)
        box.h = max(round(h * math.cos(turn) + w * math.sin(turn)), h + ring)
        box.center = (round(x), round(y))
        box.bottom = max(box.bottom, round(y + h / 2 + badge * BADGE_BELOW))
        return box

    def bounds(self, count: int, badge: int = 0) -> pygame.Rect:
        """The whole ring of ``count`` slots (``slot_rect`` each)."""
        rects = [self.slot_rect(i, count, badge) for i in range(count)]
        return rects[0].unionall(rects[1:])

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
