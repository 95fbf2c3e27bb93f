"""Storage: atomic JSON round trips, corrupt files set aside with a warning, scores, autosaves."""

import ast
import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import storage as storage_module
from game.engine.storage import SCORES_FILE, Storage

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


def test_the_directory_comes_from_the_environment_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path / "here"))
    assert Storage().root == tmp_path / "here"


def test_without_the_variable_it_is_the_platform_user_data_dir(monkeypatch):
    monkeypatch.delenv("TABLETOP_ARCADE_HOME")
    assert storage_module.default_root().name == "tabletop-arcade"


def test_missing_documents_give_a_copy_of_the_default(tmp_path):
    store = Storage(tmp_path)
    default = {"a": [1]}
    data = store.load_json("nothing", default)
    data["a"].append(2)
    assert default == {"a": [1]} and store.warnings == []


@settings(max_examples=40, deadline=None)
@given(data=st.dictionaries(st.text(), json_values, max_size=5))
def test_saved_documents_load_back_equal(tmp_path_factory, data):
    store = Storage(tmp_path_factory.mktemp("s"))
    assert store.save_json("doc", data)
    assert store.load_json("doc", {}) == data


def test_saving_leaves_no_temporary_files_and_replaces_the_old_version(tmp_path):
    store = Storage(tmp_path)
    store.save_json("doc", {"v": 1})
    store.save_json("doc", {"v": 2})
    assert sorted(os.listdir(tmp_path)) == ["doc.json"]
    assert json.loads((tmp_path / "doc.json").read_text()) == {"v": 2}


def test_a_failed_write_keeps_the_old_file_and_warns(tmp_path, monkeypatch):
    store = Storage(tmp_path)
    store.save_json("doc", {"v": 1})

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage_module.os, "replace", broken_replace)
    assert store.save_json("doc", {"v": 2}) is False
    monkeypatch.undo()
    assert Storage(tmp_path).load_json("doc", {}) == {"v": 1}
    assert "No space left" in store.warnings[0]
    assert sorted(os.listdir(tmp_path)) == ["doc.json"]


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b""])
def test_a_corrupt_file_is_set_aside_with_a_warning_and_defaults_are_used(tmp_path, content):
    (tmp_path / "settings.json").write_bytes(content)
    store = Storage(tmp_path)
    assert store.load_json("settings", {"x": 1}) == {"x": 1}
    assert not (tmp_path / "settings.json").exists()
    assert (tmp_path / "settings.corrupt-1.json").read_bytes() == content
    assert len(store.warnings) == 1 and "settings.json" in store.warnings[0]


def test_a_document_of_the_wrong_type_counts_as_corrupt(tmp_path):
    (tmp_path / "high_scores.json").write_text("[1, 2, 3]")
    store = Storage(tmp_path)
    assert store.load_json("high_scores", {}) == {}
    assert (tmp_path / "high_scores.corrupt-1.json").exists() and store.warnings


def test_a_second_corrupt_file_does_not_overwrite_the_first_set_aside(tmp_path):
    store = Storage(tmp_path)
    for text in ("first", "second"):
        (tmp_path / "doc.json").write_text(text)
        store.load_json("doc", {})
    assert (tmp_path / "doc.corrupt-1.json").read_text() == "first"
    assert (tmp_path / "doc.corrupt-2.json").read_text() == "second"


@pytest.mark.parametrize("name", ["../escape", "UPPER", "a b", "", "x/../../y"])
def test_names_cannot_leave_the_data_directory(tmp_path, name):
    with pytest.raises(ValueError, match="lower-case"):
        Storage(tmp_path).path(name)


def test_no_pickle_or_eval_in_storage():
    tree = ast.parse(Path(storage_module.__file__).read_text())
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not imported & {"pickle", "marshal", "shelve"} and not called & {"eval", "exec"}


def test_autosaves_round_trip_and_clear(tmp_path):
    store = Storage(tmp_path)
    assert store.load_autosave("fishing") is None
    record = {"game": "fishing", "seed": 3, "actions": [["play", 1]]}
    store.save_autosave("fishing", record)
    assert store.load_autosave("fishing") == record
    assert store.load_autosave("bingo") is None
    store.clear_autosave("fishing")
    assert store.load_autosave("fishing") is None
    store.clear_autosave("fishing")  # clearing twice is fine
    assert store.warnings == []


def test_high_score_tables_persist_by_key(tmp_path):
    Storage(tmp_path).save_json(SCORES_FILE, {"solo": [{"score": 42, "seed": 1}]})
    again = Storage(tmp_path)
    assert again.high_scores("solo") == [{"score": 42, "seed": 1}]
    assert again.high_scores("daily") == []


def test_malformed_score_entries_are_set_aside_with_a_copy_and_a_message(tmp_path):
    original = json.dumps({"solo": [{"score": 3}, "junk", {"no": 1}], "x": 5})
    (tmp_path / "high_scores.json").write_text(original)
    store = Storage(tmp_path)
    assert store.high_scores("solo") == [{"score": 3}]
    assert store.high_scores("x") == []
    assert (tmp_path / "high_scores.corrupt-1.json").read_text() == original
    assert len(store.warnings) == 1 and "high_scores.corrupt-1.json" in store.warnings[0]


def test_autosaves_are_written_in_the_background_newest_first(tmp_path):
    """A game saves after every move; the writer keeps only the newest snapshot and reading back
    (or closing) waits for it, so nothing handed over is lost."""
    store = Storage(tmp_path)
    for move in range(50):
        store.save_autosave("garum", {"record": {"actions": list(range(move + 1))}})
    assert store.load_autosave("garum") == {"record": {"actions": list(range(50))}}
    store.save_autosave("garum", {"record": {"actions": [7]}})
    store.flush()
    on_disk = json.loads((tmp_path / "autosave" / "garum.json").read_text())
    assert on_disk == {"record": {"actions": [7]}}


def test_clearing_an_autosave_wins_over_a_pending_write(tmp_path):
    store = Storage(tmp_path)
    store.save_autosave("bingo", {"record": 1})
    store.clear_autosave("bingo")
    store.flush()
    assert store.load_autosave("bingo") is None
    assert not (tmp_path / "autosave" / "bingo.json").exists()


def test_autosave_rejects_a_bad_name_at_once(tmp_path):
    with pytest.raises(ValueError):
        Storage(tmp_path).save_autosave("../escape", {})


def test_the_autosave_writer_stays_for_the_next_move_instead_of_a_thread_per_save(tmp_path):
    store = Storage(tmp_path)
    store.save_autosave("fishing", {"record": {"actions": [1]}})
    store.flush()
    writer = store._autosaves._thread
    store.save_autosave("fishing", {"record": {"actions": [1, 2]}})
    store.flush()
    assert writer is not None and store._autosaves._thread is writer
    assert store.load_autosave("fishing") == {"record": {"actions": [1, 2]}}
