"""A classic 5er Finden record watched on the classic table ends where the game ended: each action
at its round and step, no bot, nothing saved."""

from __future__ import annotations

import json

import pytest
from finden_helpers import bot_table

from game.ai.finden import simulate
from game.engine import recent
from game.rules.finden import ClassicGame, ClassicOptions
from game.rules.finden.puzzle import PuzzleGame
from game.scenes import watch
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden_replay import ClassicWatch, PuzzleWatch
from tests.fake_app import FakeApp

FAST = ClassicOptions(sand_seconds=10, auto_timer_seconds=3, steps_per_second=4)


def kept_game(seed: int = 4) -> tuple[ClassicGame, dict]:
    game = simulate(["easy", "medium"], seed=seed, options=FAST)
    setup = bot_table("finden", 2, mode="classic", seed=seed)
    return game, json.loads(json.dumps({"setup": setup.to_json(), "record": game.to_record()}))


def test_a_watched_classic_game_reaches_the_recorded_end():
    game, saved = kept_game()
    app = FakeApp(autoplay=True)
    scene = watch.replay_scene(app, saved)
    assert isinstance(scene, ClassicWatch)
    app.scenes.push(scene)
    for _ in range(60_000):
        scene.update(1 / 120)
        if scene.game.is_over():
            break
    assert scene.game.is_over() and not scene.pending
    assert scene.game.history == game.history
    assert scene.game.results == ClassicGame.from_record(saved["record"]).results
    assert app.storage.load_autosave("finden") is None


def test_a_classic_record_that_does_not_replay_is_refused():
    _, saved = kept_game()
    saved["record"]["actions"].insert(0, [1, 0, 0, {"type": "Flip"}])
    saved["record"]["actions"].insert(0, [1, 0, 0, {"type": "Flip"}])
    with pytest.raises(ValueError):
        watch.check(saved)
    _, puzzle = kept_game()
    puzzle["setup"]["options"]["mode"] = "puzzle"  # a classic record under a puzzle table
    with pytest.raises(ValueError):
        watch.check(puzzle)


def test_a_watched_puzzle_game_reaches_the_recorded_end():
    setup = bot_table("finden", 2, mode="puzzle", seed=6)
    app = FakeApp(autoplay=True)
    played = PuzzleScene(app, setup)
    app.scenes.push(played)
    for _ in range(200_000):
        played.update(1 / 120)
        if played.game.is_over():
            break
    assert played.game.is_over()
    saved = json.loads(json.dumps(played.save_data()))
    watcher = watch.replay_scene(FakeApp(autoplay=True), saved)
    assert isinstance(watcher, PuzzleWatch)
    watcher.enter()
    for _ in range(200_000):
        watcher.update(1 / 120)
        if watcher.game.is_over():
            break
    assert watcher.game.is_over() and not watcher.bots.moves
    assert watcher.game.history == played.game.history
    assert watcher.game == PuzzleGame.from_record(saved["record"])


def test_a_finished_classic_game_is_kept_once_among_the_recent_ones():
    game, saved = kept_game()
    app = FakeApp(autoplay=True)
    scene = ClassicScene(
        app, bot_table("finden", 2, mode="classic", seed=4), ClassicGame.from_record(saved["record"])
    )
    scene.store()
    scene.store()
    kept = recent.recent(app.storage, "finden")
    assert len(kept) == 1 and kept[0]["record"]["actions"] == saved["record"]["actions"]
    assert app.storage.load_autosave("finden") is None
