"""A hand of cards fanned along a shallow arc: layout, hit-testing and drawing.

The layout is pure arithmetic (no pygame state), so the scene asks where card ``i`` sits to start
a flight from there, and hit-testing undoes each card's rotation to find the topmost card under a
pointer. Playable cards are lifted, the hovered one more; unplayable ones are dimmed. Every card
shows at least ``SHOWN`` of its width, where its corner index is: a hand too long for one arc in
its width (thirteen cards passed in a narrow frame) is fanned in tiers, each low enough to leave the
indexes of the one above in view.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from game.rules.cards import Card
from game.scenes.widgets.cards import INDEX_SHARE, card_size, draw_card

SPREAD_DEG = 3.2  # rotation between neighbouring cards
FLATTER = 8  # steps from the full spread to none, for a hand that would dip past its floor
OVERLAP = 0.62  # at most this share of a card's width between neighbours
SHOWN = INDEX_SHARE + 0.05
"""The least share of a card's width the next card leaves in view: the corner index, and room for
the neighbours' turn."""
TIER, MAX_TIERS = 0.56, 4
"""A tier's drop below the one before, a share of the card's height (below its corner indexes,
with room for a hovered card's lift), and how many tiers a hand may take."""


class FannedHand:
    def __init__(
        self,
        centre: tuple[float, float],
        card_width: int,
        max_width: float,
        deck: str = "",
        floor: float | None = None,
    ):
        self.centre = centre
        self.deck = deck  # whose card faces (see ``cards.register_deck``)
        self.card_width = card_width
        self.max_width = max_width
        self.lift = round(card_width * 0.22)
        self.floor = floor
        """The lowest y a card may reach (the screen's bottom edge): a long hand whose outer cards
        would dip past it is fanned flatter (its middle stays put, under its label), and one in tiers
        too deep for that rides up; None: no floor."""

    def slots(self, count: int) -> list[tuple[tuple[float, float], float]]:
        """(centre, angle in degrees) of each of ``count`` cards, left to right, tier after tier."""
        tiers = self.tiers(count)
        per = math.ceil(count / tiers) if count else 0
        drop = card_size(self.card_width)[1] * TIER
        x, y = self.centre
        for flat in range(FLATTER + 1):  # each step turns the cards less, down to a straight row
            spread = SPREAD_DEG * (1 - flat / FLATTER)
            out = []
            for tier in range(tiers):
                at = (x, y + (tier - (tiers - 1) / 2) * drop)
                out += self._arc(min(per, count - tier * per), at, spread)
            if self._past_floor(out) <= 0:
                return out
        rise = self._past_floor(out)  # tiers still too deep when straight: the whole hand rides up
        return [((sx, sy - rise), angle) for (sx, sy), angle in out]

    def _past_floor(self, slots: list[tuple[tuple[float, float], float]]) -> int:
        """How many pixels the lowest card's turned box of ``slots`` passes ``floor`` (0 without)."""
        if self.floor is None or not slots:
            return 0
        lowest = max(y + self._box(angle)[1] / 2 for (_x, y), angle in slots)
        return max(0, math.ceil(lowest + 1 - self.floor))

    def _box(self, angle: float) -> tuple[int, int]:
        """The size of a card's box turned by ``angle``, with a pixel to spare on each side."""
        w, h = card_size(self.card_width)
        rad = math.radians(angle)
        cos, sin = abs(math.cos(rad)), abs(math.sin(rad))
        return math.ceil(w * cos + h * sin) + 4, math.ceil(w * sin + h * cos) + 4

    def tiers(self, count: int) -> int:
        """How many tiers ``count`` cards take to show ``SHOWN`` of each (at most ``MAX_TIERS``)."""
        for tiers in range(1, MAX_TIERS):
            if self._gap(math.ceil(count / tiers)) >= self.card_width * SHOWN:
                return tiers
        return MAX_TIERS

    def _gap(self, count: int) -> float:
        w = self.card_width
        return w * OVERLAP if count <= 1 else min(w * OVERLAP, (self.max_width - w) / (count - 1))

    def _arc(
        self, count: int, centre: tuple[float, float], spread: float = SPREAD_DEG
    ) -> list[tuple[tuple[float, float], float]]:
        """``count`` cards along one arc round ``centre``, ``spread`` degrees turned from the next."""
        if count <= 0:
            return []
        gap = self._gap(count)
        cx, cy = centre
        out = []
        for i in range(count):
            offset = i - (count - 1) / 2
            angle = -offset * spread
            drop = (offset * gap) * math.sin(math.radians(abs(angle))) * 0.5
            out.append(((cx + offset * gap, cy + drop), angle))
        return out

    def positions(
        self, count: int, raised: Collection[int] = (), hover: int | None = None
    ) -> list[tuple[tuple[float, float], float]]:
        """Slots with the ``raised`` cards lifted (and ``hover`` a little more)."""
        out = []
        for i, ((x, y), angle) in enumerate(self.slots(count)):
            up = self.lift if i in raised else 0
            if i == hover:
                up += self.lift // 2
            rad = math.radians(angle)
            out.append(((x - math.sin(rad) * up, y - math.cos(rad) * up), angle))
        return out

    def index_at(
        self, pos: tuple[float, float], count: int, raised: Collection[int] = (), hover: int | None = None
    ) -> int | None:
        """The topmost card under ``pos`` (cards to the right lie on top)."""
        w, h = card_size(self.card_width)
        px, py = pos
        for i, ((x, y), angle) in reversed(list(enumerate(self.positions(count, raised, hover)))):
            rad = math.radians(angle)
            dx, dy = px - x, py - y
            lx = dx * math.cos(rad) - dy * math.sin(rad)
            ly = dx * math.sin(rad) + dy * math.cos(rad)
            if abs(lx) <= w / 2 and abs(ly) <= h / 2:
                return i
        return None

    def bounds(self, count: int, raised: Collection[int] = (), hover: int | None = None) -> pygame.Rect:
        """Where the fan of ``count`` cards (``raised`` lifted, ``hover`` more) is drawn: every
        turned card's box, with a pixel to spare (a retained table repaints it when it changes)."""
        out = pygame.Rect(round(self.centre[0]), round(self.centre[1]), 0, 0)
        for centre, angle in self.positions(count, raised, hover):
            out.union_ip(self.box(centre, angle))
        return out

    def box(self, centre: tuple[float, float], angle: float) -> pygame.Rect:
        """Where a card at ``centre`` turned by ``angle`` (a slot of ``positions``) is drawn, with a
        pixel to spare."""
        box = pygame.Rect((0, 0), self._box(angle))
        box.center = (round(centre[0]), round(centre[1]))
        return box

    def draw(
        self,
        surface: pygame.Surface,
        cards: Sequence[Card | None],
        face_up: bool,
        playable: Collection[int] = (),
        hover: int | None = None,
        dim_unplayable: bool = True,
    ) -> None:
        raised = playable if face_up else ()
        for i, (centre, angle) in enumerate(self.positions(len(cards), raised, hover if face_up else None)):
            card = cards[i] if face_up else None
            dimmed = face_up and dim_unplayable and i not in playable
            draw_card(surface, card, centre, self.card_width, angle, dimmed, deck=self.deck, fanned=True)
