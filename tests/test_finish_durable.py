"""Finishing a game is one durable step (issue 49): a kill at any moment between the last move and
the end of the writes leaves the game either still there to continue and not yet recorded, or
recorded exactly once and its save gone. Never both (Continue would resume one move before the
end, and finishing again would record the same game twice), never neither.

A kill is simulated at each file operation in turn (each replace or removal the main thread makes
under the data directory): the operation raises instead of happening, and a fresh start
(``Storage.recover``) then looks at the disk.
"""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

import pytest
from fake_app import FakeApp
from table_helpers import finished_record, table

from game.ai.finden.puzzle import choose_cross_out
from game.engine import recent
from game.engine.storage import Storage
from game.rules.finden import GiveUp, PuzzleGame, new_solo
from game.scenes.finden.solo.scene import AUTOSAVE_KEY, SoloScene


class Killed(BaseException):
    """The process ends here (nothing after it runs, not even ``except Exception``)."""


@pytest.fixture
def kill_at(monkeypatch):
    """``kill_at(root, n)`` arms a kill at the ``n``-th file operation under ``root`` from now on;
    returns a function telling whether the kill happened."""
    armed: dict = {}
    real_replace, real_unlink = os.replace, Path.unlink

    def operation(path) -> None:
        if not armed or threading.current_thread() is not threading.main_thread():
            return
        if not str(path).startswith(str(armed["root"])):
            return
        armed["count"] += 1
        if armed["count"] == armed["at"]:
            armed["killed"] = True
            raise Killed

    def replace(src, dst, *args, **kwargs):
        operation(dst)
        return real_replace(src, dst, *args, **kwargs)

    def unlink(self, *args, **kwargs):
        operation(self)
        return real_unlink(self, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(Path, "unlink", unlink)

    def arm(root: Path, at: int):
        armed.clear()
        armed.update(root=root, at=at, count=0, killed=False)
        return lambda: armed["killed"]

    yield arm
    armed.clear()


def each_kill(kill_at, tmp_path, finish, outcome):
    """Run ``finish(app)`` (which arms through the given function) with a kill at the 1st, 2nd …
    operation until one finishes unkilled; after each, a fresh start must find the game exactly
    once: ``outcome(storage)`` is (saved, recorded) and must be (True, 0) or (False, 1)."""
    for at in range(1, 20):
        root = tmp_path / f"kill-{at}"
        app = FakeApp()
        app.storage = Storage(root)
        killed = finish(app, lambda root=root, at=at: kill_at(root, at))
        app.storage.flush()
        fresh = Storage(root)
        fresh.recover()
        saved, recorded = outcome(fresh)
        assert (saved, recorded) in ((True, 0), (False, 1)), f"killed at {at}: {saved=}, {recorded=}"
        if not killed():
            assert (saved, recorded) == (False, 1)
            return
    raise AssertionError("finishing never completed")


def test_a_solo_game_is_recorded_once_or_still_saved_at_any_kill(kill_at, tmp_path):
    def finish(app, arm):
        scene = SoloScene(app, new_solo(4, "grey"), "Ada")
        app.scenes.push(scene)
        game, killed = scene.game, None
        while not game.is_over():
            action = GiveUp() if game.phase == "search" else choose_cross_out(game.sheets[0], game.values)
            after = PuzzleGame.from_record(game.to_record())
            after.apply(0, action)
            if after.is_over():
                app.storage.flush()
                killed = arm()
            try:
                scene.submit(0, action)
            except Killed:
                break
        return killed

    def outcome(storage):
        return storage.load_autosave(AUTOSAVE_KEY) is not None, len(storage.high_scores("grey"))

    each_kill(kill_at, tmp_path, finish, outcome)


def test_a_table_game_is_kept_once_or_still_saved_at_any_kill(kill_at, tmp_path):
    record = finished_record("fishing", players=3)["record"]
    setup = table("fishing", humans=0, players=3)

    def outcome(storage):
        return storage.load_autosave(setup.game) is not None, len(recent.recent(storage, "fishing"))

    random.seed(1)
    each_kill(kill_at, tmp_path, lambda app, arm: finish_fishing(app, arm, setup, record), outcome)


def finish_fishing(app, arm, setup, record) -> bool:
    """A Fishing table one bot's move from its end, saved; ``arm()`` then sets the kill, and the
    table plays its last move and finishes (or is killed on the way). Returns ``arm()``'s answer."""
    from game.rules import fishing
    from game.scenes.fishing.scene import FishingScene

    last = fishing.FishingState.from_record({**record, "actions": record["actions"][:-1]})
    scene = FishingScene(app, setup, last)
    app.scenes.push(scene)
    scene.autosave()
    app.storage.flush()
    killed = arm()
    try:
        for _ in range(3000):
            scene.update(1 / 60)
            if scene.state.is_over() and scene._finished:
                break
    except Killed:
        pass
    return killed
