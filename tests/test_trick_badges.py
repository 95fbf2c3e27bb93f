"""A badge on a trick's card (WINS, HIGH, LOW) is read over every card of the trick."""

from __future__ import annotations

import dataclasses

import pygame
from fake_app import FakeApp
from table_helpers import table

from game.rules.cards import Card
from game.scenes.fishing.model import TrickCard
from game.scenes.fishing.scene import FishingScene


def test_a_fishing_trick_draws_its_badges_over_every_card(monkeypatch):
    """The WINS pill under the first card of a five-player trick was hidden by a card played after
    it (at 720p "GEWINNT" showed as "EWINNT"): badges go on after all the trick's cards."""
    scene = FishingScene(FakeApp((1280, 720)), table("fishing", humans=1, players=5))
    calls = []
    monkeypatch.setattr(scene.trick_area, "draw_card", lambda *a, **k: calls.append("card"))
    monkeypatch.setattr(scene.trick_area, "badge", lambda *a, **k: calls.append("badge"))
    wins = ("WINS", (240, 178, 62))
    trick = tuple(TrickCard(s, Card("blue", s + 1), None, wins if s == 0 else None) for s in range(5))
    model = dataclasses.replace(scene.model(), trick=trick, pills=((), 0))
    scene.view.trick.paint(pygame.Surface((1280, 720)), model)
    assert calls == ["card"] * 5 + ["badge"]
