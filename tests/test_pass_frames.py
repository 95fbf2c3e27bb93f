"""Two or three players passing at one screen: their hands' frames in the middle keep clear of the ocean and
of every seat panel (the second frame covered the ocean's label at 4 players)."""

from __future__ import annotations

import pytest

from game.rules.fishing import load_deck
from game.scenes.fishing.layout import FishingLayout
from game.scenes.widgets.fishing_piles import ocean_wave


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[1]}p")
@pytest.mark.parametrize(("players", "humans"), [(4, 2), (5, 2), (5, 3)])
def test_pass_frames_keep_clear_of_the_ocean_and_the_seats(size, players, humans):
    lay = FishingLayout.of(size, players, 0, tuple(load_deck().suits))
    ocean = ocean_wave(lay.ocean, lay.ocean_card, lay.s)
    for fan in lay.pass_fans(list(range(humans))).values():
        assert not fan.frame.colliderect(ocean), (fan.frame, ocean)
        assert fan.frame.collidelist(list(lay.seats.values())) < 0, fan.frame
