"""A special card's words the first time it is played: the table pauses a moment and a panel above
the status panel says what the card does. The kinds already explained are kept across runs."""

from __future__ import annotations

import pygame

from game.engine import draw, tween
from game.engine.storage import Storage
from game.i18n import _
from game.rules.cards import Card
from game.scenes.fishing.layout import FishingLayout
from game.scenes.table.view import shadowed
from game.scenes.widgets.fishing_cards import explain, icon_surface, kind, title

EXPLAIN_HOLD = 1.2  # the table waits this long when a special card first appears
EXPLAIN_SHOW = 5.0  # and the explanation stays this long
SEEN_FILE = "fishing_seen"  # special cards already explained (first time only)
EXPLAIN_FILL = (*draw.FELT_DARK, 245)


class FirstExplanation:
    def __init__(self, storage: Storage):
        self.storage = storage
        self.seen: set[str] = set(storage.load_json(SEEN_FILE, []))
        self.explaining: tuple[Card, float] | None = None
        """The card explained and the clock time its panel goes."""

    def first_time(self, card: Card, clock: float) -> bool:
        """``card`` was played: start its explanation if its kind was never explained."""
        key = kind(card)
        if not key or key in self.seen:
            return False
        self.seen.add(key)
        self.explaining = (card, clock + EXPLAIN_SHOW / max(tween.get_speed(), 0.25))
        self.storage.save_json(SEEN_FILE, sorted(self.seen))
        return True

    def showing(self, clock: float) -> bool:
        return self.explaining is not None and clock <= self.explaining[1]

    def changes_at(self) -> list[float]:
        """When the explanation goes away."""
        return [self.explaining[1]] if self.explaining is not None else []

    def draw(self, surface: pygame.Surface, lay: FishingLayout, clock: float) -> list[pygame.Rect]:
        """The panel, if one shows; returns where it was drawn."""
        if self.explaining is None or not self.showing(clock):
            return []
        card = self.explaining[0]
        rect = lay.explanation
        draw.draw_panel(surface, rect, EXPLAIN_FILL, lay.radius, draw.ACCENT, 3, lay.blur)
        icon = icon_surface(kind(card) or "", lay.explain_icon)
        centre = (rect.x + lay.explain_icon_x, rect.y + lay.explain_icon_y)
        surface.blit(icon, icon.get_rect(center=centre))
        x = rect.x + lay.explain_text_x
        pos = (x, rect.y + lay.explain_title_y)
        draw.blit_text(
            surface, _("New: {card}").format(card=title(card)), pos, lay.font_heading, draw.ACCENT, bold=True
        )
        pos = (x, rect.y + lay.explain_body_y)
        draw.blit_text(surface, explain(card) or "", pos, lay.font_label, draw.TEXT, wrap=lay.explain_wrap)
        return [shadowed(rect, lay.blur)]
