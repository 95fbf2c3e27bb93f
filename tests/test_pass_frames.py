"""Two or three players passing at one screen: their hands' frames in the middle keep clear of the ocean and
of every seat panel (the second frame covered the ocean's label at 4 players), and of each other; a long
hand is fanned in tiers inside its frame, under the frame's title."""

from __future__ import annotations

import pygame
import pytest

from game.rules.fishing import load_deck
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.pass_fans import pass_fans
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.fishing_piles import ocean_wave
from game.scenes.widgets.hand import FannedHand

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]
TABLES = [(3, 2), (3, 3), (4, 2), (4, 3), (5, 2), (5, 3)]


def fans(size, players, humans, cards):
    lay = FishingLayout.of(size, players, 0, tuple(load_deck().suits))
    return lay, pass_fans(lay, list(range(humans)), cards)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[1]}p")
@pytest.mark.parametrize(("players", "humans"), TABLES)
def test_pass_frames_keep_clear_of_the_ocean_and_the_seats(size, players, humans):
    for cards in (4, max(load_deck().tables[players].hand_sizes) + 1):
        lay, boxes = fans(size, players, humans, cards)
        ocean = ocean_wave(lay.ocean, lay.ocean_card, lay.s)
        frames = [fan.frame for fan in boxes.values()]
        for i, frame in enumerate(frames):
            assert not frame.colliderect(ocean), (frame, ocean)
            assert frame.collidelist(list(lay.seats.values())) < 0, frame
            assert frame.collidelist(frames[i + 1 :]) < 0, frames
            assert pygame.Rect((0, 0), size).contains(frame), frame


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
