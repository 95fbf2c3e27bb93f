"""A hint's reason over the hand keeps clear of the log strip and the status panel: at 1080p
Fishing's "Takes the trick with red 9 …" ran over "Log (L): …", and a reason over the hand's
rightmost card covered "Round 1 of 8"."""

from __future__ import annotations

import pygame
import pytest
import table_helpers
from test_guide import settle

from game.ai.hints import Hint
from game.scenes.bingo import BingoScene
from game.scenes.fishing import FishingScene
from game.scenes.table.hint import Shown
from tests.fake_app import FakeApp


@pytest.mark.parametrize("seed", range(8))
def test_the_reason_over_the_hand_keeps_clear_of_the_log_and_the_status(seed):
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
    assert all(not tip.colliderect(scene.status_rect) for tip in tips), (tips, scene.status_rect)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_reason_over_any_card_of_the_hand_keeps_clear_of_the_status(size):
    """The reason stands over the hinted card: over the hand's rightmost card it reached into the
    status panel ("Throws yellow 4: the card you need least." over "Round 1 of 8")."""
    app = FakeApp(size)
    setup = table_helpers.table("fishing", humans=1, players=3)
    scene = FishingScene(app, setup)
    app.scenes.push(scene)
    settle(scene)
    moment = scene.hints.moment(0)
    for action in scene.state.legal_actions(0):
        reason = f"Throws {action.card}: the card you need least."
        scene.hints.shown[0] = Shown(0, Hint(action, reason), moment)
        scene.draw(pygame.Surface(size))
        tips = scene.view.hand_tips
        assert tips, "the hint showed over the hand"
        assert all(not tip.colliderect(scene.status_rect) for tip in tips), (action, tips, scene.status_rect)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_bingo_reason_over_any_card_of_the_hand_keeps_clear_of_the_status_and_log(size):
    app = FakeApp(size)
    scene = BingoScene(app, table_helpers.table("bingo", humans=1, players=4))
    app.scenes.push(scene)
    settle(scene)
    moment = scene.hints.moment(0)
    for action in scene.state.legal_actions(0):
        reason = f"Plays the high {action.card}: no one still to play holds a higher one."
        scene.hints.shown[0] = Shown(0, Hint(action, reason), moment)
        scene.draw(pygame.Surface(size))
        tips = scene.view.hand_tips
        assert tips, "the hint showed over the hand"
        for keep in (scene.status_rect, scene.log_rect):
            assert all(not tip.colliderect(keep) for tip in tips), (action, tips, keep)
