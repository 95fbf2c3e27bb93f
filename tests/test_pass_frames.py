"""Two or three players passing at one screen: a long hand is fanned in tiers inside its frame, under
the frame's title. (That the frames keep clear of the ocean, every seat panel and each other — the
second frame covered the ocean's label at 4 players — is checked by ``test_fishing_zones``.)"""

from __future__ import annotations

import pygame
import pytest

from game.rules.fishing import load_deck
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.pass_fans import pass_fans
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.hand import FannedHand

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
TABLES = [(3, 2), (3, 3), (4, 2), (4, 3), (5, 2), (5, 3)]


def fans(size, players, humans, cards):
    lay = FishingLayout.of(size, players, 0, tuple(load_deck().suits))
    return lay, pass_fans(lay, list(range(humans)), cards)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[1]}p")
@pytest.mark.parametrize(("players", "humans"), TABLES)
def test_a_passed_hand_lies_in_its_frame_under_the_title(size, players, humans):
    cards = max(load_deck().tables[players].hand_sizes) + 1
    lay, boxes = fans(size, players, humans, cards)
    for fan in boxes.values():
        hand = FannedHand(fan.centre, fan.card, fan.span, DECK)
        drawn = hand.bounds(cards, range(cards), cards // 2)
        title = round(44 * lay.s)  # "<name>: pass a card left"
        room = pygame.Rect(fan.frame.x, fan.frame.y + title, fan.frame.w, fan.frame.h - title)
        assert room.inflate(8, 8).contains(drawn), (hand.tiers(cards), drawn, fan.frame)
