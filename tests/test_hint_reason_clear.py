"""A hint's reason over the hand keeps clear of the log strip: at 1080p Fishing's "Takes the trick
with red 9 …" ran over "Log (L): …"."""

from __future__ import annotations

import pygame
import pytest
import table_helpers
from test_guide import settle

from game.scenes.fishing import FishingScene
from tests.fake_app import FakeApp


@pytest.mark.parametrize("seed", range(8))
def test_the_reason_over_the_hand_keeps_clear_of_the_log(seed):
    app = FakeApp((1920, 1080))
    setup = table_helpers.table("fishing", humans=1, players=3)
    setup.seed = seed
    scene = FishingScene(app, setup)
    app.scenes.push(scene)
    settle(scene)
    scene.hints.ask(0)
    for _step in range(400):
        scene.update(1 / 60)
        if scene.hints.current(0):
            break
    scene.draw(pygame.Surface((1920, 1080)))
    tips = scene.view.hand_tips
    assert tips, "the hint showed over the hand"
    assert all(not tip.colliderect(scene.log_rect) for tip in tips), (tips, scene.log_rect)
