"""Hostile content in every stored document: it is used or set aside, never a crash or a hang,
and every later save works. Documents come from ``documents.DOCUMENTS``, so none is forgotten."""

import json
import math
import os
import signal
from pathlib import Path

import pytest

from game.engine import storage as storage_module
from game.engine.documents import DOCUMENTS
from game.engine.settings import Settings
from game.engine.storage import SCORES_FILE, Storage

NAMES = sorted(pattern.replace("*", "fishing") for pattern in DOCUMENTS if pattern != "commit")
DEFAULTS = {"fishing_seen": [], "recent/fishing": [], "stats/players": {}, "profiles": []}


def default_of(name):
    return DEFAULTS.get(name, {})


def good_value(name):
    seats = [{"name": "Ann"}]
    kept = [{"setup": {"game": "fishing", "seats": seats}, "record": {"players": 1}, "scores": [3]}]
    tally = {"played": 1, "won": 1, "best": 3, "total": 3, "streak": 1, "longest": 1}
    tally.update(sums={"lines": 1}, overs={}, highs={"lines": 1}, lows={})
    played = {"counted": ["g"], "players": {"ann": {"name": "Ann", "tallies": {"bingo": {"all": tally}}}}}
    return {
        "fishing_seen": ["gull"],
        "high_scores": {"solo": [{"score": 1}]},
        "recent/fishing": kept,
        "stats/players": played,
        "profiles": [{"name": "Ann", "colour": [230, 159, 0]}],
    }.get(name, {"ok": 1})


@pytest.fixture
def alarm():
    """Fail instead of hanging: a FIFO opened for a blocking read would wait forever."""
    signal.signal(signal.SIGALRM, lambda *_: pytest.fail("storage hung"))
    signal.alarm(5)
    yield
    signal.alarm(0)


def name_of(path: Path) -> str:
    folders = ("recent", "autosave", "stats")
    return path.stem if path.parent.name not in folders else f"{path.parent.name}/{path.stem}"


def hostile(kind: str, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    writers = {
        "nested": lambda: path.write_text("[" * 100_000),
        "nested-dict": lambda: path.write_text('{"a":' * 50_000),
        "deep-but-parses": lambda: path.write_text("[" * 200 + "]" * 200),
        "huge": lambda: path.write_bytes(b" " * (storage_module.MAX_BYTES + 10) + b"{}"),
        "dev-zero": lambda: path.symlink_to("/dev/zero"),
        "dev-null": lambda: path.symlink_to("/dev/null"),
        "nan": lambda: path.write_text('{"a": NaN, "b": [Infinity, -Infinity]}'),
        "wrong-type": lambda: path.write_text('{"a": 1}' if default_of(name_of(path)) == [] else "7"),
        "control": lambda: path.write_bytes(b'{"a": "\x00\x07"}'),
        "fifo": lambda: os.mkfifo(path),
        "directory": lambda: path.mkdir(),
        "loop-link": lambda: path.symlink_to(path.name),
        "not-utf8": lambda: path.write_bytes(b'{"a": "\xff"}'),
    }
    writers[kind]()


KINDS = [
    "nested",
    "nested-dict",
    "deep-but-parses",
    "huge",
    "dev-zero",
    "dev-null",
    "nan",
    "wrong-type",
    "control",
    "fifo",
    "directory",
    "loop-link",
    "not-utf8",
]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("kind", KINDS)
def test_hostile_content_is_used_or_set_aside_and_later_saves_work(tmp_path, monkeypatch, alarm, name, kind):
    monkeypatch.setattr(storage_module, "MAX_BYTES", 1 << 16)  # the same limit, cheaper to exceed
    store = Storage(tmp_path)
    path = store.path(name)
    hostile(kind, path)
    data = store.load_json(name, default_of(name))
    assert isinstance(data, type(default_of(name)))
    json.dumps(data, allow_nan=False)  # whatever is used can be saved again
    if data == default_of(name) and kind != "control":
        assert store.warnings, "a file that was not used must be reported"
        assert any(p.name.startswith(path.stem + ".corrupt-") for p in path.parent.iterdir()) or (
            "could not be moved" in store.warnings[0]
        )
    assert store.save_json(name, good_value(name)), store.warnings
    assert Storage(tmp_path).load_json(name, default_of(name)) == good_value(name)


def test_the_app_starts_with_every_document_hostile_and_the_menu_draws(tmp_path, monkeypatch, alarm):
    from game.app import App, parse_args

    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path))
    store = Storage(tmp_path)
    for name, kind in zip(
        NAMES, ["nested", "fifo", "dev-zero", "nan", "directory", "nested-dict"], strict=False
    ):
        hostile(kind, store.path(name))
    app = App(parse_args(["--headless", "--size", "800x600"]))
    try:
        app.to_menu()
        app.loop.start()
        for _ in range(3):
            app.frame()
        assert app.storage.warnings
        app.settings.set("vsync", not app.settings["vsync"])
        app.settings.flush()
        assert app.storage.save_json("high_scores", {"solo": [{"score": 1}]})
    finally:
        app.close()


# -- high scores ---------------------------------------------------------------------------------
def test_nan_and_non_numeric_scores_are_set_aside_and_a_later_score_write_works(tmp_path):
    original = (
        '{"solo": [{"score": NaN}, {"score": Infinity}, {"score": "lots"}, {"score": 4}],'
        ' "b": [{"score": 2}]}'
    )
    (tmp_path / "high_scores.json").write_text(original)
    store = Storage(tmp_path)
    assert store.high_scores("solo") == [{"score": 4}]
    assert (tmp_path / "high_scores.corrupt-1.json").read_text() == original
    assert len(store.warnings) == 1 and "corrupt-1" in store.warnings[0]
    tables = {"solo": [{"score": 9}, *store.high_scores("solo")], "b": [{"score": 1}]}
    assert store.save_json(SCORES_FILE, tables)
    again = Storage(tmp_path)
    assert [e["score"] for e in again.high_scores("solo")] == [9, 4] and again.warnings == []


def test_a_score_that_cannot_be_written_is_a_warning_not_a_crash(tmp_path):
    store = Storage(tmp_path)
    assert store.save_json("high_scores", {"solo": [{"score": math.nan}]}) is False
    assert "high_scores.json" in store.warnings[0]


def test_names_in_stored_scores_lose_control_characters_at_load(tmp_path):
    (tmp_path / "high_scores.json").write_text(
        json.dumps({"solo": [{"score": 3, "name": "A\u0000n\u0007n"}]})
    )
    store = Storage(tmp_path)
    assert store.high_scores("solo")[0]["name"] == "Ann"


# -- settings and small documents -----------------------------------------------------------------
def test_settings_from_a_newer_version_survive_a_save(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"vsync": False, "hdr": {"nits": 600}}))
    settings = Settings(Storage(tmp_path))
    settings.set("vsync", True)
    assert json.loads((tmp_path / "settings.json").read_text()) == {
        **settings.as_dict(),
        "hdr": {"nits": 600},
    }


def test_the_fishing_seen_list_has_its_own_name_and_the_old_file_is_migrated(tmp_path):
    (tmp_path / "fishing_seen.json.json").write_text(json.dumps(["gull", {"x": 1}, "boat"]))
    store = Storage(tmp_path)
    store.recover()
    assert store.load_json("fishing_seen", []) == ["gull", "boat"]
    assert not (tmp_path / "fishing_seen.json.json").exists()
    store.save_json("fishing_seen", ["gull"])
    assert (tmp_path / "fishing_seen.json").exists()


def test_a_symlink_to_a_good_file_is_used(tmp_path):
    (tmp_path / "real.json").write_text('{"vsync": false}')
    (tmp_path / "settings.json").symlink_to(tmp_path / "real.json")
    store = Storage(tmp_path)
    assert store.load_json("settings", {}) == {"vsync": False} and store.warnings == []


# -- crashes at the worst moment ------------------------------------------------------------------
def test_a_complete_temporary_file_newer_than_its_document_is_recovered(tmp_path):
    (tmp_path / "high_scores.json").write_text('{"old": []}')
    tmp = tmp_path / ".high_scores.abc123.tmp"
    tmp.write_text('{"new": [{"score": 1}]}')
    os.utime(tmp_path / "high_scores.json", (1, 1))
    store = Storage(tmp_path)
    store.recover()
    assert store.load_json("high_scores", {}) == {"new": [{"score": 1}]}
    assert not tmp.exists() and "recovered" in store.warnings[0]


@pytest.mark.parametrize("content", ['{"new": [{"sco', ""])
def test_a_partial_temporary_file_is_removed(tmp_path, content):
    (tmp_path / "autosave").mkdir()
    tmp = tmp_path / "autosave" / ".fishing.x1y2.tmp"
    tmp.write_text(content)
    (tmp_path / ".high_scoresq8w7e6.tmp").write_text("{}")  # the old naming: no document to match
    Storage(tmp_path).recover()
    assert not tmp.exists() and not (tmp_path / ".high_scoresq8w7e6.tmp").exists()


def test_commit_writes_the_score_and_drops_the_autosave_together(tmp_path):
    store = Storage(tmp_path)
    store.save_autosave("solo", {"record": {"actions": []}})
    assert store.commit({"high_scores": {"solo": [{"score": 5}]}}, ["autosave/solo"])
    assert store.load_autosave("solo") is None and store.high_scores("solo") == [{"score": 5}]
    assert not (tmp_path / "commit.json").exists()


def test_a_commit_interrupted_after_its_journal_is_finished_at_start(tmp_path, monkeypatch):
    store = Storage(tmp_path)
    store.save_json("autosave/solo", {"record": {"actions": []}})
    monkeypatch.setattr(Storage, "_apply", lambda self, journal: None)  # "killed" right after the journal
    store.commit({"high_scores": {"solo": [{"score": 5}]}}, ["autosave/solo"])
    monkeypatch.undo()
    assert (tmp_path / "commit.json").exists()
    again = Storage(tmp_path)
    again.recover()
    assert again.load_autosave("solo") is None and again.high_scores("solo") == [{"score": 5}]
    assert not (tmp_path / "commit.json").exists()


def test_a_commit_journal_naming_a_document_by_a_number_is_set_aside_at_start(tmp_path):
    (tmp_path / "commit.json").write_text(json.dumps({"writes": {}, "deletes": [5]}), encoding="utf-8")
    store = Storage(tmp_path)
    store.recover()  # (the check of a name once took len() of the number: a TypeError, a crash)
    assert not (tmp_path / "commit.json").exists() and store.warnings
