"""The Hint button widget: a table's layout places it on resize (``table/layout.hint_button``
gives the rect), so its click target exists before anything is drawn; drawing only reads it.

It owns its rect, its painting and its hit test; the desk (``table/hint.py``) decides whether a
press asks and whether the button shows."""

from __future__ import annotations

import dataclasses
import math
from typing import Protocol

import pygame

from game.engine import draw, fitting
from game.i18n import N_, _
from game.scenes.table.log import SMALLEST_TEXT

LABEL = N_("Hint (H)")
THINKING = N_("Thinking…")


class AskHint:
    """A press on a table's Hint button, as its widget answers it: a hint for the seat of the pointer
    that pressed (``TableScene``)."""


class Thinking(Protocol):
    """What the button reads of the hint desk: whether its owner's hint is being thought."""

    def thinking(self, seat: int | None = None) -> bool: ...


@dataclasses.dataclass(frozen=True)
class HintButton:
    """A Hint button at ``rect``. ``owner`` is the seat it asks for, or None: the table's one
    button, for the seat of whoever presses it. ``label`` is its words before translation."""

    rect: pygame.Rect
    owner: int | None = None
    label: str = LABEL

    def hit(self, pos: tuple[int, int], seat: int | None) -> bool:
        """Whether a press of ``seat``'s pointer at ``pos`` is on this button (a seat's own button
        answers only its seat)."""
        return (self.owner is None or self.owner == seat) and self.rect.collidepoint(pos)

    def paint(self, surface: pygame.Surface, desk: Thinking, s: float, shown: bool) -> None:
        """The button while it may be used (``shown``): "Thinking…" on a darker fill while its
        owner's hint is being thought."""
        if shown:
            self.draw(surface, s, desk.thinking(self.owner))

    def draw(self, surface: pygame.Surface, s: float, thinking: bool) -> None:
        """The button, "Thinking…" on a darker fill while its owner's hint is being thought."""
        fill = draw.ACCENT_DARK if thinking else draw.ACCENT
        label = _(THINKING) if thinking else _(self.label)
        least = math.ceil(SMALLEST_TEXT * surface.get_height())  # a longer word set smaller, to a floor
        label, size = fitting.fitted(label, max(1, round(24 * s)), self.rect.w - round(12 * s), True, least)
        draw.draw_button(surface, self.rect, label, size, fill, draw.INK, round(12 * s))
