"""Recent games on the High Scores screen: every finished game is kept with its points and date,
listed per game (newest first) after the solo tables, and watched on its own replay viewer."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.engine import recent
from game.scenes import registry
from game.scenes.recent_games import PREFIX
from game.scenes.scores import HighScoresScene
from game.scenes.table.replay import TableReplay
from tests.contract import play_to_end
from tests.fake_app import FakeApp
from tests.layout_probe import layout_problems
from tests.table_helpers import table


def kept_fishing(app, seed: int) -> None:
    from game.rules import fishing

    setup = table("fishing", humans=0, players=4)
    state = play_to_end(fishing.new_game(4, seed=seed), random.Random(seed))
    saved = {"setup": setup.to_json(), "record": state.to_record()}
    recent.keep(app.storage, "fishing", json.loads(json.dumps(saved)), state.scores())


def test_a_kept_game_carries_its_points_and_date():
    app = FakeApp()
    kept_fishing(app, 3)
    (kept,) = recent.recent(app.storage, "fishing")
    assert len(kept["scores"]) == 4 and len(kept["date"]) == 10


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_recent_games_are_listed_per_game_and_watched(size):
    pygame.init()
    app = FakeApp(size=size)
    for seed in (1, 2):
        kept_fishing(app, seed)
    scene = HighScoresScene(app, PREFIX + "fishing")
    app.scenes.push(scene)
    assert scene.table == PREFIX + "fishing" and len(scene.entries) == 2
    newest = recent.recent(app.storage, "fishing")[0]
    assert scene.entries[0][0] == newest
    assert layout_problems(scene, size) == []
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    viewer = app.scenes.top
    assert isinstance(viewer, TableReplay) and viewer.record.record == newest["record"]


def test_a_game_with_no_kept_games_says_so_and_the_solo_tables_come_first(tmp_path):
    pygame.init()
    app = FakeApp()
    scene = HighScoresScene(app)
    every_game = [PREFIX + kit.key for kit in registry.KITS]
    assert len(every_game) >= 4 and scene.tables[-len(every_game) :] == every_game
    scene.index = scene.tables.index(PREFIX + "garum")
    scene._load()
    assert scene.entries == [] and not scene.watch()
    assert layout_problems(scene, app.size) == []
