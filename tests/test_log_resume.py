"""A game continued from its autosave shows the same table log as before it was left: the log is
rebuilt from the record through the game's own presenter, not started empty."""

from __future__ import annotations

import pytest
from fake_app import FakeApp
from table_helpers import table

from game.scenes.bingo.scene import BingoScene
from game.scenes.fishing.scene import FishingScene
from game.scenes.garum.scene import GarumScene


@pytest.mark.parametrize(
    ("game", "scene_type", "players"),
    [("bingo", BingoScene, 3), ("fishing", FishingScene, 3), ("garum", GarumScene, 2)],
)
def test_resumed_log_repeats_the_lines_shown_before(game, scene_type, players):
    app = FakeApp()
    scene = scene_type(app, table(game, humans=0, players=players))
    scene.enter()
    while len(scene.state.history) < 12:
        scene.update(1 / 30)
    scene.timeline.finish()
    before = list(scene.log.lines)
    assert len(before) >= 6
    resumed = scene_type.resume(app, scene.save_data())
    assert resumed.log.lines == before
    assert resumed.state == scene.state
