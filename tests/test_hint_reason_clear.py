"""A hint's reason over the hand keeps clear of the log strip and the status panel: at 1080p
Fishing's "Takes the trick with red 9 …" ran over "Log (L): …", and a reason over the hand's
rightmost card covered "Round 1 of 8". (Bingo's reason stands in its words lane, a zone of its own:
``test_bingo_zones``.)"""

from __future__ import annotations

import pygame
import pytest
import table_helpers
from test_guide import settle

from game.ai.hints import Hint
from game.scenes.fishing.scene import FishingScene
from game.scenes.table.hint import Shown
from game.scenes.table.layout import hand_label
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


def leading_table(size: tuple[int, int], scene_type: type, key: str, players: int):
    """A table whose human (seat 0) leads the first trick, so every card of its hand may be hinted."""
    for seed in range(40):
        app = FakeApp(size)
        setup = table_helpers.table(key, humans=1, players=players)
        setup.seed = seed
        scene = scene_type(app, setup)
        app.scenes.push(scene)
        settle(scene)
        if len(scene.state.legal_actions(0)) == len(set(scene.state.hands[0])):
            return scene
    raise AssertionError("the human never leads")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize(("scene_type", "key"), [(FishingScene, "fishing")])
@pytest.mark.parametrize("players", [3, 4])
def test_a_reason_over_any_card_of_the_hand_keeps_clear_of_the_status_and_log(size, scene_type, key, players):
    """The reason stands over the hinted card: over the hand's right end it reached into the status
    panel ("Throws yellow 4: the card you need least." over "Round 1 of 8"; Bingo's "Leads the high
    yellow 9: no one else holds a higher yellow." over "Trick 2 of 9")."""
    scene = leading_table(size, scene_type, key, players)
    moment = scene.hints.moment(0)
    for action in scene.state.legal_actions(0):
        reason = f"Leads the high {action.card}: no one else holds a higher {action.card.colour}."
        scene.hints.shown[0] = Shown(0, Hint(action, reason), moment)
        scene.draw(pygame.Surface(size))
        tips = scene.view.hand_tips
        assert tips, "the hint showed over the hand"
        for keep in (scene.status_rect, scene.log_rect):
            assert all(not tip.colliderect(keep) for tip in tips), (action, tips, keep)
        label = hand_label(scene.layout, f"{scene.setup.seats[0].name}'s hand")[1]
        assert not tips[-1].colliderect(label), "the reason hid the hand's label but for a peeking edge"
