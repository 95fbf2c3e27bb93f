"""A seat's panel at the table edge: name, colour, a small fan of card backs with the count, and
a bright frame with a label when it is that seat's turn (so the seat to act is obvious)."""

from __future__ import annotations

import pygame

from game.engine import draw
from game.scenes.widgets.cards import card_size, draw_card


class SeatPanel:
    def __init__(self, rect: pygame.Rect, scale: float):
        self.rect = rect
        self.s = scale

    @property
    def header(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, round(50 * self.s))

    def backs_centre(self) -> tuple[float, float]:
        """Where this seat's hidden hand sits (cards fly from here)."""
        r = self.rect
        return r.right - round(62 * self.s), r.y + round(118 * self.s)

    def draw(
        self,
        surface: pygame.Surface,
        name: str,
        colour: draw.Colour,
        cards_left: int,
        active: bool = False,
        status: str = "",
        pulse: float = 0.0,
    ) -> None:
        s = self.s
        border = draw.ACCENT if active else (*colour,)
        width = max(round((5 + 2 * pulse) * s), 2) if active else max(round(2 * s), 1)
        radius, blur = round(16 * s), round(10 * s)
        draw.draw_panel(surface, self.rect, (*draw.FELT_DARK, 225), radius, border, width, blur)
        head = self.header
        pygame.draw.circle(surface, colour, (head.x + round(24 * s), head.centery), round(11 * s))
        pygame.draw.circle(surface, draw.INK, (head.x + round(24 * s), head.centery), round(11 * s), 2)
        draw.blit_text(
            surface,
            name,
            (head.x + round(44 * s), head.centery),
            round(26 * s),
            draw.TEXT,
            "midleft",
            bold=True,
        )
        if status:
            draw.blit_text(
                surface,
                status,
                (head.right - round(14 * s), head.centery),
                round(21 * s),
                draw.ACCENT if active else draw.TEXT_DIM,
                "midright",
                bold=active,
            )
        self.draw_backs(surface, cards_left)

    def draw_backs(self, surface: pygame.Surface, count: int) -> None:
        s = self.s
        width = round(34 * s)
        x, y = self.backs_centre()
        shown = min(count, 5)
        for i in range(shown):
            offset = i - (shown - 1) / 2
            draw_card(surface, None, (x + offset * 9 * s, y), width, -offset * 6)
        _, h = card_size(width)
        draw.blit_text(surface, f"× {count}", (x, y + h / 2 + 16 * s), round(22 * s), draw.TEXT, "center")
