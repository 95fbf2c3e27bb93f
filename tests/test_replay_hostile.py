"""Hostile record files (issue 49): ``--replay`` refuses each with exit status 2, naming the file
and the reason, before anything is drawn; never a traceback, never a hang. A record inside the
bounds is bounded by the work its own actions imply: a 5er Finden round without a flip and without
an auto-timer never ends, and one of an hour at 1000 steps a second is more than a replay runs;
such a save is set aside like any corrupt file when Continue tries it."""

from __future__ import annotations

import argparse
import copy
import json
import os
import signal

import pytest

from game.ai.finden.bot import simulate
from game.engine import recent
from game.rules.base import RecordError
from game.rules.finden import ClassicGame, ClassicOptions
from game.scenes import watch
from tests.fake_app import FakeApp
from tests.table_helpers import table

FAST = ClassicOptions(sand_seconds=10, auto_timer_seconds=3, steps_per_second=4)


@pytest.fixture(scope="module")
def kept() -> dict:
    """A finished two-seat 5er Finden game, as ``--record`` writes it."""
    game = simulate(["easy", "medium"], seed=4, options=FAST)
    setup = table("finden", humans=0, players=2, mode="classic")
    return json.loads(json.dumps({"setup": setup.to_json(), "record": game.to_record()}))


@pytest.fixture
def alarm():
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("the replay hung"))
    signal.alarm(10)
    yield
    signal.alarm(0)


def changed(kept: dict, change) -> dict:
    saved = copy.deepcopy(kept)
    change(saved)
    return saved


def without_flips(saved: dict, **options) -> None:
    saved["record"]["options"].update(options)
    saved["record"]["actions"] = [a for a in saved["record"]["actions"] if a[3]["type"] != "Flip"]


def never_ending(saved: dict) -> None:
    without_flips(saved, auto_timer_seconds=0)


def hour_long(saved: dict) -> None:
    without_flips(saved, auto_timer_seconds=3600, steps_per_second=1000)


def long_name(saved: dict) -> None:
    saved["setup"]["seats"][0]["name"] = "x" * 100_000


def seats(count: int):
    return lambda saved: saved["setup"].__setitem__("seats", (saved["setup"]["seats"] * 100)[:count])


def hostile_text(kind: str, kept: dict) -> str:
    text = json.dumps(kept)
    return {
        "nested": '{"setup": ' + "[" * 100_000,
        "nested-dict": '{"a":' * 50_000,
        "nested-record": json.dumps({**kept, "record": {**kept["record"], "options": "X"}}).replace(
            '"X"', "[" * 5000 + "]" * 5000
        ),
        "infinite-seed": text.replace('"seed": 7', '"seed": Infinity', 1),
        "nan-seed": text.replace('"seed": 7', '"seed": NaN', 1),
        "huge-seed": text.replace('"seed": 7', '"seed": 1' + "0" * 30, 1),
        "infinite-colour": text.replace('"colour": [', '"colour": [Infinity, ', 1),
        "overflowing-action-seat": text.replace('"actions": [[1, ', '"actions": [[1e999, ', 1),
        "not-utf8": text.replace('"finden"', '"find\udcff"', 1),
        "zero-seats": json.dumps(changed(kept, seats(0))),
        "200-seats": json.dumps(changed(kept, seats(200))),
        "three-seats-two-players": json.dumps(changed(kept, seats(3))),
        "never-ending": json.dumps(changed(kept, never_ending)),
        "hour-long-at-1000-steps": json.dumps(changed(kept, hour_long)),
        "long-name": json.dumps(
            changed(kept, lambda s: s["setup"]["seats"][0].__setitem__("name", "x" * 100_000))
        ),
    }[kind]


TEXT_KINDS = [
    "nested",
    "nested-dict",
    "nested-record",
    "infinite-seed",
    "nan-seed",
    "huge-seed",
    "infinite-colour",
    "overflowing-action-seat",
    "not-utf8",
    "zero-seats",
    "200-seats",
    "three-seats-two-players",
    "never-ending",
    "hour-long-at-1000-steps",
    "long-name",
]
REASONS = {
    "nested": "nested too deeply",
    "nested-dict": "nested too deeply",
    "nested-record": "nested too deeply",
    "infinite-seed": "not a finite number",
    "nan-seed": "not a finite number",
    "infinite-colour": "not a finite number",
    "overflowing-action-seat": "not a finite number",
    "not-utf8": "not UTF-8",
    "zero-seats": "2 seats, one per player of its record, found '0 seats'",
    "200-seats": "at most 8 items",
    "three-seats-two-players": "found '3 seats'",
    "never-ending": "never ends",
    "hour-long-at-1000-steps": "more than",
    "long-name": "at most 200 characters",
}


def refused(path, capsys) -> str:
    """``--replay path``'s check: exit status 2 and what stderr said."""
    saved, status = watch.from_command_line(argparse.Namespace(replay=str(path), autoplay=False))
    assert (saved, status) == (None, 2)
    err = capsys.readouterr().err
    assert str(path) in err
    return err


@pytest.mark.parametrize("kind", TEXT_KINDS)
def test_a_hostile_record_file_exits_2_naming_file_and_reason(kind, kept, tmp_path, capsys, alarm):
    path = tmp_path / f"{kind}.json"
    text = hostile_text(kind, kept)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    err = refused(path, capsys)
    assert REASONS.get(kind, "") in err


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "directory", "missing", "huge"])
def test_a_record_path_that_is_no_small_regular_file_exits_2(kind, tmp_path, capsys, alarm, monkeypatch):
    from game import door

    path = tmp_path / "record.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "directory":
        path.mkdir()
    elif kind == "huge":
        monkeypatch.setattr(door, "MAX_BYTES", 1 << 16)
        path.write_bytes(b" " * (1 << 17) + b"{}")
    err = refused(path, capsys)
    expected = {"missing": "No such file", "huge": "larger than"}.get(kind, "not a regular file")
    assert expected in err


def test_the_good_record_is_watched(kept, tmp_path):
    path = tmp_path / "good.json"
    path.write_text(json.dumps(kept))
    saved, status = watch.from_command_line(argparse.Namespace(replay=str(path), autoplay=False))
    assert status == 0 and saved == kept


def test_the_work_a_finden_record_implies_is_counted_before_replaying(kept):
    from game.rules.finden.classic import MAX_REPLAY_STEPS, replay_steps

    record, options = kept["record"], FAST
    steps = replay_steps(record, options)
    rounds = record["round"]
    assert rounds * (options.sand_seconds * options.steps_per_second) <= steps
    assert steps <= rounds * (options.auto_timer_seconds + options.sand_seconds) * options.steps_per_second
    assert ClassicGame.from_record(record).to_record() == record
    hostile = changed(kept, hour_long)
    with pytest.raises(RecordError, match="more than"):
        ClassicGame.from_record(hostile["record"])
    assert replay_steps(hostile["record"], ClassicOptions(auto_timer_seconds=3600, steps_per_second=1000)) > (
        MAX_REPLAY_STEPS
    )


def test_an_action_after_its_round_ended_is_refused_not_waited_for(kept):
    late = changed(kept, lambda s: s["record"]["actions"][0].__setitem__(1, 10_000))
    late["record"]["actions"].sort(key=lambda a: (a[0], a[1]))
    with pytest.raises(RecordError):
        ClassicGame.from_record(late["record"])


def test_a_never_ending_save_is_set_aside_when_continued(kept, alarm):
    from game.scenes import registry, saved_games

    app = FakeApp()
    hostile = changed(kept, never_ending)
    app.storage.save_json("autosave/finden", hostile)
    entry = registry.GAMES["finden"]
    [(found, data)] = [(e, d) for e, d in saved_games.saved_games(app) if e.key == "finden"]
    saved_games.resume(app, found, data)
    assert app.storage.load_autosave(entry.key) is None
    assert any("never ends" in w for w in app.storage.warnings)
    assert any(p.name.startswith("finden.corrupt-") for p in (app.storage.root / "autosave").iterdir())


def test_a_kept_game_that_is_never_ending_is_not_watched(kept):
    from game.scenes import recent_games

    app = FakeApp()
    recent.keep(app.storage, "finden", changed(kept, never_ending), [1, 2])
    assert recent_games.watch(app, recent.recent(app.storage, "finden")[0]) is None


def test_the_fastest_viewer_passes_quiet_steps_at_once_and_ends_as_recorded(kept):
    """Headless ``--replay`` of a record whose rounds are long and quiet (auto-timer at 300 s, at
    the app's 120 steps a second) ends in a few hundred table steps, with the recorded results."""
    from game.rules.finden.classic import STEPS_PER_SECOND
    from game.scenes.finden.replay import FindenReplay

    slow = ClassicOptions(sand_seconds=30, auto_timer_seconds=300, steps_per_second=STEPS_PER_SECOND)
    game = simulate(["easy", "easy"], seed=5, options=slow)
    saved = json.loads(json.dumps({"setup": kept["setup"], "record": game.to_record()}))
    app = FakeApp(autoplay=True)
    viewer = watch.replay_scene(app, saved, fastest=True)
    assert isinstance(viewer, FindenReplay)
    app.scenes.push(viewer)
    updates = 0
    while not viewer.game().is_over():
        viewer.table.update(1 / STEPS_PER_SECOND)
        updates += 1
        assert updates < 5_000, "quiet steps were stepped one by one"
    assert viewer.game().history == game.history and viewer.game().results == game.results
