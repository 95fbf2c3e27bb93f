"""A 5er Finden record watched on its own table ends where the game ended (classic: each action at
its round and step; puzzle: the moves in order), with no bot and nothing saved; the viewer's back,
next and round jumps rebuild the game exactly."""

from __future__ import annotations

import json

import pytest
from finden_helpers import bot_table

from game.ai.finden.bot import simulate
from game.engine import recent
from game.rules.finden import ClassicGame, ClassicOptions
from game.rules.finden.puzzle import PuzzleGame
from game.scenes import watch
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.replay import ClassicWatch, FindenReplay
from tests.fake_app import FakeApp

FAST = ClassicOptions(sand_seconds=10, auto_timer_seconds=3, steps_per_second=4)


def kept_game(seed: int = 4) -> tuple[ClassicGame, dict]:
    game = simulate(["easy", "medium"], seed=seed, options=FAST)
    setup = bot_table("finden", 2, mode="classic", seed=seed)
    return game, json.loads(json.dumps({"setup": setup.to_json(), "record": game.to_record()}))


def play_to_the_end(viewer: FindenReplay, limit: int = 200_000) -> None:
    viewer.playing = True
    for _ in range(limit):
        viewer.update(1 / 120)
        if viewer.game().is_over() and not viewer.playing:
            return
    raise AssertionError("the replay never ended")


def test_a_watched_classic_game_reaches_the_recorded_end_from_any_point():
    game, saved = kept_game()
    app = FakeApp(autoplay=True)
    viewer = watch.replay_scene(app, saved)
    assert isinstance(viewer, FindenReplay) and isinstance(viewer.table, ClassicWatch)
    app.scenes.push(viewer)
    viewer.speed = 4.0
    for start in (0, len(game.history) // 2, viewer.round_starts[-1]):
        viewer.jump(start)
        play_to_the_end(viewer)
        assert viewer.index == len(game.history) and not viewer.table.pending
        assert viewer.game().history == game.history
        assert viewer.game().results == ClassicGame.from_record(saved["record"]).results
    assert app.storage.load_autosave("finden") is None and not recent.recent(app.storage, "finden")


def test_classic_back_then_next_and_round_jumps_rebuild_the_same_game():
    game, saved = kept_game()
    viewer = FindenReplay(FakeApp(), saved)
    viewer.jump(7)
    before = viewer.game().to_record()
    assert len(before["actions"]) == 7
    viewer.press("previous")
    assert viewer.index == 6 and viewer.game().to_record() != before
    viewer.press("next")
    assert viewer.index == 7 and viewer.game().to_record() == before
    viewer.jump(0)
    viewer.jump_round(1)
    start = viewer.round_starts[1]
    assert viewer.index == start and viewer.game().round == game.history[start][0]
    assert viewer.table.stage == "rolling" and viewer.round_at(viewer.index) == 1


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


def test_a_watched_puzzle_game_reaches_the_recorded_end_and_steps_back_exactly():
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
    viewer = watch.replay_scene(FakeApp(autoplay=True), saved)
    assert isinstance(viewer, FindenReplay) and isinstance(viewer.table, PuzzleScene)
    assert viewer.table.watching
    viewer.enter()
    viewer.speed = 4.0
    play_to_the_end(viewer)
    assert not viewer.table.bots.moves
    assert viewer.game().history == played.game.history
    assert viewer.game() == PuzzleGame.from_record(saved["record"])
    viewer.jump(5)
    fifth = viewer.game()
    viewer.press("previous")
    assert viewer.game() != fifth
    viewer.press("next")
    assert (
        viewer.game()
        == fifth
        == PuzzleGame.from_record({**saved["record"], "actions": saved["record"]["actions"][:5]})
    )
    assert len(viewer.round_starts) == played.game.round + 1 or viewer.round_starts[0] == 0


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
