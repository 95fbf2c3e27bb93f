"""A seat's panel at the table edge: name, colour, a small fan of card backs with the count, and
a bright frame with a label when it is that seat's turn (so the seat to act is obvious).

The frame is drawn apart from the changing state, so a table can keep it in a background layer
and blit the whole table edge once per frame."""

from __future__ import annotations

import pygame

from game.engine import draw, fitting, seat_marks
from game.scenes.widgets.cards import card_size, draw_card


class SeatPanel:
    def __init__(self, rect: pygame.Rect, scale: float):
        self.rect = rect
        self.s = scale
        self.name_right = rect.x  # where the name drawn by ``draw_frame`` ends: the status keeps clear

    @property
    def header(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, round(50 * self.s))

    def backs_centre(self) -> tuple[float, float]:
        """Where this seat's hidden hand sits (cards fly from here)."""
        r = self.rect
        return r.right - round(62 * self.s), r.y + round(118 * self.s)

    def draw_frame(
        self, surface: pygame.Surface, name: str, colour: draw.Colour, icon: str | None = None
    ) -> None:
        """What does not change during a game: the panel, the seat's colour (and shape) and name.
        Tables draw it once into their background layer."""
        s = self.s
        radius, blur = round(16 * s), round(10 * s)
        draw.draw_panel(
            surface, self.rect, (*draw.FELT_DARK, 225), radius, colour, max(round(2 * s), 1), blur
        )
        head = self.header
        centre = (head.x + round(24 * s), head.centery)
        if icon:
            image = draw.icon(icon, round(24 * s), colour)
            surface.blit(image, image.get_rect(center=centre))
        else:
            seat_marks.draw_seat_mark(surface, colour, centre, round(11 * s))
        at = (head.x + round(44 * s), head.centery)
        drawn = draw.blit_text(surface, name, at, round(26 * s), draw.TEXT, "midleft", bold=True)
        self.name_right = drawn.right

    def draw_state(
        self,
        surface: pygame.Surface,
        cards_left: int,
        active: bool = False,
        status: str = "",
        pulse: float = 0.0,
        width: int | None = None,
    ) -> None:
        """What changes: a bright pulsing frame on the seat to act (``width`` pixels wide, else
        ``turn_width(pulse)``), a status word, the card backs."""
        s = self.s
        if active:
            width = self.turn_width(pulse) if width is None else width
            pygame.draw.rect(surface, draw.ACCENT, self.rect, width, border_radius=round(16 * s))
        if status:
            head = self.header
            colour = draw.ACCENT if active else draw.TEXT_DIM
            pos = (head.right - round(14 * s), head.centery)
            room = pos[0] - self.name_right - round(10 * s)  # a long status beside a long name: smaller
            size = fitting.fitting_size(status, round(21 * s), room, active, smallest=round(18 * s))
            status = fitting.shortened(status, size, room, active)  # never over the name
            draw.blit_text(surface, status, pos, size, colour, "midright", bold=active)
        self.draw_backs(surface, cards_left)

    def turn_width(self, pulse: float) -> int:
        """The turn frame's width at ``pulse`` (0–1): whole pixels, so a retained table repaints the
        panel only when the frame's look changes, not every frame it breathes."""
        return max(round((5 + 2 * pulse) * self.s), 2)

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
