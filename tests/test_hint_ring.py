"""The hint's ring around a card of a fanned hand follows the card's tilt: it encloses the whole
card as drawn (an upright ring left a tilted end card's corner outside it, over its neighbour)."""

from __future__ import annotations

import pygame
import pytest

from game.rules.cards import Card
from game.scenes.table.hint import RING, draw_ring
from game.scenes.widgets.cards import card_size, draw_card
from game.scenes.widgets.hand import FannedHand


@pytest.mark.parametrize("index", [0, 4, 8])
def test_the_ring_encloses_the_hinted_card_at_its_tilt(index):
    pygame.init()
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    cards = [Card("blue", value) for value in range(1, 10)]
    fan = FannedHand((640, 620), 79, 573)
    (x, y), angle = fan.positions(len(cards))[index]
    card = pygame.Rect((0, 0), card_size(fan.card_width))  # as the hand widgets ring a hinted card
    card.center = (round(x), round(y))
    ring = draw_ring(surface, card, 0.67, 0.0, angle)
    drawn = draw_card(pygame.Surface((1280, 720)), cards[index], (x, y), fan.card_width, angle)
    assert ring.contains(drawn), f"the card at {drawn} ({angle:.0f}°) sticks out of the ring {ring}"
    assert ring.w < drawn.w * 1.35 and ring.h < drawn.h * 1.35, "and hugs it"
    top = [(ring.centerx + dx, ring.y + dy) for dx in (-4, 0, 4) for dy in range(12)]
    edge = [tuple(surface.get_at(at))[:3] for at in top]
    assert tuple(RING[:3]) in edge, "drawn in the ring's colour along its top"
