"""A fanned hand as regions of a table's picture, one per card: a card lifted or put down repaints
its box (and its neighbours within it), not the whole hand (at 3840x2160 the whole hand cost
1.1 ms each time the pointer moved to another card, ``bench/frames.py``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

import pygame

from game.engine import layers
from game.rules.cards import Card
from game.scenes.widgets.cards import draw_card
from game.scenes.widgets.hand import FannedHand


class HandLook(Protocol):
    @property
    def cards(self) -> Sequence[Card | None]: ...

    @property
    def face_up(self) -> bool: ...

    @property
    def playable(self) -> Collection[int]: ...

    @property
    def lifted(self) -> int | None: ...


class CardRegions:
    """The cards of a fanned hand as regions: playable cards raised, the lifted one more, the others
    dimmed while some may be played. The regions are named by ``owner`` (the hand's widget)."""

    def __init__(self, owner: object, fan: FannedHand):
        self.owner, self.fan = owner, fan

    def of(self, hand: HandLook, clip: pygame.Rect) -> list[layers.Region]:
        """Each card's region, its box clipped to ``clip`` (the hand's zone)."""
        fan = self.fan
        raised = hand.playable if hand.face_up else ()
        spots = fan.positions(len(hand.cards), raised, hand.lifted if hand.face_up else None)
        out = []
        for i, (centre, angle) in enumerate(spots):
            card = hand.cards[i] if hand.face_up else None
            dimmed = hand.face_up and bool(hand.playable) and i not in hand.playable
            box = fan.box(centre, angle).clip(clip)
            out.append(layers.Region((self.owner, i), box, self.paint, (card, centre, angle, dimmed)))
        return out

    def paint(
        self, surface: pygame.Surface, card: Card | None, at: tuple[float, float], angle: float, dim: bool
    ) -> None:
        fan = self.fan
        draw_card(surface, card, at, fan.card_width, angle, dim, deck=fan.deck, fanned=True)
